/* HLSL's numeric types: names (float4, min16uint2, half3x2, vector,
 * matrix), and the component type each scalar has in a signature (DXC
 * CompType: half is 32-bit unless -enable-16bit-types; the min-precision
 * types are 16-bit either way, with min precision when 16-bit types are
 * off). */
#include "internal.h"

#include <string.h>

static const struct {
  const char *name;
  enum hl_scalar scalar;
} SCALARS[] = {
    /* Longer names first where one is a prefix of another. */
    {"min16float", HS_MIN16FLOAT}, {"min10float", HS_MIN10FLOAT}, {"min16uint", HS_MIN16UINT},
    {"min16int", HS_MIN16INT},     {"min12int", HS_MIN12INT},     {"float16_t", HS_FLOAT16},
    {"float32_t", HS_FLOAT},       {"float64_t", HS_DOUBLE},      {"uint16_t", HS_UINT16},
    {"uint32_t", HS_UINT},         {"uint64_t", HS_UINT64},       {"int16_t", HS_INT16},
    {"int32_t", HS_INT},           {"int64_t", HS_INT64},         {"double", HS_DOUBLE},
    {"float", HS_FLOAT},           {"dword", HS_UINT},            {"bool", HS_BOOL},
    {"half", HS_HALF},             {"uint", HS_UINT},             {"int", HS_INT},
};

static const char *const SCALAR_NAMES[HS_COUNT] = {
    [HS_BOOL] = "bool",           [HS_INT] = "int",           [HS_UINT] = "uint",
    [HS_HALF] = "half",           [HS_FLOAT] = "float",       [HS_DOUBLE] = "double",
    [HS_MIN16FLOAT] = "min16float", [HS_MIN10FLOAT] = "min10float",
    [HS_MIN16INT] = "min16int",   [HS_MIN12INT] = "min12int", [HS_MIN16UINT] = "min16uint",
    [HS_INT16] = "int16_t",       [HS_UINT16] = "uint16_t",   [HS_FLOAT16] = "float16_t",
    [HS_INT64] = "int64_t",       [HS_UINT64] = "uint64_t"};

const char *hl_scalar_name(enum hl_scalar s) { return s < HS_COUNT ? SCALAR_NAMES[s] : "?"; }

static bool digit14(char c) { return c >= '1' && c <= '4'; }

bool hl_builtin_type(const char *name, size_t len, struct hl_type *t) {
  memset(t, 0, sizeof *t);
  t->name = name;
  t->name_len = len;
  if (len == 6 && memcmp(name, "vector", 6) == 0) {
    t->rows = 0; /* <T, N> or float4 */
    return true;
  }
  if (len == 6 && memcmp(name, "matrix", 6) == 0) {
    t->matrix = true;
    t->rows = 0;
    return true;
  }
  for (size_t k = 0; k < sizeof SCALARS / sizeof *SCALARS; ++k) {
    size_t n = strlen(SCALARS[k].name);
    if (len < n || memcmp(name, SCALARS[k].name, n) != 0)
      continue;
    const char *rest = name + n;
    size_t r = len - n;
    t->scalar = SCALARS[k].scalar;
    if (r == 0) {
      t->rows = t->cols = 1;
      return true;
    }
    if (r == 1 && digit14(rest[0])) {
      t->rows = 1;
      t->cols = (uint32_t)(rest[0] - '0');
      return true;
    }
    if (r == 3 && digit14(rest[0]) && rest[1] == 'x' && digit14(rest[2])) {
      t->matrix = true;
      t->rows = (uint32_t)(rest[0] - '0');
      t->cols = (uint32_t)(rest[2] - '0');
      return true;
    }
    return false; /* float5, int16_tx: not a type */
  }
  return false;
}

bool hl_scalar_needs_16bit(enum hl_scalar s) {
  return s == HS_INT16 || s == HS_UINT16 || s == HS_FLOAT16;
}

bool hl_scalar_is_float(enum hl_scalar s) {
  return s == HS_HALF || s == HS_FLOAT || s == HS_DOUBLE || s == HS_MIN16FLOAT ||
         s == HS_MIN10FLOAT || s == HS_FLOAT16;
}

uint32_t hl_component_type(enum hl_scalar s, uint32_t norm, bool native16) {
  bool f16 = s == HS_FLOAT16 || s == HS_MIN16FLOAT || s == HS_MIN10FLOAT ||
             (s == HS_HALF && native16);
  switch (s) {
  case HS_BOOL: return DXSIG_COMP_I1;
  case HS_INT: return DXSIG_COMP_I32;
  case HS_UINT: return DXSIG_COMP_U32;
  case HS_MIN16INT:
  case HS_MIN12INT:
  case HS_INT16: return DXSIG_COMP_I16;
  case HS_MIN16UINT:
  case HS_UINT16: return DXSIG_COMP_U16;
  case HS_INT64: return DXSIG_COMP_I64;
  case HS_UINT64: return DXSIG_COMP_U64;
  case HS_DOUBLE:
    return norm == 1 ? DXSIG_COMP_SNORM_F64 : norm == 2 ? DXSIG_COMP_UNORM_F64 : DXSIG_COMP_F64;
  default:
    if (f16)
      return norm == 1 ? DXSIG_COMP_SNORM_F16 : norm == 2 ? DXSIG_COMP_UNORM_F16 : DXSIG_COMP_F16;
    return norm == 1 ? DXSIG_COMP_SNORM_F32 : norm == 2 ? DXSIG_COMP_UNORM_F32 : DXSIG_COMP_F32;
  }
}
