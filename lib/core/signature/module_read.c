/* dx.semantic.signatures: from the neutral metadata tree to the model.
 *
 * Checks the schema (docs/metadata.md: wg-hlsl proposal 0047 plus dxsig's
 * fourth list) and reports every problem with a stable code. The
 * semantic rules are dxsig_verify_*'s business.
 *
 * Contract with the verifier:
 *  - Every element of a list keeps its position in the model, so that
 *    diagnostics can name it by index.
 *  - An integer operand of the wrong width is reported and its value kept.
 *  - An element that could not be read at all (not a node, wrong operand
 *    count, an operand of the wrong metadata kind) is reported and then left
 *    with name == NULL; the verifier skips such elements.
 *  - Out-of-range values (Rows, Cols, StartRow, ...) are reported here and
 *    kept; the verifier does not report them again and skips the checks that
 *    depend on them.
 *  - A duplicate entry is reported and left out of the model; a fourth
 *    operand on a stage without patch-constant or primitive signature is
 *    reported and not read.
 *
 * Resources: one pass over the tree, plus one O(n log n) sort of the entry
 * names; no recursion.
 */
#include "dxsig/module.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static const struct {
  const char *name;
  enum dxsig_md_kind kind;
  uint32_t bits; /* INT only */
} element_ops[DXSIG_ELEMENT_OP_COUNT] = {
    [DXSIG_ELEMENT_OP_ID] = {"signature ID", DXSIG_MD_INT, 32},
    [DXSIG_ELEMENT_OP_NAME] = {"semantic name", DXSIG_MD_STRING, 0},
    [DXSIG_ELEMENT_OP_COMP_TYPE] = {"component type", DXSIG_MD_INT, 32},
    [DXSIG_ELEMENT_OP_KIND] = {"semantic kind", DXSIG_MD_INT, 32},
    [DXSIG_ELEMENT_OP_INDICES] = {"semantic index list", DXSIG_MD_NODE, 0},
    [DXSIG_ELEMENT_OP_INTERP] = {"interpolation mode", DXSIG_MD_INT, 32},
    [DXSIG_ELEMENT_OP_ROWS] = {"Rows", DXSIG_MD_INT, 32},
    [DXSIG_ELEMENT_OP_COLS] = {"Cols", DXSIG_MD_INT, 8},
    [DXSIG_ELEMENT_OP_START_ROW] = {"StartRow", DXSIG_MD_INT, 32},
    [DXSIG_ELEMENT_OP_START_COL] = {"StartCol", DXSIG_MD_INT, 8},
    [DXSIG_ELEMENT_OP_USAGE_MASK] = {"UsageMask", DXSIG_MD_INT, 8},
    [DXSIG_ELEMENT_OP_DYN_INDEX_MASK] = {"DynamicIndexMask", DXSIG_MD_INT, 8},
    [DXSIG_ELEMENT_OP_STREAM] = {"GS stream", DXSIG_MD_INT, 32},
};

struct reader {
  struct dxsig_module *m;
  struct dxsig_diag_list *diags;
  bool ok;
};

/* ---- small helpers --------------------------------------------------- */

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void report(struct reader *r, enum dxsig_rule code, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  dxsig_diag_add(r->diags, DXSIG_ERROR, code, "%s", buf);
  if (code == DXSIG_RULE_OUT_OF_MEMORY)
    r->m->incomplete = true;
  r->ok = false;
}

/* Entry-context report: "entry 'E' (!N): ...". */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void report_entry(struct reader *r, enum dxsig_rule code,
                         const struct dxsig_entry *entry, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  dxsig_diag_add_entry(r->diags, DXSIG_ERROR, code, entry, "%s", buf);
  if (code == DXSIG_RULE_OUT_OF_MEMORY)
    r->m->incomplete = true;
  r->ok = false;
}

/* Element-context report: "entry 'E' <list> element N 'NAME': ...". */
#if defined(__GNUC__)
__attribute__((format(printf, 6, 7)))
#endif
static void report_at(struct reader *r, enum dxsig_rule code,
                      const struct dxsig_entry *entry, enum dxsig_sig_kind kind,
                      size_t element, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  dxsig_diag_add_element(r->diags, DXSIG_ERROR, code, entry, kind, element,
                         "%s", buf);
  r->ok = false;
}

/* "found i32", "found a string", ... for a type mismatch. */
static void found_text(char *buf, size_t size, const struct dxsig_md *md) {
  if (md->kind == DXSIG_MD_INT)
    snprintf(buf, size, "i%" PRIu32, md->bits);
  else
    snprintf(buf, size, "%s", dxsig_md_kind_text(md->kind));
}

