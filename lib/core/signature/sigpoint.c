/* Signature points and DXC's SigPoint x SemanticKind interpretation table
 * (DXC DxilSigPoint.inl; docs/validation.md has the table in words). */
#include "dxsig/sigpoint.h"

#include <string.h>
#include <strings.h>

static const struct {
  const char *name;
  enum dxsig_shader_stage stage;
  enum dxsig_packing_kind packing;
} sigpoints[DXSIG_SIGPOINT_COUNT] = {
    [DXSIG_SIGPOINT_VS_IN] = {"VSIn", DXSIG_STAGE_VERTEX, DXSIG_PACKING_KIND_INPUT_ASSEMBLER},
    [DXSIG_SIGPOINT_VS_OUT] = {"VSOut", DXSIG_STAGE_VERTEX, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_PC_IN] = {"PCIn", DXSIG_STAGE_HULL, DXSIG_PACKING_KIND_NONE},
    [DXSIG_SIGPOINT_HS_IN] = {"HSIn", DXSIG_STAGE_HULL, DXSIG_PACKING_KIND_NONE},
    [DXSIG_SIGPOINT_HS_CP_IN] = {"HSCPIn", DXSIG_STAGE_HULL, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_HS_CP_OUT] = {"HSCPOut", DXSIG_STAGE_HULL, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_PC_OUT] = {"PCOut", DXSIG_STAGE_HULL, DXSIG_PACKING_KIND_PATCH_CONSTANT},
    [DXSIG_SIGPOINT_DS_IN] = {"DSIn", DXSIG_STAGE_DOMAIN, DXSIG_PACKING_KIND_PATCH_CONSTANT},
    [DXSIG_SIGPOINT_DS_CP_IN] = {"DSCPIn", DXSIG_STAGE_DOMAIN, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_DS_OUT] = {"DSOut", DXSIG_STAGE_DOMAIN, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_GS_V_IN] = {"GSVIn", DXSIG_STAGE_GEOMETRY, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_GS_IN] = {"GSIn", DXSIG_STAGE_GEOMETRY, DXSIG_PACKING_KIND_NONE},
    [DXSIG_SIGPOINT_GS_OUT] = {"GSOut", DXSIG_STAGE_GEOMETRY, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_PS_IN] = {"PSIn", DXSIG_STAGE_PIXEL, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_PS_OUT] = {"PSOut", DXSIG_STAGE_PIXEL, DXSIG_PACKING_KIND_TARGET},
    [DXSIG_SIGPOINT_CS_IN] = {"CSIn", DXSIG_STAGE_COMPUTE, DXSIG_PACKING_KIND_NONE},
    [DXSIG_SIGPOINT_MS_IN] = {"MSIn", DXSIG_STAGE_MESH, DXSIG_PACKING_KIND_NONE},
    [DXSIG_SIGPOINT_MS_OUT] = {"MSOut", DXSIG_STAGE_MESH, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_MS_P_OUT] = {"MSPOut", DXSIG_STAGE_MESH, DXSIG_PACKING_KIND_VERTEX},
    [DXSIG_SIGPOINT_AS_IN] = {"ASIn", DXSIG_STAGE_AMPLIFICATION, DXSIG_PACKING_KIND_NONE},
};

const char *dxsig_sigpoint_name(uint32_t sp) {
  return sp < DXSIG_SIGPOINT_COUNT ? sigpoints[sp].name : NULL;
}

enum dxsig_packing_kind dxsig_sigpoint_packing_kind(enum dxsig_sigpoint sp) {
  return (unsigned)sp < DXSIG_SIGPOINT_COUNT ? sigpoints[sp].packing
                                             : DXSIG_PACKING_KIND_NONE;
}

enum dxsig_shader_stage dxsig_sigpoint_stage(enum dxsig_sigpoint sp) {
  return (unsigned)sp < DXSIG_SIGPOINT_COUNT ? sigpoints[sp].stage
                                             : DXSIG_STAGE_NODE;
}

