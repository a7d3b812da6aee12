; A hull shader for triangle patches of three control points, before
; packing (every StartRow/StartCol is -1, UsageMask element-relative).
;
;   struct CP    { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
;   struct Patch { float edge[3] : SV_TessFactor;
;                  float inside  : SV_InsideTessFactor;
;                  float3 normal : NORMAL0; };
;   [domain("tri")] [partitioning("integer")]
;   [outputtopology("triangle_cw")] [outputcontrolpoints(3)]
;   [patchconstantfunc("patch_main")]
;   CP hs_main(InputPatch<CP, 3> ip, uint id : SV_OutputControlPointID)
;
; The fourth operand of the entry's triple is the patch-constant list
; (what patch_main writes). SV_OutputControlPointID is NotInSig: it is in
; the metadata but gets no register and no signature record.
target triple = "dxil-pc-shadermodel6.0-hull"

define void @hs_main() #0 {
entry:
  ret void
}

define void @patch_main() {
entry:
  ret void
}

; The HLSL attributes, as the lowering reads them (docs/containers.md).
attributes #0 = { "hlsl.shader"="hull" "hlsl.domain"="tri" "hlsl.partitioning"="integer"
                  "hlsl.outputtopology"="triangle_cw" "hlsl.inputcontrolpoints"="3"
                  "hlsl.outputcontrolpoints"="3" "hlsl.patchconstantfunc"="patch_main" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @hs_main, !1, !5, !8}

; Input control points (what the vertex shader wrote).
!1 = !{!2, !3, !4}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!4 = !{i32 2, !"SV_OutputControlPointID", i32 5, i32 8, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}

; Output control points.
!5 = !{!6, !7}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!7 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}

; Patch constants: three edge factors (one element of three rows), the
; inside factor and a user value.
!8 = !{!9, !10, !11}
!9 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!10 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!11 = !{i32 2, !"NORMAL", i32 9, i32 0, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}

; semantic indices
!20 = !{i32 0}
!21 = !{i32 0, i32 1, i32 2}
