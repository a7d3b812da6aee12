/* Unit tests of allocation failure in the packers: every malloc the core
 * makes while packing a list too large for the packers' inline buffers is
 * made to fail in turn (the test links with -Wl,--wrap=malloc), and each
 * pack either succeeds with the usual layout or fails with
 * DXSIG_PACK_NO_MEMORY, never with a packing error it did not meet.
 * Prefix-stable packing allocates nothing for such a list. */
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "test.h"

void *__real_malloc(size_t size);
void *__wrap_malloc(size_t size);

/* The malloc call (counted from 0) that returns NULL; -1: none. */
static long fail_call = -1;
static long calls;

void *__wrap_malloc(size_t size) {
  if (calls++ == fail_call)
    return NULL;
  return __real_malloc(size);
}

#define N 64 /* more than the packers' inline buffers (48, 32) */

static const uint32_t index_seq[N] = {0};

static void make_list(struct dxsig_element *els) {
  for (size_t i = 0; i < N; ++i) {
    struct dxsig_element e = {0};
    e.name = "TEXCOORD";
    e.name_len = 8;
    e.comp_type = DXSIG_COMP_F32;
    e.interp = DXSIG_INTERP_LINEAR;
    e.rows = 1;
    e.cols = 1 + i % 2;
    e.indices = index_seq;
    e.index_count = 1;
    e.start_row = e.start_col = DXSIG_UNALLOCATED;
    e.id = (uint32_t)i;
    els[i] = e;
  }
}

TEST(message) {
  ASSERT_EQ_STR(dxsig_pack_error_message(DXSIG_PACK_NO_MEMORY), "out of memory while packing");
}

/* Packs with mode (3: through dxsig_signature_pack, minimal) while malloc
 * call fail fails; returns whether it packed. */
static bool pack(int mode, struct dxsig_element *els, struct dxsig_pack_result *res,
                 long fail) {
  make_list(els);
  struct dxsig_pack_context ctx = {.sigpoint = DXSIG_SIGPOINT_VS_OUT, .stream = -1};
  fail_call = fail;
  calls = 0;
  bool ok;
  if (mode == 3) {
    struct dxsig_signature sig = {.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = els, .count = N};
    ok = dxsig_signature_pack(&sig, DXSIG_STAGE_VERTEX, DXSIG_PACKING_MINIMAL, false, res);
  } else {
    ok = mode == 0   ? dxsig_pack_prefix_stable(els, N, &ctx, res)
         : mode == 1 ? dxsig_pack_optimized(els, N, &ctx, res)
                     : dxsig_pack_minimal(els, N, &ctx, res);
  }
  fail_call = -1;
  return ok;
}

TEST(each_allocation_fails) {
  static struct dxsig_element good[N], els[N];
  for (int mode = 0; mode < 4; ++mode) {
    struct dxsig_pack_result res;
    ASSERT_TRUE(pack(mode, good, &res, -1));
    long total = calls;
    if (mode == 0) {
      /* Prefix-stable reads and places in one pass: nothing to allocate
       * (only a replay of mixed modes collects the list). */
      ASSERT_EQ_INT(total, 0);
      continue;
    }
    ASSERT_TRUE(total > 0);
    int no_memory = 0;
    for (long k = 0; k < total; ++k) {
      if (pack(mode, els, &res, k)) {
        for (size_t i = 0; i < N; ++i) {
          ASSERT_EQ_INT(els[i].start_row, good[i].start_row);
          ASSERT_EQ_INT(els[i].start_col, good[i].start_col);
        }
        continue;
      }
      if (res.error != DXSIG_PACK_NO_MEMORY)
        TEST_FAIL_AT("mode %d, malloc %ld of %ld failing: %s", mode, k, total,
                     dxsig_pack_error_message(res.error));
      ASSERT_EQ_INT(res.element, 0);
      ++no_memory;
    }
    ASSERT_TRUE(no_memory > 0);
  }
}

int main(void) {
  RUN(message);
  RUN(each_allocation_fails);
  return test_summary();
}
