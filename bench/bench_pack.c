/* Packer throughput: cycles the signatures of a plain-text corpus (sigtext)
 * up to N signatures and packs each with the public per-signature API, one
 * thread, for every mode. Prints signatures and elements per second.
 *
 * Each case packs with its own native16 flag.
 *
 * With -m MODE only the mix runs, in that mode (with -k KIND: only the
 * signatures of one algorithm, stacked, indexed or vertex-kind), and a last
 * line says how many signatures and elements were packed in all:
 * bench_ir.py runs it so under callgrind and divides the packer's
 * instructions by that count.
 *
 * usage: bench_pack [-n SIGNATURES] [-r REPEATS] [-m MODE [-k KIND]] CORPUS.sig... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/dxsig.h"
#include "bench_corpus.h"
#include "bench_util.h"

struct sig_ref {
  struct dxsig_signature *sig;
  enum dxsig_shader_stage stage;
  bool native16;
};

static enum dxsig_packing_kind packing_kind(const struct sig_ref *ref) {
  enum dxsig_sigpoint sp;
  if (!dxsig_sigpoint_of_list(ref->stage, ref->sig->kind, &sp))
    return DXSIG_PACKING_KIND_NONE;
  enum dxsig_packing_kind k = dxsig_sigpoint_packing_kind(sp);
  return k == DXSIG_PACKING_KIND_PATCH_CONSTANT ? DXSIG_PACKING_KIND_VERTEX : k;
}

/* Packs target signatures cycled from the pool (only those of one packing
 * kind unless kind < 0), in both modes (only mode when only_mode), and
 * prints one line per mode. Returns the elements packed in all. */
static size_t run(const struct sig_ref *all, size_t nall, size_t target, int kind,
                  int repeats, const char *label, const enum dxsig_packing_mode *only_mode) {
  const struct sig_ref **pool = malloc(nall * sizeof *pool);
  size_t npool = 0;
  for (size_t i = 0; pool && i < nall; ++i)
    if (kind < 0 || (int)packing_kind(&all[i]) == kind)
      pool[npool++] = &all[i];
  if (!npool) {
    free(pool);
    return 0;
  }
  size_t elements = 0;
  for (size_t i = 0; i < target; ++i)
    elements += pool[i % npool]->sig->count;
  static const enum dxsig_packing_mode both[] = {DXSIG_PACKING_PREFIX_STABLE,
                                                 DXSIG_PACKING_OPTIMIZED};
  const enum dxsig_packing_mode *modes = only_mode ? only_mode : both;
  /* Stacked and indexed packing ignore the mode: one line. */
  int nmodes = only_mode || kind == DXSIG_PACKING_KIND_INPUT_ASSEMBLER ||
                       kind == DXSIG_PACKING_KIND_TARGET ? 1 : 2;
  for (int mi = 0; mi < nmodes; ++mi) {
    double best = 1e30;
    size_t failed = 0;
    for (int r = 0; r < repeats; ++r) {
      failed = 0;
      double t0 = bench_now();
      for (size_t i = 0; i < target; ++i) {
        const struct sig_ref *ref = pool[i % npool];
        struct dxsig_pack_result res;
        failed += !dxsig_signature_pack(ref->sig, ref->stage, modes[mi], ref->native16, &res);
      }
      double t = bench_now() - t0;
      if (t < best)
        best = t;
    }
    char name[64];
    snprintf(name, sizeof name, "%s %s", label,
             nmodes == 1 && !only_mode ? "" : dxsig_packing_mode_name(modes[mi]));
    printf("%-26s %8.2f ms per %zu sigs  %7.1f ns/sig  %6.2f M elements/s  "
           "(%.2f elements/sig, %zu failed)\n",
           name, best * 1e3, target, best * 1e9 / (double)target,
           (double)elements / best * 1e-6, (double)elements / (double)target, failed);
  }
  free(pool);
  return elements * (size_t)repeats * (size_t)nmodes;
}

