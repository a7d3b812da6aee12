// The opt plugin: pass registration and the diagnostics bridge. What the
// passes decide is the core's driver (dxsig/driver.h); this file only
// adapts it to the new pass manager.
// The signatures are read once per module (ModelAnalysis) and read again
// only after a pass that did not preserve them (dxsig-pack preserves them:
// what it writes is what the model holds).
#include "ModelAnalysis.h"
#include "glue.h"
#include "link_glue.h"
#include "lower.h"

#include "dxsig/version.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

cl::opt<dxsig_packing_mode> DefaultPackingMode(
    "dxsig-packing-mode", cl::desc("dxsig-pack's packing mode when the pass has none"),
    cl::init(DXSIG_PACKING_PREFIX_STABLE),
    cl::values(clEnumValN(DXSIG_PACKING_PREFIX_STABLE, "prefix-stable",
                          "keep the placement of every prefix (default)"),
               clEnumValN(DXSIG_PACKING_OPTIMIZED, "optimized",
                          "DXC's optimized ordering (fewer rows)"),
               clEnumValN(DXSIG_PACKING_MINIMAL, "minimal",
                          "fewest rows (exact search; not a DXC mode)")));

cl::opt<std::string> LowerEntry(
    "dxsig-entry", cl::desc("dxsig-lower: the entry point to lower when the module has several"),
    cl::init(""));

cl::opt<std::string> LowerValver(
    "dxsig-valver",
    cl::desc("dxsig-lower: write the parts for validator X.Y instead of the module's !dx.valver"),
    cl::value_desc("X.Y"), cl::init(""));

cl::opt<bool> LowerDependencyLanes(
    "dxsig-dependency-lanes",
    cl::desc("dxsig-lower: keep vector lanes apart in the dependency tables from shader model "
             "6.9 on too (smaller tables than DXC's; DXC's validator rejects them)"),
    cl::init(false));

// -dxsig-warnings=CONTROL[,CONTROL...] (repeatable): clang's -W controls
// without the -W, for every dxsig pass: no-RULE, RULE, error=RULE,
// no-error=RULE, error (-Werror), no-error. Checked as opt reads its
// command line, so an unknown rule stops opt before any pass runs.
struct WarningControlParser : cl::parser<std::string> {
  using cl::parser<std::string>::parser;
  bool parse(cl::Option &O, StringRef, StringRef Arg, std::string &Value) {
    dxsig_warning_policy Scratch;
    dxsig_warning_policy_init(&Scratch);
    char Why[256];
    bool Ok = dxsig_warning_policy_add(&Scratch, Arg.str().c_str(), Why, sizeof Why);
    dxsig_warning_policy_finish(&Scratch);
    if (!Ok)
      return O.error("invalid warning control '" + Arg + "': " + Why);
    Value = Arg.str();
    return false;
  }
};

cl::list<std::string, bool, WarningControlParser> WarningControls(
    "dxsig-warnings", cl::CommaSeparated, cl::value_desc("CONTROL"),
    cl::desc("dxsig's warnings, as clang's -W: no-RULE, RULE, error=RULE, no-error=RULE, "
             "error (every warning an error), no-error"));

// Diagnostics go through the context, so opt (or any host) decides how to
// show them; an error makes opt exit non-zero.
void contextSink(void *Ctx, dxsig_severity Severity, const dxsig_diag *, const char *Message) {
  DiagnosticSeverity S = Severity == DXSIG_ERROR     ? DS_Error
                         : Severity == DXSIG_WARNING ? DS_Warning
                                                     : DS_Note;
  static_cast<LLVMContext *>(Ctx)->diagnose(DiagnosticInfoGeneric(Message, S));
}

// Reports and clears the list in one place for every pass.
struct Diags {
  dxsig_diag_list List;
  Diags() { dxsig_diag_list_init(&List); }
  ~Diags() { dxsig_diag_list_finish(&List); }
  // Shown as -dxsig-warnings says (the core's policy, the CLI's -W rule).
  void report(Module &M) {
    dxsig_warning_policy Policy;
    dxsig_warning_policy_init(&Policy);
    for (const std::string &Control : WarningControls)
      dxsig_warning_policy_add(&Policy, Control.c_str(), nullptr, 0); // checked when parsed
    dxsig_diag_apply_policy(&List, &Policy);
    dxsig_warning_policy_finish(&Policy);
    dxsig_diag_list_send(&List, contextSink, &M.getContext());
  }
};

dxsig_model &modelOf(Module &M, ModuleAnalysisManager &MAM) {
  return MAM.getResult<dxsig::ModelAnalysis>(M).model();
}

// What a pass that may change the module, or pack the model in memory,
// leaves valid.
PreservedAnalyses preserved(bool Changed, const dxsig_model &Model) {
  if (Changed)
    return PreservedAnalyses::none();
  // Packed in memory but nothing written (a failure, nothing to change, or
  // dxsig-link packing for its check): the module is as it was, the model
  // is not.
  PreservedAnalyses PA = PreservedAnalyses::all();
  if (Model.stale)
    PA.abandon<dxsig::ModelAnalysis>();
  return PA;
}

