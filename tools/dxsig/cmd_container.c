/* dxsig container FILE.ll [options]: one entry's DXContainer, its root
 * signature from the module or --rootsig / --rootsig-string. */
#include "commands.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "rootsig_source.h"
#include "source.h"
#include "json.h"
#include "lower.h"

enum {
  OPT_OUTPUT = CLI_OPT_FIRST, OPT_PACKING, OPT_ENTRY, OPT_NO_DXIL, OPT_VALVER, OPT_ROOTSIG,
  OPT_ROOTSIG_DEFINE, OPT_ROOTSIG_STRING, OPT_ROOTSIG_VERSION, OPT_ROOTSIG_FORCE_VER,
  OPT_ROOTSIG_DEFAULTS, OPT_ROOTSIG_OUT, OPT_ROOTSIG_STRIP
};

static const struct cli_option CONTAINER_OPTIONS[] = {
    {OPT_OUTPUT, "-o -Fo", CLI_VALUE, "FILE",
     "write the container to FILE ('-': stdout; without -o, stdout\n"
     "when it is not a terminal)", NULL},
    {OPT_ENTRY, "--entry -E", CLI_VALUE, "NAME", "the entry to lower (a module with one needs none)",
     NULL},
    CLI_PACKING_OPTIONS(OPT_PACKING),
    {OPT_NO_DXIL, "--no-dxil", CLI_FLAG, NULL, "leave out the HASH and DXIL parts", NULL},
    {OPT_VALVER, "--valver", CLI_VALUE, "X.Y",
     "the validator version the parts are written for (1.0 to 1.10,\n"
     "or 0.0), instead of the module's !dx.valver (1.0 when it has none)", NULL},
    {OPT_ROOTSIG, "--rootsig", CLI_VALUE, "FILE.hlsl",
     "add the root signature --rootsig-define names in FILE.hlsl", NULL},
    {OPT_ROOTSIG_DEFINE, "--rootsig-define -rootsig-define", CLI_VALUE, "NAME",
     "the root signature's macro or declaration (DXC's -rootsig-define)", NULL},
    {OPT_ROOTSIG_STRING, "--rootsig-string", CLI_VALUE, "TEXT", "add the root signature TEXT",
     NULL},
    {OPT_ROOTSIG_VERSION, "--rootsig-version", CLI_VALUE, "1.X", "RTS0 version 1.0, 1.1 (default) or 1.2",
     NULL},
    {OPT_ROOTSIG_FORCE_VER, "-force_rootsig_ver -force-rootsig-ver", CLI_VALUE, "rootsig_1_X",
     "DXC's spelling of --rootsig-version", NULL},
    {OPT_ROOTSIG_DEFAULTS, "--rootsig-defaults", CLI_VALUE, "dxc|clang",
     "whose defaults the root signature gets (see 'dxsig help rootsig')", NULL},
    {OPT_ROOTSIG_OUT, "-Frs", CLI_VALUE, "FILE",
     "also write the root signature to FILE, as a container of its RTS0\n"
     "part alone (DXC's -Frs)", NULL},
    {OPT_ROOTSIG_STRIP, "-Qstrip_rootsignature", CLI_FLAG, NULL,
     "leave the RTS0 part out of the container (DXC's spelling)", NULL},
};

const struct cli_command CLI_CONTAINER = {
    "container", "write one entry's DXContainer (signatures, PSV0, RTS0, HASH, DXIL)",
    "FILE.ll [-o OUT.dxbc] [--entry=NAME] [--packing=MODE] [--valver=X.Y] [--no-dxil]\n"
    "FILE.ll --rootsig=FILE.hlsl --rootsig-define=NAME [-D NAME[=VALUE]] [-U NAME] [-I DIR] ...\n"
    "FILE.ll --rootsig-string=TEXT ...\n"
    "FILE.hlsl [-T PROFILE] [-E NAME] [-o OUT.dxbc] ...",
    "Verifies FILE.ll, packs the entry in memory if it is not packed, and\n"
    "writes its container: ISG1, OSG1, [PSG1], PSV0, [RTS0 from\n"
    "!dx.rootsignatures or --rootsig], HASH (validator 1.5 on) and DXIL.\n"
    "FILE.hlsl: the signatures DXC derives from its entries' declarations\n"
    "(docs/hlsl.md), then as for a module.",
    CONTAINER_OPTIONS, sizeof CONTAINER_OPTIONS / sizeof *CONTAINER_OPTIONS, true};

