/* Stage properties from "hlsl.*" attributes (dxsig_stage_props_read): the
 * spellings, the numbers DXC gives them, the ranges, the stage checks, and
 * merging with an existing record's values. */
#include <stdlib.h>
#include <string.h>

#include "dxsig/stage_props.h"
#include "test.h"

/* A fixed attribute list: NULL-terminated key/value pairs. */
static const char *lookup(void *ctx, const char *key, size_t *len) {
  const char *const *kv = ctx;
  for (; kv[0]; kv += 2)
    if (strcmp(kv[0], key) == 0) {
      *len = strlen(kv[1]);
      return kv[1];
    }
  return NULL;
}

static struct dxsig_entry entry_of(enum dxsig_shader_stage stage) {
  struct dxsig_entry e;
  memset(&e, 0, sizeof e);
  e.name = "main";
  e.stage = stage;
  e.has_stage = true;
  return e;
}

/* Reads attrs for stage; the diagnostics' messages joined by '\n'. */
static bool read(enum dxsig_shader_stage stage, const char *const *attrs,
                 struct dxsig_stage_props *p, char *messages, size_t size) {
  struct dxsig_entry e = entry_of(stage);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  dxsig_stage_props_init(p);
  bool ok = dxsig_stage_props_read(p, &e, lookup, (void *)attrs, &diags);
  messages[0] = '\0';
  for (size_t i = 0; i < diags.count; ++i) {
    strncat(messages, diags.items[i].message, size - strlen(messages) - 2);
    strcat(messages, "\n");
  }
  dxsig_diag_list_finish(&diags);
  return ok;
}

#define BIT(p) (1u << DXSIG_PROP_##p)

TEST(geometry_spellings) {
  static const char *const attrs[] = {"hlsl.inputprimitive", "triangleadj",
                                      "hlsl.outputstreams", "PointStream,PointStream,PointStream",
                                      "hlsl.maxvertexcount", "1024", "hlsl.instance", "32", NULL};
  struct dxsig_stage_props p;
  char msg[512];
  ASSERT_TRUE(read(DXSIG_STAGE_GEOMETRY, attrs, &p, msg, sizeof msg));
  ASSERT_EQ_STR(msg, "");
  ASSERT_EQ_INT(p.input_primitive, 7);
  ASSERT_EQ_INT(p.stream_mask, 7);
  ASSERT_EQ_INT(p.stream_topology, DXSIG_TOPOLOGY_POINT_LIST);
  ASSERT_EQ_INT(p.max_vertex_count, 1024);
  ASSERT_EQ_INT(p.instance_count, 32);
  ASSERT_EQ_INT(p.set, BIT(INPUT_PRIMITIVE) | BIT(OUTPUT_STREAMS) | BIT(MAX_VERTEX_COUNT) |
                           BIT(INSTANCE_COUNT));
  static const char *const patch[] = {"hlsl.inputprimitive", "patch32", "hlsl.outputstreams",
                                      "LineStream", NULL};
  ASSERT_TRUE(read(DXSIG_STAGE_GEOMETRY, patch, &p, msg, sizeof msg));
  ASSERT_EQ_INT(p.input_primitive, 39); /* ControlPointPatch32 */
  ASSERT_EQ_INT(p.stream_topology, DXSIG_TOPOLOGY_LINE_STRIP);
  ASSERT_EQ_INT(p.stream_mask, 1);
}

TEST(hull_spellings) {
  static const char *const attrs[] = {
      "hlsl.domain", "isoline", "hlsl.partitioning", "fractional_even",
      "hlsl.outputtopology", "line", "hlsl.outputcontrolpoints", "32",
      "hlsl.inputcontrolpoints", "0", "hlsl.maxtessfactor", "1", "hlsl.patchconstantfunc", "pc",
      NULL};
  struct dxsig_stage_props p;
  char msg[512];
  ASSERT_TRUE(read(DXSIG_STAGE_HULL, attrs, &p, msg, sizeof msg));
  ASSERT_EQ_INT(p.domain, DXSIG_TESS_DOMAIN_ISOLINE);
  ASSERT_EQ_INT(p.partitioning, 4);
  ASSERT_EQ_INT(p.output_topology, 2);
  ASSERT_EQ_INT(p.output_control_points, 32);
  ASSERT_EQ_INT(p.input_control_points, 0);
  ASSERT_TRUE(p.max_tess_factor == 1.0f);
  ASSERT_EQ_INT(p.patch_constant_func_len, 2);
  ASSERT_TRUE(memcmp(p.patch_constant_func, "pc", 2) == 0);
}

