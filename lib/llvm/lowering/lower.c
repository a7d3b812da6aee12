/* dxsig-lower and dxsig container: from the module's packed signatures to
 * the container parts (the C core writes the bytes), then either section
 * globals in the module (as LLVM's DXContainerGlobals does) or a whole
 * container file. The entry's stage properties (stage_attrs.h: its "hlsl.*"
 * attributes, else its existing !dx.entryPoints record) supply what the
 * signatures do not, to PSV0 and to the entry record alike. */
#include "lower.h"
#include "body_deps.h"
#include "body_glue.h"
#include "dxil_md.h"
#include "rootsig_glue.h"
#include "stage_attrs.h"
#include "view_id_md.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitWriter.h>

/* Everything a lowering needs, read and checked before anything changes. */
struct lowering {
  struct dxsig_model *model; /* the caller's */
  struct dxsig_entry *entry;
  LLVMValueRef fn;
  struct dxsig_part_options opts;
  struct dxsig_psv_info info;
  struct dxsig_stage_props props;     /* resolved: PSV0 and the entry record */
  struct dxsig_view_id_state view_id; /* the body's dependency tables */
};

static bool prepare(struct lowering *l, LLVMModuleRef mod, struct dxsig_model *model,
                    const struct dxsig_lower_request *req, struct dxsig_diag_list *diags) {
  memset(l, 0, sizeof(*l));
  l->model = model;
  dxsig_psv_info_init(&l->info);
  if (!req->entry_checked && !dxsig_model_check_entry(model, req->entry, diags))
    return false;
  l->entry = dxsig_module_find_entry(&model->m, req->entry, req->entry_option, diags);
  if (!l->entry)
    return false;
  struct dxsig_entry *e = l->entry;
  l->fn = LLVMGetNamedFunction(mod, e->name);
  if (!l->fn) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_ENTRY, "entry '%s': no such function",
                   e->name);
    return false;
  }
  bool ok = true;
  if (!req->pack_if_needed) {
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      if (dxsig_signature_needs_packing(e, (enum dxsig_sig_kind)k)) {
        dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_UNPACKED, e,
                               (enum dxsig_sig_kind)k, DXSIG_NO_ELEMENT,
                               "not packed (elements without StartRow/StartCol); run "
                               "dxsig-pack first");
        ok = false;
      }
  } else {
    ok = dxsig_model_pack(model, e, &req->pack, NULL, diags);
  }
  l->opts.valver_major = req->has_valver ? req->valver_major : model->m.valver_major;
  l->opts.valver_minor = req->has_valver ? req->valver_minor : model->m.valver_minor;
  l->opts.native16 = model->m.native16;
  if (dxsig_glue_stage_props(l->fn, e, &l->props, diags))
    dxsig_stage_props_to_psv(&l->props, &l->opts, &l->info);
  else
    ok = false;
  /* PSV0's dependency tables from the body: code without accesses has
   * DXC's counts and empty tables; an entry without code (a declaration,
   * or the body dxsig wrote for signatures alone) none, its tables zero. */
  bool uses_view_id = false;
  size_t index = (size_t)(e - model->m.entries);
  struct dxsig_glue_bodies *bodies = dxsig_glue_model_bodies(model);
  static const struct dxsig_shader_model native_vectors = {6, 9};
  bool lanes = req->dependency_lanes ||
               dxsig_shader_model_compare(model->m.target.sm, native_vectors) < 0;
  bool code_known = dxsig_glue_entry_code_known(bodies, index, l->fn);
  if (ok && !dxsig_glue_view_id_state(bodies, index, e, code_known, lanes, &l->view_id,
                                      &uses_view_id, diags))
    ok = false;
  /* A body without accesses may come with DXC's state (or one written for
   * code dxsig does not see): it stands, checked. */
  const struct dxsig_body *body = dxsig_glue_body(bodies, index);
  if (ok && !dxsig_glue_module_view_id_state(mod, e, body && body->access_count, &l->view_id,
                                             &uses_view_id, diags))
    ok = false;
  if (l->view_id.count) {
    l->info.view_id_state = l->view_id.words;
    l->info.view_id_state_words = l->view_id.count;
  }
  l->info.uses_view_id = uses_view_id;
  if (ok && !dxsig_verify_view_id_slot(e, uses_view_id, model->m.native16, diags))
    ok = false;
  return ok;
}

