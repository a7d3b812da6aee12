/* dxsig LLVM glue: the !dx.viewIdState a module already carries (DXC writes
 * it, DxilModule::EmitDxilMetadata: !{[N x i32] [...]}, its serialized
 * ViewID state) and which state an entry's PSV0 gets. Not installed. */
#ifndef DXSIG_GLUE_VIEW_ID_MD_H
#define DXSIG_GLUE_VIEW_ID_MD_H

#include "glue.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The ViewID state for entry (packed) of a module: state holds the one
 * the entry's body gives (empty without body accesses), *uses_view_id
 * whether the code reads SV_ViewID; both may be replaced.
 *   - body_has_accesses: the body's state wins; a !dx.viewIdState that
 *     differs is a warning naming its first differing word.
 *   - otherwise: the module's !dx.viewIdState, checked against the entry's
 *     signatures (dxsig_view_id_state_check), becomes the state.
 * False with an error, placed at the node, when the module's state is not
 * !{[N x i32]} or does not fit the signatures. */
bool dxsig_glue_module_view_id_state(LLVMModuleRef mod, const struct dxsig_entry *entry,
                                     bool body_has_accesses,
                                     struct dxsig_view_id_state *state, bool *uses_view_id,
                                     struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
