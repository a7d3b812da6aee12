// The geometry-shader streams a store is emitted on (body_access.h,
// assignEmitStreams): on every path after the store, the first emitStream
// or emitThenCutStream, followed through calls (an emit in a callee counts
// where the call is) and through returns (a path that leaves a helper goes
// on after each of its calls). DXC writes an output element's value on
// the stream of the emit that follows the store (DxilSignatureElement
// GetOutputStream); which emit follows is a property of the paths, not of
// the function that holds the store.
//
// Two passes over the entry's call graph, each a union of at most 33 bits
// per point:
//   - bottom-up, callees first, a summary per function: the streams of the
//     first emits on the paths from its start, and the bit PASSES when a
//     path reaches a return without emitting;
//   - top-down, callers first, what follows each function's returns: the
//     union, over its calls, of what follows the call (PASSES there: what
//     follows the caller's returns).
// The functions are visited by strongly connected components of the call
// graph (Tarjan's order: callees first), so each is solved once; only the
// functions of a recursive cycle are solved again until their summaries
// stop growing. Everything is a flat array by function, block and event
// number, built in one walk over the instructions: the reader's sites and
// emit calls come in that same order, so a call is matched to them by
// position, not classified again.
#include "body_access.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>
#include <vector>

using namespace llvm;

namespace dxsig {
namespace {

// Stream bits 0-31; PASSES: the path leaves the function without an emit.
using Streams = uint64_t;
constexpr Streams PASSES = Streams(1) << 32;
constexpr uint32_t NONE = UINT32_MAX;

// What matters of a block, in order: emits, calls of the entry's functions
// and the stores whose streams are wanted.
struct Event {
  enum Kind : uint8_t { Emit, Call, Store } kind;
  uint32_t arg;          // Emit: its stream bit; Call: the callee's function number
  uint32_t site = NONE;  // Store (or a call the reader kept as a site): its first site
  Streams after = 0;     // what follows the event (not for Emit)
};

// A block's events, successors and predecessors are ranges of flat
// arrays; blocks are numbered by function, then by LLVM's block number.
struct Block {
  uint32_t events_begin = 0, events_end = 0;
  uint32_t succs_begin = 0, succs_end = 0;
  bool returns = false; // ends in ret: the path leaves the function
  Streams at_start = 0;
};

bool is_store(dxsig_access_op op) {
  return op == DXSIG_ACCESS_STORE_OUTPUT || op == DXSIG_ACCESS_STORE_PATCH_CONSTANT ||
         op == DXSIG_ACCESS_STORE_VERTEX_OUTPUT || op == DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT;
}

class StreamFlow {
public:
  explicit StreamFlow(EntryBody &body) : body_(body) {
    size_t count = body.functions.size();
    function_index_.reserve(count);
    for (size_t i = 0; i < count; ++i)
      function_index_[body.functions[i]] = static_cast<uint32_t>(i);
    first_block_.reserve(count + 1);
    entry_block_.reserve(count);
    size_t blocks = 0;
    for (Function *f : body.functions) {
      first_block_.push_back(static_cast<uint32_t>(blocks));
      entry_block_.push_back(f->empty() ? NONE
                                        : static_cast<uint32_t>(blocks) +
                                              f->getEntryBlock().getNumber());
      blocks += f->getMaxBlockNumber();
    }
    first_block_.push_back(static_cast<uint32_t>(blocks));
    blocks_.resize(blocks);
    first_event_.reserve(count + 1);
    size_t site = 0, emit = 0;
    for (size_t i = 0; i < count; ++i) {
      first_event_.push_back(static_cast<uint32_t>(events_.size()));
      for (BasicBlock &bb : *body.functions[i])
        collect(i, bb, site, emit);
    }
    first_event_.push_back(static_cast<uint32_t>(events_.size()));
    link_predecessors();
    summaries_.assign(count, 0);
    exits_.assign(count, 0);
  }

