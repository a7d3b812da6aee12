; Operand 10 (UsageMask) is an i32, not an i8.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'vs_main' output element 0 'A0' (!2): operand 10 (UsageMask) must be an i8, found i32
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 0 'A0' (!2): operand 10 (UsageMask) must be an i8, found i32

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!{i32 0, !"A", i32 9, i32 0, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i32 15, i8 0, i32 0}}
