/* dxsig_body_derive_masks: UsageMask and DynIndexMask from the accesses.
 *
 * As DXC's MarkUsedSignatureElements (DxilPreparePasses.cpp) and its
 * ViewID analysis (ComputeViewIdStateBuilder.cpp,
 * UpdateDynamicIndexUsageState): a component counts when any access
 * reads (inputs, patch constants in a domain shader) or writes (outputs,
 * patch constants and primitives) it, conditionally or not; DynIndexMask
 * has the components accessed with a non-constant row. DXC keeps both
 * element-relative; dxsig's metadata holds UsageMask shifted by StartCol
 * once the element is allocated (as the signature parts store it) and
 * DynIndexMask element-relative (as PSV0 and DXIL's extended properties
 * store it). */
#include <stdlib.h>

#include "internal.h"

struct masks {
  uint8_t *usage[DXSIG_SIG_KIND_COUNT];
  uint8_t *dyn[DXSIG_SIG_KIND_COUNT];
};

static void warn_if_different(struct dxsig_entry *entry, enum dxsig_sig_kind k, size_t i,
                              const char *what, uint32_t metadata, uint32_t derived,
                              struct dxsig_diag_list *diags) {
  /* 0 in the metadata leaves the mask to the compiler (upstream LLVM's
   * tests write it so). */
  if (metadata == 0 || metadata == derived)
    return;
  dxsig_diag_add_element(diags, DXSIG_WARNING, DXSIG_RULE_BODY_MASK, entry, k, i,
                         "the metadata's %s is 0x%x, the body's 0x%x; the body's is used",
                         what, (unsigned)metadata, (unsigned)derived);
}

void dxsig_body_derive_masks(struct dxsig_entry *entry, const struct dxsig_body *body,
                             struct dxsig_diag_list *diags) {
  if (body->access_count == 0)
    return;
  struct masks m;
  size_t total = 0;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    total += entry->sigs[k].count;
  uint8_t *block = calloc(total ? 2 * total : 1, 1);
  if (!block) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory deriving the masks of entry '%s'",
                   entry->name ? entry->name : "");
    return;
  }
  uint8_t *at = block;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    m.usage[k] = at;
    m.dyn[k] = at + total;
    at += entry->sigs[k].count;
  }

  for (size_t i = 0; i < body->access_count; ++i) {
    const struct dxsig_access *a = &body->accesses[i];
    if (!dxsig_body_access_ok(entry, a, body->sm, NULL))
      continue;
    const struct dxsig_body_op *op = dxsig_body_op_info(a->op);
    if (!op->marks_usage)
      continue;
    /* col + width <= cols after the check; cols over 4 (metadata the
     * verifier rejects) have no mask bits. */
    if (a->col >= 4 || a->width > 4 - a->col)
      continue;
    uint8_t bits = (uint8_t)(((1u << a->width) - 1u) << a->col);
    m.usage[op->list][a->id] |= bits;
    if (a->row_dynamic)
      m.dyn[op->list][a->id] |= bits;
  }

  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    for (size_t i = 0; i < entry->sigs[k].count; ++i) {
      struct dxsig_element *e = &entry->sigs[k].elements[i];
      uint32_t usage = m.usage[k][i];
      if (dxsig_element_is_allocated(e) && e->start_col >= 0 && e->start_col < 4)
        usage = (usage << e->start_col) & 0xFu;
      uint32_t dyn = m.dyn[k][i];
      warn_if_different(entry, (enum dxsig_sig_kind)k, i, "UsageMask", e->usage_mask, usage,
                        diags);
      warn_if_different(entry, (enum dxsig_sig_kind)k, i, "DynIndexMask", e->dyn_index_mask,
                        dyn, diags);
      e->usage_mask = usage;
      e->dyn_index_mask = dyn;
    }
  free(block);
}
