/* Unit tests of the packers: the seed's worked examples and one test per
 * packing constraint, each with exact rows and columns. */
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "test.h"

static const uint32_t index0[1] = {0};
static const uint32_t index_seq[32] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,
                                       11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                                       22, 23, 24, 25, 26, 27, 28, 29, 30, 31};

/* An unallocated element: name, semantic kind, component type, interp,
 * rows x cols. Indices 0..rows-1. */
static struct dxsig_element el(const char *name, uint32_t kind, uint32_t type,
                               uint32_t interp, uint32_t rows, uint32_t cols) {
  struct dxsig_element e = {0};
  e.name = name;
  e.name_len = strlen(name);
  e.kind = kind;
  e.comp_type = type;
  e.interp = interp;
  e.rows = rows;
  e.cols = cols;
  e.indices = rows == 1 ? index0 : index_seq;
  e.index_count = rows;
  e.start_row = e.start_col = DXSIG_UNALLOCATED;
  e.usage_mask = (1u << cols) - 1;
  return e;
}

static void number(struct dxsig_element *els, size_t n) {
  for (size_t i = 0; i < n; ++i)
    els[i].id = (uint32_t)i;
}

#define F32 DXSIG_COMP_F32
#define U32 DXSIG_COMP_U32
#define F16 DXSIG_COMP_F16
#define ARB DXSIG_SEMANTIC_ARBITRARY
#define UNDEF DXSIG_INTERP_UNDEFINED
#define LINEAR DXSIG_INTERP_LINEAR
#define CONSTANT DXSIG_INTERP_CONSTANT

#define ASSERT_AT(e, row, col)              \
  do {                                      \
    ASSERT_EQ_INT((e).start_row, (row));    \
    ASSERT_EQ_INT((e).start_col, (col));    \
  } while (0)

static bool pack(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                 enum dxsig_packing_mode mode, bool native16,
                 struct dxsig_pack_result *res) {
  struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16, .stream = -1};
  number(els, n);
  return mode == DXSIG_PACKING_OPTIMIZED ? dxsig_pack_optimized(els, n, &ctx, res)
                                         : dxsig_pack_prefix_stable(els, n, &ctx, res);
}

/* Seed "Prefix-Stable Packing": A[3] float3, B float1x2 (2 rows x 1 col),
 * C float2, D float. */
TEST(seed_prefix_stable) {
  struct dxsig_element e[] = {el("A", ARB, F32, UNDEF, 3, 3), el("B", ARB, F32, UNDEF, 2, 1),
                              el("C", ARB, F32, UNDEF, 1, 2), el("D", ARB, F32, UNDEF, 1, 1)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 4, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 0, 3);
  ASSERT_AT(e[2], 3, 0);
  ASSERT_AT(e[3], 2, 3);
  ASSERT_EQ_INT(r.rows_used, 4);
}

/* Seed "Stacked Packing": A float, B[2] float3, SV_VertexID. */
TEST(seed_stacked) {
  struct dxsig_element e[] = {el("A", ARB, F32, UNDEF, 1, 1), el("B", ARB, F32, UNDEF, 2, 3),
                              el("SV_VertexID", DXSIG_SEMANTIC_VERTEX_ID, U32, UNDEF, 1, 1)};
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_VS_IN, .native16 = false,
                                   .stream = -1};
  struct dxsig_pack_result r;
  number(e, 3);
  ASSERT_TRUE(dxsig_pack_stacked(e, 3, &ctx, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 1, 0);
  ASSERT_AT(e[2], 3, 0);
  ASSERT_EQ_INT(r.rows_used, 4);
}

/* Seed "Indexed Packing": SV_Target3 float4, SV_Target0 float, SV_Target2 float2. */
TEST(seed_indexed) {
  static const uint32_t i3[] = {3}, i2[] = {2};
  struct dxsig_element e[] = {el("SV_Target", DXSIG_SEMANTIC_TARGET, F32, UNDEF, 1, 4),
                              el("SV_Target", DXSIG_SEMANTIC_TARGET, F32, UNDEF, 1, 1),
                              el("SV_Target", DXSIG_SEMANTIC_TARGET, F32, UNDEF, 1, 2),
                              el("SV_Depth", DXSIG_SEMANTIC_DEPTH, F32, UNDEF, 1, 1)};
  e[0].indices = i3;
  e[2].indices = i2;
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_PS_OUT, .native16 = false,
                                   .stream = -1};
  struct dxsig_pack_result r;
  number(e, 4);
  ASSERT_TRUE(dxsig_pack_indexed(e, 4, &ctx, &r));
  ASSERT_AT(e[0], 3, 0);
  ASSERT_AT(e[1], 0, 0);
  ASSERT_AT(e[2], 2, 0);
  ASSERT_AT(e[3], -1, -1); /* NotPacked */
  ASSERT_EQ_INT(r.rows_used, 4);
}

