; The first operand of a triple is null.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:19:1: error: dx.semantic.signatures operand 0 (!0): the first operand must be a function, found null
; CHECK-NEXT: exit code: 1
; OPT: error: dx.semantic.signatures operand 0 (!0): the first operand must be a function, found null

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{null, null, null}
