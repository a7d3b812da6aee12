/* Module -> neutral metadata tree (struct dxsig_md). No judgement here:
 * every operand is classified with the LLVM-C isa-style checks, and shapes
 * the schema does not have become DXSIG_MD_OTHER for the core to report. */
#include "glue.h"

#include <stdlib.h>
#include <string.h>

/* table(0) -> triple(1) -> list(2) -> element(3) -> indices(4) -> ints(5):
 * a node deeper than the indices node is not in the schema. */
#define MAX_NODE_DEPTH 4

/* Memo of converted nodes by (node, depth): uniqued nodes are shared by
 * many parents, and a table that reuses one list everywhere must not cost
 * lists x elements conversions. */
struct memo_slot {
  LLVMValueRef node;
  unsigned depth;
  const struct dxsig_md *md;
};

/* Integer constants already classified, direct-mapped by address. They
 * are uniqued and few (i32 -1, i8 4, ...) but make up most operands, and
 * each costs three LLVM-C calls to classify. Plain values: kept across
 * triples. */
#define INT_CACHE_SIZE 256u
struct int_cache {
  LLVMValueRef key[INT_CACHE_SIZE];
  uint64_t value[INT_CACHE_SIZE];
  unsigned bits[INT_CACHE_SIZE];
};

struct reader {
  struct dxsig_arena *arena;
  struct memo_slot *slots;
  size_t cap, used;
  struct int_cache *ints; /* NULL: no cache (allocation failed) */
  bool oom;
};

static size_t memo_hash(LLVMValueRef node, unsigned depth, size_t cap) {
  return (size_t)(dxsig_glue_pointer_hash(node) + depth) & (cap - 1);
}

static size_t int_slot(LLVMValueRef v) {
  return (size_t)(dxsig_glue_pointer_hash(v) >> 40) & (INT_CACHE_SIZE - 1);
}

static const struct dxsig_md *memo_find(struct reader *r, LLVMValueRef node, unsigned depth) {
  if (!r->cap)
    return NULL;
  for (size_t i = memo_hash(node, depth, r->cap);; i = (i + 1) & (r->cap - 1)) {
    struct memo_slot *s = &r->slots[i];
    if (!s->node)
      return NULL;
    if (s->node == node && s->depth == depth)
      return s->md;
  }
}

static void memo_insert(struct reader *r, LLVMValueRef node, unsigned depth,
                        const struct dxsig_md *md) {
  if ((r->used + 1) * 2 > r->cap) {
    size_t cap = r->cap ? r->cap * 2 : 64;
    struct memo_slot *slots = calloc(cap, sizeof(*slots));
    if (!slots)
      return; /* the memo is an optimisation only */
    for (size_t i = 0; i < r->cap; ++i) {
      struct memo_slot *s = &r->slots[i];
      if (!s->node)
        continue;
      size_t j = memo_hash(s->node, s->depth, cap);
      while (slots[j].node)
        j = (j + 1) & (cap - 1);
      slots[j] = *s;
    }
    free(r->slots);
    r->slots = slots;
    r->cap = cap;
  }
  size_t i = memo_hash(node, depth, r->cap);
  while (r->slots[i].node)
    i = (i + 1) & (r->cap - 1);
  r->slots[i] = (struct memo_slot){node, depth, md};
  r->used++;
}

static const char *copy_str(struct reader *r, const char *s, size_t len) {
  char *p = dxsig_arena_strndup(r->arena, s ? s : "", s ? len : 0);
  if (!p)
    r->oom = true;
  return p;
}

static void convert(struct reader *r, LLVMValueRef v, unsigned depth, struct dxsig_md *out);

