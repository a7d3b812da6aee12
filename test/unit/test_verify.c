/* dxsig_verify_entry / dxsig_verify_module: one table row per rule, positive
 * and negative, checking the rule codes reported (in order); then a few
 * exact messages; then random elements for robustness. */
#include <stdint.h>
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "diag_fields.h"
#include "test.h"
#include "verify_rules.h"

#define MAX_ELS 6
#define NA_ (-1)

enum {
  I1 = DXSIG_COMP_I1, I16 = DXSIG_COMP_I16, U16 = DXSIG_COMP_U16,
  I32 = DXSIG_COMP_I32, U32 = DXSIG_COMP_U32, I64 = DXSIG_COMP_I64, U64 = DXSIG_COMP_U64,
  F16 = DXSIG_COMP_F16, F32 = DXSIG_COMP_F32, F64 = DXSIG_COMP_F64,
  PACKED = DXSIG_COMP_PACKED_U8X32
};
enum { UNDEF = 0, CONST = 1, LIN = 2, LIN_C = 3, NOP = 4, NOP_C = 5, SAMP = 6, NOP_S = 7 };
enum { VS = DXSIG_STAGE_VERTEX, PS = DXSIG_STAGE_PIXEL, GS = DXSIG_STAGE_GEOMETRY,
       HS = DXSIG_STAGE_HULL, DS = DXSIG_STAGE_DOMAIN, CS = DXSIG_STAGE_COMPUTE,
       MS = DXSIG_STAGE_MESH, AS = DXSIG_STAGE_AMPLIFICATION, LIB = DXSIG_STAGE_LIBRARY };
enum { IN = DXSIG_SIG_INPUT, OUT = DXSIG_SIG_OUTPUT, PC = DXSIG_SIG_PATCH_CONSTANT };

/* Kinds by their short names. */
enum {
  K_ARB = 0, K_VID = 1, K_IID = 2, K_POS = 3, K_RTAI = 4, K_VPAI = 5, K_CLIP = 6,
  K_CULL = 7, K_OCPID = 8, K_DLOC = 9, K_PRIM = 10, K_GSIID = 11, K_SAMPLE = 12,
  K_FRONT = 13, K_COV = 14, K_ICOV = 15, K_TARGET = 16, K_DEPTH = 17, K_DLE = 18,
  K_DGE = 19, K_STENCIL = 20, K_DTID = 21, K_GID = 22, K_GIDX = 23, K_GTID = 24,
  K_TF = 25, K_ITF = 26, K_VIEWID = 27, K_BARY = 28, K_RATE = 29, K_CULLPRIM = 30,
  K_SVL = 31, K_SIL = 32
};

struct el {
  const char *name;
  uint32_t comp, kind, interp, rows, cols, index;
  int32_t row, col;
  uint32_t stream;
  uint32_t nidx;  /* > 0: use ix instead of index, index+1, ... */
  uint32_t ix[4];
};

/* Unallocated, allocated, with a stream, with explicit indices. */
#define E(n, ct, k, im, r, c, i) {n, ct, k, im, r, c, i, NA_, NA_, 0, 0, {0}}
#define EA(n, ct, k, im, r, c, i, sr, sc) {n, ct, k, im, r, c, i, sr, sc, 0, 0, {0}}
#define ES(n, ct, k, im, r, c, i, st) {n, ct, k, im, r, c, i, NA_, NA_, st, 0, {0}}
#define EX(n, ct, k, im, r, c, cnt, ...) {n, ct, k, im, r, c, 0, NA_, NA_, 0, cnt, {__VA_ARGS__}}

struct vcase {
  const char *label;
  int stage;
  int list;
  struct el els[MAX_ELS];
  const char *codes; /* expected codes, comma-separated, in report order */
};

static const char NAME65[] =
    "ABCDEFGHIJABCDEFGHIJABCDEFGHIJABCDEFGHIJABCDEFGHIJABCDEFGHIJABCDE";

