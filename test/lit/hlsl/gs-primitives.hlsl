// The input primitive of a geometry shader comes from the modifier of its
// vertex array, whose size must be the primitive's vertex count (point 1,
// line 2, triangle 3, lineadj 4, triangleadj 6); the array is the
// primitive, so each vertex field is one element of its own rows. The
// stream's type gives the output topology name. A wrong size, or a vertex
// parameter that is no array, is DXC's error; so is a GS without
// [maxvertexcount] and an ordinary semantic on a plain GS input.
// RUN: %dxsig pack %s -T gs_6_0 -D PRIM=point -D N=1 -D STREAM=PointStream -o - | FileCheck %s --check-prefix=POINT
// RUN: %dxsig pack %s -T gs_6_0 -D PRIM=line -D N=2 -D STREAM=LineStream -o - | FileCheck %s --check-prefix=LINE
// RUN: %dxsig pack %s -T gs_6_0 -D PRIM=triangle -D N=3 -D STREAM=TriangleStream -o - | FileCheck %s --check-prefix=TRI
// RUN: %dxsig pack %s -T gs_6_0 -D PRIM=lineadj -D N=4 -D STREAM=LineStream -o - | FileCheck %s --check-prefix=LADJ
// RUN: %dxsig pack %s -T gs_6_0 -D PRIM=triangleadj -D N=6 -D STREAM=TriangleStream -o - | FileCheck %s --check-prefix=TADJ
// RUN: %dxsig print %s -T gs_6_0 -D PRIM=triangleadj -D N=6 -D STREAM=TriangleStream --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=JSON --match-full-lines
// RUN: not %dxsig print %s -T gs_6_0 -D PRIM=triangle -D N=4 -D STREAM=PointStream 2>&1 | FileCheck %s --check-prefix=SIZE -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T gs_6_0 -D PRIM=lineadj -D N=2 -D STREAM=PointStream 2>&1 | FileCheck %s --check-prefix=SIZE-ADJ -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T gs_6_0 -E notarray 2>&1 | FileCheck %s --check-prefix=NOTARRAY -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T gs_6_0 -E nomax 2>&1 | FileCheck %s --check-prefix=NOMAX -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T gs_6_0 -E arbitrary 2>&1 | FileCheck %s --check-prefix=ARB -DFILE=%s --match-full-lines

#ifndef PRIM
#define PRIM point
#define N 1
#define STREAM PointStream
#endif

struct V { float4 pos : SV_Position; float3 n[2] : NORMAL; };

// SIZE: [[FILE]]:[[@LINE+3]]:18: error: array dimension for triangle must be 3
// SIZE-ADJ: [[FILE]]:[[@LINE+2]]:18: error: array dimension for lineadj must be 4
[maxvertexcount(4)]
void main(PRIM V verts[N], inout STREAM<V> s) { s.Append(verts[0]); }

// NOTARRAY: [[FILE]]:[[@LINE+2]]:23: error: input types for geometry shader must be constant size arrays
[maxvertexcount(1)]
void notarray(point V v, inout PointStream<V> s) {}

// NOMAX: [[FILE]]:[[@LINE+1]]:6: error: geometry entry point must have a valid maxvertexcount attribute
void nomax(point V v[1], inout PointStream<V> s) {}

// ARB: [[FILE]]:[[@LINE+2]]:44: error: invalid semantic 'EXTRA' for gs 6.0.
[maxvertexcount(1)]
void arbitrary(point V v[1], float extra : EXTRA, inout PointStream<V> s) {}

// POINT: "hlsl.inputprimitive"="point" "hlsl.maxvertexcount"="4" "hlsl.outputstreams"="PointStream" "hlsl.shader"="geometry"
// LINE: "hlsl.inputprimitive"="line" "hlsl.maxvertexcount"="4" "hlsl.outputstreams"="LineStream" "hlsl.shader"="geometry"
// TRI: "hlsl.inputprimitive"="triangle" "hlsl.maxvertexcount"="4" "hlsl.outputstreams"="TriangleStream" "hlsl.shader"="geometry"
// LADJ: "hlsl.inputprimitive"="lineadj" "hlsl.maxvertexcount"="4" "hlsl.outputstreams"="LineStream" "hlsl.shader"="geometry"
// TADJ: "hlsl.inputprimitive"="triangleadj" "hlsl.maxvertexcount"="4" "hlsl.outputstreams"="TriangleStream" "hlsl.shader"="geometry"

// JSON:      entry main geometry
// JSON-NEXT: main input: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main input: NORMAL 0,1 arbitrary float linear 2x3 @1,0 s0
// JSON-NEXT: main output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// JSON-NEXT: main output: NORMAL 0,1 arbitrary float linear 2x3 @1,0 s0
// JSON-EMPTY:

