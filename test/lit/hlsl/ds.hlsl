// A domain shader: the OutputPatch control points are the input list; the
// patch-constant struct, a plain input, is the patch-constant list (quad
// tess factors QUADEDGE x4 and QUADINT x2, an ordinary name, and
// SV_Position, which there is an ordinary name kept as written, with no
// interpolation); SV_DomainLocation and SV_PrimitiveID are in no list. The
// container's PSV0 has the domain (3: quad) and the control point count.
// RUN: %dxsig print %s -T ds_6_0 | FileCheck %s --match-full-lines
// RUN: %dxsig print %s -T ds_6_0 --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=JSON --match-full-lines
// RUN: %dxsig container %s -T ds_6_0 -o %t.dxbc
// RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS

struct CP { float4 pos : SV_Position; float2 uv : TEXCOORD; };
struct PC {
  float edges[4] : SV_TessFactor;
  float inside[2] : SV_InsideTessFactor;
  float4 tint : TINT;
  float4 corner : SV_Position;
};
struct DOut { float4 pos : SV_Position; float2 uv : TEXCOORD; };

[domain("quad")]
DOut main(PC pc, float2 loc : SV_DomainLocation, const OutputPatch<CP, 4> patch,
          uint pid : SV_PrimitiveID) {
  DOut o;
  o.pos = patch[0].pos * loc.x;
  o.uv = patch[1].uv;
  return o;
}

// CHECK:      ; Patch Constant signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_TessFactor            0      w        0 QUADEDGE   float      w
// CHECK-NEXT: ; SV_TessFactor            1      w        1 QUADEDGE   float      w
// CHECK-NEXT: ; SV_TessFactor            2      w        2 QUADEDGE   float      w
// CHECK-NEXT: ; SV_TessFactor            3      w        3 QUADEDGE   float      w
// CHECK-NEXT: ; SV_InsideTessFactor      0      w        4  QUADINT   float      w
// CHECK-NEXT: ; SV_InsideTessFactor      1      w        5  QUADINT   float      w
// CHECK-NEXT: ; TINT                     0   xyzw        6     NONE   float   xyzw
// CHECK-NEXT: ; SV_Position              0   xyzw        7     NONE   float   xyzw

// JSON:      entry main domain
// JSON-NEXT: main input: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main input: TEXCOORD 0 arbitrary float linear 1x2 @1,0 s0
// JSON-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main output: TEXCOORD 0 arbitrary float linear 1x2 @1,0 s0
// JSON-NEXT: main patch constant: SV_TessFactor 0,1,2,3 SV_TessFactor float undefined 4x1 @0,3 s0
// JSON-NEXT: main patch constant: SV_InsideTessFactor 0,1 SV_InsideTessFactor float undefined 2x1 @4,3 s0
// JSON-NEXT: main patch constant: TINT 0 arbitrary float undefined 1x4 @6,0 s0
// JSON-NEXT: main patch constant: SV_Position 0 arbitrary float undefined 1x4 @7,0 s0
// JSON-EMPTY:

// PARTS:      - Name:            PSG1
// PARTS:            Name:            SV_TessFactor
// PARTS-NEXT:       Index:           0
// PARTS-NEXT:       SystemValue:     FinalQuadEdgeTessfactor
// PARTS:            Name:            SV_InsideTessFactor
// PARTS-NEXT:       Index:           0
// PARTS-NEXT:       SystemValue:     FinalQuadInsideTessfactor
// PARTS:            Name:            SV_Position
// PARTS-NEXT:       Index:           0
// PARTS-NEXT:       SystemValue:     Undefined
// PARTS-NEXT:       CompType:        Float32
// PARTS-NEXT:       Register:        7
// PARTS:      - Name:            PSV0
// PARTS:            ShaderStage:     4
// PARTS-NEXT:       InputControlPointCount: 4
// PARTS-NEXT:       OutputPositionPresent: 1
// PARTS-NEXT:       TessellatorDomain: 3
// PARTS:            SigPatchConstOrPrimVectors: 8
// PARTS-NEXT:       SigInputVectors: 2
// PARTS-NEXT:       SigOutputVectors: [ 2, 0, 0, 0 ]
