// A vertex shader's declarations as DXC flattens them: scalars, vectors,
// matrices (column_major by default: a float2x3 is 3 rows of 2; row_major
// keeps 2 rows of 3; #pragma pack_matrix changes the default of what
// follows it), arrays and arrays of arrays (rows multiply), a typedef of a
// vector and of an array, a struct with a base struct (base fields first)
// and a nested struct, an inout parameter (an output and an input), and
// SV_Position both ways: as a VS input it is an ordinary name kept as
// written (kind arbitrary), as an output it is POS, spelled canonically.
// Outputs: return value first (none here), then parameters in order.
// RUN: %dxsig print %s -T vs_6_0 -E main --json | %python %S/Inputs/elements.py | FileCheck %s --match-full-lines
// RUN: %dxsig print %s -T vs_6_0 -E main | FileCheck %s --check-prefix=PRINT --match-full-lines

typedef float4 vec4;
typedef float2 pair[2];
struct Inner { float2 uv : TEXCOORD2; float w : WEIGHT; };
struct Base { float4 p : BASEPOS; };
struct Derived : Base { Inner inner; int id : ID; };
#pragma pack_matrix(row_major)
struct M { float2x3 rm : RM; column_major float2x3 cm : CM; };
#pragma pack_matrix(column_major)

void main(in vec4 a : A, float2x3 m : MAT, row_major float2x3 r : RMAT,
          float3 arr[2][3] : ARR, pair t : PAIR, Derived d, M mm,
          inout float4 io : IO, out float4 pos : sv_position,
          float4 vpos : sV_pOsItIoN, out float3 o3 : OUT3,
          uint vid : SV_VertexID, half h : HALF, min16int mi : MINI,
          bool b : FLAG) {
  pos = a;
  o3 = 0;
}

// CHECK:      entry main vertex
// CHECK-NEXT: main input: A 0 arbitrary float undefined 1x4 @0,0 s0
// CHECK-NEXT: main input: MAT 0,1,2 arbitrary float undefined 3x2 @1,0 s0
// CHECK-NEXT: main input: RMAT 0,1 arbitrary float undefined 2x3 @4,0 s0
// CHECK-NEXT: main input: ARR 0,1,2,3,4,5 arbitrary float undefined 6x3 @6,0 s0
// CHECK-NEXT: main input: PAIR 0,1 arbitrary float undefined 2x2 @12,0 s0
// CHECK-NEXT: main input: BASEPOS 0 arbitrary float undefined 1x4 @14,0 s0
// CHECK-NEXT: main input: TEXCOORD 2 arbitrary float undefined 1x2 @15,0 s0
// CHECK-NEXT: main input: WEIGHT 0 arbitrary float undefined 1x1 @16,0 s0
// CHECK-NEXT: main input: ID 0 arbitrary int undefined 1x1 @17,0 s0
// CHECK-NEXT: main input: RM 0,1 arbitrary float undefined 2x3 @18,0 s0
// CHECK-NEXT: main input: CM 0,1,2 arbitrary float undefined 3x2 @20,0 s0
// CHECK-NEXT: main input: IO 0 arbitrary float undefined 1x4 @23,0 s0
// CHECK-NEXT: main input: sV_pOsItIoN 0 arbitrary float undefined 1x4 @24,0 s0
// CHECK-NEXT: main input: SV_VertexID 0 SV_VertexID uint undefined 1x1 @25,0 s0
// CHECK-NEXT: main input: HALF 0 arbitrary float undefined 1x1 @26,0 s0
// CHECK-NEXT: main input: MINI 0 arbitrary int16 undefined 1x1 @27,0 s0
// CHECK-NEXT: main input: FLAG 0 arbitrary bool undefined 1x1 @28,0 s0
// CHECK-NEXT: main output: IO 0 arbitrary float linear 1x4 @0,0 s0
// CHECK-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @1,0 s0
// CHECK-NEXT: main output: OUT 3 arbitrary float linear 1x3 @2,0 s0
// CHECK-EMPTY:

// PRINT:      ; sV_pOsItIoN              0   xyzw       24     NONE   float   xyzw
// PRINT-NEXT: ; SV_VertexID              0   x          25   VERTID    uint   x
// PRINT-NEXT: ; HALF                     0   x          26     NONE   float   x
// PRINT-NEXT: ; MINI                     0   x          27     NONE   int16   x
// PRINT-NEXT: ; FLAG                     0   x          28     NONE    uint   x
// PRINT:      ; Output signature:
// PRINT:      ; IO                       0   xyzw        0     NONE   float   xyzw
// PRINT-NEXT: ; SV_Position              0   xyzw        1      POS   float   xyzw
// PRINT-NEXT: ; OUT                      3   xyz         2     NONE   float   xyz
