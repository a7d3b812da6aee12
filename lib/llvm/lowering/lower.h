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
  const char *entry_option;          /* how the caller spells the choice,
                                        for the error that asks for one */
  bool entry_checked;                /* the caller ran (and reported)
                                        dxsig_model_check_entries on entry and
                                        it passed: not checked again */
  bool pack_if_needed;               /* pack the entry as `pack` asks (else
                                        an unpacked signature is an error) */
  struct dxsig_pack_request pack;
  bool has_valver;                   /* write for this validator version, not
                                        the module's !dx.valver */
  uint32_t valver_major, valver_minor;
  /* The root signature: the module's !dx.rootsignatures entry unless
   * rootsig replaces it (written with rootsig_dialect's defaults); either
   * way checked against the entry's stage. strip_rootsig leaves the RTS0
   * part out of the container (DXC's -Qstrip_rootsignature). */
  const struct dxsig_rootsig *rootsig;
  enum dxsig_rs_dialect rootsig_dialect;
  bool strip_rootsig;
  /* dxsig container: the module's bitcode for the DXIL part when the
   * caller wrote it once for several containers; NULL: written here. */
  const void *bitcode;
  size_t bitcode_size;
  /* Dependency tables (PSV0, !dx.viewIdState) with vector lanes kept apart
   * from shader model 6.9 on too, where DXC counts a vector as one value:
   * smaller tables, which DXC's validator rejects. Before 6.9 lanes are
   * kept apart anyway (DXIL has no vectors there). */
  bool dependency_lanes;
};

/* Both take a model loaded from mod (glue.h) and judge the named entry
 * alone (dxsig_model_check_entry); pack_if_needed packs the entry's
 * signatures in it, which leaves it stale.
 *
 * dxsig-lower: verifies, selects the entry, writes ISG1/OSG1/[PSG1]/PSV0
 * as private constant [N x i8] globals dx.isg1, dx.osg1, dx.psg1, dx.psv0
 * with sections "ISG1"... in @llvm.compiler.used (replacing earlier ones).
 * Without pack_if_needed an unpacked signature is an error. All or
 * nothing: on false the module is untouched. *changed: whether anything
 * was replaced (false when the globals already held these bytes). */
bool dxsig_pass_lower(LLVMModuleRef mod, struct dxsig_model *model,
                      const struct dxsig_lower_request *req, struct dxsig_diag_list *diags,
                      bool *changed);

/* dxsig container: verifies, packs if needed (in memory), builds the parts
 * of the entry and a container file into out. with_dxil adds the HASH
 * (validator >= 1.5) and DXIL parts, whose payload is the module's bitcode.
 * rts0_out (DXC's -Frs, or NULL) gets the root signature apart, as a
 * container of its RTS0 part alone; an error when the entry has none. */
bool dxsig_glue_container(LLVMModuleRef mod, struct dxsig_model *model,
                          const struct dxsig_lower_request *req, bool with_dxil,
                          struct dxsig_bytes *out, struct dxsig_bytes *rts0_out,
                          struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
