/* The semantic rules of a signature (docs/metadata.md).
 *
 * Facts follow DXC's validator (DxilValidation.cpp) and SigPoint table; the
 * wording is ours. Schema rules (operand types, Rows/Cols/StartRow/StartCol
 * ranges, masks, stream range, index count) are dxsig_module_read's: this
 * file does not report them again, and skips the checks that depend on a
 * value outside its schema range. Placement of allocated elements is
 * dxsig_verify_placement's (regalloc/placement.c), which the public entry
 * points (regalloc/verify.c) hand in: this layer calls nothing above it.
 *
 * Per element: name, kind and interpretation, component type, the per-SV
 * type / rows / index rules, interpolation, stream. Per signature (and per
 * GS stream): (name, index) overlap, each SV once, one depth output,
 * the clip/cull component total, tessellation factor sizes, barycentrics
 * pairs, coverage exclusivity. Per entry: mesh vertex + primitive rows,
 * the SV_Position mode of a pixel shader that writes a conservative depth.
 * Of these, usage-mask-columns and mesh-total-rows read where the elements
 * sit, as the placement check does: RULES_PLACED runs those three alone,
 * for a module that passed them all and was packed since.
 * Cost: O(n log n) in the number of semantic indices; no recursion.
 */
#include "dxsig/verify.h"

#include "dxsig/sigpoint.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spellings.h"
#include "verify_rules.h"

#define MAX_STREAMS 4u
#define MAX_NAME_LEN 64u
#define MAX_TARGET_INDEX 7u
#define MAX_CLIP_CULL_COMPONENTS 8u
#define NO_ELEMENT ((size_t)-1)

/* Schema facts the checks depend on; dxsig_module_read reported the rest. */
enum {
  OK_NAME = 1u << 0,   /* the element was readable */
  OK_ROWS = 1u << 1,   /* Rows 1..32 and one index per row */
  OK_COLS = 1u << 2,   /* Cols 1..4 */
  OK_ALLOC = 1u << 3,  /* StartRow/StartCol both -1 or both in range */
  OK_STREAM = 1u << 4, /* stream 0..3 */
  OK_ALL = OK_NAME | OK_ROWS | OK_COLS | OK_ALLOC | OK_STREAM
};

struct info {
  unsigned ok;
  uint32_t name_kind;               /* kind the name resolves to */
  enum dxsig_sigpoint sp;           /* SigPoint of the element */
  enum dxsig_interpretation interp; /* at sp */
  bool usable;   /* a known semantic legal at sp: cross-element checks */
  bool comp_ok;  /* a component type signatures accept */
  bool reported; /* an overlap or duplicate was reported */
};

/* The rules a pass runs: all of them, or only those that read where the
 * elements sit (StartRow, StartCol, the register-relative UsageMask):
 * usage-mask-columns, the placement replay and mesh-total-rows, for a
 * module whose elements moved after it passed every rule
 * (dxsig_verify_module_placed_rules). */
enum rule_set { RULES_ALL, RULES_PLACED };

struct sig_check {
  const struct dxsig_entry *entry;
  enum dxsig_sig_kind kind;
  const struct dxsig_signature *sig;
  enum dxsig_sigpoint list_sp;
  struct info *info;
  struct dxsig_diag_list *diags;
  bool ok;
  struct dxsig_shader_model sm; /* the target's; {0, 0}: no gates */
  enum rule_set rules;
};

/* ---- reporting ------------------------------------------------------- */

