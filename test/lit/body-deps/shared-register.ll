; Elements that share a register: the tables are indexed by register
; scalar (row * 4 + column), so a column offset moves an element's bits.
; Vertex-shader inputs get a row each (as DXC packs them); the outputs F
; and G share row 1.
;
;   inputs  N float2 (row 0: scalars 0-1)   M float2 (row 1: 4-5)
;   outputs SV_Position (row 0: 0-3)   F float (row 1, column 0: 4)
;           G float (row 1, column 1: 5)
;   pos.xy = N.yx   pos.zw = M.xy * N.x   F = M.y   G = N.y - M.x
;
;   OSG1: F Mask 1, never written 14; G Mask 2 (column 1), never written 13
;   InputOutputMap[0]:  N.x (0) -> pos.y, pos.z, pos.w = 0xE
;                       N.y (1) -> pos.x, G = 0x21
;                       M.x (4) -> pos.z, G = 0x24
;                       M.y (5) -> pos.w, F = 0x18
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      Name: OSG1
; CHECK:        Name: F
; CHECK:        Register: 1
; CHECK-NEXT:   Mask: 1
; CHECK-NEXT:   ExclusiveMask: 14
; CHECK:        Name: G
; CHECK:        Register: 1
; CHECK-NEXT:   Mask: 2
; CHECK-NEXT:   ExclusiveMask: 13
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0xE, 0x21, 0x0, 0x0, 0x24, 0x18, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main() #0 {
entry:
  %nx = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %ny = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %mx = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %my = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %ny)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %nx)
  %pz = fmul fast float %mx, %nx
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %pz)
  %pw = fmul fast float %my, %nx
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %pw)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %my)
  %g = fsub fast float %ny, %mx
  call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 0, float %g)
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
!2 = !{!20, !21, !22}
!10 = !{i32 0, !"N", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"M", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"F", i32 9, i32 0, !3, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!22 = !{i32 2, !"G", i32 9, i32 0, !3, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!3 = !{i32 0}
