// The HLSL reader builds the same model and attributes a module carries,
// so the rules that tie a geometry shader's outputs to its
// [maxvertexcount] hold for HLSL input too: 128 vertices of 8 output
// scalars are DXC's limit of 1024, 129 are past it.
// RUN: %dxsig container %s -T gs_6_0 -o %t.dxbc 2>&1 | count 0
// RUN: not %dxsig container %s -T gs_6_0 -D COUNT=129 -o %t.over.dxbc 2>&1 | FileCheck %s

// CHECK: gs-output-size.hlsl:18:6: error: entry 'main': maxvertexcount 129 x 8 output scalars (rows x columns of every output element) = 1032, more than 1024
// CHECK-NOT: error

#ifndef COUNT
#define COUNT 128
#endif

struct V { float4 pos : SV_Position; float4 color : COLOR; };

[maxvertexcount(COUNT)]
void main(point V verts[1], inout PointStream<V> s) { s.Append(verts[0]); }
