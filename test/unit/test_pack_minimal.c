/* Unit tests of minimal packing: exact layouts of hand-made cases, the
 * optimum against an exhaustive search on random small signatures, never
 * worse than either greedy mode, valid layouts, the node budget, GS
 * streams and determinism. */
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "grid.h"
#include "pack_items.h"
#include "test.h"

static const uint32_t index_seq[32] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,
                                       11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                                       22, 23, 24, 25, 26, 27, 28, 29, 30, 31};

static struct dxsig_element el(uint32_t kind, uint32_t type, uint32_t interp,
                               uint32_t rows, uint32_t cols) {
  struct dxsig_element e = {0};
  e.name = kind ? dxsig_semantic_kind_name(kind) : "A";
  e.name_len = strlen(e.name);
  e.kind = kind;
  e.comp_type = type;
  e.interp = interp;
  e.rows = rows;
  e.cols = cols;
  e.indices = index_seq;
  e.index_count = rows;
  e.start_row = e.start_col = DXSIG_UNALLOCATED;
  return e;
}

static void number(struct dxsig_element *els, size_t n) {
  for (size_t i = 0; i < n; ++i)
    els[i].id = (uint32_t)i;
}

#define F32 DXSIG_COMP_F32
#define U32 DXSIG_COMP_U32
#define F16 DXSIG_COMP_F16
#define UNDEF DXSIG_INTERP_UNDEFINED
#define CONSTANT DXSIG_INTERP_CONSTANT
#define LINEAR DXSIG_INTERP_LINEAR
#define NOPERSP DXSIG_INTERP_LINEAR_NOPERSPECTIVE

#define ASSERT_AT(e, row, col)              \
  do {                                      \
    ASSERT_EQ_INT((e).start_row, (row));    \
    ASSERT_EQ_INT((e).start_col, (col));    \
  } while (0)

/* Both greedy modes fail; minimal packs it in 31 rows (proven). Constant
 * A[15] x1, linear B[9] x3, constant C[12] x2, D[7] x3, E[7] x2. */
TEST(rescue) {
  struct dxsig_element e[] = {el(0, F32, CONSTANT, 15, 1), el(0, F32, LINEAR, 9, 3),
                              el(0, F32, CONSTANT, 12, 2), el(0, F32, CONSTANT, 7, 3),
                              el(0, F32, CONSTANT, 7, 2)};
  number(e, 5);
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_VS_OUT, .native16 = false,
                                   .stream = -1};
  struct dxsig_element copy[5];
  struct dxsig_pack_result r;
  memcpy(copy, e, sizeof e);
  ASSERT_TRUE(!dxsig_pack_prefix_stable(copy, 5, &ctx, &r));
  memcpy(copy, e, sizeof e);
  ASSERT_TRUE(!dxsig_pack_optimized(copy, 5, &ctx, &r));
  struct dxsig_minimal_stats st;
  ASSERT_TRUE(dxsig_pack_minimal_ex(e, 5, &ctx, NULL, &r, &st));
  ASSERT_EQ_INT(r.rows_used, 31);
  ASSERT_TRUE(!r.unproven);
  ASSERT_TRUE(st.proven);
  ASSERT_TRUE(!st.greedy_ok[0] && !st.greedy_ok[1]);
  ASSERT_AT(e[0], 16, 3);
  ASSERT_AT(e[1], 0, 0);
  ASSERT_AT(e[2], 9, 0);
  ASSERT_AT(e[3], 21, 0);
  ASSERT_AT(e[4], 9, 2);
}

/* Both greedy modes need 5 rows; 4 suffice: A[3] x1, B x2, C[3] x2, D x3
 * (prefix-stable puts B beside A in row 0, and C then cannot start before
 * row 1...). */