static void vreport(struct sig_check *c, enum dxsig_severity sev, size_t i,
                    enum dxsig_rule code, const char *fmt, va_list ap) {
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  dxsig_diag_add_element(c->diags, sev, code, c->entry, c->kind, i, "%s", buf);
  if (sev == DXSIG_ERROR)
    c->ok = false;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void fail(struct sig_check *c, size_t i, enum dxsig_rule code,
                 const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(c, DXSIG_ERROR, i, code, fmt, ap);
  va_end(ap);
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void warn(struct sig_check *c, size_t i, enum dxsig_rule code,
                 const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(c, DXSIG_WARNING, i, code, fmt, ap);
  va_end(ap);
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void note(struct sig_check *c, size_t i, enum dxsig_rule code,
                 const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(c, DXSIG_NOTE, i, code, fmt, ap);
  va_end(ap);
}

/* ---- small facts ----------------------------------------------------- */

static const char *kind_name(uint32_t kind) {
  const char *n = dxsig_semantic_kind_name(kind);
  return n && *n ? n : "arbitrary";
}

/* "input", "output", "patch constant output", "primitive output". */
static const char *list_text(enum dxsig_shader_stage stage,
                             enum dxsig_sig_kind kind) {
  if (kind == DXSIG_SIG_INPUT)
    return "input";
  if (kind == DXSIG_SIG_OUTPUT)
    return "output";
  if (stage == DXSIG_STAGE_MESH)
    return "primitive output";
  return stage == DXSIG_STAGE_DOMAIN ? "patch constant input"
                                     : "patch constant output";
}

static const char *stage_text(enum dxsig_shader_stage stage) {
  const char *n = dxsig_shader_stage_name(stage);
  return n ? n : "unknown";
}

/* Interpretations of an element that DXC keeps in the signature and checks
 * by its system-value kind (not Arb, not NA, not NotInSig). */
static bool is_system_value(enum dxsig_interpretation interp) {
  switch (interp) {
  case DXSIG_INTERP_KIND_SV:
  case DXSIG_INTERP_KIND_SGV:
  case DXSIG_INTERP_KIND_NOT_PACKED:
  case DXSIG_INTERP_KIND_SHADOW:
  case DXSIG_INTERP_KIND_CLIP_CULL:
  case DXSIG_INTERP_KIND_TESS_FACTOR:
  case DXSIG_INTERP_KIND_TARGET:
    return true;
  default:
    return false;
  }
}

static bool is_depth(uint32_t kind) {
  return kind == DXSIG_SEMANTIC_DEPTH || kind == DXSIG_SEMANTIC_DEPTH_LESS_EQUAL ||
         kind == DXSIG_SEMANTIC_DEPTH_GREATER_EQUAL;
}

static bool is_integer_type(uint32_t comp_type) {
  char cls = dxsig_component_type_class(comp_type);
  return cls == 'i' || cls == 'b';
}

static bool is_linear(uint32_t interp) {
  return interp >= DXSIG_INTERP_LINEAR &&
         interp <= DXSIG_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE;
}

static bool is_noperspective(uint32_t interp) {
  return interp == DXSIG_INTERP_LINEAR_NOPERSPECTIVE ||
         interp == DXSIG_INTERP_LINEAR_NOPERSPECTIVE_CENTROID ||
         interp == DXSIG_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE;
}

/* GS output elements are grouped by stream; every other list is stream 0
 * (a non-zero stream there is reported by check_stream). */
static uint32_t stream_of(const struct sig_check *c, size_t i) {
  return c->list_sp == DXSIG_SIGPOINT_GS_OUT ? c->sig->elements[i].stream : 0;
}

static const char *stream_text(const struct sig_check *c, uint32_t stream,
                               char *buf, size_t size) {
  if (c->list_sp != DXSIG_SIGPOINT_GS_OUT)
    return "";
  snprintf(buf, size, " in stream %" PRIu32, stream);
  return buf;
}

/* Schema facts of one element (see the OK_ flags). */
static unsigned schema_ok(const struct dxsig_element *e) {
  unsigned ok = 0;
  if (e->name)
    ok |= OK_NAME;
  if (e->rows >= 1 && e->rows <= DXSIG_MAX_ROWS && e->index_count == e->rows &&
      e->indices)
    ok |= OK_ROWS;
  if (e->cols >= 1 && e->cols <= DXSIG_MAX_COLS)
    ok |= OK_COLS;
  bool row_unset = e->start_row == DXSIG_UNALLOCATED;
  bool col_unset = e->start_col == DXSIG_UNALLOCATED;
  if (row_unset == col_unset &&
      (row_unset || (e->start_row >= 0 && e->start_row < (int32_t)DXSIG_MAX_ROWS &&
                     e->start_col >= 0 && e->start_col < (int32_t)DXSIG_MAX_COLS)))
    ok |= OK_ALLOC;
  if (e->stream < MAX_STREAMS)
    ok |= OK_STREAM;
  return ok;
}

/* ---- component types ------------------------------------------------- */

static const char *type_text(uint32_t comp_type) {
  const char *name = dxsig_component_type_text(comp_type, DXSIG_TYPE_NAME, true);
  return name ? name : "invalid";
}

/* Component type sets of the per-SV rules (DXC DxilValidation.cpp). */
enum {
  T_FLOAT = 1u << 0, /* float of at most 32 bits, snorm/unorm included */
  T_U32 = 1u << 1,
  T_U16 = 1u << 2,
  T_I32 = 1u << 3,
  T_BOOL = 1u << 4,
  T_ANY = 1u << 5 /* anything of at most 32 bits */
};

static unsigned type_set(uint32_t comp_type) {
  unsigned bits = dxsig_component_type_bits(comp_type);
  char cls = dxsig_component_type_class(comp_type);
  unsigned set = 0;
  if (bits == 0 || bits > 32 || cls == 'p' || cls == 0)
    return 0;
  set |= T_ANY;
  if (cls == 'f')
    set |= T_FLOAT;
  if (cls == 'b')
    set |= T_BOOL;
  if (comp_type == DXSIG_COMP_U32)
    set |= T_U32;
  if (comp_type == DXSIG_COMP_U16)
    set |= T_U16;
  if (comp_type == DXSIG_COMP_I32)
    set |= T_I32;
  return set;
}

/* DXC ValidateSignatureElement, by kind: accepted types and, when non-zero,
 * the exact column count. Kinds without an entry have no rule. */
static const struct {
  unsigned types;
  uint8_t cols;
  const char *expect;
} sv_types[DXSIG_SEMANTIC_KIND_COUNT] = {
    [DXSIG_SEMANTIC_POSITION] = {T_FLOAT, 4, "float4"},
    [DXSIG_SEMANTIC_DEPTH] = {T_FLOAT, 1, "float"},
    [DXSIG_SEMANTIC_DEPTH_LESS_EQUAL] = {T_FLOAT, 1, "float"},
    [DXSIG_SEMANTIC_DEPTH_GREATER_EQUAL] = {T_FLOAT, 1, "float"},
    [DXSIG_SEMANTIC_CLIP_DISTANCE] = {T_FLOAT, 0, "float"},
    [DXSIG_SEMANTIC_CULL_DISTANCE] = {T_FLOAT, 0, "float"},
    [DXSIG_SEMANTIC_TESS_FACTOR] = {T_FLOAT, 1, "float"},
    [DXSIG_SEMANTIC_INSIDE_TESS_FACTOR] = {T_FLOAT, 1, "float"},
    [DXSIG_SEMANTIC_BARYCENTRICS] = {T_FLOAT, 3, "float3"},
    [DXSIG_SEMANTIC_TARGET] = {T_ANY, 0, "a float, int or uint of at most 32 bits"},
    [DXSIG_SEMANTIC_COVERAGE] = {T_U32, 1, "uint"},
    [DXSIG_SEMANTIC_INNER_COVERAGE] = {T_U32, 1, "uint"},
    [DXSIG_SEMANTIC_OUTPUT_CONTROL_POINT_ID] = {T_U32, 1, "uint"},
    [DXSIG_SEMANTIC_IS_FRONT_FACE] = {T_U32 | T_I32, 1, "uint or int"},
    [DXSIG_SEMANTIC_VERTEX_ID] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_INSTANCE_ID] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_PRIMITIVE_ID] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_GS_INSTANCE_ID] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_SAMPLE_INDEX] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_VIEWPORT_ARRAY_INDEX] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_STENCIL_REF] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_SHADING_RATE] = {T_U32 | T_U16, 1, "uint or uint16"},
    [DXSIG_SEMANTIC_CULL_PRIMITIVE] = {T_BOOL, 1, "bool"},
};

/* ---- per-element checks ---------------------------------------------- */

static void check_name(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  if (e->name_len == 0 || e->name_len > MAX_NAME_LEN) {
    fail(c, i, DXSIG_RULE_NAME_LENGTH,
         "semantic name is %zu characters long, must be 1 to %u", e->name_len,
         MAX_NAME_LEN);
    return;
  }
  char last = e->name[e->name_len - 1];
  if (last >= '0' && last <= '9')
    warn(c, i, DXSIG_RULE_NAME_TRAILING_DIGIT,
         "semantic name ends in a digit; the index belongs in the index list "
         "(DXC would read the digits as part of the index)");
}

