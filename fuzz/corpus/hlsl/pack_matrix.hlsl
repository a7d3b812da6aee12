# 1 "pack_matrix.hlsl"
// Matrix orientation: the pragma, the modifiers, -Zpr.
struct Before { float3x2 m : BEFORE; };
#pragma pack_matrix(row_major)
struct Rows {
  float3x2 m : ROWS;
  column_major float2x4 c : COLS;
};
#pragma pack_matrix(column_major)
#pragma once
#pragma warning(disable : 3206)
struct Out {
  float4 pos : SV_Position;
  row_major float4x3 r : FORCED_ROWS;
  float4x3 d : DEFAULT;
  matrix<min16float, 2, 2> small : SMALL;
};

Out main(Before b, Rows r, float2x2 loose : LOOSE) {
  Out o = (Out)0;
  o.pos = float4(b.m[0], r.m[1]);
  return o;
}
