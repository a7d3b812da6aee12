; Lowering keeps whatever else @llvm.compiler.used lists and replaces a
; stale part global (wrong bytes) with the right one; other globals are
; untouched.
; RUN: %dxsig-opt -passes=dxsig-pack,dxsig-lower -S %s -o - | FileCheck %s

; CHECK: @keep = global i32 1
; CHECK-NEXT: @dx.isg1 = private constant [8 x i8] c"\00\00\00\00\08\00\00\00", section "ISG1", align 4
; CHECK-NEXT: @dx.osg1 = private constant [52 x i8]
; CHECK-NEXT: @dx.psv0 = private constant [100 x i8]
; CHECK-NEXT: @llvm.compiler.used = appending global [4 x ptr] [ptr @keep, ptr @dx.isg1, ptr @dx.osg1, ptr @dx.psv0], section "llvm.metadata"
; CHECK-NOT: stale
target triple = "dxil-pc-shadermodel6.8-vertex"

@keep = global i32 1
@dx.isg1 = private constant [5 x i8] c"stale", section "ISG1"
@llvm.compiler.used = appending global [2 x ptr] [ptr @keep, ptr @dx.isg1], section "llvm.metadata"

define void @main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.shader"="vertex" }

!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, null, !1}
!1 = !{!2}
!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}
!3 = !{i32 0}
