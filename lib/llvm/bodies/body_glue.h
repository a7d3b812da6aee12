/* dxsig LLVM glue: the bodies of a module's entries, read once with the
 * model (glue.h), checked and turned into UsageMask / DynIndexMask by the
 * core (dxsig/body.h). C-callable; the C++ side (body_glue.cpp) also hands
 * out each entry's access sites. Not installed.
 *
 * clang 22 writes every llvm.dx.load.input / llvm.dx.store.output at
 * signature ID 0, row 0, column 0 (its signatures are not assigned yet).
 * Accesses are read only for entries of dx.semantic.signatures, so
 * clang 22's output as it comes (no such metadata) says nothing here; a
 * module whose LLVM 22 accesses are all at ID 0, row 0, column 0 gets one
 * warning and those accesses are left out (docs/bodies.md). */
#ifndef DXSIG_GLUE_BODY_GLUE_H
#define DXSIG_GLUE_BODY_GLUE_H

#include <llvm-c/Core.h>

#include "dxsig/dxsig.h"

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_glue_bodies;

/* Reads the body of every entry of m whose function mod defines. NULL
 * when no entry's body names a signature (a metadata-only module), or
 * when memory ran out (*oom then set). */
struct dxsig_glue_bodies *dxsig_glue_bodies_read(LLVMModuleRef mod, const struct dxsig_module *m,
                                                 bool *oom);
void dxsig_glue_bodies_free(struct dxsig_glue_bodies *bodies);

/* Checks every entry's accesses against its signatures (dxsig_body_check;
 * accesses whose ID or column is not a constant are errors of the glue),
 * warns once about clang 22's placeholders, then sets each entry's masks
 * from its accesses (dxsig_body_derive_masks). False when an error was
 * reported. */
bool dxsig_glue_bodies_check(struct dxsig_glue_bodies *bodies, struct dxsig_module *m,
                             struct dxsig_diag_list *diags);
/* The last step of dxsig_glue_bodies_check alone: each entry's masks from
 * its accesses, again, once its elements moved (packing). */
void dxsig_glue_bodies_derive_masks(struct dxsig_glue_bodies *bodies, struct dxsig_module *m,
                                    struct dxsig_diag_list *diags);

/* Whether entry `index`'s function fn is code whose signature accesses
 * are all known: a definition (not a declaration), not one dxsig wrote
 * itself (DXSIG_GLUE_NO_CODE_ATTR, glue.h), and not one whose accesses
 * were left out as clang 22's placeholders. Such code without accesses
 * touches no signature value (DXC still gives it a ViewID state). bodies
 * may be NULL (no entry's body names a signature). */
bool dxsig_glue_entry_code_known(const struct dxsig_glue_bodies *bodies, size_t index,
                                 LLVMValueRef fn);

/* The core's record of entry `index` of the model (NULL: no body says
 * anything about it). Valid while bodies lives. */
const struct dxsig_body *dxsig_glue_body(const struct dxsig_glue_bodies *bodies, size_t index);

#ifdef __cplusplus
}

namespace dxsig {
struct EntryBody;
/* The sites of entry `index`: sites[i] is the core's accesses[i] (sites
 * the core does not get, malformed ones and ignored placeholders, are not
 * among them). NULL as for dxsig_glue_body. */
const EntryBody *glueEntryBody(const dxsig_glue_bodies *bodies, size_t index);
} // namespace dxsig
#endif
#endif
