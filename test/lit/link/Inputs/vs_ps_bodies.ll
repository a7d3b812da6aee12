; A vertex shader and two pixel shaders whose metadata masks say otherwise
; than their code (dxsig link reads the code, as every command does).
; vs_main's metadata says it writes COLOR0.xz (UsageMask 5); its code writes
; COLOR0.x only. ps_z's metadata says it reads COLOR0.x; its code reads .z.
; ps_y's metadata says it reads COLOR0.y, which no one writes; its code
; reads .x.
target triple = "dxil-pc-shadermodel6.8-library"

define void @vs_main() #0 {
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float 1.0)
  ret void
}

define void @ps_z() #1 {
  %z = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  ret void
}

define void @ps_y() #1 {
  %x = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  ret void
}

declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)

attributes #0 = { "hlsl.shader"="vertex" }
attributes #1 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!10, !20, !30}
!1 = !{i32 0}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 1, !"COLOR", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 5, i8 0, i32 0}
!10 = !{ptr @vs_main, null, !11}
!11 = !{!2, !3}
!20 = !{ptr @ps_z, !21, null}
!21 = !{!22, !23}
!22 = !{i32 0, !"SV_Position", i32 9, i32 3, !1, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!23 = !{i32 1, !"COLOR", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 1, i8 0, i32 0}
!30 = !{ptr @ps_y, !31, null}
!31 = !{!22, !32}
!32 = !{i32 1, !"COLOR", i32 9, i32 0, !1, i32 2, i32 1, i8 4, i32 -1, i8 -1, i8 2, i8 0, i32 0}