  void run() {
    components();
    // Bottom-up summaries; a component calls only itself and the
    // components before it, whose summaries are final.
    for (size_t c = 0; c + 1 < component_begin_.size(); ++c) {
      for (bool changed = true; changed;) {
        changed = false;
        for (size_t k = component_begin_[c]; k < component_begin_[c + 1]; ++k) {
          uint32_t i = order_[k];
          Streams s = solve(i);
          changed |= s != summaries_[i];
          summaries_[i] = s;
        }
        changed &= cyclic_[c];
      }
    }
    for (Block &b : blocks_)
      through_block(b, true);
    // Top-down exits, callers first: a component is called only by itself
    // and the components after it.
    for (size_t c = component_begin_.size() - 1; c-- > 0;) {
      for (bool changed = true; changed;) {
        changed = false;
        for (size_t k = component_begin_[c]; k < component_begin_[c + 1]; ++k) {
          uint32_t i = order_[k];
          for (uint32_t n = first_event_[i]; n < first_event_[i + 1]; ++n) {
            const Event &e = events_[n];
            if (e.kind != Event::Call)
              continue;
            Streams add = resolve(i, e.after) & ~PASSES;
            changed |= (exits_[e.arg] | add) != exits_[e.arg];
            exits_[e.arg] |= add;
          }
        }
        changed &= cyclic_[c];
      }
    }
  }

  // Every store the reader kept: the streams after it (0 when no event
  // holds it).
  void assign() {
    for (size_t i = 0; i + 1 < first_event_.size(); ++i)
      for (uint32_t n = first_event_[i]; n < first_event_[i + 1]; ++n) {
        const Event &e = events_[n];
        if (e.site == NONE)
          continue;
        uint32_t streams = static_cast<uint32_t>(resolve(i, e.after));
        CallBase *call = body_.sites[e.site].call;
        for (size_t s = e.site; s < body_.sites.size() && body_.sites[s].call == call; ++s)
          if (is_store(body_.sites[s].access.op))
            body_.sites[s].access.emit_streams = streams;
      }
  }

private:
  EntryBody &body_;
  DenseMap<const Function *, uint32_t> function_index_;
  std::vector<uint32_t> first_block_, entry_block_; // per function (first: and one past)
  std::vector<uint32_t> first_event_;               // per function, and one past the last
  std::vector<Block> blocks_;
  std::vector<Event> events_;
  std::vector<uint32_t> succs_;                     // block numbers, by Block ranges
  std::vector<uint32_t> preds_begin_, preds_;       // by block number, one past the last
  std::vector<uint32_t> order_, component_begin_;   // functions by component, callees first
  std::vector<bool> cyclic_;                        // per component: recursion, solved again
  std::vector<Streams> summaries_, exits_;

  // The block's events. The reader's sites (and emit calls) were read in
  // this order: the next one is either this call or a later one.
  void collect(size_t function, BasicBlock &bb, size_t &site, size_t &emit) {
    uint32_t first = first_block_[function];
    Block &b = blocks_[first + bb.getNumber()];
    b.events_begin = static_cast<uint32_t>(events_.size());
    for (Instruction &inst : bb) {
      auto *call = dyn_cast<CallBase>(&inst);
      if (!call)
        continue;
      uint32_t kept = NONE;
      bool access = false;
      if (site < body_.sites.size() && body_.sites[site].call == call) {
        kept = static_cast<uint32_t>(site);
        access = !body_.sites[site].bad_call; // a bad call is not an access here
        while (site < body_.sites.size() && body_.sites[site].call == call)
          ++site;
      } else if (emit < body_.emit_calls.size() && body_.emit_calls[emit] == call) {
        ++emit;
        if (classifyBodyCall(*call, nullptr) == BodyCallKind::EmitStream)
          events_.push_back({Event::Emit, emitStreamOf(*call)});
        continue;
      }
      if (access) {
        if (is_store(body_.sites[kept].access.op))
          events_.push_back({Event::Store, 0, kept});
        continue;
      }
      Function *callee = call->getCalledFunction();
      if (!callee || callee->isDeclaration())
        continue;
      auto it = function_index_.find(callee);
      if (it != function_index_.end())
        events_.push_back({Event::Call, it->second, kept});
    }
    b.events_end = static_cast<uint32_t>(events_.size());
    Instruction *term = bb.getTerminator();
    b.returns = !term || isa<ReturnInst>(term);
    b.succs_begin = static_cast<uint32_t>(succs_.size());
    if (term)
      for (BasicBlock *succ : successors(term))
        succs_.push_back(first + succ->getNumber());
    b.succs_end = static_cast<uint32_t>(succs_.size());
  }

  void link_predecessors() {
    preds_begin_.assign(blocks_.size() + 1, 0);
    for (uint32_t s : succs_)
      ++preds_begin_[s + 1];
    for (size_t n = 0; n < blocks_.size(); ++n)
      preds_begin_[n + 1] += preds_begin_[n];
    preds_.resize(succs_.size());
    std::vector<uint32_t> fill(preds_begin_.begin(), preds_begin_.end() - 1);
    for (size_t n = 0; n < blocks_.size(); ++n)
      for (uint32_t k = blocks_[n].succs_begin; k < blocks_[n].succs_end; ++k)
        preds_[fill[succs_[k]]++] = static_cast<uint32_t>(n);
  }

