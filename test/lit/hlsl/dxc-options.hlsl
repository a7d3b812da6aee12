// DXC's code-generation options are accepted and change no signature, so a
// DXC command line works as it is; -Zpr and -Zpc exclude each other, as in
// DXC.
// RUN: %dxsig print %s -T vs_6_0 -Zi -Od -O3 -Qembed_debug -Vd > %t.dxc
// RUN: %dxsig print %s -T vs_6_0 > %t.plain
// RUN: diff %t.dxc %t.plain
// RUN: not %dxsig print %s -T vs_6_0 -Zpr -Zpc 2>&1 | FileCheck %s
// CHECK: dxsig: error: -Zpr and -Zpc cannot be used together (run 'dxsig help print')

float4 main(float2x3 m : M) : SV_Position { return 0; }
