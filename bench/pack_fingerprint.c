/* A fingerprint of everything the packers decide, to compare two builds
 * when the packers change for speed: the same inputs must give the same
 * placements, failures, trace events and explanations.
 *
 * Inputs: every list of a plain-text corpus (sigtext, one module per case)
 * and N pseudo-random lists (a fixed seed; kinds, widths, interpolation
 * modes, row counts, streams and start locations chosen to reach every
 * rule: clip/cull pairs, tess factors, indexed rows, 16/32/64-bit rows,
 * malformed elements). For each: dxsig_signature_pack in both DXC modes,
 * the two greedy packers with a trace (every event), explain's text, the
 * placement check of the packed list and of the list as generated; explain
 * (which runs minimal packing on failures) and a minimal pack with a small
 * budget on a sample of the random lists. One line per part: a count
 * and a 64-bit FNV-1a hash. Nothing here is timed.
 *
 * usage: pack_fingerprint [-n RANDOM_LISTS] [-s SEED] [-d EVENTS.txt] CORPUS.sig...
 * (-d writes every trace event as text, to find where two builds differ) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_corpus.h"
#include "dxsig/dxsig.h"
#include "dxsig/explain.h"

struct hash {
  uint64_t h;
  uint64_t count;
};

static void mix_bytes(struct hash *x, const void *data, size_t len) {
  const unsigned char *p = data;
  for (size_t i = 0; i < len; ++i) {
    x->h ^= p[i];
    x->h *= 0x100000001b3ull;
  }
}

static void mix_u64(struct hash *x, uint64_t v) { mix_bytes(x, &v, sizeof v); }

enum part { P_PACK, P_TRACE, P_EXPLAIN, P_PLACEMENT, P_MINIMAL, P_COUNT };
static const char *const PART_NAMES[P_COUNT] = {"pack", "trace", "explain", "placement",
                                                "minimal"};

struct fingerprint {
  struct hash part[P_COUNT];
  uint64_t failures[2]; /* dxsig_signature_pack failures per mode */
};

static void mix_layout(struct hash *x, const struct dxsig_element *els, size_t n,
                       bool ok, const struct dxsig_pack_result *res) {
  mix_u64(x, ok);
  mix_u64(x, res->error);
  mix_u64(x, ok ? res->rows_used : res->element);
  mix_u64(x, res->unproven);
  for (size_t i = 0; i < n; ++i) {
    mix_u64(x, (uint32_t)els[i].start_row);
    mix_u64(x, (uint32_t)els[i].start_col);
    mix_u64(x, els[i].usage_mask);
  }
  ++x->count;
}

static FILE *dump; /* -d: every trace event as text, to find a difference */

static void on_event(void *user, const struct dxsig_pack_event *ev) {
  struct hash *x = user;
  uint64_t f[] = {ev->kind, ev->step, ev->element, ev->rows, ev->cols, ev->from,
                  ev->start_col, ev->clip_cull_row, ev->row, ev->col, ev->conflict,
                  ev->at_row};
  mix_bytes(x, f, sizeof f);
  if (dump) {
    for (size_t i = 0; i < sizeof f / sizeof f[0]; ++i)
      fprintf(dump, " %llu", (unsigned long long)f[i]);
    fprintf(dump, "\n");
  }
  ++x->count;
}

static void mix_diags(struct hash *x, const struct dxsig_diag_list *d) {
  mix_u64(x, d->count);
  for (size_t i = 0; i < d->count; ++i) {
    mix_u64(x, d->items[i].code);
    mix_u64(x, d->items[i].element);
  }
  ++x->count;
}

