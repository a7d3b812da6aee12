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
#include "clip_cull_rows.h"
#include "pack_items.h"
#include "trace.h"

/* Set up at the first clip/cull element (place_other), but nonadjacent,
 * which the list's outcome reads. */
struct clip_cull_state {
  bool started;             /* the rest below is set up */
  struct dxsig_fit_grid grid; /* traced: the private 2 x 4 space */
  struct dxsig_clip_cull_rows rows; /* untraced: the private space */
  uint32_t rows_reserved;   /* private rows that have a real row */
  uint32_t real_row[2];     /* the real row of each private row */
  bool indexed;             /* a multi-row clip/cull element was seen */
  size_t nonadjacent;       /* element whose second row DXC put elsewhere */
  const struct dxsig_pack_trace *trace;
};

/* A placeholder's first fit from row 0 (4 wide: dxsig_fit_grid_pack_first
 * takes it), reported when site has a trace. */
static bool reserve_first(struct dxsig_fit_grid *g, const struct dxsig_shape *placeholder,
                          const struct dxsig_trace_site *site, uint32_t *row) {
  if (!site->trace) {
    int at = dxsig_fit_grid_pack_first(g, placeholder, ~0u);
    *row = (uint32_t)at >> 2;
    return at >= 0;
  }
  uint32_t col;
  return dxsig_fit_grid_pack_traced(g, placeholder, 0, DXSIG_MAX_ROWS, 0, row, &col, site);
}

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
    if (!reserve_first(g, &placeholder, &site, &row))
      return false;
    cc->real_row[cc->rows_reserved] = row;
    cc->rows_reserved = needed;
    return true;
  }
  if (cc->rows_reserved == 0) {
    placeholder.rows = 2; /* both rows at once, adjacent */
    if (!reserve_first(g, &placeholder, &site, &row))
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
  if (!cc->trace) {
    if (!dxsig_clip_cull_rows_find(&cc->rows, s, &row, &col))
      return DXSIG_PACK_CLIP_CULL;
  } else {
    if (!dxsig_fit_grid_find_traced(&cc->grid, s, 0, 2, 0, &row, &col, &site))
      return DXSIG_PACK_CLIP_CULL;
  }
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
  if (!cc->trace)
    dxsig_clip_cull_rows_place(&cc->rows, s, row, col);
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

/* A clip/cull element, or any element of a traced pack: out of line, so
 * that the common case's loop keeps its registers. */
static DXSIG_NOINLINE enum dxsig_pack_error place_other(struct dxsig_fit_grid *g,
                                                        struct clip_cull_state *cc,
                                                        const struct dxsig_shape *s, size_t i,
                                                        struct dxsig_element *e,
                                                        const struct dxsig_pack_trace *trace) {
  if (s->cat == DXSIG_CAT_CLIP_CULL) {
    if (!cc->started) {
      cc->started = true;
      cc->rows = (struct dxsig_clip_cull_rows){{0, 0}, {0, 0}, {0, 0}};
      cc->rows_reserved = 0;
      cc->indexed = false;
      cc->trace = trace;
      if (trace)
        dxsig_fit_grid_init(&cc->grid, 2);
    }
    return place_clip_cull(cc, g, s, i, e);
  }
  /* A multi-row tess factor only goes in the last column. */
  uint32_t start_col = (s->cat == DXSIG_CAT_TESS_FACTOR && s->rows > 1) ? 4u - s->cols : 0u;
  uint32_t row, col;
  if (!dxsig_fit_grid_pack_element(g, s, 0, start_col, &row, &col, trace, i))
    return DXSIG_PACK_NO_SPACE;
  e->start_row = (int32_t)row;
  e->start_col = (int32_t)col;
  return DXSIG_PACK_OK;
}

/* Element i could not be placed (err): dxsig_items_fail_placing, where
 * after DXC's non-adjacent reservation the layout is invalid unless
 * everything else fits, so the reservation is what failed. */
static bool fail_element(struct dxsig_element *els, size_t n, size_t i,
                         struct dxsig_item_reader *reader, bool every, uint32_t stream,
                         const struct dxsig_saved_element *saved, size_t nonadjacent,
                         enum dxsig_pack_error err, struct dxsig_pack_result *res) {
  if (nonadjacent != SIZE_MAX)
    return dxsig_items_fail_placing(els, n, i, reader, every, stream, saved,
                                    DXSIG_PACK_CLIP_CULL_ADJACENT, nonadjacent, res);
  return dxsig_items_fail_placing(els, n, i, reader, every, stream, saved, err, i, res);
}

/* One past the last row of any element placed. Every row in use holds
 * one: a clip/cull row is reserved for the element placed in it. Only
 * after DXC's non-adjacent reservation does an element's span (two rows
 * from its first) differ from the rows it holds. */
DXSIG_ALWAYS_INLINE uint32_t rows_used(const struct dxsig_fit_grid *g,
                                       const struct dxsig_element *els, size_t n, bool every,
                                       uint32_t stream, size_t nonadjacent) {
  if (nonadjacent == SIZE_MAX)
    return g->used ? dxsig_high_bit32(g->used) + 1u : 0u;
  uint32_t used = 0;
  for (size_t i = 0; i < n; ++i)
    if ((every || els[i].stream == stream) && els[i].start_row >= 0 &&
        (uint32_t)els[i].start_row + els[i].rows > used)
      used = (uint32_t)els[i].start_row + els[i].rows;
  return used;
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
 * first. every (ctx->stream < 0), trace (ctx->trace) and saved (an array
 * of n: the pack saves, pack_items.h; only untraced, of every stream) are
 * arguments so that the common case is compiled with them constant. */
DXSIG_ALWAYS_INLINE bool pack_list(struct dxsig_element *els, size_t n,
                                   const struct dxsig_pack_context *ctx,
                                   struct dxsig_pack_result *res, bool every,
                                   const struct dxsig_pack_trace *trace,
                                   struct dxsig_saved_element *saved) {
  dxsig_pack_result_clear(res);
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  uint32_t stream = (uint32_t)ctx->stream;
  struct dxsig_fit_grid g;
  dxsig_fit_grid_init(&g, DXSIG_MAX_ROWS);
  struct clip_cull_state cc;
  cc.started = false;
  cc.nonadjacent = SIZE_MAX;
  unsigned modes = 0;
  if (trace) {
    size_t invalid = dxsig_items_first_invalid(els, n, 0, &reader, every, stream, true);
    if (invalid != n)
      return dxsig_pack_fail(res, DXSIG_PACK_INVALID, invalid);
  }

  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    struct dxsig_shape s;
    if (saved)
      dxsig_item_save(&saved[i], e);
    enum dxsig_item_verdict v = dxsig_item_take(&reader, e, every, stream, &s);
    if (v == DXSIG_ITEM_REJECT)
      return dxsig_items_fail_read(els, i, every, stream, saved, res);
    if (v == DXSIG_ITEM_SKIP)
      continue;
    modes |= dxsig_item_modes(&s);
    enum dxsig_pack_error err;
    if (!trace && s.cat != DXSIG_CAT_CLIP_CULL && dxsig_fit_grid_first_takes(&s)) {
      /* Most are arbitrary: a copy with the category a constant drops
       * the tests only system values and tess factors need. */
      struct dxsig_shape arb = {DXSIG_CAT_ARB, s.rows, s.cols, s.interp, s.width};
      int at = s.cat == DXSIG_CAT_ARB ? dxsig_fit_grid_pack_first(&g, &arb, ~0u)
                                      : dxsig_fit_grid_pack_first(&g, &s, ~0u);
      if (at >= 0) {
        dxsig_item_put(e, (uint32_t)at >> 2, (uint32_t)at & 3u, saved);
        continue;
      }
      err = DXSIG_PACK_NO_SPACE;
    } else if (!trace && s.cat != DXSIG_CAT_CLIP_CULL) {
      /* Several rows: a multi-row tess factor only goes in the last
       * column. (A copy goes out of line, so that s stays in registers.) */
      struct dxsig_shape out = s;
      uint32_t row, col;
      if (s.cat != DXSIG_CAT_TESS_FACTOR) {
        int at = dxsig_fit_grid_pack_rows(&g, &out, ~0u);
        if (at >= 0) {
          dxsig_item_put(e, (uint32_t)at >> 2, (uint32_t)at & 3u, saved);
          continue;
        }
      } else if (dxsig_fit_grid_pack_any(&g, &out, 0, DXSIG_MAX_ROWS, 4u - s.cols, &row, &col)) {
        dxsig_item_put(e, row, col, saved);
        continue;
      }
      err = DXSIG_PACK_NO_SPACE;
    } else {
      struct dxsig_shape out = s;
      err = place_other(&g, &cc, &out, i, e, trace);
      if (err == DXSIG_PACK_OK) {
        if (saved)
          dxsig_item_placed(e, (uint32_t)e->start_col);
        continue;
      }
    }
    return fail_element(els, n, i, &reader, every, stream, saved, cc.nonadjacent, err, res);
  }

  if ((cc.nonadjacent != SIZE_MAX || dxsig_items_mixed(modes)) &&
      !validate(els, n, ctx, cc.nonadjacent, res))
    return saved ? dxsig_items_restore(els, saved, n) : false;
  res->rows_used = rows_used(&g, els, n, every, stream, cc.nonadjacent);
  return true;
}

bool dxsig_pack_prefix_stable(struct dxsig_element *els, size_t n,
                              const struct dxsig_pack_context *ctx,
                              struct dxsig_pack_result *res) {
  /* Untraced, one copy for a whole list and one for a GS stream. */
  if (!ctx->trace)
    return ctx->stream < 0 ? pack_list(els, n, ctx, res, true, NULL, NULL)
                           : pack_list(els, n, ctx, res, false, NULL, NULL);
  return pack_list(els, n, ctx, res, ctx->stream < 0, ctx->trace, NULL);
}

bool dxsig_pack_prefix_stable_whole(struct dxsig_element *els, size_t n,
                                    enum dxsig_sigpoint sp, bool native16,
                                    struct dxsig_pack_result *res) {
  struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16, .stream = -1};
  struct dxsig_saved_element saved[DXSIG_PACK_ITEMS_INLINE];
  if (n > DXSIG_PACK_ITEMS_INLINE) /* (not so called) */
    return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
  return pack_list(els, n, &ctx, res, true, NULL, saved);
}
