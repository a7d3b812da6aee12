/* DXIL's entry-record properties (dxsig/entry_record.h): each stage's
 * layout as DXC's EmitDxil*State writes it (tags, operand kinds, order),
 * read back into the same stage properties, and a malformed value left out
 * with its warning. The glue only turns these into metadata, so a slip in
 * a layout fails here, with no LLVM. */
#include "dxsig/dxsig.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

static struct dxsig_entry entry_of(enum dxsig_shader_stage stage) {
  struct dxsig_entry e;
  memset(&e, 0, sizeof e);
  e.name = "main";
  e.stage = stage;
  e.has_stage = true;
  return e;
}

/* The kinds of p's operands, one letter each (u, f, F, t). */
static void kinds(const struct dxsig_record_property *p, char *out) {
  for (size_t i = 0; i < p->count; ++i)
    out[i] = "?ufFt"[p->ops[i].kind];
  out[p->count] = '\0';
}

/* Writes props for stage, reads every property back into a fresh set, and
 * returns it; *n and the first property in first. */
static struct dxsig_stage_props round_trip(const struct dxsig_stage_props *props,
                                           enum dxsig_shader_stage stage,
                                           struct dxsig_shader_model sm, size_t *n,
                                           struct dxsig_record_property *first) {
  struct dxsig_record_property out[2];
  *n = dxsig_entry_record_write(props, stage, sm, out);
  if (*n)
    *first = out[0];
  struct dxsig_entry e = entry_of(stage);
  struct dxsig_stage_props back;
  dxsig_stage_props_init(&back);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  for (size_t i = 0; i < *n; ++i)
    dxsig_entry_record_read(&out[i], &e, &back, &diags);
  if (diags.count)
    fprintf(stderr, "unexpected: %s\n", diags.items[0].message);
  dxsig_diag_list_finish(&diags);
  return back;
}

static const struct dxsig_shader_model SM66 = {6, 6}, SM68 = {6, 8};

TEST(geometry_state) {
  struct dxsig_stage_props p;
  dxsig_stage_props_init(&p);
  p.input_primitive = 39; /* a patch of 32 control points */
  p.max_vertex_count = 1024;
  p.stream_mask = 0xF;
  p.stream_topology = DXSIG_TOPOLOGY_TRIANGLE_STRIP;
  p.instance_count = 32;
  size_t n;
  struct dxsig_record_property w;
  struct dxsig_stage_props back = round_trip(&p, DXSIG_STAGE_GEOMETRY, SM66, &n, &w);
  char k[8];
  kinds(&w, k);
  ASSERT_EQ_INT(n, 1);
  ASSERT_EQ_INT(w.tag, DXSIG_ENTRY_TAG_GS_STATE);
  ASSERT_EQ_STR(k, "uuuuu");
  ASSERT_EQ_INT(w.ops[0].u32, 39);
  ASSERT_EQ_INT(w.ops[1].u32, 1024);
  ASSERT_EQ_INT(w.ops[2].u32, 0xF);
  ASSERT_EQ_INT(w.ops[3].u32, 5);
  ASSERT_EQ_INT(w.ops[4].u32, 32);
  ASSERT_EQ_INT(back.max_vertex_count, 1024);
  ASSERT_EQ_INT(back.instance_count, 32);
  ASSERT_EQ_INT(back.stream_mask, 0xF);
}