static bool md_is_int(const struct dxsig_md *md, uint32_t bits) {
  return md->kind == DXSIG_MD_INT && md->bits == bits;
}

static bool same_name(const char *a, size_t alen, const char *b, size_t blen) {
  return alen == blen && (alen == 0 || memcmp(a, b, alen) == 0);
}

/* The node's number as LLVM prints it, when the producer knew it. */
static struct dxsig_node_ref node_ref(const struct dxsig_md *md) {
  struct dxsig_node_ref ref = {false, 0};
  if (md->kind == DXSIG_MD_NODE && md->slot >= 0) {
    ref.known = true;
    ref.slot = (uint32_t)md->slot;
  }
  return ref;
}

/* A report about a triple that names no entry, located at the triple's
 * node when the producer knows it: "dx.semantic.signatures operand I
 * (!N): ...". */
#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static void report_triple(struct reader *r, enum dxsig_rule code, size_t i,
                          const struct dxsig_md *t, const char *fmt, ...) {
  char buf[512], node[24] = "";
  struct dxsig_node_ref ref = node_ref(t);
  if (ref.known)
    snprintf(node, sizeof node, " (!%" PRIu32 ")", ref.slot);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  size_t before = r->diags->count;
  dxsig_diag_add(r->diags, DXSIG_ERROR, code, "dx.semantic.signatures operand %zu%s: %s", i,
                 node, buf);
  if (r->diags->count > before)
    r->diags->items[before].node = ref;
  r->ok = false;
}

/* ---- elements -------------------------------------------------------- */

/* Copies the readable operands of a 13-operand node into e. Returns false
 * when an operand has the wrong metadata kind (the element is unreadable);
 * width mismatches still read. Reports nothing. */
static bool fill_element(struct reader *r, const struct dxsig_md *node,
                         struct dxsig_element *e) {
  const struct dxsig_md *ops = node->ops;
  bool readable = true;
  for (size_t i = 0; i < DXSIG_ELEMENT_OP_COUNT; ++i)
    if (ops[i].kind != element_ops[i].kind)
      readable = false;

  const struct dxsig_md *name = &ops[DXSIG_ELEMENT_OP_NAME];
  if (name->kind == DXSIG_MD_STRING) {
    e->name = dxsig_arena_strndup(&r->m->arena, name->str ? name->str : "",
                                  name->str ? name->len : 0);
    e->name_len = e->name ? name->len : 0;
  }
  const struct dxsig_md *idx = &ops[DXSIG_ELEMENT_OP_INDICES];
  if (idx->kind == DXSIG_MD_NODE && idx->op_count > 0 &&
      idx->op_count <= UINT32_MAX) {
    uint32_t *v = dxsig_arena_calloc(&r->m->arena, idx->op_count, sizeof *v);
    if (v) {
      for (size_t i = 0; i < idx->op_count; ++i) {
        if (idx->ops[i].kind == DXSIG_MD_INT)
          v[i] = (uint32_t)idx->ops[i].value;
        else
          readable = false;
      }
      e->indices = v;
      e->index_count = (uint32_t)idx->op_count;
    }
  } else if (idx->kind == DXSIG_MD_NODE && idx->op_count > UINT32_MAX) {
    readable = false;
  }

#define U32(op) (ops[op].kind == DXSIG_MD_INT ? (uint32_t)ops[op].value : 0u)
  e->id = U32(DXSIG_ELEMENT_OP_ID);
  e->comp_type = U32(DXSIG_ELEMENT_OP_COMP_TYPE);
  e->kind = U32(DXSIG_ELEMENT_OP_KIND);
  e->interp = U32(DXSIG_ELEMENT_OP_INTERP);
  e->rows = U32(DXSIG_ELEMENT_OP_ROWS);
  e->cols = U32(DXSIG_ELEMENT_OP_COLS);
  e->usage_mask = U32(DXSIG_ELEMENT_OP_USAGE_MASK);
  e->dyn_index_mask = U32(DXSIG_ELEMENT_OP_DYN_INDEX_MASK);
  e->stream = U32(DXSIG_ELEMENT_OP_STREAM);
#undef U32
  /* The starts are signed: -1 (any width, all ones) is the sentinel. A value
   * that does not fit an int32 is kept as INT32_MIN, out of range. */
  for (int op = DXSIG_ELEMENT_OP_START_ROW; op <= DXSIG_ELEMENT_OP_START_COL; ++op) {
    int32_t *out = op == DXSIG_ELEMENT_OP_START_ROW ? &e->start_row : &e->start_col;
    if (ops[op].kind != DXSIG_MD_INT) {
      *out = INT32_MIN;
      continue;
    }
    int64_t v = dxsig_md_int_signed(&ops[op]);
    *out = v >= INT32_MIN && v <= INT32_MAX ? (int32_t)v : INT32_MIN;
  }
  return readable && e->name != NULL;
}

