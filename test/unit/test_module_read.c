/* dxsig_module_read: the schema rules, one table row per rule (a mutation of
 * a well-formed module and the codes it must produce), the model it builds,
 * exact messages, and random trees for robustness. */
#include <stdint.h>
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "diag_fields.h"
#include "test.h"

/* ---- building metadata trees ------------------------------------------ */

static struct dxsig_md md_int(uint32_t bits, int64_t v) {
  uint64_t mask = bits >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << bits) - 1;
  return (struct dxsig_md){.kind = DXSIG_MD_INT, .bits = bits, .value = (uint64_t)v & mask};
}
static struct dxsig_md I32(int64_t v) { return md_int(32, v); }
static struct dxsig_md I8(int64_t v) { return md_int(8, v); }
static struct dxsig_md STR(const char *s) {
  return (struct dxsig_md){.kind = DXSIG_MD_STRING, .str = s, .len = strlen(s)};
}
static struct dxsig_md NUL_(void) { return (struct dxsig_md){.kind = DXSIG_MD_NULL}; }
static struct dxsig_md NODE(const struct dxsig_md *ops, size_t n) {
  return (struct dxsig_md){.kind = DXSIG_MD_NODE, .ops = ops, .op_count = n, .slot = -1};
}
static struct dxsig_md FN(const char *name, const char *stage) {
  return (struct dxsig_md){.kind = DXSIG_MD_FUNCTION, .str = name, .len = strlen(name),
                           .shader_attr = stage, .shader_attr_len = stage ? strlen(stage) : 0};
}

#define MAX_ELS 4
#define MAX_ENTRIES 3

struct el_md {
  struct dxsig_md ops[13];
  struct dxsig_md idx[4];
};

struct list_md {
  struct el_md els[MAX_ELS];
  struct dxsig_md refs[MAX_ELS];
  size_t count;
};

/* A module with up to three entries; entry 0 is ps_main of the seed's
 * example (inputs SV_Position, TEXCOORD0, TEXCOORD1; output SV_Target0). */
struct mod {
  struct list_md lists[MAX_ENTRIES][3];
  struct dxsig_md list_nodes[MAX_ENTRIES][3];
  struct dxsig_md triple_ops[MAX_ENTRIES][5];
  size_t triple_count[MAX_ENTRIES];
  struct dxsig_md triples[MAX_ENTRIES];
  size_t entry_count;
  struct dxsig_md table;
  struct dxsig_md_input in;
};

static void el_set(struct el_md *e, uint32_t id, const char *name, uint32_t comp,
                   uint32_t kind, uint32_t index, uint32_t interp, uint32_t cols) {
  e->idx[0] = I32(index);
  struct dxsig_md ops[13] = {I32(id), STR(name), I32(comp), I32(kind), NODE(e->idx, 1),
                             I32(interp), I32(1), I8(cols), I32(-1), I8(-1),
                             I8((1 << cols) - 1), I8(0), I32(0)};
  memcpy(e->ops, ops, sizeof ops);
}

static void list_add(struct list_md *l, uint32_t id, const char *name, uint32_t comp,
                     uint32_t kind, uint32_t index, uint32_t interp, uint32_t cols) {
  el_set(&l->els[l->count++], id, name, comp, kind, index, interp, cols);
}

static void mod_init(struct mod *m) {
  memset(m, 0, sizeof *m);
  m->entry_count = 1;
  struct list_md *in = &m->lists[0][0], *out = &m->lists[0][1];
  list_add(in, 0, "SV_Position", 9, 3, 0, 4, 4);
  list_add(in, 1, "TEXCOORD", 9, 0, 0, 2, 4);
  list_add(in, 2, "TEXCOORD", 9, 0, 1, 2, 4);
  list_add(out, 0, "SV_Target", 9, 16, 0, 0, 4);
  m->triple_ops[0][0] = FN("ps_main", "pixel");
  m->triple_count[0] = 3;
  m->in.triple = "dxil-pc-shadermodel6.8-library";
  m->in.valver_major = 1;
  m->in.valver_minor = 8;
}

/* Links the nodes; call after every mutation, before reading. */
static void mod_link(struct mod *m) {
  for (size_t e = 0; e < m->entry_count; ++e) {
    for (size_t l = 0; l < 3; ++l) {
      struct list_md *list = &m->lists[e][l];
      for (size_t i = 0; i < list->count; ++i)
        if (list->refs[i].kind == DXSIG_MD_NULL && list->refs[i].ops == NULL)
          list->refs[i] = NODE(list->els[i].ops, 13);
      m->list_nodes[e][l] = list->count ? NODE(list->refs, list->count) : NUL_();
      if (m->triple_ops[e][l + 1].kind == DXSIG_MD_NULL && !m->triple_ops[e][l + 1].ops)
        m->triple_ops[e][l + 1] = m->list_nodes[e][l];
    }
    m->triples[e] = NODE(m->triple_ops[e], m->triple_count[e]);
  }
  m->table = NODE(m->triples, m->entry_count);
  m->in.table = &m->table;
}

