// Packed model -> module (and the dxsig-pack pass that writes it). Only
// StartRow, StartCol, UsageMask and DynIndexMask (from the bodies), and a
// name and kind -Gec renamed, change
// (their positions: enum dxsig_element_operand). Uniqued element and list
// nodes may be shared by other entries, so nothing is mutated in place:
// changed elements and their lists are new nodes, and only the triple's
// list operand is replaced.
// Everything is decided first; the module is written only when every list
// was understood. C++ for the same reason as md_read.cpp: LLVM-C would hand
// the nodes out folded.
#include "glue.h"

#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

#include <vector>

using namespace llvm;

namespace {


struct Replacement {
  unsigned triple;  // operand of the table: the triple node itself may be
                    // re-uniqued by an earlier replacement
  unsigned operand;
  MDNode *list;
};

// The new register operands of a module's elements are small numbers of
// two types (i32, i8): each made once per write rather than found again in
// LLVM's tables for every element.
class SmallInts {
public:
  // The operand with value in type's type, or nullptr for another value.
  Metadata *get(IntegerType *type, int64_t value) {
    if (value < kLow || value >= kHigh)
      return nullptr;
    size_t slot = type->getBitWidth() == 32 ? 0 : type->getBitWidth() == 8 ? 1 : 2;
    if (slot == 2)
      return nullptr;
    Metadata *&md = cache_[slot][value - kLow];
    if (!md)
      md = ConstantAsMetadata::get(ConstantInt::getSigned(type, value));
    return md;
  }

private:
  static constexpr int64_t kLow = -1, kHigh = 255;
  Metadata *cache_[2][kHigh - kLow] = {};
};

// The integer operand old with value, in old's type (old itself when equal);
// nullptr when old is not an integer constant (the reader said so).
Metadata *int_like(const MDOperand &old, int64_t value, SmallInts &ints, bool *changed) {
  auto *c = dyn_cast_or_null<ConstantAsMetadata>(old.get());
  auto *ci = c ? dyn_cast<ConstantInt>(c->getValue()) : nullptr;
  if (!ci || !ci->getType()->isIntegerTy() || ci->getBitWidth() > 64)
    return nullptr;
  if (ci->getSExtValue() == value)
    return c;
  *changed = true;
  auto *type = cast<IntegerType>(ci->getType());
  if (Metadata *md = ints.get(type, value))
    return md;
  return ConstantAsMetadata::get(ConstantInt::getSigned(type, value));
}

// The element node for el, or the old node when nothing changed; nullptr
// when the node does not have the expected shape.
MDNode *element_md(LLVMContext &ctx, const MDOperand &op, const dxsig_element &el,
                   SmallInts &ints, bool *changed) {
  auto *node = dyn_cast_or_null<MDTuple>(op.get());
  if (!node || node->getNumOperands() != DXSIG_ELEMENT_OP_COUNT)
    return nullptr;
  const MDOperand *ops = node->op_begin();
  Metadata *row = int_like(ops[DXSIG_ELEMENT_OP_START_ROW], el.start_row, ints, changed);
  Metadata *col = int_like(ops[DXSIG_ELEMENT_OP_START_COL], el.start_col, ints, changed);
  Metadata *mask = int_like(ops[DXSIG_ELEMENT_OP_USAGE_MASK], el.usage_mask, ints, changed);
  Metadata *dyn = int_like(ops[DXSIG_ELEMENT_OP_DYN_INDEX_MASK], el.dyn_index_mask, ints, changed);
  if (!row || !col || !mask || !dyn)
    return nullptr;
  // -Gec renames a DX9 name, and its kind with it (dxsig_model_remap_dx9).
  Metadata *name_md = ops[DXSIG_ELEMENT_OP_NAME].get();
  Metadata *kind = ops[DXSIG_ELEMENT_OP_KIND].get();
  auto *old_name = dyn_cast_or_null<MDString>(name_md);
  StringRef name(el.name, el.name_len);
  if (old_name && old_name->getString() != name) {
    name_md = MDString::get(ctx, name);
    kind = int_like(ops[DXSIG_ELEMENT_OP_KIND], el.kind, ints, changed);
    *changed = true;
    if (!kind)
      return nullptr;
  }
  if (!*changed)
    return node;
  SmallVector<Metadata *, DXSIG_ELEMENT_OP_COUNT> copy(node->op_begin(), node->op_end());
  copy[DXSIG_ELEMENT_OP_NAME] = name_md;
  copy[DXSIG_ELEMENT_OP_KIND] = kind;
  copy[DXSIG_ELEMENT_OP_START_ROW] = row;
  copy[DXSIG_ELEMENT_OP_START_COL] = col;
  copy[DXSIG_ELEMENT_OP_USAGE_MASK] = mask;
  copy[DXSIG_ELEMENT_OP_DYN_INDEX_MASK] = dyn;
  return MDTuple::get(ctx, copy);
}

// Plans the replacement of one list of one entry.
bool plan_list(LLVMContext &ctx, const NamedMDNode &table, unsigned index, unsigned operand,
               const dxsig_signature &sig, SmallInts &ints, std::vector<Replacement> &reps) {
  auto *triple = dyn_cast<MDTuple>(table.getOperand(index));
  if (!triple || operand >= triple->getNumOperands())
    return false;
  auto *list = dyn_cast_or_null<MDTuple>(triple->getOperand(operand).get());
  if (!list || list->getNumOperands() != sig.count)
    return false;
  SmallVector<Metadata *, 32> els;
  bool any = false;
  for (unsigned i = 0; i < list->getNumOperands(); ++i) {
    bool changed = false;
    MDNode *el = element_md(ctx, list->getOperand(i), sig.elements[i], ints, &changed);
    if (!el)
      return false;
    els.push_back(el);
    any |= changed;
  }
  if (any)
    reps.push_back({index, operand, MDTuple::get(ctx, els)});
  return true;
}

} // namespace