static void report_not_allowed(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  const struct info *in = &c->info[i];
  enum dxsig_shader_stage stage = c->entry->stage;
  char name[DXSIG_NAME_TEXT_SIZE];
  dxsig_element_name_text(name, e);
  switch (c->list_sp) {
  case DXSIG_SIGPOINT_PS_OUT:
    fail(c, i, DXSIG_RULE_PS_OUTPUT_SEMANTIC,
         "pixel shader outputs must be SV_Target, SV_Depth, "
         "SV_DepthGreaterEqual, SV_DepthLessEqual, SV_Coverage or "
         "SV_StencilRef, found '%s'",
         name);
    /* A DX9 name: say which option reads it (dxsig_model_remap_dx9). */
    const char *sv = dxsig_dx9_system_value(DXSIG_SIGPOINT_PS_OUT, e->name, e->name_len);
    if (sv)
      note(c, i, DXSIG_RULE_DX9_SEMANTIC,
           "with -Gec (DXC's compatibility mode; -dxsig-gec for the passes), DX9's %.*s is %s",
           (int)e->name_len, e->name, sv);
    return;
  case DXSIG_SIGPOINT_CS_IN:
  case DXSIG_SIGPOINT_AS_IN:
  case DXSIG_SIGPOINT_MS_IN:
    fail(c, i, DXSIG_RULE_STAGE_NO_SIGNATURE,
         "%s shaders have no input signature; only values read through "
         "intrinsics (thread and group IDs, SV_ViewID) may be listed, "
         "found '%s'",
         stage_text(stage), name);
    return;
  default:
    fail(c, i, DXSIG_RULE_SEMANTIC_NOT_ALLOWED,
         "%s is not allowed in a %s shader %s signature",
         kind_name(in->name_kind), stage_text(stage), list_text(stage, c->kind));
    return;
  }
}

/* "16 (SV_Target)", "0", "3 (SV_Position) or 0". */
static void expected_kinds(char *buf, size_t size, const struct info *in) {
  if (in->name_kind == DXSIG_SEMANTIC_ARBITRARY)
    snprintf(buf, size, "0");
  else if (in->interp == DXSIG_INTERP_KIND_ARB)
    snprintf(buf, size, "%" PRIu32 " (%s) or 0, as it is arbitrary here",
             in->name_kind, kind_name(in->name_kind));
  else
    snprintf(buf, size, "%" PRIu32 " (%s)", in->name_kind,
             kind_name(in->name_kind));
}

/* Name -> kind -> interpretation; the kind operand must agree. */
static void check_kind(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  struct info *in = &c->info[i];
  bool kind_known = e->kind < DXSIG_SEMANTIC_KIND_COUNT;
  if (!kind_known)
    fail(c, i, DXSIG_RULE_KIND_INVALID, "semantic kind %" PRId32 " is not a known kind",
         (int32_t)e->kind);
  in->name_kind = dxsig_semantic_kind_from_name(e->name, e->name_len);
  if (in->name_kind >= DXSIG_SEMANTIC_KIND_COUNT) {
    char name[DXSIG_NAME_TEXT_SIZE];
    fail(c, i, DXSIG_RULE_UNKNOWN_SYSTEM_VALUE, "'%s' is not a known system value",
         dxsig_element_name_text(name, e));
    return;
  }
  in->sp = dxsig_sigpoint_of_element(c->list_sp, in->name_kind);
  in->interp = dxsig_interpretation(in->sp, in->name_kind);
  bool matches = e->kind == in->name_kind ||
                 (e->kind == DXSIG_SEMANTIC_ARBITRARY &&
                  in->interp == DXSIG_INTERP_KIND_ARB);
  if (kind_known && !matches) {
    char expect[96];
    expected_kinds(expect, sizeof expect, in);
    fail(c, i, DXSIG_RULE_KIND_MISMATCH,
         "semantic kind %" PRIu32 " (%s) does not match the name; expected %s",
         e->kind, kind_name(e->kind), expect);
  }
  if (in->interp == DXSIG_INTERP_KIND_NA) {
    report_not_allowed(c, i);
    return;
  }
  /* Below the cell's shader model DXC's table says NA (DxilSigPoint.inl's
   * version column; DXC's front end and lowering apply it). */
  struct dxsig_shader_model need = dxsig_interpretation_min_sm(in->sp, in->name_kind);
  if (c->sm.major != 0 && dxsig_shader_model_compare(c->sm, need) < 0) {
    fail(c, i, DXSIG_RULE_SM_SEMANTIC,
         "%s needs shader model %" PRIu32 ".%" PRIu32 " in a %s shader %s "
         "signature; the module targets %" PRIu32 ".%" PRIu32,
         kind_name(in->name_kind), need.major, need.minor, stage_text(c->entry->stage),
         list_text(c->entry->stage, c->kind), c->sm.major, c->sm.minor);
    return;
  }
  in->usable = true;
}

static void check_comp_type(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  unsigned bits = dxsig_component_type_bits(e->comp_type);
  char cls = dxsig_component_type_class(e->comp_type);
  if (bits == 0 || cls == 0 || cls == 'p') {
    fail(c, i, DXSIG_RULE_COMP_TYPE_INVALID,
         "component type %" PRId32 " is not valid in a signature",
         (int32_t)e->comp_type);
    return;
  }
  c->info[i].comp_ok = true;
}

static void check_sv_type(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  const struct info *in = &c->info[i];
  if (!in->usable || !in->comp_ok || !is_system_value(in->interp) ||
      !(in->ok & OK_COLS))
    return;
  uint32_t k = in->name_kind;
  if (!sv_types[k].types)
    return;
  if ((type_set(e->comp_type) & sv_types[k].types) &&
      (sv_types[k].cols == 0 || sv_types[k].cols == e->cols))
    return;
  fail(c, i, DXSIG_RULE_SV_COMP_TYPE, "%s must be %s, found %s%s", kind_name(k),
       sv_types[k].expect, type_text(e->comp_type),
       e->cols == 1 ? "" : e->cols == 2 ? "2" : e->cols == 3 ? "3" : "4");
}

static void check_sv_rows(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  const struct info *in = &c->info[i];
  if (!in->usable || !is_system_value(in->interp) || !(in->ok & OK_ROWS))
    return;
  switch (in->name_kind) {
  case DXSIG_SEMANTIC_TARGET:
    if (e->rows != 1)
      fail(c, i, DXSIG_RULE_TARGET_ROWS,
           "SV_Target must have 1 row, found %" PRIu32
           " (use one element per render target)",
           e->rows);
    return;
  case DXSIG_SEMANTIC_TESS_FACTOR:
  case DXSIG_SEMANTIC_INSIDE_TESS_FACTOR:
  case DXSIG_SEMANTIC_CLIP_DISTANCE:
  case DXSIG_SEMANTIC_CULL_DISTANCE:
    return; /* per-signature rules */
  default:
    if (e->rows != 1)
      fail(c, i, DXSIG_RULE_SV_ROWS, "%s must have 1 row, found %" PRIu32,
           kind_name(in->name_kind), e->rows);
    return;
  }
}

