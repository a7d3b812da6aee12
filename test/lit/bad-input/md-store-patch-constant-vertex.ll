; A storePatchConstant in a vertex shader, whose triple has no
; patch-constant list: the error names the list the call writes, and with
; no node of its own it is located at the entry's triple (the line that
; would hold the list), in the CLI, in its JSON and in opt.
; RUN: %exit-code %dxsig verify %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=dxsig:
; RUN: not %dxsig verify --json %s | FileCheck %s --check-prefix=JSON
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: [[FILE]]:33:1: error: entry 'vs_main' patch constant signature (!0): in function 'vs_main': `call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.000000e+00)`: storePatchConstant is not valid in a vertex shader (hull only)
; CHECK-NEXT: exit code: 1
; JSON:      "code": "body-operation",
; JSON-NEXT: "file": "{{.*}}md-store-patch-constant-vertex.ll",
; JSON-NEXT: "line": 33,
; JSON-NEXT: "column": 1,
; JSON:      "node": "!0",
; OPT: error: entry 'vs_main' patch constant signature (!0): in function 'vs_main': `call void @dx.op.storePatchConstant.f32(

target triple = "dxil-pc-shadermodel6.0-vertex"

define void @vs_main() #0 {
entry:
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 1.0)
  ret void
}

declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, !1}
!1 = !{!2}
!2 = !{i32 0, !"OUT", i32 9, i32 0, !3, i32 2, i32 1, i8 1, i32 0, i8 0, i8 1, i8 0, i32 0}
!3 = !{i32 0}
