/* dxsig signature points: where an element sits in the pipeline, and how
 * DXC interprets each semantic kind there (DXC DxilSigPoint.inl). */
#ifndef DXSIG_SIGPOINT_H
#define DXSIG_SIGPOINT_H

#include "dxsig/module.h"
#include "dxsig/target.h"
#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

DXSIG_API const char *dxsig_sigpoint_name(uint32_t sigpoint);  /* "VSIn", ... */
DXSIG_API enum dxsig_packing_kind dxsig_sigpoint_packing_kind(enum dxsig_sigpoint sp);
DXSIG_API enum dxsig_shader_stage dxsig_sigpoint_stage(enum dxsig_sigpoint sp);

/* The SigPoint of a list: (stage, list) -> SigPoint, DXC SigPoint::GetKind.
 * Returns false when the stage has no such list (e.g. a compute output,
 * a vertex patch-constant list). */
DXSIG_API bool dxsig_sigpoint_of_list(enum dxsig_shader_stage stage,
                            enum dxsig_sig_kind list,
                            enum dxsig_sigpoint *out);

/* The SigPoint of one element of a list. HS, DS and GS input lists also hold
 * "special" inputs that DXC interprets at HSIn, DSIn and GSIn
 * (SV_PrimitiveID, SV_OutputControlPointID, SV_DomainLocation,
 * SV_GSInstanceID, SV_ViewID); the README of the oracle has the mapping. */
DXSIG_API enum dxsig_sigpoint dxsig_sigpoint_of_element(enum dxsig_sigpoint list_sp,
                                              uint32_t semantic_kind);

/* DXC's SigPoint x SemanticKind table. A kind outside the table is NA. */
DXSIG_API enum dxsig_interpretation dxsig_interpretation(enum dxsig_sigpoint sp,
                                               uint32_t semantic_kind);

/* DXC's compatibility mode (-Gec; its RemapObsoleteSemantic): the system
 * value a DX9 semantic name means at sp, or NULL. name is len bytes without
 * the index, in any case: COLOR and DEPTH pixel outputs are SV_Target and
 * SV_Depth, a POSITION vertex output and a VPOS pixel input SV_Position. */
DXSIG_API const char *dxsig_dx9_system_value(enum dxsig_sigpoint sp, const char *name,
                                             size_t len);

/* The first shader model in which DXC's table has the cell (sp, kind);
 * below it the cell is NA (DXC applies this gate in its front end and when
 * lowering, not in the validator). {6, 0} for the ungated cells. */
DXSIG_API struct dxsig_shader_model dxsig_interpretation_min_sm(enum dxsig_sigpoint sp,
                                                                uint32_t semantic_kind);

/* True for the interpretations that get a register (Arb, SV, SGV,
 * ClipCull, TessFactor, Target): DXC ShouldBeAllocated. */
DXSIG_API bool dxsig_interpretation_is_allocated(enum dxsig_interpretation interp);

/* True when some element of the list that DXC allocates has no register:
 * the list needs packing before its parts can be written. */
DXSIG_API bool dxsig_signature_needs_packing(const struct dxsig_entry *e,
                                             enum dxsig_sig_kind kind);
/* True when no signature of m needs packing. */
DXSIG_API bool dxsig_module_is_packed(const struct dxsig_module *m);

/* Name -> kind, DXC Semantic::GetByName: an "SV_" prefix in any case and
 * the whole base name compared case-insensitively with the canonical names.
 * Returns DXSIG_SEMANTIC_ARBITRARY for a user name and
 * DXSIG_SEMANTIC_KIND_COUNT for an unknown SV_ name. The name must not
 * contain index digits (metadata names never do). */
DXSIG_API uint32_t dxsig_semantic_kind_from_name(const char *name, size_t len);

#ifdef __cplusplus
}
#endif
#endif
