# 1 "errors.hlsl"
// Broken declarations: those no entry needs are never reported; the
// entry's own problems are, at their location.
struct Broken { float4 a : A float4 b : B; };
struct Unsized { float v[] : V; };
void half_written(float4 x : X, ) { }
int mismatched(int a) { return (a + 1]; }
struct Fwd;
typedef Fwd FwdAlias;
float4 unknown_type(Mystery m : M) : SV_Target { return 0; }

struct Good { float4 pos : SV_Position; };

Good main(Good g, float4 semanticless, FwdAlias f : FWD) {
  return g;
}
