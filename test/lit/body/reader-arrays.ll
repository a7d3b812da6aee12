; clang 22 reads and writes an array of semantics (`float2 uv[3] :
; TEXCOORD0`) as one llvm.dx.load.input / llvm.dx.store.output of array
; type. The reader makes one access per row: the call's row plus the
; array index, the element type's width and component type. clang 22's
; own calls (@main, as `clang-22 -cc1 -triple
; dxil-pc-shadermodel6.0-vertex -x hlsl -hlsl-entry main -emit-llvm`
; writes them) are placeholders on every row; @assigned has real
; operands: a row operand of 1 covers rows 1 and 2, a dynamic row makes
; every row dynamic. An array longer than any element (64 rows) gives its
; first and its last row, which is outside every element. DXC's dx.op
; calls are scalar: an array-typed one is not read as rows (its type is
; other).
; RUN: %build/test/tools/body_sites %s main assigned | FileCheck %s

; CHECK:      entry main
; CHECK-NEXT:   function main
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 2 f32 value-op -1 row-op 2 array-row 0/3 placeholder in main: %TEXCOORD0 = call [3 x <2 x float>] @llvm.dx.load.input.a3v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
; CHECK-NEXT:   loadInput id 0 row 1 col 0 width 2 f32 value-op -1 row-op 2 array-row 1/3 placeholder in main: %TEXCOORD0 = call
; CHECK-NEXT:   loadInput id 0 row 2 col 0 width 2 f32 value-op -1 row-op 2 array-row 2/3 placeholder in main: %TEXCOORD0 = call
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 1 f32 value-op -1 row-op 2 array-row 0/2 placeholder in main: %FOG0 = call [2 x float] @llvm.dx.load.input.a2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
; CHECK-NEXT:   loadInput id 0 row 1 col 0 width 1 f32 value-op -1 row-op 2 array-row 1/2 placeholder in main: %FOG0 = call
; CHECK-NEXT:   storeOutput id 0 row 0 col 0 width 4 f32 value-op 5 row-op 2 array-row 0/2 placeholder in main: call void @llvm.dx.store.output.a2v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, [2 x <4 x float>] %t)
; CHECK-NEXT:   storeOutput id 0 row 1 col 0 width 4 f32 value-op 5 row-op 2 array-row 1/2 placeholder in main: call void @llvm.dx.store.output.a2v4f32(
; CHECK-NEXT: entry assigned
; CHECK-NEXT:   function assigned
; CHECK-NEXT:   loadInput id 1 row 1 col 2 width 2 i32 value-op -1 row-op 2 array-row 0/2 in assigned:
; CHECK-NEXT:   loadInput id 1 row 2 col 2 width 2 i32 value-op -1 row-op 2 array-row 1/2 in assigned:
; CHECK-NEXT:   loadInput id 2 row dynamic col 0 width 1 f16 value-op -1 row-op 2 array-row 0/2 in assigned:
; CHECK-NEXT:   loadInput id 2 row dynamic col 0 width 1 f16 value-op -1 row-op 2 array-row 1/2 in assigned:
; CHECK-NEXT:   storeOutput id 1 row 0 col 0 width 4 f32 value-op 5 row-op 2 array-row 0/64 in assigned:
; CHECK-NEXT:   storeOutput id 1 row 63 col 0 width 4 f32 value-op 5 row-op 2 array-row 63/64 in assigned:
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 1 other value-op -1 row-op 2 in assigned: %d = call [2 x float] @dx.op.loadInput.a2f32({{.*}}
; CHECK-NOT: {{.}}

target triple = "dxilv1.0-pc-shadermodel6.0-vertex"

define void @main() #0 {
entry:
  %TEXCOORD0 = call [3 x <2 x float>] @llvm.dx.load.input.a3v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %FOG0 = call [2 x float] @llvm.dx.load.input.a2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %t = insertvalue [2 x <4 x float>] poison, <4 x float> zeroinitializer, 0
  call void @llvm.dx.store.output.a2v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, [2 x <4 x float>] %t)
  ret void
}

define void @assigned(i32 %i) {
  %a = call [2 x <2 x i32>] @llvm.dx.load.input.a2v2i32(i32 4, i32 1, i32 1, i8 2, i32 poison)
  %b = call [2 x half] @llvm.dx.load.input.a2f16(i32 4, i32 2, i32 %i, i8 0, i32 poison)
  call void @llvm.dx.store.output.a64v4f32(i32 4, i32 1, i32 0, i8 0, i32 poison, [64 x <4 x float>] zeroinitializer)
  %d = call [2 x float] @dx.op.loadInput.a2f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  ret void
}

declare [3 x <2 x float>] @llvm.dx.load.input.a3v2f32(i32, i32, i32, i8, i32)
declare [2 x float] @llvm.dx.load.input.a2f32(i32, i32, i32, i8, i32)
declare [2 x <2 x i32>] @llvm.dx.load.input.a2v2i32(i32, i32, i32, i8, i32)
declare [2 x half] @llvm.dx.load.input.a2f16(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.a2v4f32(i32, i32, i32, i8, i32, [2 x <4 x float>])
declare void @llvm.dx.store.output.a64v4f32(i32, i32, i32, i8, i32, [64 x <4 x float>])
declare [2 x float] @dx.op.loadInput.a2f32(i32, i32, i32, i8, i32)

attributes #0 = { "hlsl.shader"="vertex" }
