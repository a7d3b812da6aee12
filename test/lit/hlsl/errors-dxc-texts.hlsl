// Errors in DXC's own words (its HLSignatureLower, CGHLSLMS and Sema
// messages), each at the declaration that has it. (A duplicate semantic is
// the verifier's error in its own words, as docs/hlsl.md says; not here.)
// RUN: not %dxsig print %s -T ps_6_0 -E dbl_in 2>&1 | FileCheck %s --check-prefix=DBL
// RUN: not %dxsig print %s -T ps_6_0 -E i64_in 2>&1 | FileCheck %s --check-prefix=I64
// RUN: not %dxsig print %s -T ps_6_2 -E half16 2>&1 | FileCheck %s --check-prefix=F16
// RUN: not %dxsig print %s -T ps_6_0 -E flat_linear 2>&1 | FileCheck %s --check-prefix=MODS
// RUN: not %dxsig print %s -T vs_6_0 -E vs_target 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: not %dxsig print %s -T cs_6_0 -E cs_nosem 2>&1 | FileCheck %s --check-prefix=CS

// DBL: error: double(type for D) cannot be used as shader inputs or outputs.
float4 dbl_in(double d : D) : SV_Target { return (float)d; }

// I64: error: i64(type for I) cannot be used as shader inputs or outputs.
float4 i64_in(int64_t i : I) : SV_Target { return (float)i; }

// F16: error: float16_t is only supported with -enable-16bit-types option
float4 half16(float16_t h : H) : SV_Target { return h; }

// MODS: error: 'nointerpolation' and 'linear' cannot be used together for a parameter
float4 flat_linear(nointerpolation linear float x : X) : SV_Target { return x; }

// STAGE: error: invalid semantic 'SV_Target' for vs 6.0.
float4 vs_target(float4 p : P) : SV_Target { return p; }

// CS: error: Semantic must be defined for all parameters of an entry function or patch constant function.
[numthreads(1, 1, 1)]
void cs_nosem(uint3 id) {}
