#include "ModelAnalysis.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace {

// -dxsig-gec: DXC's -Gec for every dxsig pass, applied as the signatures
// are read (dxsig_model_remap_dx9).
cl::opt<bool> DX9Compat(
    "dxsig-gec",
    cl::desc("DXC's -Gec for every dxsig pass: DX9 names of system values (COLOR, DEPTH pixel "
             "outputs, a POSITION vertex output, a VPOS pixel input) are SV_Target, SV_Depth, "
             "SV_Position"),
    cl::init(false));

} // namespace

namespace dxsig {

AnalysisKey ModelAnalysis::Key;

void ModelAnalysis::Result::Free::operator()(dxsig_model *Model) const {
  dxsig_model_finish(Model);
  delete Model;
}

ModelAnalysis::Result::Result(Module &M) : Model(new dxsig_model) {
  dxsig_glue_model_load(wrap(&M), Model.get());
  if (DX9Compat)
    dxsig_model_remap_dx9(Model.get());
}

bool ModelAnalysis::Result::invalidate(Module &, const PreservedAnalyses &PA,
                                       ModuleAnalysisManager::Invalidator &) {
  return !PA.getChecker<ModelAnalysis>().preserved();
}

} // namespace dxsig
