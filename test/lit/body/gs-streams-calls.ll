; The stream a geometry-shader store goes to is that of the emits that can
; follow it, through calls and returns: a store in a helper takes the
; streams of the emits after each call of the helper (and of its callers'
; calls, when the path returns again); a call emits what its callee emits
; first, and a callee that does not emit lets the path go on.
;
;   write_pos_x (called by write_pos, called before emitStream 0 and
;     before emit1, which emits on stream 1): streams 0 and 1; SV_Position
;     is on stream 0, which is among them
;   write_tex, called before emitStream 0 only: stream 0, but TEXCOORD is
;     on stream 1: an error at the store, in the helper
;   main's own TEXCOORD.y store, followed by nothing() (no emit) and
;     emit1(): stream 1
; RUN: %build/test/tools/body_sites %s main | FileCheck %s --check-prefix=SITES
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s

; SITES:      entry main
; SITES-NEXT:   function main
; SITES-NEXT:   function write_pos
; SITES-NEXT:   function write_pos_x
; SITES-NEXT:   function write_tex
; SITES-NEXT:   function nothing
; SITES-NEXT:   function emit1
; SITES-NEXT:   storeOutput id 1 row 0 col 1 {{.*}} streams 2 in main:
; SITES-NEXT:   storeOutput id 0 row 0 col 0 {{.*}} streams 3 in write_pos_x:
; SITES-NEXT:   storeOutput id 0 row 0 col 1 {{.*}} streams 3 in write_pos_x:
; SITES-NEXT:   storeOutput id 0 row 0 col 2 {{.*}} streams 3 in write_pos_x:
; SITES-NEXT:   storeOutput id 0 row 0 col 3 {{.*}} streams 3 in write_pos_x:
; SITES-NEXT:   storeOutput id 1 row 0 col 0 {{.*}} streams 1 in write_tex:
; SITES-NEXT:   emit streams 1 in main
; SITES-NEXT:   emit streams 1 in main
; SITES-NEXT:   emit streams 2 in emit1
; SITES-NOT:  {{.}}

; CHECK:      {{.*}}gs-streams-calls.ll:{{[0-9]+}}:1: error: entry 'main' output element 1 'TEXCOORD0' (!{{[0-9]+}}): in function 'write_tex': `call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float 1.000000e+00)`: the element is on stream 1, but the store is emitted on stream 0
; CHECK-NOT:  {{error|warning}}:

target triple = "dxil-pc-shadermodel6.8-geometry"

define void @main() #0 {
entry:
  call void @write_pos()
  call void @dx.op.emitStream(i32 97, i8 0)
  call void @write_tex()
  call void @dx.op.emitStream(i32 97, i8 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float 2.0)
  call void @nothing()
  call void @emit1()
  call void @write_pos()
  call void @emit1()
  ret void
}

define internal void @write_pos() {
  call void @write_pos_x()
  ret void
}

define internal void @write_pos_x() {
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}

define internal void @write_tex() {
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float 1.0)
  ret void
}

define internal void @emit1() {
  call void @dx.op.emitStream(i32 97, i8 1)
  ret void
}

define internal void @nothing() {
  ret void
}

declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.emitStream(i32, i8)

attributes #0 = { "hlsl.shader"="geometry" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, null, !2}
!2 = !{!20, !21}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 1}
!30 = !{i32 0}