static void convert_node(struct reader *r, LLVMValueRef v, unsigned depth,
                         struct dxsig_md *out) {
  const struct dxsig_md *seen = memo_find(r, v, depth);
  if (seen) {
    *out = *seen;
    return;
  }
  unsigned n = 0;
  LLVMValueRef buf[DXSIG_GLUE_INLINE_OPS];
  LLVMValueRef *vals = dxsig_glue_node_ops(v, &n, buf);
  struct dxsig_md *ops = vals ? dxsig_arena_calloc(r->arena, n, sizeof(*ops)) : NULL;
  if (!ops) {
    dxsig_glue_release_ops(vals, buf);
    r->oom = true;
    out->kind = DXSIG_MD_OTHER;
    return;
  }
  for (unsigned i = 0; i < n; ++i)
    convert(r, vals[i], depth + 1, &ops[i]);
  dxsig_glue_release_ops(vals, buf);
  out->kind = DXSIG_MD_NODE;
  out->ops = ops;
  out->op_count = n;
  /* The memo keeps a copy: out may live inside a parent's operand array. */
  struct dxsig_md *keep = dxsig_arena_calloc(r->arena, 1, sizeof(*keep));
  if (keep) {
    *keep = *out;
    memo_insert(r, v, depth, keep);
  }
}

static void convert_function(struct reader *r, LLVMValueRef fn, struct dxsig_md *out) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(fn, &len);
  out->kind = DXSIG_MD_FUNCTION;
  out->str = copy_str(r, name, len);
  out->len = out->str ? len : 0;
  out->is_declaration = LLVMIsDeclaration(fn);
  LLVMAttributeRef attr = LLVMGetStringAttributeAtIndex(
      fn, LLVMAttributeFunctionIndex, "hlsl.shader", (unsigned)strlen("hlsl.shader"));
  if (attr) {
    unsigned alen = 0;
    const char *value = LLVMGetStringAttributeValue(attr, &alen);
    out->shader_attr = copy_str(r, value, alen);
    out->shader_attr_len = out->shader_attr ? alen : 0;
  }
}

static void convert(struct reader *r, LLVMValueRef v, unsigned depth, struct dxsig_md *out) {
  memset(out, 0, sizeof(*out));
  size_t slot = int_slot(v);
  if (!v) {
    out->kind = DXSIG_MD_NULL;
  } else if (r->ints && r->ints->key[slot] == v) {
    out->kind = DXSIG_MD_INT;
    out->bits = r->ints->bits[slot];
    out->value = r->ints->value[slot];
  } else if (LLVMIsAConstantInt(v)) {
    out->kind = DXSIG_MD_INT;
    out->bits = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    /* Zero-extended; for integers wider than 64 bits, the low 64. */
    out->value = LLVMConstIntGetZExtValue(v);
    if (r->ints) {
      r->ints->key[slot] = v;
      r->ints->bits[slot] = out->bits;
      r->ints->value[slot] = out->value;
    }
  } else if (LLVMIsAFunction(v)) {
    convert_function(r, v, out);
  } else if (LLVMGetValueKind(v) == LLVMMetadataAsValueValueKind) {
    LLVMMetadataKind kind = LLVMGetMetadataKind(LLVMValueAsMetadata(v));
    if (kind == LLVMMDStringMetadataKind) {
      unsigned len = 0;
      const char *s = LLVMGetMDString(v, &len);
      out->kind = DXSIG_MD_STRING;
      out->str = copy_str(r, s, len);
      out->len = out->str ? len : 0;
    } else if ((kind == LLVMMDTupleMetadataKind ||
                kind == LLVMConstantAsMetadataMetadataKind) && depth <= MAX_NODE_DEPTH) {
      /* (a folded one-constant node, see dxsig_glue_is_node) */
      convert_node(r, v, depth, out);
    } else {
      out->kind = DXSIG_MD_OTHER;
    }
  } else {
    out->kind = DXSIG_MD_OTHER;
  }
}

/* The operands of the first node of a named metadata, or NULL. */
static LLVMValueRef *named_node_ops(LLVMModuleRef mod, const char *name, unsigned index,
                                    unsigned *count) {
  *count = 0;
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, name);
  if (index >= n)
    return NULL;
  LLVMValueRef *nodes = calloc(n, sizeof(*nodes));
  if (!nodes)
    return NULL;
  LLVMGetNamedMetadataOperands(mod, name, nodes);
  LLVMValueRef node = nodes[index];
  free(nodes);
  if (!dxsig_glue_is_node(node))
    return NULL;
  unsigned k = LLVMGetMDNodeNumOperands(node);
  LLVMValueRef *ops = k ? calloc(k, sizeof(*ops)) : NULL;
  if (!ops)
    return NULL;
  LLVMGetMDNodeOperands(node, ops);
  *count = k;
  return ops;
}

