; A domain shader: its outputs depend on control points (the input list,
; InputOutputMap) and on patch constants (loadPatchConstant,
; PatchOutputMap, one word per patch-constant scalar).
;
;   inputs       P float4 (row 0: scalars 0-3)
;   patch consts SV_TessFactor[3] (rows 0-2, column 3: 3, 7, 11)
;                SV_InsideTessFactor (row 3: 12)   NORMAL float3 (row 0: 0-2)
;   outputs      SV_Position (row 0: 0-3)
;   pos.x = TF[1];  pos.y = P[0].y;  pos.z = domain location;  pos.w = NORMAL.y
;
;   InputOutputMap:  P.y -> pos.y = 0x2
;   PatchOutputMap:  NORMAL.y (1) -> pos.w = 0x8   TF[1] (7) -> pos.x = 0x1
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x0, 0x2, 0x0, 0x0 ]
; CHECK:      PatchOutputMap: [ 0x0, 0x8, 0x0, 0x0, 0x0, 0x0, 0x0, 0x1, 0x0, 0x0,
; CHECK-NEXT:                   0x0, 0x0, 0x0, 0x0, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-domain"

define void @main() #0 {
entry:
  %tf1 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 1, i8 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %tf1)
  %py = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %py)
  %u = call float @dx.op.domainLocation.f32(i32 105, i8 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %u)
  %ny = call float @dx.op.loadPatchConstant.f32(i32 104, i32 2, i32 0, i8 1)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %ny)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8)
declare float @dx.op.domainLocation.f32(i32, i8)

attributes #0 = { "hlsl.shader"="domain" "hlsl.domain"="tri" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2, !4}
!1 = !{!10}
!2 = !{!20}
!4 = !{!30, !31, !32}
!10 = !{i32 0, !"P", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!30 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !5, i32 0, i32 3, i8 1, i32 0, i8 3, i8 0, i8 0, i32 0}
!31 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !3, i32 0, i32 1, i8 1, i32 3, i8 0, i8 0, i8 0, i32 0}
!32 = !{i32 2, !"NORMAL", i32 9, i32 0, !3, i32 0, i32 1, i8 3, i32 0, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
!5 = !{i32 0, i32 1, i32 2}
