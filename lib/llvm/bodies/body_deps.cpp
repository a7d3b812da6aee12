// Dependency records of one entry body, following DXC's ViewID-state
// analysis (DXC ComputeViewIdStateBuilder.cpp, ControlDependence.cpp):
//
//  - an output component depends on what its stored value is computed from
//    and on the control dependence of the store's block;
//  - every instruction that contributes brings its operands (a load's row
//    and vertex operands too, so a dynamic row's dependences reach the
//    loaded value) and the control dependence of its own block: the
//    terminators of the blocks in its post-dominance frontier, whose
//    conditions contribute in turn;
//  - a phi brings its incoming values and, for each constant incoming value,
//    the control dependence of the highest block that can still "define"
//    that constant (DXC CollectPhiCFValuesContributingToOutputRec);
//  - a load from memory brings every store to the objects (alloca, global,
//    parameter) its pointer may come from (DXC CollectReachingDecls,
//    CollectStores);
//  - dx.op.viewID is a source (the ViewID masks); the reads that are
//    sources are DXC's: loadInput, loadOutputControlPoint (hull: the output
//    list, which the core follows to the inputs; domain: the input list) and
//    loadPatchConstant (domain). Other reads (evalCentroid, ...) are not
//    sources in DXC's tables, but their operands still contribute.
//
// Vector lanes. DXC's analysis has no lanes: an instruction contributes all
// of its operands. Before shader model 6.9 DXIL has no vectors (the
// producer scalarizes them), so what DXC computes is what tracking lanes
// through extractelement, insertelement and shufflevector with constant
// lanes, element-wise operations and trivially vectorizable intrinsics
// gives; that is done there (Granularity::Lanes). From 6.9 on DXIL keeps
// native vectors and DXC's validator recomputes the tables over them:
// a vector value is then one node, all of whose operands count
// (Granularity::Values), unless the caller asks for lanes anyway. A vector
// wider than kMaxLanes is one node either way (a superset of its lanes).
//
// Where we go beyond DXC (which runs after inlining):
//  - helper functions are analysed in place rather than inlined: a call's
//    value depends on its callee's returned values, a parameter on the
//    argument of every call site, and everything in a helper on the control
//    dependence of every call site. With one call site per helper this is
//    exactly what inlining gives; with several it is their union
//    (conservative);
//  - memory whose object cannot be named (a pointer from an integer, a call,
//    a load) is any memory: such a load depends on every store, such a
//    store feeds every object.
//
// The work is one graph built on demand from the outputs: a node per value
// (per lane of a tracked vector, plus one for all its lanes), per set of
// blocks that decide whether a block runs (blocks with the same control
// dependence share it), per function (its call sites' control dependence)
// and per memory object. Tarjan's strongly connected components give every
// node the union of the source bits it reaches, each node and edge once:
// linear in the instructions reached (times the bit-set width), loops
// included. Each written output component ORs what it reaches into one
// accumulator; the records are read off the accumulators at the end.
#include "body_deps.h"
#include "body_glue.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/Analysis/PostDominators.h>
#include <llvm/Analysis/VectorUtils.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Operator.h>

#include <algorithm>
#include <map>
#include <memory>
#include <numeric>
#include <tuple>

using namespace llvm;

