/* dxsig LLVM glue (C++ only): the signature accesses in an entry's code.
 *
 * One table row per access form (LLVM 22's llvm.dx.load.input /
 * llvm.dx.store.output, DXC's dx.op family by opcode): which operand is the
 * signature ID, the row, the column, the value, the vertex/stream. A call
 * matching a row becomes an AccessSite; the dependency analysis
 * (body_deps.cpp) works on the same sites. Not installed. */
#ifndef DXSIG_GLUE_BODY_ACCESS_H
#define DXSIG_GLUE_BODY_ACCESS_H

#include <deque>
#include <string>
#include <vector>

#include "dxsig/body.h"

namespace llvm {
class CallBase;
class Function;
class Value;
} // namespace llvm

namespace dxsig {

/* Calls that are not accesses but matter to bodies. */
enum class BodyCallKind {
  None,
  Access,      /* a load or store of a signature element */
  ViewID,      /* reads SV_ViewID (dx.op.viewID) */
  EmitStream,  /* GS emitStream / emitThenCutStream: stream operand */
  CutStream,   /* GS cutStream */
};

struct AccessSite {
  llvm::CallBase *call = nullptr;
  struct dxsig_access access = {};
  /* For stores: the operand index of the stored value; -1 for loads (the
   * loaded value is the call itself). */
  int value_operand = -1;
  /* For loads and stores: the operand index of the row (dynamic rows make
   * the row operand a dependence of every loaded component). */
  int row_operand = -1;
};

/* Owns the strings the access records point to (function names, printed
 * instructions, file names), so records stay valid while the body lives. */
struct EntryBody {
  std::vector<AccessSite> sites;          /* in a deterministic order:
                                             functions in call-graph
                                             preorder, instructions in order */
  std::vector<llvm::CallBase *> view_id_calls;
  std::vector<llvm::CallBase *> emit_calls; /* EmitStream and CutStream */
  std::vector<llvm::Function *> functions;  /* the entry and every function
                                               it reaches, entry first */
  std::deque<std::string> strings;          /* backing store of locations
                                               (a deque: c_str() stays put) */
};

/* What kind of body call `call` is; for Access, fills *site. */
BodyCallKind classifyBodyCall(llvm::CallBase &call, AccessSite *site);

/* Reads the accesses of entry and of every function it calls, directly or
 * not (each function once). */
void readEntryBody(llvm::Function &entry, EntryBody &body);

} // namespace dxsig

#endif
