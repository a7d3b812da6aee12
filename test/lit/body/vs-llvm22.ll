; LLVM 22's llvm.dx.load.input / llvm.dx.store.output on a module whose
; signatures already have registers: a vector access covers its width
; from its column. POSITION is read as <3 x float> (xyz: the metadata's
; 0xf differs), ID as an i32 at column 1 (metadata 0: no warning),
; SV_Position written as <4 x float>, TEXCOORD at column 1 only (0x3
; differs), COLOR (StartCol 2) at its column 0: register-relative 0x4, as
; the metadata says. print<dxsig> shows the masks in the Used column;
; dxsig-pack writes them.
; RUN: %dxsig-opt -passes='print<dxsig>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PRINT
; RUN: %dxsig-opt -passes=dxsig-pack -S %s -o - 2>%t.err | FileCheck %s --check-prefix=PACK
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning --implicit-check-not=error < %t.err

; PRINT:      ; POSITION                 0   xyzw        0     NONE   float   xyz
; PRINT-NEXT: ; ID                       0   xy          1     NONE    uint    y
; PRINT:      ; SV_Position              0   xyzw        0      POS   float   xyzw
; PRINT-NEXT: ; TEXCOORD                 0   xy          1     NONE   float    y
; PRINT-NEXT: ; COLOR                    0     z         1     NONE   float     z

; PACK: !{i32 0, !"POSITION", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 4, i32 0, i8 0, i8 7, i8 0, i32 0}
; PACK: !{i32 1, !"ID", i32 5, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 2, i32 1, i8 0, i8 2, i8 0, i32 0}
; PACK: !{i32 1, !"TEXCOORD", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 2, i32 1, i8 0, i8 2, i8 0, i32 0}
; PACK: !{i32 2, !"COLOR", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 1, i32 1, i8 2, i8 4, i8 0, i32 0}

; WARN: warning: entry 'main' input element 0 'POSITION0': the metadata's UsageMask is 0xf, the body's 0x7; the body's is used
; WARN: warning: entry 'main' output element 1 'TEXCOORD0': the metadata's UsageMask is 0x3, the body's 0x2; the body's is used

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main() #0 {
entry:
  %p = call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %id = call i32 @llvm.dx.load.input.i32(i32 4, i32 1, i32 0, i8 1, i32 poison)
  %f = uitofp i32 %id to float
  %v = shufflevector <3 x float> %p, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 2>
  call void @llvm.dx.store.output.v4f32(i32 5, i32 0, i32 0, i8 0, i32 poison, <4 x float> %v)
  call void @llvm.dx.store.output.f32(i32 5, i32 1, i32 0, i8 1, i32 poison, float %f)
  call void @llvm.dx.store.output.f32(i32 5, i32 2, i32 0, i8 0, i32 poison, float %f)
  ret void
}

declare <3 x float> @llvm.dx.load.input.v3f32(i32, i32, i32, i8, i32)
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)
declare void @llvm.dx.store.output.f32(i32, i32, i32, i8, i32, float)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20, !21, !22}
!10 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!11 = !{i32 1, !"ID", i32 5, i32 0, !30, i32 0, i32 1, i8 2, i32 1, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!21 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 1, i8 2, i32 1, i8 0, i8 3, i8 0, i32 0}
!22 = !{i32 2, !"COLOR", i32 9, i32 0, !30, i32 0, i32 1, i8 1, i32 1, i8 2, i8 4, i8 0, i32 0}
!30 = !{i32 0}
