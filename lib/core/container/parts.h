/* Internal: the view of a signature list that the container parts share.
 * Which elements DXC keeps, under which kind and name, and the checks that
 * make an element representable in ISG1/OSG1/PSG1 and PSV0. */
#ifndef DXSIG_PARTS_H
#define DXSIG_PARTS_H

#include "dxsig/container.h"

/* The file: a 32-byte header and the part offsets, then each part behind
 * an 8-byte header (FourCC, size). */
#define DXSIG_CONTAINER_HEADER_SIZE 32u
#define DXSIG_PART_HEADER_SIZE 8u

/* ISG1/OSG1/PSG1: an 8-byte header (count, offset), then the records. */
#define DXSIG_SIG_HEADER_SIZE 8u
#define DXSIG_SIG_RECORD_SIZE 32u

struct dxsig_part_element {
  const struct dxsig_element *e;
  size_t index;          /* position in the metadata list */
  uint32_t kind;         /* after interpretation: 0 for Arb */
  const char *name;      /* canonical SV spelling, or the name as written */
  size_t name_len;       /* up to the first NUL */
  bool allocated;
};

/* The elements of one list that DXC puts in the container (interpretation
 * neither NA nor NotInSig), in list order. *out is malloc'ed (free it; NULL
 * when the count is 0). Returns false with a diagnostic for an element the
 * parts cannot represent, an entry without a stage, or on allocation
 * failure. */
bool dxsig_parts_collect(const struct dxsig_entry *entry, enum dxsig_sig_kind kind,
                         struct dxsig_part_element **out, size_t *count,
                         struct dxsig_diag_list *diags);

/* False, with one diagnostic, for an entry without a stage or of a stage
 * that has no container signature parts (library, ray tracing, node). */
bool dxsig_parts_stage_ok(const struct dxsig_entry *entry, struct dxsig_diag_list *diags);

/* DxilProgramSigCompType of a component type (also PSV0's byte). */
uint32_t dxsig_parts_comp_type(uint32_t type, bool i1_unknown);

/* The domain to use: opts->domain, else derived from the entry. */
enum dxsig_tess_domain dxsig_parts_domain(const struct dxsig_entry *entry,
                                          const struct dxsig_part_options *opts);

#endif
