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

/* ---- text from the input --------------------------------------------------
 * Names and strings read from the input (semantic, entry and input-layout
 * names, the file names of !dbg locations) may hold any byte. Wherever one
 * is shown, in a message or a printed table, a byte outside printable ASCII,
 * a backslash and a quote (') are written \xNN: no input can clear the
 * terminal, print a line of its own or seem to end the quoted name. */

/* Writes s[0, len) escaped into buf (size bytes; NUL-terminated when size
 * is not 0; an escape is never cut in two). Returns how many bytes of s
 * it holds: len when all of them fit. */
DXSIG_API size_t dxsig_escape(char *buf, size_t size, const char *s, size_t len);

/* Appends s[0, len) escaped. */
DXSIG_API void dxsig_buffer_put_escaped(struct dxsig_buffer *b, const char *s, size_t len);

/* Names longer than this many bytes are shown cut (DXC's longest valid
 * semantic name is 64 bytes: a valid name is always shown whole). */
#define DXSIG_NAME_SHOWN 64u
/* The size of dxsig_name_text's buffer. */
#define DXSIG_NAME_TEXT_SIZE (4u * DXSIG_NAME_SHOWN + 32u)
/* dxsig_name_text's len for a NUL-terminated name. */
#define DXSIG_NAME_NUL_TERMINATED ((size_t)-1)

/* A name as messages and tables show it: escaped, and a name longer than
 * DXSIG_NAME_SHOWN bytes cut to its first DXSIG_NAME_SHOWN, then
 * "...(N bytes)", so that what a message keeps of a name is bounded (a
 * 1 MB name in 3,000 diagnostics was kept 3,000 times). name: len bytes
 * (a NUL among the first DXSIG_NAME_SHOWN ends it, as printf's %s would
 * end it; only those are read when len is given), or
 * DXSIG_NAME_NUL_TERMINATED; NULL is "". buf: DXSIG_NAME_TEXT_SIZE bytes.
 * Returns buf. */
DXSIG_API const char *dxsig_name_text(char *buf, const char *name, size_t len);

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
