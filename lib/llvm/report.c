/* The one place a diagnostic list leaves the glue. */
#include "glue.h"

#include <stdio.h>
#include <stdlib.h>

/* An element diagnostic at a place in code (a body's access with !dbg)
 * leads with that place, "FILE:LINE:COLUMN: ", as compilers print it. */
static void send(const struct dxsig_diag *d, dxsig_diag_sink sink, void *ctx) {
  if (!d->entry || !d->file || !d->line) {
    sink(ctx, d->severity, d->message);
    return;
  }
  int n = d->column ? snprintf(NULL, 0, "%s:%u:%u: %s", d->file, (unsigned)d->line,
                               (unsigned)d->column, d->message)
                    : snprintf(NULL, 0, "%s:%u: %s", d->file, (unsigned)d->line, d->message);
  char *text = n < 0 ? NULL : malloc((size_t)n + 1);
  if (!text) {
    sink(ctx, d->severity, d->message);
    return;
  }
  if (d->column)
    snprintf(text, (size_t)n + 1, "%s:%u:%u: %s", d->file, (unsigned)d->line,
             (unsigned)d->column, d->message);
  else
    snprintf(text, (size_t)n + 1, "%s:%u: %s", d->file, (unsigned)d->line, d->message);
  sink(ctx, d->severity, text);
  free(text);
}

void dxsig_glue_report(const struct dxsig_diag_list *diags, dxsig_diag_sink sink, void *ctx) {
  for (size_t i = 0; i < diags->count; ++i)
    send(&diags->items[i], sink, ctx);
  if (diags->dropped) {
    char note[64];
    snprintf(note, sizeof note, "%zu more diagnostics not shown", diags->dropped);
    sink(ctx, DXSIG_NOTE, note);
  }
  if (diags->truncated)
    sink(ctx, DXSIG_ERROR, "out of memory: some diagnostics were lost");
}
