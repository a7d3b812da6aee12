/* dxsig CLI: where a root signature comes from (rootsig_source.c), shared
 * by `rootsig` and `container --rootsig` / --rootsig-string. */
#ifndef DXSIG_CLI_ROOTSIG_SOURCE_H
#define DXSIG_CLI_ROOTSIG_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/arena.h"
#include "dxsig/diag.h"
#include "dxsig/rootsig.h"

/* An HLSL file (NAME in it) or a string; the file goes through clang's
 * preprocessor with -D, -U and -I. */
struct cli_rootsig_source {
  const char *file;            /* HLSL file with NAME, or NULL */
  const char *string;          /* the string itself, or NULL */
  const char *name;            /* rootsig -E NAME; container --rootsig-define NAME */
  const char **defines;        /* -D NAME=VALUE */
  size_t define_count;
  const char **undefines;      /* -U NAME */
  size_t undefine_count;
  const char **include_dirs;   /* -I DIR */
  size_t include_dir_count;
  bool restrict_includes;      /* --restrict-includes */
  uint32_t version;            /* 0: 1.1 */
  enum dxsig_rs_dialect dialect;
  bool dialect_given;          /* --rootsig-defaults was given */
};

/* Preprocesses and scans in->file; false after reporting when it could not
 * be preprocessed. The scan's diagnostics go to *scan, unreported: a macro
 * named by -E does not need the file's declarations, as DXC's rootsig
 * target only preprocesses. *f holds the declarations found either way. */
bool cli_rootsig_read_hlsl(const struct cli_rootsig_source *in, struct dxsig_arena *arena,
                           struct dxsig_rs_file *f, struct dxsig_diag_list *scan);

/* The root signature in->name names in in->file: its text (located) and
 * how it is used (dxsig_rs_file_select); false after reporting. */
bool cli_rootsig_find(const struct cli_rootsig_source *in, struct dxsig_arena *arena,
                      struct dxsig_rs_source *src, enum dxsig_rs_usage *usage);

/* Compiles the root signature a container gets into rs (memory from
 * arena), global; located errors go to stderr. The stage check and the
 * RTS0 part are the container's (dxsig_entry_rts0). False when it does not
 * compile. */
bool cli_rootsig_read(const struct cli_rootsig_source *src, struct dxsig_arena *arena,
                      struct dxsig_rootsig *rs);

#endif
