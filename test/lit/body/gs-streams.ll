; A geometry shader writing two streams: SV_Position (stream 0) is stored
; before an emitStream on stream 0, TEXCOORD (stream 1) before one on
; stream 1, so both check. The input is read per vertex (loadInput's vertex
; operand). In the second run both paths after the TEXCOORD stores emit on
; stream 0: each store is an error that names the stream it reaches.
; RUN: %dxsig print %s 2>&1 | FileCheck %s --implicit-check-not=warning
; RUN: sed -e 's/i8 1) ; stream/i8 0) ; stream/' %s > %t.bad.ll
; RUN: not %dxsig verify %t.bad.ll 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK:      ; POS                      0   xyzw        0     NONE   float   xyzw
; CHECK:      ; m0:SV_Position           0   xyzw        0      POS   float   xyzw
; CHECK-NEXT: ; m1:TEXCOORD              0   xy          0     NONE   float   xy

; BAD:      dxsig: error: {{.*}}: entry 'main' output element 1 'TEXCOORD0': in function 'main': `call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %x)`: the element is on stream 1, but the store is emitted on stream 0
; BAD-NEXT: dxsig: error: {{.*}}: entry 'main' output element 1 'TEXCOORD0': in function 'main': `call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %y)`: the element is on stream 1, but the store is emitted on stream 0
; BAD-NOT:  dxsig:

target triple = "dxil-pc-shadermodel6.8-geometry"

define void @main(i1 %c) #0 {
entry:
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  %y = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 1)
  %z = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 2)
  %w = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 2)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %y)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %z)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %w)
  call void @dx.op.emitStream(i32 97, i8 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %x)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %y)
  br i1 %c, label %a, label %b
a:
  call void @dx.op.emitStream(i32 97, i8 1) ; stream
  br label %done
b:
  call void @dx.op.emitThenCutStream(i32 99, i8 1) ; stream
  br label %done
done:
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.emitStream(i32, i8)
declare void @dx.op.emitThenCutStream(i32, i8)

attributes #0 = { "hlsl.shader"="geometry" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10}
!2 = !{!20, !21}
!10 = !{i32 0, !"POS", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 1}
!30 = !{i32 0}
