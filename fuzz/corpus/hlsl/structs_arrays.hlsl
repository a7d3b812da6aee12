# 1 "structs_arrays.hlsl"
// Struct inheritance, nested structs, arrays of structs: DXC's semantic
// indices interleave the fields of an array of structs.
static const int COUNT = 2;
static const int TWICE = COUNT * 2, PLUS = TWICE + 1;

struct Base { float4 a : BASE_A; };
struct Derived : Base { float2 b : DERIVED_B; };

struct Pair { float4 m; float4 n; };

struct Nested {
  struct Inner { uint x : INNER_X; } inner[COUNT];
  float f, g[3] : LIST;
};

struct VsOut {
  float4 pos : SV_Position;
  Pair pairs[2] : PAIR;
  float clip[2] : SV_ClipDistance;
  float cull : SV_CullDistance;
};

VsOut main(Derived d, Nested n : NESTED, float4 extra[PLUS - 3] : EXTRA,
           uint vid : SV_VertexID) {
  VsOut o = (VsOut)0;
  o.pos = d.a + extra[1];
  return o;
}
