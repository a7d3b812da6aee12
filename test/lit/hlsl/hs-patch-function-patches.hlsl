// The patch-constant function's InputPatch/OutputPatch parameters add no
// elements, but each of their elements must be one the hull shader's
// input (output) has, by name and first index; the first that is not is
// an error, in DXC's words.
// RUN: not %dxsig print %s -T hs_6_0 2>&1 | FileCheck %s --check-prefix=IN
// RUN: not %dxsig print %s -T hs_6_0 -D OUTPUT_CASE 2>&1 | FileCheck %s --check-prefix=OUT

struct CP { float4 pos : SV_Position; float2 uv : TEXCOORD; };
struct Other { float4 pos : SV_Position; float3 tangent : TANGENT; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

#ifdef OUTPUT_CASE
PC patch_fn(OutputPatch<Other, 3> op) { return (PC)0; }
#else
PC patch_fn(InputPatch<Other, 3> ip) { return (PC)0; }
#endif

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_fn")]
CP main(InputPatch<CP, 3> ip) { return ip[0]; }

// IN: error: Signature element TANGENT, referred to by patch constant function, is not found in corresponding hull shader input.
// OUT: error: Signature element TANGENT, referred to by patch constant function, is not found in corresponding hull shader output.
