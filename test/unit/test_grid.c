/* The first-fit grid (struct dxsig_fit_grid) against the per-row grid it
 * stands for: on random placements, dxsig_fit_grid_find lands where a scan
 * with DXC's row and column checks over the rows lands, and the rows it
 * keeps are the words dxsig_grid_place builds, its masks what they say. */
#include "test.h"

#include <stdint.h>

#include "grid.h"

static uint32_t rnd(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return (uint32_t)(*s >> 11);
}

static struct dxsig_shape random_shape(uint64_t *seed) {
  /* 0: a Target handed to a greedy packer directly (no category). */
  static const uint8_t cats[] = {DXSIG_CAT_ARB, DXSIG_CAT_ARB, DXSIG_CAT_SV, DXSIG_CAT_SGV,
                                 DXSIG_CAT_TESS_FACTOR, DXSIG_CAT_CLIP_CULL, 0};
  static const uint8_t widths[] = {DXSIG_WIDTH_32, DXSIG_WIDTH_32, DXSIG_WIDTH_16,
                                   DXSIG_WIDTH_UNDEFINED};
  struct dxsig_shape s;
  s.cat = cats[rnd(seed) % sizeof cats];
  uint32_t r = rnd(seed) % 100;
  s.rows = (uint8_t)(r < 60 ? 1 : r < 95 ? 2 + rnd(seed) % 3 : 1 + rnd(seed) % 32);
  s.cols = (uint8_t)(1 + rnd(seed) % 4);
  r = rnd(seed) % 4;
  s.interp = (uint8_t)(r == 0 ? DXSIG_INTERP_UNDEFINED : r == 1 ? DXSIG_INTERP_LINEAR
                                                               : rnd(seed) % 8);
  s.width = widths[rnd(seed) % sizeof widths];
  return s;
}

/* DXC's FindNext over the rows, one row at a time. */
static bool scan(const struct dxsig_grid *g, const struct dxsig_shape *s, uint32_t start,
                 uint32_t count, uint32_t start_col, uint32_t *row, uint32_t *col) {
  for (uint32_t r = start; r < g->nrows && r + s->rows <= start + count; ++r) {
    if (dxsig_grid_row_conflict(g, s, r) != DXSIG_PACK_CONFLICT_NONE)
      continue;
    for (uint32_t c = start_col; c + s->cols <= 4; ++c)
      if (dxsig_grid_col_conflict(g, s, r, c) == DXSIG_PACK_CONFLICT_NONE) {
        *row = r;
        *col = c;
        return true;
      }
  }
  return false;
}

/* The fit grid's rows are the per-row grid's, and its masks say what the
 * rows say. */
static bool same_rows(const struct dxsig_fit_grid *fit, const struct dxsig_grid *g) {
  if (fit->grid.nrows != g->nrows)
    return false;
  for (uint32_t r = 0; r < g->nrows; ++r) {
    uint32_t w = g->rows[r], bit = 1u << r;
    if (fit->grid.rows[r] != w) {
      fprintf(stderr, "row %u: %08x, placed %08x\n", r, fit->grid.rows[r], w);
      return false;
    }
    for (unsigned i = 0; i < 8; ++i)
      if (!(fit->interp[i] & bit) != (((w >> 24) & 7u) != i))
        return false;
    for (unsigned c = 0; c < 3; ++c)
      if (!(fit->width[c] & bit) != (((w >> 27) & 3u) != c))
        return false;
    if (!(fit->up & bit) != !((w >> 29) & DXSIG_INDEX_UP) ||
        !(fit->down & bit) != !((w >> 29) & DXSIG_INDEX_DOWN) ||
        !(fit->fixed & bit) != !(w >> 31) || !(fit->full & bit) != ((w & 15u) != 15u) ||
        !(fit->used & bit) != !(w & 15u))
      return false;
  }
  return true;
}

TEST(fit_grid_finds_what_a_row_scan_finds) {
  uint64_t seed = 0x5eed0026u;
  unsigned found = 0, searches = 0;
  for (int round = 0; round < 3000; ++round) {
    uint32_t nrows = rnd(&seed) % 8 == 0 ? 2 : DXSIG_MAX_ROWS;
    struct dxsig_grid g;
    struct dxsig_fit_grid fit;
    dxsig_grid_init(&g, nrows);
    dxsig_fit_grid_init(&fit, nrows);
    ASSERT_TRUE(same_rows(&fit, &g));
    for (int step = 0; step < 40; ++step) {
      struct dxsig_shape s = random_shape(&seed);
      uint32_t start = rnd(&seed) % 3 ? 0 : rnd(&seed) % nrows;
      uint32_t count = rnd(&seed) % 3 ? DXSIG_MAX_ROWS : 1 + rnd(&seed) % 4;
      uint32_t start_col = rnd(&seed) % 5 ? 0 : 4u - s.cols;
      uint32_t want_row = 0, want_col = 0, row = 0, col = 0;
      bool want = scan(&g, &s, start, count, start_col, &want_row, &want_col);
      /* Search and place apart, or in one call (its own path for one row
       * or four columns from column 0, dxsig_fit_grid_pack_first). */
      bool apart = rnd(&seed) % 2;
      bool got = apart ? dxsig_fit_grid_find(&fit, &s, start, count, start_col, &row, &col)
                       : dxsig_fit_grid_pack(&fit, &s, start, count, start_col, &row, &col);
      ++searches;
      if (got != want || (want && (row != want_row || col != want_col)))
        TEST_FAIL_AT("round %d step %d: shape cat %u %ux%u interp %u width %u from %u+%u col %u:"
                     " found %d at (%u,%u), the scan %d at (%u,%u)",
                     round, step, s.cat, s.rows, s.cols, s.interp, s.width, start, count,
                     start_col, got, row, col, want, want_row, want_col);
      if (!want)
        continue;
      ++found;
      dxsig_grid_place(&g, &s, row, col);
      if (apart)
        dxsig_fit_grid_place(&fit, &s, row, col);
      if (!same_rows(&fit, &g))
        TEST_FAIL_AT("round %d step %d: the rows differ after placing cat %u %ux%u at (%u,%u)",
                     round, step, s.cat, s.rows, s.cols, row, col);
    }
  }
  /* Both outcomes, many times. */
  ASSERT_TRUE(found > 20000);
  ASSERT_TRUE(searches - found > 20000);
}

int main(void) {
  RUN(fit_grid_finds_what_a_row_scan_finds);
  return test_summary();
}
