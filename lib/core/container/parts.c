/* Shared by the signature-part and PSV0 writers: which elements DXC keeps
 * and how they are named, validator-version helpers, tessellator domain. */
#include "parts.h"

#include <stdlib.h>
#include <string.h>

#include "dxsig/sigpoint.h"

int dxsig_version_compare(uint32_t major_a, uint32_t minor_a, uint32_t major_b,
                          uint32_t minor_b) {
  if (major_a != major_b) {
    if (major_a == 0 || major_b == 0)
      return major_a > 0 ? -1 : 1; /* major 0: latest */
    return major_a < major_b ? -1 : 1;
  }
  if (minor_a != minor_b)
    return minor_a < minor_b ? -1 : 1;
  return 0;
}

uint32_t dxsig_psv_version(uint32_t valver_major, uint32_t valver_minor) {
  if (dxsig_version_compare(valver_major, valver_minor, 1, 1) < 0)
    return 0;
  if (dxsig_version_compare(valver_major, valver_minor, 1, 6) < 0)
    return 1;
  if (dxsig_version_compare(valver_major, valver_minor, 1, 8) < 0)
    return 2;
  if (dxsig_version_compare(valver_major, valver_minor, 1, 10) < 0)
    return 3;
  return 4;
}

uint32_t dxsig_psv_runtime_info_size(uint32_t psv_version) {
  static const uint32_t sizes[] = {24, 36, 48, 52, 56};
  return psv_version < 5 ? sizes[psv_version] : 0;
}

enum dxsig_tess_domain dxsig_parts_domain(const struct dxsig_entry *entry,
                                          const struct dxsig_part_options *opts) {
  if (!entry->has_stage ||
      (entry->stage != DXSIG_STAGE_HULL && entry->stage != DXSIG_STAGE_DOMAIN))
    return DXSIG_TESS_DOMAIN_UNDEFINED; /* DXC: the domain is HS/DS only */
  if (opts->domain != DXSIG_TESS_DOMAIN_UNDEFINED)
    return opts->domain;
  return dxsig_entry_tess_domain(entry);
}

uint32_t dxsig_parts_comp_type(uint32_t type, bool i1_unknown) {
  switch (type) {
  case DXSIG_COMP_I1: return i1_unknown ? 0 : 1; /* validator < 1.5: Unknown */
  case DXSIG_COMP_I16: return 5;
  case DXSIG_COMP_U16: return 4;
  case DXSIG_COMP_I32: return 2;
  case DXSIG_COMP_U32: return 1;
  case DXSIG_COMP_I64: return 8;
  case DXSIG_COMP_U64: return 7;
  case DXSIG_COMP_F16: return 6;
  case DXSIG_COMP_F32: return 3;
  case DXSIG_COMP_F64: return 9;
  /* DXC turns the packed 8x32 types into U32 when it creates the element. */
  case DXSIG_COMP_PACKED_S8X32:
  case DXSIG_COMP_PACKED_U8X32: return 1;
  default: return 0;
  }
}

/* Why the parts cannot hold an element; NULL when they can. */
static const char *unrepresentable(const struct dxsig_element *e, bool allocated) {
  if (e->rows == 0 || e->rows > DXSIG_MAX_ROWS)
    return "Rows must be 1 to 32";
  if (e->index_count != e->rows || !e->indices)
    return "the semantic index list must have one entry per row";
  if (e->cols == 0 || e->cols > DXSIG_MAX_COLS)
    return "Cols must be 1 to 4";
  if (e->stream > 3)
    return "the GS stream must be 0 to 3";
  if (e->interp >= DXSIG_INTERP_MODE_COUNT)
    return "unknown interpolation mode";
  if (allocated) {
    if (e->start_row < 0 || (uint32_t)e->start_row >= DXSIG_MAX_ROWS ||
        e->rows > DXSIG_MAX_ROWS - (uint32_t)e->start_row)
      return "StartRow out of range";
    if (e->start_col < 0 || (uint32_t)e->start_col >= DXSIG_MAX_COLS ||
        e->cols > DXSIG_MAX_COLS - (uint32_t)e->start_col)
      return "StartCol out of range";
  } else if (e->start_row != DXSIG_UNALLOCATED || e->start_col != DXSIG_UNALLOCATED) {
    return "StartRow and StartCol must both be -1 or both be set";
  }
  return NULL;
}

