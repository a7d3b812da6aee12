; Value types: any overload the signature operations have (f16, f32, i16,
; i32) is accepted whatever the element's component type, as DXC's
; validator does (its own DXBC converter reads float elements as i32): the
; f16 read of the float POSITION counts in the masks. An overload they do
; not have (f64) is body-type, naming the element, the function and the
; call, and the file is not packed or changed.
; RUN: sed 's/@dx.op.loadInput.f64(i32 4, i32 1/@dx.op.loadInput.i32(i32 4, i32 1/; s/%%d = call double/%%d = call i32/; s/fptrunc double %%d to float/bitcast i32 %%d to float/' %s > %t.ok.ll
; RUN: %dxsig verify %t.ok.ll 2>&1 | count 0
; RUN: %dxsig print %t.ok.ll | FileCheck %s --check-prefix=MASKS
; MASKS: ; POSITION                 0   xyzw        0     NONE   float   x
; MASKS: ; TEXCOORD                 0   xy          1     NONE   float   x
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s
; RUN: not %dxsig pack %s -o %t.ll 2>&1 | FileCheck %s
; RUN: not test -e %t.ll

; CHECK:      {{.*}}.ll:{{[0-9]+}}:1: error: entry 'main' input element 1 'TEXCOORD0' (!{{[0-9]+}}): in function 'main': `%d = call double @dx.op.loadInput.f64(i32 4, i32 1, i32 0, i8 0, i32 undef)`: the value type f64 is not one of loadInput's overloads (f16, f32, i16, i32)
; CHECK-NOT:  {{error|warning}}:

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main(i32 %i) #0 {
entry:
  %h = call half @dx.op.loadInput.f16(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %v = fpext half %h to float
  %d = call double @dx.op.loadInput.f64(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %w = fptrunc double %d to float
  %s = fadd float %v, %w
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %s)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare half @dx.op.loadInput.f16(i32, i32, i32, i8, i32)
declare double @dx.op.loadInput.f64(i32, i32, i32, i8, i32)
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
