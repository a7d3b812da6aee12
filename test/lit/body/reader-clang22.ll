; clang 22's own output (clang-22 -cc1 -triple
; dxil-pc-shadermodel6.0-vertex -x hlsl -hlsl-entry main -emit-llvm -O1 on
; `float4 main(float4 p : POSITION, float4 c : COLOR1) : SV_Position
; { return p * c; }`): every llvm.dx.load.input / llvm.dx.store.output is
; at signature ID 0, row 0, column 0. The reader marks them as
; placeholders; an LLVM 22 access anywhere else is not one.
; RUN: %build/test/tools/body_sites %s main other | FileCheck %s

; CHECK:      entry main
; CHECK-NEXT:   function main
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 4 f32 value-op -1 row-op 2 placeholder in main: %POSITION0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 4 f32 value-op -1 row-op 2 placeholder in main: %COLOR1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
; CHECK-NEXT:   storeOutput id 0 row 0 col 0 width 4 f32 value-op 5 row-op 2 placeholder in main: tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %mul.i)
; CHECK-NEXT: entry other
; CHECK-NEXT:   function other
; CHECK-NEXT:   loadInput id 1 row 0 col 0 width 4 f32 value-op -1 row-op 2 in other:
; CHECK-NEXT:   loadInput id 0 row 1 col 0 width 4 f32 value-op -1 row-op 2 in other:
; CHECK-NEXT:   loadInput id 0 row 0 col 1 width 1 f32 value-op -1 row-op 2 in other:
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 1 f32 value-op -1 row-op 2 in other: %d = call float @dx.op.loadInput.f32({{.*}}{{$}}
; CHECK-NOT: {{.}}

target triple = "dxilv1.0-pc-shadermodel6.0-vertex"

define void @main() local_unnamed_addr #0 {
entry:
  %POSITION0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %COLOR1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %COLOR1, %POSITION0
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %mul.i)
  ret void
}

define void @other() {
  %a = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 1, i32 0, i8 0, i32 poison)
  %b = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 1, i8 0, i32 poison)
  %c = call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 1, i32 poison)
  %d = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  ret void
}

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32) #1
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="vertex" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