/* ---- the table ------------------------------------------------------- */

#define IN0 (&m->lists[0][0])
#define OUT0 (&m->lists[0][1])
#define OP(list, el, op) ((list)->els[el].ops[op])

struct rcase {
  const char *label;
  void (*mutate)(struct mod *m);
  const char *codes;
};

static void m_none(struct mod *m) { (void)m; }
static void m_triple2(struct mod *m) { m->triple_count[0] = 2; }
static void m_triple5(struct mod *m) {
  m->triple_count[0] = 5;
  m->triple_ops[0][4] = I32(0);
}
static void m_not_function(struct mod *m) { m->triple_ops[0][0] = STR("ps_main"); }
static void m_declaration(struct mod *m) { m->triple_ops[0][0].is_declaration = true; }
static void m_duplicate(struct mod *m) {
  m->entry_count = 2;
  m->lists[1][0] = m->lists[0][0];
  m->triple_ops[1][0] = FN("ps_main", "pixel");
  m->triple_count[1] = 3;
}
static void m_two_entries(struct mod *m) {
  m->entry_count = 2;
  list_add(&m->lists[1][1], 0, "SV_Position", 9, 3, 0, 0, 4);
  m->triple_ops[1][0] = FN("vs_main", "vertex");
  m->triple_count[1] = 3;
}
static void m_triple_not_node(struct mod *m) {
  m->entry_count = 2;
  m->triple_ops[1][0] = I32(1);
  m->triple_count[1] = 1;
}
static void m_list_int(struct mod *m) { m->triple_ops[0][1] = I32(7); }
static void m_element_string(struct mod *m) { IN0->refs[1] = STR("TEXCOORD"); }
static void m_element_12(struct mod *m) { IN0->refs[1] = NODE(IN0->els[1].ops, 12); }
static void m_cols_i32(struct mod *m) { OP(IN0, 1, 7) = I32(4); }
static void m_rows_i8(struct mod *m) { OP(IN0, 1, 6) = I8(1); }
static void m_name_int(struct mod *m) { OP(IN0, 1, 1) = I32(5); }
static void m_kind_string(struct mod *m) { OP(IN0, 1, 3) = STR("0"); }
static void m_indices_int(struct mod *m) { OP(IN0, 1, 4) = I32(0); }
static void m_index_i8(struct mod *m) { IN0->els[1].idx[0] = I8(0); }
static void m_sigid(struct mod *m) { OP(IN0, 1, 0) = I32(5); }
static void m_cols0(struct mod *m) { OP(IN0, 1, 7) = I8(0); }
static void m_cols5(struct mod *m) { OP(IN0, 1, 7) = I8(5); }
static void m_rows0(struct mod *m) { OP(IN0, 1, 6) = I32(0); }
static void m_rows33(struct mod *m) { OP(IN0, 1, 6) = I32(33); }
static void m_rows2(struct mod *m) {
  OP(IN0, 1, 6) = I32(2);
  IN0->els[1].idx[1] = I32(1);
  OP(IN0, 1, 4) = NODE(IN0->els[1].idx, 2);
  IN0->els[2].idx[0] = I32(2);
}
static void m_index_count(struct mod *m) {
  IN0->els[2].idx[1] = I32(2);
  OP(IN0, 2, 4) = NODE(IN0->els[2].idx, 2);
}
static void m_alloc(struct mod *m) {
  OP(IN0, 1, 8) = I32(1);
  OP(IN0, 1, 9) = I8(0);
}
static void m_sentinel_row(struct mod *m) { OP(IN0, 1, 9) = I8(0); }
static void m_sentinel_col(struct mod *m) { OP(IN0, 1, 8) = I32(0); }
static void m_start_col4(struct mod *m) {
  OP(IN0, 1, 8) = I32(0);
  OP(IN0, 1, 9) = I8(4);
}
static void m_start_row32(struct mod *m) {
  OP(IN0, 1, 8) = I32(32);
  OP(IN0, 1, 9) = I8(0);
}
static void m_start_row_neg(struct mod *m) {
  OP(IN0, 1, 8) = I32(-2);
  OP(IN0, 1, 9) = I8(0);
}
static void m_usage(struct mod *m) { OP(IN0, 1, 10) = I8(0x1F); }
static void m_dyn(struct mod *m) { OP(IN0, 1, 11) = I8(-1); }
static void m_stream(struct mod *m) { OP(IN0, 1, 12) = I32(4); }
static void m_many(struct mod *m) {
  OP(IN0, 1, 7) = I8(5);
  OP(IN0, 1, 10) = I8(0x10);
  OP(IN0, 1, 12) = I32(9);
  OP(IN0, 2, 0) = I32(7);
}
static void m_env_stage(struct mod *m) {
  m->triple_ops[0][0].shader_attr = NULL;
  m->in.triple = "dxil-pc-shadermodel6.8-pixel";
}
static void m_no_stage(struct mod *m) {
  m->triple_ops[0][0].shader_attr = NULL;
  m->in.triple = NULL;
}
static void m_library_env(struct mod *m) { m->triple_ops[0][0].shader_attr = NULL; }
static void m_bad_env(struct mod *m) {
  m->triple_ops[0][0].shader_attr = NULL;
  m->in.triple = "dxil-pc-shadermodel6.8-shadermodel6.8";
}
static void m_bad_attr(struct mod *m) {
  m->triple_ops[0][0].shader_attr = "pixl";
  m->triple_ops[0][0].shader_attr_len = 4;
}
static void m_pc_on_pixel(struct mod *m) {
  m->triple_count[0] = 4;
  list_add(&m->lists[0][2], 0, "A", 9, 0, 0, 0, 4);
}
static void m_null_pc_on_pixel(struct mod *m) {
  m->triple_count[0] = 4;
  m->triple_ops[0][3] = NUL_();
}
static void m_pc_on_hull(struct mod *m) {
  m->triple_ops[0][0] = FN("hs_main", "hull");
  m->lists[0][0].count = 0;
  m->lists[0][1].count = 0;
  m->triple_count[0] = 4;
  list_add(&m->lists[0][2], 0, "TESSDATA", 9, 0, 0, 0, 1);
}
static void m_ok_widths_kept(struct mod *m) {
  OP(IN0, 1, 2) = I8(9);  /* component type as i8: reported, value kept */
}

