; The verifier reports every semantic problem of a module, not just the
; first: several per element, per signature and per entry. (opt stops at its
; first error, so this goes through the CLI.) The warning does not fail.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

; CHECK:      {{.*}}:37:1: error: entry 'vs_main' input element 0 'SV_Depth0' (!2): SV_Depth is not allowed in a vertex shader input signature
; CHECK-NEXT: {{.*}}:38:1: error: entry 'vs_main' input element 1 'A0' (!4): interpolation mode must be 0 (undefined) in a vertex shader input signature, found 2 (linear)
; CHECK-NEXT: {{.*}}:40:1: warning: entry 'vs_main' output element 0 'COLOR00' (!6): semantic name ends in a digit; the index belongs in the index list (DXC would read the digits as part of the index)
; CHECK-NEXT: {{.*}}:41:1: error: entry 'vs_main' output element 1 'SV_Position0' (!7): SV_Position must be float4, found float3
; CHECK-NEXT: {{.*}}:42:1: error: entry 'vs_main' output element 2 'B0' (!8): integer and bool elements cannot use interpolation mode 2 (linear); use nointerpolation
; CHECK-NEXT: {{.*}}:42:1: error: entry 'vs_main' output element 2 'B0' (!8): GS stream is 1, but only geometry shader outputs have streams (must be 0)
; CHECK-NEXT: {{.*}}:44:1: error: entry 'vs_main' output element 4 'texcoord1' (!11): semantic index 1 is already used by element 3 (names are compared without case)
; CHECK-NEXT: {{.*}}:47:1: error: entry 'ps_main' input element 0 'N0' (!15): integer and bool elements cannot use interpolation mode 2 (linear); use nointerpolation
; CHECK-NEXT: {{.*}}:49:1: error: entry 'ps_main' output element 0 'SV_Target9' (!17): SV_Target index 9 is out of range, must be 0 to 7
; CHECK-NEXT: {{.*}}:51:1: error: entry 'ps_main' output element 2 'SV_DepthLessEqual0' (!20): a pixel shader writes at most one depth value; element 1 is already SV_Depth

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

!dx.semantic.signatures = !{!0, !1}
!0 = !{ptr @vs_main, !10, !13}
!1 = !{ptr @ps_main, !20, !22}

!10 = !{!11, !12}
!11 = !{i32 0, !"SV_Depth", i32 9, i32 17, !90, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!12 = !{i32 1, !"A", i32 9, i32 0, !90, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!13 = !{!14, !15, !16, !17, !18}
!14 = !{i32 0, !"COLOR0", i32 9, i32 0, !90, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!15 = !{i32 1, !"SV_Position", i32 9, i32 3, !90, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!16 = !{i32 2, !"B", i32 6, i32 0, !90, i32 2, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 1}
!17 = !{i32 3, !"TEXCOORD", i32 9, i32 0, !91, i32 0, i32 2, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!18 = !{i32 4, !"texcoord", i32 9, i32 0, !92, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}

!20 = !{!21}
!21 = !{i32 0, !"N", i32 5, i32 0, !90, i32 2, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!22 = !{!23, !24, !25}
!23 = !{i32 0, !"SV_Target", i32 9, i32 16, !93, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!24 = !{i32 1, !"SV_Depth", i32 9, i32 17, !90, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!25 = !{i32 2, !"SV_DepthLessEqual", i32 9, i32 18, !90, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}

!90 = !{i32 0}
!91 = !{i32 0, i32 1}
!92 = !{i32 1}
!93 = !{i32 9}
