/* Minimal packing: the layout with the fewest rows (not a DXC mode).
 *
 * What counts as a layout is what DXC's validator accepts: the elements
 * replayed in element order into DXC's register grid (interpolation mode
 * and data width per row, component order arbitrary < SV < SGV, indexed
 * rows), clip/cull in at most two rows, plus the packers' own rule that a
 * multi-row tess factor sits in the last column. The cost is the number of
 * rows, one past the last used row.
 *
 * Search: branch and bound with iterative tightening. The better of the two
 * greedy modes (prefix-stable, optimized) is the first incumbent; then a
 * depth-first search looks for a layout in one row fewer than the
 * incumbent, again and again, until it proves that none exists, meets the
 * lower bound, or spends its node budget. Every search is a pure function
 * of the elements, so the result is deterministic.
 *
 * One search scans the cells of R rows in row-major order; at each free
 * cell it starts an element there (its top-left cell) or leaves the cell
 * empty for good. Every layout is exactly one path. Interchangeable
 * elements form a group and are taken in order, so permutations are not
 * searched twice. Bounds: the cells left must fit in the free cells ahead
 * (R fixes how many may stay empty); rows belong to one class (mode,
 * width), so what a class cannot put in its own rows needs rows no class
 * holds yet; every unplaced element must still have a start position.
 *
 * Only the Undefined interpolation mode (and the Undefined width of 64-bit
 * types) make DXC's row rules depend on the order of placement
 * (DxilSignatureAllocator.inl): a row of Undefined mode takes any mode once. When such elements
 * are present the search lets an Undefined element fit any row without
 * touching the row's mode (a superset of what any order allows), drops the
 * class bound and the grouping, and replays each complete layout in element
 * order before taking it.
 */
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "pack_items.h"

#define NO_CLASS 0xFFu
#define NO_KEY 0xFFFFFFFFu
#define NCLASSES 24u /* 8 interpolation modes x 3 widths */

struct search_item {
  uint32_t pos;            /* in the items array */
  struct dxsig_shape shape;
  uint8_t cls;             /* row class: interp * 3 + width index */
  uint8_t start_col;       /* multi-row tess factor: last column only */
  uint32_t cells;          /* rows * cols */
  bool sv_like;            /* one-row SV, SGV or tess factor: never in a
                              row a multi-row element covers */
  bool multi_arb;          /* multi-row, not a tess factor: never over a
                              row holding an sv_like element */
};

/* Interchangeable items: consecutive in the search order. */
struct search_group {
  size_t first, count;
  size_t placed;           /* members placed so far, in order */
  uint32_t last_start;     /* last cell where a member can start */
};

struct search {
  const struct dxsig_pack_items *it;
  struct dxsig_element *els;
  struct search_item *order;   /* items in search order */
  size_t count;
  struct search_group *groups;
  uint32_t ngroups;
  uint32_t *by_last_start;     /* group indices, earliest last start first */
  size_t placed;               /* items placed in the current search */
  uint32_t rows;               /* the grid height being tried */
  bool class_bound;            /* row classes are exclusive */
  bool relaxed;                /* Undefined mode or width present */
  bool need_replay;            /* element-order replay can reject */
  bool canonical_swaps;        /* adjacent equal-class one-row elements
                                  may be ordered (no replay) */
  uint32_t total_cells, class_total[NCLASSES], sv_total, multi_total;
  /* state of the current search */
  uint8_t occ[DXSIG_MAX_ROWS];        /* occupied components per row */
  uint8_t row_class[DXSIG_MAX_ROWS];
  uint32_t clip_cull_rows;     /* bit r: a clip/cull element covers row r */
  uint32_t multi_rows;         /* bit r: a multi-row element covers row r */
  uint32_t fixed_rows;         /* bit r: a one-row SV, SGV or tess factor
                                  is in row r (no multi-row element may
                                  cover it) */
  uint32_t sv_left;            /* cells of unplaced one-row SV/SGV/TF */
  uint32_t multi_left;         /* cells of unplaced multi-row non-TF */
  uint32_t row_key[DXSIG_MAX_ROWS]; /* class and group of the first element
                                       starting in the row; NO_KEY: none */
  uint32_t free_ahead;         /* free cells at or after the scan position */
  uint32_t cells_left, class_left[NCLASSES];
  uint32_t *where;             /* per search position: row * 4 + col */
  uint64_t nodes, budget;
  bool exhausted;
  size_t most_placed;          /* most items any partial layout held */
  size_t stuck;                /* first unplaced item (search order) then */
};

static uint8_t width_index(uint8_t width) {
  return width == DXSIG_WIDTH_16 ? 1u : width == DXSIG_WIDTH_32 ? 2u : 0u;
}

