# 1 "attributes.hlsl"
// Attributes of every kind before functions, some of them odd: [[vk::]]
// ones, constant expressions as arguments, repeated ones (the last wins).
static const uint X = 4;
[[vk::binding(0, 1)]] Texture2D<float4> tex;

[shader("compute")]
[numthreads(X * 2, X / 2, (X > 2 ? 1 : 2))]
[numthreads(16, 1, 1)]
[WaveSize(16, 64, 32)]
[RootSignature("RootFlags(0), CBV(b0)")]
void cs_main([[vk::location(0)]] uint3 id : SV_DispatchThreadID) {}

struct GsVertex { float4 pos : SV_Position; };
[shader("geometry")]
[maxvertexcount(3)]
void gs_main(point GsVertex p[1], inout LineStream<GsVertex> s) {}

struct IsoPoint { float4 pos : POS; };
[shader("hull")]
[domain("isoline")]
[partitioning("integer")]
[outputtopology("line")]
[outputcontrolpoints(2)]
[patchconstantfunc("iso_pc")]
IsoPoint hs_main(InputPatch<IsoPoint, 2> ip, uint i : SV_OutputControlPointID) {
  return ip[i];
}
struct IsoPc { float tess[2] : SV_TessFactor; };
IsoPc iso_pc() { IsoPc p = (IsoPc)0; return p; }

[shader("pixel")]
[earlydepthstencil]
float4 ps_main(float4 p : SV_Position) : SV_Target { return p; }
