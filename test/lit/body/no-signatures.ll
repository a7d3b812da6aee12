; A graphics entry whose code reads and writes signature values but that
; dx.semantic.signatures does not list (clang 22's vertex shader as it
; comes) is an error on every path: its accesses name no element, and a
; container of it would claim empty signatures. An entry of the same kind
; whose code accesses nothing keeps the warning it had (its signatures read
; as empty); a compute entry says nothing
; (test/lit/container/clang-output.test).
; RUN: rm -rf %t && mkdir -p %t
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %exit-code %dxsig container %s --entry=main -o %t/main.dxbc 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t/main.dxbc
; RUN: %exit-code %dxsig link %s:main %s:main 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %dxsig-opt -passes=dxsig-lower -dxsig-entry=main -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
; The entry that accesses nothing stands alone.
; RUN: %dxsig verify %s --entry=quiet 2>&1 | FileCheck %s --check-prefix=QUIET
; RUN: %dxsig container %s --entry=quiet -o %t/quiet.dxbc
; ERR: error: {{.*}}entry 'main': its code reads or writes signature values (3 accesses, the first `%POSITION0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)`) but dx.semantic.signatures has no entry for it, so they name no element; give the entry its signatures (docs/metadata.md)
; ERR: exit code: 1
; OPT: error: entry 'main': its code reads or writes signature values (3 accesses
; QUIET:      dxsig: warning: {{.*}}no-signatures.ll: entry 'quiet': "hlsl.shader"="vertex" and no dx.semantic.signatures triple: its signatures are unknown and read as empty
; QUIET-NEXT: dxsig: note: {{.*}}no-signatures.ll: not shown: 1 error and 1 warning in other entries ('main'); they do not affect 'quiet'

target triple = "dxilv1.0-pc-shadermodel6.0-library"

define void @main() local_unnamed_addr #0 {
entry:
  %POSITION0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %COLOR1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %mul.i = fmul <4 x float> %COLOR1, %POSITION0
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %mul.i)
  ret void
}

define void @quiet() #0 {
entry:
  ret void
}

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)

attributes #0 = { "hlsl.shader"="vertex" }