TEST(fewer_rows_than_greedy) {
  struct dxsig_element e[] = {el(0, F32, UNDEF, 3, 1), el(0, F32, UNDEF, 1, 2),
                              el(0, F32, UNDEF, 3, 2), el(0, F32, UNDEF, 1, 3)};
  number(e, 4);
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_VS_OUT, .native16 = false,
                                   .stream = -1};
  struct dxsig_pack_result r;
  struct dxsig_minimal_stats st;
  ASSERT_TRUE(dxsig_pack_minimal_ex(e, 4, &ctx, NULL, &r, &st));
  ASSERT_EQ_INT(st.greedy_rows[0], 5);
  ASSERT_EQ_INT(st.greedy_rows[1], 5);
  ASSERT_EQ_INT(st.lower_bound, 4);
  ASSERT_EQ_INT(r.rows_used, 4);
  ASSERT_TRUE(!r.unproven);
  ASSERT_AT(e[0], 1, 3);
  ASSERT_AT(e[1], 0, 2);
  ASSERT_AT(e[2], 0, 0);
  ASSERT_AT(e[3], 3, 0);
}

/* On a list the verifier rejects (multi-row SV_Position, clip distances
 * in two rows next to it) the optimized packer returns a layout DXC's
 * validator replay rejects: two multi-row elements in rows 23-24. Minimal
 * does not take it as its incumbent, and greedy_valid says so (found by
 * fuzz_pack). On such lists nothing promises a valid layout: the passes
 * never pack them. */
TEST(invalid_greedy_layout_is_not_an_incumbent) {
  struct dxsig_element e[] = {el(DXSIG_SEMANTIC_POSITION, F16, LINEAR, 23, 3),
                              el(DXSIG_SEMANTIC_CULL_DISTANCE, F32, LINEAR, 1, 1),
                              el(DXSIG_SEMANTIC_CLIP_DISTANCE, F32, LINEAR, 1, 1),
                              el(DXSIG_SEMANTIC_CLIP_DISTANCE, F32, LINEAR, 2, 1),
                              el(DXSIG_SEMANTIC_POSITION, F32, LINEAR, 2, 1)};
  number(e, 5);
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_VS_OUT, .native16 = false,
                                   .stream = -1};
  struct dxsig_pack_result r;
  struct dxsig_minimal_stats st;
  ASSERT_TRUE(dxsig_pack_minimal_ex(e, 5, &ctx, NULL, &r, &st));
  ASSERT_TRUE(st.greedy_ok[0] && st.greedy_valid[0]);
  ASSERT_EQ_INT(st.greedy_rows[0], 27);
  ASSERT_TRUE(st.greedy_ok[1] && !st.greedy_valid[1]);
  ASSERT_EQ_INT(st.greedy_rows[1], 25);
  ASSERT_TRUE(r.rows_used <= 27);
}

/* Clip/cull in two rows at most: 9 components fail, naming the element
 * that crosses 8. */
TEST(clip_cull_limit) {
  struct dxsig_element e[] = {el(0, F32, LINEAR, 1, 4), el(6, F32, LINEAR, 1, 4),
                              el(7, F32, LINEAR, 1, 4), el(6, F32, LINEAR, 1, 1)};
  number(e, 4);
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_VS_OUT, .native16 = false,
                                   .stream = -1};
  struct dxsig_pack_result r;
  ASSERT_TRUE(!dxsig_pack_minimal(e, 4, &ctx, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_CLIP_CULL);
  ASSERT_EQ_INT(r.element, 3);
  ASSERT_TRUE(!r.unproven);
}

/* Clip/cull of three interpolation modes need three rows: proven
 * impossible by the clip/cull check alone. */
TEST(clip_cull_modes) {
  struct dxsig_element e[] = {el(6, F32, LINEAR, 1, 1), el(6, F32, NOPERSP, 1, 1),
                              el(7, F32, CONSTANT, 1, 1)};
  number(e, 3);
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_PS_IN, .native16 = false,
                                   .stream = -1};
  struct dxsig_pack_result r;
  ASSERT_TRUE(!dxsig_pack_minimal(e, 3, &ctx, &r));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_CLIP_CULL);
  ASSERT_TRUE(!r.unproven);
}

