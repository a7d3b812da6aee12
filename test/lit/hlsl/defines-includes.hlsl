// -D and -U choose declarations through the preprocessor, -I finds an
// #include: the struct the entry returns comes from a header in
// Inputs/include, the input struct is chosen by WITH_NORMAL, and an array
// size by LAYERS. print, verify, explain and pack take the same options.
// RUN: %dxsig print %s -T vs_6_0 -I %S/Inputs/include --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=PLAIN --match-full-lines
// RUN: %dxsig print %s -T vs_6_0 -I %S/Inputs/include -D WITH_NORMAL -D LAYERS=3 --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=NORMAL --match-full-lines
// RUN: %dxsig print %s -T vs_6_0 -I %S/Inputs/include -D WITH_NORMAL -U WITH_NORMAL --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=PLAIN --match-full-lines
// RUN: %dxsig verify %s -T vs_6_0 -I %S/Inputs/include -D WITH_NORMAL -D LAYERS=3
// RUN: %dxsig explain %s -T vs_6_0 -I %S/Inputs/include -D WITH_NORMAL -D LAYERS=3 | FileCheck %s --check-prefix=EXPLAIN
// RUN: %dxsig pack %s -T vs_6_0 -I %S/Inputs/include -D WITH_NORMAL -D LAYERS=3 -o %t.ll
// RUN: %dxsig print %t.ll --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=NORMAL --match-full-lines
// RUN: not %dxsig print %s -T vs_6_0 2>&1 | FileCheck %s --check-prefix=NO-DIR -DFILE=%s

// NO-DIR: [[FILE]]:[[@LINE+1]]:10: error: 'shared.hlsli' file not found
#include "shared.hlsli"

#ifdef WITH_NORMAL
struct Extra { float3 n : NORMAL; };
#else
struct Extra { float alpha : ALPHA; };
#endif

#if defined(LAYERS) && LAYERS > 1
#define UV_COUNT LAYERS
#else
#define UV_COUNT 1
#endif

Shared main(Extra e, float2 layers[UV_COUNT] : LAYERUV) { return (Shared)0; }

// PLAIN:      entry main vertex
// PLAIN-NEXT: main input: ALPHA 0 arbitrary float undefined 1x1 @0,0 s0
// PLAIN-NEXT: main input: LAYERUV 0 arbitrary float undefined 1x2 @1,0 s0
// PLAIN-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// PLAIN-NEXT: main output: TEXCOORD 0 arbitrary float linear 1x2 @1,0 s0
// PLAIN-EMPTY:

// NORMAL:      entry main vertex
// NORMAL-NEXT: main input: NORMAL 0 arbitrary float undefined 1x3 @0,0 s0
// NORMAL-NEXT: main input: LAYERUV 0,1,2 arbitrary float undefined 3x2 @1,0 s0
// NORMAL-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// NORMAL-NEXT: main output: TEXCOORD 0 arbitrary float linear 1x2 @1,0 s0
// NORMAL-EMPTY:

// EXPLAIN: NORMAL0 (float3, arbitrary) -> r0.xyz (the first row)
// EXPLAIN: LAYERUV0 (float2[3], arbitrary) -> r1-r3.xy (after NORMAL0)
