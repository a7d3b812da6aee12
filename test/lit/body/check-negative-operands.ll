; A row or signature ID of -1 (an i32 operand) is shown as the code writes
; it, -1, not as its 32 bits read unsigned (4294967295). The column
; operand is an i8 the reader widens without sign (255).
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --implicit-check-not=4294967295

; CHECK:      {{.*}}.ll:{{[0-9]+}}:1: error: entry 'main' input element 1 'TEXCOORD0' (!{{[0-9]+}}): in function 'main': `%r = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 -1, i8 0, i32 undef)`: row -1 is outside the element's 2 rows
; CHECK-NEXT: {{.*}}.ll:{{[0-9]+}}:1: error: entry 'main' input signature (!{{[0-9]+}}): in function 'main': `%d = call float @dx.op.loadInput.f32(i32 4, i32 -1, i32 0, i8 0, i32 undef)`: loadInput names element -1, but the list has 3 elements
; CHECK-NEXT: {{.*}}.ll:{{[0-9]+}}:1: error: entry 'main' input element 1 'TEXCOORD0' (!{{[0-9]+}}): in function 'main': `%c = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 -1, i32 undef)`: column 255 is outside the element's 2 columns
; CHECK-NOT:  {{error|warning}}:

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main() #0 {
entry:
  %r = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 -1, i8 0, i32 undef)
  %d = call float @dx.op.loadInput.f32(i32 4, i32 -1, i32 0, i8 0, i32 undef)
  %c = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 -1, i32 undef)
  %s = fadd float %r, %d
  %t = fadd float %s, %c
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %t)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
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
!2 = !{!20}
!10 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !31, i32 0, i32 2, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!12 = !{i32 2, !"SV_VertexID", i32 5, i32 1, !30, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
!31 = !{i32 0, i32 1}
