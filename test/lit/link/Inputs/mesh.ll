; A mesh shader with vertex outputs SV_Position, TEXCOORD0 (float2) and
; primitive outputs PRIMDATA0 (uint2), SV_RenderTargetArrayIndex; ps_ok
; reads from both lists, ps_bad reads TEXCOORD0 as float3, PRIMDATA0 as
; float and an SV_PrimitiveID the mesh shader does not write.
target triple = "dxil-pc-shadermodel6.8-library"

define void @ms_main() #0 {
  ret void
}

define void @ps_ok() #1 {
  ret void
}

define void @ps_bad() #2 {
  ret void
}

attributes #0 = { "hlsl.shader"="mesh" "hlsl.numthreads"="1,1,1" }
attributes #1 = { "hlsl.shader"="pixel" }
attributes #2 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!8, !15, !23}
!1 = !{i32 0}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!4 = !{!2, !3}
!5 = !{i32 0, !"PRIMDATA", i32 5, i32 0, !1, i32 1, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!6 = !{i32 1, !"SV_RenderTargetArrayIndex", i32 5, i32 4, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!7 = !{!5, !6}
!8 = !{ptr @ms_main, null, !4, !7}
!9 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!10 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!11 = !{i32 2, !"PRIMDATA", i32 5, i32 0, !1, i32 1, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!12 = !{!9, !10, !11}
!13 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!14 = !{!13}
!15 = !{ptr @ps_ok, !12, !14}
!16 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!17 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!18 = !{i32 2, !"PRIMDATA", i32 9, i32 0, !1, i32 1, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!19 = !{i32 3, !"SV_PrimitiveID", i32 5, i32 10, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{!16, !17, !18, !19}
!21 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!22 = !{!21}
!23 = !{ptr @ps_bad, !20, !22}
