# 1 "ps_targets.hlsl"
// A pixel shader with several render targets, depth, coverage and
// interpolation modifiers on its inputs.
Texture2D<float4> albedo : register(t0);
SamplerState linear_clamp : register(s0);

struct PixelIn {
  float4 position : SV_Position;
  nointerpolation uint material : MATERIAL;
  centroid float2 uv : TEXCOORD0;
  noperspective sample float3 view_dir : VIEWDIR;
  bool front : SV_IsFrontFace;
};

struct GBuffer {
  float4 color[3] : SV_Target0;
  float depth : SV_Depth;
};

GBuffer main(PixelIn i, uint coverage : SV_Coverage, out uint mask : SV_Coverage) {
  GBuffer g;
  float4 c = albedo.Sample(linear_clamp, i.uv);
  [unroll] for (int k = 0; k < 3; ++k) { g.color[k] = c * (k + 1); }
  g.depth = i.position.z;
  mask = coverage & (i.front ? 0xF : 0x3);
  return g;
}
