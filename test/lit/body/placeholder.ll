; clang 22's output for `float4 main(float4 p : POSITION, float4 c :
; COLOR1) : SV_Position { return p * c; }` (clang-22 -cc1 -triple
; dxil-pc-shadermodel6.0-vertex -x hlsl -hlsl-entry main -emit-llvm -O1):
; every llvm.dx.load.input / llvm.dx.store.output at ID 0, row 0, column 0.
; As clang writes it (no dx.semantic.signatures), its accesses name no
; element: an error (body-no-signatures), besides the warning that the
; entry's signatures are unknown. With
; signatures added (second run) the accesses are placeholders: one warning,
; no check (both loads name POSITION), and the metadata's masks stand
; (POSITION 0x3, COLOR 0xf as written). With one
; real access among them (third run: COLOR read at ID 1) every LLVM 22
; access is checked and sets the masks.
; RUN: sed -e '/^!dx.semantic.signatures/,$d' %s > %t.clang.ll
; RUN: not %dxsig verify %t.clang.ll 2>&1 | FileCheck %s --check-prefix=CLANG
; RUN: %dxsig print %s 2>%t.err | FileCheck %s --check-prefix=PLACEHOLDER
; RUN: FileCheck %s --check-prefix=PLACEHOLDER-WARN < %t.err
; RUN: sed -e 's/%COLOR1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0/%COLOR1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 1/' %s > %t.real.ll
; RUN: %dxsig print %t.real.ll 2>%t.real.err | FileCheck %s --check-prefix=REAL
; RUN: FileCheck %s --check-prefix=REAL-WARN < %t.real.err

; CLANG:      dxsig: warning: {{.*}}: entry 'main': "hlsl.shader"="vertex" and no dx.semantic.signatures triple: its signatures are unknown and read as empty
; CLANG-NEXT: dxsig: error: {{.*}}: entry 'main': its code reads or writes signature values (3 accesses, {{.*}}
; CLANG-NOT:  {{error|warning}}:

; PLACEHOLDER:     ; POSITION                 0   xyzw        0     NONE   float   xy
; PLACEHOLDER-NEXT: ; COLOR                    1   xyzw        1     NONE   float   xyzw
; PLACEHOLDER-WARN:     dxsig: warning: {{.*}}: every llvm.dx.load.input / llvm.dx.store.output call (3) is at signature ID 0, row 0, column 0, as clang 22 writes them before it assigns signatures: they are not checked and the metadata's masks stand
; PLACEHOLDER-WARN-NOT: {{error|warning}}:

; REAL:      ; POSITION                 0   xyzw        0     NONE   float   xyzw
; REAL-NEXT: ; COLOR                    1   xyzw        1     NONE   float   xyzw
; REAL-WARN: {{.*}}.ll:{{[0-9]+}}:1: warning: entry 'main' input element 0 'POSITION0' (!{{[0-9]+}}): the metadata's UsageMask is 0x3, the body's 0xf; the body's is used
; REAL-WARN-NOT: {{error|warning}}:

target triple = "dxilv1.0-pc-shadermodel6.0-vertex"

define void @main() local_unnamed_addr #0 {
entry:
  %POSITION0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %COLOR1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %COLOR1, %POSITION0
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %mul.i)
  ret void
}

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="vertex" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20}
!10 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!11 = !{i32 1, !"COLOR", i32 9, i32 0, !31, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!30 = !{i32 0}
!31 = !{i32 1}
