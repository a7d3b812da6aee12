// Matrix orientation: column_major unless declared (a float3x2 is 2 rows
// of 3); -Zpr makes row_major the default (3 rows of 2); an explicit
// row_major/column_major keyword wins over both; and #pragma pack_matrix
// makes its orientation explicit on what follows it, so it wins over -Zpr
// too. -Zpc is the default spelled out. An array of matrices has rows x
// array size rows.
// RUN: %dxsig print %s -T vs_6_0 --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=COL --match-full-lines
// RUN: %dxsig print %s -T vs_6_0 -Zpc --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=COL --match-full-lines
// RUN: %dxsig print %s -T vs_6_0 -Zpr --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=ROW --match-full-lines

struct In {
  float3x2 a : A;
  column_major float3x2 b : B;
  row_major float3x2 c : C;
  float2x4 arr[2] : ARR;
};
#pragma pack_matrix(column_major)
struct After { float3x2 d : D; };
#pragma pack_matrix(row_major)
struct Later { float3x2 e : E; };

float4 main(In i, After a, Later l) : SV_Position { return 0; }

// COL:      entry main vertex
// COL-NEXT: main input: A 0,1 arbitrary float undefined 2x3 @0,0 s0
// COL-NEXT: main input: B 0,1 arbitrary float undefined 2x3 @2,0 s0
// COL-NEXT: main input: C 0,1,2 arbitrary float undefined 3x2 @4,0 s0
// COL-NEXT: main input: ARR 0,1,2,3,4,5,6,7 arbitrary float undefined 8x2 @7,0 s0
// COL-NEXT: main input: D 0,1 arbitrary float undefined 2x3 @15,0 s0
// COL-NEXT: main input: E 0,1,2 arbitrary float undefined 3x2 @17,0 s0
// COL-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// COL-EMPTY:

// ROW:      entry main vertex
// ROW-NEXT: main input: A 0,1,2 arbitrary float undefined 3x2 @0,0 s0
// ROW-NEXT: main input: B 0,1 arbitrary float undefined 2x3 @3,0 s0
// ROW-NEXT: main input: C 0,1,2 arbitrary float undefined 3x2 @5,0 s0
// ROW-NEXT: main input: ARR 0,1,2,3 arbitrary float undefined 4x4 @8,0 s0
// ROW-NEXT: main input: D 0,1 arbitrary float undefined 2x3 @12,0 s0
// ROW-NEXT: main input: E 0,1,2 arbitrary float undefined 3x2 @14,0 s0
// ROW-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// ROW-EMPTY:
