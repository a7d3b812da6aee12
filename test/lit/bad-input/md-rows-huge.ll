; Rows 2147483647 with one index.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:21:1: error: entry 'vs_main' output element 0 'A0' (!2): Rows is 2147483647, must be 1 to 32
; CHECK-NEXT: [[FILE]]:21:1: error: entry 'vs_main' output element 0 'A0' (!2): semantic index list has 1 entry but Rows is 2147483647
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 0 'A0' (!2): Rows is 2147483647, must be 1 to 32

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!{i32 0, !"A", i32 9, i32 0, !{i32 0}, i32 0, i32 2147483647, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}}
