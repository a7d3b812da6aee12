; examples/seed.ll with one semantic name that ends in a digit: a module whose only
; diagnostic is a warning (test/lit/cli/werror.test).
; The worked example of the semantic-signatures seed document, before
; packing: every element has StartRow = -1 and StartCol = -1, and UsageMask
; is element-relative (what a front end writes). `dxsig-pack` assigns the
; registers; `print<dxsig>` shows them.
;
;   float4 vs_main(float4 pos : POSITION,
;                  float4 uv[2] : TEXCOORD0) : SV_Position
;   struct PSOut { float4 color : SV_Target0; float4 extra : SV_Target1; };
;   PSOut ps_main(float4 pos : SV_Position,
;                 float4 uv0 : TEXCOORD0, float4 uv1 : TEXCOORD1)
target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

define void @ps_main() #1 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0, !6}

; vs_main: inputs POSITION, TEXCOORD[2]; output SV_Position.
!0 = !{ptr @vs_main, !1, !4}
!1 = !{!2, !3}
!2 = !{i32 0, !"POSITION1", i32 9, i32 0, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !21, i32 0, i32 2, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{!5}
!5 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}

; ps_main: inputs SV_Position (noperspective), TEXCOORD0, TEXCOORD1 (.xyz
; read); outputs SV_Target0, SV_Target1.
!6 = !{ptr @ps_main, !7, !11}
!7 = !{!8, !9, !10}
!8 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!9 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!10 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !22, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!11 = !{!12, !13}
!12 = !{i32 0, !"SV_Target", i32 9, i32 16, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!13 = !{i32 1, !"SV_Target", i32 9, i32 16, !22, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}

; semantic indices
!20 = !{i32 0}
!21 = !{i32 0, i32 1}
!22 = !{i32 1}
