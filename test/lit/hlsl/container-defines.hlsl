// `dxsig container` takes -D for an HLSL input as every command that reads
// HLSL does (defines-includes.hlsl): TARGETS=2 makes the SV_Target array
// two elements, SV_Target0 and SV_Target1 at registers 0 and 1.
// RUN: %dxsig container %s -T ps_6_0 -D TARGETS=2 -o %t.dxbc
// RUN: obj2yaml %t.dxbc | FileCheck %s

struct Out { float4 c[TARGETS] : SV_Target; };
Out main(float4 pos : SV_Position) { return (Out)0; }

// CHECK:      - Name:            OSG1
// CHECK:            Name:            SV_Target
// CHECK-NEXT:       Index:           0
// CHECK:            Name:            SV_Target
// CHECK-NEXT:       Index:           1
// CHECK-NEXT:       SystemValue:     Target
// CHECK-NEXT:       CompType:        Float32
// CHECK-NEXT:       Register:        1
