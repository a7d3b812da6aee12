; A geometry shader writing COLOR0 to stream 0 and EXTRA0 to stream 1;
; the pixel shader reads both, but D3D12 rasterizes stream 0.
target triple = "dxil-pc-shadermodel6.8-library"

define void @gs_main() #0 {
  ret void
}

define void @ps_main() #1 {
  ret void
}

attributes #0 = { "hlsl.shader"="geometry" }
attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!8, !15}
!1 = !{i32 0}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{!2}
!4 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!5 = !{i32 1, !"COLOR", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!6 = !{i32 2, !"EXTRA", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 1}
!7 = !{!4, !5, !6}
!8 = !{ptr @gs_main, !3, !7}
!9 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!10 = !{i32 1, !"COLOR", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!11 = !{i32 2, !"EXTRA", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!12 = !{!9, !10, !11}
!13 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!14 = !{!13}
!15 = !{ptr @ps_main, !12, !14}
