/* The model of a module's signatures, read once: what the load and the
 * verification reported is kept for every pass that asks. */
#include "dxsig/driver.h"
#include "dxsig/print.h"
#include "dxsig/sigpoint.h"
#include "dxsig/verify.h"

#include <stdlib.h>
#include <string.h>

#include "verify_rules.h"

void dxsig_model_init(struct dxsig_model *model) {
  memset(model, 0, sizeof *model);
  dxsig_module_init(&model->m);
  dxsig_diag_list_init(&model->load_diags);
  dxsig_diag_list_init(&model->verify_diags);
}

void dxsig_model_finish(struct dxsig_model *model) {
  if (model->bodies.release)
    model->bodies.release(model->bodies.ctx);
  model->bodies = (struct dxsig_model_bodies){NULL, NULL, NULL, NULL};
  if (model->stage_props.release)
    model->stage_props.release(model->stage_props.ctx);
  model->stage_props = (struct dxsig_model_stage_props){NULL, NULL, NULL};
  dxsig_module_finish(&model->m);
  dxsig_diag_list_finish(&model->load_diags);
  dxsig_diag_list_finish(&model->verify_diags);
}

/* The checks run again, all of them, on the next request. */
static void forget_checks(struct dxsig_model *model) {
  model->moved = false;
  model->verify_done = false;
  model->verified = false;
  dxsig_diag_list_finish(&model->verify_diags);
  dxsig_diag_list_init(&model->verify_diags);
}

void dxsig_model_written_back(struct dxsig_model *model) {
  model->stale = false;
  /* What passed, with every diagnostic kept, can be taken over (a list
   * that dropped some would keep others once placement's are gone). */
  const struct dxsig_diag_list *said = &model->verify_diags;
  if (model->verify_done && model->verified && model->loaded && said->error_count == 0 &&
      !said->dropped && !said->truncated)
    model->moved = true;
  else
    forget_checks(model);
}

void dxsig_model_remap_dx9(struct dxsig_model *model) {
  struct dxsig_module *m = &model->m;
  for (size_t i = 0; i < m->count; ++i) {
    struct dxsig_entry *e = &m->entries[i];
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      enum dxsig_sigpoint sp;
      if (!e->has_stage || !dxsig_sigpoint_of_list(e->stage, (enum dxsig_sig_kind)k, &sp))
        continue;
      struct dxsig_signature *sig = &e->sigs[k];
      for (size_t j = 0; j < sig->count; ++j) {
        struct dxsig_element *el = &sig->elements[j];
        const char *sv = dxsig_dx9_system_value(sp, el->name, el->name_len);
        if (!sv)
          continue;
        /* DXC's words (RemapObsoleteSemantic), before the name changes */
        dxsig_diag_add_element(&model->load_diags, DXSIG_WARNING, DXSIG_RULE_DX9_SEMANTIC, e,
                               (enum dxsig_sig_kind)k, j,
                               "DX9-style semantic \"%.*s\" mapped to DX10 system semantic "
                               "\"%s\" due to -Gec flag",
                               (int)el->name_len, el->name, sv);
        el->name = sv;
        el->name_len = strlen(sv);
        if (el->kind == DXSIG_SEMANTIC_ARBITRARY)
          el->kind = dxsig_semantic_kind_from_name(sv, el->name_len);
        /* A system value DXC gives no register (SV_Depth: NotPacked) has
         * none: a DX9 element already packed loses its place, and its
         * UsageMask is element-relative again. */
        enum dxsig_interpretation interp =
            dxsig_interpretation(dxsig_sigpoint_of_element(sp, el->kind), el->kind);
        if (dxsig_element_is_allocated(el) && !dxsig_interpretation_is_allocated(interp)) {
          if ((uint32_t)el->start_col < DXSIG_MAX_COLS)
            el->usage_mask = (el->usage_mask >> (uint32_t)el->start_col) & 0xFu;
          el->start_row = el->start_col = DXSIG_UNALLOCATED;
        }
      }
    }
  }
}

bool dxsig_model_loaded(const struct dxsig_model *model, struct dxsig_diag_list *diags) {
  dxsig_diag_list_append(diags, &model->load_diags, NULL);
  return model->loaded;
}

