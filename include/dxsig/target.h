/* dxsig target: what a DXIL target triple says. LLVM spells it
 * ARCH-VENDOR-OS-ENVIRONMENT: "dxilv1.6-pc-shadermodel6.6-pixel" is DXIL 1.6,
 * shader model 6.6, a pixel shader; "dxil-pc-shadermodel6.8-library" has no
 * DXIL version of its own (it follows the shader model: 6.x -> 1.x). */
#ifndef DXSIG_TARGET_H
#define DXSIG_TARGET_H

#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A shader model; {0, 0} means unknown (no gate applies). */
struct dxsig_shader_model {
  uint32_t major, minor;
};

/* <0, 0, >0 as a is below, equal to or above b. */
static inline int dxsig_shader_model_compare(struct dxsig_shader_model a,
                                             struct dxsig_shader_model b) {
  if (a.major != b.major)
    return a.major < b.major ? -1 : 1;
  return a.minor < b.minor ? -1 : a.minor > b.minor;
}

struct dxsig_target {
  struct dxsig_shader_model sm;  /* "shadermodelX.Y"; {0, 0}: none */
  uint32_t dxil_major, dxil_minor; /* "dxilvX.Y"; 0.0: not given */
  const char *env;               /* environment, pointing into the parsed */
  size_t env_len;                /*   string; env_len 0: none */
};

/* Parses a target triple (NULL or "" gives an empty target). A component
 * that is not of the expected form (a shader model without a version, a
 * version out of range) is left unknown; the parse never fails. */
DXSIG_API void dxsig_target_parse(const char *triple, struct dxsig_target *out);

/* The shader model a module must have for DXIL at all: 6.0. */
DXSIG_API struct dxsig_shader_model dxsig_shader_model_dxil_min(void);

/* The DXIL version a shader model needs (DXC: 6.x needs DXIL 1.x). */
DXSIG_API void dxsig_shader_model_dxil_version(struct dxsig_shader_model sm,
                                               uint32_t *major, uint32_t *minor);

/* The first shader model with a stage ({6, 0} for the classic stages). */
DXSIG_API struct dxsig_shader_model dxsig_shader_stage_min_sm(uint32_t stage);

#ifdef __cplusplus
}
#endif
#endif