static const struct vcase cases[] = {
    /* ---- kind and name ---- */
    {"vs in: user and SV_Position (SV kind)", VS, IN,
     {E("POSITION", F32, K_ARB, UNDEF, 1, 4, 0), E("SV_Position", F32, K_POS, UNDEF, 1, 4, 0)}, ""},
    {"vs in: SV_Position with kind 0 (DXC's Arb)", VS, IN,
     {E("SV_Position", F32, K_ARB, UNDEF, 1, 4, 0)}, ""},
    {"vs in: SV_Position as Arb takes any type", VS, IN,
     {E("SV_Position", U32, K_POS, UNDEF, 2, 3, 0)}, ""},
    {"vs out: SV_Position with kind 0 is wrong", VS, OUT,
     {E("SV_Position", F32, K_ARB, UNDEF, 1, 4, 0)}, "kind-mismatch"},
    {"user name with an SV kind", VS, OUT,
     {E("POSITION", F32, K_POS, UNDEF, 1, 4, 0)}, "kind-mismatch"},
    {"SV name at Arb point with another SV kind", VS, IN,
     {E("SV_Position", F32, K_TARGET, UNDEF, 1, 4, 0)}, "kind-mismatch"},
    {"name matched without case", VS, OUT,
     {E("sv_POSITION", F32, K_POS, UNDEF, 1, 4, 0)}, ""},
    {"kind out of range", VS, OUT,
     {E("TEXCOORD", F32, 40, UNDEF, 1, 4, 0)}, "kind-invalid"},
    {"unknown SV name", VS, OUT,
     {E("SV_Bogus", F32, K_ARB, UNDEF, 1, 4, 0)}, "unknown-system-value"},
    {"SV_Arbitrary is not a system value", VS, OUT,
     {E("SV_Arbitrary", F32, K_ARB, UNDEF, 1, 4, 0)}, "unknown-system-value"},
    {"name length 0", VS, OUT, {E("", F32, K_ARB, UNDEF, 1, 4, 0)}, "name-length"},
    {"name length 65", VS, OUT, {E(NAME65, F32, K_ARB, UNDEF, 1, 4, 0)}, "name-length"},
    {"name length 64", VS, OUT, {E(NAME65 + 1, F32, K_ARB, UNDEF, 1, 4, 0)}, ""},
    {"name ending in a digit warns", VS, OUT,
     {E("TEXCOORD1", F32, K_ARB, UNDEF, 1, 4, 0)}, "name-trailing-digit"},

    /* ---- legality at the SigPoint ---- */
    {"SV_Depth as vs output", VS, OUT,
     {E("SV_Depth", F32, K_DEPTH, UNDEF, 1, 1, 0)}, "semantic-not-allowed"},
    {"SV_VertexID as ps input", PS, IN,
     {E("SV_VertexID", U32, K_VID, CONST, 1, 1, 0)}, "semantic-not-allowed"},
    {"user name as ps output", PS, OUT,
     {E("SHADE", F32, K_ARB, UNDEF, 1, 4, 0)}, "ps-output-semantic"},
    {"DX9 name as ps output: the error and a note naming -Gec", PS, OUT,
     {E("Color", F32, K_ARB, UNDEF, 1, 4, 0)}, "ps-output-semantic,dx9-semantic"},
    {"ps outputs that are allowed", PS, OUT,
     {E("SV_Target", F32, K_TARGET, UNDEF, 1, 4, 0), E("SV_Depth", F32, K_DEPTH, UNDEF, 1, 1, 0),
      E("SV_Coverage", U32, K_COV, UNDEF, 1, 1, 0), E("SV_StencilRef", U32, K_STENCIL, UNDEF, 1, 1, 0)},
     ""},
    {"compute input: thread IDs (NotInSig) are fine", CS, IN,
     {E("SV_DispatchThreadID", U32, K_DTID, UNDEF, 1, 3, 0), E("SV_GroupIndex", U32, K_GIDX, UNDEF, 1, 1, 0)},
     ""},
    {"compute input: a user value", CS, IN,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 1, 4, 0)}, "stage-no-signature"},
    {"compute output list", CS, OUT,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 1, 4, 0)}, "stage-no-signature"},
    {"amplification output list", AS, OUT,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 1, 4, 0)}, "stage-no-signature"},
    {"mesh input: a user value", MS, IN,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 1, 4, 0)}, "stage-no-signature"},
    {"mesh input: SV_ViewID", MS, IN, {E("SV_ViewID", U32, K_VIEWID, UNDEF, 1, 1, 0)}, ""},
    {"library entry with a list", LIB, IN,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 1, 4, 0)}, "stage-no-signature"},
    {"vertex patch constant list", VS, PC,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 1, 4, 0)}, "stage-no-signature"},
    {"SV_StartVertexLocation as vs input (NotInSig)", VS, IN,
     {E("SV_StartVertexLocation", U32, K_SVL, UNDEF, 1, 1, 0)}, ""},
    {"SV_StartInstanceLocation as ps input", PS, IN,
     {E("SV_StartInstanceLocation", U32, K_SIL, CONST, 1, 1, 0)}, "semantic-not-allowed"},
    {"gs input: SV_PrimitiveID is Shadow, SV_GSInstanceID NotInSig", GS, IN,
     {E("SV_PrimitiveID", U32, K_PRIM, CONST, 1, 1, 0), E("SV_GSInstanceID", U32, K_GSIID, UNDEF, 1, 1, 0),
      E("SV_Position", F32, K_POS, NOP, 1, 4, 0)},
     ""},
    {"hs input: control point ID and primitive ID", HS, IN,
     {E("SV_OutputControlPointID", U32, K_OCPID, UNDEF, 1, 1, 0), E("SV_PrimitiveID", U32, K_PRIM, UNDEF, 1, 1, 0)},
     ""},
    {"ds input: domain location in the control-point list", DS, IN,
     {E("SV_DomainLocation", F32, K_DLOC, UNDEF, 1, 3, 0)}, ""},
    {"ps input: NotInSig coverage, NotPacked barycentrics, Shadow sample", PS, IN,
     {E("SV_Coverage", U32, K_COV, CONST, 1, 1, 0), E("SV_Barycentrics", F32, K_BARY, LIN, 1, 3, 0),
      E("SV_SampleIndex", U32, K_SAMPLE, CONST, 1, 1, 0)},
     ""},

    /* ---- component types ---- */
    {"component type 0", VS, OUT, {E("A", 0, K_ARB, UNDEF, 1, 4, 0)}, "comp-type-invalid"},
    {"packed component type", VS, OUT, {E("A", PACKED, K_ARB, UNDEF, 1, 4, 0)}, "comp-type-invalid"},
    {"component type 30", VS, OUT, {E("A", 30, K_ARB, UNDEF, 1, 4, 0)}, "comp-type-invalid"},
    /* 64-bit types are DXC's validator's: accepted where a 32-bit type of
     * their class is, integers not interpolated, never where an SV asks
     * for at most 32 bits. */
    {"64-bit int and float", VS, OUT,
     {E("A", I64, K_ARB, CONST, 1, 2, 0), E("B", U64, K_ARB, CONST, 1, 1, 0),
      E("C", F64, K_ARB, LIN, 1, 3, 0)},
     ""},
    {"64-bit int interpolated", VS, OUT, {E("A", I64, K_ARB, LIN, 1, 2, 0)}, "interp-integer"},
    {"SV_Position double4", VS, OUT, {E("SV_Position", F64, K_POS, UNDEF, 1, 4, 0)}, "sv-comp-type"},
    {"SV_Target int64", PS, OUT, {E("SV_Target", I64, K_TARGET, UNDEF, 1, 1, 0)}, "sv-comp-type"},
    {"16-bit types", VS, OUT,
     {E("A", F16, K_ARB, UNDEF, 1, 4, 0), E("B", I16, K_ARB, UNDEF, 1, 4, 0), E("C", U16, K_ARB, UNDEF, 1, 4, 0)},
     ""},

    /* ---- per-SV types ---- */
    {"SV_Position uint4", VS, OUT, {E("SV_Position", U32, K_POS, UNDEF, 1, 4, 0)}, "sv-comp-type"},
    {"SV_Position float3", VS, OUT, {E("SV_Position", F32, K_POS, UNDEF, 1, 3, 0)}, "sv-comp-type"},
    {"SV_Position half4", VS, OUT, {E("SV_Position", F16, K_POS, UNDEF, 1, 4, 0)}, ""},
    {"SV_VertexID float", VS, IN, {E("SV_VertexID", F32, K_VID, UNDEF, 1, 1, 0)}, "sv-comp-type"},
    {"SV_VertexID int", VS, IN, {E("SV_VertexID", I32, K_VID, UNDEF, 1, 1, 0)}, "sv-comp-type"},
    {"SV_VertexID uint16", VS, IN, {E("SV_VertexID", U16, K_VID, UNDEF, 1, 1, 0)}, ""},
    {"SV_InstanceID uint2", VS, IN, {E("SV_InstanceID", U32, K_IID, UNDEF, 1, 2, 0)}, "sv-comp-type"},
    {"SV_InstanceID as vs output is Arb: float is fine", VS, OUT,
     {E("SV_InstanceID", F32, K_IID, UNDEF, 1, 1, 0)}, ""},
    {"SV_IsFrontFace int and uint", GS, OUT,
     {ES("SV_IsFrontFace", I32, K_FRONT, CONST, 1, 1, 0, 0), ES("SV_IsFrontFace", U32, K_FRONT, CONST, 1, 1, 0, 1)},
     ""},
    {"SV_IsFrontFace bool", PS, IN, {E("SV_IsFrontFace", I1, K_FRONT, CONST, 1, 1, 0)}, "sv-comp-type"},
    {"SV_Depth float2", PS, OUT, {E("SV_Depth", F32, K_DEPTH, UNDEF, 1, 2, 0)}, "sv-comp-type"},
    {"SV_Coverage uint16", PS, OUT, {E("SV_Coverage", U16, K_COV, UNDEF, 1, 1, 0)}, "sv-comp-type"},
    {"SV_ClipDistance int", VS, OUT, {E("SV_ClipDistance", I32, K_CLIP, UNDEF, 1, 2, 0)}, "sv-comp-type"},
    {"SV_Barycentrics float2", PS, IN, {E("SV_Barycentrics", F32, K_BARY, LIN, 1, 2, 0)}, "sv-comp-type"},
    {"SV_Target int, half, bool", PS, OUT,
     {E("SV_Target", I32, K_TARGET, UNDEF, 1, 4, 0), E("SV_Target", F16, K_TARGET, UNDEF, 1, 2, 1),
      E("SV_Target", I1, K_TARGET, UNDEF, 1, 1, 2)},
     ""},
    {"SV_CullPrimitive uint", MS, PC, {E("SV_CullPrimitive", U32, K_CULLPRIM, CONST, 1, 1, 0)}, "sv-comp-type"},
    {"SV_CullPrimitive bool", MS, PC, {E("SV_CullPrimitive", I1, K_CULLPRIM, CONST, 1, 1, 0)}, ""},
    {"SV_TessFactor float2 columns", HS, PC, {E("SV_TessFactor", F32, K_TF, UNDEF, 3, 2, 0)}, "sv-comp-type"},

    /* ---- rows and indices ---- */
    {"SV_PrimitiveID 2 rows", GS, OUT, {E("SV_PrimitiveID", U32, K_PRIM, CONST, 2, 1, 0)}, "sv-rows"},
    {"SV_ClipDistance 2 rows", VS, OUT, {E("SV_ClipDistance", F32, K_CLIP, UNDEF, 2, 4, 0)}, ""},
    {"SV_Target 2 rows", PS, OUT, {E("SV_Target", F32, K_TARGET, UNDEF, 2, 4, 0)}, "target-rows"},
    {"SV_Target index 7", PS, OUT, {E("SV_Target", F32, K_TARGET, UNDEF, 1, 4, 7)}, ""},
    {"SV_Target index 8", PS, OUT, {E("SV_Target", F32, K_TARGET, UNDEF, 1, 4, 8)}, "target-index"},
    {"SV_Position index 1", VS, OUT, {E("SV_Position", F32, K_POS, UNDEF, 1, 4, 1)}, "sv-index"},
    {"SV_Position index 1 where it is Arb", VS, IN, {E("SV_Position", F32, K_POS, UNDEF, 1, 4, 1)}, ""},
    {"SV_ClipDistance index 5", VS, OUT, {E("SV_ClipDistance", F32, K_CLIP, UNDEF, 1, 2, 5)}, ""},
    {"SV_Barycentrics index 1", PS, IN, {E("SV_Barycentrics", F32, K_BARY, LIN, 1, 3, 1)}, ""},
    {"SV_Barycentrics index 2", PS, IN, {E("SV_Barycentrics", F32, K_BARY, LIN, 1, 3, 2)}, "sv-index"},

    /* ---- overlap and duplicates ---- */
    {"same name and index", VS, OUT,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 1, 4, 0), E("TEXCOORD", F32, K_ARB, UNDEF, 1, 2, 0)},
     "semantic-overlap"},
    {"same name without case", VS, OUT,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 1, 4, 0), E("texcoord", F32, K_ARB, UNDEF, 1, 2, 0)},
     "semantic-overlap"},
    {"multi-row range overlaps", VS, OUT,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 3, 4, 0), E("TEXCOORD", F32, K_ARB, UNDEF, 1, 2, 2)},
     "semantic-overlap"},
    {"adjacent ranges do not overlap", VS, OUT,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 2, 4, 0), E("TEXCOORD", F32, K_ARB, UNDEF, 1, 2, 2),
      E("COLOR", F32, K_ARB, UNDEF, 1, 2, 2)},
     ""},
    {"index listed twice in one element", VS, OUT,
     {EX("TEXCOORD", F32, K_ARB, UNDEF, 2, 4, 2, 3, 3)}, "semantic-overlap"},
    {"gs streams are separate", GS, OUT,
     {ES("TEXCOORD", F32, K_ARB, LIN, 1, 4, 0, 0), ES("TEXCOORD", F32, K_ARB, LIN, 1, 4, 0, 1),
      ES("SV_Position", F32, K_POS, NOP, 1, 4, 0, 0), ES("SV_Position", F32, K_POS, NOP, 1, 4, 0, 2)},
     ""},
    {"gs same stream overlaps", GS, OUT,
     {ES("TEXCOORD", F32, K_ARB, LIN, 1, 4, 0, 1), ES("TEXCOORD", F32, K_ARB, LIN, 1, 4, 0, 1)},
     "semantic-overlap"},
    {"SV kind twice (second with index 1)", VS, OUT,
     {E("SV_Position", F32, K_POS, UNDEF, 1, 4, 0), E("SV_POSITION", F32, K_POS, UNDEF, 1, 4, 1)},
     "sv-index,sv-duplicate"},
    {"SV twice at index 0 reports overlap only", VS, IN,
     {E("SV_VertexID", U32, K_VID, UNDEF, 1, 1, 0), E("SV_VertexID", U32, K_VID, UNDEF, 1, 1, 0)},
     "semantic-overlap"},
    {"SV_Position twice where it is Arb", VS, IN,
     {E("SV_Position", F32, K_POS, UNDEF, 1, 4, 0), E("SV_Position", F32, K_POS, UNDEF, 1, 4, 1)}, ""},
    {"two depth kinds", PS, OUT,
     {E("SV_Depth", F32, K_DEPTH, UNDEF, 1, 1, 0), E("SV_DepthLessEqual", F32, K_DLE, UNDEF, 1, 1, 0)},
     "depth-multiple"},
    {"several targets", PS, OUT,
     {E("SV_Target", F32, K_TARGET, UNDEF, 1, 4, 0), E("SV_Target", F32, K_TARGET, UNDEF, 1, 4, 3)}, ""},
    {"two targets on one index", PS, OUT,
     {E("SV_Target", F32, K_TARGET, UNDEF, 1, 4, 1), E("sv_target", F32, K_TARGET, UNDEF, 1, 4, 1)},
     "semantic-overlap"},

    /* ---- clip/cull ---- */
    {"clip + cull = 8 components", VS, OUT,
     {E("SV_ClipDistance", F32, K_CLIP, UNDEF, 1, 4, 0), E("SV_CullDistance", F32, K_CULL, UNDEF, 1, 4, 0)}, ""},
    {"clip + cull = 9 components", VS, OUT,
     {E("SV_ClipDistance", F32, K_CLIP, UNDEF, 1, 4, 0), E("SV_CullDistance", F32, K_CULL, UNDEF, 1, 4, 0),
      E("SV_ClipDistance", F32, K_CLIP, UNDEF, 1, 1, 1)},
     "clip-cull-components"},
    {"clip/cull counted per gs stream", GS, OUT,
     {ES("SV_ClipDistance", F32, K_CLIP, LIN, 1, 4, 0, 0), ES("SV_CullDistance", F32, K_CULL, LIN, 1, 4, 0, 0),
      ES("SV_ClipDistance", F32, K_CLIP, LIN, 1, 4, 0, 1)},
     ""},
    {"clip/cull in a patch constant list is Arb", HS, PC,
     {E("SV_ClipDistance", F32, K_CLIP, UNDEF, 1, 4, 0), E("SV_CullDistance", F32, K_CULL, UNDEF, 1, 4, 0),
      E("SV_ClipDistance", F32, K_CLIP, UNDEF, 1, 4, 1)},
     ""},

    /* ---- interpolation ---- */
    {"interp 8", VS, OUT, {E("A", F32, K_ARB, 8, 1, 4, 0)}, "interp-mode-range"},
    {"int with linear", VS, OUT, {E("A", I32, K_ARB, LIN, 1, 1, 0)}, "interp-integer"},
    {"bool with sample", GS, OUT, {E("A", I1, K_ARB, SAMP, 1, 1, 0)}, "interp-integer"},
    {"int with undefined outside ps", VS, OUT, {E("A", I32, K_ARB, UNDEF, 1, 1, 0)}, ""},
    /* Meta.IntegerInterpMode rejects only the linear modes: Undefined passes. */
    {"ps int input undefined", PS, IN, {E("A", U32, K_ARB, UNDEF, 1, 1, 0)}, ""},
    {"ps int input linear", PS, IN, {E("A", U32, K_ARB, LIN, 1, 1, 0)}, "interp-integer"},
    {"ps int input constant", PS, IN,
     {E("A", U32, K_ARB, CONST, 1, 1, 0), E("SV_PrimitiveID", U32, K_PRIM, CONST, 1, 1, 0)}, ""},
    {"ps SV int input undefined", PS, IN,
     {E("SV_PrimitiveID", U32, K_PRIM, UNDEF, 1, 1, 0)}, ""},
    {"ps float input modes", PS, IN,
     {E("A", F32, K_ARB, UNDEF, 1, 1, 0), E("B", F32, K_ARB, NOP_S, 1, 1, 0), E("C", F32, K_ARB, CONST, 1, 1, 0)},
     ""},
    {"vs input with a mode", VS, IN, {E("A", F32, K_ARB, LIN, 1, 4, 0)}, "interp-not-undefined"},
    {"vs input int with a linear mode: one report", VS, IN, {E("A", I32, K_ARB, LIN, 1, 4, 0)},
     "interp-not-undefined"},
    {"ps output with a mode", PS, OUT, {E("SV_Target", F32, K_TARGET, CONST, 1, 4, 0)}, "interp-not-undefined"},
    {"hull patch constant with a mode", HS, PC, {E("A", F32, K_ARB, LIN, 1, 4, 0)}, "interp-not-undefined"},
    {"domain patch constant with a mode", DS, PC, {E("A", F32, K_ARB, CONST, 1, 4, 0)}, "interp-not-undefined"},
    {"ds control-point special input with a mode is fine", DS, IN,
     {E("SV_PrimitiveID", U32, K_PRIM, CONST, 1, 1, 0)}, ""},
    {"mesh primitive undefined", MS, PC, {E("A", F32, K_ARB, UNDEF, 1, 4, 0)}, "interp-not-constant"},
    {"mesh primitive constant", MS, PC,
     {E("A", F32, K_ARB, CONST, 1, 4, 0), E("SV_PrimitiveID", U32, K_PRIM, CONST, 1, 1, 0)}, ""},
    {"vs output modes kept (DXC convention)", VS, OUT,
     {E("A", F32, K_ARB, LIN_C, 1, 4, 0), E("SV_Position", F32, K_POS, NOP, 1, 4, 0)}, ""},
    {"barycentrics constant", PS, IN,
     {E("SV_Barycentrics", F32, K_BARY, CONST, 1, 3, 0)}, "barycentrics-interp"},
    {"two barycentrics, both perspective", PS, IN,
     {E("SV_Barycentrics", F32, K_BARY, LIN, 1, 3, 0), E("SV_Barycentrics", F32, K_BARY, SAMP, 1, 3, 1)},
     "barycentrics-count"},
    {"two barycentrics, one of each", PS, IN,
     {E("SV_Barycentrics", F32, K_BARY, LIN, 1, 3, 0), E("SV_Barycentrics", F32, K_BARY, NOP, 1, 3, 1)}, ""},

    {"coverage and inner coverage", PS, IN,
     {E("SV_Coverage", U32, K_COV, CONST, 1, 1, 0), E("SV_InnerCoverage", U32, K_ICOV, CONST, 1, 1, 0)},
     "coverage-exclusive"},
    {"inner coverage alone", PS, IN, {E("SV_InnerCoverage", U32, K_ICOV, CONST, 1, 1, 0)}, ""},

    /* ---- streams ---- */
    {"stream on a vs output", VS, OUT, {ES("A", F32, K_ARB, UNDEF, 1, 4, 0, 1)}, "stream-not-gs"},
    {"stream on a gs input", GS, IN, {ES("A", F32, K_ARB, UNDEF, 1, 4, 0, 2)}, "stream-not-gs"},
    {"stream 3 on a gs output", GS, OUT, {ES("A", F32, K_ARB, LIN, 1, 4, 0, 3)}, ""},

    /* ---- tessellation factors ---- */
    {"tri factors", HS, PC,
     {E("SV_TessFactor", F32, K_TF, UNDEF, 3, 1, 0), E("SV_InsideTessFactor", F32, K_ITF, UNDEF, 1, 1, 0)}, ""},
    {"quad factors", DS, PC,
     {E("SV_TessFactor", F32, K_TF, UNDEF, 4, 1, 0), E("SV_InsideTessFactor", F32, K_ITF, UNDEF, 2, 1, 0)}, ""},
    {"isoline factors", HS, PC, {E("SV_TessFactor", F32, K_TF, UNDEF, 2, 1, 0)}, ""},
    {"edge factors without inside", HS, PC, {E("SV_TessFactor", F32, K_TF, UNDEF, 4, 1, 0)}, ""},
    {"isoline with inside", HS, PC,
     {E("SV_TessFactor", F32, K_TF, UNDEF, 2, 1, 0), E("SV_InsideTessFactor", F32, K_ITF, UNDEF, 1, 1, 0)},
     "tess-factor-mismatch"},
    {"tri edges, quad inside", HS, PC,
     {E("SV_TessFactor", F32, K_TF, UNDEF, 3, 1, 0), E("SV_InsideTessFactor", F32, K_ITF, UNDEF, 2, 1, 0)},
     "tess-factor-mismatch"},
    {"single-row edge factor", HS, PC, {E("SV_TessFactor", F32, K_TF, UNDEF, 1, 1, 0)}, "tess-factor-rows"},
    {"five edge factors", HS, PC, {E("SV_TessFactor", F32, K_TF, UNDEF, 5, 1, 0)}, "tess-factor-rows"},
    {"three inside factors", DS, PC,
     {E("SV_InsideTessFactor", F32, K_ITF, UNDEF, 3, 1, 0)}, "tess-factor-rows"},
    {"tess factor as hull output", HS, OUT,
     {E("SV_TessFactor", F32, K_TF, LIN, 3, 1, 0)}, "semantic-not-allowed"},

    /* ---- schema-broken elements are left to dxsig_module_read ---- */
    {"cols 7, rows 0, masks, stream 9: nothing here", VS, OUT,
     {{"A", F32, K_ARB, UNDEF, 0, 7, 0, NA_, NA_, 9, 0, {0}}}, ""},
    {"unreadable element (no name)", VS, OUT, {{NULL, 0, 99, 99, 0, 0, 0, 5, NA_, 9, 0, {0}}}, ""},
    {"index count differs from rows", VS, OUT,
     {EX("SV_Position", F32, K_POS, UNDEF, 1, 4, 2, 0, 1)}, ""},

    /* ---- placement runs on allocated lists ---- */
    {"allocated and placed well", VS, IN,
     {EA("A", F32, K_ARB, UNDEF, 1, 4, 0, 0, 0), EA("B", F32, K_ARB, UNDEF, 2, 3, 0, 1, 0)}, ""},
    {"allocated and overlapping", VS, OUT,
     {EA("A", F32, K_ARB, UNDEF, 1, 4, 0, 0, 0), EA("B", F32, K_ARB, UNDEF, 1, 2, 0, 0, 2)},
     "placement-overlap"},
};

