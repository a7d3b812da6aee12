// The signature accesses in an entry's code (body_access.h): one table of
// access forms, the call graph of an entry, and the GS streams a store is
// emitted on.
#include "body_access.h"
#include "entry_record.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicsDirectX.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ModuleSlotTracker.h>
#include <llvm/Support/raw_ostream.h>

#include <limits>
#include <utility>

using namespace llvm;

namespace dxsig {

namespace {

// One row per call form. A call matches a row when it has exactly `args`
// arguments and its callee is the row's LLVM intrinsic or, for DXC's dx.op
// family, a function named "dx.op.*" whose operand 0 is the constant
// `opcode` (DXC identifies a dx.op call by that opcode alone:
// DxilConstants.h OpCode, DxilOperations.cpp). Operand indices count call
// arguments from 0; value -1: the call's result.
struct CallForm {
  Intrinsic::ID intrinsic; // not_intrinsic: a dx.op row
  int opcode;              // dx.op rows
  unsigned args;
  BodyCallKind kind;
  dxsig_access_op op; // for Access
  int id, row, col, value;
  int stream; // EmitStream / CutStream: the stream operand
  bool clang22; // LLVM 22's intrinsic, which clang 22 fills with placeholders
  const char *name = nullptr; // dx.op signature rows: the operation ("loadInput")
  dxsig_access_form form = DXSIG_ACCESS_FORM_PLAIN;
};

constexpr BodyCallKind ACCESS = BodyCallKind::Access;

const CallForm FORMS[] = {
    // LLVM 22 IntrinsicsDirectX.td: load.input(i32, i32 id, i32 row, i8 col,
    // i32 vertex) -> any; store.output(i32, i32 id, i32 row, i8 col, i32,
    // any value). Operand 0 mirrors DXC's opcode operand (clang 22 writes 4,
    // loadInput's, in both); it and operand 4 are not read.
    {Intrinsic::dx_load_input, -1, 5, ACCESS, DXSIG_ACCESS_LOAD_INPUT, 1, 2, 3, -1, -1, true},
    {Intrinsic::dx_store_output, -1, 6, ACCESS, DXSIG_ACCESS_STORE_OUTPUT, 1, 2, 3, 5, -1, true},
    // DXC's dx.op family (hctdb.py): (i32 opcode, i32 sigId, i32 row, i8 col, ...).
    {Intrinsic::not_intrinsic, 4, 5, ACCESS, DXSIG_ACCESS_LOAD_INPUT, 1, 2, 3, -1, -1, false, "loadInput"},   // loadInput (.., i32 vertex)
    {Intrinsic::not_intrinsic, 5, 5, ACCESS, DXSIG_ACCESS_STORE_OUTPUT, 1, 2, 3, 4, -1, false, "storeOutput"},  // storeOutput (.., value)
    {Intrinsic::not_intrinsic, 87, 6, ACCESS, DXSIG_ACCESS_LOAD_INPUT, 1, 2, 3, -1, -1, false, "evalSnapped", DXSIG_ACCESS_FORM_EVALUATE},  // evalSnapped (.., i32 x, i32 y)
    {Intrinsic::not_intrinsic, 88, 5, ACCESS, DXSIG_ACCESS_LOAD_INPUT, 1, 2, 3, -1, -1, false, "evalSampleIndex", DXSIG_ACCESS_FORM_EVALUATE},  // evalSampleIndex (.., i32 sample)
    {Intrinsic::not_intrinsic, 89, 4, ACCESS, DXSIG_ACCESS_LOAD_INPUT, 1, 2, 3, -1, -1, false, "evalCentroid", DXSIG_ACCESS_FORM_EVALUATE},  // evalCentroid
    {Intrinsic::not_intrinsic, 103, 5, ACCESS, DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT, 1, 2, 3, -1, -1,
     false, "loadOutputControlPoint"}, // loadOutputControlPoint (.., i32 point)
    {Intrinsic::not_intrinsic, 104, 4, ACCESS, DXSIG_ACCESS_LOAD_PATCH_CONSTANT, 1, 2, 3, -1, -1,
     false, "loadPatchConstant"}, // loadPatchConstant
    {Intrinsic::not_intrinsic, 106, 5, ACCESS, DXSIG_ACCESS_STORE_PATCH_CONSTANT, 1, 2, 3, 4, -1,
     false, "storePatchConstant"}, // storePatchConstant (.., value)
    {Intrinsic::not_intrinsic, 137, 5, ACCESS, DXSIG_ACCESS_LOAD_INPUT, 1, 2, 3, -1, -1,
     false, "attributeAtVertex", DXSIG_ACCESS_FORM_AT_VERTEX}, // attributeAtVertex (.., i8 vertex)
    {Intrinsic::not_intrinsic, 171, 6, ACCESS, DXSIG_ACCESS_STORE_VERTEX_OUTPUT, 1, 2, 3, 4, -1,
     false, "storeVertexOutput"}, // storeVertexOutput (.., value, i32 vertex)
    {Intrinsic::not_intrinsic, 172, 6, ACCESS, DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT, 1, 2, 3, 4, -1,
     false, "storePrimitiveOutput"}, // storePrimitiveOutput (.., value, i32 primitive)
    {Intrinsic::not_intrinsic, 97, 2, BodyCallKind::EmitStream, DXSIG_ACCESS_OP_COUNT, -1, -1, -1, -1, 1,
     false}, // emitStream(i32, i8 stream)
    {Intrinsic::not_intrinsic, 99, 2, BodyCallKind::EmitStream, DXSIG_ACCESS_OP_COUNT, -1, -1, -1, -1, 1,
     false}, // emitThenCutStream(i32, i8 stream)
    {Intrinsic::not_intrinsic, 98, 2, BodyCallKind::CutStream, DXSIG_ACCESS_OP_COUNT, -1, -1, -1, -1, 1,
     false}, // cutStream(i32, i8 stream)
    {Intrinsic::not_intrinsic, 138, 1, BodyCallKind::ViewID, DXSIG_ACCESS_OP_COUNT, -1, -1, -1, -1, -1,
     false}, // viewID
};

// A constant integer operand that fits 32 bits, or nullopt.
std::optional<uint32_t> constant_u32(const Value *v) {
  auto *ci = dyn_cast<ConstantInt>(v);
  if (!ci || ci->getBitWidth() > 64 || ci->getZExtValue() > std::numeric_limits<uint32_t>::max())
    return std::nullopt;
  return static_cast<uint32_t>(ci->getZExtValue());
}

// The signature operation a dx.op function's name says ("dx.op.loadInput.f32"
// says loadInput), or nullptr.
const CallForm *named_form(const Function &callee) {
  StringRef name = callee.getName();
  if (!name.consume_front("dx.op."))
    return nullptr;
  StringRef op = name.take_until([](char c) { return c == '.'; });
  for (const CallForm &f : FORMS)
    if (f.name && op == f.name)
      return &f;
  return nullptr;
}

const CallForm *form_of(const CallBase &call) {
  const Function *callee = call.getCalledFunction();
  // Every form is a declaration; an intrinsic is known by its ID.
  if (!callee || !callee->isDeclaration())
    return nullptr;
  Intrinsic::ID id = callee->getIntrinsicID();
  std::optional<uint32_t> opcode;
  const CallForm *named = nullptr;
  if (id == Intrinsic::not_intrinsic) {
    if (callee->isIntrinsic() || !callee->getName().starts_with("dx.op.") ||
        call.arg_size() == 0 || !(opcode = constant_u32(call.getArgOperand(0))))
      return nullptr;
    named = named_form(*callee);
  }
  for (const CallForm &f : FORMS)
    if (f.intrinsic == id && call.arg_size() == f.args &&
        (id != Intrinsic::not_intrinsic || *opcode == static_cast<uint32_t>(f.opcode)))
      // A signature operation's function names it (DXC: the opcode's
      // function, else "not a DXILOpFunction").
      return !named || named == &f ? &f : nullptr;
  return nullptr;
}

// Why a call whose function names a signature operation is not one, in
// DXC's validator's words where it has them; nullptr when it is one (or
// names none). Its form in *named.
const char *malformed_operation(const CallBase &call, const CallForm **named) {
  const Function *callee = call.getCalledFunction();
  *named = callee && !callee->isIntrinsic() ? named_form(*callee) : nullptr;
  if (!*named)
    return nullptr;
  if (!callee->isDeclaration())
    return "a dx.op function with a body: DXC's operations are declarations, whose calls "
           "the validator reads (the body is not)";
  if (call.arg_size() == 0 || !constant_u32(call.getArgOperand(0)))
    return "opcode must be an immediate constant";
  if (*constant_u32(call.getArgOperand(0)) != static_cast<uint32_t>((*named)->opcode))
    return "the opcode is not the function's operation: not a DXILOpFunction";
  if (call.arg_size() != (*named)->args)
    return "the operation's operand count is not DXC's";
  return nullptr;
}

dxsig_value_type value_type_of(Type *t, uint32_t *width) {
  *width = 1;
  if (auto *vt = dyn_cast<FixedVectorType>(t)) {
    *width = vt->getNumElements();
    t = vt->getElementType();
  }
  if (t->isHalfTy())
    return DXSIG_VALUE_F16;
  if (t->isFloatTy())
    return DXSIG_VALUE_F32;
  if (t->isDoubleTy())
    return DXSIG_VALUE_F64;
  if (t->isIntegerTy(1))
    return DXSIG_VALUE_I1;
  if (t->isIntegerTy(16))
    return DXSIG_VALUE_I16;
  if (t->isIntegerTy(32))
    return DXSIG_VALUE_I32;
  if (t->isIntegerTy(64))
    return DXSIG_VALUE_I64;
  return DXSIG_VALUE_OTHER;
}

} // namespace

BodyCallKind classifyBodyCall(CallBase &call, AccessSite *site) {
  const CallForm *f = form_of(call);
  const CallForm *named = nullptr;
  const char *why = f ? nullptr : malformed_operation(call, &named);
  if (why && site) { /* an error of the glue, not a record for the core */
    AccessSite s;
    s.call = &call;
    s.access.op = named->op;
    s.access.type = DXSIG_VALUE_OTHER;
    s.malformed = why;
    s.bad_call = true;
    *site = s;
    return BodyCallKind::Access;
  }
  if (!f)
    return BodyCallKind::None;
  if (f->kind != BodyCallKind::Access || !site)
    return f->kind;
  AccessSite s;
  s.call = &call;
  s.access.op = f->op;
  s.access.form = f->form;
  s.value_operand = f->value;
  s.row_operand = f->row;
  s.clang22_form = f->clang22;
  std::optional<uint32_t> id = constant_u32(call.getArgOperand(f->id));
  std::optional<uint32_t> col = constant_u32(call.getArgOperand(f->col));
  s.id_known = id.has_value();
  if (!id)
    s.malformed = "the signature ID is not a constant";
  else if (!col)
    s.malformed = "the column is not a constant";
  s.access.id = id.value_or(0);
  s.access.col = col.value_or(0);
  const Value *row = call.getArgOperand(f->row);
  if (auto *ci = dyn_cast<ConstantInt>(row)) {
    uint64_t r = ci->getBitWidth() <= 64 ? ci->getZExtValue() : UINT64_MAX;
    s.access.row = r > std::numeric_limits<uint32_t>::max() ? std::numeric_limits<uint32_t>::max()
                                                            : static_cast<uint32_t>(r);
  } else {
    s.access.row_dynamic = true; // an undef row is not a row either
  }
  Type *t = f->value < 0 ? call.getType() : call.getArgOperand(f->value)->getType();
  // clang 22's array of semantics: one row per array element, each of the
  // element's type (LLVM 22 intrinsics only: DXC's dx.op calls are scalar).
  auto *array = dyn_cast<ArrayType>(t);
  if (f->clang22 && array && array->getNumElements() > 0 &&
      array->getNumElements() <= std::numeric_limits<uint32_t>::max()) {
    s.array_rows = static_cast<uint32_t>(array->getNumElements());
    t = array->getElementType();
  }
  s.access.type = value_type_of(t, &s.access.width);
  s.placeholder = f->clang22 && id && *id == 0 && col && *col == 0 && !s.access.row_dynamic &&
                  s.access.row == 0;
  *site = s;
  return BodyCallKind::Access;
}

AccessSite arrayRowSite(const AccessSite &first, uint32_t k) {
  AccessSite s = first;
  s.array_row = k;
  if (!s.access.row_dynamic) // saturated, as a row past 32 bits is read
    s.access.row = first.access.row > std::numeric_limits<uint32_t>::max() - k
                       ? std::numeric_limits<uint32_t>::max()
                       : first.access.row + k;
  return s;
}

uint32_t emitStreamOf(const CallBase &call) {
  const CallForm *f = form_of(call);
  if (!f || f->stream < 0)
    return 0;
  std::optional<uint32_t> s = constant_u32(call.getArgOperand(f->stream));
  return s && *s < 32 ? 1u << *s : 0;
}

// ---- reading ---------------------------------------------------------------

namespace {

// The call as LLVM prints it, without metadata, attributes and bundles:
// "%v = call float @f(i32 4, ...)". Written operand by operand, not with
// Instruction::print, which walks the whole module for each instruction
// (its writer collects every comdat): one access in a large library would
// cost as much as the library.
std::string print_call(const CallBase &call, ModuleSlotTracker &slots) {
  std::string text;
  raw_string_ostream os(text);
  if (!call.getType()->isVoidTy()) {
    call.printAsOperand(os, false, slots);
    os << " = ";
  }
  if (auto *ci = dyn_cast<CallInst>(&call))
    os << (ci->isMustTailCall() ? "musttail " : ci->isTailCall() ? "tail " : "");
  os << "call ";
  call.getType()->print(os);
  os << " ";
  call.getCalledOperand()->printAsOperand(os, false, slots);
  os << "(";
  for (unsigned i = 0; i < call.arg_size(); ++i) {
    if (i)
      os << ", ";
    call.getArgOperand(i)->printAsOperand(os, true, slots);
  }
  os << ")";
  os.flush();
  const size_t max_len = 160;
  if (text.size() > max_len) {
    text.erase(max_len - 3);
    text += "...";
  }
  return text;
}

const char *keep(EntryBody &body, std::string s) {
  body.strings.push_back(std::move(s));
  return body.strings.back().c_str();
}

// Appends what one function holds to body, in instruction order; its
// callees (defined, each once, in call order) to callees.
void scan_function(Function &f, EntryBody &body, std::vector<Function *> &callees) {
  SmallPtrSet<Function *, 8> seen;
  for (BasicBlock &bb : f)
    for (Instruction &inst : bb) {
      auto *call = dyn_cast<CallBase>(&inst);
      if (!call)
        continue;
      AccessSite site;
      switch (classifyBodyCall(*call, &site)) {
      case BodyCallKind::Access:
        body.sites.push_back(site);
        // An array access's other rows. Past the rows any element has,
        // its last row stands for them (it is outside every element):
        // the work stays bounded by the signature, not by the type.
        for (uint32_t k = site.array_rows > DXSIG_MAX_ROWS ? site.array_rows - 1 : 1;
             k < site.array_rows; ++k)
          body.sites.push_back(arrayRowSite(site, k));
        break;
      case BodyCallKind::ViewID:
        body.view_id_calls.push_back(call);
        break;
      case BodyCallKind::EmitStream:
      case BodyCallKind::CutStream:
        body.emit_calls.push_back(call);
        break;
      case BodyCallKind::None: {
        Function *callee = call->getCalledFunction(); // indirect calls: not followed
        if (callee && !callee->isDeclaration() && seen.insert(callee).second)
          callees.push_back(callee);
        break;
      }
      }
    }
}

} // namespace

struct BodyReader::Impl {
  Module *module;
  std::unique_ptr<ModuleSlotTracker> slots; // built on the first printed call
  const Function *incorporated = nullptr;
};

BodyReader::BodyReader(Module &m) : impl_(new Impl{&m, nullptr}) {}
BodyReader::~BodyReader() = default;

void BodyReader::read(Function &entry, EntryBody &body) {
  body = EntryBody();
  // The roots: the entry, then an HS entry's patch-constant function (the
  // attribute's, else the one DXC's entry record names).
  SmallVector<Function *, 2> roots{&entry};
  Attribute pc = entry.getFnAttribute("hlsl.patchconstantfunc");
  Function *pcf = pc.isStringAttribute()
                    ? entry.getParent()->getFunction(pc.getValueAsString())
                    : recordPatchConstantFunction(*entry.getParent(), entry);
  if (pcf && !pcf->isDeclaration() && pcf != &entry)
    roots.push_back(pcf);
  if (entry.isDeclaration())
    return;

  // Preorder over the call graph, iteratively (no recursion on input):
  // each function once, callees in the order their first call appears.
  SmallPtrSet<Function *, 16> visited;
  DenseMap<Function *, std::vector<Function *>> calls; // the call graph read
  struct Frame {
    Function *f;
    size_t next = 0;
  };
  std::vector<Frame> stack;
  StringRef last_file; // one kept copy per run of accesses in one file
  const char *last_kept = nullptr;
  auto visit = [&](Function *f) {
    size_t first_site = body.sites.size();
    std::vector<Function *> callees;
    scan_function(*f, body, callees);
    body.functions.push_back(f);
    const char *fn = keep(body, f->getName().str());
    for (size_t i = first_site; i < body.sites.size(); ++i) {
      AccessSite &s = body.sites[i];
      s.access.at.function = fn;
      if (s.malformed) // reported whatever the checks say: described now
        describe(s, body);
      if (const DebugLoc &dl = s.call->getDebugLoc()) {
        s.access.at.line = dl.getLine();
        s.access.at.column = dl.getCol();
        if (auto *scope = dyn_cast_or_null<DIScope>(dl.getScope())) {
          StringRef file = scope->getFilename();
          if (!file.empty() && (!last_kept || file != last_file)) {
            last_file = file;
            last_kept = keep(body, file.str());
          }
          if (!file.empty())
            s.access.at.file = last_kept;
        }
      }
    }
    calls[f] = std::move(callees);
    stack.push_back(Frame{f, 0});
  };
  for (Function *root : roots) {
    if (!visited.insert(root).second)
      continue;
    visit(root);
    while (!stack.empty()) {
      Frame &top = stack.back();
      const std::vector<Function *> &callees = calls[top.f];
      if (top.next == callees.size()) {
        stack.pop_back();
        continue;
      }
      Function *callee = callees[top.next++];
      if (visited.insert(callee).second)
        visit(callee); // may grow the stack and the map: nothing above is used after this
    }
  }

  // Which roots reach each function: a helper of both roots has both bits.
  DenseMap<Function *, uint32_t> reached;
  for (size_t r = 0; r < roots.size(); ++r) {
    uint32_t bit = r == 0 ? DXSIG_ROOT_ENTRY : DXSIG_ROOT_PATCH_CONSTANT;
    std::vector<Function *> work{roots[r]};
    while (!work.empty()) {
      Function *f = work.back();
      work.pop_back();
      uint32_t &bits = reached[f];
      if (bits & bit)
        continue;
      bits |= bit;
      for (Function *callee : calls.lookup(f))
        work.push_back(callee);
    }
  }
  for (AccessSite &s : body.sites)
    s.access.reached_from = reached.lookup(s.call->getFunction());
  assignEmitStreams(body);
}

void BodyReader::describe(AccessSite &site, EntryBody &body) {
  if (site.access.at.instruction)
    return;
  if (!impl_->slots)
    impl_->slots = std::make_unique<ModuleSlotTracker>(impl_->module, false);
  const Function *f = site.call->getFunction();
  if (impl_->incorporated != f) {
    impl_->slots->incorporateFunction(*f);
    impl_->incorporated = f;
  }
  site.access.at.instruction = keep(body, print_call(*site.call, *impl_->slots));
}

void BodyReader::describe(EntryBody &body) {
  for (AccessSite &s : body.sites)
    describe(s, body);
}

void readEntryBody(Function &entry, EntryBody &body) {
  BodyReader reader(*entry.getParent());
  reader.read(entry, body);
  reader.describe(body);
}

} // namespace dxsig
