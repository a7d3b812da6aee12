; Evaluated and per-vertex reads against the input's interpolation, as DXC's
; validator checks them: EvaluateAttribute* (evalCentroid, evalSampleIndex,
; evalSnapped) needs a linear-family input, GetAttributeAtVertex
; (attributeAtVertex) a nointerpolation one. COLOR is linear, ID is
; nointerpolation: the first three reads are fine, the last two are not.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

; CHECK: error: entry 'main' input element 1 'ID0' (!{{[0-9]+}}): in function 'main': `%bad1 = call float @dx.op.evalCentroid.f32(i32 89, i32 1, i32 0, i8 0)`: an EvaluateAttribute* read needs a linear, centroid, sample or noperspective input; the element's interpolation is constant
; CHECK: error: entry 'main' input element 0 'COLOR0' (!{{[0-9]+}}): in function 'main': `%bad2 = call float @dx.op.attributeAtVertex.f32(i32 137, i32 0, i32 0, i8 1, i8 2)`: GetAttributeAtVertex needs a nointerpolation input; the element's interpolation is linear

target triple = "dxil-pc-shadermodel6.1-pixel"

define void @main() #0 {
entry:
  %a = call float @dx.op.evalCentroid.f32(i32 89, i32 0, i32 0, i8 0)
  %b = call float @dx.op.evalSampleIndex.f32(i32 88, i32 0, i32 0, i8 1, i32 0)
  %c = call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 0, i8 1)
  %bad1 = call float @dx.op.evalCentroid.f32(i32 89, i32 1, i32 0, i8 0)
  %bad2 = call float @dx.op.attributeAtVertex.f32(i32 137, i32 0, i32 0, i8 1, i8 2)
  %s1 = fadd float %a, %b
  %s2 = fadd float %c, %bad1
  %s3 = fadd float %s1, %s2
  %s = fadd float %s3, %bad2
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %s)
  ret void
}

declare float @dx.op.evalCentroid.f32(i32, i32, i32, i8)
declare float @dx.op.evalSampleIndex.f32(i32, i32, i32, i8, i32)
declare float @dx.op.attributeAtVertex.f32(i32, i32, i32, i8, i8)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="pixel" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20}
!10 = !{i32 0, !"COLOR", i32 9, i32 0, !30, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"ID", i32 9, i32 0, !30, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Target", i32 9, i32 16, !30, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
