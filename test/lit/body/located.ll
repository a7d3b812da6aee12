; One helper called from two entries is checked against each entry's
; signatures: it reads input element 1, column 2, which vs_wide's float4
; has and vs_narrow's float2 does not, so only vs_narrow gets an error.
; The call's !dbg location leads the message (the CLI prints it as the
; place of the error; opt stops at its first error), and the function
; named is the helper's. A signature ID or column that is not a constant
; cannot be placed: the glue reports it (body-element-id, body-column),
; located when the call has a !dbg.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --check-prefix=CLI
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT

; CLI:      helper.hlsl:3:14: error: entry 'vs_narrow' input element 1 'TEXCOORD0' (!13): in function 'helper': `%v = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)`: column 2 is outside the element's 2 columns
; OPT:      error: helper.hlsl:3:14: entry 'vs_narrow' input element 1 'TEXCOORD0' (!13): in function 'helper': `%v = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)`: column 2 is outside the element's 2 columns
; CLI-NEXT: helper.hlsl:9:7: error: entry 'vs_odd' input signature (!12): in function 'vs_odd': `%a = call float @dx.op.loadInput.f32(i32 4, i32 %i, i32 0, i8 0, i32 undef)`: the signature ID is not a constant
; CLI-NEXT: {{.*}}located.ll:68:1: error: entry 'vs_odd' input signature (!12): in function 'vs_odd': `%b = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 %c, i32 undef)`: the column is not a constant
; CLI-NOT:  {{error|warning}}:

target triple = "dxil-pc-shadermodel6.8-vertex"

define void @vs_wide() #0 {
  %v = call float @helper()
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %v)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}

define void @vs_narrow() #0 {
  %v = call float @helper()
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %v)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}

define void @vs_odd(i32 %i, i8 %c) #0 {
  %a = call float @dx.op.loadInput.f32(i32 4, i32 %i, i32 0, i8 0, i32 undef), !dbg !9
  %b = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 %c, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %a)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}

define internal float @helper() {
  %v = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef), !dbg !8
  ret float %v
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="vertex" }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!53}
!50 = distinct !DICompileUnit(language: DW_LANG_C99, file: !51, emissionKind: FullDebug)
!51 = !DIFile(filename: "helper.hlsl", directory: "/src")
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = distinct !DISubprogram(name: "helper", scope: !51, file: !51, line: 2, type: !55, unit: !50, spFlags: DISPFlagDefinition)
!55 = !DISubroutineType(types: !56)
!56 = !{}
!57 = distinct !DISubprogram(name: "vs_odd", scope: !51, file: !51, line: 8, type: !55, unit: !50, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 3, column: 14, scope: !54)
!9 = !DILocation(line: 9, column: 7, scope: !57)

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0, !3, !6}
!0 = !{ptr @vs_wide, !1, !2}
!1 = !{!10, !11}
!2 = !{!20}
!3 = !{ptr @vs_narrow, !4, !2}
!4 = !{!10, !12}
!6 = !{ptr @vs_odd, !4, !2}
!10 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!12 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
