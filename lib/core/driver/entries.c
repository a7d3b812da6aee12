/* One rule for choosing an entry and for whose diagnostics count, for
 * every command and pass. */
#include "dxsig/driver.h"
#include "dxsig/link.h"

#include <stdio.h>
#include <string.h>

/* "'a', 'b', 'c'" into names, as many as fit (then ", ..."). */
static void entry_names(char *names, size_t size, const struct dxsig_module *m) {
  size_t used = 0;
  names[0] = '\0';
  for (size_t i = 0; i < m->count; ++i) {
    const char *name = m->entries[i].name ? m->entries[i].name : "";
    int n = snprintf(names + used, size - used, "%s'%.64s'", i ? ", " : "", name);
    if (n < 0 || (size_t)n >= size - used || used + (size_t)n > size - 8) {
      snprintf(names + used, size - used, "%s...", i ? ", " : "");
      return;
    }
    used += (size_t)n;
  }
}

struct dxsig_entry *dxsig_module_entry(const struct dxsig_module *m, const char *name) {
  for (size_t i = 0; name && i < m->count; ++i)
    if (m->entries[i].name && strcmp(m->entries[i].name, name) == 0)
      return &m->entries[i];
  return NULL;
}

struct dxsig_entry *dxsig_module_find_entry(struct dxsig_module *m, const char *name,
                                            const char *option,
                                            struct dxsig_diag_list *diags) {
  char names[256];
  entry_names(names, sizeof names, m);
  if (name) {
    struct dxsig_entry *e = dxsig_module_entry(m, name);
    if (e)
      return e;
    if (m->count)
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_NOT_FOUND,
                     "no entry '%s' in dx.semantic.signatures (its entries: %s)", name, names);
    else
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_NOT_FOUND,
                     "no entry '%s': the module has no entry", name);
    return NULL;
  }
  if (m->count == 1)
    return &m->entries[0];
  if (m->count == 0)
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_NOT_FOUND, "the module has no entry");
  else
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_AMBIGUOUS,
                   "the module has %zu entries (%s): name one with %s", m->count, names,
                   option ? option : "its name");
  return NULL;
}

/* What the other entries said, for the one note. */
struct others {
  size_t errors, warnings;
  const char *names[4]; /* the first few entries with diagnostics */
  size_t name_count;
  bool more;            /* and entries beyond those */
};

static void count_other(struct others *o, const struct dxsig_diag *d) {
  if (d->severity == DXSIG_ERROR)
    ++o->errors;
  else if (d->severity == DXSIG_WARNING)
    ++o->warnings;
  else
    return;
  for (size_t i = 0; i < o->name_count; ++i)
    if (strcmp(o->names[i], d->entry) == 0)
      return;
  if (o->name_count < sizeof o->names / sizeof o->names[0])
    o->names[o->name_count++] = d->entry;
  else
    o->more = true;
}

/* "'a', 'b'" (as many as fit) into buf. */
static void quote_names(char *buf, size_t size, const char *const *names, size_t count,
                        bool more) {
  size_t used = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < count && used < size; ++i) {
    int n = snprintf(buf + used, size - used, "%s'%.64s'", i ? ", " : "", names[i]);
    used = n < 0 ? size : used + (size_t)n;
  }
  if (more && used < size)
    snprintf(buf + used, size - used, ", ...");
}

static void note_others(struct dxsig_diag_list *out, const struct others *o,
                        const char *const *entries, size_t count) {
  if (!o->errors && !o->warnings)
    return;
  char counts[96], names[320], asked[320];
  if (o->errors && o->warnings)
    snprintf(counts, sizeof counts, "%zu error%s and %zu warning%s", o->errors,
             o->errors == 1 ? "" : "s", o->warnings, o->warnings == 1 ? "" : "s");
  else if (o->errors)
    snprintf(counts, sizeof counts, "%zu error%s", o->errors, o->errors == 1 ? "" : "s");
  else
    snprintf(counts, sizeof counts, "%zu warning%s", o->warnings, o->warnings == 1 ? "" : "s");
  quote_names(names, sizeof names, o->names, o->name_count, o->more);
  quote_names(asked, sizeof asked, entries, count < 4 ? count : 4, count > 4);
  dxsig_diag_add(out, DXSIG_NOTE, DXSIG_RULE_OTHER_ENTRIES,
                 "not shown: %s in other entries (%s); they do not affect %s", counts, names,
                 asked);
}

