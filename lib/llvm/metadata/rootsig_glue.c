/* !dx.rootsignatures -> neutral tree (md_read.h) -> core model. The glue
 * classifies operands only; the core judges them. */
#include "rootsig_glue.h"
#include "md_read.h"

#include <llvm-c/Core.h>

#include <stdlib.h>
#include <string.h>

static const char NAMED[] = "dx.rootsignatures";

/* entry(1) -> element list(2) -> element(3) -> range(4): a node deeper
 * than a range is not in the format. */
#define ENTRY_NODE_LEVELS 4

unsigned dxsig_glue_rootsig_count(LLVMModuleRef mod) {
  return LLVMGetNamedMetadataNumOperands(mod, NAMED);
}

static bool is_entry_of(const struct dxsig_md *entry, const char *fn) {
  return entry->kind == DXSIG_MD_NODE && entry->op_count >= 1 &&
         entry->ops[0].kind == DXSIG_MD_FUNCTION && entry->ops[0].len == strlen(fn) &&
         memcmp(entry->ops[0].str, fn, entry->ops[0].len) == 0;
}

/* The entry of fn (or the only one), NULL when there is none; false after
 * reporting an ambiguous choice. */
static bool pick_entry(const struct dxsig_md *entries, unsigned n, const char *fn,
                       const struct dxsig_md **pick, struct dxsig_diag_list *diags) {
  *pick = NULL;
  if (!fn && n > 1) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ENTRY,
                   "!dx.rootsignatures has %u root signatures; choose the entry point", n);
    return false;
  }
  if (!fn) {
    *pick = &entries[0];
    return true;
  }
  for (unsigned i = 0; i < n; ++i) {
    if (!is_entry_of(&entries[i], fn))
      continue;
    if (*pick) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ENTRY,
                     "!dx.rootsignatures has more than one root signature for '%s'", fn);
      return false;
    }
    *pick = &entries[i];
  }
  return true;
}

bool dxsig_glue_rootsig(LLVMModuleRef mod, const char *fn, struct dxsig_arena *arena,
                        struct dxsig_rootsig *rs, bool *found, struct dxsig_diag_list *diags) {
  *found = false;
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, NAMED);
  if (n == 0)
    return true;
  struct dxsig_glue_md_reader *rd = dxsig_glue_md_reader_new(mod, arena);
  struct dxsig_md *entries = dxsig_arena_calloc(arena, n, sizeof(*entries));
  bool ok = rd && entries;
  for (unsigned i = 0; ok && i < n; ++i)
    ok = dxsig_glue_md_read(rd, NAMED, i, ENTRY_NODE_LEVELS, &entries[i]);
  const struct dxsig_md *pick = NULL;
  if (!ok)
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
  else
    ok = pick_entry(entries, n, fn, &pick, diags);
  /* Every entry is checked, as LLVM's analysis checks them all: a malformed
   * root signature of another entry fails the module too. */
  bool others_ok = true;
  for (unsigned i = 0; entries && i < n; ++i) {
    if (&entries[i] == pick)
      continue;
    struct dxsig_rootsig other;
    const char *function = NULL;
    others_ok &= dxsig_rootsig_from_md(&entries[i], arena, &other, &function, diags);
  }
  if (ok && pick) {
    const char *function = NULL;
    ok = dxsig_rootsig_from_md(pick, arena, rs, &function, diags);
    *found = ok;
  }
  dxsig_glue_md_reader_free(rd);
  return ok && others_ok;
}
