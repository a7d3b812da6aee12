; A geometry shader writing two streams: one input->output table per
; stream, each output in its element's stream.
;
;   inputs  P float4 (row 0: scalars 0-3)  X float (row 1: 4)
;   stream 0: SV_Position (row 0: 0-3)     stream 1: S float2 (row 0: 0-1)
;   pos.x = P[0].x; emit(0);   S.x = X[1]; S.y = P[0].y; emit(1);
;
;   stream 0: P.x -> pos.x = 0x1
;   stream 1: P.y -> S.y = 0x2   X -> S.x = 0x1
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0 ]
; CHECK-NEXT:   - [ 0x0, 0x2, 0x0, 0x0, 0x1, 0x0, 0x0, 0x0 ]
; CHECK-NEXT:   - [  ]
; CHECK-NEXT:   - [  ]

target triple = "dxil-pc-shadermodel6.0-geometry"

define void @main() #0 {
entry:
  %px = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %px)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  call void @dx.op.emitStream(i32 97, i8 0)
  %x = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 1)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %x)
  %py = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %py)
  call void @dx.op.emitStream(i32 97, i8 1)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.emitStream(i32, i8)

attributes #0 = { "hlsl.shader"="geometry" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20, !21}
!10 = !{i32 0, !"P", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"X", i32 9, i32 0, !3, i32 0, i32 1, i8 1, i32 1, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"S", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 0, i8 0, i8 0, i8 0, i32 1}
!3 = !{i32 0}
