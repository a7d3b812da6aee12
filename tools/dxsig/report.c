/* How the CLI reports: one line per diagnostic on stderr, or, with --json,
 * objects collected for the command's JSON document (json.c); the -W
 * options (options.c) hide warnings or make them errors. The state is the
 * CLI's (one command per process). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "json.h"
#include "source.h"

static struct {
  bool json;
  size_t promoted;   /* warnings reported as errors */
  json_t *diags;     /* --json: the diagnostics so far */
  const char *json_usage; /* the command whose usage errors are JSON */
} state;

bool cli_werror_failed(void) { return state.promoted != 0; }

int cli_exit_status(int rc) {
  return rc == CLI_OK && state.promoted ? CLI_INPUT_ERROR : rc;
}

void cli_set_json(bool on) { state.json = on; }
bool cli_json_mode(void) { return state.json; }

void cli_set_json_usage(const char *command) { state.json_usage = command; }

bool cli_json_usage_error(const struct cli_command *command, const char *fmt, va_list ap) {
  if (!state.json_usage)
    return false;
  char message[1024], full[1200];
  vsnprintf(message, sizeof message, fmt, ap);
  snprintf(full, sizeof full, "%s (run 'dxsig help %s')", message,
           command ? command->name : state.json_usage);
  state.json = true;
  cli_diag(NULL, DXSIG_ERROR, full);
  cli_json_write(state.json_usage, false, NULL, NULL);
  state.json_usage = NULL; /* one document */
  return true;
}

/* What the -W options make of diagnostic d (NULL: the command line's own,
 * of no rule: -Werror alone counts): false when it is not shown. */
static bool effective(const struct dxsig_diag *d, enum dxsig_severity *s) {
  enum dxsig_severity shown = *s;
  if (!dxsig_warning_policy_severity(cli_warning_policy(),
                                     d ? d->code : DXSIG_RULE_NONE, &shown))
    return false;
  if (shown != *s)
    state.promoted++;
  *s = shown;
  return true;
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
  if (!effective(d, &severity))
    return;
  /* A diagnostic about a node the text of file defines points at that
   * line, as compilers' do, so that an editor jumps to the definition. */
  struct dxsig_diag located;
  uint32_t column = 0;
  uint32_t line = d && d->node.known && !d->line && file
                      ? cli_node_line(file, d->node.slot, &column)
                      : 0;
  const char *shown = file && strcmp(file, "-") == 0 ? "<stdin>" : file;
  struct dxsig_hlsl_loc source;
  if (line) {
    located = *d;
    located.file = shown;
    located.line = line;
    located.column = column;
    d = &located;
  } else if (d && !d->line && cli_hlsl_locate(file, d, &source)) {
    /* An element read from HLSL: where it is declared. */
    located = *d;
    located.file = shown = source.file;
    located.line = line = source.line;
    located.column = column = source.col;
    d = &located;
  }
  if (state.json) {
    json_array_append_new(diagnostics(), cli_json_diag(file, d, severity, message));
    return;
  }
  const char *what = dxsig_severity_name(severity);
  if (line)
    fprintf(stderr, "%s:%u:%u: %s: %s\n", shown, (unsigned)line, (unsigned)column, what, message);
  else if (d && d->entry && d->file && d->line) /* a body's access, from its !dbg */
    fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, (unsigned)d->line, (unsigned)d->column, what,
            message);
  else if (file)
    fprintf(stderr, "dxsig: %s: %s: %s\n", what, file, message);
  else
    fprintf(stderr, "dxsig: %s: %s\n", what, message);
}

void cli_diag(const char *file, enum dxsig_severity severity, const char *message) {
  emit(file, NULL, severity, message);
}

/* The CLI's sink (dxsig_diag_list_send): emit formats a located
 * diagnostic itself, with the severity after the location. */
static void sink(void *file, enum dxsig_severity severity, const struct dxsig_diag *d,
                 const char *text) {
  emit(file, d, severity, d ? d->message : text);
}

void cli_report(const char *file, const struct dxsig_diag_list *diags) {
  dxsig_diag_list_send(diags, sink, (void *)file);
}

void cli_report_located(struct dxsig_diag_list *diags, const char *name) {
  state.promoted += dxsig_diag_apply_policy(diags, cli_warning_policy());
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, diags, name);
  if (b.data)
    fputs(b.data, stderr);
  dxsig_buffer_finish(&b);
}
