# 1 "shaders/main.hlsl"
# 1 "<built-in>" 1
# 1 "<command line>" 1
# 1 "shaders/main.hlsl" 2
# 1 "shaders/common.hlsli" 1
// The included header's declarations.
struct Light { float3 dir; float3 color; };
struct VsToPs {
  float4 pos : SV_Position;
  float3 normal : NORMAL;
};
# 4 "shaders/main.hlsl" 2
#line 40 "shaders/generated.hlsl"
/* a block comment
   over several lines */ cbuffer Lights { Light lights[4]; uint light_count; };

# 12 "shaders/main.hlsl"
float4 main(VsToPs i) : SV_Target {
  float3 sum = 0;
  for (uint k = 0; k < light_count; ++k)
    sum += saturate(dot(i.normal, -lights[k].dir)) * lights[k].color;
  return float4(sum, 1);
}
# 99 "shaders/\"quoted\".hlsl"
float unused_after_a_quoted_marker(float x) \
  { return x; }
