// A vertex and a pixel shader in one file, as engines write them: the
// entries are named with -E (or given [shader("...")] attributes).

cbuffer PerFrame : register(b0) {
  float4x4 world_view_proj;
  float3 light_dir;
};

Texture2D albedo : register(t0);
SamplerState linear_sampler : register(s0);

struct VSIn {
  float3 position : POSITION;
  float3 normal : NORMAL;
  float2 uv : TEXCOORD0;
};

struct VSOut {
  float4 position : SV_Position;
  float3 normal : NORMAL;
  float2 uv : TEXCOORD0;
  nointerpolation uint material : MATERIAL;
};

VSOut VSMain(VSIn input, uint instance : SV_InstanceID) {
  VSOut o;
  o.position = mul(float4(input.position, 1), world_view_proj);
  o.normal = input.normal;
  o.uv = input.uv;
  o.material = instance;
  return o;
}

#define RS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), " \
           "DescriptorTable(SRV(t0)), StaticSampler(s0)"

[RootSignature(RS)]
float4 PSMain(VSOut input) : SV_Target {
  float diffuse = saturate(dot(normalize(input.normal), -light_dir));
  return albedo.Sample(linear_sampler, input.uv) * diffuse;
}
