/* Root signatures: located diagnostics. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void dxsig_rs_position(const struct dxsig_rs_source *src, uint32_t offset,
                       uint32_t *line, uint32_t *col) {
  size_t o = offset;
  if (o > src->len)
    o = src->len;
  if (src->segments && src->segment_count) {
    /* Last segment starting at or before o (binary search). */
    size_t lo = 0, hi = src->segment_count;
    while (hi - lo > 1) {
      size_t mid = lo + (hi - lo) / 2;
      if (src->segments[mid].offset <= o)
        lo = mid;
      else
        hi = mid;
    }
    const struct dxsig_rs_segment *s = &src->segments[lo];
    size_t delta = o >= s->offset ? o - s->offset : 0;
    *line = s->line;
    *col = s->col + (uint32_t)(delta > UINT32_MAX - s->col ? UINT32_MAX - s->col : delta);
    return;
  }
  uint32_t l = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < o; ++i)
    if (src->text[i] == '\n') {
      l++;
      line_start = i + 1;
    }
  *line = l;
  size_t c = o - line_start + 1;
  *col = c > UINT32_MAX ? UINT32_MAX : (uint32_t)c;
}

void dxsig_rs_report(struct dxsig_diag_list *d, const struct dxsig_rs_source *src,
                     uint32_t offset, enum dxsig_severity severity, enum dxsig_rule code,
                     const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *msg = n < 0 ? NULL : malloc((size_t)n + 1);
  if (!msg) {
    if (severity == DXSIG_ERROR)
      d->error_count++;
    d->truncated = true;
    return;
  }
  va_start(ap, fmt);
  vsnprintf(msg, (size_t)n + 1, fmt, ap);
  va_end(ap);
  uint32_t line = 0, col = 0;
  if (src && offset != DXSIG_RS_NO_SRC)
    dxsig_rs_position(src, offset, &line, &col);
  dxsig_diag_add_at(d, severity, code, line ? src->name : NULL, line, col, "%s", msg);
  free(msg);
}
