// An entry's stage properties: its attributes first, then its existing
// !dx.entryPoints record for what they leave out.
#include "stage_attrs.h"
#include "entry_record.h"

#include <llvm/IR/Function.h>
#include <llvm/IR/Module.h>

using namespace llvm;

namespace {

const char *lookupAttribute(void *ctx, const char *key, size_t *len) {
  Attribute a = static_cast<Function *>(ctx)->getFnAttribute(key);
  if (!a.isStringAttribute())
    return nullptr;
  StringRef v = a.getValueAsString();
  *len = v.size();
  return v.data();
}

} // namespace

extern "C" bool dxsig_glue_stage_props(LLVMValueRef fnRef, const struct dxsig_entry *e,
                                       struct dxsig_stage_props *props,
                                       struct dxsig_diag_list *diags) {
  Function *fn = unwrap<Function>(fnRef);
  dxsig_stage_props_init(props);
  bool ok = dxsig_stage_props_read(props, e, lookupAttribute, fn, diags);
  uint32_t pcf = 1u << DXSIG_PROP_PATCH_CONSTANT_FUNC;
  if ((props->set & pcf) &&
      !fn->getParent()->getFunction(
          StringRef(props->patch_constant_func, props->patch_constant_func_len))) {
    dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_ATTRIBUTE, e,
                         "\"hlsl.patchconstantfunc\" names no function of the module: '%.*s'",
                         (int)(props->patch_constant_func_len > 64
                                   ? 64
                                   : props->patch_constant_func_len),
                         props->patch_constant_func);
    ok = false;
  }
  dxsig_stage_props record;
  dxsig_stage_props_init(&record);
  dxsig::readEntryState(dxsig::entryRecordProperties(dxsig::findEntryRecord(*fn->getParent(), *fn)),
                        *e, record, diags);
  dxsig_stage_props_merge(props, &record, e, diags);
  dxsig_stage_props_resolve(props, e);
  return ok;
}
