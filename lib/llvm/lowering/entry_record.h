// dxsig LLVM glue: an existing !dx.entryPoints record (a DXC-produced
// module, or an earlier dxsig-lower): where it is, what its stage state
// records say, and which of its properties dxsig writes itself. C++ only;
// not installed.
#ifndef DXSIG_GLUE_ENTRY_RECORD_H
#define DXSIG_GLUE_ENTRY_RECORD_H

#include "dxsig/dxsig.h"

#include <llvm/IR/Function.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

namespace dxsig {

// Property tags of an entry record (DXC DxilMetadataHelper.h).
enum : unsigned {
  kShaderFlagsTag = 0,
  kGSStateTag = 1,
  kDSStateTag = 2,
  kHSStateTag = 3,
  kNumThreadsTag = 4,
  kShaderKindTag = 8,
  kMSStateTag = 9,
  kASStateTag = 10,
  kWaveSizeTag = 11,
  kFirstNodeTag = 13,
  kLastNodeTag = 22,
  kRangedWaveSizeTag = 23,
};

// The record of !dx.entryPoints whose function is fn, or null.
llvm::MDTuple *findEntryRecord(llvm::Module &m, const llvm::Function &fn);

// The record's properties as tag/value pairs (operand 4), or null when it
// has none or they are not an even list whose tags are integers.
llvm::MDTuple *entryRecordProperties(const llvm::MDTuple *record);

// The patch-constant function a hull shader's record names (its HS state,
// tag 3, operand 0), or null: DXC names it there, not in an attribute.
llvm::Function *recordPatchConstantFunction(llvm::Module &m, const llvm::Function &entry);

// Whether dxsig writes the property `tag` itself for an entry of stage
// (in a library: also the shader kind); the others are kept as they are.
bool isComputedTag(unsigned tag, enum dxsig_shader_stage stage, bool library);

// Reads into out the state the properties give for the entry's stage
// (tags 1, 2, 3, 9, 10, numthreads and wave size). A malformed state
// record is left out with a warning (lower-entry-record).
void readEntryState(const llvm::MDTuple *props, const dxsig_entry &e,
                    dxsig_stage_props &out, dxsig_diag_list *diags);

} // namespace dxsig

#endif
