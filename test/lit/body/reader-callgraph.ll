; The functions an entry reaches: the entry, then each callee once, in
; call-graph preorder (callees in the order of their first call), through
; recursion (@rec calls itself and @shared again) and past declarations
; and indirect calls, which are not followed. Two entries sharing @shared
; both get its access. An entry with "hlsl.patchconstantfunc" reaches that
; function after its own callees.
; RUN: %build/test/tools/body_sites %s vs_a vs_b hs | FileCheck %s

; CHECK:      entry vs_a
; CHECK-NEXT:   function vs_a
; CHECK-NEXT:   function shared
; CHECK-NEXT:   function leaf
; CHECK-NEXT:   function rec
; CHECK-NEXT:   function shared_again
; CHECK-NEXT:   storeOutput id 0 row 0 col 0 width 1 f32 {{.*}} in vs_a:
; CHECK-NEXT:   loadInput id 1 row 0 col 0 width 1 f32 {{.*}} in shared:
; CHECK-NEXT:   loadInput id 2 row 0 col 0 width 1 f32 {{.*}} in leaf:
; CHECK-NEXT:   loadInput id 3 row 0 col 0 width 1 f32 {{.*}} in rec:
; CHECK-NEXT: entry vs_b
; CHECK-NEXT:   function vs_b
; CHECK-NEXT:   function shared
; CHECK-NEXT:   function leaf
; CHECK-NEXT:   loadInput id 1 row 0 col 0 width 1 f32 {{.*}} in shared:
; CHECK-NEXT:   loadInput id 2 row 0 col 0 width 1 f32 {{.*}} in leaf:
; CHECK-NEXT: entry hs
; CHECK-NEXT:   function hs
; CHECK-NEXT:   function leaf
; CHECK-NEXT:   function pc
; CHECK-NEXT:   loadInput id 2 row 0 col 0 width 1 f32 {{.*}} in leaf:
; CHECK-NEXT:   storePatchConstant id 0 row 1 col 0 width 1 f32 {{.*}} in pc:{{.*}}{{$}}
; CHECK-NOT: {{.}}

define void @vs_a(ptr %fp) {
  call void @vs_a_decl()
  call void %fp()
  %x = call float @shared()
  call void @rec(i32 3)
  call void @shared_again()
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  ret void
}

define void @vs_b() {
  %x = call float @shared()
  %y = call float @shared()
  ret void
}

define void @hs() #0 {
  %x = call float @leaf()
  ret void
}

define void @pc() {
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float 1.0)
  ret void
}

define float @shared() {
  %a = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %b = call float @leaf()
  ret float %a
}

define float @leaf() {
  %a = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 0, i32 undef)
  ret float %a
}

define void @rec(i32 %n) {
  %a = call float @dx.op.loadInput.f32(i32 4, i32 3, i32 0, i8 0, i32 undef)
  call void @rec(i32 %n)
  %b = call float @shared()
  ret void
}

define void @shared_again() {
  %b = call float @shared()
  ret void
}

declare void @vs_a_decl()
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="hull" "hlsl.patchconstantfunc"="pc" }
