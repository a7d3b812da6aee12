; A geometry shader for psv0-wide-fields-gs.test with every stage attribute
; at the top of its range: the patch32 input primitive (39), four point
; streams (mask 15), 32 instances and a max vertex count of 1023 (0x3ff:
; both bytes of PSV0's 16-bit MaxVertexCount; the test also sets 1024).
; DXC's validator allows the max vertex count times the declared output
; components to reach 1024 at most (Sm.GSTotalOutputVertexDataRange), so
; the only output is one scalar on stream 0; 32 input vectors in 2
; elements. Tests append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-geometry"

define void @gs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="geometry" "hlsl.inputprimitive"="patch32" "hlsl.outputstreams"="PointStream,PointStream,PointStream,PointStream" "hlsl.maxvertexcount"="1023" "hlsl.instance"="32" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @gs_main, !1, !4}
!1 = !{!2, !3}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !31, i32 0, i32 31, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!4 = !{!5}
!5 = !{i32 0, !"DATA", i32 9, i32 0, !20, i32 2, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0}
!31 = !{i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30}
