/* dxsig container IN.ll [-o OUT.dxbc] [--packing=MODE] [--entry=NAME] [--no-dxil]
 * dxsig dump FILE.dxbc */
#include "cmd_lower.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_rootsig.h"
#include "lower.h"

static const char CONTAINER_USAGE[] =
    "usage: dxsig container IN.ll [-o OUT.dxbc] [" CLI_PACKING_USAGE "]\n"
    "                     [--entry=NAME] [--no-dxil]\n"
    "                     [--rootsig=FILE.hlsl -E NAME [-D NAME[=VALUE]...] [-U NAME...] [-I DIR...] | --rootsig-string=S]\n"
    "                     [--rootsig-version=1.0|1.1|1.2] [--rootsig-defaults=dxc|clang]\n";
static const char DUMP_USAGE[] = "usage: dxsig dump FILE.dxbc\n";

static int usage(const char *text, const char *fmt, const char *arg) {
  fprintf(stderr, "dxsig: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n%s", text);
  return CLI_USAGE_ERROR;
}

/* IN.ll -> IN.dxbc */
static char *default_output(const char *input) {
  size_t len = strlen(input);
  const char *slash = strrchr(input, '/');
  const char *dot = strrchr(input, '.');
  if (dot && (!slash || dot > slash) && dot != input && (!slash || dot > slash + 1))
    len = (size_t)(dot - input);
  char *out = malloc(len + sizeof(".dxbc"));
  if (out) {
    memcpy(out, input, len);
    memcpy(out + len, ".dxbc", sizeof(".dxbc"));
  }
  return out;
}

