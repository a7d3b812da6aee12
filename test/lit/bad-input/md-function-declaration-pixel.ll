; A pixel entry that is only declared, with a valid signature.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:16:1: error: entry 'ps_main' (!0): the function is a declaration, not a definition
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'ps_main' (!0): the function is a declaration, not a definition

target triple = "dxil-pc-shadermodel6.8-library"

declare void @ps_main() #1

attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ps_main, null, !1}
!1 = !{!{i32 0, !"SV_Target", i32 9, i32 16, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}}
