/* dxsig CLI: HLSL source as a command's input (source.c). */
#ifndef DXSIG_CLI_SOURCE_H
#define DXSIG_CLI_SOURCE_H

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/dxsig.h"
#include "options.h"

/* DXC's options for HLSL inputs, shared by every command that reads a
 * module (struct cli_command.reads_source); cli_next stores them. */
#define CLI_SOURCE_OPTION_COUNT 12
extern const struct cli_option CLI_SOURCE_OPTIONS[CLI_SOURCE_OPTION_COUNT];

struct cli_source_options {
  const char *profile;              /* -T */
  const char **defines;             /* -D, in order */
  size_t define_count;
  const char **undefines;           /* -U */
  size_t undefine_count;
  const char **include_dirs;        /* -I */
  size_t include_dir_count;
  bool enable_16bit_types, row_major, force_hlsl, gec;
  bool orientation_given;           /* -Zpr or -Zpc */
  bool restrict_includes;           /* --restrict-includes */
  uint32_t hlsl_version;            /* -HV; 0: 2021 */
};
const struct cli_source_options *cli_source(void);

/* Stores a source option (id CLI_OPT_PROFILE .. CLI_OPT_DXC_IGNORED); false
 * after a usage error. */
bool cli_source_option(const struct cli_command *command, int id, const char *value);

/* Whether path is read as HLSL: .hlsl, .hlsli, .fx, or -x hlsl. */
bool cli_is_hlsl(const char *path);

/* Preprocesses and reads path (entry: -E, or NULL; profile: NULL for
 * -T's), reporting every diagnostic; the program lives until the process ends. */
bool cli_read_hlsl(const char *path, const char *entry, const char *profile,
                   const struct dxsig_hlsl_program **program);
/* The same, as a module of ctx holding the entries and their
 * dx.semantic.signatures; NULL after reporting. profile: instead of -T
 * (NULL: -T's). */
LLVMModuleRef cli_load_hlsl(LLVMContextRef ctx, const char *path, const char *entry,
                            const char *profile);
/* The program read from path, or NULL. */
const struct dxsig_hlsl_program *cli_hlsl_program(const char *path);
/* Where in path's source the element (or entry) of d is declared. */
bool cli_hlsl_locate(const char *path, const struct dxsig_diag *d, struct dxsig_hlsl_loc *loc);
/* A model loaded from path's module names no metadata nodes. */
void cli_hlsl_forget_nodes(const char *path, struct dxsig_module *m);

#endif
