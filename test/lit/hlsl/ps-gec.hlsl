// -Gec: DX9 names of system values are the SV_ ones, digits kept: a pixel
// output COLOR1 is SV_Target1, DEPTH is SV_Depth (not packed), a pixel
// input VPOS is SV_Position; each rename is a warning at the semantic. A
// pixel input COLOR0 stays an ordinary name. Without -Gec, COLOR1 is not a
// pixel output DXC accepts.
// RUN: %dxsig print %s -T ps_6_0 -Gec 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=WARN --match-full-lines -DFILE=%s < %t.err
// RUN: not %dxsig print %s -T ps_6_0 2>&1 | FileCheck %s --check-prefix=NOGEC --match-full-lines -DFILE=%s

struct Out {
  float4 color : COLOR1;
  float depth : DEPTH;
};

Out main(float4 vp : VPOS, float4 col : COLOR0) {
  Out o;
  o.color = col;
  o.depth = vp.z;
  return o;
}

// CHECK:      ; Input signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; COLOR                    0   xyzw        1     NONE   float   xyzw
// CHECK:      ; Output signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Target                1   xyzw        1   TARGET   float   xyzw
// CHECK-NEXT: ; SV_Depth                 0    N/A   oDepth    DEPTH   float    YES

// WARN:      [[FILE]]:11:18: warning: DX9-style semantic "COLOR" mapped to DX10 system semantic "SV_Target" due to -Gec flag
// WARN-NEXT: [[FILE]]:12:17: warning: DX9-style semantic "DEPTH" mapped to DX10 system semantic "SV_Depth" due to -Gec flag
// WARN-NEXT: [[FILE]]:15:22: warning: DX9-style semantic "VPOS" mapped to DX10 system semantic "SV_Position" due to -Gec flag
// WARN-EMPTY:

// NOGEC: [[FILE]]:11:18: error: invalid semantic 'COLOR1' for ps 6.0.
// NOGEC-NEXT: [[FILE]]:11:18: note: with -Gec (DXC's compatibility mode), DX9's COLOR is SV_Target
