/* Packed model -> module. Only StartRow (op 8), StartCol (op 9) and
 * UsageMask (op 10) change. Uniqued element and list nodes may be shared by
 * other entries, so nothing is mutated in place: changed elements and their
 * lists are new nodes, and only the triple's list operand is replaced.
 * Everything is decided first; the module is written only when every list
 * was understood. */
#include "glue.h"

#include <stdlib.h>

enum { OP_START_ROW = 8, OP_START_COL = 9, OP_USAGE_MASK = 10, ELEMENT_OPS = 13 };

struct replacement {
  LLVMValueRef triple;
  unsigned operand;
  LLVMMetadataRef list;
};

/* Direct-mapped memos of pure LLVM-C lookups that every element repeats:
 * operand value -> its metadata, (type, value) -> integer constant. */
#define MEMO_SIZE 256u
struct memos {
  LLVMValueRef operand[MEMO_SIZE];
  LLVMMetadataRef operand_md[MEMO_SIZE];
  LLVMTypeRef int_type[MEMO_SIZE];
  long long int_value[MEMO_SIZE];
  LLVMValueRef int_const[MEMO_SIZE];
};

struct writer {
  LLVMContextRef ctx;
  struct replacement *reps;
  size_t count;
  struct memos *memo; /* NULL: no memo (allocation failed) */
};

static size_t memo_slot(const void *p, long long salt) {
  return ((size_t)(dxsig_glue_pointer_hash(p) >> 40) ^ (size_t)salt * 37u) & (MEMO_SIZE - 1);
}

static LLVMMetadataRef operand_md(struct writer *w, LLVMValueRef v) {
  if (!w->memo)
    return dxsig_glue_operand_md(w->ctx, v);
  size_t i = memo_slot(v, 0);
  if (!v || w->memo->operand[i] != v) {
    w->memo->operand[i] = v;
    w->memo->operand_md[i] = dxsig_glue_operand_md(w->ctx, v);
  }
  return w->memo->operand_md[i];
}

/* Operands of a tuple node (see dxsig_glue_node_ops), or NULL with *n = 0
 * when node is not a node or memory ran out. */
static LLVMValueRef *node_ops(LLVMValueRef node, unsigned *n, LLVMValueRef *buf) {
  *n = 0;
  return dxsig_glue_is_node(node) ? dxsig_glue_node_ops(node, n, buf) : NULL;
}

/* The constant for value with the old operand's type; NULL when the old
 * operand is not an integer constant (the reader would have said so). */
static LLVMValueRef int_like(struct writer *w, LLVMValueRef old, long long value) {
  if (!old || !LLVMIsAConstantInt(old))
    return NULL;
  LLVMTypeRef type = LLVMTypeOf(old);
  if (!w->memo)
    return LLVMConstInt(type, (unsigned long long)value, 1);
  size_t i = memo_slot(type, value);
  if (w->memo->int_type[i] != type || w->memo->int_value[i] != value ||
      !w->memo->int_const[i]) {
    w->memo->int_type[i] = type;
    w->memo->int_value[i] = value;
    w->memo->int_const[i] = LLVMConstInt(type, (unsigned long long)value, 1);
  }
  return w->memo->int_const[i];
}

/* The element node for el, or the old node when nothing changed.
 * Returns false when the node does not have the expected shape. */
