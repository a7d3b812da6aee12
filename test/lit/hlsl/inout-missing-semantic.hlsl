// An inout parameter without a semantic is both an output and an input
// without one: both are reported, the output side first, as DXC does.
// RUN: not %dxsig print %s -T vs_6_0 2>&1 | FileCheck %s -DFILE=%s

// CHECK:      [[FILE]]:[[@LINE+2]]:{{[0-9]+}}: error: Semantic must be defined for all outputs of an entry function or patch constant function
// CHECK-NEXT: [[FILE]]:[[@LINE+1]]:{{[0-9]+}}: error: Semantic must be defined for all parameters of an entry function or patch constant function
void main(float4 p : POSITION, inout float4 x) {}
