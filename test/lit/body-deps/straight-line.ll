; Straight-line data dependence: each output component depends on the input
; components its value is computed from, and on nothing else.
;
;   inputs  A float4 (row 0: scalars 0-3)  B float4 (row 1: scalars 4-7)
;   outputs SV_Position (row 0: 0-3)       C float2 (row 1: 4-5)
;   pos.x = A.x * B.y   pos.y = A.y   pos.z = A.z + A.w   pos.w = 1.0
;   C.x = B.x           C.y = B.x * A.x
;
; InputOutputMap[0], one word per input scalar (outputs as bits):
;   A.x -> pos.x, C.y = 0x21   A.y -> pos.y = 0x2   A.z, A.w -> pos.z = 0x4
;   B.x -> C.x, C.y = 0x30     B.y -> pos.x = 0x1   B.z, B.w -> 0
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x21, 0x2, 0x4, 0x4, 0x30, 0x1, 0x0, 0x0 ]
; CHECK-NEXT:   - [  ]

target triple = "dxil-pc-shadermodel6.0-vertex"

define void @main() #0 {
entry:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %az = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
  %aw = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 undef)
  %bx = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %by = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %px = fmul fast float %ax, %by
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %ay)
  %pz = fadd fast float %az, %aw
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %pz)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %bx)
  %cy = fmul fast float %bx, %ax
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
