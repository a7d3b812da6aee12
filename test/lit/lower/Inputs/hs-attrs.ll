; A hull shader with its HLSL attributes as "hlsl.*" function attributes:
;
;   [domain("quad")] [partitioning("fractional_odd")]
;   [outputtopology("triangle_ccw")] [outputcontrolpoints(4)]
;   [patchconstantfunc("patch_main")] [maxtessfactor(15.5)]
;   CP hs_main(InputPatch<CP, 16> ip)
target triple = "dxil-pc-shadermodel6.8-hull"

define void @hs_main() #0 {
entry:
  ret void
}

define void @patch_main() {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="hull" "hlsl.domain"="quad" "hlsl.partitioning"="fractional_odd" "hlsl.outputtopology"="triangle_ccw" "hlsl.outputcontrolpoints"="4" "hlsl.inputcontrolpoints"="16" "hlsl.patchconstantfunc"="patch_main" "hlsl.maxtessfactor"="15.5" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @hs_main, !1, !3, !5}
!1 = !{!2}
!2 = !{i32 0, !"POS", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"POS", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!5 = !{!6, !7}
!6 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 4, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!7 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !22, i32 0, i32 2, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1, i32 2, i32 3}
!22 = !{i32 0, i32 1}
!dx.valver = !{!900}
!900 = !{i32 1, i32 8}
