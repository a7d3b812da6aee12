; No "hlsl.shader" attribute and a triple environment that is no stage.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:17:1: error: entry 'main' (!0): no shader stage: the function has no "hlsl.shader" attribute and the target triple environment 'banana' is not a shader stage
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'main' (!0): no shader stage: the function has no "hlsl.shader" attribute and the target triple environment 'banana' is not a shader stage

target triple = "dxil-pc-shadermodel6.8-banana"

define void @main() {
entry:
  ret void
}

!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, null, !1}
!1 = !{!{i32 0, !"A", i32 9, i32 0, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}}
