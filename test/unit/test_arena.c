/* Arena and the tables.def name functions. */
#include "dxsig/arena.h"
#include "dxsig/types.h"
#include "test.h"

#include <stdalign.h>
#include <stdint.h>

TEST(arena_zeroed_aligned_distinct) {
  struct dxsig_arena a;
  dxsig_arena_init(&a);
  void *prev = NULL;
  for (size_t i = 0; i < 5000; ++i) {
    unsigned char *p = dxsig_arena_calloc(&a, 1 + i % 37, 3);
    ASSERT_TRUE(p != NULL && p != prev);
    ASSERT_EQ_INT((uintptr_t)p % alignof(max_align_t), 0);
    for (size_t j = 0; j < (1 + i % 37) * 3; ++j)
      ASSERT_EQ_INT(p[j], 0);
    memset(p, 0xAB, (1 + i % 37) * 3);
    prev = p;
  }
  /* A request larger than a block, then small ones again. */
  char *big = dxsig_arena_calloc(&a, 1, 100000);
  ASSERT_TRUE(big != NULL);
  ASSERT_EQ_INT(big[99999], 0);
  ASSERT_TRUE(dxsig_arena_calloc(&a, 0, 8) != NULL);
  dxsig_arena_finish(&a);
  ASSERT_TRUE(a.head == NULL);
}

TEST(arena_overflow) {
  struct dxsig_arena a;
  dxsig_arena_init(&a);
  ASSERT_TRUE(dxsig_arena_calloc(&a, SIZE_MAX / 2, 3) == NULL);
  ASSERT_TRUE(dxsig_arena_calloc(&a, 1, SIZE_MAX) == NULL);
  ASSERT_TRUE(dxsig_arena_strndup(&a, "x", SIZE_MAX) == NULL);
  dxsig_arena_finish(&a);
}

TEST(arena_strndup) {
  struct dxsig_arena a;
  dxsig_arena_init(&a);
  char *s = dxsig_arena_strndup(&a, "TEXCOORDxyz", 8);
  ASSERT_EQ_STR(s, "TEXCOORD");
  ASSERT_EQ_STR(dxsig_arena_strndup(&a, "", 0), "");
  char *nul = dxsig_arena_strndup(&a, "a\0b", 3);
  ASSERT_TRUE(nul && nul[2] == 'b' && nul[3] == '\0');
  dxsig_arena_finish(&a);
}

TEST(names) {
  ASSERT_EQ_STR(dxsig_semantic_kind_name(DXSIG_SEMANTIC_ARBITRARY), "");
  ASSERT_EQ_STR(dxsig_semantic_kind_name(DXSIG_SEMANTIC_VIEWPORT_ARRAY_INDEX),
                "SV_ViewportArrayIndex");
  ASSERT_EQ_STR(dxsig_semantic_kind_name(32), "SV_StartInstanceLocation");
  ASSERT_TRUE(dxsig_semantic_kind_name(33) == NULL);
  ASSERT_TRUE(dxsig_semantic_kind_name(UINT32_MAX) == NULL);
  ASSERT_EQ_STR(dxsig_interp_mode_name(4), "linear_noperspective");
  ASSERT_TRUE(dxsig_interp_mode_name(8) == NULL);
  ASSERT_EQ_STR(dxsig_shader_stage_name(DXSIG_STAGE_AMPLIFICATION), "amplification");
  ASSERT_EQ_STR(dxsig_shader_stage_short_name(DXSIG_STAGE_PIXEL), "ps");
  ASSERT_TRUE(dxsig_shader_stage_name(16) == NULL);
  ASSERT_EQ_STR(dxsig_interpretation_name(DXSIG_INTERP_KIND_NOT_IN_SIG), "NotInSig");
  ASSERT_EQ_STR(dxsig_sig_kind_name(DXSIG_SIG_PATCH_CONSTANT), "patch constant");
  ASSERT_TRUE(dxsig_sig_kind_name(3) == NULL);
}

TEST(component_types) {
  ASSERT_EQ_INT(dxsig_component_type_bits(DXSIG_COMP_I1), 1);
  ASSERT_EQ_INT(dxsig_component_type_bits(DXSIG_COMP_F16), 16);
  ASSERT_EQ_INT(dxsig_component_type_bits(DXSIG_COMP_U64), 64);
  ASSERT_EQ_INT(dxsig_component_type_bits(DXSIG_COMP_INVALID), 0);
  ASSERT_EQ_INT(dxsig_component_type_bits(99), 0);
  ASSERT_EQ_INT(dxsig_component_type_class(DXSIG_COMP_F32), 'f');
  ASSERT_EQ_INT(dxsig_component_type_class(DXSIG_COMP_U16), 'i');
  ASSERT_EQ_INT(dxsig_component_type_class(DXSIG_COMP_I1), 'b');
  ASSERT_EQ_INT(dxsig_component_type_class(DXSIG_COMP_PACKED_U8X32), 'p');
  ASSERT_EQ_INT(dxsig_component_type_class(DXSIG_COMP_INVALID), 0);
  ASSERT_EQ_INT(dxsig_component_type_class(1000), 0);
}

TEST(stage_from_name) {
  enum dxsig_shader_stage s = DXSIG_STAGE_COMPUTE;
  ASSERT_TRUE(dxsig_shader_stage_from_name("pixel", 5, &s));
  ASSERT_EQ_INT(s, DXSIG_STAGE_PIXEL);
  ASSERT_TRUE(dxsig_shader_stage_from_name("meshXX", 4, &s));
  ASSERT_EQ_INT(s, DXSIG_STAGE_MESH);
  ASSERT_TRUE(!dxsig_shader_stage_from_name("pixe", 4, &s));
  ASSERT_TRUE(!dxsig_shader_stage_from_name("Pixel", 5, &s));
  ASSERT_TRUE(!dxsig_shader_stage_from_name("ps", 2, &s));
  ASSERT_TRUE(!dxsig_shader_stage_from_name(NULL, 0, &s));
}

int main(void) {
  RUN(arena_zeroed_aligned_distinct);
  RUN(arena_overflow);
  RUN(arena_strndup);
  RUN(names);
  RUN(component_types);
  RUN(stage_from_name);
  return test_summary();
}
