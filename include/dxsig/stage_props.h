/* dxsig stage properties: what an entry's HLSL attributes say about its
 * stage that the signatures do not (thread-group size, GS primitives and
 * streams, tessellator settings, mesh sizes, payload). The same values feed
 * PSV0's runtime info and the stage state records of DXC's !dx.entryPoints
 * (DXC DxilMetadataHelper.cpp: GS, DS, HS, MS and AS state), so the two
 * always agree.
 *
 * A compiler hands them in as string function attributes named after the
 * HLSL attributes ("hlsl.maxvertexcount"="4", "hlsl.partitioning"=
 * "fractional_odd"; docs/containers.md lists them): dxsig_stage_props_read
 * parses them strictly, checks them against the stage and reports each
 * problem with the entry and the attribute.
 */
#ifndef DXSIG_STAGE_PROPS_H
#define DXSIG_STAGE_PROPS_H

#include "dxsig/api.h"
#include "dxsig/container.h"
#include "dxsig/diag.h"
#include "dxsig/tess_domain.h"
#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* DXC's DXIL::InputPrimitive (GS input): 1 point, 2 line, 3 triangle,
 * 6 lineadj, 7 triangleadj, 8 + N - 1 an InputPatch of N control points. */
#define DXSIG_INPUT_PRIMITIVE_PATCH1 8u
/* DXC's DXIL::PrimitiveTopology (GS output stream): the stream types. */
enum dxsig_primitive_topology {
  DXSIG_TOPOLOGY_UNDEFINED = 0,
  DXSIG_TOPOLOGY_POINT_LIST = 1,     /* PointStream */
  DXSIG_TOPOLOGY_LINE_STRIP = 3,     /* LineStream */
  DXSIG_TOPOLOGY_TRIANGLE_STRIP = 5  /* TriangleStream */
};
/* DXC's DXIL::TessellatorPartitioning: 1 integer, 2 pow2, 3 fractional_odd,
 * 4 fractional_even. DXIL::TessellatorOutputPrimitive: 1 point, 2 line,
 * 3 triangle_cw, 4 triangle_ccw. DXIL::MeshOutputTopology: 1 line,
 * 2 triangle. */

/* One bit of dxsig_stage_props.set per property. */
enum dxsig_stage_prop {
  DXSIG_PROP_NUM_THREADS,          /* CS, MS, AS, node */
  DXSIG_PROP_WAVE_SIZE,            /* CS, node */
  DXSIG_PROP_DOMAIN,               /* HS, DS */
  DXSIG_PROP_INPUT_PRIMITIVE,      /* GS */
  DXSIG_PROP_OUTPUT_STREAMS,       /* GS: stream mask and topology */
  DXSIG_PROP_MAX_VERTEX_COUNT,     /* GS */
  DXSIG_PROP_INSTANCE_COUNT,       /* GS */
  DXSIG_PROP_PATCH_CONSTANT_FUNC,  /* HS */
  DXSIG_PROP_INPUT_CONTROL_POINTS, /* HS, DS */
  DXSIG_PROP_OUTPUT_CONTROL_POINTS,/* HS */
  DXSIG_PROP_PARTITIONING,         /* HS */
  DXSIG_PROP_OUTPUT_TOPOLOGY,      /* HS: output primitive; MS: topology */
  DXSIG_PROP_MAX_TESS_FACTOR,      /* HS */
  DXSIG_PROP_MAX_OUTPUT_VERTICES,  /* MS */
  DXSIG_PROP_MAX_OUTPUT_PRIMITIVES,/* MS */
  DXSIG_PROP_PAYLOAD_SIZE,         /* MS, AS */
  DXSIG_PROP_COUNT
};

