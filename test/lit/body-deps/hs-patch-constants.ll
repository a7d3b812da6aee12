; A hull shader: the control-point phase's input->output table, and the
; patch-constant function's input->patch-constant table, where a read of an
; output control point (loadOutputControlPoint) stands for the inputs that
; output depends on (DXC CreateViewIdSets). The patch-constant function is
; the entry's "hlsl.patchconstantfunc".
;
;   inputs       P float4 (row 0: scalars 0-3)  W float (row 1: 4)
;   outputs      Q float4 (row 0: 0-3)
;   patch consts SV_TessFactor[3] (rows 0-2, column 3: 3, 7, 11)
;                SV_InsideTessFactor (row 3: 12)   NORMAL float3 (row 0: 0-2)
;   main: Q.x = P.x * W;  Q.y = P.y
;   pcf:  TF[0] = Q[0].x;  TF[1] = W[1];  TF[2] = 1;  Inside = 1;
;         NORMAL.x = P[0].z
;
;   InputOutputMap:  P.x -> Q.x = 0x1   P.y -> Q.y = 0x2   W -> Q.x = 0x1
;   InputPatchMap:   P.x -> TF[0] (through Q.x) = 0x8   P.z -> NORMAL.x = 0x1
;                    W -> TF[0] (through Q.x), TF[1] = 0x88
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x2, 0x0, 0x0, 0x1, 0x0, 0x0, 0x0 ]
; CHECK:      InputPatchMap: [ 0x8, 0x0, 0x1, 0x0, 0x88, 0x0, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-hull"

define void @main() #0 {
entry:
  %px = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  %py = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)
  %w = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 0)
  %qx = fmul fast float %px, %w
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %qx)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %py)
  ret void
}

define void @pcf() {
entry:
  %q = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 0, i32 0)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float %q)
  %w1 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 1)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float %w1)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float 1.0)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 1.0)
  %pz = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 0)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 0, float %pz)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare float @dx.op.loadOutputControlPoint.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="hull" "hlsl.domain"="tri" "hlsl.patchconstantfunc"="pcf" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2, !4}
!1 = !{!10, !11}
!2 = !{!20}
!4 = !{!30, !31, !32}
!10 = !{i32 0, !"P", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"W", i32 9, i32 0, !3, i32 0, i32 1, i8 1, i32 1, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"Q", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!30 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !5, i32 0, i32 3, i8 1, i32 0, i8 3, i8 0, i8 0, i32 0}
!31 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !3, i32 0, i32 1, i8 1, i32 3, i8 0, i8 0, i8 0, i32 0}
!32 = !{i32 2, !"NORMAL", i32 9, i32 0, !3, i32 0, i32 1, i8 3, i32 0, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
!5 = !{i32 0, i32 1, i32 2}
