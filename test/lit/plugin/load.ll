; The plugin loads into opt and dxsig-verify accepts a valid module without
; changing it (the metadata prints back unchanged, still unallocated).
; RUN: %dxsig-opt -passes=dxsig-verify -S %s | FileCheck %s --check-prefix=MD

; MD: !dx.semantic.signatures = !{![[T:[0-9]+]]}
; MD: ![[T]] = !{ptr @vs_main, null, ![[L:[0-9]+]]}
; MD: ![[L]] = !{![[E:[0-9]+]]}
; MD: ![[E]] = !{i32 0, !"SV_Position", i32 9, i32 3, !{{[0-9]+}}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!2}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 0}