struct element_ref {
  struct reader *r;
  const struct dxsig_entry *entry;
  enum dxsig_sig_kind kind;
  size_t index;
};

static void check_operand_types(const struct element_ref *at,
                                const struct dxsig_md *ops) {
  char found[32];
  for (size_t i = 0; i < DXSIG_ELEMENT_OP_COUNT; ++i) {
    const struct dxsig_md *op = &ops[i];
    if (op->kind == element_ops[i].kind &&
        (op->kind != DXSIG_MD_INT || op->bits == element_ops[i].bits))
      continue;
    found_text(found, sizeof found, op);
    if (element_ops[i].kind == DXSIG_MD_INT)
      report_at(at->r, DXSIG_RULE_OPERAND_TYPE, at->entry, at->kind, at->index,
                "operand %zu (%s) must be an i%" PRIu32 ", found %s", i,
                element_ops[i].name, element_ops[i].bits, found);
    else
      report_at(at->r, DXSIG_RULE_OPERAND_TYPE, at->entry, at->kind, at->index,
                "operand %zu (%s) must be %s, found %s", i,
                element_ops[i].name, dxsig_md_kind_text(element_ops[i].kind), found);
  }
  const struct dxsig_md *idx = &ops[DXSIG_ELEMENT_OP_INDICES];
  if (idx->kind != DXSIG_MD_NODE)
    return;
  for (size_t i = 0; i < idx->op_count; ++i) {
    if (md_is_int(&idx->ops[i], 32))
      continue;
    found_text(found, sizeof found, &idx->ops[i]);
    report_at(at->r, DXSIG_RULE_OPERAND_TYPE, at->entry, at->kind, at->index,
              "semantic index list entry %zu must be an i32, found %s", i,
              found);
  }
}

/* One range rule of an integer operand. */
struct range_rule {
  int op;
  enum dxsig_rule code;
  int64_t min, max;   /* allowed, as LLVM writes the value (signed) */
  bool allow_sentinel; /* -1 also allowed */
  bool hex;           /* masks: show in hex */
  const char *expect; /* "1 to 4" */
};

static const struct range_rule range_rules[] = {
    {DXSIG_ELEMENT_OP_ROWS, DXSIG_RULE_ROWS_RANGE, 1, 32, false, false, "1 to 32"},
    {DXSIG_ELEMENT_OP_COLS, DXSIG_RULE_COLS_RANGE, 1, 4, false, false, "1 to 4"},
    {DXSIG_ELEMENT_OP_START_ROW, DXSIG_RULE_START_ROW_RANGE, 0, 31, true, false, "-1 or 0 to 31"},
    {DXSIG_ELEMENT_OP_START_COL, DXSIG_RULE_START_COL_RANGE, 0, 3, true, false, "-1 or 0 to 3"},
    {DXSIG_ELEMENT_OP_USAGE_MASK, DXSIG_RULE_MASK_RANGE, 0, 15, false, true, "at most 0xf"},
    {DXSIG_ELEMENT_OP_DYN_INDEX_MASK, DXSIG_RULE_MASK_RANGE, 0, 15, false, true, "at most 0xf"},
    {DXSIG_ELEMENT_OP_STREAM, DXSIG_RULE_STREAM_RANGE, 0, 3, false, false, "0 to 3"},
};

static void check_ranges(const struct element_ref *at,
                         const struct dxsig_md *ops) {
  for (size_t i = 0; i < sizeof range_rules / sizeof range_rules[0]; ++i) {
    const struct range_rule *rule = &range_rules[i];
    const struct dxsig_md *op = &ops[rule->op];
    if (op->kind != DXSIG_MD_INT)
      continue;
    int64_t v = dxsig_md_int_signed(op);
    if ((v >= rule->min && v <= rule->max) || (rule->allow_sentinel && v == -1))
      continue;
    if (rule->hex)
      report_at(at->r, rule->code, at->entry, at->kind, at->index,
                "%s is 0x%" PRIx64 ", must be %s", element_ops[rule->op].name,
                op->value, rule->expect);
    else
      report_at(at->r, rule->code, at->entry, at->kind, at->index,
                "%s is %" PRId64 ", must be %s", element_ops[rule->op].name, v,
                rule->expect);
  }
}

