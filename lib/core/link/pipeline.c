/* Pipelines (see link.h): every adjacent pair of each pipeline's entries. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

int dxsig_pipeline_rank(enum dxsig_shader_stage s) {
  switch (s) {
  case DXSIG_STAGE_VERTEX:
  case DXSIG_STAGE_MESH: return 0;
  case DXSIG_STAGE_HULL: return 1;
  case DXSIG_STAGE_DOMAIN: return 2;
  case DXSIG_STAGE_GEOMETRY: return 3;
  case DXSIG_STAGE_PIXEL: return 4;
  default: return -1;
  }
}

/* ---- the module's entries by name ----------------------------------------- */

/* By name, then place in the module: the first of equal names first. */
static int entry_cmp(const void *pa, const void *pb) {
  const struct dxsig_entry *a = *(const struct dxsig_entry *const *)pa;
  const struct dxsig_entry *b = *(const struct dxsig_entry *const *)pb;
  int c = strcmp(a->name, b->name);
  return c ? c : a < b ? -1 : a > b;
}

/* The named entries of m sorted by entry_cmp (malloc'd; *count of them),
 * built once for all pipelines: each stage is then found in O(log n), not
 * by a pass over every entry (quadratic in a library of many pipelines).
 * NULL when out of memory. */
static const struct dxsig_entry **sorted_entries(const struct dxsig_module *m, size_t *count) {
  const struct dxsig_entry **v = malloc((m->count ? m->count : 1) * sizeof *v);
  *count = 0;
  if (!v)
    return NULL;
  for (size_t i = 0; i < m->count; ++i)
    if (m->entries[i].name)
      v[(*count)++] = &m->entries[i];
  qsort(v, *count, sizeof *v, entry_cmp);
  return v;
}

/* The module's first entry named name, or NULL. */
static const struct dxsig_entry *find_entry(const struct dxsig_entry **sorted, size_t count,
                                            const char *name) {
  size_t lo = 0, hi = count;
  while (lo < hi) { /* the first entry not below name */
    size_t mid = lo + (hi - lo) / 2;
    if (strcmp(sorted[mid]->name, name) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < count && strcmp(sorted[lo]->name, name) == 0 ? sorted[lo] : NULL;
}

bool dxsig_link_pipelines(const struct dxsig_module *m, const struct dxsig_pipeline *pipes,
                          size_t count, struct dxsig_diag_list *list) {
  size_t named;
  const struct dxsig_entry **sorted = sorted_entries(m, &named);
  if (!sorted) {
    dxsig_diag_add(list, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  bool ok = true;
  for (size_t p = 0; p < count; ++p) {
    const struct dxsig_pipeline *pl = &pipes[p];
    char title[DXSIG_NAME_TEXT_SIZE + 16];
    if (pl->name) {
      char name[DXSIG_NAME_TEXT_SIZE];
      snprintf(title, sizeof title, "pipeline '%s'",
               dxsig_name_text(name, pl->name, DXSIG_NAME_NUL_TERMINATED));
    } else {
      snprintf(title, sizeof title, "pipeline %zu", p);
    }
    struct sink out = {list, title}, *diags = &out; /* every message names the pipeline */
    struct dxsig_arena arena;
    dxsig_arena_init(&arena);
    struct dxsig_link_stage prev = {0};
    bool have_prev = false;
    for (size_t i = 0; i < pl->count; ++i) {
      const struct dxsig_entry *e = find_entry(sorted, named, pl->entries[i]);
      if (!e) {
        char name[DXSIG_NAME_TEXT_SIZE];
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
               "no entry '%s' in dx.semantic.signatures",
               dxsig_name_text(name, pl->entries[i], DXSIG_NAME_NUL_TERMINATED));
        ok = false;
        have_prev = false;
        continue;
      }
      struct dxsig_link_stage cur;
      if (!dxsig_link_stage_from_entry(&cur, e, m, &arena, list)) {
        ok = false;
        have_prev = false;
        continue;
      }
      if (dxsig_pipeline_rank(cur.stage) < 0) {
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES, "%s is a %s shader, not a graphics "
               "stage", cur.name, stage_word(cur.stage));
        ok = false;
        have_prev = false;
        continue;
      }
      if (have_prev && !dxsig_link_pair(&prev, &cur, diags))
        ok = false;
      prev = cur;
      have_prev = true;
    }
    dxsig_arena_finish(&arena);
  }
  free(sorted);
  return ok;
}
