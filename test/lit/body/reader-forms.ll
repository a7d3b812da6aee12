; The access reader's table, one call of each form: LLVM 22's
; llvm.dx.load.input / llvm.dx.store.output (signature ID in operand 1, row
; in 2, column in 3, a store's value in 5; width from the vector) and DXC's
; dx.op family, told apart by the constant opcode in operand 0. The
; instruction is printed without its metadata and attribute group, the
; location comes from !dbg. A call whose function names a signature
; operation but whose operand count is not the operation's is malformed
; (body-call); an unknown opcode is not an access.
; RUN: %build/test/tools/body_sites %s main | FileCheck %s

; CHECK:      entry main
; CHECK-NEXT:   function main
; CHECK-NEXT:   loadInput id 2 row 1 col 1 width 3 f32 value-op -1 row-op 2 in main at forms.hlsl:7:3: %a = call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 2, i32 1, i8 1, i32 poison)
; CHECK-NEXT:   storeOutput id 1 row 0 col 2 width 2 f16 value-op 5 row-op 2 in main: call void @llvm.dx.store.output.v2f16(i32 5, i32 1, i32 0, i8 2, i32 poison, <2 x half> %h)
; CHECK-NEXT:   loadInput id 3 row dynamic col 0 width 1 i32 value-op -1 row-op 2 in main: %b = call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 %r, i8 0, i32 undef)
; CHECK-NEXT:   storeOutput id 0 row 0 col 3 width 1 f32 value-op 4 row-op 2 in main: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
; CHECK-NEXT:   loadInput id 1 row 0 col 0 width 1 f32 value-op -1 row-op 2 in main: %c = call float @dx.op.evalSnapped.f32(i32 87, i32 1, i32 0, i8 0, i32 1, i32 2)
; CHECK-NEXT:   loadInput id 1 row 0 col 1 width 1 f32 value-op -1 row-op 2 in main: %d = call float @dx.op.evalSampleIndex.f32(i32 88, i32 1, i32 0, i8 1, i32 0)
; CHECK-NEXT:   loadInput id 1 row 0 col 2 width 1 f32 value-op -1 row-op 2 in main: %e = call float @dx.op.evalCentroid.f32(i32 89, i32 1, i32 0, i8 2)
; CHECK-NEXT:   loadInput id 4 row 0 col 0 width 1 f32 value-op -1 row-op 2 in main: %f = call float @dx.op.attributeAtVertex.f32(i32 137, i32 4, i32 0, i8 0, i8 2)
; CHECK-NEXT:   loadOutputControlPoint id 0 row 0 col 1 width 1 f32 value-op -1 row-op 2 in main: %g = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 1, i32 2)
; CHECK-NEXT:   loadPatchConstant id 2 row 1 col 0 width 1 f32 value-op -1 row-op 2 in main: %i = call float @dx.op.loadPatchConstant.f32(i32 104, i32 2, i32 1, i8 0)
; CHECK-NEXT:   storePatchConstant id 0 row 2 col 0 width 1 f32 value-op 4 row-op 2 in main: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float %i)
; CHECK-NEXT:   storeVertexOutput id 1 row 0 col 0 width 1 i16 value-op 4 row-op 2 in main: call void @dx.op.storeVertexOutput.i16(i32 171, i32 1, i32 0, i8 0, i16 7, i32 0)
; CHECK-NEXT:   storePrimitiveOutput id 0 row 0 col 1 width 1 f64 value-op 4 row-op 2 in main: call void @dx.op.storePrimitiveOutput.f64(i32 172, i32 0, i32 0, i8 1, double 0.000000e+00, i32 1)
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 1 i1 value-op -1 row-op 2 malformed: the signature ID is not a constant in main: %j = call i1 @dx.op.loadInput.i1(i32 4, i32 %r, i32 0, i8 0, i32 undef)
; CHECK-NEXT:   loadInput id 5 row 0 col 0 width 1 i64 value-op -1 row-op 2 malformed: the column is not a constant in main: %k = call i64 @dx.op.loadInput.i64(i32 4, i32 5, i32 0, i8 %col, i32 undef)
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 1 other value-op -1 row-op 2 in main: %l = call i8 @dx.op.loadInput.i8(i32 4, i32 0, i32 0, i8 0, i32 undef)
; CHECK-NEXT:   loadInput id 0 row 0 col 0 width 0 other value-op -1 row-op -1 malformed: the operation's operand count is not DXC's in main: %m = call float @dx.op.loadInput.f32.short(i32 4, i32 0, i32 0, i8 0)
; CHECK-NEXT:   viewID in main{{$}}
; CHECK-NOT: {{.}}

