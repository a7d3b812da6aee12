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
#include <memory>
#include <string>
#include <vector>

#include "dxsig/body.h"

namespace llvm {
class CallBase;
class Function;
class Module;
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
  /* LLVM 22's llvm.dx.load.input / llvm.dx.store.output (not DXC's dx.op). */
  bool clang22_form = false;
  /* An LLVM 22 access at ID 0, row 0, column 0: what clang 22 writes for
   * every access before it assigns signatures (CGHLSLRuntime, a FIXME). The
   * glue ignores the LLVM 22 accesses of a module when all of them are such
   * placeholders (docs/bodies.md). */
  bool placeholder = false;
  /* Why the access cannot be placed, or NULL: its signature ID (id_known
   * false) or its column is not a constant. Such an access is an error of
   * the glue, not a record for the core. */
  const char *malformed = nullptr;
  bool id_known = true;
  /* The call names a signature operation (dx.op.loadInput.*) but is not
   * one DXC's validator accepts: the malformed text says why (body-call). */
  bool bad_call = false;
  /* clang 22 reads and writes an array of semantics as one LLVM 22 call of
   * array type ([2 x <4 x float>]): one site per row it covers, each with
   * the call, the row operand plus array_row, and the element type's
   * width and component type. array_rows is how many rows the call
   * covers (1 for any other access). */
  uint32_t array_row = 0;
  uint32_t array_rows = 1;
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

/* What kind of body call `call` is; for Access, fills *site (site may be
 * NULL) with the access of its first row (an array access's other rows:
 * arrayRowSite). Only direct calls are body calls. */
BodyCallKind classifyBodyCall(llvm::CallBase &call, AccessSite *site);

/* Row k (0 < k < first.array_rows) of an array access whose first row
 * classifyBodyCall gave as first. */
AccessSite arrayRowSite(const AccessSite &first, uint32_t k);

/* For an EmitStream or CutStream call: its stream as a bit (1 << stream);
 * 0 when the stream is not a constant below 32. */
uint32_t emitStreamOf(const llvm::CallBase &call);

/* Reads the bodies of a module's entries; what every entry shares (the
 * module's slot numbering, for printing instructions) is built once. */
class BodyReader {
public:
  explicit BodyReader(llvm::Module &module);
  ~BodyReader();
  BodyReader(const BodyReader &) = delete;
  BodyReader &operator=(const BodyReader &) = delete;

  /* Reads the accesses of entry and of every function it calls, directly
   * or not (each function once, recursion included; indirect calls are not
   * followed). An entry with the string attribute
   * "hlsl.patchconstantfunc"="NAME" (a hull shader) also reaches the
   * function NAME and its callees, after its own; each access says which
   * of the two reach it (reached_from). A store gets the streams of the
   * first emitStream / emitThenCutStream on each path after it, through
   * calls and returns (emit_streams, assignEmitStreams).
   * Instructions are printed (at.instruction) only for malformed sites:
   * describe() prints the others when a diagnostic needs them. */
  void read(llvm::Function &entry, EntryBody &body);

  /* Sets at.instruction of site (or of every site of body): the call as
   * LLVM prints it, without metadata and attributes; its string is kept
   * in body. Linear in the call's operands. */
  void describe(AccessSite &site, EntryBody &body);
  void describe(EntryBody &body);

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/* Sets emit_streams of every store of body (as read: body.functions the
 * entry's functions, sites and emit_calls in the order of their
 * instructions in those functions, which is how they are matched to the
 * calls): the streams of the first emitStream /
 * emitThenCutStream on each path after the store, where a call emits what
 * its callee emits first and a return goes on after each call of the
 * function in the body (body_streams.cpp). 0 when no emit follows; nothing
 * is set when the body has no emit. */
void assignEmitStreams(EntryBody &body);

/* BodyReader(module).read(entry, body), then describe(body): for one
 * entry. */
void readEntryBody(llvm::Function &entry, EntryBody &body);

} // namespace dxsig

#endif
