; A domain shader storing to its input patch constants (storePatchConstant
; is the hull shader's) and reading back an output control point
; (loadOutputControlPoint, also the hull shader's): body-operation for
; each, on the list the operation names.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s

; CHECK:      {{.*}}.ll:{{[0-9]+}}:1: error: entry 'ds_main' patch constant signature (!{{[0-9]+}}): in function 'ds_main': `call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.000000e+00)`: storePatchConstant is not valid in a domain shader (hull only)
; CHECK-NEXT: {{.*}}.ll:{{[0-9]+}}:1: error: entry 'ds_main' output signature (!{{[0-9]+}}): in function 'ds_main': `%p = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 0, i32 0)`: loadOutputControlPoint is not valid in a domain shader (hull only)
; CHECK-NOT:  {{error|warning}}:

target triple = "dxil-pc-shadermodel6.8-domain"

define void @ds_main() #0 {
entry:
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.0)
  %p = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 0, i32 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %p)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}

declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)
declare float @dx.op.loadOutputControlPoint.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="domain" "hlsl.domain"="tri" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @ds_main, !1, !5, !8}
!1 = !{!2}
!2 = !{i32 0, !"POS", i32 9, i32 0, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!5 = !{!6}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!8 = !{!9, !10}
!9 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!10 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1, i32 2}
