; A vertex shader with the widest signatures a vertex shader has, for
; psv0-wide-fields-vs.test: 32 input vectors (POSITION, TEXCOORD0..30) in
; 2 elements, 31 output vectors (SV_Position, COLOR0..28, FOG) in 3
; elements, so that every PSV0 count differs from its neighbours. Tests
; append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-vertex"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, !1, !4}
!1 = !{!2, !3}
!2 = !{i32 0, !"POSITION", i32 9, i32 0, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !31, i32 0, i32 31, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{!5, !6, !7}
!5 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!6 = !{i32 1, !"COLOR", i32 9, i32 0, !29, i32 2, i32 29, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!7 = !{i32 2, !"FOG", i32 9, i32 0, !20, i32 2, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0}
!29 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28}
!31 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30}
