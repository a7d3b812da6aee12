; Dynamic rows: a read with a computed row stands for every row of its
; element and brings the row's own dependences; a write with a computed row
; writes every row of its element, and its row index adds nothing (DXC
; follows the stored value and the store's control dependence only).
;
;   inputs  T float[3] (rows 0-2, column 0: scalars 0, 4, 8)
;           I float (row 3, column 0: 12)   J float (row 3, column 1: 13)
;   outputs SV_Position (row 0: 0-3)   C float[2] (rows 1-2, column 0: 4, 8)
;   pos.x = T[(uint)I];   C[(uint)J] = T[1];
;
;   T[0] (0) -> pos.x = 0x1          T[1] (4) -> pos.x, C[0], C[1] = 0x111
;   T[2] (8) -> pos.x = 0x1          I (12) -> pos.x = 0x1      J (13) -> 0
; Both elements are dynamically indexed in column 0 (DynamicMask 0x1).
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      SigInputElements:
; CHECK-NEXT:   - Name: T
; CHECK:          DynamicMask: 0x1
; CHECK:      SigOutputElements:
; CHECK:        - Name: C
; CHECK:          DynamicMask: 0x1
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x0, 0x0, 0x0, 0x111, 0x0, 0x0, 0x0, 0x1, 0x0, 0x0, 0x0,
; CHECK-NEXT:       0x1, 0x0, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-vertex"

define void @main() #0 {
entry:
  %i = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %j = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 0, i32 undef)
  %ri = fptoui float %i to i32
  %t = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 %ri, i8 0, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %t)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  %t1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 1, i8 0, i32 undef)
  %rj = fptoui float %j to i32
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 %rj, i8 0, float %t1)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11, !12}
!2 = !{!20, !21}
!10 = !{i32 0, !"T", i32 9, i32 0, !4, i32 0, i32 3, i8 1, i32 0, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"I", i32 9, i32 0, !3, i32 0, i32 1, i8 1, i32 3, i8 0, i8 0, i8 0, i32 0}
!12 = !{i32 2, !"J", i32 9, i32 0, !3, i32 0, i32 1, i8 1, i32 3, i8 1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"C", i32 9, i32 0, !5, i32 0, i32 2, i8 1, i32 1, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
!4 = !{i32 0, i32 1, i32 2}
!5 = !{i32 0, i32 1}
