/* dxsig CLI internals: options, input, output. */
#ifndef DXSIG_CLI_H
#define DXSIG_CLI_H

#include "glue.h"
#include <stdbool.h>

#include "dxsig/dxsig.h"

enum { CLI_OK = 0, CLI_INPUT_ERROR = 1, CLI_USAGE_ERROR = 2 };

/* --packing=MODE: the usage spelling and the list an invalid mode names. */
#define CLI_PACKING_USAGE "--packing=prefix-stable|optimized|minimal"
#define CLI_INVALID_PACKING "invalid packing mode '%s' (prefix-stable, optimized or minimal)"

struct cli_options {
  const char *command;  /* "verify", "pack", "print" */
  const char *input;    /* path, or "-" for stdin */
  const char *output;   /* -o; NULL: stdout */
  enum dxsig_packing_mode mode;
  bool repack;          /* --packing given: repack what is packed too */
  bool report;
};

/* The value of option name at argv[*i], given as "--name=value" or as
 * "--name value" (then *i moves to the value); NULL when argv[*i] is not
 * that option, or when its value is missing (*missing set). */
const char *cli_option_value(int argc, char **argv, int *i, const char *name, bool *missing);

/* "dxsig: error: FILE: message" and friends on stderr. */
void cli_diag(const char *file, enum dxsig_severity severity, const char *message);
/* Reports a whole list for file. */
void cli_report(const char *file, const struct dxsig_diag_list *diags);

/* Parses a .ll (or bitcode) file into a new module of ctx and checks it
 * with LLVM's verifier. NULL after reporting an error. */
LLVMModuleRef cli_load_module(LLVMContextRef ctx, const char *path);

/* Writes text to path atomically (temp file in the same directory, then
 * rename), or to stdout when path is NULL or "-". False after reporting. */
bool cli_write_output(const char *path, const char *text, size_t len);
/* The whole file ("-": standard input), NUL-terminated, malloc'd; NULL after
 * reporting. *size excludes the NUL. */
char *cli_read_file(const char *path, size_t *size);

#endif
