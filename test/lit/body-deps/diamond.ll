; Control dependence: a store under a branch depends on the branch
; condition, as does every value computed under it (DXC: the
; post-dominance frontier of the store's block, then of each contributing
; instruction's block).
;
;   inputs  A float4 (scalars 0-3)  B float4 (4-7)
;   outputs SV_Position (0-3)       C float2 (4-5)
;   if (B.z > 0) { C.x = A.x; pos.y = 2.0; } else { C.x = A.y; }
;   pos.x = A.z                      (after the join: no condition)
;
;   A.x -> C.x = 0x10   A.y -> C.x = 0x10   A.z -> pos.x = 0x1
;   B.z -> C.x, pos.y = 0x12 (the constant 2.0 is stored only when B.z > 0)
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x10, 0x10, 0x1, 0x0, 0x0, 0x0, 0x12, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-vertex"

define void @main() #0 {
entry:
  %bz = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  %c = fcmp fast ogt float %bz, 0.0
  br i1 %c, label %then, label %else
then:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %ax)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 2.0)
  br label %join
else:
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %ay)
  br label %join
join:
  %az = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %az)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
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
