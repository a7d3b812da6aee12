/* The model of a module's signatures, read once: what the load and the
 * verification reported is kept for every pass that uses it. */
#include "body_glue.h"
#include "glue.h"

void dxsig_glue_model_load(LLVMModuleRef mod, struct dxsig_glue_model *model) {
  dxsig_diag_list_init(&model->load_diags);
  dxsig_diag_list_init(&model->verify_diags);
  model->verify_done = model->verified = model->stale = false;
  model->loaded = dxsig_glue_load(mod, &model->m, &model->load_diags);
  bool oom = false;
  model->bodies = model->m.incomplete ? NULL : dxsig_glue_bodies_read(mod, &model->m, &oom);
  if (oom) {
    model->m.incomplete = true;
    model->loaded = false;
    dxsig_diag_add(&model->load_diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory while reading the entries' code");
  }
}

void dxsig_glue_model_finish(struct dxsig_glue_model *model) {
  dxsig_glue_bodies_free(model->bodies);
  model->bodies = NULL;
  dxsig_module_finish(&model->m);
  dxsig_diag_list_finish(&model->load_diags);
  dxsig_diag_list_finish(&model->verify_diags);
}

bool dxsig_glue_model_loaded(const struct dxsig_glue_model *model,
                             struct dxsig_diag_list *diags) {
  dxsig_diag_list_append(diags, &model->load_diags, NULL);
  return model->loaded;
}

/* Once: the metadata's checks, then the bodies' (which set the masks).
 * Schema errors leave a model the verifier can check (it skips what the
 * reader rejected); a lost allocation does not. */
static bool run_checks(struct dxsig_glue_model *model) {
  if (model->m.incomplete)
    return false;
  if (!model->verify_done) {
    model->verified = dxsig_verify_module(&model->m, &model->verify_diags);
    if (model->bodies)
      model->verified =
          dxsig_glue_bodies_check(model->bodies, &model->m, &model->verify_diags) &&
          model->verified;
    model->verify_done = true;
  }
  return true;
}

void dxsig_glue_model_derive_masks(struct dxsig_glue_model *model) {
  if (model->bodies) /* without them the checks would change nothing */
    run_checks(model);
}

bool dxsig_glue_model_verify(struct dxsig_glue_model *model, struct dxsig_diag_list *diags) {
  if (!run_checks(model))
    return false;
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
