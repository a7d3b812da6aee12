/* The root signature of an HLSL file or a string, as `rootsig` and
 * `container --rootsig` read it: the file through clang's preprocessor
 * (rootsig_preprocess.cpp), the result read as DXC does
 * (dxsig_rs_file_from_pp). */
#include "rootsig_source.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "rootsig_preprocess.h"

bool cli_rootsig_read_hlsl(const struct cli_rootsig_source *in, struct dxsig_arena *arena,
                           struct dxsig_rs_file *f, struct dxsig_diag_list *scan) {
  struct dxsig_pp_options po = {.file = in->file,
                                .defines = in->defines,
                                .define_count = in->define_count,
                                .undefines = in->undefines,
                                .undefine_count = in->undefine_count,
                                .include_dirs = in->include_dirs,
                                .include_dir_count = in->include_dir_count,
                                .macro = in->name,
                                .restrict_includes = in->restrict_includes};
  struct dxsig_rs_pp pp;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  memset(f, 0, sizeof(*f));
  if (cli_reject_input(in->file))
    return false;
  bool ok = dxsig_pp_run(&po, arena, &pp, &d);
  if (ok)
    dxsig_rs_file_from_pp(&pp, arena, f, scan);
  cli_report_located(&d, in->file);
  dxsig_diag_list_finish(&d);
  return ok;
}

bool cli_rootsig_find(const struct cli_rootsig_source *in, struct dxsig_arena *arena,
                      struct dxsig_rs_source *src, enum dxsig_rs_usage *usage) {
  struct dxsig_rs_file f;
  struct dxsig_diag_list scan, diags;
  dxsig_diag_list_init(&scan);
  dxsig_diag_list_init(&diags);
  bool ok = cli_rootsig_read_hlsl(in, arena, &f, &scan);
  const struct dxsig_rs_decl *d = ok ? dxsig_rs_file_find(&f, in->name) : NULL;
  if (d) {
    ok = dxsig_rs_file_select(&f, d, &scan, arena, src, usage, &diags);
    cli_report_located(&diags, in->file);
  } else if (ok) {
    cli_report_located(&scan, in->file);
    char msg[512];
    snprintf(msg, sizeof msg,
             "no root signature named '%.200s' (a macro, -D, GlobalRootSignature, "
             "LocalRootSignature or a function's [RootSignature])",
             in->name);
    cli_diag(in->file, DXSIG_ERROR, msg);
    ok = false;
  }
  dxsig_diag_list_finish(&diags);
  dxsig_diag_list_finish(&scan);
  return ok;
}

bool cli_rootsig_read(const struct cli_rootsig_source *src, struct dxsig_arena *arena,
                      struct dxsig_rootsig *rs) {
  struct dxsig_rs_source s;
  struct dxsig_rs_options opt = {src->version ? src->version : DXSIG_RS_VERSION_1_1, src->dialect,
                                 DXSIG_RS_GLOBAL, false};
  if (src->string) {
    s = (struct dxsig_rs_source){"rootsig", src->string, strlen(src->string), NULL, 0};
  } else {
    if (!cli_rootsig_find(src, arena, &s, &opt.usage))
      return false;
    /* A shader's root signature is global, as -rootsig-define's is. */
    opt.usage = DXSIG_RS_GLOBAL;
  }
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  bool parsed = dxsig_rootsig_parse(&s, &opt, arena, rs, &diags);
  cli_report_located(&diags, s.name ? s.name : "rootsig");
  dxsig_diag_list_finish(&diags);
  return parsed;
}
