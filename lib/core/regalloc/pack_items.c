/* The packing view of a signature (see pack_items.h). */
#include "pack_items.h"

#include <stdlib.h>

enum dxsig_interpretation dxsig_element_interpretation(
    const struct dxsig_element *e, enum dxsig_sigpoint list_sp) {
  return dxsig_interpretation(dxsig_sigpoint_of_element(list_sp, e->kind),
                              e->kind);
}

uint8_t dxsig_data_width(uint32_t comp_type, bool native16) {
  switch (dxsig_component_type_bits(comp_type)) {
  case 16:
    return native16 ? DXSIG_WIDTH_16 : DXSIG_WIDTH_32; /* min precision */
  case 1:
  case 32:
    return DXSIG_WIDTH_32;
  default:
    return DXSIG_WIDTH_UNDEFINED; /* 64-bit, as DXC */
  }
}

static uint8_t category(enum dxsig_interpretation interp) {
  switch (interp) {
  case DXSIG_INTERP_KIND_ARB: return DXSIG_CAT_ARB;
  case DXSIG_INTERP_KIND_SV: return DXSIG_CAT_SV;
  case DXSIG_INTERP_KIND_SGV: return DXSIG_CAT_SGV;
  case DXSIG_INTERP_KIND_TESS_FACTOR: return DXSIG_CAT_TESS_FACTOR;
  case DXSIG_INTERP_KIND_CLIP_CULL: return DXSIG_CAT_CLIP_CULL;
  default: return 0; /* Target: placed by index, not on the grid */
  }
}

bool dxsig_pack_fail(struct dxsig_pack_result *res, enum dxsig_pack_error error,
                     size_t index) {
  res->error = error;
  res->element = index;
  return false;
}

static bool in_stream(const struct dxsig_element *e,
                      const struct dxsig_pack_context *ctx) {
  return ctx->stream < 0 || e->stream == (uint32_t)ctx->stream;
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
  res->error = DXSIG_PACK_OK;
  res->element = 0;
  res->rows_used = 0;
  res->unproven = false;
  /* Large lists (rare) get a heap buffer sized for every element. */
  if (n > DXSIG_PACK_ITEMS_INLINE) {
    if (n > UINT32_MAX || !(it->items = malloc(n * sizeof *it->items))) {
      it->items = it->inline_items;
      return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
    }
  }
  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    if (!in_stream(e, ctx))
      continue;
    if (reset)
      e->start_row = e->start_col = DXSIG_UNALLOCATED;
    enum dxsig_interpretation interp = dxsig_element_interpretation(e, ctx->sigpoint);
    if (interp == DXSIG_INTERP_KIND_NA)
      return reject(it, res, i);
    if (!dxsig_interpretation_is_allocated(interp))
      continue;
    if (e->rows < 1 || e->rows > DXSIG_MAX_ROWS || e->cols < 1 ||
        e->cols > DXSIG_MAX_COLS || e->interp >= DXSIG_INTERP_MODE_COUNT ||
        e->index_count < 1)
      return reject(it, res, i);
    struct dxsig_pack_item *item = &it->items[it->count++];
    item->index = (uint32_t)i;
    item->interpretation = (uint8_t)interp;
    item->shape.cat = category(interp);
    item->shape.rows = (uint8_t)e->rows;
    item->shape.cols = (uint8_t)e->cols;
    item->shape.interp = (uint8_t)e->interp;
    item->shape.width = dxsig_data_width(e->comp_type, ctx->native16);
  }
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