/* The RTS0 part of entry e (NULL: a module of root signatures alone): the
 * request's root signature or the module's for fn, checked against the
 * entry's stage (dxsig_entry_rts0). *has: whether there is one. */
static bool entry_rts0(LLVMModuleRef mod, const struct dxsig_entry *e, const char *fn,
                       const struct dxsig_lower_request *req, struct dxsig_bytes *out,
                       bool *has, struct dxsig_diag_list *diags) {
  *has = false;
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_rootsig from_md;
  const struct dxsig_rootsig *rs = req->rootsig;
  /* Metadata spells every flag: the dialect of the defaults does not
   * matter there. */
  enum dxsig_rs_dialect dialect = rs ? req->rootsig_dialect : DXSIG_RS_CLANG;
  bool found = false;
  /* The module's root signatures are checked even when the request
   * replaces or strips them, as LLVM's analysis checks them all. */
  bool ok = dxsig_glue_rootsig(mod, fn, &arena, &from_md, &found, diags);
  if (!rs && found)
    rs = &from_md;
  if (ok && rs) {
    ok = dxsig_entry_rts0(e, rs, dialect, out, diags);
    *has = ok;
  }
  dxsig_arena_finish(&arena);
  return ok;
}

/* ---- section globals ------------------------------------------------------ */

struct part_global {
  const char *name, *section;
  const struct dxsig_bytes *bytes; /* NULL: the part is not written */
};

static bool global_holds(LLVMValueRef g, const struct part_global *p) {
  LLVMValueRef init = g ? LLVMGetInitializer(g) : NULL;
  if (!init || !p->bytes || !LLVMIsAConstantDataSequential(init))
    return false;
  size_t len = 0;
  const char *data = LLVMGetAsString(init, &len);
  const char *section = LLVMGetSection(g);
  return data && len == p->bytes->len && memcmp(data, p->bytes->data, len) == 0 &&
         section && strcmp(section, p->section) == 0 && LLVMIsGlobalConstant(g) &&
         LLVMGetLinkage(g) == LLVMPrivateLinkage;
}

static bool in_compiler_used(LLVMModuleRef mod, LLVMValueRef g) {
  LLVMValueRef used = LLVMGetNamedGlobal(mod, "llvm.compiler.used");
  LLVMValueRef init = used ? LLVMGetInitializer(used) : NULL;
  if (!init)
    return false;
  int n = LLVMGetNumOperands(init);
  for (int i = 0; i < n; ++i)
    if (LLVMGetOperand(init, (unsigned)i) == g)
      return true;
  return false;
}

#define MAX_PART_GLOBALS 8

/* Replaces the part globals and their @llvm.compiler.used entries. False,
 * with nothing changed, only when memory runs out. */
static bool write_globals(LLVMModuleRef mod, const struct part_global *parts, size_t count) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMValueRef old[MAX_PART_GLOBALS] = {0};
  if (count > MAX_PART_GLOBALS)
    return false;
  for (size_t i = 0; i < count; ++i)
    old[i] = LLVMGetNamedGlobal(mod, parts[i].name);

  /* The compiler.used entries that stay. */
  LLVMValueRef used = LLVMGetNamedGlobal(mod, "llvm.compiler.used");
  LLVMValueRef init = used ? LLVMGetInitializer(used) : NULL;
  int n = init ? LLVMGetNumOperands(init) : 0;
  LLVMValueRef *keep = calloc((size_t)(n > 0 ? n : 0) + count + 1, sizeof(*keep));
  if (!keep)
    return false;
  size_t kept = 0;
  for (int i = 0; i < n; ++i) {
    LLVMValueRef v = LLVMGetOperand(init, (unsigned)i);
    bool ours = false;
    for (size_t j = 0; j < count; ++j)
      ours |= v == old[j];
    if (!ours)
      keep[kept++] = v;
  }
  if (used)
    LLVMDeleteGlobal(used);

  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx);
  for (size_t i = 0; i < count; ++i) {
    const struct part_global *p = &parts[i];
    if (old[i])
      LLVMSetValueName2(old[i], "", 0);
    LLVMValueRef g = NULL;
    if (p->bytes) {
      LLVMValueRef data = LLVMConstStringInContext2(ctx, (const char *)p->bytes->data,
                                                    p->bytes->len, 1);
      g = LLVMAddGlobal(mod, LLVMArrayType2(i8, p->bytes->len), p->name);
      LLVMSetInitializer(g, data);
      LLVMSetGlobalConstant(g, 1);
      LLVMSetLinkage(g, LLVMPrivateLinkage);
      LLVMSetSection(g, p->section);
      LLVMSetAlignment(g, 4);
      keep[kept++] = g;
    }
    if (old[i]) {
      if (g && LLVMGetFirstUse(old[i]))
        LLVMReplaceAllUsesWith(old[i], g);
      if (!LLVMGetFirstUse(old[i]))
        LLVMDeleteGlobal(old[i]);
    }
  }
  if (kept) {
    LLVMTypeRef ptr = LLVMTypeOf(keep[0]);
    LLVMValueRef arr = LLVMConstArray2(ptr, keep, kept);
    LLVMValueRef g = LLVMAddGlobal(mod, LLVMTypeOf(arr), "llvm.compiler.used");
    LLVMSetInitializer(g, arr);
    LLVMSetLinkage(g, LLVMAppendingLinkage);
    LLVMSetSection(g, "llvm.metadata");
  }
  free(keep);
  return true;
}

