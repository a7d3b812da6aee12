// Entry bodies with the model (body_glue.h): the access reader's sites
// become the core's records.
#include "body_glue.h"
#include "body_access.h"
#include "glue.h"

#include <llvm/IR/Function.h>
#include <llvm/IR/Module.h>

#include <memory>
#include <new>
#include <string>
#include <vector>

using namespace llvm;

namespace {

struct EntryRecord {
  dxsig::EntryBody body;
  std::vector<dxsig::AccessSite> malformed; // reported by the glue
  std::vector<dxsig_access> accesses;       // accesses[i] is body.sites[i]
  dxsig_body core = {};
  bool placeholders_left_out = false; // clang 22's: where they go is unknown
};

// The list an access operation names, for the glue's own diagnostics.
dxsig_sig_kind list_of(dxsig_access_op op) {
  switch (op) {
  case DXSIG_ACCESS_LOAD_INPUT:
    return DXSIG_SIG_INPUT;
  case DXSIG_ACCESS_STORE_OUTPUT:
  case DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT:
  case DXSIG_ACCESS_STORE_VERTEX_OUTPUT:
    return DXSIG_SIG_OUTPUT;
  default:
    return DXSIG_SIG_PATCH_CONSTANT;
  }
}

// The stages whose entries have signatures to access.
bool hasSignatures(const dxsig_entry &e) {
  switch (e.has_stage ? e.stage : DXSIG_STAGE_LIBRARY) {
  case DXSIG_STAGE_VERTEX:
  case DXSIG_STAGE_HULL:
  case DXSIG_STAGE_DOMAIN:
  case DXSIG_STAGE_GEOMETRY:
  case DXSIG_STAGE_PIXEL:
  case DXSIG_STAGE_MESH:
    return true;
  default:
    return false;
  }
}

} // namespace

// A graphics entry with code that accesses signatures but no
// dx.semantic.signatures triple: its accesses name nothing.
struct Unlisted {
  size_t entry;          // index in the model
  size_t accesses;
  std::string first;     // the first access, as printed
};

struct dxsig_glue_bodies {
  explicit dxsig_glue_bodies(Module &m) : reader(m) {}
  dxsig::BodyReader reader; // prints the calls a diagnostic names
  std::vector<std::unique_ptr<EntryRecord>> entries; // by entry index; null: nothing
  size_t placeholders = 0; // clang 22 placeholder accesses left out
  std::vector<Unlisted> unlisted;
};

extern "C" struct dxsig_glue_bodies *
dxsig_glue_bodies_read(LLVMModuleRef mod, const struct dxsig_module *m, bool *oom) {
  *oom = false;
  Module *module = unwrap(mod);
  std::unique_ptr<dxsig_glue_bodies> bodies(new (std::nothrow) dxsig_glue_bodies(*module));
  if (!bodies) {
    *oom = true;
    return nullptr;
  }
  bodies->entries.resize(m->count);
  dxsig::BodyReader &reader = bodies->reader;
  size_t clang22 = 0, placeholders = 0;
  bool any = false;
  for (size_t i = 0; i < m->count; ++i) {
    const dxsig_entry &e = m->entries[i];
    Function *f = e.name ? module->getFunction(e.name) : nullptr;
    if (!f || f->isDeclaration() || (e.no_triple && !hasSignatures(e)))
      continue;
    auto rec = std::make_unique<EntryRecord>();
    reader.read(*f, rec->body);
    if (rec->body.sites.empty() && rec->body.view_id_calls.empty())
      continue;
    // Accesses are matched only against entries the table lists: an
    // "hlsl.shader" function without a triple has no lists to match, so
    // its accesses are one error, not silence.
    if (e.no_triple) {
      if (!rec->body.sites.empty()) {
        reader.describe(rec->body.sites[0], rec->body);
        const char *first = rec->body.sites[0].access.at.instruction;
        bodies->unlisted.push_back({i, rec->body.sites.size(), first ? first : ""});
        any = true;
      }
      continue;
    }
    for (const dxsig::AccessSite &s : rec->body.sites) // calls: an array's first row
      if (s.clang22_form && !s.malformed && s.array_row == 0) {
        ++clang22;
        placeholders += s.placeholder;
      }
    bodies->entries[i] = std::move(rec);
    any = true;
  }
  if (!any)
    return nullptr;
  // clang 22's output: every LLVM 22 access a placeholder. Left out, with
  // one warning; a module with one real LLVM 22 access has none.
  bool drop_placeholders = clang22 != 0 && placeholders == clang22;
  if (drop_placeholders)
    bodies->placeholders = placeholders;
  for (std::unique_ptr<EntryRecord> &rec : bodies->entries) {
    if (!rec)
      continue;
    std::vector<dxsig::AccessSite> &sites = rec->body.sites;
    size_t kept = 0;
    for (size_t k = 0; k < sites.size(); ++k) {
      if (sites[k].malformed && sites[k].array_row == 0) // once per call
        rec->malformed.push_back(sites[k]);
      else if (sites[k].malformed)
        continue;
      else if (!(drop_placeholders && sites[k].clang22_form))
        sites[kept++] = sites[k];
      else
        rec->placeholders_left_out = true;
    }
    sites.resize(kept);
    rec->accesses.reserve(kept);
    for (const dxsig::AccessSite &s : sites)
      rec->accesses.push_back(s.access);
    rec->core.accesses = rec->accesses.data();
    rec->core.access_count = rec->accesses.size();
    rec->core.uses_view_id = !rec->body.view_id_calls.empty();
  }
  return bodies.release();
}

