/* The register grid of DXC's signature allocator (see grid.h). */
#include "grid.h"

#include <string.h>

#define ROW_OCC_MASK 0xFu
#define ROW_BLOCK_SHIFT 4
#define ROW_INTERP_SHIFT 24
#define ROW_WIDTH_SHIFT 27
#define ROW_INDEX_SHIFT 29
#define ROW_FIXED_BIT (1u << 31)

/* Category flag (DXSIG_CAT_ARB .. CLIP_CULL) -> nibble 0..4 of the block
 * field; the nibble order follows the flag bits. */
static unsigned cat_nibble(uint8_t cat) {
  return cat ? (unsigned)__builtin_ctz(cat) - 1u : 0u;
}

/* Nibble selectors: one bit at 4 * nibble for each category. */
#define SEL(cat) (1u << (4u * ((cat) == DXSIG_CAT_ARB ? 0u : (cat) == DXSIG_CAT_SGV ? 1u : \
                                (cat) == DXSIG_CAT_SV ? 2u : (cat) == DXSIG_CAT_TESS_FACTOR ? 3u : 4u)))
#define SEL_MIDDLE (SEL(DXSIG_CAT_SV) | SEL(DXSIG_CAT_TESS_FACTOR) | SEL(DXSIG_CAT_CLIP_CULL))

/* Categories that may not be placed left / right of an element, by nibble:
 * the row order is Arbitrary < {SV, TessFactor, ClipCull} < SGV. */
static const uint32_t blocks_left[5] = {
    SEL(DXSIG_CAT_SGV) | SEL_MIDDLE, 0, SEL(DXSIG_CAT_SGV), SEL(DXSIG_CAT_SGV),
    SEL(DXSIG_CAT_SGV)};
static const uint32_t blocks_right[5] = {
    0, SEL(DXSIG_CAT_ARB) | SEL_MIDDLE, SEL(DXSIG_CAT_ARB), SEL(DXSIG_CAT_ARB),
    SEL(DXSIG_CAT_ARB)};

static unsigned width_code(uint8_t width) {
  return width == DXSIG_WIDTH_16 ? 1u : width == DXSIG_WIDTH_32 ? 2u : 0u;
}

/* Index flags of row i of an element with rows rows. */
static unsigned index_flags(uint32_t i, uint32_t rows) {
  return (i > 0 ? DXSIG_INDEX_UP : 0u) | (i + 1 < rows ? DXSIG_INDEX_DOWN : 0u);
}

void dxsig_grid_init(struct dxsig_grid *g, uint32_t nrows) {
  g->nrows = nrows > DXSIG_MAX_ROWS ? DXSIG_MAX_ROWS : nrows;
  g->full = 0;
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
  unsigned nibble = cat_nibble(s->cat);
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
  unsigned nibble = cat_nibble(s->cat);
  for (uint32_t i = 0; i < s->rows; ++i) {
    dxsig_grid_row r = g->rows[row + i];
    unsigned occupied = r & span;
    unsigned ordered = (r >> (ROW_BLOCK_SHIFT + 4u * nibble)) & span;
    if (occupied | ordered) {
      /* DXC reports the lowest offending component. */
      unsigned first = (unsigned)__builtin_ctz(occupied | ordered);
      return (occupied >> first) & 1u ? DXSIG_PACK_CONFLICT_OVERLAP : DXSIG_PACK_CONFLICT_ORDER;
    }
  }
  return DXSIG_PACK_CONFLICT_NONE;
}

void dxsig_grid_place(struct dxsig_grid *g, const struct dxsig_shape *s,
                      uint32_t row, uint32_t col) {
  unsigned nibble = cat_nibble(s->cat);
  unsigned span = ((1u << s->cols) - 1u) << col;
  unsigned left = span ? (1u << col) - 1u : 0u;
  unsigned right = ~(left | span) & ROW_OCC_MASK;
  /* Spread the left / right component masks into the nibbles of the
   * blocked categories (no carries: nibbles do not overlap). */
  uint32_t block = (left * blocks_left[nibble] | right * blocks_right[nibble])
                   << ROW_BLOCK_SHIFT;
  bool fixes = (s->cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV | DXSIG_CAT_TESS_FACTOR)) != 0;
  uint32_t keep = ~((7u << ROW_INTERP_SHIFT) | (3u << ROW_WIDTH_SHIFT));
  uint32_t mode = (uint32_t)s->interp << ROW_INTERP_SHIFT |
                  width_code(s->width) << ROW_WIDTH_SHIFT;
  for (uint32_t i = 0; i < s->rows; ++i) {
    dxsig_grid_row r = g->rows[row + i];
    r = (r & keep) | mode | span | block |
        index_flags(i, s->rows) << ROW_INDEX_SHIFT | (fixes ? ROW_FIXED_BIT : 0u);
    g->rows[row + i] = r;
    if ((r & ROW_OCC_MASK) == ROW_OCC_MASK)
      g->full |= 1u << (row + i);
  }
}

bool dxsig_grid_find(const struct dxsig_grid *g, const struct dxsig_shape *s,
                     uint32_t start, uint32_t count, uint32_t start_col,
                     uint32_t *row_out, uint32_t *col_out) {
  if (s->rows > count || s->rows > g->nrows || start >= g->nrows)
    return false;
  uint32_t last = start + (count - s->rows);
  if (last > g->nrows - s->rows)
    last = g->nrows - s->rows;
  if (last < start)
    return false;
  /* Candidate first rows in [start, last] whose span has no full row (a
   * full row fits nothing). */
  uint64_t candidates = ((2ull << last) - 1) & ~((1ull << start) - 1);
  uint64_t blocked = g->full;
  for (uint32_t k = 1; k < s->rows; ++k)
    blocked |= (uint64_t)g->full >> k;
  candidates &= ~blocked;
  unsigned nibble = cat_nibble(s->cat);
  unsigned allowed = (0xFu << start_col) & 0xFu;
  while (candidates) {
    uint32_t row = (uint32_t)__builtin_ctzll(candidates);
    candidates &= candidates - 1;
    unsigned starts = allowed;
    for (uint32_t i = 0; i < s->rows && starts; ++i) {
      dxsig_grid_row r = g->rows[row + i];
      if (row_state_conflict(r, s, index_flags(i, s->rows)) != DXSIG_PACK_CONFLICT_NONE)
        starts = 0;
      else
        starts &= run_starts(open_components(r, nibble), s->cols);
    }
    if (starts) {
      *row_out = row;
      *col_out = (uint32_t)__builtin_ctz(starts);
      return true;
    }
  }
  return false;
}

bool dxsig_grid_pack(struct dxsig_grid *g, const struct dxsig_shape *s,
                     uint32_t start, uint32_t count, uint32_t start_col,
                     uint32_t *row, uint32_t *col) {
  if (!dxsig_grid_find(g, s, start, count, start_col, row, col))
    return false;
  dxsig_grid_place(g, s, *row, *col);
  return true;
}
