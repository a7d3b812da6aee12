/* Stacked packing, for VS inputs (DXC PackingKind InputAssembler): each
 * element starts at column 0 of the row after the previous one; nothing is
 * co-packed. DXC's packer has no 32-row limit and leaves overflow to its
 * validator (Meta.SignatureOutOfRange); we fail the first element that ends
 * past row 31. */
#include "pack_items.h"

bool dxsig_pack_stacked(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res) {
  struct dxsig_pack_items it;
  if (!dxsig_pack_items_collect(&it, els, n, ctx, true, res))
    return false;
  uint32_t next = 0;
  bool ok = true;
  for (size_t k = 0; k < it.count; ++k) {
    struct dxsig_element *e = &els[it.items[k].index];
    if (e->rows > DXSIG_MAX_ROWS - next) {
      ok = dxsig_pack_fail(res, DXSIG_PACK_STACKED_OVERFLOW, it.items[k].index);
      break;
    }
    e->start_row = (int32_t)next;
    e->start_col = 0;
    next += e->rows;
  }
  if (ok)
    res->rows_used = next;
  dxsig_pack_items_release(&it);
  return ok;
}
