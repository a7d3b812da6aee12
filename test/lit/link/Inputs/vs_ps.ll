; A vertex shader and pixel shaders that link with it or not (dxsig link).
; vs_main writes SV_Position, float2 TEXCOORD0, float2 TEXCOORD1 and a float4
; COLOR0 of which it writes .x and .z only. ps_ok reads what it writes plus
; system-generated values; the others each break one rule.
target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
  ret void
}

define void @ps_ok() #1 {
  ret void
}

define void @ps_order() #2 {
  ret void
}

define void @ps_missing() #3 {
  ret void
}

define void @ps_wide() #4 {
  ret void
}

define void @ps_type() #5 {
  ret void
}

define void @ps_unwritten() #6 {
  ret void
}

define void @ps_interp() #7 {
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { "hlsl.shader"="pixel" }
attributes #2 = { "hlsl.shader"="pixel" }
attributes #3 = { "hlsl.shader"="pixel" }
attributes #4 = { "hlsl.shader"="pixel" }
attributes #5 = { "hlsl.shader"="pixel" }
attributes #6 = { "hlsl.shader"="pixel" }
attributes #7 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!8, !18, !25, !34, !41, !48, !56, !63}
!dx.pipelines = !{!64, !65, !66}
!1 = !{i32 0}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!4 = !{i32 1}
!5 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !4, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!6 = !{i32 3, !"COLOR", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 5, i8 0, i32 0}
!7 = !{!2, !3, !5, !6}
!8 = !{ptr @vs_main, null, !7}
!9 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!10 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!11 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !4, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!12 = !{i32 3, !"SV_IsFrontFace", i32 5, i32 13, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!13 = !{i32 4, !"SV_PrimitiveID", i32 5, i32 10, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!14 = !{i32 5, !"SV_SampleIndex", i32 5, i32 12, !1, i32 1, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!15 = !{!9, !10, !11, !12, !13, !14}
!16 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!17 = !{!16}
!18 = !{ptr @ps_ok, !15, !17}
!19 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!20 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !4, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!21 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!22 = !{!19, !20, !21}
!23 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!24 = !{!23}
!25 = !{ptr @ps_order, !22, !24}
!26 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!27 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!28 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !4, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!29 = !{i32 3, !"COLOR", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!30 = !{i32 4, !"NORMAL", i32 9, i32 0, !1, i32 2, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!31 = !{!26, !27, !28, !29, !30}
!32 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!33 = !{!32}
!34 = !{ptr @ps_missing, !31, !33}
!35 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!36 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!37 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !4, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!38 = !{!35, !36, !37}
!39 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!40 = !{!39}
!41 = !{ptr @ps_wide, !38, !40}
!42 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!43 = !{i32 1, !"TEXCOORD", i32 5, i32 0, !1, i32 1, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!44 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !4, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!45 = !{!42, !43, !44}
!46 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!47 = !{!46}
!48 = !{ptr @ps_type, !45, !47}
!49 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!50 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!51 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !4, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!52 = !{i32 3, !"COLOR", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!53 = !{!49, !50, !51, !52}
!54 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!55 = !{!54}
!56 = !{ptr @ps_unwritten, !53, !55}
!57 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!58 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !1, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!59 = !{i32 2, !"TEXCOORD", i32 9, i32 0, !4, i32 1, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}
!60 = !{!57, !58, !59}
!61 = !{i32 0, !"SV_Target", i32 9, i32 16, !1, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!62 = !{!61}
!63 = !{ptr @ps_interp, !60, !62}
!64 = !{!"good", ptr @vs_main, ptr @ps_ok}
!65 = !{!"order", ptr @vs_main, ptr @ps_order}
!66 = !{!"wide", ptr @vs_main, ptr @ps_wide}
