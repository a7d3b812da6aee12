// Arrays of semantics, which clang 22 reads and writes as one call of
// array type each (test/lit/body/clang22-arrays*.ll).
typedef vector<float, 4> float4;
typedef vector<float, 2> float2;

struct VSOut {
  float4 pos : SV_Position;
  float4 t[2] : TEXCOORD0;
};

VSOut main(float4 p : POSITION, float2 uv[3] : TEXCOORD0, float s[2] : FOG) {
  VSOut o;
  o.pos = p;
  o.t[0] = float4(uv[0], uv[1]);
  o.t[1] = float4(uv[2], s[0], s[1]);
  return o;
}
