/* Printers: register maps (seed layouts), DXC tables, module text. */
#include "dxsig/print.h"
#include "test.h"

static const uint32_t I0[] = {0}, I1[] = {1}, I2[] = {2}, I3[] = {3}, I012[] = {0, 1, 2},
                      I01[] = {0, 1};

#define EL(nm, idx, r, c, row, col)                                                     \
  (struct dxsig_element) {                                                              \
    .name = nm, .name_len = sizeof(nm) - 1, .comp_type = DXSIG_COMP_F32, .indices = idx, \
    .index_count = r, .rows = r, .cols = c, .start_row = row, .start_col = col           \
  }

static struct dxsig_signature sig_of(struct dxsig_element *els, size_t n) {
  return (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = els, .count = n};
}

static void map_is(struct dxsig_element *els, size_t n, const char *expected, int *ok) {
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  struct dxsig_signature s = sig_of(els, n);
  dxsig_print_register_map(&b, &s);
  *ok = !b.failed && strcmp(b.data ? b.data : "", expected) == 0;
  if (!*ok)
    fprintf(stderr, "--- got:\n%s--- expected:\n%s", b.data ? b.data : "", expected);
  dxsig_buffer_finish(&b);
}

/* The seed's prefix-stable example (A[3] float3, B float1x2, C float2, D). */
TEST(map_seed_prefix_stable) {
  struct dxsig_element els[] = {EL("A", I012, 3, 3, 0, 0), EL("B", I01, 2, 1, 0, 3),
                                EL("C", I0, 1, 2, 3, 0), EL("D", I0, 1, 1, 2, 3)};
  int ok;
  map_is(els, 4,
         "reg0: A0.xyz | B0.w\n"
         "reg1: A1.xyz | B1.w\n"
         "reg2: A2.xyz | D0.w\n"
         "reg3: C0.xy | unused.zw\n",
         &ok);
  ASSERT_TRUE(ok);
}

/* The seed's indexed example: an empty row between used rows. */
TEST(map_seed_indexed) {
  struct dxsig_element els[] = {EL("SV_Target", I3, 1, 4, 3, 0), EL("SV_Target", I0, 1, 1, 0, 0),
                                EL("SV_Target", I2, 1, 2, 2, 0)};
  int ok;
  map_is(els, 3,
         "reg0: SV_Target0.x | unused.yzw\n"
         "reg1: unused.xyzw\n"
         "reg2: SV_Target2.xy | unused.zw\n"
         "reg3: SV_Target3.xyzw\n",
         &ok);
  ASSERT_TRUE(ok);
}

TEST(map_gaps_and_unallocated) {
  struct dxsig_element els[] = {EL("A", I0, 1, 1, 0, 0), EL("B", I1, 1, 1, 0, 3),
                                EL("SV_Depth", I0, 1, 1, -1, -1)};
  int ok;
  map_is(els, 3, "reg0: A0.x | unused.yz | B1.w\n", &ok);
  ASSERT_TRUE(ok);
  map_is(els + 2, 1, "", &ok); /* nothing allocated: no map */
  ASSERT_TRUE(ok);
}

TEST(map_gs_streams) {
  struct dxsig_element els[] = {EL("A", I0, 1, 4, 0, 0), EL("B", I0, 1, 2, 1, 0),
                                EL("C", I0, 1, 3, 0, 0)};
  els[1].stream = 2;
  els[2].stream = 1;
  int ok;
  map_is(els, 3,
         "stream 0:\nreg0: A0.xyzw\n"
         "stream 1:\nreg0: C0.xyz | unused.w\n"
         "stream 2:\nreg0: unused.xyzw\nreg1: B0.xy | unused.zw\n",
         &ok);
  ASSERT_TRUE(ok);
}

/* Unverified input: out-of-space parts are clipped, nothing crashes. */
TEST(map_malformed) {
  struct dxsig_element els[] = {EL("A", I0, 1, 7, 0, 2), EL("B", I0, 1, 1, 31, 3),
                                EL("C", I0, 1, 1, 40, 0), EL("D", NULL, 0, 1, 1, 9),
                                EL("E", I0, 1, 0, 0, 0)};
  els[1].rows = 1000000; /* index_count stays 1: rows past it print no index */
  els[3].rows = 2;
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  struct dxsig_signature s = sig_of(els, 5);
  dxsig_print_register_map(&b, &s);
  ASSERT_TRUE(!b.failed && b.data);
  ASSERT_TRUE(strncmp(b.data, "reg0: unused.xy | A0.zw\n", 24) == 0);
  ASSERT_TRUE(strstr(b.data, "reg31: unused.xyz | B0.w\n") != NULL);
  ASSERT_TRUE(strstr(b.data, "reg32") == NULL);
  dxsig_buffer_finish(&b);
}

static const char *table(struct dxsig_entry *e, enum dxsig_sig_kind k, bool native16,
                         struct dxsig_buffer *b) {
  dxsig_buffer_init(b);
  dxsig_print_signature_table_mode(b, e, k, native16);
  return b->data;
}

