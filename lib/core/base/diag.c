/* Diagnostics list: every message owns its text, prefixed with its context. */
#include "dxsig/diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"

void dxsig_diag_list_init(struct dxsig_diag_list *list) {
  memset(list, 0, sizeof(*list));
}

void dxsig_diag_list_finish(struct dxsig_diag_list *list) {
  for (size_t i = 0; i < list->count; ++i)
    free(list->items[i].message);
  free(list->items);
  memset(list, 0, sizeof(*list));
}

/* Takes ownership of message (may be NULL after a failed allocation). */
static void push(struct dxsig_diag_list *list, enum dxsig_severity severity,
                 const char *code, char *message) {
  /* Counted even when the text is lost: callers decide on error_count. */
  if (severity == DXSIG_ERROR)
    list->error_count++;
  if (!message) {
    list->truncated = true;
    return;
  }
  struct dxsig_diag *items =
      dxsig_grow(list->items, &list->capacity, list->count + 1, sizeof(*items));
  if (!items) {
    free(message);
    list->truncated = true;
    return;
  }
  list->items = items;
  list->items[list->count++] = (struct dxsig_diag){severity, code, message};
}

/* The prefix of dxsig_format_context, snprintf-style: returns the length
 * the full text needs. */
static int context_snprintf(char *buf, size_t size, const struct dxsig_entry *entry,
                            enum dxsig_sig_kind kind, size_t element_index) {
  const char *kind_name = dxsig_sig_kind_name(kind);
  if (!kind_name)
    kind_name = "unknown";
  /* A mesh shader's fourth list holds primitive outputs. */
  if (kind == DXSIG_SIG_PATCH_CONSTANT && entry && entry->has_stage &&
      entry->stage == DXSIG_STAGE_MESH)
    kind_name = "primitive output";
  const char *entry_name = entry && entry->name ? entry->name : NULL;
  if (element_index == (size_t)-1) {
    if (entry_name)
      return snprintf(buf, size, "entry '%s' %s signature: ", entry_name, kind_name);
    return snprintf(buf, size, "%s signature: ", kind_name);
  }
  /* The element's name with its first semantic index: 'TEXCOORD1'. */
  const struct dxsig_element *el = NULL;
  if (entry && (unsigned)kind < DXSIG_SIG_KIND_COUNT &&
      element_index < entry->sigs[kind].count)
    el = &entry->sigs[kind].elements[element_index];
  char index[16] = "";
  if (el && el->indices && el->index_count > 0)
    snprintf(index, sizeof(index), "%u", (unsigned)el->indices[0]);
  if (entry_name && el && el->name)
    return snprintf(buf, size, "entry '%s' %s element %zu '%s%s': ", entry_name,
                    kind_name, element_index, el->name, index);
  if (entry_name)
    return snprintf(buf, size, "entry '%s' %s element %zu: ", entry_name, kind_name,
                    element_index);
  return snprintf(buf, size, "%s element %zu: ", kind_name, element_index);
}

char *dxsig_format_context(char *buf, size_t size, const struct dxsig_entry *entry,
                           enum dxsig_sig_kind kind, size_t element_index) {
  if (!buf || size == 0)
    return buf;
  if (context_snprintf(buf, size, entry, kind, element_index) < 0)
    buf[0] = '\0';
  return buf;
}

/* malloc'd prefix + vprintf(fmt, ap); NULL on failure. */
static char *format_message(const char *prefix, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0)
    return NULL;
  size_t plen = prefix ? strlen(prefix) : 0;
  if ((size_t)n > SIZE_MAX - plen - 1)
    return NULL;
  char *s = malloc(plen + (size_t)n + 1);
  if (!s)
    return NULL;
  if (plen)
    memcpy(s, prefix, plen);
  vsnprintf(s + plen, (size_t)n + 1, fmt, ap);
  return s;
}

void dxsig_diag_add(struct dxsig_diag_list *list, enum dxsig_severity severity,
                    const char *code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *message = format_message(NULL, fmt, ap);
  va_end(ap);
  push(list, severity, code, message);
}

void dxsig_diag_add_element(struct dxsig_diag_list *list, enum dxsig_severity severity,
                            const char *code, const struct dxsig_entry *entry,
                            enum dxsig_sig_kind kind, size_t element_index,
                            const char *fmt, ...) {
  char *prefix = NULL;
  int n = context_snprintf(NULL, 0, entry, kind, element_index);
  if (n >= 0 && (prefix = malloc((size_t)n + 1)) != NULL)
    context_snprintf(prefix, (size_t)n + 1, entry, kind, element_index);
  char *message = NULL;
  if (prefix) {
    va_list ap;
    va_start(ap, fmt);
    message = format_message(prefix, fmt, ap);
    va_end(ap);
    free(prefix);
  }
  push(list, severity, code, message);
}
