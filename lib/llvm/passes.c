/* The pass bodies, shared by the opt plugin and the CLI: run the core on
 * an already loaded model, write back. Each reports into the caller's list. */
#include "glue.h"

#include <stdlib.h>

bool dxsig_glue_pack(struct dxsig_module *m, enum dxsig_packing_mode mode,
                     struct dxsig_pack_result *results, struct dxsig_diag_list *diags) {
  struct dxsig_pack_result *own = NULL;
  if (!results && m->count) {
    results = own = calloc(m->count * DXSIG_SIG_KIND_COUNT, sizeof(*results));
    if (!own) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory while packing");
      return false;
    }
  }
  bool ok = dxsig_module_pack(m, mode, results);
  for (size_t i = 0; diags && i < m->count; ++i) {
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      const struct dxsig_pack_result *r = &results[i * DXSIG_SIG_KIND_COUNT + k];
      if (r->error == DXSIG_PACK_OK && r->unproven) /* minimal mode only */
        dxsig_diag_add_element(diags, DXSIG_WARNING, DXSIG_RULE_PACK_MINIMAL_BUDGET, &m->entries[i],
                               (enum dxsig_sig_kind)k, (size_t)-1,
                               "minimal packing stopped at its search budget; the "
                               "layout (%u rows) is the best found, not proven minimal",
                               r->rows_used);
      if (r->error == DXSIG_PACK_OK)
        continue;
      size_t el = r->element < m->entries[i].sigs[k].count ? r->element : (size_t)-1;
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_PACK, &m->entries[i],
                             (enum dxsig_sig_kind)k, el, "%s",
                             dxsig_pack_error_message(r->error));
    }
  }
  free(own);
  return ok;
}

bool dxsig_pass_verify(struct dxsig_glue_model *model, struct dxsig_diag_list *diags) {
  return dxsig_glue_model_check(model, diags);
}

bool dxsig_pass_pack(LLVMModuleRef mod, struct dxsig_glue_model *model,
                     enum dxsig_packing_mode mode, struct dxsig_diag_list *diags,
                     bool *changed) {
  *changed = false;
  if (!dxsig_glue_model_check(model, diags))
    return false;
  return dxsig_glue_model_pack(model, mode, NULL, diags) &&
         dxsig_glue_write_back(mod, &model->m, diags, changed);
}

bool dxsig_pass_print(struct dxsig_glue_model *model, struct dxsig_buffer *out,
                      struct dxsig_diag_list *diags) {
  bool ok = dxsig_glue_model_loaded(model, diags);
  dxsig_glue_model_derive_masks(model);
  if (ok)
    dxsig_print_module(out, &model->m);
  return ok;
}
