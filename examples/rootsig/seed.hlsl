// The root signature example of the seed document (clang's RootSignature.rst):
// a macro with line continuations and concatenated literals.
#define MyRS "RootFlags( ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | " \
 "DENY_VERTEX_SHADER_ROOT_ACCESS), " \
 "CBV(b0, space = 1, flags = DATA_STATIC), " \
 "SRV(t0), " \
 "UAV(u0), " \
 "DescriptorTable( CBV(b1), " \
 " SRV(t1, numDescriptors = 8, " \
 " flags = DESCRIPTORS_VOLATILE), " \
 " UAV(u1, numDescriptors = unbounded, " \
 " flags = DESCRIPTORS_VOLATILE)), " \
 "DescriptorTable(Sampler(s0, space=1, numDescriptors = 4)), " \
 "RootConstants(num32BitConstants=3, b10), " \
 "StaticSampler(s1)," \
 "StaticSampler(s2, " \
 " addressU = TEXTURE_ADDRESS_CLAMP, " \
 " filter = FILTER_MIN_MAG_MIP_LINEAR )"

[RootSignature(MyRS)]
float4 main(float4 coord : COORD) : SV_Target
{
  return coord;
}