target triple = "dxil-pc-shadermodel6.8-pixel"

define void @main(i32 %r, i8 %col, <2 x half> %h) #0 {
entry:
  %a = call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 2, i32 1, i8 1, i32 poison), !dbg !7
  call void @llvm.dx.store.output.v2f16(i32 5, i32 1, i32 0, i8 2, i32 poison, <2 x half> %h) #0
  %b = call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 %r, i8 0, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  %c = call float @dx.op.evalSnapped.f32(i32 87, i32 1, i32 0, i8 0, i32 1, i32 2)
  %d = call float @dx.op.evalSampleIndex.f32(i32 88, i32 1, i32 0, i8 1, i32 0)
  %e = call float @dx.op.evalCentroid.f32(i32 89, i32 1, i32 0, i8 2)
  %f = call float @dx.op.attributeAtVertex.f32(i32 137, i32 4, i32 0, i8 0, i8 2)
  %g = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 1, i32 2)
  %i = call float @dx.op.loadPatchConstant.f32(i32 104, i32 2, i32 1, i8 0)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float %i)
  call void @dx.op.storeVertexOutput.i16(i32 171, i32 1, i32 0, i8 0, i16 7, i32 0)
  call void @dx.op.storePrimitiveOutput.f64(i32 172, i32 0, i32 0, i8 1, double 0.0, i32 1)
  %j = call i1 @dx.op.loadInput.i1(i32 4, i32 %r, i32 0, i8 0, i32 undef)
  %k = call i64 @dx.op.loadInput.i64(i32 4, i32 5, i32 0, i8 %col, i32 undef)
  %l = call i8 @dx.op.loadInput.i8(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %v = call i32 @dx.op.viewID.i32(i32 138)
  ; a wrong operand count (malformed); not accesses: an unknown opcode, a
  ; non-constant opcode of a function that names no signature operation
  %m = call float @dx.op.loadInput.f32.short(i32 4, i32 0, i32 0, i8 0)
  %n = call float @dx.op.other.f32(i32 6, i32 0, i32 0, i8 0, i32 undef)
  %o = call float @dx.op.other.f32(i32 %r, i32 0, i32 0, i8 0, i32 undef)
  ret void
}

declare <3 x float> @llvm.dx.load.input.v3f32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v2f16(i32, i32, i32, i8, i32, <2 x half>)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare i1 @dx.op.loadInput.i1(i32, i32, i32, i8, i32)
declare i64 @dx.op.loadInput.i64(i32, i32, i32, i8, i32)
declare i8 @dx.op.loadInput.i8(i32, i32, i32, i8, i32)
declare float @dx.op.loadInput.f32.short(i32, i32, i32, i8)
declare float @dx.op.other.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare float @dx.op.evalSnapped.f32(i32, i32, i32, i8, i32, i32)
declare float @dx.op.evalSampleIndex.f32(i32, i32, i32, i8, i32)
declare float @dx.op.evalCentroid.f32(i32, i32, i32, i8)
declare float @dx.op.attributeAtVertex.f32(i32, i32, i32, i8, i8)
declare float @dx.op.loadOutputControlPoint.f32(i32, i32, i32, i8, i32)
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeVertexOutput.i16(i32, i32, i32, i8, i16, i32)
declare void @dx.op.storePrimitiveOutput.f64(i32, i32, i32, i8, double, i32)
declare i32 @dx.op.viewID.i32(i32)

attributes #0 = { "hlsl.shader"="pixel" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "forms.hlsl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 7, column: 3, scope: !4)
