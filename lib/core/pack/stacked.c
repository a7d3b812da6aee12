/* Stacked packing, for VS inputs (DXC PackingKind InputAssembler): each
 * element starts at column 0 of the row after the previous one; nothing is
 * co-packed. DXC's packer has no 32-row limit and leaves overflow to its
 * validator (Meta.SignatureOutOfRange); we fail the first element that ends
 * past row 31. */
#include "pack_items.h"

bool dxsig_pack_stacked(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res) {
  dxsig_pack_result_clear(res);
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  bool every = ctx->stream < 0;
  uint32_t stream = (uint32_t)ctx->stream;
  uint32_t next = 0;
  /* Read and placed in one pass (pack_items.h). */
  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    struct dxsig_shape s;
    enum dxsig_item_verdict v = dxsig_item_take(&reader, e, every, stream, &s);
    if (v == DXSIG_ITEM_REJECT)
      return dxsig_items_fail_invalid(els, i, every, stream, res);
    if (v == DXSIG_ITEM_SKIP)
      continue;
    if (s.rows > DXSIG_MAX_ROWS - next) {
      if (dxsig_items_invalid_after(els, n, i, &reader, every, stream, res))
        return false;
      return dxsig_pack_fail(res, DXSIG_PACK_STACKED_OVERFLOW, i);
    }
    e->start_row = (int32_t)next;
    e->start_col = 0;
    next += s.rows;
  }
  res->rows_used = next;
  return true;
}
