; Two independent schema errors in one list: Cols 9 and a string where the
; semantic kind belongs.
target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, null, !1}
!1 = !{!2, !3}
!2 = !{i32 0, !"A", i32 9, i32 0, !4, i32 0, i32 1, i8 9, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"B", i32 9, !"oops", !4, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{i32 0}
