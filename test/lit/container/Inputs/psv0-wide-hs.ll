; A hull shader for psv0-wide-fields-hs.test: 32 input and 31 output
; control points (the top of their 0..32 and 1..32 ranges; the test swaps
; them), the quad domain (3), triangle_ccw (4), pow2 (2: no two
; neighbouring numbers of the state record are equal), a max tess factor
; with a fraction, a patch-constant function; 32 input vectors in 2
; elements, 30 output vectors in 2 elements, and 32 patch-constant vectors
; in 3 elements. Tests append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-hull"

define void @hs_main() #0 {
entry:
  ret void
}

define void @pcf() {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="hull" "hlsl.inputcontrolpoints"="32" "hlsl.outputcontrolpoints"="31" "hlsl.domain"="quad" "hlsl.outputtopology"="triangle_ccw" "hlsl.partitioning"="pow2" "hlsl.maxtessfactor"="63.5" "hlsl.patchconstantfunc"="pcf" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @hs_main, !1, !4, !7}
!1 = !{!2, !3}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !31, i32 0, i32 31, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{!5, !6}
!5 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!6 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !29, i32 0, i32 29, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!7 = !{!8, !9, !10}
!8 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !24, i32 0, i32 4, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!9 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !22, i32 0, i32 2, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!10 = !{i32 2, !"DATA", i32 9, i32 0, !26, i32 0, i32 26, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0}
!22 = !{i32 0, i32 1}
!24 = !{i32 0, i32 1, i32 2, i32 3}
!26 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25}
!29 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28}
!31 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30}
