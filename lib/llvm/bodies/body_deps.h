/* dxsig LLVM glue (C++ only): which input components each written output
 * component of an entry depends on, as DXC's ViewID-state analysis decides
 * it (DXC ComputeViewIdStateBuilder.cpp): the stored value's data
 * dependence, the control dependence of every block on the way, memory
 * through the objects a load may read, dynamic rows, SV_ViewID. The
 * records feed dxsig_body_view_id_state (dxsig/body.h). Not installed. */
#ifndef DXSIG_GLUE_BODY_DEPS_H
#define DXSIG_GLUE_BODY_DEPS_H

#include "dxsig/body.h"

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_glue_bodies; /* body_glue.h */

/* The ViewID state of entry `index` of the model whose bodies these are
 * (entry: that entry, packed): its accesses with the dependency records
 * below, through dxsig_body_view_id_state. code_known: the entry's
 * function is code whose accesses are all known
 * (dxsig_glue_entry_code_known); without accesses it gets DXC's counts
 * and empty tables. Empty (count 0) when code_known is false (signatures
 * alone: nothing to compute). lanes: keep the lanes of vectors apart
 * (what DXC computes before shader model 6.9, where DXIL has no vectors;
 * from 6.9 on DXC's validator counts a vector as one value and rejects the
 * smaller tables). *uses_view_id: the body reads SV_ViewID. False with a
 * diagnostic when the core cannot build it. */
bool dxsig_glue_view_id_state(const struct dxsig_glue_bodies *bodies, size_t index,
                              const struct dxsig_entry *entry, bool code_known, bool lanes,
                              struct dxsig_view_id_state *state, bool *uses_view_id,
                              struct dxsig_diag_list *diags);

#ifdef __cplusplus
}

#include <vector>

#include "body_access.h"

namespace dxsig {

/* Appends the dependency records of body (an entry and everything it
 * calls; for a hull shader also the patch-constant function and what it
 * calls, when the reader put them in body.functions) to out: one record per
 * (written output component, input component or SV_ViewID) pair, sorted,
 * without duplicates. stage decides which list a read names
 * (loadOutputControlPoint: the output list in a hull shader, the input
 * list in a domain shader); lanes whether vector lanes are kept apart (as
 * dxsig_glue_view_id_state). */
void computeBodyDependencies(const EntryBody &body, enum dxsig_shader_stage stage, bool lanes,
                             std::vector<struct dxsig_dependency> &out);

} // namespace dxsig

#endif
#endif
