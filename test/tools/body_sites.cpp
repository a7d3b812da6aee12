// body_sites FILE.ll ENTRY...: what the glue's access reader (body_access.h)
// finds in each entry's body, one line per function, access, viewID and
// emit call, so lit tests can check the reader apart from the core's checks.
#include "body_access.h"

#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

using namespace llvm;


int main(int argc, char **argv) {
  if (argc < 3) {
    errs() << "usage: body_sites FILE.ll ENTRY...\n";
    return 2;
  }
  LLVMContext ctx;
  SMDiagnostic err;
  std::unique_ptr<Module> m = parseIRFile(argv[1], err, ctx);
  if (!m) {
    err.print("body_sites", errs());
    return 1;
  }
  dxsig::BodyReader reader(*m);
  for (int i = 2; i < argc; ++i) {
    Function *f = m->getFunction(argv[i]);
    if (!f) {
      errs() << "body_sites: no function '" << argv[i] << "'\n";
      return 1;
    }
    dxsig::EntryBody body;
    reader.read(*f, body);
    reader.describe(body);
    outs() << "entry " << argv[i] << "\n";
    for (Function *fn : body.functions)
      outs() << "  function " << fn->getName() << "\n";
    for (const dxsig::AccessSite &s : body.sites) {
      const dxsig_access &a = s.access;
      outs() << "  " << dxsig_access_op_name(a.op) << " id " << a.id << " row ";
      if (a.row_dynamic)
        outs() << "dynamic";
      else
        outs() << a.row;
      outs() << " col " << a.col << " width " << a.width << " " << dxsig_value_type_name(a.type);
      outs() << " value-op " << s.value_operand << " row-op " << s.row_operand;
      if (a.emit_streams)
        outs() << " streams " << a.emit_streams;
      if (a.reached_from & DXSIG_ROOT_PATCH_CONSTANT) // the entry's alone: not printed
        outs() << " from " << (a.reached_from & DXSIG_ROOT_ENTRY ? "entry+" : "") << "patch-constant";
      if (s.array_rows > 1)
        outs() << " array-row " << s.array_row << "/" << s.array_rows;
      if (s.placeholder)
        outs() << " placeholder";
      if (s.malformed)
        outs() << " malformed: " << s.malformed;
      outs() << " in " << a.at.function;
      if (a.at.file)
        outs() << " at " << a.at.file << ":" << a.at.line << ":" << a.at.column;
      outs() << ": " << a.at.instruction << "\n";
    }
    for (CallBase *c : body.view_id_calls)
      outs() << "  viewID in " << c->getFunction()->getName() << "\n";
    for (CallBase *c : body.emit_calls)
      outs() << "  " << (dxsig::classifyBodyCall(*c, nullptr) == dxsig::BodyCallKind::CutStream
                             ? "cut"
                             : "emit")
             << " streams " << dxsig::emitStreamOf(*c) << " in " << c->getFunction()->getName()
             << "\n";
  }
  return 0;
}
