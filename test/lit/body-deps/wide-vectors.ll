; Wide vectors through external calls: an input component spread over 8,000
; lanes, passed through 16 calls of a function whose body is not seen
; (each result lane may depend on every argument lane), then one lane
; stored. A vector wider than 64 lanes is one value in the dependency
; graph, and a use of a whole vector is one edge, so the analysis stays
; linear in the module (per lane with every argument lane it took
; 8,000 x 8,000 edges per call, over 4 GB here). Under a 1.5 GB address
; space limit the container is written, lanes kept apart or not.
;
;   P.x -> SV_Position.x = 0x1
; An address-space limit and AddressSanitizer's shadow memory (terabytes
; reserved at start) do not mix: the sanitized build leaves this out.
; UNSUPPORTED: sanitize
; RUN: %fault --as-limit 1500000000 -- %dxsig container %s -o %t.dxbc 2>&1 | FileCheck %s --check-prefix=ENDS
; RUN: obj2yaml %t.dxbc | FileCheck %s
; RUN: %fault --as-limit 1500000000 -- %dxsig container --dependency-lanes %s -o %t.lanes.dxbc 2>&1 | FileCheck %s --check-prefix=ENDS
; RUN: obj2yaml %t.lanes.dxbc | FileCheck %s
; ENDS-NOT: {{error|warning}}:
; ENDS:     exit code: 0
; CHECK:      InputOutputMap:
; CHECK-NEXT:   - [ 0x1, 0x0, 0x0, 0x0 ]

target triple = "dxil-pc-shadermodel6.0-vertex"
define void @main() #0 {
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %p = insertelement <4 x float> poison, float %x, i32 0
  %w0 = shufflevector <4 x float> %p, <4 x float> poison, <8000 x i32> zeroinitializer
  %w1 = call <8000 x float> @ext(<8000 x float> %w0)
  %w2 = call <8000 x float> @ext(<8000 x float> %w1)
  %w3 = call <8000 x float> @ext(<8000 x float> %w2)
  %w4 = call <8000 x float> @ext(<8000 x float> %w3)
  %w5 = call <8000 x float> @ext(<8000 x float> %w4)
  %w6 = call <8000 x float> @ext(<8000 x float> %w5)
  %w7 = call <8000 x float> @ext(<8000 x float> %w6)
  %w8 = call <8000 x float> @ext(<8000 x float> %w7)
  %w9 = call <8000 x float> @ext(<8000 x float> %w8)
  %w10 = call <8000 x float> @ext(<8000 x float> %w9)
  %w11 = call <8000 x float> @ext(<8000 x float> %w10)
  %w12 = call <8000 x float> @ext(<8000 x float> %w11)
  %w13 = call <8000 x float> @ext(<8000 x float> %w12)
  %w14 = call <8000 x float> @ext(<8000 x float> %w13)
  %w15 = call <8000 x float> @ext(<8000 x float> %w14)
  %w16 = call <8000 x float> @ext(<8000 x float> %w15)
  %r = shufflevector <8000 x float> %w16, <8000 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %o = extractelement <4 x float> %r, i32 0
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %o)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.0)  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  ret void
}
declare <8000 x float> @ext(<8000 x float>)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
attributes #0 = { "hlsl.shader"="vertex" }
!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10}
!2 = !{!20}
!10 = !{i32 0, !"P", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
