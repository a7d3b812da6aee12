/* !dx.rootsignatures -> neutral tree (struct dxsig_rs_md) -> core model ->
 * RTS0 bytes. The glue classifies operands only; the core judges them. */
#include "rootsig_glue.h"

#include <stdlib.h>
#include <string.h>

static const char NAMED[] = "dx.rootsignatures";

/* entry(0) -> element list(1) -> element(2) -> range(3): a node deeper
 * than a range is not in the format. */
#define MAX_DEPTH 3

struct conv {
  struct dxsig_arena *arena;
  /* Memo of converted nodes (uniqued nodes may be shared many times). */
  LLVMValueRef *keys;
  unsigned *depths;
  const struct dxsig_rs_md **vals;
  size_t cap, used;
  bool oom;
};

static size_t slot_of(const struct conv *c, LLVMValueRef v, unsigned depth) {
  uintptr_t h = (uintptr_t)v * (uintptr_t)0x9E3779B97F4A7C15ull;
  return (size_t)((h >> 7) + depth) & (c->cap - 1);
}

static const struct dxsig_rs_md *memo_get(const struct conv *c, LLVMValueRef v, unsigned depth) {
  if (!c->cap)
    return NULL;
  for (size_t i = slot_of(c, v, depth);; i = (i + 1) & (c->cap - 1)) {
    if (!c->keys[i])
      return NULL;
    if (c->keys[i] == v && c->depths[i] == depth)
      return c->vals[i];
  }
}

static void memo_put(struct conv *c, LLVMValueRef v, unsigned depth, const struct dxsig_rs_md *md) {
  if ((c->used + 1) * 2 > c->cap) {
    size_t cap = c->cap ? c->cap * 2 : 64;
    LLVMValueRef *keys = calloc(cap, sizeof(*keys));
    unsigned *depths = calloc(cap, sizeof(*depths));
    const struct dxsig_rs_md **vals = calloc(cap, sizeof(*vals));
    if (!keys || !depths || !vals) {
      free(keys);
      free(depths);
      free(vals);
      return; /* only an optimisation */
    }
    struct conv old = *c;
    c->keys = keys;
    c->depths = depths;
    c->vals = vals;
    c->cap = cap;
    c->used = 0;
    for (size_t i = 0; i < old.cap; ++i)
      if (old.keys[i]) {
        size_t j = slot_of(c, old.keys[i], old.depths[i]);
        while (c->keys[j])
          j = (j + 1) & (c->cap - 1);
        c->keys[j] = old.keys[i];
        c->depths[j] = old.depths[i];
        c->vals[j] = old.vals[i];
        c->used++;
      }
    free(old.keys);
    free(old.depths);
    free(old.vals);
  }
  size_t i = slot_of(c, v, depth);
  while (c->keys[i])
    i = (i + 1) & (c->cap - 1);
  c->keys[i] = v;
  c->depths[i] = depth;
  c->vals[i] = md;
  c->used++;
}

static void convert(struct conv *c, LLVMValueRef v, unsigned depth, struct dxsig_rs_md *out);

static void convert_node(struct conv *c, LLVMValueRef v, unsigned depth, struct dxsig_rs_md *out) {
  const struct dxsig_rs_md *seen = memo_get(c, v, depth);
  if (seen) {
    *out = *seen;
    return;
  }
  unsigned n = LLVMGetMDNodeNumOperands(v);
  LLVMValueRef *vals = n ? calloc(n, sizeof(*vals)) : NULL;
  struct dxsig_rs_md *ops = dxsig_arena_calloc(c->arena, n, sizeof(*ops));
  if ((n && !vals) || !ops) {
    free(vals);
    c->oom = true;
    out->kind = DXSIG_RS_MD_OTHER;
    return;
  }
  if (n)
    LLVMGetMDNodeOperands(v, vals);
  for (unsigned i = 0; i < n; ++i)
    convert(c, vals[i], depth + 1, &ops[i]);
  free(vals);
  out->kind = DXSIG_RS_MD_NODE;
  out->ops = ops;
  out->op_count = n;
  struct dxsig_rs_md *keep = dxsig_arena_calloc(c->arena, 1, sizeof(*keep));
  if (keep) {
    *keep = *out;
    memo_put(c, v, depth, keep);
  }
}

static const char *copy(struct conv *c, const char *s, size_t len) {
  char *p = dxsig_arena_strndup(c->arena, s ? s : "", s ? len : 0);
  if (!p)
    c->oom = true;
  return p;
}

