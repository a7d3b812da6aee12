; Interpolation mode -1.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'ps_main' input element 0 'A0' (!2): interpolation mode -1 is not valid, must be 0 to 7
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'ps_main' input element 0 'A0' (!2): interpolation mode -1 is not valid, must be 0 to 7

target triple = "dxil-pc-shadermodel6.8-library"

define void @ps_main() #1 {
entry:
  ret void
}

attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ps_main, !1, null}
!1 = !{!{i32 0, !"A", i32 9, i32 0, !{i32 0}, i32 -1, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}}