/* A budget of one node: the better greedy layout, marked unproven. */
TEST(budget) {
  struct dxsig_element e[] = {el(0, F32, CONSTANT, 15, 1), el(0, F32, LINEAR, 9, 3),
                              el(0, F32, CONSTANT, 12, 2), el(0, F32, CONSTANT, 7, 3)};
  number(e, 4);
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_VS_OUT, .native16 = false,
                                   .stream = -1};
  struct dxsig_element greedy[4];
  memcpy(greedy, e, sizeof e);
  struct dxsig_pack_result r, g;
  ASSERT_TRUE(dxsig_pack_optimized(greedy, 4, &ctx, &g));
  struct dxsig_minimal_options opts = {1};
  struct dxsig_minimal_stats st;
  ASSERT_TRUE(dxsig_pack_minimal_ex(e, 4, &ctx, &opts, &r, &st));
  ASSERT_EQ_INT(g.rows_used, 28);
  ASSERT_EQ_INT(r.rows_used, 28);
  ASSERT_EQ_INT(st.lower_bound, 24);
  ASSERT_TRUE(r.unproven);
  ASSERT_TRUE(!st.proven);
  ASSERT_EQ_INT(st.nodes, 1);
  /* With no budget at all a failing signature reports the budget. */
  struct dxsig_element f[] = {el(0, F32, CONSTANT, 15, 1), el(0, F32, LINEAR, 9, 3),
                              el(0, F32, CONSTANT, 12, 2), el(0, F32, CONSTANT, 7, 3),
                              el(0, F32, CONSTANT, 7, 2)};
  number(f, 5);
  ASSERT_TRUE(!dxsig_pack_minimal_ex(f, 5, &ctx, &opts, &r, &st));
  ASSERT_EQ_INT(r.error, DXSIG_PACK_SEARCH_BUDGET);
  ASSERT_TRUE(r.unproven);
  ASSERT_EQ_INT(f[0].start_row, DXSIG_UNALLOCATED);
}

/* Through dxsig_signature_pack: GS streams are packed apart, the mode
 * name round-trips. */
TEST(signature_streams) {
  struct dxsig_element e[] = {el(3, F32, NOPERSP, 1, 4), el(0, F32, LINEAR, 2, 3),
                              el(0, F32, LINEAR, 1, 1), el(0, F32, LINEAR, 1, 2)};
  number(e, 4);
  e[3].stream = 1;
  struct dxsig_signature sig = {.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = e, .count = 4};
  struct dxsig_pack_result r;
  ASSERT_TRUE(dxsig_signature_pack(&sig, DXSIG_STAGE_GEOMETRY, DXSIG_PACKING_MINIMAL, false, &r));
  ASSERT_AT(e[0], 0, 0);
  ASSERT_AT(e[1], 1, 0);
  ASSERT_AT(e[2], 1, 3);
  ASSERT_AT(e[3], 0, 0);
  ASSERT_EQ_INT(r.rows_used, 3);
  enum dxsig_packing_mode mode;
  ASSERT_TRUE(dxsig_packing_mode_from_name("minimal", &mode));
  ASSERT_EQ_INT(mode, DXSIG_PACKING_MINIMAL);
  ASSERT_EQ_STR(dxsig_packing_mode_name(DXSIG_PACKING_MINIMAL), "minimal");
}

/* ---- random signatures ------------------------------------------------ */

static unsigned rnd(unsigned *s) {
  *s = *s * 1103515245u + 12345u;
  return (*s >> 16) & 0x7FFFu;
}

/* A random element valid at PSIn (arbitrary, SV, SGV, clip/cull) or, with
 * pc, at the hull patch-constant output (arbitrary, tess factors). */
