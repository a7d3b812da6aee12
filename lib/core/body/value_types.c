/* Value types of accesses, and the one each component type is accessed
 * with.
 *
 * DXC lowers an element of component type T to loads and stores of
 * CompType::GetLLVMType(T) (DxilCompType.cpp), except bool, which it
 * accesses as i32 (HLSignatureLower.cpp: "Cast i1 to i32 for load input"),
 * and its signature operations have only the f16, f32, i16 and i32
 * overloads ("hfwi" in DxilOperations.cpp; anything else fails Instr.Oload).
 * So min-precision elements (F16 without native 16-bit types) are accessed
 * as f16, never f32, and 64-bit elements cannot be accessed at all.
 * dxsig also accepts i1 for bool elements: LLVM's llvm.dx.load.input and
 * llvm.dx.store.output carry the HLSL type before DXIL lowering. */
#include "internal.h"

static const char *const names[DXSIG_VALUE_TYPE_COUNT] = {
    [DXSIG_VALUE_F16] = "f16", [DXSIG_VALUE_F32] = "f32", [DXSIG_VALUE_F64] = "f64",
    [DXSIG_VALUE_I1] = "i1",   [DXSIG_VALUE_I16] = "i16", [DXSIG_VALUE_I32] = "i32",
    [DXSIG_VALUE_I64] = "i64", [DXSIG_VALUE_OTHER] = "other",
};

const char *dxsig_value_type_name(enum dxsig_value_type type) {
  return (unsigned)type < DXSIG_VALUE_TYPE_COUNT ? names[type] : NULL;
}

bool dxsig_body_value_type_of(uint32_t comp_type, enum dxsig_value_type *type,
                              enum dxsig_value_type *alt) {
  *alt = DXSIG_VALUE_TYPE_COUNT;
  switch (comp_type) {
  case DXSIG_COMP_I1:
    *type = DXSIG_VALUE_I32;
    *alt = DXSIG_VALUE_I1;
    return true;
  case DXSIG_COMP_I16:
  case DXSIG_COMP_U16:
    *type = DXSIG_VALUE_I16;
    return true;
  case DXSIG_COMP_I32:
  case DXSIG_COMP_U32:
  case DXSIG_COMP_PACKED_S8X32:
  case DXSIG_COMP_PACKED_U8X32:
    *type = DXSIG_VALUE_I32;
    return true;
  case DXSIG_COMP_F16:
  case DXSIG_COMP_SNORM_F16:
  case DXSIG_COMP_UNORM_F16:
    *type = DXSIG_VALUE_F16;
    return true;
  case DXSIG_COMP_F32:
  case DXSIG_COMP_SNORM_F32:
  case DXSIG_COMP_UNORM_F32:
    *type = DXSIG_VALUE_F32;
    return true;
  default:
    return false;
  }
}
