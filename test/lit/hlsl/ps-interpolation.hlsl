// Interpolation modes of pixel shader inputs, from --json: no modifier is
// linear for float, half and min16float and constant (nointerpolation) for
// int, uint, bool and, as DXC has it, snorm/unorm float; centroid, sample
// and noperspective give their linear forms and combine (noperspective
// centroid, noperspective sample); sample wins over centroid; a repeated
// modifier is harmless. SV_Position is made noperspective (centroid on it
// gives noperspective centroid). SV_IsFrontFace, declared bool, is uint in
// a pixel input. SV_Coverage as an input is not in the signature;
// SV_SampleIndex is, unpacked. A modifier on a struct parameter applies to
// fields that have none. Outputs have no interpolation.
// RUN: %dxsig print %s -T ps_6_0 --json | %python %S/Inputs/elements.py | FileCheck %s --match-full-lines

struct PSIn {
  float2 uv : TEXCOORD0;
  int id : ID;
  uint2 flags : FLAGS;
  centroid float3 c : CENT;
  sample float s : SAMP;
  noperspective float np : NOPERSP;
  noperspective centroid float npc : NPC;
  noperspective sample float nps : NPS;
  linear centroid float lc : LC;
  centroid sample float cs : CS;
  linear linear float ll : LL;
  nointerpolation float4 flat : FLAT;
  bool b : BOOLV;
  snorm float sn : SN;
  unorm float un : UN;
  min16float h : HALFV;
  half hh : HH;
};
struct Group { float a : GA; sample float b : GB; };

float4 main(PSIn i, centroid float4 pos : SV_Position, bool ff : SV_IsFrontFace,
            uint cov : SV_Coverage, uint si : SV_SampleIndex,
            noperspective Group g) : SV_Target {
  return pos;
}

// CHECK:      entry main pixel
// CHECK-NEXT: main input: TEXCOORD 0 arbitrary float linear 1x2 @0,0 s0
// CHECK-NEXT: main input: ID 0 arbitrary int constant 1x1 @1,0 s0
// CHECK-NEXT: main input: FLAGS 0 arbitrary uint constant 1x2 @1,1 s0
// CHECK-NEXT: main input: CENT 0 arbitrary float linear_centroid 1x3 @2,0 s0
// CHECK-NEXT: main input: SAMP 0 arbitrary float linear_sample 1x1 @3,0 s0
// CHECK-NEXT: main input: NOPERSP 0 arbitrary float linear_noperspective 1x1 @4,0 s0
// CHECK-NEXT: main input: NPC 0 arbitrary float linear_noperspective_centroid 1x1 @5,0 s0
// CHECK-NEXT: main input: NPS 0 arbitrary float linear_noperspective_sample 1x1 @6,0 s0
// CHECK-NEXT: main input: LC 0 arbitrary float linear_centroid 1x1 @2,3 s0
// CHECK-NEXT: main input: CS 0 arbitrary float linear_sample 1x1 @3,1 s0
// CHECK-NEXT: main input: LL 0 arbitrary float linear 1x1 @0,2 s0
// CHECK-NEXT: main input: FLAT 0 arbitrary float constant 1x4 @7,0 s0
// CHECK-NEXT: main input: BOOLV 0 arbitrary bool constant 1x1 @1,3 s0
// CHECK-NEXT: main input: SN 0 arbitrary snorm float constant 1x1 @8,0 s0
// CHECK-NEXT: main input: UN 0 arbitrary unorm float constant 1x1 @8,1 s0
// CHECK-NEXT: main input: HALFV 0 arbitrary half linear 1x1 @0,3 s0
// CHECK-NEXT: main input: HH 0 arbitrary float linear 1x1 @9,0 s0
// CHECK-NEXT: main input: SV_Position 0 SV_Position float linear_noperspective_centroid 1x4 @10,0 s0
// CHECK-NEXT: main input: SV_IsFrontFace 0 SV_IsFrontFace uint constant 1x1 @8,2 s0
// CHECK-NEXT: main input: SV_SampleIndex 0 SV_SampleIndex uint constant 1x1 @-,- s0
// CHECK-NEXT: main input: GA 0 arbitrary float linear_noperspective 1x1 @4,1 s0
// CHECK-NEXT: main input: GB 0 arbitrary float linear_sample 1x1 @3,2 s0
// CHECK-NEXT: main output: SV_Target 0 SV_Target float undefined 1x4 @0,0 s0
// CHECK-NEXT: diag warning hlsl-modifier 23:25 'centroid' will be overridden by 'sample'
// CHECK-NEXT: diag warning hlsl-modifier 24:10 duplicate HLSL specifier 'linear'
// CHECK-EMPTY:
