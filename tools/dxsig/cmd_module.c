/* dxsig verify, pack and print: one module, read once, judged and packed as
 * the driver decides (dxsig/driver.h). */
#include "commands.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "json.h"
#include "lower.h"
#include "source.h"

enum { OPT_PACKING = CLI_OPT_FIRST, OPT_OUTPUT, OPT_REPORT, OPT_JSON, OPT_ENTRY };

static const struct cli_option VERIFY_OPTIONS[] = {
    {OPT_ENTRY, "--entry -E", CLI_VALUE, "NAME",
     "check this entry only (and what the module as a whole says)", NULL},
    {OPT_JSON, "--json", CLI_FLAG, NULL, "print the diagnostics as JSON on stdout (docs/json.md)",
     NULL},
};
static const struct cli_option PACK_OPTIONS[] = {
    {OPT_ENTRY, "--entry -E", CLI_VALUE, "NAME",
     "for an HLSL input: the entry to read", NULL},
    CLI_PACKING_OPTIONS(OPT_PACKING),
    {OPT_OUTPUT, "-o", CLI_VALUE, "FILE", "write the packed module (or the report) to FILE",
     NULL},
    {OPT_REPORT, "--report", CLI_FLAG, NULL,
     "print one allocation line per element instead of IR,\n"
     "ENTRY LIST ID NAME row=R col=C (LIST: in, out, pc or prim; ID:\n"
     "the element's signature ID), and for a list that does not pack\n"
     "one line ENTRY LIST FAIL ID (ID: the element that did not fit);\n"
     "exit 1 if any signature failed",
     NULL},
};
static const struct cli_option PRINT_OPTIONS[] = {
    {OPT_ENTRY, "--entry -E", CLI_VALUE, "NAME",
     "print this entry only; other entries' errors do not stop it", NULL},
    CLI_PACKING_OPTIONS(OPT_PACKING),
    {OPT_OUTPUT, "-o", CLI_VALUE, "FILE", "write the tables to FILE", NULL},
    {OPT_JSON, "--json", CLI_FLAG, NULL, "print the tables as JSON (docs/json.md)", NULL},
};

const struct cli_command CLI_VERIFY = {
    "verify", "check dx.semantic.signatures; print every problem",
    "FILE.ll [--entry=NAME] [--json]\n"
    "FILE.hlsl [-T PROFILE] [-E NAME] [-D NAME[=VALUE]] [-I DIR] [--json]",
    "Checks the dx.semantic.signatures metadata of FILE.ll against DXC's rules\n"
    "(docs/validation.md) and prints every problem.\n"
    "FILE.hlsl: the signatures DXC derives from its entries' declarations\n"
    "(docs/hlsl.md), then as for a module.",
    VERIFY_OPTIONS, sizeof VERIFY_OPTIONS / sizeof *VERIFY_OPTIONS, true};
const struct cli_command CLI_PACK = {
    "pack", "assign StartRow/StartCol as DXC does and write the module",
    "FILE.ll [--packing=MODE] [-o OUT.ll] [--report]\n"
    "FILE.hlsl [-T PROFILE] [-E NAME] [--packing=MODE] [-o OUT.ll] [--report]",
    "Verifies FILE.ll, assigns StartRow and StartCol as DXC does and writes the\n"
    "module as text IR. VS inputs are always stacked and PS outputs always\n"
    "indexed, whatever the mode.\n"
    "FILE.hlsl: the signatures DXC derives from its entries' declarations\n"
    "(docs/hlsl.md), then as for a module.",
    PACK_OPTIONS, sizeof PACK_OPTIONS / sizeof *PACK_OPTIONS, true};
