; SV_DomainLocation in a hull shader input.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'hs_main' input element 0 'SV_DomainLocation0' (!2): SV_DomainLocation is not allowed in a hull shader input signature
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'hs_main' input element 0 'SV_DomainLocation0' (!2): SV_DomainLocation is not allowed in a hull shader input signature

target triple = "dxil-pc-shadermodel6.8-library"

define void @hs_main() #3 {
entry:
  ret void
}

attributes #3 = { "hlsl.shader"="hull" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @hs_main, !1, null}
!1 = !{!{i32 0, !"SV_DomainLocation", i32 9, i32 9, !{i32 0}, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}}
