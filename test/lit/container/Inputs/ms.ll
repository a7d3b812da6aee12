; A mesh shader: vertex outputs, and per-primitive outputs in the fourth
; triple operand (PSG1). SV_CullPrimitive is NotPacked there.
target triple = "dxil-pc-shadermodel6.8-mesh"

define void @ms_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="mesh" "hlsl.numthreads"="8,4,1" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @ms_main, null, !1, !3}
!1 = !{!2}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{!4, !5}
!4 = !{i32 0, !"SV_PrimitiveID", i32 5, i32 10, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!5 = !{i32 1, !"SV_CullPrimitive", i32 1, i32 30, !20, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!20 = !{i32 0}