static const struct rcase cases[] = {
    {"well-formed", m_none, ""},
    {"two entries", m_two_entries, ""},
    {"triple with 2 operands", m_triple2, "triple-shape"},
    {"triple with 5 operands", m_triple5, "triple-shape"},
    {"operand 0 not a function", m_not_function, "entry-not-function"},
    {"triple of one integer", m_triple_not_node, "entry-not-function"},
    {"function is a declaration", m_declaration, "entry-declaration"},
    {"function twice", m_duplicate, "entry-duplicate"},
    {"list is an integer", m_list_int, "list-shape"},
    {"element is a string", m_element_string, "element-shape"},
    {"element with 12 operands", m_element_12, "element-shape"},
    {"Cols as i32", m_cols_i32, "operand-type"},
    {"Rows as i8", m_rows_i8, "operand-type"},
    {"component type as i8", m_ok_widths_kept, "operand-type"},
    {"name is an integer", m_name_int, "operand-type"},
    {"kind is a string", m_kind_string, "operand-type"},
    {"index list is an integer", m_indices_int, "operand-type"},
    {"index entry as i8", m_index_i8, "operand-type"},
    {"signature ID out of order", m_sigid, "signature-id"},
    {"Cols 0", m_cols0, "cols-range"},
    {"Cols 5", m_cols5, "cols-range"},
    {"Rows 0", m_rows0, "rows-range,index-count"},
    {"Rows 33", m_rows33, "rows-range,index-count"},
    {"Rows 2 with 2 indices", m_rows2, ""},
    {"index count differs from Rows", m_index_count, "index-count"},
    {"allocated element", m_alloc, ""},
    {"StartRow -1, StartCol 0", m_sentinel_row, "start-sentinel"},
    {"StartRow 0, StartCol -1", m_sentinel_col, "start-sentinel"},
    {"StartCol 4", m_start_col4, "start-col-range"},
    {"StartRow 32", m_start_row32, "start-row-range"},
    {"StartRow -2", m_start_row_neg, "start-row-range"},
    {"UsageMask 0x1f", m_usage, "mask-range"},
    {"DynamicIndexMask 0xff", m_dyn, "mask-range"},
    {"stream 4", m_stream, "stream-range"},
    {"several problems, all reported", m_many, "cols-range,mask-range,stream-range,signature-id"},
    {"stage from the triple", m_env_stage, ""},
    {"no stage anywhere", m_no_stage, "entry-stage"},
    {"library triple, no attribute", m_library_env, "entry-stage"},
    {"triple environment not a stage", m_bad_env, "entry-stage"},
    {"unknown hlsl.shader", m_bad_attr, "entry-stage"},
    {"patch constant list on a pixel entry", m_pc_on_pixel, "pc-list-stage"},
    {"null fourth operand on a pixel entry", m_null_pc_on_pixel, ""},
    {"patch constant list on a hull entry", m_pc_on_hull, ""},
};

