; The packing mode: prefix-stable by default, optimized through the pass
; parameter or -dxsig-packing-mode. Here optimized puts the float4 first
; (full-register group), prefix-stable keeps declaration order.
; RUN: %dxsig-opt -passes=dxsig-pack -S %s | FileCheck %s --check-prefix=STABLE
; RUN: %dxsig-opt -passes='dxsig-pack<prefix-stable>' -dxsig-packing-mode=optimized -S %s \
; RUN:   | FileCheck %s --check-prefix=STABLE
; RUN: %dxsig-opt -passes='dxsig-pack<optimized>' -S %s | FileCheck %s --check-prefix=OPT
; RUN: %dxsig-opt -dxsig-packing-mode=optimized -passes=dxsig-pack -S %s \
; RUN:   | FileCheck %s --check-prefix=OPT

; STABLE: !{i32 0, !"A", i32 9, i32 0, !{{[0-9]+}}, i32 2, i32 1, i8 2, i32 0, i8 0, i8 3, i8 0, i32 0}
; STABLE: !{i32 1, !"B", i32 9, i32 0, !{{[0-9]+}}, i32 2, i32 1, i8 4, i32 1, i8 0, i8 15, i8 0, i32 0}
; OPT:    !{i32 0, !"A", i32 9, i32 0, !{{[0-9]+}}, i32 2, i32 1, i8 2, i32 1, i8 0, i8 3, i8 0, i32 0}
; OPT:    !{i32 1, !"B", i32 9, i32 0, !{{[0-9]+}}, i32 2, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, null, !1}
!1 = !{!2, !3}
!2 = !{i32 0, !"A", i32 9, i32 0, !4, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!3 = !{i32 1, !"B", i32 9, i32 0, !4, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{i32 0}
