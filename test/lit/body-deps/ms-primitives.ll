; A mesh shader writes vertices (storeVertexOutput, the output list) and
; primitives (storePrimitiveOutput, the primitive list, DXC's patch-constant
; slot). It has no inputs, so its only source is SV_ViewID.
;
;   vertex outputs  SV_Position (row 0: scalars 0-3)  TEXCOORD float2 (row 1: 4-5)
;   primitives      SV_PrimitiveID uint (row 0: 0)    COLOR float3 (row 1: 4-6)
;                   DATA float[2] (rows 2-3, column 0: 8, 12)
;                   SV_CullPrimitive bool (NotPacked: no register, no scalar)
;
;   pos.x = ViewID;  pos.yzw, TEXCOORD.x constant;  TEXCOORD.y written only
;   when ViewID == 0 (control dependence);  SV_PrimitiveID = %i;
;   COLOR.x = ViewID;  COLOR.z constant;  DATA[%i] = ViewID (a dynamic row:
;   every row of DATA; DXC does not count the row operand of a store);
;   SV_CullPrimitive = ViewID != 0 (no scalar, in no table)
;
; Counts: 0 inputs; 6 vertex scalars (one past TEXCOORD.y); 13 primitive
; scalars (one past DATA[1], row 3 column 0).
; ViewID -> vertex outputs: pos.x (bit 0), TEXCOORD.y (bit 5) = 0x21
; ViewID -> primitives: COLOR.x (4), DATA[0] (8), DATA[1] (12) = 0x1110
; No input rows: the state is 0, 6, 0x21, 13, 0x1110.
; RUN: %dxsig-opt -passes=dxsig-lower -S %s -o - | FileCheck %s --check-prefix=STATE
; STATE: !{[5 x i32] [i32 0, i32 6, i32 33, i32 13, i32 4368]}
;
; PSV0: two vertex vectors, four primitive vectors; the ViewID masks in
; vector-sized dwords; no input tables.
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      UsesViewID:      1
; CHECK-NEXT: SigPrimVectors:  4
; CHECK:      SigOutputVectors: [ 2, 0, 0, 0 ]
; CHECK:      OutputVectorMasks:
; CHECK-NEXT:   - [ 0x21 ]
; CHECK-NEXT:   - [  ]
; CHECK-NEXT:   - [  ]
; CHECK-NEXT:   - [  ]
; CHECK-NEXT: InputOutputMap:
; CHECK-NEXT:   - [  ]
; obj2yaml shows no primitive ViewID mask for a mesh shader: PSV0's last
; dwords are the vertex mask (0x21; streams 1-3 have no vectors, so no
; dwords) and then the primitive mask (0x1110); no input tables follow.
; RUN: %python %src/test/lit/container/Inputs/part.py %t.dxbc PSV0 | FileCheck %s --check-prefix=TAIL
; TAIL:     {{^}}01 01 00 00 21 00 00 00 10 11 00 00{{$}}
; TAIL-NOT: {{.}}
;
; The masks the accesses give: primitives SV_PrimitiveID.x, COLOR.xz,
; DATA.x (dynamic); SV_CullPrimitive, which has no register, prints as DXC
; prints it (YES).
; RUN: %dxsig print %s 2>&1 | FileCheck %s --check-prefix=MASKS --implicit-check-not=warning
; MASKS:      ; Primitive Output signature:
; MASKS:      ; SV_PrimitiveID           0   x           0   PRIMID    uint   x
; MASKS-NEXT: ; COLOR                    0   xyz         1     NONE   float   x z
; MASKS-NEXT: ; DATA                     0   x           2     NONE   float   x
; MASKS-NEXT: ; DATA                     1   x           3     NONE   float   x
; MASKS-NEXT: ; SV_CullPrimitive         0    N/A  special CULLPRIM    uint    YES

target triple = "dxil-pc-shadermodel6.5-mesh"

define void @ms_main(i32 %i) #0 {
entry:
  %vid = call i32 @dx.op.viewID.i32(i32 138)
  %f = uitofp i32 %vid to float
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %f, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float 0.0, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.0, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.0, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 0, float 0.5, i32 0)
  %first = icmp eq i32 %vid, 0
  br i1 %first, label %then, label %done
then:
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 1, float 1.0, i32 0)
  br label %done
done:
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 %i, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 0, i8 0, float %f, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 0, i8 2, float 0.0, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 2, i32 %i, i8 0, float %f, i32 0)
  %cull = zext i1 %first to i32
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 3, i32 0, i8 0, i32 %cull, i32 0)
  ret void
}

declare i32 @dx.op.viewID.i32(i32)
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32)
declare void @dx.op.storePrimitiveOutput.f32(i32, i32, i32, i8, float, i32)
declare void @dx.op.storePrimitiveOutput.i32(i32, i32, i32, i8, i32, i32)

attributes #0 = { "hlsl.shader"="mesh" "hlsl.numthreads"="32,1,1" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @ms_main, null, !5, !8}
!5 = !{!6, !7}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!7 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 1, i8 0, i8 0, i8 0, i32 0}
!8 = !{!9, !10, !11, !12}
!9 = !{i32 0, !"SV_PrimitiveID", i32 5, i32 10, !20, i32 1, i32 1, i8 1, i32 0, i8 0, i8 0, i8 0, i32 0}
!10 = !{i32 1, !"COLOR", i32 9, i32 0, !20, i32 1, i32 1, i8 3, i32 1, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 2, !"DATA", i32 9, i32 0, !21, i32 1, i32 2, i8 1, i32 2, i8 0, i8 0, i8 0, i32 0}
!12 = !{i32 3, !"SV_CullPrimitive", i32 1, i32 30, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1}
