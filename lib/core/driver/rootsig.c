/* A root signature into an entry's container: one stage check and one
 * writer, whether the root signature comes from metadata, a string or a
 * file. */
#include "dxsig/driver.h"

#include <stdio.h>
#include <stdlib.h>

/* The vertex shader reads input-assembler elements (inputs other than
 * SV_VertexID and SV_InstanceID): its root signature needs
 * ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT. */
static bool has_ia_inputs(const struct dxsig_entry *e) {
  const struct dxsig_signature *in = &e->sigs[DXSIG_SIG_INPUT];
  for (size_t i = 0; i < in->count; ++i)
    if (in->elements[i].kind != DXSIG_SEMANTIC_VERTEX_ID &&
        in->elements[i].kind != DXSIG_SEMANTIC_INSTANCE_ID)
      return true;
  return false;
}

bool dxsig_entry_rts0(const struct dxsig_entry *e, const struct dxsig_rootsig *rs,
                      enum dxsig_rs_dialect dialect, struct dxsig_bytes *out,
                      struct dxsig_diag_list *diags) {
  if (e && e->has_stage) {
    struct dxsig_diag_list stage;
    dxsig_diag_list_init(&stage);
    bool compatible = dxsig_rootsig_check_stage(rs, e->stage, has_ia_inputs(e), &stage);
    char who[256];
    snprintf(who, sizeof who, "root signature of entry '%.200s'", e->name ? e->name : "");
    dxsig_diag_list_append(diags, &stage, who);
    dxsig_diag_list_finish(&stage);
    if (!compatible)
      return false;
  }
  size_t size = dxsig_rts0_size(rs);
  if (size == 0) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SIZE,
                   "the root signature is too large for an RTS0 part");
    return false;
  }
  uint8_t *bytes = malloc(size);
  bool ok = bytes && dxsig_rts0_write(rs, dialect, bytes, size);
  if (ok)
    dxsig_bytes_put(out, bytes, size);
  else
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
  free(bytes);
  return ok && !out->failed;
}

bool dxsig_rts0_container(const uint8_t *rts0, size_t size, struct dxsig_bytes *out,
                          struct dxsig_diag_list *diags) {
  struct dxsig_part part = {DXSIG_PART_RTS0, rts0, size};
  return dxsig_container_write(out, &part, 1, true, diags) && !out->failed;
}
