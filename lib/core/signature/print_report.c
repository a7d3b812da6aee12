/* The allocation report of the oracle corpus (the .expected files of test/oracle/public):
 * "<fn> <in|out|pc|prim> <sigid> <name> row=<R> col=<C>" per element, or
 * "<fn> <list> FAIL <sigid>" for a signature that failed to pack. */
#include "dxsig/diag.h"
#include "dxsig/pack.h"
#include "dxsig/print.h"

static const char *list_tag(const struct dxsig_entry *entry, int kind) {
  switch (kind) {
  case DXSIG_SIG_INPUT: return "in";
  case DXSIG_SIG_OUTPUT: return "out";
  default: return entry->has_stage && entry->stage == DXSIG_STAGE_MESH ? "prim" : "pc";
  }
}

void dxsig_print_pack_report(struct dxsig_buffer *b, const struct dxsig_module *m,
                             const struct dxsig_pack_result *results) {
  for (size_t i = 0; i < m->count; ++i) {
    const struct dxsig_entry *entry = &m->entries[i];
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      const struct dxsig_signature *sig = &entry->sigs[k];
      const struct dxsig_pack_result *res = &results[i * DXSIG_SIG_KIND_COUNT + k];
      if (!sig->present)
        continue;
      const char *tag = list_tag(entry, k);
      /* One line per element: names escaped, so that none makes two. */
      char fn[DXSIG_NAME_TEXT_SIZE], name[DXSIG_NAME_TEXT_SIZE];
      dxsig_name_text(fn, entry->name, DXSIG_NAME_NUL_TERMINATED);
      if (res->error != DXSIG_PACK_OK) {
        uint32_t id = res->element < sig->count ? sig->elements[res->element].id : 0;
        dxsig_buffer_printf(b, "%s %s FAIL %u\n", fn, tag, id);
        continue;
      }
      for (size_t j = 0; j < sig->count; ++j) {
        const struct dxsig_element *e = &sig->elements[j];
        dxsig_buffer_printf(b, "%s %s %u %s row=%d col=%d\n", fn, tag, e->id,
                            dxsig_element_name_text(name, e), e->start_row,
                            e->start_col);
      }
    }
  }
}