namespace dxsig {
namespace {

constexpr unsigned kNone = ~0u;
// Lanes tracked apart at most per value: signature accesses have at most
// four; wider vectors (SM 6.9 long vectors) are one node, so the graph stays
// linear in the module whatever their width.
constexpr unsigned kMaxLanes = 64;

// DXIL opcodes of the reads that DXC's tables count (DXC DxilConstants.h).
enum : uint64_t { kOpLoadInput = 4, kOpLoadOutputControlPoint = 103, kOpLoadPatchConstant = 104 };

unsigned lanesOf(Type *t) {
  if (auto *v = dyn_cast<FixedVectorType>(t))
    return v->getNumElements() ? v->getNumElements() : 1;
  return 1;
}

// A value's lanes as a node: a return has the lanes of what it returns.
unsigned nodeLanes(const Value *v) {
  if (auto *ret = dyn_cast<ReturnInst>(v))
    return ret->getReturnValue() ? lanesOf(ret->getReturnValue()->getType()) : 1;
  return lanesOf(v->getType());
}

// The DXIL opcode of a dx.op call, or kNone for any other form.
uint64_t dxOpcode(const CallBase &call) {
  const Function *f = call.getCalledFunction();
  if (!f || !f->getName().starts_with("dx.op.") || call.arg_size() == 0)
    return kNone;
  auto *c = dyn_cast<ConstantInt>(call.getArgOperand(0));
  return c ? c->getZExtValue() : kNone;
}

// The list a read names as a source of DXC's tables, if it is one.
bool sourceList(const AccessSite &site, enum dxsig_shader_stage stage,
                enum dxsig_sig_kind *list) {
  uint64_t op = dxOpcode(*site.call);
  switch (site.access.op) {
  case DXSIG_ACCESS_LOAD_INPUT:
    *list = DXSIG_SIG_INPUT;
    return op == kNone || op == kOpLoadInput;
  case DXSIG_ACCESS_LOAD_PATCH_CONSTANT:
    *list = DXSIG_SIG_PATCH_CONSTANT;
    return stage == DXSIG_STAGE_DOMAIN && (op == kNone || op == kOpLoadPatchConstant);
  case DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT:
    *list = stage == DXSIG_STAGE_HULL ? DXSIG_SIG_OUTPUT : DXSIG_SIG_INPUT;
    return (stage == DXSIG_STAGE_HULL || stage == DXSIG_STAGE_DOMAIN) &&
           (op == kNone || op == kOpLoadOutputControlPoint);
  default:
    return false;
  }
}

// The list an output store writes, if the site is one.
bool outputList(const AccessSite &site, enum dxsig_sig_kind *list) {
  switch (site.access.op) {
  case DXSIG_ACCESS_STORE_OUTPUT:
  case DXSIG_ACCESS_STORE_VERTEX_OUTPUT:
    *list = DXSIG_SIG_OUTPUT;
    return true;
  case DXSIG_ACCESS_STORE_PATCH_CONSTANT:
  case DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT:
    *list = DXSIG_SIG_PATCH_CONSTANT;
    return true;
  default:
    return false;
  }
}

using RefKey = std::tuple<int, uint32_t, bool, uint32_t, uint32_t>;

RefKey keyOf(const dxsig_component_ref &r) {
  return RefKey((int)r.list, r.id, r.row_dynamic, r.row_dynamic ? 0 : r.row, r.col);
}

enum class Kind : uint8_t {
  Value,    // a value, or one lane of a tracked vector
  AllLanes, // every lane of a tracked vector
  Ctrl,     // a set of blocks whose branches decide whether a block runs
  DomCtrl,
  CallCtx,
  Decl,
  UnknownStores,
  AllStores
};

struct Node {
  Kind kind;
  unsigned lane;
  const void *ptr;
};

// The blocks a block is control dependent on; blocks with the same ones
// share one set (a tail reached from many branches has one).
struct ControlSet {
  const Function *function;
  SmallVector<BasicBlock *, 4> blocks;
  SmallPtrSet<const BasicBlock *, 4> members;
};

// Per function: control dependence (post-dominance frontiers, DXC
// ControlDependence::Compute) and, for phis, the dominator tree.
struct FunctionFacts {
  DenseMap<const BasicBlock *, const ControlSet *> cd; // absent: none
  std::vector<std::unique_ptr<ControlSet>> sets;       // sets[0]: the empty one
  std::unique_ptr<DominatorTree> dt;
  SmallVector<CallBase *, 2> callSites; // calls to it from the body
  SmallVector<ReturnInst *, 2> returns;
  const ControlSet *controlOf(const BasicBlock *bb) const {
    auto it = cd.find(bb);
    return it == cd.end() ? sets[0].get() : it->second;
  }
};

class Builder {
public:
  Builder(const EntryBody &body, enum dxsig_shader_stage stage, bool lanes)
      : body_(body), stage_(stage), lanes_(lanes) {}
  void run(std::vector<dxsig_dependency> &out);

private:
  const EntryBody &body_;
  enum dxsig_shader_stage stage_;
  bool lanes_;

  // Sources: one bit per distinct input component, one for SV_ViewID.
  std::vector<dxsig_component_ref> sources_;
  unsigned viewIdBit_ = kNone;
  unsigned words_ = 1;
  DenseMap<const CallBase *, SmallVector<unsigned, 4>> sourceBits_; // per lane
  DenseSet<const CallBase *> viewIdCalls_;

  DenseMap<const Function *, std::unique_ptr<FunctionFacts>> facts_;
  struct PhiControl {
    SmallVector<BasicBlock *, 2> blocks;    // their control dependence
    SmallVector<BasicBlock *, 2> dominated; // that of all their dominators
  };
  DenseMap<const PHINode *, PhiControl> phiCtrl_;
  DenseMap<const Value *, SmallVector<Value *, 2>> declsOf_; // nullptr: any memory
  DenseMap<const Value *, SmallVector<Instruction *, 4>> storesOf_;
  std::vector<Instruction *> storeLike_;

  // The graph, built as Tarjan's walk reaches it.
  std::vector<Node> nodes_;
  DenseMap<const Value *, unsigned> valueBase_; // first lane's node
  DenseMap<const void *, unsigned> allLanes_, ctrl_, domCtrl_, callCtx_, decl_;
  unsigned unknownStores_ = kNone, allStores_ = kNone;
  std::vector<unsigned> edgeBegin_, edgeEnd_, edges_;
  std::vector<uint64_t> bits_;
  std::vector<unsigned> index_, low_, stack_;
  std::vector<bool> onStack_;
  unsigned nextIndex_ = 0;

  void collectSources();
  FunctionFacts *factsOf(const Function *f) {
    auto it = facts_.find(f);
    return it == facts_.end() ? nullptr : it->second.get();
  }
  void computeControlDependence(Function &f, FunctionFacts &ff);
  const PhiControl &phiControl(const PHINode &phi);
  const SmallVector<Value *, 2> &declsOf(Value *ptr);
  void collectDecls(Value *start, SmallPtrSetImpl<Value *> &seen, SmallVectorImpl<Value *> &out,
                    SmallVectorImpl<Value *> &chain);
  const SmallVector<Instruction *, 4> &storesOf(Value *decl);
  void collectStores(Value *start, SmallPtrSetImpl<Value *> &seen,
                     SmallVectorImpl<Instruction *> &out);
  bool isStoreLike(const Instruction &i) const;
  bool inBody(const Function *f) const { return f && facts_.count(f); }

