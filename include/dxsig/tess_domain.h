/* dxsig tessellation domain: what the tessellation factors of a hull or
 * domain entry say, and the system value each factor row carries in the
 * signature parts and DXC's signature tables. */
#ifndef DXSIG_TESS_DOMAIN_H
#define DXSIG_TESS_DOMAIN_H

#include "dxsig/api.h"
#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* DXC's DXIL::TessellatorDomain. */
enum dxsig_tess_domain {
  DXSIG_TESS_DOMAIN_UNDEFINED = 0,
  DXSIG_TESS_DOMAIN_ISOLINE = 1,
  DXSIG_TESS_DOMAIN_TRI = 2,
  DXSIG_TESS_DOMAIN_QUAD = 3
};

/* "isoline", "tri", "quad" (the HLSL [domain] spellings). */
DXSIG_API bool dxsig_tess_domain_from_name(const char *name, size_t len,
                                           enum dxsig_tess_domain *out);
DXSIG_API const char *dxsig_tess_domain_name(enum dxsig_tess_domain domain);

/* The domain implied by the tessellation factors of an HS/DS entry's
 * patch-constant list: SV_TessFactor with 4 rows is quad, 3 tri, 2 isoline;
 * without one, SV_InsideTessFactor with 2 rows is quad, 1 tri. Undefined
 * for other stages or when nothing decides. */
DXSIG_API enum dxsig_tess_domain dxsig_entry_tess_domain(const struct dxsig_entry *entry);

/* The SystemValue (D3D_NAME) of row `row` of an element of effective kind
 * `kind`: the kind's own, except for the tessellation factors, which name
 * their domain (QUAD_EDGE 11 ... LINE_DENSITY 16; an isoline's first row is
 * its density factor, the second its detail factor, as DXC writes them). */
DXSIG_API uint32_t dxsig_element_system_value(uint32_t kind, enum dxsig_tess_domain domain,
                                              uint32_t row);

#ifdef __cplusplus
}
#endif
#endif
