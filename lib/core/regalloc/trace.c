/* Reporting a packer's search (see trace.h). */
#include "trace.h"

static struct dxsig_pack_event event_of(const struct dxsig_trace_site *site,
                                        enum dxsig_pack_event_kind kind,
                                        const struct dxsig_shape *s, uint32_t from,
                                        uint32_t start_col) {
  struct dxsig_pack_event ev = {.kind = kind,
                                .step = site->step,
                                .element = site->element,
                                .rows = s->rows,
                                .cols = s->cols,
                                .from = from,
                                .start_col = start_col,
                                .clip_cull_row = site->clip_cull_row,
                                .conflict = DXSIG_PACK_CONFLICT_NONE};
  return ev;
}

static void send_result(const struct dxsig_trace_site *site, const struct dxsig_shape *s,
                        uint32_t from, uint32_t start_col, bool placed, uint32_t row,
                        uint32_t col) {
  struct dxsig_pack_event ev = event_of(
      site, placed ? DXSIG_PACK_EVENT_PLACED : DXSIG_PACK_EVENT_FAILED, s, from, start_col);
  if (placed) {
    ev.row = row;
    ev.col = col;
  }
  site->trace->event(site->trace->user, &ev);
}

/* The first column >= start_col where s fits at row, or 4. */
static uint32_t first_fit_col(const struct dxsig_grid *g, const struct dxsig_shape *s,
                              uint32_t row, uint32_t start_col) {
  for (uint32_t c = start_col; c + s->cols <= 4; ++c)
    if (dxsig_grid_col_conflict(g, s, row, c) == DXSIG_PACK_CONFLICT_NONE)
      return c;
  return 4;
}

void dxsig_trace_search(const struct dxsig_trace_site *site, const struct dxsig_fit_grid *fit,
                        const struct dxsig_shape *s, uint32_t from, uint32_t start_col,
                        bool found, uint32_t row, uint32_t col) {
  const struct dxsig_pack_trace *t = site->trace;
  const struct dxsig_grid *g = &fit->grid;
  struct dxsig_pack_event ev = event_of(site, DXSIG_PACK_EVENT_REFUSED, s, from, start_col);
  ev.col = DXSIG_PACK_WHOLE_ROW;
  for (uint32_t r = from; r < (found ? row : g->nrows); ++r) {
    ev.conflict = dxsig_grid_row_conflict_at(g, s, r, &ev.at_row);
    if (ev.conflict == DXSIG_PACK_CONFLICT_NONE) {
      if (first_fit_col(g, s, r, start_col) < 4)
        continue; /* fits, outside the search's window */
      ev.conflict = DXSIG_PACK_CONFLICT_COLUMNS;
    }
    ev.row = r;
    t->event(t->user, &ev);
    if (ev.conflict == DXSIG_PACK_CONFLICT_FIT)
      break; /* every later row ends past the grid too */
  }
  if (found) {
    ev.row = ev.at_row = row;
    for (uint32_t c = start_col; c < col; ++c) {
      ev.col = c;
      ev.conflict = dxsig_grid_col_conflict(g, s, row, c);
      t->event(t->user, &ev);
    }
  }
  send_result(site, s, from, start_col, found, row, col);
}

void dxsig_trace_result(const struct dxsig_trace_site *site, const struct dxsig_shape *s,
                        uint32_t from, bool placed, uint32_t row, uint32_t col) {
  send_result(site, s, from, 0, placed, row, col);
}

bool dxsig_trace_pack_element(struct dxsig_fit_grid *g, const struct dxsig_shape *s,
                              uint32_t start, uint32_t start_col, uint32_t *row, uint32_t *col,
                              const struct dxsig_pack_trace *trace, size_t element) {
  struct dxsig_trace_site site = {trace, DXSIG_PACK_STEP_ELEMENT, element, 0};
  return dxsig_fit_grid_pack_traced(g, s, start, DXSIG_MAX_ROWS, start_col, row, col, &site);
}