/* ---- building entries -------------------------------------------------- */

struct built {
  struct dxsig_entry entry;
  struct dxsig_element els[MAX_ELS];
  uint32_t idx[MAX_ELS][DXSIG_MAX_ROWS + 1];
};

static size_t element_count(const struct el *els) {
  size_t n = 0;
  while (n < MAX_ELS && (els[n].name || els[n].kind || els[n].comp))
    ++n;
  return n;
}

static void build(struct built *b, int stage, int list, const struct el *els) {
  memset(b, 0, sizeof *b);
  b->entry.name = "main";
  b->entry.stage = (enum dxsig_shader_stage)stage;
  b->entry.has_stage = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    b->entry.sigs[k].kind = (enum dxsig_sig_kind)k;
  size_t n = element_count(els);
  for (size_t i = 0; i < n; ++i) {
    const struct el *s = &els[i];
    struct dxsig_element *e = &b->els[i];
    uint32_t count = s->nidx ? s->nidx : (s->rows <= DXSIG_MAX_ROWS ? s->rows : 0);
    for (uint32_t r = 0; r < count; ++r)
      b->idx[i][r] = s->nidx ? s->ix[r] : s->index + r;
    /* Every component used: the element's columns, where its register is. */
    uint32_t used = s->cols < 4 ? (1u << s->cols) - 1u : 0xFu;
    if (s->col > 0 && s->col < 4)
      used = (used << s->col) & 0xFu;
    *e = (struct dxsig_element){(uint32_t)i, s->name, s->name ? strlen(s->name) : 0,
                                s->comp, s->kind, b->idx[i], count, s->interp,
                                s->rows, s->cols, s->row, s->col,
                                used, 0, s->stream, {false, 0}};
  }
  struct dxsig_signature *sig = &b->entry.sigs[list];
  sig->present = true;
  sig->elements = b->els;
  sig->count = n;
}

