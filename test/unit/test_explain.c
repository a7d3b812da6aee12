/* Unit tests of explained packing: exact text for a small signature, and on
 * random signatures (valid or not) in every mode, the places the
 * explanation reports are the ones dxsig_signature_pack gives, and it never
 * crashes. */
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "dxsig/explain.h"
#include "test.h"

static const uint32_t index_seq[40] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,
                                       14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
                                       28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39};

static struct dxsig_element el(const char *name, uint32_t kind, uint32_t type, uint32_t interp,
                               uint32_t rows, uint32_t cols) {
  struct dxsig_element e = {0};
  e.name = name;
  e.name_len = strlen(name);
  e.kind = kind;
  e.comp_type = type;
  e.interp = interp;
  e.rows = rows;
  e.cols = cols;
  e.indices = index_seq;
  e.index_count = rows <= 40 ? rows : 40;
  e.start_row = e.start_col = DXSIG_UNALLOCATED;
  return e;
}

static struct dxsig_entry entry_of(enum dxsig_shader_stage stage, enum dxsig_sig_kind kind,
                                   struct dxsig_element *els, size_t n) {
  struct dxsig_entry e = {0};
  e.name = "main";
  e.stage = stage;
  e.has_stage = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    e.sigs[k].kind = (enum dxsig_sig_kind)k;
  e.sigs[kind] = (struct dxsig_signature){.kind = kind, .present = true, .elements = els, .count = n};
  for (size_t i = 0; i < n; ++i)
    els[i].id = (uint32_t)i;
  return e;
}

TEST(exact_text) {
  struct dxsig_element els[] = {el("A", 0, DXSIG_COMP_F32, DXSIG_INTERP_LINEAR, 1, 3),
                                el("B", 0, DXSIG_COMP_U32, DXSIG_INTERP_CONSTANT, 1, 1),
                                el("C", 0, DXSIG_COMP_F32, DXSIG_INTERP_LINEAR, 1, 1)};
  struct dxsig_entry e = entry_of(DXSIG_STAGE_VERTEX, DXSIG_SIG_OUTPUT, els, 3);
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  ASSERT_TRUE(dxsig_explain_signature(&b, &e, DXSIG_SIG_OUTPUT, DXSIG_PACKING_PREFIX_STABLE,
                                      false));
  ASSERT_EQ_STR(b.data,
                "entry 'main' output signature (VSOut), prefix-stable: declaration order, each "
                "element at the first row, then column, where it fits; clip/cull in up to two "
                "rows of their own\n"
                "  A0 (float3, linear, arbitrary) -> r0.xyz\n"
                "  B0 (uint, nointerpolation, arbitrary) -> r1.x\n"
                "    r0: interpolation: holds A0 (linear); this element is nointerpolation\n"
                "  C0 (float, linear, arbitrary) -> r0.w\n"
                "    r0.xyz: taken by A0\n"
                "  2 rows\n");
  dxsig_buffer_finish(&b);
}

static unsigned rnd(unsigned *s) {
  *s = *s * 1103515245u + 12345u;
  return (*s >> 16) & 0x7FFFu;
}

/* The places explain reports ("  C0 (float, ...) -> r1.zw ..."), per
 * element; elements are named A, B, C, ... in list order. False when one
 * is reported twice. */
static bool reported_places(const char *text, size_t n, int32_t place[][2]) {
  for (size_t i = 0; i < n; ++i)
    place[i][0] = place[i][1] = DXSIG_UNALLOCATED;
  for (const char *line = text; line && *line; line = strchr(line, '\n'), line += !!line) {
    const char *arrow = strstr(line, ") -> r");
    const char *end = strchr(line, '\n');
    if (strncmp(line, "  ", 2) != 0 || line[2] < 'A' || (size_t)(line[2] - 'A') >= n || !arrow ||
        (end && arrow > end))
      continue;
    size_t i = (size_t)(line[2] - 'A');
    char *dot;
    long row = strtol(arrow + 6, &dot, 10);
    while (*dot && *dot != '.')
      ++dot;
    const char *comp = strchr("xyzw", dot[0] ? dot[1] : 'x');
    if (place[i][0] != DXSIG_UNALLOCATED || !comp)
      return false;
    place[i][0] = (int32_t)row;
    place[i][1] = (int32_t)(comp - "xyzw");
  }
  return true;
}

