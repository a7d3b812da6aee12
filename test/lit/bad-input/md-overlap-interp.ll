; Two pixel inputs of different interpolation modes share a row.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'ps_main' input element 1 'B0' (!4): location (0,2) size (1,2) shares a row with an element of another interpolation mode
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'ps_main' input element 1 'B0' (!4): location (0,2) size (1,2) shares a row with an element of another interpolation mode

target triple = "dxil-pc-shadermodel6.8-library"

define void @ps_main() #1 {
entry:
  ret void
}

attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ps_main, !1, null}
!1 = !{!{i32 0, !"A", i32 9, i32 0, !{i32 0}, i32 2, i32 1, i8 2, i32 0, i8 0, i8 3, i8 0, i32 0}, !{i32 1, !"B", i32 9, i32 0, !{i32 0}, i32 4, i32 1, i8 2, i32 0, i8 2, i8 12, i8 0, i32 0}}
