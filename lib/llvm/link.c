/* !dx.pipelines and the dxsig-link pass (see link_glue.h). */
#include "link_glue.h"

#include <stdlib.h>
#include <string.h>

#include "dxsig/sigpoint.h"

static const char PIPELINES[] = "dx.pipelines";

bool dxsig_glue_read_pipelines(LLVMModuleRef mod, struct dxsig_arena *arena,
                               struct dxsig_pipeline **out, size_t *count, bool *present,
                               struct dxsig_diag_list *diags) {
  *out = NULL;
  *count = 0;
  *present = LLVMGetNamedMetadata(mod, PIPELINES, sizeof PIPELINES - 1) != NULL;
  unsigned n = *present ? LLVMGetNamedMetadataNumOperands(mod, PIPELINES) : 0;
  if (!n)
    return true;
  LLVMValueRef *nodes = calloc(n, sizeof *nodes);
  struct dxsig_pipeline *pipes = dxsig_arena_calloc(arena, n, sizeof *pipes);
  if (!nodes || !pipes) {
    free(nodes);
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  LLVMGetNamedMetadataOperands(mod, PIPELINES, nodes);
  bool ok = true;
  for (unsigned i = 0; i < n; ++i) {
    if (!dxsig_glue_is_node(nodes[i])) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
                     "!dx.pipelines operand %u: expected a node !{!\"name\", ptr @stage, ...}", i);
      ok = false;
      continue;
    }
    unsigned k = LLVMGetMDNodeNumOperands(nodes[i]);
    LLVMValueRef *ops = k ? calloc(k, sizeof *ops) : NULL;
    const char **names = dxsig_arena_calloc(arena, k ? k : 1, sizeof *names);
    if ((k && !ops) || !names) {
      free(ops);
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      ok = false;
      break;
    }
    if (k)
      LLVMGetMDNodeOperands(nodes[i], ops);
    struct dxsig_pipeline *p = &pipes[*count];
    p->name = NULL;
    size_t stages = 0;
    bool good = true;
    for (unsigned j = 0; j < k; ++j) {
      LLVMValueRef v = ops[j];
      if (j == 0 && dxsig_glue_is_md(v, LLVMMDStringMetadataKind)) {
        unsigned len = 0;
        const char *s = LLVMGetMDString(v, &len);
        p->name = dxsig_arena_strndup(arena, s ? s : "", s ? len : 0);
        continue;
      }
      if (!v || !LLVMIsAFunction(v)) {
        dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
                       "!dx.pipelines operand %u, item %u: expected an entry function "
                       "(ptr @name)%s", i, j, j ? "" : " or a name string");
        good = false;
        continue;
      }
      size_t len = 0;
      const char *s = LLVMGetValueName2(v, &len);
      names[stages++] = dxsig_arena_strndup(arena, s ? s : "", s ? len : 0);
    }
    free(ops);
    if (good && stages < 2) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
                     "!dx.pipelines operand %u: a pipeline names at least two stages", i);
      good = false;
    }
    if (!good) {
      ok = false;
      continue;
    }
    p->entries = names;
    p->count = stages;
    ++*count;
  }
  free(nodes);
  *out = pipes;
  return ok;
}

bool dxsig_glue_module_packed(const struct dxsig_module *m) {
  for (size_t i = 0; i < m->count; ++i) {
    const struct dxsig_entry *e = &m->entries[i];
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      enum dxsig_sigpoint sp;
      if (!e->has_stage || !dxsig_sigpoint_of_list(e->stage, (enum dxsig_sig_kind)k, &sp))
        continue;
      for (size_t j = 0; j < e->sigs[k].count; ++j) {
        const struct dxsig_element *el = &e->sigs[k].elements[j];
        enum dxsig_interpretation in =
            dxsig_interpretation(dxsig_sigpoint_of_element(sp, el->kind), el->kind);
        if (dxsig_interpretation_is_allocated(in) && !dxsig_element_is_allocated(el))
          return false;
      }
    }
  }
  return true;
}

bool dxsig_pass_link(LLVMModuleRef mod, struct dxsig_glue_model *model,
                     enum dxsig_packing_mode mode, struct dxsig_diag_list *diags) {
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_pipeline *pipes = NULL;
  size_t count = 0;
  bool present = false;
  bool ok = dxsig_glue_read_pipelines(mod, &arena, &pipes, &count, &present, diags);
  if (ok && count)
    ok = dxsig_glue_model_check(model, diags) &&
         (dxsig_glue_module_packed(&model->m) ||
          dxsig_glue_model_pack(model, mode, NULL, diags)) &&
         dxsig_link_pipelines(&model->m, pipes, count, diags);
  dxsig_arena_finish(&arena);
  return ok;
}
