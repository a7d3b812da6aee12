/* Minimal packing against the two DXC modes over a corpus of plain-text
 * signatures (sigtext, one module per case): rows per signature in each
 * mode, rows saved, signatures rescued (both greedy modes fail, minimal
 * packs), proofs, search nodes and time per signature. Every minimal
 * layout is also checked with the verifier's placement rules.
 *
 * usage: bench_minimal [-b NODE_BUDGET] [-v] CORPUS.sig...
 * Each case keeps its own native16 flag (bench_corpus.h). One signature is
 * one list of one entry (one GS stream) that DXC packs with a packing mode
 * (Vertex / PatchConstant kinds) and that has at least one element with a
 * register. -v prints one line per signature. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_corpus.h"
#include "bench_util.h"
#include "dxsig/dxsig.h"

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

struct totals {
  size_t sigs, packed[3], failed[3], both_packed;
  uint64_t rows[3];              /* over signatures every mode packs */
  size_t fewer_than[2];          /* minimal beats prefix-stable / optimized */
  uint64_t saved[2];             /* rows saved over those */
  size_t rescued, unproven, proven_failures, lb_hit, search_needed;
  uint64_t nodes;
  size_t invalid;                /* minimal layouts the verifier rejects */
  size_t worse;                  /* minimal worse than a greedy mode: bug */
};

