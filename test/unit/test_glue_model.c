/* The glue's model -> metadata writers (lib/llvm/metadata/md_from_model.cpp):
 * a model built by hand becomes a module whose text LLVM parses and
 * verifies and dxsig_glue_load reads back field by field as it was
 * (dxsig_glue_module_from_model); triples added to a module parsed from
 * text, and every refusal leaving it as it was (dxsig_glue_annotate).
 *
 *   test_glue_model              run the tests
 *   test_glue_model --print NAME print model NAME's module ("library",
 *                                "pixel") for opt and `dxsig verify`
 */
#include "glue.h"

#include "dxsig/hlsl.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>

#include <stdlib.h>
#include <string.h>

#include "test.h"

/* ---- models built by hand ------------------------------------------- */

struct el_spec {
  const char *name;
  uint32_t comp_type, kind, interp, rows, cols;
  int32_t start_row, start_col;
  uint32_t usage, dyn, stream;
  uint32_t first_index;
};

#define UNALLOC DXSIG_UNALLOCATED, DXSIG_UNALLOCATED

static struct dxsig_entry *add_entry(struct dxsig_module *m, const char *name,
                                     enum dxsig_shader_stage stage) {
  struct dxsig_entry *e = &m->entries[m->count];
  e->table_index = m->count++;
  e->name = dxsig_arena_strndup(&m->arena, name, strlen(name));
  e->stage = stage;
  e->has_stage = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    e->sigs[k].kind = (enum dxsig_sig_kind)k;
  return e;
}

/* A present list of n elements (n may be 0: `!{}`); each element's
 * semantic indices are first_index, first_index + 1, ... one per row. */
static void set_list(struct dxsig_module *m, struct dxsig_entry *e, enum dxsig_sig_kind kind,
                     const struct el_spec *specs, size_t n) {
  struct dxsig_signature *sig = &e->sigs[kind];
  sig->present = true;
  sig->count = n;
  sig->elements = n ? dxsig_arena_calloc(&m->arena, n, sizeof *sig->elements) : NULL;
  for (size_t i = 0; i < n; ++i) {
    const struct el_spec *s = &specs[i];
    struct dxsig_element *el = &sig->elements[i];
    uint32_t *idx = dxsig_arena_calloc(&m->arena, s->rows, sizeof *idx);
    for (uint32_t r = 0; r < s->rows; ++r)
      idx[r] = s->first_index + r;
    *el = (struct dxsig_element){
        .id = (uint32_t)i, .name = s->name, .name_len = strlen(s->name),
        .comp_type = s->comp_type, .kind = s->kind, .indices = idx, .index_count = s->rows,
        .interp = s->interp, .rows = s->rows, .cols = s->cols, .start_row = s->start_row,
        .start_col = s->start_col, .usage_mask = s->usage, .dyn_index_mask = s->dyn,
        .stream = s->stream};
  }
}

static const struct dxsig_hlsl_attr VS_ATTRS[] = {{"hlsl.shader", "vertex"}};
static const struct dxsig_hlsl_attr GS_ATTRS[] = {
    {"hlsl.shader", "geometry"}, {"hlsl.inputprimitive", "triangle"},
    {"hlsl.maxvertexcount", "3"}, {"hlsl.outputstreams", "PointStream,PointStream"}};
static const struct dxsig_hlsl_attr CS_ATTRS[] = {{"hlsl.shader", "compute"},
                                                  {"hlsl.numthreads", "8,4,1"}};
static const struct dxsig_hlsl_attr PS_ATTRS[] = {{"hlsl.shader", "pixel"}};

/* A library: a VS with packed outputs, a GS with two streams, a CS whose
 * outputs are absent, one whose inputs are empty (`!{}`), and a CS the
 * table does not list (no_triple, "hlsl.shader" from its stage alone). */
