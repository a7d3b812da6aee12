/* Root signatures: located diagnostics. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct dxsig_rs_segment *dxsig_rs_segment_of(const struct dxsig_rs_source *src,
                                                   uint32_t offset) {
  if (!src->segments || !src->segment_count)
    return NULL;
  size_t o = offset > src->len ? src->len : offset;
  size_t lo = 0, hi = src->segment_count;
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (src->segments[mid].offset <= o)
      lo = mid;
    else
      hi = mid;
  }
  return &src->segments[lo];
}

void dxsig_rs_position(const struct dxsig_rs_source *src, uint32_t offset,
                       uint32_t *line, uint32_t *col) {
  size_t o = offset;
  if (o > src->len)
    o = src->len;
  const struct dxsig_rs_segment *s = dxsig_rs_segment_of(src, (uint32_t)o);
  if (s) {
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
  const struct dxsig_rs_segment *seg = NULL;
  if (src && offset != DXSIG_RS_NO_SRC) {
    dxsig_rs_position(src, offset, &line, &col);
    seg = dxsig_rs_segment_of(src, offset);
  }
  const char *file = seg && seg->file ? seg->file : src ? src->name : NULL;
  dxsig_diag_add_at(d, severity, code, line ? file : NULL, line, col, "%s", msg);
  free(msg);
  /* Written inside a macro body: a note where the macro was used. */
  if (seg && seg->macro && seg->use_file && severity != DXSIG_NOTE)
    dxsig_diag_add_at(d, DXSIG_NOTE, code, seg->use_file, seg->use_line, seg->use_col,
                      "in expansion of macro '%.200s'", seg->macro);
}
