/* dxsig buffers: a growable text buffer (the printers write into it) and a
 * growable byte buffer with explicit little-endian writes (the part writers
 * write into it). Both are sticky on failure: writes after an allocation
 * failure are dropped, and `failed` says so once at the end. */
#ifndef DXSIG_BUFFER_H
#define DXSIG_BUFFER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A growable, always NUL-terminated text buffer. */
struct dxsig_buffer {
  char *data;      /* NUL-terminated, owned */
  size_t len;
  size_t capacity;
  bool failed;     /* an allocation failed; contents are truncated */
};

DXSIG_API void dxsig_buffer_init(struct dxsig_buffer *b);
DXSIG_API void dxsig_buffer_finish(struct dxsig_buffer *b);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
DXSIG_API void dxsig_buffer_printf(struct dxsig_buffer *b, const char *fmt, ...);

/* A growable byte buffer. Writes after a failure are dropped; check failed
 * once at the end. */
struct dxsig_bytes {
  uint8_t *data;    /* owned; NULL while empty */
  size_t len;
  size_t capacity;
  bool failed;      /* allocation failure or size overflow */
};

DXSIG_API void dxsig_bytes_init(struct dxsig_bytes *b);
DXSIG_API void dxsig_bytes_finish(struct dxsig_bytes *b);
/* Hands the data to the caller (free() it) and leaves b empty. */
DXSIG_API uint8_t *dxsig_bytes_release(struct dxsig_bytes *b, size_t *len);
DXSIG_API void dxsig_bytes_put_u8(struct dxsig_bytes *b, uint8_t v);
DXSIG_API void dxsig_bytes_put_u16(struct dxsig_bytes *b, uint16_t v);   /* LE */
DXSIG_API void dxsig_bytes_put_u32(struct dxsig_bytes *b, uint32_t v);   /* LE */
DXSIG_API void dxsig_bytes_put(struct dxsig_bytes *b, const void *data, size_t len);
DXSIG_API void dxsig_bytes_put_zeros(struct dxsig_bytes *b, size_t len);
/* Zero bytes up to the next multiple of alignment (a power of two). */
DXSIG_API void dxsig_bytes_align(struct dxsig_bytes *b, size_t alignment);
/* Overwrites 4 bytes at offset (must lie inside the buffer). */
DXSIG_API void dxsig_bytes_set_u32(struct dxsig_bytes *b, size_t offset, uint32_t v);

#ifdef __cplusplus
}
#endif
#endif
