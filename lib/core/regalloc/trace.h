/* Reporting a packer's search to a struct dxsig_pack_trace (internal; the
 * events are described in dxsig/pack.h).
 *
 * The packers search with dxsig_fit_grid_find and report through these
 * helpers only when a trace is set, so an untraced pack pays one test per
 * search.
 */
#ifndef DXSIG_TRACE_H
#define DXSIG_TRACE_H

#include "dxsig/pack.h"
#include "grid.h"

/* What a search is for: one per call site. */
struct dxsig_trace_site {
  const struct dxsig_pack_trace *trace;  /* NULL: not traced */
  enum dxsig_pack_step step;
  size_t element;
  uint32_t clip_cull_row;
};

/* Reports one finished search of s in g (the grid before the placement)
 * from row `from` and column start_col: why each row from `from` up to the
 * landing row (every row of the grid when !found) and each column before
 * the landing column is refused, then PLACED at (*row, *col) or FAILED.
 * Rows where s fits (outside the search's window) are not reported. */
void dxsig_trace_search(const struct dxsig_trace_site *site, const struct dxsig_fit_grid *g,
                        const struct dxsig_shape *s, uint32_t from, uint32_t start_col,
                        bool found, uint32_t row, uint32_t col);

/* A closing event that is not the end of a grid search: PLACED at (row,
 * col) with size s, or FAILED when !placed. */
void dxsig_trace_result(const struct dxsig_trace_site *site, const struct dxsig_shape *s,
                        uint32_t from, bool placed, uint32_t row, uint32_t col);

/* dxsig_fit_grid_find, reported to site->trace when it is set. */
static inline bool dxsig_fit_grid_find_traced(const struct dxsig_fit_grid *g,
                                              const struct dxsig_shape *s, uint32_t start,
                                              uint32_t count, uint32_t start_col,
                                              uint32_t *row, uint32_t *col,
                                              const struct dxsig_trace_site *site) {
  bool found = dxsig_fit_grid_find(g, s, start, count, start_col, row, col);
  if (site->trace)
    dxsig_trace_search(site, g, s, start, start_col, found, found ? *row : 0,
                       found ? *col : 0);
  return found;
}

/* dxsig_fit_grid_pack, reported to site->trace when it is set. */
static inline bool dxsig_fit_grid_pack_traced(struct dxsig_fit_grid *g,
                                              const struct dxsig_shape *s, uint32_t start,
                                              uint32_t count, uint32_t start_col,
                                              uint32_t *row, uint32_t *col,
                                              const struct dxsig_trace_site *site) {
  if (!dxsig_fit_grid_find_traced(g, s, start, count, start_col, row, col, site))
    return false;
  dxsig_fit_grid_place(g, s, *row, *col);
  return true;
}

/* The search for an element in the signature rows (step ELEMENT, rows
 * start .. 31): dxsig_fit_grid_pack, reported when trace is set. The
 * packers' hot path: untraced, it is the inline search and nothing more. */
bool dxsig_trace_pack_element(struct dxsig_fit_grid *g, const struct dxsig_shape *s,
                              uint32_t start, uint32_t start_col, uint32_t *row, uint32_t *col,
                              const struct dxsig_pack_trace *trace, size_t element);

static inline bool dxsig_fit_grid_pack_element(struct dxsig_fit_grid *g,
                                               const struct dxsig_shape *s, uint32_t start,
                                               uint32_t start_col, uint32_t *row, uint32_t *col,
                                               const struct dxsig_pack_trace *trace,
                                               size_t element) {
  if (trace)
    return dxsig_trace_pack_element(g, s, start, start_col, row, col, trace, element);
  return dxsig_fit_grid_pack(g, s, start, DXSIG_MAX_ROWS, start_col, row, col);
}

#endif
