/* Unit tests: a diagnostic's structured fields name what its text names. */
#ifndef DXSIG_TEST_DIAG_FIELDS_H
#define DXSIG_TEST_DIAG_FIELDS_H

#include "dxsig/diag.h"

#include <stdio.h>
#include <string.h>

/* True when the text starts "entry 'ENTRY'" for the entry field and holds
 * "element N 'NAME' (!S): " (or "element N (!S): ", without " (!S)" when no
 * node is known) for the element fields, "entry 'ENTRY' (!S): " for an
 * entry diagnostic. */
static inline bool diag_fields_match_text(const struct dxsig_diag *d) {
  char want[512], node[32] = "";
  if (d->node.known)
    snprintf(node, sizeof node, " (!%u)", (unsigned)d->node.slot);
  if (d->entry) {
    snprintf(want, sizeof want, "entry '%s'", d->entry);
    size_t n = strlen(want);
    if (strncmp(d->message, want, n) != 0 || (d->message[n] != ' ' && d->message[n] != ':'))
      return false;
    if (!d->has_list) { /* about the whole entry: "entry 'E' (!N): " */
      snprintf(want, sizeof want, "entry '%s'%s: ", d->entry, node);
      return strncmp(d->message, want, strlen(want)) == 0;
    }
  }
  if (d->has_list && d->element != DXSIG_NO_ELEMENT) {
    if (d->element_name)
      snprintf(want, sizeof want, " element %zu '%s'%s: ", d->element, d->element_name, node);
    else
      snprintf(want, sizeof want, " element %zu%s: ", d->element, node);
    return strstr(d->message, want) != NULL;
  }
  snprintf(want, sizeof want, " signature%s: ", node);
  return !d->has_list || strstr(d->message, want) != NULL;
}

#endif
