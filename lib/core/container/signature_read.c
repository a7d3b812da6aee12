/* ISG1 / OSG1 / PSG1 reader: the header and the 32-byte records that
 * signature_parts.c writes, for the dumper and for stage linkage. */
#include "signature_read.h"

#include "parts.h"
#include "read_cursor.h"

enum dxsig_sig_header_status dxsig_sig_part_header(const uint8_t *data, size_t size,
                                                   uint32_t *count, uint32_t *offset) {
  struct dxsig_reader r = dxsig_reader_make(data, size);
  *count = dxsig_read_u32(&r);
  *offset = dxsig_read_u32(&r);
  if (r.failed)
    return DXSIG_SIG_HEADER_SHORT;
  if (*count && !dxsig_reader_fits(&r, *offset, *count, DXSIG_SIG_RECORD_SIZE))
    return DXSIG_SIG_HEADER_OVERRUN;
  return DXSIG_SIG_HEADER_OK;
}

void dxsig_sig_part_record(const uint8_t *data, size_t size, uint32_t offset, uint32_t i,
                           struct dxsig_sig_record *out) {
  struct dxsig_reader r = dxsig_reader_make(data, size);
  dxsig_reader_seek(&r, offset + (uint64_t)i * DXSIG_SIG_RECORD_SIZE);
  out->stream = dxsig_read_u32(&r);
  out->name = dxsig_read_u32(&r);
  out->index = dxsig_read_u32(&r);
  out->system_value = dxsig_read_u32(&r);
  out->comp_type = dxsig_read_u32(&r);
  out->reg = dxsig_read_u32(&r);
  out->mask = dxsig_read_u8(&r);
  out->rw_mask = dxsig_read_u8(&r);
  dxsig_read_u16(&r); /* reserved */
  out->min_precision = dxsig_read_u32(&r);
}
