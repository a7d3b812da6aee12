/* The register grid of DXC's signature allocator (see grid.h). */
#include "grid.h"

#include <string.h>

/* The row word's fields (grid.h), by shorter names. */
#define ROW_OCC_MASK DXSIG_ROW_TAKEN
#define ROW_BLOCK_SHIFT DXSIG_ROW_BLOCK_SHIFT
#define ROW_INTERP_SHIFT DXSIG_ROW_INTERP_SHIFT
#define ROW_WIDTH_SHIFT DXSIG_ROW_WIDTH_SHIFT
#define ROW_INDEX_SHIFT DXSIG_ROW_INDEX_SHIFT
#define ROW_FIXED_BIT DXSIG_ROW_FIXED

/* Nibble selectors: one bit at 4 * nibble for each category. */
#define SEL(cat) (1u << (4u * ((cat) == DXSIG_CAT_ARB ? 0u : (cat) == DXSIG_CAT_SGV ? 1u : \
                                (cat) == DXSIG_CAT_SV ? 2u : (cat) == DXSIG_CAT_TESS_FACTOR ? 3u : 4u)))
#define SEL_MIDDLE (SEL(DXSIG_CAT_SV) | SEL(DXSIG_CAT_TESS_FACTOR) | SEL(DXSIG_CAT_CLIP_CULL))

/* Categories that may not be placed left / right of an element, by nibble:
 * the row order is Arbitrary < {SV, TessFactor, ClipCull} < SGV. */
#define BLOCKS_LEFT(n)                                                                   \
  ((n) == 0 ? SEL(DXSIG_CAT_SGV) | SEL_MIDDLE : (n) == 1 ? 0u : SEL(DXSIG_CAT_SGV))
#define BLOCKS_RIGHT(n)                                                                  \
  ((n) == 0 ? 0u : (n) == 1 ? SEL(DXSIG_CAT_ARB) | SEL_MIDDLE : SEL(DXSIG_CAT_ARB))

static unsigned width_code(uint8_t width) {
  return width == DXSIG_WIDTH_16 ? 1u : width == DXSIG_WIDTH_32 ? 2u : 0u;
}

/* Index flags of row i of an element with rows rows. */
static unsigned index_flags(uint32_t i, uint32_t rows) {
  return (i > 0 ? DXSIG_INDEX_UP : 0u) | (i + 1 < rows ? DXSIG_INDEX_DOWN : 0u);
}

void dxsig_grid_init(struct dxsig_grid *g, uint32_t nrows) {
  g->nrows = nrows > DXSIG_MAX_ROWS ? DXSIG_MAX_ROWS : nrows;
  memset(g->rows, 0, sizeof g->rows[0] * g->nrows);
}

/* The row-level checks of DXC DetectRowConflict, in its order, without the
 * free-run test. */
static enum dxsig_pack_conflict row_state_conflict(dxsig_grid_row r,
                                              const struct dxsig_shape *s,
                                              unsigned ef) {
  unsigned index = (r >> ROW_INDEX_SHIFT) & 3u;
  if (index && (s->cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV)))
    return DXSIG_PACK_CONFLICT_INDEXED;
  if ((r & ROW_FIXED_BIT) && (ef | index) != index)
    return DXSIG_PACK_CONFLICT_INDEXED;
  if ((s->cat & DXSIG_CAT_TESS_FACTOR) && (ef | index) != ef)
    return DXSIG_PACK_CONFLICT_INDEXED_TESS_FACTOR;
  unsigned interp = (r >> ROW_INTERP_SHIFT) & 7u;
  if (interp != DXSIG_INTERP_UNDEFINED && interp != s->interp)
    return DXSIG_PACK_CONFLICT_INTERP;
  unsigned width = (r >> ROW_WIDTH_SHIFT) & 3u;
  if (width && width != width_code(s->width))
    return DXSIG_PACK_CONFLICT_WIDTH;
  return DXSIG_PACK_CONFLICT_NONE;
}