  // The lanes a value's nodes keep apart: 1 (the value is one node) unless
  // lanes are tracked and it is a vector of at most kMaxLanes.
  unsigned tracked(const Value *v) const {
    unsigned lanes = nodeLanes(v);
    return lanes_ && lanes <= kMaxLanes ? lanes : 1;
  }
  unsigned newNode(Kind kind, const void *ptr, unsigned lane);
  unsigned valueNode(const Value *v, unsigned lane);
  unsigned allLanesNode(const Value *v);
  // One node per key and kind, made on first use.
  unsigned keyedNode(DenseMap<const void *, unsigned> &memo, const void *key, Kind kind);
  unsigned ctrlNode(const BasicBlock *bb) {
    return keyedNode(ctrl_, factsOf(bb->getParent())->controlOf(bb), Kind::Ctrl);
  }
  unsigned domCtrlNode(const BasicBlock *bb) { return keyedNode(domCtrl_, bb, Kind::DomCtrl); }
  unsigned callCtxNode(const Function *f) { return keyedNode(callCtx_, f, Kind::CallCtx); }
  unsigned declNode(const Value *decl) { return keyedNode(decl_, decl, Kind::Decl); }
  unsigned specialNode(unsigned &slot, Kind kind);

  void edge(unsigned to) {
    if (to != kNone)
      edges_.push_back(to);
  }
  void operandLane(const Value *op, unsigned lane, unsigned lanes);
  void operandAll(const Value *op) { edge(allLanesNode(op)); }
  void memoryOf(Value *ptr);
  void expand(unsigned n);
  void expandValue(const Instruction &inst, unsigned lane, unsigned n);
  void expandWhole(const Instruction &inst, unsigned n);
  bool expandShared(const Instruction &inst, bool whole, unsigned lane, unsigned n);
  void setBit(unsigned n, unsigned bit) { bits_[(size_t)n * words_ + bit / 64] |= 1ull << (bit % 64); }
  void orInto(unsigned to, unsigned from) {
    for (unsigned w = 0; w < words_; ++w)
      bits_[(size_t)to * words_ + w] |= bits_[(size_t)from * words_ + w];
  }
  void solve(unsigned root);
};

void Builder::collectSources() {
  std::map<RefKey, unsigned> seen;
  for (const AccessSite &site : body_.sites) {
    dxsig_component_ref ref = {};
    if (!site.call || !sourceList(site, stage_, &ref.list))
      continue;
    ref.id = site.access.id;
    ref.row_dynamic = site.access.row_dynamic;
    ref.row = site.access.row_dynamic ? 0 : site.access.row;
    // An array access's rows are sites of one call: its sources in row order.
    SmallVector<unsigned, 4> &lanes = sourceBits_[site.call];
    for (uint32_t l = 0; l < site.access.width && l < 64; ++l) {
      ref.col = site.access.col + l;
      auto ins = seen.emplace(keyOf(ref), (unsigned)sources_.size());
      if (ins.second)
        sources_.push_back(ref);
      lanes.push_back(ins.first->second);
    }
  }
  for (llvm::CallBase *call : body_.view_id_calls)
    viewIdCalls_.insert(call);
  if (!viewIdCalls_.empty())
    viewIdBit_ = (unsigned)sources_.size();
  unsigned count = (unsigned)sources_.size() + (viewIdCalls_.empty() ? 0 : 1);
  words_ = count ? (count + 63) / 64 : 1;
}

// Post-dominance frontiers, bottom-up over the post-dominator tree: x is
// control dependent on a predecessor y whose immediate post-dominator is
// not x, and on what its post-dominator-tree children depend on unless x
// post-dominates that immediately (Allen and Kennedy, fig. 7.9, as DXC).
// The blocks x immediately post-dominates are its children in the tree, so
// x takes its only child's set as it is when x adds nothing to it and no
// child of x is in it: a chain of blocks after many branches holds one set.
void Builder::computeControlDependence(Function &f, FunctionFacts &ff) {
  PostDominatorTree pdt(f);
  auto newSet = [&]() {
    ff.sets.push_back(std::make_unique<ControlSet>());
    ff.sets.back()->function = &f;
    return ff.sets.back().get();
  };
  newSet(); // the empty set
  for (DomTreeNode *node : post_order(pdt.getRootNode())) {
    BasicBlock *x = node->getBlock();
    if (!x)
      continue;
    auto isChild = [&](const BasicBlock *y) {
      DomTreeNode *n = pdt.getNode(y);
      return n && n->getIDom() == node;
    };
    SmallVector<BasicBlock *, 4> local;
    for (BasicBlock *y : predecessors(x))
      if (pdt.getNode(y) && !isChild(y))
        local.push_back(y);
    const ControlSet *only = nullptr;
    bool several = false;
    for (DomTreeNode *child : node->children()) {
      const ControlSet *s = ff.controlOf(child->getBlock());
      if (s->blocks.empty() || s == only)
        continue;
      several |= only != nullptr;
      only = s;
    }
    if (!several) {
      bool same = true;
      for (BasicBlock *y : local)
        same = same && only && only->members.count(y);
      for (DomTreeNode *child : node->children())
        same = same && !(only && only->members.count(child->getBlock()));
      if (same) {
        if (only)
          ff.cd[x] = only;
        continue;
      }
    }
    ControlSet *set = newSet();
    auto add = [&](BasicBlock *y) {
      if (set->members.insert(y).second)
        set->blocks.push_back(y);
    };
    for (BasicBlock *y : local)
      add(y);
    for (DomTreeNode *child : node->children())
      for (BasicBlock *y : ff.controlOf(child->getBlock())->blocks)
        if (!isChild(y))
          add(y);
    ff.cd[x] = set;
  }
}

// DXC's "highest legal definition point" of each constant incoming value:
// the dominator-tree ancestors of its incoming block that no other value
// leaves through; the phi depends on that point's control dependence.
// DXC walks the dominator tree up to the function's entry for each
// constant, which is quadratic on long chains of diamonds; past a budget of
// steps per phi we take the control dependence of every dominator of the
// incoming block instead (a superset: the point is one of them), which the
// graph shares between phis (Kind::DomCtrl).
const Builder::PhiControl &Builder::phiControl(const PHINode &phi) {
  auto found = phiCtrl_.find(&phi);
  if (found != phiCtrl_.end())
    return found->second;
  PhiControl result;
  const Function *f = phi.getFunction();
  FunctionFacts *ff = factsOf(f);
  bool anyConstant = false;
  for (const Value *v : phi.incoming_values())
    anyConstant |= isa<Constant>(v);
  if (ff && anyConstant) {
    if (!ff->dt)
      ff->dt = std::make_unique<DominatorTree>(const_cast<Function &>(*f));
    DominatorTree &dt = *ff->dt;
    unsigned budget = 16 + 8 * phi.getNumIncomingValues();
    DenseMap<DomTreeNode *, const Value *> marks;
    for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i)
      if (DomTreeNode *n = dt.getNode(phi.getIncomingBlock(i)))
        marks.try_emplace(n, phi.getIncomingValue(i));
    for (unsigned i = 0; i < phi.getNumIncomingValues() && budget; ++i) {
      const Value *v = phi.getIncomingValue(i);
      const BasicBlock *def = &f->getEntryBlock();
      if (auto *inst = dyn_cast<Instruction>(v))
        def = inst->getParent();
      const BasicBlock *bb = phi.getIncomingBlock(i);
      DomTreeNode *n = bb == def ? nullptr : dt.getNode(bb);
      for (n = n ? n->getIDom() : nullptr; n && budget; n = n->getIDom(), --budget) {
        auto ins = marks.try_emplace(n, v);
        if (!ins.second) {
          const Value *old = ins.first->second;
          if (old != v && old && (!isa<Constant>(old) || !isa<Constant>(v)))
            ins.first->second = nullptr;
          break;
        }
        if (n->getBlock() == def)
          break;
      }
    }
    SmallPtrSet<BasicBlock *, 4> added;
    for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
      const Value *v = phi.getIncomingValue(i);
      if (!isa<Constant>(v))
        continue;
      if (!budget) {
        if (added.insert(phi.getIncomingBlock(i)).second)
          result.dominated.push_back(phi.getIncomingBlock(i));
        continue;
      }
      DomTreeNode *n = dt.getNode(phi.getIncomingBlock(i));
      DomTreeNode *top = n;
      for (; n; n = n->getIDom()) {
        auto it = marks.find(n);
        if (it == marks.end() || it->second != v)
          break;
        top = n;
      }
      if (!top)
        continue;
      for (BasicBlock *b : ff->controlOf(top->getBlock())->blocks)
        if (added.insert(b).second)
          result.blocks.push_back(b);
    }
  }
  return phiCtrl_[&phi] = std::move(result);
}

