; A domain shader reads its patch constants (loadPatchConstant: a read,
; in the patch-constant list's UsageMask, and PSG1's ExclusiveMask is the
; components read, as for inputs) and its input control points, and writes
; its outputs. A dynamic row into the three edge factors is a dynamic read
; (DynIndexMask in PSV0).
; RUN: %dxsig print %s 2>&1 | FileCheck %s --implicit-check-not=warning
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS

; CHECK:      ; Input signature:
; CHECK:      ; POS                      0   xyzw        0     NONE   float   xyz
; CHECK:      ; Output signature:
; CHECK:      ; SV_Position              0   xyzw        0      POS   float   xyzw
; CHECK:      ; Patch Constant signature:
; CHECK:      ; SV_TessFactor            0      w        0  TRIEDGE   float      w
; CHECK-NEXT: ; NORMAL                   0   xyz         0     NONE   float    y
; CHECK-NEXT: ; SV_TessFactor            1      w        1  TRIEDGE   float      w
; CHECK-NEXT: ; SV_TessFactor            2      w        2  TRIEDGE   float      w
; CHECK-NEXT: ; SV_InsideTessFactor      0   x           3   TRIINT   float{{$}}

; PARTS:      - Name:            PSG1
; PARTS:            Name:            SV_TessFactor
; PARTS:            Mask:            8
; PARTS-NEXT:       ExclusiveMask:   8
; PARTS:            Name:            NORMAL
; PARTS:            Mask:            7
; PARTS-NEXT:       ExclusiveMask:   2
; PARTS:            Name:            SV_InsideTessFactor
; PARTS:            Mask:            1
; PARTS-NEXT:       ExclusiveMask:   0
; PARTS:          SigPatchOrPrimElements:
; PARTS-NEXT:       - Name:            ''
; PARTS-NEXT:         Indices:         [ 0, 1, 2 ]
; PARTS:              DynamicMask:     0x1

target triple = "dxil-pc-shadermodel6.8-domain"

define void @ds_main(i32 %edge) #0 {
entry:
  %e = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 %edge, i8 0)
  %n = call float @dx.op.loadPatchConstant.f32(i32 104, i32 2, i32 0, i8 1)
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 1)
  %z = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 2)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %z)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %e)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="domain" "hlsl.domain"="tri" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @ds_main, !1, !5, !8}
!1 = !{!2}
!2 = !{i32 0, !"POS", i32 9, i32 0, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!5 = !{!6}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!8 = !{!9, !10, !11}
!9 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !21, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!10 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 2, !"NORMAL", i32 9, i32 0, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1, i32 2}