TEST(indexed_rejects_duplicate_and_large_index) {
  static const uint32_t i9[] = {9};
  struct dxsig_element e[] = {el("SV_Target", DXSIG_SEMANTIC_TARGET, F32, UNDEF, 1, 4),
                              el("SV_Target", DXSIG_SEMANTIC_TARGET, F32, UNDEF, 1, 4)};
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_PS_OUT, .native16 = false,
                                   .stream = -1};
  struct dxsig_pack_result r;
  number(e, 2);
  ASSERT_TRUE(!dxsig_pack_indexed(e, 2, &ctx, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_TARGET_OVERLAP);
  ASSERT_EQ_INT(r.element, 1);
  e[1].indices = i9;
  ASSERT_TRUE(!dxsig_pack_indexed(e, 2, &ctx, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_TARGET_INDEX);
}

/* Different interpolation modes never share a row. */
TEST(interpolation_modes_do_not_share_rows) {
  struct dxsig_element e[] = {el("A", ARB, F32, LINEAR, 1, 2),
                              el("B", ARB, F32, DXSIG_INTERP_LINEAR_CENTROID, 1, 2),
                              el("C", ARB, F32, LINEAR, 1, 2)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_PS_IN, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 1, 0);
  ASSERT_AT(e[2], 0, 2);
}

/* Native 16-bit: 16- and 32-bit values never share a row; with min
 * precision a 16-bit type packs as 32-bit. */
TEST(data_width_in_native_16bit_mode) {
  struct dxsig_element e[] = {el("A", ARB, F16, LINEAR, 1, 2), el("B", ARB, F32, LINEAR, 1, 2)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 2, DXSIG_SIGPOINT_PS_IN, DXSIG_PACKING_PREFIX_STABLE, true, &r));
  ASSERT_AT(e[1], 1, 0);
  ASSERT_TRUE(pack(e, 2, DXSIG_SIGPOINT_PS_IN, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[1], 0, 2);
}

/* Arbitrary < SV < SGV within a row: nothing goes right of an SGV. */
TEST(category_order_within_a_row) {
  struct dxsig_element e[] = {el("SV_PrimitiveID", DXSIG_SEMANTIC_PRIMITIVE_ID, U32, CONSTANT, 1, 1),
                              el("A", ARB, U32, CONSTANT, 1, 2),
                              el("SV_IsFrontFace", DXSIG_SEMANTIC_IS_FRONT_FACE, U32, CONSTANT, 1, 1)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_PS_IN, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 1, 0); /* not right of the SGV in row 0 */
  ASSERT_AT(e[2], 0, 1); /* SGV next to SGV */
}

/* Every row of a multi-row element counts as indexed: no SV there, and no
 * multi-row element over a row that holds an SV. */
TEST(system_values_avoid_indexed_rows) {
  struct dxsig_element e[] = {el("A", ARB, F32, UNDEF, 2, 2),
                              el("SV_RenderTargetArrayIndex", DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX, U32, UNDEF, 1, 1),
                              el("B", ARB, F32, UNDEF, 2, 1)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 2, 0);
  ASSERT_AT(e[2], 0, 2); /* may sit beside A, not over the SV row */
}

TEST(multirow_element_not_over_system_value_row) {
  struct dxsig_element e[] = {el("SV_RenderTargetArrayIndex", DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX, U32, UNDEF, 1, 1),
                              el("A", ARB, F32, UNDEF, 2, 2)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 2, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 1, 0);
}

/* Prefix-stable clip/cull reserve whole rows. */
TEST(prefix_stable_clip_cull_rows_are_dedicated) {
  struct dxsig_element e[] = {el("A", ARB, F32, UNDEF, 1, 1),
                              el("SV_ClipDistance", DXSIG_SEMANTIC_CLIP_DISTANCE, F32, UNDEF, 1, 2),
                              el("B", ARB, F32, UNDEF, 1, 1)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 1, 0);
  ASSERT_AT(e[2], 0, 1);
  /* Optimized lets clip/cull share a row, to the right of arbitrary data. */
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[2], 0, 1);
  ASSERT_AT(e[1], 0, 2);
}