/* The entry of an HLSL input with a [RootSignature(...)] attribute: its
 * name (the attribute is found by it), or NULL. */
static const char *source_root_signature(const char *input, const char *entry) {
  const struct dxsig_hlsl_program *p = cli_hlsl_program(input);
  if (!p)
    return NULL;
  for (size_t k = 0; k < p->m.count; ++k)
    if ((!entry ? p->m.count == 1 : strcmp(p->m.entries[k].name, entry) == 0) &&
        p->info[k].has_root_signature)
      return p->m.entries[k].name;
  return NULL;
}

int cli_container(int argc, char **argv) {
  const struct cli_command *c = &CLI_CONTAINER;
  const char *input = NULL, *output = NULL;
  struct dxsig_lower_request req = {.entry_option = "--entry=NAME",
                                    .pack_if_needed = true,
                                    .pack = {DXSIG_PACKING_PREFIX_STABLE, false, false}};
  bool with_dxil = true;
  const char *rootsig_out = NULL; /* -Frs */
  /* The root signature options (cmd_rootsig.c). */
  struct cli_rootsig_source rsig = {0};
  struct cli_parser p;
  cli_parser_init(&p, c, argc, argv, 2);
  const char *v;
  int id, rc = CLI_OK;
  while (rc == CLI_OK && (id = cli_next(&p, &v)) != CLI_NEXT_END) {
    switch (id) {
    case CLI_NEXT_ERROR:
      rc = CLI_USAGE_ERROR;
      break;
    case CLI_NEXT_EXIT:
      return CLI_OK;
    case OPT_ROOTSIG_STRING:
      rsig.string = v;
      break;
    case OPT_ROOTSIG_VERSION:
      if (strncmp(v, "rootsig_", 8) == 0 || !dxsig_rs_version_parse(v, &rsig.version))
        rc = cli_usage_error(c, "invalid root signature version '%s' (1.0, 1.1 or 1.2)", v);
      break;
    case OPT_ROOTSIG_FORCE_VER:
      if (strncmp(v, "rootsig_", 8) != 0 || !dxsig_rs_version_parse(v, &rsig.version))
        rc = cli_usage_error(c, "invalid root signature version '%s' (rootsig_1_0, rootsig_1_1 "
                                "or rootsig_1_2)", v);
      break;
    case OPT_ROOTSIG_DEFAULTS:
      if (!dxsig_rs_dialect_parse(v, &rsig.dialect))
        rc = cli_usage_error(c, "invalid defaults '%s' (dxc or clang)", v);
      rsig.dialect_given = true;
      break;
    case OPT_ROOTSIG:
      rsig.file = v;
      break;
    case OPT_ROOTSIG_DEFINE:
      rsig.name = v;
      break;
    case OPT_PACKING:
      if (!cli_packing_value(c, v, &req.pack.mode))
        rc = CLI_USAGE_ERROR;
      req.pack.repack = true;
      break;
    case OPT_ENTRY:
      req.entry = v;
      break;
    case OPT_VALVER: {
      const char *why = dxsig_valver_check(v, &req.valver_major, &req.valver_minor);
      if (why)
        rc = cli_usage_error(c, "invalid validator version '%s' (%s)", v, why);
      req.has_valver = true;
      break;
    }
    case OPT_OUTPUT:
      output = v;
      break;
    case OPT_NO_DXIL:
      with_dxil = false;
      break;
    case OPT_ROOTSIG_OUT:
      rootsig_out = v;
      break;
    case OPT_ROOTSIG_STRIP:
      req.strip_rootsig = true;
      break;
    case CLI_NEXT_POSITIONAL:
      if (input)
        rc = cli_usage_error(c, "unexpected argument '%s'", v);
      input = v;
      break;
    default:
      break;
    }
  }
  /* -D, -U and -I: the source options (source.h), for the input and
   * --rootsig's file alike. */
  const struct cli_source_options *src = cli_source();
  rsig.defines = src->defines;
  rsig.define_count = src->define_count;
  rsig.undefines = src->undefines;
  rsig.undefine_count = src->undefine_count;
  rsig.include_dirs = src->include_dirs;
  rsig.include_dir_count = src->include_dir_count;
  rsig.restrict_includes = src->restrict_includes;
  if (rc == CLI_OK && !input)
    rc = cli_usage_error(c, "%s: no input file", "container");
  else if (rc == CLI_OK && rsig.file && rsig.string)
    rc = cli_conflict(c, "--rootsig", "--rootsig-string");
  else if (rc == CLI_OK && rsig.file && !rsig.name)
    rc = cli_usage_error(c, "--rootsig=FILE.hlsl needs --rootsig-define NAME");
  else if (rc == CLI_OK && rsig.name && !rsig.file)
    rc = cli_usage_error(c, "--rootsig-define needs --rootsig=FILE.hlsl");
  else if (rc == CLI_OK && !rsig.file && !cli_is_hlsl(input) &&
           (src->define_count || src->undefine_count || src->include_dir_count))
    rc = cli_usage_error(c, "-D, -U and -I are for HLSL files: the input or --rootsig");
  else if (rc == CLI_OK && !rsig.file && !rsig.string && (rsig.version || rsig.dialect_given))
    rc = cli_usage_error(c, "--rootsig-version and --rootsig-defaults need --rootsig or "
                            "--rootsig-string");
  else if (rc == CLI_OK && !cli_binary_output_ok(c, output))
    rc = CLI_USAGE_ERROR;
  if (rc != CLI_OK)
    return rc;

  /* --rootsig / --rootsig-string, or an HLSL entry's [RootSignature(...)]:
   * compiled before the container, which checks it against the entry's
   * stage as it checks a module's own. */
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_rootsig rs;
  rc = CLI_INPUT_ERROR;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = cli_load_module(ctx, input, req.entry);
  if (mod && !rsig.file && !rsig.string) {
    rsig.name = source_root_signature(input, req.entry);
    rsig.file = rsig.name ? input : NULL;
  }
  bool rs_ok = !(rsig.file || rsig.string) || cli_rootsig_read(&rsig, &arena, &rs);
  if (rsig.file || rsig.string) {
    req.rootsig = &rs;
    req.rootsig_dialect = rsig.dialect;
  }
  if (!rs_ok && mod) {
    LLVMDisposeModule(mod);
    mod = NULL;
  }
  if (mod) {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_bytes file, rs_file;
    dxsig_bytes_init(&file);
    dxsig_bytes_init(&rs_file);
    struct dxsig_model model;
    cli_model_load(input, mod, &model);
    bool ok = dxsig_glue_container(mod, &model, &req, with_dxil, &file,
                                   rootsig_out ? &rs_file : NULL, &diags);
    dxsig_model_finish(&model);
    cli_report(input, &diags);
    /* After the report: -Werror writes no file, -Frs's included. */
    if (ok && !cli_werror_failed() && rootsig_out)
      ok = cli_write_output(rootsig_out, (const char *)rs_file.data, rs_file.len);
    if (ok && !cli_werror_failed() &&
        cli_write_output(output, (const char *)file.data, file.len))
      rc = CLI_OK;
    dxsig_bytes_finish(&rs_file);
    dxsig_bytes_finish(&file);
    dxsig_diag_list_finish(&diags);
    LLVMDisposeModule(mod);
  }
  dxsig_arena_finish(&arena);
  LLVMContextDispose(ctx);
  return rc;
}

