/* dxsig root signatures: the HLSL root-signature language, the model,
 * validation, and the RTS0 container part (versions 1.0, 1.1 and 1.2).
 *
 *   string ──dxsig_rootsig_parse──► model ──dxsig_rts0_write──► RTS0 bytes
 *   !dx.rootsignatures (neutral tree) ──dxsig_rootsig_from_md──► model
 *   RTS0 bytes ──dxsig_rts0_read──► model ──dxsig_rootsig_print_*──► text
 *
 * Two dialects. DXC's (the default) writes 0 for omitted 1.1 flags, reads
 * integer literals as decimal and rejects flags in a 1.0 signature; clang's
 * (clang 22 + LLVM 22) writes the explicit 1.1 defaults, reads C literals
 * (010 is 8) and accepts 1.0 flags equal to the 1.0 defaults. Both accept
 * the union of the two spellings where they do not conflict (tabs,
 * TEXTURE_ADDRESS_MIRROR_ONCE and _MIRRORONCE, empty RootFlags() and
 * DescriptorTable(), trailing commas, a sign apart from its number). Neither
 * shares clang 22's bugs: comments and stray characters are located errors,
 * a float that is not a number is an error, every check runs before bytes
 * are written.
 *
 * Memory: the model lives in a caller-provided arena. Diagnostics carry a
 * line and column in the source the string came from (see dxsig_rs_source).
 */
#ifndef DXSIG_ROOTSIG_H
#define DXSIG_ROOTSIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/arena.h"
#include "dxsig/buffer.h"
#include "dxsig/diag.h"
#include "dxsig/mdtree.h"
#include "dxsig/tables.h"