TEST(clip_cull_overflow_names_the_element) {
  struct dxsig_element e[] = {el("SV_ClipDistance", DXSIG_SEMANTIC_CLIP_DISTANCE, F32, UNDEF, 1, 4),
                              el("SV_CullDistance", DXSIG_SEMANTIC_CULL_DISTANCE, F32, UNDEF, 1, 4),
                              el("SV_ClipDistance", DXSIG_SEMANTIC_CLIP_DISTANCE, F32, UNDEF, 1, 1)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(!pack(e, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_CLIP_CULL);
  ASSERT_EQ_INT(r.element, 2);
}

/* DXC's adjacency bug (lib/core/pack/prefix_stable.c): the 2-row clip element fails when
 * the row after the first clip/cull row is taken and the layout would
 * overlap. */
TEST(prefix_stable_clip_cull_adjacency) {
  struct dxsig_element e[] = {el("SV_ClipDistance", DXSIG_SEMANTIC_CLIP_DISTANCE, F32, UNDEF, 1, 1),
                              el("A", ARB, F32, UNDEF, 1, 4),
                              el("SV_ClipDistance", DXSIG_SEMANTIC_CLIP_DISTANCE, F32, UNDEF, 2, 2)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(!pack(e, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_CLIP_CULL_ADJACENT);
  ASSERT_EQ_INT(r.element, 2);
}

/* A multi-row tess factor takes the last column; later arbitrary data may
 * fill the columns to its left. */
TEST(multirow_tess_factor_in_last_column) {
  struct dxsig_element e[] = {el("SV_TessFactor", DXSIG_SEMANTIC_TESS_FACTOR, F32, UNDEF, 3, 1),
                              el("SV_InsideTessFactor", DXSIG_SEMANTIC_INSIDE_TESS_FACTOR, F32, UNDEF, 1, 1),
                              el("EXTRA", ARB, F32, UNDEF, 1, 3)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_PC_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 3);
  ASSERT_AT(e[1], 3, 0);
  ASSERT_AT(e[2], 0, 0);
}

/* Optimized: vec4 first, then arbitrary sorted by rows and columns. */
TEST(optimized_group_order) {
  struct dxsig_element e[] = {el("A", ARB, F32, UNDEF, 1, 1), el("B", ARB, F32, UNDEF, 1, 4),
                              el("C", ARB, F32, UNDEF, 1, 2)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_AT(e[1], 0, 0);
  ASSERT_AT(e[2], 1, 0);
  ASSERT_AT(e[0], 1, 2);
  ASSERT_EQ_INT(r.rows_used, 2);
}

/* Optimized: the vec4 elements fill whole rows from row 0, multi-row first
 * (rows descending), each in the rows after the last; the rest start after
 * them. */
TEST(optimized_vec4_block) {
  struct dxsig_element e[] = {el("A", ARB, F32, UNDEF, 1, 4), el("B", ARB, F32, UNDEF, 3, 4),
                              el("C", ARB, F32, UNDEF, 1, 1), el("D", ARB, F32, UNDEF, 2, 4)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 4, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_AT(e[1], 0, 0);
  ASSERT_AT(e[3], 3, 0);
  ASSERT_AT(e[0], 5, 0);
  ASSERT_AT(e[2], 6, 0);
  ASSERT_EQ_INT(r.rows_used, 7);
}

/* Optimized: vec4 elements of 20 + 12 rows fill the grid; the next one
 * (rows descending, so the 1-row E) finds no row and fails the list. */
TEST(optimized_vec4_rows_run_out) {
  struct dxsig_element e[] = {el("A", ARB, F32, UNDEF, 20, 4), el("E", ARB, F32, UNDEF, 1, 4),
                              el("B", ARB, F32, UNDEF, 12, 4)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(!pack(e, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_NO_SPACE);
  ASSERT_EQ_INT(r.element, 1);
  e[1].rows = 12;
  e[2].rows = 1;
  ASSERT_TRUE(!pack(e, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_EQ_INT(r.element, 2);
}

/* Optimized: the multi-row tess factors come after the vec4 block, each in
 * the last column of the rows after the last one taken (rows descending). */
TEST(optimized_tess_factor_block) {
  struct dxsig_element e[] = {
      el("SV_InsideTessFactor", DXSIG_SEMANTIC_INSIDE_TESS_FACTOR, F32, UNDEF, 2, 1),
      el("A", ARB, F32, UNDEF, 2, 4),
      el("SV_TessFactor", DXSIG_SEMANTIC_TESS_FACTOR, F32, UNDEF, 4, 1)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_PC_OUT, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_AT(e[1], 0, 0);
  ASSERT_AT(e[2], 2, 3);
  ASSERT_AT(e[0], 6, 3);
  ASSERT_EQ_INT(r.rows_used, 8);
  /* 27 + 4 rows: the inside tess factor finds none left. */
  e[1].rows = 27;
  ASSERT_TRUE(!pack(e, 3, DXSIG_SIGPOINT_PC_OUT, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_NO_SPACE);
  ASSERT_EQ_INT(r.element, 0);
}

/* A 64-bit element has Undefined data width: optimized packing places it
 * first and the 32-bit tess factor joins its row, but DXC's validator
 * replays in element order, where the 32-bit row then refuses the 64-bit
 * element. The packer fails on that element rather than return the layout
 * (found by fuzz_pack); prefix-stable places in element order and does not
 * meet the conflict. */
TEST(undefined_width_layout_rejected_in_element_order) {
  struct dxsig_element e[] = {
      el("SV_InsideTessFactor", DXSIG_SEMANTIC_INSIDE_TESS_FACTOR, F32, UNDEF, 1, 1),
      el("A", ARB, DXSIG_COMP_F64, UNDEF, 1, 2)};
  struct dxsig_pack_result r;
  ASSERT_TRUE(!pack(e, 2, DXSIG_SIGPOINT_PC_OUT, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_LAYOUT_REJECTED);
  ASSERT_EQ_INT(r.element, 1);
  e[0].start_row = e[0].start_col = e[1].start_row = e[1].start_col = DXSIG_UNALLOCATED;
  ASSERT_TRUE(pack(e, 2, DXSIG_SIGPOINT_PC_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 1, 0);
  ASSERT_EQ_INT(r.rows_used, 2);
}

TEST(overflow_names_the_first_element_that_does_not_fit) {
  struct dxsig_element e[33];
  for (int i = 0; i < 33; ++i)
    e[i] = el("A", ARB, F32, UNDEF, 1, 4);
  struct dxsig_pack_result r;
  ASSERT_TRUE(!pack(e, 33, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_NO_SPACE);
  ASSERT_EQ_INT(r.element, 32);
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_VS_IN, .native16 = false,
                                   .stream = -1};
  ASSERT_TRUE(!dxsig_pack_stacked(e, 33, &ctx, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_STACKED_OVERFLOW);
  ASSERT_EQ_INT(r.element, 32);
}

/* GS output streams have separate register spaces. */
TEST(gs_streams_pack_independently) {
  struct dxsig_element e[] = {el("A", ARB, F32, LINEAR, 1, 4), el("B", ARB, F32, LINEAR, 1, 4)};
  e[1].stream = 1;
  number(e, 2);
  struct dxsig_signature sig = {.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = e, .count = 2};
  struct dxsig_pack_result r;
  ASSERT_TRUE(dxsig_signature_pack(&sig, DXSIG_STAGE_GEOMETRY, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 0, 0);
}

/* Elements DXC never allocates keep -1/-1, wherever they were. */
TEST(not_allocated_elements_stay_unallocated) {
  struct dxsig_element e[] = {el("SV_SampleIndex", DXSIG_SEMANTIC_SAMPLE_INDEX, U32, CONSTANT, 1, 1),
                              el("SV_Coverage", DXSIG_SEMANTIC_COVERAGE, U32, CONSTANT, 1, 1),
                              el("A", ARB, F32, LINEAR, 1, 1)};
  e[0].start_row = 5;
  e[0].start_col = 1;
  struct dxsig_pack_result r;
  ASSERT_TRUE(pack(e, 3, DXSIG_SIGPOINT_PS_IN, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[0], -1, -1); /* Shadow */
  ASSERT_AT(e[1], -1, -1); /* NotInSig */
  ASSERT_AT(e[2], 0, 0);
}

/* UsageMask becomes register-relative; re-packing is idempotent; a failed
 * signature is left exactly as it was. */
TEST(signature_pack_masks_and_failure) {
  struct dxsig_element e[] = {el("A", ARB, F32, UNDEF, 1, 2), el("B", ARB, F32, UNDEF, 1, 2)};
  e[1].usage_mask = 0x1;
  number(e, 2);
  struct dxsig_signature sig = {.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = e, .count = 2};
  struct dxsig_pack_result r;
  ASSERT_TRUE(dxsig_signature_pack(&sig, DXSIG_STAGE_VERTEX, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_AT(e[1], 0, 2);
  ASSERT_EQ_INT(e[1].usage_mask, 0x4);
  ASSERT_TRUE(dxsig_signature_pack(&sig, DXSIG_STAGE_VERTEX, DXSIG_PACKING_PREFIX_STABLE, false, &r));
  ASSERT_EQ_INT(e[1].usage_mask, 0x4);
  ASSERT_AT(e[1], 0, 2);

  struct dxsig_element big[34];
  for (int i = 0; i < 34; ++i) {
    big[i] = el("A", ARB, F32, UNDEF, 1, 4);
    big[i].id = (uint32_t)i;
    big[i].start_row = 7;
    big[i].start_col = 0;
  }
  struct dxsig_signature bad = {.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = big, .count = 34};
  ASSERT_TRUE(!dxsig_signature_pack(&bad, DXSIG_STAGE_VERTEX, DXSIG_PACKING_OPTIMIZED, false, &r));
  ASSERT_EQ_INT(r.element, 32);
  for (int i = 0; i < 34; ++i)
    ASSERT_AT(big[i], 7, 0);
}

/* Whole lists through dxsig_signature_pack, each packer's all-or-nothing
 * path: on success UsageMask follows its element (element-relative by the
 * old StartCol, register-relative by the new); on a failure every element
 * keeps its place and its mask, whichever step failed. */
static void place(struct dxsig_element *e, int32_t row, int32_t col, uint32_t mask) {
  e->start_row = row;
  e->start_col = col;
  e->usage_mask = mask;
}

#define ASSERT_KEPT(e, row, col, mask)        \
  do {                                        \
    ASSERT_AT(e, row, col);                   \
    ASSERT_EQ_INT((e).usage_mask, (mask));    \
  } while (0)

static bool pack_whole(struct dxsig_element *els, size_t n, enum dxsig_shader_stage stage,
                       enum dxsig_sig_kind kind, enum dxsig_packing_mode mode,
                       struct dxsig_pack_result *res) {
  struct dxsig_signature sig = {.kind = kind, .present = true, .elements = els, .count = n};
  number(els, n);
  return dxsig_signature_pack(&sig, stage, mode, false, res);
}

TEST(signature_pack_whole_lists_all_or_nothing) {
  struct dxsig_pack_result r;
  /* Optimized: B moves from column 3 to column 2, after A. */
  struct dxsig_element o[] = {el("A", ARB, F32, LINEAR, 1, 2), el("B", ARB, F32, LINEAR, 1, 1)};
  place(&o[1], 5, 3, 0x8);
  ASSERT_TRUE(pack_whole(o, 2, DXSIG_STAGE_VERTEX, DXSIG_SIG_OUTPUT, DXSIG_PACKING_OPTIMIZED, &r));
  ASSERT_KEPT(o[0], 0, 0, 0x3);
  ASSERT_KEPT(o[1], 0, 2, 0x4);

  /* Optimized, failing in DXC's validator replay (see
   * undefined_width_layout_rejected_in_element_order). */
  struct dxsig_element t[] = {
      el("SV_InsideTessFactor", DXSIG_SEMANTIC_INSIDE_TESS_FACTOR, F32, UNDEF, 1, 1),
      el("A", ARB, DXSIG_COMP_F64, UNDEF, 1, 2)};
  place(&t[0], 9, 1, 0x2);
  place(&t[1], 4, 2, 0xC);
  ASSERT_TRUE(!pack_whole(t, 2, DXSIG_STAGE_HULL, DXSIG_SIG_PATCH_CONSTANT,
                          DXSIG_PACKING_OPTIMIZED, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_LAYOUT_REJECTED);
  ASSERT_EQ_INT(r.element, 1);
  ASSERT_KEPT(t[0], 9, 1, 0x2);
  ASSERT_KEPT(t[1], 4, 2, 0xC);

  /* Optimized and prefix-stable, out of rows at element 32. */
  struct dxsig_element big[33];
  for (int i = 0; i < 33; ++i) {
    big[i] = el("A", ARB, F32, LINEAR, 1, 4);
    place(&big[i], 7, i % 2, 0x6);
  }
  for (int mode = 0; mode < 2; ++mode) {
    ASSERT_TRUE(!pack_whole(big, 33, DXSIG_STAGE_VERTEX, DXSIG_SIG_OUTPUT,
                            mode ? DXSIG_PACKING_OPTIMIZED : DXSIG_PACKING_PREFIX_STABLE, &r));
    ASSERT_EQ_INT(r.error, DXSIG_PACK_NO_SPACE);
    ASSERT_EQ_INT(r.element, 32);
    for (int i = 0; i < 33; ++i)
      ASSERT_KEPT(big[i], 7, i % 2, 0x6);
  }

  /* Stacked: B moves from column 1 to column 0 of the row after A (a
   * mask bit past the four components goes). */
  struct dxsig_element v[] = {el("A", ARB, F32, UNDEF, 1, 2), el("B", ARB, F32, UNDEF, 1, 1)};
  place(&v[1], 2, 1, 0x22);
  ASSERT_TRUE(pack_whole(v, 2, DXSIG_STAGE_VERTEX, DXSIG_SIG_INPUT, DXSIG_PACKING_OPTIMIZED, &r));
  ASSERT_KEPT(v[0], 0, 0, 0x3);
  ASSERT_KEPT(v[1], 1, 0, 0x1);
  /* Stacked, past row 31 at element 32. */
  ASSERT_TRUE(!pack_whole(big, 33, DXSIG_STAGE_VERTEX, DXSIG_SIG_INPUT,
                          DXSIG_PACKING_PREFIX_STABLE, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_STACKED_OVERFLOW);
  ASSERT_EQ_INT(r.element, 32);
  for (int i = 0; i < 33; ++i)
    ASSERT_KEPT(big[i], 7, i % 2, 0x6);

  /* Indexed: SV_Target1 moves from column 2 of row 6 to row 1 (a mask bit
   * past the four components goes); a second SV_Target1 fails the list
   * with both as they were. */
  static const uint32_t i1[] = {1};
  struct dxsig_element p[] = {el("SV_Target", DXSIG_SEMANTIC_TARGET, F32, UNDEF, 1, 2),
                              el("SV_Target", DXSIG_SEMANTIC_TARGET, F32, UNDEF, 1, 1)};
  p[0].indices = p[1].indices = i1;
  place(&p[0], 6, 2, 0x4C);
  ASSERT_TRUE(pack_whole(p, 1, DXSIG_STAGE_PIXEL, DXSIG_SIG_OUTPUT, DXSIG_PACKING_OPTIMIZED, &r));
  ASSERT_KEPT(p[0], 1, 0, 0x3);
  place(&p[0], 6, 2, 0xC);
  place(&p[1], 3, 0, 0x1);
  ASSERT_TRUE(!pack_whole(p, 2, DXSIG_STAGE_PIXEL, DXSIG_SIG_OUTPUT,
                          DXSIG_PACKING_PREFIX_STABLE, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_TARGET_OVERLAP);
  ASSERT_EQ_INT(r.element, 1);
  ASSERT_KEPT(p[0], 6, 2, 0xC);
  ASSERT_KEPT(p[1], 3, 0, 0x1);
}

/* dxsig_module_pack: a mesh shader's vertex outputs (20 rows) and
 * primitive outputs (13 rows) each pack, but not in 32 rows together:
 * both fail with DXSIG_PACK_MESH_TOTAL_ROWS and keep their elements as
 * they were; one primitive row fewer packs. */
TEST(module_pack_mesh_total_rows) {
  struct dxsig_element vertex[] = {el("V", ARB, F32, LINEAR, 20, 4)};
  struct dxsig_element prim[] = {el("P", ARB, U32, CONSTANT, 13, 4)};
  vertex[0].start_row = 3; /* a stale place, with its mask register-relative */
  vertex[0].start_col = 0;
  prim[0].usage_mask = 0x3;
  struct dxsig_entry entry = {.name = "ms", .stage = DXSIG_STAGE_MESH, .has_stage = true};
  entry.sigs[DXSIG_SIG_OUTPUT] = (struct dxsig_signature){
      .kind = DXSIG_SIG_OUTPUT, .present = true, .elements = vertex, .count = 1};
  entry.sigs[DXSIG_SIG_PATCH_CONSTANT] = (struct dxsig_signature){
      .kind = DXSIG_SIG_PATCH_CONSTANT, .present = true, .elements = prim, .count = 1};
  struct dxsig_module m = {.entries = &entry, .count = 1};
  struct dxsig_pack_result r[DXSIG_SIG_KIND_COUNT];
  ASSERT_TRUE(!dxsig_module_pack(&m, DXSIG_PACKING_PREFIX_STABLE, r));
  ASSERT_EQ_INT(r[DXSIG_SIG_OUTPUT].error, DXSIG_PACK_MESH_TOTAL_ROWS);
  ASSERT_EQ_INT(r[DXSIG_SIG_PATCH_CONSTANT].error, DXSIG_PACK_MESH_TOTAL_ROWS);
  ASSERT_EQ_INT(r[DXSIG_SIG_INPUT].error, DXSIG_PACK_OK);
  ASSERT_AT(vertex[0], 3, 0);
  ASSERT_AT(prim[0], DXSIG_UNALLOCATED, DXSIG_UNALLOCATED);
  ASSERT_EQ_INT(prim[0].usage_mask, 0x3);
  ASSERT_EQ_STR(dxsig_pack_error_message(DXSIG_PACK_MESH_TOTAL_ROWS),
                "the mesh shader's vertex and primitive outputs need more than the 32 "
                "signature rows together");

  prim[0].rows = 12;
  prim[0].index_count = 12;
  ASSERT_TRUE(dxsig_module_pack(&m, DXSIG_PACKING_OPTIMIZED, NULL));
  ASSERT_AT(vertex[0], 0, 0);
  ASSERT_AT(prim[0], 0, 0);
  ASSERT_EQ_INT(prim[0].usage_mask, 0x3);
}

/* A twin packed once gives an equal list its layout and result, each
 * UsageMask shifted from its own old StartCol; a list that differs in
 * what packing reads is left alone. */
TEST(signature_pack_like_a_twin) {
  struct dxsig_element t[] = {el("A", ARB, F32, LINEAR, 1, 2), el("B", ARB, F32, LINEAR, 1, 2)};
  struct dxsig_element e[] = {el("A", ARB, F32, LINEAR, 1, 2), el("B", ARB, F32, LINEAR, 1, 2)};
  number(t, 2);
  number(e, 2);
  e[1].start_row = 5; /* packed before, at column 1: the mask moves with it */
  e[1].start_col = 1;
  e[1].usage_mask = 0x2;
  struct dxsig_signature twin = {.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = t, .count = 2};
  struct dxsig_signature sig = {.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = e, .count = 2};
  struct dxsig_pack_result tr, r;
  ASSERT_TRUE(dxsig_signature_pack(&twin, DXSIG_STAGE_VERTEX, DXSIG_PACKING_MINIMAL, false, &tr));
  ASSERT_TRUE(dxsig_signature_pack_like(&sig, &twin, &tr, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_OK);
  ASSERT_EQ_INT(r.rows_used, tr.rows_used);
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 0, 2);
  ASSERT_EQ_INT(e[1].usage_mask, 0x4);

  e[1].interp = CONSTANT; /* no longer the same list */
  e[1].start_row = e[1].start_col = DXSIG_UNALLOCATED;
  ASSERT_TRUE(!dxsig_signature_pack_like(&sig, &twin, &tr, &r));
  ASSERT_EQ_INT(e[1].start_row, DXSIG_UNALLOCATED);
  e[1].interp = LINEAR;

  struct dxsig_pack_result failed = {DXSIG_PACK_NO_SPACE, 1, 0, false};
  ASSERT_TRUE(dxsig_signature_pack_like(&sig, &twin, &failed, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_NO_SPACE);
  ASSERT_EQ_INT(r.element, 1);
  ASSERT_EQ_INT(e[1].start_row, DXSIG_UNALLOCATED); /* a failure changes nothing */
}

/* Random signatures: prefix-stable never moves the prefix, and every layout
 * a packer produces passes the placement checks. */
static uint32_t rng_state = 12345;
static uint32_t rng(uint32_t n) {
  rng_state = rng_state * 1103515245u + 12345u;
  return (rng_state >> 8) % n;
}

static struct dxsig_element random_element(void) {
  static const uint32_t kinds[] = {ARB, ARB, ARB, ARB, DXSIG_SEMANTIC_CLIP_DISTANCE,
                                   DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX,
                                   DXSIG_SEMANTIC_PRIMITIVE_ID};
  uint32_t kind = kinds[rng(7)];
  bool is_arb = kind == ARB || kind == DXSIG_SEMANTIC_CLIP_DISTANCE;
  uint32_t rows = is_arb ? 1 + (rng(4) == 0 ? rng(3) + 1 : 0) : 1;
  uint32_t cols = is_arb ? 1 + rng(4) : 1;
  uint32_t type = kind == ARB ? (rng(2) ? F32 : F16) : kind == DXSIG_SEMANTIC_CLIP_DISTANCE ? F32 : U32;
  uint32_t interp = type == U32 ? CONSTANT : LINEAR + rng(2);
  return el("R", kind, type, interp, kind == DXSIG_SEMANTIC_CLIP_DISTANCE && rows > 2 ? 2 : rows, cols);
}

TEST(random_signatures_are_stable_and_valid) {
  for (int round = 0; round < 2000; ++round) {
    struct dxsig_element base[12], grown[13];
    size_t n = 1 + rng(12);
    for (size_t i = 0; i < n; ++i)
      base[i] = random_element();
    for (int mode = 0; mode < 2; ++mode) {
      struct dxsig_pack_result r1, r2;
      memcpy(grown, base, n * sizeof base[0]);
      grown[n] = random_element();
      bool ok1 = pack(base, n, DXSIG_SIGPOINT_PS_IN, (enum dxsig_packing_mode)mode, round & 1, &r1);
      bool ok2 = pack(grown, n + 1, DXSIG_SIGPOINT_PS_IN, (enum dxsig_packing_mode)mode, round & 1, &r2);
      if (mode == DXSIG_PACKING_PREFIX_STABLE && ok1 && ok2)
        for (size_t i = 0; i < n; ++i)
          ASSERT_AT(grown[i], base[i].start_row, base[i].start_col);
      if (ok2) {
        struct dxsig_entry entry = {.name = "main", .stage = DXSIG_STAGE_PIXEL, .has_stage = true};
        entry.sigs[DXSIG_SIG_INPUT] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = grown, .count = n + 1};
        struct dxsig_diag_list diags;
        dxsig_diag_list_init(&diags);
        bool valid = dxsig_verify_placement(&entry, DXSIG_SIG_INPUT, round & 1, &diags);
        if (!valid)
          fprintf(stderr, "round %d mode %d: %s\n", round, mode, diags.items[0].message);
        dxsig_diag_list_finish(&diags);
        ASSERT_TRUE(valid);
      }
    }
  }
}

int main(void) {
  RUN(seed_prefix_stable);
  RUN(seed_stacked);
  RUN(seed_indexed);
  RUN(indexed_rejects_duplicate_and_large_index);
  RUN(interpolation_modes_do_not_share_rows);
  RUN(data_width_in_native_16bit_mode);
  RUN(category_order_within_a_row);
  RUN(system_values_avoid_indexed_rows);
  RUN(multirow_element_not_over_system_value_row);
  RUN(prefix_stable_clip_cull_rows_are_dedicated);
  RUN(clip_cull_overflow_names_the_element);
  RUN(prefix_stable_clip_cull_adjacency);
  RUN(multirow_tess_factor_in_last_column);
  RUN(optimized_group_order);
  RUN(optimized_vec4_block);
  RUN(optimized_vec4_rows_run_out);
  RUN(optimized_tess_factor_block);
  RUN(undefined_width_layout_rejected_in_element_order);
  RUN(overflow_names_the_first_element_that_does_not_fit);
  RUN(gs_streams_pack_independently);
  RUN(not_allocated_elements_stay_unallocated);
  RUN(signature_pack_masks_and_failure);
  RUN(signature_pack_whole_lists_all_or_nothing);
  RUN(signature_pack_like_a_twin);
  RUN(module_pack_mesh_total_rows);
  RUN(random_signatures_are_stable_and_valid);
  return test_summary();
}
