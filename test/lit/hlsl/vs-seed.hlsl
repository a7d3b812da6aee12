// The seed example from source: a vertex shader's output struct with an
// array, a column-major 1x2 matrix (two rows of one column), a float2 and a
// float. Prefix-stable packing puts B beside A in rows 0 and 1, D beside
// A[2] in row 2 and C alone in row 3.
// RUN: %dxsig print %s -T vs_6_0 -E main | FileCheck %s --check-prefix=PRINT --match-full-lines
// RUN: %dxsig print %s -T vs_6_0 -E main --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=JSON --match-full-lines
// A file of any name is read as HLSL with -x hlsl; -HV does not change it.
// RUN: cp %s %t.vertex-source
// RUN: %dxsig print -x hlsl %t.vertex-source -T vs_6_0 -HV 2018 | FileCheck %s --check-prefix=PRINT --match-full-lines
// RUN: %dxsig print %s -T vs_6_0 -HV 2016 | FileCheck %s --check-prefix=PRINT --match-full-lines

struct VSOut {
  float3 A[3] : A;
  float1x2 B : B;
  float2 C : C;
  float D : D;
};

VSOut main(float4 pos : POSITION) {
  VSOut o = (VSOut)0;
  o.A[0] = pos.xyz;
  return o;
}

// PRINT:      ; entry 'main' (vertex)
// PRINT:      ; Input signature:
// PRINT:      ; Name                 Index   Mask Register SysValue  Format   Used
// PRINT-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// PRINT-NEXT: ; POSITION                 0   xyzw        0     NONE   float   xyzw
// PRINT:      ; Output signature:
// PRINT:      ; Name                 Index   Mask Register SysValue  Format   Used
// PRINT-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// PRINT-NEXT: ; A                        0   xyz         0     NONE   float   xyz
// PRINT-NEXT: ; B                        0      w        0     NONE   float      w
// PRINT-NEXT: ; A                        1   xyz         1     NONE   float   xyz
// PRINT-NEXT: ; B                        1      w        1     NONE   float      w
// PRINT-NEXT: ; A                        2   xyz         2     NONE   float   xyz
// PRINT-NEXT: ; D                        0      w        2     NONE   float      w
// PRINT-NEXT: ; C                        0   xy          3     NONE   float   xy
// PRINT:      ; output registers:
// PRINT-NEXT: ; reg0: A0.xyz | B0.w
// PRINT-NEXT: ; reg1: A1.xyz | B1.w
// PRINT-NEXT: ; reg2: A2.xyz | D0.w
// PRINT-NEXT: ; reg3: C0.xy | unused.zw

// JSON:      entry main vertex
// JSON-NEXT: main input: POSITION 0 arbitrary float undefined 1x4 @0,0 s0
// JSON-NEXT: main output: A 0,1,2 arbitrary float linear 3x3 @0,0 s0
// JSON-NEXT: main output: B 0,1 arbitrary float linear 2x1 @0,3 s0
// JSON-NEXT: main output: C 0 arbitrary float linear 1x2 @3,0 s0
// JSON-NEXT: main output: D 0 arbitrary float linear 1x1 @2,3 s0
// JSON-EMPTY:
