/* Indexed packing, for PS outputs (DXC PackingKind Target): each SV_Target
 * takes the row its first semantic index names, column 0. Other PS outputs
 * (depth, coverage, stencil) are NotPacked and stay at -1. DXC's packer
 * checks nothing here and leaves the rest to its validator; we fail an index
 * above 7, a multi-row target and two targets on one row. */
#include "pack_items.h"

#define DXSIG_MAX_TARGETS 8u

/* dxsig_pack_indexed; with saved (a whole list of every stream,
 * pack_items.h) each element read is saved first and its UsageMask kept
 * right for where it goes, and a failure puts back what was read. */
DXSIG_ALWAYS_INLINE bool pack_indexed(struct dxsig_element *els, size_t n,
                                      const struct dxsig_pack_context *ctx,
                                      struct dxsig_pack_result *res,
                                      struct dxsig_saved_element *saved) {
  dxsig_pack_result_clear(res);
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  bool every = saved || ctx->stream < 0;
  uint32_t stream = (uint32_t)ctx->stream;
  uint32_t used_rows = 0, rows_used = 0;
  /* Read and placed in one pass (pack_items.h). */
  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    struct dxsig_shape s;
    if (saved)
      dxsig_item_save(&saved[i], e);
    enum dxsig_item_verdict v = dxsig_item_take(&reader, e, every, stream, &s);
    if (v == DXSIG_ITEM_REJECT)
      return dxsig_items_fail_read(els, i, every, stream, saved, res);
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
    if (err != DXSIG_PACK_OK)
      return dxsig_items_fail_placing(els, n, i, &reader, every, stream, saved, err, i, res);
    used_rows |= 1u << row;
    dxsig_item_put(e, row, 0, saved);
    if (row + 1 > rows_used)
      rows_used = row + 1;
  }
  res->rows_used = rows_used;
  return true;
}

bool dxsig_pack_indexed(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res) {
  return pack_indexed(els, n, ctx, res, NULL);
}

bool dxsig_pack_indexed_whole(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                              bool native16, struct dxsig_pack_result *res) {
  struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16, .stream = -1};
  struct dxsig_saved_element saved[DXSIG_PACK_ITEMS_INLINE];
  if (n > DXSIG_PACK_ITEMS_INLINE) /* (not so called) */
    return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
  return pack_indexed(els, n, &ctx, res, saved);
}