TEST(table_ps) {
  struct dxsig_element in[] = {EL("SV_Position", I0, 1, 4, 0, 0), EL("TEXCOORD", I0, 1, 2, 1, 0),
                               EL("TEXCOORD", I1, 1, 2, 1, 2), EL("SV_SampleIndex", I0, 1, 1, -1, -1)};
  in[0].kind = DXSIG_SEMANTIC_POSITION;
  in[0].usage_mask = 0xF;
  in[1].usage_mask = 0x1;
  in[2].usage_mask = 0xC;
  in[2].comp_type = DXSIG_COMP_F16;
  in[3].kind = DXSIG_SEMANTIC_SAMPLE_INDEX;
  in[3].comp_type = DXSIG_COMP_U32;
  struct dxsig_element out[] = {EL("SV_Target", I1, 1, 4, 1, 0), EL("SV_DEPTH", I0, 1, 1, -1, -1)};
  out[0].kind = DXSIG_SEMANTIC_TARGET;
  out[0].usage_mask = 0x7;
  out[1].kind = DXSIG_SEMANTIC_DEPTH;
  struct dxsig_entry e = {.name = "ps_main", .stage = DXSIG_STAGE_PIXEL, .has_stage = true};
  e.sigs[0] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = in, .count = 4};
  e.sigs[1] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = out, .count = 2};
  struct dxsig_buffer b;
  ASSERT_EQ_STR(table(&e, DXSIG_SIG_INPUT, false, &b),
                ";\n"
                "; Input signature:\n"
                ";\n"
                "; Name                 Index   Mask Register SysValue  Format   Used\n"
                "; -------------------- ----- ------ -------- -------- ------- ------\n"
                "; SV_Position              0   xyzw        0      POS   float   xyzw\n"
                "; TEXCOORD                 0   xy          1     NONE   float   x\n"
                "; TEXCOORD                 1     zw        1     NONE    fp16     zw\n"
                "; SV_SampleIndex           0    N/A  special   SAMPLE    uint     NO\n"
                ";\n");
  dxsig_buffer_finish(&b);
  /* Outputs: canonical SV spelling; DXC prints YES for every unallocated
   * output (it shows ~NeverWrites). */
  ASSERT_EQ_STR(table(&e, DXSIG_SIG_OUTPUT, true, &b),
                ";\n"
                "; Output signature:\n"
                ";\n"
                "; Name                 Index   Mask Register SysValue  Format   Used\n"
                "; -------------------- ----- ------ -------- -------- ------- ------\n"
                "; SV_Target                1   xyzw        1   TARGET   float   xyz\n"
                "; SV_Depth                 0    N/A   oDepth    DEPTH   float    YES\n"
                ";\n");
  dxsig_buffer_finish(&b);
  /* An absent list prints the empty table. */
  ASSERT_EQ_STR(table(&e, DXSIG_SIG_PATCH_CONSTANT, false, &b),
                ";\n"
                "; Patch Constant signature:\n"
                ";\n"
                "; Name                 Index   Mask Register SysValue  Format   Used\n"
                "; -------------------- ----- ------ -------- -------- ------- ------\n"
                "; no parameters\n");
  dxsig_buffer_finish(&b);
}

/* VS input SV_Position is Arb (name as written, NONE); SV_ViewID is
 * NotInSig (no record at all); GS streams get the m<N>: prefix. */
TEST(table_interpretation_and_streams) {
  struct dxsig_element in[] = {EL("SV_POSITION", I0, 1, 4, 0, 0), EL("SV_ViewID", I0, 1, 1, -1, -1)};
  in[0].kind = DXSIG_SEMANTIC_POSITION;
  in[1].kind = DXSIG_SEMANTIC_VIEW_ID;
  struct dxsig_entry vs = {.name = "vs", .stage = DXSIG_STAGE_VERTEX, .has_stage = true};
  vs.sigs[0] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = in, .count = 2};
  struct dxsig_buffer b;
  const char *t = table(&vs, DXSIG_SIG_INPUT, false, &b);
  ASSERT_TRUE(t && strstr(t, "; SV_POSITION              0   xyzw        0     NONE   float\n"));
  ASSERT_TRUE(strstr(t, "ViewID") == NULL);
  dxsig_buffer_finish(&b);

  struct dxsig_element out[] = {EL("A", I01, 2, 4, 0, 0), EL("B", I0, 1, 1, 0, 0)};
  out[1].stream = 1;
  out[1].comp_type = DXSIG_COMP_U16;
  struct dxsig_entry gs = {.name = "gs", .stage = DXSIG_STAGE_GEOMETRY, .has_stage = true};
  gs.sigs[1] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = out, .count = 2};
  t = table(&gs, DXSIG_SIG_OUTPUT, false, &b);
  ASSERT_TRUE(t && strstr(t,
                          "; m0:A                     0   xyzw        0     NONE   float\n"
                          "; m0:A                     1   xyzw        1     NONE   float\n"
                          "; m1:B                     0   x           0     NONE  uint16\n"));
  dxsig_buffer_finish(&b);
}

