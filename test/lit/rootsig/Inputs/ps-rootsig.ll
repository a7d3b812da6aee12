; A pixel shader with semantic signatures and a root signature in LLVM 22's
; !dx.rootsignatures format (version 2 = 1.1): RootFlags, a table with an
; unbounded SRV range, a root CBV and a static sampler.
target triple = "dxil-pc-shadermodel6.0-pixel"

define void @ps_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ps_main, !1, !3}
!1 = !{!2}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"SV_Target", i32 9, i32 16, !20, i32 0, i32 1, i8 4, i32 0, i8 0, i8 15, i8 0, i32 0}
!20 = !{i32 0}

!dx.rootsignatures = !{!30}
!30 = !{ptr @ps_main, !31, i32 2}
!31 = !{!32, !33, !35, !36}
!32 = !{!"RootFlags", i32 1}
!33 = !{!"DescriptorTable", i32 5, !34}
!34 = !{!"SRV", i32 -1, i32 0, i32 0, i32 -1, i32 0}
!35 = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4}
!36 = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 0, i32 0, i32 5, i32 0}