// The objects a pointer may point into (DXC CollectReachingDecls): allocas,
// globals, parameters of the entry; a helper's parameter stands for the
// arguments of its call sites. nullptr: memory we cannot name.
const SmallVector<Value *, 2> &Builder::declsOf(Value *ptr) {
  auto found = declsOf_.find(ptr);
  if (found != declsOf_.end())
    return found->second;
  SmallPtrSet<Value *, 8> seen;
  SmallVector<Value *, 2> out;
  SmallVector<Value *, 8> chain;
  collectDecls(ptr, seen, out, chain);
  // The values on the unbranched start of the walk point where ptr does:
  // remembering them keeps a long address chain linear, whatever the order
  // of the loads along it.
  for (Value *v : chain)
    declsOf_.try_emplace(v, out);
  return declsOf_[ptr] = std::move(out);
}

void Builder::collectDecls(Value *start, SmallPtrSetImpl<Value *> &seen,
                           SmallVectorImpl<Value *> &out, SmallVectorImpl<Value *> &chain) {
  auto add = [&](Value *d) {
    if (std::find(out.begin(), out.end(), d) == out.end())
      out.push_back(d);
  };
  SmallVector<Value *, 8> work{start}; // a worklist: address chains may be long
  bool linear = true;
  while (!work.empty()) {
    Value *v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    linear = linear && work.empty();
    if (linear && v != start)
      chain.push_back(v);
    auto cached = declsOf_.find(v);
    if (cached != declsOf_.end()) {
      for (Value *d : cached->second)
        add(d);
      continue;
    }
    if (isa<GlobalVariable>(v) || isa<AllocaInst>(v)) {
      add(v);
    } else if (auto *gep = dyn_cast<GEPOperator>(v)) {
      work.push_back(gep->getPointerOperand());
    } else if (auto *op = dyn_cast<Operator>(v);
               op && (op->getOpcode() == Instruction::BitCast ||
                      op->getOpcode() == Instruction::AddrSpaceCast)) {
      work.push_back(op->getOperand(0));
    } else if (auto *phi = dyn_cast<PHINode>(v)) {
      for (Value *in : phi->incoming_values())
        work.push_back(in);
    } else if (auto *sel = dyn_cast<SelectInst>(v)) {
      work.push_back(sel->getTrueValue());
      work.push_back(sel->getFalseValue());
    } else if (auto *arg = dyn_cast<Argument>(v)) {
      FunctionFacts *ff = factsOf(arg->getParent());
      if (!ff || ff->callSites.empty()) {
        add(v);
      } else {
        for (CallBase *call : ff->callSites)
          if (arg->getArgNo() < call->arg_size())
            work.push_back(call->getArgOperand(arg->getArgNo()));
      }
    } else if (auto *call = dyn_cast<CallBase>(v); call && !inBody(call->getCalledFunction())) {
      add(v); // memory a call hands out (DXC: the mesh payload) is an object
    } else if (isa<ConstantPointerNull>(v) || isa<UndefValue>(v)) {
      // Points nowhere.
    } else {
      add(nullptr);
    }
  }
}

