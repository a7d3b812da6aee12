/* dxsig LLVM glue for root signatures: LLVM 22's !dx.rootsignatures
 * metadata to RTS0 bytes (the dx.rts0 global of dxsig-lower and the RTS0
 * part of dxsig container). Not installed. */
#ifndef DXSIG_ROOTSIG_GLUE_H
#define DXSIG_ROOTSIG_GLUE_H

#include "glue.h"

#include "dxsig/container.h"
#include "dxsig/rootsig.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Number of entries in !dx.rootsignatures (0 when absent). */
unsigned dxsig_glue_rootsig_count(LLVMModuleRef mod);

/* The RTS0 part of the !dx.rootsignatures entry of function fn, or, with
 * fn NULL, of the module's only entry (its function may be null, as for a
 * root-signature-only target). The metadata is checked as LLVM 22's
 * MetadataParser checks it and written exactly as it says. *found is false
 * (and the result true) when there is no such entry. On errors, false with
 * diagnostics and out unchanged. */
bool dxsig_glue_rts0(LLVMModuleRef mod, const char *fn, struct dxsig_bytes *out, bool *found,
                     struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
