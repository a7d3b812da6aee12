/* Target triples (see target.h). */
#include "dxsig/target.h"

#include "dxsig/types.h"

#include <string.h>

/* Reads "X.Y" (decimal, at most 4 digits each) exactly filling [s, s+len). */
static int read_version(const char *s, size_t len, uint32_t *major, uint32_t *minor) {
  uint32_t v[2] = {0, 0};
  size_t part = 0, digits = 0;
  for (size_t i = 0; i < len; ++i) {
    char c = s[i];
    if (c == '.' && part == 0 && digits > 0) {
      part = 1;
      digits = 0;
      continue;
    }
    if (c < '0' || c > '9' || ++digits > 4)
      return 0;
    v[part] = v[part] * 10 + (uint32_t)(c - '0');
  }
  if (part != 1 || digits == 0)
    return 0;
  *major = v[0];
  *minor = v[1];
  return 1;
}

static int starts_with(const char *s, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && memcmp(s, prefix, n) == 0;
}

void dxsig_target_parse(const char *triple, struct dxsig_target *out) {
  memset(out, 0, sizeof *out);
  if (!triple)
    return;
  const char *part = triple;
  for (int index = 0; index < 4; ++index) {
    size_t len = strcspn(part, "-");
    switch (index) {
    case 0: /* arch: "dxil" or "dxilvX.Y" */
      if (starts_with(part, len, "dxilv"))
        read_version(part + 5, len - 5, &out->dxil_major, &out->dxil_minor);
      break;
    case 2: /* OS: "shadermodelX.Y" */
      if (starts_with(part, len, "shadermodel"))
        read_version(part + 11, len - 11, &out->sm.major, &out->sm.minor);
      break;
    case 3: /* environment */
      out->env = part;
      out->env_len = len;
      break;
    default:
      break;
    }
    if (part[len] != '-')
      break;
    part += len + 1;
  }
}

struct dxsig_shader_model dxsig_shader_model_dxil_min(void) {
  return (struct dxsig_shader_model){6, 0};
}

void dxsig_shader_model_dxil_version(struct dxsig_shader_model sm, uint32_t *major,
                                     uint32_t *minor) {
  *major = 1;
  *minor = sm.major == 6 ? sm.minor : 0;
}

struct dxsig_shader_model dxsig_shader_stage_min_sm(uint32_t stage) {
  static const struct dxsig_shader_model min[DXSIG_SHADER_STAGE_COUNT] = {
#define DXSIG_SHADER_STAGE(Id, Value, Attr, Short, SmMajor, SmMinor) [Value] = {SmMajor, SmMinor},
#include "dxsig/tables.def"
  };
  return stage < DXSIG_SHADER_STAGE_COUNT ? min[stage] : dxsig_shader_model_dxil_min();
}
