; A mesh shader with its HLSL attributes as "hlsl.*" function attributes:
;
;   [numthreads(32, 1, 1)] [outputtopology("line")]
;   void ms_main(in payload P p, out vertices V v[64], out indices uint2 l[96])
;   (sizeof(P) == 48)
target triple = "dxil-pc-shadermodel6.8-mesh"

define void @ms_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="mesh" "hlsl.numthreads"="32,1,1" "hlsl.outputtopology"="line" "hlsl.maxoutputvertices"="64" "hlsl.maxoutputprimitives"="96" "hlsl.payloadsize"="48" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ms_main, null, !1}
!1 = !{!2}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0}
!dx.valver = !{!900}
!900 = !{i32 1, i32 8}