/* Decimal spellings round as a C compiler rounds the literal. */
TEST(tess_factor_rounding) {
  static const char *const values[] = {"63.999999", "15.3", "7.25F", "1.00000000000001",
                                       "64.", "033.5"};
  static const float expect[] = {63.999999f, 15.3f, 7.25f, 1.00000000000001f, 64.0f, 33.5f};
  for (size_t i = 0; i < sizeof values / sizeof values[0]; ++i) {
    const char *attrs[] = {"hlsl.maxtessfactor", values[i], NULL};
    struct dxsig_stage_props p;
    char msg[256];
    ASSERT_TRUE(read(DXSIG_STAGE_HULL, attrs, &p, msg, sizeof msg));
    ASSERT_TRUE(p.max_tess_factor == expect[i]);
  }
  static const char *const bad[] = {"", "f", ".", "1..0", "1.0.0", "+2", "-2", "2e1",
                                    "64.0000001", "0.99", "1234567890123456"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
    const char *attrs[] = {"hlsl.maxtessfactor", bad[i], NULL};
    struct dxsig_stage_props p;
    char msg[256];
    ASSERT_TRUE(!read(DXSIG_STAGE_HULL, attrs, &p, msg, sizeof msg));
    ASSERT_TRUE(!(p.set & BIT(MAX_TESS_FACTOR)));
    ASSERT_TRUE(p.max_tess_factor == 64.0f);
  }
}

TEST(mesh_and_amplification) {
  static const char *const ms[] = {"hlsl.numthreads", "128,1,1", "hlsl.outputtopology",
                                   "triangle", "hlsl.maxoutputvertices", "256",
                                   "hlsl.maxoutputprimitives", "0", "hlsl.payloadsize", "16384",
                                   NULL};
  struct dxsig_stage_props p;
  char msg[512];
  ASSERT_TRUE(read(DXSIG_STAGE_MESH, ms, &p, msg, sizeof msg));
  ASSERT_EQ_INT(p.output_topology, 2);
  ASSERT_EQ_INT(p.max_output_vertices, 256);
  ASSERT_EQ_INT(p.payload_bytes, 16384);
  ASSERT_EQ_INT(p.num_threads[0], 128);
  static const char *const as[] = {"hlsl.numthreads", "1,2,3", "hlsl.payloadsize", "4", NULL};
  ASSERT_TRUE(read(DXSIG_STAGE_AMPLIFICATION, as, &p, msg, sizeof msg));
  ASSERT_EQ_INT(p.payload_bytes, 4);
  ASSERT_EQ_INT(p.num_threads[2], 3);
  /* The same word means the tessellator's topologies on a hull shader. */
  static const char *const hs[] = {"hlsl.outputtopology", "triangle", NULL};
  ASSERT_TRUE(!read(DXSIG_STAGE_HULL, hs, &p, msg, sizeof msg));
  ASSERT_EQ_STR(msg, "entry 'main': \"hlsl.outputtopology\" must be 'point', 'line', "
                     "'triangle_cw' or 'triangle_ccw' for a hull shader, found 'triangle'\n");
}

