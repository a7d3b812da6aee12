// The signatures of a module as an analysis of the new pass manager: read
// once, shared by every dxsig pass until a pass changes the module.
#ifndef DXSIG_MODEL_ANALYSIS_H
#define DXSIG_MODEL_ANALYSIS_H

#include "glue.h"

#include "llvm/IR/PassManager.h"

#include <memory>

namespace dxsig {

class ModelAnalysis : public llvm::AnalysisInfoMixin<ModelAnalysis> {
  friend llvm::AnalysisInfoMixin<ModelAnalysis>;
  static llvm::AnalysisKey Key;

public:
  static llvm::StringRef name() { return "dxsig-model"; }

  class Result {
    struct Free {
      void operator()(dxsig_model *Model) const;
    };
    // On the heap: the result moves, the core model is not known to.
    std::unique_ptr<dxsig_model, Free> Model;

  public:
    explicit Result(llvm::Module &M);
    dxsig_model &model() { return *Model; }
    // The model is read from metadata, function names and attributes; no
    // analysis set covers all of these, so anything short of preserving
    // this analysis (or all) means reading again.
    bool invalidate(llvm::Module &M, const llvm::PreservedAnalyses &PA,
                    llvm::ModuleAnalysisManager::Invalidator &Inv);
  };

  Result run(llvm::Module &M, llvm::ModuleAnalysisManager &) { return Result(M); }
};

} // namespace dxsig

#endif