// A call that may write memory through a pointer argument, to a function
// whose body we do not see (llvm.memcpy, ...). Lifetime markers and the
// dx intrinsics write no memory we track.
bool Builder::isStoreLike(const Instruction &i) const {
  if (isa<StoreInst>(i) || isa<AtomicRMWInst>(i) || isa<AtomicCmpXchgInst>(i))
    return true;
  auto *call = dyn_cast<CallBase>(&i);
  if (!call || call->onlyReadsMemory() || inBody(call->getCalledFunction()) ||
      call->isLifetimeStartOrEnd())
    return false;
  if (const Function *f = call->getCalledFunction()) {
    StringRef name = f->getName();
    if (name.starts_with("dx.op.") || name.starts_with("llvm.dx.") ||
        name.starts_with("llvm.lifetime.") || name.starts_with("llvm.dbg."))
      return false;
  }
  for (const Value *arg : call->args())
    if (arg->getType()->isPointerTy())
      return true;
  return false;
}

// The instructions that may write an object (DXC CollectStores): every
// store-like user reached through address computations, into helpers
// through their parameters.
const SmallVector<Instruction *, 4> &Builder::storesOf(Value *decl) {
  auto found = storesOf_.find(decl);
  if (found != storesOf_.end())
    return found->second;
  SmallPtrSet<Value *, 16> seen;
  SmallVector<Instruction *, 4> out;
  collectStores(decl, seen, out);
  return storesOf_[decl] = std::move(out);
}

void Builder::collectStores(Value *start, SmallPtrSetImpl<Value *> &seen,
                            SmallVectorImpl<Instruction *> &out) {
  SmallVector<Value *, 8> work{start};
  while (!work.empty()) {
    Value *v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (User *u : v->users()) {
      auto *inst = dyn_cast<Instruction>(u);
      if (inst && !inBody(inst->getFunction()))
        continue;
      if (isa<LoadInst>(u))
        continue;
      if (inst && isStoreLike(*inst)) {
        if (seen.insert(inst).second)
          out.push_back(inst);
        continue;
      }
      if (auto *call = dyn_cast<CallBase>(u)) {
        Function *callee = call->getCalledFunction();
        if (inBody(callee))
          for (unsigned a = 0; a < call->arg_size() && a < callee->arg_size(); ++a)
            if (call->getArgOperand(a) == v)
              work.push_back(callee->getArg(a));
      }
      work.push_back(u);
    }
  }
}

unsigned Builder::newNode(Kind kind, const void *ptr, unsigned lane) {
  unsigned n = (unsigned)nodes_.size();
  nodes_.push_back({kind, lane, ptr});
  edgeBegin_.push_back(0);
  edgeEnd_.push_back(0);
  index_.push_back(kNone);
  low_.push_back(0);
  onStack_.push_back(false);
  bits_.resize(bits_.size() + words_, 0);
  return n;
}

unsigned Builder::valueNode(const Value *v, unsigned lane) {
  if (auto *inst = dyn_cast<Instruction>(v)) {
    if (!inBody(inst->getFunction()))
      return kNone;
  } else if (auto *arg = dyn_cast<Argument>(v)) {
    if (!inBody(arg->getParent()))
      return kNone;
  } else {
    return kNone; // constants, globals, blocks, metadata: nothing to add
  }
  unsigned lanes = tracked(v);
  auto ins = valueBase_.try_emplace(v, (unsigned)nodes_.size());
  if (ins.second)
    for (unsigned l = 0; l < lanes; ++l)
      newNode(Kind::Value, v, l);
  return ins.first->second + (lane < lanes ? lane : 0);
}

// Every lane of v: its one node, or a node over its tracked lanes (so a use
// of a whole vector is one edge, not one per lane).
unsigned Builder::allLanesNode(const Value *v) {
  if (tracked(v) == 1)
    return valueNode(v, 0);
  if (valueNode(v, 0) == kNone)
    return kNone;
  return keyedNode(allLanes_, v, Kind::AllLanes);
}

unsigned Builder::keyedNode(DenseMap<const void *, unsigned> &memo, const void *key,
                           Kind kind) {
  auto ins = memo.try_emplace(key, 0);
  if (ins.second)
    ins.first->second = newNode(kind, key, 0);
  return ins.first->second;
}

