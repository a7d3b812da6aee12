/* Optimized packing (DXC DxilSignatureAllocator.inl, PackOptimized).
 *
 * Groups, packed in this order, each sorted by (interpolation mode, rows
 * descending, cols descending, signature ID):
 *   vec4 (Arb/SV with 4 columns) -> multi-row tess factors (last column) ->
 *   arbitrary -> SV and single-row tess factors -> clip/cull -> SGV.
 * Every group after vec4 searches from the first row after the vec4 block.
 *
 * Clip/cull: without a multi-row element they are pre-packed into a private
 * 2-row grid and each private row is placed as one contiguous block; with
 * one, the first adjacent row pair that takes all of them is used, or all
 * fail together.
 */
#include "pack_items.h"
#include "trace.h"

#include <stdlib.h>
#include <string.h>

enum group { G_VEC4, G_TESS, G_ARB, G_SV, G_CLIP_CULL, G_SGV, G_COUNT };

static enum group group_of(const struct dxsig_shape *s) {
  switch (s->cat) {
  case DXSIG_CAT_ARB:
    return s->cols == 4 ? G_VEC4 : G_ARB;
  case DXSIG_CAT_SV:
    return s->cols == 4 ? G_VEC4 : G_SV;
  case DXSIG_CAT_TESS_FACTOR:
    return s->rows > 1 ? G_TESS : G_SV;
  case DXSIG_CAT_CLIP_CULL:
    return G_CLIP_CULL;
  default:
    return G_SGV;
  }
}

/* An item in packing order: its key is (group, interp, rows descending,
 * cols descending, ID) in one integer, and equal keys keep element order
 * (malformed input repeats IDs), so the order is total. */
struct keyed {
  uint64_t key;
  struct dxsig_pack_item item;
};

/* Sorts by key, stably. Lists are a few items: insertion sort, the keys
 * compared inline (no comparison callback); a long list is merged in
 * runs instead, through tmp (n slots). */
static void sort_keyed(struct keyed *v, size_t n, struct keyed *tmp) {
  if (n <= 16) {
    for (size_t i = 1; i < n; ++i) {
      struct keyed t = v[i];
      size_t j = i;
      while (j > 0 && v[j - 1].key > t.key) {
        v[j] = v[j - 1];
        --j;
      }
      v[j] = t;
    }
    return;
  }
  size_t half = n / 2;
  sort_keyed(v, half, tmp);
  sort_keyed(v + half, n - half, tmp);
  size_t i = 0, j = half, k = 0;
  while (i < half && j < n)
    tmp[k++] = v[j].key < v[i].key ? v[j++] : v[i++];
  while (i < half)
    tmp[k++] = v[i++];
  memcpy(v, tmp, k * sizeof *v); /* v[j..n) is already in place */
}

struct optimizer {
  struct dxsig_element *els;
  struct dxsig_fit_grid grid;
  uint32_t start;        /* first row after the vec4 block */
  uint32_t rows_used;    /* one past the last row placed so far */
  size_t failed;         /* the element of the first failure */
  const struct dxsig_pack_trace *trace;
};

static void set_location(struct optimizer *o, const struct dxsig_pack_item *item,
                         uint32_t row, uint32_t col) {
  struct dxsig_element *e = &o->els[item->index];
  e->start_row = (int32_t)row;
  e->start_col = (int32_t)col;
  if (row + item->shape.rows > o->rows_used)
    o->rows_used = row + item->shape.rows;
}

/* First fit for each element of a group, in order; false on a failure. */
static inline bool pack_greedy(struct optimizer *o, const struct keyed *order, size_t n,
                               uint32_t start_col, uint32_t *end) {
  for (size_t i = 0; i < n; ++i) {
    const struct dxsig_pack_item *item = &order[i].item;
    uint32_t row, col;
    uint32_t sc = start_col ? 4u - item->shape.cols : 0u;
    if (!dxsig_fit_grid_pack_element(&o->grid, &item->shape, o->start, sc, &row, &col,
                                     o->trace, item->index)) {
      o->failed = item->index;
      return false;
    }
    set_location(o, item, row, col);
    if (end && row + item->shape.rows > *end)
      *end = row + item->shape.rows;
  }
  return true;
}