int cli_container(int argc, char **argv) {
  const char *input = NULL, *output = NULL;
  struct dxsig_lower_request req = {NULL, true, DXSIG_PACKING_PREFIX_STABLE, false};
  bool with_dxil = true;
  /* The root signature options (cmd_rootsig.c). */
  struct cli_rootsig_source rsig = {0};
  /* One block for -D, -U and -I. */
  const char **defines = calloc(3 * (size_t)argc, sizeof(*defines));
  if (!defines)
    return free(defines), usage(CONTAINER_USAGE, "%s", "out of memory");
  rsig.defines = defines;
  rsig.undefines = defines + argc;
  rsig.include_dirs = defines + 2 * (size_t)argc;
  for (int i = 2; i < argc; ++i) {
    bool missing = false;
    const char *v;
    if ((v = cli_option_value(argc, argv, &i, "--rootsig-string", &missing)) != NULL) {
      rsig.string = v;
    } else if ((v = cli_option_value(argc, argv, &i, "--rootsig-version", &missing)) != NULL) {
      rsig.version = strcmp(v, "1.0") == 0 ? 1 : strcmp(v, "1.1") == 0 ? 2 : strcmp(v, "1.2") == 0 ? 3 : 0;
      if (!rsig.version)
        return free(defines), usage(CONTAINER_USAGE, "invalid root signature version '%s'", v);
    } else if ((v = cli_option_value(argc, argv, &i, "--rootsig-defaults", &missing)) != NULL) {
      if (strcmp(v, "dxc") != 0 && strcmp(v, "clang") != 0)
        return free(defines), usage(CONTAINER_USAGE, "invalid defaults '%s' (dxc or clang)", v);
      rsig.dialect = strcmp(v, "clang") == 0 ? DXSIG_RS_CLANG : DXSIG_RS_DXC;
    } else if ((v = cli_option_value(argc, argv, &i, "--rootsig", &missing)) != NULL) {
      rsig.file = v;
    } else if ((v = cli_option_value(argc, argv, &i, "-rootsig-define", &missing)) != NULL) {
      rsig.name = v;
    } else if (strncmp(argv[i], "-E", 2) == 0 || strncmp(argv[i], "-D", 2) == 0 ||
               strncmp(argv[i], "-U", 2) == 0 || strncmp(argv[i], "-I", 2) == 0) {
      char letter = argv[i][1];
      const char *flag = argv[i];
      const char *val = argv[i][2] ? argv[i] + 2 : i + 1 < argc ? argv[++i] : NULL;
      if (!val)
        return free(defines), usage(CONTAINER_USAGE, "%s needs a value", flag);
      if (letter == 'E')
        rsig.name = val;
      else if (letter == 'D')
        rsig.defines[rsig.define_count++] = val;
      else if (letter == 'U')
        rsig.undefines[rsig.undefine_count++] = val;
      else
        rsig.include_dirs[rsig.include_dir_count++] = val;
    } else if ((v = cli_option_value(argc, argv, &i, "--packing", &missing)) != NULL) {
      if (!dxsig_packing_mode_from_name(v, &req.mode))
        return free(defines), usage(CONTAINER_USAGE,
                     CLI_INVALID_PACKING, v);
      req.repack = true;
    } else if ((v = cli_option_value(argc, argv, &i, "--entry", &missing)) != NULL) {
      req.entry = v;
    } else if (missing) {
      return free(defines), usage(CONTAINER_USAGE, "%s needs a value", argv[i]);
    } else if (strcmp(argv[i], "-o") == 0) {
      if (++i == argc)
        return free(defines), usage(CONTAINER_USAGE, "%s needs a file name", "-o");
      output = argv[i];
    } else if (strcmp(argv[i], "--no-dxil") == 0) {
      with_dxil = false;
    } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
      return free(defines), usage(CONTAINER_USAGE, "unknown option '%s'", argv[i]);
    } else if (input) {
      return free(defines), usage(CONTAINER_USAGE, "unexpected argument '%s'", argv[i]);
    } else {
      input = argv[i];
    }
  }
  if (!input)
    return free(defines), usage(CONTAINER_USAGE, "%s: no input file", "container");
  if ((rsig.file && !rsig.name) || (rsig.name && !rsig.file) || (rsig.file && rsig.string))
    return free(defines), usage(CONTAINER_USAGE, "%s",
                                "--rootsig=FILE.hlsl needs -E NAME (or use --rootsig-string)");

  char *own_output = NULL;
  if (!output && strcmp(input, "-") != 0)
    output = own_output = default_output(input);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = cli_load_module(ctx, input);
  int rc = CLI_INPUT_ERROR;
  if (mod) {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_bytes file;
    dxsig_bytes_init(&file);
    struct dxsig_glue_model model; /* read once for both */
    dxsig_glue_model_load(mod, &model);
    bool ok = dxsig_glue_container(mod, &model, &req, with_dxil, &file, &diags);
    if (ok && (rsig.file || rsig.string))
      ok = cli_rootsig_attach(&model, req.entry, &rsig, &file, &diags);
    dxsig_glue_model_finish(&model);
    cli_report(input, &diags);
    if (ok && cli_write_output(output, (const char *)file.data, file.len))
      rc = CLI_OK;
    dxsig_bytes_finish(&file);
    dxsig_diag_list_finish(&diags);
    LLVMDisposeModule(mod);
  }
  LLVMContextDispose(ctx);
  free(own_output);
  free(defines);
  return rc;
}

int cli_dump(int argc, char **argv) {
  const char *input = NULL;
  for (int i = 2; i < argc; ++i) {
    if (argv[i][0] == '-' && argv[i][1] != '\0')
      return usage(DUMP_USAGE, "unknown option '%s'", argv[i]);
    if (input)
      return usage(DUMP_USAGE, "unexpected argument '%s'", argv[i]);
    input = argv[i];
  }
  if (!input)
    return usage(DUMP_USAGE, "%s: no input file", "dump");
  size_t size = 0;
  unsigned char *data = (unsigned char *)cli_read_file(input, &size);
  if (!data)
    return CLI_INPUT_ERROR;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_buffer text;
  dxsig_buffer_init(&text);
  bool ok = dxsig_container_dump(&text, data, size, &diags);
  int rc = ok ? CLI_OK : CLI_INPUT_ERROR;
  if (text.failed) {
    dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    rc = CLI_INPUT_ERROR;
  } else if (text.len && !cli_write_output(NULL, text.data, text.len)) {
    rc = CLI_INPUT_ERROR;
  }
  cli_report(input, &diags);
  dxsig_buffer_finish(&text);
  dxsig_diag_list_finish(&diags);
  free(data);
  return rc;
}
