// A vertex shader clang 22 compiles: it ships no hlsl.h, so the vector
// types are declared here, and it writes no signatures. dxsig annotate adds
// them to its module (docs/hlsl.md).
typedef vector<float, 4> float4;
typedef vector<float, 3> float3;
typedef vector<float, 2> float2;

struct VSOut {
  float4 color : COLOR0;
  float2 uv : TEXCOORD0;
};

VSOut main(float3 position : POSITION, float2 uv : TEXCOORD0) {
  VSOut o;
  o.color = float4(position, 1);
  o.uv = uv;
  return o;
}