/* "code,code,..." of every diagnostic. */
static void join_codes(const struct dxsig_diag_list *d, char *buf, size_t size) {
  buf[0] = '\0';
  for (size_t i = 0; i < d->count; ++i) {
    size_t len = strlen(buf);
    snprintf(buf + len, size - len, "%s%s", i ? "," : "", dxsig_rule_name(d->items[i].code));
  }
}

static void dump(const struct dxsig_diag_list *d) {
  for (size_t i = 0; i < d->count; ++i)
    fprintf(stderr, "    %s: %s\n", dxsig_rule_name(d->items[i].code), d->items[i].message);
}

/* Each row counts as one test. */
static void run_cases(void) {
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
    const struct vcase *vc = &cases[c];
    struct built b;
    build(&b, vc->stage, vc->list, vc->els);
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    bool ok = dxsig_verify_entry(&b.entry, false, &d);
    char codes[512];
    join_codes(&d, codes, sizeof codes);
    bool pass = strcmp(codes, vc->codes) == 0 && ok == (d.error_count == 0);
    if (pass) {
      test_passed_count++;
    } else {
      test_failed_count++;
      fprintf(stderr, "FAIL: case '%s': codes '%s', expected '%s' (returned %d)\n",
              vc->label, codes, vc->codes, ok);
      dump(&d);
    }
    dxsig_diag_list_finish(&d);
  }
}