bool dxsig_sigpoint_of_list(enum dxsig_shader_stage stage,
                            enum dxsig_sig_kind list,
                            enum dxsig_sigpoint *out) {
  /* -1: the stage has no such list. */
  static const int table[][DXSIG_SIG_KIND_COUNT] = {
      [DXSIG_STAGE_VERTEX] = {DXSIG_SIGPOINT_VS_IN, DXSIG_SIGPOINT_VS_OUT, -1},
      [DXSIG_STAGE_HULL] = {DXSIG_SIGPOINT_HS_CP_IN, DXSIG_SIGPOINT_HS_CP_OUT,
                            DXSIG_SIGPOINT_PC_OUT},
      [DXSIG_STAGE_DOMAIN] = {DXSIG_SIGPOINT_DS_CP_IN, DXSIG_SIGPOINT_DS_OUT,
                              DXSIG_SIGPOINT_DS_IN},
      [DXSIG_STAGE_GEOMETRY] = {DXSIG_SIGPOINT_GS_V_IN, DXSIG_SIGPOINT_GS_OUT, -1},
      [DXSIG_STAGE_PIXEL] = {DXSIG_SIGPOINT_PS_IN, DXSIG_SIGPOINT_PS_OUT, -1},
      [DXSIG_STAGE_COMPUTE] = {DXSIG_SIGPOINT_CS_IN, -1, -1},
      [DXSIG_STAGE_MESH] = {DXSIG_SIGPOINT_MS_IN, DXSIG_SIGPOINT_MS_OUT,
                            DXSIG_SIGPOINT_MS_P_OUT},
      [DXSIG_STAGE_AMPLIFICATION] = {DXSIG_SIGPOINT_AS_IN, -1, -1},
  };
  if ((unsigned)stage >= sizeof table / sizeof table[0] ||
      (unsigned)list >= DXSIG_SIG_KIND_COUNT)
    return false;
  int sp = table[stage][list];
  /* Zero-initialised rows (library, ray tracing, node) have no lists; VSIn
   * is 0 only for the vertex row. */
  if (sp < 0 || (sp == 0 && stage != DXSIG_STAGE_VERTEX))
    return false;
  *out = (enum dxsig_sigpoint)sp;
  return true;
}

enum dxsig_sigpoint dxsig_sigpoint_of_element(enum dxsig_sigpoint list_sp,
                                              uint32_t kind) {
  /* DXC puts these "special" inputs at a SigPoint without its own
   * signature; the metadata has them in the control-point input list. */
  switch (list_sp) {
  case DXSIG_SIGPOINT_HS_CP_IN:
    if (kind == DXSIG_SEMANTIC_PRIMITIVE_ID ||
        kind == DXSIG_SEMANTIC_OUTPUT_CONTROL_POINT_ID ||
        kind == DXSIG_SEMANTIC_VIEW_ID)
      return DXSIG_SIGPOINT_HS_IN;
    break;
  case DXSIG_SIGPOINT_DS_CP_IN:
    if (kind == DXSIG_SEMANTIC_DOMAIN_LOCATION ||
        kind == DXSIG_SEMANTIC_PRIMITIVE_ID || kind == DXSIG_SEMANTIC_VIEW_ID)
      return DXSIG_SIGPOINT_DS_IN;
    break;
  case DXSIG_SIGPOINT_GS_V_IN:
    if (kind == DXSIG_SEMANTIC_PRIMITIVE_ID ||
        kind == DXSIG_SEMANTIC_GS_INSTANCE_ID || kind == DXSIG_SEMANTIC_VIEW_ID)
      return DXSIG_SIGPOINT_GS_IN;
    break;
  default:
    break;
  }
  return list_sp;
}

/* DXC's SigPoint x SemanticKind table, one row per semantic kind, one
 * column per SigPoint in enum order:
 *            VSIn VSOut PCIn HSIn HSCPIn HSCPOut PCOut DSIn DSCPIn DSOut
 *            GSVIn GSIn GSOut PSIn PSOut CSIn MSIn MSOut MSPOut ASIn */
