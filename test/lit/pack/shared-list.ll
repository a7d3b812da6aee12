; A list node shared by several entries of one stage is packed once and
; every entry gets its layout (and its result): vs_a, vs_b and vs_c share
; !2 (4 rows minimal, 5 in both DXC modes), hs_a and hs_b share !3 (fits
; only minimal). vs_d has its own node with the same elements and lands
; the same way. Each entry's UsageMask is shifted by its new StartCol.
; RUN: %dxsig pack --report --packing=minimal %s | FileCheck %s --check-prefix=MIN --match-full-lines
; RUN: not %dxsig pack --report --packing=prefix-stable %s | FileCheck %s --check-prefix=STABLE --match-full-lines
; RUN: %dxsig pack --packing=minimal %s | FileCheck %s --check-prefix=MD

;      MIN:vs_a out 0 A row=1 col=3
; MIN-NEXT:vs_a out 1 B row=0 col=2
; MIN-NEXT:vs_a out 2 C row=0 col=0
; MIN-NEXT:vs_a out 3 D row=3 col=0
; MIN-NEXT:vs_b out 0 A row=1 col=3
; MIN-NEXT:vs_b out 1 B row=0 col=2
; MIN-NEXT:vs_b out 2 C row=0 col=0
; MIN-NEXT:vs_b out 3 D row=3 col=0
; MIN-NEXT:hs_a in 0 A row=16 col=3
; MIN-NEXT:hs_a in 1 B row=0 col=0
; MIN-NEXT:hs_a in 2 C row=9 col=0
; MIN-NEXT:hs_a in 3 D row=21 col=0
; MIN-NEXT:hs_a in 4 E row=9 col=2
; MIN-NEXT:vs_c out 0 A row=1 col=3
; MIN-NEXT:vs_c out 1 B row=0 col=2
; MIN-NEXT:vs_c out 2 C row=0 col=0
; MIN-NEXT:vs_c out 3 D row=3 col=0
; MIN-NEXT:hs_b in 0 A row=16 col=3
; MIN-NEXT:hs_b in 1 B row=0 col=0
; MIN-NEXT:hs_b in 2 C row=9 col=0
; MIN-NEXT:hs_b in 3 D row=21 col=0
; MIN-NEXT:hs_b in 4 E row=9 col=2
; MIN-NEXT:vs_d out 0 A row=1 col=3
; MIN-NEXT:vs_d out 1 B row=0 col=2
; MIN-NEXT:vs_d out 2 C row=0 col=0
; MIN-NEXT:vs_d out 3 D row=3 col=0
; MIN-EMPTY:

;      STABLE:vs_a out 3 D row=4 col=0
;      STABLE:hs_a in FAIL 4
;      STABLE:vs_c out 3 D row=4 col=0
; STABLE-NEXT:hs_b in FAIL 4

; MD-DAG: !{i32 1, !"B", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 2, i32 0, i8 2, i8 12, i8 0, i32 0}
; MD-DAG: !{i32 3, !"D", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 3, i32 3, i8 0, i8 7, i8 0, i32 0}

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_a() #0 {
  ret void
}

define void @vs_b() #0 {
  ret void
}

define void @hs_a() #1 {
  ret void
}

define void @vs_c() #0 {
  ret void
}

define void @hs_b() #1 {
  ret void
}

define void @vs_d() #0 {
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { "hlsl.shader"="hull" }

!dx.semantic.signatures = !{!0, !1, !4, !5, !6, !7}
!0 = !{ptr @vs_a, null, !2}
!1 = !{ptr @vs_b, null, !2}
!4 = !{ptr @hs_a, !3, null}
!5 = !{ptr @vs_c, null, !2}
!6 = !{ptr @hs_b, !3, null}
!7 = !{ptr @vs_d, null, !8}
!2 = !{!10, !11, !12, !13}
!3 = !{!20, !21, !22, !23, !24}
!8 = !{!14, !15, !16, !17}
!10 = !{i32 0, !"A", i32 9, i32 0, !30, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!11 = !{i32 1, !"B", i32 9, i32 0, !31, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!12 = !{i32 2, !"C", i32 9, i32 0, !32, i32 0, i32 3, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!13 = !{i32 3, !"D", i32 9, i32 0, !33, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!14 = !{i32 0, !"A", i32 9, i32 0, !30, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!15 = !{i32 1, !"B", i32 9, i32 0, !31, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!16 = !{i32 2, !"C", i32 9, i32 0, !32, i32 0, i32 3, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!17 = !{i32 3, !"D", i32 9, i32 0, !33, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!20 = !{i32 0, !"A", i32 9, i32 0, !34, i32 1, i32 15, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!21 = !{i32 1, !"B", i32 9, i32 0, !35, i32 2, i32 9, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!22 = !{i32 2, !"C", i32 9, i32 0, !36, i32 1, i32 12, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!23 = !{i32 3, !"D", i32 9, i32 0, !37, i32 1, i32 7, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!24 = !{i32 4, !"E", i32 9, i32 0, !38, i32 1, i32 7, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!30 = !{i32 0, i32 1, i32 2}
!31 = !{i32 0}
!32 = !{i32 0, i32 1, i32 2}
!33 = !{i32 0}
!34 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14}
!35 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8}
!36 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11}
!37 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6}
!38 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6}
