// !dx.entryPoints and !dx.viewIdState as DXC writes them.
//
// Entry record (DXC DxilMDHelper::EmitDxilEntryPointTuple): {function,
// name, signatures, resources, properties}. Signatures
// (EmitDxilSignatures): {inputs, outputs, patch constants}, each list null
// when empty, the whole node null when all three are. Element record
// (EmitSignatureElement): i32 ID, name, i8 component type, i8 semantic kind,
// {i32 semantic indices}, i8 interpolation mode, i32 rows, i8 columns, i32
// start row, i8 start column (-1: none), and the extended properties as
// tag/value i32 pairs or null (DxilExtraPropertyHelper::
// EmitSignatureElementProperties): 0 output stream (when not 0), 2 dynamic
// index mask (when not 0), 3 usage mask, element-relative (when not 0, from
// validator 1.5 on, never in a library). Properties
// (EmitDxilEntryProperties), in DXC's order: shader flags (tag 0, kept from
// an existing record), the shader kind of a library entry (tag 8), node
// tags (kept), the stage's own (compute:
// thread-group size, tag 4, and wave size, tag 11 before shader model 6.8:
// {min}, tag 23 from 6.8: {min, max, preferred}; GS, DS, HS, MS, AS: their
// state record, tags 1, 2, 3, 9, 10; dxsig/entry_record.h has the layouts),
// then every other tag of an existing record as it was; null when there is
// none. The resources operand of an existing record is kept. ViewID state
// (EmitDxilViewIdState, DxilModule::EmitDxilMetadata): !{[N x i32]} for
// everything but libraries and compute shaders, from validator 1.1 on,
// unless every word is 0. A library (DxilModule::EmitDxilMetadata): one
// record {null, "", null, null, null} and then one per entry, sorted by
// function name.
#include "dxil_md.h"
#include "entry_record.h"
#include "lower.h"

#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <cstring>
#include <vector>

using namespace llvm;

namespace {

using namespace dxsig;

enum {
  kStreamTag = 0,
  kDynIndexMaskTag = 2,
  kUsageMaskTag = 3,
};

struct Plan {
  std::vector<MDNode *> entries;
  MDNode *viewId = nullptr;
};

class Writer {
public:
  Writer(LLVMContext &ctx, const dxsig_dxil_md_input &in, bool library)
      : ctx_(ctx), in_(in), library_(library) {}

  MDNode *entry(Function *fn, const dxsig_entry &e, bool library,
               const dxsig_stage_props &props) {
    MDTuple *old = findEntryRecord(*fn->getParent(), *fn);
    Metadata *ops[5] = {ValueAsMetadata::get(fn), MDString::get(ctx_, e.name), signatures(e),
                        old ? old->getOperand(3).get() : nullptr,
                        properties(fn, e, library, props, entryRecordProperties(old))};
    return MDNode::get(ctx_, ops);
  }

  MDNode *libraryHead() {
    Metadata *ops[5] = {nullptr, MDString::get(ctx_, ""), nullptr, nullptr, nullptr};
    return MDNode::get(ctx_, ops);
  }

  MDNode *viewIdState() {
    const uint32_t *w = in_.view_id_state;
    size_t n = in_.view_id_state_words;
    if (!w || std::none_of(w, w + n, [](uint32_t x) { return x != 0; }))
      return nullptr;
    Constant *data = ConstantDataArray::get(ctx_, ArrayRef<uint32_t>(w, n));
    return MDNode::get(ctx_, {ConstantAsMetadata::get(data)});
  }

private:
  LLVMContext &ctx_;
  const dxsig_dxil_md_input &in_;
  bool library_;
  // The small constants and index lists every element record repeats, made
  // once per plan: LLVM would find each again, at a hash lookup (or two)
  // per operand of every record of a library.
  static constexpr uint32_t kCached = 256;
  Metadata *i32s_[kCached] = {};
  Metadata *i8s_[kCached] = {};
  MDNode *oneIndex_[kCached] = {};
  MDNode *noIndex_ = nullptr;

