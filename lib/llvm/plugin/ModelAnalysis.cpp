#include "ModelAnalysis.h"

#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxsig {

AnalysisKey ModelAnalysis::Key;

void ModelAnalysis::Result::Free::operator()(dxsig_model *Model) const {
  dxsig_model_finish(Model);
  delete Model;
}

ModelAnalysis::Result::Result(Module &M) : Model(new dxsig_model) {
  dxsig_glue_model_load(wrap(&M), Model.get());
}

bool ModelAnalysis::Result::invalidate(Module &, const PreservedAnalyses &PA,
                                       ModuleAnalysisManager::Invalidator &) {
  return !PA.getChecker<ModelAnalysis>().preserved();
}

} // namespace dxsig