extern "C" bool dxsig_glue_write_back(LLVMModuleRef mod, const struct dxsig_module *m,
                                      struct dxsig_diag_list *diags, bool *changed) {
  *changed = false;
  Module *module = unwrap(mod);
  NamedMDNode *table = module->getNamedMetadata("dx.semantic.signatures");
  unsigned n = table ? table->getNumOperands() : 0;
  std::vector<Replacement> reps;
  SmallInts ints;
  bool ok = true;
  for (size_t i = 0; ok && i < m->count; ++i) {
    const dxsig_entry &e = m->entries[i];
    if (e.no_triple) // no lists, nothing to write
      continue;
    ok = e.table_index < n;
    for (unsigned k = 0; ok && k < DXSIG_SIG_KIND_COUNT; ++k)
      if (e.sigs[k].present && e.sigs[k].count)
        ok = plan_list(module->getContext(), *table, static_cast<unsigned>(e.table_index), 1 + k,
                       e.sigs[k], ints, reps);
  }
  if (!ok) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_WRITE_BACK,
                   "cannot write the packed signatures back: dx.semantic.signatures "
                   "changed shape");
    return false;
  }
  for (const Replacement &r : reps)
    table->getOperand(r.triple)->replaceOperandWith(r.operand, r.list);
  *changed = !reps.empty();
  return true;
}

extern "C" bool dxsig_pass_pack(LLVMModuleRef mod, struct dxsig_model *model,
                                enum dxsig_packing_mode mode, struct dxsig_diag_list *diags,
                                bool *changed) {
  *changed = false;
  if (!dxsig_model_check(model, diags))
    return false;
  struct dxsig_pack_request req = {mode, true, false};
  if (!dxsig_model_pack(model, nullptr, &req, nullptr, diags) ||
      !dxsig_glue_write_back(mod, &model->m, diags, changed))
    return false;
  // The module now says what the model says: the passes after this one
  // use the model (and the bodies read with it) rather than read again.
  dxsig_model_written_back(model);
  return true;
}