/* ---- exact messages ------------------------------------------------------ */

static const struct {
  int stage, list;
  struct el els[MAX_ELS];
  const char *message; /* of the first diagnostic */
  size_t count;        /* of all diagnostics */
} messages[] = {
    {PS, IN, {E("TEXCOORD", U32, K_ARB, LIN_C, 1, 1, 1)},
     "entry 'main' input element 0 'TEXCOORD1': integer and bool elements cannot use "
     "interpolation mode 3 (linear_centroid); use nointerpolation", 1},
    {PS, OUT, {E("SV_Target", F64, K_TARGET, UNDEF, 1, 1, 0)},
     "entry 'main' output element 0 'SV_Target0': SV_Target must be a float, int or uint of "
     "at most 32 bits, found double", 1},
    {VS, OUT, {E("SV_Depth", F32, K_DEPTH, UNDEF, 1, 1, 0)},
     "entry 'main' output element 0 'SV_Depth0': SV_Depth is not allowed in a vertex "
     "shader output signature", 1},
    {MS, PC, {E("SV_Depth", F32, K_DEPTH, CONST, 1, 1, 0)},
     "entry 'main' primitive output element 0 'SV_Depth0': SV_Depth is not allowed in a "
     "mesh shader primitive output signature", 1},
    {PS, OUT, {E("SHADE", F32, K_ARB, UNDEF, 1, 4, 0)},
     "entry 'main' output element 0 'SHADE0': pixel shader outputs must be SV_Target, "
     "SV_Depth, SV_DepthGreaterEqual, SV_DepthLessEqual, SV_Coverage or SV_StencilRef, "
     "found 'SHADE'", 1},
    {VS, OUT, {E("POSITION", F32, K_POS, UNDEF, 1, 4, 0)},
     "entry 'main' output element 0 'POSITION0': semantic kind 3 (SV_Position) does not "
     "match the name; expected 0", 1},
    {VS, IN, {E("SV_Position", F32, K_TARGET, UNDEF, 1, 4, 0)},
     "entry 'main' input element 0 'SV_Position0': semantic kind 16 (SV_Target) does not "
     "match the name; expected 3 (SV_Position) or 0, as it is arbitrary here", 1},
    {VS, OUT, {E("SV_Position", U32, K_POS, UNDEF, 1, 2, 0)},
     "entry 'main' output element 0 'SV_Position0': SV_Position must be float4, found uint2", 1},
    {PS, OUT, {E("SV_Target", F32, K_TARGET, UNDEF, 1, 4, 9)},
     "entry 'main' output element 0 'SV_Target9': SV_Target index 9 is out of range, "
     "must be 0 to 7", 1},
    {VS, OUT,
     {E("TEXCOORD", F32, K_ARB, UNDEF, 2, 4, 0), E("texcoord", F32, K_ARB, UNDEF, 1, 4, 1)},
     "entry 'main' output element 1 'texcoord1': semantic index 1 is already used by "
     "element 0 (names are compared without case)", 1},
    {GS, OUT,
     {ES("A", F32, K_ARB, LIN, 1, 4, 0, 2), ES("A", F32, K_ARB, LIN, 1, 4, 0, 2)},
     "entry 'main' output element 1 'A0': semantic index 0 is already used by element 0 "
     "in stream 2 (names are compared without case)", 1},
    {HS, PC,
     {E("SV_TessFactor", F32, K_TF, UNDEF, 3, 1, 0), E("SV_InsideTessFactor", F32, K_ITF, UNDEF, 2, 1, 0)},
     "entry 'main' patch constant element 1 'SV_InsideTessFactor0': SV_InsideTessFactor "
     "has 2 rows, but SV_TessFactor has 3 (tri domain), which needs 1", 1},
    {CS, OUT, {E("A", F32, K_ARB, UNDEF, 1, 4, 0)},
     "entry 'main' output signature: compute shaders have no output signature", 1},
    {VS, OUT, {E("A", F32, K_ARB, 9, 1, 4, 0)},
     "entry 'main' output element 0 'A0': interpolation mode 9 is not valid, must be 0 to 7", 1},
};

TEST(messages) {
  for (size_t c = 0; c < sizeof messages / sizeof messages[0]; ++c) {
    struct built b;
    build(&b, messages[c].stage, messages[c].list, messages[c].els);
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    dxsig_verify_entry(&b.entry, false, &d);
    const char *got = d.count ? d.items[0].message : "(none)";
    if (strcmp(got, messages[c].message) != 0 || d.count != messages[c].count ||
        (d.count && !diag_fields_match_text(&d.items[0]))) {
      fprintf(stderr, "message %zu:\n  got:      %s (%zu in all)\n  expected: %s (%zu)\n", c,
              got, d.count, messages[c].message, messages[c].count);
      test_current_failed = 1;
    }
    dxsig_diag_list_finish(&d);
  }
}

/* The clip/cull total is one signature-level report. */
TEST(clip_cull_message_only_over_8) {
  struct built b;
  static const struct el els[MAX_ELS] = {
      E("SV_ClipDistance", F32, K_CLIP, UNDEF, 2, 4, 0), E("SV_CullDistance", F32, K_CULL, UNDEF, 1, 4, 0),
      E("SV_CullDistance", F32, K_CULL, UNDEF, 1, 1, 1)};
  build(&b, VS, OUT, els);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_verify_entry(&b.entry, false, &d));
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_STR(d.items[0].message,
                "entry 'main' output element 2 'SV_CullDistance1': SV_ClipDistance and "
                "SV_CullDistance use 9 components together, more than 8; this element goes "
                "past the limit");
  dxsig_diag_list_finish(&d);
}

TEST(every_problem_is_reported) {
  struct built b;
  static const struct el els[MAX_ELS] = {
      E("SV_Depth", F32, K_DEPTH, UNDEF, 1, 1, 0),        /* not allowed */
      ES("A", I32, K_ARB, LIN, 1, 1, 0, 1),               /* interp + stream */
      E("POSITION", F32, K_POS, UNDEF, 1, 4, 0),          /* kind */
      E("A", F32, K_ARB, UNDEF, 1, 1, 0),                 /* overlap */
  };
  build(&b, VS, OUT, els);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_verify_entry(&b.entry, false, &d));
  char codes[512];
  join_codes(&d, codes, sizeof codes);
  ASSERT_EQ_STR(codes, "semantic-not-allowed,interp-integer,stream-not-gs,"
                       "kind-mismatch,semantic-overlap");
  ASSERT_EQ_INT(d.error_count, 5);
  dxsig_diag_list_finish(&d);
}