static void check_element_values(const struct element_ref *at,
                                  const struct dxsig_md *ops) {
  const struct dxsig_md *id = &ops[DXSIG_ELEMENT_OP_ID];
  if (id->kind == DXSIG_MD_INT && (uint64_t)dxsig_md_int_signed(id) != at->index)
    report_at(at->r, DXSIG_RULE_SIGNATURE_ID, at->entry, at->kind, at->index,
              "signature ID is %" PRId64 ", expected %zu (IDs are dense and "
              "0-based in list order)",
              dxsig_md_int_signed(id), at->index);

  check_ranges(at, ops);

  /* A container stores names NUL-terminated: an embedded NUL would cut the
   * name short without a word. */
  const struct dxsig_md *name = &ops[DXSIG_ELEMENT_OP_NAME];
  const char *nul = name->kind == DXSIG_MD_STRING && name->str && name->len
                        ? memchr(name->str, '\0', name->len)
                        : NULL;
  if (nul)
    report_at(at->r, DXSIG_RULE_NAME_NUL, at->entry, at->kind, at->index,
              "semantic name contains a NUL byte at offset %zu",
              (size_t)(nul - name->str));

  const struct dxsig_md *rows = &ops[DXSIG_ELEMENT_OP_ROWS], *idx = &ops[DXSIG_ELEMENT_OP_INDICES];
  if (rows->kind == DXSIG_MD_INT && idx->kind == DXSIG_MD_NODE &&
      (int64_t)idx->op_count != dxsig_md_int_signed(rows))
    report_at(at->r, DXSIG_RULE_INDEX_COUNT, at->entry, at->kind, at->index,
              "semantic index list has %zu entr%s but Rows is %" PRId64,
              idx->op_count, idx->op_count == 1 ? "y" : "ies",
              dxsig_md_int_signed(rows));

  const struct dxsig_md *sr = &ops[DXSIG_ELEMENT_OP_START_ROW];
  const struct dxsig_md *sc = &ops[DXSIG_ELEMENT_OP_START_COL];
  if (sr->kind == DXSIG_MD_INT && sc->kind == DXSIG_MD_INT &&
      (dxsig_md_int_signed(sr) == -1) != (dxsig_md_int_signed(sc) == -1))
    report_at(at->r, DXSIG_RULE_START_SENTINEL, at->entry, at->kind, at->index,
              "StartRow is %" PRId64 " but StartCol is %" PRId64
              " (both must be -1, or neither)",
              dxsig_md_int_signed(sr), dxsig_md_int_signed(sc));
}

static void read_element(struct reader *r, struct dxsig_entry *entry,
                         enum dxsig_sig_kind kind, size_t index,
                         const struct dxsig_md *node) {
  struct dxsig_element *e = &entry->sigs[kind].elements[index];
  struct element_ref at = {r, entry, kind, index};
  e->id = (uint32_t)index;
  e->start_row = e->start_col = DXSIG_UNALLOCATED;
  e->node = node_ref(node);
  if (node->kind != DXSIG_MD_NODE) {
    report_at(r, DXSIG_RULE_ELEMENT_SHAPE, entry, kind, index,
              "element must be a node, found %s", dxsig_md_kind_text(node->kind));
    return;
  }
  if (node->op_count != DXSIG_ELEMENT_OP_COUNT) {
    /* Name it for the context when operand 1 looks like a name. */
    const struct dxsig_md *name = &node->ops[DXSIG_ELEMENT_OP_NAME];
    if (node->op_count > DXSIG_ELEMENT_OP_NAME && name->kind == DXSIG_MD_STRING)
      e->name = dxsig_arena_strndup(&r->m->arena, name->str ? name->str : "",
                                    name->str ? name->len : 0);
    report_at(r, DXSIG_RULE_ELEMENT_SHAPE, entry, kind, index,
              "element has %zu operands, expected %d", node->op_count,
              DXSIG_ELEMENT_OP_COUNT);
    e->name = NULL;
    return;
  }
  bool readable = fill_element(r, node, e);
  check_operand_types(&at, node->ops);
  check_element_values(&at, node->ops);
  if (!readable)
    e->name = NULL; /* reported above; the verifier skips it */
}

