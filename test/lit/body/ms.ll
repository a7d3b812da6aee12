; A mesh shader writes vertices with storeVertexOutput (output list) and
; primitives with storePrimitiveOutput (primitive list); storeOutput is
; not a mesh shader's (body-operation, second run).
; RUN: %dxsig print %s 2>&1 | FileCheck %s --implicit-check-not=warning
; RUN: sed -e 's/call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 1, float %v, i32 0)/call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %v)/' %s > %t.bad.ll
; RUN: not %dxsig verify %t.bad.ll 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK:      ; Output signature:
; CHECK:      ; SV_Position              0   xyzw        0      POS   float   xyzw
; CHECK-NEXT: ; TEXCOORD                 0   xy          1     NONE   float    y
; CHECK:      ; Primitive Output signature:
; CHECK:      ; SV_PrimitiveID           0   x           0   PRIMID    uint   x
; CHECK-NEXT: ; COLOR                    0   xyz         1     NONE   float   x z

; BAD:      dxsig: error: {{.*}}: entry 'ms_main' output signature: in function 'ms_main': `call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %v)`: storeOutput is not valid in a mesh shader ({{.*}})
; BAD-NOT:  dxsig:

target triple = "dxil-pc-shadermodel6.8-mesh"

define void @ms_main(float %v, i32 %id) #0 {
entry:
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %v, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %v, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float %v, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float %v, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 1, float %v, i32 0)
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 %id, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 0, i8 0, float %v, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 0, i8 2, float %v, i32 0)
  ret void
}

declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32)
declare void @dx.op.storePrimitiveOutput.f32(i32, i32, i32, i8, float, i32)
declare void @dx.op.storePrimitiveOutput.i32(i32, i32, i32, i8, i32, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="mesh" "hlsl.numthreads"="32,1,1" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @ms_main, null, !5, !8}
!5 = !{!6, !7}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!7 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!8 = !{!9, !10}
!9 = !{i32 0, !"SV_PrimitiveID", i32 5, i32 10, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!10 = !{i32 1, !"COLOR", i32 9, i32 0, !20, i32 1, i32 1, i8 3, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0}
