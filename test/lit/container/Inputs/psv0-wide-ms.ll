; A mesh shader for psv0-wide-fields-ms.test with every stage attribute at
; a value that fills its field as far as DXC's limits allow: 256 output
; vertices (0x100, the high byte of the 16-bit MaxOutputVertices), 255
; output primitives (0xff, its low byte; the test swaps the two), a 16383
; byte payload (0x3fff), 128 threads (the most a mesh shader has; no high
; byte possible) and the triangle topology (2). DXC's output limits
; (Sm.MeshShaderOutputSize, Sm.MeshShaderInOutSize: at most 31 scalars
; per vertex plus primitive with these counts and a 16 KB payload) allow
; 6 vertex vectors in 2 elements and 2 primitive vectors in 3 elements.
; Tests append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-mesh"

define void @ms_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="mesh" "hlsl.numthreads"="128,1,1" "hlsl.maxoutputvertices"="256" "hlsl.maxoutputprimitives"="255" "hlsl.payloadsize"="16383" "hlsl.outputtopology"="triangle" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ms_main, null, !1, !4}
!1 = !{!2, !3}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !25, i32 2, i32 5, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{!5, !6, !7}
!5 = !{i32 0, !"SV_PrimitiveID", i32 5, i32 10, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!6 = !{i32 1, !"SV_CullPrimitive", i32 1, i32 30, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!7 = !{i32 2, !"PRIMDATA", i32 9, i32 0, !20, i32 1, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0}
!25 = !{i32 0, i32 1, i32 2, i32 3, i32 4}
