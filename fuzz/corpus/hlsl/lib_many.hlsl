# 1 "lib_many.hlsl"
// A library: every [shader] function is an entry, in a namespace or not.
namespace common {
  struct Attr { float4 pos : SV_Position; float4 color : COLOR; };
  float4 tint(float4 c) { return c * float4(1, 0.5, 0.5, 1); }
}

[shader("vertex")]
common::Attr vs_main(float3 p : POSITION, float4 c : COLOR) {
  common::Attr a = { float4(p, 1), c };
  return a;
}

[shader("pixel")]
float4 ps_main(common::Attr a) : SV_Target {
  return common::tint(a.color);
}

namespace compute { namespace inner {
[shader("compute")]
[numthreads(64, 1, 1)]
void cs_main(uint id : SV_DispatchThreadID) {}
} }

struct AmpPayload { uint count; };
groupshared AmpPayload amp;

[shader("amplification")]
[numthreads(32, 1, 1)]
void as_main(uint gid : SV_GroupID) {
  amp.count = gid;
  DispatchMesh(1, 1, 1, amp);
}

float4 not_an_entry(float4 x) : SV_Target { return x; }
