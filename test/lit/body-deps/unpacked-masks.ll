; The whole path for a vertex shader whose metadata is unpacked and claims
; every column used (as a front end that leaves the masks to the compiler
; might): the body decides the masks (with a warning where they differ),
; packing places the elements, and the tables are indexed by register.
;
;   inputs  N float3 (reads .x .z)   M float2 (reads .y)   K float (unread)
;   outputs SV_Position (writes all)  F float2 (writes .x under a branch)
;   pos.x = N.x + M.y   pos.y = N.z   pos.z = N.x   pos.w = 1
;   if (N.z < 0) F.x = M.y
; Packed (dxsig's prefix-stable, as DXC): N row 0, M row 1, K row 2;
; SV_Position row 0, F row 1.
;   ISG1 ExclusiveMask (read columns): N 0b0101 = 5, M 0b10 = 2, K 0
;   OSG1 ExclusiveMask (never written): SV_Position 0, F ~0b01 & 0xF = 14
;   InputOutputMap[0] (input scalar row*4+col -> output bits):
;     N.x (0) -> pos.x, pos.z = 0x5
;     N.z (2) -> pos.y, F.x (the branch) = 0x12
;     M.y (5) -> pos.x, F.x = 0x11
; RUN: %dxsig container %s -o %t.dxbc 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: obj2yaml %t.dxbc | FileCheck %s
; WARN: {{.*}}unpacked-masks.ll:81:1: warning: entry 'main' input element 0 'N0' (!3): the metadata's UsageMask is 0x7, the body's 0x5; the body's is used
; WARN-NEXT: {{.*}}unpacked-masks.ll:82:1: warning: entry 'main' input element 1 'M0' (!5): the metadata's UsageMask is 0x3, the body's 0x2; the body's is used
; WARN-NEXT: {{.*}}unpacked-masks.ll:83:1: warning: entry 'main' input element 2 'K0' (!6): the metadata's UsageMask is 0x1, the body's 0x0; the body's is used
; WARN-NEXT: {{.*}}unpacked-masks.ll:85:1: warning: entry 'main' output element 1 'F0' (!9): the metadata's UsageMask is 0x3, the body's 0x1; the body's is used
; CHECK:      Name: ISG1
; CHECK:        Name: N
; CHECK:        Register: 0
; CHECK-NEXT:   Mask: 7
; CHECK-NEXT:   ExclusiveMask: 5
; CHECK:        Name: M
; CHECK:        Register: 1
; CHECK-NEXT:   Mask: 3
; CHECK-NEXT:   ExclusiveMask: 2
; CHECK:        Name: K
; CHECK:        Register: 2
; CHECK-NEXT:   Mask: 1
; CHECK-NEXT:   ExclusiveMask: 0
; CHECK:      Name: OSG1
; CHECK:        Name: SV_Position
; CHECK:        Register: 0
; CHECK-NEXT:   Mask: 15
; CHECK-NEXT:   ExclusiveMask: 0
; CHECK:        Name: F
; CHECK:        Register: 1
; CHECK-NEXT:   Mask: 3
; CHECK-NEXT:   ExclusiveMask: 14
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x5, 0x0, 0x12, 0x0, 0x0, 0x11, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main() #0 {
entry:
  %nx = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %nz = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
  %my = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %px = fadd fast float %nx, %my
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %nz)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %nx)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  %neg = fcmp fast olt float %nz, 0.0
  br i1 %neg, label %then, label %done
then:
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %my)
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
!1 = !{!10, !11, !12}
!2 = !{!20, !21}
!10 = !{i32 0, !"N", i32 9, i32 0, !3, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!11 = !{i32 1, !"M", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!12 = !{i32 2, !"K", i32 9, i32 0, !3, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!21 = !{i32 1, !"F", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!3 = !{i32 0}