static void convert(struct conv *c, LLVMValueRef v, unsigned depth, struct dxsig_rs_md *out) {
  memset(out, 0, sizeof(*out));
  if (!v) {
    out->kind = DXSIG_RS_MD_NULL;
  } else if (LLVMIsAConstantInt(v)) {
    out->kind = DXSIG_RS_MD_INT;
    out->bits = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    out->ivalue = LLVMConstIntGetZExtValue(v);
  } else if (LLVMIsAConstantFP(v)) {
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(v));
    LLVMBool loses = 0;
    out->kind = DXSIG_RS_MD_FLOAT;
    out->bits = k == LLVMFloatTypeKind ? 32 : k == LLVMDoubleTypeKind ? 64 : 0;
    out->fvalue = LLVMConstRealGetDouble(v, &loses);
  } else if (LLVMIsAFunction(v)) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(v, &len);
    out->kind = DXSIG_RS_MD_FUNCTION;
    out->str = copy(c, name, len);
    out->len = out->str ? len : 0;
  } else if (LLVMIsAConstantPointerNull(v)) {
    out->kind = DXSIG_RS_MD_NULL;
  } else if (dxsig_glue_is_md(v, LLVMMDStringMetadataKind)) {
    unsigned len = 0;
    const char *s = LLVMGetMDString(v, &len);
    out->kind = DXSIG_RS_MD_STRING;
    out->str = copy(c, s, len);
    out->len = out->str ? len : 0;
  } else if (dxsig_glue_is_node(v) && depth <= MAX_DEPTH) {
    convert_node(c, v, depth, out);
  } else {
    out->kind = DXSIG_RS_MD_OTHER;
  }
}

unsigned dxsig_glue_rootsig_count(LLVMModuleRef mod) {
  return LLVMGetNamedMetadataNumOperands(mod, NAMED);
}

/* The function name of an entry node, or NULL (null function / not one). */
static bool entry_function(LLVMValueRef node, const char **name, size_t *len) {
  *name = NULL;
  *len = 0;
  if (!dxsig_glue_is_node(node) || LLVMGetMDNodeNumOperands(node) < 1)
    return false;
  unsigned n = LLVMGetMDNodeNumOperands(node);
  LLVMValueRef *ops = calloc(n, sizeof(*ops));
  if (!ops)
    return false;
  LLVMGetMDNodeOperands(node, ops);
  bool is_fn = ops[0] && LLVMIsAFunction(ops[0]);
  if (is_fn)
    *name = LLVMGetValueName2(ops[0], len);
  free(ops);
  return is_fn;
}

bool dxsig_glue_rts0(LLVMModuleRef mod, const char *fn, struct dxsig_bytes *out, bool *found,
                     struct dxsig_diag_list *diags) {
  *found = false;
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, NAMED);
  if (n == 0)
    return true;
  LLVMValueRef *entries = calloc(n, sizeof(*entries));
  if (!entries) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  LLVMGetNamedMetadataOperands(mod, NAMED, entries);
  LLVMValueRef pick = NULL;
  if (fn) {
    for (unsigned i = 0; i < n; ++i) {
      const char *name;
      size_t len;
      if (entry_function(entries[i], &name, &len) && len == strlen(fn) &&
          memcmp(name, fn, len) == 0) {
        if (pick) {
          dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ENTRY,
                         "!dx.rootsignatures has more than one root signature for '%s'", fn);
          free(entries);
          return false;
        }
        pick = entries[i];
      }
    }
  } else if (n == 1) {
    pick = entries[0];
  } else {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ENTRY,
                   "!dx.rootsignatures has %u root signatures; choose the entry point", n);
    free(entries);
    return false;
  }
  free(entries);
  if (!pick)
    return true;
  *found = true;

  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct conv c;
  memset(&c, 0, sizeof(c));
  c.arena = &arena;
  struct dxsig_rs_md tree;
  convert(&c, pick, 0, &tree);
  bool ok = !c.oom;
  if (!ok)
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
  struct dxsig_rootsig rs;
  const char *function = NULL;
  ok = ok && dxsig_rootsig_from_md(&tree, &arena, &rs, &function, diags);
  if (ok) {
    size_t size = dxsig_rts0_size(&rs);
    if (size == 0) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SIZE,
                     "the root signature is too large for an RTS0 part");
      ok = false;
    } else {
      uint8_t *bytes = malloc(size);
      /* Metadata flags are all explicit: the dialect of the defaults does
       * not matter. */
      ok = bytes && dxsig_rts0_write(&rs, DXSIG_RS_CLANG, bytes, size);
      if (ok)
        dxsig_bytes_put(out, bytes, size);
      else
        dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      free(bytes);
    }
  }
  free(c.keys);
  free(c.depths);
  free(c.vals);
  dxsig_arena_finish(&arena);
  return ok;
}
