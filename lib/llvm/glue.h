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

struct dxsig_hlsl_attr; /* dxsig/hlsl.h */

/* The function attribute that marks an entry function dxsig wrote itself
 * from a model (dxsig_glue_module_from_model): its `ret void` stands for
 * code dxsig has not seen, so the entry has no body to analyse (no ViewID
 * state; dxsig_glue_entry_code_known). */
#define DXSIG_GLUE_NO_CODE_ATTR "dxsig.signatures-only"

/* A new module of ctx (the caller owns it; LLVMDisposeModule) holding m:
 * its target triple, `!{i32 1, !"dx.nativelowprec", i32 1}` when
 * m->native16, !dx.valver when it is not 1.0, and for each entry a
 * function `define void @NAME() { ret void }` (a definition: the schema
 * refuses declarations, marked DXSIG_GLUE_NO_CODE_ATTR) with the string
 * attributes attrs[i][0 ..
 * attr_counts[i]) (both may be NULL: none; "hlsl.shader" is added from the
 * entry's stage when they do not give it; a "hlsl.patchconstantfunc"
 * names an empty function of its own) and its dx.semantic.signatures
 * triple, lists absent (`null`) or empty (`!{}`) as the model says and the
 * fourth only when present. Entries marked no_triple get the function
 * only. dxsig_glue_load reads the model back unchanged (element values
 * wider than their operand's type, which the schema refuses anyway, are
 * cut to it). NULL when an entry has no name. */
LLVMModuleRef dxsig_glue_module_from_model(LLVMContextRef ctx, const struct dxsig_module *m,
                                           const struct dxsig_hlsl_attr *const *attrs,
                                           const size_t *attr_counts, const char *module_name);

/* Adds a dx.semantic.signatures triple for each entry of m (no_triple
 * entries excepted) to mod, e.g. a module clang compiled from the HLSL m
 * was read from. Each entry names the defined function of that name with
 * an "hlsl.shader" attribute (clang's entry wrapper; md_from_model.cpp) of
 * the entry's stage. An entry without one (entry-not-found), a declaration
 * (entry-declaration), a function the table already lists or another entry
 * names (entry-duplicate) and a stage other than the function's
 * (entry-stage-conflict) are errors, all reported. All or nothing: on
 * false mod is untouched. Nothing else of mod (triple, module flags) is
 * looked at or changed. */
bool dxsig_glue_annotate(LLVMModuleRef mod, const struct dxsig_module *m,
                         struct dxsig_diag_list *diags);

/* Reads mod into a new model (dxsig/driver.h): the metadata
 * (dxsig_glue_load), then the entries' bodies, whose checks the model runs
 * on first request. Finish it with dxsig_model_finish in every case. */
void dxsig_glue_model_load(LLVMModuleRef mod, struct dxsig_model *model);

/* The entries' bodies the model was read with (body_glue.h); NULL: no
 * body names a signature. */
struct dxsig_glue_bodies;
struct dxsig_glue_bodies *dxsig_glue_model_bodies(const struct dxsig_model *model);

/* Entry e of model (read from mod) and its stage properties as the
 * model's checks read them (quietly, each entry once per model); false
 * when they could not be read whole (*out then holds what was read, or
 * nothing when e has no function). */
bool dxsig_glue_model_stage_props(struct dxsig_model *model, LLVMModuleRef mod,
                                  const struct dxsig_entry *e, struct dxsig_stage_props *out);

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
