; The ID names no element of the list (three inputs): body-element-id, on the list.
; The error names the element (or the list), the function and the call,
; and the file is not packed or changed.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s
; RUN: not %dxsig pack %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll

; CHECK:      {{.*}}.ll:{{[0-9]+}}:1: error: entry 'main' input signature (!{{[0-9]+}}): in function 'main': `%v = call float @dx.op.loadInput.f32(i32 4, i32 7, i32 0, i8 0, i32 undef)`: loadInput names element 7, but the list has 3 elements
; CHECK-NOT:  {{error|warning}}:

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main(i32 %i) #0 {
entry:
  %v = call float @dx.op.loadInput.f32(i32 4, i32 7, i32 0, i8 0, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %v)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare half @dx.op.loadInput.f16(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8)
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11, !12}
!2 = !{!20}
!10 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !31, i32 0, i32 2, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!12 = !{i32 2, !"SV_VertexID", i32 5, i32 1, !30, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
!31 = !{i32 0, i32 1}
