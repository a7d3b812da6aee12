/* dxsig LLVM glue: the DXIL metadata a DirectX backend reads signatures and
 * dependency tables from (DXC DxilMetadataHelper.cpp, DxilModule.cpp):
 * !dx.entryPoints with the entry record and its signature element records,
 * and !dx.viewIdState with the serialized ViewID state. Written by
 * dxsig-lower in two steps, so that lowering stays all or nothing: plan
 * (may fail, changes nothing), then apply. Not installed. */
#ifndef DXSIG_GLUE_DXIL_MD_H
#define DXSIG_GLUE_DXIL_MD_H

#include "glue.h"

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_dxil_md_input {
  const struct dxsig_module *m;       /* packed (in memory) */
  const struct dxsig_entry *entry;    /* the entry lowered */
  /* Resolved stage properties, one per entry of m (only the lowered
   * entry's are read unless m is a library). */
  const struct dxsig_stage_props *props;
  uint32_t valver_major, valver_minor; /* what the parts are written for */
  const uint32_t *view_id_state;      /* DXC's serialized state, or NULL */
  size_t view_id_state_words;
};

/* The nodes to write (uniqued in the module's context). */
struct dxsig_dxil_md_plan {
  void *nodes; /* the C++ side's; NULL until planned */
};

/* Builds the nodes for in: the entry record (function, name, signatures
 * {inputs, outputs, patch constants}, no resources, properties), or for a
 * library target one record without a function followed by one per entry,
 * sorted by name, as DXC writes them; the ViewID state as DXC writes it
 * (not for libraries and compute shaders, not before validator 1.1, not when
 * every word is 0). False, with an error and nothing changed, when an
 * entry's function is missing. */
bool dxsig_glue_dxil_md_plan(LLVMModuleRef mod, const struct dxsig_dxil_md_input *in,
                             struct dxsig_dxil_md_plan *plan, struct dxsig_diag_list *diags);

/* Replaces !dx.entryPoints and !dx.viewIdState with the plan's (removing an
 * old !dx.viewIdState when the plan has none). *changed: whether the module
 * changed. */
void dxsig_glue_dxil_md_apply(LLVMModuleRef mod, const struct dxsig_dxil_md_plan *plan,
                              bool *changed);
void dxsig_glue_dxil_md_plan_free(struct dxsig_dxil_md_plan *plan);

#ifdef __cplusplus
}
#endif
#endif
