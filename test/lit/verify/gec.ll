; DXC's compatibility mode (-Gec) on a module: a pixel shader's COLOR (any
; case) and DEPTH outputs are SV_Target and SV_Depth, a VPOS pixel input
; and a POSITION vertex output SV_Position, with DXC's warning; the names
; and kinds are what verify, print, pack, the container and the passes
; (-dxsig-gec) see. The same map as HLSL input's -Gec
; (test/lit/hlsl/ps-gec.hlsl). Without it, the pixel outputs are the
; error DXC's validator gives them, with a note naming the option; VPOS
; and POSITION are ordinary names.
; RUN: not %dxsig verify %s 2>&1 | FileCheck %s --check-prefix=PLAIN --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=note:
; RUN: %dxsig verify %s -Gec 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=note:
; RUN: %dxsig print %s -Gec -Wno-dx9-semantic --entry=ps_main 2>/dev/null | FileCheck %s --check-prefix=PRINT
; RUN: %dxsig pack %s -Gec -Wno-dx9-semantic -o %t.ll
; RUN: FileCheck %s --check-prefix=PACKED < %t.ll
; RUN: %dxsig verify %t.ll 2>&1 | count 0
; RUN: %dxsig container %s -Gec -Wno-dx9-semantic --entry=ps_main -o %t.dxbc
; RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS
; RUN: %dxsig-opt -dxsig-gec -passes=dxsig-pack -S %s -o %t.opt.ll 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=error: --implicit-check-not=warning:
; RUN: FileCheck %s --check-prefix=PACKED < %t.opt.ll
; opt stops at the first error, before its note.
; RUN: not %dxsig-opt -passes=dxsig-verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT

; OPT: error: entry 'ps_main' output element 0 'Color1' (!{{[0-9]+}}): pixel shader outputs must be SV_Target, SV_Depth, SV_DepthGreaterEqual, SV_DepthLessEqual, SV_Coverage or SV_StencilRef, found 'Color'

; PLAIN: error: entry 'ps_main' output element 0 'Color1' (!{{[0-9]+}}): pixel shader outputs must be SV_Target, SV_Depth, SV_DepthGreaterEqual, SV_DepthLessEqual, SV_Coverage or SV_StencilRef, found 'Color'
; PLAIN-NEXT: note: entry 'ps_main' output element 0 'Color1' (!{{[0-9]+}}): with -Gec (DXC's compatibility mode; -dxsig-gec for the passes), DX9's Color is SV_Target
; PLAIN: error: entry 'ps_main' output element 1 'DEPTH0' (!{{[0-9]+}}): pixel shader outputs must be SV_Target, SV_Depth, SV_DepthGreaterEqual, SV_DepthLessEqual, SV_Coverage or SV_StencilRef, found 'DEPTH'
; PLAIN-NEXT: note: entry 'ps_main' output element 1 'DEPTH0' (!{{[0-9]+}}): with -Gec (DXC's compatibility mode; -dxsig-gec for the passes), DX9's DEPTH is SV_Depth

; WARN-DAG: warning: entry 'ps_main' input element 0 'VPOS0' (!{{[0-9]+}}): DX9-style semantic "VPOS" mapped to DX10 system semantic "SV_Position" due to -Gec flag
; WARN-DAG: warning: entry 'ps_main' output element 0 'Color1' (!{{[0-9]+}}): DX9-style semantic "Color" mapped to DX10 system semantic "SV_Target" due to -Gec flag
; WARN-DAG: warning: entry 'ps_main' output element 1 'DEPTH0' (!{{[0-9]+}}): DX9-style semantic "DEPTH" mapped to DX10 system semantic "SV_Depth" due to -Gec flag
; WARN-DAG: warning: entry 'vs_main' output element 0 'POSITION0' (!{{[0-9]+}}): DX9-style semantic "POSITION" mapped to DX10 system semantic "SV_Position" due to -Gec flag

; PRINT:      ; SV_Position              0   xyzw        0      POS   float
; PRINT-NEXT: ; TEXCOORD                 0   xy          1     NONE   float
; PRINT:      ; SV_Target                1   xyzw        1   TARGET   float
; PRINT-NEXT: ; SV_Depth                 0    N/A   oDepth    DEPTH   float    YES

; The pixel input and the vertex output SV_Position are one node; the
; vertex shader's POSITION input stays (a vertex input is not mapped).
; PACKED-DAG: !{i32 0, !"SV_Position", i32 9, i32 3, !{{[0-9]+}}, i32 4, i32 1, i8 4, i32 0, i8 0,
; PACKED-DAG: !{i32 0, !"SV_Target", i32 9, i32 16, !{{[0-9]+}}, i32 0, i32 1, i8 4, i32 1, i8 0,
; PACKED-DAG: !{i32 1, !"SV_Depth", i32 9, i32 17, !{{[0-9]+}}, i32 0, i32 1, i8 1, i32 -1, i8 -1,
; PACKED-DAG: !{i32 0, !"POSITION", i32 9, i32 0, !{{[0-9]+}}, i32 0, i32 1, i8 4, i32 0, i8 0,
; PACKED-NOT: !"VPOS"
; PACKED-NOT: !"Color"
; PACKED-NOT: !"DEPTH"

; PARTS:      - Name:            ISG1
; PARTS:            Name:            SV_Position
; PARTS-NEXT:       Index:           0
; PARTS-NEXT:       SystemValue:     Position
; PARTS:      - Name:            OSG1
; PARTS:            Name:            SV_Target
; PARTS-NEXT:       Index:           1
; PARTS-NEXT:       SystemValue:     Target
; PARTS:            Name:            SV_Depth
; PARTS-NEXT:       Index:           0
; PARTS-NEXT:       SystemValue:     Depth

target triple = "dxil-pc-shadermodel6.3-library"

define void @ps_main() #0 {
  ret void
}

define void @vs_main() #1 {
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { "hlsl.shader"="vertex" }

!dx.valver = !{!40}
!40 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0, !5}
!0 = !{ptr @ps_main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20, !21}
!10 = !{i32 0, !"VPOS", i32 9, i32 0, !30, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"Color", i32 9, i32 0, !31, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"DEPTH", i32 9, i32 0, !30, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!30 = !{i32 0}
!31 = !{i32 1}
!5 = !{ptr @vs_main, !6, !7}
!6 = !{!50}
!7 = !{!60, !61}
!50 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!60 = !{i32 0, !"POSITION", i32 9, i32 0, !30, i32 4, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!61 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !30, i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
