; A compute shader: its only input (SV_DispatchThreadID) is NotInSig, so
; ISG1 and OSG1 are empty; PSV0 takes NumThreads and the wave size from
; the function attributes.
target triple = "dxil-pc-shadermodel6.8-compute"

define void @cs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="64,2,1" "hlsl.wavesize"="32,0,0" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @cs_main, !1, null}
!1 = !{!2}
!2 = !{i32 0, !"SV_DispatchThreadID", i32 5, i32 21, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!20 = !{i32 0}