  Metadata *i32(uint32_t v) {
    Metadata **cached = v < kCached ? &i32s_[v] : nullptr;
    if (cached && *cached)
      return *cached;
    Metadata *md = ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(ctx_), v));
    if (cached)
      *cached = md;
    return md;
  }
  Metadata *i8(uint32_t v) {
    Metadata *&cached = i8s_[v & 0xFFu];
    if (!cached)
      cached = ConstantAsMetadata::get(ConstantInt::get(Type::getInt8Ty(ctx_), v & 0xFFu));
    return cached;
  }
  MDNode *indexList(const dxsig_element &el) {
    MDNode **cached = el.index_count == 0                                ? &noIndex_
                      : el.index_count == 1 && el.indices[0] < kCached ? &oneIndex_[el.indices[0]]
                                                                        : nullptr;
    if (cached && *cached)
      return *cached;
    SmallVector<Metadata *, 4> indices;
    for (uint32_t i = 0; i < el.index_count; ++i)
      indices.push_back(i32(el.indices[i]));
    MDNode *md = MDNode::get(ctx_, indices);
    if (cached)
      *cached = md;
    return md;
  }
  Metadata *tuple(std::initializer_list<uint32_t> values) {
    SmallVector<Metadata *, 3> ops;
    for (uint32_t v : values)
      ops.push_back(i32(v));
    return MDNode::get(ctx_, ops);
  }

  // DXC marks the used components only outside libraries
  // (DxilFinalizeModule: MarkUsedSignatureElements unless the target is a
  // library), so a library's elements carry no usage mask.
  bool usageMaskProperty() const {
    return !library_ && dxsig_version_compare(in_.valver_major, in_.valver_minor, 1, 5) >= 0;
  }

  Metadata *element(const dxsig_element &el) {
    bool allocated = dxsig_element_is_allocated(&el);
    uint32_t usage = el.usage_mask & 0xFu;
    if (allocated)
      usage = (usage >> (uint32_t)el.start_col) & 0xFu; // element-relative
    SmallVector<Metadata *, 6> props;
    if (el.stream != 0) {
      props.push_back(i32(kStreamTag));
      props.push_back(i32(el.stream));
    }
    if (el.dyn_index_mask != 0) {
      props.push_back(i32(kDynIndexMaskTag));
      props.push_back(i32(el.dyn_index_mask));
    }
    if (usage != 0 && usageMaskProperty()) {
      props.push_back(i32(kUsageMaskTag));
      props.push_back(i32(usage));
    }
    Metadata *ops[11] = {
        i32(el.id),
        MDString::get(ctx_, StringRef(el.name ? el.name : "", el.name ? el.name_len : 0)),
        i8(el.comp_type),
        i8(el.kind),
        indexList(el),
        i8(el.interp),
        i32(el.rows),
        i8(el.cols),
        i32((uint32_t)(allocated ? el.start_row : -1)),
        i8((uint32_t)(allocated ? el.start_col : -1)),
        props.empty() ? nullptr : MDNode::get(ctx_, props),
    };
    return MDNode::get(ctx_, ops);
  }

  // The elements the record lists (dxsig_signature_record_element_count:
  // all but trailing NotInSig ones).
  Metadata *list(const dxsig_entry &e, enum dxsig_sig_kind kind) {
    const dxsig_signature &sig = e.sigs[kind];
    size_t count = dxsig_signature_record_element_count(&e, kind);
    if (!count)
      return nullptr;
    SmallVector<Metadata *, 16> els;
    for (size_t i = 0; i < count; ++i)
      els.push_back(element(sig.elements[i]));
    return MDNode::get(ctx_, els);
  }

  // Compute and node shaders have no signatures (HLSignatureLower::Run).
  Metadata *signatures(const dxsig_entry &e) {
    if (e.has_stage && (e.stage == DXSIG_STAGE_COMPUTE || e.stage == DXSIG_STAGE_NODE))
      return nullptr;
    Metadata *ops[3] = {list(e, DXSIG_SIG_INPUT), list(e, DXSIG_SIG_OUTPUT),
                        list(e, DXSIG_SIG_PATCH_CONSTANT)};
    if (!ops[0] && !ops[1] && !ops[2])
      return nullptr;
    return MDNode::get(ctx_, ops);
  }

  Metadata *f32(float v) {
    return ConstantAsMetadata::get(ConstantFP::get(Type::getFloatTy(ctx_), v));
  }

  // The properties of an existing record whose tag pick() accepts and
  // dxsig does not write itself, in their order.
  template <typename Pick>
  void keep(SmallVectorImpl<Metadata *> &ops, const MDTuple *old, const dxsig_entry &e,
            bool library, Pick pick) {
    if (!old)
      return;
    enum dxsig_shader_stage stage = e.has_stage ? e.stage : DXSIG_STAGE_LIBRARY;
    for (unsigned i = 0; i + 1 < old->getNumOperands(); i += 2) {
      auto *c = mdconst::extract<ConstantInt>(old->getOperand(i));
      unsigned tag = (unsigned)c->getZExtValue();
      if (pick(tag) && !dxsig_entry_tag_is_computed(tag, stage, library)) {
        ops.push_back(old->getOperand(i).get());
        ops.push_back(old->getOperand(i + 1).get());
      }
    }
  }

  Metadata *properties(Function *fn, const dxsig_entry &e, bool library,
                       const dxsig_stage_props &props, const MDTuple *old) {
    SmallVector<Metadata *, 12> ops;
    keep(ops, old, e, library,
         [](unsigned tag) { return tag == DXSIG_ENTRY_TAG_SHADER_FLAGS; });
    if (library && e.has_stage && e.stage != DXSIG_STAGE_LIBRARY) {
      ops.push_back(i32(DXSIG_ENTRY_TAG_SHADER_KIND));
      ops.push_back(i32((uint32_t)e.stage));
    }
    keep(ops, old, e, library,
         [](unsigned tag) {
           return tag >= DXSIG_ENTRY_TAG_FIRST_NODE && tag <= DXSIG_ENTRY_TAG_LAST_NODE;
         });
    if (e.has_stage)
      stageProperties(ops, fn, e.stage, props);
    keep(ops, old, e, library, [](unsigned tag) {
      return tag != DXSIG_ENTRY_TAG_SHADER_FLAGS &&
             (tag < DXSIG_ENTRY_TAG_FIRST_NODE || tag > DXSIG_ENTRY_TAG_LAST_NODE);
    });
    return ops.empty() ? nullptr : MDNode::get(ctx_, ops);
  }

  // The stage's own properties (DXC EmitDxilEntryProperties and the
  // EmitDxil*State layouts: dxsig_entry_record_write), from the same values
  // as PSV0.
  void stageProperties(SmallVectorImpl<Metadata *> &ops, Function *fn,
                       enum dxsig_shader_stage stage, const dxsig_stage_props &p) {
    dxsig_record_property props[2];
    size_t n = dxsig_entry_record_write(&p, stage, in_.m->target.sm, props);
    for (size_t i = 0; i < n; ++i) {
      SmallVector<Metadata *, DXSIG_RECORD_MAX_OPERANDS> value;
      for (size_t k = 0; k < props[i].count; ++k)
        value.push_back(operand(*fn->getParent(), props[i].ops[k]));
      ops.push_back(i32(props[i].tag));
      ops.push_back(MDNode::get(ctx_, value));
    }
  }

  Metadata *operand(Module &m, const dxsig_record_operand &o) {
    switch (o.kind) {
    case DXSIG_RECORD_F32:
      return f32(o.f32);
    case DXSIG_RECORD_FUNCTION: {
      // The patch-constant function, or null when none is named.
      Function *f = o.function ? m.getFunction(StringRef(o.function, o.function_len)) : nullptr;
      return f ? ValueAsMetadata::get(f) : nullptr;
    }
    case DXSIG_RECORD_THREADS:
      return tuple({o.threads[0], o.threads[1], o.threads[2]});
    default:
      return i32(o.u32);
    }
  }
};

