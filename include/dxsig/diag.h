/* dxsig diagnostics: a caller-owned list that validators append to.
 *
 * Every message carries its context ("entry 'ps_main' input element 2
 * 'TEXCOORD1': ...") and a stable rule code ("index-count"). Validators keep
 * going and report every problem; the list is printed by one place (the
 * LLVM glue or the CLI).
 */
#ifndef DXSIG_DIAG_H
#define DXSIG_DIAG_H

#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

enum dxsig_severity { DXSIG_ERROR, DXSIG_WARNING, DXSIG_NOTE };

struct dxsig_diag {
  enum dxsig_severity severity;
  const char *code;   /* static string: stable rule id */
  char *message;      /* owned by the list; full text with context */
};

struct dxsig_diag_list {
  struct dxsig_diag *items;
  size_t count;
  size_t capacity;
  size_t error_count;
  bool truncated;     /* an allocation failed; some diagnostics were lost */
};

DXSIG_API void dxsig_diag_list_init(struct dxsig_diag_list *list);
DXSIG_API void dxsig_diag_list_finish(struct dxsig_diag_list *list);

/* Appends a diagnostic; the message is printf-formatted. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
DXSIG_API void dxsig_diag_add(struct dxsig_diag_list *list, enum dxsig_severity severity,
                    const char *code, const char *fmt, ...);

/* Appends a diagnostic about one element, prefixed with its context:
 * "entry 'E' <kind> element N 'NAME': ". element may be NULL (then
 * "entry 'E' <kind> signature: "), entry may be NULL too. */
#if defined(__GNUC__)
__attribute__((format(printf, 7, 8)))
#endif
DXSIG_API void dxsig_diag_add_element(struct dxsig_diag_list *list,
                            enum dxsig_severity severity, const char *code,
                            const struct dxsig_entry *entry,
                            enum dxsig_sig_kind kind, size_t element_index,
                            const char *fmt, ...);

/* Writes the context prefix used above into buf (always NUL-terminated);
 * element_index == (size_t)-1 means the whole signature. Returns buf. */
DXSIG_API char *dxsig_format_context(char *buf, size_t size,
                           const struct dxsig_entry *entry,
                           enum dxsig_sig_kind kind, size_t element_index);

#ifdef __cplusplus
}
#endif
#endif
