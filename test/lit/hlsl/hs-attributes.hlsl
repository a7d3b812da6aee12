// A hull shader needs [patchconstantfunc], [outputtopology] and
// [outputcontrolpoints]: each one missing is DXC's error at the entry.
// A [patchconstantfunc] naming no function of the file is an error too.
// RUN: not %dxsig print %s -T hs_6_0 -E none 2>&1 | FileCheck %s --check-prefix=NONE -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T hs_6_0 -E no_topology 2>&1 | FileCheck %s --check-prefix=TOPO -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T hs_6_0 -E no_function 2>&1 | FileCheck %s --check-prefix=NOFN -DFILE=%s --match-full-lines

struct CP { float4 pos : SV_Position; };
struct PC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; };
PC quad_pc() { return (PC)0; }

// NONE:      [[FILE]]:[[@LINE+4]]:4: error: hull entry point must have a valid patchconstantfunc attribute
// NONE-NEXT: [[FILE]]:[[@LINE+3]]:4: error: hull entry point must have a valid outputtopology attribute
// NONE-NEXT: [[FILE]]:[[@LINE+2]]:4: error: hull entry point must have a valid outputcontrolpoints attribute
[domain("quad")]
CP none(InputPatch<CP, 4> ip) { return ip[0]; }

// TOPO: [[FILE]]:[[@LINE+5]]:4: error: hull entry point must have a valid outputtopology attribute
// TOPO-NOT: error
[domain("quad")]
[outputcontrolpoints(4)]
[patchconstantfunc("quad_pc")]
CP no_topology(InputPatch<CP, 4> ip) { return ip[0]; }

// NOFN: [[FILE]]:[[@LINE+5]]:4: error: patch constant function 'missing_pc' is not defined in the file
[domain("quad")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("missing_pc")]
CP no_function(InputPatch<CP, 4> ip) { return ip[0]; }
