/* Pipelines (see link.h): every adjacent pair of each pipeline's entries. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

static int pipeline_rank(enum dxsig_shader_stage s) {
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

bool dxsig_link_pipelines(const struct dxsig_module *m, const struct dxsig_pipeline *pipes,
                          size_t count, struct dxsig_diag_list *list) {
  bool ok = true;
  for (size_t p = 0; p < count; ++p) {
    const struct dxsig_pipeline *pl = &pipes[p];
    char title[128];
    if (pl->name)
      snprintf(title, sizeof title, "pipeline '%.*s'", 100, pl->name);
    else
      snprintf(title, sizeof title, "pipeline %zu", p);
    struct sink out = {list, title}, *diags = &out;
    struct dxsig_arena arena;
    dxsig_arena_init(&arena);
    struct dxsig_link_stage prev = {0};
    bool have_prev = false;
    for (size_t i = 0; i < pl->count; ++i) {
      const struct dxsig_entry *e = NULL;
      for (size_t j = 0; j < m->count && !e; ++j)
        if (m->entries[j].name && strcmp(m->entries[j].name, pl->entries[i]) == 0)
          e = &m->entries[j];
      if (!e) {
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES, "%s: no entry '%.*s' in "
               "dx.semantic.signatures", title, (int)MAX_NAME_TEXT, pl->entries[i]);
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
      if (pipeline_rank(cur.stage) < 0) {
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES, "%s: %s is a %s shader, not a graphics "
               "stage", title, cur.name, stage_word(cur.stage));
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
  return ok;
}
