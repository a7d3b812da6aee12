// Containers from HLSL, one entry at a time. The vertex shader's ISG1 and
// OSG1 hold one record per element row at its packed register and mask
// (SV_InstanceID and SV_Position with their system values, the VS inputs
// stacked); the pixel shader's ISG1 has SV_IsFrontFace as uint beside the
// nointerpolation MATERIAL, OSG1 SV_Target1 at register 1 and SV_Depth with
// no register. PSV0 has the stage, the entry's name, the vector counts,
// DepthOutput, and the PSV element records (system values unnamed).
// RUN: %dxsig container %s -T vs_6_0 -E vsmain -o %t.vs.dxbc
// RUN: obj2yaml %t.vs.dxbc | FileCheck %s --check-prefix=VS
// RUN: %dxsig container %s -T ps_6_0 -E psmain -o %t.ps.dxbc
// RUN: obj2yaml %t.ps.dxbc | FileCheck %s --check-prefix=PS

struct V2P {
  float4 pos : SV_Position;
  float2 uv : TEXCOORD0;
  nointerpolation uint mat : MATERIAL;
};

V2P vsmain(float3 p : POSITION, float2 uv : TEXCOORD0, uint iid : SV_InstanceID) {
  V2P o = { float4(p, 1), uv, iid };
  return o;
}

float4 psmain(V2P i, bool ff : SV_IsFrontFace, out float depth : SV_Depth) : SV_Target1 {
  depth = i.pos.z;
  return float4(i.uv, ff ? 1 : 0, i.mat);
}

// VS:      - Name:            ISG1
// VS:            - Stream:          0
// VS-NEXT:         Name:            POSITION
// VS-NEXT:         Index:           0
// VS-NEXT:         SystemValue:     Undefined
// VS-NEXT:         CompType:        Float32
// VS-NEXT:         Register:        0
// VS-NEXT:         Mask:            7
// VS:            - Stream:          0
// VS-NEXT:         Name:            TEXCOORD
// VS-NEXT:         Index:           0
// VS-NEXT:         SystemValue:     Undefined
// VS-NEXT:         CompType:        Float32
// VS-NEXT:         Register:        1
// VS-NEXT:         Mask:            3
// VS:            - Stream:          0
// VS-NEXT:         Name:            SV_InstanceID
// VS-NEXT:         Index:           0
// VS-NEXT:         SystemValue:     InstanceID
// VS-NEXT:         CompType:        UInt32
// VS-NEXT:         Register:        2
// VS-NEXT:         Mask:            1
// VS:      - Name:            OSG1
// VS:            - Stream:          0
// VS-NEXT:         Name:            SV_Position
// VS-NEXT:         Index:           0
// VS-NEXT:         SystemValue:     Position
// VS-NEXT:         CompType:        Float32
// VS-NEXT:         Register:        0
// VS-NEXT:         Mask:            15
// VS:            - Stream:          0
// VS-NEXT:         Name:            TEXCOORD
// VS:            - Stream:          0
// VS-NEXT:         Name:            MATERIAL
// VS-NEXT:         Index:           0
// VS-NEXT:         SystemValue:     Undefined
// VS-NEXT:         CompType:        UInt32
// VS-NEXT:         Register:        2
// VS-NEXT:         Mask:            1
// VS:      - Name:            PSV0
// VS:              ShaderStage:     1
// VS-NEXT:         OutputPositionPresent: 1
// VS:              SigInputVectors: 3
// VS-NEXT:         SigOutputVectors: [ 3, 0, 0, 0 ]
// VS:              EntryName:       vsmain
// VS:              SigOutputElements:
// VS-NEXT:           - Name:            ''
// VS-NEXT:             Indices:         [ 0 ]
// VS:                  Kind:            Position
// VS-NEXT:             ComponentType:   Float32
// VS-NEXT:             Interpolation:   LinearNoperspective
// VS:                - Name:            TEXCOORD
// VS:                  Interpolation:   Linear
// VS:                - Name:            MATERIAL
// VS:                  Kind:            Arbitrary
// VS-NEXT:             ComponentType:   UInt32
// VS-NEXT:             Interpolation:   Constant

// PS:      - Name:            ISG1
// PS:              Name:            SV_Position
// PS:              Name:            TEXCOORD
// PS:              Name:            MATERIAL
// PS-NEXT:         Index:           0
// PS-NEXT:         SystemValue:     Undefined
// PS-NEXT:         CompType:        UInt32
// PS-NEXT:         Register:        2
// PS-NEXT:         Mask:            1
// PS:              Name:            SV_IsFrontFace
// PS-NEXT:         Index:           0
// PS-NEXT:         SystemValue:     IsFrontFace
// PS-NEXT:         CompType:        UInt32
// PS-NEXT:         Register:        2
// PS-NEXT:         Mask:            2
// PS:      - Name:            OSG1
// PS:              Name:            SV_Target
// PS-NEXT:         Index:           1
// PS-NEXT:         SystemValue:     Target
// PS-NEXT:         CompType:        Float32
// PS-NEXT:         Register:        1
// PS-NEXT:         Mask:            15
// PS:              Name:            SV_Depth
// PS-NEXT:         Index:           0
// PS-NEXT:         SystemValue:     Depth
// PS-NEXT:         CompType:        Float32
// PS-NEXT:         Register:        4294967295
// PS-NEXT:         Mask:            1
// PS:      - Name:            PSV0
// PS:              ShaderStage:     0
// PS-NEXT:         DepthOutput:     1
// PS-NEXT:         SampleFrequency: 0
// PS:              SigInputVectors: 3
// PS-NEXT:         SigOutputVectors: [ 2, 0, 0, 0 ]
// PS:              EntryName:       psmain
// PS:                - Name:            ''
// PS:                  Kind:            IsFrontFace
// PS-NEXT:             ComponentType:   UInt32
// PS-NEXT:             Interpolation:   Constant
