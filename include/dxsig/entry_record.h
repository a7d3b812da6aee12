/* DXIL's entry record: the properties of a !dx.entryPoints record (its
 * fifth operand, tag/value pairs; DXC DxilMetadataHelper.cpp) that dxsig
 * writes and reads back, as plain data. The layout of each stage's state
 * lives here; a module writer (the LLVM glue's dxil_md.cpp, any DXIL
 * writer) turns each property into metadata and back:
 *
 *   tag  4  numthreads  {x, y, z}                                  CS
 *   tag 11  wave size   {min}                  (below shader model 6.8)
 *   tag 23  wave size   {min, max, preferred}  (6.8 on)
 *   tag  1  GS state    {input primitive, max vertex count, stream mask,
 *                        stream topology, instance count}
 *   tag  2  DS state    {domain, input control points}
 *   tag  3  HS state    {patch-constant function or null, input and output
 *                        control points, domain, partitioning, output
 *                        primitive, max tess factor (float)}
 *   tag  9  MS state    {{x, y, z}, max vertices, max primitives,
 *                        topology, payload bytes}
 *   tag 10  AS state    {{x, y, z}, payload bytes}
 */
#ifndef DXSIG_ENTRY_RECORD_H
#define DXSIG_ENTRY_RECORD_H

#include "dxsig/api.h"
#include "dxsig/diag.h"
#include "dxsig/stage_props.h"
#include "dxsig/target.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Property tags of an entry record (DXC's kDxil*Tag). */
enum dxsig_entry_tag {
  DXSIG_ENTRY_TAG_SHADER_FLAGS = 0,
  DXSIG_ENTRY_TAG_GS_STATE = 1,
  DXSIG_ENTRY_TAG_DS_STATE = 2,
  DXSIG_ENTRY_TAG_HS_STATE = 3,
  DXSIG_ENTRY_TAG_NUM_THREADS = 4,
  DXSIG_ENTRY_TAG_SHADER_KIND = 8,
  DXSIG_ENTRY_TAG_MS_STATE = 9,
  DXSIG_ENTRY_TAG_AS_STATE = 10,
  DXSIG_ENTRY_TAG_WAVE_SIZE = 11,
  DXSIG_ENTRY_TAG_FIRST_NODE = 13, /* the work-graph node tags, 13..22 */
  DXSIG_ENTRY_TAG_LAST_NODE = 22,
  DXSIG_ENTRY_TAG_RANGED_WAVE_SIZE = 23
};

/* One operand of a property's value tuple. */
enum dxsig_record_operand_kind {
  DXSIG_RECORD_INVALID,  /* what a reader found that is none of these */
  DXSIG_RECORD_U32,      /* an integer constant that fits 32 bits */
  DXSIG_RECORD_F32,      /* a float constant */
  DXSIG_RECORD_FUNCTION, /* a function, or null (function NULL) */
  DXSIG_RECORD_THREADS   /* a tuple of three integers (MS/AS thread group) */
};

struct dxsig_record_operand {
  enum dxsig_record_operand_kind kind;
  uint32_t u32;
  float f32;
  const char *function; /* not NUL-terminated; not owned */
  size_t function_len;
  uint32_t threads[3];
};

#define DXSIG_RECORD_MAX_OPERANDS 7

/* A property: its tag and its value, a tuple of operands. */
struct dxsig_record_property {
  uint32_t tag;
  size_t count;
  struct dxsig_record_operand ops[DXSIG_RECORD_MAX_OPERANDS];
};

/* Whether dxsig writes the property `tag` itself for an entry of stage (in
 * a library, the shader kind too); a writer keeps the others as they were. */
DXSIG_API bool dxsig_entry_tag_is_computed(uint32_t tag, enum dxsig_shader_stage stage,
                                           bool library);

/* The stage properties of an entry of stage, from resolved props, in DXC's
 * order (out: room for 2); only those props sets for compute. sm picks the
 * wave-size form. Returns how many. */
DXSIG_API size_t dxsig_entry_record_write(const struct dxsig_stage_props *props,
                                          enum dxsig_shader_stage stage,
                                          struct dxsig_shader_model sm,
                                          struct dxsig_record_property *out);

/* One property of an existing record into props, when its tag is one
 * dxsig writes for the entry's stage (other tags: false, nothing said). A
 * value without its tag's layout is a warning (lower-entry-record) and is
 * left out. True when props took it. */
DXSIG_API bool dxsig_entry_record_read(const struct dxsig_record_property *property,
                                       const struct dxsig_entry *entry,
                                       struct dxsig_stage_props *props,
                                       struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
