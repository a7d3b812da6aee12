/* Golden data for test_sigpoint_table.c: DXC's SigPoint x SemanticKind
 * interpretation table and its shader-model gates, written by hand from
 * DirectXShaderCompiler include/dxc/DXIL/DxilSigPoint.inl (the
 * INTERPRETATION-TABLE block and the version markers on its cells; checked
 * against commit 9a3e225dab96). Facts only, in our own layout: it is not
 * generated from our table, so that a change to any cell of
 * lib/core/signature/sigpoint.c fails the test.
 *
 * golden_matrix: the first line names the columns, our SigPoints in enum
 * order (DXIL::SigPointKind's order); then one line per semantic kind in
 * enum order (DXIL::SemanticKind's), named by its canonical name
 * ("(arbitrary)" for kind 0). Tokens are separated by blanks. A cell is the
 * interpretation there:
 *   -    NA          NIS  NotInSig     TF   TessFactor
 *   SV   SV          NP   NotPacked    Shd  Shadow
 *   SGV  SGV         Tgt  Target       CC   ClipCull
 *   Arb  Arb
 *
 * golden_gates: the cells DXC marks with a minimum shader model, as
 * "semantic sigpoint major.minor"; below it DXC reads the cell as NA. Every
 * other cell has no gate, which dxsig_interpretation_min_sm reports as
 * DXIL's own 6.0. DXC defines a 6.5 marker too but no cell uses it:
 * SV_CullPrimitive's cells (PSIn NotInSig, MSPOut NotPacked) are ungated,
 * as are the mesh-only cells (the stage itself needs 6.5). */
#ifndef DXSIG_TEST_SIGPOINT_GOLDEN_H
#define DXSIG_TEST_SIGPOINT_GOLDEN_H

