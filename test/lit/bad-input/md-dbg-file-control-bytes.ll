; The file name of a !dbg location holding ESC [2J and a newline: the
; located diagnostic that leads with it shows those bytes as \xNN, through
; the CLI and the opt plugin, and prints one line.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s --check-prefix=CLI
; RUN: not %dxsig verify %s 2>&1 | %python %S/Inputs/no-control-bytes.py | FileCheck %s --check-prefix=LINES
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | %python %S/Inputs/no-control-bytes.py
;
; CLI: {{^}}\x1b[2J\x0aerror: forged.hlsl:3:14: error: entry 'main' input element 0 'TEXCOORD0' (!{{[0-9]+}}): in function 'main': `%v = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)`: column 2 is outside the element's 2 columns
; CLI-NEXT: exit code: 1
; LINES: {{^}}1 lines{{$}}
; OPT: error: \x1b[2J\x0aerror: forged.hlsl:3:14: entry 'main' input element 0 'TEXCOORD0'

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @main() #0 {
  %v = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef), !dbg !8
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %v)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="vertex" }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!53}
!50 = distinct !DICompileUnit(language: DW_LANG_C99, file: !51, emissionKind: FullDebug)
!51 = !DIFile(filename: "\1B[2J\0Aerror: forged.hlsl", directory: "/src")
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = distinct !DISubprogram(name: "main", scope: !51, file: !51, line: 2, type: !55, unit: !50, spFlags: DISPFlagDefinition)
!55 = !DISubroutineType(types: !56)
!56 = !{}
!8 = !DILocation(line: 3, column: 14, scope: !54)

!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10}
!2 = !{!20}
!10 = !{i32 0, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