/* Search order: Undefined modes first when they mix with defined ones,
 * multi-row tess factors (fixed column), then bigger first, and equal
 * shapes next to each other. */
struct order_key {
  uint64_t key;
  uint32_t pos;
};

static int order_cmp(const void *a, const void *b) {
  const struct order_key *x = a, *y = b;
  if (x->key != y->key)
    return x->key < y->key ? -1 : 1;
  return x->pos < y->pos ? -1 : (x->pos > y->pos);
}

/* ---- lower bound ------------------------------------------------------ */

/* Rows needed by items of one row class, from their widths alone: a row
 * holding a 3- or 4-wide item has no room for a 2-wide one. */
static uint32_t shape_bound(const uint32_t w[5]) {
  uint32_t wide = w[4] + w[3];
  uint32_t a = wide + (w[2] + 1) / 2;
  uint32_t cells = 3 * w[3] + 2 * w[2] + w[1];
  uint32_t b = w[4] + (cells + 3) / 4;
  uint32_t rest = 2 * w[2] + (w[1] > w[3] ? w[1] - w[3] : 0);
  uint32_t c = wide + (rest + 3) / 4;
  uint32_t m = a > b ? a : b;
  return m > c ? m : c;
}

static uint32_t lower_bound(const struct search *s) {
  uint32_t total = 0, tallest = 0;
  uint32_t w[NCLASSES][5], tall[NCLASSES];
  memset(w, 0, sizeof w);
  memset(tall, 0, sizeof tall);
  uint32_t all[5] = {0};
  for (size_t k = 0; k < s->count; ++k) {
    const struct search_item *si = &s->order[k];
    total += si->cells;
    if (si->shape.rows > tallest)
      tallest = si->shape.rows;
    all[si->shape.cols] += si->shape.rows;
    w[si->cls][si->shape.cols] += si->shape.rows;
    if (si->shape.rows > tall[si->cls])
      tall[si->cls] = si->shape.rows;
  }
  uint32_t lb = (total + 3) / 4;
  if (tallest > lb)
    lb = tallest;
  uint32_t by_shape = shape_bound(all);
  if (by_shape > lb)
    lb = by_shape;
  /* Rows fall into three disjoint kinds: those a multi-row element covers,
   * those holding a one-row SV / SGV / tess factor (never in the first
   * kind), and those a one-row 4-wide arbitrary element fills. Multi-row
   * tess factors never share rows with each other, nor with a multi-row
   * element taller than them (which cannot lie within their rows). */
  uint32_t tf_rows = 0, tf_tallest = 0, multi_tallest = 0, sv_cells = 0, full_rows = 0;
  for (size_t k = 0; k < s->count; ++k) {
    const struct search_item *si = &s->order[k];
    if (si->shape.rows > 1 && si->shape.cat == DXSIG_CAT_TESS_FACTOR) {
      tf_rows += si->shape.rows;
      if (si->shape.rows > tf_tallest)
        tf_tallest = si->shape.rows;
    }
  }
  for (size_t k = 0; k < s->count; ++k) {
    const struct search_item *si = &s->order[k];
    if (si->shape.rows > 1 && si->shape.cat != DXSIG_CAT_TESS_FACTOR &&
        si->shape.rows > multi_tallest)
      multi_tallest = si->shape.rows;
    if (si->sv_like)
      sv_cells += si->cells;
    else if (si->shape.rows == 1 && si->shape.cols == 4)
      ++full_rows;
  }
  uint32_t covered = multi_tallest > tf_rows ? multi_tallest : tf_rows;
  if (tf_rows && multi_tallest > tf_tallest)
    covered = tf_rows + multi_tallest;
  uint32_t kinds = covered + full_rows + (sv_cells + 3) / 4;
  if (kinds > lb)
    lb = kinds;
  if (s->class_bound) {
    uint32_t sum = 0;
    for (uint32_t c = 0; c < NCLASSES; ++c) {
      uint32_t need = shape_bound(w[c]);
      sum += need > tall[c] ? need : tall[c];
    }
    if (sum > lb)
      lb = sum;
  }
  return lb;
}

/* ---- depth-first search ----------------------------------------------- */

/* The search scans the cells of the first R rows in row-major order. At
 * each free cell it either starts an item there (its top-left cell) or
 * leaves the cell empty for good; every layout is one path, and the number
 * of cells that may stay empty is fixed by R, which bounds the search. */

static uint32_t span_mask(uint32_t rows, uint32_t row) {
  return (rows >= 32 ? 0xFFFFFFFFu : (1u << rows) - 1u) << row;
}

