/* dxsig annotate MODULE.ll --hlsl FILE.hlsl: the signatures of the HLSL
 * entries written into the module a compiler made from that file (clang 22
 * writes none), so that every later command and pass sees real ones. */
#include "commands.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "source.h"

enum { OPT_HLSL = CLI_OPT_FIRST, OPT_ENTRY, OPT_OUTPUT };

static const struct cli_option ANNOTATE_OPTIONS[] = {
    {OPT_HLSL, "--hlsl", CLI_VALUE, "FILE.hlsl", "the HLSL file the module was compiled from",
     NULL},
    {OPT_ENTRY, "--entry -E", CLI_VALUE, "NAME",
     "the entry to annotate (default: the module's one shader function,\n"
     "or every [shader] function of a library)", NULL},
    {OPT_OUTPUT, "-o", CLI_VALUE, "FILE", "write the module to FILE (default: stdout)", NULL},
};

const struct cli_command CLI_ANNOTATE = {
    "annotate", "write an HLSL file's signatures into the module compiled from it",
    "MODULE.ll --hlsl FILE.hlsl [-T PROFILE] [-E NAME] [-o OUT.ll]",
    "Reads the entry declarations of FILE.hlsl (as 'dxsig print FILE.hlsl'\n"
    "does) and adds their dx.semantic.signatures to MODULE.ll, which a\n"
    "compiler such as clang 22 made from that file without them. Without -T\n"
    "the profile is the module's target triple (dxil-pc-shadermodel6.0-vertex\n"
    "is vs_6_0). The module is checked as 'dxsig verify' checks it and\n"
    "written whole, as text IR; on any error nothing is written.",
    ANNOTATE_OPTIONS, sizeof ANNOTATE_OPTIONS / sizeof *ANNOTATE_OPTIONS, true};

/* The profile the module's triple names ("vs_6_0", "lib_6_3"), or false. */
static bool profile_of_module(LLVMModuleRef mod, char *out, size_t size) {
  struct dxsig_target t;
  dxsig_target_parse(LLVMGetTarget(mod), &t);
  enum dxsig_shader_stage stage;
  if (!t.sm.major || !t.env_len || !dxsig_shader_stage_from_name(t.env, t.env_len, &stage))
    return false;
  const char *short_name = dxsig_shader_stage_short_name(stage);
  snprintf(out, size, "%s_%u_%u", short_name, (unsigned)t.sm.major, (unsigned)t.sm.minor);
  enum dxsig_shader_stage check;
  struct dxsig_shader_model sm;
  return dxsig_hlsl_profile_parse(out, &check, &sm);
}

/* The name of the module's one function with an "hlsl.shader" attribute. */
static const char *only_shader_function(LLVMModuleRef mod) {
  static const char key[] = "hlsl.shader";
  const char *found = NULL;
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    if (!LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, key, sizeof key - 1))
      continue;
    if (found)
      return NULL;
    size_t len;
    found = LLVMGetValueName2(f, &len);
  }
  return found;
}

int cli_annotate(int argc, char **argv) {
  const struct cli_command *c = &CLI_ANNOTATE;
  const char *input = NULL, *hlsl = NULL, *entry = NULL, *output = NULL;
  struct cli_parser p;
  cli_parser_init(&p, c, argc, argv, 2);
  const char *v;
  int id;
  while ((id = cli_next(&p, &v)) != CLI_NEXT_END) {
    if (id == CLI_NEXT_ERROR)
      return CLI_USAGE_ERROR;
    if (id == CLI_NEXT_EXIT)
      return CLI_OK;
    if (id == OPT_HLSL)
      hlsl = v;
    else if (id == OPT_ENTRY)
      entry = v;
    else if (id == OPT_OUTPUT)
      output = v;
    else if (id == CLI_NEXT_POSITIONAL && input)
      return cli_usage_error(c, "unexpected argument '%s'", v);
    else if (id == CLI_NEXT_POSITIONAL)
      input = v;
  }
  if (!input)
    return cli_usage_error(c, "annotate: no module");
  if (!hlsl)
    return cli_usage_error(c, "annotate needs --hlsl FILE.hlsl, the file the module was "
                              "compiled from");
  if (cli_is_hlsl(input))
    return cli_usage_error(c, "annotate's input is the compiled module, not '%s'", input);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = cli_load_module(ctx, input, NULL);
  int rc = CLI_INPUT_ERROR;
  char profile[32];
  const struct dxsig_hlsl_program *program = NULL;
  const char *use_profile = NULL;
  if (mod && !cli_source()->profile) {
    if (profile_of_module(mod, profile, sizeof profile))
      use_profile = profile;
    else
      cli_diag(input, DXSIG_ERROR, "the module's target triple names no shader profile: give -T");
  }
  if (mod && !entry && use_profile && strncmp(use_profile, "lib_", 4) != 0)
    entry = only_shader_function(mod);
  if (mod && (use_profile || cli_source()->profile) &&
      cli_read_hlsl(hlsl, entry, use_profile, &program)) {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    bool ok = dxsig_glue_annotate(mod, &program->m, &diags);
    struct dxsig_model model;
    if (ok) { /* what verify would say of the result */
      cli_model_load(input, mod, &model);
      ok = dxsig_model_check(&model, &diags);
      dxsig_model_finish(&model);
    }
    cli_report(input, &diags);
    dxsig_diag_list_finish(&diags);
    if (ok && !cli_werror_failed()) {
      char *text = LLVMPrintModuleToString(mod);
      if (cli_write_output(output, text, strlen(text)))
        rc = CLI_OK;
      LLVMDisposeMessage(text);
    }
  }
  if (mod)
    LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  return rc;
}
