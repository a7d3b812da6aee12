/* The register grid DXC's signature allocator works on (internal).
 *
 * Each row keeps, per component, either "occupied + category of the element
 * there" or, while free, the categories that may no longer be placed there
 * (component ordering). Per row also: interpolation mode, data width, index
 * flags of multi-row elements and whether indexing is fixed. The rules are
 * DXC's PackedRegister (DxilSignatureAllocator.inl); the code is ours.
 */
#ifndef DXSIG_GRID_H
#define DXSIG_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bits.h"
#include "inline.h"
#include "dxsig/pack.h"
#include "dxsig/types.h"

/* Element categories (DXC's element flags). */
enum {
  DXSIG_CAT_OCCUPIED = 1u << 0,
  DXSIG_CAT_ARB = 1u << 1,
  DXSIG_CAT_SGV = 1u << 2,
  DXSIG_CAT_SV = 1u << 3,
  DXSIG_CAT_TESS_FACTOR = 1u << 4,
  DXSIG_CAT_CLIP_CULL = 1u << 5,
};

/* Row index flags: the row continues upward / downward within an element. */
enum { DXSIG_INDEX_UP = 1u, DXSIG_INDEX_DOWN = 2u };

/* Data width of a row: 64-bit types have none (DXC), so they never block. */
enum { DXSIG_WIDTH_UNDEFINED = 0, DXSIG_WIDTH_16 = 16, DXSIG_WIDTH_32 = 32 };

/* Why an element does not fit at a place is DXC's ConflictType, public as
 * enum dxsig_pack_conflict (dxsig/pack.h). */

/* What the grid needs to know of an element. */
struct dxsig_shape {
  uint8_t cat;     /* one DXSIG_CAT_* (not OCCUPIED) */
  uint8_t rows;    /* 1..32 */
  uint8_t cols;    /* 1..4 */
  uint8_t interp;  /* 0..7 */
  uint8_t width;   /* DXSIG_WIDTH_* */
};

/* A row is one 32-bit word:
 *   bits 0-3    occupied components
 *   bits 4-23   per category (Arb, SGV, SV, TessFactor, ClipCull: 4 bits
 *               each), components where that category may no longer go
 *   bits 24-26  interpolation mode of the row
 *   bits 27-28  data width (0 undefined, 1 16-bit, 2 32-bit)
 *   bits 29-30  index flags (DXSIG_INDEX_*)
 *   bit  31     indexing fixed
 * so the whole 32 x 4 grid is 128 bytes and a row test is a few bit ops. */
typedef uint32_t dxsig_grid_row;
#define DXSIG_ROW_TAKEN 0xFu
#define DXSIG_ROW_BLOCK_SHIFT 4
#define DXSIG_ROW_INTERP_SHIFT 24
#define DXSIG_ROW_WIDTH_SHIFT 27
#define DXSIG_ROW_INDEX_SHIFT 29
#define DXSIG_ROW_FIXED (1u << 31)

/* Category flag (DXSIG_CAT_ARB .. CLIP_CULL) -> its nibble 0..4 in bits
 * 4-23 (the flag bits' order); no category counts as arbitrary. Without a
 * branch: every search and placement asks. */
static inline unsigned dxsig_cat_nibble(uint8_t cat) {
  return dxsig_high_bit32(cat | DXSIG_CAT_ARB) - 1u;
}
/* Whether an element of the category fixes its rows' indexing (SV, SGV,
 * tess factor). */
static inline bool dxsig_cat_fixes(uint8_t cat) {
  return (cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV | DXSIG_CAT_TESS_FACTOR)) != 0;
}

struct dxsig_grid {
  uint32_t nrows;  /* 32 for a signature, 2 for the clip/cull grid */
  dxsig_grid_row rows[DXSIG_MAX_ROWS];
};

void dxsig_grid_init(struct dxsig_grid *g, uint32_t nrows);

/* DXC DetectRowConflict over every row the element would cover at row, in
 * DXC's order of checks. */
enum dxsig_pack_conflict dxsig_grid_row_conflict(const struct dxsig_grid *g,
                                            const struct dxsig_shape *s,
                                            uint32_t row);
