// The state-object forms of the seed document.
GlobalRootSignature MyGlobalRootSignature =
{
    "DescriptorTable(UAV(u0)),"                     // Output texture
    "SRV(t0),"                                      // Acceleration structure
    "CBV(b0),"                                      // Scene constants
    "DescriptorTable(SRV(t1, numDescriptors = 2))"  // Static index and vertex buffers.
};

LocalRootSignature MyLocalRootSignature =
{
    "RootConstants(num32BitConstants = 4, b1)"  // Cube constants
};

SubobjectToExportsAssociation MyLocalRootSignatureAssociation =
{
    "MyLocalRootSignature",    // Subobject name
    "MyHitGroup;MyMissShader"  // Exports association
};

SubobjectToExportsAssociation MyGlobalRootSignatureAssociation =
{
    "MyGlobalRootSignature",   // Subobject name
    "MyHitGroup;MyMissShader"  // Exports association
};

TriangleHitGroup MyHitGroup = { "", "MyClosestHit" };