unsigned Builder::specialNode(unsigned &slot, Kind kind) {
  if (slot == kNone)
    slot = newNode(kind, nullptr, 0);
  return slot;
}

// op's lane for a result of `lanes` lanes: the same lane of an operand as
// wide, the scalar of a scalar operand, every lane otherwise.
void Builder::operandLane(const Value *op, unsigned lane, unsigned lanes) {
  unsigned opLanes = lanesOf(op->getType());
  if (opLanes == lanes)
    edge(valueNode(op, lane));
  else if (opLanes == 1)
    edge(valueNode(op, 0));
  else
    operandAll(op);
}

void Builder::memoryOf(Value *ptr) {
  for (Value *d : declsOf(ptr))
    edge(d ? declNode(d) : specialNode(allStores_, Kind::AllStores));
}

// What every node of an instruction has, whatever its lanes: the source
// bits, its block's control dependence, and the operands that are not a
// matter of lanes (a phi's control, memory, a helper's returns). Returns
// true when that is all there is to the instruction.
bool Builder::expandShared(const Instruction &inst, bool whole, unsigned lane, unsigned n) {
  if (auto *call = dyn_cast<CallBase>(&inst)) {
    auto src = sourceBits_.find(call);
    if (src != sourceBits_.end() && !src->second.empty()) {
      // whole, or an array access's aggregate (one lane, every row): every bit
      if (whole || src->second.size() != nodeLanes(&inst))
        for (unsigned bit : src->second)
          setBit(n, bit);
      else
        setBit(n, src->second[lane < src->second.size() ? lane : 0]);
    }
    if (viewIdBit_ != kNone && viewIdCalls_.count(call))
      setBit(n, viewIdBit_);
  }
  edge(ctrlNode(inst.getParent()));

  if (auto *phi = dyn_cast<PHINode>(&inst)) {
    const PhiControl &pc = phiControl(*phi);
    for (BasicBlock *b : pc.blocks)
      edge(valueNode(b->getTerminator(), 0));
    for (BasicBlock *b : pc.dominated)
      edge(domCtrlNode(b));
    return false;
  }
  if (auto *load = dyn_cast<LoadInst>(&inst)) {
    operandAll(load->getPointerOperand());
    memoryOf(const_cast<Value *>(load->getPointerOperand()));
    return true;
  }
  if (isa<AtomicRMWInst>(inst) || isa<AtomicCmpXchgInst>(inst)) {
    for (const Value *op : inst.operands())
      operandAll(op);
    memoryOf(const_cast<Value *>(inst.getOperand(0)));
    return true;
  }
  if (auto *call = dyn_cast<CallBase>(&inst)) {
    if (FunctionFacts *ff = factsOf(call->getCalledFunction())) {
      // A helper's value: what it returns (its parameters lead back to the
      // arguments of its call sites).
      for (ReturnInst *r : ff->returns)
        edge(whole ? allLanesNode(r) : valueNode(r, lane));
      return true;
    }
    for (const Value *arg : call->args())
      if (arg->getType()->isPointerTy() && !call->doesNotAccessMemory())
        memoryOf(const_cast<Value *>(arg));
    if (!call->getCalledFunction())
      operandAll(call->getCalledOperand());
  }
  return false;
}

// A node for every lane of the instruction: all of its operands count, as
// in DXC's analysis.
void Builder::expandWhole(const Instruction &inst, unsigned n) {
  if (expandShared(inst, true, 0, n))
    return;
  if (auto *call = dyn_cast<CallBase>(&inst)) {
    for (const Value *arg : call->args())
      operandAll(arg);
    return;
  }
  for (const Value *op : inst.operands())
    operandAll(op);
}

// One lane of the instruction (lane 0 of a scalar).
void Builder::expandValue(const Instruction &inst, unsigned lane, unsigned n) {
  unsigned lanes = nodeLanes(&inst);
  if (lanes > 1 && tracked(&inst) == 1)
    return expandWhole(inst, n);
  if (expandShared(inst, false, lane, n))
    return;

  if (auto *phi = dyn_cast<PHINode>(&inst)) {
    for (const Value *in : phi->incoming_values())
      operandLane(in, lane, lanes);
    return;
  }
  if (auto *ee = dyn_cast<ExtractElementInst>(&inst)) {
    auto *idx = dyn_cast<ConstantInt>(ee->getIndexOperand());
    const Value *vec = ee->getVectorOperand();
    if (idx && idx->getZExtValue() < lanesOf(vec->getType())) {
      edge(valueNode(vec, (unsigned)idx->getZExtValue()));
    } else {
      operandAll(vec);
      operandAll(ee->getIndexOperand());
    }
    return;
  }
  if (auto *ie = dyn_cast<InsertElementInst>(&inst)) {
    auto *idx = dyn_cast<ConstantInt>(ie->getOperand(2));
    if (idx && idx->getZExtValue() < lanes) {
      if (idx->getZExtValue() == lane)
        operandAll(ie->getOperand(1));
      else
        edge(valueNode(ie->getOperand(0), lane));
    } else {
      edge(valueNode(ie->getOperand(0), lane));
      operandAll(ie->getOperand(1));
      operandAll(ie->getOperand(2));
    }
    return;
  }
  if (auto *sv = dyn_cast<ShuffleVectorInst>(&inst)) {
    int m = sv->getMaskValue(lane);
    unsigned left = lanesOf(sv->getOperand(0)->getType());
    if (m >= 0)
      edge((unsigned)m < left ? valueNode(sv->getOperand(0), (unsigned)m)
                              : valueNode(sv->getOperand(1), (unsigned)m - left));
    return;
  }
  if (auto *ret = dyn_cast<ReturnInst>(&inst)) {
    if (ret->getReturnValue())
      operandLane(ret->getReturnValue(), lane, lanes);
    return;
  }
  if (auto *call = dyn_cast<CallBase>(&inst)) {
    auto *intr = dyn_cast<IntrinsicInst>(call);
    bool lanewise = intr && lanes > 1 && isTriviallyVectorizable(intr->getIntrinsicID());
    for (const Value *arg : call->args()) {
      if (lanewise)
        operandLane(arg, lane, lanes);
      else
        operandAll(arg);
    }
    return;
  }
  bool lanewise = isa<BinaryOperator>(inst) || isa<UnaryOperator>(inst) || isa<CmpInst>(inst) ||
                  isa<SelectInst>(inst) || isa<CastInst>(inst) || isa<FreezeInst>(inst);
  for (const Value *op : inst.operands()) {
    if (lanewise)
      operandLane(op, lane, lanes);
    else
      operandAll(op);
  }
}

