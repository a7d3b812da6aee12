; Several operands of one element have wrong types: each is reported.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:22:1: error: entry 'vs_main' output element 0 (!2): operand 0 (signature ID) must be an i32, found a string
; CHECK-NEXT: [[FILE]]:22:1: error: entry 'vs_main' output element 0 (!2): operand 1 (semantic name) must be a string, found i32
; CHECK-NEXT: [[FILE]]:22:1: error: entry 'vs_main' output element 0 (!2): operand 12 (GS stream) must be an i32, found a string
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 0 (!2): operand 0 (signature ID) must be an i32, found a string

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!{!"0", i32 1, i32 9, i32 0, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, !"s"}}