  // The strongly connected components of the call graph, callees first
  // (Tarjan's algorithm without recursion: a component is complete, and
  // written out, only after every component it calls).
  void components() {
    size_t count = summaries_.size();
    std::vector<uint32_t> index(count, NONE), low(count);
    std::vector<bool> on_stack(count, false);
    std::vector<uint32_t> stack;
    struct Frame {
      uint32_t function, next_event;
    };
    std::vector<Frame> frames;
    uint32_t next_index = 0;
    order_.reserve(count);
    component_begin_.push_back(0);
    auto enter = [&](uint32_t f) {
      index[f] = low[f] = next_index++;
      stack.push_back(f);
      on_stack[f] = true;
      frames.push_back({f, first_event_[f]});
    };
    for (uint32_t root = 0; root < count; ++root) {
      if (index[root] != NONE)
        continue;
      enter(root);
      while (!frames.empty()) {
        Frame &top = frames.back();
        uint32_t v = top.function;
        if (top.next_event < first_event_[v + 1]) {
          const Event &e = events_[top.next_event++];
          if (e.kind != Event::Call)
            continue;
          if (index[e.arg] == NONE)
            enter(e.arg); // top is not used after this
          else if (on_stack[e.arg])
            low[v] = std::min(low[v], index[e.arg]);
          continue;
        }
        frames.pop_back();
        if (!frames.empty()) {
          uint32_t parent = frames.back().function;
          low[parent] = std::min(low[parent], low[v]);
        }
        if (low[v] != index[v])
          continue;
        size_t begin = order_.size();
        uint32_t w;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[w] = false;
          order_.push_back(w);
        } while (w != v);
        component_begin_.push_back(static_cast<uint32_t>(order_.size()));
        cyclic_.push_back(order_.size() - begin > 1 || calls_itself(v));
      }
    }
  }

  bool calls_itself(uint32_t f) const {
    for (uint32_t n = first_event_[f]; n < first_event_[f + 1]; ++n)
      if (events_[n].kind == Event::Call && events_[n].arg == f)
        return true;
    return false;
  }

  // PASSES after a return resolved to what follows the function's returns.
  Streams resolve(size_t function, Streams s) const {
    return (s & ~PASSES) | ((s & PASSES) ? exits_[function] : 0);
  }

  // Backward through b's events; with record, what follows each call and
  // store is kept. A call gives its callee's first emits, and what follows
  // it where a path through the callee emits nothing.
  Streams through_block(const Block &b, bool record) {
    Streams next = b.returns ? PASSES : 0;
    for (uint32_t k = b.succs_begin; k < b.succs_end; ++k)
      next |= blocks_[succs_[k]].at_start;
    for (uint32_t n = b.events_end; n-- > b.events_begin;) {
      Event &e = events_[n];
      if (e.kind == Event::Emit) {
        next = e.arg;
        continue;
      }
      if (record)
        e.after = next;
      if (e.kind == Event::Call) {
        Streams callee = summaries_[e.arg];
        next = (callee & ~PASSES) | ((callee & PASSES) ? next : 0);
      }
    }
    return next;
  }

  // Function i's flow under the current summaries (a worklist over its
  // blocks, the last first; the sets only grow); returns what its entry
  // block starts with.
  Streams solve(uint32_t i) {
    std::vector<uint32_t> &work = work_;
    for (uint32_t n = first_block_[i]; n < first_block_[i + 1]; ++n)
      work.push_back(n);
    while (!work.empty()) {
      Block &b = blocks_[work.back()];
      uint32_t n = work.back();
      work.pop_back();
      Streams m = through_block(b, false);
      if ((m | b.at_start) == b.at_start)
        continue;
      b.at_start |= m;
      for (uint32_t k = preds_begin_[n]; k < preds_begin_[n + 1]; ++k)
        work.push_back(preds_[k]);
    }
    return entry_block_[i] == NONE ? 0 : blocks_[entry_block_[i]].at_start;
  }
  std::vector<uint32_t> work_;
};

} // namespace

void assignEmitStreams(EntryBody &body) {
  if (body.emit_calls.empty())
    return;
  StreamFlow flow(body);
  flow.run();
  flow.assign();
}

} // namespace dxsig
