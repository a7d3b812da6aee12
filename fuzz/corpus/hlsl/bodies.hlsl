# 1 "bodies.hlsl"
// Bodies the reader skips whole: braces in strings, loops, initializers,
// attributes on statements, lambdas-looking things, switch statements.
static const float3 KERNEL[3] = { {1, 2, 1}, {2, 4, 2}, {1, 2, 1} };
static const string NOTES = "{ not a brace ( ) [ ] }";

float blur(Texture2D<float> t, SamplerState s, float2 uv) {
  float acc = 0;
  [unroll] for (int y = -1; y <= 1; ++y) {
    [loop] for (int x = -1; x <= 1; ++x) {
      acc += t.SampleLevel(s, uv + float2(x, y) / 512.0, 0) * KERNEL[y + 1][x + 1];
    }
  }
  switch ((int)acc) { case 0: { acc = 1; break; } default: break; }
  [branch] if (acc > 16) { return acc / 16; } else { return acc; }
}

struct Shape { float area() { return w * h; } float w; float h; };

int gcd(int a, int b) { while (b) { int t = b; b = a % b; a = t; } return a; }

float4 main(float4 p : SV_Position, float2 uv : TEXCOORD) : SV_Target {
  Shape s = { 2, 3 };
  return float4(s.area(), gcd(12, 18), uv);
}