static void entry_init(struct dxsig_entry *e, const char *name, size_t table_index) {
  memset(e, 0, sizeof *e);
  e->name = name;
  e->table_index = table_index;
  e->stage = DXSIG_STAGE_VERTEX;
  e->has_stage = true;
}

/* Mesh vertex and primitive outputs share 32 rows once packed. */
TEST(mesh_total_rows) {
  struct built b;
  static const struct el out[MAX_ELS] = {EA("V", F32, K_ARB, LIN, 20, 4, 0, 0, 0)};
  build(&b, MS, OUT, out);
  static struct dxsig_element prim[1];
  static uint32_t prim_idx[13];
  for (uint32_t r = 0; r < 13; ++r)
    prim_idx[r] = r;
  prim[0] = (struct dxsig_element){0, "P", 1, F32, K_ARB, prim_idx, 13, CONST, 13, 4,
                                   0, 0, 0xF, 0, 0, {false, 0}};
  b.entry.sigs[PC].present = true;
  b.entry.sigs[PC].elements = prim;
  b.entry.sigs[PC].count = 1;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_verify_entry(&b.entry, false, &d));
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_MESH_TOTAL_ROWS);
  ASSERT_EQ_STR(d.items[0].message,
                "entry 'main': vertex outputs (20 rows) and primitive outputs (13 rows) "
                "use 33 rows together, more than 32");
  dxsig_diag_list_finish(&d);
  prim[0].rows = prim[0].index_count = 12; /* 20 + 12 fits */
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_verify_entry(&b.entry, false, &d));
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

TEST(module_duplicate_entries) {
  struct dxsig_entry entries[3];
  entry_init(&entries[0], "vs_main", 0);
  entry_init(&entries[1], "other", 1);
  entry_init(&entries[2], "vs_main", 2);
  struct dxsig_module m;
  dxsig_module_init(&m);
  m.entries = entries;
  m.count = 3;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_verify_module(&m, &d));
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_ENTRY_DUPLICATE);
  ASSERT_EQ_STR(d.items[0].message,
                "entry 'vs_main': the function appears more than once in "
                "dx.semantic.signatures (operands 0 and 2)");
  dxsig_diag_list_finish(&d);
  m.entries = NULL;
  m.count = 0;
  dxsig_module_finish(&m);
}

TEST(entry_without_stage_is_left_to_the_reader) {
  struct built b;
  static const struct el els[MAX_ELS] = {E("SV_Bogus", F32, K_ARB, 9, 1, 4, 0)};
  build(&b, VS, OUT, els);
  b.entry.has_stage = false;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_verify_entry(&b.entry, false, &d));
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

TEST(empty_and_absent_lists) {
  struct dxsig_entry e;
  entry_init(&e, "cs", 0);
  e.stage = DXSIG_STAGE_COMPUTE;
  e.sigs[DXSIG_SIG_OUTPUT].present = true; /* an empty list: harmless */
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_verify_entry(&e, false, &d));
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

/* ---- usage masks ---------------------------------------------------------- */

/* UsageMask bits outside the element's columns are errors: element-relative
 * before packing, register-relative after (never dropped in silence). */
static void usage_case(int32_t row, int32_t col, uint32_t cols, uint32_t usage,
                       const char *message) {
  struct built b;
  struct el els[MAX_ELS] = {EA("A", F32, K_ARB, LIN, 1, 4, 0, NA_, NA_)};
  els[0].cols = cols;
  els[0].row = row;
  els[0].col = col;
  build(&b, VS, OUT, els);
  b.els[0].usage_mask = usage;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  bool ok = dxsig_verify_entry(&b.entry, false, &d);
  ASSERT_EQ_INT(ok, message == NULL);
  ASSERT_EQ_INT(d.count, message ? 1 : 0);
  if (message) {
    ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_USAGE_MASK_COLUMNS);
    ASSERT_EQ_STR(d.items[0].message, message);
  }
  dxsig_diag_list_finish(&d);
}

TEST(usage_mask_columns) {
  usage_case(NA_, NA_, 2, 0x3, NULL);
  usage_case(NA_, NA_, 2, 0x0, NULL);
  usage_case(NA_, NA_, 2, 0x4,
             "entry 'main' output element 0 'A0': usage mask 0x4 has bits outside the "
             "element's 2 columns (mask 0x3; unallocated, so the mask is element-relative)");
  usage_case(0, 2, 2, 0xC, NULL);
  usage_case(0, 2, 2, 0x4, NULL);
  usage_case(0, 2, 2, 0x3,
             "entry 'main' output element 0 'A0': usage mask 0x3 has bits outside the "
             "element's register components (mask 0xC: 2 columns from column 2)");
  usage_case(0, 1, 1, 0x1,
             "entry 'main' output element 0 'A0': usage mask 0x1 has bits outside the "
             "element's register components (mask 0x2: 1 column from column 1)");
}

/* ---- shader-model gates ------------------------------------------------ */

/* Each gated cell of DXC's SigPoint table at its shader model and one below;
 * the gates apply only when a shader model is given. */
static const struct {
  const char *name;
  int stage, list;
  struct el els[MAX_ELS];
  uint32_t sm_minor; /* shader model 6.x */
  const char *code;  /* expected first code; "" = valid */
} sm_cases[] = {
    {"ViewID vs in 6.1", VS, IN, {E("SV_ViewID", U32, K_VIEWID, UNDEF, 1, 1, 0)}, 1, ""},
    {"ViewID vs in 6.0", VS, IN, {E("SV_ViewID", U32, K_VIEWID, UNDEF, 1, 1, 0)}, 0, "sm-semantic"},
    {"ViewID ps in 6.0", PS, IN, {E("SV_ViewID", U32, K_VIEWID, CONST, 1, 1, 0)}, 0, "sm-semantic"},
    {"ViewID hs in 6.0", HS, IN, {E("SV_ViewID", U32, K_VIEWID, UNDEF, 1, 1, 0)}, 0, "sm-semantic"},
    {"ViewID ds in 6.0", DS, IN, {E("SV_ViewID", U32, K_VIEWID, UNDEF, 1, 1, 0)}, 0, "sm-semantic"},
    {"ViewID gs in 6.0", GS, IN, {E("SV_ViewID", U32, K_VIEWID, UNDEF, 1, 1, 0)}, 0, "sm-semantic"},
    {"Barycentrics 6.1", PS, IN, {E("SV_Barycentrics", F32, K_BARY, LIN, 1, 3, 0)}, 1, ""},
    {"Barycentrics 6.0", PS, IN, {E("SV_Barycentrics", F32, K_BARY, LIN, 1, 3, 0)}, 0, "sm-semantic"},
    {"ShadingRate vs out 6.4", VS, OUT, {E("SV_ShadingRate", U32, K_RATE, CONST, 1, 1, 0)}, 4, ""},
    {"ShadingRate vs out 6.3", VS, OUT, {E("SV_ShadingRate", U32, K_RATE, CONST, 1, 1, 0)}, 3, "sm-semantic"},
    {"ShadingRate ps in 6.3", PS, IN, {E("SV_ShadingRate", U32, K_RATE, CONST, 1, 1, 0)}, 3, "sm-semantic"},
    {"ShadingRate gs out 6.3", GS, OUT, {E("SV_ShadingRate", U32, K_RATE, CONST, 1, 1, 0)}, 3, "sm-semantic"},
    {"StartVertexLocation 6.8", VS, IN, {E("SV_StartVertexLocation", U32, K_SVL, UNDEF, 1, 1, 0)}, 8, ""},
    {"StartVertexLocation 6.7", VS, IN, {E("SV_StartVertexLocation", U32, K_SVL, UNDEF, 1, 1, 0)}, 7, "sm-semantic"},
    {"StartInstanceLocation 6.7", VS, IN, {E("SV_StartInstanceLocation", U32, K_SIL, UNDEF, 1, 1, 0)}, 7, "sm-semantic"},
    {"mesh 6.5", MS, OUT, {E("SV_Position", F32, K_POS, NOP, 1, 4, 0)}, 5, ""},
    {"mesh 6.4", MS, OUT, {E("SV_Position", F32, K_POS, NOP, 1, 4, 0)}, 4, "sm-stage"},
    {"amplification 6.4", AS, IN, {E("SV_GroupID", U32, K_GID, UNDEF, 1, 3, 0)}, 4, "sm-stage"},
    /* Ungated cells and stages pass at 6.0. */
    {"Position 6.0", VS, OUT, {E("SV_Position", F32, K_POS, NOP, 1, 4, 0)}, 0, ""},
    {"Coverage ps out 6.0", PS, OUT, {E("SV_Coverage", U32, K_COV, UNDEF, 1, 1, 0)}, 0, ""},
};