static void join_codes(const struct dxsig_diag_list *d, char *buf, size_t size) {
  buf[0] = '\0';
  for (size_t i = 0; i < d->count; ++i) {
    size_t len = strlen(buf);
    snprintf(buf + len, size - len, "%s%s", i ? "," : "", dxsig_rule_name(d->items[i].code));
  }
}

/* Reads m; returns the codes of read + verify (verify after a failed read
 * must not repeat the schema problems). */
static bool read_codes(struct mod *m, struct dxsig_module *out, char *codes, size_t size,
                       struct dxsig_diag_list *d) {
  mod_link(m);
  dxsig_module_init(out);
  dxsig_diag_list_init(d);
  bool ok = dxsig_module_read(out, &m->in, d);
  join_codes(d, codes, size);
  return ok;
}

/* A code of the schema area (rules.def): the reader's. */
static bool is_schema_code(enum dxsig_rule code) {
  return (int)code >= DXSIG_RULE_AREA_SCHEMA &&
         (int)code < DXSIG_RULE_AREA_SCHEMA + DXSIG_RULE_AREA_SIZE;
}

static void run_cases(void) {
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c) {
    static struct mod m;
    mod_init(&m);
    cases[c].mutate(&m);
    struct dxsig_module mod;
    struct dxsig_diag_list d;
    char codes[512];
    bool ok = read_codes(&m, &mod, codes, sizeof codes, &d);
    bool pass = strcmp(codes, cases[c].codes) == 0 && ok == (d.error_count == 0);
    /* The verifier must not repeat a schema problem. */
    struct dxsig_diag_list v;
    dxsig_diag_list_init(&v);
    dxsig_verify_module(&mod, &v);
    for (size_t i = 0; i < v.count; ++i)
      if (is_schema_code(v.items[i].code))
        pass = false;
    if (pass) {
      test_passed_count++;
    } else {
      test_failed_count++;
      fprintf(stderr, "FAIL: case '%s': codes '%s', expected '%s'\n", cases[c].label,
              codes, cases[c].codes);
      for (size_t i = 0; i < d.count; ++i)
        fprintf(stderr, "    read: %s\n", d.items[i].message);
      for (size_t i = 0; i < v.count; ++i)
        fprintf(stderr, "    verify: %s\n", v.items[i].message);
    }
    dxsig_diag_list_finish(&v);
    dxsig_diag_list_finish(&d);
    dxsig_module_finish(&mod);
  }
}

/* ---- the model ------------------------------------------------------- */

TEST(model_of_well_formed_module) {
  static struct mod m;
  mod_init(&m);
  m_two_entries(&m);
  OP(&m.lists[0][0], 2, 8) = I32(3);
  OP(&m.lists[0][0], 2, 9) = I8(2);
  struct dxsig_module mod;
  struct dxsig_diag_list d;
  char codes[256];
  m.in.native16 = true;
  ASSERT_TRUE(read_codes(&m, &mod, codes, sizeof codes, &d));
  ASSERT_EQ_INT(mod.count, 2);
  ASSERT_TRUE(mod.native16);
  ASSERT_EQ_INT(mod.valver_minor, 8);
  const struct dxsig_entry *ps = &mod.entries[0], *vs = &mod.entries[1];
  ASSERT_EQ_STR(ps->name, "ps_main");
  ASSERT_EQ_INT(ps->stage, DXSIG_STAGE_PIXEL);
  ASSERT_TRUE(ps->has_stage);
  ASSERT_EQ_INT(ps->table_index, 0);
  ASSERT_EQ_STR(vs->name, "vs_main");
  ASSERT_EQ_INT(vs->table_index, 1);
  ASSERT_EQ_INT(vs->stage, DXSIG_STAGE_VERTEX);
  ASSERT_TRUE(!vs->sigs[DXSIG_SIG_INPUT].present);
  ASSERT_TRUE(vs->sigs[DXSIG_SIG_OUTPUT].present);
  ASSERT_TRUE(!ps->sigs[DXSIG_SIG_PATCH_CONSTANT].present);
  ASSERT_EQ_INT(ps->sigs[DXSIG_SIG_INPUT].count, 3);
  ASSERT_EQ_INT(ps->sigs[DXSIG_SIG_INPUT].kind, DXSIG_SIG_INPUT);
  ASSERT_EQ_INT(ps->sigs[DXSIG_SIG_OUTPUT].kind, DXSIG_SIG_OUTPUT);
  const struct dxsig_element *e = &ps->sigs[DXSIG_SIG_INPUT].elements[2];
  ASSERT_EQ_STR(e->name, "TEXCOORD");
  ASSERT_TRUE(e->name != m.lists[0][0].els[2].ops[1].str); /* copied */
  ASSERT_EQ_INT(e->name_len, 8);
  ASSERT_EQ_INT(e->id, 2);
  ASSERT_EQ_INT(e->comp_type, 9);
  ASSERT_EQ_INT(e->kind, 0);
  ASSERT_EQ_INT(e->index_count, 1);
  ASSERT_EQ_INT(e->indices[0], 1);
  ASSERT_EQ_INT(e->interp, 2);
  ASSERT_EQ_INT(e->rows, 1);
  ASSERT_EQ_INT(e->cols, 4);
  ASSERT_EQ_INT(e->start_row, 3);
  ASSERT_EQ_INT(e->start_col, 2);
  ASSERT_EQ_INT(e->usage_mask, 15);
  ASSERT_EQ_INT(e->dyn_index_mask, 0);
  ASSERT_EQ_INT(e->stream, 0);
  e = &ps->sigs[DXSIG_SIG_INPUT].elements[0];
  ASSERT_EQ_INT(e->start_row, DXSIG_UNALLOCATED);
  ASSERT_EQ_INT(e->start_col, DXSIG_UNALLOCATED);
  ASSERT_TRUE(!dxsig_element_is_allocated(e));
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&mod);
}

