/* A program outside the project that uses the installed C API. */
#include <dxsig/dxsig.h>
#include <stdio.h>

int main(void) {
  static const uint32_t idx[] = {1};
  struct dxsig_element el = {.id = 0, .name = "TEXCOORD", .indices = idx, .index_count = 1};
  struct dxsig_entry entry = {.name = "ps_main"};
  entry.sigs[DXSIG_SIG_INPUT] = (struct dxsig_signature){DXSIG_SIG_INPUT, true, &el, 1};
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  dxsig_diag_add_element(&diags, DXSIG_ERROR, DXSIG_RULE_INDEX_COUNT,
                         &entry, DXSIG_SIG_INPUT, 0, "%s",
                         dxsig_semantic_kind_name(DXSIG_SEMANTIC_POSITION));
  const struct dxsig_diag *d = &diags.items[0];
  printf("%s (%zu error) [%s: %s element %zu '%s']\n", d->message, diags.error_count,
         dxsig_rule_name(d->code), dxsig_sig_kind_name(d->list), d->element, d->element_name);
  dxsig_diag_list_finish(&diags);
  return 0;
}
