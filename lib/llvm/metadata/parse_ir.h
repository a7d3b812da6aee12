/* dxsig LLVM glue: IR text or bitcode -> module, keeping where a text file
 * defines its metadata nodes, so that a diagnostic about `!14` (the number
 * LLVM prints for the node) can point at the line of the file that defines
 * it. The file's own numbers may differ from the printed ones (a file may
 * number its nodes in any order, with gaps): the parser's slot mapping
 * gives the file's numbers -> nodes, the printed numbering nodes -> `!N`.
 * The CLI's; not installed. */
#ifndef DXSIG_GLUE_PARSE_IR_H
#define DXSIG_GLUE_PARSE_IR_H

#include <llvm-c/Core.h>

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_glue_node_lines;

/* Parses buf (taken over) into a new module of ctx. On a syntax error:
 * NULL, and *error is LLVM's diagnostic as clang prints it, with the source
 * line and a caret ("FILE:LINE:COL: error: ...\n...\n   ^\n"; free()).
 * For text input *lines maps nodes to lines (NULL for bitcode, or when
 * memory ran out); free it with dxsig_glue_node_lines_free. */
LLVMModuleRef dxsig_glue_parse_ir(LLVMContextRef ctx, LLVMMemoryBufferRef buf,
                                  struct dxsig_glue_node_lines **lines, char **error);

/* The 1-based line (and column) where the node LLVM prints as `!slot` is
 * defined; 0 when the file does not define it by number. */
uint32_t dxsig_glue_node_line(const struct dxsig_glue_node_lines *lines, uint32_t slot,
                              uint32_t *column);

void dxsig_glue_node_lines_free(struct dxsig_glue_node_lines *lines);

/* A program's handler of what LLVM cannot recover from: allocation failure
 * (operator new, LLVM's safe_malloc) with reason "out of memory", and
 * report_fatal_error with its message. handler must not return (exit). */
void dxsig_glue_on_fatal_error(void (*handler)(const char *reason));

#ifdef __cplusplus
}
#endif
#endif
