/* Packing as a command asks for it, every outcome reported once. A list
 * node shared by several entries of one stage is packed once: the others
 * take its layout (dxsig_signature_pack_like). */
#include <stdlib.h>

#include "dxsig/driver.h"
#include "dxsig/sigpoint.h"

#include "verify_rules.h"

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

/* The lists packed so far, by node and stage: open addressing, a slot
 * per list at most half full (NULL sig: empty). No memory: no sharing. */
struct packed_list {
  const struct dxsig_signature *sig;
  enum dxsig_shader_stage stage;
  struct dxsig_pack_result res;
};

struct packed_lists {
  struct packed_list *slots;
  size_t mask; /* slots - 1, a power of two minus one */
};

static void packed_lists_init(struct packed_lists *p, size_t lists) {
  size_t n = 16;
  while (n < 2 * lists && n < SIZE_MAX / 4)
    n *= 2;
  p->slots = calloc(n, sizeof *p->slots);
  p->mask = p->slots ? n - 1 : 0;
}

/* The slot of sig's node in stage: a packed twin or the empty slot for
 * it; NULL when the list has no node or there is no table. */
static struct packed_list *packed_slot(struct packed_lists *p, const struct dxsig_signature *sig,
                                       enum dxsig_shader_stage stage) {
  if (!p->slots || !sig->node.known)
    return NULL;
  size_t h = ((size_t)sig->node.slot * 0x9E3779B1u + (size_t)stage * 31u + sig->kind) & p->mask;
  for (;; h = (h + 1) & p->mask) {
    struct packed_list *slot = &p->slots[h];
    if (!slot->sig || (slot->sig->node.slot == sig->node.slot && slot->stage == stage &&
                       slot->sig->kind == sig->kind))
      return slot;
  }
}

static void pack_signature(struct dxsig_model *model, struct dxsig_entry *e,
                           struct dxsig_signature *sig, const struct dxsig_pack_request *req,
                           struct dxsig_pack_result *r, struct packed_lists *packed) {
  struct packed_list *slot = packed_slot(packed, sig, e->stage);
  if (slot && slot->sig && dxsig_signature_pack_like(sig, slot->sig, &slot->res, r))
    return;
  dxsig_signature_pack(sig, e->stage, req->mode, model->m.native16, r);
  if (slot && !slot->sig)
    *slot = (struct packed_list){sig, e->stage, *r};
}

static bool pack_entry(struct dxsig_model *model, struct dxsig_entry *e,
                       const struct dxsig_pack_request *req, struct dxsig_pack_result *results,
                       struct dxsig_diag_list *diags, struct packed_lists *packed) {
  bool ok = true, packed_any = false;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    enum dxsig_sig_kind kind = (enum dxsig_sig_kind)k;
    struct dxsig_pack_result local, *r = results ? &results[k] : &local;
    *r = (struct dxsig_pack_result){DXSIG_PACK_OK, 0, 0, false};
    struct dxsig_signature *sig = &e->sigs[k];
    if (!(req->repack ? sig->count != 0 : dxsig_signature_needs_packing(e, kind)))
      continue;
    model->stale = true;
    packed_any = true;
    if (!e->has_stage)
      r->error = DXSIG_PACK_INVALID; /* the verifier says why */
    else
      pack_signature(model, e, sig, req, r, packed);
    report(diags, e, kind, r, req->failures_shown);
    ok &= r->error == DXSIG_PACK_OK;
  }
  /* A mesh shader's vertex and primitive outputs each fit alone and may
   * not together: a layout DXC's validator rejects is a failure here, not
   * a module written back that no check accepts (diags NULL: a failure
   * all the same). */
  if (ok && packed_any && e->stage == DXSIG_STAGE_MESH) {
    struct dxsig_diag_list quiet;
    dxsig_diag_list_init(&quiet);
    ok = dxsig_verify_mesh_total_rows(e, diags ? diags : &quiet);
    dxsig_diag_list_finish(&quiet);
  }
  return ok;
}

bool dxsig_model_pack(struct dxsig_model *model, const struct dxsig_entry *entry,
                      const struct dxsig_pack_request *req, struct dxsig_pack_result *results,
                      struct dxsig_diag_list *diags) {
  bool ok = true;
  struct dxsig_module *m = &model->m;
  struct packed_lists packed = {NULL, 0};
  if (!entry && m->count > 1)
    packed_lists_init(&packed, m->count * DXSIG_SIG_KIND_COUNT);
  for (size_t i = 0; i < m->count; ++i) {
    struct dxsig_entry *e = &m->entries[i];
    if (entry && e != entry)
      continue;
    ok &= pack_entry(model, e, req, results ? &results[i * DXSIG_SIG_KIND_COUNT] : NULL, diags,
                     &packed);
  }
  free(packed.slots);
  return ok;
}
