// uv has no semantic: DXC refuses the entry, and so does dxsig, at the field.
struct PSIn {
  float4 position : SV_Position;
  float2 uv;
};

float4 main(PSIn input) : SV_Target {
  return float4(input.uv, 0, 1);
}