static void library_model(struct dxsig_module *m, const struct dxsig_hlsl_attr *const **attrs,
                          const size_t **counts) {
  static const struct el_spec vs_in[] = {
      {"POSITION", DXSIG_COMP_F32, 0, 0, 1, 3, UNALLOC, 7, 0, 0, 0},
      {"TEXCOORD", DXSIG_COMP_F32, 0, 0, 2, 2, UNALLOC, 3, 3, 0, 4},
      {"SV_VertexID", DXSIG_COMP_U32, DXSIG_SEMANTIC_VERTEX_ID, 0, 1, 1, UNALLOC, 1, 0, 0, 0}};
  static const struct el_spec vs_out[] = {
      {"SV_Position", DXSIG_COMP_F32, DXSIG_SEMANTIC_POSITION, 4, 1, 4, 0, 0, 0xf, 0, 0, 0},
      {"TEXCOORD", DXSIG_COMP_F32, 0, 4, 1, 2, 1, 0, 0x3, 0, 0, 0},
      {"COLOR", DXSIG_COMP_F32, 0, 4, 1, 2, 1, 2, 0x4, 0, 0, 1}};
  static const struct el_spec gs_in[] = {
      {"SV_Position", DXSIG_COMP_F32, DXSIG_SEMANTIC_POSITION, 0, 1, 4, UNALLOC, 15, 0, 0, 0},
      {"TEXCOORD", DXSIG_COMP_F32, 0, 0, 1, 2, UNALLOC, 3, 0, 0, 0},
      {"SV_PrimitiveID", DXSIG_COMP_U32, DXSIG_SEMANTIC_PRIMITIVE_ID, 0, 1, 1, UNALLOC, 1, 0, 0,
       0}};
  static const struct el_spec gs_out[] = {
      {"SV_Position", DXSIG_COMP_F32, DXSIG_SEMANTIC_POSITION, 4, 1, 4, UNALLOC, 15, 0, 0, 0},
      {"TEXCOORD", DXSIG_COMP_F32, 0, 2, 1, 2, UNALLOC, 3, 0, 0, 0},
      {"WORLD", DXSIG_COMP_F32, 0, 2, 1, 3, UNALLOC, 7, 0, 1, 0},
      {"PRIMID", DXSIG_COMP_U32, 0, 1, 1, 1, UNALLOC, 1, 0, 1, 0}};
  static const struct el_spec cs_in[] = {{"SV_DispatchThreadID", DXSIG_COMP_U32,
                                          DXSIG_SEMANTIC_DISPATCH_THREAD_ID, 0, 1, 3, UNALLOC,
                                          7, 0, 0, 0}};
  static const struct dxsig_hlsl_attr *const all[] = {VS_ATTRS, GS_ATTRS, CS_ATTRS, CS_ATTRS,
                                                      CS_ATTRS + 1};
  static const size_t n[] = {1, 4, 2, 2, 1};

  dxsig_module_init(m);
  m->entries = dxsig_arena_calloc(&m->arena, 5, sizeof *m->entries);
  m->capacity = 5;
  m->triple = "dxil-pc-shadermodel6.3-library";
  struct dxsig_entry *vs = add_entry(m, "vs_main", DXSIG_STAGE_VERTEX);
  set_list(m, vs, DXSIG_SIG_INPUT, vs_in, 3);
  set_list(m, vs, DXSIG_SIG_OUTPUT, vs_out, 3);
  struct dxsig_entry *gs = add_entry(m, "gs_main", DXSIG_STAGE_GEOMETRY);
  set_list(m, gs, DXSIG_SIG_INPUT, gs_in, 3);
  set_list(m, gs, DXSIG_SIG_OUTPUT, gs_out, 4);
  struct dxsig_entry *cs = add_entry(m, "cs_main", DXSIG_STAGE_COMPUTE);
  set_list(m, cs, DXSIG_SIG_INPUT, cs_in, 1);
  struct dxsig_entry *cs_empty = add_entry(m, "cs_empty", DXSIG_STAGE_COMPUTE);
  set_list(m, cs_empty, DXSIG_SIG_INPUT, NULL, 0);
  struct dxsig_entry *cs_bare = add_entry(m, "cs_bare", DXSIG_STAGE_COMPUTE);
  cs_bare->no_triple = true;
  *attrs = all;
  *counts = n;
}

