; The worked example of the seed (vs_main), unpacked:
; inputs POSITION and TEXCOORD[2], output SV_Position (noperspective, as
; DXC's front end sets it). Tests append a !dx.valver.
target triple = "dxil-pc-shadermodel6.0-vertex"

define void @vs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, !1, !4}
!1 = !{!2, !3}
!2 = !{i32 0, !"POSITION", i32 9, i32 0, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !21, i32 0, i32 2, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{!5}
!5 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1}
