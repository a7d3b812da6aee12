/* Module printer: tables and register maps of every entry. (The oracle's
 * allocation report is print_report.c.) */
#include "dxsig/print.h"

#include <string.h>

/* Appends src with "; " before every line (an empty line becomes ";"). */
static void append_commented(struct dxsig_buffer *b, const struct dxsig_buffer *src) {
  if (src->failed)
    b->failed = true;
  const char *p = src->data;
  while (p && *p) {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) : strlen(p);
    dxsig_buffer_printf(b, len ? "; %.*s\n" : ";\n", (int)len, p);
    p += len + (nl ? 1 : 0);
  }
}

static void print_entry(struct dxsig_buffer *b, const struct dxsig_entry *e, bool native16) {
  const char *stage = e->has_stage ? dxsig_shader_stage_name(e->stage) : NULL;
  char name[DXSIG_NAME_TEXT_SIZE];
  dxsig_buffer_printf(b, "; entry '%s' (%s)\n",
                      e->name ? dxsig_name_text(name, e->name, DXSIG_NAME_NUL_TERMINATED) : "?",
                      stage ? stage : "unknown stage");
  for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    const struct dxsig_signature *sig = &e->sigs[k];
    /* Input and output tables always, as DXC does; the third list only
     * when the entry has one. */
    if (k == DXSIG_SIG_PATCH_CONSTANT && !sig->present)
      continue;
    dxsig_print_signature_table_mode(b, e, (enum dxsig_sig_kind)k, native16);
    struct dxsig_buffer map;
    dxsig_buffer_init(&map);
    dxsig_print_register_map(&map, sig);
    if (map.len > 0 || map.failed) {
      dxsig_buffer_printf(b, "; %s registers:\n", dxsig_sig_kind_name(k));
      append_commented(b, &map);
    }
    dxsig_buffer_finish(&map);
  }
}

void dxsig_print_module(struct dxsig_buffer *b, const struct dxsig_module *m) {
  if (!m || m->count == 0) {
    dxsig_buffer_printf(b, "; no entry has a semantic signature\n");
    return;
  }
  for (size_t i = 0; i < m->count; ++i)
    print_entry(b, &m->entries[i], m->native16);
}
