; A domain shader with its HLSL attributes as "hlsl.*" function attributes:
;
;   [domain("quad")]
;   float4 ds_main(OutputPatch<CP, 4> cp, ...) : SV_Position
target triple = "dxil-pc-shadermodel6.8-domain"

define void @ds_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="domain" "hlsl.domain"="quad" "hlsl.inputcontrolpoints"="4" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ds_main, !1, !3, !5}
!1 = !{!2}
!2 = !{i32 0, !"POS", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!5 = !{!6, !7}
!6 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 4, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!7 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !22, i32 0, i32 2, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1, i32 2, i32 3}
!22 = !{i32 0, i32 1}
!dx.valver = !{!900}
!900 = !{i32 1, i32 8}