/* Can the items left still fit in the free cells from position p on? */
static bool cells_fit(const struct search *s, uint32_t p) {
  if (s->cells_left > s->free_ahead)
    return false;
  if (s->sv_left || s->multi_left) {
    /* One-row SVs never share a row with a multi-row element (DXC's
     * PackedRegister), and multi-row elements never cover an SV's row. */
    uint32_t row = p / 4, sv_room = 0, multi_room = 0;
    for (uint32_t r = row; r < s->rows; ++r) {
      uint32_t mask = r == row ? 0xFu & (0xFu << (p % 4)) : 0xFu;
      uint32_t free_cells = dxsig_popcount32(~s->occ[r] & mask);
      if (!(s->multi_rows >> r & 1u))
        sv_room += free_cells;
      if (!(s->fixed_rows >> r & 1u))
        multi_room += free_cells;
    }
    if (s->sv_left > sv_room || s->multi_left > multi_room)
      return false;
  }
  if (!s->class_bound)
    return true;
  /* Rows are exclusive to one class (interpolation mode and width): what a
   * class cannot put into the free cells of its own rows must go to rows
   * no class holds yet, and so must the rows of its tallest element that
   * its own rows cannot give. One such row serves one class. */
  uint32_t avail[NCLASSES] = {0}, class_rows[NCLASSES] = {0}, tall[NCLASSES] = {0};
  uint32_t unclassed = 0, unclassed_rows = 0;
  uint32_t row = p / 4;
  for (uint32_t r = row; r < s->rows; ++r) {
    uint32_t free_cells = 4u - dxsig_popcount32(s->occ[r]);
    if (r == row) /* only the cells at and after p */
      free_cells = dxsig_popcount32(~s->occ[r] & 0xFu & (0xFu << (p % 4)));
    if (!free_cells)
      continue;
    if (s->row_class[r] == NO_CLASS) {
      unclassed += free_cells;
      ++unclassed_rows;
    } else {
      avail[s->row_class[r]] += free_cells;
      ++class_rows[s->row_class[r]];
    }
  }
  for (uint32_t g = 0; g < s->ngroups; ++g) {
    const struct search_group *gr = &s->groups[g];
    const struct search_item *si = &s->order[gr->first];
    if (gr->placed < gr->count && si->shape.rows > tall[si->cls])
      tall[si->cls] = si->shape.rows;
  }
  uint32_t overflow = 0, rows_needed = 0;
  for (uint32_t c = 0; c < NCLASSES; ++c) {
    uint32_t over = s->class_left[c] > avail[c] ? s->class_left[c] - avail[c] : 0;
    uint32_t need = (over + 3) / 4;
    if (tall[c] > class_rows[c] && tall[c] - class_rows[c] > need)
      need = tall[c] - class_rows[c];
    overflow += over;
    rows_needed += need;
  }
  return overflow <= unclassed && rows_needed <= unclassed_rows;
}

/* Every unplaced group must still have a start position at or after p:
 * the unplaced group with the earliest last start decides. */
static bool starts_left(const struct search *s, uint32_t p) {
  for (uint32_t i = 0; i < s->ngroups; ++i) {
    const struct search_group *gr = &s->groups[s->by_last_start[i]];
    if (gr->placed < gr->count)
      return p <= gr->last_start;
  }
  return true;
}

/* In the relaxed search an element of Undefined mode (or width) fits any
 * row whatever its mode, and leaves the rows' modes as they were: the grid
 * is shown the rows with those bits cleared (grid.h: bits 24-26 are the
 * row's interpolation mode, bits 27-28 its data width), and the bits are
 * put back after the placement. The element-order replay at the end
 * decides. */
#define GRID_INTERP_BITS (7u << 24)
#define GRID_WIDTH_BITS (3u << 27)

static uint32_t ignored_bits(const struct search *s, const struct search_item *si) {
  uint32_t bits = 0;
  if (s->relaxed && si->shape.interp == DXSIG_INTERP_UNDEFINED)
    bits |= GRID_INTERP_BITS;
  if (s->relaxed && si->shape.width == DXSIG_WIDTH_UNDEFINED)
    bits |= GRID_WIDTH_BITS;
  return bits;
}