static void check_sv_index(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  const struct info *in = &c->info[i];
  if (!in->usable || !is_system_value(in->interp) || e->index_count == 0 ||
      !e->indices)
    return;
  switch (in->name_kind) {
  case DXSIG_SEMANTIC_CLIP_DISTANCE:
  case DXSIG_SEMANTIC_CULL_DISTANCE:
    return;
  case DXSIG_SEMANTIC_TARGET:
    for (uint32_t r = 0; r < e->index_count; ++r)
      if (e->indices[r] > MAX_TARGET_INDEX) {
        fail(c, i, DXSIG_RULE_TARGET_INDEX,
             "SV_Target index %" PRIu32 " is out of range, must be 0 to %u",
             e->indices[r], MAX_TARGET_INDEX);
        return;
      }
    return;
  case DXSIG_SEMANTIC_BARYCENTRICS:
    if (e->indices[0] > 1)
      fail(c, i, DXSIG_RULE_SV_INDEX,
           "SV_Barycentrics semantic index must be 0 or 1, found %" PRIu32,
           e->indices[0]);
    return;
  default:
    if (e->indices[0] != 0)
      fail(c, i, DXSIG_RULE_SV_INDEX, "%s semantic index must be 0, found %" PRIu32,
           kind_name(in->name_kind), e->indices[0]);
    return;
  }
}

/* The list-wide mode, if the list has one (DXC Sm.NoInterpMode,
 * Sm.ConstantInterpMode). */
static bool list_requires_mode(enum dxsig_sigpoint sp, uint32_t *mode) {
  switch (sp) {
  case DXSIG_SIGPOINT_VS_IN:
  case DXSIG_SIGPOINT_PS_OUT:
  case DXSIG_SIGPOINT_PC_OUT:
  case DXSIG_SIGPOINT_DS_IN:
    *mode = DXSIG_INTERP_UNDEFINED;
    return true;
  case DXSIG_SIGPOINT_MS_P_OUT:
    *mode = DXSIG_INTERP_CONSTANT;
    return true;
  default:
    return false;
  }
}

static void check_interp(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  const struct info *in = &c->info[i];
  enum dxsig_shader_stage stage = c->entry->stage;
  uint32_t mode;
  if (e->interp >= DXSIG_INTERP_MODE_COUNT) {
    fail(c, i, DXSIG_RULE_INTERP_MODE_RANGE,
         "interpolation mode %" PRId32 " is not valid, must be 0 to 7",
         (int32_t)e->interp);
    return;
  }
  if (list_requires_mode(c->list_sp, &mode)) {
    if (e->interp != mode)
      fail(c, i,
           mode == DXSIG_INTERP_UNDEFINED ? DXSIG_RULE_INTERP_NOT_UNDEFINED
                                          : DXSIG_RULE_INTERP_NOT_CONSTANT,
           "interpolation mode must be %" PRIu32 " (%s) in a %s shader %s "
           "signature, found %" PRIu32 " (%s)",
           mode, dxsig_interp_mode_name(mode), stage_text(stage),
           list_text(stage, c->kind), e->interp,
           dxsig_interp_mode_name(e->interp));
    return;
  }
  /* DXC Meta.IntegerInterpMode rejects the linear modes only: Undefined
   * passes the validator (and DXC's front end writes Constant). */
  if (c->info[i].comp_ok && is_integer_type(e->comp_type)) {
    if (is_linear(e->interp))
      fail(c, i, DXSIG_RULE_INTERP_INTEGER,
           "integer and bool elements cannot use interpolation mode %" PRIu32
           " (%s); use nointerpolation",
           e->interp, dxsig_interp_mode_name(e->interp));
    return;
  }
  if (in->usable && in->name_kind == DXSIG_SEMANTIC_BARYCENTRICS &&
      is_system_value(in->interp) && !is_linear(e->interp))
    fail(c, i, DXSIG_RULE_BARYCENTRICS_INTERP,
         "SV_Barycentrics needs a linear interpolation mode, found %" PRIu32
         " (%s)",
         e->interp, dxsig_interp_mode_name(e->interp));
}

static void check_stream(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  if ((c->info[i].ok & OK_STREAM) && e->stream != 0 &&
      c->list_sp != DXSIG_SIGPOINT_GS_OUT)
    fail(c, i, DXSIG_RULE_STREAM_NOT_GS,
         "GS stream is %" PRIu32 ", but only geometry shader outputs have "
         "streams (must be 0)",
         e->stream);
}

/* UsageMask names components of the element: element-relative while it is
 * unallocated, register-relative once it has a StartCol (the seed's
 * convention). A bit outside those columns names a component the element
 * does not have; packing would silently drop it. */
static void check_usage_mask(struct sig_check *c, size_t i) {
  const struct dxsig_element *e = &c->sig->elements[i];
  unsigned ok = c->info[i].ok;
  if (!(ok & OK_COLS) || !(ok & OK_ALLOC) || e->usage_mask > 0xFu)
    return;
  bool allocated = dxsig_element_is_allocated(e);
  uint32_t allowed = dxsig_element_usage_columns(e);
  if ((e->usage_mask & ~allowed) == 0)
    return;
  if (allocated)
    fail(c, i, DXSIG_RULE_USAGE_MASK_COLUMNS,
         "usage mask 0x%" PRIX32 " has bits outside the element's register "
         "components (mask 0x%" PRIX32 ": %" PRIu32 " column%s from column %" PRId32 ")",
         e->usage_mask, allowed, e->cols, e->cols == 1 ? "" : "s", e->start_col);
  else
    fail(c, i, DXSIG_RULE_USAGE_MASK_COLUMNS,
         "usage mask 0x%" PRIX32 " has bits outside the element's %" PRIu32
         " column%s (mask 0x%" PRIX32 "; unallocated, so the mask is element-relative)",
         e->usage_mask, e->cols, e->cols == 1 ? "" : "s", allowed);
}

static void (*const element_checks[])(struct sig_check *, size_t) = {
    check_name,    check_kind,     check_comp_type, check_sv_type,
    check_sv_rows, check_sv_index, check_interp,    check_stream,
    check_usage_mask,
};

/* ---- (name, index) overlap ------------------------------------------- */

struct index_slot {
  const struct dxsig_element *e;
  uint32_t stream, index;
  size_t element, row;
};

static int ascii_lower(int ch) { return ch >= 'A' && ch <= 'Z' ? ch + 32 : ch; }

static int compare_names(const struct dxsig_element *a,
                         const struct dxsig_element *b) {
  size_t n = a->name_len < b->name_len ? a->name_len : b->name_len;
  for (size_t k = 0; k < n; ++k) {
    int x = ascii_lower((unsigned char)a->name[k]);
    int y = ascii_lower((unsigned char)b->name[k]);
    if (x != y)
      return x < y ? -1 : 1;
  }
  return a->name_len < b->name_len ? -1 : a->name_len > b->name_len;
}

static int compare_slots(const void *pa, const void *pb) {
  const struct index_slot *a = pa, *b = pb;
  if (a->stream != b->stream)
    return a->stream < b->stream ? -1 : 1;
  int c = compare_names(a->e, b->e);
  if (c)
    return c;
  if (a->index != b->index)
    return a->index < b->index ? -1 : 1;
  if (a->element != b->element)
    return a->element < b->element ? -1 : 1;
  return a->row < b->row ? -1 : a->row > b->row;
}

