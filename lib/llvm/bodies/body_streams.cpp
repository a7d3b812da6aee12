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
// graph (llvm::scc_iterator), so each is solved once; only the functions of
// a recursive cycle are solved again until their summaries stop growing.
#include "body_access.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/GraphTraits.h>
#include <llvm/ADT/SCCIterator.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>

#include <vector>

using namespace llvm;

namespace dxsig {
namespace {

// The calls between the entry's functions, as a graph scc_iterator walks:
// a root that calls every function (so none is missed), then each function
// with the functions it calls.
struct CallNode {
  size_t function; // SIZE_MAX: the root
  std::vector<CallNode *> callees;
};
struct CallGraphOf {
  CallNode *root;
};

} // namespace
} // namespace dxsig

template <> struct llvm::GraphTraits<dxsig::CallGraphOf *> {
  using NodeRef = dxsig::CallNode *;
  using ChildIteratorType = std::vector<dxsig::CallNode *>::iterator;
  static NodeRef getEntryNode(dxsig::CallGraphOf *g) { return g->root; }
  static ChildIteratorType child_begin(NodeRef n) { return n->callees.begin(); }
  static ChildIteratorType child_end(NodeRef n) { return n->callees.end(); }
};

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
  uint32_t stream; // Emit: its stream bit
  size_t callee;   // Call: the callee's function index
};

// Blocks and functions are numbered once; everything else is a flat array
// by those numbers (a body can have tens of thousands of small helpers).
struct Block {
  BasicBlock *bb;
  size_t function;
  std::vector<Event> events;
  std::vector<size_t> succs, preds; // block numbers
  bool returns = false;             // ends in ret: the path leaves the function
  Streams at_start = 0;
};

class StreamFlow {
public:
  explicit StreamFlow(const EntryBody &body) {
    first_block_.reserve(body.functions.size() + 1);
    for (size_t i = 0; i < body.functions.size(); ++i)
      function_index_[body.functions[i]] = i;
    for (size_t i = 0; i < body.functions.size(); ++i) {
      first_block_.push_back(blocks_.size());
      for (BasicBlock &bb : *body.functions[i]) {
        block_index_[&bb] = blocks_.size();
        blocks_.push_back(Block{&bb, i, {}, {}, {}});
      }
    }
    first_block_.push_back(blocks_.size());
    for (size_t b = 0; b < blocks_.size(); ++b)
      collect(b);
    summaries_.assign(body.functions.size(), 0);
    exits_.assign(body.functions.size(), 0);
  }

  void run() {
    // The components, callees first.
    size_t count = summaries_.size();
    std::vector<CallNode> nodes(count + 1);
    for (size_t i = 0; i < count; ++i)
      nodes[i].function = i;
    nodes[count].function = SIZE_MAX;
    for (size_t i = 0; i < count; ++i)
      nodes[count].callees.push_back(&nodes[i]);
    for (const Block &b : blocks_)
      for (const Event &e : b.events)
        if (e.kind == Event::Call)
          nodes[b.function].callees.push_back(&nodes[e.callee]);
    CallGraphOf graph{&nodes[count]};
    struct Component {
      std::vector<size_t> members;
      bool cyclic; // recursion: solved again until nothing changes
    };
    std::vector<Component> components;
    for (auto it = scc_begin(&graph); !it.isAtEnd(); ++it) {
      std::vector<size_t> members;
      for (CallNode *n : *it)
        if (n->function != SIZE_MAX)
          members.push_back(n->function);
      if (!members.empty())
        components.push_back({members, it.hasCycle()});
    }
    // Bottom-up summaries; a component calls only itself and the
    // components before it, whose summaries are final.
    for (const Component &c : components) {
      for (bool changed = true; changed;) {
        changed = false;
        for (size_t i : c.members) {
          Streams s = solve(i);
          changed |= s != summaries_[i];
          summaries_[i] = s;
        }
        changed &= c.cyclic;
      }
    }
    for (Block &b : blocks_)
      through_block(b, true);
    // Top-down exits, callers first: a component is called only by itself
    // and the components after it.
    for (auto c = components.rbegin(); c != components.rend(); ++c) {
      for (bool changed = true; changed;) {
        changed = false;
        for (size_t i : c->members)
          for (size_t n = first_block_[i]; n < first_block_[i + 1]; ++n)
            for (const Event &e : blocks_[n].events)
              if (e.kind == Event::Call) {
                Streams add = resolve(i, after_.lookup(e.call)) & ~PASSES;
                changed |= (exits_[e.callee] | add) != exits_[e.callee];
                exits_[e.callee] |= add;
              }
        changed &= c->cyclic;
      }
    }
  }

