; A geometry shader as DXC leaves it: no "hlsl.*" stage attributes, but an
; entry record in !dx.entryPoints with resources (one SRV), shader flags
; (tag 0, an i64), the GS state (tag 1: triangle input, 12 vertices, stream
; 0, TriangleStream, 1 instance) and the auto-binding space (tag 5).
target triple = "dxil-pc-shadermodel6.8-geometry"

define void @gs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="geometry" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @gs_main, !1, !3}
!1 = !{!2}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{!4}
!4 = !{i32 0, !"SV_Position", i32 9, i32 3, !20, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 0}
!dx.valver = !{!900}
!900 = !{i32 1, i32 8}

!dx.entryPoints = !{!30}
!30 = !{ptr @gs_main, !"gs_main", null, !31, !34}
!31 = !{!32, null, null, null}
!32 = !{!33}
!33 = !{i32 0, ptr poison, !"tex", i32 0, i32 3, i32 1, i32 2, i32 0, null}
!34 = !{i32 0, i64 8388608, i32 1, !35, i32 5, !36}
!35 = !{i32 3, i32 12, i32 1, i32 5, i32 1}
!36 = !{i32 7}