/* A pixel shader with native 16-bit types at validator 1.7. */
static void pixel_model(struct dxsig_module *m, const struct dxsig_hlsl_attr *const **attrs,
                        const size_t **counts) {
  static const struct el_spec ps_in[] = {
      {"SV_Position", DXSIG_COMP_F32, DXSIG_SEMANTIC_POSITION, 4, 1, 4, UNALLOC, 3, 0, 0, 0},
      {"TEXCOORD", DXSIG_COMP_F16, 0, 2, 1, 2, UNALLOC, 3, 0, 0, 0},
      {"BLENDINDICES", DXSIG_COMP_I16, 0, 1, 1, 1, UNALLOC, 1, 0, 0, 2}};
  static const struct el_spec ps_out[] = {
      {"SV_Target", DXSIG_COMP_F16, DXSIG_SEMANTIC_TARGET, 0, 1, 4, UNALLOC, 15, 0, 0, 0},
      {"SV_Depth", DXSIG_COMP_F32, DXSIG_SEMANTIC_DEPTH, 0, 1, 1, UNALLOC, 1, 0, 0, 0}};
  static const struct dxsig_hlsl_attr *const all[] = {PS_ATTRS};
  static const size_t n[] = {1};

  dxsig_module_init(m);
  m->entries = dxsig_arena_calloc(&m->arena, 1, sizeof *m->entries);
  m->capacity = 1;
  m->triple = "dxil-pc-shadermodel6.2-pixel";
  m->native16 = true;
  m->valver_minor = 7;
  struct dxsig_entry *ps = add_entry(m, "ps_main", DXSIG_STAGE_PIXEL);
  set_list(m, ps, DXSIG_SIG_INPUT, ps_in, 3);
  set_list(m, ps, DXSIG_SIG_OUTPUT, ps_out, 2);
  *attrs = all;
  *counts = n;
}

/* ---- comparing models ------------------------------------------------ */

#define EXPECT_SAME(field)                                                       \
  do {                                                                           \
    if ((long long)(got->field) != (long long)(want->field)) {                   \
      fprintf(stderr, "%s: %s: %lld != %lld\n", where, #field,                   \
              (long long)(got->field), (long long)(want->field));                \
      return false;                                                              \
    }                                                                            \
  } while (0)

static bool same_element(const char *where, const struct dxsig_element *got,
                         const struct dxsig_element *want) {
  if (got->name_len != want->name_len || memcmp(got->name, want->name, got->name_len) != 0) {
    fprintf(stderr, "%s: name '%s' != '%s'\n", where, got->name, want->name);
    return false;
  }
  EXPECT_SAME(id);
  EXPECT_SAME(comp_type);
  EXPECT_SAME(kind);
  EXPECT_SAME(index_count);
  for (uint32_t i = 0; i < got->index_count; ++i)
    EXPECT_SAME(indices[i]);
  EXPECT_SAME(interp);
  EXPECT_SAME(rows);
  EXPECT_SAME(cols);
  EXPECT_SAME(start_row);
  EXPECT_SAME(start_col);
  EXPECT_SAME(usage_mask);
  EXPECT_SAME(dyn_index_mask);
  EXPECT_SAME(stream);
  return true;
}

