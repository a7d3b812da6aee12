; LLVM 22's vector accesses (llvm.dx.load.input / llvm.dx.store.output),
; followed lane by lane through shufflevector, extractelement,
; insertelement and element-wise arithmetic.
;
;   inputs  P float4 (row 0: scalars 0-3)  Q float2 (row 1: 4-5)
;   outputs SV_Position (row 0: 0-3)       UV float2 (row 1: 4-5)
;   s = P.yxwz * 2;  s.w = Q.y;  pos = s;    uv = float2(Q.x, P.y)
;
;   P.x -> pos.y = 0x2          P.y -> pos.x, uv.y = 0x21   P.z -> 0
;   P.w -> pos.z = 0x4          Q.x -> uv.x = 0x10          Q.y -> pos.w = 0x8
; RUN: %dxsig container %s -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x2, 0x21, 0x0, 0x4, 0x10, 0x8, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-vertex"

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
