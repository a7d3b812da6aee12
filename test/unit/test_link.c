/* Unit tests of the stage-linkage check: each rule with its exact message
 * on hand-built stages, the stage pairs, input layouts, and the container
 * and layout readers against truncated, corrupted and random input. */
#include <stdlib.h>

#include "dxsig/container.h"
#include "dxsig/dxsig.h"
#include "dxsig/link.h"
#include "test.h"

/* A record: name, index, system value, comp type, register, mask, rw. */
static struct dxsig_link_row row(const char *name, uint32_t index, uint32_t sv, uint32_t type,
                                 uint32_t reg, uint8_t mask, uint8_t rw) {
  struct dxsig_link_row r = {0};
  r.name = name;
  r.index = index;
  r.system_value = sv;
  r.comp_type = type;
  r.reg = reg;
  r.mask = mask;
  r.rw_mask = rw;
  r.interp = DXSIG_LINK_INTERP_UNKNOWN;
  return r;
}

#define FLOAT 3u
#define UINT 1u

static struct dxsig_link_stage stage(const char *name, enum dxsig_shader_stage s,
                                     const struct dxsig_link_row *in, size_t nin,
                                     const struct dxsig_link_row *out, size_t nout) {
  struct dxsig_link_stage st = {0};
  st.name = name;
  st.stage = s;
  st.lists[DXSIG_SIG_INPUT] = (struct dxsig_link_list){in, nin};
  st.lists[DXSIG_SIG_OUTPUT] = (struct dxsig_link_list){out, nout};
  return st;
}

/* The messages of one check, joined by newlines. */
static char *check(const struct dxsig_link_stage *p, const struct dxsig_link_stage *c, bool *ok) {
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  *ok = dxsig_link_check(p, c, &d);
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  for (size_t i = 0; i < d.count; ++i)
    dxsig_buffer_printf(&b, "%s%s\n", d.items[i].severity == DXSIG_WARNING ? "warning: " : "",
                        d.items[i].message);
  dxsig_diag_list_finish(&d);
  char *text = b.data ? b.data : calloc(1, 1);
  return text;
}

TEST(vs_ps_rules) {
  bool ok;
  struct dxsig_link_row VS_OUT[] = {row("SV_Position", 0, 1, FLOAT, 0, 0xF, 0x0),
                                    row("TEXCOORD", 1, 0, FLOAT, 1, 0x3, 0x2), /* never .y */
                                    row("COLOR", 0, 0, FLOAT, 2, 0xF, 0x0)};
  VS_OUT[0].interp = 4;
  VS_OUT[1].interp = VS_OUT[2].interp = 2;
  /* The brief's example: TEXCOORD1 read at r2.zw, written at r1.xy. */
  struct dxsig_link_row in1[] = {row("SV_Position", 0, 1, FLOAT, 0, 0xF, 0xF),
                                 row("TEXCOORD", 1, 0, FLOAT, 2, 0xC, 0xC)};
  struct dxsig_link_stage vs = stage("vs_main", DXSIG_STAGE_VERTEX, NULL, 0, VS_OUT, 3);
  struct dxsig_link_stage ps = stage("ps_main", DXSIG_STAGE_PIXEL, in1, 2, NULL, 0);
  char *t = check(&vs, &ps, &ok);
  ASSERT_TRUE(!ok);
  ASSERT_EQ_STR(t, "ps_main input TEXCOORD1 reads r2.zw but vs_main writes TEXCOORD1 at r1.xy "
                   "(registers differ)\n");
  free(t);
  /* Same register, other components; a component never written; a type;
   * a missing semantic; generated system values are fine. */
  struct dxsig_link_row in2[] = {row("SV_Position", 0, 1, FLOAT, 0, 0xF, 0xF),
                                 row("texcoord", 1, 0, FLOAT, 1, 0x3, 0x3),
                                 row("COLOR", 0, 0, UINT, 2, 0x3, 0x1),
                                 row("NORMAL", 0, 0, FLOAT, 3, 0x7, 0x7),
                                 row("SV_IsFrontFace", 0, 9, UINT, 4, 0x1, 0x1),
                                 row("SV_SampleIndex", 0, 10, UINT, DXSIG_LINK_NO_REGISTER, 0x1, 0)};
  ps = stage("ps_main", DXSIG_STAGE_PIXEL, in2, 6, NULL, 0);
  t = check(&vs, &ps, &ok);
  ASSERT_TRUE(!ok);
  ASSERT_EQ_STR(t,
                "ps_main input texcoord1 always reads r1.y but vs_main never writes r1.y of "
                "texcoord1\n"
                "ps_main input COLOR0 reads r2.xy as uint but vs_main writes COLOR0 as float\n"
                "ps_main input NORMAL0 reads r3.xyz but vs_main writes no NORMAL0 (it writes "
                "SV_Position0, TEXCOORD1, COLOR0)\n");
  free(t);
  struct dxsig_link_row in3[] = {row("COLOR", 0, 0, FLOAT, 2, 0x6, 0x0)};
  in3[0].interp = 1;
  ps = stage("ps_main", DXSIG_STAGE_PIXEL, in3, 1, NULL, 0);
  t = check(&vs, &ps, &ok);
  ASSERT_TRUE(ok); /* a warning only */
  ASSERT_EQ_STR(t, "warning: ps_main input COLOR0 is nointerpolation but vs_main writes COLOR0 "
                   "as linear: lists packed with different modes can place elements "
                   "differently\n");
  free(t);
}

