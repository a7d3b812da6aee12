// The seed document's example as HLSL source: a vertex shader whose output
// struct packs A, B and D into three rows and C into a fourth.
//   build/bin/dxsig print examples/seed.hlsl -T vs_6_6 -E main
// prints the tables DXC's disassembly shows for it (README.md).

struct VSIn {
  float3 position : POSITION;
  uint vertex : SV_VertexID;
};

struct VSOut {
  float3 A[3] : A;
  float1x2 B : B; // column_major (the default): two rows of one column
  float2 C : C;
  float D : D;
};

VSOut main(VSIn input) {
  VSOut o = (VSOut)0;
  o.A[0] = input.position;
  o.D = (float)input.vertex;
  return o;
}