static bool same_entry(const struct dxsig_entry *got, const struct dxsig_entry *want) {
  const char *where = want->name;
  if (strcmp(got->name, want->name) != 0) {
    fprintf(stderr, "entry '%s' != '%s'\n", got->name, want->name);
    return false;
  }
  EXPECT_SAME(stage);
  EXPECT_SAME(has_stage);
  EXPECT_SAME(no_triple);
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    EXPECT_SAME(sigs[k].kind);
    EXPECT_SAME(sigs[k].present);
    EXPECT_SAME(sigs[k].count);
    for (size_t i = 0; i < got->sigs[k].count; ++i) {
      char at[128];
      snprintf(at, sizeof at, "%s %s element %zu", want->name, dxsig_sig_kind_name((uint32_t)k),
               i);
      if (!same_element(at, &got->sigs[k].elements[i], &want->sigs[k].elements[i]))
        return false;
    }
  }
  return true;
}

static bool same_module(const struct dxsig_module *got, const struct dxsig_module *want) {
  const char *where = "module";
  if (!got->triple || !want->triple || strcmp(got->triple, want->triple) != 0) {
    fprintf(stderr, "triple '%s' != '%s'\n", got->triple ? got->triple : "(none)",
            want->triple ? want->triple : "(none)");
    return false;
  }
  EXPECT_SAME(native16);
  EXPECT_SAME(valver_major);
  EXPECT_SAME(valver_minor);
  EXPECT_SAME(count);
  for (size_t i = 0; i < got->count; ++i)
    if (!same_entry(&got->entries[i], &want->entries[i]))
      return false;
  return true;
}

static void print_diags(const struct dxsig_diag_list *d) {
  for (size_t i = 0; i < d->count; ++i)
    fprintf(stderr, "  %s\n", d->items[i].message);
}

/* ---- LLVM helpers ---------------------------------------------------- */

/* text parsed into a new module of ctx; NULL (message printed) on error. */
static LLVMModuleRef parse(LLVMContextRef ctx, const char *text) {
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(text, strlen(text), "test.ll");
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {
    fprintf(stderr, "parse: %s\n%s\n", msg, text);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  return mod;
}

/* mod verified by LLVM, printed, parsed again: the text is valid IR. */
static LLVMModuleRef through_text(LLVMContextRef ctx, LLVMModuleRef mod) {
  char *msg = NULL;
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    fprintf(stderr, "verify: %s\n", msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMDisposeMessage(msg);
  char *text = LLVMPrintModuleToString(mod);
  LLVMModuleRef again = parse(ctx, text);
  LLVMDisposeMessage(text);
  return again;
}

/* The model from_model's module loads back as, checked by the verifier. */
static bool round_trip(const struct dxsig_module *want,
                       const struct dxsig_hlsl_attr *const *attrs, const size_t *counts) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = dxsig_glue_module_from_model(ctx, want, attrs, counts, "model");
  LLVMModuleRef again = mod ? through_text(ctx, mod) : NULL;
  struct dxsig_module got;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  bool ok = again && dxsig_glue_load(again, &got, &diags) && diags.count == 0;
  ok = ok && dxsig_verify_module(&got, &diags) && diags.count == 0;
  ok = ok && same_module(&got, want);
  if (again)
    dxsig_module_finish(&got);
  print_diags(&diags);
  dxsig_diag_list_finish(&diags);
  if (again)
    LLVMDisposeModule(again);
  if (mod)
    LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  return ok;
}

/* The value of string attribute key of function name, or "" ("(none)"
 * when the function has none). */
static const char *fn_attr(LLVMModuleRef mod, const char *name, const char *key) {
  LLVMValueRef f = LLVMGetNamedFunction(mod, name);
  LLVMAttributeRef a = f ? LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, key,
                                                         (unsigned)strlen(key))
                         : NULL;
  unsigned len = 0;
  return a ? LLVMGetStringAttributeValue(a, &len) : "(none)";
}

/* ---- dxsig_glue_module_from_model ------------------------------------ */

TEST(library_round_trip) {
  struct dxsig_module m;
  const struct dxsig_hlsl_attr *const *attrs;
  const size_t *counts;
  library_model(&m, &attrs, &counts);
  ASSERT_TRUE(round_trip(&m, attrs, counts));
  dxsig_module_finish(&m);
}

