// Everything but the entry's declarations is skipped: cbuffers (with
// packoffset), ConstantBuffer<> arrays, resources and samplers with
// registers, templates, namespaces (a struct in one with a semantic of its
// own is not an element), static const arrays and a static const used as
// an array size, braces and quotes
// inside the body's strings, characters and comments, and a helper whose
// body does not even parse. The entry's signature is unchanged by them.
// RUN: %dxsig print %s -T vs_6_0 --json | %python %S/Inputs/elements.py | FileCheck %s --match-full-lines

cbuffer Globals : register(b0) {
  float4x4 worldViewProj;
  float4 tint : packoffset(c4);
};
struct Light { float3 dir; float pad; };
ConstantBuffer<Light> lights[2] : register(b1, space1);
Texture2D<float4> tex : register(t0);
SamplerState samp : register(s0);
RWStructuredBuffer<uint> counters : register(u0);

template <typename T> T twice(T x) { return x + x; }

namespace util {
  struct Hidden { float4 never : NEVER; };
  float4 scale(float4 v) { return v * 2; }
}

static const float weights[3] = { 0.25, 0.5, 0.25 };
static const int N = 2 + 1;

struct Out { float4 pos : SV_Position; float2 uv[N - 1] : TEXCOORD; };

UnknownType broken(NotAType q : ZZ) { return q..nothing + undeclared(1, 2; }

Out main(float4 p : POSITION) {
  string s = "}{ not a brace"; /* } */ // {
  Out o;
  if (p.x > weights[1]) { o.pos = mul(worldViewProj, p); } else { o.pos = -p; }
  o.uv[0] = '}';
  o.uv[1] = tex.SampleLevel(samp, o.uv[0], 0).xy * twice(1.0);
  return o;
}

// CHECK:      entry main vertex
// CHECK-NEXT: main input: POSITION 0 arbitrary float undefined 1x4 @0,0 s0
// CHECK-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// CHECK-NEXT: main output: TEXCOORD 0,1 arbitrary float linear 2x2 @1,0 s0
// CHECK-EMPTY:
