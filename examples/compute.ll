; A compute and an amplification shader in one library. Neither has a
; signature that reaches a container: their inputs (SV_DispatchThreadID,
; SV_GroupID, ...) are NotInSig, so ISG1 and OSG1 are empty. An entry may
; list them (cs_main) or give null lists (as_main). Amplification shaders
; need shader model 6.5.
;
;   [numthreads(64, 1, 1)] void cs_main(uint3 id : SV_DispatchThreadID)
;   [numthreads(32, 1, 1)] void as_main()
target triple = "dxil-pc-shadermodel6.5-library"

define void @cs_main() #0 {
entry:
  ret void
}

define void @as_main() #1 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="64,1,1" }
attributes #1 = { "hlsl.shader"="amplification" "hlsl.numthreads"="32,1,1" }

!dx.semantic.signatures = !{!0, !3}
!0 = !{ptr @cs_main, !1, null}
!1 = !{!2}
!2 = !{i32 0, !"SV_DispatchThreadID", i32 5, i32 21, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!3 = !{ptr @as_main, null, null}

; semantic indices
!20 = !{i32 0}
