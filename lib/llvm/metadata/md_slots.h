// The number LLVM prints for a metadata node (`!14`), as Module::print and
// opt -S number the module: the metadata of globals and named metadata
// first, the functions' after. Shared by the metadata reader (which puts the
// numbers into the core's tree) and the IR parser (which maps them to the
// lines of a text file). Not installed.
#ifndef DXSIG_GLUE_MD_SLOTS_H
#define DXSIG_GLUE_MD_SLOTS_H

#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ModuleSlotTracker.h>
#include <llvm/Support/raw_ostream.h>

#include <climits>

namespace dxsig {

class PrintedSlots {
public:
  explicit PrintedSlots(const llvm::Module *m)
      : module(m), tracker(m, /*ShouldInitializeAllMetadata=*/false) {
    tracker.setProcessHook(
        [this](llvm::AbstractSlotTrackerStorage *s, const llvm::Module *, bool) {
          slots = s;
        });
  }

  // N of `!N`, or -1 when the module's numbering does not reach the node.
  int slot(const llvm::MDNode *node) {
    if (!started) {
      // Printing one reference numbers the module (the hook then hands over
      // the numbering, which answers every later node without printing).
      started = true;
      llvm::raw_null_ostream os;
      node->printAsOperand(os, tracker, module);
    }
    int n = slots ? slots->getMetadataSlot(node) : -1;
    return n >= 0 && n <= INT_MAX ? n : -1;
  }

private:
  const llvm::Module *module;
  llvm::ModuleSlotTracker tracker;
  llvm::AbstractSlotTrackerStorage *slots = nullptr;
  bool started = false;
};

} // namespace dxsig

#endif
