/* libFuzzer harness: mutated .ll text through LLVM's parser into the glue
 * (the path of the opt plugin and the CLI).
 *
 * A module that LLVM's parser or verifier rejects never reaches dxsig (opt
 * and the CLI stop there too). Every other module goes through
 * dxsig-verify, print<dxsig>, dxsig-link, dxsig-pack, dxsig-lower and the
 * container builder. Invariants, checked with abort():
 *   - verify, print, link and the container builder never change the module;
 *   - a failed pack or lower leaves the module exactly as read (its text);
 *   - a successful pack leaves a module LLVM's verifier accepts, and packing
 *     it again succeeds without changing anything;
 *   - a container dxsig built reads back without errors. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "glue.h"
#include "link_glue.h"
#include "lower.h"

static void fail(const char *what, const struct dxsig_diag_list *diags) {
  fprintf(stderr, "fuzz_ll invariant broken: %s\n", what);
  for (size_t i = 0; diags && i < diags->count; ++i)
    fprintf(stderr, "  %s\n", diags->items[i].message);
  abort();
}

static bool same_text(LLVMModuleRef mod, const char *before) {
  char *now = LLVMPrintModuleToString(mod);
  bool same = strcmp(now, before) == 0;
  LLVMDisposeMessage(now);
  return same;
}

static void run(LLVMModuleRef mod, enum dxsig_packing_mode mode, bool with_dxil) {
  struct dxsig_diag_list diags;
  char *before = LLVMPrintModuleToString(mod);

  /* verify and print share one model, as in an opt pipeline. */
  struct dxsig_glue_model model;
  dxsig_glue_model_load(mod, &model);
  dxsig_diag_list_init(&diags);
  dxsig_pass_verify(&model, &diags);
  dxsig_diag_list_finish(&diags);

  struct dxsig_buffer text;
  dxsig_buffer_init(&text);
  dxsig_diag_list_init(&diags);
  dxsig_pass_print(&model, &text, &diags);
  dxsig_diag_list_finish(&diags);
  dxsig_buffer_finish(&text);
  /* dxsig-link may pack the model in memory: a fresh one after it. */
  dxsig_diag_list_init(&diags);
  dxsig_pass_link(mod, &model, mode, &diags);
  dxsig_diag_list_finish(&diags);
  if (model.stale) {
    dxsig_glue_model_finish(&model);
    dxsig_glue_model_load(mod, &model);
  }
  if (!same_text(mod, before))
    fail("dxsig-verify, print<dxsig> or dxsig-link changed the module", NULL);

  /* The container builder packs a model of its own in memory. */
  struct dxsig_lower_request req = {NULL, true, mode, false, 0, 0, false};
  struct dxsig_bytes file;
  dxsig_bytes_init(&file);
  dxsig_diag_list_init(&diags);
  struct dxsig_glue_model own;
  dxsig_glue_model_load(mod, &own);
  if (dxsig_glue_container(mod, &own, &req, with_dxil, &file, &diags)) {
    struct dxsig_diag_list back;
    dxsig_diag_list_init(&back);
    dxsig_buffer_init(&text);
    if (!dxsig_container_dump(&text, file.data, file.len, &back) || back.error_count)
      fail("a container dxsig wrote does not read back", &back);
    dxsig_buffer_finish(&text);
    dxsig_diag_list_finish(&back);
  }
  dxsig_glue_model_finish(&own);
  dxsig_diag_list_finish(&diags);
  dxsig_bytes_finish(&file);
  if (!same_text(mod, before))
    fail("dxsig container changed the module", NULL);

  /* The model verified above, now packed in place. */
  bool changed = false;
  dxsig_diag_list_init(&diags);
  bool packed = dxsig_pass_pack(mod, &model, mode, &diags, &changed);
  if (!packed && (changed || !same_text(mod, before)))
    fail("a failed dxsig-pack changed the module", &diags);
  dxsig_diag_list_finish(&diags);
  dxsig_glue_model_finish(&model);
  if (packed) {
    char *msg = NULL;
    if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg))
      fail(msg, NULL);
    LLVMDisposeMessage(msg);
    char *once = LLVMPrintModuleToString(mod);
    dxsig_diag_list_init(&diags);
    dxsig_glue_model_load(mod, &model);
    bool again = dxsig_pass_pack(mod, &model, mode, &diags, &changed);
    if (!again || changed || !same_text(mod, once))
      fail("packing a packed module is not a fixed point", &diags);
    dxsig_glue_model_finish(&model);
    dxsig_diag_list_finish(&diags);
    LLVMDisposeMessage(once);
  }

  /* dxsig-lower on whatever the module now is. */
  char *pre_lower = LLVMPrintModuleToString(mod);
  req.pack_if_needed = false;
  dxsig_diag_list_init(&diags);
  dxsig_glue_model_load(mod, &model);
  if (!dxsig_pass_lower(mod, &model, &req, &diags, &changed) && !same_text(mod, pre_lower))
    fail("a failed dxsig-lower changed the module", &diags);
  dxsig_glue_model_finish(&model);
  dxsig_diag_list_finish(&diags);
  LLVMDisposeMessage(pre_lower);
  LLVMDisposeMessage(before);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 64 * 1024)
    return 0;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
      (const char *)data, size, "fuzz.ll");
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg) == 0) { /* takes buf */
    char *vmsg = NULL;
    if (!LLVMVerifyModule(mod, LLVMReturnStatusAction, &vmsg))
      run(mod,
          size % 3 == 0   ? DXSIG_PACKING_PREFIX_STABLE
          : size % 3 == 1 ? DXSIG_PACKING_OPTIMIZED
                          : DXSIG_PACKING_MINIMAL,
          (size & 4) != 0);
    LLVMDisposeMessage(vmsg);
    LLVMDisposeModule(mod);
  }
  LLVMDisposeMessage(msg);
  LLVMContextDispose(ctx);
  return 0;
}
