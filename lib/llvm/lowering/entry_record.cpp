// An existing !dx.entryPoints record: where it is, and its properties as
// the core's plain data (dxsig/entry_record.h holds their layout) and back
// into metadata.
#include "entry_record.h"

#include <llvm/IR/Constants.h>

#include <algorithm>

using namespace llvm;

namespace dxsig {

MDTuple *findEntryRecord(Module &m, const Function &fn) {
  NamedMDNode *named = m.getNamedMetadata("dx.entryPoints");
  if (!named)
    return nullptr;
  for (MDNode *n : named->operands()) {
    auto *t = dyn_cast<MDTuple>(n);
    if (!t || t->getNumOperands() != 5)
      continue;
    auto *v = dyn_cast_or_null<ValueAsMetadata>(t->getOperand(0).get());
    if (v && v->getValue() == &fn)
      return t;
  }
  return nullptr;
}

namespace {

bool constU32(const Metadata *md, uint32_t &out) {
  auto *c = dyn_cast_or_null<ConstantAsMetadata>(md);
  auto *i = c ? dyn_cast<ConstantInt>(c->getValue()) : nullptr;
  if (!i || i->getBitWidth() > 64 || i->getZExtValue() > UINT32_MAX)
    return false;
  out = (uint32_t)i->getZExtValue();
  return true;
}

// A tuple of n i32 values (n of out).
bool constTuple(const Metadata *md, uint32_t *out, unsigned n, unsigned min_n = 0) {
  auto *t = dyn_cast_or_null<MDTuple>(md);
  if (!t || t->getNumOperands() > n || t->getNumOperands() < (min_n ? min_n : n))
    return false;
  for (unsigned i = 0; i < n; ++i) {
    out[i] = 0;
    if (i < t->getNumOperands() && !constU32(t->getOperand(i).get(), out[i]))
      return false;
  }
  return true;
}

// A state tuple of n operands: i32 values into out[i], except the operands
// of the `special` bit mask (threads tuple, function, float), read apart.
// One operand of a property value as the core's plain data (kind INVALID
// for anything else).
dxsig_record_operand operandOf(const Metadata *md) {
  dxsig_record_operand o = {};
  o.kind = DXSIG_RECORD_INVALID;
  if (!md) {
    o.kind = DXSIG_RECORD_FUNCTION; // null: no function
  } else if (auto *v = dyn_cast<ValueAsMetadata>(md); v && isa<Function>(v->getValue())) {
    o.kind = DXSIG_RECORD_FUNCTION;
    o.function = v->getValue()->getName().data();
    o.function_len = v->getValue()->getName().size();
  } else if (auto *c = dyn_cast<ConstantAsMetadata>(md);
             c && isa<ConstantFP>(c->getValue()) && c->getType()->isFloatTy()) {
    o.kind = DXSIG_RECORD_F32;
    o.f32 = cast<ConstantFP>(c->getValue())->getValueAPF().convertToFloat();
  } else if (constU32(md, o.u32)) {
    o.kind = DXSIG_RECORD_U32;
  } else if (constTuple(md, o.threads, 3)) {
    o.kind = DXSIG_RECORD_THREADS;
  }
  return o;
}

} // namespace

MDTuple *entryRecordProperties(const MDTuple *record) {
  auto *props = record ? dyn_cast_or_null<MDTuple>(record->getOperand(4).get()) : nullptr;
  if (!props || props->getNumOperands() % 2 != 0)
    return nullptr;
  uint32_t tag;
  for (unsigned i = 0; i < props->getNumOperands(); i += 2)
    if (!constU32(props->getOperand(i).get(), tag))
      return nullptr;
  return props;
}

Function *recordPatchConstantFunction(Module &m, const Function &entry) {
  const MDTuple *props = entryRecordProperties(findEntryRecord(m, entry));
  uint32_t tag;
  for (unsigned i = 0; props && i + 1 < props->getNumOperands(); i += 2) {
    auto *state = dyn_cast_or_null<MDTuple>(props->getOperand(i + 1).get());
    if (!constU32(props->getOperand(i).get(), tag) || tag != DXSIG_ENTRY_TAG_HS_STATE || !state ||
        state->getNumOperands() == 0)
      continue;
    auto *fn = dyn_cast_or_null<ValueAsMetadata>(state->getOperand(0).get());
    return fn ? dyn_cast<Function>(fn->getValue()) : nullptr;
  }
  return nullptr;
}

void readEntryState(const MDTuple *props, const dxsig_entry &e, dxsig_stage_props &out,
                    dxsig_diag_list *diags) {
  if (!props || !e.has_stage)
    return;
  for (unsigned i = 0; i + 1 < props->getNumOperands(); i += 2) {
    dxsig_record_property p = {};
    constU32(props->getOperand(i).get(), p.tag);
    if (!dxsig_entry_tag_is_computed(p.tag, e.stage, false))
      continue;
    // A value that is not a tuple, or too long for any layout, reads as one
    // invalid operand: the core says it is malformed.
    auto *value = dyn_cast_or_null<MDTuple>(props->getOperand(i + 1).get());
    if (!value || value->getNumOperands() > DXSIG_RECORD_MAX_OPERANDS) {
      p.count = 1;
      p.ops[0].kind = DXSIG_RECORD_INVALID;
    } else {
      p.count = value->getNumOperands();
      for (unsigned k = 0; k < p.count; ++k)
        p.ops[k] = operandOf(value->getOperand(k).get());
    }
    // After a malformed state the rest of the record is not read.
    if (!dxsig_entry_record_read(&p, &e, &out, diags))
      return;
  }
}

} // namespace dxsig
