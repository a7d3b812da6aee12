// Semantic errors, each at its declaration. A leaf without a semantic:
// DXC's text for outputs (the return value, out parameters) and for
// parameters, naming the leaf. An SV_ name that is no system value; a
// system value the stage has no place for. nointerpolation with a linear-
// family modifier, on a parameter and on a field. A semantic declared
// twice, arbitrary or system value, is the verifier's error on the later
// element (verify and print alike).
// RUN: not %dxsig verify %s -T ps_6_0 -E no_return_semantic 2>&1 | FileCheck %s --check-prefix=RET -DFILE=%s --match-full-lines
// RUN: not %dxsig verify %s -T ps_6_0 -E no_field_semantic 2>&1 | FileCheck %s --check-prefix=FIELD -DFILE=%s --match-full-lines
// RUN: not %dxsig verify %s -T vs_6_0 -E no_param_semantic 2>&1 | FileCheck %s --check-prefix=PARAM -DFILE=%s --match-full-lines
// RUN: not %dxsig verify %s -T ps_6_0 -E misspelled 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DFILE=%s --match-full-lines
// RUN: not %dxsig verify %s -T vs_6_0 -E wrong_stage 2>&1 | FileCheck %s --check-prefix=STAGE -DFILE=%s --match-full-lines
// RUN: not %dxsig verify %s -T ps_6_0 -E flat_linear 2>&1 | FileCheck %s --check-prefix=INTERP -DFILE=%s --match-full-lines
// RUN: not %dxsig verify %s -T ps_6_0 -E flat_field 2>&1 | FileCheck %s --check-prefix=INTERP-FIELD -DFILE=%s --match-full-lines
// RUN: not %dxsig verify %s -T ps_6_0 -E twice 2>&1 | FileCheck %s --check-prefix=DUP -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ps_6_0 -E twice 2>&1 | FileCheck %s --check-prefix=DUP -DFILE=%s --match-full-lines
// RUN: not %dxsig verify %s -T ps_6_0 -E twice --json | FileCheck %s --check-prefix=DUP-JSON
// RUN: not %dxsig verify %s -T ps_6_0 -E twice_sv 2>&1 | FileCheck %s --check-prefix=DUP-SV -DFILE=%s --match-full-lines

// RET: [[FILE]]:[[@LINE+1]]:8: error: Semantic must be defined for all outputs of an entry function or patch constant function
float4 no_return_semantic(float4 p : P) { return p; }

// FIELD: [[FILE]]:[[@LINE+1]]:42: error: Semantic must be defined for all outputs of an entry function or patch constant function
struct Out { float4 c : SV_Target; float depth; };
Out no_field_semantic() { return (Out)0; }

// PARAM: [[FILE]]:[[@LINE+1]]:47: error: Semantic must be defined for all parameters of an entry function or patch constant function
float4 no_param_semantic(float3 n : N, float4 p) : SV_Position { return p; }

// UNKNOWN: [[FILE]]:[[@LINE+1]]:30: error: invalid semantic 'SV_Positoin' for ps 6.0.
float4 misspelled(float4 p : SV_Positoin) : SV_Target { return p; }

// STAGE: [[FILE]]:[[@LINE+1]]:36: error: invalid semantic 'SV_Target' for vs 6.0.
float4 wrong_stage(float4 p : P) : SV_Target { return p; }

// INTERP: [[FILE]]:[[@LINE+1]]:49: error: 'nointerpolation' and 'linear' cannot be used together for a parameter
float4 flat_linear(nointerpolation linear float x : X) : SV_Target { return x; }

// INTERP-FIELD: [[FILE]]:[[@LINE+1]]:47: error: 'nointerpolation' and 'centroid' cannot be used together for a field
struct Flat { nointerpolation centroid float4 v : V; };
float4 flat_field(Flat f) : SV_Target { return f.v; }

// DUP: [[FILE]]:[[@LINE+1]]:43: error: entry 'twice' input element 1 'texcoord0': semantic index 0 is already used by element 0 (names are compared without case)
struct Two { float2 a : TEXCOORD0; float2 b : texcoord; };
float4 twice(Two t) : SV_Target { return t.a.xyxy; }
// DUP-JSON:      "code": "semantic-overlap",
// DUP-JSON-NEXT: "file": "{{.*}}errors-semantic.hlsl",
// DUP-JSON-NEXT: "line": [[@LINE-4]],
// DUP-JSON-NEXT: "column": 43,
// DUP-JSON-NEXT: "entry": "twice",
// DUP-JSON-NEXT: "list": "input",
// DUP-JSON-NEXT: "element": 1,

// DUP-SV: [[FILE]]:[[@LINE+1]]:48: error: entry 'twice_sv' input element 1 'SV_Position0': semantic index 0 is already used by element 0 (names are compared without case)
float4 twice_sv(float4 a : SV_Position, float4 b : sv_position) : SV_Target { return a + b; }
