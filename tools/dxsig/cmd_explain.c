/* dxsig explain FILE.ll [--entry=NAME] [--packing=MODE]: why each element of
 * each signature lands where it does (lib/core/pack/explain.c). */
#include "commands.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "dxsig/explain.h"

enum { OPT_ENTRY = CLI_OPT_FIRST, OPT_PACKING, OPT_OUTPUT };

static const struct cli_option EXPLAIN_OPTIONS[] = {
    {OPT_ENTRY, "--entry -E", CLI_VALUE, "NAME", "explain this entry only", NULL},
    CLI_PACKING_OPTIONS(OPT_PACKING),
    {OPT_OUTPUT, "-o", CLI_VALUE, "FILE", "write the explanation to FILE", NULL},
};

const struct cli_command CLI_EXPLAIN = {
    "explain", "say, element by element, where each one went and why",
    "FILE.ll [--entry=NAME] [--packing=MODE] [-o FILE]\n"
    "FILE.hlsl [-T PROFILE] [-E NAME] [--packing=MODE] [-o FILE]",
    "Packs FILE.ll in memory and says, element by element in the packer's\n"
    "order, where each one went and what ruled out every earlier place; for a\n"
    "signature that does not pack, what blocks the failing element and what\n"
    "would fit. Exit status 1 when a signature does not pack, or a mesh\n"
    "shader's vertex and primitive outputs need more than 32 rows together.\n"
    "FILE.hlsl: the signatures DXC derives from its entries' declarations\n"
    "(docs/hlsl.md), then as for a module.",
    EXPLAIN_OPTIONS, sizeof EXPLAIN_OPTIONS / sizeof *EXPLAIN_OPTIONS, true};

int cli_explain(int argc, char **argv) {
  const struct cli_command *c = &CLI_EXPLAIN;
  const char *input = NULL, *entry_name = NULL, *output = NULL;
  enum dxsig_packing_mode mode = DXSIG_PACKING_PREFIX_STABLE;
  struct cli_parser p;
  cli_parser_init(&p, c, argc, argv, 2);
  const char *v;
  int id;
  while ((id = cli_next(&p, &v)) != CLI_NEXT_END) {
    if (id == CLI_NEXT_ERROR)
      return CLI_USAGE_ERROR;
    if (id == CLI_NEXT_EXIT)
      return CLI_OK;
    if (id == OPT_ENTRY) {
      entry_name = v;
    } else if (id == OPT_PACKING) {
      if (!cli_packing_value(c, v, &mode))
        return CLI_USAGE_ERROR;
    } else if (id == OPT_OUTPUT) {
      output = v;
    } else if (id == CLI_NEXT_POSITIONAL) {
      if (input)
        return cli_usage_error(c, "unexpected argument '%s'", v);
      input = v;
    }
  }
  if (!input)
    return cli_usage_error(c, "%s: no input file", "explain");

  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = cli_load_module(ctx, input, entry_name);
  int rc = CLI_INPUT_ERROR;
  if (mod) {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    /* The model: the entries' bodies set the masks, as for every command. */
    struct dxsig_model model;
    cli_model_load(input, mod, &model);
    struct dxsig_module *m = &model.m;
    /* Semantic problems are reported, but the packer still gets its say:
     * an explanation of why a signature does not pack is the point. With
     * --entry, that entry and the module alone are judged. */
    bool verified = dxsig_model_check_entry(&model, entry_name, &diags);
    const struct dxsig_entry *only = dxsig_module_entry(m, entry_name);
    /* What the reader rejected cannot be explained: only entries it read
     * whole are. */
    bool explained = (only || !entry_name) && dxsig_model_read_whole(&model, only);
    bool packed = true;
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    for (size_t i = 0; explained && i < m->count; ++i) {
      const struct dxsig_entry *e = &m->entries[i];
      if ((!only || e == only) && !dxsig_explain_entry(&b, e, mode, m->native16))
        packed = false;
    }
    if (explained) {
      /* The text says why a list fails; what it cannot raise is what
       * packing says everywhere else: minimal packing at its search
       * budget (a warning -Werror must see here too), a mesh shader's
       * lists that fit alone but not together (an error). */
      struct dxsig_pack_request req = {mode, true, true};
      if (!dxsig_model_pack(&model, only, &req, NULL, &diags))
        packed = false;
    }
    if (b.failed)
      dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    cli_report(input, &diags);
    /* After the report: -Werror writes nothing. */
    if (explained && !b.failed && !cli_werror_failed() &&
        cli_write_output(output, b.data ? b.data : "", b.len))
      rc = packed && verified ? CLI_OK : CLI_INPUT_ERROR;
    dxsig_buffer_finish(&b);
    dxsig_model_finish(&model);
    dxsig_diag_list_finish(&diags);
    LLVMDisposeModule(mod);
  }
  LLVMContextDispose(ctx);
  return rc;
}
