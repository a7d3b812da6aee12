/* Lowering throughput: packs every entry of a plain-text corpus (sigtext)
 * once, then writes its ISG1, OSG1, PSG1 and PSV0 parts over and over for
 * validator 1.8, single thread. Prints part bytes per second.
 *
 * usage: bench_lower [-n ENTRIES] CORPUS.sig... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/container.h"
#include "dxsig/dxsig.h"
#include "bench_corpus.h"
#include "bench_util.h"

int main(int argc, char **argv) {
  size_t target = 100000;
  int first = 1;
  if (argc > 2 && strcmp(argv[1], "-n") == 0) {
    target = strtoul(argv[2], NULL, 10);
    first = 3;
  }
  /* Each case packs and lowers with its own native16 flag. */
  struct lowered {
    const struct dxsig_entry *entry;
    bool native16;
  };
  struct dxsig_module **mods = calloc((size_t)argc, sizeof *mods);
  size_t *nmods = calloc((size_t)argc, sizeof *nmods);
  struct lowered *pool = NULL;
  size_t npool = 0, cap = 0;
  for (int a = first; a < argc; ++a) {
    mods[a] = bench_load_corpus(argv[a], &nmods[a]);
    if (!mods[a])
      return 1;
    /* Keep the entries that pack; lowering needs locations. */
    for (size_t c = 0; c < nmods[a]; ++c) {
      struct dxsig_module *m = &mods[a][c];
      for (size_t i = 0; i < m->count; ++i) {
        struct dxsig_entry *e = &m->entries[i];
        bool ok = e->has_stage;
        for (int k = 0; ok && k < DXSIG_SIG_KIND_COUNT; ++k) {
          struct dxsig_pack_result res;
          ok = dxsig_signature_pack(&e->sigs[k], e->stage, DXSIG_PACKING_PREFIX_STABLE,
                                    m->native16, &res);
        }
        if (!ok)
          continue;
        if (npool == cap) {
          cap = cap ? cap * 2 : 256;
          pool = realloc(pool, cap * sizeof *pool);
        }
        pool[npool++] = (struct lowered){e, m->native16};
      }
    }
  }
  if (!npool) {
    fprintf(stderr, "bench_lower: no entry packs\n");
    return 1;
  }
  struct dxsig_part_options opts = {.valver_major = 1, .valver_minor = 8};
  struct dxsig_psv_info info;
  dxsig_psv_info_init(&info);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  double best = 1e30;
  size_t bytes = 0;
  for (int r = 0; r < 3; ++r) {
    bytes = 0;
    double t0 = bench_now();
    for (size_t i = 0; i < target; ++i) {
      struct dxsig_entry_parts parts;
      dxsig_entry_parts_init(&parts);
      const struct lowered *l = &pool[i % npool];
      opts.native16 = l->native16;
      if (!dxsig_entry_parts_write(&parts, l->entry, &opts, &info, &diags)) {
        fprintf(stderr, "bench_lower: lowering failed\n");
        return 1;
      }
      bytes += parts.isg1.len + parts.osg1.len + parts.psg1.len + parts.psv0.len;
      dxsig_entry_parts_finish(&parts);
    }
    double t = bench_now() - t0;
    if (t < best)
      best = t;
  }
  printf("lowering       %8.2f ms  %7.1f ns/entry  %6.1f MB/s of ISG1+OSG1+PSG1+PSV0 "
         "(%zu entries, %.0f bytes each)\n",
         best * 1e3, best * 1e9 / (double)target, (double)bytes / best * 1e-6, target,
         (double)bytes / (double)target);
  dxsig_diag_list_finish(&diags);
  free(pool);
  for (int a = first; a < argc; ++a)
    bench_free_corpus(mods[a], nmods[a]);
  free(mods);
  free(nmods);
  return 0;
}
