/* Internal: the one way the core reads bytes it did not write (containers,
 * parts, RTS0): a little-endian cursor that checks every read against the
 * bytes it was given. A read that does not fit returns 0 (or NULL) and sets
 * failed; every later read fails too, so a reader may check once at the
 * end. Sizes are compared by subtracting from what is left and dividing,
 * never by adding to an offset or multiplying a count. */
#ifndef DXSIG_READ_CURSOR_H
#define DXSIG_READ_CURSOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct dxsig_reader {
  const uint8_t *p;
  size_t len, pos;
  bool failed;
};

/* Little-endian words of memory already known to hold them. */
static inline uint32_t dxsig_le32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint16_t dxsig_le16(const uint8_t *p) {
  return (uint16_t)(p[0] | p[1] << 8);
}
static inline void dxsig_store_le32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; ++i)
    p[i] = (uint8_t)(v >> (8 * i));
}

static inline struct dxsig_reader dxsig_reader_make(const void *data, size_t len) {
  struct dxsig_reader r = {(const uint8_t *)data, data ? len : 0, 0, false};
  return r;
}

/* Bytes left after the cursor (0 once failed). */
static inline size_t dxsig_reader_left(const struct dxsig_reader *r) {
  return r->failed || r->pos > r->len ? 0 : r->len - r->pos;
}

/* Are count items of size bytes (size > 0) left? */
static inline bool dxsig_reader_has(const struct dxsig_reader *r, uint64_t count, size_t size) {
  return !r->failed && count <= dxsig_reader_left(r) / size;
}

/* Moves the cursor to offset from the start; fails past the end. */
static inline bool dxsig_reader_seek(struct dxsig_reader *r, uint64_t offset) {
  if (r->failed || offset > r->len) {
    r->failed = true;
    return false;
  }
  r->pos = (size_t)offset;
  return true;
}

/* Do count items of size bytes (size > 0) fit at offset? */
static inline bool dxsig_reader_fits(const struct dxsig_reader *r, uint64_t offset,
                                     uint64_t count, size_t size) {
  return !r->failed && offset <= r->len && count <= (r->len - (size_t)offset) / size;
}

/* The next n bytes (NULL when they are not there). */
static inline const uint8_t *dxsig_read_bytes(struct dxsig_reader *r, size_t n) {
  if (!dxsig_reader_has(r, n, 1)) {
    r->failed = true;
    return NULL;
  }
  const uint8_t *at = r->p + r->pos;
  r->pos += n;
  return at;
}

static inline uint8_t dxsig_read_u8(struct dxsig_reader *r) {
  const uint8_t *at = dxsig_read_bytes(r, 1);
  return at ? at[0] : 0;
}

static inline uint16_t dxsig_read_u16(struct dxsig_reader *r) {
  const uint8_t *at = dxsig_read_bytes(r, 2);
  return at ? dxsig_le16(at) : 0;
}

static inline uint32_t dxsig_read_u32(struct dxsig_reader *r) {
  const uint8_t *at = dxsig_read_bytes(r, 4);
  return at ? dxsig_le32(at) : 0;
}

/* The u32 at offset from the start, the cursor left where it is. */
static inline uint32_t dxsig_read_u32_at(struct dxsig_reader *r, uint64_t offset) {
  if (!dxsig_reader_fits(r, offset, 1, 4)) {
    r->failed = true;
    return 0;
  }
  return dxsig_le32(r->p + offset);
}

#endif