TEST(pixel_native16_round_trip) {
  struct dxsig_module m;
  const struct dxsig_hlsl_attr *const *attrs;
  const size_t *counts;
  pixel_model(&m, &attrs, &counts);
  ASSERT_TRUE(round_trip(&m, attrs, counts));
  dxsig_module_finish(&m);
}

/* Without attributes the stage still reaches "hlsl.shader"; the module
 * carries what the schema prescribes, operand types included. */
TEST(from_model_text) {
  struct dxsig_module m;
  const struct dxsig_hlsl_attr *const *attrs;
  const size_t *counts;
  pixel_model(&m, &attrs, &counts);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = dxsig_glue_module_from_model(ctx, &m, NULL, NULL, "bare");
  ASSERT_TRUE(mod);
  char *text = LLVMPrintModuleToString(mod);
  int found = strstr(text, "target triple = \"dxil-pc-shadermodel6.2-pixel\"") &&
              strstr(text, "!{i32 1, !\"dx.nativelowprec\", i32 1}") &&
              strstr(text, "!dx.valver = !{") && strstr(text, "!{i32 1, i32 7}") &&
              strstr(text, "define void @ps_main()") &&
              strstr(text, "\"hlsl.shader\"=\"pixel\"") &&
              strstr(text, "!{ptr @ps_main, !") &&
              strstr(text, "!{i32 1, !\"TEXCOORD\", i32 8, i32 0, !") &&
              strstr(text, ", i32 2, i32 1, i8 2, i32 -1, i8 -1, i8 3, i8 0, i32 0}") &&
              strstr(text, "!{i32 2}");
  if (!found)
    fprintf(stderr, "%s", text);
  LLVMDisposeMessage(text);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  dxsig_module_finish(&m);
  ASSERT_TRUE(found);
}

/* Absent lists are `null`, empty ones `!{}`, the fourth list only when the
 * model has it; a no_triple entry is a function without a triple. */
TEST(from_model_lists) {
  struct dxsig_module m;
  const struct dxsig_hlsl_attr *const *attrs;
  const size_t *counts;
  library_model(&m, &attrs, &counts);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = dxsig_glue_module_from_model(ctx, &m, attrs, counts, NULL);
  ASSERT_TRUE(mod);
  char *text = LLVMPrintModuleToString(mod);
  int found = strstr(text, "!{ptr @cs_main, !") && strstr(text, ", null}") &&
              strstr(text, "!{ptr @cs_empty, !") && strstr(text, " = !{}") &&
              !strstr(text, "!{ptr @cs_bare") && strstr(text, "define void @cs_bare()") &&
              LLVMGetNamedMetadataNumOperands(mod, "dx.semantic.signatures") == 4 &&
              LLVMGetNamedMetadataNumOperands(mod, "llvm.module.flags") == 0 &&
              LLVMGetNamedMetadataNumOperands(mod, "dx.valver") == 0;
  if (!found)
    fprintf(stderr, "%s", text);
  ASSERT_EQ_STR(fn_attr(mod, "gs_main", "hlsl.maxvertexcount"), "3");
  ASSERT_EQ_STR(fn_attr(mod, "cs_main", "hlsl.numthreads"), "8,4,1");
  ASSERT_EQ_STR(fn_attr(mod, "cs_bare", "hlsl.shader"), "compute");
  LLVMDisposeMessage(text);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  dxsig_module_finish(&m);
  ASSERT_TRUE(found);
}

TEST(from_model_unnamed_entry) {
  struct dxsig_module m;
  const struct dxsig_hlsl_attr *const *attrs;
  const size_t *counts;
  pixel_model(&m, &attrs, &counts);
  m.entries[0].name = NULL;
  LLVMContextRef ctx = LLVMContextCreate();
  ASSERT_TRUE(!dxsig_glue_module_from_model(ctx, &m, attrs, counts, "x"));
  LLVMContextDispose(ctx);
  dxsig_module_finish(&m);
}

