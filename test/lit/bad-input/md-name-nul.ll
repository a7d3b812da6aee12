; A semantic name with a NUL byte in it: containers store names NUL-terminated,
; so it used to be accepted and written as "A" (regression test).
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:21:1: error: entry 'vs_main' output element 0 'A0' (!2): semantic name contains a NUL byte at offset 1
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 0 'A0' (!2): semantic name contains a NUL byte at offset 1

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!{i32 0, !"A\00B", i32 9, i32 0, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}}
