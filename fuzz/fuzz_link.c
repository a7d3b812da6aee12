/* libFuzzer harness: stage linkage, the path of `dxsig link FILE.ll` and
 * the dxsig-link pass: !dx.pipelines read from a module, every pipeline's
 * pairs checked, then every adjacent pair of the module's entries and an
 * input layout against its vertex shader.
 *
 * Random .ll text rarely holds a module whose pipelines name real stages
 * (fuzz_ll's concern), so the input describes one and the harness writes
 * it as .ll text for LLVM's parser. Seven entries, one per graphics stage
 * and compute (vs_main, hs_main, ds_main, gs_main, ps_main, ms_main,
 * cs_main), and an external function. The bytes, in order:
 *   - byte 0: bit 0 optimized packing (else prefix-stable);
 *   - elements, 4 bytes each, until a byte 0xFE or 0xFD:
 *     entry (mod 7) | list << 4 (mod 3: input, output, patch constant);
 *     name (mod 12: arbitrary names, system values) | semantic index << 4;
 *     component type (mod 4) | interpolation << 2 (mod 8) | rows - 1 << 5;
 *     columns - 1 (bits 0-1) | UsageMask << 4;
 *   - 0xFE, a count (mod 7) and that many items: a pipeline. An item's
 *     top three bits: 0-3 a function (low bits mod 8: the entries, then
 *     the external function), 4 a name string, 5 an integer, 6 null, 7 an
 *     empty node;
 *   - 0xFD, then the rest: an input layout for vs_main.
 * Invariants, checked with abort(): the link changes nothing in the
 * module; two links of one module report the same diagnostics; a pair
 * checked twice reports the same. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "glue.h"
#include "link_glue.h"

#define ENTRIES 7

static const char *const ENTRY_NAMES[ENTRIES] = {"vs_main", "hs_main", "ds_main", "gs_main",
                                                 "ps_main", "ms_main", "cs_main"};
static const char *const STAGES[ENTRIES] = {"vertex", "hull",  "domain", "geometry",
                                            "pixel",  "mesh", "compute"};
static const struct {
  const char *name;
  int kind; /* DXIL semantic kind */
} NAMES[12] = {{"POSITION", 0},       {"TEXCOORD", 0},         {"COLOR", 0},
               {"texcoord", 0},       {"SV_Position", 3},      {"SV_Target", 16},
               {"SV_ClipDistance", 6}, {"SV_PrimitiveID", 10}, {"SV_TessFactor", 25},
               {"SV_InsideTessFactor", 26}, {"SV_IsFrontFace", 13}, {"SV_CullDistance", 7}};
static const int COMP_TYPES[4] = {9, 4, 5, 8}; /* F32, I32, U32, F16 */

static void fail(const char *what) {
  fprintf(stderr, "fuzz_link invariant broken: %s\n", what);
  abort();
}

