/* Register map of one signature: "reg0: A0.xyz | B0.w", one line per row
 * from row 0 to the last used row, one map per GS stream. Robust against
 * unverified elements: only what lies inside the 32x4 space is drawn. */
#include "dxsig/diag.h"
#include "dxsig/print.h"

#include <stdlib.h>

struct segment {
  uint32_t col, end;  /* components [col, end) */
  size_t element;
  uint32_t row;       /* row inside the element: selects the semantic index */
};

static const char COMPONENTS[] = "xyzw";

static bool in_space(const struct dxsig_element *e) {
  return e->start_row >= 0 && e->start_col >= 0 &&
         (uint32_t)e->start_row < DXSIG_MAX_ROWS &&
         (uint32_t)e->start_col < DXSIG_MAX_COLS && e->rows > 0 && e->cols > 0;
}

static uint32_t end_row(const struct dxsig_element *e) {
  uint32_t room = DXSIG_MAX_ROWS - (uint32_t)e->start_row;
  return (uint32_t)e->start_row + (e->rows < room ? e->rows : room);
}

static uint32_t end_col(const struct dxsig_element *e) {
  uint32_t room = DXSIG_MAX_COLS - (uint32_t)e->start_col;
  return (uint32_t)e->start_col + (e->cols < room ? e->cols : room);
}

static int segment_cmp(const void *pa, const void *pb) {
  const struct segment *a = pa, *b = pb;
  if (a->col != b->col)
    return a->col < b->col ? -1 : 1;
  return a->element < b->element ? -1 : a->element > b->element;
}

static void print_components(struct dxsig_buffer *b, uint32_t from, uint32_t to) {
  dxsig_buffer_printf(b, ".%.*s", (int)(to - from), COMPONENTS + from);
}

static void print_row(struct dxsig_buffer *b, const struct dxsig_signature *sig,
                      uint32_t stream, uint32_t row, struct segment *segs) {
  size_t n = 0;
  for (size_t i = 0; i < sig->count; ++i) {
    const struct dxsig_element *e = &sig->elements[i];
    if (e->stream != stream || !in_space(e) || row < (uint32_t)e->start_row ||
        row >= end_row(e))
      continue;
    segs[n++] = (struct segment){(uint32_t)e->start_col, end_col(e), i,
                                 row - (uint32_t)e->start_row};
  }
  qsort(segs, n, sizeof(*segs), segment_cmp);

  dxsig_buffer_printf(b, "reg%u: ", (unsigned)row);
  uint32_t pos = 0;
  for (size_t i = 0; i < n; ++i) {
    const struct dxsig_element *e = &sig->elements[segs[i].element];
    if (segs[i].col > pos) {
      dxsig_buffer_printf(b, "unused");
      print_components(b, pos, segs[i].col);
      dxsig_buffer_printf(b, " | ");
    }
    char name[DXSIG_NAME_TEXT_SIZE];
    dxsig_buffer_printf(b, "%s", e->name ? dxsig_element_name_text(name, e) : "?");
    if (e->indices && segs[i].row < e->index_count)
      dxsig_buffer_printf(b, "%u", (unsigned)e->indices[segs[i].row]);
    print_components(b, segs[i].col, segs[i].end);
    if (segs[i].end > pos)
      pos = segs[i].end;
    if (i + 1 < n || pos < DXSIG_MAX_COLS)
      dxsig_buffer_printf(b, " | ");
  }
  if (pos < DXSIG_MAX_COLS) {
    dxsig_buffer_printf(b, "unused");
    print_components(b, pos, DXSIG_MAX_COLS);
  }
  dxsig_buffer_printf(b, "\n");
}

/* Rows [0, end) of one stream; returns false when it has no used row. */
static bool print_stream(struct dxsig_buffer *b, const struct dxsig_signature *sig,
                         uint32_t stream, bool heading, struct segment *segs) {
  uint32_t end = 0;
  for (size_t i = 0; i < sig->count; ++i) {
    const struct dxsig_element *e = &sig->elements[i];
    if (e->stream == stream && in_space(e) && end_row(e) > end)
      end = end_row(e);
  }
  if (end == 0)
    return false;
  if (heading)
    dxsig_buffer_printf(b, "stream %u:\n", (unsigned)stream);
  for (uint32_t row = 0; row < end; ++row)
    print_row(b, sig, stream, row, segs);
  return true;
}

void dxsig_print_register_map(struct dxsig_buffer *b, const struct dxsig_signature *sig) {
  if (!sig || sig->count == 0)
    return;
  struct segment *segs = calloc(sig->count, sizeof(*segs));
  if (!segs) {
    b->failed = true;
    return;
  }
  /* Streams in ascending order, each once; a stream heading only when some
   * element uses a stream other than 0 (GS output). */
  bool multi = false;
  for (size_t i = 0; i < sig->count; ++i)
    multi |= sig->elements[i].stream != 0 && in_space(&sig->elements[i]);
  uint32_t stream = 0;
  for (;;) {
    print_stream(b, sig, stream, multi, segs);
    bool found = false;
    uint32_t next = 0;
    for (size_t i = 0; i < sig->count; ++i) {
      uint32_t s = sig->elements[i].stream;
      if (s > stream && in_space(&sig->elements[i]) && (!found || s < next)) {
        next = s;
        found = true;
      }
    }
    if (!found)
      break;
    stream = next;
  }
  free(segs);
}