static void place(struct search *s, struct dxsig_grid *g, const struct search_item *si,
                  uint32_t row, uint32_t col) {
  uint32_t keep = ignored_bits(s, si), saved[DXSIG_MAX_ROWS];
  for (uint32_t i = 0; keep && i < si->shape.rows; ++i)
    saved[i] = g->rows[row + i] & keep;
  dxsig_grid_place(g, &si->shape, row, col);
  for (uint32_t i = 0; keep && i < si->shape.rows; ++i)
    g->rows[row + i] = (g->rows[row + i] & ~keep) | saved[i];
  uint8_t bits = (uint8_t)(((1u << si->shape.cols) - 1u) << col);
  for (uint32_t i = 0; i < si->shape.rows; ++i) {
    s->occ[row + i] |= bits;
    if (s->row_class[row + i] == NO_CLASS)
      s->row_class[row + i] = si->cls;
  }
  if (si->shape.cat == DXSIG_CAT_CLIP_CULL)
    s->clip_cull_rows |= span_mask(si->shape.rows, row);
  if (si->shape.rows > 1)
    s->multi_rows |= span_mask(si->shape.rows, row);
  if (si->sv_like)
    s->fixed_rows |= 1u << row;
  if (si->sv_like)
    s->sv_left -= si->cells;
  if (si->multi_arb)
    s->multi_left -= si->cells;
  s->free_ahead -= si->cells;
  s->cells_left -= si->cells;
  if (s->class_bound)
    s->class_left[si->cls] -= si->cells;
}

/* Does the item fit with its top-left cell at (row, col)? */
static bool fits(const struct search *s, const struct dxsig_grid *g,
                 const struct search_item *si, uint32_t row, uint32_t col) {
  if (col < si->start_col || col + si->shape.cols > 4 || row + si->shape.rows > s->rows)
    return false;
  if (si->shape.cat == DXSIG_CAT_CLIP_CULL &&
      dxsig_popcount32(s->clip_cull_rows | span_mask(si->shape.rows, row)) > 2)
    return false;
  uint32_t ignore = ignored_bits(s, si);
  if (ignore) {
    struct dxsig_grid t = *g;
    for (uint32_t i = 0; i < si->shape.rows; ++i)
      t.rows[row + i] &= ~ignore;
    return dxsig_grid_row_conflict(&t, &si->shape, row) == DXSIG_PACK_CONFLICT_NONE &&
           dxsig_grid_col_conflict(&t, &si->shape, row, col) == DXSIG_PACK_CONFLICT_NONE;
  }
  return dxsig_grid_row_conflict(g, &si->shape, row) == DXSIG_PACK_CONFLICT_NONE &&
         dxsig_grid_col_conflict(g, &si->shape, row, col) == DXSIG_PACK_CONFLICT_NONE;
}

/* The layout in s->where, written into the elements, replayed in element
 * order as DXC's validator does. */
static bool layout_valid(struct search *s) {
  for (size_t k = 0; k < s->count; ++k) {
    struct dxsig_element *e = &s->els[s->it->items[s->order[k].pos].index];
    e->start_row = (int32_t)(s->where[k] / 4);
    e->start_col = (int32_t)(s->where[k] % 4);
  }
  if (!s->need_replay)
    return true;
  enum dxsig_pack_conflict conflict;
  return dxsig_pack_replay(s->it, s->els, &conflict) == s->it->count;
}

struct saved_state {
  uint8_t occ[DXSIG_MAX_ROWS], row_class[DXSIG_MAX_ROWS];
  uint32_t clip_cull_rows, multi_rows, fixed_rows, free_ahead, cells_left;
  uint32_t sv_left, multi_left;
};

static void save(const struct search *s, struct saved_state *st) {
  memcpy(st->occ, s->occ, s->rows);
  memcpy(st->row_class, s->row_class, s->rows);
  st->clip_cull_rows = s->clip_cull_rows;
  st->multi_rows = s->multi_rows;
  st->fixed_rows = s->fixed_rows;
  st->sv_left = s->sv_left;
  st->multi_left = s->multi_left;
  st->free_ahead = s->free_ahead;
  st->cells_left = s->cells_left;
}

static void restore(struct search *s, const struct saved_state *st) {
  memcpy(s->occ, st->occ, s->rows);
  memcpy(s->row_class, st->row_class, s->rows);
  s->clip_cull_rows = st->clip_cull_rows;
  s->multi_rows = st->multi_rows;
  s->fixed_rows = st->fixed_rows;
  s->sv_left = st->sv_left;
  s->multi_left = st->multi_left;
  s->free_ahead = st->free_ahead;
  s->cells_left = st->cells_left;
}

/* Sorts nothing: fills groups of consecutive equal items of s->order. */
static void make_groups(struct search *s) {
  s->ngroups = 0;
  for (size_t k = 0; k < s->count; ++k) {
    const struct search_item *a = &s->order[k], *b = k ? &s->order[k - 1] : NULL;
    /* Swapping two equal items changes nothing unless the element-order
     * replay can tell them apart. */
    bool same = b && !s->need_replay && a->cls == b->cls &&
                a->start_col == b->start_col && a->shape.cat == b->shape.cat &&
                a->shape.rows == b->shape.rows && a->shape.cols == b->shape.cols &&
                a->shape.interp == b->shape.interp && a->shape.width == b->shape.width;
    if (same) {
      ++s->groups[s->ngroups - 1].count;
    } else {
      s->groups[s->ngroups].first = k;
      s->groups[s->ngroups].count = 1;
      ++s->ngroups;
    }
  }
}