/* Upstream LLVM's rule: where an entry's body sets the masks, a metadata
 * UsageMask outside the element's columns is stale, not wrong. The body's
 * replaces it (its body-mask warning says so), so the verifier's error
 * becomes a warning; without accesses to derive from, it stays an error.
 * The body replaced the mask exactly when the element's mask now fits. */
static void accept_stale_masks(struct dxsig_module *m, struct dxsig_diag_list *d) {
  const struct dxsig_entry *e = NULL; /* consecutive diagnostics share it */
  for (size_t i = 0; i < d->count; ++i) {
    struct dxsig_diag *it = &d->items[i];
    if (it->code != DXSIG_RULE_USAGE_MASK_COLUMNS || it->severity != DXSIG_ERROR ||
        !it->entry || !it->has_list || it->list >= DXSIG_SIG_KIND_COUNT ||
        it->element == DXSIG_NO_ELEMENT)
      continue;
    if (!e || strcmp(e->name, it->entry) != 0)
      e = dxsig_module_entry(m, it->entry);
    if (!e || it->element >= e->sigs[it->list].count)
      continue;
    const struct dxsig_element *el = &e->sigs[it->list].elements[it->element];
    uint32_t allowed = dxsig_element_usage_columns(el);
    if (allowed && (el->usage_mask & ~allowed) == 0) {
      it->severity = DXSIG_WARNING;
      d->error_count--;
    }
  }
}

/* The rules that need the signatures and the stage properties together
 * (DXC's validator checks them with the entry's properties), for every
 * entry whose properties the reader gives. */
static bool check_stage_props(struct dxsig_model *model) {
  if (!model->stage_props.read)
    return true;
  bool ok = true;
  for (size_t i = 0; i < model->m.count; ++i) {
    const struct dxsig_entry *e = &model->m.entries[i];
    struct dxsig_stage_props props;
    if (e->has_stage && model->stage_props.read(model->stage_props.ctx, e, &props))
      ok &= dxsig_stage_props_check(&props, e, &model->verify_diags);
  }
  return ok;
}

/* The rules that read where elements sit: usage-mask-columns, the
 * placement replay, mesh-total-rows, and the bodies' masks (body-mask
 * compares register-relative masks). Any other rule reads what packing
 * leaves as it was. */
static bool reads_placement(enum dxsig_rule code) {
  switch (code) {
  case DXSIG_RULE_USAGE_MASK_COLUMNS:
  case DXSIG_RULE_MESH_TOTAL_ROWS:
  case DXSIG_RULE_BODY_MASK:
  case DXSIG_RULE_PLACEMENT_MISSING:
  case DXSIG_RULE_PLACEMENT_UNEXPECTED:
  case DXSIG_RULE_PLACEMENT_RANGE:
  case DXSIG_RULE_PLACEMENT_TARGET_COL:
  case DXSIG_RULE_PLACEMENT_TARGET_ROW:
  case DXSIG_RULE_PLACEMENT_OVERLAP:
  case DXSIG_RULE_PLACEMENT_ORDER:
  case DXSIG_RULE_PLACEMENT_INDEXED:
  case DXSIG_RULE_PLACEMENT_INTERP:
  case DXSIG_RULE_PLACEMENT_WIDTH:
  case DXSIG_RULE_PLACEMENT_CLIP_CULL_ROWS: return true;
  default: return false;
  }
}

/* Every element's UsageMask and DynIndexMask, in module order (malloc'd;
 * NULL when out of memory), to put back should the bodies' masks say
 * something. */
static uint32_t *masks_save(const struct dxsig_module *m) {
  size_t n = 0;
  for (size_t i = 0; i < m->count; ++i)
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      n += m->entries[i].sigs[k].count;
  uint32_t *saved = malloc((n ? n : 1) * 2 * sizeof *saved), *at = saved;
  for (size_t i = 0; saved && i < m->count; ++i)
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      for (size_t j = 0; j < m->entries[i].sigs[k].count; ++j) {
        const struct dxsig_element *el = &m->entries[i].sigs[k].elements[j];
        *at++ = el->usage_mask;
        *at++ = el->dyn_index_mask;
      }
  return saved;
}

