/* dxsig LLVM glue for root signatures: LLVM 22's !dx.rootsignatures
 * metadata into the core's model (which dxsig_entry_rts0 turns into the
 * dx.rts0 global of dxsig-lower and the RTS0 part of dxsig container).
 * Not installed. */
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

/* The root signature of function fn in !dx.rootsignatures, or, with fn
 * NULL, of the module's only entry (its function may be null, as for a
 * root-signature-only target), into rs (memory from arena). The metadata
 * is checked as LLVM 22's MetadataParser checks it, every entry's: a
 * malformed root signature of another function fails the module too.
 * *found is false (and the result true) when there is no such entry. */
bool dxsig_glue_rootsig(LLVMModuleRef mod, const char *fn, struct dxsig_arena *arena,
                        struct dxsig_rootsig *rs, bool *found, struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
