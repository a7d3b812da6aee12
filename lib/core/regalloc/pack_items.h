/* The packing view of a signature (internal): the elements DXC allocates,
 * with their grid shape, shared by the four packers and the placement
 * checker. */
#ifndef DXSIG_PACK_ITEMS_H
#define DXSIG_PACK_ITEMS_H

#include "dxsig/pack.h"
#include "dxsig/sigpoint.h"
#include "grid.h"

struct dxsig_pack_item {
  uint32_t index;          /* into the element array */
  struct dxsig_shape shape;
  uint8_t interpretation;  /* enum dxsig_interpretation */
};

/* Small signatures use the inline buffer: no heap allocation per pack. */
#define DXSIG_PACK_ITEMS_INLINE 48

struct dxsig_pack_items {
  struct dxsig_pack_item *items;
  size_t count;
  bool mixed;  /* undefined and defined interpolation modes, or undefined
                  and defined data widths, both among the items: only then
                  can DXC's validator replay reject a greedy layout */
  struct dxsig_pack_item inline_items[DXSIG_PACK_ITEMS_INLINE];
};

/* The interpretation of an element of a list at sigpoint list_sp. */
enum dxsig_interpretation dxsig_element_interpretation(
    const struct dxsig_element *e, enum dxsig_sigpoint list_sp);

/* Packing data width of a component type (DXC DxilPackElement). */
uint8_t dxsig_data_width(uint32_t comp_type, bool native16);

/* Collects, in element order, the elements of ctx->stream that DXC
 * allocates. With reset, every element of the stream first gets -1/-1 (the
 * packers recompute all locations). Fails with DXSIG_PACK_INVALID on an
 * element the grid cannot represent, or DXSIG_PACK_NO_MEMORY on allocation
 * failure. */
bool dxsig_pack_items_collect(struct dxsig_pack_items *it,
                              struct dxsig_element *els, size_t n,
                              const struct dxsig_pack_context *ctx, bool reset,
                              struct dxsig_pack_result *res);
void dxsig_pack_items_release(struct dxsig_pack_items *it);

/* Sets res to a failure of element index. Returns false. */
bool dxsig_pack_fail(struct dxsig_pack_result *res, enum dxsig_pack_error error,
                     size_t index);

/* Rows in use: one past the last row of any allocated item. */
uint32_t dxsig_pack_rows_used(const struct dxsig_pack_items *it,
                              const struct dxsig_element *els);

/* DXC's validator replay (ValidateSignatureOverlap): places each allocated
 * item, in element order, into a fresh grid at its location. Returns the
 * position in it->items of the first item that conflicts, or it->count when
 * the layout is valid; *conflict says why. */
size_t dxsig_pack_replay(const struct dxsig_pack_items *it,
                         const struct dxsig_element *els,
                         enum dxsig_pack_conflict *conflict);

#endif
