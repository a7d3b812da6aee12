// Mesh primitive outputs are always constant; an interpolation modifier
// other than nointerpolation on one is an error, in DXC's words.
// RUN: not %dxsig print %s -T ms_6_5 2>&1 | FileCheck %s

struct Vert { float4 pos : SV_Position; };
struct Prim { linear float weight : WEIGHT; nointerpolation uint id : ID; };

[numthreads(1, 1, 1)]
[outputtopology("triangle")]
void main(out vertices Vert v[3], out primitives Prim p[1], out indices uint3 t[1]) {}

// CHECK: error: Mesh shader's primitive outputs' interpolation mode must be constant or undefined.