static struct dxsig_element random_element(unsigned *seed, bool pc, uint32_t max_rows,
                                           int interp_style) {
  uint32_t interps[] = {LINEAR, CONSTANT, NOPERSP};
  uint32_t interp = interp_style == 0 ? UNDEF
                    : interp_style == 1 ? interps[rnd(seed) % 3]
                                        : (rnd(seed) % 2 ? UNDEF : interps[rnd(seed) % 3]);
  uint32_t type = rnd(seed) % 4 == 0 ? F16 : rnd(seed) % 8 == 0 ? DXSIG_COMP_F64 : F32;
  uint32_t rows = 1 + (rnd(seed) % 3 == 0 ? rnd(seed) % max_rows : 0);
  uint32_t cols = 1 + rnd(seed) % 4;
  unsigned pick = rnd(seed) % 10;
  if (pc) {
    if (pick == 0)
      return el(DXSIG_SEMANTIC_TESS_FACTOR, F32, UNDEF, 2 + rnd(seed) % 3, 1);
    if (pick == 1)
      return el(DXSIG_SEMANTIC_INSIDE_TESS_FACTOR, F32, UNDEF, 1, 1);
    return el(0, type, UNDEF, rows, cols);
  }
  switch (pick) {
  case 0: return el(DXSIG_SEMANTIC_POSITION, F32, NOPERSP, 1, 4);
  case 1: return el(DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX, U32, CONSTANT, 1, 1);
  case 2: return el(DXSIG_SEMANTIC_IS_FRONT_FACE, U32, CONSTANT, 1, 1);
  case 3: return el(rnd(seed) % 2 ? DXSIG_SEMANTIC_CLIP_DISTANCE : DXSIG_SEMANTIC_CULL_DISTANCE,
                    F32, interp == UNDEF ? LINEAR : interp, 1 + rnd(seed) % 2,
                    1 + rnd(seed) % 2);
  default: return el(0, type, interp, rows, cols);
  }
}

/* Exhaustive: every position of every element in element order, as DXC's
 * validator replays them, in `rows` rows. */
struct brute {
  const struct dxsig_pack_items *it;
  uint32_t rows;
  uint64_t nodes;
};

static bool brute_fit(struct brute *b, const struct dxsig_grid *g, size_t k, uint32_t cc) {
  if (k == b->it->count)
    return true;
  if (++b->nodes > 1000000)
    return true; /* give up: treat as feasible (never a false alarm) */
  const struct dxsig_shape *s = &b->it->items[k].shape;
  uint32_t first_col = s->cat == DXSIG_CAT_TESS_FACTOR && s->rows > 1 ? 4u - s->cols : 0u;
  for (uint32_t r = 0; r + s->rows <= b->rows; ++r) {
    uint32_t span = ((1u << s->rows) - 1u) << r;
    if (s->cat == DXSIG_CAT_CLIP_CULL && __builtin_popcount(cc | span) > 2)
      continue;
    if (dxsig_grid_row_conflict(g, s, r) != DXSIG_PACK_CONFLICT_NONE)
      continue;
    for (uint32_t c = first_col; c + s->cols <= 4; ++c) {
      if (dxsig_grid_col_conflict(g, s, r, c) != DXSIG_PACK_CONFLICT_NONE)
        continue;
      struct dxsig_grid next = *g;
      dxsig_grid_place(&next, s, r, c);
      if (brute_fit(b, &next, k + 1, s->cat == DXSIG_CAT_CLIP_CULL ? cc | span : cc))
        return true;
    }
  }
  return false;
}

/* Random small signatures: minimal's row count is the exhaustive optimum
 * (no layout in one row fewer; its own layout replays cleanly), it fails
 * only when no layout fits 32 rows... within what the exhaustive search
 * can cover (at most 9 rows). */
TEST(random_against_exhaustive) {
  unsigned seed = 20260101u;
  int checked = 0;
  for (int iter = 0; iter < 400; ++iter) {
    bool pc = rnd(&seed) % 4 == 0;
    size_t n = 2 + rnd(&seed) % 4;
    struct dxsig_element e[8];
    int style = (int)(rnd(&seed) % 3);
    for (size_t i = 0; i < n; ++i)
      e[i] = random_element(&seed, pc, 3, style);
    number(e, n);
    struct dxsig_pack_context ctx = {.sigpoint = pc ? DXSIG_SIGPOINT_PC_OUT : DXSIG_SIGPOINT_PS_IN,
                                     .native16 = rnd(&seed) % 2 == 0, .stream = -1};
    struct dxsig_pack_result r;
    struct dxsig_minimal_stats st;
    bool ok = dxsig_pack_minimal_ex(e, n, &ctx, NULL, &r, &st);
    struct dxsig_pack_items it;
    struct dxsig_pack_result rr;
    ASSERT_TRUE(dxsig_pack_items_collect(&it, e, n, &ctx, false, &rr));
    if (ok) {
      ASSERT_TRUE(!r.unproven);
      enum dxsig_pack_conflict conflict;
      ASSERT_EQ_INT(dxsig_pack_replay(&it, e, &conflict), it.count);
      ASSERT_EQ_INT(dxsig_pack_rows_used(&it, e), r.rows_used);
    }
    uint32_t below = ok ? r.rows_used - 1 : 9;
    if (below >= 1 && below <= 9) {
      struct brute b = {&it, below, 0};
      struct dxsig_grid g;
      dxsig_grid_init(&g, below);
      bool fits = brute_fit(&b, &g, 0, 0);
      if (fits && b.nodes <= 1000000)
        TEST_FAIL_AT("iteration %d: %zu elements fit in %u rows, minimal says %s %u", iter, n,
                     below, ok ? "rows" : "fail", ok ? r.rows_used : 0);
      ++checked;
    }
    dxsig_pack_items_release(&it);
  }
  ASSERT_TRUE(checked > 300);
}

