/* Diagnostics list: every diagnostic owns its text and the strings of its
 * location and element, in one allocation. */
#include "dxsig/diag.h"

#include "dxsig/types.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"

void dxsig_diag_list_init(struct dxsig_diag_list *list) {
  memset(list, 0, sizeof(*list));
  list->limit = DXSIG_DIAG_DEFAULT_LIMIT;
  list->text_limit = DXSIG_DIAG_DEFAULT_TEXT_LIMIT;
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

/* The bytes a diagnostic may not print raw: C0 controls and DEL. UTF-8
 * (a file name's) is left as it is; names are escaped further where they
 * are quoted (dxsig_name_text). */
static bool control_byte(unsigned char c) { return c < 0x20 || c == 0x7F; }

/* field_len of s with its control bytes as \xNN. */
static size_t escaped_field_len(const char *s) {
  if (!s)
    return 0;
  size_t n = 1;
  for (; *s; ++s)
    n += control_byte((unsigned char)*s) ? 4 : 1;
  return n;
}

/* field_copy with control bytes as \xNN. */
static const char *escaped_field_copy(char **at, const char *s) {
  if (!s)
    return NULL;
  char *copy = *at, *o = copy;
  for (; *s; ++s) {
    unsigned char c = (unsigned char)*s;
    if (control_byte(c))
      o += sprintf(o, "\\x%02x", c);
    else
      *o++ = (char)c;
  }
  *o++ = '\0';
  *at = o;
  return copy;
}

/* The list keeps no more: past its count limit. */
static bool list_full(const struct dxsig_diag_list *list) {
  return list->limit && list->count >= list->limit;
}

/* Past the text limit with size more bytes. */
static bool text_full(const struct dxsig_diag_list *list, size_t size) {
  return list->text_limit &&
         (list->text_bytes > list->text_limit || size > list->text_limit - list->text_bytes);
}

/* Counts a diagnostic the list does not keep. Errors are counted even
 * then: callers decide on error_count. */
static void drop(struct dxsig_diag_list *list, const struct dxsig_diag *d) {
  if (d->severity == DXSIG_ERROR)
    list->error_count++;
  list->dropped++;
}

/* Appends d with message text (the caller's), copying text and d's strings
 * into one allocation; NULL text: a diagnostic lost to a failed
 * allocation. */
static void push(struct dxsig_diag_list *list, const struct dxsig_diag *d, const char *text) {
  if (!text) {
    if (d->severity == DXSIG_ERROR)
      list->error_count++;
    list->truncated = true;
    return;
  }
  size_t size = escaped_field_len(text) + escaped_field_len(d->file) + field_len(d->entry) +
                field_len(d->element_name);
  if (list_full(list) || text_full(list, size)) {
    drop(list, d);
    return;
  }
  struct dxsig_diag *items =
      dxsig_grow(list->items, &list->capacity, list->count + 1, sizeof(*items));
  char *block = items ? malloc(size) : NULL;
  if (items)
    list->items = items;
  if (!block) {
    push(list, d, NULL);
    return;
  }
  if (d->severity == DXSIG_ERROR)
    list->error_count++;
  list->text_bytes += size;
  struct dxsig_diag *it = &list->items[list->count++];
  *it = *d;
  char *at = block;
  it->message = (char *)escaped_field_copy(&at, text);
  it->file = escaped_field_copy(&at, d->file);
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
  if (list_full(list)) { /* not formatted only to be dropped */
    drop(list, d);
    return;
  }
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

const char *dxsig_element_name_text(char *buf, const struct dxsig_element *el) {
  /* name_len, when the reader set it, spares reading a huge name whole. */
  return dxsig_name_text(buf, el->name, el->name_len ? el->name_len : DXSIG_NAME_NUL_TERMINATED);
}

/* The element's name with its first semantic index, malloc'd: "TEXCOORD1". */
static char *element_label(const struct dxsig_element *el) {
  char name[DXSIG_NAME_TEXT_SIZE];
  dxsig_element_name_text(name, el);
  if (el->indices && el->index_count > 0)
    return print_alloc("%s%u", name, (unsigned)el->indices[0]);
  return print_alloc("%s", name);
}

/* The node a context names: the element's, else the list's, else (a list
 * the triple leaves null or writes as no node: a storePatchConstant in a
 * vertex shader) the entry's triple, so that such a diagnostic has a line
 * too. */
static struct dxsig_node_ref context_node(const struct dxsig_entry *entry,
                                          enum dxsig_sig_kind kind, size_t element_index) {
  struct dxsig_node_ref none = {false, 0};
  const struct dxsig_element *el = context_element(entry, kind, element_index);
  if (el)
    return el->node;
  if (entry && element_index == DXSIG_NO_ELEMENT && (unsigned)kind < DXSIG_SIG_KIND_COUNT)
    return entry->sigs[kind].node.known ? entry->sigs[kind].node : entry->node;
  return none;
}

/* " (!14)" for a known node, "" otherwise. */
static void node_text(char *buf, size_t size, struct dxsig_node_ref node) {
  if (node.known)
    snprintf(buf, size, " (!%" PRIu32 ")", node.slot);
  else if (size)
    buf[0] = '\0';
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
  char entry_text[DXSIG_NAME_TEXT_SIZE];
  const char *entry_name = entry && entry->name
                               ? dxsig_name_text(entry_text, entry->name, DXSIG_NAME_NUL_TERMINATED)
                               : NULL;
  char node[24];
  node_text(node, sizeof node, context_node(entry, kind, element_index));
  if (element_index == DXSIG_NO_ELEMENT) {
    if (entry_name)
      return snprintf(buf, size, "entry '%s' %s signature%s: ", entry_name, kind_name, node);
    return snprintf(buf, size, "%s signature%s: ", kind_name, node);
  }
  /* The element's name with its first semantic index: 'TEXCOORD1'. */
  const struct dxsig_element *el = context_element(entry, kind, element_index);
  if (entry_name && el && el->name) {
    char index[16] = "", name[DXSIG_NAME_TEXT_SIZE];
    if (el->indices && el->index_count > 0)
      snprintf(index, sizeof(index), "%u", (unsigned)el->indices[0]);
    return snprintf(buf, size, "entry '%s' %s element %zu '%s%s'%s: ", entry_name, kind_name,
                    element_index, dxsig_element_name_text(name, el), index, node);
  }
  if (entry_name)
    return snprintf(buf, size, "entry '%s' %s element %zu%s: ", entry_name, kind_name,
                    element_index, node);
  return snprintf(buf, size, "%s element %zu%s: ", kind_name, element_index, node);
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
  if (list_full(list)) { /* not formatted only to be dropped */
    drop(list, dp);
    return;
  }
  struct dxsig_diag d = *dp;
  d.entry = entry ? entry->name : NULL;
  d.has_list = true;
  d.list = kind;
  d.element = element_index;
  d.node = context_node(entry, kind, element_index);
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

void dxsig_diag_add_entry(struct dxsig_diag_list *list, enum dxsig_severity severity,
                          enum dxsig_rule code, const struct dxsig_entry *entry,
                          const char *fmt, ...) {
  struct dxsig_diag d = blank(severity, code);
  d.entry = entry ? entry->name : NULL;
  if (entry)
    d.node = entry->node;
  char node[24], name[DXSIG_NAME_TEXT_SIZE];
  node_text(node, sizeof node, d.node);
  char *prefix = print_alloc("entry '%s'%s: ",
                             dxsig_name_text(name, d.entry, DXSIG_NAME_NUL_TERMINATED), node);
  if (prefix) {
    va_list ap;
    va_start(ap, fmt);
    vadd(list, &d, prefix, fmt, ap);
    va_end(ap);
  } else {
    push(list, &d, NULL); /* counted as lost */
  }
  free(prefix);
}

/* ---- copying and printing -------------------------------------------------- */

void dxsig_diag_list_append(struct dxsig_diag_list *out, const struct dxsig_diag_list *in,
                            const char *prefix) {
  size_t kept_errors = 0;
  for (size_t i = 0; i < in->count; ++i) {
    const struct dxsig_diag *it = &in->items[i];
    if (it->severity == DXSIG_ERROR)
      kept_errors++;
    if (list_full(out)) {
      drop(out, it);
      continue;
    }
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