/* Bit j set: component j is free and open to the category. */
static unsigned open_components(dxsig_grid_row r, unsigned nibble) {
  unsigned blocked = r | (r >> (ROW_BLOCK_SHIFT + 4u * nibble));
  return ~blocked & ROW_OCC_MASK;
}

/* Start columns of a run of cols open components. */
static unsigned run_starts(unsigned open, uint32_t cols) {
  unsigned starts = open;
  for (uint32_t k = 1; k < cols; ++k)
    starts &= open >> k;
  return starts & ((1u << (5 - cols)) - 1);
}

/* DXC DetectRowConflict; *at: the row of the span that conflicts. */
static enum dxsig_pack_conflict row_conflict(const struct dxsig_grid *g,
                                             const struct dxsig_shape *s,
                                             uint32_t row, uint32_t *at) {
  *at = row;
  if (row >= g->nrows || s->rows > g->nrows - row)
    return DXSIG_PACK_CONFLICT_FIT;
  unsigned nibble = dxsig_cat_nibble(s->cat);
  for (uint32_t i = 0; i < s->rows; ++i) {
    dxsig_grid_row r = g->rows[row + i];
    *at = row + i;
    enum dxsig_pack_conflict c = row_state_conflict(r, s, index_flags(i, s->rows));
    if (c != DXSIG_PACK_CONFLICT_NONE)
      return c;
    if (!run_starts(open_components(r, nibble), s->cols))
      return DXSIG_PACK_CONFLICT_NO_ROOM;
  }
  *at = row;
  return DXSIG_PACK_CONFLICT_NONE;
}

enum dxsig_pack_conflict dxsig_grid_row_conflict(const struct dxsig_grid *g,
                                                 const struct dxsig_shape *s,
                                                 uint32_t row) {
  uint32_t at;
  return row_conflict(g, s, row, &at);
}

enum dxsig_pack_conflict dxsig_grid_row_conflict_at(const struct dxsig_grid *g,
                                                    const struct dxsig_shape *s,
                                                    uint32_t row, uint32_t *at) {
  return row_conflict(g, s, row, at);
}

enum dxsig_pack_conflict dxsig_grid_col_conflict(const struct dxsig_grid *g,
                                            const struct dxsig_shape *s,
                                            uint32_t row, uint32_t col) {
  if (col + s->cols > 4)
    return DXSIG_PACK_CONFLICT_FIT;
  unsigned span = ((1u << s->cols) - 1u) << col;
  unsigned nibble = dxsig_cat_nibble(s->cat);
  for (uint32_t i = 0; i < s->rows; ++i) {
    dxsig_grid_row r = g->rows[row + i];
    unsigned occupied = r & span;
    unsigned ordered = (r >> (ROW_BLOCK_SHIFT + 4u * nibble)) & span;
    if (occupied | ordered) {
      /* DXC reports the lowest offending component. */
      unsigned first = dxsig_ctz32(occupied | ordered);
      return (occupied >> first) & 1u ? DXSIG_PACK_CONFLICT_OVERLAP : DXSIG_PACK_CONFLICT_ORDER;
    }
  }
  return DXSIG_PACK_CONFLICT_NONE;
}

/* The components an element takes and the order bits it leaves, by its
 * category nibble, first column and width: what a placement ORs into each
 * row it covers, one look-up instead of spreading masks per placement. */
#define SPAN(col, cols) ((((1u << (cols)) - 1u) << (col)) & ROW_OCC_MASK)
#define LEFT(col) ((1u << (col)) - 1u)
#define RIGHT(col, cols) (~(LEFT(col) | SPAN(col, cols)) & ROW_OCC_MASK)
#define TAKES_N(n, col, cols)                                                              \
  (SPAN(col, cols) | (LEFT(col) * BLOCKS_LEFT(n) | RIGHT(col, cols) * BLOCKS_RIGHT(n))    \
                         << ROW_BLOCK_SHIFT)
#define TAKES_COL(n, col)                                                                \
  {TAKES_N(n, col, 1), TAKES_N(n, col, 2), TAKES_N(n, col, 3), TAKES_N(n, col, 4)}