static bool read_list(struct reader *r, struct dxsig_entry *entry,
                      enum dxsig_sig_kind kind, const struct dxsig_md *list) {
  struct dxsig_signature *sig = &entry->sigs[kind];
  sig->kind = kind;
  if (list->kind == DXSIG_MD_NULL)
    return true;
  if (list->kind != DXSIG_MD_NODE) {
    report_at(r, DXSIG_RULE_LIST_SHAPE, entry, kind, (size_t)-1,
              "element list must be a node or null, found %s",
              dxsig_md_kind_text(list->kind));
    return true;
  }
  sig->present = true;
  sig->node = node_ref(list);
  if (list->op_count == 0)
    return true;
  sig->elements =
      dxsig_arena_calloc(&r->m->arena, list->op_count, sizeof *sig->elements);
  if (!sig->elements)
    return false;
  sig->count = list->op_count;
  for (size_t i = 0; i < list->op_count; ++i)
    read_element(r, entry, kind, i, &list->ops[i]);
  return true;
}

/* ---- entries --------------------------------------------------------- */

static bool stage_has_patch_constant(enum dxsig_shader_stage stage) {
  return stage == DXSIG_STAGE_HULL || stage == DXSIG_STAGE_DOMAIN ||
         stage == DXSIG_STAGE_MESH;
}

/* The stage: the "hlsl.shader" attribute, else the target's (the triple's
 * environment, or !dx.shaderModel's kind). Both present and both stages:
 * they must agree (LLVM DXILTranslateMetadata: an entry's stage must match
 * a non-library target profile). */
static void read_stage(struct reader *r, struct dxsig_entry *entry,
                       const struct dxsig_md *fn) {
  bool from_md = r->m->shader_model_md == DXSIG_SHADER_MODEL_MD_READ;
  const char *env = r->m->target.env;
  int env_len = (int)(r->m->target.env_len > 64 ? 64 : r->m->target.env_len);
  enum dxsig_shader_stage env_stage;
  bool env_is_stage = env_len > 0 &&
                      dxsig_shader_stage_from_name(env, r->m->target.env_len, &env_stage) &&
                      env_stage != DXSIG_STAGE_LIBRARY;
  if (fn->shader_attr) {
    if (!dxsig_shader_stage_from_name(fn->shader_attr, fn->shader_attr_len,
                                      &entry->stage)) {
      report_entry(r, DXSIG_RULE_ENTRY_STAGE, entry,
                   "unknown shader stage '%.*s' in \"hlsl.shader\"",
                   (int)(fn->shader_attr_len > 64 ? 64 : fn->shader_attr_len),
                   fn->shader_attr);
      return;
    }
    if (env_is_stage && env_stage != entry->stage) {
      report_entry(r, DXSIG_RULE_ENTRY_STAGE_CONFLICT, entry,
                   "\"hlsl.shader\"=\"%s\" conflicts with the %s stage '%.*s'",
                   dxsig_shader_stage_name(entry->stage),
                   from_md ? "!dx.shaderModel's" : "target triple's", env_len, env);
      return;
    }
    entry->has_stage = true;
    return;
  }
  if (env_is_stage) {
    entry->stage = env_stage;
    entry->has_stage = true;
    return;
  }
  if (from_md)
    report_entry(r, DXSIG_RULE_ENTRY_STAGE, entry,
                 "no shader stage: the function has no \"hlsl.shader\" "
                 "attribute and !dx.shaderModel names a library");
  else if (env_len > 0)
    report_entry(r, DXSIG_RULE_ENTRY_STAGE, entry,
                 "no shader stage: the function has no \"hlsl.shader\" "
                 "attribute and the target triple environment '%.*s' is not a "
                 "shader stage",
                 env_len, env);
  else
    report_entry(r, DXSIG_RULE_ENTRY_STAGE, entry,
                 "no shader stage: the function has no \"hlsl.shader\" "
                 "attribute and the target triple has no environment");
}

