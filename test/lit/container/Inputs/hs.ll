; A hull shader with a patch-constant list (the fourth triple operand):
; isoline tessellation factors (SV_TessFactor, 2 rows) and a user value.
; The domain follows from the factor's rows unless "hlsl.domain" says it.
target triple = "dxil-pc-shadermodel6.8-hull"

define void @hs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="hull" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @hs_main, !1, !3, !5}
!1 = !{!2}
!2 = !{i32 0, !"POS", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"POS", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!5 = !{!6, !7}
!6 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 2, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!7 = !{i32 1, !"DATA", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1}
