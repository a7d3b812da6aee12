/* dxsig LLVM glue: named metadata -> the neutral tree (dxsig/mdtree.h), for
 * the core's readers of dx.semantic.signatures and dx.rootsignatures.
 *
 * Read with LLVM's C++ API (md_read.cpp), because LLVM-C loses what the
 * diagnostics need: it hands out operands as MetadataAsValue, which turns
 * `!{null}` into `!{}` and `!{i32 0}` into the constant, and it cannot say
 * which `!N` LLVM prints for a node. Not installed. */
#ifndef DXSIG_GLUE_MD_READ_H
#define DXSIG_GLUE_MD_READ_H

#include <llvm-c/Core.h>

#include "dxsig/arena.h"
#include "dxsig/mdtree.h"

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_glue_md_reader;

/* A reader of mod's named metadata whose trees live in arena. NULL when
 * memory ran out. */
struct dxsig_glue_md_reader *dxsig_glue_md_reader_new(LLVMModuleRef mod,
                                                      struct dxsig_arena *arena);
void dxsig_glue_md_reader_free(struct dxsig_glue_md_reader *r);

/* Operand `index` of the named metadata `name` into out, with node_levels
 * levels of tuple nodes counting that operand (a deeper node is
 * DXSIG_MD_OTHER; 0: out is one too). A node shared by several parents is
 * converted once and shared in the tree. No such operand: DXSIG_MD_NULL.
 * false when memory ran out (out is then DXSIG_MD_OTHER). */
bool dxsig_glue_md_read(struct dxsig_glue_md_reader *r, const char *name, unsigned index,
                        unsigned node_levels, struct dxsig_md *out);

/* Forgets every node converted so far: call it before resetting the arena. */
void dxsig_glue_md_forget(struct dxsig_glue_md_reader *r);

#ifdef __cplusplus
}
#endif
#endif