/* Clip/cull without multi-row elements: private rows placed as blocks. */
static bool pack_clip_cull_blocks(struct optimizer *o, const struct keyed *order,
                                  size_t n) {
  struct dxsig_fit_grid priv;
  dxsig_fit_grid_init(&priv, 2);
  uint8_t private_row[DXSIG_MAX_ROWS * 4]; /* n <= 8 once they fit */
  uint32_t block_cols[2] = {0, 0};
  size_t first_member[2] = {SIZE_MAX, SIZE_MAX};
  size_t first_fail = SIZE_MAX;
  for (size_t i = 0; i < n; ++i) {
    const struct dxsig_pack_item *item = &order[i].item;
    struct dxsig_trace_site site = {o->trace, DXSIG_PACK_STEP_CLIP_CULL_ROW, item->index, 0};
    uint32_t row, col;
    /* Past the limit a failure came first (the 2 x 4 grid takes at most 8). */
    if (i >= sizeof private_row ||
        !dxsig_fit_grid_pack_traced(&priv, &item->shape, 0, 2, 0, &row, &col, &site)) {
      if (first_fail == SIZE_MAX)
        first_fail = i;
      if (i < sizeof private_row)
        private_row[i] = 0xFF;
      continue;
    }
    private_row[i] = (uint8_t)row;
    (void)col;
    block_cols[row] += item->shape.cols;
    if (first_member[row] == SIZE_MAX)
      first_member[row] = i;
  }
  for (uint32_t r = 0; r < 2; ++r) {
    if (first_member[r] == SIZE_MAX)
      continue;
    const struct dxsig_shape *lead = &order[first_member[r]].item.shape;
    struct dxsig_shape block = {DXSIG_CAT_CLIP_CULL, 1, (uint8_t)block_cols[r],
                                lead->interp, lead->width};
    struct dxsig_trace_site site = {o->trace, DXSIG_PACK_STEP_CLIP_CULL_BLOCK,
                                    order[first_member[r]].item.index, r};
    uint32_t row, col;
    bool found = dxsig_fit_grid_find_traced(&o->grid, &block, o->start, DXSIG_MAX_ROWS, 0,
                                            &row, &col, &site);
    site.step = DXSIG_PACK_STEP_CLIP_CULL_MEMBER;
    for (size_t i = 0; i < n && i < sizeof private_row; ++i) {
      if (private_row[i] != r)
        continue;
      if (!found) {
        if (i < first_fail)
          first_fail = i;
        continue;
      }
      /* The members in the order they took the private row, so each
       * meets the mode and width it met there (dxsig_fit_grid_place). */
      const struct dxsig_pack_item *item = &order[i].item;
      dxsig_fit_grid_place(&o->grid, &item->shape, row, col);
      set_location(o, item, row, col);
      if (o->trace) {
        site.element = item->index;
        dxsig_trace_result(&site, &item->shape, o->start, true, row, col);
      }
      col += item->shape.cols;
    }
  }
  if (first_fail != SIZE_MAX) {
    o->failed = order[first_fail].item.index;
    return false;
  }
  return true;
}

/* Packs the clip/cull members into rows row and row + 1 of g, in order;
 * false when one does not fit. */
static bool members_fit(struct dxsig_fit_grid *g, const struct keyed *order, size_t n,
                        uint32_t row) {
  for (size_t i = 0; i < n; ++i) {
    uint32_t r, c;
    if (!dxsig_fit_grid_pack(g, &order[i].item.shape, row, 2, 0, &r, &c))
      return false;
  }
  return true;
}

/* Clip/cull with a multi-row element: one adjacent row pair for all. */
static bool pack_clip_cull_pair(struct optimizer *o, const struct keyed *order,
                                size_t n) {
  /* DXC reads past its grid at the last pair (README: Packing); the pair
   * search intended stops at rows 30-31. */
  struct dxsig_shape pair = {DXSIG_CAT_CLIP_CULL, 2, 4, 0, 0};
  struct dxsig_trace_site site = {o->trace, DXSIG_PACK_STEP_CLIP_CULL_PAIR,
                                  order[0].item.index, 0};
  /* Placing only takes room: members that two empty rows cannot take fit
   * no pair, and the search fails without a trial per pair. */
  struct dxsig_fit_grid empty;
  dxsig_fit_grid_init(&empty, 2);
  uint32_t first_row = members_fit(&empty, order, n, 0) ? o->start : DXSIG_MAX_ROWS;
  for (uint32_t row = first_row; row + 1 < DXSIG_MAX_ROWS; ++row) {
    /* A trial on a copy. */
    struct dxsig_fit_grid trial = o->grid;
    if (!members_fit(&trial, order, n, row))
      continue;
    if (o->trace)
      dxsig_trace_result(&site, &pair, o->start, true, row, 0);
    site.step = DXSIG_PACK_STEP_CLIP_CULL_MEMBER;
    for (size_t i = 0; i < n; ++i) {
      const struct dxsig_pack_item *item = &order[i].item;
      uint32_t r, c;
      site.element = item->index;
      if (!dxsig_fit_grid_pack_traced(&o->grid, &item->shape, row, 2, 0, &r, &c, &site)) {
        o->failed = order[i].item.index; /* cannot happen: same state as the trial */
        return false;
      }
      set_location(o, item, r, c);
    }
    return true;
  }
  if (o->trace)
    dxsig_trace_result(&site, &pair, o->start, false, 0, 0);
  o->failed = order[0].item.index;
  return false;
}

/* DXC's validator replays in element order; a row of Undefined mode or
 * width accepts a defined one once, so another order can be rejected.
 * *failed: the element it rejects; res: set only when the list cannot be
 * collected (no memory). */
