// DXC's validator rules about a whole entry hold for HLSL input, checked on
// the model the reader builds: a pixel shader writing a conservative depth
// once per pixel reads SV_Position noperspective centroid or sample
// (ps-position-interp); a mesh shader's outputs fit in 32768 bytes
// (lower-ms-output-size: 8 vertex scalars x 32 vertices and 69 primitive
// scalars x 128 primitives are 36352 bytes; x 64 primitives, 18688).
// RUN: not %dxsig verify %s -T ps_6_0 -E ps_main 2>&1 | FileCheck %s --check-prefix=PS -DFILE=%s
// RUN: %dxsig verify %s -T ps_6_0 -E ps_main -D POS_MODE="noperspective centroid" 2>&1 | count 0
// RUN: not %dxsig verify %s -T ms_6_5 -E ms_main 2>&1 | FileCheck %s --check-prefix=MS -DFILE=%s
// RUN: %dxsig container %s -T ms_6_5 -E ms_main -D PRIMS=64 -o %t.dxbc 2>&1 | count 0

#ifndef POS_MODE
#define POS_MODE linear
#endif
#ifndef PRIMS
#define PRIMS 128
#endif

struct PsOut { float4 color : SV_Target; float depth : SV_DepthGreaterEqual; };

// PS: [[FILE]]:[[@LINE+1]]:31: error: entry 'ps_main' input element 0 'SV_Position0': the shader writes SV_DepthGreaterEqual and runs once per pixel (no SV_SampleIndex, no sample-interpolated input): SV_Position's interpolation must be linear_noperspective_centroid or linear_noperspective_sample, not linear_noperspective
PsOut ps_main(POS_MODE float4 pos : SV_Position) {
  PsOut o;
  o.color = pos;
  o.depth = 0.25f;
  return o;
}

struct Vert { float4 pos : SV_Position; float tint[4] : COLOR; };
struct Prim { float n : NORMAL; float4 wide[16] : WIDE; int layer[4] : LAYER; };

// MS: [[FILE]]:[[@LINE+3]]:6: error: entry 'ms_main': the outputs take 36352 bytes (vertex scalars 8 x 32 vertices and primitive scalars 69 x 128 primitives, the counts rounded up to a multiple of 32, 4 bytes a scalar), more than 32768
[numthreads(32, 1, 1)]
[outputtopology("triangle")]
void ms_main(out indices uint3 tris[PRIMS], out vertices Vert verts[32],
             out primitives Prim prims[PRIMS]) {}