/* The masks masks_save saved, back in m. */
static void masks_restore(struct dxsig_module *m, const uint32_t *saved) {
  for (size_t i = 0; i < m->count; ++i)
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      for (size_t j = 0; j < m->entries[i].sigs[k].count; ++j) {
        struct dxsig_element *el = &m->entries[i].sigs[k].elements[j];
        el->usage_mask = *saved++;
        el->dyn_index_mask = *saved++;
      }
}

/* The checks of a model packed since they passed (dxsig_model_written_back):
 * the rules that read placement run on m, as the whole checks run them
 * (bodies' masks set again), and when they say nothing, what they said
 * before packing (warnings: the checks passed) is dropped, and the rest
 * stands: the other rules read nothing packing changed, so run again they
 * would say it again, in the same order. False, m as it was, when they say
 * something: every check runs again, to say it where it belongs. */
static bool recheck_placed(struct dxsig_model *model) {
  if (model->bodies.check && !model->bodies.derive_masks)
    return false;
  struct dxsig_diag_list said;
  dxsig_diag_list_init(&said);
  said.limit = 1; /* whether, not what */
  dxsig_verify_module_placed_rules(&model->m, dxsig_verify_placement, &said);
  bool quiet = said.count == 0 && !said.dropped && !said.truncated;
  if (quiet && model->bodies.check) {
    uint32_t *saved = masks_save(&model->m);
    if (saved)
      model->bodies.derive_masks(model->bodies.ctx, &model->m, &said);
    quiet = saved && said.count == 0 && !said.dropped && !said.truncated;
    if (saved && !quiet)
      masks_restore(&model->m, saved);
    free(saved);
  }
  dxsig_diag_list_finish(&said);
  if (!quiet)
    return false;
  /* As dxsig_diag_apply_policy drops: only warnings and notes go. */
  struct dxsig_diag_list *d = &model->verify_diags;
  size_t kept = 0;
  for (size_t i = 0; i < d->count; ++i) {
    if (reads_placement(d->items[i].code))
      free(d->items[i].message);
    else
      d->items[kept++] = d->items[i];
  }
  d->count = kept;
  return true;
}

/* Once: the metadata's checks, then the bodies' (which set the masks).
 * Schema errors leave a model the verifier can check (it skips what the
 * reader rejected); a lost allocation does not. */
static bool run_checks(struct dxsig_model *model) {
  if (model->m.incomplete)
    return false;
  if (model->moved && !recheck_placed(model))
    forget_checks(model);
  model->moved = false;
  if (!model->verify_done) {
    model->verified = dxsig_verify_module(&model->m, &model->verify_diags);
    if (model->verified)
      model->verified = check_stage_props(model);
    if (model->bodies.check) {
      bool bodies_ok = model->bodies.check(model->bodies.ctx, &model->m, &model->verify_diags);
      accept_stale_masks(&model->m, &model->verify_diags);
      /* Both verdicts, less the stale masks the bodies replaced. */
      model->verified = model->verify_diags.error_count == 0 && bodies_ok;
    }
    model->verify_done = true;
  }
  return true;
}

void dxsig_model_derive_masks(struct dxsig_model *model) {
  if (model->bodies.check) /* without them the checks would change nothing */
    run_checks(model);
}

bool dxsig_model_verify(struct dxsig_model *model, struct dxsig_diag_list *diags) {
  if (!run_checks(model))
    return false;
  dxsig_diag_list_append(diags, &model->verify_diags, NULL);
  return model->verified && model->loaded;
}

bool dxsig_model_check(struct dxsig_model *model, struct dxsig_diag_list *diags) {
  bool loaded = dxsig_model_loaded(model, diags);
  return dxsig_model_verify(model, diags) && loaded;
}

bool dxsig_model_print(struct dxsig_model *model, struct dxsig_buffer *out,
                       struct dxsig_diag_list *diags) {
  bool ok = dxsig_model_loaded(model, diags);
  dxsig_model_derive_masks(model);
  if (ok)
    dxsig_print_module(out, &model->m);
  return ok;
}
