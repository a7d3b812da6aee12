/* Diagnostics list: every diagnostic owns its text and the strings of its
 * location and element, in one allocation. */
#include "dxsig/diag.h"

#include "dxsig/types.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"

void dxsig_diag_list_init(struct dxsig_diag_list *list) {
  memset(list, 0, sizeof(*list));
  list->limit = DXSIG_DIAG_DEFAULT_LIMIT;
}

void dxsig_diag_list_finish(struct dxsig_diag_list *list) {
  for (size_t i = 0; i < list->count; ++i)
    free(list->items[i].message);
  free(list->items);
  memset(list, 0, sizeof(*list));
}

const char *dxsig_severity_name(enum dxsig_severity severity) {
  return severity == DXSIG_ERROR ? "error" : severity == DXSIG_WARNING ? "warning" : "note";
}

/* Length of a string field, 0 for NULL. */
static size_t field_len(const char *s) { return s ? strlen(s) + 1 : 0; }

/* Copies s into *at and advances it; NULL stays NULL. */
static const char *field_copy(char **at, const char *s) {
  if (!s)
    return NULL;
  size_t n = strlen(s) + 1;
  memcpy(*at, s, n);
  const char *copy = *at;
  *at += n;
  return copy;
}

/* Appends d with message text (the caller's), copying text and d's strings
 * into one allocation. */
static void push(struct dxsig_diag_list *list, const struct dxsig_diag *d, const char *text) {
  /* Counted even when the diagnostic is not kept: callers decide on
   * error_count. */
  if (d->severity == DXSIG_ERROR)
    list->error_count++;
  if (!text) {
    list->truncated = true;
    return;
  }
  if (list->limit && list->count >= list->limit) {
    list->dropped++;
    return;
  }
  struct dxsig_diag *items =
      dxsig_grow(list->items, &list->capacity, list->count + 1, sizeof(*items));
  if (!items) {
    list->truncated = true;
    return;
  }
  list->items = items;
  size_t size = strlen(text) + 1 + field_len(d->file) + field_len(d->entry) +
                field_len(d->element_name);
  char *block = malloc(size);
  if (!block) {
    list->truncated = true;
    return;
  }
  struct dxsig_diag *it = &list->items[list->count++];
  *it = *d;
  char *at = block;
  it->message = (char *)field_copy(&at, text);
  it->file = field_copy(&at, d->file);
  it->entry = field_copy(&at, d->entry);
  it->element_name = field_copy(&at, d->element_name);
}

/* prefix + vprintf(fmt, ap), malloc'd; NULL on failure. */
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

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static char *print_alloc(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = format_message(NULL, fmt, ap);
  va_end(ap);
  return s;
}

static struct dxsig_diag blank(enum dxsig_severity severity, enum dxsig_rule code) {
  struct dxsig_diag d;
  memset(&d, 0, sizeof d);
  d.severity = severity;
  d.code = code;
  d.element = DXSIG_NO_ELEMENT;
  return d;
}

/* blank at line:column of file (line 0: no location). */
static struct dxsig_diag located(enum dxsig_severity severity, enum dxsig_rule code,
                                 const char *file, uint32_t line, uint32_t column) {
  struct dxsig_diag d = blank(severity, code);
  d.file = file;
  d.line = line;
  d.column = line ? column : 0;
  return d;
}

/* Appends d with the text prefix + fmt. */
static void vadd(struct dxsig_diag_list *list, const struct dxsig_diag *d, const char *prefix,
                 const char *fmt, va_list ap) {
  char *text = format_message(prefix, fmt, ap);
  push(list, d, text);
  free(text);
}

void dxsig_diag_add(struct dxsig_diag_list *list, enum dxsig_severity severity,
                    enum dxsig_rule code, const char *fmt, ...) {
  struct dxsig_diag d = blank(severity, code);
  va_list ap;
  va_start(ap, fmt);
  vadd(list, &d, NULL, fmt, ap);
  va_end(ap);
}

void dxsig_diag_add_at(struct dxsig_diag_list *list, enum dxsig_severity severity,
                       enum dxsig_rule code, const char *file, uint32_t line, uint32_t column,
                       const char *fmt, ...) {
  struct dxsig_diag d = located(severity, code, file, line, column);
  va_list ap;
  va_start(ap, fmt);
  vadd(list, &d, NULL, fmt, ap);
  va_end(ap);
}

/* ---- element context ----------------------------------------------------- */

/* The element named in a context, or NULL. */
static const struct dxsig_element *context_element(const struct dxsig_entry *entry,
                                                   enum dxsig_sig_kind kind,
                                                   size_t element_index) {
  if (entry && (unsigned)kind < DXSIG_SIG_KIND_COUNT &&
      element_index < entry->sigs[kind].count)
    return &entry->sigs[kind].elements[element_index];
  return NULL;
}

