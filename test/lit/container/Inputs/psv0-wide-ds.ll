; A domain shader for psv0-wide-fields-ds.test: 32 input control points
; (the largest count), the quad domain (3); 30 input vectors in 1 element,
; 31 output vectors in 2 elements (with SV_Position), 32 patch-constant
; vectors in 3 elements. Tests append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-domain"

define void @ds_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="domain" "hlsl.inputcontrolpoints"="32" "hlsl.domain"="quad" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ds_main, !1, !3, !6}
!1 = !{!2}
!2 = !{i32 0, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 30, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{!4, !5}
!4 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!5 = !{i32 1, !"COLOR", i32 9, i32 0, !30, i32 2, i32 30, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!6 = !{!7, !8, !9}
!7 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !24, i32 0, i32 4, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!8 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !22, i32 0, i32 2, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!9 = !{i32 2, !"DATA", i32 9, i32 0, !26, i32 0, i32 26, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0}
!22 = !{i32 0, i32 1}
!24 = !{i32 0, i32 1, i32 2, i32 3}
!26 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25}
!30 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29}
