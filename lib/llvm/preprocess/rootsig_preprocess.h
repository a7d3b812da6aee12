/* Root-signature files through clang's C preprocessor (HLSL language
 * options), for the CLI only: the opt plugin does not link libclang-cpp.
 * The result is plain C data for the core (dxsig_rs_file_from_pp,
 * dxsig_rs_macro_source), which keeps the judgement of what it means. */
#ifndef DXSIG_ROOTSIG_PREPROCESS_H
#define DXSIG_ROOTSIG_PREPROCESS_H

#include "dxsig/rootsig.h"

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_pp_options {
  const char *file;                     /* path; "-" is standard input */
  const char *const *defines;           /* -D NAME[=VALUE] */
  size_t define_count;
  const char *const *undefines;         /* -U NAME */
  size_t undefine_count;
  const char *const *include_dirs;      /* -I DIR, searched after the includer's folder */
  size_t include_dir_count;
  /* When set, the file's text, and the only file there is: `file` (an
   * absolute path) lives in memory with nothing beside it, so an #include
   * can only name the file itself (the fuzzer's view). */
  const char *text;
  size_t text_len;
  /* The root signature -E names: only a live macro of that name is
   * expanded and listed, and a file too large to keep its tokens (more
   * than 2^20) is still read when it is one. NULL: every live macro, each
   * expanded (--list). */
  const char *macro;
  /* The HLSL reader's needs: no live-macro list (tokens_only), and
   * #pragma pack_matrix among the tokens. */
  bool tokens_only;
  bool pack_matrix_pragmas;
  /* The rule code clang's own diagnostics get (0: rootsig-preprocessor). */
  enum dxsig_rule rule;
  /* #include reads only under the file's folder and the -I folders (a
   * service compiling files it does not trust). Whatever it says, an
   * include is a regular file: never a FIFO or a device. */
  bool restrict_includes;
};

/* Preprocesses the file. Everything (token text, file and macro names)
 * lives in arena. clang's own diagnostics are forwarded to diags with their
 * file, line and column (a missing include at its #include, an unterminated
 * #if, #error). False when the file could not be preprocessed without
 * errors; *out is still filled as far as it got. */
bool dxsig_pp_run(const struct dxsig_pp_options *opt, struct dxsig_arena *arena,
                  struct dxsig_rs_pp *out, struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