/* The same; *at: the row of the span that conflicts (the first row when
 * none does). */
enum dxsig_pack_conflict dxsig_grid_row_conflict_at(const struct dxsig_grid *g,
                                                    const struct dxsig_shape *s,
                                                    uint32_t row, uint32_t *at);
/* DXC DetectColConflict at (row, col); row must fit. */
enum dxsig_pack_conflict dxsig_grid_col_conflict(const struct dxsig_grid *g,
                                            const struct dxsig_shape *s,
                                            uint32_t row, uint32_t col);
void dxsig_grid_place(struct dxsig_grid *g, const struct dxsig_shape *s,
                      uint32_t row, uint32_t col);

/* ---- The grid for first-fit searches --------------------------------------
 *
 * DXC's FindNext tries each row in turn with every check of
 * DetectRowConflict (~50 instructions a row). Here the rows are kept as
 * above, and beside them, per row mode, width and indexing, the mask of
 * rows (bit r: row r) that have it: the rows whose mode, width and
 * indexing take the element are a few ANDs over all rows at once, and
 * only those are tried for a run of free components, by table look-up.
 * The greedy packers search and place here; the trace reads the rows. */
struct dxsig_fit_grid {
  struct dxsig_grid grid; /* the rows, as dxsig_grid_place builds them */
  uint32_t interp[8];     /* [i]: the row's interpolation mode is i
                             (0: undefined); each row in exactly one */
  uint32_t width[3];      /* [w]: the row's width code is w (0: undefined,
                             1: 16-bit, 2: 32-bit); each row in exactly one */
  uint32_t up, down;      /* the row continues an element up / down */
  uint32_t fixed;         /* the row's indexing is fixed (SV, SGV, tess
                             factor) */
  uint32_t full;          /* all four components of the row are taken */
  uint32_t used;          /* some component of the row is taken: a row
                             takes a 4-wide element only when it is not */
};

static inline void dxsig_fit_grid_init(struct dxsig_fit_grid *f, uint32_t nrows) {
  /* Clears of 64 bytes at most: compilers store those inline (16 bytes
   * at a time) where a longer one becomes a string instruction, which
   * runs a step per 8 bytes. */
  _Static_assert(sizeof f->grid.rows == 128 && sizeof f->interp == 32, "the clears' sizes");
  memset(&f->grid.rows[0], 0, 64);
  memset(&f->grid.rows[16], 0, 64);
  memset(f->interp, 0, sizeof f->interp);
  f->grid.nrows = nrows > DXSIG_MAX_ROWS ? DXSIG_MAX_ROWS : nrows;
  f->interp[DXSIG_INTERP_UNDEFINED] = ~0u;
  f->width[0] = ~0u;
  f->width[1] = f->width[2] = 0;
  f->up = f->down = f->fixed = f->full = f->used = 0;
}

/* The width code of a DXSIG_WIDTH_* (0, 16 or 32; what the row word
 * holds): the index into width. */
static inline unsigned dxsig_fit_width(uint8_t width) { return width >> 4; }

/* [cols - 1][open components]: the first column of a run of cols of them
 * (4: none). */
extern DXSIG_HIDDEN const uint8_t dxsig_fit_first_run[4][16];

/* dxsig_fit_grid_find for any shape and window. */
bool dxsig_fit_grid_find_any(const struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                             uint32_t start, uint32_t count, uint32_t start_col,
                             uint32_t *row, uint32_t *col);

/* DXC FindNext: the first row in [start, start + count - rows] (and inside
 * the grid) where the element fits, and the first column >= start_col
 * there: what a scan with dxsig_grid_row_conflict and
 * dxsig_grid_col_conflict finds.
 *
 * Most searches are for one row from column 0 (multi-row elements are
 * indexed, a start column is a multi-row tess factor's): those inline. */
