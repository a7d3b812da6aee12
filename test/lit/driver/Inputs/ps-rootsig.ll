; A pixel shader whose !dx.rootsignatures entry denies the pixel stage root
; access (RootFlags 0x20, DENY_PIXEL_SHADER_ROOT_ACCESS); the tests make
; the flag 0x80 (LOCAL_ROOT_SIGNATURE) with sed.
target triple = "dxil-pc-shadermodel6.0-pixel"

define void @main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !3}
!1 = !{!2}
!2 = !{i32 0, !"TEXCOORD", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"SV_Target", i32 9, i32 16, !20, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!20 = !{i32 0}

!dx.rootsignatures = !{!30}
!30 = !{ptr @main, !31, i32 2}
!31 = !{!32, !33}
!32 = !{!"RootFlags", i32 32}
!33 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 0}
