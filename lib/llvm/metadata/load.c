/* Module -> model: dx.semantic.signatures, the module facts the core
 * needs (through the neutral tree, md_read.h) and the entries' bodies.
 * The glue judges nothing. */
#include "body_glue.h"
#include "glue.h"
#include "md_read.h"
#include "stage_attrs.h"

#include <llvm-c/Core.h>

#include <stdlib.h>
#include <string.h>

static const char TABLE[] = "dx.semantic.signatures";

/* table -> triple(1) -> list(2) -> element(3) -> indices(4): a node deeper
 * than the indices is not in the schema. */
#define TRIPLE_NODE_LEVELS 4

/* !llvm.module.flags entry !{i32 behavior, !"dx.nativelowprec", i32 1}. */
static bool read_native16(LLVMModuleRef mod, struct dxsig_glue_md_reader *rd, bool *oom) {
  static const char flags[] = "llvm.module.flags";
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, flags);
  bool native = false;
  for (unsigned i = 0; i < n; ++i) {
    struct dxsig_md flag;
    *oom |= !dxsig_glue_md_read(rd, flags, i, 1, &flag);
    if (flag.kind == DXSIG_MD_NODE && flag.op_count == 3 &&
        dxsig_md_is_string(&flag.ops[1], "dx.nativelowprec"))
      native = flag.ops[2].kind == DXSIG_MD_INT && flag.ops[2].value != 0;
  }
  return native;
}

/* !dx.valver = !{!{i32 major, i32 minor}}; 1.0 when absent or malformed. */
static void read_valver(struct dxsig_glue_md_reader *rd, uint32_t *major, uint32_t *minor,
                        bool *oom) {
  *major = 1;
  *minor = 0;
  struct dxsig_md v;
  *oom |= !dxsig_glue_md_read(rd, "dx.valver", 0, 1, &v);
  if (v.kind != DXSIG_MD_NODE || v.op_count != 2)
    return;
  const struct dxsig_md *a = &v.ops[0], *b = &v.ops[1];
  if (a->kind == DXSIG_MD_INT && a->bits <= 64 && a->value <= UINT32_MAX &&
      b->kind == DXSIG_MD_INT && b->bits <= 64 && b->value <= UINT32_MAX) {
    *major = (uint32_t)a->value;
    *minor = (uint32_t)b->value;
  }
}

/* The target triple, whole: the core reads the shader model and stage. */
static const char *read_triple(struct dxsig_arena *arena, LLVMModuleRef mod, bool *oom) {
  const char *t = LLVMGetTarget(mod);
  if (!t || !*t)
    return NULL;
  const char *copy = dxsig_arena_strndup(arena, t, strlen(t));
  *oom |= !copy;
  return copy;
}

/* The defined and declared functions with an "hlsl.shader" attribute, as
 * FUNCTION nodes (malloc'd; *count of them): the core makes entries of
 * those the table does not list. Names point into the module. */
static struct dxsig_md *read_shader_functions(LLVMModuleRef mod, size_t *count, bool *oom) {
  static const char key[] = "hlsl.shader";
  size_t n = 0, cap = 0;
  struct dxsig_md *fns = NULL;
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, key,
                                                       (unsigned)(sizeof key - 1));
    if (!a)
      continue;
    if (n == cap) {
      size_t grown = cap ? cap * 2 : 4;
      struct dxsig_md *more = realloc(fns, grown * sizeof *more);
      if (!more) {
        *oom = true;
        break;
      }
      fns = more;
      cap = grown;
    }
    struct dxsig_md *md = &fns[n++];
    memset(md, 0, sizeof *md);
    md->kind = DXSIG_MD_FUNCTION;
    md->slot = -1;
    md->str = LLVMGetValueName2(f, &md->len);
    md->is_declaration = LLVMIsDeclaration(f);
    unsigned len = 0;
    md->shader_attr = LLVMGetStringAttributeValue(a, &len);
    md->shader_attr_len = len;
  }
  *count = n;
  return fns;
}

bool dxsig_glue_load(LLVMModuleRef mod, struct dxsig_module *m,
                     struct dxsig_diag_list *diags) {
  dxsig_module_init(m);
  struct dxsig_arena scratch;
  dxsig_arena_init(&scratch);
  struct dxsig_glue_md_reader *rd = dxsig_glue_md_reader_new(mod, &scratch);
  bool oom = !rd;
  struct dxsig_md_input in = {0};
  struct dxsig_md shader_model;
  if (rd) {
    in.triple = read_triple(&scratch, mod, &oom);
    /* DXC's !dx.shaderModel: the core reads it over the triple. */
    in.shader_model_count = LLVMGetNamedMetadataNumOperands(mod, "dx.shaderModel");
    if (in.shader_model_count) {
      oom |= !dxsig_glue_md_read(rd, "dx.shaderModel", 0, 1, &shader_model);
      in.shader_model = &shader_model;
    }
    in.native16 = read_native16(mod, rd, &oom);
    read_valver(rd, &in.valver_major, &in.valver_minor, &oom);
  }
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, TABLE);

  /* One triple's tree at a time: memory stays flat on large libraries
   * (dxsig_module_read_begin copied what it keeps of `in`). */
  bool ok = !oom && dxsig_module_read_begin(m, &in, n, diags);
  for (unsigned i = 0; ok && !oom && i < n; ++i) {
    dxsig_glue_md_forget(rd);
    dxsig_arena_reset(&scratch);
    struct dxsig_md triple;
    oom = !dxsig_glue_md_read(rd, TABLE, i, TRIPLE_NODE_LEVELS, &triple);
    if (!oom)
      dxsig_module_read_triple(m, i, &triple, diags);
  }
  if (oom) {
    m->incomplete = true;
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory while reading dx.semantic.signatures");
    ok = false;
  }
  ok = dxsig_module_read_end(m, diags) && ok;
  size_t fn_count = 0;
  bool fn_oom = false;
  struct dxsig_md *fns = read_shader_functions(mod, &fn_count, &fn_oom);
  if (fn_oom) {
    m->incomplete = true;
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory while reading the shader functions");
    ok = false;
  }
  ok = dxsig_module_read_functions(m, fns, fn_count, diags) && ok;
  free(fns);
  dxsig_glue_md_reader_free(rd);
  dxsig_arena_finish(&scratch);
  return ok;
}