#ifdef __cplusplus
extern "C" {
#endif

/* RTS0 header Version. */
enum dxsig_rs_version {
  DXSIG_RS_VERSION_1_0 = 1,
  DXSIG_RS_VERSION_1_1 = 2,
  DXSIG_RS_VERSION_1_2 = 3
};

enum dxsig_rs_dialect { DXSIG_RS_DXC = 0, DXSIG_RS_CLANG = 1 };

/* How the signature is used. A global one (shader attribute, standalone
 * blob, GlobalRootSignature) must not set LOCAL_ROOT_SIGNATURE under DXC's
 * rules; a local one (LocalRootSignature) gets it added. */
enum dxsig_rs_usage {
  DXSIG_RS_GLOBAL = 0,
  DXSIG_RS_LOCAL = 1,
  /* A standalone blob (DXC's -T rootsig_1_x): local exactly when it sets
   * LOCAL_ROOT_SIGNATURE itself. */
  DXSIG_RS_AS_WRITTEN = 2
};

enum dxsig_rs_root_flag {
#define DXSIG_RS_ROOT_FLAG(Id, Value, Keyword) DXSIG_RS_ROOT_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_desc_flag {
#define DXSIG_RS_DESC_FLAG(Id, Value, Keyword) DXSIG_RS_DESC_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_range_flag {
#define DXSIG_RS_RANGE_FLAG(Id, Value, Keyword) DXSIG_RS_RANGE_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_sampler_flag {
#define DXSIG_RS_SAMPLER_FLAG(Id, Value, Keyword) DXSIG_RS_SAMPLER_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_visibility {
#define DXSIG_RS_VISIBILITY(Id, Value, Keyword, Name) DXSIG_RS_VIS_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_param_type {
#define DXSIG_RS_PARAM_TYPE(Id, Value, Name) DXSIG_RS_PARAM_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_range_type {
#define DXSIG_RS_RANGE_TYPE(Id, Value, Keyword, Letter) DXSIG_RS_RANGE_TYPE_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_filter {
#define DXSIG_RS_FILTER(Id, Value, Keyword, Name) DXSIG_RS_FILTER_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_address {
#define DXSIG_RS_ADDRESS(Id, Value, Keyword, Name) DXSIG_RS_ADDRESS_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_comparison {
#define DXSIG_RS_COMPARISON(Id, Value, Keyword, Name) DXSIG_RS_COMPARISON_##Id = Value,
#include "dxsig/rootsig.def"
};
enum dxsig_rs_border {
#define DXSIG_RS_BORDER(Id, Value, Keyword, Name) DXSIG_RS_BORDER_##Id = Value,
#include "dxsig/rootsig.def"
};

/* numDescriptors = unbounded; offset = DESCRIPTOR_RANGE_OFFSET_APPEND. */
#define DXSIG_RS_UNBOUNDED 0xFFFFFFFFu
#define DXSIG_RS_APPEND 0xFFFFFFFFu
/* Register spaces reserved for the system: [0xFFFFFFF0, 0xFFFFFFFF]. */
#define DXSIG_RS_RESERVED_SPACE_START 0xFFFFFFF0u
/* D3D12_MAX_ROOT_COST, in DWORDs. */
#define DXSIG_RS_MAX_ROOT_COST 64u
/* A model object that did not come from a string. */
#define DXSIG_RS_NO_SRC 0xFFFFFFFFu

/* ---- Model ------------------------------------------------------------- */

struct dxsig_rs_range {
  uint32_t type;             /* enum dxsig_rs_range_type */
  uint32_t num_descriptors;  /* DXSIG_RS_UNBOUNDED */
  uint32_t base_register;
  uint32_t space;
  uint32_t flags;            /* enum dxsig_rs_range_flag bits, when has_flags */
  uint32_t offset;           /* from the table start, or DXSIG_RS_APPEND */
  bool has_flags;            /* false: the version's default (see writer) */
  uint32_t src;              /* source offset of the clause, DXSIG_RS_NO_SRC */
};

struct dxsig_rs_param {
  uint32_t type;             /* enum dxsig_rs_param_type */
  uint32_t visibility;       /* enum dxsig_rs_visibility */
  /* Root constants and root descriptors: */
  uint32_t shader_register;
  uint32_t space;
  uint32_t num32bit;         /* root constants only */
  uint32_t flags;            /* root descriptors: dxsig_rs_desc_flag bits */
  bool has_flags;
  /* Descriptor tables: */
  struct dxsig_rs_range *ranges;
  size_t range_count;
  uint32_t src;
};

struct dxsig_rs_sampler {
  uint32_t filter, address_u, address_v, address_w;
  float mip_lod_bias;
  uint32_t max_anisotropy;
  uint32_t comparison_func;
  uint32_t border_color;
  float min_lod, max_lod;
  uint32_t shader_register, space, visibility;
  uint32_t flags;            /* dxsig_rs_sampler_flag bits; written in 1.2 only */
  uint32_t src;
};

struct dxsig_rootsig {
  uint32_t version;          /* enum dxsig_rs_version */
  uint32_t flags;            /* enum dxsig_rs_root_flag bits */
  struct dxsig_rs_param *params;
  size_t param_count;
  struct dxsig_rs_sampler *samplers;
  size_t sampler_count;
  uint32_t flags_src;        /* source offset of RootFlags, DXSIG_RS_NO_SRC */
};

/* A StaticSampler with every default (register s0, space 0). */
DXSIG_API void dxsig_rs_sampler_init(struct dxsig_rs_sampler *s);

/* The flags a descriptor or range without explicit flags gets: the 1.0
 * semantics at version 1 (for validation; not serialized), 0 at 1.1/1.2 in
 * DXC's dialect, the explicit 1.1 defaults in clang's. */
DXSIG_API uint32_t dxsig_rs_default_desc_flags(uint32_t param_type, uint32_t version,
                                     enum dxsig_rs_dialect dialect);
DXSIG_API uint32_t dxsig_rs_default_range_flags(uint32_t range_type, uint32_t version,
                                      enum dxsig_rs_dialect dialect);

/* D3D12 root cost in DWORDs: 1 per table, 2 per root descriptor, 1 per root
 * constant. Saturates at UINT64_MAX. */
DXSIG_API uint64_t dxsig_rootsig_cost(const struct dxsig_rootsig *rs);

/* ---- Sources and diagnostics --------------------------------------------- */

/* Where string byte `offset` starts in the file: line/col are 1-based. */
struct dxsig_rs_segment {
  uint32_t offset;
  uint32_t line;
  uint32_t col;
  const char *file;          /* NULL: the source's name */
  /* Written in the body of this macro (NULL: not from a macro body), which
   * was expanded at use_file:use_line:use_col: errors get a note there. */
  const char *macro;
  const char *use_file;
  uint32_t use_line, use_col;
};

/* A root-signature string and where it came from. text may hold any bytes
 * (NULs included); it need not be NUL-terminated. Without segments, lines
 * and columns are counted in the text itself. With segments (sorted by
 * offset, the first at offset 0), byte o maps to the last segment s with
 * s.offset <= o: line s.line, column s.col + (o - s.offset). */
struct dxsig_rs_source {
  const char *name;          /* for messages: "rootsig", a file name */
  const char *text;
  size_t len;
  const struct dxsig_rs_segment *segments;
  size_t segment_count;
};

/* Diagnostics go to a struct dxsig_diag_list (diag.h): those located in a
 * source carry its name as file and their line and column; print them
 * clang-style with dxsig_diag_list_print. */

/* ---- Parsing and validation ---------------------------------------------- */

struct dxsig_rs_options {
  uint32_t version;               /* 1, 2 or 3; 0 means 1.1 */
  enum dxsig_rs_dialect dialect;
  enum dxsig_rs_usage usage;
  bool no_root_cost_warning;      /* do not warn above 64 DWORDs */
};

/* Parses src and validates the result. Every syntax error (one per
 * element: the parser resynchronises at the next top-level comma) and every
 * rule violation is reported. The model is built in arena; on false it is
 * partial and should only be used for more diagnostics. */
DXSIG_API bool dxsig_rootsig_parse(const struct dxsig_rs_source *src,
                         const struct dxsig_rs_options *opt,
                         struct dxsig_arena *arena, struct dxsig_rootsig *out,
                         struct dxsig_diag_list *diags);

/* The validator alone: DXC's verifier rules plus clang's range checks,
 * every problem reported. src (may be NULL) locates objects that carry a
 * source offset. For models read from metadata or RTS0 use the same
 * options with the model's own version. */
DXSIG_API bool dxsig_rootsig_validate(const struct dxsig_rootsig *rs,
                            const struct dxsig_rs_options *opt,
                            const struct dxsig_rs_source *src,
                            struct dxsig_diag_list *diags);

/* A root signature attached to a shader of `stage` (DXC's compatibility
 * check, DxilValidation.cpp's root signature checks, as far as the signatures tell; the
 * resource bindings are not known here): LOCAL_ROOT_SIGNATURE is an
 * error; a DENY flag for the stage, parameters a compute-like stage can
 * never see, and vertex inputs without ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT
 * are warnings. has_ia_inputs: the vertex shader reads input-assembler
 * elements (inputs other than SV_VertexID / SV_InstanceID). */
DXSIG_API bool dxsig_rootsig_check_stage(const struct dxsig_rootsig *rs, enum dxsig_shader_stage stage,
                               bool has_ia_inputs, struct dxsig_diag_list *diags);

/* ---- !dx.rootsignatures (LLVM 22) ---------------------------------------- */

/* One `!{ptr @fn, !elements, i32 version}` entry into a model, with the
 * checks of LLVM 22's MetadataParser (RootSignatureMetadata.cpp) plus the
 * overlap check of its backend. All flags are explicit (has_flags). Errors
 * are reported without a location, prefixed "root signature of 'fn': ".
 * *function receives the function name (operand 0 must be a function). */
DXSIG_API bool dxsig_rootsig_from_md(const struct dxsig_md *entry,
                           struct dxsig_arena *arena, struct dxsig_rootsig *out,
                           const char **function, struct dxsig_diag_list *diags);

/* ---- RTS0 ------------------------------------------------------------------ */

/* Size of the RTS0 part for rs at rs->version; 0 when it would not fit the
 * format's 32-bit offsets or the version is unknown. */
DXSIG_API size_t dxsig_rts0_size(const struct dxsig_rootsig *rs);

/* Writes exactly dxsig_rts0_size(rs) bytes to out (size must equal it).
 * Omitted flags get dxsig_rs_default_*_flags(..., defaults). The model is
 * not validated here. */
DXSIG_API bool dxsig_rts0_write(const struct dxsig_rootsig *rs, enum dxsig_rs_dialect defaults,
                      uint8_t *out, size_t size);

/* Reads an RTS0 part (any version 1..3) into a model in arena. Every
 * offset and count is bounds-checked; problems go to diags. Flags are
 * explicit for versions 2 and 3. */
DXSIG_API bool dxsig_rts0_read(const uint8_t *data, size_t size, struct dxsig_arena *arena,
                     struct dxsig_rootsig *out, struct dxsig_diag_list *diags);

/* ---- Printing -------------------------------------------------------------- */

/* A readable listing (the RTS0 section of `dxsig dump`). */
DXSIG_API void dxsig_rootsig_print(struct dxsig_buffer *b, const struct dxsig_rootsig *rs);
/* The model as a root-signature string that parses back to the same model
 * (explicit flags are printed; floats with 9 significant digits). */
DXSIG_API void dxsig_rootsig_print_hlsl(struct dxsig_buffer *b, const struct dxsig_rootsig *rs);

/* The RTS0 section of `dxsig dump`: a heading, the listing, the string
 * form and any rule violations, every line prefixed "; ". Malformed parts
 * are described, never read out of bounds. */
DXSIG_API void dxsig_rootsig_dump(struct dxsig_buffer *b, const uint8_t *data, size_t size);

/* Names: NULL when the value is outside the table. */
DXSIG_API const char *dxsig_rs_visibility_name(uint32_t v);       /* "All", "Pixel" */
DXSIG_API const char *dxsig_rs_visibility_keyword(uint32_t v);    /* "SHADER_VISIBILITY_ALL" */
DXSIG_API const char *dxsig_rs_param_type_name(uint32_t t);       /* "DescriptorTable" */
DXSIG_API const char *dxsig_rs_range_type_name(uint32_t t);       /* "SRV", "Sampler" */
DXSIG_API char dxsig_rs_range_type_letter(uint32_t t);            /* 't', 0 if unknown */
DXSIG_API const char *dxsig_rs_filter_name(uint32_t f);
DXSIG_API const char *dxsig_rs_filter_keyword(uint32_t f);
DXSIG_API const char *dxsig_rs_address_name(uint32_t a);
DXSIG_API const char *dxsig_rs_address_keyword(uint32_t a);
DXSIG_API const char *dxsig_rs_comparison_name(uint32_t c);
DXSIG_API const char *dxsig_rs_comparison_keyword(uint32_t c);
DXSIG_API const char *dxsig_rs_border_name(uint32_t c);
DXSIG_API const char *dxsig_rs_border_keyword(uint32_t c);
/* Writes "A | B" of a flag set (kind: 0 root, 1 descriptor, 2 range,
 * 3 sampler) into b; unknown bits as a hex number; "0" when empty. */
DXSIG_API void dxsig_rs_print_flags(struct dxsig_buffer *b, int kind, uint32_t flags);

/* ---- HLSL sources ---------------------------------------------------------- */

/* Root signatures of a preprocessed HLSL file (DXC's -T rootsig_1_x
 * -E NAME, -rootsig-define NAME, state-object declarations and
 * [RootSignature] attributes); see dxsig_rs_file_from_pp below. */
enum dxsig_rs_decl_kind {
  DXSIG_RS_DECL_DEFINE,           /* a live object-like macro (#define or -D) */
  DXSIG_RS_DECL_GLOBAL,           /* GlobalRootSignature NAME = { "..." }; */
  DXSIG_RS_DECL_LOCAL,            /* LocalRootSignature NAME = { "..." }; */
  DXSIG_RS_DECL_ASSOCIATION,      /* SubobjectToExportsAssociation NAME = { "S", "E" }; */
  DXSIG_RS_DECL_OTHER,            /* another state-object subobject (listed only) */
  DXSIG_RS_DECL_ATTRIBUTE         /* [RootSignature("...")] on function NAME */
};

struct dxsig_rs_decl {
  enum dxsig_rs_decl_kind kind;
  const char *type_name;          /* "#define", "GlobalRootSignature", ... */
  const char *name;               /* NUL-terminated, in the arena */
  const char *file;               /* where the name is written (NULL: unknown) */
  uint32_t line, col;             /* of the name */
  bool has_string;                /* the value is a string (after expansion) */
  /* The root-signature string (DEFINE, GLOBAL, LOCAL) or, for an
   * association, the subobject name: text with its source map. For OTHER,
   * the initializer's text as written. */
  struct dxsig_rs_source value;
  /* ASSOCIATION: the exports string ("A;B"). */
  struct dxsig_rs_source exports;
  const struct dxsig_rs_macro *macro; /* DEFINE from a preprocessed file */
};

struct dxsig_rs_file {
  struct dxsig_rs_decl *decls;
  size_t count;
};

/* ---- Preprocessed HLSL ------------------------------------------------------
 *
 * A C preprocessor (the CLI uses clang's, lib/llvm/preprocess/rootsig_preprocess.cpp)
 * hands the core tokens; the core decides what they mean, as DXC does. */

enum dxsig_rs_token_kind {
  DXSIG_RS_TOKEN_STRING,          /* "..." (with any prefix and its quotes) */
  DXSIG_RS_TOKEN_IDENT,           /* identifiers and keywords */
  DXSIG_RS_TOKEN_PUNCT,
  DXSIG_RS_TOKEN_OTHER            /* numbers, character literals */
};

struct dxsig_rs_loc {
  const char *file;               /* NULL: no location */
  uint32_t line, col;
};

struct dxsig_rs_token {
  enum dxsig_rs_token_kind kind;
  const char *text;               /* its spelling (continuations removed) */
  size_t len;
  bool leading_space;
  struct dxsig_rs_loc loc;        /* where its characters are written */
  const char *macro;              /* written in this macro's body, or NULL */
  struct dxsig_rs_loc use;        /* where that macro was expanded */
};

/* A macro live at the end of the file (or given with -D). */
struct dxsig_rs_macro {
  const char *name;
  struct dxsig_rs_loc loc;        /* of the name in its #define */
  bool function_like;
  const struct dxsig_rs_token *tokens;  /* its full expansion (object-like) */
  size_t count;
  /* 0, or the limit on tokens of expansion it went past: then it is not
   * expanded (tokens NULL), and reading it is an error at its #define. */
  size_t too_large;
};

/* A preprocessed file: the tokens of its live code, every macro expanded,
 * and its live macros in the order they were defined. */
struct dxsig_rs_pp {
  const struct dxsig_rs_token *tokens;
  size_t token_count;
  const struct dxsig_rs_macro *macros;
  size_t macro_count;
};

/* DXC's reading of a macro as a root signature (-T rootsig_1_x -E NAME,
 * -rootsig-define NAME): the expansion's spellings joined, string literals
 * without their quotes and without a space between a literal and the next
 * token, other tokens as written (an unquoted body is the string itself).
 * Every byte keeps the location of the token it came from. Under DXC's
 * reading a macro mixing string literals with names left undefined would
 * be the names' text: those are reported, located, as undefined. */
DXSIG_API bool dxsig_rs_macro_source(const struct dxsig_rs_macro *m, const char *name_for_messages,
                                     struct dxsig_arena *arena, struct dxsig_rs_source *out,
                                     struct dxsig_diag_list *diags);

/* The root signatures of a preprocessed file: every live object-like macro
 * (kind DEFINE; has_string when its expansion holds a string literal),
 * GlobalRootSignature / LocalRootSignature / SubobjectToExportsAssociation
 * and the other state-object subobjects declared in live code, and
 * [RootSignature(...)] attributes. Malformed initializers are errors. */
DXSIG_API bool dxsig_rs_file_from_pp(const struct dxsig_rs_pp *pp, struct dxsig_arena *arena,
                                     struct dxsig_rs_file *out, struct dxsig_diag_list *diags);

/* The compiler's checks of a file's declarations: a subobject or
 * association name is declared once; an association must name a subobject
 * the file declares (its exports list, names separated by ';', is not
 * checked: DXC drops empty names, and a list with none, "" or ";", is the
 * default association); one function has at most one RootSignature
 * attribute (the same one twice: a warning). Located errors. */
DXSIG_API bool dxsig_rs_file_check_subobjects(const struct dxsig_rs_file *f,
                                              struct dxsig_diag_list *diags);

/* The declaration named name that -E can compile (a macro, a
 * GlobalRootSignature or LocalRootSignature; the last one wins), else the
 * first [RootSignature] attribute of the function named name, or NULL. */
DXSIG_API const struct dxsig_rs_decl *dxsig_rs_file_find(const struct dxsig_rs_file *f,
                                               const char *name);

/* The root signature d (from dxsig_rs_file_find) compiles to, read as DXC
 * reads it: a macro is its expansion alone (DXC's rootsig target only
 * preprocesses, so the file's scan diagnostics, in scan, do not apply); a
 * subobject or attribute is compiled with the file's other declarations,
 * so scan's diagnostics are appended to diags and the file must scan and
 * pass dxsig_rs_file_check_subobjects. *usage: as written for a macro,
 * local for a LocalRootSignature, else global. False after located errors. */
DXSIG_API bool dxsig_rs_file_select(const struct dxsig_rs_file *f, const struct dxsig_rs_decl *d,
                                    const struct dxsig_diag_list *scan,
                                    struct dxsig_arena *arena, struct dxsig_rs_source *src,
                                    enum dxsig_rs_usage *usage, struct dxsig_diag_list *diags);

/* "--list" output, FILE:LINE:COL: per declaration: every subobject,
 * association, [RootSignature] attribute and macro holding a string. An
 * association whose exports list names nothing ("", ";") is marked as the
 * default association. */
DXSIG_API void dxsig_rs_file_print(struct dxsig_buffer *b, const struct dxsig_rs_file *f);

#ifdef __cplusplus
}
#endif
#endif
