/* The public verifier (dxsig/verify.h): the signature layer's semantic
 * rules, with this layer's placement rules (placement.c) for every
 * signature that holds allocated elements. */
#include "dxsig/verify.h"

#include "verify_rules.h"

bool dxsig_verify_entry_with(const struct dxsig_entry *entry,
                             const struct dxsig_verify_options *opts,
                             struct dxsig_diag_list *diags) {
  return dxsig_verify_entry_rules(entry, opts, dxsig_verify_placement, diags);
}

bool dxsig_verify_entry(const struct dxsig_entry *entry, bool native16,
                        struct dxsig_diag_list *diags) {
  struct dxsig_verify_options opts = {native16, {0, 0}};
  return dxsig_verify_entry_with(entry, &opts, diags);
}

bool dxsig_verify_module(const struct dxsig_module *m, struct dxsig_diag_list *diags) {
  return dxsig_verify_module_rules(m, dxsig_verify_placement, diags);
}
