// Named metadata -> neutral tree (see md_read.h). Every operand gets the kind
// it has; judging it is the core's business.
#include "md_read.h"
#include "md_slots.h"

#include <llvm/ADT/APFloat.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

#include <new>
#include <utility>

using namespace llvm;

struct dxsig_glue_md_reader {
  const Module *module;
  dxsig_arena *arena;
  // (node, levels left below it) -> its tree: uniqued nodes are shared by
  // many parents, and a table reusing one list everywhere must not cost
  // lists x elements conversions. Keyed by levels too, since a node met
  // deeper is cut deeper.
  DenseMap<std::pair<const MDNode *, unsigned>, const dxsig_md *> memo;
  dxsig::PrintedSlots slots;
  bool oom = false;

  dxsig_glue_md_reader(const Module *m, dxsig_arena *a)
      : module(m), arena(a), slots(m) {}
};

using Reader = dxsig_glue_md_reader;

static int32_t slot_of(Reader &r, const MDNode *node) { return r.slots.slot(node); }

static void set_text(const char **str, size_t *len, StringRef s) {
  *str = s.data() ? s.data() : "";
  *len = s.data() ? s.size() : 0;
}

// Strings point into the LLVM context: they live as long as the module.
static void convert_value(const Value *v, dxsig_md *out) {
  if (auto *ci = dyn_cast<ConstantInt>(v); ci && ci->getType()->isIntegerTy()) {
    const APInt &x = ci->getValue();
    out->kind = DXSIG_MD_INT;
    out->bits = x.getBitWidth();
    out->value = x.getBitWidth() > 64 ? x.trunc(64).getZExtValue() : x.getZExtValue();
  } else if (auto *cf = dyn_cast<ConstantFP>(v); cf && cf->getType()->isFloatingPointTy()) {
    APFloat x = cf->getValueAPF();
    bool loses = false;
    x.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &loses);
    out->kind = DXSIG_MD_FLOAT;
    out->bits = cf->getType()->getPrimitiveSizeInBits().getFixedValue();
    out->real = x.convertToDouble();
  } else if (auto *fn = dyn_cast<Function>(v)) {
    out->kind = DXSIG_MD_FUNCTION;
    set_text(&out->str, &out->len, fn->getName());
    out->is_declaration = fn->isDeclaration();
    Attribute stage = fn->getFnAttribute("hlsl.shader");
    if (stage.isStringAttribute())
      set_text(&out->shader_attr, &out->shader_attr_len, stage.getValueAsString());
  } else if (isa<ConstantPointerNull>(v)) {
    out->kind = DXSIG_MD_NULL_POINTER;
  } else {
    out->kind = DXSIG_MD_OTHER;
  }
}

static void convert(Reader &r, const Metadata *md, unsigned levels, dxsig_md *out);

static void convert_node(Reader &r, const MDTuple *node, unsigned levels, dxsig_md *out) {
  auto key = std::make_pair(static_cast<const MDNode *>(node), levels);
  if (auto seen = r.memo.find(key); seen != r.memo.end()) {
    *out = *seen->second;
    return;
  }
  unsigned n = node->getNumOperands();
  auto *ops = static_cast<dxsig_md *>(dxsig_arena_calloc(r.arena, n, sizeof(dxsig_md)));
  // The memo keeps a copy: out may live inside a parent's operand array.
  auto *keep = static_cast<dxsig_md *>(dxsig_arena_calloc(r.arena, 1, sizeof(dxsig_md)));
  if (!ops || !keep) {
    r.oom = true;
    out->kind = DXSIG_MD_OTHER;
    return;
  }
  for (unsigned i = 0; i < n; ++i)
    convert(r, node->getOperand(i), levels, &ops[i]);
  out->kind = DXSIG_MD_NODE;
  out->ops = ops;
  out->op_count = n;
  out->slot = slot_of(r, node);
  *keep = *out;
  r.memo[key] = keep;
}

// md as an operand of a node below which `levels` levels of nodes are read.
static void convert(Reader &r, const Metadata *md, unsigned levels, dxsig_md *out) {
  *out = dxsig_md{};
  out->slot = -1;
  if (!md) {
    out->kind = DXSIG_MD_NULL;
  } else if (auto *s = dyn_cast<MDString>(md)) {
    out->kind = DXSIG_MD_STRING;
    set_text(&out->str, &out->len, s->getString());
  } else if (auto *c = dyn_cast<ConstantAsMetadata>(md)) {
    convert_value(c->getValue(), out);
  } else if (auto *t = dyn_cast<MDTuple>(md); t && levels > 0) {
    convert_node(r, t, levels - 1, out);
  } else {
    out->kind = DXSIG_MD_OTHER;
  }
}

extern "C" {

dxsig_glue_md_reader *dxsig_glue_md_reader_new(LLVMModuleRef mod, dxsig_arena *arena) {
  return new (std::nothrow) dxsig_glue_md_reader(unwrap(mod), arena);
}

void dxsig_glue_md_reader_free(dxsig_glue_md_reader *r) { delete r; }

bool dxsig_glue_md_read(dxsig_glue_md_reader *r, const char *name, unsigned index,
                        unsigned node_levels, dxsig_md *out) {
  const NamedMDNode *named = r->module->getNamedMetadata(name);
  if (!named || index >= named->getNumOperands()) {
    *out = dxsig_md{};
    out->kind = DXSIG_MD_NULL;
    out->slot = -1;
    return true;
  }
  r->oom = false;
  convert(*r, named->getOperand(index), node_levels, out);
  return !r->oom;
}

void dxsig_glue_md_forget(dxsig_glue_md_reader *r) { r->memo.clear(); }

} // extern "C"
