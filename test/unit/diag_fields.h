/* Unit tests: a diagnostic's structured fields name what its text names. */
#ifndef DXSIG_TEST_DIAG_FIELDS_H
#define DXSIG_TEST_DIAG_FIELDS_H

#include "dxsig/diag.h"

#include <stdio.h>
#include <string.h>

/* True when the text starts "entry 'ENTRY' " for the entry field and holds
 * "element N 'NAME': " (or "element N: ") for the element fields. */
static inline bool diag_fields_match_text(const struct dxsig_diag *d) {
  char want[512];
  if (d->entry) {
    snprintf(want, sizeof want, "entry '%s' ", d->entry);
    if (strncmp(d->message, want, strlen(want)) != 0)
      return false;
  }
  if (d->has_list && d->element != DXSIG_NO_ELEMENT) {
    if (d->element_name)
      snprintf(want, sizeof want, " element %zu '%s': ", d->element, d->element_name);
    else
      snprintf(want, sizeof want, " element %zu: ", d->element);
    return strstr(d->message, want) != NULL;
  }
  return !d->has_list || strstr(d->message, " signature: ") != NULL;
}

#endif
