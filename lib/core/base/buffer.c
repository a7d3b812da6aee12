/* Growable, always NUL-terminated text buffer for the printers. */
#include "dxsig/print.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"

void dxsig_buffer_init(struct dxsig_buffer *b) { memset(b, 0, sizeof(*b)); }

void dxsig_buffer_finish(struct dxsig_buffer *b) {
  free(b->data);
  memset(b, 0, sizeof(*b));
}

/* Room for extra more bytes plus the NUL. */
static bool reserve(struct dxsig_buffer *b, size_t extra) {
  if (b->failed)
    return false;
  if (extra > SIZE_MAX - b->len - 1) {
    b->failed = true;
    return false;
  }
  char *data = dxsig_grow(b->data, &b->capacity, b->len + extra + 1, 1);
  if (!data) {
    b->failed = true;
    return false;
  }
  b->data = data;
  return true;
}

void dxsig_buffer_printf(struct dxsig_buffer *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) {
    b->failed = true;
    return;
  }
  if (!reserve(b, (size_t)n))
    return;
  va_start(ap, fmt);
  vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  b->len += (size_t)n;
}
