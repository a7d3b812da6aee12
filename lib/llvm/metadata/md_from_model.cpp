// Model -> metadata: dx.semantic.signatures written from a core model (an
// HLSL file read by the core, a model built by hand), as a new module or
// into a module clang compiled from the same source. The nodes are those
// docs/metadata.md prescribes, so that dxsig_glue_load reads the model
// back as it was: 13 element operands at their enum dxsig_element_operand
// positions, `null` for an absent list, `!{}` for an empty one, the fourth
// list only when the model has it. C++ for the typed integer operands
// (LLVM-C has no way to say `i8 -1` in metadata without constants of the
// module's own context, and folds them when read back).
#include "glue.h"

#include "dxsig/hlsl.h"

#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>
#include <llvm/TargetParser/Triple.h>

#include <cstring>
#include <vector>

using namespace llvm;

namespace {

constexpr const char TABLE[] = "dx.semantic.signatures";
constexpr const char SHADER_ATTR[] = "hlsl.shader";

// An integer operand of width bits. Values wider than their operand are
// cut to it (a valid model has none: the schema's ranges fit).
Metadata *int_md(LLVMContext &ctx, unsigned bits, int64_t value) {
  auto *ty = IntegerType::get(ctx, bits);
  return ConstantAsMetadata::get(ConstantInt::getSigned(ty, bits == 8 ? (int8_t)value
                                                                      : (int32_t)value));
}

// The 13 operands of one element, in the types docs/metadata.md gives.
MDNode *element_md(LLVMContext &ctx, const dxsig_element &el) {
  SmallVector<Metadata *, 8> idx;
  for (uint32_t i = 0; i < el.index_count; ++i)
    idx.push_back(int_md(ctx, 32, el.indices[i]));
  Metadata *ops[DXSIG_ELEMENT_OP_COUNT];
  ops[DXSIG_ELEMENT_OP_ID] = int_md(ctx, 32, el.id);
  // A name the reader could not read (NULL) is written empty.
  ops[DXSIG_ELEMENT_OP_NAME] =
      MDString::get(ctx, el.name ? StringRef(el.name, el.name_len) : StringRef());
  ops[DXSIG_ELEMENT_OP_COMP_TYPE] = int_md(ctx, 32, el.comp_type);
  ops[DXSIG_ELEMENT_OP_KIND] = int_md(ctx, 32, el.kind);
  ops[DXSIG_ELEMENT_OP_INDICES] = MDTuple::get(ctx, idx);
  ops[DXSIG_ELEMENT_OP_INTERP] = int_md(ctx, 32, el.interp);
  ops[DXSIG_ELEMENT_OP_ROWS] = int_md(ctx, 32, el.rows);
  ops[DXSIG_ELEMENT_OP_COLS] = int_md(ctx, 8, el.cols);
  ops[DXSIG_ELEMENT_OP_START_ROW] = int_md(ctx, 32, el.start_row);
  ops[DXSIG_ELEMENT_OP_START_COL] = int_md(ctx, 8, el.start_col);
  ops[DXSIG_ELEMENT_OP_USAGE_MASK] = int_md(ctx, 8, el.usage_mask);
  ops[DXSIG_ELEMENT_OP_DYN_INDEX_MASK] = int_md(ctx, 8, el.dyn_index_mask);
  ops[DXSIG_ELEMENT_OP_STREAM] = int_md(ctx, 32, el.stream);
  return MDTuple::get(ctx, ops);
}

// A list: `null` when absent, `!{}` when empty.
Metadata *list_md(LLVMContext &ctx, const dxsig_signature &sig) {
  if (!sig.present)
    return nullptr;
  SmallVector<Metadata *, 16> els;
  for (size_t i = 0; i < sig.count; ++i)
    els.push_back(element_md(ctx, sig.elements[i]));
  return MDTuple::get(ctx, els);
}

// `!{ptr @fn, inputs, outputs[, patch constants]}`: the fourth operand only
// when the model has that list (a stage without one must not have it).
MDNode *triple_md(LLVMContext &ctx, Function *fn, const dxsig_entry &e) {
  SmallVector<Metadata *, 4> ops{ValueAsMetadata::get(fn)};
  for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    if (k != DXSIG_SIG_PATCH_CONSTANT || e.sigs[k].present)
      ops.push_back(list_md(ctx, e.sigs[k]));
  return MDTuple::get(ctx, ops);
}

bool has_key(const dxsig_hlsl_attr *attrs, size_t n, const char *key) {
  for (size_t i = 0; i < n; ++i)
    if (attrs[i].key && std::strcmp(attrs[i].key, key) == 0)
      return true;
  return false;
}

// `define void @name() { ret void }`, or the function of that name there
// is. Marked as no code: the body stands for code dxsig has not seen, and
// lowering must not take it for a shader that touches no signature value.
Function *empty_function(Module &mod, StringRef name) {
  if (Function *old = mod.getFunction(name))
    return old;
  LLVMContext &ctx = mod.getContext();
  auto *fn = Function::Create(FunctionType::get(Type::getVoidTy(ctx), false),
                              GlobalValue::ExternalLinkage, name, mod);
  fn->addFnAttr(DXSIG_GLUE_NO_CODE_ATTR);
  IRBuilder<>(BasicBlock::Create(ctx, "entry", fn)).CreateRetVoid();
  return fn;
}

// The entry function: a definition whose body is `ret void`, as the schema
// wants (a declaration is entry-declaration), with the string attributes
// given and, when they have none, "hlsl.shader" from the entry's stage.
// A second entry of the same name (the model's own error, entry-duplicate
// when read back) shares the function.
Function *entry_function(Module &mod, const dxsig_entry &e, const dxsig_hlsl_attr *attrs,
                         size_t n) {
  if (Function *old = mod.getFunction(e.name))
    return old;
  Function *fn = empty_function(mod, e.name);
  if (e.has_stage && !has_key(attrs, n, SHADER_ATTR))
    fn->addFnAttr(SHADER_ATTR, dxsig_shader_stage_name(e.stage));
  for (size_t i = 0; i < n; ++i)
    if (attrs[i].key)
      fn->addFnAttr(attrs[i].key, attrs[i].value ? attrs[i].value : "");
  // A hull shader's patch-constant function is a function of the module,
  // as in DXC's (lowering looks it up by the attribute).
  for (size_t i = 0; i < n; ++i)
    if (attrs[i].key && attrs[i].value && StringRef(attrs[i].key) == "hlsl.patchconstantfunc")
      empty_function(mod, attrs[i].value);
  return fn;
}

} // namespace