#define TAKES_NIBBLE(n) {TAKES_COL(n, 0), TAKES_COL(n, 1), TAKES_COL(n, 2), TAKES_COL(n, 3)}
const uint32_t dxsig_grid_takes[5][4][4] = {TAKES_NIBBLE(0), TAKES_NIBBLE(1), TAKES_NIBBLE(2),
                                            TAKES_NIBBLE(3), TAKES_NIBBLE(4)};
#undef TAKES_NIBBLE
#undef TAKES_COL
#undef TAKES_N
#undef RIGHT
#undef LEFT
#undef SPAN

/* What a placement writes into each row it covers: the row keeps its
 * bits but mode and width, and gains `set` and, per row, its index
 * flags. */
#define ROW_KEEP (~((7u << ROW_INTERP_SHIFT) | (3u << ROW_WIDTH_SHIFT)))

static uint32_t row_set(const struct dxsig_shape *s, uint32_t col) {
  bool fixes = dxsig_cat_fixes(s->cat);
  return dxsig_grid_takes[dxsig_cat_nibble(s->cat)][col & 3u][(s->cols - 1u) & 3u] |
         (uint32_t)s->interp << ROW_INTERP_SHIFT | width_code(s->width) << ROW_WIDTH_SHIFT |
         (fixes ? ROW_FIXED_BIT : 0u);
}

void dxsig_grid_place(struct dxsig_grid *g, const struct dxsig_shape *s,
                      uint32_t row, uint32_t col) {
  uint32_t set = row_set(s, col);
  for (uint32_t i = 0; i < s->rows; ++i) {
    dxsig_grid_row r = g->rows[row + i];
    g->rows[row + i] = (r & ROW_KEEP) | set | index_flags(i, s->rows) << ROW_INDEX_SHIFT;
  }
}

/* ---- The grid for first-fit searches (see grid.h) ---------------------- */

/* run_starts and its first bit, as constant expressions. */
#define STARTS(cols, open)                                                             \
  ((open) & ((cols) > 1 ? (open) >> 1 : 15) & ((cols) > 2 ? (open) >> 2 : 15) &         \
   ((cols) > 3 ? (open) >> 3 : 15) & ((1u << (5 - (cols))) - 1u))
#define FIRST_BIT(x) ((x) & 1u ? 0 : (x) & 2u ? 1 : (x) & 4u ? 2 : (x) & 8u ? 3 : 4)
#define FIRST_RUN(cols, open) FIRST_BIT(STARTS(cols, open))
#define RUNS(cols)                                                                     \
  {FIRST_RUN(cols, 0),  FIRST_RUN(cols, 1),  FIRST_RUN(cols, 2),  FIRST_RUN(cols, 3),  \
   FIRST_RUN(cols, 4),  FIRST_RUN(cols, 5),  FIRST_RUN(cols, 6),  FIRST_RUN(cols, 7),  \
   FIRST_RUN(cols, 8),  FIRST_RUN(cols, 9),  FIRST_RUN(cols, 10), FIRST_RUN(cols, 11), \
   FIRST_RUN(cols, 12), FIRST_RUN(cols, 13), FIRST_RUN(cols, 14), FIRST_RUN(cols, 15)}
const uint8_t dxsig_fit_first_run[4][16] = {RUNS(1), RUNS(2), RUNS(3), RUNS(4)};
#undef RUNS
#undef FIRST_RUN
#undef FIRST_BIT
#undef STARTS

/* DXC DetectRowConflict's row checks, every row at once: the rows where
 * s may start as far as the rows' mode and width, then indexing, allow. A
 * row of a multi-row element has index flags DOWN (top), UP and DOWN
 * (middle) or UP (bottom). A full row fits nothing, a used one no 4-wide
 * element. */
