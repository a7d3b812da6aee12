/* The rules that tie an entry's signatures to its stage properties: what
 * DXC's validator checks once it knows both (DxilValidation.cpp:
 * ValidateEntrySignatures for the GS and MS output sizes,
 * CheckPatchConstantSemantic for the tessellation factors of the declared
 * domain, ValidateEntryProps for an HS without input control points,
 * ValidatePassThruHS for a hull shader without a body). The
 * limits are DXC's (DxilConstants.h); the wording is ours. */
#include <inttypes.h>
#include <stdio.h>

#include "dxsig/stage_props.h"
#include "dxsig/tables.h"

#define BIT(p) (1u << (p))

/* DXC kMaxGSOutputTotalScalars: max vertex count x output scalars. */
#define GS_OUTPUT_SCALARS_MAX 1024u
/* DXC kMaxMSOutputTotalBytes and kMaxMSInputOutputTotalBytes. */
#define MS_OUTPUT_BYTES_MAX (1024u * 32u)
#define MS_IN_OUT_BYTES_MAX (1024u * 47u)
/* DXC sizes each mesh output scalar at 4 bytes and rounds the vertex and
 * primitive counts up to a multiple of 32. */
#define MS_SCALAR_BYTES 4u
#define MS_COUNT_ALIGN 32u

/* Rows x columns of every element of a list, as DXC counts declared
 * scalars (whatever is packed or used). */
static uint64_t list_scalars(const struct dxsig_signature *sig) {
  uint64_t n = 0;
  for (size_t i = 0; i < sig->count; ++i)
    n += (uint64_t)sig->elements[i].rows * sig->elements[i].cols;
  return n;
}

static bool check_gs(const struct dxsig_stage_props *props, const struct dxsig_entry *e,
                     struct dxsig_diag_list *diags) {
  uint64_t scalars = list_scalars(&e->sigs[DXSIG_SIG_OUTPUT]);
  uint64_t total = scalars * props->max_vertex_count;
  if (total <= GS_OUTPUT_SCALARS_MAX)
    return true;
  dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_GS_OUTPUT_SCALARS, e,
                       "maxvertexcount %" PRIu32 " x %" PRIu64
                       " output scalars (rows x columns of every output element) = %" PRIu64
                       ", more than %u",
                       props->max_vertex_count, scalars, total, GS_OUTPUT_SCALARS_MAX);
  return false;
}

static uint64_t align_count(uint32_t n) {
  return ((uint64_t)n + MS_COUNT_ALIGN - 1) / MS_COUNT_ALIGN * MS_COUNT_ALIGN;
}

static bool check_ms(const struct dxsig_stage_props *props, const struct dxsig_entry *e,
                     struct dxsig_diag_list *diags) {
  uint64_t vertex = list_scalars(&e->sigs[DXSIG_SIG_OUTPUT]);
  uint64_t prim = list_scalars(&e->sigs[DXSIG_SIG_PATCH_CONSTANT]);
  uint64_t vertices = align_count(props->max_output_vertices);
  uint64_t prims = align_count(props->max_output_primitives);
  uint64_t bytes = (vertex * vertices + prim * prims) * MS_SCALAR_BYTES;
  bool ok = true;
  if (bytes > MS_OUTPUT_BYTES_MAX) {
    dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_MS_OUTPUT_SIZE, e,
                         "the outputs take %" PRIu64 " bytes (vertex scalars %" PRIu64
                         " x %" PRIu64 " vertices and primitive scalars %" PRIu64 " x %" PRIu64
                         " primitives, the counts rounded up to a multiple of 32, %u bytes a "
                         "scalar), more than %u",
                         bytes, vertex, vertices, prim, prims, MS_SCALAR_BYTES,
                         MS_OUTPUT_BYTES_MAX);
    ok = false;
  }
  uint64_t in_out = bytes + props->payload_bytes;
  if (in_out > MS_IN_OUT_BYTES_MAX) {
    dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_MS_OUTPUT_SIZE, e,
                         "the payload (%" PRIu32 " bytes) and the outputs (%" PRIu64
                         " bytes) take %" PRIu64 " bytes together, more than %u",
                         props->payload_bytes, bytes, in_out, MS_IN_OUT_BYTES_MAX);
    ok = false;
  }
  return ok;
}

/* Edge and inside factor rows of a declared domain (DXC
 * CheckPatchConstantSemantic). */
