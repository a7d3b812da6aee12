/* dxsig packers: assign StartRow/StartCol exactly as DXC does.
 *
 * Each algorithm is one function over a caller's element array, in place. It
 * is a pure function of the elements, the signature point and the native
 * 16-bit flag. Elements that DXC never allocates (NotInSig, NotPacked,
 * Shadow) are set to -1/-1. On failure the packer stops and names the first
 * element that cannot be placed, in the algorithm's processing order; the
 * array then holds a partial result, so callers pack a copy. The two DXC
 * greedy modes can report their search step by step (struct
 * dxsig_pack_trace below).
 */
#ifndef DXSIG_PACK_H
#define DXSIG_PACK_H

#include "dxsig/diag.h"
#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

enum dxsig_packing_mode {
  DXSIG_PACKING_PREFIX_STABLE,
  DXSIG_PACKING_OPTIMIZED,
  DXSIG_PACKING_MINIMAL        /* dxsig only: fewest rows (lib/core/pack/minimal.c) */
};

DXSIG_API const char *dxsig_packing_mode_name(enum dxsig_packing_mode mode);
DXSIG_API bool dxsig_packing_mode_from_name(const char *name, enum dxsig_packing_mode *out);

enum dxsig_pack_error {
  DXSIG_PACK_OK,
  DXSIG_PACK_NO_SPACE,         /* no compatible place in 32 rows */
  DXSIG_PACK_CLIP_CULL,        /* clip/cull do not fit their two rows */
  DXSIG_PACK_CLIP_CULL_ADJACENT, /* second clip/cull row not adjacent */
  DXSIG_PACK_STACKED_OVERFLOW, /* VS input past row 31 */
  DXSIG_PACK_TARGET_INDEX,     /* SV_Target index > 7 or rows != 1 */
  DXSIG_PACK_TARGET_OVERLAP,   /* two SV_Target on one row */
  DXSIG_PACK_LAYOUT_REJECTED,  /* DXC would place it, but its validator
                                  rejects the layout (README: Packing) */
  DXSIG_PACK_INVALID,          /* element the packer cannot take (bad
                                  rows/cols/kind): run the verifier first */
  DXSIG_PACK_SEARCH_BUDGET,    /* minimal: no layout found before the node
                                  budget ran out (none proven impossible) */
  DXSIG_PACK_NO_MEMORY,        /* a working buffer could not be allocated
                                  (element 0: no element is to blame) */
  DXSIG_PACK_MESH_TOTAL_ROWS   /* dxsig_module_pack: a mesh shader's vertex
                                  and primitive outputs each fit, but need
                                  more than 32 rows together (element 0) */
};

struct dxsig_pack_result {
  enum dxsig_pack_error error;
  size_t element;              /* index of the failed element */
  uint32_t rows_used;          /* rows of the register space in use */
  bool unproven;               /* minimal: the node budget ran out; the
                                  layout is the best found, not proven to
                                  have the fewest rows */
};

/* Human-readable reason, lower case, no final period. */
DXSIG_API const char *dxsig_pack_error_message(enum dxsig_pack_error error);

/* ---- Tracing the greedy search ------------------------------------------
 *
 * dxsig_pack_prefix_stable and dxsig_pack_optimized tell a listener, as they
 * go, what they search for, every place they refuse and why, and where each
 * search ends (dxsig explain is such a listener). A search is a run of
 * REFUSED events (rows from the search's first row, in order, up to the
 * landing row or, when none takes it, the last row; then the columns of
 * the landing row) closed by one PLACED or FAILED event; every
 * event of a search carries the same step, element, size and start. A
 * PLACED event of step ELEMENT or CLIP_CULL_MEMBER is an element's final
 * place. Events are plain values, valid during the call; the listener must
 * not touch the element array. Other algorithms ignore the trace, and
 * without one (NULL) the packers pay one test per search. */

enum dxsig_pack_event_kind {
  DXSIG_PACK_EVENT_REFUSED,    /* a candidate place does not take it: why */
  DXSIG_PACK_EVENT_PLACED,     /* the search ended at row, col */
  DXSIG_PACK_EVENT_FAILED      /* the search ended without a place */
};