TEST(random_places_are_the_packers) {
  static const char *const names[16] = {"A", "B", "C", "D", "E", "F", "G", "H",
                                        "I", "J", "K", "L", "M", "N", "O", "P"};
  static const uint32_t kinds[] = {0, 0, 0, 0, DXSIG_SEMANTIC_POSITION, DXSIG_SEMANTIC_CLIP_DISTANCE,
                                   DXSIG_SEMANTIC_CULL_DISTANCE, DXSIG_SEMANTIC_IS_FRONT_FACE,
                                   DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX,
                                   DXSIG_SEMANTIC_TESS_FACTOR, DXSIG_SEMANTIC_INSIDE_TESS_FACTOR,
                                   DXSIG_SEMANTIC_TARGET, DXSIG_SEMANTIC_DEPTH, 99};
  static const struct {
    enum dxsig_shader_stage stage;
    enum dxsig_sig_kind kind;
  } lists[] = {{DXSIG_STAGE_VERTEX, DXSIG_SIG_OUTPUT}, {DXSIG_STAGE_PIXEL, DXSIG_SIG_INPUT},
               {DXSIG_STAGE_HULL, DXSIG_SIG_PATCH_CONSTANT}, {DXSIG_STAGE_GEOMETRY, DXSIG_SIG_OUTPUT},
               {DXSIG_STAGE_VERTEX, DXSIG_SIG_INPUT}, {DXSIG_STAGE_PIXEL, DXSIG_SIG_OUTPUT}};
  unsigned seed = 31;
  int packed = 0, failed = 0, compared = 0;
  for (int iter = 0; iter < 600; ++iter) {
    size_t n = 1 + rnd(&seed) % 14;
    struct dxsig_element els[16], copy[16];
    for (size_t i = 0; i < n; ++i) {
      uint32_t rows = 1 + (rnd(&seed) % 3 == 0 ? rnd(&seed) % 6 : 0);
      uint32_t cols = 1 + rnd(&seed) % 4;
      if (rnd(&seed) % 50 == 0)
        rows = rnd(&seed) % 40; /* invalid shapes too */
      if (rnd(&seed) % 50 == 0)
        cols = rnd(&seed) % 6;
      els[i] = el(names[i], kinds[rnd(&seed) % (sizeof kinds / sizeof kinds[0])],
                  rnd(&seed) % 3 ? DXSIG_COMP_F32 : DXSIG_COMP_F16, rnd(&seed) % 5, rows, cols);
      els[i].stream = rnd(&seed) % 4 == 0 ? rnd(&seed) % 4 : 0;
    }
    int l = (int)(rnd(&seed) % (sizeof lists / sizeof lists[0]));
    struct dxsig_entry e = entry_of(lists[l].stage, lists[l].kind, els, n);
    for (int m = 0; m < 3; ++m) {
      bool native16 = rnd(&seed) % 2;
      struct dxsig_buffer b;
      dxsig_buffer_init(&b);
      bool ok = dxsig_explain_signature(&b, &e, lists[l].kind, (enum dxsig_packing_mode)m,
                                        native16);
      ASSERT_TRUE(!b.failed && b.data);
      memcpy(copy, els, n * sizeof *copy);
      struct dxsig_signature sig = {.kind = lists[l].kind, .present = true, .elements = copy, .count = n};
      struct dxsig_pack_result r;
      bool packs = dxsig_signature_pack(&sig, lists[l].stage, (enum dxsig_packing_mode)m,
                                        native16, &r);
      int32_t place[16][2];
      if (!reported_places(b.data, n, place))
        TEST_FAIL_AT("iteration %d mode %d: an element placed twice:\n%s", iter, m, b.data);
      ASSERT_EQ_INT(ok, packs);
      for (size_t i = 0; i < n && packs; ++i) {
        int32_t row = dxsig_element_is_allocated(&copy[i]) ? copy[i].start_row : DXSIG_UNALLOCATED;
        int32_t col = row == DXSIG_UNALLOCATED ? DXSIG_UNALLOCATED : copy[i].start_col;
        if (place[i][0] != row || place[i][1] != col)
          TEST_FAIL_AT("iteration %d mode %d element %s: explained at %d,%d, packed at %d,%d:\n%s",
                       iter, m, names[i], place[i][0], place[i][1], row, col, b.data);
        compared += row != DXSIG_UNALLOCATED;
      }
      ok ? ++packed : ++failed;
      dxsig_buffer_finish(&b);
    }
  }
  ASSERT_TRUE(packed > 100 && failed > 100 && compared > 300);
}

int main(void) {
  RUN(exact_text);
  RUN(random_places_are_the_packers);
  return test_summary();
}
