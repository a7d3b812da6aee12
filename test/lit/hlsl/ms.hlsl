// A mesh shader: `out vertices` elements are the output list (interpolated
// as usual), `out primitives` elements the primitive list (always constant
// interpolation), where SV_CullPrimitive is not packed and SV_PrimitiveID
// and SV_RenderTargetArrayIndex are system values; `out indices`, the
// payload and the thread IDs add no element. The array sizes give the
// maximum vertex and primitive counts, the payload struct its size (28
// bytes), [numthreads] and [outputtopology] the rest of PSV0.
// RUN: %dxsig print %s -T ms_6_5 | FileCheck %s --match-full-lines
// RUN: %dxsig print %s -T ms_6_5 --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=JSON --match-full-lines
// RUN: %dxsig container %s -T ms_6_5 -o %t.dxbc
// RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS

struct Vert { float4 pos : SV_Position; float2 uv : TEXCOORD; };
struct Prim {
  float3 n : NORMAL;
  uint layer : SV_RenderTargetArrayIndex;
  bool cull : SV_CullPrimitive;
  uint id : SV_PrimitiveID;
  float w : WEIGHT;
};
struct Payload { float4 a; uint b[3]; };

[numthreads(32, 1, 1)]
[outputtopology("triangle")]
void main(in uint tid : SV_GroupThreadID, in uint3 dtid : SV_DispatchThreadID,
          in payload Payload pl, out vertices Vert verts[64],
          out primitives Prim prims[42], out indices uint3 tris[42]) {
  SetMeshOutputCounts(3, 1);
}

// CHECK:      ; Input signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; no parameters
// CHECK:      ; Output signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; TEXCOORD                 0   xy          1     NONE   float   xy
// CHECK:      ; Primitive Output signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; NORMAL                   0   xyz         0     NONE   float   xyz
// CHECK-NEXT: ; SV_RenderTargetArrayIndex     0      w        0  RTINDEX    uint      w
// CHECK-NEXT: ; SV_PrimitiveID           0   x           1   PRIMID    uint   x
// CHECK-NEXT: ; WEIGHT                   0   x           2     NONE   float   x
// CHECK-NEXT: ; SV_CullPrimitive         0    N/A  special CULLPRIM    uint    YES

// JSON:      entry main mesh
// JSON-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main output: TEXCOORD 0 arbitrary float linear 1x2 @1,0 s0
// JSON-NEXT: main patch constant: NORMAL 0 arbitrary float constant 1x3 @0,0 s0
// JSON-NEXT: main patch constant: SV_RenderTargetArrayIndex 0 SV_RenderTargetArrayIndex uint constant 1x1 @0,3 s0
// JSON-NEXT: main patch constant: SV_CullPrimitive 0 SV_CullPrimitive bool constant 1x1 @-,- s0
// JSON-NEXT: main patch constant: SV_PrimitiveID 0 SV_PrimitiveID uint constant 1x1 @1,0 s0
// JSON-NEXT: main patch constant: WEIGHT 0 arbitrary float constant 1x1 @2,0 s0
// JSON-EMPTY:

// PARTS:      - Name:            PSG1
// PARTS:            Name:            SV_CullPrimitive
// PARTS-NEXT:       Index:           0
// PARTS-NEXT:       SystemValue:     CullPrimitive
// PARTS-NEXT:       CompType:        UInt32
// PARTS-NEXT:       Register:        4294967295
// PARTS-NEXT:       Mask:            1
// PARTS:      - Name:            PSV0
// PARTS:            ShaderStage:     13
// PARTS-NEXT:       GroupSharedBytesUsed: 0
// PARTS-NEXT:       GroupSharedBytesDependentOnViewID: 0
// PARTS-NEXT:       PayloadSizeInBytes: 28
// PARTS-NEXT:       MaxOutputVertices: 64
// PARTS-NEXT:       MaxOutputPrimitives: 42
// PARTS:            SigPrimVectors:  3
// PARTS-NEXT:       MeshOutputTopology: 2
// PARTS-NEXT:       SigInputVectors: 0
// PARTS-NEXT:       SigOutputVectors: [ 2, 0, 0, 0 ]
// PARTS-NEXT:       NumThreadsX:     32
// PARTS-NEXT:       NumThreadsY:     1
// PARTS-NEXT:       NumThreadsZ:     1
// PARTS:            SigPatchOrPrimElements:
// PARTS-NEXT:         - Name:            NORMAL
// PARTS:                Interpolation:   Constant
