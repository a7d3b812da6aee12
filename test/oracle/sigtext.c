/* Reader of the plain-text signature format (see sigtext.h). */
#include "sigtext.h"

#include <stdlib.h>
#include <string.h>

struct growing {
  void *data;
  size_t count, capacity, size;
};

static void *grow(struct growing *g) {
  if (g->count == g->capacity) {
    size_t cap = g->capacity ? g->capacity * 2 : 8;
    void *data = realloc(g->data, cap * g->size);
    if (!data)
      return NULL;
    g->data = data;
    g->capacity = cap;
  }
  return (char *)g->data + g->size * g->count++;
}

static bool commit_list(struct dxsig_module *m, struct dxsig_entry *entry,
                        int kind, struct growing *els) {
  if (kind < 0)
    return true;
  struct dxsig_signature *sig = &entry->sigs[kind];
  sig->present = true;
  sig->count = els->count;
  sig->elements = dxsig_arena_calloc(&m->arena, els->count ? els->count : 1,
                                     sizeof *sig->elements);
  if (!sig->elements)
    return false;
  memcpy(sig->elements, els->data, els->count * sizeof *sig->elements);
  els->count = 0;
  return true;
}

bool sigtext_parse(struct dxsig_module *m, const char *text, FILE *err) {
  struct growing entries = {.size = sizeof(struct dxsig_entry)};
  struct growing els = {.size = sizeof(struct dxsig_element)};
  for (size_t i = 0; i < m->count; ++i)
    *(struct dxsig_entry *)grow(&entries) = m->entries[i];
  struct dxsig_entry *entry = NULL;
  int kind = -1;
  bool ok = true;
  char line[4096];
  size_t lineno = 0;
  for (const char *p = text; *p && ok; ++lineno) {
    size_t len = strcspn(p, "\n");
    if (len >= sizeof line) {
      fprintf(err, "sigtext:%zu: line too long\n", lineno + 1);
      ok = false;
      break;
    }
    memcpy(line, p, len);
    line[len] = '\0';
    p += len + (p[len] == '\n');
    char a[256], b[256];
    unsigned n16;
    if (line[0] == '#' || line[0] == '\0')
      continue;
    if (sscanf(line, "entry %255s %255s native16=%u", a, b, &n16) == 3) {
      if (entry)
        ok = commit_list(m, entry, kind, &els);
      entry = grow(&entries);
      if (!entry)
        return false;
      memset(entry, 0, sizeof *entry);
      entry->name = dxsig_arena_strndup(&m->arena, a, strlen(a));
      entry->table_index = entries.count - 1;
      entry->has_stage = dxsig_shader_stage_from_name(b, strlen(b), &entry->stage);
      for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
        entry->sigs[k].kind = (enum dxsig_sig_kind)k;
      m->native16 = n16 != 0;
      kind = -1;
    } else if (sscanf(line, "list %255s", a) == 1 && entry) {
      ok = commit_list(m, entry, kind, &els);
      kind = strcmp(a, "in") == 0 ? 0 : strcmp(a, "out") == 0 ? 1 : 2;
    } else if (strncmp(line, "elem ", 5) == 0 && entry && kind >= 0) {
      struct dxsig_element *e = grow(&els);
      unsigned v[8];
      char idx[512];
      if (!e || sscanf(line, "elem %u %255s %u %u %511s %u %u %u %u", &v[0], a,
                       &v[1], &v[2], idx, &v[3], &v[4], &v[5], &v[6]) != 9) {
        fprintf(err, "sigtext:%zu: bad element line\n", lineno + 1);
        ok = false;
        break;
      }
      memset(e, 0, sizeof *e);
      e->id = v[0];
      e->name = dxsig_arena_strndup(&m->arena, a, strlen(a));
      e->name_len = strlen(a);
      e->comp_type = v[1];
      e->kind = v[2];
      e->interp = v[3];
      e->rows = v[4];
      e->cols = v[5];
      e->stream = v[6];
      e->start_row = e->start_col = DXSIG_UNALLOCATED;
      uint32_t *indices = dxsig_arena_calloc(&m->arena, strlen(idx) + 1, sizeof *indices);
      uint32_t count = 0;
      for (char *t = strtok(idx, ","); t && indices; t = strtok(NULL, ","))
        indices[count++] = (uint32_t)strtoul(t, NULL, 10);
      e->indices = indices;
      e->index_count = count;
    } else {
      fprintf(err, "sigtext:%zu: cannot parse '%s'\n", lineno + 1, line);
      ok = false;
    }
  }
  if (ok && entry)
    ok = commit_list(m, entry, kind, &els);
  free(els.data);
  if (ok) {
    m->entries = dxsig_arena_calloc(&m->arena, entries.count ? entries.count : 1,
                                    sizeof *m->entries);
    if (!m->entries)
      ok = false;
    else
      memcpy(m->entries, entries.data, entries.count * sizeof *m->entries);
    m->count = ok ? entries.count : 0;
  }
  free(entries.data);
  return ok;
}

bool sigtext_clone(struct dxsig_module *dst, const struct dxsig_module *src) {
  dst->native16 = src->native16;
  dst->count = src->count;
  dst->entries = dxsig_arena_calloc(&dst->arena, src->count ? src->count : 1,
                                    sizeof *dst->entries);
  if (!dst->entries)
    return false;
  for (size_t i = 0; i < src->count; ++i) {
    dst->entries[i] = src->entries[i];
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      struct dxsig_signature *sig = &dst->entries[i].sigs[k];
      const struct dxsig_element *from = sig->elements;
      sig->elements = dxsig_arena_calloc(&dst->arena, sig->count ? sig->count : 1,
                                         sizeof *sig->elements);
      if (!sig->elements)
        return false;
      if (sig->count)
        memcpy(sig->elements, from, sig->count * sizeof *sig->elements);
    }
  }
  return true;
}
