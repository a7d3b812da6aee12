; A metadata-only vertex shader (no body accesses) carrying DXC's
; serialized ViewID state: 8 input scalars (A, B: rows 0-1), 6 output
; scalars (SV_Position row 0, C.xy row 1), the ViewID mask (C.x: bit 4 =
; 0x10), then one word per input scalar: A.x -> pos.x, C.y = 0x21;
; A.y -> pos.y = 0x2; A.z, A.w -> pos.z = 0x4; B.x -> C.x, C.y = 0x30;
; B.y -> pos.x = 0x1; B.z, B.w -> 0.
target triple = "dxil-pc-shadermodel6.1-vertex"

define void @main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20, !21}
!10 = !{i32 0, !"A", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!11 = !{i32 1, !"B", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 1, i8 0, i8 3, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!21 = !{i32 1, !"C", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 1, i8 0, i8 3, i8 0, i32 0}
!3 = !{i32 0}
!dx.viewIdState = !{!30}
!30 = !{[11 x i32] [i32 8, i32 6, i32 16, i32 33, i32 2, i32 4, i32 4, i32 48, i32 1, i32 0, i32 0]}
