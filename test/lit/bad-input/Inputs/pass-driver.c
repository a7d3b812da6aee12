/* Runs one dxsig pass body (the code the opt plugin runs) on a module and
 * prints the module afterwards, whatever the outcome: opt stops at the
 * first error diagnostic and never shows the module a failed pass left.
 *
 *   pass-driver verify|pack|pack-optimized|lower|print FILE.ll > OUT.ll
 *
 * Diagnostics go to stderr as "error: ..."; exit 1 when the pass failed. */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "glue.h"
#include "lower.h"

static void sink(void *ctx, enum dxsig_severity severity, const struct dxsig_diag *d,
                 const char *message) {
  (void)d;
  (void)ctx;
  fprintf(stderr, "%s: %s\n", severity == DXSIG_ERROR ? "error" : "warning", message);
}

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = NULL;
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(argv[2], &buf, &msg) ||
      LLVMParseIRInContext(ctx, buf, &mod, &msg)) {
    fprintf(stderr, "%s\n", msg ? msg : "cannot read");
    return 2;
  }
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_model model;
  dxsig_glue_model_load(mod, &model);
  bool ok = false, changed = false;
  const char *pass = argv[1];
  if (strcmp(pass, "verify") == 0) {
    ok = dxsig_model_check(&model, &diags);
  } else if (strcmp(pass, "pack") == 0 || strcmp(pass, "pack-optimized") == 0) {
    ok = dxsig_pass_pack(mod, &model,
                         strcmp(pass, "pack") == 0 ? DXSIG_PACKING_PREFIX_STABLE
                                                   : DXSIG_PACKING_OPTIMIZED,
                         &diags, &changed);
  } else if (strcmp(pass, "lower") == 0) {
    struct dxsig_lower_request req = {.pack = {DXSIG_PACKING_PREFIX_STABLE, false, false}};
    ok = dxsig_pass_lower(mod, &model, &req, &diags, &changed);
  } else if (strcmp(pass, "print") == 0) {
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    ok = dxsig_model_print(&model, &b, &diags);
    dxsig_buffer_finish(&b);
  } else {
    return 2;
  }
  dxsig_model_finish(&model);
  dxsig_diag_list_send(&diags, sink, NULL);
  dxsig_diag_list_finish(&diags);
  char *text = LLVMPrintModuleToString(mod);
  fputs(text, stdout);
  LLVMDisposeMessage(text);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  return ok ? 0 : 1;
}
