# 1 "gec_dx9.hlsl"
// DX9 names of system values: with -Gec they mean the SV_ ones.
struct V2P { float4 pos : POSITION; float4 diffuse : COLOR0; };

float4 main(V2P i, float2 vpos : VPOS, out float depth : DEPTH) : COLOR {
  depth = 0.5;
  return i.diffuse;
}

V2P vs_main(float4 p : POSITION, float4 c : COLOR) {
  V2P o = { p, c };
  return o;
}
