# 1 "hs_patch.hlsl"
// A hull shader and its patch-constant function.
#define unused_after_preprocessing 1
struct ControlPoint {
  float3 pos : POSITION;
  float2 uv : TEXCOORD;
};

struct PatchTess {
  float edges[3] : SV_TessFactor;
  float inside : SV_InsideTessFactor;
  float3 center : CENTER;
};

PatchTess patch_constants(InputPatch<ControlPoint, 3> ip, uint id : SV_PrimitiveID) {
  PatchTess t;
  t.edges[0] = t.edges[1] = t.edges[2] = 4.0f;
  t.inside = 4.0f;
  t.center = (ip[0].pos + ip[1].pos + ip[2].pos) / 3.0f + id;
  return t;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
[maxtessfactor(15.0f)]
ControlPoint main(InputPatch<ControlPoint, 3> ip, uint i : SV_OutputControlPointID) {
  return ip[i];
}