TEST(absent_table) {
  struct dxsig_md_input in = {0};
  in.valver_major = 1;
  struct dxsig_module mod;
  dxsig_module_init(&mod);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_module_read(&mod, &in, &d));
  ASSERT_EQ_INT(mod.count, 0);
  ASSERT_EQ_INT(d.count, 0);
  struct dxsig_md table = STR("x");
  in.table = &table;
  ASSERT_TRUE(!dxsig_module_read(&mod, &in, &d));
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_TABLE_SHAPE);
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&mod);
}

/* Functions with "hlsl.shader" that the table does not list are entries
 * with no lists, after the table's: compute silently, a stage with
 * signatures with a warning; declarations, listed functions and functions
 * without the attribute are not. */
TEST(shader_functions_without_triple) {
  static struct mod m;
  mod_init(&m);
  mod_link(&m);
  struct dxsig_md fns[5] = {FN("ps_main", "pixel"), FN("cs_main", "compute"),
                            FN("vs_main", "vertex"), FN("helper", NULL),
                            FN("decl", "compute")};
  fns[4].is_declaration = true;
  m.in.functions = fns;
  m.in.function_count = 5;
  struct dxsig_module mod;
  dxsig_module_init(&mod);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_module_read(&mod, &m.in, &d));
  ASSERT_EQ_INT(mod.count, 3);
  ASSERT_EQ_STR(mod.entries[0].name, "ps_main");
  ASSERT_TRUE(!mod.entries[0].no_triple);
  ASSERT_EQ_STR(mod.entries[1].name, "cs_main");
  ASSERT_TRUE(mod.entries[1].no_triple && mod.entries[1].has_stage);
  ASSERT_EQ_INT(mod.entries[1].stage, DXSIG_STAGE_COMPUTE);
  ASSERT_TRUE(!mod.entries[1].sigs[DXSIG_SIG_INPUT].present);
  ASSERT_EQ_STR(mod.entries[2].name, "vs_main");
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].severity, DXSIG_WARNING);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_ENTRY_NO_TRIPLE);
  ASSERT_EQ_STR(d.items[0].message,
                "entry 'vs_main': \"hlsl.shader\"=\"vertex\" and no dx.semantic.signatures "
                "triple: its signatures are unknown and read as empty");
  ASSERT_TRUE(dxsig_verify_module(&mod, &d));
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&mod);
}

TEST(table_operand_not_a_node) {
  struct dxsig_md ops[2] = {I32(1), NUL_()};
  struct dxsig_md table = NODE(ops, 2);
  struct dxsig_md_input in = {.table = &table, .valver_major = 1};
  struct dxsig_module mod;
  dxsig_module_init(&mod);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_module_read(&mod, &in, &d));
  ASSERT_EQ_INT(d.count, 2);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_TRIPLE_SHAPE);
  ASSERT_EQ_STR(d.items[0].message,
                "dx.semantic.signatures operand 0 must be a node, found an integer");
  ASSERT_EQ_STR(d.items[1].message,
                "dx.semantic.signatures operand 1 must be a node, found null");
  ASSERT_EQ_INT(mod.count, 0);
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&mod);
}