static void read_entry(struct reader *r, size_t table_index,
                       const struct dxsig_md *triple) {
  struct dxsig_entry *entry = &r->m->entries[r->m->count];
  const struct dxsig_md *fn = &triple->ops[0];
  entry->name = dxsig_arena_strndup(&r->m->arena, fn->str ? fn->str : "",
                                    fn->str ? fn->len : 0);
  if (!entry->name) {
    report(r, DXSIG_RULE_OUT_OF_MEMORY, "out of memory reading entry %zu", table_index);
    return;
  }
  entry->table_index = table_index;
  entry->node = node_ref(triple);
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    entry->sigs[k].kind = (enum dxsig_sig_kind)k;
  r->m->count++;

  if (triple->op_count < 3 || triple->op_count > 4)
    report_entry(r, DXSIG_RULE_TRIPLE_SHAPE, entry,
                 "dx.semantic.signatures operand %zu has %zu operands, "
                 "expected 3 or 4 (function, inputs, outputs[, patch constants])",
                 table_index, triple->op_count);
  read_stage(r, entry, fn);
  /* DXC takes a hull shader without a body as a pass-through one (its
   * control points are the inputs); any other entry is defined. */
  if (fn->is_declaration && entry->has_stage && entry->stage == DXSIG_STAGE_HULL)
    entry->pass_through = true;
  else if (fn->is_declaration)
    report_entry(r, DXSIG_RULE_ENTRY_DECLARATION, entry,
                 "the function is a declaration, not a definition");

  size_t lists = triple->op_count < 4 ? triple->op_count : 4;
  for (size_t op = 1; op < lists; ++op) {
    const struct dxsig_md *list = &triple->ops[op];
    enum dxsig_sig_kind kind = (enum dxsig_sig_kind)(op - 1);
    if (kind == DXSIG_SIG_PATCH_CONSTANT && list->kind != DXSIG_MD_NULL &&
        entry->has_stage && !stage_has_patch_constant(entry->stage)) {
      report_entry(r, DXSIG_RULE_PC_LIST_STAGE, entry,
                   "a fourth operand (patch constant or primitive "
                   "list) is only allowed on hull, domain and mesh entries, not "
                   "%s",
                   dxsig_shader_stage_name(entry->stage));
      continue;
    }
    if (!read_list(r, entry, kind, list)) {
      report_entry(r, DXSIG_RULE_OUT_OF_MEMORY, entry, "out of memory");
      return;
    }
  }
}

/* ---- duplicates ------------------------------------------------------ */

struct name_slot {
  const char *name;
  size_t len;
  size_t position;   /* in m->entries, which is in table order */
};

/* By name, then by length. */
static int compare_names(const void *pa, const void *pb) {
  const struct name_slot *a = pa, *b = pb;
  size_t n = a->len < b->len ? a->len : b->len;
  int c = n ? memcmp(a->name, b->name, n) : 0;
  if (c)
    return c;
  return a->len == b->len ? 0 : a->len < b->len ? -1 : 1;
}

/* By name, then by table position. */
static int compare_slots(const void *pa, const void *pb) {
  const struct name_slot *a = pa, *b = pb;
  int c = compare_names(pa, pb);
  if (c)
    return c;
  return a->position < b->position ? -1 : a->position > b->position;
}

/* Reports every entry whose function an earlier entry already named, and
 * drops it: the first occurrence is the entry. */
static bool drop_duplicates(struct reader *r) {
  struct dxsig_module *m = r->m;
  if (m->count < 2)
    return true;
  struct name_slot *slots = malloc(m->count * sizeof *slots);
  bool *drop = calloc(m->count, sizeof *drop);
  if (!slots || !drop) {
    free(slots);
    free(drop);
    return false;
  }
  for (size_t i = 0; i < m->count; ++i)
    slots[i] = (struct name_slot){m->entries[i].name, strlen(m->entries[i].name), i};
  qsort(slots, m->count, sizeof *slots, compare_slots);
  size_t first = 0;
  for (size_t i = 1; i < m->count; ++i) {
    if (!same_name(slots[i].name, slots[i].len, slots[first].name, slots[first].len)) {
      first = i;
      continue;
    }
    const struct dxsig_entry *dup = &m->entries[slots[i].position];
    report_entry(r, DXSIG_RULE_ENTRY_DUPLICATE, dup,
                 "the function appears more than once in "
                 "dx.semantic.signatures (operands %zu and %zu)",
                 m->entries[slots[first].position].table_index, dup->table_index);
    drop[slots[i].position] = true;
  }
  size_t kept = 0;
  for (size_t i = 0; i < m->count; ++i)
    if (!drop[i])
      m->entries[kept++] = m->entries[i];
  m->count = kept;
  free(slots);
  free(drop);
  return true;
}

/* ---- functions without a triple ---------------------------------------- */

/* Stages whose entries have signatures: their lists cannot be guessed. */
static bool stage_has_signatures(enum dxsig_shader_stage stage) {
  switch (stage) {
  case DXSIG_STAGE_VERTEX:
  case DXSIG_STAGE_PIXEL:
  case DXSIG_STAGE_GEOMETRY:
  case DXSIG_STAGE_HULL:
  case DXSIG_STAGE_DOMAIN:
  case DXSIG_STAGE_MESH:
    return true;
  default:
    return false;
  }
}

/* Whether the table names the function: a binary search of its entries
 * sorted by name (a library has thousands of both). */
static bool has_entry(const struct name_slot *sorted, size_t count, const char *name,
                      size_t len) {
  struct name_slot key = {name, len, 0};
  return count && bsearch(&key, sorted, count, sizeof *sorted, compare_names) != NULL;
}