#define NA DXSIG_INTERP_KIND_NA
#define SV DXSIG_INTERP_KIND_SV
#define SG DXSIG_INTERP_KIND_SGV
#define AR DXSIG_INTERP_KIND_ARB
#define NI DXSIG_INTERP_KIND_NOT_IN_SIG
#define NP DXSIG_INTERP_KIND_NOT_PACKED
#define TG DXSIG_INTERP_KIND_TARGET
#define TF DXSIG_INTERP_KIND_TESS_FACTOR
#define SH DXSIG_INTERP_KIND_SHADOW
#define CC DXSIG_INTERP_KIND_CLIP_CULL
static const uint8_t interpretation_table[DXSIG_SEMANTIC_KIND_COUNT][DXSIG_SIGPOINT_COUNT] = {
    [DXSIG_SEMANTIC_ARBITRARY] =
        {AR, AR, NA, NA, AR, AR, AR, AR, AR, AR,
         AR, NA, AR, AR, NA, NA, NA, AR, AR, NA},
    [DXSIG_SEMANTIC_VERTEX_ID] =
        {SV, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_INSTANCE_ID] =
        {SV, AR, NA, NA, AR, AR, NA, NA, AR, AR,
         AR, NA, AR, AR, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_POSITION] =
        {AR, SV, NA, NA, SV, SV, AR, AR, SV, SV,
         SV, NA, SV, SV, NA, NA, NA, SV, NA, NA},
    [DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX] =
        {AR, SV, NA, NA, SV, SV, AR, AR, SV, SV,
         SV, NA, SV, SV, NA, NA, NA, NA, SV, NA},
    [DXSIG_SEMANTIC_VIEWPORT_ARRAY_INDEX] =
        {AR, SV, NA, NA, SV, SV, AR, AR, SV, SV,
         SV, NA, SV, SV, NA, NA, NA, NA, SV, NA},
    [DXSIG_SEMANTIC_CLIP_DISTANCE] =
        {AR, CC, NA, NA, CC, CC, AR, AR, CC, CC,
         CC, NA, CC, CC, NA, NA, NA, CC, NA, NA},
    [DXSIG_SEMANTIC_CULL_DISTANCE] =
        {AR, CC, NA, NA, CC, CC, AR, AR, CC, CC,
         CC, NA, CC, CC, NA, NA, NA, CC, NA, NA},
    [DXSIG_SEMANTIC_OUTPUT_CONTROL_POINT_ID] =
        {NA, NA, NA, NI, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_DOMAIN_LOCATION] =
        {NA, NA, NA, NA, NA, NA, NA, NI, NA, NA,
         NA, NA, NA, NA, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_PRIMITIVE_ID] =
        {NA, NA, NI, NI, NA, NA, NA, NI, NA, NA,
         NA, SH, SG, SG, NA, NA, NA, NA, SV, NA},
    [DXSIG_SEMANTIC_GS_INSTANCE_ID] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NI, NA, NA, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_SAMPLE_INDEX] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, SH, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_IS_FRONT_FACE] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, SG, SG, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_COVERAGE] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NI, NP, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_INNER_COVERAGE] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NI, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_TARGET] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, TG, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_DEPTH] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NP, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_DEPTH_LESS_EQUAL] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NP, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_DEPTH_GREATER_EQUAL] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NP, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_STENCIL_REF] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NP, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_DISPATCH_THREAD_ID] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NA, NI, NI, NA, NA, NI},
    [DXSIG_SEMANTIC_GROUP_ID] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NA, NI, NI, NA, NA, NI},
    [DXSIG_SEMANTIC_GROUP_INDEX] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NA, NI, NI, NA, NA, NI},
    [DXSIG_SEMANTIC_GROUP_THREAD_ID] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NA, NI, NI, NA, NA, NI},
    [DXSIG_SEMANTIC_TESS_FACTOR] =
        {NA, NA, NA, NA, NA, NA, TF, TF, NA, NA,
         NA, NA, NA, NA, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_INSIDE_TESS_FACTOR] =
        {NA, NA, NA, NA, NA, NA, TF, TF, NA, NA,
         NA, NA, NA, NA, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_VIEW_ID] =
        {NI, NA, NI, NI, NA, NA, NA, NI, NA, NA,
         NA, NI, NA, NI, NA, NA, NI, NA, NA, NA},
    [DXSIG_SEMANTIC_BARYCENTRICS] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NP, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_SHADING_RATE] =
        {NA, SV, NA, NA, SV, SV, NA, NA, SV, SV,
         SV, NA, SV, SV, NA, NA, NA, NA, SV, NA},
    [DXSIG_SEMANTIC_CULL_PRIMITIVE] =
        {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NI, NA, NA, NA, NA, NP, NA},
    [DXSIG_SEMANTIC_START_VERTEX_LOCATION] =
        {NI, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NA, NA, NA, NA, NA, NA},
    [DXSIG_SEMANTIC_START_INSTANCE_LOCATION] =
        {NI, NA, NA, NA, NA, NA, NA, NA, NA, NA,
         NA, NA, NA, NA, NA, NA, NA, NA, NA, NA},
};
#undef NA
#undef SV
#undef SG
#undef AR
#undef NI
#undef NP
#undef TG
#undef TF
#undef SH
#undef CC

