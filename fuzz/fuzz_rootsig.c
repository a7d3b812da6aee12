/* libFuzzer harness: the root-signature language (text in, RTS0 blob or
 * diagnostics out). The HLSL files around it (clang's preprocessor, the
 * core's reading of its tokens) have their own harness, fuzz_rootsig_file,
 * which runs a hundred times slower.
 *
 * The first byte picks the options (version, dialect, usage); the rest is
 * the string, copied into an exactly sized heap block (not NUL-terminated)
 * so that ASan sees any read past its end. Invariants, checked with
 * abort():
 *   - a signature that parses and validates serializes (dxsig_rts0_size is
 *     not 0) and its RTS0 reads back;
 *   - its HLSL rendering (dxsig_rootsig_print_hlsl) parses again and
 *     serializes to the same bytes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/rootsig.h"

static void fail(const char *what, const char *detail) {
  fprintf(stderr, "fuzz_rootsig invariant broken: %s\n%s\n", what, detail ? detail : "");
  abort();
}

/* Parses and serializes; *blob is malloc'd (NULL on failure). */
static bool compile(const char *text, size_t len, const struct dxsig_rs_options *opt,
                    struct dxsig_arena *arena, struct dxsig_rootsig *rs,
                    uint8_t **blob, size_t *blob_size) {
  struct dxsig_rs_source src = {"fuzz", text, len, NULL, 0};
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  bool ok = dxsig_rootsig_parse(&src, opt, arena, rs, &diags);
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &diags, "fuzz");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&diags);
  *blob = NULL;
  *blob_size = 0;
  if (!ok)
    return false;
  size_t size = dxsig_rts0_size(rs);
  if (size == 0)
    fail("a valid root signature has no RTS0 size", NULL);
  *blob = malloc(size);
  if (!*blob)
    return false;
  if (!dxsig_rts0_write(rs, opt->dialect, *blob, size))
    fail("a valid root signature does not serialize", NULL);
  *blob_size = size;
  return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 16 * 1024)
    return 0;
  struct dxsig_rs_options opt = {0};
  opt.version = data[0] % 4u; /* 0 means 1.1 */
  opt.dialect = (data[0] & 4) ? DXSIG_RS_CLANG : DXSIG_RS_DXC;
  opt.usage = (data[0] & 8) ? DXSIG_RS_LOCAL : DXSIG_RS_GLOBAL;
  opt.no_root_cost_warning = (data[0] & 16) != 0;
  size_t len = size - 1;
  char *text = malloc(len ? len : 1);
  if (!text)
    return 0;
  memcpy(text, data + 1, len);

  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_rootsig rs;
  memset(&rs, 0, sizeof rs);
  uint8_t *blob = NULL;
  size_t blob_size = 0;
  if (compile(text, len, &opt, &arena, &rs, &blob, &blob_size)) {
    /* RTS0 reads back. */
    struct dxsig_arena arena2;
    dxsig_arena_init(&arena2);
    struct dxsig_rootsig back;
    memset(&back, 0, sizeof back);
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    if (!dxsig_rts0_read(blob, blob_size, &arena2, &back, &diags))
      fail("an RTS0 part dxsig wrote does not read back",
           diags.count ? diags.items[0].message : NULL);
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    dxsig_rootsig_print(&b, &back);
    dxsig_buffer_finish(&b);
    dxsig_diag_list_finish(&diags);
    dxsig_arena_finish(&arena2);

    /* The HLSL rendering compiles to the same bytes. */
    dxsig_buffer_init(&b);
    dxsig_rootsig_print_hlsl(&b, &rs);
    if (!b.failed) {
      struct dxsig_arena arena3;
      dxsig_arena_init(&arena3);
      struct dxsig_rootsig again;
      memset(&again, 0, sizeof again);
      uint8_t *blob2 = NULL;
      size_t blob2_size = 0;
      struct dxsig_rs_options opt2 = opt;
      opt2.version = rs.version;
      if (!compile(b.data ? b.data : "", b.len, &opt2, &arena3, &again, &blob2, &blob2_size))
        fail("the printed root signature does not parse", b.data);
      if (blob2_size != blob_size || memcmp(blob, blob2, blob_size) != 0)
        fail("the printed root signature compiles to other bytes", b.data);
      free(blob2);
      dxsig_arena_finish(&arena3);
    }
    dxsig_buffer_finish(&b);
  }
  free(blob);
  dxsig_arena_finish(&arena);

  free(text);
  return 0;
}
