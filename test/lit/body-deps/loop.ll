; A loop: the accumulated value depends on what is added and, through the
; loop body's control dependence on the exit test, on the trip count.
;
;   inputs  A float4 (scalars 0-3)  B float4 (4-7)
;   outputs SV_Position (0-3)       C float2 (4-5)
;   acc = 0; for (i = 0; i < B.x; ++i) acc += A.x;  pos.x = acc;  C.x = A.y
;
;   A.x -> pos.x = 0x1   A.y -> C.x = 0x10   B.x -> pos.x = 0x1
;   (The store after the loop post-dominates the exit test: it is not
;   control dependent; the phi's 0.0 from the entry adds nothing.)
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x10, 0x0, 0x0, 0x1, 0x0, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-vertex"

define void @main() #0 {
entry:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %n = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  br label %header
header:
  %i = phi float [ 0.0, %entry ], [ %i1, %body ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %body ]
  %more = fcmp fast olt float %i, %n
  br i1 %more, label %body, label %exit
body:
  %acc1 = fadd fast float %acc, %ax
  %i1 = fadd fast float %i, 1.0
  br label %header
exit:
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %acc)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %ay)
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
