# 1 "types16.hlsl"
// 16-bit and min-precision types: what they are depends on
// -enable-16bit-types.
struct In16 {
  half h : HALF;
  half3 h3 : HALF3;
  min16float2 mf : MINF;
  min10float mf10 : MIN10;
  min16int mi : MINI;
  min16uint4 mu : MINU;
  float16_t f16 : F16;
  int16_t2 i16 : I16;
  uint16_t u16 : U16;
  snorm float sn : SNORM;
  unorm float4 un : UNORM;
  dword dw : DWORD;
  unsigned int ui : UINT;
};

float4 main(In16 i) : SV_Position { return float4(i.h, i.mf, 1); }
