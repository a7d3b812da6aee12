/* Corpus loading for the benchmarks (see bench_corpus.h). */
#include "bench_corpus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "sigtext.h"

struct dxsig_module *bench_load_corpus(const char *path, size_t *count) {
  *count = 0;
  char *text = bench_slurp(path);
  if (!text) {
    fprintf(stderr, "cannot read %s\n", path);
    return NULL;
  }
  size_t cases = 0;
  for (const char *at = strstr(text, "entry "); at; at = strstr(at + 1, "\nentry "))
    ++cases;
  struct dxsig_module *mods = calloc(cases ? cases : 1, sizeof *mods);
  bool ok = mods != NULL;
  for (char *chunk = ok ? strstr(text, "entry ") : NULL; ok && chunk;) {
    char *next = strstr(chunk + 1, "\nentry ");
    if (next)
      *next++ = '\0';
    struct dxsig_module *m = &mods[(*count)++];
    dxsig_module_init(m);
    ok = sigtext_parse(m, chunk, stderr);
    chunk = next;
  }
  free(text);
  if (!ok) {
    fprintf(stderr, "cannot parse %s\n", path);
    for (size_t i = 0; mods && i < *count; ++i)
      dxsig_module_finish(&mods[i]);
    free(mods);
    *count = 0;
    return NULL;
  }
  return mods;
}

void bench_free_corpus(struct dxsig_module *mods, size_t count) {
  for (size_t c = 0; mods && c < count; ++c)
    dxsig_module_finish(&mods[c]);
  free(mods);
}