/* The model's hook into the bodies (dxsig_model_bodies). */
static bool check_bodies(void *ctx, struct dxsig_module *m, struct dxsig_diag_list *diags) {
  return dxsig_glue_bodies_check(ctx, m, diags);
}

static void release_bodies(void *ctx) { dxsig_glue_bodies_free(ctx); }

static void derive_masks(void *ctx, struct dxsig_module *m, struct dxsig_diag_list *diags) {
  dxsig_glue_bodies_derive_masks(ctx, m, diags);
}

/* The model's hook into the stage properties (dxsig_model_stage_props):
 * read quietly; lowering reads the lowered entry's again and reports what
 * is wrong. Each entry's are kept once read: they come from its function's
 * attributes and its !dx.entryPoints record, which dxsig-pack's write-back
 * does not touch, so the checks after it and lowering's records of the
 * other entries of a library take them from here. */
struct stage_props_cache {
  LLVMModuleRef mod;
  const struct dxsig_entry *entries;
  size_t count;
  unsigned char *state; /* per entry: 0 not read, 1 read whole, 2 read with an error */
  struct dxsig_stage_props *props;
};

enum { PROPS_UNREAD, PROPS_WHOLE, PROPS_PARTIAL };

static LLVMValueRef entry_function(LLVMModuleRef mod, const struct dxsig_entry *e) {
  return e->name ? LLVMGetNamedFunction(mod, e->name) : NULL;
}

/* The stage properties of the entry's function fn, true when they were read
 * without an error; the errors themselves are lowering's to report. */
static bool read_props_quietly(LLVMValueRef fn, const struct dxsig_entry *e,
                               struct dxsig_stage_props *out) {
  struct dxsig_diag_list quiet;
  dxsig_diag_list_init(&quiet);
  bool ok = dxsig_glue_stage_props(fn, e, out, &quiet) && quiet.error_count == 0;
  dxsig_diag_list_finish(&quiet);
  return ok;
}

static bool read_stage_props(void *ctx, const struct dxsig_entry *e,
                             struct dxsig_stage_props *out) {
  struct stage_props_cache *c = ctx;
  size_t i = (size_t)(e - c->entries);
  if (c->state[i] != PROPS_UNREAD) {
    *out = c->props[i];
    return c->state[i] == PROPS_WHOLE;
  }
  LLVMValueRef fn = entry_function(c->mod, e);
  if (!fn)
    return false;
  bool ok = read_props_quietly(fn, e, out);
  c->props[i] = *out;
  c->state[i] = ok ? PROPS_WHOLE : PROPS_PARTIAL;
  return ok;
}

static void release_stage_props(void *ctx) {
  struct stage_props_cache *c = ctx;
  free(c->state);
  free(c->props);
  free(c);
}

static struct stage_props_cache *new_stage_props(LLVMModuleRef mod, const struct dxsig_module *m) {
  struct stage_props_cache *c = calloc(1, sizeof *c);
  size_t n = m->count ? m->count : 1;
  if (c) {
    c->mod = mod;
    c->entries = m->entries;
    c->count = m->count;
    c->state = calloc(n, sizeof *c->state);
    c->props = calloc(n, sizeof *c->props);
  }
  if (c && (!c->state || !c->props)) {
    release_stage_props(c);
    c = NULL;
  }
  return c;
}

bool dxsig_glue_model_stage_props(struct dxsig_model *model, LLVMModuleRef mod,
                                  const struct dxsig_entry *e, struct dxsig_stage_props *out) {
  if (model->stage_props.read == read_stage_props)
    return read_stage_props(model->stage_props.ctx, e, out);
  LLVMValueRef fn = entry_function(mod, e);
  return fn && read_props_quietly(fn, e, out);
}

void dxsig_glue_model_load(LLVMModuleRef mod, struct dxsig_model *model) {
  dxsig_model_init(model);
  model->loaded = dxsig_glue_load(mod, &model->m, &model->load_diags);
  bool oom = false;
  struct dxsig_glue_bodies *bodies =
      model->m.incomplete ? NULL : dxsig_glue_bodies_read(mod, &model->m, &oom);
  if (oom) {
    model->m.incomplete = true;
    model->loaded = false;
    dxsig_diag_add(&model->load_diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory while reading the entries' code");
  }
  if (bodies)
    model->bodies =
        (struct dxsig_model_bodies){bodies, check_bodies, release_bodies, derive_masks};
  struct stage_props_cache *props = model->m.incomplete ? NULL : new_stage_props(mod, &model->m);
  if (props)
    model->stage_props =
        (struct dxsig_model_stage_props){props, read_stage_props, release_stage_props};
  else if (!model->m.incomplete)
    oom = true;
  if (oom && !model->m.incomplete) {
    model->m.incomplete = true;
    model->loaded = false;
    dxsig_diag_add(&model->load_diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory while reading the entries' code");
  }
}

struct dxsig_glue_bodies *dxsig_glue_model_bodies(const struct dxsig_model *model) {
  return model->bodies.check == check_bodies ? model->bodies.ctx : NULL;
}
