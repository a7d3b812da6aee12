; SV_IsFrontFace in a vertex shader input.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'vs_main' input element 0 'SV_IsFrontFace0' (!2): SV_IsFrontFace is not allowed in a vertex shader input signature
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' input element 0 'SV_IsFrontFace0' (!2): SV_IsFrontFace is not allowed in a vertex shader input signature

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, !1, null}
!1 = !{!{i32 0, !"SV_IsFrontFace", i32 1, i32 13, !{i32 0}, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}}
