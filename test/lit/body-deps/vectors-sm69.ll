; The vectors of vectors.ll in a shader model 6.9 module. DXIL keeps native
; vectors from 6.9 on, and DXC's validator recomputes the tables over them
; counting every operand of a contributing instruction, lanes or not
; (DXC ComputeViewIdStateBuilder.cpp): a vector is one value. Both stores
; reach P (through the shuffles) and Q (through extractelement of Q, and
; the shuffle of uv), so every input scalar feeds every output scalar.
; Lanes kept apart (--dependency-lanes, -dxsig-dependency-lanes) give the
; smaller table of vectors.ll, which DXC's validator would reject here.
;
;   P.x .. Q.y (inputs 0-5) -> pos.xyzw, uv.xy = 0x3f
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=DXC
; DXC:      InputOutputMap:
; DXC-NEXT:   - [ 0x3F, 0x3F, 0x3F, 0x3F, 0x3F, 0x3F, 0x0, 0x0 ]
; RUN: %dxsig-opt -passes=dxsig-lower -S %s -o - | FileCheck %s --check-prefix=DXC-MD
; DXC-MD: !{[8 x i32] [i32 6, i32 6, i32 63, i32 63, i32 63, i32 63, i32 63, i32 63]}
;
;   P.x -> pos.y = 0x2          P.y -> pos.x, uv.y = 0x21   P.z -> 0
;   P.w -> pos.z = 0x4          Q.x -> uv.x = 0x10          Q.y -> pos.w = 0x8
; RUN: %dxsig container --dependency-lanes %s -o %t.lanes.dxbc
; RUN: obj2yaml %t.lanes.dxbc | FileCheck %s --check-prefix=LANES
; LANES:      InputOutputMap:
; LANES-NEXT:   - [ 0x2, 0x21, 0x0, 0x4, 0x10, 0x8, 0x0, 0x0 ]
; RUN: %dxsig-opt -passes=dxsig-lower -dxsig-dependency-lanes -S %s -o - | FileCheck %s --check-prefix=LANES-MD
; LANES-MD: !{[8 x i32] [i32 6, i32 6, i32 2, i32 33, i32 0, i32 4, i32 16, i32 8]}

target triple = "dxil-pc-shadermodel6.9-vertex"

define void @main() #0 {
entry:
  %p = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %q = call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 1, i32 0, i8 0, i32 poison)
  %s = shufflevector <4 x float> %p, <4 x float> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %m = fmul fast <4 x float> %s, splat (float 2.0)
  %qy = extractelement <2 x float> %q, i64 1
  %m2 = insertelement <4 x float> %m, float %qy, i64 3
  call void @llvm.dx.store.output.v4f32(i32 5, i32 0, i32 0, i8 0, i32 poison, <4 x float> %m2)
  %pxy = shufflevector <4 x float> %p, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %uv = shufflevector <2 x float> %q, <2 x float> %pxy, <2 x i32> <i32 0, i32 3>
  call void @llvm.dx.store.output.v2f32(i32 5, i32 1, i32 0, i8 0, i32 poison, <2 x float> %uv)
  ret void
}

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32)
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)
declare void @llvm.dx.store.output.v2f32(i32, i32, i32, i8, i32, <2 x float>)

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20, !21}
!10 = !{i32 0, !"P", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"Q", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 1, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"UV", i32 9, i32 0, !3, i32 0, i32 1, i8 2, i32 1, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