static bool asked_for(const char *entry, const char *const *entries, size_t count) {
  for (size_t i = 0; i < count; ++i)
    if (strcmp(entries[i], entry) == 0)
      return true;
  return false;
}

bool dxsig_diag_keep_entries(struct dxsig_diag_list *out, const struct dxsig_diag_list *in,
                             const char *const *entries, size_t count) {
  bool ok = true;
  struct others others = {0, 0, {NULL}, 0, false};
  for (size_t i = 0; i < in->count; ++i) {
    const struct dxsig_diag *d = &in->items[i];
    if (d->entry && !asked_for(d->entry, entries, count)) {
      count_other(&others, d);
      continue;
    }
    struct dxsig_diag_list one = {.items = (struct dxsig_diag *)d, .count = 1, .capacity = 1,
                                  .error_count = d->severity == DXSIG_ERROR};
    dxsig_diag_list_append(out, &one, NULL);
    ok = ok && d->severity != DXSIG_ERROR;
  }
  if (in->truncated || in->dropped) {
    /* What was lost cannot be sorted: count it, as an error when it may be. */
    struct dxsig_diag_list rest = {.error_count = in->truncated ? 1 : 0,
                                   .dropped = in->dropped, .truncated = in->truncated};
    dxsig_diag_list_append(out, &rest, NULL);
    ok = ok && !in->truncated;
  }
  note_others(out, &others, entries, count);
  return ok;
}

bool dxsig_model_check_entries(struct dxsig_model *model, const char *const *entries,
                               size_t count, struct dxsig_diag_list *diags) {
  /* An entry the module does not have: that is all there is to say. */
  bool known = true;
  for (size_t i = 0; i < count && !model->m.incomplete; ++i)
    if (!dxsig_module_entry(&model->m, entries[i])) {
      dxsig_module_find_entry(&model->m, entries[i], NULL, diags);
      known = false;
    }
  if (!known)
    return false;
  struct dxsig_diag_list all;
  dxsig_diag_list_init(&all);
  all.limit = 0; /* every diagnostic, to know whose it is */
  dxsig_model_check(model, &all);
  /* Without a complete model no entry can be judged alone. */
  bool ok = dxsig_diag_keep_entries(diags, &all, entries, count) && !model->m.incomplete;
  dxsig_diag_list_finish(&all);
  return ok;
}

bool dxsig_model_read_whole(const struct dxsig_model *model, const struct dxsig_entry *entry) {
  if (model->m.incomplete)
    return false;
  if (!entry)
    return model->loaded;
  for (size_t i = 0; i < model->load_diags.count; ++i) {
    const struct dxsig_diag *d = &model->load_diags.items[i];
    if (d->severity == DXSIG_ERROR && (!d->entry || strcmp(d->entry, entry->name) == 0))
      return false;
  }
  return !model->load_diags.truncated;
}

bool dxsig_model_check_entry(struct dxsig_model *model, const char *entry,
                             struct dxsig_diag_list *diags) {
  return entry ? dxsig_model_check_entries(model, &entry, 1, diags)
               : dxsig_model_check(model, diags);
}

/* Where an entry comes in a pipeline (dxsig_pipeline_rank); -1: no
 * graphics stage, or no signatures to link. */
static int pipeline_place(const struct dxsig_entry *e) {
  return e->has_stage && !e->no_triple ? dxsig_pipeline_rank(e->stage) : -1;
}

size_t dxsig_module_pipeline_example(const struct dxsig_module *m,
                                     const struct dxsig_entry *out[2]) {
  out[0] = out[1] = NULL;
  for (size_t i = 0; i < m->count; ++i) {
    int place = pipeline_place(&m->entries[i]);
    if (place >= 0 && (!out[0] || place < pipeline_place(out[0])))
      out[0] = &m->entries[i];
  }
  if (!out[0])
    return 0;
  for (size_t i = 0; i < m->count; ++i) {
    int place = pipeline_place(&m->entries[i]);
    if (place > pipeline_place(out[0]) && (!out[1] || place < pipeline_place(out[1])))
      out[1] = &m->entries[i];
  }
  return out[1] ? 2 : 1;
}