static bool same_key(const struct index_slot *a, const struct index_slot *b) {
  return a->stream == b->stream && a->index == b->index &&
         compare_names(a->e, b->e) == 0;
}

static bool takes_part(const struct sig_check *c, size_t i) {
  return c->info[i].usable && (c->info[i].ok & OK_STREAM);
}

/* Fills slots; returns their number. */
static size_t collect_slots(const struct sig_check *c,
                            struct index_slot *slots) {
  size_t n = 0;
  for (size_t i = 0; i < c->sig->count; ++i) {
    const struct dxsig_element *e = &c->sig->elements[i];
    if (!takes_part(c, i) || !e->indices)
      continue;
    for (uint32_t r = 0; r < e->index_count; ++r)
      slots[n++] = (struct index_slot){e, stream_of(c, i), e->indices[r], i, r};
  }
  return n;
}

static void report_overlaps(struct sig_check *c, const struct index_slot *s,
                            size_t n, size_t *other, uint32_t *index) {
  for (size_t k = 1, first = 0; k < n; ++k) {
    if (!same_key(&s[first], &s[k])) {
      first = k;
      continue;
    }
    size_t i = s[k].element;
    if (other[i] == NO_ELEMENT) {
      other[i] = s[first].element;
      index[i] = s[k].index;
    }
  }
  for (size_t i = 0; i < c->sig->count; ++i) {
    if (other[i] == NO_ELEMENT)
      continue;
    char st[32];
    c->info[i].reported = true;
    if (other[i] == i)
      fail(c, i, DXSIG_RULE_SEMANTIC_OVERLAP,
           "semantic index %" PRIu32 " appears twice in the index list",
           index[i]);
    else
      fail(c, i, DXSIG_RULE_SEMANTIC_OVERLAP,
           "semantic index %" PRIu32 " is already used by element %zu%s "
           "(names are compared without case)",
           index[i], other[i], stream_text(c, stream_of(c, i), st, sizeof st));
  }
}

static void check_overlap(struct sig_check *c) {
  size_t total = 0;
  for (size_t i = 0; i < c->sig->count; ++i)
    if (takes_part(c, i))
      total += c->sig->elements[i].index_count;
  if (total < 2)
    return;
  struct index_slot *slots = total <= SIZE_MAX / sizeof *slots
                                 ? malloc(total * sizeof *slots)
                                 : NULL;
  size_t *other = malloc(c->sig->count * sizeof *other);
  uint32_t *index = malloc(c->sig->count * sizeof *index);
  if (slots && other && index) {
    for (size_t i = 0; i < c->sig->count; ++i)
      other[i] = NO_ELEMENT;
    size_t n = collect_slots(c, slots);
    qsort(slots, n, sizeof *slots, compare_slots);
    report_overlaps(c, slots, n, other, index);
  } else {
    fail(c, NO_ELEMENT, DXSIG_RULE_OUT_OF_MEMORY, "out of memory checking overlaps");
  }
  free(slots);
  free(other);
  free(index);
}

/* ---- per-signature rules --------------------------------------------- */

/* SV kinds that may appear more than once (checked by other rules). */
static bool may_repeat(uint32_t kind) {
  return kind == DXSIG_SEMANTIC_ARBITRARY ||
         kind == DXSIG_SEMANTIC_CLIP_DISTANCE ||
         kind == DXSIG_SEMANTIC_CULL_DISTANCE || kind == DXSIG_SEMANTIC_TARGET ||
         kind == DXSIG_SEMANTIC_BARYCENTRICS || is_depth(kind);
}

static void check_sv_once(struct sig_check *c) {
  size_t seen[MAX_STREAMS][DXSIG_SEMANTIC_KIND_COUNT];
  size_t depth = NO_ELEMENT;
  for (size_t s = 0; s < MAX_STREAMS; ++s)
    for (size_t k = 0; k < DXSIG_SEMANTIC_KIND_COUNT; ++k)
      seen[s][k] = NO_ELEMENT;
  for (size_t i = 0; i < c->sig->count; ++i) {
    struct info *in = &c->info[i];
    if (!takes_part(c, i) || in->interp == DXSIG_INTERP_KIND_ARB)
      continue;
    uint32_t k = in->name_kind;
    if (is_depth(k)) {
      if (depth != NO_ELEMENT && !in->reported)
        fail(c, i, DXSIG_RULE_DEPTH_MULTIPLE,
             "a pixel shader writes at most one depth value; element %zu is "
             "already %s",
             depth, kind_name(c->info[depth].name_kind));
      if (depth == NO_ELEMENT)
        depth = i;
      continue;
    }
    if (may_repeat(k))
      continue;
    size_t *first = &seen[stream_of(c, i)][k];
    if (*first == NO_ELEMENT) {
      *first = i;
    } else if (!in->reported) {
      char st[32];
      in->reported = true;
      fail(c, i, DXSIG_RULE_SV_DUPLICATE,
           "%s appears more than once in the signature%s (also element %zu)",
           kind_name(k), stream_text(c, stream_of(c, i), st, sizeof st),
           *first);
    }
  }
}

/* The 8-component total, reported on the element that goes past it (in
 * declaration order: the one prefix-stable packing cannot place); the
 * 2-row limit concerns allocated rows and is dxsig_verify_placement's
 * (placement-clip-cull-rows). */
static void check_clip_cull(struct sig_check *c) {
  uint32_t comps[MAX_STREAMS] = {0};
  size_t first_over[MAX_STREAMS];
  for (uint32_t s = 0; s < MAX_STREAMS; ++s)
    first_over[s] = NO_ELEMENT;
  for (size_t i = 0; i < c->sig->count; ++i) {
    const struct info *in = &c->info[i];
    if (takes_part(c, i) && in->interp == DXSIG_INTERP_KIND_CLIP_CULL &&
        (in->ok & OK_COLS)) {
      uint32_t s = stream_of(c, i);
      comps[s] += c->sig->elements[i].cols;
      if (comps[s] > MAX_CLIP_CULL_COMPONENTS && first_over[s] == NO_ELEMENT)
        first_over[s] = i;
    }
  }
  for (uint32_t s = 0; s < MAX_STREAMS; ++s) {
    char st[32];
    if (comps[s] > MAX_CLIP_CULL_COMPONENTS)
      fail(c, first_over[s], DXSIG_RULE_CLIP_CULL_COMPONENTS,
           "SV_ClipDistance and SV_CullDistance use %" PRIu32
           " components together%s, more than %u; this element goes past the limit",
           comps[s], stream_text(c, s, st, sizeof st), MAX_CLIP_CULL_COMPONENTS);
  }
}

