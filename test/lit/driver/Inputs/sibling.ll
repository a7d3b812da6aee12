; Three entries, packed: vs_main and ps_main are sound and link; vs_bad's
; output has interpolation mode 9, which no mode is. Asked about ps_main
; (or the vs_main/ps_main pipeline) alone, every command and pass judges
; it alone and sums vs_bad up in one note.
target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

define void @ps_main() #1 {
entry:
  ret void
}

define void @vs_bad() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0, !6, !14}

!0 = !{ptr @vs_main, !1, !3}
!1 = !{!2}
!2 = !{i32 0, !"POSITION", i32 9, i32 0, !20, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!3 = !{!4, !5}
!4 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!5 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 1, i8 0, i8 15, i8 0, i32 0}

!6 = !{ptr @ps_main, !7, !10}
!7 = !{!8, !9}
!8 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!9 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 2, i32 1, i8 4, i32 1, i8 0, i8 15, i8 0, i32 0}
!10 = !{!11}
!11 = !{i32 0, !"SV_Target", i32 9, i32 16, !20, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}

!14 = !{ptr @vs_bad, null, !15}
!15 = !{!16}
!16 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 9, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}

!20 = !{i32 0}
