/* ISG1 / OSG1 / PSG1 writer (DXC DxilProgramSignatureWriter, LLVM 22
 * DXContainer.h). Part data:
 *   u32 ParamCount, u32 ParamOffset (8)
 *   ParamCount x 32-byte records, one per element row
 *   the names, NUL-terminated, in element order
 *   zero padding to 4 bytes (validator >= 1.7)
 */
#include <stdlib.h>
#include <string.h>

#include "parts.h"

struct record {
  uint32_t stream, name, index, system_value, comp_type, reg;
  uint8_t mask, exclusive;
  uint32_t min_precision;
  size_t order; /* element-major position: the stable tie-break */
};

/* DxilProgramSigMinPrecision in min-precision mode. */
static uint32_t min_precision(uint32_t type) {
  switch (type) {
  case DXSIG_COMP_F16: return 1;
  case DXSIG_COMP_I16: return 4;
  case DXSIG_COMP_U16: return 5;
  default: return 0;
  }
}

static int record_cmp(const void *pa, const void *pb) {
  const struct record *a = pa, *b = pb;
  if (a->stream != b->stream)
    return a->stream < b->stream ? -1 : 1;
  if (a->reg != b->reg)
    return a->reg < b->reg ? -1 : 1;
  if (a->name != b->name)
    return a->name < b->name ? -1 : 1;
  return a->order < b->order ? -1 : a->order > b->order;
}

/* Name offsets, element order. Validator >= 1.7 shares equal strings;
 * before, DXC keys its table by string pointer: every arbitrary element
 * owns its copy, system values share DXC's static name per kind. */
static bool assign_names(const struct dxsig_part_element *els, size_t n, bool dedup,
                         uint32_t base, uint32_t *offsets, size_t *first_user,
                         uint32_t *end) {
  uint32_t next = base;
  for (size_t i = 0; i < n; ++i) {
    first_user[i] = i;
    for (size_t j = 0; j < i; ++j) {
      bool same = dedup ? els[j].name_len == els[i].name_len &&
                              memcmp(els[j].name, els[i].name, els[i].name_len) == 0
                        : els[i].kind != DXSIG_SEMANTIC_ARBITRARY &&
                              els[j].kind == els[i].kind;
      if (same) {
        first_user[i] = first_user[j];
        break;
      }
    }
    if (first_user[i] != i) {
      offsets[i] = offsets[first_user[i]];
      continue;
    }
    offsets[i] = next;
    if (els[i].name_len >= UINT32_MAX - next)
      return false;
    next += (uint32_t)els[i].name_len + 1;
  }
  *end = next;
  return true;
}

bool dxsig_signature_part_write(struct dxsig_bytes *out,
                                const struct dxsig_entry *entry,
                                enum dxsig_sig_kind kind,
                                const struct dxsig_part_options *opts,
                                struct dxsig_diag_list *diags) {
  struct dxsig_part_element *els;
  size_t n;
  if (!dxsig_parts_collect(entry, kind, &els, &n, diags))
    return false;

  bool compat_1_4 = dxsig_version_compare(opts->valver_major, opts->valver_minor, 1, 5) < 0;
  bool compat_1_6 = dxsig_version_compare(opts->valver_major, opts->valver_minor, 1, 7) < 0;
  /* A domain shader reads its patch constants (DXC: IsInput = IsDS()). */
  bool input = kind == DXSIG_SIG_INPUT ||
               (kind == DXSIG_SIG_PATCH_CONSTANT && entry->stage == DXSIG_STAGE_DOMAIN);
  enum dxsig_tess_domain domain = dxsig_parts_domain(entry, opts);

  size_t rows = 0;
  for (size_t i = 0; i < n; ++i)
    rows += els[i].e->rows; /* each <= 32, n <= SIZE_MAX / sizeof(*els) */
  uint32_t *offsets = n ? calloc(n, sizeof(*offsets)) : NULL;
  size_t *first = n ? calloc(n, sizeof(*first)) : NULL;
  struct record *recs = rows ? calloc(rows, sizeof(*recs)) : NULL;
  bool ok = !n || (offsets && first && recs);
  uint32_t strings_end = 0;
  if (ok && rows > (UINT32_MAX - DXSIG_SIG_HEADER_SIZE) / DXSIG_SIG_RECORD_SIZE)
    ok = false;
  if (ok)
    ok = assign_names(els, n, !compat_1_6,
                      DXSIG_SIG_HEADER_SIZE + (uint32_t)rows * DXSIG_SIG_RECORD_SIZE, offsets,
                      first, &strings_end);
  if (!ok) {
    dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_SIZE, entry, kind, (size_t)-1,
                           "the signature part is too large or memory ran out");
    free(els), free(offsets), free(first), free(recs);
    return false;
  }

  size_t r = 0;
  for (size_t i = 0; i < n; ++i) {
    const struct dxsig_part_element *pe = &els[i];
    const struct dxsig_element *e = pe->e;
    uint32_t start_col = pe->allocated ? (uint32_t)e->start_col : 0;
    uint8_t mask = (uint8_t)((((1u << e->cols) - 1u) << start_col) & 0xFu);
    uint8_t exclusive;
    if (compat_1_4) {
      /* Validator <= 1.4: inputs 0, outputs the complement of Mask. */
      exclusive = input ? 0 : (uint8_t)~mask;
    } else {
      /* UsageMask is register-relative for allocated elements (the packer
       * shifted it) and element-relative (column 0) otherwise: DXC's
       * shift-by-StartCol has been applied either way. */
      uint8_t usage = (uint8_t)(e->usage_mask & 0xFFu);
      exclusive = input ? usage : (uint8_t)(~usage & 0xFu);
    }
    for (uint32_t row = 0; row < e->rows; ++row) {
      struct record *rec = &recs[r];
      rec->stream = e->stream;
      rec->name = offsets[i];
      rec->index = e->indices[row];
      rec->system_value = dxsig_element_system_value(pe->kind, domain, row);
      rec->comp_type = dxsig_parts_comp_type(e->comp_type, compat_1_4);
      rec->reg = pe->allocated ? (uint32_t)e->start_row + row : UINT32_MAX;
      rec->mask = mask;
      rec->exclusive = exclusive;
      rec->min_precision = opts->native16 ? 0 : min_precision(e->comp_type);
      rec->order = r;
      ++r;
    }
  }
  if (rows > 1)
    qsort(recs, rows, sizeof(*recs), record_cmp);

  size_t start = out->len;
  dxsig_bytes_put_u32(out, (uint32_t)rows);
  dxsig_bytes_put_u32(out, DXSIG_SIG_HEADER_SIZE);
  for (size_t i = 0; i < rows; ++i) {
    const struct record *rec = &recs[i];
    dxsig_bytes_put_u32(out, rec->stream);
    dxsig_bytes_put_u32(out, rec->name);
    dxsig_bytes_put_u32(out, rec->index);
    dxsig_bytes_put_u32(out, rec->system_value);
    dxsig_bytes_put_u32(out, rec->comp_type);
    dxsig_bytes_put_u32(out, rec->reg);
    dxsig_bytes_put_u8(out, rec->mask);
    dxsig_bytes_put_u8(out, rec->exclusive);
    dxsig_bytes_put_u16(out, 0);
    dxsig_bytes_put_u32(out, rec->min_precision);
  }
  for (size_t i = 0; i < n; ++i) {
    if (first[i] != i)
      continue;
    dxsig_bytes_put(out, els[i].name, els[i].name_len);
    dxsig_bytes_put_u8(out, 0);
  }
  if (!compat_1_6 && !out->failed) {
    size_t size = out->len - start;
    if (size % 4)
      dxsig_bytes_put_zeros(out, 4 - size % 4);
  }
  free(els), free(offsets), free(first), free(recs);
  if (out->failed) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  return true;
}