/* One list of an entry through everything. */
static void fingerprint_list(struct fingerprint *fp, struct dxsig_entry *entry,
                             enum dxsig_sig_kind kind, bool native16, bool minimal,
                             bool explain) {
  struct dxsig_signature *sig = &entry->sigs[kind];
  size_t n = sig->count;
  struct dxsig_element *saved = malloc((n ? n : 1) * sizeof *saved);
  struct dxsig_element *work = malloc((n ? n : 1) * sizeof *work);
  if (!saved || !work)
    abort();
  memcpy(saved, sig->elements, n * sizeof *saved);

  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  dxsig_verify_placement(entry, kind, native16, &d); /* as given */
  mix_diags(&fp->part[P_PLACEMENT], &d);
  dxsig_diag_list_finish(&d);

  static const enum dxsig_packing_mode modes[] = {DXSIG_PACKING_PREFIX_STABLE,
                                                  DXSIG_PACKING_OPTIMIZED};
  for (int mi = 0; mi < 2; ++mi) {
    struct dxsig_pack_result res;
    bool ok = dxsig_signature_pack(sig, entry->stage, modes[mi], native16, &res);
    fp->failures[mi] += !ok;
    mix_layout(&fp->part[P_PACK], sig->elements, n, ok, &res);
    if (ok) {
      dxsig_diag_list_init(&d);
      dxsig_verify_placement(entry, kind, native16, &d);
      mix_diags(&fp->part[P_PLACEMENT], &d);
      dxsig_diag_list_finish(&d);
    }
    memcpy(sig->elements, saved, n * sizeof *saved);

    /* The packer itself with a listener, on the whole list (stream -1) and
     * on stream 1. */
    enum dxsig_sigpoint sp;
    if (dxsig_sigpoint_of_list(entry->stage, kind, &sp)) {
      struct dxsig_pack_trace trace = {on_event, &fp->part[P_TRACE]};
      for (int stream = -1; stream <= 1; stream += 2) {
        struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16,
                                         .stream = stream, .trace = &trace};
        memcpy(work, saved, n * sizeof *work);
        if (dump)
          fprintf(dump, "stage %d list %d native16 %d\n", (int)entry->stage, (int)kind,
                  (int)native16);
        for (size_t i = 0; dump && i < n; ++i)
          fprintf(dump, "element %zu: kind %u type %u interp %u %ux%u stream %u\n", i,
                  work[i].kind, work[i].comp_type, work[i].interp, work[i].rows, work[i].cols,
                  work[i].stream);
        bool tok = mi ? dxsig_pack_optimized(work, n, &ctx, &res)
                      : dxsig_pack_prefix_stable(work, n, &ctx, &res);
        mix_layout(&fp->part[P_TRACE], work, n, tok, &res);
        if (dump)
          fprintf(dump, "list %llu mode %d stream %d: %d\n",
                  (unsigned long long)fp->part[P_TRACE].count, mi, stream, (int)tok);
        /* Untraced, the same result. */
        ctx.trace = NULL;
        memcpy(work, saved, n * sizeof *work);
        tok = mi ? dxsig_pack_optimized(work, n, &ctx, &res)
                 : dxsig_pack_prefix_stable(work, n, &ctx, &res);
        mix_layout(&fp->part[P_PACK], work, n, tok, &res);
      }
      if (minimal && mi == 0) {
        struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16,
                                         .stream = -1};
        struct dxsig_minimal_options opts = {.node_budget = 3000};
        memcpy(work, saved, n * sizeof *work);
        bool mok = dxsig_pack_minimal_ex(work, n, &ctx, &opts, &res, NULL);
        mix_layout(&fp->part[P_MINIMAL], work, n, mok, &res);
      }
    }

    if (!explain)
      continue;
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    bool eok = dxsig_explain_signature(&b, entry, kind, modes[mi], native16);
    mix_u64(&fp->part[P_EXPLAIN], eok);
    mix_bytes(&fp->part[P_EXPLAIN], b.data ? b.data : "", b.len);
    ++fp->part[P_EXPLAIN].count;
    dxsig_buffer_finish(&b);
  }
  free(saved);
  free(work);
}

/* ---- pseudo-random lists ------------------------------------------------ */

static uint64_t rng_state;

static uint32_t rnd(uint32_t bound) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)((rng_state >> 11) % bound);
}

