/* The one place a diagnostic list leaves the glue. */
#include "glue.h"

#include <stdio.h>

void dxsig_glue_report(const struct dxsig_diag_list *diags, dxsig_diag_sink sink, void *ctx) {
  for (size_t i = 0; i < diags->count; ++i)
    sink(ctx, diags->items[i].severity, diags->items[i].message);
  if (diags->dropped) {
    char note[64];
    snprintf(note, sizeof note, "%zu more diagnostics not shown", diags->dropped);
    sink(ctx, DXSIG_NOTE, note);
  }
  if (diags->truncated)
    sink(ctx, DXSIG_ERROR, "out of memory: some diagnostics were lost");
}