TEST(shader_model_gates) {
  for (size_t c = 0; c < sizeof sm_cases / sizeof sm_cases[0]; ++c) {
    struct built b;
    build(&b, sm_cases[c].stage, sm_cases[c].list, sm_cases[c].els);
    struct dxsig_verify_options opts = {false, {6, sm_cases[c].sm_minor}};
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    bool ok = dxsig_verify_entry_with(&b.entry, &opts, &d);
    const char *got = d.count ? dxsig_rule_name(d.items[0].code) : "";
    if (strcmp(got, sm_cases[c].code) != 0 || ok != (*sm_cases[c].code == 0) ||
        d.count > 1) {
      fprintf(stderr, "FAIL: case '%s': %zu diagnostics, first code '%s', expected '%s'\n",
              sm_cases[c].name, d.count, got, sm_cases[c].code);
      test_current_failed = 1;
    }
    dxsig_diag_list_finish(&d);
    /* Without a shader model (DXC's validator): no gate. */
    dxsig_diag_list_init(&d);
    struct dxsig_verify_options none = {false, {0, 0}};
    ASSERT_TRUE(dxsig_verify_entry_with(&b.entry, &none, &d) || *sm_cases[c].code == 0);
    for (size_t i = 0; i < d.count; ++i)
      ASSERT_TRUE(strncmp(dxsig_rule_name(d.items[i].code), "sm-", 3) != 0);
    dxsig_diag_list_finish(&d);
  }
}

TEST(shader_model_gate_messages) {
  struct built b;
  static const struct el els[MAX_ELS] = {E("SV_ViewID", U32, K_VIEWID, UNDEF, 1, 1, 0)};
  build(&b, VS, IN, els);
  struct dxsig_verify_options opts = {false, {6, 0}};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_verify_entry_with(&b.entry, &opts, &d));
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_STR(d.items[0].message,
                "entry 'main' input element 0 'SV_ViewID0': SV_ViewID needs shader model 6.1 "
                "in a vertex shader input signature; the module targets 6.0");
  dxsig_diag_list_finish(&d);
  static const struct el mesh[MAX_ELS] = {E("SV_Position", F32, K_POS, NOP, 1, 4, 0)};
  build(&b, MS, OUT, mesh);
  opts.sm.minor = 4;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_verify_entry_with(&b.entry, &opts, &d));
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_STR(d.items[0].message,
                "entry 'main': mesh shaders need shader model 6.5; the module targets 6.4");
  dxsig_diag_list_finish(&d);
}

/* The module's own gates: DXIL's floor, the triple's DXIL version, 16-bit. */
static void module_gate(const char *triple, bool native16, const char *code,
                        const char *message) {
  struct dxsig_module m;
  dxsig_module_init(&m);
  m.triple = triple;
  dxsig_target_parse(triple, &m.target);
  m.native16 = native16;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  bool ok = dxsig_verify_module(&m, &d);
  ASSERT_EQ_INT(ok, code == NULL);
  ASSERT_EQ_INT(d.count, code ? 1 : 0);
  if (code) {
    ASSERT_EQ_STR(dxsig_rule_name(d.items[0].code), code);
    ASSERT_EQ_STR(d.items[0].message, message);
  }
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&m);
}

TEST(module_shader_model_gates) {
  module_gate("dxil-pc-shadermodel6.0-pixel", false, NULL, NULL);
  module_gate("dxil-pc-shadermodel6.2-pixel", true, NULL, NULL);
  module_gate("dxilv1.6-pc-shadermodel6.6-pixel", false, NULL, NULL);
  module_gate("dxil-unknown-unknown", true, NULL, NULL); /* no shader model: no gate */
  module_gate("dxil-pc-shadermodel5.1-pixel", false, "sm-dxil-min",
              "target triple 'dxil-pc-shadermodel5.1-pixel': shader model 5.1 is not a DXIL "
              "shader model; DXIL starts at 6.0");
  module_gate("dxil-pc-shadermodel7.0-pixel", false, "sm-unknown",
              "target triple 'dxil-pc-shadermodel7.0-pixel': shader model 7.0 is not one "
              "DXIL defines (6.x)");
  module_gate("dxilv1.2-pc-shadermodel6.6-pixel", false, "sm-dxil-version",
              "target triple 'dxilv1.2-pc-shadermodel6.6-pixel': shader model 6.6 needs "
              "DXIL 1.6, the triple says DXIL 1.2");
  module_gate("dxil-pc-shadermodel6.1-library", true, "sm-native16",
              "module flag dx.nativelowprec (native 16-bit types) needs shader model 6.2; "
              "the module targets 6.1");
}

TEST(target_triples_parse) {
  struct dxsig_target t;
  dxsig_target_parse("dxilv1.6-pc-shadermodel6.6-pixel", &t);
  ASSERT_EQ_INT(t.dxil_major, 1);
  ASSERT_EQ_INT(t.dxil_minor, 6);
  ASSERT_EQ_INT(t.sm.major, 6);
  ASSERT_EQ_INT(t.sm.minor, 6);
  ASSERT_EQ_INT(t.env_len, 5);
  ASSERT_TRUE(memcmp(t.env, "pixel", 5) == 0);
  dxsig_target_parse("dxil-pc-shadermodel6.10-library", &t);
  ASSERT_EQ_INT(t.dxil_major, 0);
  ASSERT_EQ_INT(t.sm.minor, 10);
  ASSERT_EQ_INT(t.env_len, 7);
  dxsig_target_parse("dxil-pc-shadermodel6.8", &t); /* no environment */
  ASSERT_EQ_INT(t.sm.minor, 8);
  ASSERT_EQ_INT(t.env_len, 0);
  dxsig_target_parse("dxil-pc-shadermodel-pixel", &t); /* no version: unknown */
  ASSERT_EQ_INT(t.sm.major, 0);
  dxsig_target_parse("dxil-pc-shadermodel99999.1-pixel", &t); /* out of range */
  ASSERT_EQ_INT(t.sm.major, 0);
  dxsig_target_parse("dxilv1-pc-shadermodel6.0-pixel", &t);
  ASSERT_EQ_INT(t.dxil_major, 0);
  ASSERT_EQ_INT(t.sm.major, 6);
  dxsig_target_parse(NULL, &t);
  ASSERT_EQ_INT(t.sm.major, 0);
  ASSERT_EQ_INT(t.env_len, 0);
  dxsig_target_parse("", &t);
  ASSERT_EQ_INT(t.env_len, 0);
}

/* ---- robustness: random field values never crash --------------------- */

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state >> 16);
}

static uint32_t pick(const uint32_t *v, size_t n) { return v[rnd() % n]; }

static const char *const fuzz_names[] = {
    "A", "a", "TEXCOORD", "SV_Position", "sv_target", "SV_ClipDistance", "SV_CullDistance",
    "SV_TessFactor", "SV_InsideTessFactor", "SV_PrimitiveID", "SV_Depth", "SV_Barycentrics",
    "SV_Bogus", "", "SV_", "SV_DepthLessEqual", "SV_IsFrontFace", "SV_Coverage",
};

