# 1 "vs_basic.hlsl"
# 1 "<built-in>" 1
# 1 "vs_basic.hlsl" 2
// A vertex shader as a preprocessor hands it over: a constant buffer,
// input and output structs, a helper with a body.
cbuffer PerDraw : register(b0) {
  float4x4 world_view_proj;
  float4x4 world;
  float3 eye : packoffset(c8);
};

struct VertexIn {
  float3 position : POSITION;
  float3 normal   : NORMAL;
  float2 uv       : TEXCOORD0;
  uint   id       : SV_VertexID;
};

struct VertexOut {
  float4 position : SV_Position;
  float3 normal   : NORMAL;
  float2 uv[2]    : TEXCOORD1;
  float  fog      : FOG;
};

float fog_of(float3 p) {
  float d = length(p - eye);
  return saturate((d - 10.0f) / 90.0f);
}

VertexOut main(VertexIn v, uint instance : SV_InstanceID) {
  VertexOut o;
  o.position = mul(world_view_proj, float4(v.position, 1));
  o.normal = mul((float3x3)world, v.normal);
  o.uv[0] = v.uv;
  o.uv[1] = v.uv * 2 + instance;
  o.fog = fog_of(mul(world, float4(v.position, 1)).xyz);
  return o;
}
