/* The one way a diagnostic list leaves the library. */
#include "dxsig/driver.h"

#include <stdio.h>
#include <stdlib.h>

/* "FILE:LINE:COLUMN: MESSAGE" for an element diagnostic at a place in code
 * (a body's access with !dbg), malloc'd; NULL for any other. */
static char *located_text(const struct dxsig_diag *d) {
  if (!d->entry || !d->file || !d->line)
    return NULL;
  char column[16] = "";
  if (d->column)
    snprintf(column, sizeof column, ":%u", (unsigned)d->column);
  int n = snprintf(NULL, 0, "%s:%u%s: %s", d->file, (unsigned)d->line, column, d->message);
  char *text = n < 0 ? NULL : malloc((size_t)n + 1);
  if (text)
    snprintf(text, (size_t)n + 1, "%s:%u%s: %s", d->file, (unsigned)d->line, column,
             d->message);
  return text;
}

void dxsig_diag_list_send(const struct dxsig_diag_list *diags, dxsig_diag_sink sink,
                          void *ctx) {
  for (size_t i = 0; i < diags->count; ++i) {
    const struct dxsig_diag *d = &diags->items[i];
    char *located = located_text(d);
    sink(ctx, d->severity, d, located ? located : d->message);
    free(located);
  }
  if (diags->dropped) {
    char note[64];
    snprintf(note, sizeof note, "%zu more diagnostics not shown", diags->dropped);
    sink(ctx, DXSIG_NOTE, NULL, note);
  }
  if (diags->truncated)
    sink(ctx, DXSIG_ERROR, NULL, "out of memory: some diagnostics were lost");
}
