/* The one place a diagnostic list leaves the glue. */
#include "glue.h"

#include <stdio.h>
#include <stdlib.h>

char *dxsig_glue_located_text(const struct dxsig_diag *d) {
  if (!d->entry || !d->file || !d->line)
    return NULL;
  int n = d->column ? snprintf(NULL, 0, "%s:%u:%u: %s", d->file, (unsigned)d->line,
                               (unsigned)d->column, d->message)
                    : snprintf(NULL, 0, "%s:%u: %s", d->file, (unsigned)d->line, d->message);
  char *text = n < 0 ? NULL : malloc((size_t)n + 1);
  if (text && d->column)
    snprintf(text, (size_t)n + 1, "%s:%u:%u: %s", d->file, (unsigned)d->line,
             (unsigned)d->column, d->message);
  else if (text)
    snprintf(text, (size_t)n + 1, "%s:%u: %s", d->file, (unsigned)d->line, d->message);
  return text;
}

static void send(const struct dxsig_diag *d, dxsig_diag_sink sink, void *ctx) {
  char *located = dxsig_glue_located_text(d);
  sink(ctx, d->severity, located ? located : d->message);
  free(located);
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