/* Semantic kinds weighted towards those the packers treat apart. */
static uint32_t random_kind(void) {
  static const uint32_t common[] = {
      DXSIG_SEMANTIC_POSITION, DXSIG_SEMANTIC_CLIP_DISTANCE, DXSIG_SEMANTIC_CULL_DISTANCE,
      DXSIG_SEMANTIC_TESS_FACTOR, DXSIG_SEMANTIC_INSIDE_TESS_FACTOR,
      DXSIG_SEMANTIC_PRIMITIVE_ID, DXSIG_SEMANTIC_IS_FRONT_FACE,
      DXSIG_SEMANTIC_RENDER_TARGET_ARRAY_INDEX, DXSIG_SEMANTIC_VIEWPORT_ARRAY_INDEX,
      DXSIG_SEMANTIC_TARGET, DXSIG_SEMANTIC_INSTANCE_ID, DXSIG_SEMANTIC_SAMPLE_INDEX};
  uint32_t r = rnd(100);
  if (r < 50)
    return DXSIG_SEMANTIC_ARBITRARY;
  if (r < 90)
    return common[rnd(sizeof common / sizeof common[0])];
  return rnd(DXSIG_SEMANTIC_KIND_COUNT + 2); /* two past the end */
}

/* A kind the list's SigPoint takes. */
static uint32_t random_kind_at(bool has_sp, enum dxsig_sigpoint sp) {
  uint32_t kind = random_kind();
  for (int tries = 0; has_sp && tries < 50; ++tries) {
    if (kind < DXSIG_SEMANTIC_KIND_COUNT &&
        dxsig_interpretation(dxsig_sigpoint_of_element(sp, kind), kind) !=
            DXSIG_INTERP_KIND_NA)
      return kind;
    kind = random_kind();
  }
  return has_sp ? DXSIG_SEMANTIC_ARBITRARY : kind;
}

/* A well-formed element (the packers may still refuse it). */
static void random_element(struct dxsig_element *e, uint32_t *indices, uint32_t id,
                           bool has_sp, enum dxsig_sigpoint sp) {
  memset(e, 0, sizeof *e);
  e->id = rnd(20) ? id : 0;
  e->kind = random_kind_at(has_sp, sp);
  e->name = "X";
  e->name_len = 1;
  static const uint32_t types[] = {DXSIG_COMP_F32, DXSIG_COMP_F32, DXSIG_COMP_U32,
                                   DXSIG_COMP_F16, DXSIG_COMP_I16, DXSIG_COMP_F64,
                                   DXSIG_COMP_I1};
  e->comp_type = rnd(10) ? types[rnd(sizeof types / sizeof types[0])] : rnd(19);
  uint32_t r = rnd(10);
  e->interp = r < 4 ? DXSIG_INTERP_LINEAR : r < 6 ? DXSIG_INTERP_UNDEFINED : rnd(8);
  r = rnd(100);
  e->rows = r < 65 ? 1 : r < 93 ? 2 + rnd(3) : 1 + rnd(32);
  e->cols = 1 + rnd(4);
  e->start_row = rnd(4) ? (int32_t)rnd(32) : DXSIG_UNALLOCATED;
  e->start_col = rnd(4) ? (int32_t)rnd(4) : DXSIG_UNALLOCATED;
  e->usage_mask = rnd(16);
  e->dyn_index_mask = rnd(8) ? 0 : rnd(16);
  e->stream = rnd(4) ? 0 : rnd(4);
  uint32_t base = e->kind == DXSIG_SEMANTIC_TARGET ? rnd(10) : rnd(8);
  for (uint32_t i = 0; i < e->rows; ++i)
    indices[i] = base + i;
  e->indices = indices;
  e->index_count = e->rows;
}

/* One field of one element out of range, or a kind the SigPoint refuses. */
static void corrupt(struct dxsig_element *e) {
  switch (rnd(8)) {
  case 0: e->kind = rnd(DXSIG_SEMANTIC_KIND_COUNT + 2); break;
  case 1: e->interp = 8; break;
  case 2: e->rows = rnd(2) ? 0 : 33; break;
  case 3: e->cols = rnd(2) ? 0 : 5; break;
  case 4: e->index_count = 0; break;
  case 5: e->stream = 4; break;
  case 6: e->start_row = 40; e->start_col = 7; break;
  default: e->comp_type = 19 + rnd(3); break;
  }
}

