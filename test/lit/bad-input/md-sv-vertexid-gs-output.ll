; SV_VertexID in a geometry shader output.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:20:1: error: entry 'gs_main' output element 0 'SV_VertexID0' (!2): SV_VertexID is not allowed in a geometry shader output signature
; CHECK-NEXT: exit code: 1
; OPT: error: entry 'gs_main' output element 0 'SV_VertexID0' (!2): SV_VertexID is not allowed in a geometry shader output signature

target triple = "dxil-pc-shadermodel6.8-library"

define void @gs_main() #2 {
entry:
  ret void
}

attributes #2 = { "hlsl.shader"="geometry" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @gs_main, null, !1}
!1 = !{!{i32 0, !"SV_VertexID", i32 5, i32 1, !{i32 0}, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}}
