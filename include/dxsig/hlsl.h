/* dxsig HLSL: signatures from HLSL source, as DXC's front end derives them.
 *
 * The reader looks at declarations only: the entry function's parameters,
 * return type and attributes, the structs, typedefs and the patch-constant
 * function they name. Function bodies, cbuffers, resources, templates and
 * everything else in the file are skipped. It builds the same model a
 * module's dx.semantic.signatures gives (dxsig/module.h): every element
 * unallocated, UsageMask every declared component. The stage attributes
 * come out as the function attributes a module carries ("hlsl.numthreads"
 * = "8,4,1", dxsig/stage_props.h), so that the container and its PSV0 are
 * written from source exactly as from a module.
 *
 * Input is preprocessed: a compiler that is not LLVM-based hands its
 * preprocessor's output as text (dxsig_hlsl_read_text); the CLI hands
 * clang's tokens (dxsig_hlsl_read_tokens). docs/hlsl.md says what is read,
 * what is skipped and where dxsig differs from DXC.
 */
#ifndef DXSIG_HLSL_H
#define DXSIG_HLSL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"
#include "dxsig/diag.h"
#include "dxsig/module.h"
#include "dxsig/rootsig.h"

#ifdef __cplusplus
extern "C" {
#endif

/* DXC's options that change what a declaration means. */
struct dxsig_hlsl_options {
  /* -T: "vs_6_6", "ps_6_0", "lib_6_3", ... NULL: the file's functions with
   * a [shader("...")] attribute are the entries, at shader model 6.0 (or
   * the lowest the stage has). */
  const char *profile;
  /* -E: the entry of a stage profile ("main" when NULL). With a lib_
   * profile or none, NULL means every [shader] function; a name, that one. */
  const char *entry;
  bool enable_16bit_types;   /* -enable-16bit-types: half is 16-bit */
  bool row_major;            /* -Zpr: matrices are row_major by default */
  uint32_t hlsl_version;     /* -HV: 2016, 2017, 2018, 2021 (0: 2021) */
  bool gec;                  /* -Gec: DX9 names of system values (COLOR, DEPTH,
                                POSITION, VPOS) mean the SV_ ones */
};

/* The source of an element, an entry or an attribute value. */
struct dxsig_hlsl_loc {
  const char *file;   /* NULL: none */
  uint32_t line, col;
};

/* One function attribute of an entry, as a module spells it. */
struct dxsig_hlsl_attr {
  const char *key;    /* "hlsl.shader", "hlsl.numthreads", ... */
  const char *value;  /* "vertex", "8,4,1", ... */
};

/* What source gives an entry beyond its model entry. */
struct dxsig_hlsl_entry_info {
  struct dxsig_hlsl_loc loc;                 /* the function's name */
  const struct dxsig_hlsl_attr *attrs;       /* hlsl.shader first */
  size_t attr_count;
  /* Where each element of each list is declared: sigs[k].count of them. */
  const struct dxsig_hlsl_loc *element_locs[DXSIG_SIG_KIND_COUNT];
  bool has_root_signature;                   /* a [RootSignature(...)] */
};

/* An HLSL file read for its entries. m is a model like any module's:
 * verify, pack, print and write containers from it. */
struct dxsig_hlsl_program {
  struct dxsig_module m;                     /* its triple from the profile */
  struct dxsig_hlsl_entry_info *info;        /* m.count, in m's order */
};

DXSIG_API void dxsig_hlsl_program_init(struct dxsig_hlsl_program *p);
DXSIG_API void dxsig_hlsl_program_finish(struct dxsig_hlsl_program *p);

/* Reads the entries of a preprocessed file (its live tokens, dxsig/rootsig.h)
 * into p (initialised by the caller). Anything the entries' declarations
 * need that the reader does not understand is an error at its location
 * ("FILE:LINE:COL"), never a different signature. Element checks (a
 * semantic declared twice, a system value the stage has no place for)
 * are the verifier's, run on p->m as on any module. False after an error. */
DXSIG_API bool dxsig_hlsl_read_tokens(const struct dxsig_rs_pp *pp,
                                      const struct dxsig_hlsl_options *opt,
                                      struct dxsig_hlsl_program *p,
                                      struct dxsig_diag_list *diags);

/* The same from preprocessed text: C tokens, with the preprocessor's line
 * markers (`# 12 "file.hlsl"` or `#line 12 "file.hlsl"`) giving locations;
 * `#pragma pack_matrix(row_major)` and other pragma lines are read where
 * they stand. file names the text where no marker does. */
DXSIG_API bool dxsig_hlsl_read_text(const char *text, size_t len, const char *file,
                                    const struct dxsig_hlsl_options *opt,
                                    struct dxsig_hlsl_program *p,
                                    struct dxsig_diag_list *diags);

/* The attribute key of entry e of p, or NULL (value in *value). */
DXSIG_API const char *dxsig_hlsl_entry_attr(const struct dxsig_hlsl_program *p, size_t entry,
                                            const char *key);

/* A shader profile, "vs_6_6": its stage and shader model; lib_6_x is the
 * library stage. False when text is not one DXC knows (the shader model
 * must be 6.0 or newer and the stage must exist in it). */
DXSIG_API bool dxsig_hlsl_profile_parse(const char *text, enum dxsig_shader_stage *stage,
                                        struct dxsig_shader_model *sm);

#ifdef __cplusplus
}
#endif
#endif
