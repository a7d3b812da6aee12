/* The packing view of a signature (see pack_items.h). */
#include "pack_items.h"

#include <stdlib.h>
#include <string.h>

enum dxsig_interpretation dxsig_element_interpretation(
    const struct dxsig_element *e, enum dxsig_sigpoint list_sp) {
  return dxsig_interpretation(dxsig_sigpoint_of_element(list_sp, e->kind),
                              e->kind);
}

/* Per interpretation, what reading does with an element: its grid
 * category (0: Target, placed by index), or skip it (DXC does not allocate
 * it: dxsig_interpretation_is_allocated), or reject it (NA). One byte, so
 * an element's kind costs one look-up once `facts` has it. */
static const uint8_t interp_facts[] = {
    [DXSIG_INTERP_KIND_ARB] = DXSIG_CAT_ARB,
    [DXSIG_INTERP_KIND_SV] = DXSIG_CAT_SV,
    [DXSIG_INTERP_KIND_SGV] = DXSIG_CAT_SGV,
    [DXSIG_INTERP_KIND_TESS_FACTOR] = DXSIG_CAT_TESS_FACTOR,
    [DXSIG_INTERP_KIND_CLIP_CULL] = DXSIG_CAT_CLIP_CULL,
    [DXSIG_INTERP_KIND_TARGET] = 0,
    [DXSIG_INTERP_KIND_NOT_IN_SIG] = DXSIG_ITEM_FACT_SKIP,
    [DXSIG_INTERP_KIND_NOT_PACKED] = DXSIG_ITEM_FACT_SKIP,
    [DXSIG_INTERP_KIND_SHADOW] = DXSIG_ITEM_FACT_SKIP,
    [DXSIG_INTERP_KIND_NA] = DXSIG_ITEM_FACT_SKIP | DXSIG_ITEM_FACT_REJECT,
};

struct dxsig_item_facts dxsig_item_facts[DXSIG_SIGPOINT_COUNT + 1];

const _Atomic uint8_t *dxsig_item_facts_fill(unsigned sp) {
  struct dxsig_item_facts *row = &dxsig_item_facts[sp];
  for (uint32_t kind = 0; kind < DXSIG_SEMANTIC_KIND_COUNT; ++kind) {
    unsigned interp =
        sp < DXSIG_SIGPOINT_COUNT
            ? (unsigned)dxsig_interpretation(
                  dxsig_sigpoint_of_element((enum dxsig_sigpoint)sp, kind), kind)
            : (unsigned)DXSIG_INTERP_KIND_NA;
    unsigned fact = interp < sizeof interp_facts ? interp_facts[interp]
                                                 : DXSIG_ITEM_FACT_SKIP | DXSIG_ITEM_FACT_REJECT;
    atomic_store_explicit(&row->facts[kind], (uint8_t)fact, memory_order_relaxed);
  }
  atomic_store_explicit(&row->ready, true, memory_order_release);
  return row->facts;
}

/* Packing width (DXC DxilPackElement) by native16 and component type,
 * from the types' bit counts in tables.def: 16-bit types are 32-bit
 * unless native (min precision), 64-bit types have none (as DXC). */
#define WIDTH_OF_BITS(bits, native16)                                                    \
  ((bits) == 16 ? ((native16) ? DXSIG_WIDTH_16 : DXSIG_WIDTH_32)                         \
   : (bits) == 1 || (bits) == 32 ? DXSIG_WIDTH_32 : DXSIG_WIDTH_UNDEFINED)
const uint8_t dxsig_item_widths[2][DXSIG_COMPONENT_TYPE_COUNT] = {
#define DXSIG_COMPONENT_TYPE(Id, Value, Bits, ...) [Value] = WIDTH_OF_BITS(Bits, false),
    {
#include "dxsig/tables.def"
    },
#define DXSIG_COMPONENT_TYPE(Id, Value, Bits, ...) [Value] = WIDTH_OF_BITS(Bits, true),
    {
#include "dxsig/tables.def"
    },
};
#undef WIDTH_OF_BITS

uint8_t dxsig_data_width(uint32_t comp_type, bool native16) {
  return comp_type < DXSIG_COMPONENT_TYPE_COUNT ? dxsig_item_widths[native16 ? 1 : 0][comp_type]
                                                : DXSIG_WIDTH_UNDEFINED;
}

bool dxsig_pack_fail(struct dxsig_pack_result *res, enum dxsig_pack_error error,
                     size_t index) {
  res->error = error;
  res->element = index;
  return false;
}

bool dxsig_items_fail_invalid(struct dxsig_element *els, size_t invalid, bool every,
                              uint32_t stream, struct dxsig_pack_result *res) {
  for (size_t i = 0; i < invalid; ++i)
    if (every || els[i].stream == stream)
      els[i].start_row = els[i].start_col = DXSIG_UNALLOCATED;
  return dxsig_pack_fail(res, DXSIG_PACK_INVALID, invalid);
}