static const char *const golden_matrix[] = {
    "semantic                  VSIn VSOut PCIn HSIn HSCPIn HSCPOut PCOut DSIn DSCPIn DSOut GSVIn GSIn GSOut PSIn PSOut CSIn MSIn MSOut MSPOut ASIn",
    "(arbitrary)               Arb  Arb   -    -    Arb    Arb     Arb   Arb  Arb    Arb   Arb   -    Arb   Arb  -     -    -    Arb   Arb    -",
    "SV_VertexID               SV   -     -    -    -      -       -     -    -      -     -     -    -     -    -     -    -    -     -      -",
    "SV_InstanceID             SV   Arb   -    -    Arb    Arb     -     -    Arb    Arb   Arb   -    Arb   Arb  -     -    -    -     -      -",
    "SV_Position               Arb  SV    -    -    SV     SV      Arb   Arb  SV     SV    SV    -    SV    SV   -     -    -    SV    -      -",
    "SV_RenderTargetArrayIndex Arb  SV    -    -    SV     SV      Arb   Arb  SV     SV    SV    -    SV    SV   -     -    -    -     SV     -",
    "SV_ViewportArrayIndex     Arb  SV    -    -    SV     SV      Arb   Arb  SV     SV    SV    -    SV    SV   -     -    -    -     SV     -",
    "SV_ClipDistance           Arb  CC    -    -    CC     CC      Arb   Arb  CC     CC    CC    -    CC    CC   -     -    -    CC    -      -",
    "SV_CullDistance           Arb  CC    -    -    CC     CC      Arb   Arb  CC     CC    CC    -    CC    CC   -     -    -    CC    -      -",
    "SV_OutputControlPointID   -    -     -    NIS  -      -       -     -    -      -     -     -    -     -    -     -    -    -     -      -",
    "SV_DomainLocation         -    -     -    -    -      -       -     NIS  -      -     -     -    -     -    -     -    -    -     -      -",
    "SV_PrimitiveID            -    -     NIS  NIS  -      -       -     NIS  -      -     -     Shd  SGV   SGV  -     -    -    -     SV     -",
    "SV_GSInstanceID           -    -     -    -    -      -       -     -    -      -     -     NIS  -     -    -     -    -    -     -      -",
    "SV_SampleIndex            -    -     -    -    -      -       -     -    -      -     -     -    -     Shd  -     -    -    -     -      -",
    "SV_IsFrontFace            -    -     -    -    -      -       -     -    -      -     -     -    SGV   SGV  -     -    -    -     -      -",
    "SV_Coverage               -    -     -    -    -      -       -     -    -      -     -     -    -     NIS  NP    -    -    -     -      -",
    "SV_InnerCoverage          -    -     -    -    -      -       -     -    -      -     -     -    -     NIS  -     -    -    -     -      -",
    "SV_Target                 -    -     -    -    -      -       -     -    -      -     -     -    -     -    Tgt   -    -    -     -      -",
    "SV_Depth                  -    -     -    -    -      -       -     -    -      -     -     -    -     -    NP    -    -    -     -      -",
    "SV_DepthLessEqual         -    -     -    -    -      -       -     -    -      -     -     -    -     -    NP    -    -    -     -      -",
    "SV_DepthGreaterEqual      -    -     -    -    -      -       -     -    -      -     -     -    -     -    NP    -    -    -     -      -",
    "SV_StencilRef             -    -     -    -    -      -       -     -    -      -     -     -    -     -    NP    -    -    -     -      -",
    "SV_DispatchThreadID       -    -     -    -    -      -       -     -    -      -     -     -    -     -    -     NIS  NIS  -     -      NIS",
    "SV_GroupID                -    -     -    -    -      -       -     -    -      -     -     -    -     -    -     NIS  NIS  -     -      NIS",
    "SV_GroupIndex             -    -     -    -    -      -       -     -    -      -     -     -    -     -    -     NIS  NIS  -     -      NIS",
    "SV_GroupThreadID          -    -     -    -    -      -       -     -    -      -     -     -    -     -    -     NIS  NIS  -     -      NIS",
    "SV_TessFactor             -    -     -    -    -      -       TF    TF   -      -     -     -    -     -    -     -    -    -     -      -",
    "SV_InsideTessFactor       -    -     -    -    -      -       TF    TF   -      -     -     -    -     -    -     -    -    -     -      -",
    "SV_ViewID                 NIS  -     NIS  NIS  -      -       -     NIS  -      -     -     NIS  -     NIS  -     -    NIS  -     -      -",
    "SV_Barycentrics           -    -     -    -    -      -       -     -    -      -     -     -    -     NP   -     -    -    -     -      -",
    "SV_ShadingRate            -    SV    -    -    SV     SV      -     -    SV     SV    SV    -    SV    SV   -     -    -    -     SV     -",
    "SV_CullPrimitive          -    -     -    -    -      -       -     -    -      -     -     -    -     NIS  -     -    -    -     NP     -",
    "SV_StartVertexLocation    NIS  -     -    -    -      -       -     -    -      -     -     -    -     -    -     -    -    -     -      -",
    "SV_StartInstanceLocation  NIS  -     -    -    -      -       -     -    -      -     -     -    -     -    -     -    -    -     -      -",
};

static const char *const golden_gates[] = {
    "SV_SampleIndex            PSIn    4.1",
    "SV_Coverage               PSIn    5.0",
    "SV_Coverage               PSOut   4.1",
    "SV_InnerCoverage          PSIn    5.0",
    "SV_DepthLessEqual         PSOut   5.0",
    "SV_DepthGreaterEqual      PSOut   5.0",
    "SV_StencilRef             PSOut   5.0",
    /* SV_ViewID: every input SigPoint that has the cell except MSIn. */
    "SV_ViewID                 VSIn    6.1",
    "SV_ViewID                 PCIn    6.1",
    "SV_ViewID                 HSIn    6.1",
    "SV_ViewID                 DSIn    6.1",
    "SV_ViewID                 GSIn    6.1",
    "SV_ViewID                 PSIn    6.1",
    "SV_Barycentrics           PSIn    6.1",
    /* SV_ShadingRate: every cell but MSPOut's. */
    "SV_ShadingRate            VSOut   6.4",
    "SV_ShadingRate            HSCPIn  6.4",
    "SV_ShadingRate            HSCPOut 6.4",
    "SV_ShadingRate            DSCPIn  6.4",
    "SV_ShadingRate            DSOut   6.4",
    "SV_ShadingRate            GSVIn   6.4",
    "SV_ShadingRate            GSOut   6.4",
    "SV_ShadingRate            PSIn    6.4",
    "SV_StartVertexLocation    VSIn    6.8",
    "SV_StartInstanceLocation  VSIn    6.8",
};

#endif
