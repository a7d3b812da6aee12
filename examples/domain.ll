; A domain shader for the patches of hull.ll, before packing. Its inputs
; are the hull shader's output control points; its fourth list is the
; patch constants it reads (the hull shader's, element for element: a
; domain shader reads exactly what the hull shader writes).
;
;   struct CP    { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
;   struct Patch { float edge[3] : SV_TessFactor;
;                  float inside  : SV_InsideTessFactor;
;                  float3 normal : NORMAL0; };
;   struct DSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0;
;                  float3 normal : NORMAL0; };
;   [domain("tri")]
;   DSOut ds_main(Patch p, float3 bary : SV_DomainLocation,
;                 const OutputPatch<CP, 3> cp)
;
; The stage comes from the target triple's environment: the function has
; no "hlsl.shader" attribute, only the domain and the control-point count
; its container records. "dxilv1.0" names the DXIL version.
target triple = "dxilv1.0-pc-shadermodel6.0-domain"

define void @ds_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.domain"="tri" "hlsl.inputcontrolpoints"="3" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ds_main, !1, !4, !8}

; Input control points, and SV_DomainLocation (NotInSig: no register).
!1 = !{!2, !3, !12}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!12 = !{i32 2, !"SV_DomainLocation", i32 9, i32 9, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}

; Outputs (to a geometry or pixel shader).
!4 = !{!5, !6, !7}
!5 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!6 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!7 = !{i32 2, !"NORMAL", i32 9, i32 0, !20, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}

; Patch constants, as the hull shader declares them.
!8 = !{!9, !10, !11}
!9 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!10 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!11 = !{i32 2, !"NORMAL", i32 9, i32 0, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}

; semantic indices
!20 = !{i32 0}
!21 = !{i32 0, i32 1, i32 2}
