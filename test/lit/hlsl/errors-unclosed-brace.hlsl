// A '{' that is never closed makes the rest of the file its body, so the
// entries after it would vanish: DXC rejects the file, and so does dxsig,
// at the brace, whichever entry is asked for (exit status 1). A '(' left
// open swallows nothing and stays the broken function's own business.
// RUN: %exit-code %dxsig print %s -T ps_6_0 -E ps_main 2>&1 | FileCheck %s -DFILE=%s --match-full-lines
// RUN: %exit-code %dxsig print %s -T vs_6_0 -E vs_main 2>&1 | FileCheck %s -DFILE=%s --match-full-lines
// RUN: %exit-code %dxsig verify %s -T lib_6_3 2>&1 | FileCheck %s -DFILE=%s --match-full-lines

struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

void helper(float4 x { }

// CHECK: [[FILE]]:[[@LINE+1]]:59: error: this '{' is not closed before the end of the file
VSOut vs_main(float3 p : POSITION, float2 uv : TEXCOORD0) {
  VSOut o;
  o.pos = float4(p, 1);
  if (uv.x > 0) {
    o.uv = uv;
  return o;
}

float4 ps_main(VSOut i) : SV_Target { return float4(i.uv, 0, 1); }
// CHECK-NEXT: exit code: 1
