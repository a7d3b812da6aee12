; SV_ViewID (dx.op.viewID) is a source of its own: the outputs that depend
; on it set PSV0's ViewID output mask (obj2yaml: OutputVectorMasks) and UsesViewID.
;
;   inputs  A float4 (row 0: scalars 0-3)
;   outputs SV_Position (row 0: 0-3)
;   pos.x = A.x + ViewID   pos.y = A.y   pos.z = ViewID > 0 ? 1 : 0
;
;   ViewID -> pos.x, pos.z = 0x5     A.x -> pos.x = 0x1   A.y -> pos.y = 0x2
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      UsesViewID: 1
; CHECK:      OutputVectorMasks:
; CHECK-NEXT:   - [ 0x5 ]
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x2, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.1-vertex"

define void @main() #0 {
entry:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %vid = call i32 @dx.op.viewID.i32(i32 138)
  %f = uitofp i32 %vid to float
  %px = fadd fast float %ax, %f
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %ay)
  %c = icmp ne i32 %vid, 0
  %pz = select i1 %c, float 1.0, float 0.0
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %pz)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare i32 @dx.op.viewID.i32(i32)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10}
!2 = !{!20}
!10 = !{i32 0, !"A", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
