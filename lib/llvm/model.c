/* The model of a module's signatures, read once: what the load and the
 * verification reported is kept for every pass that uses it. */
#include "glue.h"

void dxsig_glue_model_load(LLVMModuleRef mod, struct dxsig_glue_model *model) {
  dxsig_diag_list_init(&model->load_diags);
  dxsig_diag_list_init(&model->verify_diags);
  model->verify_done = model->verified = model->stale = false;
  model->loaded = dxsig_glue_load(mod, &model->m, &model->load_diags);
}

void dxsig_glue_model_finish(struct dxsig_glue_model *model) {
  dxsig_module_finish(&model->m);
  dxsig_diag_list_finish(&model->load_diags);
  dxsig_diag_list_finish(&model->verify_diags);
}

bool dxsig_glue_model_loaded(const struct dxsig_glue_model *model,
                             struct dxsig_diag_list *diags) {
  dxsig_diag_list_append(diags, &model->load_diags, NULL);
  return model->loaded;
}

bool dxsig_glue_model_verify(struct dxsig_glue_model *model, struct dxsig_diag_list *diags) {
  /* Schema errors leave a model the verifier can check (it skips what the
   * reader rejected); a lost allocation does not. */
  if (model->m.incomplete)
    return false;
  if (!model->verify_done) {
    model->verified = dxsig_verify_module(&model->m, &model->verify_diags);
    model->verify_done = true;
  }
  dxsig_diag_list_append(diags, &model->verify_diags, NULL);
  return model->verified && model->loaded;
}

bool dxsig_glue_model_check(struct dxsig_glue_model *model, struct dxsig_diag_list *diags) {
  bool loaded = dxsig_glue_model_loaded(model, diags);
  return dxsig_glue_model_verify(model, diags) && loaded;
}

bool dxsig_glue_model_pack(struct dxsig_glue_model *model, enum dxsig_packing_mode mode,
                           struct dxsig_pack_result *results, struct dxsig_diag_list *diags) {
  model->stale = true;
  return dxsig_glue_pack(&model->m, mode, results, diags);
}
