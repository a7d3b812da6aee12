/* Packs plain-text signatures (sigtext) in both modes and prints the oracle
 * report, "[prefix-stable]" then "[optimized]". Used by check_oracle.py. */
#include <stdio.h>
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "sigtext.h"

static char *read_all(FILE *f) {
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  size_t n;
  while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (cap - len < 2) {
      char *more = realloc(buf, cap *= 2);
      if (!more) {
        free(buf);
        return NULL;
      }
      buf = more;
    }
  }
  if (buf)
    buf[len] = '\0';
  return buf;
}

int main(void) {
  char *text = read_all(stdin);
  struct dxsig_module m;
  dxsig_module_init(&m);
  if (!text || !sigtext_parse(&m, text, stderr))
    return 2;
  static const enum dxsig_packing_mode modes[] = {DXSIG_PACKING_PREFIX_STABLE,
                                                  DXSIG_PACKING_OPTIMIZED};
  int status = 0;
  for (int i = 0; i < 2; ++i) {
    struct dxsig_module copy;
    dxsig_module_init(&copy);
    struct dxsig_pack_result *results =
        calloc(m.count * DXSIG_SIG_KIND_COUNT + 1, sizeof *results);
    if (!results || !sigtext_clone(&copy, &m))
      return 2;
    if (!dxsig_module_pack(&copy, modes[i], results))
      status = 1;
    /* Invariant: whatever the packer produces, the placement checks accept. */
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    for (size_t e = 0; e < copy.count; ++e)
      for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
        if (results[e * DXSIG_SIG_KIND_COUNT + k].error == DXSIG_PACK_OK)
          dxsig_verify_placement(&copy.entries[e], (enum dxsig_sig_kind)k,
                                 copy.native16, &diags);
    for (size_t d = 0; d < diags.count; ++d)
      fprintf(stderr, "invariant broken: %s\n", diags.items[d].message);
    if (diags.count)
      return 3;
    dxsig_diag_list_finish(&diags);
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    dxsig_print_pack_report(&b, &copy, results);
    printf("[%s]\n%s", dxsig_packing_mode_name(modes[i]), b.data ? b.data : "");
    dxsig_buffer_finish(&b);
    free(results);
    dxsig_module_finish(&copy);
  }
  dxsig_module_finish(&m);
  free(text);
  return status;
}