/* The first usable element of a kind with a readable row count. */
static size_t find_kind(const struct sig_check *c, uint32_t kind) {
  for (size_t i = 0; i < c->sig->count; ++i)
    if (c->info[i].usable && c->info[i].name_kind == kind &&
        c->info[i].interp == DXSIG_INTERP_KIND_TESS_FACTOR &&
        (c->info[i].ok & OK_ROWS))
      return i;
  return NO_ELEMENT;
}

/* Tessellation factor rows by domain (DXC DxilSignatureElement.cpp). The schema has no
 * domain, so the factors must agree with one of the three. */
static void check_tess_factors(struct sig_check *c) {
  static const char *const domain[] = {[2] = "isoline", [3] = "tri", [4] = "quad"};
  size_t tf = find_kind(c, DXSIG_SEMANTIC_TESS_FACTOR);
  size_t itf = find_kind(c, DXSIG_SEMANTIC_INSIDE_TESS_FACTOR);
  uint32_t tf_rows = tf == NO_ELEMENT ? 0 : c->sig->elements[tf].rows;
  uint32_t itf_rows = itf == NO_ELEMENT ? 0 : c->sig->elements[itf].rows;
  bool tf_ok = tf == NO_ELEMENT || (tf_rows >= 2 && tf_rows <= 4);
  bool itf_ok = itf == NO_ELEMENT || (itf_rows >= 1 && itf_rows <= 2);
  if (!tf_ok)
    fail(c, tf, DXSIG_RULE_TESS_FACTOR_ROWS,
         "SV_TessFactor must have 2 (isoline), 3 (tri) or 4 (quad) rows, "
         "found %" PRIu32,
         tf_rows);
  if (!itf_ok)
    fail(c, itf, DXSIG_RULE_TESS_FACTOR_ROWS,
         "SV_InsideTessFactor must have 1 (tri) or 2 (quad) rows, found "
         "%" PRIu32,
         itf_rows);
  if (!tf_ok || !itf_ok || tf == NO_ELEMENT || itf == NO_ELEMENT)
    return;
  uint32_t want = tf_rows - 2; /* isoline 0, tri 1, quad 2 */
  if (itf_rows == want)
    return;
  if (want == 0)
    fail(c, itf, DXSIG_RULE_TESS_FACTOR_MISMATCH,
         "SV_TessFactor has 2 rows (isoline domain), which has no "
         "SV_InsideTessFactor");
  else
    fail(c, itf, DXSIG_RULE_TESS_FACTOR_MISMATCH,
         "SV_InsideTessFactor has %" PRIu32 " row%s, but SV_TessFactor has "
         "%" PRIu32 " (%s domain), which needs %" PRIu32,
         itf_rows, itf_rows == 1 ? "" : "s", tf_rows, domain[tf_rows], want);
}

static void check_barycentrics(struct sig_check *c) {
  size_t first = NO_ELEMENT, count = 0;
  for (size_t i = 0; i < c->sig->count; ++i) {
    const struct info *in = &c->info[i];
    if (!takes_part(c, i) || in->name_kind != DXSIG_SEMANTIC_BARYCENTRICS ||
        !is_system_value(in->interp))
      continue;
    uint32_t mode = c->sig->elements[i].interp;
    ++count;
    if (first == NO_ELEMENT) {
      first = i;
    } else if (count > 2) {
      fail(c, i, DXSIG_RULE_BARYCENTRICS_COUNT,
           "at most two SV_Barycentrics inputs are allowed");
    } else if (is_linear(mode) &&
               is_linear(c->sig->elements[first].interp) &&
               is_noperspective(mode) ==
                   is_noperspective(c->sig->elements[first].interp)) {
      fail(c, i, DXSIG_RULE_BARYCENTRICS_COUNT,
           "two SV_Barycentrics inputs must differ in perspective: one "
           "perspective and one noperspective (element %zu has the same kind "
           "of mode)",
           first);
    }
  }
}

/* SV_Coverage and SV_InnerCoverage are exclusive pixel inputs (both are
 * NotInSig there; DXC checks it on intrinsic use). */
static void check_coverage(struct sig_check *c) {
  size_t seen[2] = {NO_ELEMENT, NO_ELEMENT};
  for (size_t i = 0; i < c->sig->count; ++i) {
    const struct info *in = &c->info[i];
    if (!in->usable || (in->name_kind != DXSIG_SEMANTIC_COVERAGE &&
                        in->name_kind != DXSIG_SEMANTIC_INNER_COVERAGE))
      continue;
    int which = in->name_kind == DXSIG_SEMANTIC_INNER_COVERAGE;
    if (seen[!which] != NO_ELEMENT) {
      fail(c, i, DXSIG_RULE_COVERAGE_EXCLUSIVE,
           "SV_Coverage and SV_InnerCoverage are mutually exclusive pixel "
           "shader inputs (element %zu is %s)",
           seen[!which], kind_name(c->info[seen[!which]].name_kind));
      return;
    }
    if (seen[which] == NO_ELEMENT)
      seen[which] = i;
  }
}

/* The placement rules are the register allocator's (a layer above):
 * handed in as placement, NULL for none. */
static void check_placement(struct sig_check *c, bool native16,
                            dxsig_placement_check placement) {
  bool any_allocated = false;
  for (size_t i = 0; i < c->sig->count; ++i) {
    if (c->info[i].ok != OK_ALL)
      return; /* schema problems: module_read reported them */
    any_allocated |= dxsig_element_is_allocated(&c->sig->elements[i]);
  }
  if (any_allocated && placement && !placement(c->entry, c->kind, native16, c->diags))
    c->ok = false;
}

/* ---- driver ---------------------------------------------------------- */

static void check_elements(struct sig_check *c) {
  for (size_t i = 0; i < c->sig->count; ++i) {
    c->info[i].ok = schema_ok(&c->sig->elements[i]);
    if (!(c->info[i].ok & OK_NAME))
      continue;
    if (c->rules == RULES_PLACED) {
      check_usage_mask(c, i); /* the one element rule that reads StartCol */
      continue;
    }
    for (size_t k = 0; k < sizeof element_checks / sizeof element_checks[0];
         ++k)
      element_checks[k](c, i);
  }
}

