// Entries from [shader("...")]: with a lib_6_x profile, or with no -T at
// all, every function carrying the attribute is an entry, each with its
// own stage, in file order; a plain helper is not one. -E picks one of
// them; a stage profile with -E reads that function as its stage.
// RUN: %dxsig print %s -T lib_6_3 --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=ALL --match-full-lines
// RUN: %dxsig print %s --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=ALL --match-full-lines
// RUN: %dxsig print %s -E psmain --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=ONE --match-full-lines
// RUN: %dxsig print %s -T lib_6_3 -E psmain --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=ONE --match-full-lines
// RUN: %dxsig print %s -T ps_6_0 -E psmain --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=ONE --match-full-lines
// RUN: %dxsig pack %s -T lib_6_3 -o - | FileCheck %s --check-prefix=MODULE
// RUN: not %dxsig print %s -T lib_6_3 -E helper 2>&1 | FileCheck %s --check-prefix=HELPER -DFILE=%s --match-full-lines
// RUN: %dxsig link %s:vsmain %s:psmain

struct VOut { float4 pos : SV_Position; float3 col : COLOR; };

[shader("vertex")]
VOut vsmain(float3 p : POSITION) {
  VOut o = { float4(p, 1), p };
  return o;
}

float4 helper(float4 x) { return x * 0.5; }

[shader("pixel")]
float4 psmain(VOut v) : SV_Target { return helper(float4(v.col, 1)); }

[shader("compute")]
[numthreads(4, 4, 1)]
void csmain(uint3 id : SV_DispatchThreadID) {}

// ALL:      entry vsmain vertex
// ALL-NEXT: vsmain input: POSITION 0 arbitrary float undefined 1x3 @0,0 s0
// ALL-NEXT: vsmain output: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// ALL-NEXT: vsmain output: COLOR 0 arbitrary float linear 1x3 @1,0 s0
// ALL-NEXT: entry psmain pixel
// ALL-NEXT: psmain input: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// ALL-NEXT: psmain input: COLOR 0 arbitrary float linear 1x3 @1,0 s0
// ALL-NEXT: psmain output: SV_Target 0 SV_Target float undefined 1x4 @0,0 s0
// ALL-NEXT: entry csmain compute
// ALL-EMPTY:

// ONE:      entry psmain pixel
// ONE-NEXT: psmain input: SV_Position 0 SV_Position float linear_noperspective 1x4 @0,0 s0
// ONE-NEXT: psmain input: COLOR 0 arbitrary float linear 1x3 @1,0 s0
// ONE-NEXT: psmain output: SV_Target 0 SV_Target float undefined 1x4 @0,0 s0
// ONE-EMPTY:

// MODULE: target triple = "dxil-pc-shadermodel6.3-library"
// MODULE: define void @vsmain() #0
// MODULE: define void @psmain() #1
// MODULE: define void @csmain() #2
// MODULE: attributes #0 = { "dxsig.signatures-only" "hlsl.shader"="vertex" }
// MODULE: attributes #1 = { "dxsig.signatures-only" "hlsl.shader"="pixel" }
// MODULE: attributes #2 = { "dxsig.signatures-only" "hlsl.numthreads"="4,4,1" "hlsl.shader"="compute" }

// HELPER: [[FILE]]: error: no function 'helper' with a [shader("...")] attribute
