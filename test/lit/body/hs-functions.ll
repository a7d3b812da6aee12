; A hull shader's two functions own different lists (rule body-function,
; DXC's Sm.OpcodeInInvalidFunction): patch constants are written and output
; control points read back only from the patch-constant function
; ("hlsl.patchconstantfunc") and what it calls; output control points are
; written only from the entry (the control-point function) and what it
; calls. A helper both call is reached from both: its storePatchConstant
; is an error once, named by the helper. The reader says which function
; reaches each access (body_sites: "from ..." when not the entry alone).
; RUN: %build/test/tools/body_sites %s hs_main | FileCheck %s --check-prefix=SITES
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s

; SITES:      entry hs_main
; SITES-NEXT:   function hs_main
; SITES-NEXT:   function peek
; SITES-NEXT:   function shared
; SITES-NEXT:   function pcf
; SITES-NEXT:   storeOutput id 0 row 0 col 0 {{.*}} in hs_main:
; SITES-NEXT:   storePatchConstant id 1 row 0 col 0 {{.*}} in hs_main:
; SITES-NEXT:   loadOutputControlPoint id 0 row 0 col 1 {{.*}} in peek:
; SITES-NEXT:   storePatchConstant id 0 row 2 col 0 {{.*}} from entry+patch-constant in shared:
; SITES-NEXT:   storePatchConstant id 0 row 0 col 0 {{.*}} from patch-constant in pcf:
; SITES-NEXT:   storeOutput id 0 row 0 col 2 {{.*}} from patch-constant in pcf:
; SITES-NEXT:   loadOutputControlPoint id 0 row 0 col 0 {{.*}} from patch-constant in pcf:
; SITES-NEXT:   storePatchConstant id 0 row 1 col 0 {{.*}} from patch-constant in pcf:{{.*}}
; SITES-NOT:  {{.}}

; CHECK:      {{.*}}hs-functions.ll:{{[0-9]+}}:1: error: entry 'hs_main' patch constant signature (!{{[0-9]+}}): in function 'hs_main': `call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 1.000000e+00)`: storePatchConstant is reached from the control-point function (the entry); only the patch-constant function and what it calls may write patch constants
; CHECK-NEXT: {{.*}}hs-functions.ll:{{[0-9]+}}:1: error: entry 'hs_main' output signature (!{{[0-9]+}}): in function 'peek': `%v = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 1, i32 0)`: loadOutputControlPoint is reached from the control-point function (the entry); only the patch-constant function and what it calls may read output control points
; CHECK-NEXT: {{.*}}hs-functions.ll:{{[0-9]+}}:1: error: entry 'hs_main' patch constant signature (!{{[0-9]+}}): in function 'shared': `call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float 1.000000e+00)`: storePatchConstant is reached from the control-point function (the entry); only the patch-constant function and what it calls may write patch constants
; CHECK-NEXT: {{.*}}hs-functions.ll:{{[0-9]+}}:1: error: entry 'hs_main' output signature (!{{[0-9]+}}): in function 'pcf': `call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)`: storeOutput is reached from the patch-constant function; only the control-point function (the entry) and what it calls may write output control points
; CHECK-NOT:  {{error|warning}}

target triple = "dxil-pc-shadermodel6.0-hull"

define void @hs_main() #0 {
entry:
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.0)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 1.0)
  call void @peek()
  call void @shared()
  ret void
}

define internal void @peek() {
  %v = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 1, i32 0)
  ret void
}

define internal void @shared() {
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float 1.0)
  ret void
}

define void @pcf() {
entry:
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.0)
  %q = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 0, i32 1)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float %q)
  call void @shared()
  ret void
}

declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare float @dx.op.loadOutputControlPoint.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="hull" "hlsl.domain"="tri" "hlsl.patchconstantfunc"="pcf" }

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
