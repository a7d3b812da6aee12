// A hull shader: InputPatch<CP, 3> control points are the input list, the
// returned control point the output list (SV_Position noperspective,
// TEXCOORD/NORMAL linear in both); SV_OutputControlPointID and
// SV_PrimitiveID are in no list. The patch-constant function named by
// [patchconstantfunc] gives the patch-constant list: tri tess factors
// (TRIEDGE x3, TRIINT) and an ordinary name, with no interpolation; its own
// InputPatch/OutputPatch parameters add nothing. The attributes become the
// entry's, inputcontrolpoints from the InputPatch.
// RUN: %dxsig print %s -T hs_6_0 | FileCheck %s --match-full-lines
// RUN: %dxsig print %s -T hs_6_0 --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=JSON --match-full-lines
// RUN: %dxsig pack %s -T hs_6_0 -o - | FileCheck %s --check-prefix=ATTR

struct CP { float4 pos : SV_Position; float2 uv : TEXCOORD; float3 n : NORMAL; };
struct PC {
  float edges[3] : SV_TessFactor;
  float inside : SV_InsideTessFactor;
  float3 extra : PATCHDATA;
};

PC patch_fn(InputPatch<CP, 3> ip, OutputPatch<CP, 3> op, uint pid : SV_PrimitiveID) {
  PC pc = (PC)0;
  return pc;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_fn")]
[maxtessfactor(15.0)]
CP main(InputPatch<CP, 3> ip, uint id : SV_OutputControlPointID, uint pid : SV_PrimitiveID) {
  return ip[id];
}

// CHECK:      ; Input signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; TEXCOORD                 0   xy          1     NONE   float   xy
// CHECK-NEXT: ; NORMAL                   0   xyz         2     NONE   float   xyz
// CHECK:      ; Output signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; TEXCOORD                 0   xy          1     NONE   float   xy
// CHECK-NEXT: ; NORMAL                   0   xyz         2     NONE   float   xyz
// CHECK:      ; Patch Constant signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_TessFactor            0      w        0  TRIEDGE   float      w
// CHECK-NEXT: ; PATCHDATA                0   xyz         0     NONE   float   xyz
// CHECK-NEXT: ; SV_TessFactor            1      w        1  TRIEDGE   float      w
// CHECK-NEXT: ; SV_TessFactor            2      w        2  TRIEDGE   float      w
// CHECK-NEXT: ; SV_InsideTessFactor      0   x           3   TRIINT   float   x

// JSON:      entry main hull
// JSON-NEXT: main input: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main input: TEXCOORD 0 arbitrary float linear 1x2 @1,0 s0
// JSON-NEXT: main input: NORMAL 0 arbitrary float linear 1x3 @2,0 s0
// JSON-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main output: TEXCOORD 0 arbitrary float linear 1x2 @1,0 s0
// JSON-NEXT: main output: NORMAL 0 arbitrary float linear 1x3 @2,0 s0
// JSON-NEXT: main patch constant: SV_TessFactor 0,1,2 SV_TessFactor float undefined 3x1 @0,3 s0
// JSON-NEXT: main patch constant: SV_InsideTessFactor 0 SV_InsideTessFactor float undefined 1x1 @3,0 s0
// JSON-NEXT: main patch constant: PATCHDATA 0 arbitrary float undefined 1x3 @0,0 s0
// JSON-EMPTY:

// ATTR: attributes #0 = { "dxsig.signatures-only" "hlsl.domain"="tri" "hlsl.inputcontrolpoints"="3" "hlsl.maxtessfactor"="15.0" "hlsl.outputcontrolpoints"="3" "hlsl.outputtopology"="triangle_cw" "hlsl.partitioning"="fractional_odd" "hlsl.patchconstantfunc"="patch_fn" "hlsl.shader"="hull" }
