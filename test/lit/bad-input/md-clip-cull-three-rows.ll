; SV_ClipDistance of 3 rows: clip/cull distances have two rows (the packer
; rejects it; the verifier counts components, 3 here).
; RUN: %exit-code %dxsig pack %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-pack -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:21:1: error: entry 'vs_main' output element 1 'SV_ClipDistance0' (!4): clip/cull distances do not fit in their two rows (at most 8 components, equal interpolation and width per row)
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'vs_main' output element 1 'SV_ClipDistance0' (!4): clip/cull distances do not fit in their two rows (at most 8 components, equal interpolation and width per row)

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!{i32 0, !"SV_Position", i32 9, i32 3, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}, !{i32 1, !"SV_ClipDistance", i32 9, i32 6, !{i32 0, i32 1, i32 2}, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}}
