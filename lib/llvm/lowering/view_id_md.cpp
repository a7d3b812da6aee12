// The module's own !dx.viewIdState against the body's (view_id_md.h).
#include "view_id_md.h"
#include "md_slots.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <string>
#include <vector>

using namespace llvm;

namespace {

const char VIEW_ID_STATE[] = "dx.viewIdState";

// The node of !dx.viewIdState (one operand), or null when there is none.
struct Found {
  bool present = false;
  MDNode *node = nullptr;
  std::vector<uint32_t> words;
  const char *problem = nullptr; // why it is not !{[N x i32] [...]}
};

Found find(Module &m) {
  Found f;
  NamedMDNode *named = m.getNamedMetadata(VIEW_ID_STATE);
  if (!named)
    return f;
  f.present = true;
  if (named->getNumOperands() != 1) {
    f.problem = "it must have one operand, !{[N x i32] [...]}";
    return f;
  }
  f.node = named->getOperand(0);
  auto *cm = f.node->getNumOperands() == 1
                 ? dyn_cast_or_null<ConstantAsMetadata>(f.node->getOperand(0).get())
                 : nullptr;
  Constant *c = cm ? cm->getValue() : nullptr;
  auto *at = c ? dyn_cast<ArrayType>(c->getType()) : nullptr;
  if (!at || !at->getElementType()->isIntegerTy(32)) {
    f.problem = "its node must hold one [N x i32] array";
    return f;
  }
  if (auto *data = dyn_cast<ConstantDataArray>(c)) {
    for (unsigned i = 0; i < data->getNumElements(); ++i)
      f.words.push_back(static_cast<uint32_t>(data->getElementAsInteger(i)));
  } else if (isa<ConstantAggregateZero>(c)) {
    f.words.assign(at->getNumElements(), 0);
  } else {
    f.problem = "its array must be constant integers";
  }
  return f;
}

// "!dx.viewIdState (!12)", or without the number when the node has none.
std::string name_of(Module &m, const Found &f, int32_t *slot) {
  *slot = -1;
  std::string s = "!dx.viewIdState";
  if (f.node) {
    dxsig::PrintedSlots slots(&m);
    *slot = slots.slot(f.node);
    if (*slot >= 0)
      s += " (!" + std::to_string(*slot) + ")";
  }
  return s;
}

// The diagnostics added since `from` point at the node, so that the CLI
// prints its line.
void place(struct dxsig_diag_list *diags, size_t from, int32_t slot) {
  for (size_t i = from; slot >= 0 && i < diags->count; ++i)
    if (!diags->items[i].node.known)
      diags->items[i].node = dxsig_node_ref{true, static_cast<uint32_t>(slot)};
}

} // namespace

extern "C" bool dxsig_glue_module_view_id_state(LLVMModuleRef mod, const struct dxsig_entry *entry,
                                                bool body_has_accesses,
                                                struct dxsig_view_id_state *state,
                                                bool *uses_view_id,
                                                struct dxsig_diag_list *diags) {
  Module &m = *unwrap(mod);
  Found f = find(m);
  if (!f.present)
    return true;
  const char *name = entry->name ? entry->name : "";
  int32_t slot;
  std::string what = name_of(m, f, &slot);
  size_t first = diags->count;
  if (body_has_accesses) {
    // The body is the source: say where the module's state was different.
    size_t n = state->count, given = f.words.size();
    size_t at = 0;
    while (at < n && at < given && f.words[at] == state->words[at])
      ++at;
    if (f.problem)
      dxsig_diag_add(diags, DXSIG_WARNING, DXSIG_RULE_BODY_VIEW_ID_STATE_DIFFERS,
                     "entry '%s': %s: %s; the body's state is used", name, what.c_str(),
                     f.problem);
    else if (at < n && at < given)
      dxsig_diag_add(diags, DXSIG_WARNING, DXSIG_RULE_BODY_VIEW_ID_STATE_DIFFERS,
                     "entry '%s': %s: word %zu is 0x%x, the body's 0x%x; the body's state is "
                     "used",
                     name, what.c_str(), at, (unsigned)f.words[at], (unsigned)state->words[at]);
    else if (n != given)
      dxsig_diag_add(diags, DXSIG_WARNING, DXSIG_RULE_BODY_VIEW_ID_STATE_DIFFERS,
                     "entry '%s': %s has %zu word%s, the body's state %zu; the body's state "
                     "is used",
                     name, what.c_str(), given, given == 1 ? "" : "s", n);
    place(diags, first, slot);
    return true;
  }
  if (f.problem) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_BODY_VIEW_ID_STATE, "entry '%s': %s: %s", name,
                   what.c_str(), f.problem);
    place(diags, first, slot);
    return false;
  }
  bool view = *uses_view_id;
  if (!dxsig_view_id_state_check(entry, f.words.data(), f.words.size(), what.c_str(), &view,
                                 diags)) {
    place(diags, first, slot);
    return false;
  }
  uint32_t *words = static_cast<uint32_t *>(malloc((f.words.empty() ? 1 : f.words.size()) *
                                                   sizeof(uint32_t)));
  if (!words) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  std::copy(f.words.begin(), f.words.end(), words);
  dxsig_view_id_state_finish(state);
  state->words = words;
  state->count = f.words.size();
  *uses_view_id = view;
  return true;
}