struct dxsig_stage_props {
  uint32_t set; /* bit (1u << prop): the property was given */
  uint32_t num_threads[3];
  uint32_t wave_size[3]; /* min, max, preferred (0: as min / none) */
  enum dxsig_tess_domain domain;
  uint32_t input_primitive;
  uint32_t stream_mask;     /* GS: bit s for each declared stream */
  uint32_t stream_topology; /* enum dxsig_primitive_topology */
  uint32_t max_vertex_count;
  uint32_t instance_count;
  const char *patch_constant_func; /* not NUL-terminated; not owned */
  size_t patch_constant_func_len;
  uint32_t input_control_points, output_control_points;
  uint32_t partitioning;
  uint32_t output_topology; /* HS: tessellator output primitive; MS: mesh topology */
  float max_tess_factor;
  uint32_t max_output_vertices, max_output_primitives;
  uint32_t payload_bytes;
};

/* Nothing set; the values DXC's front end gives an entry that says
 * nothing: instance count 1, max tess factor 64.0, 0 elsewhere. */
DXSIG_API void dxsig_stage_props_init(struct dxsig_stage_props *props);

/* A string attribute of the entry: its value and length, or NULL. */
typedef const char *(*dxsig_attr_lookup)(void *ctx, const char *key, size_t *len);

/* Reads every stage attribute of the entry through lookup into props
 * (setting their bits). A malformed value is an error (lower-attribute); an
 * attribute for another stage is an error (lower-attribute-stage), or a
 * warning and ignored for "hlsl.partitioning" and "hlsl.outputtopology" (as
 * DXC's front end does); an unknown stage checks nothing. False on error. */
DXSIG_API bool dxsig_stage_props_read(struct dxsig_stage_props *props,
                                      const struct dxsig_entry *entry, dxsig_attr_lookup lookup,
                                      void *ctx, struct dxsig_diag_list *diags);

/* Takes from `from` (an existing state record) every property props lacks.
 * Where both give one and they differ, props keeps its own and a warning
 * names both (lower-entry-record); a value in `from` that is the default
 * says nothing and is not compared. */
DXSIG_API void dxsig_stage_props_merge(struct dxsig_stage_props *props,
                                       const struct dxsig_stage_props *from,
                                       const struct dxsig_entry *entry,
                                       struct dxsig_diag_list *diags);

/* The values to write for the entry: what props gives, else the domain its
 * tessellation factors imply and the GS streams its outputs use (stream 0
 * when none), else the defaults. */
DXSIG_API void dxsig_stage_props_resolve(struct dxsig_stage_props *props,
                                         const struct dxsig_entry *entry);

/* The rules that need both the signatures and the properties (DXC's
 * validator, docs/validation.md): a GS's maxvertexcount x output scalars
 * (lower-gs-output-scalars); an MS's output and payload bytes
 * (lower-ms-output-size); the tessellation factors of a declared domain,
 * which a hull shader must have (lower-tess-factor-domain); no inputs in an
 * HS that declares 0 input control points (lower-hs-input-control-points);
 * a pass-through HS's control point counts and scalars
 * (lower-hs-pass-through).
 * A property the entry does not give is not checked. False on error. */
DXSIG_API bool dxsig_stage_props_check(const struct dxsig_stage_props *props,
                                       const struct dxsig_entry *entry,
                                       struct dxsig_diag_list *diags);

/* Copies resolved props into the PSV0 inputs: the tessellator domain into
 * opts (when props gives one), the rest into info. */
DXSIG_API void dxsig_stage_props_to_psv(const struct dxsig_stage_props *props,
                                        struct dxsig_part_options *opts,
                                        struct dxsig_psv_info *info);

/* The attribute that gives a property ("hlsl.maxvertexcount"). */
DXSIG_API const char *dxsig_stage_prop_attribute(enum dxsig_stage_prop prop);

/* A property's value as the attribute writes it ("triangle", "8,4,1",
 * "64.0"), NUL-terminated in buf. */
DXSIG_API void dxsig_stage_prop_format(const struct dxsig_stage_props *props,
                                       enum dxsig_stage_prop prop, enum dxsig_shader_stage stage,
                                       char *buf, size_t size);

#ifdef __cplusplus
}
#endif
#endif
