; An empty "hlsl.shader" attribute is not a stage.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:18:1: error: entry 'main' (!0): unknown shader stage '' in "hlsl.shader"
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'main' (!0): unknown shader stage '' in "hlsl.shader"

target triple = "dxil-pc-shadermodel6.8-library"

define void @main() #9 {
entry:
  ret void
}
attributes #9 = { "hlsl.shader"="" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, null, null}
