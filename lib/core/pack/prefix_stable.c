/* Prefix-stable packing: declaration order, first fit, never move a placed
 * element (DXC DxilSignatureAllocator.inl, PackPrefixStable).
 *
 * Clip/cull elements are first placed in a private 2-row grid; each private
 * row reserves a whole signature row (a 4-wide placeholder) the first time
 * it is used, so clip/cull never share a row with anything else. A multi-row
 * clip/cull element needs its two rows adjacent.
 *
 * DXC searches the second row for an adjacent pair in a window of R0+2 rows
 * starting at R0+1 instead of row R0+1 only (README: Packing). We follow DXC:
 * when its layout still validates, it is what DXC ships and we keep it;
 * when it does not, we fail the element DXC's own comment says should fail.
 */
#include "bits.h"
#include "pack_items.h"
#include "trace.h"

struct clip_cull_state {
  struct dxsig_fit_grid grid; /* the private 2 x 4 space, set up at the
                                 first clip/cull element */
  bool ready;               /* grid is set up */
  uint32_t rows_reserved;   /* private rows that have a real row */
  uint32_t real_row[2];     /* the real row of each private row */
  bool indexed;             /* a multi-row clip/cull element was seen */
  size_t nonadjacent;       /* element whose second row DXC put elsewhere */
  const struct dxsig_pack_trace *trace;
};

/* Reserves the real row(s) for private row `needed - 1` for the element
 * at index. */
static bool reserve_clip_cull_rows(struct clip_cull_state *cc,
                                   struct dxsig_fit_grid *g,
                                   const struct dxsig_shape *s,
                                   uint32_t needed, size_t index) {
  struct dxsig_shape placeholder = {DXSIG_CAT_CLIP_CULL, 1, 4, s->interp, s->width};
  struct dxsig_trace_site site = {cc->trace, DXSIG_PACK_STEP_CLIP_CULL_RESERVE, index,
                                  needed - 1};
  uint32_t row, col;
  if (!cc->indexed) {
    if (!dxsig_fit_grid_pack_traced(g, &placeholder, 0, DXSIG_MAX_ROWS, 0, &row, &col, &site))
      return false;
    cc->real_row[cc->rows_reserved] = row;
    cc->rows_reserved = needed;
    return true;
  }
  if (cc->rows_reserved == 0) {
    placeholder.rows = 2; /* both rows at once, adjacent */
    if (!dxsig_fit_grid_pack_traced(g, &placeholder, 0, DXSIG_MAX_ROWS, 0, &row, &col, &site))
      return false;
    cc->real_row[0] = row;
    cc->real_row[1] = row + 1;
  } else {
    uint32_t first = cc->real_row[0];
    /* DXC's window: R0+2 rows from R0+1 (meant: row R0+1 only). */
    if (!dxsig_fit_grid_pack_traced(g, &placeholder, first + 1, first + 2, 0, &row, &col,
                                    &site))
      return false;
    cc->real_row[1] = row;
    if (row != first + 1 && cc->nonadjacent == SIZE_MAX)
      cc->nonadjacent = index;
  }
  cc->rows_reserved = 2;
  return true;
}

static enum dxsig_pack_error place_clip_cull(struct clip_cull_state *cc,
                                             struct dxsig_fit_grid *g,
                                             const struct dxsig_shape *s,
                                             size_t index,
                                             struct dxsig_element *e) {
  struct dxsig_trace_site site = {cc->trace, DXSIG_PACK_STEP_CLIP_CULL_ROW, index, 0};
  uint32_t row, col;
  if (!cc->ready) {
    dxsig_fit_grid_init(&cc->grid, 2);
    cc->ready = true;
  }
  if (!dxsig_fit_grid_find_traced(&cc->grid, s, 0, 2, 0, &row, &col, &site))
    return DXSIG_PACK_CLIP_CULL;
  uint32_t needed = row + s->rows;
  if (s->rows > 1 && !cc->indexed) {
    if (cc->rows_reserved == 2 && cc->real_row[0] + 1 != cc->real_row[1]) {
      if (cc->trace) {
        struct dxsig_pack_event ev = {.kind = DXSIG_PACK_EVENT_FAILED,
                                      .step = DXSIG_PACK_STEP_CLIP_CULL_ADJACENT,
                                      .element = index, .rows = s->rows, .cols = s->cols,
                                      .row = cc->real_row[0], .at_row = cc->real_row[1]};
        cc->trace->event(cc->trace->user, &ev);
      }
      return DXSIG_PACK_CLIP_CULL_ADJACENT;
    }
    cc->indexed = true;
  }
  if (needed > cc->rows_reserved &&
      !reserve_clip_cull_rows(cc, g, s, needed, index))
    return cc->indexed && cc->rows_reserved == 1 ? DXSIG_PACK_CLIP_CULL_ADJACENT
                                                 : DXSIG_PACK_NO_SPACE;
  /* Most clip/cull elements are one row: that placement inline. */
  if (s->rows == 1)
    dxsig_fit_grid_place_row(&cc->grid, s, row, col);
  else
    dxsig_fit_grid_place(&cc->grid, s, row, col);
  e->start_row = (int32_t)cc->real_row[row];
  e->start_col = (int32_t)col;
  if (cc->trace) {
    site.step = DXSIG_PACK_STEP_CLIP_CULL_MEMBER;
    site.clip_cull_row = row;
    dxsig_trace_result(&site, s, 0, true, cc->real_row[row], col);
  }
  return DXSIG_PACK_OK;
}

