/* dxsig CLI: the rootsig command. */
#ifndef DXSIG_CMD_ROOTSIG_H
#define DXSIG_CMD_ROOTSIG_H

#include <stddef.h>
#include <stdint.h>

#include "glue.h"
#include "options.h"
#include "dxsig/container.h"
#include "dxsig/rootsig.h"

extern const struct cli_command CLI_ROOTSIG;

/* argv[1] is "rootsig"; returns the exit status (0, 1 input, 2 usage). */
int cli_rootsig(int argc, char **argv);

/* `dxsig container ... --rootsig=FILE.hlsl --rootsig-define NAME` / --rootsig-string:
 * the root signature a container gets, like DXC's -rootsig-define. The
 * file goes through clang's preprocessor (-D, -U, -I). */
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
  uint32_t version;            /* 0: 1.1 */
  enum dxsig_rs_dialect dialect;
  bool dialect_given;          /* --rootsig-defaults was given */
};

/* Compiles the root signature a container gets into rs (memory from
 * arena); located errors go to stderr. The stage check and the RTS0 part
 * are the container's (dxsig_entry_rts0). False when it does not compile. */
bool cli_rootsig_read(const struct cli_rootsig_source *src, struct dxsig_arena *arena,
                      struct dxsig_rootsig *rs);

#endif
