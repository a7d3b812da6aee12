# 1 "cs_compute.hlsl"
// A compute shader: no signatures, thread IDs, attributes.
RWStructuredBuffer<float4> output : register(u0);
static const uint GROUP = 8 * 8;
groupshared float4 cache[GROUP];

[numthreads(8, 8, 1)]
[WaveSize(32)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex,
          uint3 gid : SV_GroupID) {
  cache[gi] = float4(dtid, gi);
  GroupMemoryBarrierWithGroupSync();
  output[dtid.x + dtid.y * 1024] = cache[(gi + 1) % GROUP] + gid.xyzz;
}