static inline bool dxsig_fit_grid_find(const struct dxsig_fit_grid *f,
                                       const struct dxsig_shape *s, uint32_t start,
                                       uint32_t count, uint32_t start_col, uint32_t *row,
                                       uint32_t *col) {
  uint32_t nrows = f->grid.nrows;
  if (s->rows != 1 || start_col != 0 || start >= nrows || count == 0)
    return dxsig_fit_grid_find_any(f, s, start, count, start_col, row, col);
  uint32_t end = count < nrows - start ? start + count : nrows;
  /* DetectRowConflict for one row (no index flags): the row's mode and
   * width; SV, SGV and tess factors need a row of no multi-row element.
   * A full row fits nothing, a used one no 4-wide element. */
  uint32_t rows = (uint32_t)((1ull << end) - (1ull << start)) &
                  ~(s->cols == 4 ? f->used : f->full) &
                  (f->interp[DXSIG_INTERP_UNDEFINED] | f->interp[s->interp]) &
                  (f->width[0] | f->width[dxsig_fit_width(s->width)]);
  if (s->cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV | DXSIG_CAT_TESS_FACTOR))
    rows &= ~(f->up | f->down);
  /* The first of them with a run of free components open to the
   * category (the free-run test and DetectColConflict). */
  unsigned shift = DXSIG_ROW_BLOCK_SHIFT + 4u * dxsig_cat_nibble(s->cat);
  const uint8_t *first_run = dxsig_fit_first_run[(s->cols - 1u) & 3u];
  for (; rows; rows &= rows - 1) {
    uint32_t r = dxsig_ctz32(rows);
    dxsig_grid_row w = f->grid.rows[r];
    unsigned c = first_run[~(w | w >> shift) & 15u];
    if (c < 4) {
      *row = r;
      *col = c;
      return true;
    }
  }
  return false;
}

/* [category nibble][col][cols - 1]: the components an element takes and
 * the order bits it leaves in each row it covers. */
extern DXSIG_HIDDEN const uint32_t dxsig_grid_takes[5][4][4];

/* What placing s at column col writes into each row it covers, but the
 * index flags: its components and order bits, its mode and width, and
 * whether it fixes the row's indexing (SV, SGV, tess factor). */
static inline uint32_t dxsig_fit_row_set(const struct dxsig_shape *s, uint32_t col) {
  bool fixes = dxsig_cat_fixes(s->cat);
  return dxsig_grid_takes[dxsig_cat_nibble(s->cat)][col & 3u][(s->cols - 1u) & 3u] |
         (uint32_t)s->interp << DXSIG_ROW_INTERP_SHIFT |
         dxsig_fit_width(s->width) << DXSIG_ROW_WIDTH_SHIFT | (fixes ? DXSIG_ROW_FIXED : 0u);
}

/* The masks after an element of mode interp and width code width took
 * the rows m (fixes: it fixes their indexing). Each row has one mode and
 * one width, and only one that is undefined or the element's takes it. */
static inline void dxsig_fit_grid_took(struct dxsig_fit_grid *f, unsigned interp,
                                       unsigned width, bool fixes, uint32_t m) {
  f->interp[DXSIG_INTERP_UNDEFINED] &= ~m;
  f->interp[interp] |= m;
  f->width[0] &= ~m;
  f->width[width] |= m;
  f->used |= m;
  if (fixes)
    f->fixed |= m;
}

/* dxsig_fit_grid_took after s took the rows m (full: those now full;
 * set: what dxsig_fit_row_set wrote). */
static inline void dxsig_fit_grid_mark(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                                       uint32_t m, uint32_t full, uint32_t set) {
  f->full |= full;
  dxsig_fit_grid_took(f, s->interp, dxsig_fit_width(s->width), (set & DXSIG_ROW_FIXED) != 0, m);
}

/* dxsig_fit_grid_place of a one-row element. */
static inline void dxsig_fit_grid_place_row(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                                            uint32_t row, uint32_t col) {
  uint32_t set = dxsig_fit_row_set(s, col), bit = 1u << row;
  dxsig_grid_row now =
      (f->grid.rows[row] & ~(7u << DXSIG_ROW_INTERP_SHIFT | 3u << DXSIG_ROW_WIDTH_SHIFT)) | set;
  f->grid.rows[row] = now;
  dxsig_fit_grid_mark(f, s, bit, (now & DXSIG_ROW_TAKEN) == DXSIG_ROW_TAKEN ? bit : 0u, set);
}

