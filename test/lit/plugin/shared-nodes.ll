; Uniqued element nodes are shared: !3 (X) heads both entries' output lists,
; but optimized packing puts it on row 0 for @a and, behind the full
; register Y, on row 1 for @b. Each list must get its own node; !3 itself is
; never edited in place.
; RUN: %dxsig-opt -passes='dxsig-pack<optimized>' -S %s | FileCheck %s --check-prefix=MD

; MD: !{ptr @a, null, ![[AL:[0-9]+]]}
; MD: ![[AL]] = !{![[AX:[0-9]+]]}
; MD: ![[AX]] = !{i32 0, !"X", {{.*}}, i32 0, i8 0, i8 3, i8 0, i32 0}
; MD: !{ptr @b, null, ![[BL:[0-9]+]]}
; MD: ![[BL]] = !{![[BX:[0-9]+]], ![[BY:[0-9]+]]}
; MD: ![[BX]] = !{i32 0, !"X", {{.*}}, i32 1, i8 0, i8 3, i8 0, i32 0}
; MD: ![[BY]] = !{i32 1, !"Y", {{.*}}, i32 0, i8 0, i8 15, i8 0, i32 0}

target triple = "dxil-pc-shadermodel6.8-library"

define void @a() #0 {
entry:
  ret void
}

define void @b() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0, !5}
!0 = !{ptr @a, null, !1}
!1 = !{!3}
!2 = !{i32 1, !"Y", i32 9, i32 0, !4, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 0, !"X", i32 9, i32 0, !4, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!4 = !{i32 0}
!5 = !{ptr @b, null, !6}
!6 = !{!3, !2}
