; Helper functions, analysed in place with the effect of inlining (DXC
; inlines every call before its ViewID analysis): a call's value depends on
; what the helper returns, a parameter on its call's argument, and a store
; in a helper on the control dependence of the call.
;
;   inputs  A float4 (scalars 0-3)  B float4 (4-7)
;   outputs SV_Position (0-3)       C float2 (4-5)
;   float twice(float a, float b) { return a * 2; }     b is not used
;   void emit(float v) { C.x = v; }
;   pos.x = twice(A.x, A.y);  if (B.x > 0) emit(A.z);
;
;   A.x -> pos.x = 0x1   A.y -> 0   A.z -> C.x = 0x10   B.x -> C.x = 0x10
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x0, 0x10, 0x0, 0x10, 0x0, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-vertex"

define float @twice(float %a, float %b) {
entry:
  %r = fmul fast float %a, 2.0
  ret float %r
}

define void @emit(float %v) {
entry:
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %v)
  ret void
}

define void @main() #0 {
entry:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %px = call float @twice(float %ax, float %ay)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  %bx = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %c = fcmp fast ogt float %bx, 0.0
  br i1 %c, label %then, label %done
then:
  %az = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
  call void @emit(float %az)
  br label %done
done:
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20, !21}
!10 = !{i32 0, !"A", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"B", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 1, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"C", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 1, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
