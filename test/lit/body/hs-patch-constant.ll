; A hull shader: the control-point function (the entry) reads its input
; control points with loadInput (vertex operand) and writes its output
; control point; the patch-constant function, named by the entry's
; "hlsl.patchconstantfunc" attribute and reached after the entry's own
; functions, reads an output control point back (loadOutputControlPoint:
; not a write, the output masks stay the entry's) and writes the
; tessellation factors (one element of three rows) and NORMAL.xy with
; storePatchConstant. The patch-constant masks appear in PSG1.
; RUN: %dxsig print %s 2>&1 | FileCheck %s --implicit-check-not=warning
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS

; CHECK:      ; SV_Position              0   xyzw        0      POS   float   xyzw
; CHECK-NEXT: ; TEXCOORD                 0   xy          1     NONE   float   x
; CHECK:      ; SV_Position              0   xyzw        0      POS   float   xyzw
; CHECK-NEXT: ; TEXCOORD                 0   xy          1     NONE   float    y
; CHECK:      ; Patch Constant signature:
; CHECK:      ; SV_TessFactor            0      w        0  TRIEDGE   float      w
; CHECK-NEXT: ; NORMAL                   0   xyz         0     NONE   float   xy
; CHECK-NEXT: ; SV_TessFactor            1      w        1  TRIEDGE   float      w
; CHECK-NEXT: ; SV_TessFactor            2      w        2  TRIEDGE   float      w
; CHECK-NEXT: ; SV_InsideTessFactor      0   x           3   TRIINT   float   x

; The patch constants' ExclusiveMask: the components never written.
; PARTS:      - Name:            PSG1
; PARTS:            Name:            SV_TessFactor
; PARTS:            Mask:            8
; PARTS-NEXT:       ExclusiveMask:   7
; PARTS:            Name:            NORMAL
; PARTS:            Mask:            7
; PARTS-NEXT:       ExclusiveMask:   12

target triple = "dxil-pc-shadermodel6.8-hull"

define void @hs_main() #0 {
entry:
  %p0 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  %p1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 1)
  %p2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 2)
  %p3 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 0)
  %u = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %p0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %p1)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %p2)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %p3)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %u)
  ret void
}

define void @patch_main() {
entry:
  %t = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 1, i32 0, i8 0, i32 2)
  call void @factors(float %t)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float %t)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 0, float %t)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 1, float %t)
  ret void
}

define internal void @factors(float %f) {
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float %f)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float %f)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float %f)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare float @dx.op.loadOutputControlPoint.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="hull" "hlsl.patchconstantfunc"="patch_main" "hlsl.domain"="tri" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @hs_main, !1, !5, !8}
!1 = !{!2, !3, !4}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!4 = !{i32 2, !"SV_OutputControlPointID", i32 5, i32 8, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!5 = !{!6, !7}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!7 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!8 = !{!9, !10, !11}
!9 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!10 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 2, !"NORMAL", i32 9, i32 0, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1, i32 2}
