/* dxsig command line: verify, pack and print the semantic signatures of an
 * LLVM IR file with the same glue and core as the opt plugin. */
#include "cli.h"
#include "cmd_beyond.h"
#include "cmd_lower.h"
#include "cmd_rootsig.h"
#include "lower.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char USAGE[] =
    "usage: dxsig verify FILE.ll\n"
    "       dxsig pack FILE.ll [" CLI_PACKING_USAGE "] [-o OUT.ll] [--report]\n"
    "       dxsig print FILE.ll [" CLI_PACKING_USAGE "]\n"
    "       dxsig container FILE.ll [-o OUT.dxbc] [--packing=MODE] [--entry=NAME] [--no-dxil]\n"
    "       dxsig dump FILE.dxbc\n"
    "       dxsig explain FILE.ll [--entry NAME] [--packing=MODE]\n"
    "       dxsig link STAGE STAGE... [--packing=MODE] [--input-layout LAYOUT.txt]\n"
    "       dxsig link --input-layout LAYOUT.txt STAGE | dxsig link FILE.ll\n"
    "       dxsig rootsig FILE.hlsl -E NAME [-D NAME[=VALUE]...] [-I DIR...] [-T rootsig_1_X] [-o OUT]\n"
    "       dxsig rootsig --string 'ROOT SIGNATURE' -o OUT | --list FILE.hlsl\n"
    "       dxsig --help | --version\n";

static const char HELP[] =
    "\n"
    "Commands:\n"
    "  verify   check dx.semantic.signatures; print every problem\n"
    "  pack     verify, assign StartRow/StartCol as DXC does, write the module\n"
    "           as text IR (stdout, or OUT.ll replaced atomically)\n"
    "  print    pack in memory, then print each entry's signature tables and\n"
    "           register maps\n"
    "  container  verify, pack if needed, and write one entry's DXContainer\n"
    "           (ISG1, OSG1, PSG1, PSV0, HASH, DXIL) to OUT.dxbc (default: FILE\n"
    "           with .dxbc); --no-dxil leaves out HASH and DXIL\n"
    "  dump     print a container's signature tables, PSV0 and RTS0\n"
    "  explain  pack in memory and say, element by element, where each one went\n"
    "           and what ruled out every earlier place; for a signature that does\n"
    "           not pack, what blocks the failing element and what would fit\n"
    "  link     check that adjacent pipeline stages fit together as D3D12 requires\n"
    "           (STAGE: FILE.ll:ENTRY or FILE.dxbc[:STAGE]; unpacked modules are\n"
    "           packed in memory), or a vertex shader against an input layout\n"
    "           (NAME INDEX DXGI_FORMAT per line); FILE.ll alone: its !dx.pipelines\n"
    "  rootsig  compile an HLSL root signature to a container with an RTS0 part\n"
    "           (like dxc -T rootsig_1_1); 'dxsig rootsig --help' for its options\n"
    "\n"
    "Options:\n"
    "  --packing=MODE  prefix-stable (default), optimized, or minimal (fewest rows,\n"
    "                  not a DXC mode: both stages of a pipeline must use it); VS\n"
    "                  inputs are always stacked and PS outputs always indexed\n"
    "  -o OUT.ll       output file for pack ('-' for stdout)\n"
    "  --report        pack: print one allocation line per element instead of\n"
    "                  IR; exit 1 if any signature failed\n"
    "  FILE '-' reads standard input.\n"
    "\n"
    "Exit status: 0 success, 1 input errors, 2 usage errors.\n";

static int usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "dxsig: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n%s", USAGE);
  return CLI_USAGE_ERROR;
}

/* Returns CLI_OK, or the usage error already printed. */
static int parse_args(int argc, char **argv, struct cli_options *o) {
  memset(o, 0, sizeof(*o));
  o->mode = DXSIG_PACKING_PREFIX_STABLE;
  o->command = argv[1];
  bool is_pack = strcmp(o->command, "pack") == 0;
  bool takes_mode = is_pack || strcmp(o->command, "print") == 0;
  if (!is_pack && !takes_mode && strcmp(o->command, "verify") != 0)
    return usage_error("unknown command '%s'", o->command);

  for (int i = 2; i < argc; ++i) {
    const char *a = argv[i], *mode;
    bool missing = false;
    if (takes_mode && (mode = cli_option_value(argc, argv, &i, "--packing", &missing)) != NULL) {
      if (!dxsig_packing_mode_from_name(mode, &o->mode))
        return usage_error(CLI_INVALID_PACKING, mode);
      o->repack = true;
    } else if (missing) {
      return usage_error("%s needs a value", a);
    } else if (strcmp(a, "-o") == 0 && is_pack) {
      if (++i == argc)
        return usage_error("%s needs a file name", a);
      o->output = argv[i];
    } else if (strcmp(a, "--report") == 0 && is_pack) {
      o->report = true;
    } else if (a[0] == '-' && a[1] != '\0') {
      return usage_error("unknown option '%s'", a);
    } else if (o->input) {
      return usage_error("unexpected argument '%s'", a);
    } else {
      o->input = a;
    }
  }
  if (!o->input)
    return usage_error("%s: no input file", o->command);
  if (o->report && o->output)
    return usage_error("%s", "--report writes no module: -o cannot be used with it");
  return CLI_OK;
}