int main(int argc, char **argv) {
  struct dxsig_minimal_options opts = {0};
  bool verbose = false;
  int first = 1;
  for (; first < argc && argv[first][0] == '-'; ++first) {
    if (strcmp(argv[first], "-b") == 0 && first + 1 < argc)
      opts.node_budget = strtoull(argv[++first], NULL, 10);
    else if (strcmp(argv[first], "-v") == 0)
      verbose = true;
    else {
      fprintf(stderr, "usage: bench_minimal [-b NODE_BUDGET] [-v] CASE.sig...\n");
      return 2;
    }
  }
  struct totals t = {0};
  size_t cap = 1024, ntimes = 0;
  double *times = malloc(cap * sizeof *times);
  double total_time = 0;
  for (int a = first; a < argc; ++a) {
    size_t nmods;
    struct dxsig_module *mods = bench_load_corpus(argv[a], &nmods);
    if (!mods)
      return 1;
    for (size_t c = 0; c < nmods; ++c) {
    struct dxsig_module m = mods[c]; /* finished below, by value */
    for (size_t i = 0; i < m.count; ++i) {
      struct dxsig_entry *entry = &m.entries[i];
      for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
        struct dxsig_signature *sig = &entry->sigs[k];
        enum dxsig_sigpoint sp;
        if (!entry->has_stage || !sig->count ||
            !dxsig_sigpoint_of_list(entry->stage, (enum dxsig_sig_kind)k, &sp))
          continue;
        enum dxsig_packing_kind pk = dxsig_sigpoint_packing_kind(sp);
        if (pk != DXSIG_PACKING_KIND_VERTEX && pk != DXSIG_PACKING_KIND_PATCH_CONSTANT)
          continue;
        int streams = sp == DXSIG_SIGPOINT_GS_OUT ? 4 : 1;
        for (int st = 0; st < streams; ++st) {
          struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = m.native16,
                                           .stream = streams > 1 ? st : -1};
          struct dxsig_element *copy = malloc(sig->count * sizeof *copy);
          memcpy(copy, sig->elements, sig->count * sizeof *copy);
          struct dxsig_pack_result r[3];
          bool ok[3];
          ok[0] = dxsig_pack_prefix_stable(copy, sig->count, &ctx, &r[0]);
          ok[1] = dxsig_pack_optimized(copy, sig->count, &ctx, &r[1]);
          struct dxsig_minimal_stats stats;
          double t0 = bench_now();
          ok[2] = dxsig_pack_minimal_ex(copy, sig->count, &ctx, &opts, &r[2], &stats);
          double dt = bench_now() - t0;
          bool any = false;
          for (size_t e = 0; e < sig->count; ++e) {
            enum dxsig_interpretation in = dxsig_interpretation(
                dxsig_sigpoint_of_element(sp, copy[e].kind), copy[e].kind);
            if ((streams == 1 || copy[e].stream == (uint32_t)st) &&
                dxsig_interpretation_is_allocated(in))
              any = true;
          }
          if (!any) {
            free(copy);
            continue;
          }
          if (ntimes == cap)
            times = realloc(times, (cap *= 2) * sizeof *times);
          times[ntimes++] = dt;
          total_time += dt;
          ++t.sigs;
          t.nodes += stats.nodes;
          t.search_needed += stats.nodes > 0;
          for (int md = 0; md < 3; ++md) {
            t.packed[md] += ok[md];
            t.failed[md] += !ok[md];
          }
          if (ok[2] && r[2].unproven)
            ++t.unproven;
          if (!ok[2] && stats.proven)
            ++t.proven_failures;
          if (ok[2] && r[2].rows_used == stats.lower_bound)
            ++t.lb_hit;
          if (ok[2] && !ok[0] && !ok[1])
            ++t.rescued;
          for (int g = 0; g < 2; ++g) {
            if (ok[g] && (!ok[2] || r[2].rows_used > r[g].rows_used))
              ++t.worse;
            if (ok[g] && ok[2] && r[2].rows_used < r[g].rows_used) {
              ++t.fewer_than[g];
              t.saved[g] += r[g].rows_used - r[2].rows_used;
            }
          }
          if (ok[0] && ok[1] && ok[2]) {
            ++t.both_packed;
            for (int md = 0; md < 3; ++md)
              t.rows[md] += r[md].rows_used;
          }
          if (ok[2]) {
            /* The layout must pass the verifier's placement checks. */
            struct dxsig_entry check = *entry;
            for (int kk = 0; kk < DXSIG_SIG_KIND_COUNT; ++kk)
              check.sigs[kk].count = 0;
            check.sigs[k] = *sig;
            check.sigs[k].elements = copy;
            if (streams > 1)
              for (size_t e = 0; e < sig->count; ++e)
                if (copy[e].stream != (uint32_t)st)
                  copy[e].start_row = copy[e].start_col = DXSIG_UNALLOCATED;
            struct dxsig_diag_list d;
            dxsig_diag_list_init(&d);
            if (!dxsig_verify_placement(&check, (enum dxsig_sig_kind)k, m.native16, &d)) {
              ++t.invalid;
              for (size_t x = 0; x < d.count; ++x)
                fprintf(stderr, "%s: invalid minimal layout: %s\n", argv[a], d.items[x].message);
            }
            dxsig_diag_list_finish(&d);
          }
          if (verbose)
            printf("%s %s %s%d ps=%d opt=%d min=%d lb=%u nodes=%llu %s %.3fms\n", argv[a],
                   entry->name, dxsig_sig_kind_name((uint32_t)k), streams > 1 ? st : 0,
                   ok[0] ? (int)r[0].rows_used : -1, ok[1] ? (int)r[1].rows_used : -1,
                   ok[2] ? (int)r[2].rows_used : -1, stats.lower_bound,
                   (unsigned long long)stats.nodes, stats.proven ? "proven" : "budget",
                   dt * 1e3);
          free(copy);
        }
      }
    }
    dxsig_module_finish(&m);
    }
    free(mods);
  }
  if (!t.sigs) {
    fprintf(stderr, "bench_minimal: no signatures\n");
    return 1;
  }
  qsort(times, ntimes, sizeof *times, cmp_double);
  printf("signatures                      %zu (packing-mode lists, per GS stream)\n", t.sigs);
  printf("                                prefix-stable  optimized  minimal\n");
  printf("packed                          %13zu  %9zu  %7zu\n", t.packed[0], t.packed[1], t.packed[2]);
  printf("failed                          %13zu  %9zu  %7zu\n", t.failed[0], t.failed[1], t.failed[2]);
  printf("rows, where all three pack      %13llu  %9llu  %7llu  (%zu signatures)\n",
         (unsigned long long)t.rows[0], (unsigned long long)t.rows[1],
         (unsigned long long)t.rows[2], t.both_packed);
  printf("minimal uses fewer rows than    %13zu  %9zu           signatures\n",
         t.fewer_than[0], t.fewer_than[1]);
  printf("rows saved there                %13llu  %9llu\n", (unsigned long long)t.saved[0],
         (unsigned long long)t.saved[1]);
  printf("rescued (both greedy modes fail, minimal packs)  %zu\n", t.rescued);
  printf("minimal at the lower bound                       %zu\n", t.lb_hit);
  printf("searched (greedy above the lower bound)          %zu\n", t.search_needed);
  printf("unproven (node budget ran out)                   %zu\n", t.unproven);
  printf("failures proven impossible                       %zu of %zu\n", t.proven_failures,
         t.failed[2]);
  printf("minimal worse than a greedy mode                 %zu\n", t.worse);
  printf("minimal layouts the verifier rejects             %zu\n", t.invalid);
  printf("search nodes                                     %llu\n", (unsigned long long)t.nodes);
  printf("time per signature (minimal, incl. both greedy runs): mean %.1f us, median %.1f us, "
         "p99 %.1f us, max %.1f ms\n",
         total_time / (double)ntimes * 1e6, times[ntimes / 2] * 1e6,
         times[(size_t)((double)(ntimes - 1) * 0.99)] * 1e6, times[ntimes - 1] * 1e3);
  free(times);
  return t.worse || t.invalid ? 1 : 0;
}
