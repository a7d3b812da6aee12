; The seed's ps_main with a hypothetical SV_Depth output,
; unpacked. SV_Depth is NotPacked: Register 0xFFFFFFFF, Mask x. TEXCOORD1
; reads only .xyz. Tests append a !dx.valver.
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
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !22, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!5 = !{!6, !7, !8}
!6 = !{i32 0, !"SV_Target", i32 9, i32 16, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!7 = !{i32 1, !"SV_Target", i32 9, i32 16, !22, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!8 = !{i32 2, !"SV_Depth", i32 9, i32 17, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0}
!22 = !{i32 1}