enum dxsig_interpretation dxsig_interpretation(enum dxsig_sigpoint sp,
                                               uint32_t kind) {
  if (kind >= DXSIG_SEMANTIC_KIND_COUNT || (unsigned)sp >= DXSIG_SIGPOINT_COUNT)
    return DXSIG_INTERP_KIND_NA;
  return (enum dxsig_interpretation)interpretation_table[kind][sp];
}

/* The cells of DXC's table that exist only from some shader model on
 * (DxilSigPoint.inl's version column); below it the cell is NA. Cells not
 * listed need nothing beyond DXIL's own 6.0. The 4.1 and 5.0 cells are
 * kept for completeness: every DXIL module passes them. */
static const struct {
  uint8_t kind, sp, major, minor;
} gated_cells[] = {
    {DXSIG_SEMANTIC_SAMPLE_INDEX, DXSIG_SIGPOINT_PS_IN, 4, 1},
    {DXSIG_SEMANTIC_COVERAGE, DXSIG_SIGPOINT_PS_IN, 5, 0},
    {DXSIG_SEMANTIC_COVERAGE, DXSIG_SIGPOINT_PS_OUT, 4, 1},
    {DXSIG_SEMANTIC_INNER_COVERAGE, DXSIG_SIGPOINT_PS_IN, 5, 0},
    {DXSIG_SEMANTIC_DEPTH_LESS_EQUAL, DXSIG_SIGPOINT_PS_OUT, 5, 0},
    {DXSIG_SEMANTIC_DEPTH_GREATER_EQUAL, DXSIG_SIGPOINT_PS_OUT, 5, 0},
    {DXSIG_SEMANTIC_STENCIL_REF, DXSIG_SIGPOINT_PS_OUT, 5, 0},
    {DXSIG_SEMANTIC_VIEW_ID, DXSIG_SIGPOINT_VS_IN, 6, 1},
    {DXSIG_SEMANTIC_VIEW_ID, DXSIG_SIGPOINT_PC_IN, 6, 1},
    {DXSIG_SEMANTIC_VIEW_ID, DXSIG_SIGPOINT_HS_IN, 6, 1},
    {DXSIG_SEMANTIC_VIEW_ID, DXSIG_SIGPOINT_DS_IN, 6, 1},
    {DXSIG_SEMANTIC_VIEW_ID, DXSIG_SIGPOINT_GS_IN, 6, 1},
    {DXSIG_SEMANTIC_VIEW_ID, DXSIG_SIGPOINT_PS_IN, 6, 1},
    {DXSIG_SEMANTIC_BARYCENTRICS, DXSIG_SIGPOINT_PS_IN, 6, 1},
    {DXSIG_SEMANTIC_SHADING_RATE, DXSIG_SIGPOINT_VS_OUT, 6, 4},
    {DXSIG_SEMANTIC_SHADING_RATE, DXSIG_SIGPOINT_HS_CP_IN, 6, 4},
    {DXSIG_SEMANTIC_SHADING_RATE, DXSIG_SIGPOINT_HS_CP_OUT, 6, 4},
    {DXSIG_SEMANTIC_SHADING_RATE, DXSIG_SIGPOINT_DS_CP_IN, 6, 4},
    {DXSIG_SEMANTIC_SHADING_RATE, DXSIG_SIGPOINT_DS_OUT, 6, 4},
    {DXSIG_SEMANTIC_SHADING_RATE, DXSIG_SIGPOINT_GS_V_IN, 6, 4},
    {DXSIG_SEMANTIC_SHADING_RATE, DXSIG_SIGPOINT_GS_OUT, 6, 4},
    {DXSIG_SEMANTIC_SHADING_RATE, DXSIG_SIGPOINT_PS_IN, 6, 4},
    {DXSIG_SEMANTIC_START_VERTEX_LOCATION, DXSIG_SIGPOINT_VS_IN, 6, 8},
    {DXSIG_SEMANTIC_START_INSTANCE_LOCATION, DXSIG_SIGPOINT_VS_IN, 6, 8},
};

