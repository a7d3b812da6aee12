; An amplification shader for psv0-wide-fields-as.test: a 16383 byte
; payload (0x3fff; DXC allows at most 16384) and 128 threads (the most an
; amplification shader has: no high byte possible). No signatures. Tests
; append a !dx.valver.
target triple = "dxil-pc-shadermodel6.8-amplification"

define void @as_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="amplification" "hlsl.numthreads"="128,1,1" "hlsl.payloadsize"="16383" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @as_main, null, null}
