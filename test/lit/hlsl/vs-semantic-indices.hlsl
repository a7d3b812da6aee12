// Semantic indices as DXC hands them out. A semantic on a struct parameter
// gives each leaf the next indices in declaration order, a matrix or array
// taking one per row (T5: a T5, b T6-T7, m T8-T9). An array of structs
// interleaves: each field is one element whose rows span every array
// instance (P ps[2] : PS_IN gives m 0,2 and n 1,3; with array fields,
// 0,1,4,5 and 2,3,6,7), nested structs included. The enclosing semantic
// wins over the fields' own, each overridden one a warning at its place.
// RUN: %dxsig print %s -T vs_6_0 --json | %python %S/Inputs/elements.py | FileCheck %s --match-full-lines
// RUN: %dxsig print %s -T vs_6_0 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN --match-full-lines -DFILE=%s
// RUN: %dxsig print %s -T vs_6_0 2>/dev/null | FileCheck %s --check-prefix=PRINT --match-full-lines

struct S { float4 a; float2 b[2]; float2x2 m; };
struct P { float4 m; float4 n; };
struct Q { float4 m[2]; float4 n[2]; };
struct W { float x : FIELDX; float y : FIELDY; };
struct Nest { P p; float z; };

void main(S s : T5, P ps[2] : PS_IN, Q q2[2] : QQ, Q q1 : QI, W w : WW,
          Nest n[2] : NN, out float4 pos : SV_Position) {
  pos = 0;
}

// CHECK:      entry main vertex
// CHECK-NEXT: main input: T 5 arbitrary float undefined 1x4 @0,0 s0
// CHECK-NEXT: main input: T 6,7 arbitrary float undefined 2x2 @1,0 s0
// CHECK-NEXT: main input: T 8,9 arbitrary float undefined 2x2 @3,0 s0
// CHECK-NEXT: main input: PS_IN 0,2 arbitrary float undefined 2x4 @5,0 s0
// CHECK-NEXT: main input: PS_IN 1,3 arbitrary float undefined 2x4 @7,0 s0
// CHECK-NEXT: main input: QQ 0,1,4,5 arbitrary float undefined 4x4 @9,0 s0
// CHECK-NEXT: main input: QQ 2,3,6,7 arbitrary float undefined 4x4 @13,0 s0
// CHECK-NEXT: main input: QI 0,1 arbitrary float undefined 2x4 @17,0 s0
// CHECK-NEXT: main input: QI 2,3 arbitrary float undefined 2x4 @19,0 s0
// CHECK-NEXT: main input: WW 0 arbitrary float undefined 1x1 @21,0 s0
// CHECK-NEXT: main input: WW 1 arbitrary float undefined 1x1 @22,0 s0
// CHECK-NEXT: main input: NN 0,3 arbitrary float undefined 2x4 @23,0 s0
// CHECK-NEXT: main input: NN 1,4 arbitrary float undefined 2x4 @25,0 s0
// CHECK-NEXT: main input: NN 2,5 arbitrary float undefined 2x1 @27,0 s0
// CHECK-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// CHECK-NEXT: diag warning hlsl-semantic 15:22 semantic 'FIELDX' on field overridden by function or enclosing type
// CHECK-NEXT: diag warning hlsl-semantic 15:40 semantic 'FIELDY' on field overridden by function or enclosing type
// CHECK-EMPTY:

// WARN:      [[FILE]]:15:22: warning: semantic 'FIELDX' on field overridden by function or enclosing type
// WARN-NEXT: [[FILE]]:15:40: warning: semantic 'FIELDY' on field overridden by function or enclosing type

// PRINT:      ; PS_IN                    0   xyzw        5     NONE   float   xyzw
// PRINT-NEXT: ; PS_IN                    2   xyzw        6     NONE   float   xyzw
// PRINT-NEXT: ; PS_IN                    1   xyzw        7     NONE   float   xyzw
// PRINT-NEXT: ; PS_IN                    3   xyzw        8     NONE   float   xyzw
// PRINT-NEXT: ; QQ                       0   xyzw        9     NONE   float   xyzw
// PRINT-NEXT: ; QQ                       1   xyzw       10     NONE   float   xyzw
// PRINT-NEXT: ; QQ                       4   xyzw       11     NONE   float   xyzw
// PRINT-NEXT: ; QQ                       5   xyzw       12     NONE   float   xyzw
// PRINT-NEXT: ; QQ                       2   xyzw       13     NONE   float   xyzw
// PRINT-NEXT: ; QQ                       3   xyzw       14     NONE   float   xyzw
// PRINT-NEXT: ; QQ                       6   xyzw       15     NONE   float   xyzw
// PRINT-NEXT: ; QQ                       7   xyzw       16     NONE   float   xyzw
