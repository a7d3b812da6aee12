; Malformed !dx.pipelines operands: each is reported; nothing is checked.
target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
  ret void
}

@g = global i32 0

attributes #0 = { "hlsl.shader"="vertex" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @vs_main, null, null}
!dx.pipelines = !{!1, !2, !3, !4}
!1 = !{!"one stage", ptr @vs_main}
!2 = !{!"not a function", ptr @vs_main, ptr @g}
!3 = !{i32 7}
!4 = !{ptr @vs_main, !"name last"}
