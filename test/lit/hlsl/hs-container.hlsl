// A hull shader's container from HLSL: the module dxsig builds has a
// function for the [patchconstantfunc] too (the container's lowering looks
// it up), written directly and through `pack -o`. The patch-constant list
// is PSG1 (tri edge and inside tess factors); PSV0 has the control point
// counts, the domain (2: tri) and the output primitive (4: triangle_ccw).
// RUN: %dxsig container %s -T hs_6_0 -o %t.dxbc
// RUN: obj2yaml %t.dxbc | FileCheck %s
// RUN: %dxsig pack %s -T hs_6_0 -o %t.ll
// RUN: %dxsig container %t.ll -o %t2.dxbc
// RUN: obj2yaml %t2.dxbc | FileCheck %s

struct CP { float4 pos : SV_Position; float2 uv : TEXCOORD; };
struct PC { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };

PC patch_fn() { return (PC)0; }

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_fn")]
CP main(InputPatch<CP, 3> ip, uint id : SV_OutputControlPointID) { return ip[id]; }

// CHECK:      - Name:            ISG1
// CHECK:            Name:            SV_Position
// CHECK:            Name:            TEXCOORD
// CHECK:      - Name:            OSG1
// CHECK:            Name:            SV_Position
// CHECK:            Name:            TEXCOORD
// CHECK:      - Name:            PSG1
// CHECK:            Name:            SV_TessFactor
// CHECK-NEXT:       Index:           0
// CHECK-NEXT:       SystemValue:     FinalTriEdgeTessfactor
// CHECK:            Name:            SV_InsideTessFactor
// CHECK-NEXT:       Index:           0
// CHECK-NEXT:       SystemValue:     FinalTriInsideTessfactor
// CHECK:      - Name:            PSV0
// CHECK:            ShaderStage:     3
// CHECK-NEXT:       InputControlPointCount: 3
// CHECK-NEXT:       OutputControlPointCount: 3
// CHECK-NEXT:       TessellatorDomain: 2
// CHECK-NEXT:       TessellatorOutputPrimitive: 4
// CHECK:            SigPatchConstOrPrimVectors: 4
// CHECK-NEXT:       SigInputVectors: 2
// CHECK-NEXT:       SigOutputVectors: [ 2, 0, 0, 0 ]
