/* Packing as a command asks for it, every outcome reported once. */
#include "dxsig/driver.h"
#include "dxsig/sigpoint.h"

/* One signature's outcome as a diagnostic (nothing when it packed and,
 * for minimal packing, is proven). */
static void report(struct dxsig_diag_list *diags, const struct dxsig_entry *e,
                   enum dxsig_sig_kind kind, const struct dxsig_pack_result *r,
                   bool failures_shown) {
  if (!diags)
    return;
  if (r->error == DXSIG_PACK_OK) {
    if (r->unproven) /* minimal mode only */
      dxsig_diag_add_element(diags, DXSIG_WARNING, DXSIG_RULE_PACK_MINIMAL_BUDGET, e, kind,
                             DXSIG_NO_ELEMENT,
                             "minimal packing stopped at its search budget; the layout "
                             "(%u rows) is the best found, not proven minimal",
                             r->rows_used);
    return;
  }
  if (failures_shown)
    return;
  size_t el = r->element < e->sigs[kind].count ? r->element : DXSIG_NO_ELEMENT;
  dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_PACK, e, kind, el, "%s",
                         dxsig_pack_error_message(r->error));
}

static bool pack_entry(struct dxsig_model *model, struct dxsig_entry *e,
                       const struct dxsig_pack_request *req, struct dxsig_pack_result *results,
                       struct dxsig_diag_list *diags) {
  bool ok = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    enum dxsig_sig_kind kind = (enum dxsig_sig_kind)k;
    struct dxsig_pack_result local, *r = results ? &results[k] : &local;
    *r = (struct dxsig_pack_result){DXSIG_PACK_OK, 0, 0, false};
    struct dxsig_signature *sig = &e->sigs[k];
    if (!(req->repack ? sig->count != 0 : dxsig_signature_needs_packing(e, kind)))
      continue;
    model->stale = true;
    if (!e->has_stage)
      r->error = DXSIG_PACK_INVALID; /* the verifier says why */
    else
      dxsig_signature_pack(sig, e->stage, req->mode, model->m.native16, r);
    report(diags, e, kind, r, req->failures_shown);
    ok &= r->error == DXSIG_PACK_OK;
  }
  return ok;
}

bool dxsig_model_pack(struct dxsig_model *model, const struct dxsig_entry *entry,
                      const struct dxsig_pack_request *req, struct dxsig_pack_result *results,
                      struct dxsig_diag_list *diags) {
  bool ok = true;
  struct dxsig_module *m = &model->m;
  for (size_t i = 0; i < m->count; ++i) {
    struct dxsig_entry *e = &m->entries[i];
    if (entry && e != entry)
      continue;
    ok &= pack_entry(model, e, req, results ? &results[i * DXSIG_SIG_KIND_COUNT] : NULL, diags);
  }
  return ok;
}