static bool replay_accepts(struct dxsig_element *els, size_t n,
                           const struct dxsig_pack_context *ctx, size_t *failed,
                           struct dxsig_pack_result *res) {
  struct dxsig_pack_items it;
  struct dxsig_pack_result collected;
  if (!dxsig_pack_items_collect(&it, els, n, ctx, false, &collected)) {
    *res = collected; /* no memory */
    return false;
  }
  enum dxsig_pack_conflict conflict;
  size_t bad = dxsig_pack_replay(&it, els, &conflict);
  bool accepted = bad == it.count;
  if (!accepted)
    *failed = it.items[bad].index;
  dxsig_pack_items_release(&it);
  return accepted;
}

bool dxsig_pack_optimized(struct dxsig_element *els, size_t n,
                          const struct dxsig_pack_context *ctx,
                          struct dxsig_pack_result *res) {
  dxsig_pack_result_clear(res);
  /* order: the items (read as dxsig_pack_items_collect does) sorted by
   * group, then by key in the group, in one sort (the group is the key's
   * top bits); tmp: its merge buffer. */
  struct keyed inline_order[2 * DXSIG_PACK_ITEMS_INLINE];
  struct keyed *order = inline_order;
  if (n > DXSIG_PACK_ITEMS_INLINE &&
      (n > SIZE_MAX / (2 * sizeof *order) || !(order = malloc(2 * n * sizeof *order))))
    return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  bool every = ctx->stream < 0;
  uint32_t stream = (uint32_t)ctx->stream;
  size_t group_size[G_COUNT] = {0};
  bool multirow_clip_cull = false;
  unsigned modes = 0, widths = 0;
  size_t count = 0;
  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    if (!every && e->stream != stream)
      continue;
    e->start_row = e->start_col = DXSIG_UNALLOCATED;
    struct keyed *k = &order[count];
    enum dxsig_item_verdict v = dxsig_item_read(&reader, e, &k->item.shape);
    if (v != DXSIG_ITEM_TAKE) {
      if (v == DXSIG_ITEM_REJECT) {
        if (order != inline_order)
          free(order);
        return dxsig_pack_fail(res, DXSIG_PACK_INVALID, i);
      }
      continue;
    }
    const struct dxsig_shape *s = &k->item.shape;
    k->item.index = (uint32_t)i;
    dxsig_item_note(s, &modes, &widths);
    enum group gr = group_of(s);
    ++group_size[gr];
    multirow_clip_cull |= gr == G_CLIP_CULL && s->rows > 1;
    /* rows 1..32 and cols 1..4 (read checks): 6 and 2 bits. */
    k->key = (uint64_t)gr << 43 | (uint64_t)s->interp << 40 | (uint64_t)(32u - s->rows) << 34 |
             (uint64_t)(4u - s->cols) << 32 | e->id;
    ++count;
  }
  sort_keyed(order, count, order + count);

  /* Field by field: an initializer would clear the grid twice. */
  struct optimizer o;
  o.els = els;
  o.start = 0;
  o.rows_used = 0;
  o.failed = SIZE_MAX;
  o.trace = ctx->trace;
  dxsig_fit_grid_init(&o.grid, DXSIG_MAX_ROWS);
  const struct keyed *g = order;
  uint32_t vec4_end = 0;
  enum dxsig_pack_error err = DXSIG_PACK_OK;
  if (!pack_greedy(&o, g, group_size[G_VEC4], 0, &vec4_end))
    err = DXSIG_PACK_NO_SPACE;
  o.start = vec4_end;
  g += group_size[G_VEC4];
  if (!err && !pack_greedy(&o, g, group_size[G_TESS], 1, NULL))
    err = DXSIG_PACK_NO_SPACE;
  g += group_size[G_TESS];
  if (!err && !pack_greedy(&o, g, group_size[G_ARB], 0, NULL))
    err = DXSIG_PACK_NO_SPACE;
  g += group_size[G_ARB];
  if (!err && !pack_greedy(&o, g, group_size[G_SV], 0, NULL))
    err = DXSIG_PACK_NO_SPACE;
  g += group_size[G_SV];
  if (!err && group_size[G_CLIP_CULL] &&
      !(multirow_clip_cull ? pack_clip_cull_pair(&o, g, group_size[G_CLIP_CULL])
                           : pack_clip_cull_blocks(&o, g, group_size[G_CLIP_CULL])))
    err = DXSIG_PACK_CLIP_CULL;
  g += group_size[G_CLIP_CULL];
  if (!err && !pack_greedy(&o, g, group_size[G_SGV], 0, NULL))
    err = DXSIG_PACK_NO_SPACE;

  if (!err && dxsig_items_mixed(modes, widths) &&
      !replay_accepts(els, n, ctx, &o.failed, res)) {
    if (res->error == DXSIG_PACK_NO_MEMORY) {
      if (order != inline_order)
        free(order);
      return false;
    }
    err = DXSIG_PACK_LAYOUT_REJECTED;
  }
  if (order != inline_order)
    free(order);
  bool ok = err == DXSIG_PACK_OK;
  if (ok)
    res->rows_used = o.rows_used;
  else
    dxsig_pack_fail(res, err, o.failed);
  return ok;
}
