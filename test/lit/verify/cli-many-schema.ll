; The reader reports every schema problem of a module, not just the first:
; problems in several entries, lists and elements, in table order. (opt
; stops at its first error, so this goes through the CLI.)
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --implicit-check-not=error:

; CHECK:      {{.*}}cli-many-schema.ll:43:1: error: entry 'vs_main' output element 0 'A0' (!2): operand 7 (Cols) must be an i8, found i32
; CHECK-NEXT: {{.*}}cli-many-schema.ll:44:1: error: entry 'vs_main' output element 1 'B0' (!4): signature ID is 5, expected 1 (IDs are dense and 0-based in list order)
; CHECK-NEXT: {{.*}}cli-many-schema.ll:44:1: error: entry 'vs_main' output element 1 'B0' (!4): Cols is 0, must be 1 to 4
; CHECK-NEXT: {{.*}}cli-many-schema.ll:44:1: error: entry 'vs_main' output element 1 'B0' (!4): UsageMask is 0x1f, must be at most 0xf
; CHECK-NEXT: {{.*}}cli-many-schema.ll:45:1: error: entry 'vs_main' output element 2 'C1' (!5): semantic index list has 2 entries but Rows is 1
; CHECK-NEXT: {{.*}}cli-many-schema.ll:48:1: error: entry 'ps_main' input element 0 'D0' (!9): StartRow is -1 but StartCol is 0 (both must be -1, or neither)
; CHECK-NEXT: dxsig: error: {{.*}}cli-many-schema.ll: entry 'ps_main' output element 0: element must be a node, found a string
; CHECK-NEXT: {{.*}}cli-many-schema.ll:52:1: error: entry 'gs_main' output element 0 'E0' (!13): GS stream is 7, must be 0 to 3
; CHECK-NEXT: {{.*}}cli-many-schema.ll:40:1: error: entry 'gs_main' (!11): a fourth operand (patch constant or primitive list) is only allowed on hull, domain and mesh entries, not geometry

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
entry:
  ret void
}

define void @ps_main() #1 {
entry:
  ret void
}

define void @gs_main() #2 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { "hlsl.shader"="pixel" }
attributes #2 = { "hlsl.shader"="geometry" }

!dx.semantic.signatures = !{!0, !1, !2}
!0 = !{ptr @vs_main, null, !10}
!1 = !{ptr @ps_main, !20, !22}
!2 = !{ptr @gs_main, null, !30, !10}

!10 = !{!11, !12, !13}
!11 = !{i32 0, !"A", i32 9, i32 0, !90, i32 0, i32 1, i32 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!12 = !{i32 5, !"B", i32 9, i32 0, !90, i32 0, i32 1, i8 0, i32 -1, i8 -1, i8 31, i8 0, i32 0}
!13 = !{i32 2, !"C", i32 9, i32 0, !91, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}

!20 = !{!21}
!21 = !{i32 0, !"D", i32 9, i32 0, !90, i32 2, i32 1, i8 4, i32 -1, i8 0, i8 15, i8 0, i32 0}
!22 = !{!"SV_Target"}

!30 = !{!31}
!31 = !{i32 0, !"E", i32 9, i32 0, !90, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 7}

!90 = !{i32 0}
!91 = !{i32 1, i32 2}
