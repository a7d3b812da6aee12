; SV_Position in a compute shader input.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'cs_main' input element 0 'SV_Position0' (!2): compute shaders have no input signature; only values read through intrinsics (thread and group IDs, SV_ViewID) may be listed, found 'SV_Position'
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'cs_main' input element 0 'SV_Position0' (!2): compute shaders have no input signature; only values read through intrinsics (thread and group IDs, SV_ViewID) may be listed, found 'SV_Position'

target triple = "dxil-pc-shadermodel6.8-library"

define void @cs_main() #5 {
entry:
  ret void
}

attributes #5 = { "hlsl.shader"="compute" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @cs_main, !1, null}
!1 = !{!{i32 0, !"SV_Position", i32 9, i32 3, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}}