bool dxsig_items_fail_placing(struct dxsig_element *els, size_t n, size_t i,
                              struct dxsig_item_reader *reader, bool every, uint32_t stream,
                              const struct dxsig_saved_element *saved,
                              enum dxsig_pack_error err, size_t element,
                              struct dxsig_pack_result *res) {
  size_t invalid = dxsig_items_first_invalid(els, n, i + 1, reader, every, stream, !saved);
  if (saved)
    dxsig_items_restore(els, saved, i + 1);
  else if (invalid != n)
    return dxsig_items_fail_invalid(els, invalid, every, stream, res);
  if (invalid != n)
    return dxsig_pack_fail(res, DXSIG_PACK_INVALID, invalid);
  return dxsig_pack_fail(res, err, element);
}

void dxsig_items_save(const struct dxsig_element *els, size_t n,
                      struct dxsig_saved_element *saved) {
  for (size_t i = 0; i < n; ++i)
    saved[i] = (struct dxsig_saved_element){els[i].start_row, els[i].start_col,
                                            els[i].usage_mask};
}

bool dxsig_items_restore(struct dxsig_element *els, const struct dxsig_saved_element *saved,
                         size_t end) {
  for (size_t i = 0; i < end; ++i) {
    els[i].start_row = saved[i].row;
    els[i].start_col = saved[i].col;
    els[i].usage_mask = saved[i].mask;
  }
  return false;
}

/* An element the grid cannot take: release and fail. */
static bool reject(struct dxsig_pack_items *it, struct dxsig_pack_result *res,
                   size_t index) {
  dxsig_pack_items_release(it);
  return dxsig_pack_fail(res, DXSIG_PACK_INVALID, index);
}

bool dxsig_pack_items_collect(struct dxsig_pack_items *it,
                              struct dxsig_element *els, size_t n,
                              const struct dxsig_pack_context *ctx, bool reset,
                              struct dxsig_pack_result *res) {
  it->items = it->inline_items;
  it->count = 0;
  it->mixed = false;
  dxsig_pack_result_clear(res);
  /* Large lists (rare) get a heap buffer sized for every element. */
  if (n > DXSIG_PACK_ITEMS_INLINE) {
    if (n > UINT32_MAX || !(it->items = malloc(n * sizeof *it->items))) {
      it->items = it->inline_items;
      return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
    }
  }
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  /* Every element, or those of one stream. */
  bool every = ctx->stream < 0;
  uint32_t stream = (uint32_t)ctx->stream;
  struct dxsig_pack_item *out = it->items;
  unsigned modes = 0;
  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    if (!every && e->stream != stream)
      continue;
    if (reset)
      e->start_row = e->start_col = DXSIG_UNALLOCATED;
    enum dxsig_item_verdict v = dxsig_item_read(&reader, e, &out->shape);
    if (v != DXSIG_ITEM_TAKE) {
      if (v == DXSIG_ITEM_REJECT)
        return reject(it, res, i);
      continue;
    }
    out->index = (uint32_t)i;
    modes |= dxsig_item_modes(&out->shape);
    ++out;
  }
  it->count = (size_t)(out - it->items);
  it->mixed = dxsig_items_mixed(modes);
  return true;
}

void dxsig_pack_items_release(struct dxsig_pack_items *it) {
  if (it->items != it->inline_items)
    free(it->items);
  it->items = it->inline_items;
  it->count = 0;
}

uint32_t dxsig_pack_rows_used(const struct dxsig_pack_items *it,
                              const struct dxsig_element *els) {
  uint32_t used = 0;
  for (size_t k = 0; k < it->count; ++k) {
    const struct dxsig_element *e = &els[it->items[k].index];
    if (dxsig_element_is_allocated(e) && e->start_row >= 0 &&
        (uint32_t)e->start_row + e->rows > used)
      used = (uint32_t)e->start_row + e->rows;
  }
  return used;
}

size_t dxsig_pack_replay(const struct dxsig_pack_items *it,
                         const struct dxsig_element *els,
                         enum dxsig_pack_conflict *conflict) {
  struct dxsig_grid g;
  dxsig_grid_init(&g, DXSIG_MAX_ROWS);
  for (size_t k = 0; k < it->count; ++k) {
    const struct dxsig_pack_item *item = &it->items[k];
    const struct dxsig_element *e = &els[item->index];
    if (!dxsig_element_is_allocated(e) || item->shape.cat == 0)
      continue;
    if (e->start_row < 0 || e->start_col < 0) {
      *conflict = DXSIG_PACK_CONFLICT_FIT;
      return k;
    }
    uint32_t row = (uint32_t)e->start_row, col = (uint32_t)e->start_col;
    enum dxsig_pack_conflict c = dxsig_grid_row_conflict(&g, &item->shape, row);
    /* As DXC's validator: a row without a free run still gets the exact
     * column test, which reports the overlap or ordering problem. */
    if (c == DXSIG_PACK_CONFLICT_NONE || c == DXSIG_PACK_CONFLICT_NO_ROOM)
      c = dxsig_grid_col_conflict(&g, &item->shape, row, col);
    if (c != DXSIG_PACK_CONFLICT_NONE) {
      *conflict = c;
      return k;
    }
    dxsig_grid_place(&g, &item->shape, row, col);
  }
  *conflict = DXSIG_PACK_CONFLICT_NONE;
  return it->count;
}
