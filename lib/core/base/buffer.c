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

/* ---- text from the input ---------------------------------------------------- */

/* Printable ASCII but the backslash and the quote: shown as they are. */
static bool plain_byte(unsigned char c) { return c >= 0x20 && c < 0x7F && c != '\\' && c != '\''; }

size_t dxsig_escape(char *buf, size_t size, const char *s, size_t len) {
  static const char HEX[] = "0123456789abcdef";
  if (size == 0)
    return 0;
  size_t o = 0, i = 0;
  for (; i < len; ++i) {
    unsigned char c = (unsigned char)s[i];
    size_t need = plain_byte(c) ? 1 : 4;
    if (need >= size - o) /* and the NUL */
      break;
    if (need == 1) {
      buf[o++] = (char)c;
      continue;
    }
    buf[o++] = '\\';
    buf[o++] = 'x';
    buf[o++] = HEX[c >> 4];
    buf[o++] = HEX[c & 0xF];
  }
  buf[o] = '\0';
  return i;
}

void dxsig_buffer_put_escaped(struct dxsig_buffer *b, const char *s, size_t len) {
  char chunk[256];
  while (len > 0 && !b->failed) {
    size_t done = dxsig_escape(chunk, sizeof chunk, s, len);
    dxsig_buffer_printf(b, "%s", chunk);
    s += done;
    len -= done;
  }
}

/* strlen, reading at most max bytes. */
static size_t bounded_len(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    ++n;
  return n;
}

const char *dxsig_name_text(char *buf, const char *name, size_t len) {
  if (!name)
    len = 0;
  /* Only the shown bytes are read: a NUL among them ends the name (as
   * printf's %s would); a longer name's length is taken as given. */
  size_t head = len < DXSIG_NAME_SHOWN ? len : DXSIG_NAME_SHOWN;
  if (len == DXSIG_NAME_NUL_TERMINATED) {
    head = bounded_len(name, DXSIG_NAME_SHOWN);
    len = head < DXSIG_NAME_SHOWN ? head : strlen(name);
  } else if (head > 0) {
    const char *nul = memchr(name, 0, head);
    if (nul)
      len = head = (size_t)(nul - name);
  }
  size_t shown = dxsig_escape(buf, DXSIG_NAME_TEXT_SIZE, name, head);
  if (shown < len) {
    size_t o = strlen(buf);
    snprintf(buf + o, DXSIG_NAME_TEXT_SIZE - o, "...(%zu bytes)", len);
  }
  return buf;
}