/* Remembers the first unplaced item of the fullest partial layout: the
 * element a failure names. */
static void note_dead_end(struct search *s) {
  if (s->placed <= s->most_placed && s->stuck != SIZE_MAX)
    return;
  s->most_placed = s->placed;
  for (uint32_t g = 0; g < s->ngroups; ++g)
    if (s->groups[g].placed < s->groups[g].count) {
      s->stuck = s->groups[g].first + s->groups[g].placed;
      return;
    }
}

/* Scans from cell p; true when a layout was completed (s->where and the
 * elements hold it). */
/* prev: how cell p-1 of the same row was decided in this scan: LEFT_WASTE
 * (left empty), the group of a one-row element that ended there, or
 * LEFT_OTHER. Two canonical forms cut equivalent layouts: a one-row
 * element never starts right after an empty cell of its row (shifted left
 * by one it is the same layout), and adjacent one-row elements of the same
 * category and class come in group order (swapped they give the same
 * grid). */
#define LEFT_OTHER UINT32_MAX
#define LEFT_WASTE (UINT32_MAX - 1)

static bool dfs(struct search *s, const struct dxsig_grid *g, uint32_t p, uint32_t prev) {
  uint32_t end = s->rows * 4;
  /* Rows that only one-row elements cover can be swapped with each other:
   * keep them in key order (the row before last is complete now). */
  if (p % 4 == 0 && p >= 8) {
    uint32_t r = p / 4 - 1;
    if (!(s->multi_rows >> (r - 1) & 3u) && s->row_key[r - 1] > s->row_key[r]) {
      note_dead_end(s);
      return false;
    }
  }
  while (p < end && (s->occ[p / 4] >> (p % 4) & 1u)) {
    ++p;
    prev = LEFT_OTHER;
  }
  if (p % 4 == 0)
    prev = LEFT_OTHER;
  if (s->cells_left == 0)
    return layout_valid(s);
  if (p >= end || !cells_fit(s, p) || !starts_left(s, p)) {
    note_dead_end(s);
    return false;
  }
  uint32_t row = p / 4, col = p % 4;
  struct saved_state st;
  save(s, &st);
  for (uint32_t gi = 0; gi < s->ngroups; ++gi) {
    struct search_group *gr = &s->groups[gi];
    if (gr->placed == gr->count)
      continue;
    size_t k = gr->first + gr->placed;
    const struct search_item *si = &s->order[k];
    if (si->shape.rows == 1 && prev != LEFT_OTHER) {
      if (prev == LEFT_WASTE)
        continue;
      const struct search_item *left = &s->order[s->groups[prev].first];
      if (s->canonical_swaps && prev > gi && left->shape.cat == si->shape.cat &&
          left->cls == si->cls)
        continue;
    }
    if (!fits(s, g, si, row, col))
      continue;
    if (s->nodes >= s->budget) {
      s->exhausted = true;
      return false;
    }
    ++s->nodes;
    struct dxsig_grid next = *g;
    place(s, &next, si, row, col);
    s->where[k] = p;
    ++gr->placed;
    ++s->placed;
    uint32_t old_key = s->row_key[row];
    if (old_key == NO_KEY)
      s->row_key[row] = (uint32_t)si->cls << 16 | gi;
    bool found = dfs(s, &next, p + si->shape.cols, si->shape.rows == 1 ? gi : LEFT_OTHER);
    --gr->placed;
    --s->placed;
    if (found)
      return true;
    s->row_key[row] = old_key;
    restore(s, &st);
    if (s->class_bound)
      s->class_left[si->cls] += si->cells;
    if (s->exhausted)
      return false;
  }
  /* Leave the cell empty. */
  if (s->nodes >= s->budget) {
    s->exhausted = true;
    return false;
  }
  ++s->nodes;
  s->free_ahead -= 1;
  bool found = dfs(s, g, p + 1, LEFT_WASTE);
  if (!found)
    restore(s, &st);
  return found;
}