TEST(hull_state) {
  struct dxsig_stage_props p;
  dxsig_stage_props_init(&p);
  p.set |= 1u << DXSIG_PROP_PATCH_CONSTANT_FUNC;
  p.patch_constant_func = "pcf";
  p.patch_constant_func_len = 3;
  p.input_control_points = 32;
  p.output_control_points = 31;
  p.domain = DXSIG_TESS_DOMAIN_QUAD;
  p.partitioning = 2;
  p.output_topology = 4;
  p.max_tess_factor = 63.5f;
  size_t n;
  struct dxsig_record_property w;
  struct dxsig_stage_props back = round_trip(&p, DXSIG_STAGE_HULL, SM66, &n, &w);
  char k[8];
  kinds(&w, k);
  ASSERT_EQ_INT(w.tag, DXSIG_ENTRY_TAG_HS_STATE);
  ASSERT_EQ_STR(k, "Fuuuuuf");
  ASSERT_EQ_INT(w.ops[0].function_len, 3);
  ASSERT_EQ_INT(w.ops[1].u32, 32); /* input before output control points */
  ASSERT_EQ_INT(w.ops[2].u32, 31);
  ASSERT_EQ_INT(w.ops[3].u32, DXSIG_TESS_DOMAIN_QUAD);
  ASSERT_TRUE(w.ops[6].f32 == 63.5f);
  ASSERT_EQ_INT(back.input_control_points, 32);
  ASSERT_EQ_INT(back.output_control_points, 31);
  ASSERT_EQ_INT(back.patch_constant_func_len, 3);
  ASSERT_TRUE(back.max_tess_factor == 63.5f);
  /* No patch-constant function named: a null operand. */
  p.set &= ~(1u << DXSIG_PROP_PATCH_CONSTANT_FUNC);
  back = round_trip(&p, DXSIG_STAGE_HULL, SM66, &n, &w);
  ASSERT_TRUE(w.ops[0].kind == DXSIG_RECORD_FUNCTION && !w.ops[0].function);
  ASSERT_TRUE(!(back.set & (1u << DXSIG_PROP_PATCH_CONSTANT_FUNC)));
}

TEST(domain_mesh_amplification_states) {
  struct dxsig_stage_props p;
  dxsig_stage_props_init(&p);
  p.domain = DXSIG_TESS_DOMAIN_TRI;
  p.input_control_points = 32;
  p.num_threads[0] = 128, p.num_threads[1] = 1, p.num_threads[2] = 1;
  p.max_output_vertices = 256;
  p.max_output_primitives = 255;
  p.output_topology = 2;
  p.payload_bytes = 16384;
  size_t n;
  struct dxsig_record_property w;
  char k[8];
  struct dxsig_stage_props back = round_trip(&p, DXSIG_STAGE_DOMAIN, SM66, &n, &w);
  kinds(&w, k);
  ASSERT_EQ_INT(w.tag, DXSIG_ENTRY_TAG_DS_STATE);
  ASSERT_EQ_STR(k, "uu");
  ASSERT_EQ_INT(back.input_control_points, 32);
  back = round_trip(&p, DXSIG_STAGE_MESH, SM66, &n, &w);
  kinds(&w, k);
  ASSERT_EQ_INT(w.tag, DXSIG_ENTRY_TAG_MS_STATE);
  ASSERT_EQ_STR(k, "tuuuu");
  ASSERT_EQ_INT(w.ops[1].u32, 256); /* vertices before primitives */
  ASSERT_EQ_INT(w.ops[2].u32, 255);
  ASSERT_EQ_INT(back.max_output_vertices, 256);
  ASSERT_EQ_INT(back.payload_bytes, 16384);
  ASSERT_EQ_INT(back.num_threads[0], 128);
  back = round_trip(&p, DXSIG_STAGE_AMPLIFICATION, SM66, &n, &w);
  kinds(&w, k);
  ASSERT_EQ_INT(w.tag, DXSIG_ENTRY_TAG_AS_STATE);
  ASSERT_EQ_STR(k, "tu");
  ASSERT_EQ_INT(back.payload_bytes, 16384);
}