bool dxsig_parts_stage_ok(const struct dxsig_entry *entry, struct dxsig_diag_list *diags) {
  const char *name = entry->name ? entry->name : "";
  if (!entry->has_stage) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_STAGE,
                   "entry '%s': no shader stage (\"hlsl.shader\" attribute or triple "
                   "environment)",
                   name);
    return false;
  }
  switch (entry->stage) {
  case DXSIG_STAGE_PIXEL:
  case DXSIG_STAGE_VERTEX:
  case DXSIG_STAGE_GEOMETRY:
  case DXSIG_STAGE_HULL:
  case DXSIG_STAGE_DOMAIN:
  case DXSIG_STAGE_COMPUTE:
  case DXSIG_STAGE_MESH:
  case DXSIG_STAGE_AMPLIFICATION:
    break;
  default:
    /* DXC writes these parts for non-library shaders only; ray-tracing and
     * node shaders exist only inside libraries. */
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_STAGE,
                   "entry '%s': a %s shader has no container signature parts (DXC "
                   "writes them for graphics, compute, mesh and amplification shaders)",
                   name,
                   dxsig_shader_stage_name(entry->stage) ? dxsig_shader_stage_name(entry->stage)
                                                         : "unknown");
    return false;
  }
  return true;
}

bool dxsig_parts_collect(const struct dxsig_entry *entry, enum dxsig_sig_kind kind,
                         struct dxsig_part_element **out, size_t *count,
                         struct dxsig_diag_list *diags) {
  *out = NULL;
  *count = 0;
  if ((unsigned)kind >= DXSIG_SIG_KIND_COUNT)
    return false;
  if (!dxsig_parts_stage_ok(entry, diags))
    return false;
  const struct dxsig_signature *sig = &entry->sigs[kind];
  if (sig->count == 0)
    return true;
  enum dxsig_sigpoint list_sp;
  if (!dxsig_sigpoint_of_list(entry->stage, kind, &list_sp)) {
    dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_STAGE, entry, kind, (size_t)-1,
                           "a %s shader has no such signature",
                           dxsig_shader_stage_name(entry->stage));
    return false;
  }
  struct dxsig_part_element *els = calloc(sig->count, sizeof(*els));
  if (!els) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  size_t n = 0;
  bool ok = true;
  for (size_t i = 0; i < sig->count; ++i) {
    const struct dxsig_element *e = &sig->elements[i];
    enum dxsig_interpretation interp =
        dxsig_interpretation(dxsig_sigpoint_of_element(list_sp, e->kind), e->kind);
    if (interp == DXSIG_INTERP_KIND_NA || interp == DXSIG_INTERP_KIND_NOT_IN_SIG)
      continue;
    bool allocated = dxsig_element_is_allocated(e);
    const char *why = unrepresentable(e, allocated);
    if (why) {
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_ELEMENT, entry, kind, i,
                             "cannot be written to a container part: %s", why);
      ok = false;
      continue;
    }
    struct dxsig_part_element *pe = &els[n++];
    pe->e = e;
    pe->index = i;
    pe->allocated = allocated;
    pe->kind = interp == DXSIG_INTERP_KIND_ARB ? DXSIG_SEMANTIC_ARBITRARY : e->kind;
    const char *canonical = pe->kind != DXSIG_SEMANTIC_ARBITRARY
                                ? dxsig_semantic_kind_name(pe->kind)
                                : NULL;
    if (canonical && *canonical) {
      pe->name = canonical;
      pe->name_len = strlen(canonical);
    } else {
      pe->name = e->name ? e->name : "";
      const char *nul = e->name ? memchr(e->name, '\0', e->name_len) : NULL;
      pe->name_len = e->name ? (nul ? (size_t)(nul - e->name) : e->name_len) : 0;
    }
  }
  if (!ok || n == 0) {
    free(els);
    return ok;
  }
  *out = els;
  *count = n;
  return true;
}

size_t dxsig_signature_record_element_count(const struct dxsig_entry *entry,
                                            enum dxsig_sig_kind kind) {
  if (!entry || (unsigned)kind >= DXSIG_SIG_KIND_COUNT)
    return 0;
  const struct dxsig_signature *sig = &entry->sigs[kind];
  enum dxsig_sigpoint sp;
  size_t count = sig->count;
  if (!entry->has_stage || !dxsig_sigpoint_of_list(entry->stage, kind, &sp))
    return count;
  while (count > 0) {
    uint32_t k = sig->elements[count - 1].kind;
    if (dxsig_interpretation(dxsig_sigpoint_of_element(sp, k), k) != DXSIG_INTERP_KIND_NOT_IN_SIG)
      break;
    --count;
  }
  return count;
}

size_t dxsig_signature_part_element_count(const struct dxsig_entry *entry,
                                          enum dxsig_sig_kind kind) {
  if (!entry || (unsigned)kind >= DXSIG_SIG_KIND_COUNT || !entry->has_stage)
    return 0;
  const struct dxsig_signature *sig = &entry->sigs[kind];
  enum dxsig_sigpoint list_sp;
  if (sig->count == 0 || !dxsig_sigpoint_of_list(entry->stage, kind, &list_sp))
    return 0;
  size_t n = 0;
  for (size_t i = 0; i < sig->count; ++i) {
    uint32_t k = sig->elements[i].kind;
    enum dxsig_interpretation interp =
        dxsig_interpretation(dxsig_sigpoint_of_element(list_sp, k), k);
    n += interp != DXSIG_INTERP_KIND_NA && interp != DXSIG_INTERP_KIND_NOT_IN_SIG;
  }
  return n;
}
