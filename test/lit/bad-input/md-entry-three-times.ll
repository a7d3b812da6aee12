; One function three times: each repeat is reported against the first.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'vs_main' (!0): the function appears more than once in dx.semantic.signatures (operands 0 and 1)
; CHECK-NEXT: [[FILE]]:21:1: error: entry 'vs_main' (!1): the function appears more than once in dx.semantic.signatures (operands 0 and 2)
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' (!0): the function appears more than once in dx.semantic.signatures (operands 0 and 1)

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0, !0, !1}
!0 = !{ptr @vs_main, null, null}
!1 = !{ptr @vs_main, null, !2}
!2 = !{}
