/* The HLSL reader through its C API alone (dxsig/hlsl.h, no LLVM):
 * preprocessed text in, a model, attributes, locations and diagnostics out. */
#include <stdlib.h>
#include <string.h>

#include "dxsig/hlsl.h"
#include "dxsig/pack.h"
#include "test.h"

struct read {
  struct dxsig_hlsl_program p;
  struct dxsig_diag_list diags;
  bool ok;
  char messages[2048]; /* "LINE:COL: message" per diagnostic, '\n'-joined */
};

static void read_text(struct read *r, const char *text, const char *profile,
                      const char *entry) {
  struct dxsig_hlsl_options opt = {.profile = profile, .entry = entry};
  dxsig_hlsl_program_init(&r->p);
  dxsig_diag_list_init(&r->diags);
  r->ok = dxsig_hlsl_read_text(text, strlen(text), "t.hlsl", &opt, &r->p, &r->diags);
  r->messages[0] = '\0';
  for (size_t i = 0; i < r->diags.count; ++i) {
    size_t used = strlen(r->messages);
    snprintf(r->messages + used, sizeof r->messages - used, "%s%u:%u: %s", used ? "\n" : "",
             (unsigned)r->diags.items[i].line, (unsigned)r->diags.items[i].column,
             r->diags.items[i].message);
  }
}

static void done(struct read *r) {
  dxsig_hlsl_program_finish(&r->p);
  dxsig_diag_list_finish(&r->diags);
}

static const struct dxsig_element *element(const struct read *r, enum dxsig_sig_kind k,
                                           size_t i) {
  const struct dxsig_signature *s = &r->p.m.entries[0].sigs[k];
  return i < s->count ? &s->elements[i] : NULL;
}

TEST(seed_example_packs_as_the_seed_says) {
  struct read r;
  read_text(&r,
            "struct VSOut { float3 A[3] : A; float1x2 B : B; float2 C : C; float D : D; };\n"
            "VSOut main() { return (VSOut)0; }\n",
            "vs_6_0", NULL);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_INT(r.p.m.count, 1);
  ASSERT_EQ_STR(r.p.m.triple, "dxil-pc-shadermodel6.0-vertex");
  const struct dxsig_element *b = element(&r, DXSIG_SIG_OUTPUT, 1);
  ASSERT_TRUE(b != NULL);
  ASSERT_EQ_INT(b->rows, 2); /* column_major float1x2: two rows, one column */
  ASSERT_EQ_INT(b->cols, 1);
  ASSERT_EQ_INT(b->interp, DXSIG_INTERP_LINEAR);
  ASSERT_TRUE(dxsig_module_pack(&r.p.m, DXSIG_PACKING_PREFIX_STABLE, NULL));
  int rows[4], cols[4];
  for (size_t i = 0; i < 4; ++i) {
    rows[i] = element(&r, DXSIG_SIG_OUTPUT, i)->start_row;
    cols[i] = element(&r, DXSIG_SIG_OUTPUT, i)->start_col;
  }
  /* A rows 0-2 x, B rows 0-1 w, C row 3 x, D row 2 w */
  ASSERT_EQ_INT(rows[0], 0);
  ASSERT_EQ_INT(cols[0], 0);
  ASSERT_EQ_INT(rows[1], 0);
  ASSERT_EQ_INT(cols[1], 3);
  ASSERT_EQ_INT(rows[2], 3);
  ASSERT_EQ_INT(cols[2], 0);
  ASSERT_EQ_INT(rows[3], 2);
  ASSERT_EQ_INT(cols[3], 3);
  done(&r);
}

TEST(array_of_structs_interleaves_indices) {
  struct read r;
  read_text(&r,
            "struct S { float4 m; float4 n[2]; };\n"
            "float4 main(S s[2] : T3) : SV_Target { return 0; }\n",
            "ps_6_0", NULL);
  ASSERT_TRUE(r.ok);
  const struct dxsig_element *m = element(&r, DXSIG_SIG_INPUT, 0);
  const struct dxsig_element *n = element(&r, DXSIG_SIG_INPUT, 1);
  ASSERT_TRUE(m && n);
  ASSERT_EQ_STR(m->name, "T");
  ASSERT_EQ_INT(m->index_count, 2);
  ASSERT_EQ_INT(m->indices[0], 3);
  ASSERT_EQ_INT(m->indices[1], 6);
  ASSERT_EQ_INT(n->index_count, 4);
  ASSERT_EQ_INT(n->indices[0], 4);
  ASSERT_EQ_INT(n->indices[1], 5);
  ASSERT_EQ_INT(n->indices[2], 7);
  ASSERT_EQ_INT(n->indices[3], 8);
  done(&r);
}

