; A vertex shader whose code reads SV_ViewID (dx.op.viewID) and touches no
; signature value: A float4 in (row 0), SV_Position out (row 0), packed.
target triple = "dxil-pc-shadermodel6.1-vertex"

define void @main() #0 {
entry:
  %vid = call i32 @dx.op.viewID.i32(i32 138)
  ret void
}

declare i32 @dx.op.viewID.i32(i32)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10}
!2 = !{!20}
!10 = !{i32 0, !"A", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 4, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!3 = !{i32 0}
