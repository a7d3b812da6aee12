# 1 "ds_domain.hlsl"
// A domain shader: control points, patch constants, the domain location.
struct ControlPoint { float3 pos : POSITION; float2 uv : TEXCOORD; };
struct PatchTess {
  float edges[4] : SV_TessFactor;
  float inside[2] : SV_InsideTessFactor;
};
struct DomainOut { float4 pos : SV_Position; float2 uv : TEXCOORD; };

[domain("quad")]
DomainOut main(PatchTess pt, float2 loc : SV_DomainLocation,
               const OutputPatch<ControlPoint, 4> cp) {
  DomainOut o;
  float3 a = lerp(cp[0].pos, cp[1].pos, loc.x), b = lerp(cp[3].pos, cp[2].pos, loc.x);
  o.pos = float4(lerp(a, b, loc.y), 1);
  o.uv = loc + pt.inside[0];
  return o;
}