/* Clip/cull rows DXC's validator allows: at most two distinct rows. */
static bool clip_cull_rows_valid(const struct dxsig_pack_items *it,
                                 const struct dxsig_element *els) {
  uint32_t rows = 0;
  for (size_t k = 0; k < it->count; ++k) {
    const struct dxsig_element *e = &els[it->items[k].index];
    if (it->items[k].shape.cat == DXSIG_CAT_CLIP_CULL)
      for (uint32_t r = 0; r < e->rows; ++r)
        rows |= 1u << ((uint32_t)e->start_row + r);
  }
  return dxsig_popcount32(rows) <= 2;
}

/* DXC's validator replays the layout in element order. It can only
 * disagree after the non-adjacent reservation, or when Undefined and
 * defined interpolation modes or data widths meet in a row. */
static bool validate(struct dxsig_element *els, size_t n, const struct dxsig_pack_context *ctx,
                     size_t nonadjacent, struct dxsig_pack_result *res) {
  struct dxsig_pack_items it;
  struct dxsig_pack_result collected;
  if (!dxsig_pack_items_collect(&it, els, n, ctx, false, &collected)) {
    *res = collected;
    return false;
  }
  enum dxsig_pack_conflict conflict;
  size_t bad = dxsig_pack_replay(&it, els, &conflict);
  bool ok = true;
  if (nonadjacent != SIZE_MAX && (bad != it.count || !clip_cull_rows_valid(&it, els)))
    ok = dxsig_pack_fail(res, DXSIG_PACK_CLIP_CULL_ADJACENT, nonadjacent);
  else if (bad != it.count)
    ok = dxsig_pack_fail(res, DXSIG_PACK_LAYOUT_REJECTED, it.items[bad].index);
  dxsig_pack_items_release(&it);
  return ok;
}

/* The elements are read and placed in one pass (no item array), with the
 * outcome of reading the whole list first (pack_items.h). A trace hears of
 * no search before such a list is rejected, so with one the list is read
 * first. */
bool dxsig_pack_prefix_stable(struct dxsig_element *els, size_t n,
                              const struct dxsig_pack_context *ctx,
                              struct dxsig_pack_result *res) {
  dxsig_pack_result_clear(res);
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  bool every = ctx->stream < 0;
  uint32_t stream = (uint32_t)ctx->stream;
  struct dxsig_fit_grid g;
  dxsig_fit_grid_init(&g, DXSIG_MAX_ROWS);
  struct clip_cull_state cc;
  cc.ready = false;
  cc.rows_reserved = 0;
  cc.indexed = false;
  cc.nonadjacent = SIZE_MAX;
  cc.trace = ctx->trace;
  uint32_t rows_used = 0;
  unsigned modes = 0, widths = 0;
  const struct dxsig_pack_trace *trace = ctx->trace;
  if (trace) {
    size_t invalid = dxsig_items_first_invalid(els, n, 0, &reader, every, stream);
    if (invalid != n)
      return dxsig_pack_fail(res, DXSIG_PACK_INVALID, invalid);
  }

  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    struct dxsig_shape s;
    enum dxsig_item_verdict v = dxsig_item_take(&reader, e, every, stream, &s);
    if (v == DXSIG_ITEM_REJECT)
      return dxsig_items_fail_invalid(els, i, every, stream, res);
    if (v == DXSIG_ITEM_SKIP)
      continue;
    dxsig_item_note(&s, &modes, &widths);
    enum dxsig_pack_error err = DXSIG_PACK_OK;
    uint32_t row, col;
    if (s.cat == DXSIG_CAT_CLIP_CULL) {
      err = place_clip_cull(&cc, &g, &s, i, e);
      row = (uint32_t)e->start_row;
    } else {
      /* A multi-row tess factor only goes in the last column. */
      uint32_t start_col = (s.cat == DXSIG_CAT_TESS_FACTOR && s.rows > 1) ? 4u - s.cols : 0u;
      if (dxsig_fit_grid_pack_element(&g, &s, 0, start_col, &row, &col, trace, i)) {
        e->start_row = (int32_t)row;
        e->start_col = (int32_t)col;
      } else {
        err = DXSIG_PACK_NO_SPACE;
      }
    }
    if (err != DXSIG_PACK_OK) {
      if (dxsig_items_invalid_after(els, n, i, &reader, every, stream, res))
        return false;
      /* After DXC's non-adjacent reservation its layout is invalid unless
       * everything else fits; then the reservation is what failed. */
      if (cc.nonadjacent != SIZE_MAX)
        return dxsig_pack_fail(res, DXSIG_PACK_CLIP_CULL_ADJACENT, cc.nonadjacent);
      return dxsig_pack_fail(res, err, i);
    }
    if (row + s.rows > rows_used)
      rows_used = row + s.rows;
  }

  if ((cc.nonadjacent != SIZE_MAX || dxsig_items_mixed(modes, widths)) &&
      !validate(els, n, ctx, cc.nonadjacent, res))
    return false;
  res->rows_used = rows_used;
  return true;
}
