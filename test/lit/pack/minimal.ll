; Minimal packing (dxsig-pack<minimal>, --packing=minimal): the fewest rows.
; vs_main's outputs A[3] x1, B x2, C[3] x2, D x3 take 5 rows in both DXC
; modes and 4 in minimal. hs_main's control points (constant A[15] x1,
; linear B[9] x3, constant C[12] x2, D[7] x3, E[7] x2) fail in both DXC
; modes and fit in 31 rows. UsageMask is shifted by the new StartCol.
; RUN: %dxsig-opt -passes='dxsig-pack<minimal>' -S %s | FileCheck %s --check-prefix=MD
; RUN: %dxsig-opt -dxsig-packing-mode=minimal -passes=dxsig-pack -S %s | FileCheck %s --check-prefix=MD
; RUN: %dxsig pack --report --packing=minimal %s | FileCheck %s --check-prefix=REPORT --match-full-lines --strict-whitespace
; RUN: not %dxsig pack --report --packing=prefix-stable %s | FileCheck %s --check-prefix=STABLE
; RUN: not %dxsig pack --report --packing=optimized %s | FileCheck %s --check-prefix=OPT

; MD: !{i32 0, !"A", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 3, i8 1, i32 1, i8 3, i8 8, i8 0, i32 0}
; MD: !{i32 1, !"B", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 2, i32 0, i8 2, i8 12, i8 0, i32 0}
; MD: !{i32 2, !"C", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 3, i8 2, i32 0, i8 0, i8 3, i8 0, i32 0}
; MD: !{i32 3, !"D", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 3, i32 3, i8 0, i8 7, i8 0, i32 0}

;      REPORT:vs_main out 0 A row=1 col=3
; REPORT-NEXT:vs_main out 1 B row=0 col=2
; REPORT-NEXT:vs_main out 2 C row=0 col=0
; REPORT-NEXT:vs_main out 3 D row=3 col=0
; REPORT-NEXT:hs_main in 0 A row=16 col=3
; REPORT-NEXT:hs_main in 1 B row=0 col=0
; REPORT-NEXT:hs_main in 2 C row=9 col=0
; REPORT-NEXT:hs_main in 3 D row=21 col=0
; REPORT-NEXT:hs_main in 4 E row=9 col=2
; REPORT-EMPTY:

; STABLE: vs_main out 3 D row=4 col=0
; STABLE: hs_main in FAIL 4
; OPT: vs_main out 1 B row=4 col=0
; OPT: hs_main in FAIL 1

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
  ret void
}

define void @hs_main() #1 {
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { "hlsl.shader"="hull" }

!dx.semantic.signatures = !{!0, !1}
!0 = !{ptr @vs_main, null, !2}
!1 = !{ptr @hs_main, !3, null}
!2 = !{!10, !11, !12, !13}
!3 = !{!20, !21, !22, !23, !24}
!10 = !{i32 0, !"A", i32 9, i32 0, !30, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!11 = !{i32 1, !"B", i32 9, i32 0, !31, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!12 = !{i32 2, !"C", i32 9, i32 0, !32, i32 0, i32 3, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!13 = !{i32 3, !"D", i32 9, i32 0, !33, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
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
