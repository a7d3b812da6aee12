// A geometry shader with three PointStream outputs: each stream's elements
// are packed on their own from register 0 (m0:, m1:, m2: in the table) and
// carry their stream number. The triangle input array's outer dimension is
// the primitive, not rows. A plain SV_PrimitiveID input is in the input
// list, unpacked, with no interpolation; SV_GSInstanceID is in no list.
// [maxvertexcount] and [instance] become the entry's attributes, and the
// container's PSV0 has the input primitive (3: triangle), the point-list
// topology (1) and a stream mask with a bit per declared stream (7).
// RUN: %dxsig print %s -T gs_6_0 | FileCheck %s --match-full-lines
// RUN: %dxsig print %s -T gs_6_0 --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=JSON --match-full-lines
// RUN: %dxsig pack %s -T gs_6_0 -o %t.ll
// RUN: FileCheck %s --check-prefix=ATTR < %t.ll
// RUN: %dxsig container %s -T gs_6_0 -o %t.dxbc
// RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS

struct Vert { float4 pos : SV_Position; float2 uv : TEXCOORD; };
struct A { float4 pos : SV_Position; uint kind : KIND; };
struct B { float3 n : NORMAL; float4 c[2] : COLOR; };

[maxvertexcount(6)]
[instance(3)]
void main(triangle Vert v[3], uint pid : SV_PrimitiveID, uint gi : SV_GSInstanceID,
          inout PointStream<A> s0, inout PointStream<B> s1, inout PointStream<A> s2) {
  A a = { v[0].pos, pid + gi };
  s0.Append(a);
  s2.Append(a);
}

// CHECK:      ; Input signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; TEXCOORD                 0   xy          1     NONE   float   xy
// CHECK-NEXT: ; SV_PrimitiveID           0    N/A   primID   PRIMID    uint    YES
// CHECK:      ; Output signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; m0:SV_Position           0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; m0:KIND                  0   x           1     NONE    uint   x
// CHECK-NEXT: ; m1:NORMAL                0   xyz         0     NONE   float   xyz
// CHECK-NEXT: ; m1:COLOR                 0   xyzw        1     NONE   float   xyzw
// CHECK-NEXT: ; m1:COLOR                 1   xyzw        2     NONE   float   xyzw
// CHECK-NEXT: ; m2:SV_Position           0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; m2:KIND                  0   x           1     NONE    uint   x

// JSON:      entry main geometry
// JSON-NEXT: main input: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main input: TEXCOORD 0 arbitrary float linear 1x2 @1,0 s0
// JSON-NEXT: main input: SV_PrimitiveID 0 SV_PrimitiveID uint undefined 1x1 @-,- s0
// JSON-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main output: KIND 0 arbitrary uint constant 1x1 @1,0 s0
// JSON-NEXT: main output: NORMAL 0 arbitrary float linear 1x3 @0,0 s1
// JSON-NEXT: main output: COLOR 0,1 arbitrary float linear 2x4 @1,0 s1
// JSON-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s2
// JSON-NEXT: main output: KIND 0 arbitrary uint constant 1x1 @1,0 s2
// JSON-EMPTY:

// ATTR: attributes #0 = { "dxsig.signatures-only" "hlsl.inputprimitive"="triangle" "hlsl.instance"="3" "hlsl.maxvertexcount"="6" "hlsl.outputstreams"="PointStream,PointStream,PointStream" "hlsl.shader"="geometry" }

// PARTS:      - Name:            OSG1
// PARTS:          - Stream:          1
// PARTS-NEXT:       Name:            NORMAL
// PARTS:          - Stream:          2
// PARTS-NEXT:       Name:            SV_Position
// PARTS-NEXT:       Index:           0
// PARTS-NEXT:       SystemValue:     Position
// PARTS:      - Name:            PSV0
// PARTS:            ShaderStage:     2
// PARTS-NEXT:       InputPrimitive:  3
// PARTS-NEXT:       OutputTopology:  1
// PARTS-NEXT:       OutputStreamMask: 7
// PARTS-NEXT:       OutputPositionPresent: 1
// PARTS:            MaxVertexCount:  6
// PARTS-NEXT:       SigInputVectors: 2
// PARTS-NEXT:       SigOutputVectors: [ 2, 3, 2, 0 ]
