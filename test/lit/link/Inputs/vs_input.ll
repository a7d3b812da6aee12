; A vertex shader reading POSITION0 (float3), NORMAL0 (float3), COLOR0
; (uint4) and SV_VertexID, for the input-layout check.
target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!9}
!1 = !{i32 0}
!2 = !{i32 0, !"POSITION", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!3 = !{i32 1, !"NORMAL", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!4 = !{i32 2, !"COLOR", i32 5, i32 0, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!5 = !{i32 3, !"SV_VertexID", i32 5, i32 1, !1, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!6 = !{!2, !3, !4, !5}
!7 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!8 = !{!7}
!9 = !{ptr @vs_main, !6, !8}
