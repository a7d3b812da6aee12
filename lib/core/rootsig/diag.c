/* Root signatures: located diagnostics. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void dxsig_rs_diags_init(struct dxsig_rs_diags *d) { memset(d, 0, sizeof(*d)); }

void dxsig_rs_diags_finish(struct dxsig_rs_diags *d) {
  for (size_t i = 0; i < d->count; ++i)
    free(d->items[i].message);
  free(d->items);
  memset(d, 0, sizeof(*d));
}

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

void dxsig_rs_report(struct dxsig_rs_diags *d, const struct dxsig_rs_source *src,
                     uint32_t offset, enum dxsig_severity severity, const char *code,
                     const char *fmt, ...) {
  if (severity == DXSIG_ERROR)
    d->error_count++;
  if (d->count >= DXSIG_RS_MAX_DIAGS) {
    d->dropped++;
    return;
  }
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *msg = n < 0 ? NULL : malloc((size_t)n + 1);
  if (!msg) {
    d->truncated = true;
    return;
  }
  va_start(ap, fmt);
  vsnprintf(msg, (size_t)n + 1, fmt, ap);
  va_end(ap);
  if (d->count == d->capacity) {
    size_t cap = d->capacity ? d->capacity * 2 : 8;
    struct dxsig_rs_diag *items =
        cap > SIZE_MAX / sizeof(*items) ? NULL : realloc(d->items, cap * sizeof(*items));
    if (!items) {
      free(msg);
      d->truncated = true;
      return;
    }
    d->items = items;
    d->capacity = cap;
  }
  struct dxsig_rs_diag *it = &d->items[d->count++];
  it->severity = severity;
  it->code = code;
  it->file = NULL;
  it->line = it->col = 0;
  it->message = msg;
  if (!src || offset == DXSIG_RS_NO_SRC)
    return;
  dxsig_rs_position(src, offset, &it->line, &it->col);
  const struct dxsig_rs_segment *seg = dxsig_rs_segment_of(src, offset);
  if (!seg)
    return;
  it->file = seg->file;
  /* An error written inside a macro body: a note where the macro was used. */
  if (seg->macro && seg->use_file && severity != DXSIG_NOTE) {
    char note[320];
    snprintf(note, sizeof note, "in expansion of macro '%.200s'", seg->macro);
    dxsig_rs_diags_add(d, DXSIG_NOTE, code, seg->use_file, seg->use_line, seg->use_col, note);
  }
}

void dxsig_rs_diags_add(struct dxsig_rs_diags *d, enum dxsig_severity severity, const char *code,
                        const char *file, uint32_t line, uint32_t col, const char *message) {
  size_t before = d->count;
  dxsig_rs_report(d, NULL, DXSIG_RS_NO_SRC, severity, code, "%s", message);
  if (d->count > before) {
    d->items[before].file = file;
    d->items[before].line = line;
    d->items[before].col = line ? col : 0;
  }
}

static const char *severity_word(enum dxsig_severity s) {
  return s == DXSIG_ERROR ? "error" : s == DXSIG_WARNING ? "warning" : "note";
}

void dxsig_rs_diags_print(struct dxsig_buffer *b, const struct dxsig_rs_diags *d,
                          const char *name) {
  if (!name)
    name = "rootsig";
  for (size_t i = 0; i < d->count; ++i) {
    const struct dxsig_rs_diag *it = &d->items[i];
    const char *where = it->file ? it->file : name;
    if (it->line)
      dxsig_buffer_printf(b, "%s:%u:%u: %s: %s\n", where, (unsigned)it->line,
                          (unsigned)it->col, severity_word(it->severity), it->message);
    else
      dxsig_buffer_printf(b, "%s: %s: %s\n", where, severity_word(it->severity), it->message);
  }
  if (d->dropped)
    dxsig_buffer_printf(b, "%s: note: %zu more diagnostics not shown\n", name, d->dropped);
  if (d->truncated)
    dxsig_buffer_printf(b, "%s: error: out of memory; some diagnostics were lost\n", name);
}

void dxsig_rs_diags_to_list(const struct dxsig_rs_diags *d, const char *name,
                            struct dxsig_diag_list *out) {
  if (!name)
    name = "rootsig";
  for (size_t i = 0; i < d->count; ++i) {
    const struct dxsig_rs_diag *it = &d->items[i];
    const char *where = it->file ? it->file : name;
    if (it->line)
      dxsig_diag_add(out, it->severity, it->code, "%s:%u:%u: %s", where, (unsigned)it->line,
                     (unsigned)it->col, it->message);
    else
      dxsig_diag_add(out, it->severity, it->code, "%s: %s", where, it->message);
  }
  if (d->dropped)
    dxsig_diag_add(out, DXSIG_NOTE, "limit", "%s: %zu more diagnostics not shown", name,
                   d->dropped);
  if (d->truncated)
    dxsig_diag_add(out, DXSIG_ERROR, "oom", "%s: out of memory; some diagnostics were lost",
                   name);
}