/* What a search places, and in which register space. */
enum dxsig_pack_step {
  DXSIG_PACK_STEP_ELEMENT,           /* an element, in the 32 signature rows */
  DXSIG_PACK_STEP_CLIP_CULL_ROW,     /* a clip/cull element, in the two
                                        private clip/cull rows */
  DXSIG_PACK_STEP_CLIP_CULL_RESERVE, /* prefix-stable: the signature row(s),
                                        4 wide, reserved whole for private
                                        clip/cull row(s) */
  DXSIG_PACK_STEP_CLIP_CULL_ADJACENT,/* prefix-stable: a multi-row clip/cull
                                        element, but the reserved rows are
                                        not adjacent (FAILED only; row and
                                        at_row are the two rows) */
  DXSIG_PACK_STEP_CLIP_CULL_BLOCK,   /* optimized: the elements of private
                                        row clip_cull_row side by side, as
                                        one block (element: its first) */
  DXSIG_PACK_STEP_CLIP_CULL_PAIR,    /* optimized, with a multi-row clip/cull
                                        element: the first pair of adjacent
                                        rows from `from` that takes them all
                                        (PLACED or FAILED only) */
  DXSIG_PACK_STEP_CLIP_CULL_MEMBER   /* a clip/cull element's signature place
                                        in its reserved rows, block or pair */
};

/* Why a place is refused (DXC's conflict types, plus COLUMNS). */
enum dxsig_pack_conflict {
  DXSIG_PACK_CONFLICT_NONE,
  DXSIG_PACK_CONFLICT_INDEXED,       /* a system value in a multi-row
                                        element's row, or a multi-row element
                                        over a system value's row */
  DXSIG_PACK_CONFLICT_INDEXED_TESS_FACTOR, /* tess factor rows vs. a multi-row
                                              element's rows */
  DXSIG_PACK_CONFLICT_INTERP,        /* the row has another interpolation mode */
  DXSIG_PACK_CONFLICT_WIDTH,         /* the row has another data width */
  DXSIG_PACK_CONFLICT_NO_ROOM,       /* no run of free components open to the
                                        element's category */
  DXSIG_PACK_CONFLICT_FIT,           /* ends past the last row or column */
  DXSIG_PACK_CONFLICT_OVERLAP,       /* a component is taken */
  DXSIG_PACK_CONFLICT_ORDER,         /* component order: arbitrary, then
                                        system values, then system-generated */
  DXSIG_PACK_CONFLICT_COLUMNS        /* free runs, but none at the allowed
                                        columns or the same columns in every
                                        row of the element */
};

/* REFUSED.col when a whole row is refused. */
#define DXSIG_PACK_WHOLE_ROW UINT32_MAX

struct dxsig_pack_event {
  enum dxsig_pack_event_kind kind;
  enum dxsig_pack_step step;
  size_t element;              /* index into the element array */
  uint32_t rows, cols;         /* size of what is searched for */
  uint32_t from, start_col;    /* the search's first row and column */
  uint32_t clip_cull_row;      /* CLIP_CULL_ROW, BLOCK and MEMBER in
                                  reserved rows or a block: the private row
                                  (0, 1); RESERVE: the last private row the
                                  reserved rows serve; otherwise 0 */
  uint32_t row, col;           /* REFUSED: the candidate (col WHOLE_ROW: the
                                  row); PLACED: the place */
  enum dxsig_pack_conflict conflict; /* REFUSED: why */
  uint32_t at_row;             /* REFUSED: the row of the span that refuses */
};

struct dxsig_pack_trace {
  void (*event)(void *user, const struct dxsig_pack_event *event);
  void *user;
};

/* The packing inputs that do not vary per element. */
struct dxsig_pack_context {
  enum dxsig_sigpoint sigpoint; /* of the list (see dxsig_sigpoint_of_list) */
  bool native16;                /* dx.nativelowprec: 16-bit types pack 16-bit */
  int stream;                   /* GS output stream to pack; -1: every
                                   element, whatever its stream operand */
  const struct dxsig_pack_trace *trace; /* NULL: no tracing */
};

/* The four algorithms. They only consider elements of one stream: callers
 * split GS output streams (dxsig_signature_pack does). */
DXSIG_API bool dxsig_pack_prefix_stable(struct dxsig_element *els, size_t n,
                              const struct dxsig_pack_context *ctx,
                              struct dxsig_pack_result *res);