TEST(duplicate_is_dropped) {
  static struct mod m;
  mod_init(&m);
  m_duplicate(&m);
  struct dxsig_module mod;
  struct dxsig_diag_list d;
  char codes[256];
  ASSERT_TRUE(!read_codes(&m, &mod, codes, sizeof codes, &d));
  ASSERT_EQ_INT(mod.count, 1);
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_ENTRY_DUPLICATE);
  ASSERT_EQ_STR(d.items[0].message,
                "entry 'ps_main': the function appears more than once in "
                "dx.semantic.signatures (operands 0 and 1)");
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&mod);
}

TEST(broken_elements_keep_their_place) {
  static struct mod m;
  mod_init(&m);
  m_name_int(&m);
  OP(&m.lists[0][0], 2, 7) = I32(4); /* width only: element stays readable */
  struct dxsig_module mod;
  struct dxsig_diag_list d;
  char codes[256];
  ASSERT_TRUE(!read_codes(&m, &mod, codes, sizeof codes, &d));
  const struct dxsig_signature *in = &mod.entries[0].sigs[DXSIG_SIG_INPUT];
  ASSERT_EQ_INT(in->count, 3);
  ASSERT_TRUE(in->elements[1].name == NULL);
  ASSERT_EQ_STR(in->elements[2].name, "TEXCOORD");
  ASSERT_EQ_INT(in->elements[2].cols, 4);
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&mod);
}

TEST(pc_list_read_on_hull) {
  static struct mod m;
  mod_init(&m);
  m_pc_on_hull(&m);
  struct dxsig_module mod;
  struct dxsig_diag_list d;
  char codes[256];
  ASSERT_TRUE(read_codes(&m, &mod, codes, sizeof codes, &d));
  const struct dxsig_signature *pc = &mod.entries[0].sigs[DXSIG_SIG_PATCH_CONSTANT];
  ASSERT_TRUE(pc->present);
  ASSERT_EQ_INT(pc->kind, DXSIG_SIG_PATCH_CONSTANT);
  ASSERT_EQ_INT(pc->count, 1);
  ASSERT_EQ_STR(pc->elements[0].name, "TESSDATA");
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&mod);
}

/* ---- exact messages ---------------------------------------------------- */

static const struct {
  void (*mutate)(struct mod *m);
  const char *message; /* of the first diagnostic */
  size_t count;        /* of all diagnostics */
} messages[] = {
    {m_index_count,
     "entry 'ps_main' input element 2 'TEXCOORD1': semantic index list has 2 entries but "
     "Rows is 1", 1},
    {m_cols_i32, "entry 'ps_main' input element 1 'TEXCOORD0': operand 7 (Cols) must be an "
                 "i8, found i32", 1},
    {m_kind_string, "entry 'ps_main' input element 1 'TEXCOORD0': operand 3 (semantic kind) "
                    "must be an i32, found a string", 1},
    {m_index_i8, "entry 'ps_main' input element 1 'TEXCOORD0': semantic index list entry 0 "
                 "must be an i32, found i8", 1},
    {m_element_12, "entry 'ps_main' input element 1 'TEXCOORD': element has 12 operands, "
                   "expected 13", 1},
    {m_element_string, "entry 'ps_main' input element 1: element must be a node, found a "
                       "string", 1},
    {m_sigid, "entry 'ps_main' input element 1 'TEXCOORD0': signature ID is 5, expected 1 "
              "(IDs are dense and 0-based in list order)", 1},
    {m_cols5, "entry 'ps_main' input element 1 'TEXCOORD0': Cols is 5, must be 1 to 4", 1},
    {m_start_col4, "entry 'ps_main' input element 1 'TEXCOORD0': StartCol is 4, must be -1 "
                   "or 0 to 3", 1},
    {m_sentinel_row, "entry 'ps_main' input element 1 'TEXCOORD0': StartRow is -1 but "
                     "StartCol is 0 (both must be -1, or neither)", 1},
    {m_dyn, "entry 'ps_main' input element 1 'TEXCOORD0': DynamicIndexMask is 0xff, must be "
            "at most 0xf", 1},
    {m_rows0, "entry 'ps_main' input element 1 'TEXCOORD0': Rows is 0, must be 1 to 32", 2},
    {m_list_int, "entry 'ps_main' input signature: element list must be a node or null, "
                 "found an integer", 1},
    {m_triple2, "entry 'ps_main': dx.semantic.signatures operand 0 has 2 operands, expected "
                "3 or 4 (function, inputs, outputs[, patch constants])", 1},
    {m_not_function, "dx.semantic.signatures operand 0: the first operand must be a "
                     "function, found a string", 1},
    {m_declaration, "entry 'ps_main': the function is a declaration, not a definition", 1},
    {m_bad_attr, "entry 'ps_main': unknown shader stage 'pixl' in \"hlsl.shader\"", 1},
    {m_no_stage, "entry 'ps_main': no shader stage: the function has no \"hlsl.shader\" "
                 "attribute and the target triple has no environment", 1},
    {m_library_env, "entry 'ps_main': no shader stage: the function has no \"hlsl.shader\" "
                    "attribute and the target triple environment 'library' is not a shader "
                    "stage", 1},
    {m_pc_on_pixel, "entry 'ps_main': a fourth operand (patch constant or primitive list) is "
                    "only allowed on hull, domain and mesh entries, not pixel", 1},
};