/* One search: a layout in `rows` rows. */
static bool search_rows(struct search *s, uint32_t rows) {
  struct dxsig_grid g;
  dxsig_grid_init(&g, rows);
  s->rows = rows;
  memset(s->occ, 0, sizeof s->occ);
  memset(s->row_class, NO_CLASS, sizeof s->row_class);
  s->clip_cull_rows = 0;
  s->multi_rows = 0;
  s->fixed_rows = 0;
  s->sv_left = s->sv_total;
  s->multi_left = s->multi_total;
  memset(s->row_key, 0xFF, sizeof s->row_key);
  s->free_ahead = rows * 4;
  s->cells_left = s->total_cells;
  memcpy(s->class_left, s->class_total, sizeof s->class_left);
  for (uint32_t g2 = 0; g2 < s->ngroups; ++g2) {
    struct search_group *gr = &s->groups[g2];
    const struct search_item *si = &s->order[gr->first];
    gr->placed = 0;
    gr->last_start = rows >= si->shape.rows
                         ? (rows - si->shape.rows) * 4 + (4u - si->shape.cols)
                         : 0;
    if (rows < si->shape.rows)
      return false;
  }
  /* Insertion sort: few groups. */
  for (uint32_t i = 0; i < s->ngroups; ++i) {
    uint32_t g2 = i, j = i;
    while (j > 0 && s->groups[s->by_last_start[j - 1]].last_start > s->groups[g2].last_start) {
      s->by_last_start[j] = s->by_last_start[j - 1];
      --j;
    }
    s->by_last_start[j] = g2;
  }
  s->placed = 0;
  return dfs(s, &g, 0, LEFT_OTHER);
}

/* Clip/cull alone in two rows: a necessary condition (the full search
 * would only prove it after trying every layout of everything else). */
static bool clip_cull_feasible(const struct search *full, uint64_t *nodes) {
  struct search sub = *full;
  sub.order = malloc(full->count * sizeof *sub.order);
  sub.groups = malloc(full->count * sizeof *sub.groups);
  sub.where = malloc(full->count * sizeof *sub.where);
  sub.by_last_start = malloc(full->count * sizeof *sub.by_last_start);
  if (!sub.order || !sub.groups || !sub.where || !sub.by_last_start) {
    free(sub.order), free(sub.groups), free(sub.where), free(sub.by_last_start);
    return true; /* unknown: let the full search decide */
  }
  sub.count = 0;
  sub.total_cells = 0;
  sub.sv_total = sub.multi_total = 0;
  memset(sub.class_total, 0, sizeof sub.class_total);
  for (size_t k = 0; k < full->count; ++k)
    if (full->order[k].shape.cat == DXSIG_CAT_CLIP_CULL) {
      sub.order[sub.count++] = full->order[k];
      sub.total_cells += full->order[k].cells;
      sub.class_total[full->order[k].cls] += full->order[k].cells;
    }
  sub.need_replay = false; /* relaxed rules, nothing else placed */
  make_groups(&sub);
  sub.nodes = 0;
  sub.budget = full->budget;
  sub.exhausted = false;
  sub.stuck = SIZE_MAX;
  bool ok = sub.count == 0 || search_rows(&sub, 2) || sub.exhausted;
  *nodes += sub.nodes;
  free(sub.order), free(sub.groups), free(sub.where), free(sub.by_last_start);
  return ok;
}

/* ---- the packer --------------------------------------------------------- */

/* Runs one greedy packer on a copy; on success stores its locations (per
 * item) in loc and returns its rows, else 0. *usable tells whether the
 * layout may serve as the incumbent: with 64-bit elements DXC's packers
 * can produce layouts its own element-order replay rejects (their data
 * width is Undefined), and minimal never returns one. */
static uint32_t run_greedy(bool (*fn)(struct dxsig_element *, size_t,
                                      const struct dxsig_pack_context *,
                                      struct dxsig_pack_result *),
                           const struct dxsig_element *els, size_t n,
                           struct dxsig_element *scratch,
                           const struct dxsig_pack_context *ctx,
                           const struct dxsig_pack_items *it, int32_t *loc,
                           bool *ok, bool *usable, bool *no_memory) {
  struct dxsig_pack_result r;
  struct dxsig_pack_context untraced = *ctx;
  untraced.trace = NULL;
  memcpy(scratch, els, n * sizeof *els);
  *ok = fn(scratch, n, &untraced, &r);
  *usable = false;
  *no_memory |= !*ok && r.error == DXSIG_PACK_NO_MEMORY;
  if (!*ok)
    return 0;
  uint32_t clip_cull_rows = 0;
  for (size_t k = 0; k < it->count; ++k) {
    const struct dxsig_element *e = &scratch[it->items[k].index];
    loc[2 * k] = e->start_row;
    loc[2 * k + 1] = e->start_col;
    if (it->items[k].shape.cat == DXSIG_CAT_CLIP_CULL && e->start_row >= 0)
      clip_cull_rows |= span_mask(e->rows, (uint32_t)e->start_row);
  }
  enum dxsig_pack_conflict conflict;
  *usable = dxsig_pack_replay(it, scratch, &conflict) == it->count &&
            dxsig_popcount32(clip_cull_rows) <= 2;
  return r.rows_used;
}

