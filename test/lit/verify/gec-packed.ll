; -Gec on a module whose DX9 elements are already packed: DEPTH becomes
; SV_Depth, which DXC gives no register (NotPacked; Meta.SemanticShouldNotBeAllocated),
; so the rename also takes its StartRow/StartCol away (-1/-1) and turns its
; UsageMask (0x8 at column 3) back to element-relative (0x1); the others
; keep their registers (Color1 becomes SV_Target1 in row 1, where a
; target's index puts it). Verify, pack (which keeps what is packed) and
; the passes see that, and the container has no register for SV_Depth.
; RUN: %dxsig verify %s -Gec 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=error: --implicit-check-not=warning:
; RUN: %dxsig pack %s -Gec -Wno-dx9-semantic -o %t.ll
; RUN: FileCheck %s --check-prefix=PACKED < %t.ll
; RUN: %dxsig verify %t.ll 2>&1 | count 0
; RUN: %dxsig-opt -dxsig-gec -passes=dxsig-pack -S %s -o %t.opt.ll 2>/dev/null
; RUN: FileCheck %s --check-prefix=PACKED < %t.opt.ll
; RUN: %dxsig container %s -Gec -Wno-dx9-semantic -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS
; Without -Gec the names are DXC's validator errors, as in gec.ll.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --check-prefix=PLAIN

; WARN-DAG: warning: entry 'main' output element 0 'Color1' (!{{[0-9]+}}): DX9-style semantic "Color" mapped to DX10 system semantic "SV_Target" due to -Gec flag
; WARN-DAG: warning: entry 'main' output element 1 'DEPTH0' (!{{[0-9]+}}): DX9-style semantic "DEPTH" mapped to DX10 system semantic "SV_Depth" due to -Gec flag

; PACKED-DAG: !{i32 0, !"SV_Target", i32 9, i32 16, !{{[0-9]+}}, i32 0, i32 1, i8 4, i32 1, i8 0, i8 15, i8 0, i32 0}
; PACKED-DAG: !{i32 1, !"SV_Depth", i32 9, i32 17, !{{[0-9]+}}, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 1, i8 0, i32 0}

; PARTS:      - Name:            OSG1
; PARTS:            Name:            SV_Target
; PARTS-NEXT:       Index:           1
; PARTS-NEXT:       SystemValue:     Target
; PARTS-NEXT:       CompType:        Float32
; PARTS-NEXT:       Register:        1
; PARTS:            Name:            SV_Depth
; PARTS-NEXT:       Index:           0
; PARTS-NEXT:       SystemValue:     Depth
; PARTS-NEXT:       CompType:        Float32
; PARTS-NEXT:       Register:        4294967295

; PLAIN: error: entry 'main' output element 1 'DEPTH0' {{.*}}found 'DEPTH'

target triple = "dxil-pc-shadermodel6.0-pixel"

define void @main() #0 {
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, null, !2}
!2 = !{!20, !21}
!20 = !{i32 0, !"Color", i32 9, i32 0, !31, i32 0, i32 1, i8 4, i32 1, i8 0, i8 15, i8 0, i32 0}
!21 = !{i32 1, !"DEPTH", i32 9, i32 0, !30, i32 0, i32 1, i8 1, i32 2, i8 3, i8 8, i8 0, i32 0}
!30 = !{i32 0}
!31 = !{i32 1}
