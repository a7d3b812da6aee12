// Shared root-signature pieces of a small engine.
#ifndef COMMON_HLSLI
#define COMMON_HLSLI
#include "Samplers.hlsli"
#define RS_FLAGS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), "
#define TABLE(type, reg, n) "DescriptorTable(" #type "(" #reg ", numDescriptors = " #n "))"
#endif
