/* The access operations: the list each one addresses, the stages it is
 * valid in, and whether it counts in the usage masks.
 *
 * Stages follow DXC: the shader-stage masks of DxilOperations.cpp
 * (OP::GetMinShaderModelAndMask, rule Sm.Opcode) for loadPatchConstant,
 * loadOutputControlPoint (hull, domain), storePatchConstant (hull),
 * storeVertexOutput and storePrimitiveOutput (mesh); DxilValidation.cpp's
 * ValidateSignatureDxilOp for loadInput (Sm.OpcodeInInvalidFunction:
 * "VS/HS/DS/GS/PS"). dxsig is stricter in two places, where DXC's mask is
 * wider than any code DXC generates: storeOutput outside mesh, compute and
 * amplification shaders (a mesh shader writes vertices with
 * storeVertexOutput; the others have no outputs), and
 * loadOutputControlPoint in hull shaders only (DXC's validator checks a
 * domain shader's against its output list, its ViewID analysis against its
 * input list: neither is meaningful). Usage follows DXC's
 * MarkUsedSignatureElements (DxilPreparePasses.cpp), which counts every
 * load and store except loadOutputControlPoint. */
#include "internal.h"

#define STAGE(s) (1u << DXSIG_STAGE_##s)
#define GRAPHICS (STAGE(VERTEX) | STAGE(HULL) | STAGE(DOMAIN) | STAGE(GEOMETRY) | STAGE(PIXEL))

static const struct dxsig_body_op ops[DXSIG_ACCESS_OP_COUNT] = {
    [DXSIG_ACCESS_LOAD_INPUT] = {"loadInput", DXSIG_SIG_INPUT, GRAPHICS,
                                 "vertex, hull, domain, geometry and pixel", true, true},
    [DXSIG_ACCESS_STORE_OUTPUT] = {"storeOutput", DXSIG_SIG_OUTPUT, GRAPHICS,
                                   "vertex, hull, domain, geometry and pixel", false, true},
    [DXSIG_ACCESS_LOAD_PATCH_CONSTANT] = {"loadPatchConstant", DXSIG_SIG_PATCH_CONSTANT,
                                          STAGE(HULL) | STAGE(DOMAIN), "hull and domain",
                                          true, true},
    [DXSIG_ACCESS_STORE_PATCH_CONSTANT] = {"storePatchConstant", DXSIG_SIG_PATCH_CONSTANT,
                                           STAGE(HULL), "hull", false, true},
    [DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT] = {"loadOutputControlPoint", DXSIG_SIG_OUTPUT,
                                                STAGE(HULL), "hull", true, false},
    [DXSIG_ACCESS_STORE_VERTEX_OUTPUT] = {"storeVertexOutput", DXSIG_SIG_OUTPUT, STAGE(MESH),
                                          "mesh", false, true},
    [DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT] = {"storePrimitiveOutput", DXSIG_SIG_PATCH_CONSTANT,
                                             STAGE(MESH), "mesh", false, true},
};

const struct dxsig_body_op *dxsig_body_op_info(enum dxsig_access_op op) {
  return (unsigned)op < DXSIG_ACCESS_OP_COUNT ? &ops[op] : NULL;
}

const char *dxsig_access_op_name(enum dxsig_access_op op) {
  const struct dxsig_body_op *info = dxsig_body_op_info(op);
  return info ? info->name : NULL;
}