  // The streams after the access `call`.
  uint32_t streams_after(CallBase *call) const {
    auto it = function_index_.find(call->getFunction());
    if (it == function_index_.end())
      return 0;
    return static_cast<uint32_t>(resolve(it->second, after_.lookup(call)));
  }

private:
  std::vector<Block> blocks_;
  std::vector<size_t> first_block_; // per function, and one past the last
  DenseMap<const Function *, size_t> function_index_;
  DenseMap<const BasicBlock *, size_t> block_index_;
  DenseMap<const CallBase *, Streams> after_; // what follows each call and access
  std::vector<Streams> summaries_, exits_;

  void collect(size_t n) {
    Block &b = blocks_[n];
    for (Instruction &inst : *b.bb) {
      auto *call = dyn_cast<CallBase>(&inst);
      if (!call)
        continue;
      switch (classifyBodyCall(*call, nullptr)) {
      case BodyCallKind::EmitStream:
        b.events.push_back({Event::Emit, call, emitStreamOf(*call), 0});
        break;
      case BodyCallKind::Access:
        b.events.push_back({Event::Access, call, 0, 0});
        break;
      case BodyCallKind::None: {
        auto it = function_index_.find(call->getCalledFunction());
        if (it != function_index_.end())
          b.events.push_back({Event::Call, call, 0, it->second});
        break;
      }
      default:
        break;
      }
    }
    Instruction *term = b.bb->getTerminator();
    b.returns = !term || isa<ReturnInst>(term);
    if (term)
      for (BasicBlock *succ : successors(term)) {
        size_t s = block_index_.lookup(succ);
        b.succs.push_back(s);
        blocks_[s].preds.push_back(n);
      }
  }

  // PASSES after a return resolved to what follows the function's returns.
  Streams resolve(size_t function, Streams s) const {
    return (s & ~PASSES) | ((s & PASSES) ? exits_[function] : 0);
  }

  // Backward through b's events; with record, what follows each call and
  // access is kept. A call gives its callee's first emits, and what
  // follows it where a path through the callee emits nothing.
  Streams through_block(const Block &b, bool record) {
    Streams next = b.returns ? PASSES : 0;
    for (size_t s : b.succs)
      next |= blocks_[s].at_start;
    for (auto it = b.events.rbegin(); it != b.events.rend(); ++it) {
      if (record && it->kind != Event::Emit)
        after_[it->call] = next;
      if (it->kind == Event::Emit) {
        next = it->stream;
      } else if (it->kind == Event::Call) {
        Streams callee = summaries_[it->callee];
        next = (callee & ~PASSES) | ((callee & PASSES) ? next : 0);
      }
    }
    return next;
  }

  // Function i's flow under the current summaries (a worklist over its
  // blocks; the sets only grow); returns what its entry block starts with.
  Streams solve(size_t i) {
    size_t begin = first_block_[i], end = first_block_[i + 1];
    std::vector<size_t> work;
    for (size_t n = end; n-- > begin;)
      work.push_back(n);
    while (!work.empty()) {
      Block &b = blocks_[work.back()];
      work.pop_back();
      Streams m = through_block(b, false);
      if ((m | b.at_start) == b.at_start)
        continue;
      b.at_start |= m;
      for (size_t p : b.preds)
        work.push_back(p);
    }
    return begin == end ? 0 : blocks_[begin].at_start;
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
      s.access.emit_streams = flow.streams_after(s.call);
}

} // namespace dxsig
