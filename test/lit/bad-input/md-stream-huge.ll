; GS stream -2147483648.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'gs_main' output element 0 'A0' (!2): GS stream is -2147483648, must be 0 to 3
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'gs_main' output element 0 'A0' (!2): GS stream is -2147483648, must be 0 to 3

target triple = "dxil-pc-shadermodel6.8-library"

define void @gs_main() #2 {
entry:
  ret void
}

attributes #2 = { "hlsl.shader"="geometry" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @gs_main, null, !1}
!1 = !{!{i32 0, !"A", i32 9, i32 0, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 -2147483648}}
