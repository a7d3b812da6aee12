/* dxsig_body_check: every access against the entry's signatures and stage.
 *
 * A diagnostic names the element (or the list, when the ID names none),
 * then where the access is and what is wrong:
 *   entry 'main' input element 0 'TEXCOORD0': in function 'helper':
 *   `%t = call float @dx.op.loadInput.f32(...)`: column 3 is outside the
 *   element's 2 columns
 * with the access's file, line and column in the diagnostic's location
 * fields. The rules and their DXC sources are in docs/validation.md (area
 * "body"). */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>

#include "dxsig/sigpoint.h"
#include "internal.h"
#include "spellings.h"

#define GS_STREAMS 4u

struct site {
  const struct dxsig_entry *entry;
  const struct dxsig_access *a;
  struct dxsig_shader_model sm; /* {0, 0}: unknown */
  struct dxsig_diag_list *diags; /* NULL: count only */
  bool ok;
};

/* GetAttributeAtVertex and SV_ViewID's read (DXC's attributeAtVertex and
 * viewID) came with shader model 6.1. */
static const struct dxsig_shader_model SM_6_1 = {6, 1};

#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static void report(struct site *s, enum dxsig_rule rule, enum dxsig_sig_kind list,
                   size_t element, const char *fmt, ...) {
  s->ok = false;
  if (!s->diags)
    return;
  char problem[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(problem, sizeof problem, fmt, ap);
  va_end(ap);
  const struct dxsig_body_location *at = &s->a->at;
  const char *fn = at->function, *in = at->instruction;
  if ((unsigned)list >= DXSIG_SIG_KIND_COUNT) { /* about no list */
    const char *entry = s->entry->name ? s->entry->name : "";
    dxsig_diag_add_at(s->diags, DXSIG_ERROR, rule, at->file, at->line, at->column,
                      "entry '%s': %s%s%s%s%s%s%s", entry, fn ? "in function '" : "",
                      fn ? fn : "", fn ? "': " : "", in ? "`" : "", in ? in : "",
                      in ? "`: " : "", problem);
    return;
  }
  dxsig_diag_add_element_at(s->diags, DXSIG_ERROR, rule, s->entry, list, element, at->file,
                            at->line, at->column, "%s%s%s%s%s%s%s",
                            fn ? "in function '" : "", fn ? fn : "", fn ? "': " : "",
                            in ? "`" : "", in ? in : "", in ? "`: " : "", problem);
}

static const char *plural(uint32_t n) { return n == 1 ? "" : "s"; }

/* The operation is one DXC has in this stage (Sm.Opcode,
 * Sm.OpcodeInInvalidFunction). */
static void check_stage(struct site *s, const struct dxsig_body_op *op) {
  const struct dxsig_entry *e = s->entry;
  if (!e->has_stage || (unsigned)e->stage >= 32 || (op->stages >> e->stage) & 1u)
    return;
  const char *stage = dxsig_shader_stage_name(e->stage);
  report(s, DXSIG_RULE_BODY_OPERATION, op->list, DXSIG_NO_ELEMENT,
         "%s is not valid in a %s shader (%s only)", op->name, stage ? stage : "unknown",
         op->stage_text);
}

/* EvaluateAttribute* and GetAttributeAtVertex read inputs in pixel
 * shaders only, GetAttributeAtVertex from shader model 6.1 (DXC Sm.Opcode:
 * the stage masks and versions of DxilOperations.cpp for evalSnapped,
 * evalSampleIndex, evalCentroid and attributeAtVertex). */
static void check_form_operation(struct site *s, const struct dxsig_body_op *op) {
  const struct dxsig_entry *e = s->entry;
  enum dxsig_access_form form = s->a->form;
  if (form != DXSIG_ACCESS_FORM_EVALUATE && form != DXSIG_ACCESS_FORM_AT_VERTEX)
    return;
  const char *what = form == DXSIG_ACCESS_FORM_EVALUATE
                         ? "an EvaluateAttribute* read (evalSnapped, evalSampleIndex, evalCentroid)"
                         : "GetAttributeAtVertex (attributeAtVertex)";
  if (e->has_stage && e->stage != DXSIG_STAGE_PIXEL) {
    const char *stage = dxsig_shader_stage_name(e->stage);
    report(s, DXSIG_RULE_BODY_OPERATION, op->list, DXSIG_NO_ELEMENT,
           "%s is not valid in a %s shader (pixel only)", what, stage ? stage : "unknown");
  } else if (form == DXSIG_ACCESS_FORM_AT_VERTEX && s->sm.major != 0 &&
             dxsig_shader_model_compare(s->sm, SM_6_1) < 0) {
    report(s, DXSIG_RULE_BODY_OPERATION, op->list, DXSIG_NO_ELEMENT,
           "%s needs shader model 6.1; the module targets %u.%u", what, (unsigned)s->sm.major,
           (unsigned)s->sm.minor);
  }
}

/* A hull shader's two functions own different lists (DXC's validator,
 * ValidateSignatureDxilOp, rule Sm.OpcodeInInvalidFunction: "opcode
 * 'StorePatchConstant' should only be used in 'PatchConstant function'"):
 * storePatchConstant and loadOutputControlPoint only from the
 * patch-constant function, storeOutput only from the control-point
 * function (DXC's front end writes it nowhere else; its validator would
 * take it for the entry's). A helper reached from both is in both. */
static void check_function(struct site *s, const struct dxsig_body_op *op) {
  const struct dxsig_access *a = s->a;
  if (!s->entry->has_stage || s->entry->stage != DXSIG_STAGE_HULL || a->reached_from == 0)
    return;
  bool pc_only = a->op == DXSIG_ACCESS_STORE_PATCH_CONSTANT ||
                 a->op == DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT;
  if (pc_only && (a->reached_from & DXSIG_ROOT_ENTRY))
    report(s, DXSIG_RULE_BODY_FUNCTION, op->list, DXSIG_NO_ELEMENT,
           "%s is reached from the control-point function (the entry); only the "
           "patch-constant function and what it calls may %s",
           op->name, op->loads ? "read output control points" : "write patch constants");
  else if (a->op == DXSIG_ACCESS_STORE_OUTPUT && (a->reached_from & DXSIG_ROOT_PATCH_CONSTANT))
    report(s, DXSIG_RULE_BODY_FUNCTION, op->list, DXSIG_NO_ELEMENT,
           "storeOutput is reached from the patch-constant function; only the "
           "control-point function (the entry) and what it calls may write output "
           "control points");
}

/* DXC accesses elements with loadInput / storeOutput & co. only when they
 * are in the signature as values: NotInSig and Shadow elements are read
 * with their own operations (HLSignatureLower.cpp: ProcessArgument);
 * NotPacked ones (SV_Depth, SV_Barycentrics, SV_CullPrimitive) are
 * accessed like the others. */
static void check_interpretation(struct site *s, const struct dxsig_body_op *op,
                                 const struct dxsig_element *el, size_t i) {
  const struct dxsig_entry *e = s->entry;
  enum dxsig_sigpoint list_sp;
  if (!e->has_stage || !dxsig_sigpoint_of_list(e->stage, op->list, &list_sp))
    return;
  enum dxsig_sigpoint sp = dxsig_sigpoint_of_element(list_sp, el->kind);
  enum dxsig_interpretation interp = dxsig_interpretation(sp, el->kind);
  if (interp != DXSIG_INTERP_KIND_NA && interp != DXSIG_INTERP_KIND_NOT_IN_SIG &&
      interp != DXSIG_INTERP_KIND_SHADOW)
    return;
  report(s, DXSIG_RULE_BODY_INTERPRETATION, op->list, i,
         "%s cannot access an element that is %s at %s", op->name,
         dxsig_interpretation_name(interp), dxsig_sigpoint_name(sp));
}

/* DXC ValidateSignatureRowCol (Instr.OperandRange) for a constant row;
 * a dynamic row on a one-row element as upstream LLVM rejects it
 * (DXILSignatureAnalysis.cpp; DXC only ever indexes arrays). */
static void check_row(struct site *s, const struct dxsig_body_op *op,
                      const struct dxsig_element *el, size_t i) {
  const struct dxsig_access *a = s->a;
  if (a->row_dynamic && el->rows <= 1)
    report(s, DXSIG_RULE_BODY_DYNAMIC_ROW, op->list, i,
           "a dynamic row needs an element of more than one row");
  else if (!a->row_dynamic && a->row >= el->rows)
    report(s, DXSIG_RULE_BODY_ROW, op->list, i,
           "row %" PRId64 " is outside the element's %u row%s", dxsig_body_operand(a->row),
           (unsigned)el->rows, plural(el->rows));
}

/* DXC ValidateSignatureRowCol (Instr.OperandRange) with the vector's
 * width; DXC's own test is one too lax (it lets col == cols through). */
static void check_columns(struct site *s, const struct dxsig_body_op *op,
                          const struct dxsig_element *el, size_t i) {
  const struct dxsig_access *a = s->a;
  if (a->width == 0)
    report(s, DXSIG_RULE_BODY_COLUMN, op->list, i, "the access has no component (width 0)");
  else if (a->col >= el->cols || a->width > el->cols - a->col) {
    if (a->width == 1)
      report(s, DXSIG_RULE_BODY_COLUMN, op->list, i,
             "column %u is outside the element's %u column%s", (unsigned)a->col,
             (unsigned)el->cols, plural(el->cols));
    else
      report(s, DXSIG_RULE_BODY_COLUMN, op->list, i,
             "columns %u to %u are outside the element's %u column%s", (unsigned)a->col,
             (unsigned)a->col + (unsigned)a->width - 1, (unsigned)el->cols,
             plural(el->cols));
  }
}

/* DXC's validator on evaluated and per-vertex reads of an input
 * (Instr.EvalInterpolationMode, Instr.AttributeAtVertexNoInterpolation):
 * EvaluateAttribute* needs an interpolated (linear-family) input,
 * GetAttributeAtVertex a nointerpolation one. */
static void check_form(struct site *s, const struct dxsig_body_op *op,
                       const struct dxsig_element *el, size_t i) {
  const struct dxsig_access *a = s->a;
  bool constant = el->interp == DXSIG_INTERP_CONSTANT;
  bool linear = el->interp >= DXSIG_INTERP_LINEAR && el->interp < DXSIG_INTERP_MODE_COUNT;
  if (a->form == DXSIG_ACCESS_FORM_EVALUATE && !linear)
    report(s, DXSIG_RULE_BODY_INTERPOLATION, op->list, i,
           "an EvaluateAttribute* read needs a linear, centroid, sample or noperspective "
           "input; the element's interpolation is %s",
           dxsig_interp_mode_name(el->interp) ? dxsig_interp_mode_name(el->interp) : "unknown");
  else if (a->form == DXSIG_ACCESS_FORM_AT_VERTEX && !constant)
    report(s, DXSIG_RULE_BODY_INTERPOLATION, op->list, i,
           "GetAttributeAtVertex needs a nointerpolation input; the element's interpolation "
           "is %s",
           dxsig_interp_mode_name(el->interp) ? dxsig_interp_mode_name(el->interp) : "unknown");
}

/* DXC's validator (Instr.Oload) asks only that the overload is one the
 * signature operations have: f16, f32, i16 or i32 (i1 too: LLVM's
 * intrinsics carry HLSL's bool). It never ties the overload to the
 * element's component type: DXC's own DXBC-to-DXIL converter reads float
 * elements with loadInput.i32. */
static void check_type(struct site *s, const struct dxsig_body_op *op, size_t i) {
  const struct dxsig_access *a = s->a;
  switch (a->type) {
  case DXSIG_VALUE_F16:
  case DXSIG_VALUE_F32:
  case DXSIG_VALUE_I16:
  case DXSIG_VALUE_I32:
  case DXSIG_VALUE_I1:
    return;
  default: {
    const char *got = dxsig_value_type_name(a->type);
    report(s, DXSIG_RULE_BODY_TYPE, op->list, i,
           "the value type %s is not one of %s's overloads (f16, f32, i16, i32)",
           got ? got : "other", op->name);
  }
  }
}

/* A geometry-shader store reaches emitStream calls of its element's
 * stream (DXC ties an output element to one stream, DxilSignatureElement
 * GetOutputStream; emitting it on another stream writes nothing there). */
static void check_stream(struct site *s, const struct dxsig_body_op *op,
                         const struct dxsig_element *el, size_t i) {
  const struct dxsig_access *a = s->a;
  if (!s->entry->has_stage || s->entry->stage != DXSIG_STAGE_GEOMETRY ||
      op->list != DXSIG_SIG_OUTPUT || op->loads || a->emit_streams == 0)
    return;
  if (el->stream < GS_STREAMS && (a->emit_streams >> el->stream) & 1u)
    return;
  char streams[32] = "";
  size_t len = 0;
  unsigned count = 0;
  for (unsigned st = 0; st < 32 && len < sizeof streams - 8; ++st)
    if ((a->emit_streams >> st) & 1u)
      len += (size_t)snprintf(streams + len, sizeof streams - len, "%s%u", count++ ? ", " : "",
                              st);
  report(s, DXSIG_RULE_BODY_STREAM, op->list, i,
         "the element is on stream %u, but the store is emitted on stream%s %s",
         (unsigned)el->stream, count == 1 ? "" : "s", streams);
}

bool dxsig_body_access_ok(const struct dxsig_entry *entry, const struct dxsig_access *a,
                          struct dxsig_shader_model sm, struct dxsig_diag_list *diags) {
  struct site s = {entry, a, sm, diags, true};
  const struct dxsig_body_op *op = dxsig_body_op_info(a->op);
  if (!op) {
    report(&s, DXSIG_RULE_BODY_OPERATION, DXSIG_SIG_KIND_COUNT, DXSIG_NO_ELEMENT,
           "unknown access operation %u", (unsigned)a->op);
    return false;
  }
  check_stage(&s, op);
  if (s.ok)
    check_form_operation(&s, op);
  if (!s.ok)
    return false; /* the rest would only repeat it */
  check_function(&s, op);
  const struct dxsig_signature *sig = &entry->sigs[op->list];
  if (a->id >= sig->count) {
    report(&s, DXSIG_RULE_BODY_ELEMENT_ID, op->list, DXSIG_NO_ELEMENT,
           "%s names element %" PRId64 ", but the list has %zu element%s", op->name,
           dxsig_body_operand(a->id), sig->count, sig->count == 1 ? "" : "s");
    return false;
  }
  const struct dxsig_element *el = &sig->elements[a->id];
  check_interpretation(&s, op, el, a->id);
  check_row(&s, op, el, a->id);
  check_columns(&s, op, el, a->id);
  check_type(&s, op, a->id);
  check_form(&s, op, el, a->id);
  check_stream(&s, op, el, a->id);
  return s.ok;
}

/* The components of the output element `id` that access a writes, as a
 * mask (0 when it writes none of that element). As in DXC, a write counts
 * whatever else is wrong with it (its function, its type): only where it
 * goes matters. */
static uint32_t columns_written(const struct dxsig_access *a, uint32_t id) {
  if ((a->op != DXSIG_ACCESS_STORE_OUTPUT && a->op != DXSIG_ACCESS_STORE_VERTEX_OUTPUT) ||
      a->id != id || a->col >= 4 || a->width == 0 || a->width > 4 - a->col)
    return 0;
  return ((1u << a->width) - 1u) << a->col;
}

/* DXC Sm.CompletePosition (ValidateUninitializedOutput): a vertex, domain,
 * geometry or mesh shader whose code writes signature values writes all
 * four components of each SV_Position output (per GS stream: DXC keeps one
 * mask a stream). A body with no accesses says nothing (a module of
 * metadata alone); hull shaders are not checked, as DXC checks only their
 * patch constants' writes. */
static bool check_position_written(const struct dxsig_entry *entry, const struct dxsig_body *body,
                                   struct dxsig_diag_list *diags) {
  if (body->access_count == 0 || !entry->has_stage || entry->stage == DXSIG_STAGE_HULL ||
      entry->stage == DXSIG_STAGE_PIXEL)
    return true;
  const struct dxsig_signature *out = &entry->sigs[DXSIG_SIG_OUTPUT];
  bool ok = true;
  for (size_t i = 0; i < out->count; ++i) {
    const struct dxsig_element *el = &out->elements[i];
    if (el->kind != DXSIG_SEMANTIC_POSITION)
      continue;
    /* Every position of the same stream counts (DXC's mask is the
     * stream's, not the element's). */
    uint32_t mask = 0;
    for (size_t k = 0; k < out->count; ++k)
      if (out->elements[k].kind == DXSIG_SEMANTIC_POSITION &&
          out->elements[k].stream == el->stream)
        for (size_t a = 0; a < body->access_count; ++a)
          mask |= columns_written(&body->accesses[a], (uint32_t)k);
    if ((mask & 15u) == 15u)
      continue;
    char which[32] = "";
    size_t len = 0;
    for (unsigned c = 0; c < 4; ++c)
      if ((mask >> c) & 1u)
        len += (size_t)snprintf(which + len, sizeof which - len, "%s%c", len ? ", " : "",
                                "xyzw"[c]);
    if (mask == 0)
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_BODY_POSITION_WRITTEN, entry,
                             DXSIG_SIG_OUTPUT, i,
                             "the code never writes SV_Position; all four components "
                             "(x, y, z, w) must be written");
    else
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_BODY_POSITION_WRITTEN, entry,
                             DXSIG_SIG_OUTPUT, i,
                             "the code writes SV_Position's %s only; all four components "
                             "(x, y, z, w) must be written",
                             which);
    ok = false;
  }
  return ok;
}

