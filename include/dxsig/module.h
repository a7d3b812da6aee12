/* dxsig module: reading dx.semantic.signatures into the core model.
 *
 * The LLVM glue does not judge metadata. It copies the named node into a
 * neutral tree (dxsig/mdtree.h), down to the depth the schema has (table ->
 * triple -> list -> element -> indices); anything deeper becomes
 * DXSIG_MD_OTHER. dxsig_module_read checks the schema and builds the model,
 * reporting every problem.
 */
#ifndef DXSIG_MODULE_H
#define DXSIG_MODULE_H

#include "dxsig/arena.h"
#include "dxsig/diag.h"
#include "dxsig/mdtree.h"
#include "dxsig/target.h"
#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the reader needs from the module besides the table. */
struct dxsig_md_input {
  const struct dxsig_md *table;  /* dx.semantic.signatures as a NODE whose
                                    operands are the triples; NULL: absent */
  const char *triple;            /* the module's target triple, may be NULL */
  /* !dx.shaderModel = !{!{!"vs", i32 6, i32 0}}, DXC's record of the
   * shader model and stage: its first operand (NULL: absent) and how many
   * it has. */
  const struct dxsig_md *shader_model;
  size_t shader_model_count;
  bool native16;                 /* module flag dx.nativelowprec != 0 */
  uint32_t valver_major, valver_minor; /* !dx.valver; 1.0 when absent */
  /* The module's functions with an "hlsl.shader" attribute, as FUNCTION
   * nodes (dxsig_module_read_functions); none when NULL. */
  const struct dxsig_md *functions;
  size_t function_count;
};

struct dxsig_module {
  struct dxsig_entry *entries;
  size_t count;
  size_t capacity;               /* entries allocated (streaming reads) */
  const char *triple;            /* copy of the input's (NULL: none) */
  /* The module's target: the triple's, where !dx.shaderModel is read its
   * shader model and stage (env then a stage name: "vertex", "library"),
   * since DXC reads no other; env otherwise points into triple. */
  struct dxsig_target target;
  struct dxsig_target triple_target; /* what the triple alone says */
  enum dxsig_shader_model_md {
    DXSIG_SHADER_MODEL_MD_ABSENT,
    DXSIG_SHADER_MODEL_MD_READ,
    DXSIG_SHADER_MODEL_MD_MALFORMED /* not one !{!"kind", i32, i32}: ignored */
  } shader_model_md;
  bool read_failed;              /* a streaming read step reported an error */
  bool incomplete;               /* an allocation failed while reading: part of
                                    the table is missing, so the model is not
                                    fit to verify or pack */
  bool unnamed_triple;            /* a triple names no function: the shader
                                    functions are then not read as entries
                                    (one of them may be the one it meant) */
  bool native16;
  uint32_t valver_major, valver_minor;
  struct dxsig_arena arena;      /* owns entries, elements, names, indices */
};

DXSIG_API void dxsig_module_init(struct dxsig_module *m);
DXSIG_API void dxsig_module_finish(struct dxsig_module *m);

/* Reads the table into m (initialised by the caller). Schema problems are
 * appended to diags; an element with a problem is still read as far as
 * possible so that semantic checks can run. Returns false when any error
 * was reported (m is then usable only for more diagnostics). */
DXSIG_API bool dxsig_module_read(struct dxsig_module *m, const struct dxsig_md_input *in,
                       struct dxsig_diag_list *diags);

/* The same, one triple at a time, for producers that keep memory flat by
 * converting and dropping one triple's tree after another (the LLVM glue):
 *   dxsig_module_read_begin(m, in, triple_count, diags)   in->table unused
 *   dxsig_module_read_triple(m, index, triple, diags)     index 0, 1, ...
 *   dxsig_module_read_end(m, diags)                        duplicate entries
 * dxsig_module_read is exactly these over in->table. The triple tree may be
 * freed once dxsig_module_read_triple returns. Each returns false when it
 * reported an error (the end result is false when any step was). */
DXSIG_API bool dxsig_module_read_begin(struct dxsig_module *m, const struct dxsig_md_input *in,
                             size_t triple_count, struct dxsig_diag_list *diags);
DXSIG_API bool dxsig_module_read_triple(struct dxsig_module *m, size_t index,
                              const struct dxsig_md *triple,
                              struct dxsig_diag_list *diags);
DXSIG_API bool dxsig_module_read_end(struct dxsig_module *m, struct dxsig_diag_list *diags);

/* Entries the table does not list: every defined function of fns (FUNCTION
 * nodes with an "hlsl.shader" attribute) without a triple becomes an entry
 * with no lists (no_triple), after the table's. Stages without signatures
 * (compute, amplification, ray tracing, node) silently; the others with a
 * warning that their signatures are unknown. Stages are read and checked
 * as the table's are. Nothing when a triple of the table names no function
 * (unnamed_triple). Call it after dxsig_module_read_end (dxsig_module_read
 * does, with in->functions). False when it reported an error. */
DXSIG_API bool dxsig_module_read_functions(struct dxsig_module *m, const struct dxsig_md *fns,
                                           size_t count, struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