/* The element's name with its first semantic index, malloc'd: "TEXCOORD1". */
static char *element_label(const struct dxsig_element *el) {
  if (el->indices && el->index_count > 0)
    return print_alloc("%s%u", el->name, (unsigned)el->indices[0]);
  return print_alloc("%s", el->name);
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
  if (element_index == DXSIG_NO_ELEMENT) {
    if (entry_name)
      return snprintf(buf, size, "entry '%s' %s signature: ", entry_name, kind_name);
    return snprintf(buf, size, "%s signature: ", kind_name);
  }
  /* The element's name with its first semantic index: 'TEXCOORD1'. */
  const struct dxsig_element *el = context_element(entry, kind, element_index);
  if (entry_name && el && el->name) {
    char index[16] = "";
    if (el->indices && el->index_count > 0)
      snprintf(index, sizeof(index), "%u", (unsigned)el->indices[0]);
    return snprintf(buf, size, "entry '%s' %s element %zu '%s%s': ", entry_name, kind_name,
                    element_index, el->name, index);
  }
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

/* dxsig_diag_add_element with d's location fields set by the caller. */
static void vadd_element(struct dxsig_diag_list *list, const struct dxsig_diag *dp,
                         const struct dxsig_entry *entry, enum dxsig_sig_kind kind,
                         size_t element_index, const char *fmt, va_list ap) {
  struct dxsig_diag d = *dp;
  d.entry = entry ? entry->name : NULL;
  d.has_list = true;
  d.list = kind;
  d.element = element_index;
  const struct dxsig_element *el = context_element(entry, kind, element_index);
  bool named = el && el->name;
  char *label = named ? element_label(el) : NULL;
  d.element_name = label;
  char *prefix = NULL;
  int n = context_snprintf(NULL, 0, entry, kind, element_index);
  if (n >= 0 && (prefix = malloc((size_t)n + 1)) != NULL)
    context_snprintf(prefix, (size_t)n + 1, entry, kind, element_index);
  if (prefix && (label || !named))
    vadd(list, &d, prefix, fmt, ap);
  else
    push(list, &d, NULL); /* counted as lost */
  free(prefix);
  free(label);
}

void dxsig_diag_add_element(struct dxsig_diag_list *list, enum dxsig_severity severity,
                            enum dxsig_rule code, const struct dxsig_entry *entry,
                            enum dxsig_sig_kind kind, size_t element_index,
                            const char *fmt, ...) {
  struct dxsig_diag d = blank(severity, code);
  va_list ap;
  va_start(ap, fmt);
  vadd_element(list, &d, entry, kind, element_index, fmt, ap);
  va_end(ap);
}

void dxsig_diag_add_element_at(struct dxsig_diag_list *list, enum dxsig_severity severity,
                               enum dxsig_rule code, const struct dxsig_entry *entry,
                               enum dxsig_sig_kind kind, size_t element_index,
                               const char *file, uint32_t line, uint32_t column,
                               const char *fmt, ...) {
  struct dxsig_diag d = located(severity, code, file, line, column);
  va_list ap;
  va_start(ap, fmt);
  vadd_element(list, &d, entry, kind, element_index, fmt, ap);
  va_end(ap);
}

/* ---- copying and printing -------------------------------------------------- */

void dxsig_diag_list_append(struct dxsig_diag_list *out, const struct dxsig_diag_list *in,
                            const char *prefix) {
  size_t kept_errors = 0;
  for (size_t i = 0; i < in->count; ++i) {
    const struct dxsig_diag *it = &in->items[i];
    if (it->severity == DXSIG_ERROR)
      kept_errors++;
    char *text = !prefix    ? print_alloc("%s", it->message)
                 : it->line ? print_alloc("%s:%u:%u: %s", prefix, (unsigned)it->line,
                                          (unsigned)it->column, it->message)
                            : print_alloc("%s: %s", prefix, it->message);
    push(out, it, text);
    free(text);
  }
  /* What in could not keep still counts. */
  out->error_count += in->error_count - kept_errors;
  out->dropped += in->dropped;
  out->truncated = out->truncated || in->truncated;
}

void dxsig_diag_list_print(struct dxsig_buffer *b, const struct dxsig_diag_list *list,
                           const char *name) {
  for (size_t i = 0; i < list->count; ++i) {
    const struct dxsig_diag *it = &list->items[i];
    const char *where = it->file ? it->file : name;
    const char *sev = dxsig_severity_name(it->severity);
    if (where && it->line)
      dxsig_buffer_printf(b, "%s:%u:%u: %s: %s\n", where, (unsigned)it->line,
                          (unsigned)it->column, sev, it->message);
    else if (where)
      dxsig_buffer_printf(b, "%s: %s: %s\n", where, sev, it->message);
    else
      dxsig_buffer_printf(b, "%s: %s\n", sev, it->message);
  }
  const char *where = name ? name : "dxsig";
  if (list->dropped)
    dxsig_buffer_printf(b, "%s: note: %zu more diagnostics not shown\n", where, list->dropped);
  if (list->truncated)
    dxsig_buffer_printf(b, "%s: error: out of memory; some diagnostics were lost\n", where);
}