extern "C" void dxsig_glue_bodies_free(struct dxsig_glue_bodies *bodies) { delete bodies; }

extern "C" bool dxsig_glue_bodies_check(struct dxsig_glue_bodies *bodies, struct dxsig_module *m,
                                        struct dxsig_diag_list *diags) {
  bool ok = true;
  if (bodies->placeholders)
    dxsig_diag_add(diags, DXSIG_WARNING, DXSIG_RULE_BODY_PLACEHOLDER,
                   "every llvm.dx.load.input / llvm.dx.store.output call (%zu) is at signature "
                   "ID 0, row 0, column 0, as clang 22 writes them before it assigns "
                   "signatures: they are not checked and the metadata's masks stand",
                   bodies->placeholders);
  for (const Unlisted &u : bodies->unlisted) {
    dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_BODY_NO_SIGNATURES, &m->entries[u.entry],
                         "its code reads or writes signature values (%zu access%s, the first "
                         "`%.200s`) but dx.semantic.signatures has no entry for it, so they "
                         "name no element; give the entry its signatures (docs/metadata.md)",
                         u.accesses, u.accesses == 1 ? "" : "es", u.first.c_str());
    ok = false;
  }
  for (size_t i = 0; i < m->count && i < bodies->entries.size(); ++i) {
    EntryRecord *rec = bodies->entries[i].get();
    if (!rec)
      continue;
    dxsig_entry *e = &m->entries[i];
    rec->core.sm = m->target.sm; // the module's (triple or !dx.shaderModel); {0, 0} gates nothing
    for (const dxsig::AccessSite &s : rec->malformed) {
      const dxsig_body_location &at = s.access.at;
      dxsig_diag_add_element_at(diags, DXSIG_ERROR,
                                s.bad_call   ? DXSIG_RULE_BODY_CALL
                                : s.id_known ? DXSIG_RULE_BODY_COLUMN
                                             : DXSIG_RULE_BODY_ELEMENT_ID,
                                e, list_of(s.access.op), DXSIG_NO_ELEMENT, at.file, at.line,
                                at.column, "in function '%s': `%s`: %s", at.function,
                                at.instruction, s.malformed);
      ok = false;
    }
    // The calls are printed only for an entry with an error: checked once
    // quietly, then again with the text.
    struct dxsig_diag_list quiet;
    dxsig_diag_list_init(&quiet);
    quiet.limit = 1;
    bool entry_ok = dxsig_body_check(e, &rec->core, &quiet);
    dxsig_diag_list_finish(&quiet);
    if (!entry_ok) {
      bodies->reader.describe(rec->body);
      for (size_t k = 0; k < rec->accesses.size(); ++k)
        rec->accesses[k].at.instruction = rec->body.sites[k].access.at.instruction;
      dxsig_body_check(e, &rec->core, diags);
      ok = false;
    }
    dxsig_body_derive_masks(e, &rec->core, diags);
  }
  return ok;
}

extern "C" void dxsig_glue_bodies_derive_masks(struct dxsig_glue_bodies *bodies,
                                               struct dxsig_module *m,
                                               struct dxsig_diag_list *diags) {
  for (size_t i = 0; i < m->count && i < bodies->entries.size(); ++i)
    if (EntryRecord *rec = bodies->entries[i].get())
      dxsig_body_derive_masks(&m->entries[i], &rec->core, diags);
}

extern "C" bool dxsig_glue_entry_code_known(const struct dxsig_glue_bodies *bodies,
                                            size_t index, LLVMValueRef fn) {
  auto *f = fn ? dyn_cast<Function>(unwrap(fn)) : nullptr;
  if (!f || f->isDeclaration() || f->hasFnAttribute(DXSIG_GLUE_NO_CODE_ATTR))
    return false;
  return !bodies || index >= bodies->entries.size() || !bodies->entries[index] ||
         !bodies->entries[index]->placeholders_left_out;
}

extern "C" const struct dxsig_body *dxsig_glue_body(const struct dxsig_glue_bodies *bodies,
                                                     size_t index) {
  if (!bodies || index >= bodies->entries.size() || !bodies->entries[index])
    return nullptr;
  return &bodies->entries[index]->core;
}

namespace dxsig {
const EntryBody *glueEntryBody(const dxsig_glue_bodies *bodies, size_t index) {
  if (!bodies || index >= bodies->entries.size() || !bodies->entries[index])
    return nullptr;
  return &bodies->entries[index]->body;
}
} // namespace dxsig
