/* Stacked packing, for VS inputs (DXC PackingKind InputAssembler): each
 * element starts at column 0 of the row after the previous one; nothing is
 * co-packed. DXC's packer has no 32-row limit and leaves overflow to its
 * validator (Meta.SignatureOutOfRange); we fail the first element that ends
 * past row 31. */
#include "pack_items.h"

/* dxsig_pack_stacked; with saved (a whole list of every stream,
 * pack_items.h) each element read is saved first and its UsageMask kept
 * right for where it goes, and a failure puts back what was read. */
DXSIG_ALWAYS_INLINE bool pack_stacked(struct dxsig_element *els, size_t n,
                                      const struct dxsig_pack_context *ctx,
                                      struct dxsig_pack_result *res,
                                      struct dxsig_saved_element *saved) {
  dxsig_pack_result_clear(res);
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  bool every = saved || ctx->stream < 0;
  uint32_t stream = (uint32_t)ctx->stream;
  uint32_t next = 0;
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
    if (s.rows > DXSIG_MAX_ROWS - next)
      return dxsig_items_fail_placing(els, n, i, &reader, every, stream, saved,
                                      DXSIG_PACK_STACKED_OVERFLOW, i, res);
    dxsig_item_put(e, next, 0, saved);
    next += s.rows;
  }
  res->rows_used = next;
  return true;
}

bool dxsig_pack_stacked(struct dxsig_element *els, size_t n,
                        const struct dxsig_pack_context *ctx,
                        struct dxsig_pack_result *res) {
  return pack_stacked(els, n, ctx, res, NULL);
}

bool dxsig_pack_stacked_whole(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                              bool native16, struct dxsig_pack_result *res) {
  struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16, .stream = -1};
  struct dxsig_saved_element saved[DXSIG_PACK_ITEMS_INLINE];
  if (n > DXSIG_PACK_ITEMS_INLINE) /* (not so called) */
    return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
  return pack_stacked(els, n, &ctx, res, saved);
}
