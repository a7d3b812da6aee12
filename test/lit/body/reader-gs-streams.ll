; A geometry shader's stores get the streams of the emit calls that follow
; them: on every path from the store, the first emitStream or
; emitThenCutStream in the same function (cutStream does not emit). A
; store followed by an emit on stream 1 on one branch and stream 2 on the
; other gets both; a store in a loop whose emit is at the loop's end gets
; that stream; a store after the last emit (or in a helper without emits)
; gets none (0, not printed).
; RUN: %build/test/tools/body_sites %s gs | FileCheck %s

; CHECK:      entry gs
; CHECK-NEXT:   function gs
; CHECK-NEXT:   function helper
; CHECK-NEXT:   storeOutput id 0 row 0 col 0 {{.*}} streams 1 in gs: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.000000e+00)
; CHECK-NEXT:   storeOutput id 1 row 0 col 0 {{.*}} streams 6 in gs: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float 1.000000e+00)
; CHECK-NEXT:   storeOutput id 2 row 0 col 0 {{.*}} streams 8 in gs: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 0, float 2.000000e+00)
; CHECK-NEXT:   storeOutput id 3 row 0 col 0 {{.*}} value-op 4 row-op 2 in gs: call void @dx.op.storeOutput.f32(i32 5, i32 3, i32 0, i8 0, float 3.000000e+00)
; CHECK-NEXT:   storeOutput id 4 row 0 col 0 {{.*}} value-op 4 row-op 2 in helper:
; CHECK-NEXT:   emit streams 1 in gs
; CHECK-NEXT:   cut streams 1 in gs
; CHECK-NEXT:   emit streams 2 in gs
; CHECK-NEXT:   emit streams 4 in gs
; CHECK-NEXT:   emit streams 8 in gs{{$}}
; CHECK-NOT: {{.}}

define void @gs(i1 %c, i32 %n) {
entry:
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.0)
  call void @dx.op.emitStream(i32 97, i8 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float 1.0)
  call void @dx.op.cutStream(i32 98, i8 0)
  br i1 %c, label %one, label %two
one:
  call void @dx.op.emitStream(i32 97, i8 1)
  br label %loop
two:
  call void @dx.op.emitThenCutStream(i32 99, i8 2)
  br label %loop
loop:
  %i = phi i32 [ 0, %one ], [ 0, %two ], [ %next, %loop.end ]
  call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 0, float 2.0)
  br label %loop.end
loop.end:
  call void @dx.op.emitStream(i32 97, i8 3)
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @dx.op.storeOutput.f32(i32 5, i32 3, i32 0, i8 0, float 3.0)
  call void @helper()
  ret void
}

define void @helper() {
  call void @dx.op.storeOutput.f32(i32 5, i32 4, i32 0, i8 0, float 4.0)
  ret void
}

declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.emitStream(i32, i8)
declare void @dx.op.cutStream(i32, i8)
declare void @dx.op.emitThenCutStream(i32, i8)
