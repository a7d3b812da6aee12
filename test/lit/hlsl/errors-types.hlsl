// Types a signature cannot hold: 64-bit types (double, int64_t, uint64_t)
// as inputs or outputs are errors, one per element, the input list's first,
// at the entry (DXC builds the signatures, then finds no load or store
// operation of 64 bits for each); 16-bit types (float16_t, int16_t,
// uint16_t) need -enable-16bit-types, with which they are F16/I16/U16 and
// half is 16-bit too (shader model 6.2 has native 16-bit types).
// RUN: not %dxsig print %s -T ps_6_0 -E dbl_in 2>&1 | FileCheck %s --check-prefix=DBL -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ps_6_0 -E i64_in 2>&1 | FileCheck %s --check-prefix=I64 -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T vs_6_0 -E u64_out 2>&1 | FileCheck %s --check-prefix=U64 -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ps_6_0 -E dbl_ret 2>&1 | FileCheck %s --check-prefix=DBL-RET -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ps_6_0 -E both 2>&1 | FileCheck %s --check-prefix=BOTH -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ps_6_2 -E sixteen 2>&1 | FileCheck %s --check-prefix=NO16 -DFILE=%s --match-full-lines
// RUN: %dxsig print %s -T ps_6_2 -E sixteen -enable-16bit-types --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=YES16 --match-full-lines

// DBL: [[FILE]]:[[@LINE+1]]:8: error: double(type for D) cannot be used as shader inputs or outputs.
float4 dbl_in(double d : D) : SV_Target { return (float)d; }

// I64: [[FILE]]:[[@LINE+1]]:8: error: i64(type for I) cannot be used as shader inputs or outputs.
float4 i64_in(int64_t i : I) : SV_Target { return (float)i; }

// U64: [[FILE]]:[[@LINE+1]]:6: error: i64(type for BIG) cannot be used as shader inputs or outputs.
void u64_out(float4 p : P, out uint64_t big : BIG) { big = 0; }

// DBL-RET: [[FILE]]:[[@LINE+1]]:8: error: double(type for SV_Target) cannot be used as shader inputs or outputs.
double dbl_ret() : SV_Target { return 0; }

// BOTH:      [[FILE]]:[[@LINE+3]]:8: error: i64(type for I) cannot be used as shader inputs or outputs.
// BOTH-NEXT: [[FILE]]:[[@LINE+2]]:8: error: double(type for SV_Target) cannot be used as shader inputs or outputs.
// BOTH-EMPTY:
double both(uint64_t i : I) : SV_Target { return 1; }

// NO16: [[FILE]]:[[@LINE+1]]:26: error: float16_t is only supported with -enable-16bit-types option
float4 sixteen(float16_t h : H, int16_t i : I, uint16_t u : U, half hh : HH) : SV_Target {
  return h;
}

// YES16:      entry sixteen pixel
// YES16-NEXT: sixteen input: H 0 arbitrary half linear 1x1 @0,0 s0
// YES16-NEXT: sixteen input: I 0 arbitrary int16 constant 1x1 @1,0 s0
// YES16-NEXT: sixteen input: U 0 arbitrary uint16 constant 1x1 @1,1 s0
// YES16-NEXT: sixteen input: HH 0 arbitrary half linear 1x1 @0,1 s0
// YES16-NEXT: sixteen output: SV_Target 0 SV_Target float undefined 1x4 @0,0 s0
// YES16-EMPTY:
