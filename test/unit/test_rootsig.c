#define _POSIX_C_SOURCE 200809L
/* Root signatures in the core: the language corner by corner (numbers,
 * floats and their rounding, dialects, positions, recovery), the
 * validator on models without a source, the metadata reader, the RTS0
 * reader on corrupt parts, the reading of preprocessed HLSL tokens, and properties on random
 * input: no crash or hang on any string, file or part; printing a model and
 * parsing it back gives the same bytes. The oracle corpus is
 * test_rootsig_oracle.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/rootsig.h"
#include "test.h"

/* ---- helpers ------------------------------------------------------------- */

struct result {
  bool ok;
  char hex[8192];
  char diags[4096];
  struct dxsig_rootsig rs;
};

static struct dxsig_arena g_arena;

static void run_full(struct result *r, const char *text, size_t len, uint32_t version,
                     enum dxsig_rs_dialect d, enum dxsig_rs_usage usage) {
  struct dxsig_rs_source src = {"rootsig", text, len, NULL, 0};
  struct dxsig_rs_options opt = {version, d, usage, false};
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  memset(r, 0, sizeof(*r));
  r->ok = dxsig_rootsig_parse(&src, &opt, &g_arena, &r->rs, &diags);
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &diags, "rootsig");
  snprintf(r->diags, sizeof r->diags, "%s", b.data ? b.data : "");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&diags);
  if (r->ok) {
    size_t n = dxsig_rts0_size(&r->rs);
    uint8_t *bytes = malloc(n);
    if (bytes && n * 2 < sizeof r->hex && dxsig_rts0_write(&r->rs, d, bytes, n))
      for (size_t i = 0; i < n; ++i)
        sprintf(r->hex + 2 * i, "%02x", bytes[i]);
    free(bytes);
  }
}

static void run(struct result *r, const char *text, uint32_t version, enum dxsig_rs_dialect d) {
  run_full(r, text, strlen(text), version, d, DXSIG_RS_GLOBAL);
}

/* The u32 at byte offset `at` of the result's blob. */
static uint32_t word(const struct result *r, size_t at) {
  unsigned b[4] = {0};
  if (strlen(r->hex) < 2 * (at + 4))
    return 0xDEADBEEF;
  for (int i = 0; i < 4; ++i)
    sscanf(r->hex + 2 * (at + (size_t)i), "%2x", &b[i]);
  return b[0] | b[1] << 8 | b[2] << 16 | (uint32_t)b[3] << 24;
}

static uint32_t fbits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

/* A tiny deterministic PRNG (xorshift). */
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state >> 11);
}

/* ---- language ------------------------------------------------------------- */

