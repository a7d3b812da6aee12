; Calls that name a signature operation but are not one DXC's validator
; accepts are errors (body-call), each at its call, never accesses dropped
; without a word: an opcode that is not a constant, an opcode that is not
; the function's operation (3 for loadInput), the wrong operand count, and
; a dx.op function with a body (whose code would otherwise be read as the
; entry's). The module is not packed.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not %dxsig pack %s -o %t.ll 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not test -e %t.ll

; CHECK-DAG: error: entry 'main' input signature (!{{[0-9]+}}): in function 'main': `%a = call float @dx.op.loadInput.f32(i32 %op, i32 0, i32 0, i8 0, i32 undef)`: opcode must be an immediate constant
; CHECK-DAG: error: entry 'main' input signature (!{{[0-9]+}}): in function 'main': `%b = call float @dx.op.loadInput.f32(i32 3, i32 0, i32 0, i8 0, i32 undef)`: the opcode is not the function's operation: not a DXILOpFunction
; CHECK-DAG: error: entry 'main' input signature (!{{[0-9]+}}): in function 'main': `%c = call i16 @dx.op.loadInput.i16(i32 4, i32 0, i32 0, i8 0)`: the operation's operand count is not DXC's
; CHECK-DAG: error: entry 'main' output signature (!{{[0-9]+}}): in function 'main': `call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %s)`: a dx.op function with a body: DXC's operations are declarations, whose calls the validator reads (the body is not)

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main(i32 %op) #0 {
entry:
  %a = call float @dx.op.loadInput.f32(i32 %op, i32 0, i32 0, i8 0, i32 undef)
  %b = call float @dx.op.loadInput.f32(i32 3, i32 0, i32 0, i8 0, i32 undef)
  %c = call i16 @dx.op.loadInput.i16(i32 4, i32 0, i32 0, i8 0)
  %s = fadd float %a, %b
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %s)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i16 @dx.op.loadInput.i16(i32, i32, i32, i8)

define void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10}
!2 = !{!20}
!10 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
