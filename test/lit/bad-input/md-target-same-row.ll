; SV_Target0 and SV_Target1 both in row 0.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:21:1: error: entry 'ps_main' output element 1 'SV_Target1' (!4): SV_Target1 must be in row 1, not row 0
; CHECK-NEXT: [[FILE]]:21:1: error: entry 'ps_main' output element 1 'SV_Target1' (!4): overlaps another SV_Target in row 0
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'ps_main' output element 1 'SV_Target1' (!4): SV_Target1 must be in row 1, not row 0

target triple = "dxil-pc-shadermodel6.8-library"

define void @ps_main() #1 {
entry:
  ret void
}

attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ps_main, null, !1}
!1 = !{!{i32 0, !"SV_Target", i32 9, i32 16, !{i32 0}, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}, !{i32 1, !"SV_Target", i32 9, i32 16, !{i32 1}, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}}