/* The tessellation factors name their domain (SV_TessFactor's rows): an
 * isoline's two rows are density then detail; quad factors are QUADEDGE and
 * QUADINT. */
TEST(table_tess_factor_domains) {
  static const uint32_t idx[] = {0, 1, 2, 3};
  struct dxsig_element line[] = {EL("SV_TessFactor", idx, 2, 1, 0, 3)};
  line[0].kind = DXSIG_SEMANTIC_TESS_FACTOR;
  line[0].usage_mask = 0x8;
  struct dxsig_entry e = {.name = "hs", .stage = DXSIG_STAGE_HULL, .has_stage = true};
  e.sigs[2] = (struct dxsig_signature){.kind = DXSIG_SIG_PATCH_CONSTANT, .present = true, .elements = line, .count = 1};
  struct dxsig_buffer b;
  ASSERT_EQ_STR(table(&e, DXSIG_SIG_PATCH_CONSTANT, false, &b),
                ";\n"
                "; Patch Constant signature:\n"
                ";\n"
                "; Name                 Index   Mask Register SysValue  Format   Used\n"
                "; -------------------- ----- ------ -------- -------- ------- ------\n"
                "; SV_TessFactor            0      w        0  LINEDEN   float      w\n"
                "; SV_TessFactor            1      w        1  LINEDET   float      w\n"
                ";\n");
  dxsig_buffer_finish(&b);
  struct dxsig_element quad[] = {EL("SV_TessFactor", idx, 4, 1, 0, 3),
                                 EL("SV_InsideTessFactor", idx, 2, 1, 4, 3)};
  quad[0].kind = DXSIG_SEMANTIC_TESS_FACTOR;
  quad[1].kind = DXSIG_SEMANTIC_INSIDE_TESS_FACTOR;
  e.sigs[2] = (struct dxsig_signature){.kind = DXSIG_SIG_PATCH_CONSTANT, .present = true, .elements = quad, .count = 2};
  const char *text = table(&e, DXSIG_SIG_PATCH_CONSTANT, false, &b);
  ASSERT_TRUE(strstr(text, "        3 QUADEDGE   float\n") != NULL);
  ASSERT_TRUE(strstr(text, "        5  QUADINT   float\n") != NULL);
  dxsig_buffer_finish(&b);
}

TEST(module_text) {
  struct dxsig_element out[] = {EL("SV_Position", I0, 1, 4, 0, 0)};
  out[0].kind = DXSIG_SEMANTIC_POSITION;
  out[0].usage_mask = 0xF;
  struct dxsig_entry e = {.name = "vs_main", .stage = DXSIG_STAGE_VERTEX, .has_stage = true};
  e.sigs[0] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = false, .elements = NULL, .count = 0};
  e.sigs[1] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = out, .count = 1};
  struct dxsig_module m = {.entries = &e, .count = 1};
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_print_module(&b, &m);
  ASSERT_EQ_STR(b.data,
                "; entry 'vs_main' (vertex)\n"
                ";\n"
                "; Input signature:\n"
                ";\n"
                "; Name                 Index   Mask Register SysValue  Format   Used\n"
                "; -------------------- ----- ------ -------- -------- ------- ------\n"
                "; no parameters\n"
                ";\n"
                "; Output signature:\n"
                ";\n"
                "; Name                 Index   Mask Register SysValue  Format   Used\n"
                "; -------------------- ----- ------ -------- -------- ------- ------\n"
                "; SV_Position              0   xyzw        0      POS   float   xyzw\n"
                ";\n"
                "; output registers:\n"
                "; reg0: SV_Position0.xyzw\n");
  dxsig_buffer_finish(&b);

  struct dxsig_module empty = {0};
  dxsig_buffer_init(&b);
  dxsig_print_module(&b, &empty);
  ASSERT_EQ_STR(b.data, "; no entry has a semantic signature\n");
  dxsig_buffer_finish(&b);
}

TEST(buffer_grows) {
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  for (int i = 0; i < 10000; ++i)
    dxsig_buffer_printf(&b, "%04d\n", i % 10000);
  ASSERT_EQ_INT(b.len, 50000);
  ASSERT_EQ_INT(strlen(b.data), 50000);
  ASSERT_TRUE(strncmp(b.data + 49995, "9999\n", 5) == 0);
  dxsig_buffer_finish(&b);
  ASSERT_TRUE(b.data == NULL);
}

int main(void) {
  RUN(map_seed_prefix_stable);
  RUN(map_seed_indexed);
  RUN(map_gaps_and_unallocated);
  RUN(map_gs_streams);
  RUN(map_malformed);
  RUN(table_ps);
  RUN(table_interpretation_and_streams);
  RUN(table_tess_factor_domains);
  RUN(module_text);
  RUN(buffer_grows);
  return test_summary();
}