static void random_element(struct dxsig_element *e, uint32_t *idx, size_t i) {
  static const uint32_t small[] = {0, 1, 2, 3, 4, 5, 31, 32, 33, 0xFF, 0xFFFFFFFFu};
  const char *name = fuzz_names[rnd() % (sizeof fuzz_names / sizeof fuzz_names[0])];
  uint32_t rows = rnd() % 4 ? 1 + rnd() % 4 : pick(small, 11);
  uint32_t count = rnd() % 8 ? (rows <= 32 ? rows : 32) : rnd() % 33;
  for (uint32_t r = 0; r < count; ++r)
    idx[r] = rnd() % 4 ? r : pick(small, 11);
  bool alloc = rnd() % 2;
  *e = (struct dxsig_element){
      (uint32_t)i, name, strlen(name), rnd() % 20, rnd() % 3 ? rnd() % 33 : pick(small, 11),
      count ? idx : (rnd() % 2 ? idx : NULL), count, rnd() % 9, rows,
      rnd() % 4 ? 1 + rnd() % 4 : pick(small, 11),
      alloc ? (int32_t)(rnd() % 34) - 1 : DXSIG_UNALLOCATED,
      alloc ? (int32_t)(rnd() % 6) - 1 : DXSIG_UNALLOCATED,
      rnd() % 17, rnd() % 17, rnd() % 4 ? 0 : rnd() % 5, {false, 0}};
}

TEST(random_elements_do_not_crash) {
  static struct dxsig_element els[12];
  static uint32_t idx[12][33];
  for (int iter = 0; iter < 20000; ++iter) {
    struct dxsig_entry e;
    entry_init(&e, "main", 0);
    e.stage = (enum dxsig_shader_stage)(rnd() % DXSIG_SHADER_STAGE_COUNT);
    enum dxsig_sig_kind k = (enum dxsig_sig_kind)(rnd() % DXSIG_SIG_KIND_COUNT);
    size_t n = rnd() % 12;
    for (size_t i = 0; i < n; ++i)
      random_element(&els[i], idx[i], i);
    e.sigs[k].present = true;
    e.sigs[k].elements = els;
    e.sigs[k].count = n;
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    bool ok = dxsig_verify_entry(&e, rnd() % 2, &d);
    ASSERT_TRUE(ok == (d.error_count == 0));
    dxsig_diag_list_finish(&d);
  }
}

/* ---- the rules that read placement, alone --------------------------- */

/* The codes of the rules that read where elements sit. */
static bool reads_placement(enum dxsig_rule code) {
  return code == DXSIG_RULE_USAGE_MASK_COLUMNS || code == DXSIG_RULE_MESH_TOTAL_ROWS ||
         (code >= DXSIG_RULE_PLACEMENT_MISSING && code <= DXSIG_RULE_PLACEMENT_CLIP_CULL_ROWS);
}

/* The diagnostics of d that reads_placement, or all of them, as
 * "code: message" lines. */
static void placement_lines(const struct dxsig_diag_list *d, bool all, char *buf, size_t size) {
  buf[0] = '\0';
  for (size_t i = 0; i < d->count; ++i) {
    size_t len = strlen(buf);
    if (all || reads_placement(d->items[i].code))
      snprintf(buf + len, size - len, "%s: %s\n", dxsig_rule_name(d->items[i].code),
               d->items[i].message);
  }
}

/* What the model runs again after packing (dxsig_verify_module_placed_rules)
 * says what the whole verifier says of placement, in its order; and of a
 * module the whole verifier finds no error in, exactly that and nothing
 * else, so the model may keep the whole verifier's other diagnostics. */
TEST(placed_rules_say_what_the_whole_says_of_placement) {
  static struct dxsig_element els[2][12];
  static uint32_t idx[2][12][33];
  static char whole[1 << 16], placed[1 << 16];
  int clean = 0;
  for (int iter = 0; iter < 20000; ++iter) {
    struct dxsig_entry e;
    entry_init(&e, "main", 0);
    static const uint32_t graphics[] = {VS, PS, GS, HS, DS, MS};
    e.stage = (enum dxsig_shader_stage)(rnd() % 3 ? pick(graphics, 6)
                                                  : rnd() % DXSIG_SHADER_STAGE_COUNT);
    /* Two lists (a mesh shader's vertex and primitive outputs share rows). */
    enum dxsig_sig_kind kinds[2] = {(enum dxsig_sig_kind)(rnd() % DXSIG_SIG_KIND_COUNT),
                                    DXSIG_SIG_PATCH_CONSTANT};
    for (int l = 0; l < 2; ++l) {
      size_t n = rnd() % 6;
      bool placed = rnd() % 2;
      for (size_t i = 0; i < n; ++i) {
        random_element(&els[l][i], idx[l][i], i);
        if (rnd() % 8) { /* a plausible element, mostly clean */
          struct dxsig_element *el = &els[l][i];
          el->name = "TEXCOORD";
          el->name_len = 8;
          el->kind = K_ARB;
          el->comp_type = F32;
          el->interp = l ? CONST : LIN;
          el->rows = el->index_count = 1 + rnd() % 3;
          el->cols = 1 + rnd() % 4;
          for (uint32_t r = 0; r < el->rows; ++r)
            idx[l][i][r] = (uint32_t)i * 4 + r;
          el->indices = idx[l][i];
          el->stream = 0;
          /* Rows apart, or (now and then) anywhere. */
          el->start_row = !placed       ? DXSIG_UNALLOCATED
                          : rnd() % 8 ? (int32_t)(i * 6 + rnd() % 3)
                                      : (int32_t)(rnd() % 32);
          el->start_col = !placed ? DXSIG_UNALLOCATED : (int32_t)(rnd() % (5 - el->cols));
          uint32_t columns = dxsig_element_usage_columns(el);
          el->usage_mask = rnd() % 8 ? rnd() % 16 & columns : rnd() % 16;
        }
      }
      e.sigs[kinds[l]].present = true;
      e.sigs[kinds[l]].elements = els[l];
      e.sigs[kinds[l]].count = n;
    }
    struct dxsig_module m;
    dxsig_module_init(&m);
    m.entries = &e;
    m.count = 1;
    m.native16 = rnd() % 2;
    struct dxsig_diag_list w, p;
    dxsig_diag_list_init(&w);
    dxsig_diag_list_init(&p);
    w.limit = p.limit = 0;
    dxsig_verify_module(&m, &w);
    dxsig_verify_module_placed_rules(&m, dxsig_verify_placement, &p);
    placement_lines(&w, false, whole, sizeof whole);
    placement_lines(&p, false, placed, sizeof placed);
    ASSERT_EQ_STR(placed, whole);
    if (w.error_count == 0) {
      ++clean;
      placement_lines(&p, true, placed, sizeof placed);
      ASSERT_EQ_STR(placed, whole);
    }
    dxsig_diag_list_finish(&w);
    dxsig_diag_list_finish(&p);
    dxsig_module_finish(&m);
  }
  ASSERT_TRUE(clean > 1000); /* the second half is not idle */
}

int main(void) {
  run_cases();
  RUN(messages);
  RUN(clip_cull_message_only_over_8);
  RUN(every_problem_is_reported);
  RUN(mesh_total_rows);
  RUN(module_duplicate_entries);
  RUN(entry_without_stage_is_left_to_the_reader);
  RUN(empty_and_absent_lists);
  RUN(usage_mask_columns);
  RUN(shader_model_gates);
  RUN(shader_model_gate_messages);
  RUN(module_shader_model_gates);
  RUN(target_triples_parse);
  RUN(random_elements_do_not_crash);
  RUN(placed_rules_say_what_the_whole_says_of_placement);
  return test_summary();
}