struct text {
  char *data;
  size_t len, cap;
  bool failed;
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put(struct text *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (t->failed || n < 0)
    return;
  if (t->len + (size_t)n + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 4096;
    while (cap < t->len + (size_t)n + 1)
      cap *= 2;
    char *p = realloc(t->data, cap);
    if (!p) {
      t->failed = true;
      return;
    }
    t->data = p;
    t->cap = cap;
  }
  va_start(ap, fmt);
  vsnprintf(t->data + t->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  t->len += (size_t)n;
}

/* The module the bytes describe; *layout and *layout_len: the layout text. */
static void describe(const uint8_t *data, size_t size, struct text *t, const uint8_t **layout,
                     size_t *layout_len) {
  put(t, "target triple = \"dxil-pc-shadermodel6.8-library\"\n\n");
  for (int e = 0; e < ENTRIES; ++e)
    put(t, "define void @%s() #%d {\n  ret void\n}\n\n", ENTRY_NAMES[e], e);
  put(t, "declare void @ext()\n\n");
  for (int e = 0; e < ENTRIES; ++e)
    put(t, "attributes #%d = { \"hlsl.shader\"=\"%s\" }\n", e, STAGES[e]);

  /* Elements: one node each, then the lists and the triples. */
  unsigned node = 1;
  unsigned lists[ENTRIES][3][64];
  size_t counts[ENTRIES][3] = {{0}};
  size_t i = 1;
  for (; i + 4 <= size && data[i] != 0xFE && data[i] != 0xFD; i += 4) {
    int e = data[i] % ENTRIES, l = (data[i] >> 4) % 3;
    if (counts[e][l] == 64)
      continue;
    int name = data[i + 1] % 12, index = data[i + 1] >> 4;
    int comp = COMP_TYPES[data[i + 2] & 3], interp = (data[i + 2] >> 2) & 7;
    int rows = ((data[i + 2] >> 5) & 3) + 1, cols = (data[i + 3] & 3) + 1;
    int usage = (data[i + 3] >> 4) & ((1 << cols) - 1);
    put(t, "!%u = !{", node);
    for (int r = 0; r < rows; ++r)
      put(t, "%si32 %d", r ? ", " : "", index + r);
    put(t, "}\n");
    put(t, "!%u = !{i32 %zu, !\"%s\", i32 %d, i32 %d, !%u, i32 %d, i32 %d, i8 %d, i32 -1, i8 -1, "
           "i8 %d, i8 0, i32 0}\n",
        node + 1, counts[e][l], NAMES[name].name, comp, NAMES[name].kind, node, interp, rows,
        cols, usage);
    lists[e][l][counts[e][l]++] = node + 1;
    node += 2;
  }
  unsigned triples[ENTRIES];
  for (int e = 0; e < ENTRIES; ++e) {
    unsigned list_node[3];
    for (int l = 0; l < 3; ++l) {
      list_node[l] = 0;
      if (!counts[e][l])
        continue;
      list_node[l] = node++;
      put(t, "!%u = !{", list_node[l]);
      for (size_t k = 0; k < counts[e][l]; ++k)
        put(t, "%s!%u", k ? ", " : "", lists[e][l][k]);
      put(t, "}\n");
    }
    triples[e] = node++;
    put(t, "!%u = !{ptr @%s", triples[e], ENTRY_NAMES[e]);
    for (int l = 0; l < 3; ++l) {
      if (l == 2 && !list_node[2])
        break;
      if (list_node[l])
        put(t, ", !%u", list_node[l]);
      else
        put(t, ", null");
    }
    put(t, "}\n");
  }
  put(t, "!dx.semantic.signatures = !{");
  for (int e = 0; e < ENTRIES; ++e)
    put(t, "%s!%u", e ? ", " : "", triples[e]);
  put(t, "}\n");

  /* Pipelines. */
  unsigned pipes[64];
  size_t pipe_count = 0;
  while (i + 1 < size && data[i] == 0xFE && pipe_count < 64) {
    size_t n = data[i + 1] % 7;
    i += 2;
    unsigned me = node++;
    put(t, "!%u = !{", me);
    for (size_t k = 0; k < n && i < size; ++k, ++i) {
      uint8_t c = data[i];
      const char *sep = k ? ", " : "";
      switch (c >> 5) {
      case 4: put(t, "%s!\"p%u\"", sep, c & 31u); break;
      case 5: put(t, "%si32 %u", sep, c & 31u); break;
      case 6: put(t, "%snull", sep); break;
      case 7: put(t, "%s!{}", sep); break;
      default: put(t, "%sptr @%s", sep, (c & 7) < ENTRIES ? ENTRY_NAMES[c & 7] : "ext");
      }
    }
    put(t, "}\n");
    pipes[pipe_count++] = me;
  }
  if (pipe_count) {
    put(t, "!dx.pipelines = !{");
    for (size_t k = 0; k < pipe_count; ++k)
      put(t, "%s!%u", k ? ", " : "", pipes[k]);
    put(t, "}\n");
  }
  *layout = NULL;
  *layout_len = 0;
  if (i < size && data[i] == 0xFD) {
    *layout = data + i + 1;
    *layout_len = size - i - 1;
  }
}

static bool same_messages(const struct dxsig_diag_list *a, const struct dxsig_diag_list *b) {
  if (a->count != b->count || a->error_count != b->error_count)
    return false;
  for (size_t k = 0; k < a->count; ++k)
    if (strcmp(a->items[k].message, b->items[k].message) != 0)
      return false;
  return true;
}

/* Every adjacent pair of the packed model's entries, each checked twice,
 * and the layout against the vertex shader. */
static void check_pairs(const struct dxsig_module *m, const uint8_t *layout, size_t layout_len) {
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_link_stage stages[ENTRIES];
  bool have[ENTRIES] = {false};
  for (size_t e = 0; e < m->count && e < ENTRIES; ++e) {
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    have[e] = dxsig_link_stage_from_entry(&stages[e], &m->entries[e], m, &arena, &d);
    dxsig_diag_list_finish(&d);
  }
  for (size_t p = 0; p < ENTRIES; ++p)
    for (size_t c = 0; c < ENTRIES; ++c) {
      if (!have[p] || !have[c] || !dxsig_link_stages_adjacent(stages[p].stage, stages[c].stage))
        continue;
      struct dxsig_diag_list one, two;
      dxsig_diag_list_init(&one);
      dxsig_diag_list_init(&two);
      bool a = dxsig_link_check(&stages[p], &stages[c], &one);
      bool b = dxsig_link_check(&stages[p], &stages[c], &two);
      if (a != b || !same_messages(&one, &two))
        fail("one pair checked twice reports differently");
      if (a != (one.error_count == 0))
        fail("a pair's result and its errors disagree");
      dxsig_diag_list_finish(&one);
      dxsig_diag_list_finish(&two);
    }
  if (layout && have[0]) {
    struct dxsig_layout_element *els;
    size_t n;
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    dxsig_layout_parse((const char *)layout, layout_len, "layout", &arena, &els, &n, &d);
    dxsig_link_input_layout(els, n, "layout", &stages[0], &d);
    dxsig_diag_list_finish(&d);
  }
  dxsig_arena_finish(&arena);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 8192)
    return 0;
  struct text t = {0};
  const uint8_t *layout;
  size_t layout_len;
  describe(data, size, &t, &layout, &layout_len);
  if (t.failed) {
    free(t.data);
    return 0;
  }
  /* The layout text apart, in an exactly sized block (ASan). */
  char *layout_copy = layout_len ? malloc(layout_len) : NULL;
  if (layout_copy)
    memcpy(layout_copy, layout, layout_len);
  enum dxsig_packing_mode mode =
      data[0] & 1 ? DXSIG_PACKING_OPTIMIZED : DXSIG_PACKING_PREFIX_STABLE;

  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(t.data, t.len, "fuzz_link.ll");
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg) != 0) {
    fprintf(stderr, "%s\n%s", msg ? msg : "", t.data);
    fail("the module the harness wrote does not parse");
  }
  char *before = LLVMPrintModuleToString(mod);
  struct dxsig_diag_list runs[2];
  for (int k = 0; k < 2; ++k) {
    struct dxsig_model model;
    dxsig_glue_model_load(mod, &model);
    dxsig_diag_list_init(&runs[k]);
    dxsig_pass_link(mod, &model, mode, &runs[k]);
    if (k == 1 && model.m.count == ENTRIES)
      check_pairs(&model.m, (const uint8_t *)layout_copy, layout_len);
    dxsig_model_finish(&model);
  }
  if (!same_messages(&runs[0], &runs[1]))
    fail("two links of one module report differently");
  char *after = LLVMPrintModuleToString(mod);
  if (strcmp(before, after) != 0)
    fail("dxsig-link changed the module");
  LLVMDisposeMessage(after);
  LLVMDisposeMessage(before);
  for (int k = 0; k < 2; ++k)
    dxsig_diag_list_finish(&runs[k]);
  LLVMDisposeModule(mod);
  LLVMDisposeMessage(msg);
  LLVMContextDispose(ctx);
  free(layout_copy);
  free(t.data);
  return 0;
}
