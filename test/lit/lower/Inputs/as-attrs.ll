; An amplification shader with its HLSL attributes as "hlsl.*" function
; attributes:
;
;   [numthreads(8, 8, 1)]
;   void as_main() { ... DispatchMesh(1, 1, 1, p); }   (sizeof(p) == 20)
target triple = "dxil-pc-shadermodel6.8-amplification"

define void @as_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="amplification" "hlsl.numthreads"="8,8,1" "hlsl.payloadsize"="20" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @as_main, null, null}
!dx.valver = !{!900}
!900 = !{i32 1, i32 8}
