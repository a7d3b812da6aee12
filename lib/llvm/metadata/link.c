/* !dx.pipelines and the dxsig-link pass (see link_glue.h). */
#include "link_glue.h"
#include "md_read.h"

#include <llvm-c/Core.h>

#include <stdlib.h>
#include <string.h>

#include "dxsig/sigpoint.h"

static const char PIPELINES[] = "dx.pipelines";

/* One !{!"name", ptr @stage, ptr @stage, ...} into p; false after
 * reporting what is wrong. */
static bool read_pipeline(const struct dxsig_md *node, unsigned i, struct dxsig_arena *arena,
                          struct dxsig_pipeline *p, struct dxsig_diag_list *diags) {
  if (node->kind != DXSIG_MD_NODE) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
                   "!dx.pipelines operand %u: expected a node !{!\"name\", ptr @stage, ...}", i);
    return false;
  }
  const char **names = dxsig_arena_calloc(arena, node->op_count, sizeof *names);
  if (!names) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  p->name = NULL;
  size_t stages = 0;
  bool good = true;
  for (size_t j = 0; j < node->op_count; ++j) {
    const struct dxsig_md *op = &node->ops[j];
    if (j == 0 && op->kind == DXSIG_MD_STRING) {
      p->name = dxsig_arena_strndup(arena, op->str, op->len);
    } else if (op->kind == DXSIG_MD_FUNCTION) {
      names[stages++] = dxsig_arena_strndup(arena, op->str, op->len);
    } else {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
                     "!dx.pipelines operand %u, item %zu: expected an entry function "
                     "(ptr @name)%s", i, j, j ? "" : " or a name string");
      good = false;
    }
  }
  if (good && stages < 2) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
                   "!dx.pipelines operand %u: a pipeline names at least two stages", i);
    good = false;
  }
  p->entries = names;
  p->count = stages;
  return good;
}

bool dxsig_glue_read_pipelines(LLVMModuleRef mod, struct dxsig_arena *arena,
                               struct dxsig_pipeline **out, size_t *count, bool *present,
                               struct dxsig_diag_list *diags) {
  *out = NULL;
  *count = 0;
  *present = LLVMGetNamedMetadata(mod, PIPELINES, sizeof PIPELINES - 1) != NULL;
  unsigned n = *present ? LLVMGetNamedMetadataNumOperands(mod, PIPELINES) : 0;
  if (!n)
    return true;
  struct dxsig_pipeline *pipes = dxsig_arena_calloc(arena, n, sizeof *pipes);
  struct dxsig_glue_md_reader *rd = dxsig_glue_md_reader_new(mod, arena);
  bool oom = !pipes || !rd, ok = !oom;
  for (unsigned i = 0; !oom && i < n; ++i) {
    struct dxsig_md node;
    oom = !dxsig_glue_md_read(rd, PIPELINES, i, 1, &node);
    if (!oom && read_pipeline(&node, i, arena, &pipes[*count], diags))
      ++*count;
    else
      ok = false; /* and read the others: every bad pipeline is reported */
  }
  if (oom)
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
  dxsig_glue_md_reader_free(rd);
  *out = pipes;
  return ok;
}

bool dxsig_pass_link(LLVMModuleRef mod, struct dxsig_model *model,
                     enum dxsig_packing_mode mode, struct dxsig_diag_list *diags) {
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_pipeline *pipes = NULL;
  size_t count = 0;
  bool present = false;
  bool ok = dxsig_glue_read_pipelines(mod, &arena, &pipes, &count, &present, diags);
  if (ok && count)
    ok = dxsig_model_check(model, diags) &&
         dxsig_model_pack(model, NULL, &(struct dxsig_pack_request){mode, false, false}, NULL,
                          diags) &&
         dxsig_link_pipelines(&model->m, pipes, count, diags);
  dxsig_arena_finish(&arena);
  return ok;
}
