// A model shader's root signature: bindless or classic, chosen with -D.
#include "Common.hlsli"

#ifdef USE_BINDLESS
#define ModelRS RS_FLAGS "CBV(b0), " SAMPLERS
#else
#define ModelRS \
    RS_FLAGS "CBV(b0), " TABLE(SRV, t0, 4) ", " \
    SAMPLERS
#endif

#if 0
#define ModelRS "UAV(u9)"
#endif

[RootSignature(ModelRS)]
float4 main() : SV_Target { return 0; }