TEST(line_markers_and_pack_matrix_pragma) {
  struct read r;
  read_text(&r,
            "# 7 \"shader.hlsl\"\n"
            "#pragma pack_matrix(row_major)\n"
            "float4 main(float2x3 m : M, int i : I) : SV_Target { return 0; }\n",
            "ps_6_0", NULL);
  ASSERT_TRUE(r.ok);
  const struct dxsig_element *m = element(&r, DXSIG_SIG_INPUT, 0);
  ASSERT_EQ_INT(m->rows, 2); /* row_major: R rows of C columns */
  ASSERT_EQ_INT(m->cols, 3);
  ASSERT_EQ_INT(element(&r, DXSIG_SIG_INPUT, 1)->interp, DXSIG_INTERP_CONSTANT);
  const struct dxsig_hlsl_loc *loc = &r.p.info[0].element_locs[DXSIG_SIG_INPUT][1];
  ASSERT_EQ_STR(loc->file, "shader.hlsl");
  ASSERT_EQ_INT(loc->line, 8);
  ASSERT_EQ_INT(loc->col, 33);
  done(&r);
}

TEST(library_entries_and_attributes) {
  struct read r;
  read_text(&r,
            "cbuffer C { float4 unused[4]; };\n"
            "[shader(\"compute\")] [numthreads(8, 4 * 2, 1)] void cs(uint3 id : SV_DispatchThreadID) {}\n"
            "void helper(Broken x y z) { %% }\n"
            "void unclosed(float4 x { return; }\n"
            "[shader(\"vertex\")] float4 vs(float4 p : POSITION) : SV_Position { return p; }\n",
            "lib_6_3", NULL);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_STR(r.messages, ""); /* helper's syntax is nobody's business */
  ASSERT_EQ_INT(r.p.m.count, 2);
  ASSERT_EQ_STR(r.p.m.entries[0].name, "cs");
  ASSERT_EQ_STR(dxsig_hlsl_entry_attr(&r.p, 0, "hlsl.shader"), "compute");
  ASSERT_EQ_STR(dxsig_hlsl_entry_attr(&r.p, 0, "hlsl.numthreads"), "8,8,1");
  ASSERT_EQ_INT(r.p.m.entries[0].sigs[DXSIG_SIG_INPUT].count, 0); /* thread IDs: not in sig */
  ASSERT_EQ_STR(r.p.m.entries[1].sigs[DXSIG_SIG_OUTPUT].elements[0].name, "SV_Position");
  done(&r);
}

TEST(an_unclosed_brace_is_an_error_not_lost_entries) {
  struct read r;
  /* The if closes with the body's '}', so the body never does: ps would be read
   * as part of vs. */
  read_text(&r,
            "float4 vs(float4 p : POSITION) : SV_Position {\n"
            "  if (p.x > 0) {\n"
            "  return p;\n"
            "}\n"
            "float4 ps() : SV_Target { return 0; }\n",
            "vs_6_0", "vs");
  ASSERT_TRUE(!r.ok);
  ASSERT_EQ_STR(r.messages, "1:46: this '{' is not closed before the end of the file");
  ASSERT_EQ_INT(r.diags.items[0].code, DXSIG_RULE_HLSL_SYNTAX);
  done(&r);
  /* A '(' left open does not swallow the file: it stays a helper's problem. */
  read_text(&r, "void f(float4 x { }\nfloat4 main() : SV_Target { return 0; }\n", "ps_6_0",
            NULL);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ_STR(r.messages, "");
  done(&r);
}

TEST(errors_are_located_and_in_dxcs_words) {
  struct read r;
  read_text(&r, "struct S { float a : A;\n float b; };\nfloat4 main(S s) : SV_Target { return 0; }\n",
            "ps_6_0", NULL);
  ASSERT_TRUE(!r.ok);
  ASSERT_EQ_STR(r.messages, "2:8: Semantic must be defined for all parameters of an entry "
                            "function or patch constant function");
  done(&r);
  read_text(&r, "float4 main() : SV_Target { return 0; }\n", "ps_7_0", NULL);
  ASSERT_TRUE(!r.ok);
  ASSERT_EQ_INT(r.diags.items[0].code, DXSIG_RULE_HLSL_PROFILE);
  done(&r);
  read_text(&r, "float4 other() : SV_Target { return 0; }\n", "ps_6_0", NULL);
  ASSERT_EQ_STR(r.messages, "0:0: no entry point 'main' in the file (its functions: 'other')");
  done(&r);
}

TEST(profiles) {
  enum dxsig_shader_stage s;
  struct dxsig_shader_model sm;
  ASSERT_TRUE(dxsig_hlsl_profile_parse("ms_6_5", &s, &sm));
  ASSERT_EQ_INT(s, DXSIG_STAGE_MESH);
  ASSERT_EQ_INT(sm.minor, 5);
  ASSERT_TRUE(!dxsig_hlsl_profile_parse("ms_6_4", &s, &sm)); /* no mesh shaders before 6.5 */
  ASSERT_TRUE(!dxsig_hlsl_profile_parse("vs_5_0", &s, &sm));
  ASSERT_TRUE(!dxsig_hlsl_profile_parse("vs_6_10", &s, &sm));
}

int main(void) {
  RUN(seed_example_packs_as_the_seed_says);
  RUN(array_of_structs_interleaves_indices);
  RUN(line_markers_and_pack_matrix_pragma);
  RUN(library_entries_and_attributes);
  RUN(an_unclosed_brace_is_an_error_not_lost_entries);
  RUN(errors_are_located_and_in_dxcs_words);
  RUN(profiles);
  return test_summary();
}