static void fingerprint_random(struct fingerprint *fp, size_t lists) {
  static const enum dxsig_shader_stage stages[] = {
      DXSIG_STAGE_VERTEX, DXSIG_STAGE_PIXEL, DXSIG_STAGE_GEOMETRY, DXSIG_STAGE_HULL,
      DXSIG_STAGE_DOMAIN, DXSIG_STAGE_MESH, DXSIG_STAGE_VERTEX, DXSIG_STAGE_PIXEL,
      DXSIG_STAGE_HULL, DXSIG_STAGE_DOMAIN, DXSIG_STAGE_COMPUTE};
  struct dxsig_element els[48];
  static uint32_t indices[48][32];
  for (size_t l = 0; l < lists; ++l) {
    struct dxsig_entry entry;
    memset(&entry, 0, sizeof entry);
    entry.name = "main";
    entry.has_stage = true;
    entry.stage = stages[rnd(sizeof stages / sizeof stages[0])];
    /* A list the stage has, but now and then one it has not. */
    enum dxsig_sig_kind kind = (enum dxsig_sig_kind)rnd(DXSIG_SIG_KIND_COUNT);
    enum dxsig_sigpoint sp = DXSIG_SIGPOINT_VS_IN;
    for (int tries = 0; rnd(20) && tries < 8 && !dxsig_sigpoint_of_list(entry.stage, kind, &sp);
         ++tries)
      kind = (enum dxsig_sig_kind)rnd(DXSIG_SIG_KIND_COUNT);
    /* Mostly the sizes of real lists, sometimes crowded. */
    size_t n = rnd(10) ? 1 + rnd(12) : 1 + rnd(48);
    bool has_sp = dxsig_sigpoint_of_list(entry.stage, kind, &sp);
    for (size_t i = 0; i < n; ++i)
      random_element(&els[i], indices[i], (uint32_t)i, has_sp, sp);
    if (!rnd(10))
      corrupt(&els[rnd((uint32_t)n)]);
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      entry.sigs[k].kind = (enum dxsig_sig_kind)k;
    entry.sigs[kind].present = true;
    entry.sigs[kind].elements = els;
    entry.sigs[kind].count = n;
    fingerprint_list(fp, &entry, kind, rnd(2), l % 16 == 0, l % 4 == 0);
  }
}

int main(int argc, char **argv) {
  size_t lists = 100000;
  rng_state = 0x9e3779b97f4a7c15ull;
  int first = 1;
  for (; first + 1 < argc && argv[first][0] == '-'; first += 2) {
    if (strcmp(argv[first], "-n") == 0)
      lists = strtoul(argv[first + 1], NULL, 10);
    else if (strcmp(argv[first], "-d") == 0)
      dump = fopen(argv[first + 1], "w");
    else if (strcmp(argv[first], "-s") == 0)
      rng_state = strtoull(argv[first + 1], NULL, 0) | 1;
    else
      break;
  }
  struct fingerprint corpus, random;
  memset(&corpus, 0, sizeof corpus);
  for (int p = 0; p < P_COUNT; ++p)
    corpus.part[p].h = 0xcbf29ce484222325ull;
  random = corpus;
  for (int a = first; a < argc; ++a) {
    size_t nmods;
    struct dxsig_module *mods = bench_load_corpus(argv[a], &nmods);
    if (!mods)
      return 1;
    for (size_t c = 0; c < nmods; ++c)
      for (size_t i = 0; i < mods[c].count; ++i)
        for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
          if (mods[c].entries[i].sigs[k].present && mods[c].entries[i].has_stage)
            fingerprint_list(&corpus, &mods[c].entries[i], (enum dxsig_sig_kind)k,
                             mods[c].native16, true, true);
    bench_free_corpus(mods, nmods);
  }
  fingerprint_random(&random, lists);
  const struct fingerprint *fps[2] = {&corpus, &random};
  static const char *const names[2] = {"corpus", "random"};
  for (int f = 0; f < 2; ++f) {
    printf("%s: failures prefix-stable %llu optimized %llu\n", names[f],
           (unsigned long long)fps[f]->failures[0], (unsigned long long)fps[f]->failures[1]);
    for (int p = 0; p < P_COUNT; ++p)
      printf("%s %-9s %10llu  %016llx\n", names[f], PART_NAMES[p],
             (unsigned long long)fps[f]->part[p].count,
             (unsigned long long)fps[f]->part[p].h);
  }
  return 0;
}
