; Signatures that run into each packing constraint (explain tests).
; ps_main input: interpolation modes, a system value kept out of indexed
; rows, arbitrary data kept left of a system-generated value.
; hs_main patch constants: the tess-factor column and its indexed rows.
; vs_main output: 16-bit and 32-bit data never share a row (native 16-bit).
target triple = "dxil-pc-shadermodel6.8-library"

define void @ps_main() #0 {
  ret void
}

define void @hs_main() #1 {
  ret void
}

define void @vs_main() #2 {
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { "hlsl.shader"="hull" }
attributes #2 = { "hlsl.shader"="vertex" }

!llvm.module.flags = !{!90}
!90 = !{i32 1, !"dx.nativelowprec", i32 1}

!dx.semantic.signatures = !{!0, !1, !2}
!0 = !{ptr @ps_main, !3, null}
!1 = !{ptr @hs_main, null, null, !4}
!2 = !{ptr @vs_main, null, !5}
!3 = !{!10, !11, !12, !13, !14, !15, !16, !17}
!4 = !{!20, !21, !22}
!5 = !{!30, !31, !32}
; ps_main: SV_Position, uint2 A[2], uint2 COLOR0, uint2 B0, uint SV_RenderTargetArrayIndex,
; uint SV_IsFrontFace, uint D0 (all nointerpolation), float2 TEXCOORD0 (linear)
!10 = !{i32 0, !"SV_Position", i32 9, i32 3, !40, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!11 = !{i32 1, !"A", i32 5, i32 0, !41, i32 1, i32 2, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!12 = !{i32 2, !"COLOR", i32 5, i32 0, !40, i32 1, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!13 = !{i32 3, !"B", i32 5, i32 0, !40, i32 1, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!14 = !{i32 4, !"SV_RenderTargetArrayIndex", i32 5, i32 4, !40, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!15 = !{i32 5, !"SV_IsFrontFace", i32 5, i32 13, !40, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!16 = !{i32 6, !"D", i32 5, i32 0, !40, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!17 = !{i32 7, !"TEXCOORD", i32 9, i32 0, !40, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
; hs_main: float SV_TessFactor[3], float SV_InsideTessFactor, float3 EXTRA
!20 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !42, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!21 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !40, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!22 = !{i32 2, !"EXTRA", i32 9, i32 0, !40, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
; vs_main: half2 H, float2 F, half2 G (linear)
!30 = !{i32 0, !"H", i32 8, i32 0, !40, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!31 = !{i32 1, !"F", i32 9, i32 0, !40, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!32 = !{i32 2, !"G", i32 8, i32 0, !40, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!40 = !{i32 0}
!41 = !{i32 0, i32 1}
!42 = !{i32 0, i32 1, i32 2}