/* Places s at (row, col), as dxsig_grid_place, where it fits (found by
 * dxsig_fit_grid_find, or in the same rows found for an element of the
 * same interpolation mode and width): each row has one mode and one
 * width, and only one that is undefined or the element's is rewritten. */
void dxsig_fit_grid_place(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                          uint32_t row, uint32_t col);

/* dxsig_fit_grid_find_any, then dxsig_fit_grid_place, in one call. */
bool dxsig_fit_grid_pack_any(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                             uint32_t start, uint32_t count, uint32_t start_col,
                             uint32_t *row, uint32_t *col);

/* Find + place of a multi-row element under four columns from column 0
 * (the search dxsig_fit_grid_pack_first does not take) at the first row
 * of window (bit r: row r may be its first) where it fits: row * 4 + col,
 * or -1. Out of line, with no arguments but what it needs: inline, it
 * would cost the packers' one-row path its registers. */
int dxsig_fit_grid_pack_rows(struct dxsig_fit_grid *f, const struct dxsig_shape *s,
                             uint32_t window);

/* Bit r set when bits r .. r + rows - 1 of m all are (rows >= 1): runs
 * of 2, 4, 8 ... bits by doubling, then the rest. */
static inline uint32_t dxsig_whole_span(uint32_t m, uint32_t rows) {
  uint32_t all = m, run = 1;
  for (; run * 2 <= rows && all; run *= 2)
    all &= all >> run;
  return run < rows ? all & (all >> (rows - run)) : all;
}

/* Whether dxsig_fit_grid_pack_first takes s: one row, or four columns. */
static inline bool dxsig_fit_grid_first_takes(const struct dxsig_shape *s) {
  return s->rows == 1 || s->cols == 4;
}

/* Find + place of a one-row element under four columns from column 0 at
 * the first row of window (bit r: row r may be its row) where it fits, as
 * dxsig_fit_grid_find: row * 4 + col, or -1 when there is none. The
 * packers' hot path, inline, with what it derives from s in registers
 * (a shape whose category is a constant drops the look-ups and the
 * indexing tests). */
DXSIG_ALWAYS_INLINE int dxsig_fit_grid_pack_row(struct dxsig_fit_grid *f,
                                               const struct dxsig_shape *s, uint32_t window) {
  unsigned nibble = dxsig_cat_nibble(s->cat), width = dxsig_fit_width(s->width);
  unsigned interp = s->interp, cols = (s->cols - 1u) & 3u;
  bool fixes = dxsig_cat_fixes(s->cat);
  uint32_t cand = window & ~f->full & (f->interp[DXSIG_INTERP_UNDEFINED] | f->interp[interp]) &
                  (f->width[0] | f->width[width]) & (fixes ? ~(f->up | f->down) : ~0u);
  /* The first of them with a run of free components open to the
   * category (the free-run test and DetectColConflict). */
  unsigned shift = DXSIG_ROW_BLOCK_SHIFT + 4u * nibble;
  const uint8_t *first_run = dxsig_fit_first_run[cols];
  uint32_t row, col;
  dxsig_grid_row w;
  for (;; cand &= cand - 1) {
    if (!cand)
      return -1;
    row = dxsig_ctz32(cand);
    w = f->grid.rows[row];
    col = first_run[~(w | w >> shift) & 15u];
    if (col < 4)
      break;
  }
  /* The row's mode and width are undefined or the element's: OR'd in. */
  dxsig_grid_row now = w | dxsig_grid_takes[nibble][col][cols] |
                       interp << DXSIG_ROW_INTERP_SHIFT | width << DXSIG_ROW_WIDTH_SHIFT |
                       (fixes ? DXSIG_ROW_FIXED : 0u);
  f->grid.rows[row] = now;
  uint32_t m = 1u << row;
  if ((now & DXSIG_ROW_TAKEN) == DXSIG_ROW_TAKEN)
    f->full |= m;
  dxsig_fit_grid_took(f, interp, width, fixes, m);
  return (int)(row * 4u + col);
}

