; A hull shader reading SV_OutputControlPointID with loadInput: the element
; is NotInSig at the hull shader's input (it has no register; DXC reads it
; with dx.op.outputControlPointID): body-interpretation.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s

; CHECK:      {{.*}}.ll:{{[0-9]+}}:1: error: entry 'hs_main' input element 1 'SV_OutputControlPointID0' (!{{[0-9]+}}): in function 'hs_main': `%id = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 0)`: loadInput cannot access an element that is NotInSig at HSIn
; CHECK-NOT:  {{error|warning}}:

target triple = "dxil-pc-shadermodel6.8-hull"

define void @hs_main() #0 {
entry:
  %p = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  %id = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %p)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)  declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="hull" "hlsl.patchconstantfunc"="pcf" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @hs_main, !1, !5, !8}
!1 = !{!2, !3}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!3 = !{i32 1, !"SV_OutputControlPointID", i32 5, i32 8, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!5 = !{!6}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!8 = !{!9, !10}
!9 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!10 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1, i32 2}

; The patch-constant function writes the tessellation factors.
define void @pcf() {
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.0)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 1.0)
  ret void
}