/* !dx.entryPoints and !dx.viewIdState for the lowered entry. The other
 * entries of a library get their stage properties here, their problems
 * left out (dxsig-lower reports the lowered entry's). */
static bool plan_dxil_md(const struct lowering *l, LLVMModuleRef mod,
                         struct dxsig_dxil_md_plan *plan, struct dxsig_diag_list *diags) {
  const struct dxsig_module *m = &l->model->m;
  struct dxsig_stage_props *props = calloc(m->count ? m->count : 1, sizeof *props);
  if (!props) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  for (size_t i = 0; i < m->count; ++i) {
    const struct dxsig_entry *e = &m->entries[i];
    LLVMValueRef fn = e->name ? LLVMGetNamedFunction(mod, e->name) : NULL;
    if (e == l->entry) {
      props[i] = l->props;
    } else if (fn) {
      dxsig_glue_model_stage_props(l->model, mod, e, &props[i]);
    }
  }
  struct dxsig_dxil_md_input in;
  memset(&in, 0, sizeof in);
  in.m = m;
  in.entry = l->entry;
  in.props = props;
  in.valver_major = l->opts.valver_major;
  in.valver_minor = l->opts.valver_minor;
  in.view_id_state = l->info.view_id_state;
  in.view_id_state_words = l->info.view_id_state_words;
  bool ok = dxsig_glue_dxil_md_plan(mod, &in, plan, diags);
  free(props);
  return ok;
}

bool dxsig_pass_lower(LLVMModuleRef mod, struct dxsig_model *model,
                      const struct dxsig_lower_request *req, struct dxsig_diag_list *diags,
                      bool *changed) {
  *changed = false;
  struct lowering l;
  struct dxsig_entry_parts parts;
  dxsig_entry_parts_init(&parts);
  /* dx.rts0 from !dx.rootsignatures; a module with root signatures and no
   * entry (clang's output for a root signature alone) lowers to dx.rts0
   * alone. A function with "hlsl.shader" is an entry even without a
   * dx.semantic.signatures triple (clang's output for a shader). */
  struct dxsig_bytes rts0;
  dxsig_bytes_init(&rts0);
  struct dxsig_dxil_md_plan md = {NULL};
  bool has_rts0 = false;
  bool rootsig_only = dxsig_glue_rootsig_count(mod) != 0 &&
                      LLVMGetNamedMetadataNumOperands(mod, "dx.semantic.signatures") == 0 &&
                      model->m.count == 0;
  bool ok;
  if (rootsig_only) {
    memset(&l, 0, sizeof(l));
    ok = entry_rts0(mod, NULL, req->entry, req, &rts0, &has_rts0, diags);
    if (ok && !has_rts0) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_ENTRY,
                     "no root signature for '%s' in !dx.rootsignatures", req->entry);
      ok = false;
    }
  } else {
    ok = prepare(&l, mod, model, req, diags) &&
         dxsig_entry_parts_write(&parts, l.entry, &l.opts, &l.info, diags) &&
         entry_rts0(mod, l.entry, l.entry->name, req, &rts0, &has_rts0, diags) &&
         plan_dxil_md(&l, mod, &md, diags);
  }
  if (ok && rts0.failed) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    ok = false;
  }
  if (ok) {
    struct part_global globals[] = {
        {"dx.isg1", "ISG1", rootsig_only ? NULL : &parts.isg1},
        {"dx.osg1", "OSG1", rootsig_only ? NULL : &parts.osg1},
        {"dx.psg1", "PSG1", parts.has_psg1 ? &parts.psg1 : NULL},
        {"dx.psv0", "PSV0", rootsig_only ? NULL : &parts.psv0},
        {"dx.rts0", "RTS0", has_rts0 ? &rts0 : NULL},
    };
    size_t count = sizeof globals / sizeof globals[0];
    bool same = true;
    for (size_t i = 0; i < count; ++i) {
      LLVMValueRef g = LLVMGetNamedGlobal(mod, globals[i].name);
      same &= globals[i].bytes ? global_holds(g, &globals[i]) && in_compiler_used(mod, g)
                               : g == NULL;
    }
    if (!same && !write_globals(mod, globals, count)) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      ok = false;
    } else if (!same) {
      *changed = true;
    }
  }
  if (ok) {
    bool md_changed = false;
    dxsig_glue_dxil_md_apply(mod, &md, &md_changed);
    *changed |= md_changed;
  }
  dxsig_glue_dxil_md_plan_free(&md);
  dxsig_view_id_state_finish(&l.view_id);
  dxsig_bytes_finish(&rts0);
  dxsig_entry_parts_finish(&parts);
  return ok;
}