/* ---- dxsig_glue_annotate --------------------------------------------- */

/* clang 22's shape: the entry wrapper carries the source name and
 * "hlsl.shader"; the user function is mangled and internal. */
static const char CLANG_LIKE[] =
    "target triple = \"dxilv1.3-pc-shadermodel6.3-library\"\n"
    "define internal void @_Z7vs_mainDv4_f(<4 x float> %p) { ret void }\n"
    "define void @vs_main() #0 { ret void }\n"
    "define void @gs_main() #1 { ret void }\n"
    "define void @ps_main() #2 { ret void }\n"
    "define void @helper() { ret void }\n"
    "declare void @decl() #0\n"
    "attributes #0 = { \"hlsl.shader\"=\"vertex\" }\n"
    "attributes #1 = { \"hlsl.shader\"=\"geometry\" \"hlsl.maxvertexcount\"=\"3\" }\n"
    "attributes #2 = { \"hlsl.shader\"=\"pixel\" }\n";

/* The library model's VS and GS, as the HLSL reader would give them. */
static void vs_gs_model(struct dxsig_module *m) {
  const struct dxsig_hlsl_attr *const *attrs;
  const size_t *counts;
  library_model(m, &attrs, &counts);
  m->count = 2;
  m->triple = "dxilv1.3-pc-shadermodel6.3-library";
}

TEST(annotate_adds_triples) {
  struct dxsig_module m;
  vs_gs_model(&m);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = parse(ctx, CLANG_LIKE);
  ASSERT_TRUE(mod);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  bool ok = dxsig_glue_annotate(mod, &m, &diags);
  if (!ok || diags.count)
    print_diags(&diags);
  ASSERT_TRUE(ok && diags.count == 0);
  ASSERT_EQ_INT(LLVMGetNamedMetadataNumOperands(mod, "dx.semantic.signatures"), 2);

  /* Read back: the model (ps_main, not annotated, is a no_triple entry
   * after the table's: a warning, its signatures unknown). */
  LLVMModuleRef again = through_text(ctx, mod);
  ASSERT_TRUE(again);
  struct dxsig_module got;
  ok = dxsig_glue_load(again, &got, &diags);
  if (!ok || diags.count != 1)
    print_diags(&diags);
  ASSERT_TRUE(ok && diags.count == 1 && diags.items[0].code == DXSIG_RULE_ENTRY_NO_TRIPLE);
  ASSERT_EQ_INT(got.count, 3);
  ASSERT_EQ_STR(got.entries[2].name, "ps_main");
  got.count = 2;
  ASSERT_TRUE(same_module(&got, &m));
  dxsig_module_finish(&got);

  /* Twice: every entry is already listed; the module stays as it was. */
  char *before = LLVMPrintModuleToString(mod);
  dxsig_diag_list_finish(&diags);
  dxsig_diag_list_init(&diags);
  ASSERT_TRUE(!dxsig_glue_annotate(mod, &m, &diags));
  ASSERT_EQ_INT(diags.count, 2);
  ASSERT_EQ_INT(diags.items[0].code, DXSIG_RULE_ENTRY_DUPLICATE);
  ASSERT_EQ_INT(diags.items[1].code, DXSIG_RULE_ENTRY_DUPLICATE);
  char *after = LLVMPrintModuleToString(mod);
  ASSERT_EQ_STR(after, before);
  LLVMDisposeMessage(before);
  LLVMDisposeMessage(after);
  dxsig_diag_list_finish(&diags);
  LLVMDisposeModule(again);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  dxsig_module_finish(&m);
}

