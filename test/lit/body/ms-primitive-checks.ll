; storePrimitiveOutput is checked against the primitive list (the fourth
; list, DXC's patch-constant slot) as storeOutput is against outputs: the
; ID names a primitive element; a constant row lies inside it, a dynamic
; row needs more than one row; column plus width fits; the value type is
; an overload the operation has (f64 is not). One located error
; per access, placed at the element's node (the calls have no !dbg).
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s

; CHECK:      {{.*}}ms-primitive-checks.ll:{{[0-9]+}}:1: error: entry 'ms_main' primitive output signature (!{{[0-9]+}}): in function 'ms_main': `call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 3, i32 0, i8 0, float 1.000000e+00, i32 0)`: storePrimitiveOutput names element 3, but the list has 3 elements
; CHECK-NEXT: {{.*}}ms-primitive-checks.ll:{{[0-9]+}}:1: error: entry 'ms_main' primitive output element 0 'SV_PrimitiveID0' (!{{[0-9]+}}): in function 'ms_main': `call void @dx.op.storePrimitiveOutput.f64(i32 172, i32 0, i32 0, i8 0, double 1.000000e+00, i32 0)`: the value type f64 is not one of storePrimitiveOutput's overloads (f16, f32, i16, i32)
; CHECK-NEXT: {{.*}}ms-primitive-checks.ll:{{[0-9]+}}:1: error: entry 'ms_main' primitive output element 1 'COLOR0' (!{{[0-9]+}}): in function 'ms_main': `call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 0, i8 3, float 1.000000e+00, i32 0)`: column 3 is outside the element's 3 columns
; CHECK-NEXT: {{.*}}ms-primitive-checks.ll:{{[0-9]+}}:1: error: entry 'ms_main' primitive output element 1 'COLOR0' (!{{[0-9]+}}): in function 'ms_main': `call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 %i, i8 0, float 1.000000e+00, i32 0)`: a dynamic row needs an element of more than one row
; CHECK-NEXT: {{.*}}ms-primitive-checks.ll:{{[0-9]+}}:1: error: entry 'ms_main' primitive output element 2 'DATA0' (!{{[0-9]+}}): in function 'ms_main': `call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 2, i32 2, i8 0, float 1.000000e+00, i32 0)`: row 2 is outside the element's 2 rows
; CHECK-NEXT: {{.*}}ms-primitive-checks.ll:{{[0-9]+}}:1: error: entry 'ms_main' primitive output element 1 'COLOR0' (!{{[0-9]+}}): in function 'ms_main': `call void @dx.op.storePrimitiveOutput.v2f32(i32 172, i32 1, i32 0, i8 2, <2 x float> zeroinitializer, i32 0)`: columns 2 to 3 are outside the element's 3 columns
; CHECK-NOT:  {{error|warning}}:

target triple = "dxil-pc-shadermodel6.5-mesh"

define void @ms_main(i32 %i) #0 {
entry:
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 %i, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 0, i8 2, float 1.0, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 2, i32 %i, i8 0, float 1.0, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 3, i32 0, i8 0, float 1.0, i32 0)
  call void @dx.op.storePrimitiveOutput.f64(i32 172, i32 0, i32 0, i8 0, double 1.0, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 0, i8 3, float 1.0, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 1, i32 %i, i8 0, float 1.0, i32 0)
  call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 2, i32 2, i8 0, float 1.0, i32 0)
  call void @dx.op.storePrimitiveOutput.v2f32(i32 172, i32 1, i32 0, i8 2, <2 x float> zeroinitializer, i32 0)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float 0.0, i32 0)  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float 0.0, i32 0)  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.0, i32 0)  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 0.0, i32 0)  ret void
}

declare void @dx.op.storePrimitiveOutput.f32(i32, i32, i32, i8, float, i32)
declare void @dx.op.storePrimitiveOutput.v2f32(i32, i32, i32, i8, <2 x float>, i32)
declare void @dx.op.storePrimitiveOutput.i32(i32, i32, i32, i8, i32, i32)
declare void @dx.op.storePrimitiveOutput.f64(i32, i32, i32, i8, double, i32)  declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32)

attributes #0 = { "hlsl.shader"="mesh" "hlsl.numthreads"="32,1,1" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @ms_main, null, !5, !8}
!5 = !{!6}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!8 = !{!9, !10, !11}
!9 = !{i32 0, !"SV_PrimitiveID", i32 5, i32 10, !20, i32 1, i32 1, i8 1, i32 0, i8 0, i8 0, i8 0, i32 0}
!10 = !{i32 1, !"COLOR", i32 9, i32 0, !20, i32 1, i32 1, i8 3, i32 1, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 2, !"DATA", i32 9, i32 0, !21, i32 1, i32 2, i8 1, i32 2, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0}
!21 = !{i32 0, i32 1}
