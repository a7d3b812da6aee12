; A geometry shader with its HLSL attributes as "hlsl.*" function attributes:
;
;   [maxvertexcount(4)] [instance(2)]
;   void gs_main(lineadj V v[4], inout TriangleStream<V> s)
target triple = "dxil-pc-shadermodel6.8-geometry"

define void @gs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="geometry" "hlsl.maxvertexcount"="4" "hlsl.instance"="2" "hlsl.inputprimitive"="lineadj" "hlsl.outputstreams"="TriangleStream" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @gs_main, !1, !3}
!1 = !{!2}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0}
!dx.valver = !{!900}
!900 = !{i32 1, i32 8}