bool dxsig_module_read_functions(struct dxsig_module *m, const struct dxsig_md *fns,
                                 size_t count, struct dxsig_diag_list *diags) {
  struct reader r = {m, diags, true};
  size_t extra = 0;
  for (size_t i = 0; i < count; ++i)
    extra += fns[i].kind == DXSIG_MD_FUNCTION && fns[i].shader_attr && !fns[i].is_declaration;
  if (extra == 0 || m->unnamed_triple)
    return true;
  /* The entries grow once; the old array stays in the arena. */
  struct dxsig_entry *grown =
      m->count > SIZE_MAX / 2 || extra > SIZE_MAX / 2
          ? NULL
          : dxsig_arena_calloc(&m->arena, m->count + extra, sizeof *grown);
  if (!grown) {
    report(&r, DXSIG_RULE_OUT_OF_MEMORY, "out of memory reading the shader functions");
    m->read_failed = true;
    return false;
  }
  size_t listed = m->count;
  struct name_slot *sorted = listed ? malloc(listed * sizeof *sorted) : NULL;
  if (listed && !sorted) {
    report(&r, DXSIG_RULE_OUT_OF_MEMORY, "out of memory reading the shader functions");
    m->read_failed = true;
    return false;
  }
  for (size_t i = 0; i < listed; ++i)
    sorted[i] = (struct name_slot){m->entries[i].name,
                                   m->entries[i].name ? strlen(m->entries[i].name) : 0, i};
  if (listed)
    qsort(sorted, listed, sizeof *sorted, compare_names);
  if (m->count)
    memcpy(grown, m->entries, m->count * sizeof *grown);
  m->entries = grown;
  m->capacity = m->count + extra;
  for (size_t i = 0; i < count; ++i) {
    const struct dxsig_md *fn = &fns[i];
    if (fn->kind != DXSIG_MD_FUNCTION || !fn->shader_attr || fn->is_declaration ||
        has_entry(sorted, listed, fn->str ? fn->str : "", fn->str ? fn->len : 0))
      continue;
    struct dxsig_entry *entry = &m->entries[m->count];
    entry->name = dxsig_arena_strndup(&m->arena, fn->str ? fn->str : "", fn->str ? fn->len : 0);
    if (!entry->name) {
      report(&r, DXSIG_RULE_OUT_OF_MEMORY, "out of memory reading the shader functions");
      break;
    }
    entry->table_index = SIZE_MAX;
    entry->no_triple = true;
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      entry->sigs[k].kind = (enum dxsig_sig_kind)k;
    m->count++;
    read_stage(&r, entry, fn);
    if (entry->has_stage && stage_has_signatures(entry->stage))
      dxsig_diag_add_entry(diags, DXSIG_WARNING, DXSIG_RULE_ENTRY_NO_TRIPLE, entry,
                           "\"hlsl.shader\"=\"%s\" and no dx.semantic.signatures triple: "
                           "its signatures are unknown and read as empty",
                           dxsig_shader_stage_name(entry->stage));
  }
  free(sorted);
  m->read_failed |= !r.ok;
  return r.ok;
}

/* ---- module ---------------------------------------------------------- */

void dxsig_module_init(struct dxsig_module *m) {
  memset(m, 0, sizeof *m);
  m->valver_major = 1;
  dxsig_arena_init(&m->arena);
}

void dxsig_module_finish(struct dxsig_module *m) {
  dxsig_arena_finish(&m->arena);
  m->entries = NULL;
  m->count = 0;
}

static void read_triple(struct reader *r, size_t i, const struct dxsig_md *t) {
  r->m->unnamed_triple |= t->kind != DXSIG_MD_NODE || t->op_count == 0 ||
                          t->ops[0].kind != DXSIG_MD_FUNCTION;
  if (t->kind != DXSIG_MD_NODE) {
    report(r, DXSIG_RULE_TRIPLE_SHAPE,
           "dx.semantic.signatures operand %zu must be a node, found %s", i,
           dxsig_md_kind_text(t->kind));
    return;
  }
  if (t->op_count == 0 || t->ops[0].kind != DXSIG_MD_FUNCTION) {
    report_triple(r, DXSIG_RULE_ENTRY_NOT_FUNCTION, i, t,
                  "the first operand must be a function, found %s",
                  t->op_count ? dxsig_md_kind_text(t->ops[0].kind) : "nothing");
    return;
  }
  read_entry(r, i, t);
}

/* DXC's kinds of !dx.shaderModel ("vs", "lib", ...: ShaderModel's names);
 * the other stages live in libraries. */
