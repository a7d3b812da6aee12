; A geometry shader for psv0-wide-fields-gs.test whose only output is
; SV_Position (4 scalars): 256 vertices (0x100, the high byte of PSV0's
; MaxVertexCount alone) is the most DXC's validator allows with it
; (Sm.GSTotalOutputVertexDataRange: 256 x 4 = 1024). One TriangleStream
; (topology 5, mask 1), the triangleadj input primitive (7), 17 instances.
; Tests append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-geometry"

define void @gs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="geometry" "hlsl.inputprimitive"="triangleadj" "hlsl.outputstreams"="TriangleStream" "hlsl.maxvertexcount"="256" "hlsl.instance"="17" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @gs_main, !1, !3}
!1 = !{!2}
!2 = !{i32 0, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0}