TEST(primitive_id_after_gs) {
  bool ok;
  struct dxsig_link_row gs_out[] = {row("SV_Position", 0, 1, FLOAT, 0, 0xF, 0)};
  struct dxsig_link_row in[] = {row("SV_PrimitiveID", 0, 7, UINT, 1, 0x1, 0x1)};
  struct dxsig_link_stage gs = stage("gs", DXSIG_STAGE_GEOMETRY, NULL, 0, gs_out, 1);
  struct dxsig_link_stage ds = stage("ds", DXSIG_STAGE_DOMAIN, NULL, 0, gs_out, 1);
  struct dxsig_link_stage ps = stage("ps", DXSIG_STAGE_PIXEL, in, 1, NULL, 0);
  char *t = check(&gs, &ps, &ok);
  ASSERT_TRUE(!ok);
  ASSERT_EQ_STR(t, "ps input SV_PrimitiveID0 reads r1.x but gs writes no SV_PrimitiveID0 (it "
                   "writes SV_Position0)\n");
  free(t);
  t = check(&ds, &ps, &ok);
  ASSERT_TRUE(ok);
  ASSERT_EQ_STR(t, "");
  free(t);
}

TEST(adjacency) {
  static const enum dxsig_shader_stage G[] = {DXSIG_STAGE_VERTEX, DXSIG_STAGE_HULL,
                                              DXSIG_STAGE_DOMAIN, DXSIG_STAGE_GEOMETRY,
                                              DXSIG_STAGE_PIXEL,  DXSIG_STAGE_MESH,
                                              DXSIG_STAGE_COMPUTE};
  /* rows: producer VS HS DS GS PS MS CS; columns: consumer, same order */
  static const char *want[] = {"0101100", "0010000", "0001100", "0000100",
                               "0000000", "0000100", "0000000"};
  for (int p = 0; p < 7; ++p)
    for (int c = 0; c < 7; ++c)
      ASSERT_EQ_INT(dxsig_link_stages_adjacent(G[p], G[c]), want[p][c] == '1');
}

