/* Indexed packing, for PS outputs (DXC PackingKind Target): each SV_Target
 * takes the row its first semantic index names, column 0. Other PS outputs
 * (depth, coverage, stencil) are NotPacked and stay at -1. DXC's packer
 * checks nothing here and leaves the rest to its validator; we fail an index
 * above 7, a multi-row target and two targets on one row. */
#include "pack_items.h"

#define DXSIG_MAX_TARGETS 8u

bool dxsig_pack_indexed(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res) {
  struct dxsig_pack_items it;
  if (!dxsig_pack_items_collect(&it, els, n, ctx, true, res))
    return false;
  uint32_t used_rows = 0, rows_used = 0;
  bool ok = true;
  for (size_t k = 0; k < it.count && ok; ++k) {
    struct dxsig_element *e = &els[it.items[k].index];
    if (it.items[k].shape.cat != 0) /* not a Target */
      continue;
    uint32_t row = e->indices[0];
    if (row >= DXSIG_MAX_TARGETS || e->rows != 1) {
      ok = dxsig_pack_fail(res, DXSIG_PACK_TARGET_INDEX, it.items[k].index);
    } else if (used_rows & (1u << row)) {
      ok = dxsig_pack_fail(res, DXSIG_PACK_TARGET_OVERLAP, it.items[k].index);
    } else {
      used_rows |= 1u << row;
      e->start_row = (int32_t)row;
      e->start_col = 0;
      if (row + 1 > rows_used)
        rows_used = row + 1;
    }
  }
  if (ok)
    res->rows_used = rows_used;
  dxsig_pack_items_release(&it);
  return ok;
}
