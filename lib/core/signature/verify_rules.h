/* The semantic rules of a module's signatures (verify.c), for the layer
 * that adds the placement rules (regalloc/verify.c: the public
 * dxsig_verify_* functions), for the model, which runs the rules that
 * read placement again once packing moved the elements (driver/model.c),
 * and for packing, which fails a mesh shader whose lists pack but not
 * together (driver/pack.c). Internal to the core. */
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
/* Of dxsig_verify_module_rules, only the rules that read where elements
 * sit (StartRow, StartCol and the register-relative UsageMask):
 * usage-mask-columns, placement and mesh-total-rows, each reported as
 * dxsig_verify_module_rules reports it. The others read nothing packing
 * changes: on a module that passed them all and was packed since, they
 * would say again what they said. */
bool dxsig_verify_module_placed_rules(const struct dxsig_module *m,
                                      dxsig_placement_check placement,
                                      struct dxsig_diag_list *diags);

/* mesh-total-rows: the rows of a mesh shader's vertex outputs and
 * primitive outputs, each up to its last allocated element, are at most 32
 * together (DXC's validator: Sm.MeshTotalSigRowCount). True for any other
 * stage. */
bool dxsig_verify_mesh_total_rows(const struct dxsig_entry *entry,
                                  struct dxsig_diag_list *diags);

#endif
