; A mesh shader, before packing: vertex outputs in the third operand of the
; entry's triple, per-primitive outputs in the fourth (lowered to PSG1).
; Mesh shaders need shader model 6.5; they have no input signature (null).
; Primitive outputs are not interpolated: their mode is 1 (constant).
;
;   struct V { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
;   struct P { uint material : MATERIAL0; uint layer : SV_RenderTargetArrayIndex;
;              bool cull : SV_CullPrimitive; };
;   [numthreads(32, 1, 1)] [outputtopology("triangle")]
;   void ms_main(out vertices V verts[64], out indices uint3 tris[126],
;                out primitives P prims[126])
target triple = "dxil-pc-shadermodel6.5-mesh"

define void @ms_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="mesh" "hlsl.numthreads"="32,1,1" "hlsl.outputtopology"="triangle"
                  "hlsl.maxoutputvertices"="64" "hlsl.maxoutputprimitives"="126" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ms_main, null, !1, !4}

; Vertex outputs.
!1 = !{!2, !3}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !20, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}

; Primitive outputs. SV_CullPrimitive (a bool, type 1) is NotPacked: it
; has a record but no register.
!4 = !{!5, !6, !7}
!5 = !{i32 0, !"MATERIAL", i32 5, i32 0, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!6 = !{i32 1, !"SV_RenderTargetArrayIndex", i32 5, i32 4, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!7 = !{i32 2, !"SV_CullPrimitive", i32 1, i32 30, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}

; semantic indices
!20 = !{i32 0}
