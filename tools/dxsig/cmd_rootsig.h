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

/* Compiles the root signature, checks it against the stage of the entry
 * (NULL: the module's only entry) in model (the one the container was built
 * from, its diagnostics reported then), and puts it into the container file
 * as its RTS0 part (after PSV0, replacing one from !dx.rootsignatures),
 * signed again. Located errors go to stderr; false when the container must
 * not be written. */
bool cli_rootsig_attach(const struct dxsig_glue_model *model, const char *entry,
                        const struct cli_rootsig_source *rs, struct dxsig_bytes *file,
                        struct dxsig_diag_list *diags);

/* DXC's -Frs and -Qstrip_rootsignature on a finished container: rs_path
 * (or NULL) gets the RTS0 part alone as a signed container; strip leaves
 * the part out of file, signed again. An error when -Frs finds no RTS0. */
bool cli_rootsig_split(struct dxsig_bytes *file, const char *rs_path, bool strip,
                       struct dxsig_diag_list *diags);

#endif
