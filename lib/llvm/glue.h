/* dxsig LLVM glue: marshals dx.semantic.signatures between an LLVM module
 * and the C core, runs the core, reports. LLVM-C, and C++ where LLVM-C
 * loses information (metadata: md_read.h, md_write.cpp); shared by the opt
 * plugin and the CLI. Not installed. */
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

/* An element diagnostic at a place in code (a body's access with !dbg)
 * leads with that place, as compilers print it: "FILE:LINE:COLUMN: MESSAGE"
 * (malloc'd). NULL for any other diagnostic, or when memory ran out. */
char *dxsig_glue_located_text(const struct dxsig_diag *d);

/* Where diagnostics go: the plugin's LLVMContext bridge, the CLI's stderr. */
typedef void (*dxsig_diag_sink)(void *ctx, enum dxsig_severity severity,
                                const char *message);
/* Sends every diagnostic of the list to sink, in order; then a note with
 * the number of diagnostics beyond the list's limit, and for a truncated
 * list one error saying that some were lost. */
void dxsig_glue_report(const struct dxsig_diag_list *diags, dxsig_diag_sink sink,
                       void *ctx);

/* A module's signatures read once for every pass that needs them (the opt
 * plugin keeps one per module as an analysis, the CLI one per command).
 * What reading and verifying reported is kept with the model and appended
 * to each pass's list, so a pass says what it would say reading the module
 * itself. Verification depends on the model alone: done on first request. */
struct dxsig_glue_bodies; /* body_glue.h */

struct dxsig_glue_model {
  struct dxsig_module m;
  struct dxsig_diag_list load_diags;
  bool loaded;                       /* the load reported no error */
  struct dxsig_glue_bodies *bodies;  /* the entries' code, read with the
                                        metadata; NULL: no body names a
                                        signature */
  bool verify_done, verified;        /* the checks of the metadata, then
                                        of the bodies (whose accesses then
                                        set the masks in m) */
  struct dxsig_diag_list verify_diags;
  bool stale;                        /* m was packed in memory: it no longer
                                        says what the module holds */
};

/* Reads mod into model (dxsig_glue_load); finish it always. */
void dxsig_glue_model_load(LLVMModuleRef mod, struct dxsig_glue_model *model);
void dxsig_glue_model_finish(struct dxsig_glue_model *model);
/* Appends what the load reported to diags; true when it reported no error. */
bool dxsig_glue_model_loaded(const struct dxsig_glue_model *model,
                             struct dxsig_diag_list *diags);
/* Verifies a loaded model (once) and appends what that reported; true when
 * it reported no error. The entries' bodies are checked after the
 * metadata, and their accesses then set UsageMask and DynIndexMask in the
 * model (dxsig_body_derive_masks): what packs, prints and lowers. */
bool dxsig_glue_model_verify(struct dxsig_glue_model *model, struct dxsig_diag_list *diags);
/* The masks of the bodies in the model, without reporting (for printers
 * that show a model whatever its diagnostics). */
void dxsig_glue_model_derive_masks(struct dxsig_glue_model *model);
/* Both, in one round: what the load reported, then the semantic checks of
 * everything the load could read (schema errors in one entry or element do
 * not hide the semantic errors of the others). True when neither reported
 * an error. */
bool dxsig_glue_model_check(struct dxsig_glue_model *model, struct dxsig_diag_list *diags);
/* dxsig_glue_pack on the model in memory; it is stale afterwards. */
bool dxsig_glue_model_pack(struct dxsig_glue_model *model, enum dxsig_packing_mode mode,
                           struct dxsig_pack_result *results, struct dxsig_diag_list *diags);

/* The passes, on a model loaded from mod and not stale. Each returns false
 * when it reported an error; the module is then as it was. */
bool dxsig_pass_verify(struct dxsig_glue_model *model, struct dxsig_diag_list *diags);
/* Packs model in place (it is stale afterwards unless verification failed
 * first) and writes it back to mod. */
bool dxsig_pass_pack(LLVMModuleRef mod, struct dxsig_glue_model *model,
                     enum dxsig_packing_mode mode, struct dxsig_diag_list *diags,
                     bool *changed);
/* Appends the module printer's text (dxsig_print_module) to out. */
bool dxsig_pass_print(struct dxsig_glue_model *model, struct dxsig_buffer *out,
                      struct dxsig_diag_list *diags);

/* dxsig_module_pack on m in memory. When diags is not NULL, each failed
 * signature is reported as "entry 'E' output element N 'NAME': <reason>".
 * results: m->count * DXSIG_SIG_KIND_COUNT slots, or NULL. */
bool dxsig_glue_pack(struct dxsig_module *m, enum dxsig_packing_mode mode,
                     struct dxsig_pack_result *results, struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
