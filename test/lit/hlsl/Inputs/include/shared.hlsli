// Shared declarations for defines-includes.hlsl, found through -I.
#ifndef SHARED_HLSLI
#define SHARED_HLSLI
struct Shared { float4 pos : SV_Position; float2 uv : TEXCOORD; };
#endif
