# 1 "ms_mesh.hlsl"
// A mesh shader: vertices, primitives, indices and a payload.
struct Payload { uint meshlets[32]; float scale; };
struct MeshVertex { float4 pos : SV_Position; float3 normal : NORMAL; };
struct MeshPrim { uint id : PRIMID; bool cull : SV_CullPrimitive; };

groupshared float3 shared_pos[64];

[numthreads(32, 1, 1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, uint gid : SV_GroupID,
          in payload Payload pl,
          out vertices MeshVertex verts[64],
          out indices uint3 tris[126],
          out primitives MeshPrim prims[126]) {
  SetMeshOutputCounts(64, 126);
  verts[gtid].pos = float4(shared_pos[gtid] * pl.scale, 1);
  tris[gtid] = uint3(0, 1, 2);
  prims[gtid].id = pl.meshlets[gid % 32];
}
