/* dxsig LLVM glue: dx.semantic.signatures between an LLVM module and the C
 * core. The glue supplies facts (the metadata, the bodies) and writes
 * results back; what to do with them is the core's driver
 * (dxsig/driver.h). LLVM-C, and C++ where LLVM-C loses information
 * (metadata: md_read.h, md_write.cpp); shared by the opt plugin and the
 * CLI. Not installed. */
#ifndef DXSIG_GLUE_H
#define DXSIG_GLUE_H

#include <llvm-c/Core.h>
#include <stdlib.h>

#include "dxsig/dxsig.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Reads dx.semantic.signatures, the target triple environment,
 * dx.nativelowprec and dx.valver into m (initialised here; finish it
 * always): each triple is copied into the core's neutral tree and read by
 * the core, one at a time. The glue judges nothing. */
bool dxsig_glue_load(LLVMModuleRef mod, struct dxsig_module *m,
                     struct dxsig_diag_list *diags);

/* Writes StartRow, StartCol, UsageMask and DynIndexMask of every element of m back into
 * the module it was loaded from, with new element and list nodes for the
 * lists that changed. All or nothing: on false the module is untouched.
 * *changed tells whether anything was replaced. */
bool dxsig_glue_write_back(LLVMModuleRef mod, const struct dxsig_module *m,
                           struct dxsig_diag_list *diags, bool *changed);

/* Reads mod into a new model (dxsig/driver.h): the metadata
 * (dxsig_glue_load), then the entries' bodies, whose checks the model runs
 * on first request. Finish it with dxsig_model_finish in every case. */
void dxsig_glue_model_load(LLVMModuleRef mod, struct dxsig_model *model);

/* The entries' bodies the model was read with (body_glue.h); NULL: no
 * body names a signature. */
struct dxsig_glue_bodies;
struct dxsig_glue_bodies *dxsig_glue_model_bodies(const struct dxsig_model *model);

/* dxsig-pack: checks the model, packs every signature in mode (the model
 * is stale afterwards) and writes it back to mod. False after reporting
 * an error; the module is then as it was. */
bool dxsig_pass_pack(LLVMModuleRef mod, struct dxsig_model *model,
                     enum dxsig_packing_mode mode, struct dxsig_diag_list *diags,
                     bool *changed);

#ifdef __cplusplus
}
#endif
#endif
