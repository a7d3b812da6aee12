; --entry / -E in verify and print: the selected entry alone is checked and
; printed, with what the module as a whole says; another entry's errors
; neither show nor stop it (one note counts them); an entry the table does
; not list is an error.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --check-prefix=ALL
; RUN: %dxsig verify %s --entry=vs 2>&1 | FileCheck %s --check-prefix=VS
; RUN: not %dxsig verify %s -E ps 2>&1 | FileCheck %s --check-prefix=PS
; RUN: not %dxsig verify %s -E nope 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: %dxsig print %s --entry vs | FileCheck %s --check-prefix=PRINT
; RUN: not %dxsig print %s --entry ps 2>&1 | FileCheck %s --check-prefix=PS
; RUN: %dxsig print %s -E vs --json | FileCheck %s --check-prefix=JSON

; ALL: entry-option.ll:[[#@LINE+26]]:1: error: entry 'ps' output element 0 'SV_Target0' (!8): Cols is 9, must be 1 to 4
; PS: entry-option.ll:[[#@LINE+25]]:1: error: entry 'ps' output element 0 'SV_Target0' (!8): Cols is 9, must be 1 to 4
; VS: dxsig: note: {{.*}}entry-option.ll: not shown: 1 error in other entries ('ps'); they do not affect 'vs'
; VS-NOT: SV_Target0
; NONE: dxsig: error: {{.*}}entry-option.ll: no entry 'nope' in dx.semantic.signatures (its entries: 'vs', 'ps')
; NONE-NOT: SV_Target0
; PRINT: ; entry 'vs' (vertex)
; PRINT: ; POSITION                 0   xyzw        0     NONE   float   xyzw
; PRINT: ; SV_Position              0   xyzw        0      POS   float   xyzw
; PRINT-NOT: entry 'ps'
; JSON: "entries": [
; JSON-NEXT: {
; JSON-NEXT: "name": "vs",
; JSON-NOT: "name": "ps"

target triple = "dxil-pc-shadermodel6.0-library"
define void @vs() "hlsl.shader"="vertex" { ret void }
define void @ps() "hlsl.shader"="pixel" { ret void }
!dx.semantic.signatures = !{!0, !1}
!0 = !{ptr @vs, !2, !3}
!1 = !{ptr @ps, !3, !5}
!2 = !{!10}
!3 = !{!11}
!5 = !{!12}
!10 = !{i32 0, !"POSITION", i32 9, i32 0, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!11 = !{i32 0, !"SV_Position", i32 9, i32 3, !{i32 0}, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!12 = !{i32 0, !"SV_Target", i32 9, i32 16, !{i32 0}, i32 0, i32 1, i8 9, i32 -1, i8 -1, i8 15, i8 0, i32 0}
