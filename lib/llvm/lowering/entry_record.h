// dxsig LLVM glue: an existing !dx.entryPoints record (a DXC-produced
// module, or an earlier dxsig-lower): where it is and what its stage state
// records say (their layout: dxsig/entry_record.h). C++ only; not
// installed.
#ifndef DXSIG_GLUE_ENTRY_RECORD_H
#define DXSIG_GLUE_ENTRY_RECORD_H

#include "dxsig/dxsig.h"

#include <llvm/IR/Function.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

namespace dxsig {

// The record of !dx.entryPoints whose function is fn, or null.
llvm::MDTuple *findEntryRecord(llvm::Module &m, const llvm::Function &fn);

// The record's properties as tag/value pairs (operand 4), or null when it
// has none or they are not an even list whose tags are integers.
llvm::MDTuple *entryRecordProperties(const llvm::MDTuple *record);

// The patch-constant function a hull shader's record names (its HS state,
// tag 3, operand 0), or null: DXC names it there, not in an attribute.
llvm::Function *recordPatchConstantFunction(llvm::Module &m, const llvm::Function &entry);

// Reads into out the state the properties give for the entry's stage
// (dxsig_entry_record_read, property by property). A malformed state
// record is left out with a warning (lower-entry-record), and so is the
// rest of the record.
void readEntryState(const llvm::MDTuple *props, const dxsig_entry &e,
                    dxsig_stage_props &out, dxsig_diag_list *diags);

} // namespace dxsig

#endif