/* The algorithms by the names -k takes, as run() labels them. */
static const struct {
  const char *name;
  enum dxsig_packing_kind kind;
} KINDS[] = {{"stacked", DXSIG_PACKING_KIND_INPUT_ASSEMBLER},
             {"indexed", DXSIG_PACKING_KIND_TARGET},
             {"vertex-kind", DXSIG_PACKING_KIND_VERTEX}};

int main(int argc, char **argv) {
  size_t target = 100000;
  int repeats = 5, first = 1, only_kind = -1;
  const char *kind_label = "mix";
  enum dxsig_packing_mode mode_value;
  const enum dxsig_packing_mode *only_mode = NULL;
  for (; first < argc && argv[first][0] == '-'; first += 2) {
    if (first + 1 >= argc)
      return 2;
    if (strcmp(argv[first], "-n") == 0)
      target = strtoul(argv[first + 1], NULL, 10);
    else if (strcmp(argv[first], "-r") == 0)
      repeats = atoi(argv[first + 1]);
    else if (strcmp(argv[first], "-m") == 0 &&
             dxsig_packing_mode_from_name(argv[first + 1], &mode_value))
      only_mode = &mode_value;
    else if (strcmp(argv[first], "-k") == 0) {
      for (size_t k = 0; k < sizeof KINDS / sizeof KINDS[0]; ++k)
        if (strcmp(argv[first + 1], KINDS[k].name) == 0) {
          only_kind = (int)KINDS[k].kind;
          kind_label = KINDS[k].name;
        }
      if (only_kind < 0)
        return 2;
    } else
      return 2;
  }
  struct dxsig_module **mods = calloc((size_t)argc, sizeof *mods);
  size_t *nmods = calloc((size_t)argc, sizeof *nmods);
  struct sig_ref *pool = NULL;
  size_t npool = 0, cap = 0;
  for (int a = first; a < argc; ++a) {
    mods[a] = bench_load_corpus(argv[a], &nmods[a]);
    if (!mods[a])
      return 1;
    for (size_t c = 0; c < nmods[a]; ++c) {
      const struct dxsig_module *m = &mods[a][c];
      for (size_t i = 0; i < m->count; ++i)
        for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
          if (!m->entries[i].sigs[k].present)
            continue;
          if (npool == cap) {
            cap = cap ? cap * 2 : 1024;
            pool = realloc(pool, cap * sizeof *pool);
          }
          pool[npool++] =
              (struct sig_ref){&m->entries[i].sigs[k], m->entries[i].stage, m->native16};
        }
    }
  }
  if (!npool) {
    fprintf(stderr, "bench_pack: no signatures\n");
    return 1;
  }
  size_t native16 = 0;
  for (size_t i = 0; i < npool; ++i)
    native16 += pool[i].native16;
  printf("corpus: %zu signatures (%zu with native 16-bit types)\n", npool, native16);
  /* The whole mix (the figure DXC's allocator is compared with), then each
   * algorithm on the signatures it packs. */
  if (only_kind >= 0 && !only_mode)
    return 2; /* -k goes with -m */
  size_t packed = run(pool, npool, target, only_kind, repeats, kind_label, only_mode);
  if (only_mode) {
    printf("packed: %zu signatures, %zu elements\n", target * (size_t)repeats, packed);
  } else {
    run(pool, npool, target, DXSIG_PACKING_KIND_INPUT_ASSEMBLER, repeats, "stacked", NULL);
    run(pool, npool, target, DXSIG_PACKING_KIND_TARGET, repeats, "indexed", NULL);
    run(pool, npool, target, DXSIG_PACKING_KIND_VERTEX, repeats, "vertex-kind", NULL);
  }
  for (int a = first; a < argc; ++a)
    bench_free_corpus(mods[a], nmods[a]);
  free(mods);
  free(nmods);
  free(pool);
  return 0;
}