TEST(messages) {
  for (size_t c = 0; c < sizeof messages / sizeof messages[0]; ++c) {
    static struct mod m;
    mod_init(&m);
    messages[c].mutate(&m);
    struct dxsig_module mod;
    struct dxsig_diag_list d;
    char codes[256];
    read_codes(&m, &mod, codes, sizeof codes, &d);
    const char *got = d.count ? d.items[0].message : "(none)";
    if (strcmp(got, messages[c].message) != 0 || d.count != messages[c].count ||
        (d.count && !diag_fields_match_text(&d.items[0]))) {
      fprintf(stderr, "message %zu:\n  got:      %s (%zu in all)\n  expected: %s (%zu)\n", c,
              got, d.count, messages[c].message, messages[c].count);
      test_current_failed = 1;
    }
    dxsig_diag_list_finish(&d);
    dxsig_module_finish(&mod);
  }
}

/* ---- robustness: random trees ---------------------------------------- */

static uint64_t rng_state = 0x2545F4914F6CDD1Du;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state >> 16);
}

static struct dxsig_md random_leaf(void) {
  static const uint32_t widths[] = {1, 8, 16, 32, 64, 0, 128};
  static const int64_t values[] = {0, 1, 2, 3, 4, 5, 15, 16, 31, 32, 33, -1, -2, 255, 0x7FFFFFFF};
  switch (rnd() % 6) {
  case 0: return NUL_();
  case 1: return STR(rnd() % 2 ? "SV_Target" : "");
  case 2: return FN("f", rnd() % 2 ? "pixel" : NULL);
  case 3: return (struct dxsig_md){.kind = DXSIG_MD_OTHER};
  default: {
    struct dxsig_md v = md_int(widths[rnd() % 7], values[rnd() % 15]);
    if (rnd() % 3 == 0)
      v.value = ((uint64_t)rnd() << 32) | rnd();
    return v;
  }
  }
}

/* Replaces a few nodes of a well-formed module with random leaves or
 * resized nodes. */
static void scramble(struct mod *m) {
  m_two_entries(m);
  int n = 1 + (int)(rnd() % 4);
  for (int k = 0; k < n; ++k) {
    size_t e = rnd() % 2, l = rnd() % 2;
    struct list_md *list = &m->lists[e][l];
    if (!list->count)
      continue;
    struct el_md *el = &list->els[rnd() % list->count];
    switch (rnd() % 6) {
    case 0: el->ops[rnd() % 13] = random_leaf(); break;
    case 1: el->idx[0] = random_leaf(); break;
    case 2: el->ops[4].op_count = rnd() % 5; break;
    case 3: list->refs[rnd() % list->count] = random_leaf(); break;
    case 4: m->triple_ops[e][rnd() % 4] = random_leaf(); break;
    default: m->triple_count[e] = rnd() % 6; break;
    }
  }
  if (rnd() % 8 == 0)
    m->in.triple = rnd() % 2 ? NULL : "dxil-pc-shadermodel6.8-pixel";
  if (rnd() % 8 == 0)
    m->triple_ops[0][0].is_declaration = true;
}

/* Why a model read without errors breaks a promise of the schema checks;
 * NULL when it keeps them all. */