TEST(issue_example_position) {
  struct result r;
  run(&r, "StaticSampler(s0),  CBV(b0", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(!r.ok);
  ASSERT_EQ_STR(r.diags, "rootsig:1:27: error: expected ')' after 'b0'\n");
}

TEST(empty_and_whitespace) {
  struct result r;
  run(&r, "", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_STR(r.hex, "020000000000000018000000000000001800000000000000");
  run(&r, " \t\r\n\v\f", 1, DXSIG_RS_CLANG);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_INT(word(&r, 0), 1);
  run(&r, ",", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(!r.ok);
}

TEST(integers_per_dialect) {
  struct result r;
  /* clang: C literals, 010 is octal 8; DXC: decimal 10, with a warning. */
  run(&r, "CBV(b010)", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_INT(word(&r, 36), 8);
  run(&r, "CBV(b010)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_INT(word(&r, 36), 10);
  ASSERT_TRUE(strstr(r.diags, "warning: '010' has a leading zero") != NULL);
  run(&r, "CBV(b08)", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(!r.ok);
  ASSERT_TRUE(strstr(r.diags, "1:7: error: invalid digit '8' in octal constant") != NULL);
  run(&r, "CBV(b0, space=+4294967279)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_INT(word(&r, 40), 4294967279u);
  run(&r, "CBV(b4294967294)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(r.ok);
  run(&r, "RootConstants(num32BitConstants=4294967295, b0)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(r.ok);
  run(&r, "RootConstants(num32BitConstants=99999999999999999999999, b0)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(!r.ok);
  /* 1f is a float to DXC, an invalid digit to clang: never an integer. */
  run(&r, "CBV(b0, space=1f)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(!r.ok);
  run(&r, "CBV(b0, space=1f)", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(!r.ok);
  run(&r, "DescriptorTable(SRV(t0, numDescriptors=4294967295))", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(r.ok); /* the unbounded value, as clang 22 reads it */
  ASSERT_EQ_INT(word(&r, 48), 0xFFFFFFFFu);
}

TEST(float_forms_and_rounding) {
  struct result r;
  static const struct {
    const char *text;
    float want;
  } cases[] = {
      {"0", 0.0f},       {"1", 1.0f},          {"-1", -1.0f},      {"1.5", 1.5f},
      {".5", 0.5f},      {"1.", 1.0f},         {"1e1", 10.0f},     {"1.5e-1", 0.15f},
      {"1.5f", 1.5f},    {"2.25F", 2.25f},     {"+2.25", 2.25f},   {"- 1.5", -1.5f},
      {"15.99", 15.99f}, {"-16", -16.0f},      {"010", 8.0f},      {"0.1", 0.1f},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
    char text[128];
    snprintf(text, sizeof text, "StaticSampler(s0, mipLODBias=%s)", cases[i].text);
    run(&r, text, 2, DXSIG_RS_CLANG);
    if (!r.ok)
      TEST_FAIL_AT("%s: %s", text, r.diags);
    ASSERT_EQ_INT(word(&r, 24 + 16), fbits(cases[i].want));
  }
  /* -0 is the integer 0 (+0.0); -0.0 is the float -0.0. */
  run(&r, "StaticSampler(s0, mipLODBias=-0)", 2, DXSIG_RS_DXC);
  ASSERT_EQ_INT(word(&r, 40), 0);
  run(&r, "StaticSampler(s0, mipLODBias=-0.0)", 2, DXSIG_RS_DXC);
  ASSERT_EQ_INT(word(&r, 40), 0x80000000u);
  /* Denormals are kept; below the normal doubles is an error (clang 22). */
  run(&r, "StaticSampler(s0, minLOD=1e-45)", 2, DXSIG_RS_CLANG);
  ASSERT_EQ_INT(word(&r, 24 + 32), 1);
  run(&r, "StaticSampler(s0, minLOD=1e-46)", 2, DXSIG_RS_CLANG);
  ASSERT_EQ_INT(word(&r, 24 + 32), 0);
  run(&r, "StaticSampler(s0, minLOD=1e-310)", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(!r.ok);
  /* Two roundings (decimal -> double -> float), as clang and DXC do:
   * 1 + 2^-24 + 2^-53 is 1.0, not the nearest float 1 + 2^-23. */
  run(&r, "StaticSampler(s0, minLOD=1.00000005960464488641292746251565404236316680908203125)",
      2, DXSIG_RS_CLANG);
  ASSERT_EQ_INT(word(&r, 24 + 32), 0x3F800000u);
  /* FLT_MAX spelled out is fine; anything the double says is above it is
   * not, even when it would round to FLT_MAX as a float. */
  run(&r, "StaticSampler(s0, maxLOD=340282346638528859811704183484516925440.0)", 2,
      DXSIG_RS_CLANG);
  ASSERT_EQ_INT(word(&r, 24 + 36), 0x7F7FFFFFu);
  run(&r, "StaticSampler(s0, maxLOD=3.4028235e38)", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(!r.ok);
  /* Integers for floats: up to 0xFFFFFFFF, down to INT32_MIN. */
  run(&r, "StaticSampler(s0, minLOD=4294967295)", 2, DXSIG_RS_CLANG);
  ASSERT_EQ_INT(word(&r, 24 + 32), fbits(4294967296.0f));
  run(&r, "StaticSampler(s0, minLOD=-2147483648)", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(r.ok);
  run(&r, "StaticSampler(s0, minLOD=-2147483649)", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(!r.ok);
  static const char *const bad[] = {"inf", "nan", "--1", "1e", "1e+", ".", "0x1p3", "1.5L",
                                    "1..5", "1e5e5", "+", "1_0"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
    char text[64];
    snprintf(text, sizeof text, "StaticSampler(s0, mipLODBias=%s)", bad[i]);
    run(&r, text, 2, DXSIG_RS_CLANG);
    if (r.ok)
      TEST_FAIL_AT("accepted %s", text);
    ASSERT_TRUE(strstr(r.diags, "rootsig:1:") == r.diags);
  }
}

TEST(keywords_case_and_spellings) {
  struct result a, b;
  run(&a, "rootflags(allow_stream_output), cbv(b0, Visibility=Shader_Visibility_Pixel), "
          "staticsampler(s0, addressu=texture_address_mirror_once)",
      2, DXSIG_RS_DXC);
  run(&b, "RootFlags(ALLOW_STREAM_OUTPUT), CBV(b0, visibility=SHADER_VISIBILITY_PIXEL), "
          "StaticSampler(s0, addressU=TEXTURE_ADDRESS_MIRRORONCE)",
      2, DXSIG_RS_DXC);
  ASSERT_TRUE(a.ok && b.ok);
  ASSERT_EQ_STR(a.hex, b.hex);
  /* Registers are lower case only. */
  run(&a, "CBV(B0)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(!a.ok);
}

TEST(comparison_none_per_dialect) {
  struct result r;
  run(&r, "StaticSampler(s0, comparisonFunc=COMPARISON_NONE)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_INT(word(&r, 24 + 24), 0);
  run(&r, "StaticSampler(s0, filter=FILTER_COMPARISON_ANISOTROPIC, comparisonFunc=COMPARISON_NONE)",
      2, DXSIG_RS_DXC);
  ASSERT_TRUE(!r.ok);
  run(&r, "StaticSampler(s0, comparisonFunc=COMPARISON_NONE)", 2, DXSIG_RS_CLANG);
  ASSERT_TRUE(!r.ok);
}

TEST(local_usage) {
  struct result r;
  run_full(&r, "CBV(b0)", 7, 2, DXSIG_RS_DXC, DXSIG_RS_LOCAL);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_INT(word(&r, 20), 0x80);
  run_full(&r, "RootFlags(LOCAL_ROOT_SIGNATURE)", 31, 2, DXSIG_RS_DXC, DXSIG_RS_LOCAL);
  ASSERT_TRUE(r.ok);
  run_full(&r, "RootFlags(LOCAL_ROOT_SIGNATURE)", 31, 2, DXSIG_RS_DXC, DXSIG_RS_GLOBAL);
  ASSERT_TRUE(!r.ok);
}

TEST(recovery_reports_each_element) {
  struct result r;
  run(&r, "CBV(b0 space=1), SRV(t0), Foo(), UAV(u0, flags=BAD), DescriptorTable(SRV(t1, "
          "numDescriptors=-1)), StaticSampler(s0, mipLODBias=inf)",
      2, DXSIG_RS_DXC);
  ASSERT_TRUE(!r.ok);
  int errors = 0;
  for (const char *p = r.diags; (p = strstr(p, ": error: ")) != NULL; ++p)
    errors++;
  ASSERT_EQ_INT(errors, 5);
  /* Missing commas between elements: each reported, parsing goes on. */
  run(&r, "CBV(b0) SRV(t0) UAV(u0)", 2, DXSIG_RS_DXC);
  ASSERT_EQ_STR(r.diags, "rootsig:1:9: error: expected ',' after ')', found 'SRV'\n"
                         "rootsig:1:17: error: expected ',' after ')', found 'UAV'\n");
}

TEST(positions_with_newlines_and_segments) {
  struct result r;
  run(&r, "CBV(b0),\n  SRV(t0,\n      space=x)", 2, DXSIG_RS_DXC);
  ASSERT_EQ_STR(r.diags, "rootsig:3:13: error: expected an integer for 'space' after '=', found 'x'\n");
  /* A source map: bytes 0..7 on line 10 from column 5, then line 11. */
  static const struct dxsig_rs_segment segs[] = {{.offset = 0, .line = 10, .col = 5},
                                                 {.offset = 8, .line = 11, .col = 2}};
  const char *text = "CBV(b0),SRV(q0)";
  struct dxsig_rs_source src = {"f.hlsl", text, strlen(text), segs, 2};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rootsig rs;
  ASSERT_TRUE(!dxsig_rootsig_parse(&src, NULL, &g_arena, &rs, &d));
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_ROOTSIG_ARGUMENT);
  ASSERT_EQ_STR(d.items[0].file, "f.hlsl");
  ASSERT_EQ_INT(d.items[0].line, 11);
  ASSERT_EQ_INT(d.items[0].column, 6);
  ASSERT_TRUE(d.items[0].entry == NULL && !d.items[0].has_list);
  struct dxsig_diag_list list;
  dxsig_diag_list_init(&list);
  dxsig_diag_list_append(&list, &d, "f.hlsl");
  ASSERT_EQ_INT(list.count, 1);
  ASSERT_EQ_STR(list.items[0].message, "f.hlsl:11:6: unknown argument 'q0' in SRV");
  dxsig_diag_list_finish(&list);
  dxsig_diag_list_finish(&d);
}

TEST(nul_and_binary_bytes) {
  struct result r;
  static const char text[] = "CBV(b0),\0SRV(t0)";
  run_full(&r, text, sizeof text - 1, 2, DXSIG_RS_DXC, DXSIG_RS_GLOBAL);
  ASSERT_TRUE(!r.ok);
  ASSERT_EQ_STR(r.diags, "rootsig:1:9: error: unexpected character '\\x00'; expected a root signature element\n");
  run(&r, "CBV(b0, space=\xff)", 2, DXSIG_RS_DXC);
  ASSERT_TRUE(!r.ok);
}

TEST(version_option) {
  struct dxsig_rs_source src = {"rootsig", "", 0, NULL, 0};
  struct dxsig_rs_options opt = {4, DXSIG_RS_DXC, DXSIG_RS_GLOBAL, false};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rootsig rs;
  ASSERT_TRUE(!dxsig_rootsig_parse(&src, &opt, &g_arena, &rs, &d));
  dxsig_diag_list_finish(&d);
}

/* ---- validator on models without a source ---------------------------------- */

TEST(validator_messages_without_source) {
  struct dxsig_rs_range ranges[2] = {
      {DXSIG_RS_RANGE_TYPE_SRV, 4, 0, 0, 0, DXSIG_RS_APPEND, false, DXSIG_RS_NO_SRC},
      {DXSIG_RS_RANGE_TYPE_SRV, 1, 3, 0, 0, DXSIG_RS_APPEND, false, DXSIG_RS_NO_SRC},
  };
  struct dxsig_rs_param params[2] = {0};
  params[0].type = DXSIG_RS_PARAM_TABLE;
  params[0].ranges = ranges;
  params[0].range_count = 2;
  params[0].src = DXSIG_RS_NO_SRC;
  params[1].type = 9;
  params[1].src = DXSIG_RS_NO_SRC;
  struct dxsig_rs_sampler s;
  dxsig_rs_sampler_init(&s);
  s.max_lod = NAN;
  struct dxsig_rootsig rs = {2, 0, params, 2, &s, 1, DXSIG_RS_NO_SRC};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rs_options opt = {2, DXSIG_RS_DXC, DXSIG_RS_GLOBAL, false};
  ASSERT_TRUE(!dxsig_rootsig_validate(&rs, &opt, NULL, &d));
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &d, "x");
  ASSERT_EQ_STR(b.data, "x: error: root parameter 1: unknown root parameter type 9\n"
                        "x: error: static sampler 0: maxLOD is not a number\n"
                        "x: error: root parameter 0 range 1: register ranges t3 and t0..t3 overlap "
                        "in space 0, visibility All\n"
                        "x: note: root parameter 0 range 0: the overlapping range is here\n");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&d);
}

/* Many overlapping ranges: the overlap check sorts, it does not compare
 * every pair (this would take minutes otherwise). */
TEST(overlap_check_scales) {
  size_t n = 200000;
  struct dxsig_rs_param *params = calloc(n, sizeof(*params));
  ASSERT_TRUE(params != NULL);
  for (size_t i = 0; i < n; ++i) {
    params[i].type = DXSIG_RS_PARAM_CBV;
    params[i].shader_register = (uint32_t)(i / 2); /* pairs clash */
    params[i].visibility = (uint32_t)(i % 8);
    params[i].src = DXSIG_RS_NO_SRC;
  }
  struct dxsig_rootsig rs = {2, 0, params, n, NULL, 0, DXSIG_RS_NO_SRC};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rs_options opt = {2, DXSIG_RS_DXC, DXSIG_RS_GLOBAL, true};
  /* visibility i%8: pair (2k, 2k+1) has visibilities (2k%8, 2k%8+1), never
   * equal and ALL only for the even one: every pair with an ALL member
   * clashes, i.e. every 4th pair. */
  ASSERT_TRUE(!dxsig_rootsig_validate(&rs, &opt, NULL, &d));
  ASSERT_EQ_INT(d.error_count, n / 8);
  dxsig_diag_list_finish(&d);
  free(params);
}

/* ---- metadata --------------------------------------------------------------- */

#define MD_INT(v) {.kind = DXSIG_MD_INT, .bits = 32, .value = (uint64_t)(uint32_t)(v), .slot = -1}
#define MD_FLOAT(v) {.kind = DXSIG_MD_FLOAT, .bits = 32, .real = (v), .slot = -1}
#define MD_STR(s) {.kind = DXSIG_MD_STRING, .str = (s), .len = sizeof(s) - 1, .slot = -1}
#define MD_NODE(a) {.kind = DXSIG_MD_NODE, .ops = (a), .op_count = sizeof(a) / sizeof((a)[0]), \
                    .slot = -1}

TEST(metadata_worked_example) {
  /* clang 22's metadata of the worked example (test/lit/rootsig/Inputs/worked-example.ll). */
  static const struct dxsig_md flags[] = {MD_STR("RootFlags"), MD_INT(1)};
  static const struct dxsig_md consts[] = {MD_STR("RootConstants"), MD_INT(0), MD_INT(10),
                                              MD_INT(0), MD_INT(3)};
  static const struct dxsig_md cbv[] = {MD_STR("RootCBV"), MD_INT(0), MD_INT(0), MD_INT(1),
                                           MD_INT(4)};
  static const struct dxsig_md uav[] = {MD_STR("RootUAV"), MD_INT(5), MD_INT(0), MD_INT(0),
                                           MD_INT(2)};
  static const struct dxsig_md r1[] = {MD_STR("SRV"), MD_INT(-1), MD_INT(0), MD_INT(0),
                                          MD_INT(-1), MD_INT(4)};
  static const struct dxsig_md r2[] = {MD_STR("UAV"), MD_INT(10), MD_INT(5), MD_INT(1),
                                          MD_INT(5), MD_INT(2)};
  static const struct dxsig_md table[] = {MD_STR("DescriptorTable"), MD_INT(0), MD_NODE(r1),
                                             MD_NODE(r2)};
  static const struct dxsig_md sampler[] = {
      MD_STR("StaticSampler"), MD_INT(85), MD_INT(1), MD_INT(1), MD_INT(1), MD_FLOAT(0.0),
      MD_INT(16), MD_INT(4), MD_INT(2), MD_FLOAT(0.0), MD_FLOAT(3.4028234663852886e+38),
      MD_INT(1), MD_INT(0), MD_INT(0), MD_INT(0)};
  static const struct dxsig_md list[] = {MD_NODE(flags), MD_NODE(consts), MD_NODE(cbv),
                                            MD_NODE(uav),   MD_NODE(table),  MD_NODE(sampler)};
  struct dxsig_md entry_ops[3] = {
      {.kind = DXSIG_MD_FUNCTION, .str = "main", .len = 4, .slot = -1}, MD_NODE(list), MD_INT(2)};
  struct dxsig_md entry = MD_NODE(entry_ops);
  struct dxsig_rootsig rs;
  const char *fn;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  ASSERT_TRUE(dxsig_rootsig_from_md(&entry, &g_arena, &rs, &fn, &diags));
  ASSERT_EQ_STR(fn, "main");
  size_t n = dxsig_rts0_size(&rs);
  ASSERT_EQ_INT(n, 216);
  uint8_t bytes[216];
  ASSERT_TRUE(dxsig_rts0_write(&rs, DXSIG_RS_DXC, bytes, n));
  char hex[433];
  for (size_t i = 0; i < n; ++i)
    sprintf(hex + 2 * i, "%02x", bytes[i]);
  ASSERT_EQ_STR(hex,
                "02000000040000001800000001000000a4000000010000000100000000000000480000000200"
                "0000000000005400000004000000050000006000000000000000000000006c0000000a000000"
                "0000000003000000000000000100000004000000000000000000000002000000020000007400"
                "000000000000ffffffff000000000000000004000000ffffffff010000000a00000005000000"
                "010000000200000005000000550000000100000001000000010000000000000010000000040000"
                "000200000000000000ffff7f7f010000000000000000000000");
  /* Malformed: a 14-operand sampler, a double for a float, version 0. */
  static const struct dxsig_md s14[] = {
      MD_STR("StaticSampler"), MD_INT(85), MD_INT(1), MD_INT(1), MD_INT(1), MD_FLOAT(0.0),
      MD_INT(16), MD_INT(4), MD_INT(2), MD_FLOAT(0.0), MD_FLOAT(1.0), MD_INT(1), MD_INT(0),
      MD_INT(0)};
  static const struct dxsig_md list2[] = {MD_NODE(s14)};
  entry_ops[1] = (struct dxsig_md)MD_NODE(list2);
  ASSERT_TRUE(!dxsig_rootsig_from_md(&entry, &g_arena, &rs, &fn, &diags));
  ASSERT_EQ_STR(diags.items[diags.count - 1].message,
                "root signature of 'main': StaticSampler: 14 operands, expected 15");
  /* A null where a root element belongs is an error, not an empty list. */
  static const struct dxsig_md null_element[] = {{.kind = DXSIG_MD_NULL, .slot = -1}};
  entry_ops[1] = (struct dxsig_md)MD_NODE(null_element);
  ASSERT_TRUE(!dxsig_rootsig_from_md(&entry, &g_arena, &rs, &fn, &diags));
  ASSERT_EQ_STR(diags.items[diags.count - 1].message,
                "root signature of 'main': element 0: not a root element node "
                "(!{!\"Name\", ...}), found null");
  /* Operand 0 must be a function: `ptr null`, null or a number fail the
   * module, as in LLVM's root-signature analysis. */
  entry_ops[1] = (struct dxsig_md)MD_NODE(list);
  entry_ops[0] = (struct dxsig_md){.kind = DXSIG_MD_NULL_POINTER, .slot = -1};
  ASSERT_TRUE(!dxsig_rootsig_from_md(&entry, &g_arena, &rs, &fn, &diags));
  ASSERT_TRUE(fn == NULL);
  ASSERT_EQ_STR(diags.items[diags.count - 1].message,
                "root signature: operand 0 must be a function, found a null pointer");
  entry_ops[0] = (struct dxsig_md){.kind = DXSIG_MD_NULL, .slot = -1};
  ASSERT_TRUE(!dxsig_rootsig_from_md(&entry, &g_arena, &rs, &fn, &diags));
  entry_ops[0] = (struct dxsig_md)MD_INT(7);
  ASSERT_TRUE(!dxsig_rootsig_from_md(&entry, &g_arena, &rs, &fn, &diags));
  entry_ops[0] = (struct dxsig_md){.kind = DXSIG_MD_FUNCTION, .str = "main", .len = 4, .slot = -1};
  entry_ops[2] = (struct dxsig_md)MD_INT(0);
  ASSERT_TRUE(!dxsig_rootsig_from_md(&entry, &g_arena, &rs, &fn, &diags));
  /* A version-1 entry needs the 1.0 flags spelled out (LLVM 22). */
  entry_ops[2] = (struct dxsig_md)MD_INT(1);
  ASSERT_TRUE(!dxsig_rootsig_from_md(&entry, &g_arena, &rs, &fn, &diags));
  dxsig_diag_list_finish(&diags);
}

/* ---- RTS0 reader ------------------------------------------------------------ */

static uint8_t *compile_bytes(const char *text, uint32_t version, size_t *n) {
  struct result r;
  run(&r, text, version, DXSIG_RS_CLANG);
  if (!r.ok)
    return NULL;
  *n = strlen(r.hex) / 2;
  uint8_t *b = malloc(*n);
  for (size_t i = 0; i < *n; ++i) {
    unsigned v;
    sscanf(r.hex + 2 * i, "%2x", &v);
    b[i] = (uint8_t)v;
  }
  return b;
}

TEST(rts0_reader_survives_corruption) {
  static const char *const sigs[] = {
      "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), RootConstants(num32BitConstants=3, b10), "
      "CBV(b0, space=1), UAV(u0, visibility=SHADER_VISIBILITY_PIXEL), "
      "DescriptorTable(SRV(t0, numDescriptors=unbounded), UAV(u5, space=1, numDescriptors=10, "
      "offset=5)), StaticSampler(s1)",
      "DescriptorTable(CBV(b0), SRV(t0), UAV(u0)), DescriptorTable(Sampler(s0)), "
      "StaticSampler(s1), StaticSampler(s2)",
  };
  for (uint32_t v = 1; v <= 3; ++v)
    for (size_t k = 0; k < 2; ++k) {
      size_t n;
      uint8_t *good = compile_bytes(sigs[k], v, &n);
      ASSERT_TRUE(good != NULL);
      uint8_t *buf = malloc(n);
      for (int iter = 0; iter < 3000; ++iter) {
        memcpy(buf, good, n);
        size_t len = n;
        int mode = iter % 3;
        if (mode == 0) {
          len = rnd() % (n + 1); /* truncated */
        } else {
          int flips = 1 + (int)(rnd() % 4);
          for (int f = 0; f < flips; ++f) {
            size_t at = rnd() % n;
            buf[at] = mode == 1 ? (uint8_t)rnd() : (uint8_t)(buf[at] ^ (1u << (rnd() % 8)));
          }
        }
        /* Exactly the bytes asked for: ASan catches any read past them. */
        uint8_t *exact = malloc(len ? len : 1);
        memcpy(exact, buf, len);
        struct dxsig_arena a;
        dxsig_arena_init(&a);
        struct dxsig_diag_list dl;
        dxsig_diag_list_init(&dl);
        struct dxsig_rootsig rs;
        if (dxsig_rts0_read(exact, len, &a, &rs, &dl)) {
          struct dxsig_diag_list vd;
          dxsig_diag_list_init(&vd);
          dxsig_rootsig_validate(&rs, NULL, NULL, &vd);
          dxsig_diag_list_finish(&vd);
          struct dxsig_buffer b;
          dxsig_buffer_init(&b);
          dxsig_rootsig_print(&b, &rs);
          dxsig_rootsig_print_hlsl(&b, &rs);
          dxsig_buffer_finish(&b);
        }
        struct dxsig_buffer b;
        dxsig_buffer_init(&b);
        dxsig_rootsig_dump(&b, exact, len);
        ASSERT_TRUE(b.data != NULL);
        dxsig_buffer_finish(&b);
        dxsig_diag_list_finish(&dl);
        dxsig_arena_finish(&a);
        free(exact);
      }
      free(buf);
      free(good);
    }
}

TEST(rts0_shared_ranges_are_bounded) {
  /* 1000 tables all pointing at one array of 2 ranges: a real part never
   * shares ranges; the reader refuses instead of multiplying them. */
  size_t nparams = 1000, n = 24 + nparams * 12 + 8 + 2 * 24;
  uint8_t *p = calloc(1, n);
  uint32_t table = (uint32_t)(24 + nparams * 12);
  uint32_t words[] = {2, (uint32_t)nparams, 24, 0, (uint32_t)n, 0};
  for (int i = 0; i < 6; ++i)
    memcpy(p + 4 * i, &words[i], 4); /* little-endian host assumed by the test */
  for (size_t i = 0; i < nparams; ++i) {
    uint32_t h[3] = {0, 0, table};
    memcpy(p + 24 + i * 12, h, 12);
  }
  uint32_t th[2] = {2, table + 8};
  memcpy(p + table, th, 8);
  struct dxsig_arena a;
  dxsig_arena_init(&a);
  struct dxsig_diag_list dl;
  dxsig_diag_list_init(&dl);
  struct dxsig_rootsig rs;
  ASSERT_TRUE(!dxsig_rts0_read(p, n, &a, &rs, &dl));
  dxsig_diag_list_finish(&dl);
  dxsig_arena_finish(&a);
  free(p);
}

/* ---- HLSL files ------------------------------------------------------------ */

/* ---- preprocessed files (tokens as a preprocessor hands them) ------------- */

static struct dxsig_rs_token tok(enum dxsig_rs_token_kind kind, const char *text, bool space,
                                 uint32_t line, uint32_t col) {
  struct dxsig_rs_token t;
  memset(&t, 0, sizeof t);
  t.kind = kind;
  t.text = text;
  t.len = strlen(text);
  t.leading_space = space;
  t.loc = (struct dxsig_rs_loc){"t.hlsl", line, col};
  return t;
}
#define S_(text, sp, l, c) tok(DXSIG_RS_TOKEN_STRING, text, sp, l, c)
#define I_(text, sp, l, c) tok(DXSIG_RS_TOKEN_IDENT, text, sp, l, c)
#define P_(text, sp, l, c) tok(DXSIG_RS_TOKEN_PUNCT, text, sp, l, c)
#define O_(text, sp, l, c) tok(DXSIG_RS_TOKEN_OTHER, text, sp, l, c)

TEST(macro_read_as_dxc) {
  struct dxsig_arena a;
  dxsig_arena_init(&a);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rs_source src;
  /* "CBV(b0), " "SRV(t0)": joined, no space after a literal. */
  struct dxsig_rs_token joined[] = {S_("\"CBV(b0), \"", false, 1, 12),
                                    S_("L\"SRV(t0)\"", true, 2, 5)};
  struct dxsig_rs_macro m = {"RS", {"t.hlsl", 1, 9}, false, joined, 2, 0};
  ASSERT_TRUE(dxsig_rs_macro_source(&m, "t.hlsl", &a, &src, &d));
  ASSERT_EQ_INT(src.len, strlen("CBV(b0), SRV(t0)"));
  ASSERT_TRUE(memcmp(src.text, "CBV(b0), SRV(t0)", src.len) == 0);
  /* The 'S' of SRV is written at line 2, column 5 + 2 (after L"). */
  ASSERT_EQ_INT(src.segments[1].line, 2);
  ASSERT_EQ_INT(src.segments[1].col, 7);
  ASSERT_EQ_STR(src.segments[1].file, "t.hlsl");
  /* An unquoted body is its tokens as spelled, a space where one was. */
  struct dxsig_rs_token bare[] = {I_("CBV", false, 1, 12), P_("(", false, 1, 15),
                                  I_("b0", false, 1, 16), P_(")", false, 1, 18),
                                  P_(",", false, 1, 19), O_("4", true, 1, 21)};
  m.tokens = bare;
  m.count = 6;
  ASSERT_TRUE(dxsig_rs_macro_source(&m, "t.hlsl", &a, &src, &d));
  ASSERT_EQ_INT(src.len, strlen("CBV(b0), 4"));
  ASSERT_TRUE(memcmp(src.text, "CBV(b0), 4", src.len) == 0);
  /* Empty: an empty root signature, located at the definition. */
  m.count = 0;
  ASSERT_TRUE(dxsig_rs_macro_source(&m, "t.hlsl", &a, &src, &d));
  ASSERT_EQ_INT(src.len, 0);
  ASSERT_EQ_INT(d.count, 0);
  /* A literal with a name left over: the name is an error, located, with
   * a note where the macro holding it was used. */
  struct dxsig_rs_token mixed[] = {S_("\"CBV(b0), \"", false, 1, 12), I_("EXTRA", true, 3, 20)};
  mixed[1].macro = "INNER";
  mixed[1].use = (struct dxsig_rs_loc){"u.hlsl", 7, 3};
  m.tokens = mixed;
  m.count = 2;
  ASSERT_TRUE(!dxsig_rs_macro_source(&m, "t.hlsl", &a, &src, &d));
  m.function_like = true;
  ASSERT_TRUE(!dxsig_rs_macro_source(&m, "t.hlsl", &a, &src, &d));
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &d, "x");
  ASSERT_EQ_STR(b.data,
                "t.hlsl:3:20: error: 'EXTRA' is not a macro that expands to a string (in root "
                "signature 'RS')\n"
                "u.hlsl:7:3: note: in expansion of macro 'INNER'\n"
                "t.hlsl:1:9: error: a function-like macro is not a root signature\n");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&d);
  dxsig_arena_finish(&a);
}

TEST(declarations_of_a_preprocessed_file) {
  struct dxsig_rs_token t[] = {
      I_("GlobalRootSignature", false, 1, 1), I_("G", true, 1, 21), P_("=", true, 1, 23),
      P_("{", true, 1, 25), S_("\"CBV(b0), \"", true, 1, 27), S_("\"SRV(t0)\"", true, 2, 3),
      P_("}", true, 2, 13), P_(";", false, 2, 14),
      I_("SubobjectToExportsAssociation", false, 3, 1), I_("S", true, 3, 31),
      P_("=", true, 3, 33), P_("{", true, 3, 35), S_("\"Gone\"", true, 3, 37),
      P_(",", false, 3, 43), S_("\"a;;b\"", true, 3, 45), P_("}", true, 3, 52),
      P_(";", false, 3, 53),
      I_("GlobalRootSignature", false, 4, 1), I_("V", true, 4, 21), P_("=", true, 4, 23),
      P_("{", true, 4, 25), O_("42", true, 4, 27), P_("}", true, 4, 30),
      P_("[", false, 5, 1), I_("RootSignature", false, 5, 2), P_("(", false, 5, 15),
      S_("\"CBV(b1)\"", false, 5, 16), P_(")", false, 5, 25), P_("]", false, 5, 26),
      P_("[", false, 6, 1), I_("numthreads", false, 6, 2), P_("(", false, 6, 12),
      O_("1", false, 6, 13), P_(")", false, 6, 14), P_("]", false, 6, 15),
      I_("void", false, 7, 1), I_("main", true, 7, 6), P_("(", false, 7, 10),
      P_(")", false, 7, 11)};
  struct dxsig_rs_token body[] = {S_("\"RootFlags(0)\"", false, 9, 12)};
  struct dxsig_rs_macro macros[] = {{"RS", {"h.hlsli", 9, 9}, false, body, 1, 0},
                                    {"F", {"h.hlsli", 10, 9}, true, NULL, 0, 0}};
  struct dxsig_rs_pp pp = {t, sizeof t / sizeof t[0], macros, 2};
  struct dxsig_arena a;
  dxsig_arena_init(&a);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rs_file f;
  ASSERT_TRUE(!dxsig_rs_file_from_pp(&pp, &a, &f, &d));
  ASSERT_TRUE(!dxsig_rs_file_check_subobjects(&f, &d));
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_rs_file_print(&b, &f);
  ASSERT_EQ_STR(b.data, "h.hlsli:9:9: #define RS: \"RootFlags(0)\"\n"
                        "t.hlsl:1:21: GlobalRootSignature G: \"CBV(b0), SRV(t0)\"\n"
                        "t.hlsl:3:31: SubobjectToExportsAssociation S: subobject \"Gone\", exports "
                        "\"a;;b\"\n"
                        "t.hlsl:4:21: GlobalRootSignature V\n"
                        "t.hlsl:7:6: [RootSignature] main: \"CBV(b1)\"\n");
  dxsig_buffer_finish(&b);
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &d, "x");
  ASSERT_EQ_STR(b.data,
                "t.hlsl:4:27: error: GlobalRootSignature: expected a string literal, found '42'\n"
                "t.hlsl:3:31: error: SubobjectToExportsAssociation 'S' names subobject 'Gone', "
                "which is not declared\n");
  dxsig_buffer_finish(&b);
  /* -E finds macros (whatever they hold) and root-signature subobjects. */
  ASSERT_TRUE(dxsig_rs_file_find(&f, "F") != NULL);
  ASSERT_TRUE(dxsig_rs_file_find(&f, "S") == NULL);
  ASSERT_TRUE(dxsig_rs_file_find(&f, "G")->has_string);
  /* ... then a function's attribute. */
  ASSERT_EQ_INT(dxsig_rs_file_find(&f, "main")->kind, DXSIG_RS_DECL_ATTRIBUTE);
  /* A macro needs only the preprocessor: the file's errors (in d) do not
   * stop it. A subobject is compiled with the file: they do, and are
   * passed on. */
  struct dxsig_diag_list sel;
  dxsig_diag_list_init(&sel);
  struct dxsig_rs_source src;
  enum dxsig_rs_usage usage;
  ASSERT_TRUE(dxsig_rs_file_select(&f, dxsig_rs_file_find(&f, "RS"), &d, &a, &src, &usage, &sel));
  ASSERT_EQ_INT(usage, DXSIG_RS_AS_WRITTEN);
  ASSERT_EQ_INT(src.len, strlen("RootFlags(0)"));
  ASSERT_TRUE(memcmp(src.text, "RootFlags(0)", src.len) == 0);
  ASSERT_EQ_INT(sel.count, 0);
  ASSERT_TRUE(!dxsig_rs_file_select(&f, dxsig_rs_file_find(&f, "G"), &d, &a, &src, &usage, &sel));
  ASSERT_EQ_INT(sel.error_count, d.error_count);
  dxsig_diag_list_finish(&sel);
  dxsig_diag_list_finish(&d);
  dxsig_arena_finish(&a);
}

/* What fuzz_rootsig_file's campaign found (a self-including file of
 * attributes and unmatched brackets: eleven seconds an input): each of
 * 20,000 [RootSignature] attributes followed by an unmatched '[' looked
 * for its function to the end of the file, and each of 20,000
 * associations looked through every declaration. Both are linear now;
 * the results stay. */
TEST(declarations_at_scale) {
  enum { ATTRS = 20000, ASSOCS = 20000 };
  size_t n = (size_t)ATTRS * 7 + 8 + (size_t)ASSOCS * 8;
  struct dxsig_rs_token *t = calloc(n, sizeof(*t));
  ASSERT_TRUE(t != NULL);
  size_t k = 0;
  for (int i = 0; i < ATTRS; ++i) {
    t[k++] = P_("[", false, 1, 1);
    t[k++] = I_("RootSignature", false, 1, 2);
    t[k++] = P_("(", false, 1, 15);
    t[k++] = S_("\"CBV(b0)\"", false, 1, 16);
    t[k++] = P_(")", false, 1, 25);
    t[k++] = P_("]", false, 1, 26);
    t[k++] = P_("[", false, 1, 27);
  }
  /* One subobject, then associations naming it and one naming another. */
  const struct dxsig_rs_token so[] = {
      I_("GlobalRootSignature", false, 2, 1), I_("G", true, 2, 21), P_("=", true, 2, 23),
      P_("{", true, 2, 25), S_("\"CBV(b0)\"", true, 2, 27), P_("}", true, 2, 37),
      P_(";", false, 2, 38)};
  for (size_t i = 0; i < sizeof so / sizeof so[0]; ++i)
    t[k++] = so[i];
  for (int i = 0; i < ASSOCS; ++i) {
    const struct dxsig_rs_token as[] = {
        I_("SubobjectToExportsAssociation", false, 3, 1), I_("S", true, 3, 31),
        P_("=", true, 3, 33), P_("{", true, 3, 35),
        S_(i == ASSOCS - 1 ? "\"H\"" : "\"G\"", true, 3, 37), P_(",", false, 3, 40),
        S_("\"main\"", true, 3, 42), P_("}", true, 3, 48)};
    for (size_t j = 0; j < sizeof as / sizeof as[0]; ++j)
      t[k++] = as[j];
  }
  struct dxsig_rs_pp pp = {t, k, NULL, 0};
  struct dxsig_arena a;
  dxsig_arena_init(&a);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rs_file f;
  ASSERT_TRUE(dxsig_rs_file_from_pp(&pp, &a, &f, &d));
  ASSERT_EQ_INT(f.count, ATTRS + 1 + ASSOCS);
  /* No function follows an attribute. */
  ASSERT_EQ_STR(f.decls[0].name, "");
  ASSERT_TRUE(f.decls[0].has_string);
  /* One unknown subobject, and the one name declared 20,000 times. */
  ASSERT_TRUE(!dxsig_rs_file_check_subobjects(&f, &d));
  ASSERT_EQ_INT(d.error_count, ASSOCS);
  ASSERT_TRUE(strstr(d.items[0].message, "names subobject 'H', which is not declared") != NULL);
  ASSERT_TRUE(strstr(d.items[1].message, "redefinition of 'S'") != NULL);
  dxsig_diag_list_finish(&d);
  dxsig_arena_finish(&a);
  free(t);
}

/* Names at file scope are declared once (a hit group too); an association
 * naming an association names nothing; two RootSignature attributes on one
 * function are an error, the same one twice a warning. */
TEST(declarations_checked_as_compilers_do) {
  struct dxsig_rs_token t[] = {
      I_("GlobalRootSignature", false, 1, 1), I_("A", true, 1, 21), P_("=", true, 1, 23),
      P_("{", true, 1, 25), S_("\"CBV(b0)\"", true, 1, 27), P_("}", true, 1, 36),
      I_("TriangleHitGroup", false, 2, 1), I_("A", true, 2, 18), P_("=", true, 2, 20),
      P_("{", true, 2, 22), S_("\"\"", true, 2, 24), P_("}", true, 2, 27),
      I_("SubobjectToExportsAssociation", false, 3, 1), I_("B", true, 3, 31),
      P_("=", true, 3, 33), P_("{", true, 3, 35), S_("\"A\"", true, 3, 37),
      P_(",", false, 3, 40), S_("\"f\"", true, 3, 42), P_("}", true, 3, 45),
      I_("SubobjectToExportsAssociation", false, 4, 1), I_("C", true, 4, 31),
      P_("=", true, 4, 33), P_("{", true, 4, 35), S_("\"B\"", true, 4, 37),
      P_(",", false, 4, 40), S_("\"f\"", true, 4, 42), P_("}", true, 4, 45),
      P_("[", false, 5, 1), I_("RootSignature", false, 5, 2), P_("(", false, 5, 15),
      S_("\"CBV(b0)\"", false, 5, 16), P_(")", false, 5, 25), P_("]", false, 5, 26),
      P_("[", false, 6, 1), I_("RootSignature", false, 6, 2), P_("(", false, 6, 15),
      S_("\"CBV(b1)\"", false, 6, 16), P_(")", false, 6, 25), P_("]", false, 6, 26),
      I_("void", false, 7, 1), I_("f", true, 7, 6), P_("(", false, 7, 7), P_(")", false, 7, 8),
      P_("[", false, 8, 1), I_("RootSignature", false, 8, 2), P_("(", false, 8, 15),
      S_("\"CBV(b0)\"", false, 8, 16), P_(")", false, 8, 25), P_("]", false, 8, 26),
      P_("[", false, 9, 1), I_("RootSignature", false, 9, 2), P_("(", false, 9, 15),
      S_("\"CBV(b0)\"", false, 9, 16), P_(")", false, 9, 25), P_("]", false, 9, 26),
      I_("void", false, 10, 1), I_("g", true, 10, 6), P_("(", false, 10, 7),
      P_(")", false, 10, 8),
      /* [A B]: a list's attributes are separated by commas; the broken
       * list's root signature belongs to no function. */
      P_("[", false, 11, 1), I_("RootSignature", false, 11, 2), P_("(", false, 11, 15),
      S_("\"\"", false, 11, 16), P_(")", false, 11, 18), I_("numthreads", true, 11, 20),
      P_("(", false, 11, 30), O_("1", false, 11, 31), P_(")", false, 11, 32),
      P_("]", false, 11, 33), I_("void", false, 12, 1), I_("h", true, 12, 6),
      P_("(", false, 12, 7), P_(")", false, 12, 8)};
  struct dxsig_rs_pp pp = {t, sizeof t / sizeof t[0], NULL, 0};
  struct dxsig_arena a;
  dxsig_arena_init(&a);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rs_file f;
  ASSERT_TRUE(!dxsig_rs_file_from_pp(&pp, &a, &f, &d));
  ASSERT_EQ_INT(f.count, 8);
  ASSERT_TRUE(!dxsig_rs_file_check_subobjects(&f, &d));
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &d, "x");
  ASSERT_EQ_STR(b.data,
                "t.hlsl:11:20: error: expected ',' or ']' after the RootSignature attribute\n"
                "t.hlsl:4:31: error: SubobjectToExportsAssociation 'C' names subobject 'B', "
                "which is not declared\n"
                "t.hlsl:6:17: error: 'f' has a second RootSignature attribute, different from "
                "the first\n"
                "t.hlsl:9:17: warning: 'g' has the same RootSignature attribute twice\n"
                "t.hlsl:2:18: error: redefinition of 'A' (a GlobalRootSignature before, a "
                "TriangleHitGroup here)\n"
                "t.hlsl:1:21: note: 'A' was declared here\n");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&d);
  dxsig_arena_finish(&a);
}

TEST(limits_diagnostics) {
  /* 3000 copies of one register: every clash counted, 1000 kept. */
  size_t n = 3000, len = 0;
  char *text = malloc(n * 9 + 1);
  for (size_t i = 0; i < n; ++i)
    len += (size_t)sprintf(text + len, "CBV(b0), ");
  struct dxsig_rs_source src = {"rootsig", text, len, NULL, 0};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_rootsig rs;
  ASSERT_TRUE(!dxsig_rootsig_parse(&src, NULL, &g_arena, &rs, &d));
  ASSERT_EQ_INT(d.error_count, n - 1);
  ASSERT_EQ_INT(d.count, DXSIG_DIAG_DEFAULT_LIMIT);
  ASSERT_TRUE(d.dropped > 0);
  dxsig_diag_list_finish(&d);
  free(text);
}

/* ---- random input ------------------------------------------------------------ */

static const char *const soup[] = {
    "RootFlags", "RootConstants", "CBV", "SRV", "UAV", "DescriptorTable", "StaticSampler",
    "Sampler", "(", ")", ",", "=", "|", "+", "-", " ", "b0", "t1", "u2", "s3", "b4294967295",
    "space", "visibility", "flags", "numDescriptors", "offset", "unbounded", "filter",
    "mipLODBias", "maxLOD", "1", "0", "1.5e3", ".", "e", "0x", "DATA_STATIC", "DATA_VOLATILE",
    "DESCRIPTORS_VOLATILE", "SHADER_VISIBILITY_PIXEL", "DESCRIPTOR_RANGE_OFFSET_APPEND",
    "FILTER_ANISOTROPIC", "/*", "*/", "//", "@", "\"", "\\", "\n", "\t", "num32BitConstants",
    "ALLOW_STREAM_OUTPUT", "LOCAL_ROOT_SIGNATURE", "COMPARISON_NONE", "\xff", "#"};

TEST(random_strings_terminate) {
  char buf[512];
  for (int iter = 0; iter < 20000; ++iter) {
    size_t len = 0;
    int pieces = (int)(rnd() % 40);
    for (int k = 0; k < pieces; ++k) {
      const char *s = soup[rnd() % (sizeof soup / sizeof soup[0])];
      size_t l = strlen(s);
      if (len + l >= sizeof buf)
        break;
      memcpy(buf + len, s, l);
      len += l;
    }
    if (iter % 7 == 0 && len > 0)
      buf[rnd() % len] = (char)rnd(); /* a random byte, NUL included */
    for (int dialect = 0; dialect < 2; ++dialect) {
      struct result r;
      run_full(&r, buf, len, 1 + rnd() % 3, (enum dxsig_rs_dialect)dialect,
               (enum dxsig_rs_usage)(rnd() % 2));
      /* Every failure is located; a success has bytes. */
      if (!r.ok && !strstr(r.diags, "error: "))
        TEST_FAIL_AT("rejected without an error: %.*s", (int)len, buf);
      if (r.ok && !r.hex[0] && dxsig_rts0_size(&r.rs) * 2 < sizeof r.hex)
        TEST_FAIL_AT("accepted without bytes");
    }
    if (iter % 64 == 0)
      dxsig_arena_finish(&g_arena); /* keep memory flat */
    /* The same soup as the tokens of a preprocessed file. */
    if (iter % 4 == 0) {
      struct dxsig_rs_token toks[64];
      size_t n = 0;
      for (size_t k = 0; k < len && n < 64; ++k) {
        static const char *const spell[] = {"GlobalRootSignature", "LocalRootSignature",
                                            "SubobjectToExportsAssociation", "X", "=", "{",
                                            "}", ",", ";", "[", "]", "(", ")", "RootSignature",
                                            "\"CBV(b0)\"", "\"\"", "\"a;;b\"", "\"X\"", "4"};
        const char *sp = spell[(unsigned char)buf[k] % (sizeof spell / sizeof spell[0])];
        enum dxsig_rs_token_kind kind = sp[0] == '"'   ? DXSIG_RS_TOKEN_STRING
                                        : sp[0] == '4' ? DXSIG_RS_TOKEN_OTHER
                                        : (sp[0] >= 'A' && sp[0] <= 'Z') ? DXSIG_RS_TOKEN_IDENT
                                                                         : DXSIG_RS_TOKEN_PUNCT;
        toks[n++] = tok(kind, sp, k & 1, 1, (uint32_t)k + 1);
      }
      struct dxsig_rs_macro m = {"RS", {"r.hlsl", 1, 1}, false, toks, n, 0};
      struct dxsig_rs_pp pp = {toks, n, &m, 1};
      struct dxsig_arena a;
      dxsig_arena_init(&a);
      struct dxsig_diag_list d;
      dxsig_diag_list_init(&d);
      struct dxsig_rs_file f;
      struct dxsig_rs_source src;
      dxsig_rs_file_from_pp(&pp, &a, &f, &d);
      dxsig_rs_file_check_subobjects(&f, &d);
      dxsig_rs_macro_source(&m, "r.hlsl", &a, &src, &d);
      dxsig_diag_list_finish(&d);
      dxsig_arena_finish(&a);
    }
  }
}

/* Random valid signatures: print as a string, parse back, same bytes. */
TEST(print_parse_round_trip) {
  for (int iter = 0; iter < 3000; ++iter) {
    char text[4096];
    size_t o = 0;
    uint32_t reg = 0;
    int elements = (int)(rnd() % 8);
    uint32_t version = 1 + rnd() % 3;
    for (int e = 0; e < elements && o < sizeof text - 400; ++e) {
      const char *vis = dxsig_rs_visibility_keyword(rnd() % 8);
      switch (rnd() % 5) {
      case 0:
        o += (size_t)snprintf(text + o, sizeof text - o,
                              "RootConstants(num32BitConstants=%u, b%u, space=%u, visibility=%s), ",
                              rnd() % 5, reg++, rnd() % 3, vis);
        break;
      case 1:
        o += (size_t)snprintf(text + o, sizeof text - o, "%s(%c%u, space=%u%s), ",
                              (const char *[]){"CBV", "SRV", "UAV"}[reg % 3], "btu"[reg % 3], reg,
                              rnd() % 3, version > 1 && rnd() % 2 ? ", flags=DATA_STATIC" : "");
        reg++;
        break;
      case 2: {
        bool sampler = rnd() % 3 == 0;
        o += (size_t)snprintf(text + o, sizeof text - o, "DescriptorTable(");
        int nr = (int)(rnd() % 4);
        for (int k = 0; k < nr; ++k) {
          uint32_t t = sampler ? 3 : rnd() % 3;
          const char *names[] = {"SRV", "UAV", "CBV", "Sampler"};
          o += (size_t)snprintf(text + o, sizeof text - o, "%s(%c%u, numDescriptors=%u%s), ",
                                names[t], "tubs"[t], reg, 1 + rnd() % 3,
                                version > 1 && rnd() % 2 ? ", flags=DESCRIPTORS_VOLATILE" : "");
          reg += 10;
        }
        o += (size_t)snprintf(text + o, sizeof text - o, "visibility=%s), ", vis);
        break;
      }
      case 3:
        o += (size_t)snprintf(text + o, sizeof text - o,
                              "StaticSampler(s%u, filter=%s, mipLODBias=%d.%u, minLOD=%u, "
                              "maxLOD=%ue%u, maxAnisotropy=%u, visibility=%s), ",
                              reg++, dxsig_rs_filter_keyword(rnd() % 2 ? 0x55 : 0x15),
                              (int)(rnd() % 31) - 15, rnd() % 100, rnd() % 10, 1 + rnd() % 9,
                              rnd() % 30, rnd() % 17, vis);
        break;
      default:
        break;
      }
    }
    for (int dialect = 0; dialect < 2; ++dialect) {
      struct result a, b;
      run_full(&a, text, o, version, (enum dxsig_rs_dialect)dialect, DXSIG_RS_GLOBAL);
      if (!a.ok)
        TEST_FAIL_AT("generated string rejected: %s\n%s", text, a.diags);
      struct dxsig_buffer pb;
      dxsig_buffer_init(&pb);
      dxsig_rootsig_print_hlsl(&pb, &a.rs);
      run_full(&b, pb.data ? pb.data : "", pb.len, version, (enum dxsig_rs_dialect)dialect,
               DXSIG_RS_GLOBAL);
      if (!b.ok || strcmp(a.hex, b.hex) != 0)
        TEST_FAIL_AT("round trip differs:\n %s\n %s\n%s", text, pb.data ? pb.data : "", b.diags);
      dxsig_buffer_finish(&pb);
    }
    if (iter % 64 == 0)
      dxsig_arena_finish(&g_arena);
  }
}

int main(void) {
  dxsig_arena_init(&g_arena);
  RUN(issue_example_position);
  RUN(empty_and_whitespace);
  RUN(integers_per_dialect);
  RUN(float_forms_and_rounding);
  RUN(keywords_case_and_spellings);
  RUN(comparison_none_per_dialect);
  RUN(local_usage);
  RUN(recovery_reports_each_element);
  RUN(positions_with_newlines_and_segments);
  RUN(nul_and_binary_bytes);
  RUN(version_option);
  RUN(validator_messages_without_source);
  RUN(overlap_check_scales);
  RUN(metadata_worked_example);
  RUN(rts0_reader_survives_corruption);
  RUN(rts0_shared_ranges_are_bounded);
  RUN(macro_read_as_dxc);
  RUN(declarations_of_a_preprocessed_file);
  RUN(declarations_at_scale);
  RUN(declarations_checked_as_compilers_do);
  RUN(limits_diagnostics);
  RUN(random_strings_terminate);
  RUN(print_parse_round_trip);
  dxsig_arena_finish(&g_arena);
  return test_summary();
}