/* The placement checks accept the layout of one list (PS input). */
static bool placement_valid(struct dxsig_element *els, size_t n, bool native16,
                            struct dxsig_diag_list *d) {
  struct dxsig_entry entry = {0};
  entry.name = "main";
  entry.stage = DXSIG_STAGE_PIXEL;
  entry.has_stage = true;
  entry.sigs[DXSIG_SIG_INPUT] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = els, .count = n};
  return dxsig_verify_placement(&entry, DXSIG_SIG_INPUT, native16, d);
}

/* Bigger random signatures: never more rows than a greedy mode whose
 * layout DXC's validator accepts (with 64-bit elements DXC's own packers
 * can produce layouts it rejects), a layout the verifier accepts, and the
 * same answer twice. */
TEST(random_never_worse) {
  unsigned seed = 7u;
  for (int iter = 0; iter < 200; ++iter) {
    size_t n = 4 + rnd(&seed) % 14;
    struct dxsig_element e[24], copy[24];
    int style = (int)(rnd(&seed) % 3);
    for (size_t i = 0; i < n; ++i)
      e[i] = random_element(&seed, false, 6, style);
    number(e, n);
    struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_PS_IN,
                                     .native16 = rnd(&seed) % 2 == 0, .stream = -1};
    struct dxsig_pack_result r, g[2];
    bool gok[2];
    struct dxsig_diag_list d;
    for (int m = 0; m < 2; ++m) {
      memcpy(copy, e, n * sizeof *e);
      gok[m] = m ? dxsig_pack_optimized(copy, n, &ctx, &g[m])
                 : dxsig_pack_prefix_stable(copy, n, &ctx, &g[m]);
      dxsig_diag_list_init(&d);
      gok[m] = gok[m] && placement_valid(copy, n, ctx.native16, &d);
      dxsig_diag_list_finish(&d);
    }
    memcpy(copy, e, n * sizeof *e);
    bool ok = dxsig_pack_minimal(copy, n, &ctx, &r);
    for (int m = 0; m < 2; ++m)
      if (gok[m]) {
        ASSERT_TRUE(ok);
        ASSERT_TRUE(r.rows_used <= g[m].rows_used);
      }
    if (!ok)
      continue;
    dxsig_diag_list_init(&d);
    bool valid = placement_valid(copy, n, ctx.native16, &d);
    if (!valid)
      TEST_FAIL_AT("iteration %d: %s", iter, d.count ? d.items[0].message : "?");
    dxsig_diag_list_finish(&d);
    struct dxsig_element again[24];
    memcpy(again, e, n * sizeof *e);
    struct dxsig_pack_result r2;
    ASSERT_TRUE(dxsig_pack_minimal(again, n, &ctx, &r2));
    for (size_t i = 0; i < n; ++i)
      ASSERT_AT(again[i], copy[i].start_row, copy[i].start_col);
  }
}

int main(void) {
  RUN(rescue);
  RUN(fewer_rows_than_greedy);
  RUN(invalid_greedy_layout_is_not_an_incumbent);
  RUN(clip_cull_limit);
  RUN(clip_cull_modes);
  RUN(budget);
  RUN(signature_streams);
  RUN(random_against_exhaustive);
  RUN(random_never_worse);
  return test_summary();
}