bool isLibrary(const dxsig_module &m) {
  return m.target.env_len == 7 && std::memcmp(m.target.env, "library", 7) == 0;
}

} // namespace

extern "C" bool dxsig_glue_dxil_md_plan(LLVMModuleRef mod, const struct dxsig_dxil_md_input *in,
                                        struct dxsig_dxil_md_plan *plan,
                                        struct dxsig_diag_list *diags) {
  plan->nodes = nullptr;
  Module *module = unwrap(mod);
  bool library = isLibrary(*in->m);
  Writer w(module->getContext(), *in, library);
  auto p = std::make_unique<Plan>();
  std::vector<const dxsig_entry *> entries;
  if (library) {
    for (size_t i = 0; i < in->m->count; ++i)
      entries.push_back(&in->m->entries[i]);
    // By name, then table order (std::sort: libstdc++'s stable_sort uses a
    // buffer API clang 22 deprecates).
    std::sort(entries.begin(), entries.end(), [](const dxsig_entry *a, const dxsig_entry *b) {
      int c = std::strcmp(a->name ? a->name : "", b->name ? b->name : "");
      return c != 0 ? c < 0 : a < b;
    });
    p->entries.push_back(w.libraryHead());
  } else {
    entries.push_back(in->entry);
  }
  for (const dxsig_entry *e : entries) {
    Function *fn = e->name ? module->getFunction(e->name) : nullptr;
    if (!fn) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_ENTRY, "entry '%s': no such function",
                     e->name ? e->name : "");
      return false;
    }
    p->entries.push_back(w.entry(fn, *e, library, in->props[e - in->m->entries]));
  }
  bool compute = in->entry && in->entry->has_stage && in->entry->stage == DXSIG_STAGE_COMPUTE;
  bool valver = (in->valver_major == 0 && in->valver_minor == 0) ||
                dxsig_version_compare(in->valver_major, in->valver_minor, 1, 1) >= 0;
  if (!library && !compute && valver)
    p->viewId = w.viewIdState();
  plan->nodes = p.release();
  return true;
}

