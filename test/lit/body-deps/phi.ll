; Phis, with DXC's rule for constant incoming values
; (ComputeViewIdStateBuilder.cpp, CollectPhiCFValuesContributingToOutputRec):
; a constant adds the control dependence of the highest dominator that only
; it leaves through, not of its incoming edge.
;
;   inputs  A float4 (scalars 0-3)  B float4 (4-7)
;   outputs SV_Position (0-3)
;   pos.x = B.x > 0 ? A.x : 1.0    phi [A.x from then] [1.0 from entry]:
;                                  A.x (and B.x, A.x's block's condition)
;   pos.y = B.y > 0 ? 2.0 : A.y    phi [2.0 from an empty then] [A.y ...]:
;                                  A.y, B.y
;   pos.z = B.w > 0 ? A.w : 3.0    A.w read before the branch: the block
;                                  that branches is no legal point for 3.0
;                                  (A.w leaves it too), so B.w adds nothing
;   pos.w = B.z > 0 ? 4.0 : 5.0    two constants: 5.0's point is its own
;                                  block, control dependent on B.z
;
;   A.x -> pos.x = 0x1  A.y -> pos.y = 0x2  A.z -> 0  A.w -> pos.z = 0x4
;   B.x -> pos.x = 0x1  B.y -> pos.y = 0x2  B.z -> pos.w = 0x8  B.w -> 0
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x2, 0x0, 0x4, 0x1, 0x2, 0x8, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-vertex"

define void @main() #0 {
entry:
  %bx = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %cx = fcmp fast ogt float %bx, 0.0
  br i1 %cx, label %tx, label %jx
tx:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  br label %jx
jx:
  %px = phi float [ %ax, %tx ], [ 1.0, %entry ]
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)
  %by = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %cy = fcmp fast ogt float %by, 0.0
  br i1 %cy, label %ty, label %ey
ty:
  br label %jy
ey:
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  br label %jy
jy:
  %py = phi float [ 2.0, %ty ], [ %ay, %ey ]
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %py)
  %aw = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 undef)
  %bw = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
  %cz = fcmp fast ogt float %bw, 0.0
  br i1 %cz, label %tz, label %jz
tz:
  br label %jz
jz:
  %pz = phi float [ %aw, %tz ], [ 3.0, %jy ]
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %pz)
  %bz = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  %cw = fcmp fast ogt float %bz, 0.0
  br i1 %cw, label %tw, label %ew
tw:
  br label %jw
ew:
  br label %jw
jw:
  %pw = phi float [ 4.0, %tw ], [ 5.0, %ew ]
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %pw)
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