static int run_verify(struct dxsig_glue_model *model, const struct cli_options *o,
                      struct dxsig_diag_list *diags) {
  bool ok = dxsig_pass_verify(model, diags);
  cli_report(o->input, diags);
  return ok ? CLI_OK : CLI_INPUT_ERROR;
}

/* --report: the oracle's allocation lines, nothing else on stdout. It shows
 * what the packer does even where the semantic checks object (e.g. more
 * than 8 clip/cull components, which the packer pins on one element); the
 * objections still go to stderr and make the exit status 1. */
static int run_report(struct dxsig_glue_model *model, const struct cli_options *o,
                      struct dxsig_diag_list *diags) {
  struct dxsig_module *m = &model->m;
  int rc = CLI_INPUT_ERROR;
  if (dxsig_glue_model_loaded(model, diags)) {
    bool verified = dxsig_glue_model_verify(model, diags);
    struct dxsig_pack_result *res = calloc(m->count ? m->count * DXSIG_SIG_KIND_COUNT : 1, sizeof(*res));
    if (!res) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    } else {
      bool packed = dxsig_glue_model_pack(model, o->mode, res, NULL);
      struct dxsig_buffer b;
      dxsig_buffer_init(&b);
      dxsig_print_pack_report(&b, m, res);
      if (b.failed)
        dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      else if (cli_write_output(NULL, b.data ? b.data : "", b.len))
        rc = packed && verified ? CLI_OK : CLI_INPUT_ERROR;
      dxsig_buffer_finish(&b);
      free(res);
    }
  }
  cli_report(o->input, diags);
  return rc;
}

static int run_pack(LLVMModuleRef mod, struct dxsig_glue_model *model,
                    const struct cli_options *o, struct dxsig_diag_list *diags) {
  if (o->report)
    return run_report(model, o, diags);
  bool changed = false;
  bool ok = dxsig_pass_pack(mod, model, o->mode, diags, &changed);
  cli_report(o->input, diags);
  if (!ok)
    return CLI_INPUT_ERROR;
  char *text = LLVMPrintModuleToString(mod);
  ok = cli_write_output(o->output, text, strlen(text));
  LLVMDisposeMessage(text);
  return ok ? CLI_OK : CLI_INPUT_ERROR;
}

static int run_print(struct dxsig_glue_model *model, const struct cli_options *o,
                     struct dxsig_diag_list *diags) {
  int rc = CLI_INPUT_ERROR;
  if (dxsig_glue_model_check(model, diags) &&
      dxsig_glue_model_pack_as_asked(model, o->mode, o->repack, diags)) {
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    dxsig_print_module(&b, &model->m);
    if (b.failed)
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    else if (cli_write_output(NULL, b.data ? b.data : "", b.len))
      rc = CLI_OK;
    dxsig_buffer_finish(&b);
  }
  cli_report(o->input, diags);
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return usage_error("%s", "no command");
  if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
    printf("dxsig: HLSL semantic signatures for DirectX\n\n%s%s", USAGE, HELP);
    return CLI_OK;
  }
  if (strcmp(argv[1], "--version") == 0) {
    unsigned major, minor, patch;
    LLVMGetVersion(&major, &minor, &patch);
    printf("dxsig %s (LLVM %u.%u.%u)\n", DXSIG_VERSION_STRING, major, minor, patch);
    return CLI_OK;
  }
  if (strcmp(argv[1], "container") == 0)
    return cli_container(argc, argv);
  if (strcmp(argv[1], "dump") == 0)
    return cli_dump(argc, argv);
  if (strcmp(argv[1], "explain") == 0)
    return cli_explain(argc, argv);
  if (strcmp(argv[1], "link") == 0)
    return cli_link(argc, argv);
  if (strcmp(argv[1], "rootsig") == 0)
    return cli_rootsig(argc, argv);
  struct cli_options o;
  int rc = parse_args(argc, argv, &o);
  if (rc != CLI_OK)
    return rc;

  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = cli_load_module(ctx, o.input);
  rc = CLI_INPUT_ERROR;
  if (mod) {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_glue_model model; /* read once per command */
    dxsig_glue_model_load(mod, &model);
    if (strcmp(o.command, "verify") == 0)
      rc = run_verify(&model, &o, &diags);
    else if (strcmp(o.command, "pack") == 0)
      rc = run_pack(mod, &model, &o, &diags);
    else
      rc = run_print(&model, &o, &diags);
    dxsig_glue_model_finish(&model);
    dxsig_diag_list_finish(&diags);
    LLVMDisposeModule(mod);
  }
  LLVMContextDispose(ctx);
  return rc;
}
