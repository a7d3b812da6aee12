; A list whose only element is null is a list with a bad element, not an
; empty list (LLVM-C reads `!{null}` as `!{}`; the glue reads the node
; itself). An input list of null, the operand, still means no inputs.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not %dxsig-opt -passes=dxsig-pack -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: dxsig: error: [[FILE]]: entry 'vs_main' output element 0: element must be a node, found null
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 0: element must be a node, found null

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{null}
