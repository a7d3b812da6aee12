; An array of semantics accessed as clang 22 writes it, one call of array
; type per array (clang-22 -cc1 -triple dxil-pc-shadermodel6.0-vertex -x
; hlsl -hlsl-entry main -emit-llvm -O1 on Inputs/arrays.hlsl, annotated),
; with the signature IDs a producer that assigns them would write (clang
; 22 writes placeholders: clang22-arrays-live.test) and the metadata's
; masks left to the compiler (0). Each call is one access per row, with
; the element type's width and component type: TEXCOORD's three rows are
; read in xy, FOG's two in x, the output TEXCOORD's two rows written in
; xyzw. A read of four rows from TEXCOORD's three is an error at its
; fourth row.
; RUN: %dxsig print %s 2>&1 | FileCheck %s --check-prefix=PRINT --implicit-check-not=warning --implicit-check-not=error
; RUN: %dxsig container %s -o %t.dxbc 2>&1 | count 0
; RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS
; RUN: sed 's/\[3 x <2 x float>\]/[4 x <2 x float>]/g; s/a3v2f32/a4v2f32/g' %s > %t.rows.ll
; RUN: not %dxsig verify %t.rows.ll 2>&1 | FileCheck %s --check-prefix=ROWS --implicit-check-not=warning --implicit-check-not=error

; PRINT:      ; POSITION                 0   xyzw        0     NONE   float   xyzw
; PRINT-NEXT: ; TEXCOORD                 0   xy          1     NONE   float   xy
; PRINT-NEXT: ; TEXCOORD                 1   xy          2     NONE   float   xy
; PRINT-NEXT: ; TEXCOORD                 2   xy          3     NONE   float   xy
; PRINT-NEXT: ; FOG                      0   x           4     NONE   float   x
; PRINT-NEXT: ; FOG                      1   x           5     NONE   float   x
; PRINT:      ; SV_Position              0   xyzw        0      POS   float   xyzw
; PRINT-NEXT: ; TEXCOORD                 0   xyzw        1     NONE   float   xyzw
; PRINT-NEXT: ; TEXCOORD                 1   xyzw        2     NONE   float   xyzw

; PARTS:      - Name:            ISG1
; PARTS:            Name:            TEXCOORD
; PARTS-NEXT:       Index:           0
; PARTS:            Register:        1
; PARTS-NEXT:       Mask:            3
; PARTS-NEXT:       ExclusiveMask:   3
; PARTS:            Name:            TEXCOORD
; PARTS-NEXT:       Index:           1
; PARTS:            Register:        2
; PARTS-NEXT:       Mask:            3
; PARTS-NEXT:       ExclusiveMask:   3
; PARTS:            Name:            TEXCOORD
; PARTS-NEXT:       Index:           2
; PARTS:            Register:        3
; PARTS-NEXT:       Mask:            3
; PARTS-NEXT:       ExclusiveMask:   3
; PARTS:            Name:            FOG
; PARTS-NEXT:       Index:           0
; PARTS:            Register:        4
; PARTS-NEXT:       Mask:            1
; PARTS-NEXT:       ExclusiveMask:   1
; PARTS:            Name:            FOG
; PARTS-NEXT:       Index:           1
; PARTS:            Register:        5
; PARTS-NEXT:       Mask:            1
; PARTS-NEXT:       ExclusiveMask:   1
; PARTS:      - Name:            PSV0
; An array's dependencies are the whole array's (rows are not followed
; through extractvalue / insertvalue): each output TEXCOORD row depends on
; every TEXCOORD and FOG input component, a superset of DXC's rows.
; PARTS:        InputOutputMap:
; PARTS-NEXT:     - [ 0x1, 0x2, 0x4, 0x8, 0xFF0, 0xFF0, 0x0, 0x0, 0xFF0, 0xFF0, 0x0,
; PARTS-NEXT:         0x0, 0xFF0, 0xFF0, 0x0, 0x0, 0xFF0, 0x0, 0x0, 0x0, 0xFF0, 0x0,
; PARTS-NEXT:         0x0, 0x0 ]

; ROWS: error: entry 'main' input element 1 'TEXCOORD0' (!{{[0-9]+}}): in function 'main': `%TEXCOORD0 = tail call [4 x <2 x float>] @llvm.dx.load.input.a4v2f32(i32 4, i32 1, i32 0, i8 0, i32 poison)`: row 3 is outside the element's 3 rows

target triple = "dxilv1.0-pc-shadermodel6.0-vertex"

define void @main() local_unnamed_addr #0 {
entry:
  %POSITION0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD0 = tail call [3 x <2 x float>] @llvm.dx.load.input.a3v2f32(i32 4, i32 1, i32 0, i8 0, i32 poison)
  %TEXCOORD0.fca.0.extract = extractvalue [3 x <2 x float>] %TEXCOORD0, 0
  %TEXCOORD0.fca.1.extract = extractvalue [3 x <2 x float>] %TEXCOORD0, 1
  %TEXCOORD0.fca.2.extract = extractvalue [3 x <2 x float>] %TEXCOORD0, 2
  %FOG0 = tail call [2 x float] @llvm.dx.load.input.a2f32(i32 4, i32 2, i32 0, i8 0, i32 poison)
  %FOG0.fca.0.extract = extractvalue [2 x float] %FOG0, 0
  %FOG0.fca.1.extract = extractvalue [2 x float] %FOG0, 1
  %vecinit9.i = shufflevector <2 x float> %TEXCOORD0.fca.0.extract, <2 x float> %TEXCOORD0.fca.1.extract, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vecinit16.i = shufflevector <2 x float> %TEXCOORD0.fca.2.extract, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %vecinit18.i = insertelement <4 x float> %vecinit16.i, float %FOG0.fca.0.extract, i64 2
  %vecinit20.i = insertelement <4 x float> %vecinit18.i, float %FOG0.fca.1.extract, i64 3
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %POSITION0)
  %0 = insertvalue [2 x <4 x float>] poison, <4 x float> %vecinit9.i, 0
  %1 = insertvalue [2 x <4 x float>] %0, <4 x float> %vecinit20.i, 1
  tail call void @llvm.dx.store.output.a2v4f32(i32 4, i32 1, i32 0, i8 0, i32 poison, [2 x <4 x float>] %1)
  ret void
}

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1
declare [3 x <2 x float>] @llvm.dx.load.input.a3v2f32(i32, i32, i32, i8, i32) #1
declare [2 x float] @llvm.dx.load.input.a2f32(i32, i32, i32, i8, i32) #1
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1
declare void @llvm.dx.store.output.a2v4f32(i32, i32, i32, i8, i32, [2 x <4 x float>]) #1

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn }

!dx.valver = !{!1}
!dx.semantic.signatures = !{!7}

!1 = !{i32 1, i32 8}
!7 = !{ptr @main, !8, !15}
!8 = !{!9, !11, !13}
!9 = !{i32 0, !"POSITION", i32 9, i32 0, !10, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!10 = !{i32 0}
!11 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !12, i32 0, i32 3, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!12 = !{i32 0, i32 1, i32 2}
!13 = !{i32 2, !"FOG", i32 9, i32 0, !14, i32 0, i32 2, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!14 = !{i32 0, i32 1}
!15 = !{!16, !17}
!16 = !{i32 0, !"SV_Position", i32 9, i32 3, !10, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!17 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !14, i32 2, i32 2, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
