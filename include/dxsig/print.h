/* dxsig printers: the register map of a packed signature and DXC's
 * signature table, written into a caller's growable buffer. */
#ifndef DXSIG_PRINT_H
#define DXSIG_PRINT_H

#include "dxsig/buffer.h"
#include "dxsig/module.h"

#ifdef __cplusplus
extern "C" {
#endif

/* "reg0: A0.xyz | B0.w" lines, one per used row (per stream for GS). */
DXSIG_API void dxsig_print_register_map(struct dxsig_buffer *b,
                              const struct dxsig_signature *sig);
/* DXC's "; Name  Index  Mask Register SysValue Format Used" table. */
DXSIG_API void dxsig_print_signature_table(struct dxsig_buffer *b,
                                 const struct dxsig_entry *entry,
                                 enum dxsig_sig_kind kind);
/* The same with the module's dx.nativelowprec flag. The flag no longer
 * changes the table: DXC's Format column names the container record's
 * component type, fp16 / int16 / uint16 with or without min precision
 * (and uint for bool); kept so that callers need not change. */
DXSIG_API void dxsig_print_signature_table_mode(struct dxsig_buffer *b,
                                      const struct dxsig_entry *entry,
                                      enum dxsig_sig_kind kind, bool native16);
/* Both, for every signature of every entry, with headings. */
DXSIG_API void dxsig_print_module(struct dxsig_buffer *b, const struct dxsig_module *m);

/* The allocation report the oracle corpus uses (the .expected files of test/oracle/public):
 * per entry (table order) and list (input, output, patch constant), one line
 * per element "<fn> <in|out|pc|prim> <sigid> <name> row=<R> col=<C>", or for
 * a failed signature the single line "<fn> <list> FAIL <sigid>". results as
 * filled by dxsig_module_pack. Lists that are absent print nothing. */
struct dxsig_pack_result;
DXSIG_API void dxsig_print_pack_report(struct dxsig_buffer *b, const struct dxsig_module *m,
                             const struct dxsig_pack_result *results);

#ifdef __cplusplus
}
#endif
#endif
