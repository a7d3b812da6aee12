/* Growable byte buffer with explicit little-endian writes. */
#include "dxsig/container.h"

#include <stdlib.h>
#include <string.h>

#include "grow.h"

void dxsig_bytes_init(struct dxsig_bytes *b) { memset(b, 0, sizeof(*b)); }

void dxsig_bytes_finish(struct dxsig_bytes *b) {
  free(b->data);
  memset(b, 0, sizeof(*b));
}

uint8_t *dxsig_bytes_release(struct dxsig_bytes *b, size_t *len) {
  uint8_t *data = b->data;
  if (len)
    *len = b->len;
  memset(b, 0, sizeof(*b));
  return data;
}

/* Room for extra more bytes; false (and failed set) when there is none. */
static bool reserve(struct dxsig_bytes *b, size_t extra) {
  if (b->failed)
    return false;
  if (extra > SIZE_MAX - b->len) {
    b->failed = true;
    return false;
  }
  uint8_t *data = dxsig_grow(b->data, &b->capacity, b->len + extra, 1);
  if (!data) {
    b->failed = true;
    return false;
  }
  b->data = data;
  return true;
}

void dxsig_bytes_put_u8(struct dxsig_bytes *b, uint8_t v) {
  if (reserve(b, 1))
    b->data[b->len++] = v;
}

void dxsig_bytes_put_u16(struct dxsig_bytes *b, uint16_t v) {
  if (!reserve(b, 2))
    return;
  b->data[b->len++] = (uint8_t)(v & 0xFFu);
  b->data[b->len++] = (uint8_t)(v >> 8);
}

void dxsig_bytes_put_u32(struct dxsig_bytes *b, uint32_t v) {
  if (!reserve(b, 4))
    return;
  for (int i = 0; i < 4; ++i)
    b->data[b->len++] = (uint8_t)(v >> (8 * i));
}

void dxsig_bytes_put(struct dxsig_bytes *b, const void *data, size_t len) {
  if (len == 0 || !reserve(b, len))
    return;
  memcpy(b->data + b->len, data, len);
  b->len += len;
}

void dxsig_bytes_put_zeros(struct dxsig_bytes *b, size_t len) {
  if (len == 0 || !reserve(b, len))
    return;
  memset(b->data + b->len, 0, len);
  b->len += len;
}

void dxsig_bytes_align(struct dxsig_bytes *b, size_t alignment) {
  if (alignment < 2)
    return;
  size_t rem = b->len & (alignment - 1);
  if (rem)
    dxsig_bytes_put_zeros(b, alignment - rem);
}

void dxsig_bytes_set_u32(struct dxsig_bytes *b, size_t offset, uint32_t v) {
  if (b->failed || offset > b->len || b->len - offset < 4) {
    b->failed = true;
    return;
  }
  for (int i = 0; i < 4; ++i)
    b->data[offset + (size_t)i] = (uint8_t)(v >> (8 * i));
}
