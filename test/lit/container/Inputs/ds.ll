; A domain shader reading quad tessellation factors and a user value from
; its patch-constant list; its PSG1 is an input signature (AlwaysReads).
target triple = "dxil-pc-shadermodel6.8-domain"

define void @ds_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="domain" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ds_main, !1, !3, !5}
!1 = !{!2}
!2 = !{i32 0, !"POS", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!5 = !{!6, !7, !8}
!6 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !22, i32 0, i32 4, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!7 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !21, i32 0, i32 2, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!8 = !{i32 2, !"DATA", i32 9, i32 0, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 5, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1}
!22 = !{i32 0, i32 1, i32 2, i32 3}
