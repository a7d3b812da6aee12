// Pixel shader outputs. The return value's elements come before the
// parameters' (SV_Target1 is element 0 although o0 is declared first in
// the list of parameters; the table lists by register). SV_Target's index is its register; an array of
// SV_Target is split into one element per target, indices and registers
// continuing from the written one (arr[2] : SV_Target2 gives SV_Target2 and
// SV_Target3). SV_Depth and SV_Coverage are in the list but not packed.
// RUN: %dxsig print %s -T ps_6_0 | FileCheck %s --match-full-lines
// RUN: %dxsig print %s -T ps_6_0 --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=JSON --match-full-lines

struct Targets {
  float4 arr[2] : SV_Target2;
  float depth : SV_Depth;
  uint coverage : SV_Coverage;
};

float4 main(float4 pos : SV_Position, out float4 o0 : SV_Target0,
            out Targets t) : SV_Target1 {
  o0 = pos;
  t = (Targets)0;
  return 1;
}

// CHECK:      ; Output signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Target                0   xyzw        0   TARGET   float   xyzw
// CHECK-NEXT: ; SV_Target                1   xyzw        1   TARGET   float   xyzw
// CHECK-NEXT: ; SV_Target                2   xyzw        2   TARGET   float   xyzw
// CHECK-NEXT: ; SV_Target                3   xyzw        3   TARGET   float   xyzw
// CHECK-NEXT: ; SV_Depth                 0    N/A   oDepth    DEPTH   float    YES
// CHECK-NEXT: ; SV_Coverage              0    N/A    oMask COVERAGE    uint    YES
// CHECK-NEXT: ;
// CHECK-NEXT: ; output registers:
// CHECK-NEXT: ; reg0: SV_Target0.xyzw
// CHECK-NEXT: ; reg1: SV_Target1.xyzw
// CHECK-NEXT: ; reg2: SV_Target2.xyzw
// CHECK-NEXT: ; reg3: SV_Target3.xyzw

// JSON:      entry main pixel
// JSON-NEXT: main input: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main output: SV_Target 1 SV_Target float undefined 1x4 @1,0 s0
// JSON-NEXT: main output: SV_Target 0 SV_Target float undefined 1x4 @0,0 s0
// JSON-NEXT: main output: SV_Target 2 SV_Target float undefined 1x4 @2,0 s0
// JSON-NEXT: main output: SV_Target 3 SV_Target float undefined 1x4 @3,0 s0
// JSON-NEXT: main output: SV_Depth 0 SV_Depth float undefined 1x1 @-,- s0
// JSON-NEXT: main output: SV_Coverage 0 SV_Coverage uint undefined 1x1 @-,- s0
// JSON-EMPTY:
