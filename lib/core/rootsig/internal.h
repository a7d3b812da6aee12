/* Root signatures: helpers shared by the files of lib/core/rootsig. Not installed. */
#ifndef DXSIG_ROOTSIG_INTERNAL_H
#define DXSIG_ROOTSIG_INTERNAL_H

#include "dxsig/rootsig.h"

/* Appends a diagnostic at source offset `offset` of src (DXSIG_RS_NO_SRC or
 * src == NULL: no location). */
#if defined(__GNUC__)
__attribute__((format(printf, 6, 7)))
#endif
void dxsig_rs_report(struct dxsig_diag_list *d, const struct dxsig_rs_source *src,
                     uint32_t offset, enum dxsig_severity severity, enum dxsig_rule code,
                     const char *fmt, ...);

/* Line and column of byte `offset` of src (offset may equal src->len). */
void dxsig_rs_position(const struct dxsig_rs_source *src, uint32_t offset,
                       uint32_t *line, uint32_t *col);

/* Keyword lookup, case-insensitive, in one of the tables below; returns
 * false when absent. */
enum dxsig_rs_table {
  RS_TABLE_ROOT_FLAG,
  RS_TABLE_DESC_FLAG,
  RS_TABLE_RANGE_FLAG,
  RS_TABLE_SAMPLER_FLAG,
  RS_TABLE_VISIBILITY,
  RS_TABLE_FILTER,
  RS_TABLE_ADDRESS,
  RS_TABLE_COMPARISON,
  RS_TABLE_BORDER
};
bool dxsig_rs_keyword_lookup(enum dxsig_rs_table table, const char *s, size_t len,
                             uint32_t *value);

/* ASCII case-insensitive comparison of s[0..len) with a NUL-terminated kw. */
bool dxsig_rs_ieq(const char *s, size_t len, const char *kw);

/* Is the filter one of the COMPARISON_* filters? */
static inline bool dxsig_rs_filter_is_comparison(uint32_t f) {
  return (f & 0x180u) == 0x80u;
}

/* Valid flag sets of LLVM 22 (RootSignatureValidations) for 1.1/1.2. */
bool dxsig_rs_desc_flags_valid(uint32_t version, uint32_t flags);
bool dxsig_rs_range_flags_valid(uint32_t version, uint32_t range_type, uint32_t flags);

/* The validator; md selects LLVM 22's metadata rules. */
bool dxsig_rs_validate_impl(const struct dxsig_rootsig *rs, const struct dxsig_rs_options *opt,
                            const struct dxsig_rs_source *src, struct dxsig_diag_list *diags,
                            bool md);

#endif