static const char *model_inconsistency(const struct dxsig_module *mod) {
  if (mod->count > mod->capacity)
    return "more entries than allocated";
  for (size_t i = 0; i < mod->count; ++i) {
    const struct dxsig_entry *en = &mod->entries[i];
    if (!en->name || !en->has_stage || en->stage >= DXSIG_SHADER_STAGE_COUNT)
      return "an entry without a name or a stage";
    for (size_t j = 0; j < i; ++j)
      if (strcmp(mod->entries[j].name, en->name) == 0)
        return "a duplicate entry kept";
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      const struct dxsig_signature *sig = &en->sigs[k];
      if (sig->kind != (enum dxsig_sig_kind)k || (sig->count && (!sig->present || !sig->elements)))
        return "a list out of place";
      for (size_t x = 0; x < sig->count; ++x) {
        const struct dxsig_element *e = &sig->elements[x];
        bool allocated = e->start_row != DXSIG_UNALLOCATED;
        if (e->id != x || !e->name || strlen(e->name) != e->name_len)
          return "an element with a bad ID or name";
        if (e->rows < 1 || e->rows > 32 || e->cols < 1 || e->cols > 4 ||
            e->index_count != e->rows || !e->indices)
          return "an element with bad rows, cols or indices";
        if (allocated != (e->start_col != DXSIG_UNALLOCATED) ||
            (allocated && (e->start_row < 0 || e->start_row > 31 || e->start_col < 0 ||
                           e->start_col > 3)))
          return "an element with a bad start";
        if (e->usage_mask > 0xF || e->dyn_index_mask > 0xF || e->stream > 3)
          return "an element with a bad mask or stream";
      }
    }
  }
  return NULL;
}

/* Every random tree is either read without a word into a model that keeps
 * the schema's promises, or refused with at least one error naming its
 * code; the verifier then runs on either without a crash and its result
 * matches what it reports. */
TEST(random_trees_read_or_refused) {
  for (int iter = 0; iter < 20000; ++iter) {
    static struct mod m;
    mod_init(&m);
    scramble(&m);
    /* a resized index node may point past idx[1..3]: keep them readable */
    for (size_t e = 0; e < 2; ++e)
      for (size_t l = 0; l < 3; ++l)
        for (size_t i = 0; i < MAX_ELS; ++i)
          for (size_t j = 1; j < 4; ++j)
            if (m.lists[e][l].els[i].idx[j].kind == DXSIG_MD_NULL)
              m.lists[e][l].els[i].idx[j] = I32((int64_t)j);
    struct dxsig_module mod;
    struct dxsig_diag_list d;
    char codes[4096];
    bool ok = read_codes(&m, &mod, codes, sizeof codes, &d);
    if (ok) {
      const char *why = model_inconsistency(&mod);
      if (why || d.count != 0) {
        fprintf(stderr, "tree %d: read without error but %s (codes '%s')\n", iter,
                why ? why : "with diagnostics", codes);
        test_current_failed = 1;
        return;
      }
    } else {
      ASSERT_TRUE(d.error_count >= 1 && d.count >= 1);
      for (size_t i = 0; i < d.count; ++i)
        ASSERT_TRUE(d.items[i].severity == DXSIG_ERROR && dxsig_rule_name(d.items[i].code) &&
                    d.items[i].message && d.items[i].message[0]);
    }
    size_t before = d.error_count;
    bool verified = dxsig_verify_module(&mod, &d);
    ASSERT_TRUE(verified == (d.error_count == before));
    dxsig_diag_list_finish(&d);
    dxsig_module_finish(&mod);
  }
}

/* A lost allocation marks the model incomplete (not fit to verify or pack);
 * schema errors alone do not. */
TEST(allocation_failure_marks_the_model_incomplete) {
  struct dxsig_module m;
  dxsig_module_init(&m);
  struct dxsig_md_input in = {0};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_module_read_begin(&m, &in, SIZE_MAX / 2, &d));
  ASSERT_TRUE(m.incomplete);
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_OUT_OF_MEMORY);
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&m);

  dxsig_module_init(&m);
  dxsig_diag_list_init(&d);
  struct dxsig_md bad_table = {.kind = DXSIG_MD_NODE, .slot = -1};
  struct dxsig_md triple = {.kind = DXSIG_MD_INT, .slot = -1};
  bad_table.ops = &triple;
  bad_table.op_count = 1;
  in.table = &bad_table;
  ASSERT_TRUE(!dxsig_module_read(&m, &in, &d));
  ASSERT_TRUE(!m.incomplete);
  ASSERT_TRUE(d.count >= 1);
  dxsig_diag_list_finish(&d);
  dxsig_module_finish(&m);
}

int main(void) {
  run_cases();
  RUN(model_of_well_formed_module);
  RUN(absent_table);
  RUN(shader_functions_without_triple);
  RUN(table_operand_not_a_node);
  RUN(duplicate_is_dropped);
  RUN(broken_elements_keep_their_place);
  RUN(pc_list_read_on_hull);
  RUN(messages);
  RUN(random_trees_read_or_refused);
  RUN(allocation_failure_marks_the_model_incomplete);
  return test_summary();
}