namespace {

// Replaces the named node's operands; false when it already held them.
bool replaceNamed(Module &module, StringRef name, ArrayRef<MDNode *> ops) {
  NamedMDNode *old = module.getNamedMetadata(name);
  if (old && old->getNumOperands() == ops.size() &&
      std::equal(ops.begin(), ops.end(), old->op_begin()))
    return false;
  if (!old && ops.empty())
    return false;
  if (old)
    module.eraseNamedMetadata(old);
  if (!ops.empty()) {
    NamedMDNode *named = module.getOrInsertNamedMetadata(name);
    for (MDNode *n : ops)
      named->addOperand(n);
  }
  return true;
}

} // namespace

extern "C" void dxsig_glue_dxil_md_apply(LLVMModuleRef mod, const struct dxsig_dxil_md_plan *plan,
                                         bool *changed) {
  *changed = false;
  auto *p = static_cast<Plan *>(plan->nodes);
  if (!p)
    return;
  Module &module = *unwrap(mod);
  *changed |= replaceNamed(module, "dx.entryPoints", p->entries);
  SmallVector<MDNode *, 1> view;
  if (p->viewId)
    view.push_back(p->viewId);
  *changed |= replaceNamed(module, "dx.viewIdState", view);
}

extern "C" void dxsig_glue_dxil_md_plan_free(struct dxsig_dxil_md_plan *plan) {
  delete static_cast<Plan *>(plan->nodes);
  plan->nodes = nullptr;
}