TEST(layout) {
  static const char text[] = "# layout\n"
                             "POSITION 0 R32G32B32_FLOAT\n"
                             "  COLOR 0 DXGI_FORMAT_R8G8B8A8_UNORM # float\n"
                             "\n"
                             "TEX 4294967295 R16G16_FLOAT\n"
                             "X 4294967296 R32_FLOAT\n"
                             "Y 0\n";
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_layout_element *els;
  size_t n;
  ASSERT_TRUE(!dxsig_layout_parse(text, sizeof text - 1, "L.txt", &arena, &els, &n, &d));
  ASSERT_EQ_INT(n, 3);
  ASSERT_EQ_STR(els[1].name, "COLOR");
  ASSERT_EQ_INT(els[1].format, 28);
  ASSERT_EQ_INT(els[1].line, 3);
  ASSERT_EQ_INT(els[2].index, 4294967295u);
  ASSERT_EQ_INT(d.count, 2);
  ASSERT_EQ_STR(d.items[0].message, "L.txt:6: semantic index '4294967296' is not a number");
  ASSERT_EQ_STR(d.items[1].message, "L.txt:7: expected 'NAME INDEX FORMAT', found 2 fields");
  ASSERT_EQ_STR(dxsig_dxgi_format_name(28), "R8G8B8A8_UNORM");
  ASSERT_TRUE(dxsig_dxgi_format_name(1000) == NULL);

  /* Against a vertex shader: COLOR read as uint warns, NORMAL is missing,
   * SV_VertexID needs no element. */
  struct dxsig_link_row in[] = {row("POSITION", 0, 0, FLOAT, 0, 0x7, 0x7),
                                row("COLOR", 0, 0, UINT, 1, 0xF, 0xF),
                                row("NORMAL", 0, 0, FLOAT, 2, 0x7, 0x7),
                                row("SV_VertexID", 0, 6, UINT, 3, 0x1, 0x1)};
  struct dxsig_link_stage vs = stage("vs", DXSIG_STAGE_VERTEX, in, 4, NULL, 0);
  dxsig_diag_list_finish(&d);
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_link_input_layout(els, n, "L.txt", &vs, &d));
  ASSERT_EQ_INT(d.count, 2);
  ASSERT_EQ_STR(d.items[0].message, "vs input COLOR0 reads r1.xyzw as uint but L.txt:3 gives it "
                                    "as R8G8B8A8_UNORM: the vertex data is converted for float "
                                    "and reinterpreted");
  ASSERT_EQ_INT(d.items[0].severity, DXSIG_WARNING);
  ASSERT_EQ_STR(d.items[1].message, "vs input NORMAL0 reads r2.xyz but the input layout L.txt "
                                    "has no NORMAL0 (it has: POSITION0, COLOR0, TEX4294967295)");
  dxsig_diag_list_finish(&d);
  dxsig_arena_finish(&arena);
}

/* Duplicates (names in either case) are reported in line order, each
 * naming the first declaration; an input finds its element in either
 * case; names from the input are escaped (#25). */
TEST(layout_duplicates) {
  struct dxsig_layout_element els[] = {
      {"A", 0, 2, 1}, {"b", 1, 2, 2}, {"a", 0, 2, 3}, {"B", 1, 29, 4},
      {"A", 0, 2, 5}, {"C\x1b[2J", 0, 2, 6}, {"C", 0, 42, 7}};
  struct dxsig_link_row in[] = {row("a", 0, 0, FLOAT, 0, 0xF, 0xF),
                                row("B", 1, 0, FLOAT, 1, 0xF, 0xF),
                                row("c", 0, 0, UINT, 2, 0x1, 0x1)};
  struct dxsig_link_stage vs = stage("vs", DXSIG_STAGE_VERTEX, in, 3, NULL, 0);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_link_input_layout(els, 7, "L.txt", &vs, &d));
  ASSERT_EQ_INT(d.count, 4);
  ASSERT_EQ_STR(d.items[0].message, "L.txt:3: a0 is already declared on line 1");
  ASSERT_EQ_STR(d.items[1].message, "L.txt:4: B1: R8G8B8A8_UNORM_SRGB is not a vertex buffer format");
  ASSERT_EQ_STR(d.items[2].message, "L.txt:4: B1 is already declared on line 2");
  ASSERT_EQ_STR(d.items[3].message, "L.txt:5: A0 is already declared on line 1");
  dxsig_diag_list_finish(&d);
  /* No element at all, or only others: the names listed, escaped. */
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_link_input_layout(els + 5, 1, "L.txt", &vs, &d));
  ASSERT_EQ_INT(d.count, 3);
  ASSERT_EQ_STR(d.items[0].message, "vs input a0 reads r0.xyzw but the input layout L.txt has no "
                                    "a0 (it has: C\\x1b[2J0)");
  dxsig_diag_list_finish(&d);
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_link_input_layout(NULL, 0, "L.txt", &vs, &d));
  ASSERT_EQ_INT(d.count, 3);
  ASSERT_EQ_STR(d.items[2].message, "vs input c0 reads r2.x but the input layout L.txt has no c0 "
                                    "(it has: nothing)");
  dxsig_diag_list_finish(&d);
}

