/* The semantic rules of a module's signatures (verify.c), for the layer
 * that adds the placement rules (regalloc/verify.c: the public
 * dxsig_verify_* functions). Internal to the core. */
#ifndef DXSIG_SIGNATURE_VERIFY_RULES_H
#define DXSIG_SIGNATURE_VERIFY_RULES_H

#include "dxsig/verify.h"

/* Checks the placement of one signature's allocated elements (the shape
 * of dxsig_verify_placement). */
typedef bool (*dxsig_placement_check)(const struct dxsig_entry *entry,
                                      enum dxsig_sig_kind kind, bool native16,
                                      struct dxsig_diag_list *diags);

/* dxsig_verify_entry_with and dxsig_verify_module, with the placement
 * check of each signature that has allocated elements and passed its
 * schema left to placement (NULL: none). */
bool dxsig_verify_entry_rules(const struct dxsig_entry *entry,
                              const struct dxsig_verify_options *opts,
                              dxsig_placement_check placement,
                              struct dxsig_diag_list *diags);
bool dxsig_verify_module_rules(const struct dxsig_module *m, dxsig_placement_check placement,
                               struct dxsig_diag_list *diags);

#endif