static bool shader_model_kind(const struct dxsig_md *md, enum dxsig_shader_stage *out) {
  for (uint32_t st = 0; st < DXSIG_SHADER_STAGE_COUNT; ++st) {
    const char *name = dxsig_shader_stage_short_name(st);
    if (name && strcmp(name, dxsig_shader_stage_name(st)) != 0 && dxsig_md_is_string(md, name)) {
      *out = (enum dxsig_shader_stage)st;
      return true;
    }
  }
  return false;
}

/* !dx.shaderModel over the triple: its shader model and stage are the
 * module's target (DXC reads only it). Malformed: the triple's stand, and
 * the verifier says why (sm-metadata). */
static void read_shader_model_md(struct dxsig_module *m, const struct dxsig_md_input *in) {
  m->triple_target = m->target;
  m->shader_model_md = DXSIG_SHADER_MODEL_MD_ABSENT;
  if (!in->shader_model_count)
    return;
  const struct dxsig_md *md = in->shader_model;
  enum dxsig_shader_stage stage;
  bool ok = in->shader_model_count == 1 && md && md->kind == DXSIG_MD_NODE &&
            md->op_count == 3 && shader_model_kind(&md->ops[0], &stage);
  for (size_t i = 1; ok && i < 3; ++i)
    ok = md->ops[i].kind == DXSIG_MD_INT && md->ops[i].bits <= 64 &&
         md->ops[i].value <= 0xFFFFu;
  if (!ok) {
    m->shader_model_md = DXSIG_SHADER_MODEL_MD_MALFORMED;
    return;
  }
  m->shader_model_md = DXSIG_SHADER_MODEL_MD_READ;
  m->target.sm.major = (uint32_t)md->ops[1].value;
  m->target.sm.minor = (uint32_t)md->ops[2].value;
  m->target.env = dxsig_shader_stage_name(stage);
  m->target.env_len = strlen(m->target.env);
}

bool dxsig_module_read_begin(struct dxsig_module *m, const struct dxsig_md_input *in,
                             size_t triple_count, struct dxsig_diag_list *diags) {
  struct reader r = {m, diags, true};
  m->native16 = in->native16;
  m->valver_major = in->valver_major;
  m->valver_minor = in->valver_minor;
  m->read_failed = false;
  m->unnamed_triple = false;
  m->incomplete = false;
  m->triple = in->triple ? dxsig_arena_strndup(&m->arena, in->triple, strlen(in->triple))
                         : NULL;
  dxsig_target_parse(m->triple, &m->target);
  read_shader_model_md(m, in);
  m->capacity = triple_count;
  m->entries = triple_count ? dxsig_arena_calloc(&m->arena, triple_count, sizeof *m->entries)
                            : NULL;
  if ((triple_count && !m->entries) || (in->triple && !m->triple)) {
    m->capacity = 0;
    report(&r, DXSIG_RULE_OUT_OF_MEMORY, "out of memory reading dx.semantic.signatures");
    m->read_failed = true;
  }
  return r.ok;
}

bool dxsig_module_read_triple(struct dxsig_module *m, size_t index,
                              const struct dxsig_md *triple,
                              struct dxsig_diag_list *diags) {
  struct reader r = {m, diags, true};
  if (m->count >= m->capacity) {
    report(&r, DXSIG_RULE_TABLE_SHAPE, "dx.semantic.signatures has more triples than announced");
  } else {
    read_triple(&r, index, triple);
  }
  m->read_failed |= !r.ok;
  return r.ok;
}

bool dxsig_module_read_end(struct dxsig_module *m, struct dxsig_diag_list *diags) {
  struct reader r = {m, diags, true};
  if (!drop_duplicates(&r))
    report(&r, DXSIG_RULE_OUT_OF_MEMORY, "out of memory reading dx.semantic.signatures");
  m->read_failed |= !r.ok;
  return !m->read_failed;
}

bool dxsig_module_read(struct dxsig_module *m, const struct dxsig_md_input *in,
                       struct dxsig_diag_list *diags) {
  const struct dxsig_md *table = in->table;
  if (table && table->kind != DXSIG_MD_NODE) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_TABLE_SHAPE,
                   "dx.semantic.signatures must be a list of triples, found %s",
                   dxsig_md_kind_text(table->kind));
    return false;
  }
  size_t n = table ? table->op_count : 0;
  dxsig_module_read_begin(m, in, n, diags);
  for (size_t i = 0; i < n && m->capacity; ++i)
    dxsig_module_read_triple(m, i, &table->ops[i], diags);
  bool ok = dxsig_module_read_end(m, diags);
  return dxsig_module_read_functions(m, in->functions, in->function_count, diags) && ok;
}
