/* Tessellation domains and the system values of the tessellation factors
 * (see tess_domain.h). */
#include "dxsig/tess_domain.h"

#include <string.h>

bool dxsig_tess_domain_from_name(const char *name, size_t len,
                                 enum dxsig_tess_domain *out) {
  static const struct {
    const char *name;
    enum dxsig_tess_domain domain;
  } names[] = {{"isoline", DXSIG_TESS_DOMAIN_ISOLINE},
               {"tri", DXSIG_TESS_DOMAIN_TRI},
               {"quad", DXSIG_TESS_DOMAIN_QUAD}};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
    if (strlen(names[i].name) == len && memcmp(names[i].name, name, len) == 0) {
      *out = names[i].domain;
      return true;
    }
  return false;
}

const char *dxsig_tess_domain_name(enum dxsig_tess_domain domain) {
  switch (domain) {
  case DXSIG_TESS_DOMAIN_ISOLINE: return "isoline";
  case DXSIG_TESS_DOMAIN_TRI: return "tri";
  case DXSIG_TESS_DOMAIN_QUAD: return "quad";
  default: return "undefined";
  }
}

enum dxsig_tess_domain dxsig_entry_tess_domain(const struct dxsig_entry *entry) {
  if (!entry || !entry->has_stage ||
      (entry->stage != DXSIG_STAGE_HULL && entry->stage != DXSIG_STAGE_DOMAIN))
    return DXSIG_TESS_DOMAIN_UNDEFINED;
  const struct dxsig_signature *pc = &entry->sigs[DXSIG_SIG_PATCH_CONSTANT];
  enum dxsig_tess_domain inside = DXSIG_TESS_DOMAIN_UNDEFINED;
  for (size_t i = 0; i < pc->count; ++i) {
    const struct dxsig_element *e = &pc->elements[i];
    if (e->kind == DXSIG_SEMANTIC_TESS_FACTOR) {
      switch (e->rows) {
      case 4: return DXSIG_TESS_DOMAIN_QUAD;
      case 3: return DXSIG_TESS_DOMAIN_TRI;
      case 2: return DXSIG_TESS_DOMAIN_ISOLINE;
      default: break;
      }
    } else if (e->kind == DXSIG_SEMANTIC_INSIDE_TESS_FACTOR &&
               inside == DXSIG_TESS_DOMAIN_UNDEFINED) {
      if (e->rows == 2)
        inside = DXSIG_TESS_DOMAIN_QUAD;
      else if (e->rows == 1)
        inside = DXSIG_TESS_DOMAIN_TRI;
    }
  }
  return inside;
}

uint32_t dxsig_element_system_value(uint32_t kind, enum dxsig_tess_domain domain,
                                    uint32_t row) {
  if (kind == DXSIG_SEMANTIC_TESS_FACTOR) {
    switch (domain) {
    case DXSIG_TESS_DOMAIN_QUAD: return DXSIG_SV_QUAD_EDGE;
    case DXSIG_TESS_DOMAIN_TRI: return DXSIG_SV_TRI_EDGE;
    case DXSIG_TESS_DOMAIN_ISOLINE: return row == 0 ? DXSIG_SV_LINE_DENSITY : DXSIG_SV_LINE_DETAIL;
    default: return 0;
    }
  }
  if (kind == DXSIG_SEMANTIC_INSIDE_TESS_FACTOR) {
    switch (domain) {
    case DXSIG_TESS_DOMAIN_QUAD: return DXSIG_SV_QUAD_INSIDE;
    case DXSIG_TESS_DOMAIN_TRI: return DXSIG_SV_TRI_INSIDE;
    default: return 0; /* isoline has none; DXC asserts and writes 0 */
    }
  }
  return dxsig_semantic_kind_system_value(kind);
}
