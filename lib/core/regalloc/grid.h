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
#include <stdint.h>

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

struct dxsig_grid {
  uint32_t nrows;  /* 32 for a signature, 2 for the clip/cull grid */
  uint32_t full;   /* bit r: all four components of row r are occupied */
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

/* DXC FindNext: the first row in [start, start + count - rows] (and inside
 * the grid) where the element fits, and the first column >= start_col
 * there. */
bool dxsig_grid_find(const struct dxsig_grid *g, const struct dxsig_shape *s,
                     uint32_t start, uint32_t count, uint32_t start_col,
                     uint32_t *row, uint32_t *col);

/* Find + place; returns false when there is no place. */
bool dxsig_grid_pack(struct dxsig_grid *g, const struct dxsig_shape *s,
                     uint32_t start, uint32_t count, uint32_t start_col,
                     uint32_t *row, uint32_t *col);

#endif
