// pack writes the HLSL entry's signatures as a packed module: verify
// accepts it, print reads the same tables back from it as from the source,
// and a second pack leaves it as it is. The metadata has each element's
// name, component type, system value, indices, interpolation, rows, cols
// and place: ID (uint, constant) in a row of its own, TEXCOORD3 as indices
// 3 and 4.
// RUN: %dxsig pack %s -T ps_6_0 -E main -o %t.ll
// RUN: %dxsig verify %t.ll
// RUN: %dxsig print %s -T ps_6_0 -E main > %t.from-source.txt
// RUN: %dxsig print %t.ll > %t.from-module.txt
// RUN: diff %t.from-source.txt %t.from-module.txt
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %dxsig pack %t.ll -o %t2.ll
// RUN: %dxsig print %t2.ll | diff %t.from-source.txt -

struct In {
  float4 pos : SV_Position;
  float3 normal : NORMAL;
  nointerpolation uint id : ID;
  float2 uv[2] : TEXCOORD3;
};

float4 main(In i) : SV_Target {
  return float4(i.normal, i.uv[1].x);
}

// CHECK: target triple = "dxil-pc-shadermodel6.0-pixel"
// CHECK: !dx.semantic.signatures = !{![[E:[0-9]+]]}
// CHECK: ![[E]] = !{ptr @main, !{{[0-9]+}}, !{{[0-9]+}}}
// CHECK: !{i32 0, !"SV_Position", i32 9, i32 3, !{{[0-9]+}}, i32 4, i32 1, i8 4, i32 0, i8 0,
// CHECK: !{i32 1, !"NORMAL", i32 9, i32 0, !{{[0-9]+}}, i32 2, i32 1, i8 3, i32 1, i8 0,
// CHECK: !{i32 2, !"ID", i32 5, i32 0, !{{[0-9]+}}, i32 1, i32 1, i8 1, i32 2, i8 0,
// CHECK: !{i32 3, !"TEXCOORD", i32 9, i32 0, ![[UVIDX:[0-9]+]], i32 2, i32 2, i8 2, i32 3, i8 0,
// CHECK: ![[UVIDX]] = !{i32 3, i32 4}
// CHECK: !{i32 0, !"SV_Target", i32 9, i32 16, !{{[0-9]+}}, i32 0, i32 1, i8 4, i32 0, i8 0,