static bool const_u32(LLVMValueRef v, uint32_t *out) {
  if (!v || !LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64)
    return false;
  unsigned long long x = LLVMConstIntGetZExtValue(v);
  if (x > UINT32_MAX)
    return false;
  *out = (uint32_t)x;
  return true;
}

/* !llvm.module.flags entry !{i32 behavior, !"dx.nativelowprec", i32 1}. */
static bool read_native16(LLVMModuleRef mod) {
  static const char flags[] = "llvm.module.flags";
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, flags);
  bool native = false;
  for (unsigned i = 0; i < n; ++i) {
    unsigned k = 0;
    LLVMValueRef *ops = named_node_ops(mod, flags, i, &k);
    if (ops && k == 3 && dxsig_glue_is_md(ops[1], LLVMMDStringMetadataKind)) {
      unsigned len = 0;
      const char *key = LLVMGetMDString(ops[1], &len);
      if (key && len == strlen("dx.nativelowprec") &&
          memcmp(key, "dx.nativelowprec", len) == 0)
        native = ops[2] && LLVMIsAConstantInt(ops[2]) && LLVMConstIntGetZExtValue(ops[2]) != 0;
    }
    free(ops);
  }
  return native;
}

/* !dx.valver = !{!{i32 major, i32 minor}}; 1.0 when absent or malformed. */
static void read_valver(LLVMModuleRef mod, uint32_t *major, uint32_t *minor) {
  *major = 1;
  *minor = 0;
  unsigned k = 0;
  LLVMValueRef *ops = named_node_ops(mod, "dx.valver", 0, &k);
  uint32_t a, b;
  if (ops && k == 2 && const_u32(ops[0], &a) && const_u32(ops[1], &b)) {
    *major = a;
    *minor = b;
  }
  free(ops);
}

/* The target triple, whole: the core reads the shader model and stage. */
static const char *read_triple(struct reader *r, LLVMModuleRef mod) {
  const char *t = LLVMGetTarget(mod);
  return t && *t ? copy_str(r, t, strlen(t)) : NULL;
}

/* Forgets the nodes of the previous triple; a memo grown by one huge
 * triple is not kept around for the rest. */
static void memo_clear(struct reader *r) {
  if (r->cap > 4096) {
    free(r->slots);
    r->slots = NULL;
    r->cap = 0;
  } else if (r->cap) {
    memset(r->slots, 0, r->cap * sizeof(*r->slots));
  }
  r->used = 0;
}

bool dxsig_glue_load(LLVMModuleRef mod, struct dxsig_module *m,
                     struct dxsig_diag_list *diags) {
  static const char name[] = "dx.semantic.signatures";
  dxsig_module_init(m);
  struct dxsig_arena scratch;
  dxsig_arena_init(&scratch);
  struct reader r = {.arena = &scratch, .ints = calloc(1, sizeof(struct int_cache))};
  struct dxsig_md_input in = {0};
  in.triple = read_triple(&r, mod);
  in.native16 = read_native16(mod);
  read_valver(mod, &in.valver_major, &in.valver_minor);

  unsigned n = LLVMGetNamedMetadata(mod, name, sizeof(name) - 1)
                   ? LLVMGetNamedMetadataNumOperands(mod, name) : 0;
  LLVMValueRef *triples = n ? calloc(n, sizeof(*triples)) : NULL;
  if (n && !triples)
    r.oom = true;
  else if (n)
    LLVMGetNamedMetadataOperands(mod, name, triples);

  /* One triple's tree at a time: memory stays flat on large libraries. */
  bool ok = !r.oom && dxsig_module_read_begin(m, &in, n, diags);
  for (unsigned i = 0; ok && i < n; ++i) {
    dxsig_arena_reset(&scratch);
    memo_clear(&r);
    struct dxsig_md triple;
    convert(&r, triples[i], 1, &triple);
    if (r.oom)
      break;
    dxsig_module_read_triple(m, i, &triple, diags);
  }
  if (r.oom) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory while reading dx.semantic.signatures");
    ok = false;
  }
  ok = dxsig_module_read_end(m, diags) && ok;
  free(triples);
  free(r.slots);
  free(r.ints);
  dxsig_arena_finish(&scratch);
  return ok;
}