static bool element_md(struct writer *w, LLVMValueRef node, const struct dxsig_element *el,
                       LLVMMetadataRef *out, bool *changed) {
  unsigned n = 0;
  LLVMValueRef buf[DXSIG_GLUE_INLINE_OPS];
  LLVMValueRef *ops = node_ops(node, &n, buf);
  if (!ops || n != ELEMENT_OPS) {
    dxsig_glue_release_ops(ops, buf);
    return false;
  }
  LLVMValueRef row = int_like(w, ops[OP_START_ROW], el->start_row);
  LLVMValueRef col = int_like(w, ops[OP_START_COL], el->start_col);
  LLVMValueRef mask = int_like(w, ops[OP_USAGE_MASK], (long long)el->usage_mask);
  if (!row || !col || !mask) {
    dxsig_glue_release_ops(ops, buf);
    return false;
  }
  /* Constants are uniqued: same pointer, same type and value. */
  *changed = row != ops[OP_START_ROW] || col != ops[OP_START_COL] || mask != ops[OP_USAGE_MASK];
  if (!*changed) {
    *out = dxsig_glue_operand_md(w->ctx, node);
    return true;
  }
  ops[OP_START_ROW] = row;
  ops[OP_START_COL] = col;
  ops[OP_USAGE_MASK] = mask;
  LLVMMetadataRef mds[ELEMENT_OPS];
  for (unsigned i = 0; i < ELEMENT_OPS; ++i)
    mds[i] = operand_md(w, ops[i]);
  *out = LLVMMDNodeInContext2(w->ctx, mds, ELEMENT_OPS);
  return true;
}

/* Plans the replacement of one list of one entry. */
static bool plan_list(struct writer *w, LLVMValueRef triple, unsigned operand,
                      const struct dxsig_signature *sig) {
  /* Only a real tuple can have an operand replaced. */
  if (!dxsig_glue_is_md(triple, LLVMMDTupleMetadataKind))
    return false;
  unsigned tn = 0;
  LLVMValueRef tbuf[DXSIG_GLUE_INLINE_OPS];
  LLVMValueRef *tops = node_ops(triple, &tn, tbuf);
  if (!tops || operand >= tn) {
    dxsig_glue_release_ops(tops, tbuf);
    return false;
  }
  LLVMValueRef list = tops[operand];
  dxsig_glue_release_ops(tops, tbuf);
  unsigned n = 0;
  LLVMValueRef ebuf[DXSIG_GLUE_INLINE_OPS];
  LLVMValueRef *els = node_ops(list, &n, ebuf);
  if (!els || n != sig->count) {
    dxsig_glue_release_ops(els, ebuf);
    return false;
  }
  LLVMMetadataRef *mds = calloc(n ? n : 1, sizeof(*mds));
  bool ok = mds != NULL, any = false;
  for (unsigned i = 0; ok && i < n; ++i) {
    bool changed = false;
    ok = element_md(w, els[i], &sig->elements[i], &mds[i], &changed);
    any |= changed;
  }
  dxsig_glue_release_ops(els, ebuf);
  if (ok && any)
    w->reps[w->count++] =
        (struct replacement){triple, operand, LLVMMDNodeInContext2(w->ctx, mds, n)};
  free(mds);
  return ok;
}

bool dxsig_glue_write_back(LLVMModuleRef mod, const struct dxsig_module *m,
                           struct dxsig_diag_list *diags, bool *changed) {
  static const char name[] = "dx.semantic.signatures";
  *changed = false;
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, name);
  LLVMValueRef *triples = calloc(n ? n : 1, sizeof(*triples));
  struct writer w = {LLVMGetModuleContext(mod), NULL, 0, calloc(1, sizeof(struct memos))};
  if (m->count)
    w.reps = calloc(m->count * DXSIG_SIG_KIND_COUNT, sizeof(*w.reps));
  bool ok = triples && (w.reps || !m->count);
  if (ok && n)
    LLVMGetNamedMetadataOperands(mod, name, triples);

  for (size_t i = 0; ok && i < m->count; ++i) {
    const struct dxsig_entry *e = &m->entries[i];
    ok = e->table_index < n;
    for (unsigned k = 0; ok && k < DXSIG_SIG_KIND_COUNT; ++k)
      if (e->sigs[k].present && e->sigs[k].count)
        ok = plan_list(&w, triples[e->table_index], 1 + k, &e->sigs[k]);
  }
  if (ok) {
    for (size_t i = 0; i < w.count; ++i)
      LLVMReplaceMDNodeOperandWith(w.reps[i].triple, w.reps[i].operand, w.reps[i].list);
    *changed = w.count > 0;
  } else {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_WRITE_BACK,
                   "cannot write the packed signatures back: dx.semantic.signatures "
                   "changed shape or memory ran out");
  }
  free(triples);
  free(w.reps);
  free(w.memo);
  return ok;
}