/* ---- container file ------------------------------------------------------- */

/* Shader model and DXIL version of the DXIL part, from the target the model
 * read (the triple, "dxilv1.6-pc-shadermodel6.6-pixel", or its
 * !dx.shaderModel): 6.0 when neither names one, DXIL 1.x for shader model
 * 6.x unless the triple says. */
static void set_versions(const struct dxsig_target *t, struct dxsig_container_input *in) {
  struct dxsig_shader_model sm = t->sm.major ? t->sm : dxsig_shader_model_dxil_min();
  in->sm_major = sm.major;
  in->sm_minor = sm.minor;
  dxsig_shader_model_dxil_version(sm, &in->dxil_major, &in->dxil_minor);
  if (t->dxil_major != 0) {
    in->dxil_major = t->dxil_major;
    in->dxil_minor = t->dxil_minor;
  }
}

bool dxsig_glue_container(LLVMModuleRef mod, struct dxsig_model *model,
                          const struct dxsig_lower_request *req, bool with_dxil,
                          struct dxsig_bytes *out, struct dxsig_bytes *rts0_out,
                          struct dxsig_diag_list *diags) {
  struct lowering l;
  bool ok = prepare(&l, mod, model, req, diags);
  LLVMMemoryBufferRef bitcode = NULL;
  struct dxsig_bytes rts0;
  dxsig_bytes_init(&rts0);
  if (ok) {
    struct dxsig_container_input in;
    memset(&in, 0, sizeof in);
    in.entry = l.entry;
    in.opts = l.opts;
    in.psv = l.info;
    in.with_dxil = with_dxil;
    in.sign = true;
    bool has_rts0 = false;
    ok = entry_rts0(mod, l.entry, l.entry->name, req, &rts0, &has_rts0, diags);
    if (has_rts0 && !req->strip_rootsig) {
      in.rts0 = rts0.data;
      in.rts0_size = rts0.len;
    }
    if (with_dxil && req->bitcode) {
      set_versions(&l.model->m.target, &in);
      in.bitcode = req->bitcode;
      in.bitcode_size = req->bitcode_size;
    } else if (with_dxil) {
      set_versions(&l.model->m.target, &in);
      bitcode = LLVMWriteBitcodeToMemoryBuffer(mod);
      if (!bitcode) {
        dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_DXIL, "cannot write the bitcode");
        ok = false;
      } else {
        in.bitcode = LLVMGetBufferStart(bitcode);
        in.bitcode_size = LLVMGetBufferSize(bitcode);
      }
    }
    ok = ok && dxsig_container_build(out, &in, diags);
    /* -Frs: the root signature apart, whether or not the container keeps
     * it. */
    if (ok && rts0_out) {
      if (!has_rts0) {
        dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ENTRY,
                       "-Frs: the entry has no root signature (neither !dx.rootsignatures "
                       "nor --rootsig gives one)");
        ok = false;
      }
      ok = ok && dxsig_rts0_container(rts0.data, rts0.len, rts0_out, diags);
    }
  }
  if (bitcode)
    LLVMDisposeMemoryBuffer(bitcode);
  dxsig_view_id_state_finish(&l.view_id);
  dxsig_bytes_finish(&rts0);
  return ok;
}