TEST(compute_threads_and_wave_size) {
  struct dxsig_stage_props p;
  dxsig_stage_props_init(&p);
  size_t n;
  struct dxsig_record_property w;
  /* Nothing given: nothing written. */
  round_trip(&p, DXSIG_STAGE_COMPUTE, SM66, &n, &w);
  ASSERT_EQ_INT(n, 0);
  p.set |= 1u << DXSIG_PROP_NUM_THREADS | 1u << DXSIG_PROP_WAVE_SIZE;
  p.num_threads[0] = 1, p.num_threads[1] = 1023, p.num_threads[2] = 1;
  p.wave_size[0] = 4, p.wave_size[1] = 128, p.wave_size[2] = 64;
  struct dxsig_record_property out[2];
  n = dxsig_entry_record_write(&p, DXSIG_STAGE_COMPUTE, SM68, out);
  ASSERT_EQ_INT(n, 2);
  ASSERT_EQ_INT(out[0].tag, DXSIG_ENTRY_TAG_NUM_THREADS);
  ASSERT_EQ_INT(out[0].count, 3);
  ASSERT_EQ_INT(out[0].ops[1].u32, 1023);
  ASSERT_EQ_INT(out[1].tag, DXSIG_ENTRY_TAG_RANGED_WAVE_SIZE); /* 6.8 on */
  ASSERT_EQ_INT(out[1].count, 3);
  n = dxsig_entry_record_write(&p, DXSIG_STAGE_COMPUTE, SM66, out);
  ASSERT_EQ_INT(out[1].tag, DXSIG_ENTRY_TAG_WAVE_SIZE); /* {min} before */
  ASSERT_EQ_INT(out[1].count, 1);
  ASSERT_EQ_INT(out[1].ops[0].u32, 4);
  struct dxsig_stage_props back = round_trip(&p, DXSIG_STAGE_COMPUTE, SM68, &n, &w);
  ASSERT_EQ_INT(back.num_threads[1], 1023);
  ASSERT_EQ_INT(back.wave_size[1], 128);
}

TEST(malformed_left_out) {
  struct dxsig_entry e = entry_of(DXSIG_STAGE_DOMAIN);
  struct dxsig_stage_props back;
  dxsig_stage_props_init(&back);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  /* A domain past quad. */
  struct dxsig_record_property p = {DXSIG_ENTRY_TAG_DS_STATE, 2, {{0}}};
  p.ops[0].kind = p.ops[1].kind = DXSIG_RECORD_U32;
  p.ops[0].u32 = 9;
  ASSERT_TRUE(!dxsig_entry_record_read(&p, &e, &back, &diags));
  ASSERT_EQ_INT(diags.count, 1);
  ASSERT_EQ_INT(diags.items[0].code, DXSIG_RULE_LOWER_ENTRY_RECORD);
  ASSERT_EQ_STR(diags.items[0].message,
                "entry 'main': the DS state (tag 2) of the entry's !dx.entryPoints record is "
                "malformed; ignored");
  ASSERT_TRUE(!(back.set & (1u << DXSIG_PROP_DOMAIN)));
  /* A float where an integer belongs. */
  p.ops[0].u32 = 1;
  p.ops[1].kind = DXSIG_RECORD_F32;
  ASSERT_TRUE(!dxsig_entry_record_read(&p, &e, &back, &diags));
  ASSERT_EQ_INT(diags.count, 2);
  /* Another stage's tag: not this entry's to read, nothing said. */
  p.tag = DXSIG_ENTRY_TAG_GS_STATE;
  ASSERT_TRUE(!dxsig_entry_record_read(&p, &e, &back, &diags));
  ASSERT_EQ_INT(diags.count, 2);
  dxsig_diag_list_finish(&diags);
}

TEST(computed_tags) {
  ASSERT_TRUE(dxsig_entry_tag_is_computed(DXSIG_ENTRY_TAG_NUM_THREADS, DXSIG_STAGE_COMPUTE, false));
  ASSERT_TRUE(!dxsig_entry_tag_is_computed(DXSIG_ENTRY_TAG_NUM_THREADS, DXSIG_STAGE_PIXEL, false));
  ASSERT_TRUE(dxsig_entry_tag_is_computed(DXSIG_ENTRY_TAG_SHADER_KIND, DXSIG_STAGE_PIXEL, true));
  ASSERT_TRUE(!dxsig_entry_tag_is_computed(DXSIG_ENTRY_TAG_SHADER_KIND, DXSIG_STAGE_PIXEL, false));
  ASSERT_TRUE(!dxsig_entry_tag_is_computed(DXSIG_ENTRY_TAG_SHADER_FLAGS, DXSIG_STAGE_HULL, true));
  ASSERT_TRUE(dxsig_entry_tag_is_computed(DXSIG_ENTRY_TAG_MS_STATE, DXSIG_STAGE_MESH, false));
}

int main(void) {
  RUN(geometry_state);
  RUN(hull_state);
  RUN(domain_mesh_amplification_states);
  RUN(compute_threads_and_wave_size);
  RUN(malformed_left_out);
  RUN(computed_tags);
  return test_summary();
}
