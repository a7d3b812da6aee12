/* dxsig LLVM glue: an entry's stage properties (include/dxsig/stage_props.h)
 * from its "hlsl.*" function attributes and, for those it lacks, from the
 * entry's existing !dx.entryPoints record. What dxsig-lower writes into
 * PSV0 and into the record's stage state. Not installed. */
#ifndef DXSIG_GLUE_STAGE_ATTRS_H
#define DXSIG_GLUE_STAGE_ATTRS_H

#include "glue.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Reads, merges (the attribute wins; a difference is a warning) and
 * resolves the properties of entry e, whose function is fn. False, with
 * the errors, for a malformed attribute, one on the wrong stage, or a
 * patch-constant function the module does not have. */
bool dxsig_glue_stage_props(LLVMValueRef fn, const struct dxsig_entry *e,
                            struct dxsig_stage_props *props, struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