extern "C" LLVMModuleRef dxsig_glue_module_from_model(LLVMContextRef ctxref,
                                                      const struct dxsig_module *m,
                                                      const struct dxsig_hlsl_attr *const *attrs,
                                                      const size_t *attr_counts,
                                                      const char *module_name) {
  for (size_t i = 0; i < m->count; ++i)
    if (!m->entries[i].name)
      return nullptr;
  LLVMContext &ctx = *unwrap(ctxref);
  auto *mod = new Module(module_name ? module_name : "", ctx);
  if (m->triple && *m->triple)
    mod->setTargetTriple(Triple(m->triple));
  if (m->native16) // what load.c reads and clang writes for -fnative-half-type
    mod->addModuleFlag(Module::Error, "dx.nativelowprec", 1);
  if (m->valver_major != 1 || m->valver_minor != 0) // 1.0 is what no !dx.valver means
    mod->getOrInsertNamedMetadata("dx.valver")
        ->addOperand(MDTuple::get(ctx, {int_md(ctx, 32, m->valver_major),
                                        int_md(ctx, 32, m->valver_minor)}));
  NamedMDNode *table = nullptr;
  for (size_t i = 0; i < m->count; ++i) {
    const dxsig_entry &e = m->entries[i];
    Function *fn = entry_function(*mod, e, attrs ? attrs[i] : nullptr,
                                  attrs && attr_counts ? attr_counts[i] : 0);
    if (e.no_triple) // a shader function the table does not list
      continue;
    if (!table)
      table = mod->getOrInsertNamedMetadata(TABLE);
    table->addOperand(triple_md(ctx, fn, e));
  }
  return wrap(mod);
}

extern "C" bool dxsig_glue_annotate(LLVMModuleRef modref, const struct dxsig_module *m,
                                    struct dxsig_diag_list *diags) {
  Module &mod = *unwrap(modref);
  LLVMContext &ctx = mod.getContext();
  // The functions the table already names: each may appear once.
  DenseSet<const Function *> listed;
  if (NamedMDNode *table = mod.getNamedMetadata(TABLE))
    for (const MDNode *t : table->operands())
      if (t->getNumOperands() > 0)
        if (auto *v = dyn_cast_or_null<ValueAsMetadata>(t->getOperand(0).get()))
          if (auto *f = dyn_cast<Function>(v->getValue()))
            listed.insert(f);

  // Everything is checked before anything is written; every problem is
  // reported.
  std::vector<std::pair<Function *, const dxsig_entry *>> plan;
  bool ok = true;
  for (size_t i = 0; i < m->count; ++i) {
    const dxsig_entry &e = m->entries[i];
    if (e.no_triple) // no lists to add
      continue;
    if (!e.name) {
      ok = false;
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_NOT_FOUND,
                     "entry %zu of the model has no name", i);
      continue;
    }
    // clang 22 names the entry as the source does: the [shader] function
    // (or -hlsl-entry) `main` becomes the wrapper `define void @main()`
    // with "hlsl.shader", which calls (or, inlined, replaces) the user
    // function, mangled and internal (`_Z4mainDv3_fDv2_f`). So the match
    // is by the model's name, among functions with "hlsl.shader".
    Function *fn = mod.getFunction(e.name);
    if (!fn || !fn->hasFnAttribute(SHADER_ATTR)) {
      ok = false;
      dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_NOT_FOUND, &e,
                           fn ? "the function has no \"hlsl.shader\" attribute"
                              : "the module has no function of this name");
      continue;
    }
    if (fn->isDeclaration()) {
      ok = false;
      dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_DECLARATION, &e,
                           "the function is a declaration, not a definition");
      continue;
    }
    if (!listed.insert(fn).second) {
      ok = false;
      dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_DUPLICATE, &e,
                           "the function already has a dx.semantic.signatures triple");
      continue;
    }
    StringRef stage = fn->getFnAttribute(SHADER_ATTR).getValueAsString();
    if (e.has_stage && stage != dxsig_shader_stage_name(e.stage)) {
      ok = false;
      dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_ENTRY_STAGE_CONFLICT, &e,
                           "the model's stage '%s' conflicts with the function's "
                           "\"hlsl.shader\"=\"%.*s\"",
                           dxsig_shader_stage_name(e.stage),
                           (int)(stage.size() > 64 ? 64 : stage.size()), stage.data());
      continue;
    }
    plan.emplace_back(fn, &e);
  }
  if (!ok)
    return false;
  if (plan.empty())
    return true;
  NamedMDNode *table = mod.getOrInsertNamedMetadata(TABLE);
  for (const auto &[fn, e] : plan)
    table->addOperand(triple_md(ctx, fn, *e));
  return true;
}