DXSIG_ALWAYS_INLINE uint32_t row_starts(const struct dxsig_fit_grid *f,
                                        const struct dxsig_shape *s) {
  uint32_t rows = s->rows;
  uint32_t state = (f->interp[DXSIG_INTERP_UNDEFINED] | f->interp[s->interp]) &
                   (f->width[0] | f->width[dxsig_fit_width(s->width)]) &
                   ~(s->cols == 4 ? f->used : f->full);
  uint32_t indexed = f->up | f->down;
  bool system = (s->cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV)) != 0;
  bool tess = (s->cat & DXSIG_CAT_TESS_FACTOR) != 0;
  if (rows == 1)
    return state & ((system || tess) ? ~indexed : ~0u);
  uint32_t bad = system ? indexed : 0u;
  uint32_t top = state & ~(bad | (f->fixed & ~f->down) | (tess ? f->up : 0u));
  uint32_t mid = state & ~(bad | (f->fixed & ~(f->up & f->down)));
  uint32_t bottom = state & ~(bad | (f->fixed & ~f->up) | (tess ? f->down : 0u));
  return top & (bottom >> (rows - 1)) & (rows > 2 ? dxsig_whole_span(mid >> 1, rows - 2) : ~0u);
}

/* The first column from which s's rows, from row, share a run of s->cols
 * components open to the category among open_cols (4: none). */
DXSIG_ALWAYS_INLINE unsigned open_col(const struct dxsig_fit_grid *f,
                                      const struct dxsig_shape *s, uint32_t row,
                                      unsigned open_cols) {
  unsigned shift = DXSIG_ROW_BLOCK_SHIFT + 4u * dxsig_cat_nibble(s->cat);
  const dxsig_grid_row *words = &f->grid.rows[row];
  /* (a | b) >> shift is a >> shift | b >> shift: the rows' words are
   * OR'd, then tested once. */
  dxsig_grid_row any = 0;
  for (uint32_t i = 0; i < s->rows; ++i)
    any |= words[i];
  return dxsig_fit_first_run[(s->cols - 1u) & 3u][open_cols & ~(any | any >> shift)];
}

/* Of the rows first (bit r: s may start at row r), the first whose rows
 * share a run of s->cols components open to the category among
 * open_cols: true with it in *row_out, *col_out. */
DXSIG_ALWAYS_INLINE bool first_open(const struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                                    uint32_t first, unsigned open_cols, uint32_t *row_out,
                                    uint32_t *col_out) {
  for (; first; first &= first - 1) {
    uint32_t row = dxsig_ctz32(first);
    unsigned col = open_col(f, s, row, open_cols);
    if (col < 4) {
      *row_out = row;
      *col_out = col;
      return true;
    }
  }
  return false;
}

/* dxsig_fit_grid_find_any's search; inline into it and into
 * dxsig_fit_grid_pack_any. */
DXSIG_ALWAYS_INLINE bool find_any(const struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                                  uint32_t start, uint32_t count, uint32_t start_col,
                                  uint32_t *row_out, uint32_t *col_out) {
  uint32_t rows = s->rows, cols = s->cols, nrows = f->grid.nrows;
  if (rows > count || rows > nrows || start >= nrows || start_col + cols > 4)
    return false;
  uint32_t last = start + (count - rows);
  if (last > nrows - rows)
    last = nrows - rows;
  if (last < start)
    return false;
  /* First rows the search may take. */
  uint32_t first = (uint32_t)((2ull << last) - (1ull << start));
  return first_open(f, s, first & row_starts(f, s), (15u << start_col) & 15u, row_out, col_out);
}

bool dxsig_fit_grid_find_any(const struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                             uint32_t start, uint32_t count, uint32_t start_col,
                             uint32_t *row_out, uint32_t *col_out) {
  return find_any(f, s, start, count, start_col, row_out, col_out);
}

