; A pixel shader for psv0-wide-fields-ps.test: 31 input vectors
; (SV_Position, TEXCOORD0..29) and SV_SampleIndex (which has no register)
; in 3 elements, SV_Target0..7 and SV_DepthGreaterEqual in 9
; elements: DepthOutput and SampleFrequency set. The test edits the
; semantics to clear each flag alone. Tests append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-pixel"

define void @ps_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ps_main, !1, !5}
!1 = !{!2, !3, !4}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 2, i32 30, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{i32 2, !"SV_SampleIndex", i32 5, i32 12, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!5 = !{!10, !11, !12, !13, !14, !15, !16, !17, !18}
!10 = !{i32 0, !"SV_Target", i32 9, i32 16, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!11 = !{i32 1, !"SV_Target", i32 9, i32 16, !41, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!12 = !{i32 2, !"SV_Target", i32 9, i32 16, !42, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!13 = !{i32 3, !"SV_Target", i32 9, i32 16, !43, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!14 = !{i32 4, !"SV_Target", i32 9, i32 16, !44, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!15 = !{i32 5, !"SV_Target", i32 9, i32 16, !45, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!16 = !{i32 6, !"SV_Target", i32 9, i32 16, !46, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!17 = !{i32 7, !"SV_Target", i32 9, i32 16, !47, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!18 = !{i32 8, !"SV_DepthGreaterEqual", i32 9, i32 19, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0}
!30 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29}
!41 = !{i32 1}
!42 = !{i32 2}
!43 = !{i32 3}
!44 = !{i32 4}
!45 = !{i32 5}
!46 = !{i32 6}
!47 = !{i32 7}
