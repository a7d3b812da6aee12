; A library's element records carry no usage mask: DXC marks the components
; an entry uses only when the target is not a library (its finalize pass),
; so !dx.entryPoints of a library says nothing of them, validator 1.5 on or
; not. A pixel target writes the mask the body reads (0x3).
; RUN: %dxsig-opt -passes=dxsig-lower -dxsig-entry=ps_main -S %s -o - | FileCheck %s --check-prefix=LIB
; RUN: sed 's/shadermodel6.6-library/shadermodel6.6-pixel/' %s > %t.ps.ll
; RUN: %dxsig-opt -passes=dxsig-lower -S %t.ps.ll -o - | FileCheck %s --check-prefix=PS

; LIB: !{i32 0, !"UV", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 2, i32 0, i8 0, null}
; PS:  !{i32 0, !"UV", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 2, i32 0, i8 0, ![[U:[0-9]+]]}
; PS:  ![[U]] = !{i32 3, i32 3}

target triple = "dxil-pc-shadermodel6.6-library"

define void @ps_main() #0 {
entry:
  %u = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %v = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)

attributes #0 = { "hlsl.shader"="pixel" }

!dx.valver = !{!0}
!0 = !{i32 1, i32 6}
!dx.semantic.signatures = !{!1}
!1 = !{ptr @ps_main, !2, null}
!2 = !{!3}
!3 = !{i32 0, !"UV", i32 9, i32 0, !4, i32 2, i32 1, i8 2, i32 0, i8 0, i8 3, i8 0, i32 0}
!4 = !{i32 0}
