; Memory, per object (DXC CollectReachingDecls / CollectStores): a load
; depends on its address and on every value stored to the object the
; address points into, whatever the index; another object is another story.
;
;   inputs  A float4 (scalars 0-3)  B float4 (4-7)
;   outputs SV_Position (0-3)
;   float arr[2] = {A.x, A.y};  pos.x = arr[(uint)B.x];
;   float t = A.z;              pos.y = t;
;
;   A.x, A.y -> pos.x = 0x1   A.z -> pos.y = 0x2   B.x -> pos.x = 0x1
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x1, 0x2, 0x0, 0x1, 0x0, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-vertex"

define void @main() #0 {
entry:
  %arr = alloca [2 x float], align 4
  %t = alloca float, align 4
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %az = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
  %bx = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %p0 = getelementptr [2 x float], ptr %arr, i32 0, i32 0
  store float %ax, ptr %p0, align 4
  %p1 = getelementptr [2 x float], ptr %arr, i32 0, i32 1
  store float %ay, ptr %p1, align 4
  store float %az, ptr %t, align 4
  %i = fptoui float %bx to i32
  %pi = getelementptr [2 x float], ptr %arr, i32 0, i32 %i
  %v = load float, ptr %pi, align 4
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %v)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  %w = load float, ptr %t, align 4
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %w)
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
