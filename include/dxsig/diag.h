/* dxsig diagnostics: one caller-owned list type for the whole library.
 *
 * Every diagnostic has a severity, a rule code (rules.h), its text, and
 * where it points, as fields a program can read:
 *   - a source location (root-signature strings, HLSL files, layout files):
 *     file, line, column;
 *   - a signature element (metadata, verifier, packing, lowering): entry,
 *     list kind, element index and element name;
 *   - the metadata node it is about, as LLVM prints the module (`!14`).
 * The text of an element diagnostic starts with the same context, for
 * people: "entry 'ps_main' input element 2 'TEXCOORD1' (!14): ...". Validators
 * keep going and report every problem; one place prints the list (the LLVM
 * glue, the CLI, or dxsig_diag_list_print).
 */
#ifndef DXSIG_DIAG_H
#define DXSIG_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"
#include "dxsig/buffer.h"
#include "dxsig/rules.h"
#include "dxsig/tables.h"
#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

enum dxsig_severity { DXSIG_ERROR, DXSIG_WARNING, DXSIG_NOTE };

/* dxsig_diag.element of a diagnostic about a whole list, or about none. */
#define DXSIG_NO_ELEMENT ((size_t)-1)

/* Every string is owned by the list (one allocation with the message).
 * The message and the file hold no control byte: the list writes each
 * byte below 0x20 and DEL as \xNN when it keeps them (element and entry
 * names in messages are escaped further, see dxsig_name_text), so a
 * printed diagnostic is one line that cannot drive the terminal. */
struct dxsig_diag {
  enum dxsig_severity severity;
  enum dxsig_rule code;
  char *message;              /* the full text, context included */
  /* Source location; file NULL and line 0 when there is none. */
  const char *file;
  uint32_t line, column;      /* 1-based; 0: none */
  /* Signature element; entry NULL, has_list false when there is none. */
  const char *entry;          /* entry function name */
  bool has_list;
  enum dxsig_sig_kind list;   /* when has_list */
  size_t element;             /* index in the list; DXSIG_NO_ELEMENT: the list */
  const char *element_name;   /* semantic name and first index, "TEXCOORD1",
                                 as the message shows it (dxsig_name_text) */
  /* The node: the element's, the list's or the entry's triple (known false:
   * none). A reader of text IR can map it to a line (the CLI does). */
  struct dxsig_node_ref node;
};

/* At most this many diagnostics are kept by default; the rest are counted
 * (a hostile input can hold millions of errors). */
#define DXSIG_DIAG_DEFAULT_LIMIT 1000u

/* At most this many bytes of text (messages with their file, entry and
 * element strings) are kept by default: a diagnostic that would take a list
 * past them is counted in dropped, as one past the count limit is (a
 * hostile input's messages can be huge, and a list with no count limit
 * would keep them all). */
#define DXSIG_DIAG_DEFAULT_TEXT_LIMIT ((size_t)16 << 20)

struct dxsig_diag_list {
  struct dxsig_diag *items;
  size_t count;
  size_t capacity;
  size_t error_count;         /* every error, kept or not */
  size_t limit;               /* items kept at most; 0: no limit */
  size_t dropped;             /* diagnostics beyond limit or text_limit */
  bool truncated;             /* an allocation failed; some diagnostics were lost */
  size_t text_bytes;          /* bytes of text the kept diagnostics hold */
  size_t text_limit;          /* text_bytes at most; 0: no limit */
};

/* An empty list with limit DXSIG_DIAG_DEFAULT_LIMIT and text_limit
 * DXSIG_DIAG_DEFAULT_TEXT_LIMIT. */
DXSIG_API void dxsig_diag_list_init(struct dxsig_diag_list *list);
DXSIG_API void dxsig_diag_list_finish(struct dxsig_diag_list *list);

