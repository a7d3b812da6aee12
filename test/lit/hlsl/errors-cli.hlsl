// Errors about the file as a whole: a profile DXC does not know (shader
// model below 6.0, a stage its model does not have, no such stage) is a
// usage error (exit status 2); an entry the file does not define is an
// input error that lists the file's functions; an #include that is not
// found is an error at the directive.
// RUN: %exit-code %dxsig print %s -T ps_5_0 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: not %dxsig print %s -T ms_6_4 2>&1 | FileCheck %s --check-prefix=NOMS
// RUN: not %dxsig verify %s -T xs_6_0 2>&1 | FileCheck %s --check-prefix=NOSTAGE
// RUN: %exit-code %dxsig print %s -T ps_6_0 -E missing -D WITH_INCLUDE=0 2>&1 | FileCheck %s --check-prefix=ENTRY -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ps_6_0 -E declared_only -D WITH_INCLUDE=0 2>&1 | FileCheck %s --check-prefix=DECLARED -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ps_6_0 2>&1 | FileCheck %s --check-prefix=INCLUDE -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ps_6_0 --json | FileCheck %s --check-prefix=INCLUDE-JSON

#ifndef WITH_INCLUDE
#define WITH_INCLUDE 1
#endif
#if WITH_INCLUDE
// INCLUDE: [[FILE]]:[[@LINE+3]]:10: error: 'no-such-header.hlsli' file not found
// INCLUDE-JSON:      "line": [[@LINE+2]],
// INCLUDE-JSON-NEXT: "column": 10,
#include "no-such-header.hlsli"
#endif

float4 declared_only(float4 p : P);
float4 first(float4 p : P) : SV_Target { return p; }
float4 second(float4 p : P) : SV_Target { return p; }
float4 main(float4 p : P) : SV_Target { return first(p) + second(p); }

// OLD:      dxsig: error: unknown profile 'ps_5_0' (as vs_6_6, ps_6_0 or lib_6_3) (run 'dxsig help print')
// OLD-NEXT: exit code: 2
// NOMS: dxsig: error: unknown profile 'ms_6_4' (as vs_6_6, ps_6_0 or lib_6_3) (run 'dxsig help print')
// NOSTAGE: dxsig: error: unknown profile 'xs_6_0' (as vs_6_6, ps_6_0 or lib_6_3) (run 'dxsig help verify')
// ENTRY:      [[FILE]]: error: no entry point 'missing' in the file (its functions: 'first', 'second', 'main')
// ENTRY-NEXT: exit code: 1
// DECLARED: [[FILE]]: error: the entry point 'declared_only' is declared but not defined (its functions: 'first', 'second', 'main')
// INCLUDE-JSON:      "message": "'no-such-header.hlsli' file not found"