/* dxsig_fit_grid_place of s at (row, col) into rows no element uses:
 * their words are set, with the index flags of a multi-row element (DOWN
 * on the first row, UP and DOWN between, UP on the last); full when four
 * wide. */
DXSIG_ALWAYS_INLINE void dxsig_fit_grid_place_empty(struct dxsig_fit_grid *f,
                                                   const struct dxsig_shape *s, uint32_t row,
                                                   uint32_t col) {
  uint32_t rows = s->rows, last = rows - 1u;
  uint32_t set = dxsig_fit_row_set(s, col);
  uint32_t m = (uint32_t)((2ull << last) - 1u) << row;
  dxsig_grid_row *words = &f->grid.rows[row];
  if (rows == 1) {
    words[0] = set;
  } else {
    const uint32_t up = (uint32_t)DXSIG_INDEX_UP << DXSIG_ROW_INDEX_SHIFT;
    const uint32_t down = (uint32_t)DXSIG_INDEX_DOWN << DXSIG_ROW_INDEX_SHIFT;
    words[0] = set | down;
    for (uint32_t k = 1; k < last; ++k)
      words[k] = set | up | down;
    words[last] = set | up;
    f->up |= m & ~(1u << row);
    f->down |= m & ~(1u << (row + last));
  }
  dxsig_fit_grid_mark(f, s, m, s->cols == 4 ? m : 0u, set);
}

/* Find + place of a four-column element from column 0 at the first row
 * of window (bit r: row r may be its first) where it fits: row * 4, or
 * -1. It goes in the first rows no element uses: a row that holds
 * nothing has no mode, width, index flags or order bits, so nothing else
 * is tested. */
DXSIG_ALWAYS_INLINE int dxsig_fit_grid_pack_wide(struct dxsig_fit_grid *f,
                                                const struct dxsig_shape *s, uint32_t window) {
  uint32_t starts = ~f->used & (uint32_t)((1ull << f->grid.nrows) - 1u);
  if (s->rows > 1) /* the bits past the last row are 0: no span runs past it */
    starts = dxsig_whole_span(starts, s->rows);
  starts &= window;
  if (!starts)
    return -1;
  uint32_t row = dxsig_ctz32(starts);
  dxsig_fit_grid_place_empty(f, s, row, 0);
  return (int)(row * 4u);
}

/* Find + place of s (dxsig_fit_grid_first_takes) from column 0 at the
 * first row of window where it fits: dxsig_fit_grid_pack_wide or
 * dxsig_fit_grid_pack_row. */
DXSIG_ALWAYS_INLINE int dxsig_fit_grid_pack_first(struct dxsig_fit_grid *f,
                                                 const struct dxsig_shape *s, uint32_t window) {
  return s->cols == 4 ? dxsig_fit_grid_pack_wide(f, s, window)
                      : dxsig_fit_grid_pack_row(f, s, window);
}

/* Find + place; returns false when there is no place. One row or four
 * columns from column 0 inline (dxsig_fit_grid_pack_first). */
DXSIG_ALWAYS_INLINE bool dxsig_fit_grid_pack(struct dxsig_fit_grid *f,
                                             const struct dxsig_shape *s, uint32_t start,
                                             uint32_t count, uint32_t start_col, uint32_t *row,
                                             uint32_t *col) {
  uint32_t nrows = f->grid.nrows;
  if (dxsig_fit_grid_first_takes(s) && start_col == 0 && start < nrows && count != 0) {
    uint32_t end = count < nrows - start ? start + count : nrows;
    if (s->rows > end - start)
      return false;
    /* The rows the element may start at: its last row is before end. */
    uint32_t last = end - s->rows;
    int at = dxsig_fit_grid_pack_first(f, s, (uint32_t)((2ull << last) - (1ull << start)));
    *row = (uint32_t)at >> 2;
    *col = (uint32_t)at & 3u;
    return at >= 0;
  }
  return dxsig_fit_grid_pack_any(f, s, start, count, start_col, row, col);
}

#endif