const struct cli_command CLI_PRINT = {
    "print", "print each entry's signature tables and register maps",
    "FILE.ll [--entry=NAME] [--packing=MODE] [--json] [-o FILE]\n"
    "FILE.hlsl [-T PROFILE] [-E NAME] [--packing=MODE] [--json] [-o FILE]",
    "Packs FILE.ll in memory (unless it is packed) and prints each entry's\n"
    "signature tables, as dxc -dumpbin does, and register maps.\n"
    "FILE.hlsl: the signatures DXC derives from its entries' declarations\n"
    "(docs/hlsl.md), then as for a module.",
    PRINT_OPTIONS, sizeof PRINT_OPTIONS / sizeof *PRINT_OPTIONS, true};

struct options {
  const struct cli_command *command;
  const char *input;
  const char *output;   /* -o; NULL: stdout */
  const char *entry;    /* --entry; NULL: every entry */
  enum dxsig_packing_mode mode;
  bool repack;          /* --packing given: repack what is packed too */
  bool report, json;
};

/* Returns CLI_OK, the usage error already printed, or -1 after --help. */
static int parse_args(const struct cli_command *c, int argc, char **argv, struct options *o) {
  memset(o, 0, sizeof(*o));
  o->command = c;
  o->mode = DXSIG_PACKING_PREFIX_STABLE;
  struct cli_parser p;
  cli_parser_init(&p, c, argc, argv, 2);
  const char *v;
  int id;
  while ((id = cli_next(&p, &v)) != CLI_NEXT_END) {
    switch (id) {
    case CLI_NEXT_ERROR:
      return CLI_USAGE_ERROR;
    case CLI_NEXT_EXIT:
      return -1;
    case OPT_PACKING:
      if (!cli_packing_value(c, v, &o->mode))
        return CLI_USAGE_ERROR;
      o->repack = true;
      break;
    case OPT_OUTPUT:
      o->output = v;
      break;
    case OPT_REPORT:
      o->report = true;
      break;
    case OPT_JSON:
      o->json = true;
      break;
    case OPT_ENTRY:
      o->entry = v;
      break;
    case CLI_NEXT_POSITIONAL:
      if (o->input)
        return cli_usage_error(c, "unexpected argument '%s'", v);
      o->input = v;
      break;
    default:
      break;
    }
  }
  if (!o->input)
    return cli_usage_error(c, "%s: no input file", c->name);
  if (c == &CLI_PACK && o->entry && !cli_is_hlsl(o->input))
    return cli_usage_error(c, "pack --entry names an HLSL file's entry; a module is packed whole");
  cli_set_json(o->json);
  return CLI_OK;
}

/* Checks (and, for print, packs) the model; with --entry only the selected
 * entry and the module itself decide (dxsig_model_check_entry).
 * *selected: the entry, or NULL for every entry. */
static bool check_model(struct dxsig_model *model, const struct options *o, bool pack,
                        struct dxsig_diag_list *diags, struct dxsig_entry **selected) {
  *selected = NULL;
  bool ok = dxsig_model_check_entry(model, o->entry, diags);
  if (ok && o->entry)
    ok = (*selected = dxsig_module_find_entry(&model->m, o->entry, "--entry=NAME", diags));
  struct dxsig_pack_request req = {o->mode, o->repack, false};
  return ok && (!pack || dxsig_model_pack(model, *selected, &req, NULL, diags));
}

static int run_verify(struct dxsig_model *model, const struct options *o,
                      struct dxsig_diag_list *diags) {
  struct dxsig_entry *selected;
  bool ok = check_model(model, o, false, diags, &selected);
  cli_report(o->input, diags);
  return ok ? CLI_OK : CLI_INPUT_ERROR;
}

/* --report: the oracle's allocation lines, nothing else on stdout. It shows
 * what the packer does even where the semantic checks object (e.g. more
 * than 8 clip/cull components, which the packer pins on one element); the
 * objections still go to stderr and make the exit status 1. */
