/* Internal: ISG1/OSG1/PSG1 part data read back, record by record (the
 * layout signature_parts.c writes), through the bounds-checked cursor. */
#ifndef DXSIG_SIGNATURE_READ_H
#define DXSIG_SIGNATURE_READ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One 32-byte record, fields as stored. */
struct dxsig_sig_record {
  uint32_t stream, name, index, system_value, comp_type, reg;
  uint8_t mask, rw_mask;
  uint32_t min_precision;
};

enum dxsig_sig_header_status {
  DXSIG_SIG_HEADER_OK,
  DXSIG_SIG_HEADER_SHORT,   /* under 8 bytes: no header */
  DXSIG_SIG_HEADER_OVERRUN  /* the records do not fit the part */
};

/* Reads the header: *count records at *offset. On SHORT both are 0. */
enum dxsig_sig_header_status dxsig_sig_part_header(const uint8_t *data, size_t size,
                                                   uint32_t *count, uint32_t *offset);

/* Record i of a part whose header is OK (i < count); zeros where the
 * bytes are missing. */
void dxsig_sig_part_record(const uint8_t *data, size_t size, uint32_t offset, uint32_t i,
                           struct dxsig_sig_record *out);

#endif