// Successors of node n, in edges_[edgeBegin_[n], edgeEnd_[n]).
void Builder::expand(unsigned n) {
  edgeBegin_[n] = (unsigned)edges_.size();
  Node node = nodes_[n];
  switch (node.kind) {
  case Kind::Value:
    if (auto *inst = dyn_cast<Instruction>(static_cast<const Value *>(node.ptr))) {
      expandValue(*inst, node.lane, n);
    } else if (auto *arg = dyn_cast<Argument>(static_cast<const Value *>(node.ptr))) {
      if (FunctionFacts *ff = factsOf(arg->getParent())) {
        bool whole = lanesOf(arg->getType()) > 1 && tracked(arg) == 1;
        for (CallBase *call : ff->callSites)
          if (arg->getArgNo() < call->arg_size()) {
            const Value *op = call->getArgOperand(arg->getArgNo());
            if (whole)
              operandAll(op);
            else
              operandLane(op, node.lane, lanesOf(arg->getType()));
          }
      }
    }
    break;
  case Kind::AllLanes: {
    auto *v = static_cast<const Value *>(node.ptr);
    for (unsigned l = 0, lanes = tracked(v); l < lanes; ++l)
      edge(valueNode(v, l));
    break;
  }
  case Kind::Ctrl: {
    // The branches that decide whether the set's blocks run, and the call
    // sites of their function.
    auto *set = static_cast<const ControlSet *>(node.ptr);
    for (BasicBlock *b : set->blocks)
      edge(valueNode(b->getTerminator(), 0));
    if (!factsOf(set->function)->callSites.empty())
      edge(callCtxNode(set->function));
    break;
  }
  case Kind::DomCtrl: {
    // The control dependence of bb and of each of its dominators.
    auto *bb = static_cast<const BasicBlock *>(node.ptr);
    FunctionFacts *ff = factsOf(bb->getParent());
    edge(ctrlNode(bb));
    DomTreeNode *n = ff->dt ? ff->dt->getNode(const_cast<BasicBlock *>(bb)) : nullptr;
    if (n && n->getIDom())
      edge(domCtrlNode(n->getIDom()->getBlock()));
    break;
  }
  case Kind::CallCtx:
    for (CallBase *call : factsOf(static_cast<const Function *>(node.ptr))->callSites)
      edge(ctrlNode(call->getParent()));
    break;
  case Kind::Decl:
    for (Instruction *store : storesOf(const_cast<Value *>(static_cast<const Value *>(node.ptr))))
      operandAll(store);
    edge(specialNode(unknownStores_, Kind::UnknownStores));
    break;
  case Kind::UnknownStores:
    for (Instruction *store : storeLike_) {
      bool unknown = false;
      for (const Value *op : store->operands())
        if (op->getType()->isPointerTy())
          for (Value *d : declsOf(const_cast<Value *>(op)))
            unknown |= d == nullptr;
      if (unknown)
        operandAll(store);
    }
    break;
  case Kind::AllStores:
    for (Instruction *store : storeLike_)
      operandAll(store);
    break;
  }
  edgeEnd_[n] = (unsigned)edges_.size();
}

// Tarjan's strongly connected components from root, iteratively; each
// component gets the union of its members' bits and of what they reach.
void Builder::solve(unsigned root) {
  if (root == kNone || index_[root] != kNone)
    return;
  struct Frame {
    unsigned node, next;
  };
  std::vector<Frame> frames;
  auto enter = [&](unsigned n) {
    index_[n] = low_[n] = nextIndex_++;
    stack_.push_back(n);
    onStack_[n] = true;
    expand(n);
    frames.push_back({n, edgeBegin_[n]});
  };
  enter(root);
  while (!frames.empty()) {
    Frame &f = frames.back();
    unsigned v = f.node;
    if (f.next < edgeEnd_[v]) {
      unsigned w = edges_[f.next++];
      if (index_[w] == kNone)
        enter(w); // f may dangle from here on
      else if (onStack_[w])
        low_[v] = std::min(low_[v], index_[w]);
      else
        orInto(v, w);
      continue;
    }
    frames.pop_back();
    if (low_[v] == index_[v]) {
      size_t first = stack_.size();
      do
        --first;
      while (stack_[first] != v);
      for (size_t i = first + 1; i < stack_.size(); ++i)
        orInto(v, stack_[i]);
      for (size_t i = first; i < stack_.size(); ++i) {
        onStack_[stack_[i]] = false;
        if (stack_[i] != v)
          for (unsigned w = 0; w < words_; ++w)
            bits_[(size_t)stack_[i] * words_ + w] = bits_[(size_t)v * words_ + w];
      }
      stack_.resize(first);
    }
    if (!frames.empty()) {
      unsigned p = frames.back().node;
      if (onStack_[v])
        low_[p] = std::min(low_[p], low_[v]);
      else
        orInto(p, v);
    }
  }
}

