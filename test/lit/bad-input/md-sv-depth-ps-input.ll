; SV_Depth as a pixel shader input.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'ps_main' input element 0 'SV_Depth0' (!2): SV_Depth is not allowed in a pixel shader input signature
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'ps_main' input element 0 'SV_Depth0' (!2): SV_Depth is not allowed in a pixel shader input signature

target triple = "dxil-pc-shadermodel6.8-library"

define void @ps_main() #1 {
entry:
  ret void
}

attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ps_main, !1, null}
!1 = !{!{i32 0, !"SV_Depth", i32 9, i32 17, !{i32 0}, i32 2, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}}
