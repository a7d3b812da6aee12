; A pixel shader reading its inputs through every dx.op read form: loadInput
; (SV_Position.xy), evalSnapped and evalSampleIndex (TEXCOORD.x, .y),
; evalCentroid (COLOR.z), attributeAtVertex (NORMAL.x); each counts as a
; read of its component. SV_Target0 is written at x and w, SV_Depth (no
; register) too. The metadata's masks are 0: no warning.
; RUN: %dxsig print %s 2>&1 | FileCheck %s --implicit-check-not=warning

; CHECK:      ; SV_Position              0   xyzw        0      POS   float   xy
; CHECK-NEXT: ; TEXCOORD                 0   xy          1     NONE   float   xy
; CHECK-NEXT: ; COLOR                    0   xyzw        2     NONE   float     z
; CHECK-NEXT: ; NORMAL                   0   xyz         3     NONE   float   x
; CHECK:      ; SV_Target                0   xyzw        0   TARGET   float   x  w
; CHECK-NEXT: ; SV_Depth                 0    N/A   oDepth    DEPTH   float    YES

target triple = "dxil-pc-shadermodel6.8-pixel"

define void @main() #0 {
entry:
  %px = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %py = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %u = call float @dx.op.evalSnapped.f32(i32 87, i32 1, i32 0, i8 0, i32 1, i32 -1)
  %v = call float @dx.op.evalSampleIndex.f32(i32 88, i32 1, i32 0, i8 1, i32 0)
  %c = call float @dx.op.evalCentroid.f32(i32 89, i32 2, i32 0, i8 2)
  %n = call float @dx.op.attributeAtVertex.f32(i32 137, i32 3, i32 0, i8 0, i8 1)
  %a = fadd fast float %px, %u
  %b = fadd fast float %v, %c
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %a)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %b)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %n)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare float @dx.op.evalSnapped.f32(i32, i32, i32, i8, i32, i32)
declare float @dx.op.evalSampleIndex.f32(i32, i32, i32, i8, i32)
declare float @dx.op.evalCentroid.f32(i32, i32, i32, i8)
declare float @dx.op.attributeAtVertex.f32(i32, i32, i32, i8, i8)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

attributes #0 = { "hlsl.shader"="pixel" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11, !12, !13}
!2 = !{!20, !21}
!10 = !{i32 0, !"SV_Position", i32 9, i32 3, !30, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!12 = !{i32 2, !"COLOR", i32 9, i32 0, !30, i32 3, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!13 = !{i32 3, !"NORMAL", i32 9, i32 0, !30, i32 1, i32 1, i8 3, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Target", i32 9, i32 16, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"SV_Depth", i32 9, i32 17, !30, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