DXSIG_API bool dxsig_pack_optimized(struct dxsig_element *els, size_t n,
                          const struct dxsig_pack_context *ctx,
                          struct dxsig_pack_result *res);
DXSIG_API bool dxsig_pack_stacked(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res);
DXSIG_API bool dxsig_pack_indexed(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res);

/* Minimal packing (not a DXC mode): the layout with the fewest rows
 * (one past the last used row) that DXC's validator accepts in element
 * order, with every rule of the other modes: interpolation mode and data
 * width per row, component order, indexed rows, clip/cull in at most two
 * rows, multi-row tess factors in the last column. An exact branch and
 * bound whose first upper bound is the better of the two greedy layouts
 * the validator accepts (on lists dxsig_verify_entry accepts, every greedy
 * layout), so it never uses more rows than those; it also fits signatures
 * both modes fail on. Deterministic; the search stops after a node budget and keeps the
 * best layout found (res->unproven). A failure names the element the
 * deepest search could not place. */
struct dxsig_minimal_options {
  uint64_t node_budget;        /* placements tried; 0: the default */
};
#define DXSIG_MINIMAL_DEFAULT_BUDGET 200000u

struct dxsig_minimal_stats {
  uint32_t rows;               /* rows of the result; 0 on failure */
  uint32_t lower_bound;        /* no layout has fewer rows */
  bool greedy_ok[2];           /* prefix-stable, optimized succeeded */
  bool greedy_valid[2];        /* ... and the validator accepts their layout
                                  (only not so on unverified lists) */
  uint32_t greedy_rows[2];     /* their rows (when they succeeded) */
  uint64_t nodes;              /* placements tried */
  bool proven;                 /* result minimal (or failure impossible) */
};

DXSIG_API bool dxsig_pack_minimal(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res);
/* The same with a budget (opts may be NULL) and statistics (may be NULL). */
DXSIG_API bool dxsig_pack_minimal_ex(struct dxsig_element *els, size_t n,
                           const struct dxsig_pack_context *ctx,
                           const struct dxsig_minimal_options *opts,
                           struct dxsig_pack_result *res,
                           struct dxsig_minimal_stats *stats);

/* Packs one list of an entry: picks the algorithm from the SigPoint (stacked
 * for VS input, indexed for PS output, mode otherwise), packs GS output
 * streams independently, and leaves unallocated what DXC leaves so.
 * UsageMask is converted: element-relative before (shifted back by an old
 * StartCol), register-relative after. */
DXSIG_API bool dxsig_signature_pack(struct dxsig_signature *sig,
                          enum dxsig_shader_stage stage,
                          enum dxsig_packing_mode mode, bool native16,
                          struct dxsig_pack_result *res);

/* What dxsig_signature_pack(sig, ...) does when twin is a list with the
 * same elements for packing (IDs, kinds, component types, interpolation
 * modes, rows, columns, semantic indices, streams), already packed by
 * dxsig_signature_pack in the same stage, mode and native16 with result
 * *twin_res: sig takes twin's locations and result, its UsageMasks
 * converted, without a search. Returns false, changing nothing, when the
 * lists differ in any of those (pack sig then); a list shared by several
 * entries is packed once this way. */
DXSIG_API bool dxsig_signature_pack_like(struct dxsig_signature *sig,
                                         const struct dxsig_signature *twin,
                                         const struct dxsig_pack_result *twin_res,
                                         struct dxsig_pack_result *res);

/* Packs every signature of every entry of a module. results has
 * m->count * DXSIG_SIG_KIND_COUNT slots, entry-major (may be NULL). A failed
 * signature keeps its elements as they were; the others are packed. A mesh
 * shader's vertex and primitive outputs that pack alone but need more than
 * 32 rows together (DXC's validator: Sm.MeshTotalSigRowCount) both fail so,
 * with DXSIG_PACK_MESH_TOTAL_ROWS. Returns false when any signature
 * failed. */
struct dxsig_module;
DXSIG_API bool dxsig_module_pack(struct dxsig_module *m, enum dxsig_packing_mode mode,
                       struct dxsig_pack_result *results);

#ifdef __cplusplus
}
#endif
#endif
