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
  dxsig_pack_result_clear(res);
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  bool every = ctx->stream < 0;
  uint32_t stream = (uint32_t)ctx->stream;
  uint32_t used_rows = 0, rows_used = 0;
  /* Read and placed in one pass (pack_items.h). */
  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    struct dxsig_shape s;
    enum dxsig_item_verdict v = dxsig_item_take(&reader, e, every, stream, &s);
    if (v == DXSIG_ITEM_REJECT)
      return dxsig_items_fail_invalid(els, i, every, stream, res);
    if (v == DXSIG_ITEM_SKIP)
      continue;
    if (s.cat != 0) /* not a Target */
      continue;
    uint32_t row = e->indices[0];
    enum dxsig_pack_error err = DXSIG_PACK_OK;
    if (row >= DXSIG_MAX_TARGETS || s.rows != 1)
      err = DXSIG_PACK_TARGET_INDEX;
    else if (used_rows & (1u << row))
      err = DXSIG_PACK_TARGET_OVERLAP;
    if (err != DXSIG_PACK_OK) {
      if (dxsig_items_invalid_after(els, n, i, &reader, every, stream, res))
        return false;
      return dxsig_pack_fail(res, err, i);
    }
    used_rows |= 1u << row;
    e->start_row = (int32_t)row;
    e->start_col = 0;
    if (row + 1 > rows_used)
      rows_used = row + 1;
  }
  res->rows_used = rows_used;
  return true;
}
