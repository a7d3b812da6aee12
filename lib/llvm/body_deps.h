/* dxsig LLVM glue (C++ only): which input components each written output
 * component of an entry depends on, as DXC's ViewID-state analysis decides
 * it (DXC ComputeViewIdStateBuilder.cpp): the stored value's data
 * dependence, the control dependence of every block on the way, memory
 * through the objects a load may read, dynamic rows, SV_ViewID. The
 * records feed dxsig_body_view_id_state (dxsig/body.h). Not installed. */
#ifndef DXSIG_GLUE_BODY_DEPS_H
#define DXSIG_GLUE_BODY_DEPS_H

#include <vector>

#include "body_access.h"
#include "dxsig/body.h"

namespace dxsig {

/* Appends the dependency records of body (an entry and everything it
 * calls; for a hull shader also the patch-constant function and what it
 * calls, when the reader put them in body.functions) to out: one record per
 * (written output component, input component or SV_ViewID) pair, sorted,
 * without duplicates. stage decides which list a read names
 * (loadOutputControlPoint: the output list in a hull shader, the input
 * list in a domain shader). */
void computeBodyDependencies(const EntryBody &body, enum dxsig_shader_stage stage,
                             std::vector<struct dxsig_dependency> &out);

} // namespace dxsig

#endif