TEST(malformed_values) {
  static const struct {
    enum dxsig_shader_stage stage;
    const char *key, *value;
  } cases[] = {
      {DXSIG_STAGE_COMPUTE, "hlsl.numthreads", "8,8"},
      {DXSIG_STAGE_COMPUTE, "hlsl.numthreads", "8,8,1,"},
      {DXSIG_STAGE_COMPUTE, "hlsl.numthreads", "8,,1"},
      {DXSIG_STAGE_COMPUTE, "hlsl.numthreads", "4294967296,1,1"},
      {DXSIG_STAGE_COMPUTE, "hlsl.wavesize", "32"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.inputprimitive", "patch0"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.inputprimitive", "patch"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.inputprimitive", "Triangle"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.outputstreams", "PointStream,LineStream"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.outputstreams", ",PointStream"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.maxvertexcount", "1025"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.maxvertexcount", "0x10"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.instance", "33"},
      {DXSIG_STAGE_HULL, "hlsl.outputcontrolpoints", "33"},
      {DXSIG_STAGE_HULL, "hlsl.patchconstantfunc", ""},
      {DXSIG_STAGE_HULL, "hlsl.domain", "triangle"},
      {DXSIG_STAGE_DOMAIN, "hlsl.inputcontrolpoints", "-1"},
      {DXSIG_STAGE_MESH, "hlsl.maxoutputprimitives", "257"},
      {DXSIG_STAGE_AMPLIFICATION, "hlsl.payloadsize", "16385"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
    const char *attrs[] = {cases[i].key, cases[i].value, NULL};
    struct dxsig_stage_props p;
    char msg[512];
    if (read(cases[i].stage, attrs, &p, msg, sizeof msg))
      TEST_FAIL_AT("%s=\"%s\" accepted", cases[i].key, cases[i].value);
    ASSERT_EQ_INT(p.set, 0);
    ASSERT_TRUE(strstr(msg, cases[i].key) != NULL);
  }
}

TEST(wrong_stage) {
  static const char *const attrs[] = {"hlsl.maxvertexcount", "3", "hlsl.partitioning", "integer",
                                      "hlsl.payloadsize", "4", NULL};
  struct dxsig_stage_props p;
  char msg[512];
  ASSERT_TRUE(!read(DXSIG_STAGE_PIXEL, attrs, &p, msg, sizeof msg));
  ASSERT_EQ_STR(msg, "entry 'main': \"hlsl.maxvertexcount\" is for geometry shaders, not pixel "
                     "shaders\n"
                     "entry 'main': \"hlsl.partitioning\" is for hull shaders, not pixel shaders "
                     "(ignored)\n"
                     "entry 'main': \"hlsl.payloadsize\" is for mesh and amplification shaders, "
                     "not pixel shaders\n");
  ASSERT_EQ_INT(p.set, 0);
  /* Unknown stage: nothing to check against. */
  struct dxsig_entry e = entry_of(DXSIG_STAGE_PIXEL);
  e.has_stage = false;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  dxsig_stage_props_init(&p);
  ASSERT_TRUE(dxsig_stage_props_read(&p, &e, lookup, (void *)attrs, &diags));
  ASSERT_EQ_INT(diags.count, 0);
  ASSERT_EQ_INT(p.max_vertex_count, 3);
  dxsig_diag_list_finish(&diags);
}

TEST(merge_attribute_wins) {
  struct dxsig_entry e = entry_of(DXSIG_STAGE_GEOMETRY);
  struct dxsig_stage_props attr, rec;
  dxsig_stage_props_init(&attr);
  dxsig_stage_props_init(&rec);
  attr.max_vertex_count = 4;
  attr.set = BIT(MAX_VERTEX_COUNT);
  rec.max_vertex_count = 12;
  rec.input_primitive = 3;
  rec.instance_count = 1; /* the default: says nothing */
  rec.set = BIT(MAX_VERTEX_COUNT) | BIT(INPUT_PRIMITIVE) | BIT(INSTANCE_COUNT);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  dxsig_stage_props_merge(&attr, &rec, &e, &diags);
  ASSERT_EQ_INT(attr.max_vertex_count, 4);
  ASSERT_EQ_INT(attr.input_primitive, 3);
  ASSERT_EQ_INT(attr.set, BIT(MAX_VERTEX_COUNT) | BIT(INPUT_PRIMITIVE) | BIT(INSTANCE_COUNT));
  ASSERT_EQ_INT(diags.count, 1);
  ASSERT_EQ_INT(diags.items[0].severity, DXSIG_WARNING);
  ASSERT_EQ_INT(diags.items[0].code, DXSIG_RULE_LOWER_ENTRY_RECORD);
  ASSERT_EQ_STR(diags.items[0].message,
                "entry 'main': \"hlsl.maxvertexcount\"=\"4\" differs from the entry's "
                "!dx.entryPoints record, which says '12'; the attribute is used");
  dxsig_diag_list_finish(&diags);
}

TEST(resolve_and_psv) {
  /* A GS without attributes: the streams its outputs use. */
  struct dxsig_element out[2];
  memset(out, 0, sizeof out);
  out[0].stream = 0;
  out[1].stream = 2;
  struct dxsig_entry e = entry_of(DXSIG_STAGE_GEOMETRY);
  e.sigs[DXSIG_SIG_OUTPUT].elements = out;
  e.sigs[DXSIG_SIG_OUTPUT].count = 2;
  struct dxsig_stage_props p;
  dxsig_stage_props_init(&p);
  dxsig_stage_props_resolve(&p, &e);
  ASSERT_EQ_INT(p.stream_mask, 5);
  struct dxsig_psv_info info;
  struct dxsig_part_options opts;
  memset(&opts, 0, sizeof opts);
  dxsig_psv_info_init(&info);
  dxsig_stage_props_to_psv(&p, &opts, &info);
  ASSERT_EQ_INT(info.gs_output_stream_mask, 5);
  ASSERT_EQ_INT(info.wave_lane_max, UINT32_MAX);
  e.sigs[DXSIG_SIG_OUTPUT].count = 0;
  dxsig_stage_props_init(&p);
  dxsig_stage_props_resolve(&p, &e);
  ASSERT_EQ_INT(p.stream_mask, 1);
}

TEST(format) {
  struct dxsig_stage_props p;
  dxsig_stage_props_init(&p);
  char buf[64];
  dxsig_stage_prop_format(&p, DXSIG_PROP_MAX_TESS_FACTOR, DXSIG_STAGE_HULL, buf, sizeof buf);
  ASSERT_EQ_STR(buf, "64.0");
  p.max_tess_factor = 15.5f;
  dxsig_stage_prop_format(&p, DXSIG_PROP_MAX_TESS_FACTOR, DXSIG_STAGE_HULL, buf, sizeof buf);
  ASSERT_EQ_STR(buf, "15.5");
  p.input_primitive = 10;
  dxsig_stage_prop_format(&p, DXSIG_PROP_INPUT_PRIMITIVE, DXSIG_STAGE_GEOMETRY, buf, sizeof buf);
  ASSERT_EQ_STR(buf, "patch3");
  p.stream_mask = 3;
  p.stream_topology = DXSIG_TOPOLOGY_POINT_LIST;
  dxsig_stage_prop_format(&p, DXSIG_PROP_OUTPUT_STREAMS, DXSIG_STAGE_GEOMETRY, buf, sizeof buf);
  ASSERT_EQ_STR(buf, "PointStream,PointStream");
  p.output_topology = 2;
  dxsig_stage_prop_format(&p, DXSIG_PROP_OUTPUT_TOPOLOGY, DXSIG_STAGE_MESH, buf, sizeof buf);
  ASSERT_EQ_STR(buf, "triangle");
  dxsig_stage_prop_format(&p, DXSIG_PROP_OUTPUT_TOPOLOGY, DXSIG_STAGE_HULL, buf, sizeof buf);
  ASSERT_EQ_STR(buf, "line");
  ASSERT_EQ_STR(dxsig_stage_prop_attribute(DXSIG_PROP_PAYLOAD_SIZE), "hlsl.payloadsize");
}

/* One element for the signature rules: rows x cols of float (kind 0 for
 * arbitrary). */
static struct dxsig_element element_of(uint32_t id, const char *name, uint32_t kind,
                                       uint32_t rows, uint32_t cols) {
  static uint32_t indices[32];
  for (uint32_t r = 0; r < 32; ++r)
    indices[r] = r;
  struct dxsig_element e;
  memset(&e, 0, sizeof e);
  e.id = id;
  e.name = name;
  e.name_len = strlen(name);
  e.comp_type = DXSIG_COMP_F32;
  e.kind = kind;
  e.indices = indices;
  e.index_count = rows;
  e.rows = rows;
  e.cols = cols;
  e.start_row = DXSIG_UNALLOCATED;
  e.start_col = DXSIG_UNALLOCATED;
  return e;
}

/* dxsig_stage_props_check's messages joined by '\n'; its verdict. */
static bool check(const struct dxsig_stage_props *p, const struct dxsig_entry *e, char *messages,
                  size_t size) {
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  bool ok = dxsig_stage_props_check(p, e, &diags);
  messages[0] = '\0';
  for (size_t i = 0; i < diags.count; ++i) {
    strncat(messages, diags.items[i].message, size - strlen(messages) - 2);
    strcat(messages, "\n");
  }
  if (ok != (diags.error_count == 0)) /* shows in the messages compared */
    strncat(messages, "verdict and errors disagree\n", size - strlen(messages) - 1);
  dxsig_diag_list_finish(&diags);
  return ok;
}

TEST(signature_rules) {
  char msg[1024];
  struct dxsig_stage_props p;
  /* GS: 4 + 2 x 2 = 8 scalars (both streams) x 128 = 1024. */
  struct dxsig_entry gs = entry_of(DXSIG_STAGE_GEOMETRY);
  struct dxsig_element gs_out[2] = {element_of(0, "SV_Position", 3, 1, 4),
                                    element_of(1, "DATA", 0, 2, 2)};
  gs_out[1].stream = 1;
  gs.sigs[DXSIG_SIG_OUTPUT].elements = gs_out;
  gs.sigs[DXSIG_SIG_OUTPUT].count = 2;
  dxsig_stage_props_init(&p);
  p.max_vertex_count = 128;
  ASSERT_TRUE(check(&p, &gs, msg, sizeof msg));
  p.max_vertex_count = 129;
  ASSERT_TRUE(!check(&p, &gs, msg, sizeof msg));
  ASSERT_EQ_STR(msg, "entry 'main': maxvertexcount 129 x 8 output scalars (rows x columns of "
                     "every output element) = 1032, more than 1024\n");

  /* HS: the factors of a declared domain; nothing declared, nothing checked. */
  struct dxsig_entry hs = entry_of(DXSIG_STAGE_HULL);
  struct dxsig_element pc[2] = {element_of(0, "SV_TessFactor", 25, 3, 1),
                                element_of(1, "SV_InsideTessFactor", 26, 1, 1)};
  struct dxsig_element in[1] = {element_of(0, "POS", 0, 1, 4)};
  hs.sigs[DXSIG_SIG_PATCH_CONSTANT].elements = pc;
  hs.sigs[DXSIG_SIG_PATCH_CONSTANT].count = 2;
  hs.sigs[DXSIG_SIG_INPUT].elements = in;
  hs.sigs[DXSIG_SIG_INPUT].count = 1;
  dxsig_stage_props_init(&p);
  ASSERT_TRUE(check(&p, &hs, msg, sizeof msg));
  p.set = BIT(DOMAIN);
  p.domain = DXSIG_TESS_DOMAIN_TRI;
  ASSERT_TRUE(check(&p, &hs, msg, sizeof msg));
  p.domain = DXSIG_TESS_DOMAIN_QUAD;
  ASSERT_TRUE(!check(&p, &hs, msg, sizeof msg));
  ASSERT_EQ_STR(msg, "entry 'main' patch constant element 0 'SV_TessFactor0': the entry's "
                     "domain is quad, whose SV_TessFactor has 4 rows of 1 column; the element "
                     "has 3 of 1\n"
                     "entry 'main' patch constant element 1 'SV_InsideTessFactor0': the "
                     "entry's domain is quad, whose SV_InsideTessFactor has 2 rows of 1 "
                     "column; the element has 1 of 1\n");
  /* A domain shader is asked for the sizes alone: no factor is no error. */
  struct dxsig_entry ds = entry_of(DXSIG_STAGE_DOMAIN);
  ASSERT_TRUE(check(&p, &ds, msg, sizeof msg));
  hs.sigs[DXSIG_SIG_PATCH_CONSTANT].count = 0;
  ASSERT_TRUE(!check(&p, &hs, msg, sizeof msg));
  ASSERT_EQ_STR(msg, "entry 'main' patch constant signature: the entry's domain is quad, but "
                     "the list has no SV_TessFactor and no SV_InsideTessFactor\n");

  /* HS: 0 input control points and an input. */
  hs.sigs[DXSIG_SIG_PATCH_CONSTANT].count = 2;
  p.domain = DXSIG_TESS_DOMAIN_TRI;
  p.set = BIT(DOMAIN) | BIT(INPUT_CONTROL_POINTS);
  p.input_control_points = 1;
  ASSERT_TRUE(check(&p, &hs, msg, sizeof msg));
  p.input_control_points = 0;
  ASSERT_TRUE(!check(&p, &hs, msg, sizeof msg));
  ASSERT_EQ_STR(msg, "entry 'main' input signature: the entry takes 0 input control points, "
                     "so it can have no inputs; the list has 1 element\n");
}

int main(void) {
  RUN(geometry_spellings);
  RUN(hull_spellings);
  RUN(tess_factor_rounding);
  RUN(mesh_and_amplification);
  RUN(malformed_values);
  RUN(wrong_stage);
  RUN(merge_attribute_wins);
  RUN(resolve_and_psv);
  RUN(format);
  RUN(signature_rules);
  return test_summary();
}
