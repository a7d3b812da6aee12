// Both entries below are refused, in DXC's words: with more than one output
// stream every stream must be a PointStream, and two vertex-array
// parameters with different primitive modifiers conflict.
// RUN: not %dxsig print %s -T gs_6_0 -E two_topologies 2>&1 | FileCheck %s --check-prefix=STREAMS
// RUN: not %dxsig print %s -T gs_6_0 -E two_primitives 2>&1 | FileCheck %s --check-prefix=PRIMS

struct V { float4 pos : SV_Position; };
struct W { float4 other : OTHER; };

// STREAMS: error: when multiple GS output streams are used they must be pointlists
[maxvertexcount(3)]
void two_topologies(point V v[1], inout PointStream<V> a, inout LineStream<V> b) {}

// PRIMS: error: input parameter conflicts with geometry specifier of previous input parameters
[maxvertexcount(3)]
void two_primitives(point V v[1], line W w[2], inout PointStream<V> a) {}