/* dxsig_fit_grid_place; inline into it and into dxsig_fit_grid_pack_any. */
DXSIG_ALWAYS_INLINE void place(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                               uint32_t row, uint32_t col) {
  uint32_t rows = s->rows;
  if (rows == 1) {
    dxsig_fit_grid_place_row(f, s, row, col);
    return;
  }
  uint32_t set = dxsig_fit_row_set(s, col);
  uint32_t m = (uint32_t)(((1ull << rows) - 1u) << row);
  /* Index flags: DOWN on the first row, UP and DOWN between, UP on the
   * last; the loop is peeled so the rows between take one word. */
  const uint32_t up = (uint32_t)DXSIG_INDEX_UP << ROW_INDEX_SHIFT;
  const uint32_t down = (uint32_t)DXSIG_INDEX_DOWN << ROW_INDEX_SHIFT;
  dxsig_grid_row *words = &f->grid.rows[row];
  uint32_t last = rows - 1u;
  dxsig_grid_row now = (words[0] & ROW_KEEP) | set | down;
  words[0] = now;
  uint32_t full = (now & ROW_OCC_MASK) == ROW_OCC_MASK;
  for (uint32_t i = 1; i < last; ++i) {
    now = (words[i] & ROW_KEEP) | set | up | down;
    words[i] = now;
    full |= (uint32_t)((now & ROW_OCC_MASK) == ROW_OCC_MASK) << i;
  }
  now = (words[last] & ROW_KEEP) | set | up;
  words[last] = now;
  full |= (uint32_t)((now & ROW_OCC_MASK) == ROW_OCC_MASK) << last;
  /* The rows held the element's mode and width or none (see grid.h). */
  dxsig_fit_grid_mark(f, s, m, full << row, set);
  f->up |= m & ~(1u << row);
  f->down |= m & ~(1u << (row + last));
}

void dxsig_fit_grid_place(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                          uint32_t row, uint32_t col) {
  place(f, s, row, col);
}

/* dxsig_fit_grid_pack_rows, inline into it. Most such elements land in
 * rows no element uses yet (an array after what is placed): there the
 * rows' words are 0, so column 0 fits without a probe and the placement
 * writes the words (dxsig_fit_grid_place_empty). */
DXSIG_ALWAYS_INLINE int pack_rows(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                                  uint32_t window) {
  uint32_t rows = s->rows, nrows = f->grid.nrows;
  if (rows > nrows)
    return -1;
  /* Its last row in the grid. */
  uint32_t cand = window & (uint32_t)((2ull << (nrows - rows)) - 1u) & row_starts(f, s);
  uint32_t span = (uint32_t)((2ull << (rows - 1u)) - 1u);
  for (; cand; cand &= cand - 1) {
    uint32_t row = dxsig_ctz32(cand);
    if (!(f->used >> row & span)) {
      dxsig_fit_grid_place_empty(f, s, row, 0);
      return (int)(row * 4u);
    }
    unsigned col = open_col(f, s, row, 15u);
    if (col < 4) {
      place(f, s, row, col);
      return (int)(row * 4u + col);
    }
  }
  return -1;
}

int dxsig_fit_grid_pack_rows(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                             uint32_t window) {
  /* As dxsig_fit_grid_pack_any: arbitrary elements by a copy with the
   * category a constant. */
  if (s->cat == DXSIG_CAT_ARB) {
    struct dxsig_shape arb = {DXSIG_CAT_ARB, s->rows, s->cols, s->interp, s->width};
    return pack_rows(f, &arb, window);
  }
  return pack_rows(f, s, window);
}

/* dxsig_fit_grid_pack_any, inline into it. */
DXSIG_ALWAYS_INLINE bool pack_any(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                                  uint32_t start, uint32_t count, uint32_t start_col,
                                  uint32_t *row, uint32_t *col) {
  if (!find_any(f, s, start, count, start_col, row, col))
    return false;
  place(f, s, *row, *col);
  return true;
}

bool dxsig_fit_grid_pack_any(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                             uint32_t start, uint32_t count, uint32_t start_col,
                             uint32_t *row, uint32_t *col) {
  /* Most elements here are arbitrary arrays and matrices: a copy of the
   * search and placement with the category a constant drops the tests
   * of indexing and order that only system values and tess factors need. */
  if (s->cat == DXSIG_CAT_ARB) {
    struct dxsig_shape arb = {DXSIG_CAT_ARB, s->rows, s->cols, s->interp, s->width};
    return pack_any(f, &arb, start, count, start_col, row, col);
  }
  return pack_any(f, s, start, count, start_col, row, col);
}