/* Appends a diagnostic; the message is printf-formatted. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
DXSIG_API void dxsig_diag_add(struct dxsig_diag_list *list, enum dxsig_severity severity,
                              enum dxsig_rule code, const char *fmt, ...);

/* Appends a diagnostic at line:column of file (line 0: no location). */
#if defined(__GNUC__)
__attribute__((format(printf, 7, 8)))
#endif
DXSIG_API void dxsig_diag_add_at(struct dxsig_diag_list *list, enum dxsig_severity severity,
                                 enum dxsig_rule code, const char *file, uint32_t line,
                                 uint32_t column, const char *fmt, ...);

/* Appends a diagnostic about one element, its message prefixed with its
 * context: "entry 'E' <kind> element N 'NAME' (!S): " where !S is the
 * element's node when the model knows it. element_index may be
 * DXSIG_NO_ELEMENT (then "entry 'E' <kind> signature (!S): ", the list's
 * node), entry may be NULL too. */
#if defined(__GNUC__)
__attribute__((format(printf, 7, 8)))
#endif
DXSIG_API void dxsig_diag_add_element(struct dxsig_diag_list *list,
                                      enum dxsig_severity severity, enum dxsig_rule code,
                                      const struct dxsig_entry *entry,
                                      enum dxsig_sig_kind kind, size_t element_index,
                                      const char *fmt, ...);

/* The same, at line:column of file as well (line 0: no location): an
 * element diagnostic about a place in code (dxsig_body_check). */
#if defined(__GNUC__)
__attribute__((format(printf, 10, 11)))
#endif
DXSIG_API void dxsig_diag_add_element_at(struct dxsig_diag_list *list,
                                         enum dxsig_severity severity, enum dxsig_rule code,
                                         const struct dxsig_entry *entry,
                                         enum dxsig_sig_kind kind, size_t element_index,
                                         const char *file, uint32_t line, uint32_t column,
                                         const char *fmt, ...);

/* Appends a diagnostic about a whole entry: "entry 'E' (!S): " with the
 * node of its dx.semantic.signatures triple when the model knows it. */
#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
DXSIG_API void dxsig_diag_add_entry(struct dxsig_diag_list *list, enum dxsig_severity severity,
                                    enum dxsig_rule code, const struct dxsig_entry *entry,
                                    const char *fmt, ...);

/* Appends a copy of every diagnostic of in to out, with its fields. prefix
 * (may be NULL) names where they come from: each message becomes
 * "PREFIX:LINE:COLUMN: MESSAGE", or "PREFIX: MESSAGE" without a location.
 * in's dropped and lost diagnostics are counted in out. */
DXSIG_API void dxsig_diag_list_append(struct dxsig_diag_list *out,
                                      const struct dxsig_diag_list *in, const char *prefix);

/* Writes the context prefix used above into buf (always NUL-terminated):
 * entry and element names as dxsig_name_text shows them. Returns buf. */
DXSIG_API char *dxsig_format_context(char *buf, size_t size,
                                     const struct dxsig_entry *entry,
                                     enum dxsig_sig_kind kind, size_t element_index);

/* Prints the list clang-style, one line each:
 *   FILE:LINE:COLUMN: error: MESSAGE      (with a location)
 *   NAME: error: MESSAGE                  (without one)
 * FILE is the diagnostic's file, or name when it has none; then a note for
 * dropped diagnostics and an error when some were lost. */
DXSIG_API void dxsig_diag_list_print(struct dxsig_buffer *b, const struct dxsig_diag_list *list,
                                     const char *name);

/* An element's name as messages and tables show it: dxsig_name_text of
 * its name_len bytes (of its NUL-terminated name when name_len is 0).
 * buf: DXSIG_NAME_TEXT_SIZE bytes. Returns buf. */
DXSIG_API const char *dxsig_element_name_text(char *buf, const struct dxsig_element *el);

/* "error", "warning", "note". */
DXSIG_API const char *dxsig_severity_name(enum dxsig_severity severity);

#ifdef __cplusplus
}
#endif
#endif