void Builder::run(std::vector<dxsig_dependency> &out) {
  collectSources();
  for (llvm::Function *f : body_.functions)
    if (f && !f->isDeclaration())
      facts_.try_emplace(f, std::make_unique<FunctionFacts>());
  for (auto &entry : facts_) {
    Function &f = const_cast<Function &>(*entry.first);
    FunctionFacts &ff = *entry.second;
    computeControlDependence(f, ff);
    for (BasicBlock &bb : f)
      for (Instruction &i : bb) {
        if (auto *r = dyn_cast<ReturnInst>(&i))
          ff.returns.push_back(r);
        if (auto *call = dyn_cast<CallBase>(&i))
          if (FunctionFacts *callee = factsOf(call->getCalledFunction()))
            callee->callSites.push_back(call);
        if (isStoreLike(i))
          storeLike_.push_back(&i);
      }
  }

  // One accumulator of source bits per written output component, in the
  // order of their references.
  std::map<RefKey, std::pair<dxsig_component_ref, size_t>> outputs;
  std::vector<uint64_t> acc;
  for (const AccessSite &site : body_.sites) {
    dxsig_component_ref ref = {};
    if (!site.call || !outputList(site, &ref.list) || !inBody(site.call->getFunction()) ||
        site.value_operand < 0 || (unsigned)site.value_operand >= site.call->arg_size())
      continue;
    ref.id = site.access.id;
    ref.row_dynamic = site.access.row_dynamic;
    ref.row = site.access.row_dynamic ? 0 : site.access.row;
    const Value *value = site.call->getArgOperand((unsigned)site.value_operand);
    unsigned ctrl = ctrlNode(site.call->getParent());
    solve(ctrl);
    bool perLane = lanesOf(value->getType()) == site.access.width && tracked(value) > 1;
    unsigned whole = perLane ? kNone : allLanesNode(value);
    solve(whole);
    for (uint32_t c = 0; c < site.access.width && c < 64; ++c) {
      ref.col = site.access.col + c;
      auto ins = outputs.try_emplace(keyOf(ref), ref, acc.size());
      if (ins.second)
        acc.resize(acc.size() + words_, 0);
      uint64_t *to = &acc[ins.first->second.second];
      unsigned n = perLane ? valueNode(value, c) : whole;
      solve(n);
      for (unsigned w = 0; w < words_; ++w)
        to[w] |= bits_[(size_t)ctrl * words_ + w] | (n == kNone ? 0 : bits_[(size_t)n * words_ + w]);
    }
  }
  // The records, by output, then input (SV_ViewID last).
  std::vector<unsigned> order(sources_.size());
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(),
            [&](unsigned a, unsigned b) { return keyOf(sources_[a]) < keyOf(sources_[b]); });
  for (const auto &o : outputs) {
    const uint64_t *bits = &acc[o.second.second];
    dxsig_dependency dep = {};
    dep.output = o.second.first;
    for (unsigned b : order)
      if (bits[b / 64] >> (b % 64) & 1) {
        dep.input = sources_[b];
        out.push_back(dep);
      }
    if (viewIdBit_ != kNone && (bits[viewIdBit_ / 64] >> (viewIdBit_ % 64) & 1)) {
      dep.from_view_id = true;
      dep.input = dxsig_component_ref{};
      out.push_back(dep);
    }
  }
}

} // namespace

void computeBodyDependencies(const EntryBody &body, enum dxsig_shader_stage stage, bool lanes,
                             std::vector<dxsig_dependency> &out) {
  Builder(body, stage, lanes).run(out);
}

} // namespace dxsig

extern "C" bool dxsig_glue_view_id_state(const struct dxsig_glue_bodies *bodies, size_t index,
                                         const struct dxsig_entry *entry, bool code_known,
                                         bool lanes, struct dxsig_view_id_state *state,
                                         bool *uses_view_id, struct dxsig_diag_list *diags) {
  state->words = nullptr;
  state->count = 0;
  *uses_view_id = false;
  if (!code_known || !entry->has_stage)
    return true;
  // Code the reader kept no record of makes no access and reads no
  // SV_ViewID: the counts alone.
  const dxsig_body *body = bodies ? dxsig_glue_body(bodies, index) : nullptr;
  const dxsig::EntryBody *code = bodies ? dxsig::glueEntryBody(bodies, index) : nullptr;
  std::vector<dxsig_dependency> deps;
  if (code)
    dxsig::computeBodyDependencies(*code, entry->stage, lanes, deps);
  dxsig_body with = body ? *body : dxsig_body{};
  with.dependencies = deps.data();
  with.dependency_count = deps.size();
  *uses_view_id = with.uses_view_id;
  return dxsig_body_view_id_state(entry, &with, state, diags);
}