struct VerifyPass : PassInfoMixin<VerifyPass> {
  static StringRef name() { return "dxsig-verify"; }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    Diags D;
    dxsig_model_check(&modelOf(M, MAM), &D.List);
    D.report(M);
    return PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

struct PackPass : PassInfoMixin<PackPass> {
  dxsig_packing_mode Mode;
  explicit PackPass(dxsig_packing_mode Mode) : Mode(Mode) {}
  static StringRef name() { return "dxsig-pack"; }
  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    OS << "dxsig-pack<" << dxsig_packing_mode_name(Mode) << ">";
  }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    Diags D;
    bool Changed = false;
    dxsig_model &Model = modelOf(M, MAM);
    bool WrittenBack = dxsig_pass_pack(wrap(&M), &Model, Mode, &D.List, &Changed);
    D.report(M);
    PreservedAnalyses PA = preserved(Changed, Model);
    // Only the signatures' registers changed, and the model says them:
    // the passes after this one need not read the module again.
    if (WrittenBack)
      PA.preserve<dxsig::ModelAnalysis>();
    return PA;
  }
  static bool isRequired() { return true; }
};

struct PrintPass : PassInfoMixin<PrintPass> {
  static StringRef name() { return "print<dxsig>"; }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    Diags D;
    dxsig_buffer B;
    dxsig_buffer_init(&B);
    if (dxsig_model_print(&modelOf(M, MAM), &B, &D.List) && B.data)
      errs() << B.data;
    dxsig_buffer_finish(&B);
    D.report(M);
    return PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

struct LowerPass : PassInfoMixin<LowerPass> {
  static StringRef name() { return "dxsig-lower"; }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    Diags D;
    bool Changed = false;
    dxsig_lower_request Req = {};
    Req.entry = LowerEntry.empty() ? nullptr : LowerEntry.c_str();
    Req.entry_option = "-dxsig-entry=NAME";
    Req.dependency_lanes = LowerDependencyLanes;
    if (!LowerValver.empty()) {
      const char *Why =
          dxsig_valver_check(LowerValver.c_str(), &Req.valver_major, &Req.valver_minor);
      Req.has_valver = !Why;
      if (Why) {
        dxsig_diag_add(&D.List, DXSIG_ERROR, DXSIG_RULE_CONTAINER_HEADER,
                       "-dxsig-valver='%s' is not a validator version (%s)",
                       LowerValver.c_str(), Why);
        D.report(M);
        return PreservedAnalyses::all();
      }
    }
    dxsig_model &Model = modelOf(M, MAM);
    dxsig_pass_lower(wrap(&M), &Model, &Req, &D.List, &Changed);
    D.report(M);
    return preserved(Changed, Model);
  }
  static bool isRequired() { return true; }
};

// Checks the stage pairs of !dx.pipelines (packing the model in memory if
// needed).
struct LinkPass : PassInfoMixin<LinkPass> {
  static StringRef name() { return "dxsig-link"; }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    Diags D;
    dxsig_model &Model = modelOf(M, MAM);
    dxsig_pass_link(wrap(&M), &Model, DefaultPackingMode, &D.List);
    D.report(M);
    return preserved(false, Model);
  }
  static bool isRequired() { return true; }
};

// "dxsig-pack", "dxsig-pack<prefix-stable>", "dxsig-pack<optimized>",
// "dxsig-pack<minimal>". A bad parameter is a pipeline error: the reason
// on one line, then false, so that the pipeline parser fails as it does for
// any pass it cannot build (opt: "unknown pass name", exit status 1)
// rather than the process dying in reportFatalUsageError. A parsing
// callback can only say yes or no; the parser calls it once for a name it
// refuses.
bool parsePack(StringRef Name, ModulePassManager &MPM) {
  if (Name == "dxsig-pack") {
    MPM.addPass(PackPass(DefaultPackingMode));
    return true;
  }
  if (!Name.consume_front("dxsig-pack<") || !Name.consume_back(">"))
    return false;
  dxsig_packing_mode Mode;
  std::string Param = Name.str();
  if (!dxsig_packing_mode_from_name(Param.c_str(), &Mode)) {
    WithColor::error(errs()) << "invalid dxsig-pack parameter '" << Name
                             << "': expected 'prefix-stable', 'optimized' or 'minimal'\n";
    return false;
  }
  MPM.addPass(PackPass(Mode));
  return true;
}

bool parsePipelineElement(StringRef Name, ModulePassManager &MPM,
                          ArrayRef<PassBuilder::PipelineElement>) {
  if (Name == "dxsig-verify") {
    MPM.addPass(VerifyPass());
    return true;
  }
  if (Name == "dxsig-link") {
    MPM.addPass(LinkPass());
    return true;
  }
  if (Name == "dxsig-lower") {
    MPM.addPass(LowerPass());
    return true;
  }
  if (Name == "print<dxsig>") {
    MPM.addPass(PrintPass());
    return true;
  }
  return parsePack(Name, MPM);
}

} // namespace

// The plugin's one exported symbol (everything else is built hidden).
extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "DXSig", DXSIG_VERSION_STRING, [](PassBuilder &PB) {
            PB.registerAnalysisRegistrationCallback([](ModuleAnalysisManager &MAM) {
              MAM.registerPass([] { return dxsig::ModelAnalysis(); });
            });
            PB.registerPipelineParsingCallback(parsePipelineElement);
          }};
}
