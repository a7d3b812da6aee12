; A 32-row element and one more row.
; RUN: %exit-code %dxsig pack %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-pack -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'vs_main' output element 1 'B0' (!4): no compatible place left in the 32 signature rows
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 1 'B0' (!4): no compatible place left in the 32 signature rows

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!{i32 0, !"A", i32 9, i32 0, !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31}, i32 0, i32 32, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}, !{i32 1, !"B", i32 9, i32 0, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}}