static bool verify_signature(const struct dxsig_entry *entry,
                             enum dxsig_sig_kind kind,
                             const struct dxsig_verify_options *opts,
                             dxsig_placement_check placement, enum rule_set rules,
                             struct dxsig_diag_list *diags) {
  const struct dxsig_signature *sig = &entry->sigs[kind];
  bool native16 = opts->native16;
  struct sig_check c = {entry, kind, sig, DXSIG_SIGPOINT_VS_IN, NULL, diags, true, opts->sm,
                        rules};
  if (sig->count == 0 || !sig->elements)
    return true;
  if (!dxsig_sigpoint_of_list(entry->stage, kind, &c.list_sp)) {
    fail(&c, NO_ELEMENT, DXSIG_RULE_STAGE_NO_SIGNATURE, "%s shaders have no %s signature",
         stage_text(entry->stage), list_text(entry->stage, kind));
    return false;
  }
  c.info = calloc(sig->count, sizeof *c.info);
  if (!c.info) {
    fail(&c, NO_ELEMENT, DXSIG_RULE_OUT_OF_MEMORY, "out of memory verifying signature");
    return false;
  }
  check_elements(&c);
  if (rules == RULES_ALL) {
    check_overlap(&c);
    check_sv_once(&c);
    check_clip_cull(&c);
    if (c.list_sp == DXSIG_SIGPOINT_PC_OUT || c.list_sp == DXSIG_SIGPOINT_DS_IN)
      check_tess_factors(&c);
    if (c.list_sp == DXSIG_SIGPOINT_PS_IN) {
      check_barycentrics(&c);
      check_coverage(&c);
    }
  }
  check_placement(&c, native16, placement);
  free(c.info);
  return c.ok;
}

/* Rows a packed signature uses: one past its last allocated row. */
static uint32_t rows_used(const struct dxsig_signature *sig) {
  uint32_t used = 0;
  for (size_t i = 0; i < sig->count; ++i) {
    const struct dxsig_element *e = &sig->elements[i];
    if ((schema_ok(e) & (OK_ROWS | OK_ALLOC)) != (OK_ROWS | OK_ALLOC) ||
        !dxsig_element_is_allocated(e))
      continue;
    uint32_t end = (uint32_t)e->start_row + e->rows;
    if (end > used)
      used = end;
  }
  return used;
}

/* DXC Sm.MeshTotalSigRowCount: vertex and primitive outputs of a mesh
 * shader share 32 rows (each alone fits by construction). */
bool dxsig_verify_mesh_total_rows(const struct dxsig_entry *entry,
                                  struct dxsig_diag_list *diags) {
  if (entry->stage != DXSIG_STAGE_MESH)
    return true;
  uint32_t vertex = rows_used(&entry->sigs[DXSIG_SIG_OUTPUT]);
  uint32_t prim = rows_used(&entry->sigs[DXSIG_SIG_PATCH_CONSTANT]);
  if (vertex + prim <= DXSIG_MAX_ROWS)
    return true;
  dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_MESH_TOTAL_ROWS, entry,
                       "vertex outputs (%" PRIu32 " rows) and primitive "
                       "outputs (%" PRIu32 " rows) use %" PRIu32 " rows together, "
                       "more than %u",
                       vertex, prim, vertex + prim, DXSIG_MAX_ROWS);
  return false;
}

/* DXC Sm.PSConsistentInterp: a pixel shader that writes SV_DepthGreaterEqual
 * or SV_DepthLessEqual and does not run per sample (no SV_SampleIndex input,
 * no sample-interpolated input) reads SV_Position with no mode or a
 * noperspective centroid or sample mode. DXC looks at the first depth
 * output and the last SV_Position input; so does this. */
static bool check_ps_position_interp(const struct dxsig_entry *entry,
                                     struct dxsig_diag_list *diags) {
  if (entry->stage != DXSIG_STAGE_PIXEL)
    return true;
  const struct dxsig_signature *in = &entry->sigs[DXSIG_SIG_INPUT];
  const struct dxsig_signature *out = &entry->sigs[DXSIG_SIG_OUTPUT];
  size_t position = NO_ELEMENT;
  for (size_t i = 0; i < in->count; ++i) {
    const struct dxsig_element *e = &in->elements[i];
    if (e->kind == DXSIG_SEMANTIC_SAMPLE_INDEX || e->interp == DXSIG_INTERP_LINEAR_SAMPLE ||
        e->interp == DXSIG_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE)
      return true; /* per sample */
    if (e->kind == DXSIG_SEMANTIC_POSITION)
      position = i;
  }
  uint32_t depth = DXSIG_SEMANTIC_KIND_COUNT;
  for (size_t i = 0; i < out->count && depth == DXSIG_SEMANTIC_KIND_COUNT; ++i)
    if (is_depth(out->elements[i].kind))
      depth = out->elements[i].kind;
  if (position == NO_ELEMENT || depth == DXSIG_SEMANTIC_KIND_COUNT ||
      depth == DXSIG_SEMANTIC_DEPTH)
    return true;
  uint32_t mode = in->elements[position].interp;
  if (mode >= DXSIG_INTERP_MODE_COUNT || /* interp-mode-range said it */
      mode == DXSIG_INTERP_UNDEFINED || mode == DXSIG_INTERP_LINEAR_NOPERSPECTIVE_CENTROID ||
      mode == DXSIG_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE)
    return true;
  dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_PS_POSITION_INTERP, entry,
                         DXSIG_SIG_INPUT, position,
                         "the shader writes %s and runs once per pixel (no SV_SampleIndex, no "
                         "sample-interpolated input): SV_Position's interpolation must be "
                         "linear_noperspective_centroid or linear_noperspective_sample, not %s",
                         kind_name(depth), dxsig_interp_mode_name(mode));
  return false;
}

/* The stage itself needs a shader model (mesh and amplification 6.5, ...;
 * DXC's shader model table has no such profile below it). */
static bool check_stage_sm(const struct dxsig_entry *entry, struct dxsig_shader_model sm,
                           struct dxsig_diag_list *diags) {
  struct dxsig_shader_model need = dxsig_shader_stage_min_sm(entry->stage);
  if (sm.major == 0 || dxsig_shader_model_compare(sm, need) >= 0)
    return true;
  dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_SM_STAGE, entry,
                       "%s shaders need shader model %" PRIu32 ".%" PRIu32
                       "; the module targets %" PRIu32 ".%" PRIu32,
                       stage_text(entry->stage), need.major, need.minor, sm.major,
                       sm.minor);
  return false;
}

/* The entry's rules of the set; the placed set keeps the early exits of
 * the whole one, so that it looks at what the whole one would. */
static bool verify_entry(const struct dxsig_entry *entry, const struct dxsig_verify_options *opts,
                         dxsig_placement_check placement, enum rule_set rules,
                         struct dxsig_diag_list *diags) {
  /* An entry without a stage was reported by dxsig_module_read. */
  if (!entry->has_stage)
    return true;
  if (!check_stage_sm(entry, opts->sm, diags))
    return false;
  bool ok = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    ok &= verify_signature(entry, (enum dxsig_sig_kind)k, opts, placement, rules, diags);
  ok &= dxsig_verify_mesh_total_rows(entry, diags);
  if (rules == RULES_ALL)
    ok &= check_ps_position_interp(entry, diags);
  return ok;
}

