/* libFuzzer harness: root-signature files, the front end behind `dxsig
 * rootsig FILE`: clang's preprocessor over a file alone in memory (it may
 * #include itself), then the core's reading of its tokens (definitions,
 * [RootSignature] attributes, subobjects), the subobject checks, the file
 * printer, and the parse of the first few root signatures found. Includes
 * of the file itself, unterminated conditionals and recursive macros must
 * end; nothing may read outside the input.
 *
 * The first byte picks the options: bits 0-1 the root-signature version
 * (0 means 1.1), bit 2 clang's dialect, bit 3 local usage, bit 4 the -D
 * set, bit 5 the -U set, bit 6 `-E RS` (only the macro RS is expanded, as
 * `dxsig rootsig -E RS` reads a file; else every macro, as --list). The
 * rest is the file, copied into an exactly sized heap block (not
 * NUL-terminated) so that ASan sees any read past its end. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/rootsig.h"
#include "rootsig_preprocess.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 16 * 1024)
    return 0;
  struct dxsig_rs_options opt = {0};
  opt.version = data[0] % 4u;
  opt.dialect = (data[0] & 4) ? DXSIG_RS_CLANG : DXSIG_RS_DXC;
  opt.usage = (data[0] & 8) ? DXSIG_RS_LOCAL : DXSIG_RS_GLOBAL;
  size_t len = size - 1;
  char *text = malloc(len ? len : 1);
  if (!text)
    return 0;
  memcpy(text, data + 1, len);

  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  static const char *const defines[] = {"EXTRA=\"RootFlags(0)\"", "N=4", "RS"};
  static const char *const undefines[] = {"N"};
  struct dxsig_pp_options po = {.file = "/fuzz/input.hlsl",
                                .defines = defines,
                                .define_count = data[0] & 16 ? 3 : 0,
                                .undefines = undefines,
                                .undefine_count = data[0] & 32 ? 1 : 0,
                                .text = text,
                                .text_len = len,
                                .macro = data[0] & 64 ? "RS" : NULL};
  struct dxsig_rs_pp pp;
  struct dxsig_diag_list rd;
  dxsig_diag_list_init(&rd);
  dxsig_pp_run(&po, &arena, &pp, &rd);
  struct dxsig_rs_file file;
  dxsig_rs_file_from_pp(&pp, &arena, &file, &rd);
  dxsig_rs_file_check_subobjects(&file, &rd);
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_rs_file_print(&b, &file);
  dxsig_diag_list_print(&b, &rd, "fuzz.hlsl");
  dxsig_buffer_finish(&b);
  for (size_t i = 0; i < file.count && i < 4; ++i) {
    const struct dxsig_rs_decl *d = &file.decls[i];
    struct dxsig_rs_source src = d->value;
    struct dxsig_diag_list pd;
    dxsig_diag_list_init(&pd);
    bool have = d->kind == DXSIG_RS_DECL_DEFINE && d->macro
                    ? dxsig_rs_macro_source(d->macro, d->file, &arena, &src, &pd)
                    : d->has_string && d->kind != DXSIG_RS_DECL_ASSOCIATION;
    if (have) {
      struct dxsig_rootsig rs;
      memset(&rs, 0, sizeof rs);
      dxsig_rootsig_parse(&src, &opt, &arena, &rs, &pd);
    }
    dxsig_diag_list_finish(&pd);
  }
  dxsig_diag_list_finish(&rd);
  dxsig_arena_finish(&arena);
  free(text);
  return 0;
}