static int run_report(struct dxsig_model *model, const struct options *o,
                      struct dxsig_diag_list *diags) {
  struct dxsig_module *m = &model->m;
  int rc = CLI_INPUT_ERROR;
  if (dxsig_model_loaded(model, diags)) {
    bool verified = dxsig_model_verify(model, diags);
    struct dxsig_pack_result *res = calloc(m->count ? m->count * DXSIG_SIG_KIND_COUNT : 1, sizeof(*res));
    if (!res) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    } else {
      struct dxsig_pack_request req = {o->mode, true, true}; /* FAIL lines say it */
      bool packed = dxsig_model_pack(model, NULL, &req, res, diags);
      struct dxsig_buffer b;
      dxsig_buffer_init(&b);
      dxsig_print_pack_report(&b, m, res);
      if (b.failed)
        dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      else if (cli_write_output(o->output, b.data ? b.data : "", b.len))
        rc = packed && verified ? CLI_OK : CLI_INPUT_ERROR;
      dxsig_buffer_finish(&b);
      free(res);
    }
  }
  cli_report(o->input, diags);
  return rc;
}

static int run_pack(LLVMModuleRef mod, struct dxsig_model *model,
                    const struct options *o, struct dxsig_diag_list *diags) {
  if (o->report)
    return run_report(model, o, diags);
  bool changed = false;
  bool ok = dxsig_pass_pack(mod, model, o->mode, diags, &changed);
  cli_report(o->input, diags);
  if (!ok || cli_werror_failed())
    return CLI_INPUT_ERROR;
  char *text = LLVMPrintModuleToString(mod);
  ok = cli_write_output(o->output, text, strlen(text));
  LLVMDisposeMessage(text);
  return ok ? CLI_OK : CLI_INPUT_ERROR;
}

/* --json: the tables go into fields (the document is written by the
 * caller, whatever happened). */
static int run_print(struct dxsig_model *model, const struct options *o,
                     struct dxsig_diag_list *diags, json_t *fields) {
  struct dxsig_entry *selected;
  bool ok = check_model(model, o, true, diags, &selected);
  cli_report(o->input, diags);
  ok = ok && !cli_werror_failed();
  /* --entry: a view of the module holding the selected entry alone. */
  struct dxsig_module view = model->m;
  if (selected) {
    view.entries = selected;
    view.count = 1;
  }
  int rc = CLI_INPUT_ERROR;
  if (ok && fields) {
    json_t *module = cli_json_module(&view);
    json_object_update(fields, module);
    json_decref(module);
    rc = CLI_OK;
  } else if (ok) {
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    dxsig_print_module(&b, &view);
    if (b.failed)
      cli_diag(o->input, DXSIG_ERROR, "out of memory");
    else if (cli_write_output(o->output, b.data ? b.data : "", b.len))
      rc = CLI_OK;
    dxsig_buffer_finish(&b);
  }
  return rc;
}

int cli_verify_pack_print(int argc, char **argv) {
  const struct cli_command *c = cli_find_command(argv[1]);
  struct options o;
  int rc = parse_args(c, argc, argv, &o);
  if (rc != CLI_OK)
    return rc < 0 ? CLI_OK : rc;
  json_t *fields = o.json ? json_pack("{s:o}", "file", cli_json_text(o.input)) : NULL;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = cli_load_module(ctx, o.input, o.entry);
  rc = CLI_INPUT_ERROR;
  if (mod) {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_model model; /* read once per command */
    cli_model_load(o.input, mod, &model);
    if (c == &CLI_VERIFY)
      rc = run_verify(&model, &o, &diags);
    else if (c == &CLI_PACK)
      rc = run_pack(mod, &model, &o, &diags);
    else
      rc = run_print(&model, &o, &diags, fields);
    dxsig_model_finish(&model);
    dxsig_diag_list_finish(&diags);
    LLVMDisposeModule(mod);
  }
  LLVMContextDispose(ctx);
  if (o.json && !cli_json_write(c->name, cli_exit_status(rc) == CLI_OK, fields, o.output))
    rc = CLI_INPUT_ERROR;
  return rc;
}

