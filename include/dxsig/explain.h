/* dxsig explain: why each element of a signature lands where it does.
 *
 * The packer runs with a trace (struct dxsig_pack_trace) and the explainer
 * listens: for each element in processing order it says where it went and
 * which constraint refused each earlier row or column
 * (interpolation mode, component order, 16-bit width, indexed rows,
 * clip/cull rows, the tess-factor column, the optimized mode's search
 * start) and which earlier elements are in the way. For a signature that
 * does not pack it names the element that failed, what occupies the space
 * it needed and what would work instead (another packing mode, another
 * declaration order, fewer clip/cull components).
 */
#ifndef DXSIG_EXPLAIN_H
#define DXSIG_EXPLAIN_H

#include "dxsig/api.h"
#include "dxsig/pack.h"
#include "dxsig/print.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Appends the explanation of one list of an entry packed with mode (from
 * scratch: existing locations are ignored). Returns false when the list
 * does not pack; the text then says why. An absent or empty list prints
 * nothing. */
DXSIG_API bool dxsig_explain_signature(struct dxsig_buffer *out, const struct dxsig_entry *entry,
                             enum dxsig_sig_kind kind, enum dxsig_packing_mode mode,
                             bool native16);

/* Every list of the entry, input, output, then patch constant / primitive. */
DXSIG_API bool dxsig_explain_entry(struct dxsig_buffer *out, const struct dxsig_entry *entry,
                         enum dxsig_packing_mode mode, bool native16);

#ifdef __cplusplus
}
#endif
#endif
