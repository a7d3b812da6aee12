// The geometry-shader streams a store is emitted on (body_access.h,
// assignEmitStreams): on every path after the store, the first emitStream
// or emitThenCutStream, followed through calls (an emit in a callee counts
// where the call is) and through returns (a path that leaves a helper goes
// on after each of its calls). DXC writes an output element's value on
// the stream of the emit that follows the store (DxilSignatureElement
// GetOutputStream); which emit follows is a property of the paths, not of
// the function that holds the store.
//
// Two fixed points over the entry's functions, each a union of at most 33
// bits per point (so both end):
//   - bottom-up, a summary per function: the streams of the first emits on
//     the paths from its start, and the bit PASSES when a path reaches a
//     return without emitting;
//   - top-down, what follows each function's returns: the union, over its
//     calls, of what follows the call (PASSES there: what follows the
//     caller's returns).
#include "body_access.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>

#include <vector>

using namespace llvm;

namespace dxsig {

namespace {

// Stream bits 0-31; PASSES: the path leaves the function without an emit.
using Streams = uint64_t;
constexpr Streams PASSES = Streams(1) << 32;

// What matters of a block, in order: emits, calls of the entry's functions
// and the accesses whose streams are wanted.
struct Event {
  enum Kind { Emit, Call, Access } kind;
  CallBase *call;
  uint32_t stream;        // Emit: its stream bit
  Function *callee;       // Call
};

struct FunctionFlow {
  Function *f = nullptr;
  DenseMap<BasicBlock *, std::vector<Event>> events;
  DenseMap<BasicBlock *, Streams> at_start;
  DenseMap<CallBase *, Streams> after; // what follows each Call and Access
};

class StreamFlow {
public:
  explicit StreamFlow(const EntryBody &body) {
    flows_.resize(body.functions.size());
    for (size_t i = 0; i < flows_.size(); ++i) {
      flows_[i].f = body.functions[i];
      index_[flows_[i].f] = i;
    }
    for (FunctionFlow &ff : flows_)
      collect(ff);
    summaries_.assign(flows_.size(), 0);
    exits_.assign(flows_.size(), 0);
  }

  void run() {
    for (bool changed = true; changed;) { // bottom-up summaries
      changed = false;
      for (size_t i = 0; i < flows_.size(); ++i) {
        Streams s = solve(flows_[i]);
        changed |= s != summaries_[i];
        summaries_[i] = s;
      }
    }
    for (FunctionFlow &ff : flows_)
      record_after(ff);
    for (bool changed = true; changed;) { // top-down exits
      changed = false;
      std::vector<Streams> next(flows_.size(), 0);
      for (size_t i = 0; i < flows_.size(); ++i)
        for (auto &[bb, events] : flows_[i].events)
          for (const Event &e : events)
            if (e.kind == Event::Call)
              next[index_.lookup(e.callee)] |= resolve(i, flows_[i].after.lookup(e.call));
      for (size_t i = 0; i < flows_.size(); ++i) {
        changed |= next[i] != exits_[i];
        exits_[i] = next[i];
      }
    }
  }

  // The streams after the access `call` in function f.
  uint32_t streams_after(Function *f, CallBase *call) const {
    auto it = index_.find(f);
    if (it == index_.end())
      return 0;
    return static_cast<uint32_t>(resolve(it->second, flows_[it->second].after.lookup(call)));
  }

private:
  std::vector<FunctionFlow> flows_;
  DenseMap<Function *, size_t> index_;
  std::vector<Streams> summaries_, exits_;

  void collect(FunctionFlow &ff) {
    for (BasicBlock &bb : *ff.f) {
      std::vector<Event> &events = ff.events[&bb];
      for (Instruction &inst : bb) {
        auto *call = dyn_cast<CallBase>(&inst);
        if (!call)
          continue;
        switch (classifyBodyCall(*call, nullptr)) {
        case BodyCallKind::EmitStream:
          events.push_back({Event::Emit, call, emitStreamOf(*call), nullptr});
          break;
        case BodyCallKind::Access:
          events.push_back({Event::Access, call, 0, nullptr});
          break;
        case BodyCallKind::None:
          if (Function *callee = call->getCalledFunction(); callee && index_.count(callee))
            events.push_back({Event::Call, call, 0, callee});
          break;
        default:
          break;
        }
      }
    }
  }

  // PASSES after a return resolved to what follows the function's returns.
  Streams resolve(size_t i, Streams s) const {
    return (s & ~PASSES) | ((s & PASSES) ? exits_[i] : 0);
  }

  // Through a call of callee: its first emits, and what follows when a path
  // through it emits nothing.
  Streams through_call(Function *callee, Streams next) const {
    Streams s = summaries_[index_.lookup(callee)];
    return (s & ~PASSES) | ((s & PASSES) ? next : 0);
  }

  Streams after_block(FunctionFlow &ff, BasicBlock &bb) {
    Instruction *term = bb.getTerminator();
    if (!term || isa<ReturnInst>(term))
      return PASSES;
    Streams m = 0;
    for (BasicBlock *succ : successors(term))
      m |= ff.at_start.lookup(succ);
    return m;
  }

  // Backward through bb's events from `next`; with record, what follows
  // each call and access is kept.
  Streams through_block(FunctionFlow &ff, BasicBlock &bb, bool record) {
    Streams next = after_block(ff, bb);
    std::vector<Event> &events = ff.events[&bb];
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
      if (record && it->kind != Event::Emit)
        ff.after[it->call] = next;
      if (it->kind == Event::Emit)
        next = it->stream;
      else if (it->kind == Event::Call)
        next = through_call(it->callee, next);
    }
    return next;
  }

  // The function's flow under the current summaries: a worklist over its
  // blocks; returns what its entry block starts with.
  Streams solve(FunctionFlow &ff) {
    std::vector<BasicBlock *> work;
    for (BasicBlock &bb : *ff.f)
      work.push_back(&bb);
    while (!work.empty()) {
      BasicBlock *bb = work.back();
      work.pop_back();
      Streams m = through_block(ff, *bb, false);
      Streams &old = ff.at_start[bb];
      if ((m | old) == old)
        continue;
      old |= m;
      for (BasicBlock *pred : predecessors(bb))
        work.push_back(pred);
    }
    return ff.f->empty() ? 0 : ff.at_start.lookup(&ff.f->getEntryBlock());
  }

  void record_after(FunctionFlow &ff) {
    for (BasicBlock &bb : *ff.f)
      through_block(ff, bb, true);
  }
};

bool is_store(dxsig_access_op op) {
  return op == DXSIG_ACCESS_STORE_OUTPUT || op == DXSIG_ACCESS_STORE_PATCH_CONSTANT ||
         op == DXSIG_ACCESS_STORE_VERTEX_OUTPUT || op == DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT;
}

} // namespace

void assignEmitStreams(EntryBody &body) {
  if (body.emit_calls.empty())
    return;
  StreamFlow flow(body);
  flow.run();
  for (AccessSite &s : body.sites)
    if (is_store(s.access.op))
      s.access.emit_streams = flow.streams_after(s.call->getFunction(), s.call);
}

} // namespace dxsig
