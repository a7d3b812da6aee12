/* Unit tests of the packers' search trace (struct dxsig_pack_trace): the
 * exact events of a small list, and on random lists in both DXC modes that
 * every search is well formed, that the places the trace reports are the
 * places the packer leaves, and that tracing changes no result. */
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "test.h"

static const uint32_t index_seq[8] = {0, 1, 2, 3, 4, 5, 6, 7};

static struct dxsig_element el(uint32_t kind, uint32_t type, uint32_t interp, uint32_t rows,
                               uint32_t cols) {
  struct dxsig_element e = {0};
  e.name = "E";
  e.name_len = 1;
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

#define MAX_EVENTS 4096
struct recorder {
  struct dxsig_pack_event ev[MAX_EVENTS];
  size_t count;
};

static void record(void *user, const struct dxsig_pack_event *ev) {
  struct recorder *r = user;
  if (r->count < MAX_EVENTS)
    r->ev[r->count] = *ev;
  ++r->count;
}

static bool pack_traced(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                        enum dxsig_packing_mode mode, struct recorder *rec,
                        struct dxsig_pack_result *res) {
  struct dxsig_pack_trace trace = {record, rec};
  struct dxsig_pack_context ctx = {.sigpoint = sp, .stream = -1, .trace = rec ? &trace : NULL};
  if (rec)
    rec->count = 0;
  for (size_t i = 0; i < n; ++i)
    els[i].id = (uint32_t)i;
  return mode == DXSIG_PACKING_OPTIMIZED ? dxsig_pack_optimized(els, n, &ctx, res)
                                         : dxsig_pack_prefix_stable(els, n, &ctx, res);
}

#define ASSERT_EVENT(e, k, st, elem, r, c, conf)                                                \
  do {                                                                                          \
    ASSERT_EQ_INT((e).kind, (k));                                                               \
    ASSERT_EQ_INT((e).step, (st));                                                              \
    ASSERT_EQ_INT((e).element, (elem));                                                         \
    ASSERT_EQ_INT((e).row, (r));                                                                \
    ASSERT_EQ_INT((e).col, (c));                                                                \
    ASSERT_EQ_INT((e).conflict, (conf));                                                        \
  } while (0)

/* A float3 linear, B uint nointerpolation, C float linear (prefix-stable):
 * B is refused r0 for its mode; C is refused r0.x-z, taken by A. */
TEST(exact_events) {
  struct dxsig_element els[] = {el(0, DXSIG_COMP_F32, DXSIG_INTERP_LINEAR, 1, 3),
                                el(0, DXSIG_COMP_U32, DXSIG_INTERP_CONSTANT, 1, 1),
                                el(0, DXSIG_COMP_F32, DXSIG_INTERP_LINEAR, 1, 1)};
  static struct recorder rec;
  struct dxsig_pack_result res;
  ASSERT_TRUE(pack_traced(els, 3, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, &rec, &res));
  enum { P = DXSIG_PACK_EVENT_PLACED, R = DXSIG_PACK_EVENT_REFUSED };
  enum { EL = DXSIG_PACK_STEP_ELEMENT, W = DXSIG_PACK_WHOLE_ROW };
  ASSERT_EQ_INT(rec.count, 7);
  ASSERT_EVENT(rec.ev[0], P, EL, 0, 0, 0, DXSIG_PACK_CONFLICT_NONE);
  ASSERT_EVENT(rec.ev[1], R, EL, 1, 0, W, DXSIG_PACK_CONFLICT_INTERP);
  ASSERT_EVENT(rec.ev[2], P, EL, 1, 1, 0, DXSIG_PACK_CONFLICT_NONE);
  for (uint32_t c = 0; c < 3; ++c)
    ASSERT_EVENT(rec.ev[3 + c], R, EL, 2, 0, c, DXSIG_PACK_CONFLICT_OVERLAP);
  ASSERT_EVENT(rec.ev[6], P, EL, 2, 0, 3, DXSIG_PACK_CONFLICT_NONE);
  ASSERT_EQ_INT(rec.ev[1].at_row, 0);
  ASSERT_EQ_INT(rec.ev[6].rows, 1);
  ASSERT_EQ_INT(rec.ev[6].cols, 1);
}

/* Prefix-stable clip/cull: the private row, the reservation of a whole
 * signature row (after the arbitrary element in r0), the signature place. */
TEST(clip_cull_reservation) {
  struct dxsig_element els[] = {el(0, DXSIG_COMP_F32, DXSIG_INTERP_LINEAR, 1, 2),
                                el(DXSIG_SEMANTIC_CLIP_DISTANCE, DXSIG_COMP_F32,
                                   DXSIG_INTERP_LINEAR, 1, 2)};
  static struct recorder rec;
  struct dxsig_pack_result res;
  ASSERT_TRUE(pack_traced(els, 2, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, &rec, &res));
  ASSERT_EQ_INT(rec.count, 5);
  ASSERT_EVENT(rec.ev[1], DXSIG_PACK_EVENT_PLACED, DXSIG_PACK_STEP_CLIP_CULL_ROW, 1, 0, 0,
               DXSIG_PACK_CONFLICT_NONE);
  ASSERT_EVENT(rec.ev[2], DXSIG_PACK_EVENT_REFUSED, DXSIG_PACK_STEP_CLIP_CULL_RESERVE, 1, 0,
               DXSIG_PACK_WHOLE_ROW, DXSIG_PACK_CONFLICT_NO_ROOM);
  ASSERT_EVENT(rec.ev[3], DXSIG_PACK_EVENT_PLACED, DXSIG_PACK_STEP_CLIP_CULL_RESERVE, 1, 1, 0,
               DXSIG_PACK_CONFLICT_NONE);
  ASSERT_EQ_INT(rec.ev[3].cols, 4);
  ASSERT_EVENT(rec.ev[4], DXSIG_PACK_EVENT_PLACED, DXSIG_PACK_STEP_CLIP_CULL_MEMBER, 1, 1, 0,
               DXSIG_PACK_CONFLICT_NONE);
  ASSERT_EQ_INT(els[1].start_row, 1);
}

/* Prefix-stable: A (clip/cull xyz) reserves r0, B takes r1, C (clip/cull
 * xy) the second clip/cull row, reserved at r2; D, two rows of clip/cull,
 * fits the private rows but r0 and r2 are not adjacent. */
TEST(clip_cull_not_adjacent) {
  enum { CLIP = DXSIG_SEMANTIC_CLIP_DISTANCE, LIN = DXSIG_INTERP_LINEAR, F = DXSIG_COMP_F32 };
  struct dxsig_element els[] = {el(CLIP, F, LIN, 1, 3), el(0, F, LIN, 1, 4), el(CLIP, F, LIN, 1, 2),
                                el(CLIP, F, LIN, 2, 1)};
  static struct recorder rec;
  struct dxsig_pack_result res;
  ASSERT_TRUE(!pack_traced(els, 4, DXSIG_SIGPOINT_VS_OUT, DXSIG_PACKING_PREFIX_STABLE, &rec, &res));
  ASSERT_EQ_INT(res.error, DXSIG_PACK_CLIP_CULL_ADJACENT);
  ASSERT_EQ_INT(res.element, 3);
  const struct dxsig_pack_event *last = &rec.ev[rec.count - 1];
  ASSERT_EQ_INT(last->kind, DXSIG_PACK_EVENT_FAILED);
  ASSERT_EQ_INT(last->step, DXSIG_PACK_STEP_CLIP_CULL_ADJACENT);
  ASSERT_EQ_INT(last->element, 3);
  ASSERT_EQ_INT(last->row, 0);
  ASSERT_EQ_INT(last->at_row, 2);
}

static unsigned rnd(unsigned *s) {
  *s = *s * 1103515245u + 12345u;
  return (*s >> 16) & 0x7FFFu;
}

/* Checks one traced pack; returns false (after reporting) on a violation. */
static bool check_trace(const struct recorder *rec, const struct dxsig_element *els, size_t n,
                        bool ok, const struct dxsig_pack_result *res, int iter, int mode) {
  int32_t place[16][2];
  for (size_t i = 0; i < n; ++i)
    place[i][0] = place[i][1] = DXSIG_UNALLOCATED;
  bool in_search = false, in_cols = false;
  struct dxsig_pack_event first = {0};
  uint32_t last_row = 0;
  size_t failures = 0;
  if (rec->count > MAX_EVENTS) {
    fprintf(stderr, "iteration %d mode %d: too many events\n", iter, mode);
    return false;
  }
  for (size_t e = 0; e < rec->count; ++e) {
    const struct dxsig_pack_event *ev = &rec->ev[e];
    const char *bad = NULL;
    if (ev->element >= n) {
      bad = "element out of range";
    } else if (in_search && (ev->step != first.step || ev->element != first.element ||
                             ev->from != first.from || ev->start_col != first.start_col ||
                             ev->rows != first.rows || ev->cols != first.cols)) {
      bad = "an event of another search before the search closed";
    } else if (ev->kind == DXSIG_PACK_EVENT_REFUSED) {
      if (ev->conflict == DXSIG_PACK_CONFLICT_NONE)
        bad = "a refusal without a conflict";
      else if (ev->col == DXSIG_PACK_WHOLE_ROW &&
               (in_cols || ev->row < ev->from || (in_search && ev->row <= last_row) ||
                ev->at_row < ev->row || ev->at_row >= ev->row + ev->rows))
        bad = "refused rows out of order or outside the span";
      else if (ev->col != DXSIG_PACK_WHOLE_ROW && (ev->col < ev->start_col || ev->col > 3))
        bad = "refused column outside the search";
      if (!in_search)
        first = *ev;
      in_search = true;
      in_cols |= ev->col != DXSIG_PACK_WHOLE_ROW;
      last_row = ev->row;
    } else {
      if (ev->kind == DXSIG_PACK_EVENT_PLACED && in_cols && ev->row != last_row)
        bad = "refused columns of another row than the landing one";
      if (ev->kind == DXSIG_PACK_EVENT_FAILED)
        ++failures;
      if (ev->kind == DXSIG_PACK_EVENT_PLACED && (ev->step == DXSIG_PACK_STEP_ELEMENT ||
                                                  ev->step == DXSIG_PACK_STEP_CLIP_CULL_MEMBER)) {
        if (place[ev->element][0] != DXSIG_UNALLOCATED)
          bad = "an element placed twice";
        place[ev->element][0] = (int32_t)ev->row;
        place[ev->element][1] = (int32_t)ev->col;
      }
      in_search = in_cols = false;
    }
    if (bad) {
      fprintf(stderr, "iteration %d mode %d event %zu: %s\n", iter, mode, e, bad);
      return false;
    }
  }
  if (in_search || (ok && failures)) {
    fprintf(stderr, "iteration %d mode %d: search left open or wrong failure count\n", iter,
            mode);
    return false;
  }
  /* The reported places are the packer's (a failed pack keeps its partial
   * result; the element it names was not placed unless the validator
   * rejected the finished layout). */
  for (size_t i = 0; i < n; ++i) {
    bool allocated = dxsig_element_is_allocated(&els[i]) && els[i].start_row >= 0;
    if (allocated != (place[i][0] != DXSIG_UNALLOCATED) ||
        (allocated && (place[i][0] != els[i].start_row || place[i][1] != els[i].start_col))) {
      fprintf(stderr, "iteration %d mode %d element %zu: traced at %d,%d, packed at %d,%d\n",
              iter, mode, i, place[i][0], place[i][1], els[i].start_row, els[i].start_col);
      return false;
    }
  }
  (void)res;
  return true;
}

TEST(random_lists) {
  static const uint32_t kinds[] = {0, 0, 0, 0, DXSIG_SEMANTIC_POSITION,
                                   DXSIG_SEMANTIC_CLIP_DISTANCE, DXSIG_SEMANTIC_CULL_DISTANCE,
                                   DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX,
                                   DXSIG_SEMANTIC_PRIMITIVE_ID, DXSIG_SEMANTIC_TESS_FACTOR,
                                   DXSIG_SEMANTIC_INSIDE_TESS_FACTOR};
  static const enum dxsig_sigpoint points[] = {DXSIG_SIGPOINT_VS_OUT, DXSIG_SIGPOINT_PS_IN,
                                               DXSIG_SIGPOINT_PC_OUT};
  static struct recorder rec;
  unsigned seed = 5;
  int events = 0, packed = 0, failed = 0, steps[DXSIG_PACK_STEP_CLIP_CULL_MEMBER + 1] = {0};
  for (int iter = 0; iter < 3000; ++iter) {
    size_t n = 1 + rnd(&seed) % 16;
    struct dxsig_element els[16], plain[16];
    for (size_t i = 0; i < n; ++i)
      els[i] = el(kinds[rnd(&seed) % (sizeof kinds / sizeof kinds[0])],
                  rnd(&seed) % 4 ? DXSIG_COMP_F32 : DXSIG_COMP_F64, rnd(&seed) % 4,
                  1 + (rnd(&seed) % 3 == 0 ? rnd(&seed) % 4 : 0), 1 + rnd(&seed) % 4);
    enum dxsig_sigpoint sp = points[rnd(&seed) % 3];
    for (int m = 0; m < 2; ++m) {
      enum dxsig_packing_mode mode = m ? DXSIG_PACKING_OPTIMIZED : DXSIG_PACKING_PREFIX_STABLE;
      struct dxsig_pack_result res, plain_res;
      memcpy(plain, els, n * sizeof *els);
      bool ok = pack_traced(els, n, sp, mode, &rec, &res);
      bool plain_ok = pack_traced(plain, n, sp, mode, NULL, &plain_res);
      ASSERT_EQ_INT(ok, plain_ok);
      ASSERT_EQ_INT(res.error, plain_res.error);
      ASSERT_EQ_INT(res.element, plain_res.element);
      for (size_t i = 0; i < n; ++i) {
        ASSERT_EQ_INT(els[i].start_row, plain[i].start_row);
        ASSERT_EQ_INT(els[i].start_col, plain[i].start_col);
      }
      if (!check_trace(&rec, els, n, ok, &res, iter, m))
        TEST_FAIL_AT("bad trace");
      events += (int)rec.count;
      for (size_t e = 0; e < rec.count && e < MAX_EVENTS; ++e)
        steps[rec.ev[e].step] += rec.ev[e].kind != DXSIG_PACK_EVENT_REFUSED;
      ok ? ++packed : ++failed;
      for (size_t i = 0; i < n; ++i)
        els[i].start_row = els[i].start_col = DXSIG_UNALLOCATED;
    }
  }
  ASSERT_TRUE(packed > 1000 && failed > 1000 && events > 40000);
  for (int st = 0; st <= DXSIG_PACK_STEP_CLIP_CULL_MEMBER; ++st)
    if (!steps[st] && st != DXSIG_PACK_STEP_CLIP_CULL_ADJACENT) /* rare: tested above */
      TEST_FAIL_AT("no search of step %d", st);
}

int main(void) {
  RUN(exact_events);
  RUN(clip_cull_reservation);
  RUN(clip_cull_not_adjacent);
  RUN(random_lists);
  return test_summary();
}
