; A semantic name holding ESC [2J (clear the screen), a newline and a
; carriage return: every printer and diagnostic shows those bytes as \xNN,
; so the name can neither drive the terminal nor forge a line of output.
; The name ends in a digit: a warning, which quotes it.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --check-prefix=VERIFY
; RUN: %dxsig verify %s 2>&1 | %python %S/Inputs/no-control-bytes.py | FileCheck %s --check-prefix=LINES1
; RUN: %dxsig print %s 2>/dev/null | FileCheck %s --check-prefix=PRINT
; RUN: %dxsig print %s 2>&1 | %python %S/Inputs/no-control-bytes.py
; RUN: %dxsig pack --report %s 2>/dev/null | FileCheck %s --check-prefix=REPORT
; RUN: %dxsig explain %s 2>/dev/null | FileCheck %s --check-prefix=EXPLAIN
; RUN: %dxsig explain %s 2>&1 | %python %S/Inputs/no-control-bytes.py
; RUN: %dxsig-opt -passes='dxsig-pack,print<dxsig>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PRINT
; RUN: %dxsig-opt -passes='dxsig-pack,print<dxsig>' -disable-output %s 2>&1 | %python %S/Inputs/no-control-bytes.py
;
; VERIFY: [[FILE]]:{{[0-9]+}}:1: warning: entry 'vs_main' output element 1 'X\x1b[2J\x0aerror: forged\x0d10' (!{{[0-9]+}}): semantic name ends in a digit; the index belongs in the index list (DXC would read the digits as part of the index)
; VERIFY-NEXT: exit code: 0
; LINES1: {{^}}1 lines{{$}}
; PRINT: ; X\x1b[2J\x0aerror: forged\x0d1     0   xyzw        1     NONE   float
; PRINT: ; reg1: X\x1b[2J\x0aerror: forged\x0d10.xyzw
; REPORT: vs_main out 1 X\x1b[2J\x0aerror: forged\x0d1 row=1 col=0
; EXPLAIN: X\x1b[2J\x0aerror: forged\x0d10 (float4, linear, arbitrary) -> r1.xyzw

target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!2, !3}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !4, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"X\1B[2J\0Aerror: forged\0D1", i32 9, i32 0, !4, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{i32 0}
