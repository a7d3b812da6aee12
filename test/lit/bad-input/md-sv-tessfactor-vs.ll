; SV_TessFactor in a vertex shader output.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'vs_main' output element 0 'SV_TessFactor0' (!2): SV_TessFactor is not allowed in a vertex shader output signature
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 0 'SV_TessFactor0' (!2): SV_TessFactor is not allowed in a vertex shader output signature

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!{i32 0, !"SV_TessFactor", i32 9, i32 25, !{i32 0, i32 1, i32 2}, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}}
