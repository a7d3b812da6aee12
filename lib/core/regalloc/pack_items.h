/* The packing view of a signature (internal): the elements DXC allocates,
 * with their grid shape, shared by the four packers and the placement
 * checker. */
#ifndef DXSIG_PACK_ITEMS_H
#define DXSIG_PACK_ITEMS_H

#include <stdatomic.h>

#include "dxsig/pack.h"
#include "dxsig/sigpoint.h"
#include "grid.h"
#include "inline.h"

struct dxsig_pack_item {
  uint32_t index;          /* into the element array */
  struct dxsig_shape shape; /* cat 0: a Target (placed by index) */
};

/* Small signatures use the inline buffer: no heap allocation per pack. */
#define DXSIG_PACK_ITEMS_INLINE 48

struct dxsig_pack_items {
  struct dxsig_pack_item *items;
  size_t count;
  bool mixed;  /* undefined and defined interpolation modes, or undefined
                  and defined data widths, both among the items: only then
                  can DXC's validator replay reject a greedy layout */
  struct dxsig_pack_item inline_items[DXSIG_PACK_ITEMS_INLINE];
};

/* Sets res to a failure of element index. Returns false. */
bool dxsig_pack_fail(struct dxsig_pack_result *res, enum dxsig_pack_error error,
                     size_t index);

/* Reading elements into items, one at a time (what collecting does per
 * element): the packers that need no item array read the list with it. */
struct dxsig_item_reader {
  const _Atomic uint8_t *facts; /* by semantic kind at the list's SigPoint:
                                   a category or DXSIG_ITEM_FACT_* */
  const uint8_t *widths;        /* by component type */
};

enum {
  DXSIG_ITEM_FACT_SKIP = 0x40,    /* DXC does not allocate the element */
  DXSIG_ITEM_FACT_REJECT = 0x80,  /* the element may not be in the list */
};

/* What reading an element of each kind does in a list at a SigPoint (row
 * DXSIG_SIGPOINT_COUNT: any other SigPoint, where every kind is NA),
 * filled at the first list of the SigPoint (dxsig_item_facts_fill), so
 * that reading an element is one look-up. A pure function's memo, shared
 * by every list and thread: threads that fill a row at once store the
 * same values, and atomics make that sharing well defined. */
struct dxsig_item_facts {
  _Atomic bool ready;  /* facts is filled (release: its stores come first) */
  _Atomic uint8_t facts[DXSIG_SEMANTIC_KIND_COUNT];
};
extern DXSIG_HIDDEN struct dxsig_item_facts dxsig_item_facts[DXSIG_SIGPOINT_COUNT + 1];
/* Fills dxsig_item_facts[sp] (sp <= DXSIG_SIGPOINT_COUNT); returns its
 * facts. */
const _Atomic uint8_t *dxsig_item_facts_fill(unsigned sp);

/* The packing width of each component type without and with native
 * 16-bit types. */
extern DXSIG_HIDDEN const uint8_t dxsig_item_widths[2][DXSIG_COMPONENT_TYPE_COUNT];

/* Inline: a reader is set up once per list, and lists are a few elements. */
static inline void dxsig_item_reader_init(struct dxsig_item_reader *r,
                                          const struct dxsig_pack_context *ctx) {
  unsigned sp = (unsigned)ctx->sigpoint;
  if (sp > DXSIG_SIGPOINT_COUNT)
    sp = DXSIG_SIGPOINT_COUNT;
  struct dxsig_item_facts *row = &dxsig_item_facts[sp];
  r->facts = atomic_load_explicit(&row->ready, memory_order_acquire) ? row->facts
                                                                     : dxsig_item_facts_fill(sp);
  r->widths = dxsig_item_widths[ctx->native16 ? 1 : 0];
}

enum dxsig_item_verdict { DXSIG_ITEM_SKIP, DXSIG_ITEM_TAKE, DXSIG_ITEM_REJECT };

/* Reads e: TAKE with its shape in *s, SKIP (not allocated) or REJECT (it
 * cannot be packed: DXSIG_PACK_INVALID). */
static inline enum dxsig_item_verdict dxsig_item_read(struct dxsig_item_reader *r,
                                                      const struct dxsig_element *e,
                                                      struct dxsig_shape *s) {
  uint32_t kind = e->kind;
  if (kind >= DXSIG_SEMANTIC_KIND_COUNT)
    return DXSIG_ITEM_REJECT; /* NA at every SigPoint */
  unsigned fact = atomic_load_explicit(&r->facts[kind], memory_order_relaxed);
  if (fact & DXSIG_ITEM_FACT_SKIP)
    return fact & DXSIG_ITEM_FACT_REJECT ? DXSIG_ITEM_REJECT : DXSIG_ITEM_SKIP;
  uint32_t rows = e->rows, cols = e->cols, mode = e->interp, type = e->comp_type;
  /* rows 1..32, cols 1..4, mode 0..7 (the limits are powers of two: one
   * test of the bits above them) and a semantic index. */
  _Static_assert(DXSIG_MAX_ROWS == 32 && DXSIG_MAX_COLS == 4 && DXSIG_INTERP_MODE_COUNT == 8,
                 "the read checks assume these limits");
  if ((((rows - 1u) >> 5) | ((cols - 1u) >> 2) | (mode >> 3)) != 0 || e->index_count == 0)
    return DXSIG_ITEM_REJECT;
  s->cat = (uint8_t)fact;
  s->rows = (uint8_t)rows;
  s->cols = (uint8_t)cols;
  s->interp = (uint8_t)mode;
  s->width = type < DXSIG_COMPONENT_TYPE_COUNT ? r->widths[type] : DXSIG_WIDTH_UNDEFINED;
  return DXSIG_ITEM_TAKE;
}

