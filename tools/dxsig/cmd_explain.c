/* dxsig explain FILE.ll [--entry NAME] [--packing=MODE]: why each element of
 * each signature lands where it does (lib/core/explain.c). */
#include "cmd_beyond.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "dxsig/explain.h"

static const char EXPLAIN_USAGE[] =
    "usage: dxsig explain FILE.ll [--entry NAME] [" CLI_PACKING_USAGE "]\n";

static int explain_usage(const char *fmt, const char *arg) {
  fprintf(stderr, "dxsig: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n%s", EXPLAIN_USAGE);
  return CLI_USAGE_ERROR;
}

int cli_explain(int argc, char **argv) {
  const char *input = NULL, *entry_name = NULL;
  enum dxsig_packing_mode mode = DXSIG_PACKING_PREFIX_STABLE;
  for (int i = 2; i < argc; ++i) {
    bool missing = false;
    const char *v;
    if ((v = cli_option_value(argc, argv, &i, "--entry", &missing)) != NULL) {
      entry_name = v;
    } else if ((v = cli_option_value(argc, argv, &i, "--packing", &missing)) != NULL) {
      if (!dxsig_packing_mode_from_name(v, &mode))
        return explain_usage(CLI_INVALID_PACKING,
                             v);
    } else if (missing) {
      return explain_usage("%s needs a value", argv[i]);
    } else if (strcmp(argv[i], "--help") == 0) {
      printf("%s", EXPLAIN_USAGE);
      return CLI_OK;
    } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
      return explain_usage("unknown option '%s'", argv[i]);
    } else if (input) {
      return explain_usage("unexpected argument '%s'", argv[i]);
    } else {
      input = argv[i];
    }
  }
  if (!input)
    return explain_usage("%s: no input file", "explain");

  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = cli_load_module(ctx, input);
  int rc = CLI_INPUT_ERROR;
  if (mod) {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_module m;
    if (dxsig_glue_load(mod, &m, &diags)) {
      /* Semantic problems are reported, but the packer still gets its say:
       * an explanation of why a signature does not pack is the point. */
      bool verified = dxsig_verify_module(&m, &diags);
      struct dxsig_buffer b;
      dxsig_buffer_init(&b);
      bool packed = true, found = false;
      for (size_t i = 0; i < m.count; ++i) {
        const struct dxsig_entry *e = &m.entries[i];
        if (entry_name && strcmp(e->name, entry_name) != 0)
          continue;
        found = true;
        if (!dxsig_explain_entry(&b, e, mode, m.native16))
          packed = false;
      }
      if (!found && entry_name)
        dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_EXPLAIN_ENTRY,
                       "no entry '%s' in %s", entry_name,
                       "dx.semantic.signatures");
      if (b.failed)
        dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      else if (cli_write_output(NULL, b.data ? b.data : "", b.len) && found && !b.failed)
        rc = packed && verified ? CLI_OK : CLI_INPUT_ERROR;
      dxsig_buffer_finish(&b);
    }
    cli_report(input, &diags);
    dxsig_module_finish(&m);
    dxsig_diag_list_finish(&diags);
    LLVMDisposeModule(mod);
  }
  LLVMContextDispose(ctx);
  return rc;
}
