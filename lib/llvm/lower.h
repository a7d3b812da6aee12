/* dxsig LLVM glue for lowering: the container parts of one entry point as
 * section globals (dxsig-lower), and a whole container file (dxsig
 * container). Not installed. */
#ifndef DXSIG_LOWER_H
#define DXSIG_LOWER_H

#include "glue.h"

#include "dxsig/container.h"

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_lower_request {
  const char *entry;                 /* function name; NULL: the only entry */
  bool pack_if_needed;               /* pack unallocated signatures first */
  enum dxsig_packing_mode mode;      /* for pack_if_needed and repack */
  bool has_valver;                   /* write for this validator version, not
                                        the module's !dx.valver */
  uint32_t valver_major, valver_minor;
  bool repack;                       /* a mode the user asked for: repack the
                                        signatures already packed too */
};

/* Packs, in the model in memory, the signatures that have no registers yet
 * (a packed signature is kept as the module holds it); with repack every
 * signature. The model is stale afterwards when anything was packed. The
 * rule of every command that reads signatures: an explicit packing mode
 * repacks, none keeps what the module holds. */
bool dxsig_glue_model_pack_as_asked(struct dxsig_glue_model *model,
                                    enum dxsig_packing_mode mode, bool repack,
                                    struct dxsig_diag_list *diags);

/* Both take a model loaded from mod (glue.h); pack_if_needed packs the
 * entry's signatures in it, which leaves it stale.
 *
 * dxsig-lower: verifies, selects the entry, writes ISG1/OSG1/[PSG1]/PSV0
 * as private constant [N x i8] globals dx.isg1, dx.osg1, dx.psg1, dx.psv0
 * with sections "ISG1"... in @llvm.compiler.used (replacing earlier ones).
 * Without pack_if_needed an unpacked signature is an error. All or
 * nothing: on false the module is untouched. *changed: whether anything
 * was replaced (false when the globals already held these bytes). */
bool dxsig_pass_lower(LLVMModuleRef mod, struct dxsig_glue_model *model,
                      const struct dxsig_lower_request *req, struct dxsig_diag_list *diags,
                      bool *changed);

/* dxsig container: verifies, packs if needed (in memory), builds the parts
 * of the entry and a container file into out. with_dxil adds the HASH
 * (validator >= 1.5) and DXIL parts, whose payload is the module's bitcode. */
bool dxsig_glue_container(LLVMModuleRef mod, struct dxsig_glue_model *model,
                          const struct dxsig_lower_request *req, bool with_dxil,
                          struct dxsig_bytes *out, struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