/* One element of a one-pass packer's list: SKIP for an element of another
 * stream (untouched) or one DXC does not allocate; else e is reset to
 * -1/-1 and read (dxsig_item_read). */
static inline enum dxsig_item_verdict dxsig_item_take(struct dxsig_item_reader *r,
                                                      struct dxsig_element *e, bool every,
                                                      uint32_t stream, struct dxsig_shape *s) {
  if (!every && e->stream != stream)
    return DXSIG_ITEM_SKIP;
  e->start_row = e->start_col = DXSIG_UNALLOCATED;
  return dxsig_item_read(r, e, s);
}

/* An element's UsageMask element-relative: shifted back by StartCol when
 * it is allocated at columns 1 to 3 (register-relative there), as it is
 * otherwise. */
static inline uint32_t dxsig_mask_unshifted(uint32_t mask, int32_t row, int32_t col) {
  return row != DXSIG_UNALLOCATED && (uint32_t)col - 1u < 3u ? mask >> (uint32_t)col : mask;
}

/* What dxsig_signature_pack puts back when a list fails: an element's
 * location and UsageMask before packing. A packer given an array of them
 * (one per element: prefix-stable, stacked or indexed packing of a whole
 * list, untraced) keeps each element it reads there, keeps its UsageMask
 * right for the location it writes, and puts back every element it read
 * when the list fails: then the caller has no copy or conversion of its
 * own to make.
 * (Optimized packing, which reads a whole list before it places any
 * element, instead writes nothing until the list is packed:
 * dxsig_pack_optimized_whole.) */
struct dxsig_saved_element {
  int32_t row, col;
  uint32_t mask;
};

/* Before reading e: e as it is goes to *saved, and its UsageMask becomes
 * element-relative (what it is while unallocated). */
static inline void dxsig_item_save(struct dxsig_saved_element *saved, struct dxsig_element *e) {
  int32_t row = e->start_row, col = e->start_col;
  uint32_t mask = e->usage_mask;
  saved->row = row;
  saved->col = col;
  saved->mask = mask;
  e->usage_mask = dxsig_mask_unshifted(mask, row, col);
}

/* e, saved, now placed at column col: its UsageMask register-relative. */
static inline void dxsig_item_placed(struct dxsig_element *e, uint32_t col) {
  e->usage_mask = (e->usage_mask << col) & 0xFu;
}

/* Writes e's place; in a pack that saves, its UsageMask goes with it. */
static inline void dxsig_item_put(struct dxsig_element *e, uint32_t row, uint32_t col,
                                  bool saving) {
  e->start_row = (int32_t)row;
  e->start_col = (int32_t)col;
  if (saving)
    dxsig_item_placed(e, col);
}

/* dxsig_pack_prefix_stable, dxsig_pack_stacked and dxsig_pack_indexed of
 * a whole list at sp (1 to DXSIG_PACK_ITEMS_INLINE elements), untraced
 * and saving: all or nothing, UsageMask converted. */
bool dxsig_pack_prefix_stable_whole(struct dxsig_element *els, size_t n,
                                    enum dxsig_sigpoint sp, bool native16,
                                    struct dxsig_pack_result *res);
bool dxsig_pack_stacked_whole(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                              bool native16, struct dxsig_pack_result *res);
bool dxsig_pack_indexed_whole(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                              bool native16, struct dxsig_pack_result *res);

/* dxsig_pack_optimized of a whole list at sp (1 to
 * DXSIG_PACK_ITEMS_INLINE elements), untraced: all or nothing, UsageMask
 * converted. It writes the elements only once the list is packed. */
bool dxsig_pack_optimized_whole(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                                bool native16, struct dxsig_pack_result *res);

/* Keeps elements [0, n) in saved as they are (a plain copy, no mask
 * converted: what dxsig_items_restore puts back). */
void dxsig_items_save(const struct dxsig_element *els, size_t n,
                      struct dxsig_saved_element *saved);

/* Puts back elements [0, end) as saved. Returns false. */
bool dxsig_items_restore(struct dxsig_element *els, const struct dxsig_saved_element *saved,
                         size_t end);

/* What dxsig_items_mixed asks of the shapes read, as bits OR'd over them:
 * bit 0, an undefined interpolation mode; bit 1, a defined one; bits 2
 * and 3, the same of data widths. */
