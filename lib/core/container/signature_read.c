/* ISG1 / OSG1 / PSG1 reader: the header and the 32-byte records that
 * signature_parts.c writes, for the dumper and for stage linkage. */
#include "signature_read.h"

#define RECORD_SIZE 32u

static uint32_t rd32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

enum dxsig_sig_header_status dxsig_sig_part_header(const uint8_t *data, size_t size,
                                                   uint32_t *count, uint32_t *offset) {
  *count = *offset = 0;
  if (size < 8)
    return DXSIG_SIG_HEADER_SHORT;
  *count = rd32(data);
  *offset = rd32(data + 4);
  if (*count && (*offset > size || *count > (size - *offset) / RECORD_SIZE))
    return DXSIG_SIG_HEADER_OVERRUN;
  return DXSIG_SIG_HEADER_OK;
}

void dxsig_sig_part_record(const uint8_t *data, uint32_t offset, uint32_t i,
                           struct dxsig_sig_record *out) {
  const uint8_t *r = data + offset + (size_t)i * RECORD_SIZE;
  out->stream = rd32(r);
  out->name = rd32(r + 4);
  out->index = rd32(r + 8);
  out->system_value = rd32(r + 12);
  out->comp_type = rd32(r + 16);
  out->reg = rd32(r + 20);
  out->mask = r[24];
  out->rw_mask = r[25];
  out->min_precision = rd32(r + 28);
}
