/* The two private clip/cull rows of an untraced greedy pack (internal).
 *
 * Prefix-stable and optimized packing first place clip/cull elements in a
 * private 2-row space, then give each private row a real one. Only
 * clip/cull elements go there: no order bits (one category) and no fixed
 * indexing (not SV, SGV or tess factor), so a row is its taken
 * components, its mode and its width (0: undefined, as the grid's row word
 * keeps them), and a first fit there is what dxsig_fit_grid_find finds in
 * a 2-row fit grid. A traced pack keeps a fit grid instead, for the
 * trace's row-by-row account.
 *
 * Optimized packing's pair search also tries its members on two real rows
 * this way, "taken" there being the components taken or closed to
 * clip/cull (optimized.c's pair_place). */
#ifndef DXSIG_CLIP_CULL_ROWS_H
#define DXSIG_CLIP_CULL_ROWS_H

#include "grid.h"

struct dxsig_clip_cull_rows {
  uint8_t taken[2];
  uint8_t mode[2];
  uint8_t width[2];
};

/* Whether row r's mode and width take an element of mode interp and
 * width code width (each none yet, or the element's). */
static inline bool dxsig_clip_cull_row_takes(const struct dxsig_clip_cull_rows *p, uint32_t r,
                                             unsigned interp, unsigned width) {
  return (p->mode[r] == DXSIG_INTERP_UNDEFINED || p->mode[r] == interp) &&
         (p->width[r] == 0 || p->width[r] == width);
}

/* The first row whose mode and width, and the next row's for a two-row
 * element, take s, with a run of s->cols free components: true with it in
 * *row, *col. */
static inline bool dxsig_clip_cull_rows_find(const struct dxsig_clip_cull_rows *p,
                                             const struct dxsig_shape *s, uint32_t *row,
                                             uint32_t *col) {
  unsigned width = dxsig_fit_width(s->width);
  const uint8_t *first_run = dxsig_fit_first_run[(s->cols - 1u) & 3u];
  if (s->rows == 1) { /* most: no span of rows to merge */
    for (uint32_t r = 0; r < 2; ++r) {
      unsigned c = first_run[~(unsigned)p->taken[r] & 15u];
      if (c < 4 && dxsig_clip_cull_row_takes(p, r, s->interp, width)) {
        *row = r;
        *col = c;
        return true;
      }
    }
    return false;
  }
  for (uint32_t r = 0; r + s->rows <= 2; ++r) {
    unsigned open = 15;
    bool fits = true;
    for (uint32_t i = r; i < r + s->rows; ++i) {
      fits &= dxsig_clip_cull_row_takes(p, i, s->interp, width);
      open &= ~(unsigned)p->taken[i];
    }
    unsigned c = first_run[open & 15u];
    if (fits && c < 4) {
      *row = r;
      *col = c;
      return true;
    }
  }
  return false;
}

/* s at (row, col), where dxsig_clip_cull_rows_find found it: each row it
 * covers takes its mode and width (undefined there, or already s's). */
static inline void dxsig_clip_cull_rows_place(struct dxsig_clip_cull_rows *p,
                                              const struct dxsig_shape *s, uint32_t row,
                                              uint32_t col) {
  uint8_t span = (uint8_t)(((1u << s->cols) - 1u) << col);
  uint8_t width = (uint8_t)dxsig_fit_width(s->width);
  for (uint32_t i = row; i < row + s->rows && i < 2; ++i) {
    p->taken[i] |= span;
    p->mode[i] = s->interp;
    p->width[i] = width;
  }
}

#endif
