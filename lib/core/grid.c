/* The register grid of DXC's signature allocator (see grid.h). */
#include "grid.h"

#include <string.h>

#define CAT_MIDDLE (DXSIG_CAT_SV | DXSIG_CAT_TESS_FACTOR | DXSIG_CAT_CLIP_CULL)

/* Categories that may not be placed left / right of an element of cat:
 * the row order is Arbitrary < {SV, TessFactor, ClipCull} < SGV. */
static uint8_t conflicts_left(uint8_t cat) {
  if (cat & DXSIG_CAT_ARB)
    return DXSIG_CAT_SGV | CAT_MIDDLE;
  if (cat & CAT_MIDDLE)
    return DXSIG_CAT_SGV;
  return 0;
}

static uint8_t conflicts_right(uint8_t cat) {
  if (cat & DXSIG_CAT_SGV)
    return DXSIG_CAT_ARB | CAT_MIDDLE;
  if (cat & CAT_MIDDLE)
    return DXSIG_CAT_ARB;
  return 0;
}

/* Index flags of row i of an element with rows rows. */
static uint8_t index_flags(uint32_t i, uint32_t rows) {
  return (uint8_t)((i > 0 ? DXSIG_INDEX_UP : 0) |
                   (i + 1 < rows ? DXSIG_INDEX_DOWN : 0));
}

void dxsig_grid_init(struct dxsig_grid *g, uint32_t nrows) {
  g->nrows = nrows > DXSIG_MAX_ROWS ? DXSIG_MAX_ROWS : nrows;
  g->full = 0;
  memset(g->rows, 0, sizeof g->rows[0] * g->nrows);
}

/* The row-level checks of DXC DetectRowConflict, without the free-run test. */
static enum dxsig_conflict row_state_conflict(const struct dxsig_grid_row *r,
                                              const struct dxsig_shape *s,
                                              uint8_t ef) {
  if (r->index && (s->cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV)))
    return DXSIG_CONFLICT_INDEXED;
  if (r->fixed && (ef | r->index) != r->index)
    return DXSIG_CONFLICT_INDEXED;
  if ((s->cat & DXSIG_CAT_TESS_FACTOR) && (ef | r->index) != ef)
    return DXSIG_CONFLICT_INDEXED_TESS_FACTOR;
  if (r->interp != DXSIG_INTERP_UNDEFINED && r->interp != s->interp)
    return DXSIG_CONFLICT_INTERP;
  if (r->width != DXSIG_WIDTH_UNDEFINED && r->width != s->width)
    return DXSIG_CONFLICT_WIDTH;
  return DXSIG_CONFLICT_NONE;
}

/* Bit j set: component j is free and open to the element's category. */
static unsigned open_components(const struct dxsig_grid_row *r, uint8_t cat) {
  unsigned block = DXSIG_CAT_OCCUPIED | cat, m = 0;
  for (unsigned j = 0; j < 4; ++j)
    if (!(r->comp[j] & block))
      m |= 1u << j;
  return m;
}

/* Start columns of a run of cols open components. */
static unsigned run_starts(unsigned open, uint32_t cols) {
  unsigned starts = open;
  for (uint32_t k = 1; k < cols; ++k)
    starts &= open >> k;
  return starts & ((1u << (5 - cols)) - 1);
}

enum dxsig_conflict dxsig_grid_row_conflict(const struct dxsig_grid *g,
                                            const struct dxsig_shape *s,
                                            uint32_t row) {
  if (row >= g->nrows || s->rows > g->nrows - row)
    return DXSIG_CONFLICT_FIT;
  for (uint32_t i = 0; i < s->rows; ++i) {
    const struct dxsig_grid_row *r = &g->rows[row + i];
    enum dxsig_conflict c = row_state_conflict(r, s, index_flags(i, s->rows));
    if (c != DXSIG_CONFLICT_NONE)
      return c;
    if (!run_starts(open_components(r, s->cat), s->cols))
      return DXSIG_CONFLICT_NO_ROOM;
  }
  return DXSIG_CONFLICT_NONE;
}

enum dxsig_conflict dxsig_grid_col_conflict(const struct dxsig_grid *g,
                                            const struct dxsig_shape *s,
                                            uint32_t row, uint32_t col) {
  if (col + s->cols > 4)
    return DXSIG_CONFLICT_FIT;
  uint8_t flags = (uint8_t)(s->cat | DXSIG_CAT_OCCUPIED);
  for (uint32_t i = 0; i < s->rows; ++i) {
    const struct dxsig_grid_row *r = &g->rows[row + i];
    for (uint32_t j = col; j < col + s->cols; ++j) {
      if (r->comp[j] & flags)
        return (r->comp[j] & DXSIG_CAT_OCCUPIED) ? DXSIG_CONFLICT_OVERLAP
                                                 : DXSIG_CONFLICT_ORDER;
    }
  }
  return DXSIG_CONFLICT_NONE;
}

void dxsig_grid_place(struct dxsig_grid *g, const struct dxsig_shape *s,
                      uint32_t row, uint32_t col) {
  uint8_t left = conflicts_left(s->cat), right = conflicts_right(s->cat);
  bool fixes = (s->cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV | DXSIG_CAT_TESS_FACTOR)) != 0;
  for (uint32_t i = 0; i < s->rows; ++i) {
    struct dxsig_grid_row *r = &g->rows[row + i];
    r->interp = s->interp;
    r->width = s->width;
    r->index |= index_flags(i, s->rows);
    if (fixes)
      r->fixed = 1;
    unsigned occupied = 0;
    for (uint32_t j = 0; j < 4; ++j) {
      if (!(r->comp[j] & DXSIG_CAT_OCCUPIED)) {
        if (j < col)
          r->comp[j] |= left;
        else if (j < col + s->cols)
          r->comp[j] = (uint8_t)(DXSIG_CAT_OCCUPIED | s->cat);
        else
          r->comp[j] |= right;
      }
      occupied += r->comp[j] & DXSIG_CAT_OCCUPIED;
    }
    if (occupied == 4)
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
  uint32_t span = s->rows >= 32 ? 0xFFFFFFFFu : (1u << s->rows) - 1;
  for (uint32_t row = start; row <= last; ++row) {
    if ((g->full >> row) & span)
      continue; /* a full row fits nothing */
    unsigned starts = 0xFu << start_col;
    for (uint32_t i = 0; i < s->rows && starts; ++i) {
      const struct dxsig_grid_row *r = &g->rows[row + i];
      if (row_state_conflict(r, s, index_flags(i, s->rows)) != DXSIG_CONFLICT_NONE)
        starts = 0;
      else
        starts &= run_starts(open_components(r, s->cat), s->cols);
    }
    starts &= 0xFu;
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
