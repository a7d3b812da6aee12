; A compute shader for psv0-wide-fields-cs.test: 1024 threads in X (0x400,
; the most DXC allows in X or Y, 1024 in all) and a wave-size range from 4
; to 128 (preferred 64), the widest [WaveSize] allows. Its only input is
; NotInSig. The test edits both attributes. Tests append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-compute"

define void @cs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1024,1,1" "hlsl.wavesize"="4,128,64" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @cs_main, !1, null}
!1 = !{!2}
!2 = !{i32 0, !"SV_DispatchThreadID", i32 5, i32 21, !20, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}
!20 = !{i32 0}
