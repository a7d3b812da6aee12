# 1 "gs_streams.hlsl"
// A geometry shader: a triangle in, two streams out, instanced.
struct GsIn {
  float4 pos : SV_Position;
  float3 color : COLOR0;
};

struct GsOut {
  float4 pos : SV_Position;
  float3 color : COLOR0;
  uint layer : SV_RenderTargetArrayIndex;
};

struct Marker {
  float4 pos : SV_Position;
  uint prim : MARKER;
};

[maxvertexcount(6)]
[instance(2)]
void main(triangle GsIn tri[3], uint prim : SV_PrimitiveID, uint inst : SV_GSInstanceID,
          inout TriangleStream<GsOut> faces, inout PointStream<Marker> points) {
  for (uint v = 0; v < 3; ++v) {
    GsOut o = { tri[v].pos, tri[v].color, inst };
    faces.Append(o);
  }
  faces.RestartStrip();
  Marker m = { (tri[0].pos + tri[1].pos + tri[2].pos) / 3, prim };
  points.Append(m);
}
