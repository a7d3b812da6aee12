/* How the CLI reports: one line per diagnostic on stderr, or, with --json,
 * objects collected for the command's JSON document (json.c); -Werror makes
 * warnings errors. The state is the CLI's (one command per process). */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "json.h"

static struct {
  bool werror;
  bool json;
  size_t promoted;   /* warnings reported as errors */
  json_t *diags;     /* --json: the diagnostics so far */
} state;

void cli_set_werror(bool on) { state.werror = on; }

bool cli_werror_failed(void) { return state.promoted != 0; }

int cli_exit_status(int rc) {
  return rc == CLI_OK && state.promoted ? CLI_INPUT_ERROR : rc;
}

void cli_set_json(bool on) { state.json = on; }
bool cli_json_mode(void) { return state.json; }

static enum dxsig_severity effective(enum dxsig_severity s) {
  if (s == DXSIG_WARNING && state.werror) {
    state.promoted++;
    return DXSIG_ERROR;
  }
  return s;
}

static json_t *diagnostics(void) {
  if (!state.diags)
    state.diags = json_array();
  return state.diags;
}

json_t *cli_json_take_diagnostics(void) {
  json_t *d = diagnostics();
  state.diags = NULL;
  return d;
}

static void emit(const char *file, const struct dxsig_diag *d, enum dxsig_severity severity,
                 const char *message) {
  severity = effective(severity);
  if (state.json) {
    json_array_append_new(diagnostics(), cli_json_diag(file, d, severity, message));
    return;
  }
  const char *what = dxsig_severity_name(severity);
  if (file)
    fprintf(stderr, "dxsig: %s: %s: %s\n", what, file, message);
  else
    fprintf(stderr, "dxsig: %s: %s\n", what, message);
}

void cli_diag(const char *file, enum dxsig_severity severity, const char *message) {
  emit(file, NULL, severity, message);
}

void cli_report(const char *file, const struct dxsig_diag_list *diags) {
  for (size_t i = 0; i < diags->count; ++i) {
    const struct dxsig_diag *d = &diags->items[i];
    char *located = state.json ? NULL : dxsig_glue_located_text(d);
    emit(file, d, d->severity, located ? located : d->message);
    free(located);
  }
  if (diags->dropped) {
    char note[64];
    snprintf(note, sizeof note, "%zu more diagnostics not shown", diags->dropped);
    emit(file, NULL, DXSIG_NOTE, note);
  }
  if (diags->truncated)
    emit(file, NULL, DXSIG_ERROR, "out of memory: some diagnostics were lost");
}

void cli_report_located(struct dxsig_diag_list *diags, const char *name) {
  for (size_t i = 0; i < diags->count; ++i)
    diags->items[i].severity = effective(diags->items[i].severity);
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, diags, name);
  if (b.data)
    fputs(b.data, stderr);
  dxsig_buffer_finish(&b);
}