/* Every refusal is reported, and none of the good entries is written. */
TEST(annotate_errors_all_or_nothing) {
  static const char *const names[] = {"vs_main", "missing", "helper", "decl",
                                      "gs_main", "ps_main", "other", "vs_main"};
  struct dxsig_module m;
  vs_gs_model(&m);
  struct dxsig_entry *all = dxsig_arena_calloc(&m.arena, 8, sizeof *all);
  for (size_t i = 0; i < 8; ++i) {
    all[i] = m.entries[i == 4 ? 1 : 0];
    all[i].name = names[i];
  }
  all[5].stage = DXSIG_STAGE_VERTEX; /* ps_main's function says pixel */
  m.entries = all;
  m.count = 8;

  LLVMContextRef ctx = LLVMContextCreate();
  char text[2048];
  snprintf(text, sizeof text,
           "%sdefine void @other() #0 { ret void }\n"
           "!dx.semantic.signatures = !{!0}\n!0 = !{ptr @other, null, null}\n",
           CLANG_LIKE);
  LLVMModuleRef mod = parse(ctx, text);
  ASSERT_TRUE(mod);
  char *before = LLVMPrintModuleToString(mod);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  bool ok = dxsig_glue_annotate(mod, &m, &diags);
  ASSERT_TRUE(!ok);
  static const enum dxsig_rule want[] = {
      DXSIG_RULE_ENTRY_NOT_FOUND,      /* missing */
      DXSIG_RULE_ENTRY_NOT_FOUND,      /* helper: no "hlsl.shader" */
      DXSIG_RULE_ENTRY_DECLARATION,    /* decl */
      DXSIG_RULE_ENTRY_STAGE_CONFLICT, /* ps_main */
      DXSIG_RULE_ENTRY_DUPLICATE,      /* other: already listed */
      DXSIG_RULE_ENTRY_DUPLICATE,      /* vs_main: twice in the model */
  };
  if (diags.count != sizeof want / sizeof want[0])
    print_diags(&diags);
  ASSERT_EQ_INT(diags.count, sizeof want / sizeof want[0]);
  for (size_t i = 0; i < diags.count; ++i)
    ASSERT_EQ_INT(diags.items[i].code, want[i]);
  ASSERT_TRUE(strstr(diags.items[0].message, "entry 'missing'") &&
              strstr(diags.items[0].message, "no function of this name"));
  ASSERT_TRUE(strstr(diags.items[1].message, "no \"hlsl.shader\" attribute"));
  ASSERT_TRUE(strstr(diags.items[3].message, "'vertex'") &&
              strstr(diags.items[3].message, "\"hlsl.shader\"=\"pixel\""));
  char *after = LLVMPrintModuleToString(mod);
  ASSERT_EQ_STR(after, before);
  ASSERT_EQ_INT(LLVMGetNamedMetadataNumOperands(mod, "dx.semantic.signatures"), 1);
  LLVMDisposeMessage(before);
  LLVMDisposeMessage(after);
  dxsig_diag_list_finish(&diags);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  dxsig_module_finish(&m);
}

/* ---- main ------------------------------------------------------------ */

static int print_model(const char *name) {
  struct dxsig_module m;
  const struct dxsig_hlsl_attr *const *attrs;
  const size_t *counts;
  if (strcmp(name, "library") == 0)
    library_model(&m, &attrs, &counts);
  else if (strcmp(name, "pixel") == 0)
    pixel_model(&m, &attrs, &counts);
  else {
    fprintf(stderr, "unknown model '%s' (library, pixel)\n", name);
    return 2;
  }
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = dxsig_glue_module_from_model(ctx, &m, attrs, counts, name);
  char *text = LLVMPrintModuleToString(mod);
  fputs(text, stdout);
  LLVMDisposeMessage(text);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  dxsig_module_finish(&m);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "--print") == 0)
    return print_model(argv[2]);
  RUN(library_round_trip);
  RUN(pixel_native16_round_trip);
  RUN(from_model_text);
  RUN(from_model_lists);
  RUN(from_model_unnamed_entry);
  RUN(annotate_adds_triples);
  RUN(annotate_errors_all_or_nothing);
  return test_summary();
}
