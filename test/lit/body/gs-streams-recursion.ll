; Streams through recursive helpers: ping and pong call each other, so
; neither's summary is known before the other's; they are solved together
; until nothing changes (pong emits stream 1 after its call of ping, so a
; path into ping that does not emit goes on to that emit).
;
;   main's store, followed by the call of ping: ping emits nothing itself
;     but may call pong, which emits stream 1 after calling ping: stream 1
;   ping's store before its return: what follows ping's calls, in main
;     (nothing) and in pong (emitStream 1): stream 1
;   pong's store after its emit, before its return: what follows pong's
;     call in ping, that is ping's return again: stream 1
; TEXCOORD is on stream 1: no error.
; RUN: %build/test/tools/body_sites %s main | FileCheck %s --check-prefix=SITES
; RUN: %dxsig verify %s 2>&1 | FileCheck %s --allow-empty --check-prefix=CLEAN

; SITES:      entry main
; SITES-NEXT:   function main
; SITES-NEXT:   function ping
; SITES-NEXT:   function pong
; SITES-NEXT:   storeOutput id 0 row 0 col 0 {{.*}} streams 2 in main:
; SITES-NEXT:   storeOutput id 0 row 0 col 1 {{.*}} streams 2 in ping:
; SITES-NEXT:   storeOutput id 0 row 0 col 0 {{.*}} streams 2 in pong:
; SITES-NEXT:   emit streams 2 in pong
; SITES-NOT:  {{.}}

; CLEAN-NOT: {{error|warning}}:

target triple = "dxil-pc-shadermodel6.8-geometry"

define void @main() #0 {
entry:
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.0)
  call void @ping(i32 3)
  ret void
}

define internal void @ping(i32 %n) {
entry:
  %more = icmp sgt i32 %n, 0
  br i1 %more, label %again, label %done
again:
  call void @pong(i32 %n)
  ret void
done:
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)
  ret void
}

define internal void @pong(i32 %n) {
entry:
  %m = sub i32 %n, 1
  call void @ping(i32 %m)
  call void @dx.op.emitStream(i32 97, i8 1)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 2.0)
  ret void
}

declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.emitStream(i32, i8)

attributes #0 = { "hlsl.shader"="geometry" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, null, !2}
!2 = !{!21}
!21 = !{i32 0, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 1}
!30 = !{i32 0}