static bool check_tess_factors(const struct dxsig_stage_props *props,
                               const struct dxsig_entry *e, struct dxsig_diag_list *diags) {
  static const uint32_t edge_rows[] = {[DXSIG_TESS_DOMAIN_ISOLINE] = 2,
                                       [DXSIG_TESS_DOMAIN_TRI] = 3, [DXSIG_TESS_DOMAIN_QUAD] = 4};
  static const uint32_t inside_rows[] = {[DXSIG_TESS_DOMAIN_ISOLINE] = 0,
                                         [DXSIG_TESS_DOMAIN_TRI] = 1,
                                         [DXSIG_TESS_DOMAIN_QUAD] = 2};
  if (!(props->set & BIT(DXSIG_PROP_DOMAIN)) || props->domain < DXSIG_TESS_DOMAIN_ISOLINE ||
      props->domain > DXSIG_TESS_DOMAIN_QUAD)
    return true;
  const char *domain = dxsig_tess_domain_name(props->domain);
  const struct dxsig_signature *pc = &e->sigs[DXSIG_SIG_PATCH_CONSTANT];
  bool ok = true, edge = false, inside = false;
  for (size_t i = 0; i < pc->count; ++i) {
    const struct dxsig_element *el = &pc->elements[i];
    bool is_edge = el->kind == DXSIG_SEMANTIC_TESS_FACTOR;
    if (!is_edge && el->kind != DXSIG_SEMANTIC_INSIDE_TESS_FACTOR)
      continue;
    uint32_t want = is_edge ? edge_rows[props->domain] : inside_rows[props->domain];
    edge |= is_edge;
    inside |= !is_edge;
    if (el->rows == want && el->cols <= 1)
      continue;
    if (want == 0)
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_TESS_FACTOR_DOMAIN, e,
                             DXSIG_SIG_PATCH_CONSTANT, i,
                             "the entry's domain is isoline, which has no "
                             "SV_InsideTessFactor");
    else
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_TESS_FACTOR_DOMAIN, e,
                             DXSIG_SIG_PATCH_CONSTANT, i,
                             "the entry's domain is %s, whose %s has %" PRIu32
                             " row%s of 1 column; the element has %" PRIu32 " of %" PRIu32,
                             domain, is_edge ? "SV_TessFactor" : "SV_InsideTessFactor", want,
                             want == 1 ? "" : "s", el->rows, el->cols);
    ok = false;
  }
  if (e->stage != DXSIG_STAGE_HULL)
    return ok; /* DXC asks a domain shader for the sizes alone */
  if (!edge || (!inside && inside_rows[props->domain] != 0)) {
    dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_TESS_FACTOR_DOMAIN, e,
                           DXSIG_SIG_PATCH_CONSTANT, DXSIG_NO_ELEMENT,
                           "the entry's domain is %s, but the list has no "
                           "%s",
                           domain,
                           !edge && !inside && inside_rows[props->domain] != 0
                               ? "SV_TessFactor and no SV_InsideTessFactor"
                           : !edge ? "SV_TessFactor"
                                   : "SV_InsideTessFactor");
    ok = false;
  }
  return ok;
}

/* DXC Sm.ZeroHSInputControlPointWithInput: a hull shader that takes no
 * input control points has no input signature. */
static bool check_hs_inputs(const struct dxsig_stage_props *props, const struct dxsig_entry *e,
                            struct dxsig_diag_list *diags) {
  if (!(props->set & BIT(DXSIG_PROP_INPUT_CONTROL_POINTS)) || props->input_control_points != 0 ||
      e->sigs[DXSIG_SIG_INPUT].count == 0)
    return true;
  dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_HS_INPUT_CONTROL_POINTS, e,
                         DXSIG_SIG_INPUT, DXSIG_NO_ELEMENT,
                         "the entry takes 0 input control points, so it can have no "
                         "inputs; the list has %zu element%s",
                         e->sigs[DXSIG_SIG_INPUT].count,
                         e->sigs[DXSIG_SIG_INPUT].count == 1 ? "" : "s");
  return false;
}

/* DXC kMaxHSOutputControlPointsTotalScalars. */
#define HS_OUTPUT_CONTROL_POINT_SCALARS_MAX 3968u

/* DXC ValidatePassThruHS: a hull shader without a body passes its input
 * control points through, so it takes at least as many as it outputs, and
 * their scalars stay within what the output control points may hold. */
static bool check_pass_through(const struct dxsig_stage_props *props,
                               const struct dxsig_entry *e, struct dxsig_diag_list *diags) {
  if (!e->pass_through || !(props->set & BIT(DXSIG_PROP_OUTPUT_CONTROL_POINTS)))
    return true;
  bool ok = true;
  uint32_t out = props->output_control_points;
  if ((props->set & BIT(DXSIG_PROP_INPUT_CONTROL_POINTS)) && props->input_control_points < out) {
    dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_HS_PASS_THROUGH, e,
                         "a pass-through hull shader (a declaration) outputs its input control "
                         "points: %" PRIu32 " output control points need as many inputs, it "
                         "takes %" PRIu32,
                         out, props->input_control_points);
    ok = false;
  }
  uint64_t scalars = list_scalars(&e->sigs[DXSIG_SIG_OUTPUT]);
  if (scalars * out > HS_OUTPUT_CONTROL_POINT_SCALARS_MAX) {
    dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_HS_PASS_THROUGH, e,
                         "a pass-through hull shader's %" PRIu32 " output control points of %" PRIu64
                         " scalars (rows x columns of every output element) make %" PRIu64
                         ", more than %u",
                         out, scalars, scalars * out, HS_OUTPUT_CONTROL_POINT_SCALARS_MAX);
    ok = false;
  }
  return ok;
}

bool dxsig_stage_props_check(const struct dxsig_stage_props *props,
                             const struct dxsig_entry *entry, struct dxsig_diag_list *diags) {
  if (!entry->has_stage)
    return true;
  switch (entry->stage) {
  case DXSIG_STAGE_GEOMETRY:
    return check_gs(props, entry, diags);
  case DXSIG_STAGE_MESH:
    return check_ms(props, entry, diags);
  case DXSIG_STAGE_HULL: {
    bool ok = check_tess_factors(props, entry, diags);
    ok &= check_pass_through(props, entry, diags);
    return check_hs_inputs(props, entry, diags) && ok;
  }
  case DXSIG_STAGE_DOMAIN:
    return check_tess_factors(props, entry, diags);
  default:
    return true;
  }
}