/* Pipeline stages are found by exact name, the first entry of a name
 * when two have it; a name no entry has is reported with its pipeline. */
TEST(pipelines_by_name) {
  struct dxsig_entry entries[] = {
      {.name = "vs", .stage = DXSIG_STAGE_VERTEX, .has_stage = true},
      {.name = NULL, .stage = DXSIG_STAGE_PIXEL, .has_stage = true},
      {.name = "ps", .stage = DXSIG_STAGE_PIXEL, .has_stage = true},
      {.name = "cs", .stage = DXSIG_STAGE_COMPUTE, .has_stage = true},
      {.name = "vs", .stage = DXSIG_STAGE_COMPUTE, .has_stage = true}};
  struct dxsig_module m = {.entries = entries, .count = 5};
  static const char *const ok[] = {"vs", "ps"}, *const bad[] = {"VS", "ps", "cs"};
  struct dxsig_pipeline pipes[] = {{"ok", ok, 2}, {NULL, bad, 3}};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_link_pipelines(&m, pipes, 1, &d));
  ASSERT_EQ_INT(d.count, 0);
  ASSERT_TRUE(!dxsig_link_pipelines(&m, pipes, 2, &d));
  ASSERT_EQ_INT(d.count, 2);
  ASSERT_EQ_STR(d.items[0].message, "pipeline 1: no entry 'VS' in dx.semantic.signatures");
  ASSERT_EQ_STR(d.items[1].message, "pipeline 1: cs is a compute shader, not a graphics stage");
  dxsig_diag_list_finish(&d);
}

static unsigned rnd(unsigned *s) {
  *s = *s * 1103515245u + 12345u;
  return (*s >> 16) & 0x7FFFu;
}

/* Random text never crashes the layout reader. */
TEST(layout_random) {
  unsigned seed = 99;
  static const char alphabet[] = "ABC 0123_\n#\t\rR32G_FLOATDXGI_FORMAT_";
  for (int iter = 0; iter < 2000; ++iter) {
    char text[200];
    size_t len = rnd(&seed) % sizeof text;
    for (size_t i = 0; i < len; ++i)
      text[i] = rnd(&seed) % 17 == 0 ? (char)rnd(&seed) : alphabet[rnd(&seed) % (sizeof alphabet - 1)];
    struct dxsig_arena arena;
    dxsig_arena_init(&arena);
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    struct dxsig_layout_element *els;
    size_t n;
    dxsig_layout_parse(text, len, "r", &arena, &els, &n, &d);
    ASSERT_TRUE(n <= len / 5 + 1);
    dxsig_diag_list_finish(&d);
    dxsig_arena_finish(&arena);
  }
}