/* DXC Sm.UndefinedOutput (ValidateUninitializedOutput): each component of
 * a system-value output other than SV_Target (and SV_Position, which
 * check_position_written takes) is written, in some row; in a hull shader,
 * of each system-value patch constant (the tessellation factors), its
 * output control points being free. Only system values DXC keeps in the
 * signature count (not NotInSig or Shadow ones, nor an SV_ name that is
 * arbitrary where it is, as SV_InstanceID among vertex outputs). */
static bool check_outputs_written(const struct dxsig_entry *entry, const struct dxsig_body *body,
                                  struct dxsig_diag_list *diags) {
  if (body->access_count == 0 || !entry->has_stage)
    return true;
  bool hull = entry->stage == DXSIG_STAGE_HULL;
  enum dxsig_sig_kind list = hull ? DXSIG_SIG_PATCH_CONSTANT : DXSIG_SIG_OUTPUT;
  enum dxsig_sigpoint list_sp;
  if (!dxsig_sigpoint_of_list(entry->stage, list, &list_sp))
    return true;
  const struct dxsig_signature *sig = &entry->sigs[list];
  bool ok = true;
  for (size_t i = 0; i < sig->count; ++i) {
    const struct dxsig_element *el = &sig->elements[i];
    if (el->kind == DXSIG_SEMANTIC_ARBITRARY || el->kind == DXSIG_SEMANTIC_TARGET ||
        el->kind == DXSIG_SEMANTIC_POSITION || el->cols == 0 || el->cols > 4)
      continue;
    enum dxsig_interpretation interp =
        dxsig_interpretation(dxsig_sigpoint_of_element(list_sp, el->kind), el->kind);
    if (interp == DXSIG_INTERP_KIND_NA || interp == DXSIG_INTERP_KIND_NOT_IN_SIG ||
        interp == DXSIG_INTERP_KIND_SHADOW || interp == DXSIG_INTERP_KIND_ARB)
      continue;
    uint32_t mask = 0;
    for (size_t a = 0; a < body->access_count; ++a) {
      const struct dxsig_access *acc = &body->accesses[a];
      bool store = hull ? acc->op == DXSIG_ACCESS_STORE_PATCH_CONSTANT
                        : acc->op == DXSIG_ACCESS_STORE_OUTPUT ||
                              acc->op == DXSIG_ACCESS_STORE_VERTEX_OUTPUT;
      if (store && acc->id == i && acc->col < 4 && acc->width >= 1 &&
          acc->width <= 4 - acc->col)
        mask |= ((1u << acc->width) - 1u) << acc->col;
    }
    uint32_t need = (1u << el->cols) - 1u;
    if ((mask & need) == need)
      continue;
    const char *what = dxsig_semantic_kind_name(el->kind);
    if ((mask & need) == 0)
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_BODY_OUTPUT_WRITTEN, entry, list, i,
                             "the code never writes this %s; every component of a system "
                             "value must be written",
                             what ? what : "system value");
    else
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_BODY_OUTPUT_WRITTEN, entry, list, i,
                             "the code writes %u of this %s's %u components (mask 0x%x); every "
                             "component of a system value must be written",
                             (unsigned)__builtin_popcount(mask & need), what ? what : "system value",
                             (unsigned)el->cols, (unsigned)(mask & need));
    ok = false;
  }
  return ok;
}

bool dxsig_body_check(const struct dxsig_entry *entry, const struct dxsig_body *body,
                      struct dxsig_diag_list *diags) {
  bool ok = true;
  for (size_t i = 0; i < body->access_count; ++i)
    ok &= dxsig_body_access_ok(entry, &body->accesses[i], body->sm, diags);
  ok &= check_position_written(entry, body, diags);
  ok &= check_outputs_written(entry, body, diags);
  /* DXC Sm.Opcode for viewID, which is no access: located at no call. */
  if (body->uses_view_id && body->sm.major != 0 &&
      dxsig_shader_model_compare(body->sm, SM_6_1) < 0) {
    dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_BODY_OPERATION, entry,
                         "the code reads SV_ViewID (viewID), which needs shader model 6.1; "
                         "the module targets %u.%u",
                         (unsigned)body->sm.major, (unsigned)body->sm.minor);
    ok = false;
  }
  return ok;
}
