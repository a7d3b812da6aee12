#define SAMPLERS "StaticSampler(s0, maxAnisotropy = 8)"