static void apply(struct dxsig_element *els, const struct dxsig_pack_items *it,
                  const int32_t *loc) {
  for (size_t k = 0; k < it->count; ++k) {
    struct dxsig_element *e = &els[it->items[k].index];
    e->start_row = loc[2 * k];
    e->start_col = loc[2 * k + 1];
  }
}

bool dxsig_pack_minimal(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res) {
  return dxsig_pack_minimal_ex(els, n, ctx, NULL, res, NULL);
}

/* The element a proven failure names when the search never started. */
static size_t first_failing(const struct dxsig_pack_items *it, bool clip_cull) {
  uint32_t sum = 0;
  for (size_t k = 0; k < it->count; ++k) {
    const struct dxsig_shape *sh = &it->items[k].shape;
    if (clip_cull && sh->cat == DXSIG_CAT_CLIP_CULL &&
        ((sum += (uint32_t)sh->rows * sh->cols) > 8 || sh->rows > 2))
      return k;
  }
  return 0;
}

bool dxsig_pack_minimal_ex(struct dxsig_element *els, size_t n,
                           const struct dxsig_pack_context *ctx,
                           const struct dxsig_minimal_options *opts,
                           struct dxsig_pack_result *res,
                           struct dxsig_minimal_stats *stats) {
  struct dxsig_minimal_stats local_stats;
  if (!stats)
    stats = &local_stats;
  memset(stats, 0, sizeof *stats);
  struct dxsig_pack_items it;
  if (!dxsig_pack_items_collect(&it, els, n, ctx, true, res))
    return false;
  if (it.count == 0) {
    stats->proven = true;
    dxsig_pack_items_release(&it);
    return true;
  }

  struct dxsig_element *scratch = malloc(n * sizeof *scratch);
  int32_t *loc[3];
  for (int i = 0; i < 3; ++i)
    loc[i] = malloc(it.count * 2 * sizeof(int32_t));
  struct search s = {.it = &it, .els = els, .count = it.count};
  s.order = malloc(it.count * sizeof *s.order);
  s.where = malloc(it.count * sizeof *s.where);
  s.groups = malloc(it.count * sizeof *s.groups);
  s.by_last_start = malloc(it.count * sizeof *s.by_last_start);
  struct order_key *keys = malloc(it.count * sizeof *keys);
  if (!scratch || !loc[0] || !loc[1] || !loc[2] || !s.order || !s.where ||
      !s.groups || !s.by_last_start || !keys) {
    free(scratch), free(loc[0]), free(loc[1]), free(loc[2]);
    free(s.order), free(s.where), free(s.groups), free(s.by_last_start), free(keys);
    dxsig_pack_items_release(&it);
    return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
  }

  /* The incumbent: the better greedy layout (prefix-stable on a tie). */
  uint32_t best_rows = 0;
  int32_t *best = NULL;
  bool usable[2], no_memory = false;
  uint32_t g0 = run_greedy(dxsig_pack_prefix_stable, els, n, scratch, ctx, &it,
                           loc[0], &stats->greedy_ok[0], &usable[0], &no_memory);
  uint32_t g1 = run_greedy(dxsig_pack_optimized, els, n, scratch, ctx, &it,
                           loc[1], &stats->greedy_ok[1], &usable[1], &no_memory);
  if (no_memory) {
    free(scratch), free(loc[0]), free(loc[1]), free(loc[2]);
    free(s.order), free(s.where), free(s.groups), free(s.by_last_start), free(keys);
    dxsig_pack_items_release(&it);
    return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
  }
  stats->greedy_rows[0] = g0;
  stats->greedy_rows[1] = g1;
  stats->greedy_valid[0] = usable[0];
  stats->greedy_valid[1] = usable[1];
  if (usable[0]) {
    best = loc[0];
    best_rows = g0;
  }
  if (usable[1] && (!best || g1 < best_rows)) {
    best = loc[1];
    best_rows = g1;
  }

  bool has_undefined = false, has_defined = false, wide_undefined = false;
  bool tall_clip_cull = false;
  uint32_t clip_cull_cells = 0;
  for (size_t k = 0; k < it.count; ++k) {
    const struct dxsig_shape *sh = &it.items[k].shape;
    has_undefined |= sh->interp == DXSIG_INTERP_UNDEFINED;
    has_defined |= sh->interp != DXSIG_INTERP_UNDEFINED;
    wide_undefined |= sh->width == DXSIG_WIDTH_UNDEFINED;
    if (sh->cat == DXSIG_CAT_CLIP_CULL) {
      clip_cull_cells += (uint32_t)sh->rows * sh->cols;
      tall_clip_cull |= sh->rows > 2;
    }
  }
  s.relaxed = (has_undefined && has_defined) || wide_undefined;
  s.need_replay = s.relaxed;
  s.canonical_swaps = !s.need_replay;
  s.class_bound = !s.relaxed;

  /* Search order: multi-row tess factors first (one column), then bigger
   * first; equal items next to each other form a group. */
  for (size_t k = 0; k < it.count; ++k) {
    const struct dxsig_shape *sh = &it.items[k].shape;
    bool tf_col = sh->cat == DXSIG_CAT_TESS_FACTOR && sh->rows > 1;
    keys[k].key = (uint64_t)!tf_col << 56 |
                  (uint64_t)(255u - (uint32_t)sh->rows * sh->cols) << 40 |
                  (uint64_t)(255u - sh->rows) << 32 |
                  (uint64_t)sh->interp << 24 | (uint64_t)width_index(sh->width) << 16 |
                  (uint64_t)sh->cat << 8;
    keys[k].pos = (uint32_t)k;
  }
  qsort(keys, it.count, sizeof *keys, order_cmp);
  for (size_t k = 0; k < it.count; ++k) {
    struct search_item *si = &s.order[k];
    si->pos = keys[k].pos;
    si->shape = it.items[si->pos].shape;
    si->cls = (uint8_t)(si->shape.interp * 3u + width_index(si->shape.width));
    si->start_col = si->shape.cat == DXSIG_CAT_TESS_FACTOR && si->shape.rows > 1
                        ? (uint8_t)(4u - si->shape.cols) : 0u;
    si->cells = (uint32_t)si->shape.rows * si->shape.cols;
    si->sv_like = si->shape.rows == 1 &&
                  (si->shape.cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV | DXSIG_CAT_TESS_FACTOR));
    si->multi_arb = si->shape.rows > 1 && si->shape.cat != DXSIG_CAT_TESS_FACTOR &&
                    si->shape.cat != DXSIG_CAT_CLIP_CULL;
    s.sv_total += si->sv_like ? si->cells : 0;
    s.multi_total += si->multi_arb ? si->cells : 0;
    s.total_cells += si->cells;
    s.class_total[si->cls] += si->cells;
  }
  free(keys);
  make_groups(&s);
  uint32_t lb = lower_bound(&s);
  stats->lower_bound = lb;
  s.budget = opts && opts->node_budget ? opts->node_budget : DXSIG_MINIMAL_DEFAULT_BUDGET;
  s.stuck = SIZE_MAX;

  bool clip_cull_fail = clip_cull_cells > 8 || tall_clip_cull;
  if (!clip_cull_fail && !best && clip_cull_cells)
    clip_cull_fail = !clip_cull_feasible(&s, &s.nodes);
  bool impossible = clip_cull_fail || lb > DXSIG_MAX_ROWS;
  bool proven = impossible;
  if (!impossible) {
    uint32_t target = best ? best_rows - 1 : DXSIG_MAX_ROWS;
    while (target >= lb) {
      if (!search_rows(&s, target)) {
        proven = !s.exhausted;
        break;
      }
      /* Found one: keep it, then try one row fewer than it uses. */
      uint32_t used = dxsig_pack_rows_used(&it, els);
      for (size_t k = 0; k < it.count; ++k) {
        const struct dxsig_element *e = &els[it.items[k].index];
        loc[2][2 * k] = e->start_row;
        loc[2][2 * k + 1] = e->start_col;
      }
      best = loc[2];
      best_rows = used;
      target = used - 1;
    }
    if (best && best_rows <= lb)
      proven = true;
  }
  stats->nodes = s.nodes;
  stats->proven = proven;

  bool ok = best != NULL;
  if (ok) {
    apply(els, &it, best);
    res->rows_used = best_rows;
    res->unproven = !proven;
    stats->rows = best_rows;
  } else {
    for (size_t k = 0; k < it.count; ++k)
      els[it.items[k].index].start_row = els[it.items[k].index].start_col =
          DXSIG_UNALLOCATED;
    bool clip_cull = clip_cull_fail;
    enum dxsig_pack_error err = clip_cull ? DXSIG_PACK_CLIP_CULL
                                : proven  ? DXSIG_PACK_NO_SPACE
                                          : DXSIG_PACK_SEARCH_BUDGET;
    size_t failed = impossible || s.stuck == SIZE_MAX ? first_failing(&it, clip_cull)
                                                      : s.order[s.stuck].pos;
    dxsig_pack_fail(res, err, it.items[failed].index);
    res->unproven = !proven;
  }
  free(scratch), free(loc[0]), free(loc[1]), free(loc[2]);
  free(s.order), free(s.where), free(s.groups), free(s.by_last_start);
  dxsig_pack_items_release(&it);
  return ok;
}
