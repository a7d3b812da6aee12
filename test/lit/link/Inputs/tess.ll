; A tessellation pipeline VS -> HS -> DS -> GS -> PS (dxsig link).
; hs_main writes control points CP0 (float3), SV_Position and the tri patch
; constants SV_TessFactor[3], SV_InsideTessFactor, PATCH0 (float3). ds_ok
; reads all of it; ds_partial reads CP0 as float2 and not PATCH0; ds_quad
; reads quad tess factors. gs_main passes SV_PrimitiveID on to ps_main.
; hs_bad, gs_bad and ps_bad each break rules against their producer;
; gs_vs reads a vertex shader's outputs directly.
target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
  ret void
}

define void @hs_main() #1 {
  ret void
}

define void @ds_ok() #2 {
  ret void
}

define void @ds_partial() #3 {
  ret void
}

define void @ds_quad() #4 {
  ret void
}

define void @gs_main() #5 {
  ret void
}

define void @ps_main() #6 {
  ret void
}

define void @hs_bad() #7 {
  ret void
}

define void @gs_bad() #8 {
  ret void
}

define void @gs_vs() #9 {
  ret void
}

define void @ps_bad() #10 {
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { "hlsl.shader"="hull" }
attributes #2 = { "hlsl.shader"="domain" }
attributes #3 = { "hlsl.shader"="domain" }
attributes #4 = { "hlsl.shader"="domain" }
attributes #5 = { "hlsl.shader"="geometry" }
attributes #6 = { "hlsl.shader"="pixel" }
attributes #7 = { "hlsl.shader"="hull" }
attributes #8 = { "hlsl.shader"="geometry" }
attributes #9 = { "hlsl.shader"="geometry" }
attributes #10 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!5, !17, !28, !38, !51, !60, !67, !79, !86, !94, !102}
!1 = !{i32 0}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"POS", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!4 = !{!2, !3}
!5 = !{ptr @vs_main, null, !4}
!6 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!7 = !{i32 1, !"POS", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!8 = !{!6, !7}
!9 = !{i32 0, !"CP", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!10 = !{i32 1, !"SV_Position", i32 9, i32 3, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!11 = !{!9, !10}
!12 = !{i32 0, i32 1, i32 2}
!13 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !12, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!14 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !1, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!15 = !{i32 2, !"PATCH", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!16 = !{!13, !14, !15}
!17 = !{ptr @hs_main, !8, !11, !16}
!18 = !{i32 0, !"CP", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!19 = !{i32 1, !"SV_Position", i32 9, i32 3, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{!18, !19}
!21 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!22 = !{i32 1, !"WORLD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!23 = !{!21, !22}
!24 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !12, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!25 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !1, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!26 = !{i32 2, !"PATCH", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!27 = !{!24, !25, !26}
!28 = !{ptr @ds_ok, !20, !23, !27}
!29 = !{i32 0, !"CP", i32 9, i32 0, !1, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!30 = !{i32 1, !"SV_Position", i32 9, i32 3, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!31 = !{!29, !30}
!32 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!33 = !{i32 1, !"WORLD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!34 = !{!32, !33}
!35 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !12, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!36 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !1, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!37 = !{!35, !36}
!38 = !{ptr @ds_partial, !31, !34, !37}
!39 = !{i32 0, !"CP", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!40 = !{i32 1, !"SV_Position", i32 9, i32 3, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!41 = !{!39, !40}
!42 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!43 = !{i32 1, !"WORLD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!44 = !{!42, !43}
!45 = !{i32 0, i32 1, i32 2, i32 3}
!46 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !45, i32 0, i32 4, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!47 = !{i32 0, i32 1}
!48 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !47, i32 0, i32 2, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!49 = !{i32 2, !"PATCH", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!50 = !{!46, !48, !49}
!51 = !{ptr @ds_quad, !41, !44, !50}
!52 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!53 = !{i32 1, !"WORLD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!54 = !{i32 2, !"SV_PrimitiveID", i32 5, i32 10, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!55 = !{!52, !53, !54}
!56 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!57 = !{i32 1, !"WORLD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!58 = !{i32 2, !"SV_PrimitiveID", i32 5, i32 10, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!59 = !{!56, !57, !58}
!60 = !{ptr @gs_main, !55, !59}
!61 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!62 = !{i32 1, !"WORLD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!63 = !{i32 2, !"SV_PrimitiveID", i32 5, i32 10, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!64 = !{!61, !62, !63}
!65 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!66 = !{!65}
!67 = !{ptr @ps_main, !64, !66}
!68 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!69 = !{i32 1, !"POS", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!70 = !{i32 2, !"NORMAL", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!71 = !{!68, !69, !70}
!72 = !{i32 0, !"CP", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!73 = !{i32 1, !"SV_Position", i32 9, i32 3, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!74 = !{!72, !73}
!75 = !{i32 0, !"SV_TessFactor", i32 9, i32 25, !12, i32 0, i32 3, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!76 = !{i32 1, !"SV_InsideTessFactor", i32 9, i32 26, !1, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!77 = !{i32 2, !"PATCH", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!78 = !{!75, !76, !77}
!79 = !{ptr @hs_bad, !71, !74, !78}
!80 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!81 = !{i32 1, !"WORLD", i32 4, i32 0, !1, i32 1, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!82 = !{i32 2, !"EXTRA", i32 9, i32 0, !1, i32 2, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!83 = !{!80, !81, !82}
!84 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!85 = !{!84}
!86 = !{ptr @gs_bad, !83, !85}
!87 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!88 = !{i32 1, !"POS", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!89 = !{!87, !88}
!90 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!91 = !{i32 1, !"WORLD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!92 = !{i32 2, !"SV_PrimitiveID", i32 5, i32 10, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!93 = !{!90, !91, !92}
!94 = !{ptr @gs_vs, !89, !93}
!95 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!96 = !{i32 1, !"SV_PrimitiveID", i32 5, i32 10, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!97 = !{i32 2, !"WORLD", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!98 = !{i32 3, !"SV_RenderTargetArrayIndex", i32 5, i32 4, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!99 = !{!95, !96, !97, !98}
!100 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!101 = !{!100}
!102 = !{ptr @ps_bad, !99, !101}
