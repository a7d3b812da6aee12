/* dxsig CLI internals: options, input, output. */
#ifndef DXSIG_CLI_H
#define DXSIG_CLI_H

#include "glue.h"
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "dxsig/dxsig.h"
#include "options.h"

enum { CLI_OK = 0, CLI_INPUT_ERROR = 1, CLI_USAGE_ERROR = 2 };

/* An invalid --packing value: what the message lists. */
#define CLI_INVALID_PACKING "invalid packing mode '%s' (prefix-stable, optimized or minimal)"

/* "dxsig: error: FILE: message" and friends on stderr (report.c); with
 * --json collected for the command's document instead. */
void cli_diag(const char *file, enum dxsig_severity severity, const char *message);
/* Reports a whole list for file, each diagnostic with its fields. */
void cli_report(const char *file, const struct dxsig_diag_list *diags);
/* Located diagnostics clang-style ("FILE:LINE:COL: error: ..."), name for
 * those without a file (rootsig). */
void cli_report_located(struct dxsig_diag_list *diags, const char *name);
/* -Werror made a warning an error: write no output. */
bool cli_werror_failed(void);
/* The exit status rc once -Werror has had its say. */
int cli_exit_status(int rc);
/* --json: diagnostics are collected (cli_json_diagnostics) instead of
 * printed. */
void cli_set_json(bool on);
bool cli_json_mode(void);
/* The command line of a command that writes JSON has --json (main.c looks
 * before the command parses it): usage errors are documents too. */
void cli_set_json_usage(const char *command);
/* With cli_set_json_usage: writes the command's document (ok false, the
 * message as a diagnostic) on standard output and returns true; else
 * false, and the caller prints the message. */
bool cli_json_usage_error(const struct cli_command *command, const char *fmt, va_list ap);

/* Parses a .ll (or bitcode) file into a new module of ctx and checks it
 * with LLVM's verifier. NULL after reporting an error (a syntax error as
 * LLVM's tools print it: FILE:LINE:COLUMN, the line, a caret). An HLSL
 * file (source.h) is read for its entries (entry: -E, NULL: DXC's
 * default) into a module built in memory. */
LLVMModuleRef cli_load_module(LLVMContextRef ctx, const char *path, const char *entry);
/* dxsig_glue_model_load for the module cli_load_module read from path. */
void cli_model_load(const char *path, LLVMModuleRef mod, struct dxsig_model *model);
/* The line (and column) where the text module loaded from path defines
 * the node LLVM prints as `!slot`; 0 when unknown (bitcode, an unnumbered
 * node). */
uint32_t cli_node_line(const char *path, uint32_t slot, uint32_t *column);

/* The output rule of every command (output.c): path NULL or "-" is
 * standard output; otherwise the file is replaced atomically (a temporary
 * file in its directory renamed over it), through symlinks, keeping its
 * mode and owner, or written in place when it has other hard links, is not
 * a regular file, or its owner cannot be kept; a failure keeps the old
 * bytes and leaves no temporary file. False after reporting on stderr. */
bool cli_write_output(const char *path, const char *data, size_t len);
/* DXC's -Fh layout (c_header.c): comment in an #if 0 block, then data as
 * `const unsigned char name[]`, with DXC's CRLF line ends. */
void cli_c_header(struct dxsig_buffer *b, const char *comment, const char *name,
                  const uint8_t *data, size_t len);
/* Binary output without -o goes to standard output only when that is not a
 * terminal: a usage error (reported, returns false) otherwise. */
bool cli_binary_output_ok(const struct cli_command *command, const char *path);
/* An input that is not a regular file, a FIFO or "-": reported ("DIR: Is a
 * directory", "FILE: not a regular file (a character device)"), true. */
bool cli_reject_input(const char *path);
/* Allocation failure and fatal errors inside LLVM: "dxsig: error: FILE:
 * out of memory" (the input being read) and exit status 1, not abort. */
void cli_install_fatal_error_handler(void);
/* The whole file ("-": standard input), NUL-terminated, malloc'd; NULL after
 * reporting. *size excludes the NUL. */
char *cli_read_file(const char *path, size_t *size);

/* The commands (main.c), 'dxsig help' (help.c). */
const struct cli_command *const *cli_commands(size_t *count);
const struct cli_command *cli_find_command(const char *name);
void cli_print_help(FILE *out, const struct cli_command *command);
int cli_help(int argc, char **argv);

/* --packing's spellings (DXC's -pack-optimized, -pack-prefix-stable and
 * -fdx-semantic-signature-packing-mode=) as table rows with id. */
#define CLI_PACKING_OPTIONS(id)                                                           \
  {id, "--packing", CLI_VALUE, "MODE",                                                    \
   "prefix-stable (default), optimized or minimal (fewest rows; not a\n"                 \
   "DXC mode: both stages of a pipeline must use it); given, it repacks\n"              \
   "a packed module too (without it, packed signatures are kept)", NULL},               \
  {id, "-fdx-semantic-signature-packing-mode", CLI_VALUE, "MODE", NULL, NULL},            \
  {id, "-pack-prefix-stable", CLI_FLAG, NULL, "DXC's spelling of --packing=prefix-stable", \
   "prefix-stable"},                                                                      \
  {id, "-pack-optimized", CLI_FLAG, NULL, "DXC's spelling of --packing=optimized", "optimized"}

/* Reads a --packing value into *mode; a usage error otherwise. */
bool cli_packing_value(const struct cli_command *command, const char *value,
                       enum dxsig_packing_mode *mode);


#endif
