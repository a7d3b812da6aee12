; A geometry shader writing two streams, before packing: stream 0 goes to
; the rasterizer (a pixel shader reads it), stream 1 to stream output.
; Each stream is packed on its own, so both start at register 0; the
; stream is the element's last operand.
;
;   struct V  { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
;   struct SO { float3 world : WORLD0; uint id : PRIMID0; };
;   [maxvertexcount(3)]
;   void gs_main(triangle V v[3], uint prim : SV_PrimitiveID,
;                inout PointStream<V> s0, inout PointStream<SO> s1)
; (with more than one stream, every stream is a PointStream)
target triple = "dxil-pc-shadermodel6.0-library"

define void @gs_main() #0 {
entry:
  ret void
}

; The HLSL attributes, as the lowering reads them (docs/containers.md).
attributes #0 = { "hlsl.shader"="geometry" "hlsl.inputprimitive"="triangle"
                  "hlsl.maxvertexcount"="3" "hlsl.outputstreams"="PointStream,PointStream" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @gs_main, !1, !5}

; Inputs: one vertex of the input primitive (the register layout repeats
; per vertex), and SV_PrimitiveID, which has no register in a GS input.
!1 = !{!2, !3, !4}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!4 = !{i32 2, !"SV_PrimitiveID", i32 5, i32 10, !20, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}

; Outputs: SV_Position and TEXCOORD0 on stream 0, WORLD0 and PRIMID0
; (nointerpolation: an integer) on stream 1.
!5 = !{!6, !7, !8, !9}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!7 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!8 = !{i32 2, !"WORLD", i32 9, i32 0, !20, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 1}
!9 = !{i32 3, !"PRIMID", i32 5, i32 0, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 1}

; semantic indices
!20 = !{i32 0}