/* A container of one vertex entry, built by the container writer. */
static uint8_t *vs_container(size_t *size) {
  static const uint32_t idx[2] = {0, 1};
  struct dxsig_element out[2] = {{0}};
  out[0] = (struct dxsig_element){0, "SV_Position", 11, DXSIG_COMP_F32, DXSIG_SEMANTIC_POSITION,
                                  idx, 1, DXSIG_INTERP_LINEAR_NOPERSPECTIVE, 1, 4, 0, 0, 0xF, 0, 0, {false, 0}};
  out[1] = (struct dxsig_element){1, "TEXCOORD", 8, DXSIG_COMP_F32, 0, idx, 2,
                                  DXSIG_INTERP_LINEAR, 2, 2, 1, 0, 0x3, 0, 0, {false, 0}};
  struct dxsig_entry e = {0};
  e.name = "vs_main";
  e.stage = DXSIG_STAGE_VERTEX;
  e.has_stage = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    e.sigs[k].kind = (enum dxsig_sig_kind)k;
  e.sigs[DXSIG_SIG_OUTPUT] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = out, .count = 2};
  struct dxsig_container_input in = {0};
  in.entry = &e;
  in.opts = (struct dxsig_part_options){1, 8, false, DXSIG_TESS_DOMAIN_UNDEFINED};
  dxsig_psv_info_init(&in.psv);
  struct dxsig_bytes b;
  dxsig_bytes_init(&b);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  bool ok = dxsig_container_build(&b, &in, &d);
  dxsig_diag_list_finish(&d);
  if (!ok) {
    dxsig_bytes_finish(&b);
    return NULL;
  }
  return dxsig_bytes_release(&b, size);
}

TEST(container_reader) {
  size_t size;
  uint8_t *data = vs_container(&size);
  ASSERT_TRUE(data != NULL);
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_link_stage st;
  ASSERT_TRUE(dxsig_link_stage_from_container(&st, data, size, "vs.dxbc", &arena, &d));
  ASSERT_EQ_INT(st.stage, DXSIG_STAGE_VERTEX);
  ASSERT_EQ_INT(st.lists[DXSIG_SIG_OUTPUT].count, 3);
  const struct dxsig_link_row *r = &st.lists[DXSIG_SIG_OUTPUT].rows[2];
  ASSERT_EQ_STR(r->name, "TEXCOORD");
  ASSERT_EQ_INT(r->index, 1);
  ASSERT_EQ_INT(r->reg, 2);
  ASSERT_EQ_INT(r->mask, 0x3);
  ASSERT_EQ_INT(r->rw_mask, 0xC); /* writes .xy: never writes .zw */
  ASSERT_EQ_INT(r->comp_type, 3);
  dxsig_diag_list_finish(&d);
  /* Every truncation and many corruptions: reported or read, never past
   * the end (the sanitized build checks). */
  unsigned seed = 5;
  for (size_t len = 0; len <= size; ++len) {
    dxsig_diag_list_init(&d);
    dxsig_link_stage_from_container(&st, data, len, "cut", &arena, &d);
    dxsig_diag_list_finish(&d);
  }
  uint8_t *copy = malloc(size);
  for (int iter = 0; iter < 3000 && copy; ++iter) {
    memcpy(copy, data, size);
    for (int f = 0; f < 1 + (int)(rnd(&seed) % 4); ++f)
      copy[rnd(&seed) % size] = (uint8_t)rnd(&seed);
    dxsig_diag_list_init(&d);
    if (dxsig_link_stage_from_container(&st, copy, size, "bad", &arena, &d)) {
      for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
        for (size_t i = 0; i < st.lists[k].count; ++i)
          ASSERT_TRUE(st.lists[k].rows[i].name != NULL);
    }
    dxsig_diag_list_finish(&d);
  }
  free(copy);
  free(data);
  dxsig_arena_finish(&arena);
}

int main(void) {
  RUN(vs_ps_rules);
  RUN(primitive_id_after_gs);
  RUN(adjacency);
  RUN(layout);
  RUN(layout_duplicates);
  RUN(pipelines_by_name);
  RUN(layout_random);
  RUN(container_reader);
  return test_summary();
}
