/* Value types of accesses: their names. DXC's signature operations have
 * the f16, f32, i16 and i32 overloads ("hfwi" in DxilOperations.cpp;
 * anything else fails Instr.Oload), whatever the element's component type
 * (check.c); i1 is LLVM's llvm.dx.load.input / llvm.dx.store.output
 * carrying HLSL's bool before DXIL lowering. */
#include "internal.h"

static const char *const names[DXSIG_VALUE_TYPE_COUNT] = {
    [DXSIG_VALUE_F16] = "f16", [DXSIG_VALUE_F32] = "f32", [DXSIG_VALUE_F64] = "f64",
    [DXSIG_VALUE_I1] = "i1",   [DXSIG_VALUE_I16] = "i16", [DXSIG_VALUE_I32] = "i32",
    [DXSIG_VALUE_I64] = "i64", [DXSIG_VALUE_OTHER] = "other",
};

const char *dxsig_value_type_name(enum dxsig_value_type type) {
  return (unsigned)type < DXSIG_VALUE_TYPE_COUNT ? names[type] : NULL;
}
