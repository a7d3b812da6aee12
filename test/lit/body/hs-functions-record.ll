; A hull shader from DXC names its patch-constant function in its
; !dx.entryPoints record (HS state, tag 3, operand 0), not in an attribute:
; the reader takes it from there, so rule body-function holds for DXC's
; modules too. pcf writes patch constants (allowed); the entry writes one
; and pcf writes an output control point (both errors).
; RUN: %build/test/tools/body_sites %s hs_main | FileCheck %s --check-prefix=SITES
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s

; SITES:      entry hs_main
; SITES-NEXT:   function hs_main
; SITES-NEXT:   function pcf
; SITES-NEXT:   storePatchConstant id 0 row 1 col 0 {{.*}} in hs_main:
; SITES-NEXT:   storePatchConstant id 0 row 0 col 0 {{.*}} from patch-constant in pcf:
; SITES-NEXT:   storePatchConstant id 1 row 0 col 0 {{.*}} from patch-constant in pcf:
; SITES-NEXT:   storeOutput id 0 row 0 col 1 {{.*}} from patch-constant in pcf:{{.*}}
; SITES-NOT:  {{.}}

; CHECK:      {{.*}}hs-functions-record.ll:{{[0-9]+}}:1: error: entry 'hs_main' patch constant signature (!{{[0-9]+}}): in function 'hs_main': `call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float 1.000000e+00)`: storePatchConstant is reached from the control-point function (the entry); only the patch-constant function and what it calls may write patch constants
; CHECK-NEXT: {{.*}}hs-functions-record.ll:{{[0-9]+}}:1: error: entry 'hs_main' output signature (!{{[0-9]+}}): in function 'pcf': `call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 0.000000e+00)`: storeOutput is reached from the patch-constant function; only the control-point function (the entry) and what it calls may write output control points
; CHECK-NOT:  {{error|warning}}

target triple = "dxil-pc-shadermodel6.0-hull"

define void @hs_main() #0 {
entry:
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float 1.0)
  ret void
}

define void @pcf() {
entry:
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.0)  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 1.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 0.0)
  ret void
}

declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="hull" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @hs_main, !1, !1, !4}
!1 = !{!10}
!4 = !{!30, !31}
!10 = !{i32 0, !"P", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !5, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!31 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !3, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!3 = !{i32 0}
!5 = !{i32 0, i32 1, i32 2}
!dx.entryPoints = !{!20}
!20 = !{ptr @hs_main, !"hs_main", null, null, !21}
!21 = !{i32 3, !22}
!22 = !{ptr @pcf, i32 1, i32 1, i32 2, i32 3, i32 3, float 6.400000e+01}
