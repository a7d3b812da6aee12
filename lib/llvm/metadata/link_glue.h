/* dxsig LLVM glue for the stage-linkage check: !dx.pipelines and the
 * dxsig-link pass body. */
#ifndef DXSIG_LINK_GLUE_H
#define DXSIG_LINK_GLUE_H

#include "glue.h"

#include "dxsig/link.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Reads the optional !dx.pipelines list: each operand is a node
 *   !{!"name", ptr @vs, ptr @ps}      (the name is optional)
 * naming at least two entry functions in pipeline order. Memory from
 * arena. *present tells whether the module has the list at all. Every
 * malformed operand is reported; false when any. */
bool dxsig_glue_read_pipelines(LLVMModuleRef mod, struct dxsig_arena *arena,
                               struct dxsig_pipeline **out, size_t *count, bool *present,
                               struct dxsig_diag_list *diags);

/* The dxsig-link pass on a model loaded from mod (glue.h): verifies it,
 * packs it in memory with mode unless it is packed already (it is stale
 * then), and checks every pipeline of !dx.pipelines. Changes nothing in
 * the module. */
bool dxsig_pass_link(LLVMModuleRef mod, struct dxsig_model *model,
                     enum dxsig_packing_mode mode, struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
