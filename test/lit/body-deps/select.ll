; A select depends on its condition and both values (DXC adds every
; operand), constants included.
;
;   inputs  A float4 (scalars 0-3)  B float4 (4-7)
;   outputs SV_Position (0-3)       C float2 (4-5)
;   pos.x = B.x > 0 ? A.x : A.y     C.y = B.w > A.z ? 1.0 : 0.0
;
;   A.x, A.y -> pos.x = 0x1   A.z -> C.y = 0x20   B.x -> pos.x = 0x1
;   B.w -> C.y = 0x20
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x1, 0x20, 0x0, 0x1, 0x0, 0x0, 0x20 ]

target triple = "dxil-pc-shadermodel6.0-vertex"

define void @main() #0 {
entry:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %az = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
  %bx = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %bw = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
  %c = fcmp fast ogt float %bx, 0.0
  %px = select i1 %c, float %ax, float %ay
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  %d = fcmp fast ogt float %bw, %az
  %cy = select i1 %d, float 1.0, float 0.0
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %cy)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20, !21}
!10 = !{i32 0, !"A", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"B", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 1, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"C", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 1, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