static inline unsigned dxsig_item_modes(const struct dxsig_shape *s) {
  return (1u + (s->interp != DXSIG_INTERP_UNDEFINED)) |
         (1u + (s->width != DXSIG_WIDTH_UNDEFINED)) << 2;
}

/* Undefined and defined modes, or undefined and defined widths, met (see
 * struct dxsig_pack_items) among the shapes whose dxsig_item_modes are
 * OR'd in modes. */
static inline bool dxsig_items_mixed(unsigned modes) {
  return (modes & 3u) == 3u || (modes & 12u) == 12u;
}

/* Packers that read and place in one pass give the outcome of reading
 * the whole list first: an element that cannot be packed fails the list,
 * wherever it is, with no placement left behind.
 *
 * The first element of the stream (every element when every) from `from`
 * on that cannot be packed, or n; with reset, each element read is reset
 * to -1/-1, as collecting does (a pack that saves reads without). */
static inline size_t dxsig_items_first_invalid(struct dxsig_element *els, size_t n,
                                               size_t from, struct dxsig_item_reader *reader,
                                               bool every, uint32_t stream, bool reset) {
  for (size_t i = from; i < n; ++i) {
    struct dxsig_shape s;
    if (!every && els[i].stream != stream)
      continue;
    if (reset)
      els[i].start_row = els[i].start_col = DXSIG_UNALLOCATED;
    if (dxsig_item_read(reader, &els[i], &s) == DXSIG_ITEM_REJECT)
      return i;
  }
  return n;
}

/* Fails the list on element invalid (DXSIG_PACK_INVALID): the elements of
 * the stream before it go back to -1/-1. Returns false. */
bool dxsig_items_fail_invalid(struct dxsig_element *els, size_t invalid, bool every,
                              uint32_t stream, struct dxsig_pack_result *res);

/* A one-pass packer read element i and cannot pack it: fails the list on
 * it (DXSIG_PACK_INVALID). A pack that saves puts back elements [0, i];
 * one that does not, resets those of the stream before i to -1/-1.
 * Returns false. */
static inline bool dxsig_items_fail_read(struct dxsig_element *els, size_t i, bool every,
                                         uint32_t stream,
                                         const struct dxsig_saved_element *saved,
                                         struct dxsig_pack_result *res) {
  if (!saved)
    return dxsig_items_fail_invalid(els, i, every, stream, res);
  dxsig_items_restore(els, saved, i + 1);
  return dxsig_pack_fail(res, DXSIG_PACK_INVALID, i);
}

/* A one-pass packer cannot place element i: the list fails with err on
 * element `element` (i, or one that failure names), unless an element
 * after i cannot be packed, which is the list's failure then (reading
 * comes first: DXSIG_PACK_INVALID). A pack that saves puts back [0, i]
 * and changes nothing after i; one that does not resets each element it
 * reads ahead, and on an invalid one those of the stream before it, to
 * -1/-1. Returns false. */
bool dxsig_items_fail_placing(struct dxsig_element *els, size_t n, size_t i,
                              struct dxsig_item_reader *reader, bool every, uint32_t stream,
                              const struct dxsig_saved_element *saved,
                              enum dxsig_pack_error err, size_t element,
                              struct dxsig_pack_result *res);

/* The interpretation of an element of a list at sigpoint list_sp. */
enum dxsig_interpretation dxsig_element_interpretation(
    const struct dxsig_element *e, enum dxsig_sigpoint list_sp);

/* Packing data width of a component type (DXC DxilPackElement). */
uint8_t dxsig_data_width(uint32_t comp_type, bool native16);

/* Collects, in element order, the elements of ctx->stream that DXC
 * allocates. With reset, every element of the stream first gets -1/-1 (the
 * packers recompute all locations). Fails with DXSIG_PACK_INVALID on an
 * element the grid cannot represent, or DXSIG_PACK_NO_MEMORY on allocation
 * failure. */
bool dxsig_pack_items_collect(struct dxsig_pack_items *it,
                              struct dxsig_element *els, size_t n,
                              const struct dxsig_pack_context *ctx, bool reset,
                              struct dxsig_pack_result *res);
void dxsig_pack_items_release(struct dxsig_pack_items *it);

/* Sets res to a success that placed nothing yet (each packer's start). */
static inline void dxsig_pack_result_clear(struct dxsig_pack_result *res) {
  res->error = DXSIG_PACK_OK;
  res->element = 0;
  res->rows_used = 0;
  res->unproven = false;
}

/* Rows in use: one past the last row of any allocated item. */
uint32_t dxsig_pack_rows_used(const struct dxsig_pack_items *it,
                              const struct dxsig_element *els);

/* DXC's validator replay (ValidateSignatureOverlap): places each allocated
 * item, in element order, into a fresh grid at its location. Returns the
 * position in it->items of the first item that conflicts, or it->count when
 * the layout is valid; *conflict says why. */
size_t dxsig_pack_replay(const struct dxsig_pack_items *it,
                         const struct dxsig_element *els,
                         enum dxsig_pack_conflict *conflict);

#endif