struct dxsig_shader_model dxsig_interpretation_min_sm(enum dxsig_sigpoint sp,
                                                      uint32_t kind) {
  for (size_t i = 0; i < sizeof gated_cells / sizeof gated_cells[0]; ++i)
    if (gated_cells[i].kind == kind && gated_cells[i].sp == (unsigned)sp)
      return (struct dxsig_shader_model){gated_cells[i].major, gated_cells[i].minor};
  return dxsig_shader_model_dxil_min();
}

bool dxsig_interpretation_is_allocated(enum dxsig_interpretation interp) {
  switch (interp) {
  case DXSIG_INTERP_KIND_SV:
  case DXSIG_INTERP_KIND_SGV:
  case DXSIG_INTERP_KIND_ARB:
  case DXSIG_INTERP_KIND_TARGET:
  case DXSIG_INTERP_KIND_TESS_FACTOR:
  case DXSIG_INTERP_KIND_CLIP_CULL:
    return true;
  default:
    return false;
  }
}

static int ascii_lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static bool equal_nocase(const char *a, size_t len, const char *b) {
  size_t i = 0;
  for (; i < len && b[i]; ++i)
    if (ascii_lower((unsigned char)a[i]) != ascii_lower((unsigned char)b[i]))
      return false;
  return i == len && b[i] == '\0';
}

uint32_t dxsig_semantic_kind_from_name(const char *name, size_t len) {
  if (len < 3 || ascii_lower((unsigned char)name[0]) != 's' ||
      ascii_lower((unsigned char)name[1]) != 'v' || name[2] != '_')
    return DXSIG_SEMANTIC_ARBITRARY;
  for (uint32_t k = 1; k < DXSIG_SEMANTIC_KIND_COUNT; ++k)
    if (equal_nocase(name, len, dxsig_semantic_kind_name(k)))
      return k;
  return DXSIG_SEMANTIC_KIND_COUNT;
}

bool dxsig_signature_needs_packing(const struct dxsig_entry *e, enum dxsig_sig_kind kind) {
  enum dxsig_sigpoint list_sp;
  const struct dxsig_signature *sig = &e->sigs[kind];
  if (!e->has_stage || !dxsig_sigpoint_of_list(e->stage, kind, &list_sp))
    return false;
  for (size_t i = 0; i < sig->count; ++i) {
    const struct dxsig_element *el = &sig->elements[i];
    enum dxsig_interpretation in =
        dxsig_interpretation(dxsig_sigpoint_of_element(list_sp, el->kind), el->kind);
    if (dxsig_interpretation_is_allocated(in) && !dxsig_element_is_allocated(el))
      return true;
  }
  return false;
}

bool dxsig_module_is_packed(const struct dxsig_module *m) {
  for (size_t i = 0; i < m->count; ++i)
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      if (dxsig_signature_needs_packing(&m->entries[i], (enum dxsig_sig_kind)k))
        return false;
  return true;
}

const char *dxsig_dx9_system_value(enum dxsig_sigpoint sp, const char *name, size_t len) {
  static const struct {
    enum dxsig_sigpoint sp;
    const char *dx9, *dx10;
  } MAP[] = {{DXSIG_SIGPOINT_PS_OUT, "COLOR", "SV_Target"},
             {DXSIG_SIGPOINT_PS_OUT, "DEPTH", "SV_Depth"},
             {DXSIG_SIGPOINT_VS_OUT, "POSITION", "SV_Position"},
             {DXSIG_SIGPOINT_PS_IN, "VPOS", "SV_Position"}};
  for (size_t k = 0; name && k < sizeof MAP / sizeof *MAP; ++k)
    if (MAP[k].sp == sp && strlen(MAP[k].dx9) == len && strncasecmp(MAP[k].dx9, name, len) == 0)
      return MAP[k].dx10;
  return NULL;
}
