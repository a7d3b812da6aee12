; Five two-component clip/cull elements: 10 components.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'vs_main' output element 4 'SV_CullDistance2' (!8): SV_ClipDistance and SV_CullDistance use 10 components together, more than 8; this element goes past the limit
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 4 'SV_CullDistance2' (!8): SV_ClipDistance and SV_CullDistance use 10 components together, more than 8; this element goes past the limit

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!{i32 0, !"SV_CullDistance", i32 9, i32 7, !{i32 0}, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}, !{i32 1, !"SV_ClipDistance", i32 9, i32 6, !{i32 0}, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}, !{i32 2, !"SV_CullDistance", i32 9, i32 7, !{i32 1}, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}, !{i32 3, !"SV_ClipDistance", i32 9, i32 6, !{i32 1}, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}, !{i32 4, !"SV_CullDistance", i32 9, i32 7, !{i32 2}, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}}