bool dxsig_verify_entry_rules(const struct dxsig_entry *entry,
                              const struct dxsig_verify_options *opts,
                              dxsig_placement_check placement,
                              struct dxsig_diag_list *diags) {
  return verify_entry(entry, opts, placement, RULES_ALL, diags);
}

static int compare_entry_names(const void *pa, const void *pb) {
  const struct dxsig_entry *a = *(const struct dxsig_entry *const *)pa;
  const struct dxsig_entry *b = *(const struct dxsig_entry *const *)pb;
  int c = strcmp(a->name ? a->name : "", b->name ? b->name : "");
  if (c)
    return c;
  return a->table_index < b->table_index ? -1 : a->table_index > b->table_index;
}

/* Entries are unique after dxsig_module_read; a model built by other means
 * may still repeat one. */
static bool check_entries_unique(const struct dxsig_module *m,
                                 struct dxsig_diag_list *diags) {
  if (m->count < 2)
    return true;
  const struct dxsig_entry **order = malloc(m->count * sizeof *order);
  if (!order) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory verifying entries");
    return false;
  }
  for (size_t i = 0; i < m->count; ++i)
    order[i] = &m->entries[i];
  qsort(order, m->count, sizeof *order, compare_entry_names);
  bool ok = true;
  for (size_t i = 1; i < m->count; ++i) {
    if (!order[i]->name || !order[i - 1]->name ||
        strcmp(order[i]->name, order[i - 1]->name) != 0)
      continue;
    dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_DUPLICATE, order[i],
                         "the function appears more than once in "
                         "dx.semantic.signatures (operands %zu and %zu)",
                         order[i - 1]->table_index, order[i]->table_index);
    ok = false;
  }
  free(order);
  return ok;
}

/* What the target triple and the module flags ask of the shader model:
 * DXIL starts at 6.0; a "dxilvX.Y" architecture must be able to hold the
 * shader model (DXC Sm.DxilVersion); native 16-bit types need 6.2 (DXC
 * -enable-16bit-types). */
static bool check_target(const struct dxsig_module *m, struct dxsig_diag_list *diags) {
  struct dxsig_shader_model sm = m->target.sm;
  const char *triple = m->triple ? m->triple : "";
  /* DXC reads the shader model and stage from !dx.shaderModel alone: a
   * triple that says otherwise is set aside, with a word. */
  const struct dxsig_target *t = &m->triple_target;
  if (m->shader_model_md == DXSIG_SHADER_MODEL_MD_MALFORMED) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_SM_METADATA,
                   "!dx.shaderModel must be one node !{!\"KIND\", i32 MAJOR, i32 MINOR} with "
                   "a kind DXC knows (vs, ps, gs, hs, ds, cs, lib, ms, as)");
    return false;
  }
  bool env_differs = t->env_len && (t->env_len != m->target.env_len ||
                                    memcmp(t->env, m->target.env, t->env_len) != 0);
  if (m->shader_model_md == DXSIG_SHADER_MODEL_MD_READ &&
      ((t->sm.major && dxsig_shader_model_compare(t->sm, sm) != 0) || env_differs))
    dxsig_diag_add(diags, DXSIG_WARNING, DXSIG_RULE_SM_CONFLICT,
                   "target triple '%.128s' and !dx.shaderModel (%s %" PRIu32 ".%" PRIu32
                   ") disagree; !dx.shaderModel is used, as DXC reads only it",
                   triple, m->target.env, sm.major, sm.minor);
  char where[160]; /* what gave the shader model, for the messages */
  if (m->shader_model_md == DXSIG_SHADER_MODEL_MD_READ)
    snprintf(where, sizeof where, "!dx.shaderModel");
  else
    snprintf(where, sizeof where, "target triple '%.128s'", triple);
  if (sm.major == 0)
    return true;
  struct dxsig_shader_model floor = dxsig_shader_model_dxil_min();
  if (dxsig_shader_model_compare(sm, floor) < 0) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_SM_DXIL_MIN,
                   "%s: shader model %" PRIu32 ".%" PRIu32
                   " is not a DXIL shader model; DXIL starts at %" PRIu32 ".%" PRIu32,
                   where, sm.major, sm.minor, floor.major, floor.minor);
    return false;
  }
  if (sm.major > 6 || sm.minor > 15) {
    /* The DXIL part's program version holds 4 bits of each. */
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_SM_UNKNOWN,
                   "%s: shader model %" PRIu32 ".%" PRIu32
                   " is not one DXIL defines (6.x)",
                   where, sm.major, sm.minor);
    return false;
  }
  bool ok = true;
  uint32_t need_major, need_minor;
  dxsig_shader_model_dxil_version(sm, &need_major, &need_minor);
  struct dxsig_shader_model have_dxil = {m->target.dxil_major, m->target.dxil_minor};
  struct dxsig_shader_model need_dxil = {need_major, need_minor};
  if (have_dxil.major != 0 && dxsig_shader_model_compare(have_dxil, need_dxil) < 0) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_SM_DXIL_VERSION,
                   "%s: shader model %" PRIu32 ".%" PRIu32
                   " needs DXIL %" PRIu32 ".%" PRIu32 ", the triple says DXIL %" PRIu32
                   ".%" PRIu32,
                   where, sm.major, sm.minor, need_major, need_minor,
                   m->target.dxil_major, m->target.dxil_minor);
    ok = false;
  }
  struct dxsig_shader_model native16_min = {6, 2};
  if (m->native16 && dxsig_shader_model_compare(sm, native16_min) < 0) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_SM_NATIVE16,
                   "module flag dx.nativelowprec (native 16-bit types) needs shader "
                   "model 6.2; the module targets %" PRIu32 ".%" PRIu32,
                   sm.major, sm.minor);
    ok = false;
  }
  return ok;
}

bool dxsig_verify_module_rules(const struct dxsig_module *m, dxsig_placement_check placement,
                               struct dxsig_diag_list *diags) {
  bool ok = check_target(m, diags);
  ok &= check_entries_unique(m, diags);
  struct dxsig_verify_options opts = {m->native16, m->target.sm};
  for (size_t i = 0; i < m->count; ++i)
    ok &= verify_entry(&m->entries[i], &opts, placement, RULES_ALL, diags);
  return ok;
}

bool dxsig_verify_module_placed_rules(const struct dxsig_module *m,
                                      dxsig_placement_check placement,
                                      struct dxsig_diag_list *diags) {
  struct dxsig_verify_options opts = {m->native16, m->target.sm};
  bool ok = true;
  for (size_t i = 0; i < m->count; ++i)
    ok &= verify_entry(&m->entries[i], &opts, placement, RULES_PLACED, diags);
  return ok;
}
