/* dxsig verifier: the semantic rules of a signature (docs/metadata.md)
 * and, for elements already allocated, the placement rules the packer
 * follows. Schema rules are checked by dxsig_module_read. */
#ifndef DXSIG_VERIFY_H
#define DXSIG_VERIFY_H

#include "dxsig/api.h"
#include "dxsig/diag.h"
#include "dxsig/module.h"

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_verify_options {
  bool native16;                /* dx.nativelowprec: 16-bit types are native */
  struct dxsig_shader_model sm; /* the target's shader model; {0, 0}: unknown,
                                   no shader-model gates (DXC's validator) */
};

/* Checks one entry's signatures. Appends every problem to diags; returns
 * false when an error was reported. With a shader model, semantics and
 * stages that need a later one are errors. */
DXSIG_API bool dxsig_verify_entry_with(const struct dxsig_entry *entry,
                                       const struct dxsig_verify_options *opts,
                                       struct dxsig_diag_list *diags);

/* The same without shader-model gates. */
DXSIG_API bool dxsig_verify_entry(const struct dxsig_entry *entry, bool native16,
                        struct dxsig_diag_list *diags);

/* Checks only the placement of the allocated elements of one signature:
 * bounds, overlap, interpolation / width / category order / indexing per
 * row, clip/cull rows, SV_Target rows, unallocated elements that need a
 * register. Used after packing, and by dxsig_verify_entry. */
DXSIG_API bool dxsig_verify_placement(const struct dxsig_entry *entry,
                            enum dxsig_sig_kind kind, bool native16,
                            struct dxsig_diag_list *diags);

/* DXC's Sm.ViewIDNeedsSlot, for a pixel shader whose code reads SV_ViewID
 * (uses_view_id): its placed inputs leave room for SV_ViewID, placed as
 * DXC's validator places it (one nointerpolation component of no data
 * width: a row with no 16- or 32-bit element; rule lower-view-id-slot;
 * true for other stages). */
DXSIG_API bool dxsig_verify_view_id_slot(const struct dxsig_entry *entry, bool uses_view_id,
                                         bool native16, struct dxsig_diag_list *diags);

/* Checks a whole module: the target's shader model (DXIL's 6.0 floor, the
 * triple's DXIL version, native 16-bit types), every entry with the module's
 * shader model, and each function at most once. */
DXSIG_API bool dxsig_verify_module(const struct dxsig_module *m,
                         struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
