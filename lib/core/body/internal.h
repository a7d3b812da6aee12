/* Internal to the body layer: what each access operation means, which
 * value types fit a component type, and the per-access check that
 * dxsig_body_check reports and dxsig_body_derive_masks uses to skip bad
 * accesses. */
#ifndef DXSIG_BODY_INTERNAL_H
#define DXSIG_BODY_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "dxsig/body.h"

/* One access operation (DXC's dx.op of the same name). */
struct dxsig_body_op {
  const char *name;          /* "loadInput" */
  enum dxsig_sig_kind list;  /* the list its ID names */
  uint32_t stages;           /* bit (1 << stage) per stage it is valid in */
  const char *stage_text;    /* those stages, for messages: "hull" */
  bool loads;                /* reads the element (else writes it) */
  bool marks_usage;          /* counts in UsageMask / DynIndexMask */
};

/* A row or signature-ID operand as the code writes it. DXIL's are i32, and
 * a producer hands in their 32 bits: -1 arrives as 4294967295 and is shown
 * as -1 (the conversion spelled out: C leaves casting it to int32_t to the
 * implementation). */
static inline int64_t dxsig_body_operand(uint32_t v) {
  return v <= INT32_MAX ? (int64_t)v : (int64_t)v - ((int64_t)1 << 32);
}

/* NULL for a value outside enum dxsig_access_op. */
const struct dxsig_body_op *dxsig_body_op_info(enum dxsig_access_op op);


/* Checks one access against entry, compiled for shader model sm ({0, 0}:
 * unknown): reports every problem to diags (which may be NULL: then only
 * the answer) and returns true when there is none. */
bool dxsig_body_access_ok(const struct dxsig_entry *entry, const struct dxsig_access *a,
                          struct dxsig_shader_model sm, struct dxsig_diag_list *diags);

#endif
