/* ISG1 / OSG1 / PSG1 reader: the header and the 32-byte records that
 * signature_parts.c writes, for the dumper, stage linkage and the CLI's
 * JSON; and what a bare part is. */
#include "signature_read.h"

#include "parts.h"
#include "read_cursor.h"

#include <string.h>

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

const char *dxsig_sig_part_name(const uint8_t *data, size_t size, uint32_t offset,
                                size_t *len) {
  if (offset >= size)
    return NULL;
  const uint8_t *end = memchr(data + offset, 0, size - offset);
  if (!end)
    return NULL;
  *len = (size_t)(end - data - offset);
  return (const char *)data + offset;
}

const char *dxsig_part_recognise(const uint8_t *data, size_t size) {
  struct dxsig_reader r = dxsig_reader_make(data, size);
  uint32_t w0 = dxsig_read_u32(&r), w1 = dxsig_read_u32(&r), w2 = dxsig_read_u32(&r);
  if (size >= 24 && w0 >= 1 && w0 <= 3 && w2 == 24)
    return "RTS0";
  if (size >= 8 && w1 == 8 && w0 <= (size - 8) / DXSIG_SIG_RECORD_SIZE)
    return "signature";
  if (size >= 4 && (w0 == 24 || w0 == 36 || w0 == 48 || w0 == 52))
    return "PSV0";
  return NULL;
}
