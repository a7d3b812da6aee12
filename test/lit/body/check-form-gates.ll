; The shader-model and stage gates of the input-reading forms, as DXC's
; validator applies them (Sm.Opcode: DxilOperations.cpp's stage masks and
; versions): GetAttributeAtVertex (attributeAtVertex) reads a pixel
; shader's inputs from shader model 6.1 on, EvaluateAttribute*
; (evalCentroid, ...) in pixel shaders of any shader model, and reading
; SV_ViewID (viewID) needs 6.1 too. The shader model is the triple's (or
; !dx.shaderModel's: verify/shader-model/dx-shader-model.test); a module
; with neither (DXC's dxil-ms-dx alone) is gated by nothing.
; RUN: sed 's/@SM@/6.0-pixel/' %s > %t.60.ll
; RUN: sed 's/@SM@/6.1-pixel/' %s > %t.61.ll
; RUN: sed 's/@SM@/6.0-vertex/; s/"pixel"/"vertex"/; s/!30, i32 [12],/!30, i32 0,/; s/!"SV_Target", i32 9, i32 16/!"OUT", i32 9, i32 0/' %s > %t.vs.ll
; RUN: sed 's/pc-shadermodel@SM@/ms-dx/' %s > %t.dxc.ll
; RUN: not %dxsig verify %t.60.ll 2>&1 | FileCheck %s --check-prefix=SM60 --implicit-check-not=error: --implicit-check-not=warning:
; RUN: %dxsig verify %t.61.ll 2>&1 | count 0
; RUN: not %dxsig verify %t.vs.ll 2>&1 | FileCheck %s --check-prefix=VS --implicit-check-not=error: --implicit-check-not=warning:
; RUN: %dxsig verify %t.dxc.ll 2>&1 | count 0

; SM60: error: entry 'main' input signature (!{{[0-9]+}}): in function 'main': `%v = call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 0, i8 1)`: GetAttributeAtVertex (attributeAtVertex) needs shader model 6.1; the module targets 6.0
; SM60: error: entry 'main' (!{{[0-9]+}}): the code reads SV_ViewID (viewID), which needs shader model 6.1; the module targets 6.0

; VS: error: entry 'main' input signature (!{{[0-9]+}}): in function 'main': `%e = call float @dx.op.evalCentroid.f32(i32 89, i32 0, i32 0, i8 0)`: an EvaluateAttribute* read (evalSnapped, evalSampleIndex, evalCentroid) is not valid in a vertex shader (pixel only)
; VS: error: entry 'main' input signature (!{{[0-9]+}}): in function 'main': `%v = call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 0, i8 1)`: GetAttributeAtVertex (attributeAtVertex) is not valid in a vertex shader (pixel only)
; VS: error: entry 'main' (!{{[0-9]+}}): the code reads SV_ViewID (viewID), which needs shader model 6.1; the module targets 6.0

target triple = "dxil-pc-shadermodel@SM@"

define void @main() #0 {
entry:
  %e = call float @dx.op.evalCentroid.f32(i32 89, i32 0, i32 0, i8 0)
  %v = call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 0, i8 1)
  %id = call i32 @dx.op.viewID.i32(i32 138)
  %f = uitofp i32 %id to float
  %s1 = fadd float %e, %v
  %s = fadd float %s1, %f
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %s)
  ret void
}

declare float @dx.op.evalCentroid.f32(i32, i32, i32, i8)
declare float @dx.op.attributeAtVertex.f32(i32, i32, i32, i8, i8)
declare i32 @dx.op.viewID.i32(i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="pixel" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20}
!10 = !{i32 0, !"COLOR", i32 9, i32 0, !30, i32 2, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"ID", i32 9, i32 0, !30, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Target", i32 9, i32 16, !30, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
