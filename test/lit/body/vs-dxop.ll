; A vertex shader in DXC's dx.op form: its accesses set the masks. POSITION
; is read at x, y and w (the metadata's 0xf differs: a warning names
; both); TEXCOORD0..1, one element of two rows, is read at y with a dynamic
; row (UsageMask 0x2 and DynIndexMask 0x2, metadata 0: no warning); COLOR is
; never read (0, as the metadata says); the helper writes TEXCOORD0.x (the
; metadata's 0x3 differs). print, pack and container show
; the derived masks; pack writes UsageMask (register-relative) and
; DynIndexMask back.
; RUN: %dxsig verify %s 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=dxsig:
; RUN: %dxsig print %s 2>/dev/null | FileCheck %s --check-prefix=PRINT
; RUN: %dxsig pack %s -o %t.ll 2>/dev/null
; RUN: FileCheck %s --check-prefix=PACK < %t.ll
; RUN: %dxsig verify %t.ll 2>&1 | count 0
; RUN: %dxsig container %s -o %t.dxbc 2>/dev/null
; RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS

; WARN: dxsig: warning: {{.*}}vs-dxop.ll: entry 'main' input element 0 'POSITION0': the metadata's UsageMask is 0xf, the body's 0xb; the body's is used
; WARN: dxsig: warning: {{.*}}vs-dxop.ll: entry 'main' output element 1 'TEXCOORD0': the metadata's UsageMask is 0x3, the body's 0x1; the body's is used

; PRINT:      ; POSITION                 0   xyzw        0     NONE   float   xy w
; PRINT-NEXT: ; TEXCOORD                 0   xy          1     NONE   float    y
; PRINT-NEXT: ; TEXCOORD                 1   xy          2     NONE   float    y
; PRINT-NEXT: ; COLOR                    0   xyz         3     NONE   float{{$}}
; PRINT:      ; SV_Position              0   xyzw        0      POS   float   xyzw
; PRINT-NEXT: ; TEXCOORD                 0   xy          1     NONE   float   x{{$}}

; PACK: !{i32 0, !"POSITION", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 4, i32 0, i8 0, i8 11, i8 0, i32 0}
; PACK: !{i32 1, !"TEXCOORD", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 2, i8 2, i32 1, i8 0, i8 2, i8 2, i32 0}
; PACK: !{i32 2, !"COLOR", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 3, i32 3, i8 0, i8 0, i8 0, i32 0}
; PACK: !{i32 0, !"SV_Position", i32 9, i32 3, !{{[0-9]+}}, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
; PACK: !{i32 1, !"TEXCOORD", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 2, i32 1, i8 0, i8 1, i8 0, i32 0}

; ISG1 ExclusiveMask: the components read; OSG1: those never written.
; PARTS:      - Name:            ISG1
; PARTS:            Name:            POSITION
; PARTS:            Mask:            15
; PARTS-NEXT:       ExclusiveMask:   11
; PARTS:            Name:            TEXCOORD
; PARTS-NEXT:       Index:           0
; PARTS:            Mask:            3
; PARTS-NEXT:       ExclusiveMask:   2
; PARTS:            Name:            TEXCOORD
; PARTS-NEXT:       Index:           1
; PARTS:            Mask:            3
; PARTS-NEXT:       ExclusiveMask:   2
; PARTS:            Name:            COLOR
; PARTS:            Mask:            7
; PARTS-NEXT:       ExclusiveMask:   0
; PARTS:      - Name:            OSG1
; PARTS:            Name:            SV_Position
; PARTS:            Mask:            15
; PARTS-NEXT:       ExclusiveMask:   0
; PARTS:            Name:            TEXCOORD
; PARTS:            Mask:            3
; PARTS-NEXT:       ExclusiveMask:   14
; PARTS:      - Name:            PSV0
; PARTS:          SigInputElements:
; PARTS:              Name:            TEXCOORD
; PARTS:              DynamicMask:     0x2
; PARTS:          SigOutputElements:

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main(i32 %i) #0 {
entry:
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %w = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 undef)
  %t = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 %i, i8 1, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %w)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %t)
  call void @write_texcoord(float %t)
  ret void
}

define internal void @write_texcoord(float %v) {
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %v)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11, !12}
!2 = !{!20, !21}
!10 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!11 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !31, i32 0, i32 2, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!12 = !{i32 2, !"COLOR", i32 9, i32 0, !30, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!21 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!30 = !{i32 0}
!31 = !{i32 0, i32 1}
