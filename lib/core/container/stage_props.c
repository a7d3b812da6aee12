/* Stage properties from HLSL entry attributes: names and spellings as HLSL
 * writes them, values as DXC's DxilConstants.h numbers them, ranges as DXC's
 * validator checks them (DxilValidation.cpp: Sm.GSOutputVertexCountRange,
 * Sm.GSInstanceCountRange, Sm.HSInputControlPointCountRange,
 * Sm.OutputControlPointCountRange, Meta.MaxTessFactor,
 * Sm.MeshShaderMaxVertexCount / MaxPrimitiveCount, the payload limit). */
#include <stdio.h>
#include <string.h>

#include "dxsig/stage_props.h"
#include "dxsig/tables.h"
#include "parts.h"

#define BIT(p) (1u << (p))

/* Stage sets. */
#define S(stage) (1u << DXSIG_STAGE_##stage)
#define THREADS_STAGES (S(COMPUTE) | S(MESH) | S(AMPLIFICATION) | S(NODE))

enum value_kind {
  V_LIST3,    /* "a,b,c" */
  V_COUNT,    /* one integer in [lo, hi] */
  V_DOMAIN,   /* tri / quad / isoline */
  V_PRIMITIVE,/* GS input primitive */
  V_STREAMS,  /* GS stream types */
  V_NAME,     /* a function name */
  V_PARTITION,
  V_TOPOLOGY, /* HS output primitive or MS topology */
  V_FACTOR    /* a decimal in [1.0, 64.0] */
};

struct attr {
  enum dxsig_stage_prop prop;
  const char *name;
  uint32_t stages;
  const char *stage_text; /* for the wrong-stage message */
  bool stage_warning;     /* another stage: warning and ignored (DXC) */
  enum value_kind kind;
  uint32_t lo, hi;
  const char *expected; /* "must be ..." */
};

static const struct attr ATTRS[] = {
    {DXSIG_PROP_NUM_THREADS, "hlsl.numthreads", THREADS_STAGES,
     "compute, mesh, amplification and node", false, V_LIST3, 0, 0,
     "three integers 'X,Y,Z'"},
    {DXSIG_PROP_WAVE_SIZE, "hlsl.wavesize", S(COMPUTE) | S(NODE), "compute and node", false,
     V_LIST3, 0, 0, "three integers 'MIN,MAX,PREFERRED'"},
    {DXSIG_PROP_DOMAIN, "hlsl.domain", S(HULL) | S(DOMAIN), "hull and domain", false, V_DOMAIN,
     0, 0, "'tri', 'quad' or 'isoline'"},
    {DXSIG_PROP_INPUT_PRIMITIVE, "hlsl.inputprimitive", S(GEOMETRY), "geometry", false,
     V_PRIMITIVE, 0, 0,
     "'point', 'line', 'triangle', 'lineadj', 'triangleadj' or 'patch1' to 'patch32'"},
    {DXSIG_PROP_OUTPUT_STREAMS, "hlsl.outputstreams", S(GEOMETRY), "geometry", false, V_STREAMS,
     0, 0, "'PointStream', 'LineStream', 'TriangleStream' or two to four 'PointStream' "
           "separated by commas"},
    {DXSIG_PROP_MAX_VERTEX_COUNT, "hlsl.maxvertexcount", S(GEOMETRY), "geometry", false,
     V_COUNT, 0, 1024, NULL},
    {DXSIG_PROP_INSTANCE_COUNT, "hlsl.instance", S(GEOMETRY), "geometry", false, V_COUNT, 1, 32,
     NULL},
    {DXSIG_PROP_PATCH_CONSTANT_FUNC, "hlsl.patchconstantfunc", S(HULL), "hull", false, V_NAME, 0,
     0, "a function name"},
    {DXSIG_PROP_INPUT_CONTROL_POINTS, "hlsl.inputcontrolpoints", S(HULL) | S(DOMAIN),
     "hull and domain", false, V_COUNT, 0, 32, NULL},
    {DXSIG_PROP_OUTPUT_CONTROL_POINTS, "hlsl.outputcontrolpoints", S(HULL), "hull", false,
     V_COUNT, 1, 32, NULL},
    {DXSIG_PROP_PARTITIONING, "hlsl.partitioning", S(HULL), "hull", true, V_PARTITION, 0, 0,
     "'integer', 'pow2', 'fractional_odd' or 'fractional_even'"},
    {DXSIG_PROP_OUTPUT_TOPOLOGY, "hlsl.outputtopology", S(HULL) | S(MESH), "hull and mesh", true,
     V_TOPOLOGY, 0, 0, NULL},
    {DXSIG_PROP_MAX_TESS_FACTOR, "hlsl.maxtessfactor", S(HULL), "hull", false, V_FACTOR, 0, 0,
     "a number from 1.0 to 64.0"},
    {DXSIG_PROP_MAX_OUTPUT_VERTICES, "hlsl.maxoutputvertices", S(MESH), "mesh", false, V_COUNT,
     0, 256, NULL},
    {DXSIG_PROP_MAX_OUTPUT_PRIMITIVES, "hlsl.maxoutputprimitives", S(MESH), "mesh", false,
     V_COUNT, 0, 256, NULL},
    {DXSIG_PROP_PAYLOAD_SIZE, "hlsl.payloadsize", S(MESH) | S(AMPLIFICATION),
     "mesh and amplification", false, V_COUNT, 0, 16384, NULL},
};
#define ATTR_COUNT (sizeof ATTRS / sizeof ATTRS[0])

struct name_value {
  const char *name;
  uint32_t value;
};

static const struct name_value PRIMITIVES[] = {
    {"point", 1}, {"line", 2}, {"triangle", 3}, {"lineadj", 6}, {"triangleadj", 7}};
static const struct name_value STREAMS[] = {{"PointStream", DXSIG_TOPOLOGY_POINT_LIST},
                                            {"LineStream", DXSIG_TOPOLOGY_LINE_STRIP},
                                            {"TriangleStream", DXSIG_TOPOLOGY_TRIANGLE_STRIP}};
static const struct name_value PARTITIONS[] = {
    {"integer", 1}, {"pow2", 2}, {"fractional_odd", 3}, {"fractional_even", 4}};
static const struct name_value HS_TOPOLOGIES[] = {
    {"point", 1}, {"line", 2}, {"triangle_cw", 3}, {"triangle_ccw", 4}};
static const struct name_value MS_TOPOLOGIES[] = {{"line", 1}, {"triangle", 2}};
#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static bool lookup_name(const struct name_value *t, size_t n, const char *s, size_t len,
                        uint32_t *out) {
  for (size_t i = 0; i < n; ++i)
    if (strlen(t[i].name) == len && memcmp(t[i].name, s, len) == 0) {
      *out = t[i].value;
      return true;
    }
  return false;
}

static const char *name_of(const struct name_value *t, size_t n, uint32_t v) {
  for (size_t i = 0; i < n; ++i)
    if (t[i].value == v)
      return t[i].name;
  return NULL;
}

/* One unsigned decimal, all of len bytes, at most UINT32_MAX. */
static bool parse_u32(const char *s, size_t len, uint32_t *out) {
  uint64_t v = 0;
  if (len == 0 || len > 10)
    return false;
  for (size_t i = 0; i < len; ++i) {
    if (s[i] < '0' || s[i] > '9')
      return false;
    v = v * 10 + (uint64_t)(s[i] - '0');
  }
  if (v > UINT32_MAX)
    return false;
  *out = (uint32_t)v;
  return true;
}

/* "a,b,c": exactly three numbers. */
static bool parse_list3(const char *s, size_t len, uint32_t out[3]) {
  size_t start = 0;
  for (int i = 0; i < 3; ++i) {
    size_t end = start;
    while (end < len && s[end] != ',')
      ++end;
    if ((i < 2) != (end < len) || !parse_u32(s + start, end - start, &out[i]))
      return false;
    start = end + 1;
  }
  return true;
}

/* Digits with an optional fraction and an optional 'f' ("64", "64.0",
 * "15.5f"). At most 15 digits: the quotient of two exact doubles is then
 * correctly rounded, and so is the float of a value this short. */
static bool parse_factor(const char *s, size_t len, float *out) {
  if (len && (s[len - 1] == 'f' || s[len - 1] == 'F'))
    --len;
  uint64_t mant = 0;
  unsigned digits = 0, frac = 0;
  bool dot = false;
  for (size_t i = 0; i < len; ++i) {
    if (s[i] == '.' && !dot) {
      dot = true;
    } else if (s[i] >= '0' && s[i] <= '9') {
      if (++digits > 15)
        return false;
      mant = mant * 10 + (uint64_t)(s[i] - '0');
      frac += dot;
    } else {
      return false;
    }
  }
  if (!digits)
    return false;
  double scale = 1;
  for (unsigned i = 0; i < frac; ++i)
    scale *= 10;
  double v = (double)mant / scale;
  if (v < 1.0 || v > 64.0)
    return false;
  *out = (float)v;
  return true;
}

/* Parses one attribute's value into props; false when malformed. */
static bool parse_value(const struct attr *a, const char *v, size_t len,
                        enum dxsig_shader_stage stage, struct dxsig_stage_props *p) {
  uint32_t n;
  switch (a->kind) {
  case V_LIST3:
    return parse_list3(v, len, a->prop == DXSIG_PROP_NUM_THREADS ? p->num_threads
                                                                 : p->wave_size);
  case V_COUNT:
    if (!parse_u32(v, len, &n) || n < a->lo || n > a->hi)
      return false;
    switch (a->prop) {
    case DXSIG_PROP_MAX_VERTEX_COUNT: p->max_vertex_count = n; break;
    case DXSIG_PROP_INSTANCE_COUNT: p->instance_count = n; break;
    case DXSIG_PROP_INPUT_CONTROL_POINTS: p->input_control_points = n; break;
    case DXSIG_PROP_OUTPUT_CONTROL_POINTS: p->output_control_points = n; break;
    case DXSIG_PROP_MAX_OUTPUT_VERTICES: p->max_output_vertices = n; break;
    case DXSIG_PROP_MAX_OUTPUT_PRIMITIVES: p->max_output_primitives = n; break;
    default: p->payload_bytes = n; break;
    }
    return true;
  case V_DOMAIN:
    return dxsig_tess_domain_from_name(v, len, &p->domain);
  case V_PRIMITIVE:
    if (lookup_name(PRIMITIVES, COUNT_OF(PRIMITIVES), v, len, &p->input_primitive))
      return true;
    if (len < 6 || memcmp(v, "patch", 5) != 0 || v[5] == '0' ||
        !parse_u32(v + 5, len - 5, &n) || n < 1 || n > 32)
      return false;
    p->input_primitive = DXSIG_INPUT_PRIMITIVE_PATCH1 + n - 1;
    return true;
  case V_STREAMS: {
    /* One stream parameter per name, numbered in order; several streams
     * must all be points (DXC's front end). */
    uint32_t mask = 0, topology = 0;
    size_t start = 0;
    for (uint32_t i = 0; start <= len; ++i) {
      size_t end = start;
      while (end < len && v[end] != ',')
        ++end;
      uint32_t t;
      if (i >= 4 || !lookup_name(STREAMS, COUNT_OF(STREAMS), v + start, end - start, &t) ||
          (i > 0 && (t != DXSIG_TOPOLOGY_POINT_LIST || topology != t)))
        return false;
      topology = t;
      mask |= 1u << i;
      start = end + 1;
    }
    p->stream_mask = mask;
    p->stream_topology = topology;
    return true;
  }
  case V_NAME:
    if (len == 0)
      return false;
    p->patch_constant_func = v;
    p->patch_constant_func_len = len;
    return true;
  case V_PARTITION:
    return lookup_name(PARTITIONS, COUNT_OF(PARTITIONS), v, len, &p->partitioning);
  case V_TOPOLOGY:
    return stage == DXSIG_STAGE_MESH
               ? lookup_name(MS_TOPOLOGIES, COUNT_OF(MS_TOPOLOGIES), v, len, &p->output_topology)
               : lookup_name(HS_TOPOLOGIES, COUNT_OF(HS_TOPOLOGIES), v, len,
                             &p->output_topology);
  case V_FACTOR:
    return parse_factor(v, len, &p->max_tess_factor);
  }
  return false;
}

static void expected_text(const struct attr *a, enum dxsig_shader_stage stage, char *buf,
                          size_t size) {
  if (a->kind == V_COUNT)
    snprintf(buf, size, "an integer from %u to %u", a->lo, a->hi);
  else if (a->kind == V_TOPOLOGY && stage == DXSIG_STAGE_MESH)
    snprintf(buf, size, "'line' or 'triangle' for a mesh shader");
  else if (a->kind == V_TOPOLOGY)
    snprintf(buf, size, "'point', 'line', 'triangle_cw' or 'triangle_ccw' for a hull shader");
  else
    snprintf(buf, size, "%s", a->expected);
}

void dxsig_stage_props_init(struct dxsig_stage_props *props) {
  memset(props, 0, sizeof *props);
  props->instance_count = 1;
  props->max_tess_factor = 64.0f;
}

bool dxsig_stage_props_read(struct dxsig_stage_props *props, const struct dxsig_entry *entry,
                            dxsig_attr_lookup lookup, void *ctx,
                            struct dxsig_diag_list *diags) {
  bool ok = true;
  bool known = entry->has_stage && entry->stage != DXSIG_STAGE_LIBRARY &&
               (unsigned)entry->stage < 32;
  for (size_t i = 0; i < ATTR_COUNT; ++i) {
    const struct attr *a = &ATTRS[i];
    size_t len = 0;
    const char *v = lookup(ctx, a->name, &len);
    if (!v)
      continue;
    int shown = (int)(len > 64 ? 64 : len);
    if (known && !(a->stages & (1u << entry->stage))) {
      const char *stage = dxsig_shader_stage_name(entry->stage);
      dxsig_diag_add_entry(diags, a->stage_warning ? DXSIG_WARNING : DXSIG_ERROR,
                           DXSIG_RULE_LOWER_ATTRIBUTE_STAGE, entry,
                           "\"%s\" is for %s shaders, not %s shaders%s", a->name, a->stage_text,
                           stage ? stage : "?", a->stage_warning ? " (ignored)" : "");
      ok &= a->stage_warning;
      continue;
    }
    struct dxsig_stage_props parsed = *props;
    if (!parse_value(a, v, len, known ? entry->stage : DXSIG_STAGE_HULL, &parsed)) {
      char expected[160];
      expected_text(a, known ? entry->stage : DXSIG_STAGE_HULL, expected, sizeof expected);
      dxsig_diag_add_entry(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_ATTRIBUTE, entry,
                           "\"%s\" must be %s, found '%.*s'", a->name, expected, shown, v);
      ok = false;
      continue;
    }
    *props = parsed;
    props->set |= BIT(a->prop);
  }
  return ok;
}

static bool prop_equal(const struct dxsig_stage_props *a, const struct dxsig_stage_props *b,
                       enum dxsig_stage_prop prop) {
  switch (prop) {
  case DXSIG_PROP_NUM_THREADS:
    return memcmp(a->num_threads, b->num_threads, sizeof a->num_threads) == 0;
  case DXSIG_PROP_WAVE_SIZE:
    return memcmp(a->wave_size, b->wave_size, sizeof a->wave_size) == 0;
  case DXSIG_PROP_DOMAIN: return a->domain == b->domain;
  case DXSIG_PROP_INPUT_PRIMITIVE: return a->input_primitive == b->input_primitive;
  case DXSIG_PROP_OUTPUT_STREAMS:
    return a->stream_mask == b->stream_mask && a->stream_topology == b->stream_topology;
  case DXSIG_PROP_MAX_VERTEX_COUNT: return a->max_vertex_count == b->max_vertex_count;
  case DXSIG_PROP_INSTANCE_COUNT: return a->instance_count == b->instance_count;
  case DXSIG_PROP_PATCH_CONSTANT_FUNC:
    return a->patch_constant_func_len == b->patch_constant_func_len &&
           (a->patch_constant_func_len == 0 ||
            memcmp(a->patch_constant_func, b->patch_constant_func,
                   a->patch_constant_func_len) == 0);
  case DXSIG_PROP_INPUT_CONTROL_POINTS:
    return a->input_control_points == b->input_control_points;
  case DXSIG_PROP_OUTPUT_CONTROL_POINTS:
    return a->output_control_points == b->output_control_points;
  case DXSIG_PROP_PARTITIONING: return a->partitioning == b->partitioning;
  case DXSIG_PROP_OUTPUT_TOPOLOGY: return a->output_topology == b->output_topology;
  case DXSIG_PROP_MAX_TESS_FACTOR: return a->max_tess_factor == b->max_tess_factor;
  case DXSIG_PROP_MAX_OUTPUT_VERTICES: return a->max_output_vertices == b->max_output_vertices;
  case DXSIG_PROP_MAX_OUTPUT_PRIMITIVES:
    return a->max_output_primitives == b->max_output_primitives;
  case DXSIG_PROP_PAYLOAD_SIZE: return a->payload_bytes == b->payload_bytes;
  case DXSIG_PROP_COUNT: break;
  }
  return true;
}

/* Copies one property's value. */
static void prop_copy(struct dxsig_stage_props *to, const struct dxsig_stage_props *from,
                      enum dxsig_stage_prop prop) {
  switch (prop) {
  case DXSIG_PROP_NUM_THREADS:
    memcpy(to->num_threads, from->num_threads, sizeof to->num_threads);
    break;
  case DXSIG_PROP_WAVE_SIZE: memcpy(to->wave_size, from->wave_size, sizeof to->wave_size); break;
  case DXSIG_PROP_DOMAIN: to->domain = from->domain; break;
  case DXSIG_PROP_INPUT_PRIMITIVE: to->input_primitive = from->input_primitive; break;
  case DXSIG_PROP_OUTPUT_STREAMS:
    to->stream_mask = from->stream_mask;
    to->stream_topology = from->stream_topology;
    break;
  case DXSIG_PROP_MAX_VERTEX_COUNT: to->max_vertex_count = from->max_vertex_count; break;
  case DXSIG_PROP_INSTANCE_COUNT: to->instance_count = from->instance_count; break;
  case DXSIG_PROP_PATCH_CONSTANT_FUNC:
    to->patch_constant_func = from->patch_constant_func;
    to->patch_constant_func_len = from->patch_constant_func_len;
    break;
  case DXSIG_PROP_INPUT_CONTROL_POINTS: to->input_control_points = from->input_control_points; break;
  case DXSIG_PROP_OUTPUT_CONTROL_POINTS:
    to->output_control_points = from->output_control_points;
    break;
  case DXSIG_PROP_PARTITIONING: to->partitioning = from->partitioning; break;
  case DXSIG_PROP_OUTPUT_TOPOLOGY: to->output_topology = from->output_topology; break;
  case DXSIG_PROP_MAX_TESS_FACTOR: to->max_tess_factor = from->max_tess_factor; break;
  case DXSIG_PROP_MAX_OUTPUT_VERTICES: to->max_output_vertices = from->max_output_vertices; break;
  case DXSIG_PROP_MAX_OUTPUT_PRIMITIVES:
    to->max_output_primitives = from->max_output_primitives;
    break;
  case DXSIG_PROP_PAYLOAD_SIZE: to->payload_bytes = from->payload_bytes; break;
  case DXSIG_PROP_COUNT: return;
  }
  to->set |= BIT(prop);
}

void dxsig_stage_props_merge(struct dxsig_stage_props *props,
                             const struct dxsig_stage_props *from,
                             const struct dxsig_entry *entry, struct dxsig_diag_list *diags) {
  struct dxsig_stage_props defaults;
  dxsig_stage_props_init(&defaults);
  enum dxsig_shader_stage stage = entry->has_stage ? entry->stage : DXSIG_STAGE_HULL;
  for (int q = 0; q < DXSIG_PROP_COUNT; ++q) {
    enum dxsig_stage_prop prop = (enum dxsig_stage_prop)q;
    if (!(from->set & BIT(prop)))
      continue;
    if (!(props->set & BIT(prop))) {
      prop_copy(props, from, prop);
    } else if (!prop_equal(props, from, prop) && !prop_equal(from, &defaults, prop)) {
      char mine[64], theirs[64];
      dxsig_stage_prop_format(props, prop, stage, mine, sizeof mine);
      dxsig_stage_prop_format(from, prop, stage, theirs, sizeof theirs);
      dxsig_diag_add_entry(diags, DXSIG_WARNING, DXSIG_RULE_LOWER_ENTRY_RECORD, entry,
                           "\"%s\"=\"%s\" differs from the entry's !dx.entryPoints record, "
                           "which says '%s'; the attribute is used",
                           dxsig_stage_prop_attribute(prop), mine, theirs);
    }
  }
}

void dxsig_stage_props_resolve(struct dxsig_stage_props *props,
                               const struct dxsig_entry *entry) {
  if (!entry->has_stage)
    return;
  if ((entry->stage == DXSIG_STAGE_HULL || entry->stage == DXSIG_STAGE_DOMAIN) &&
      !(props->set & BIT(DXSIG_PROP_DOMAIN)))
    props->domain = dxsig_entry_tess_domain(entry);
  if (entry->stage == DXSIG_STAGE_GEOMETRY && !(props->set & BIT(DXSIG_PROP_OUTPUT_STREAMS))) {
    /* The streams the outputs use; stream 0 when none (what the runtime
     * expects, DXC SetShaderProps). */
    const struct dxsig_signature *out = &entry->sigs[DXSIG_SIG_OUTPUT];
    uint32_t mask = 0;
    for (size_t i = 0; i < out->count; ++i)
      if (out->elements[i].stream < 4)
        mask |= 1u << out->elements[i].stream;
    props->stream_mask = mask ? mask : 1;
  }
}

void dxsig_stage_props_to_psv(const struct dxsig_stage_props *props,
                              struct dxsig_part_options *opts, struct dxsig_psv_info *info) {
  if (props->domain != DXSIG_TESS_DOMAIN_UNDEFINED)
    opts->domain = props->domain;
  if (props->set & BIT(DXSIG_PROP_NUM_THREADS))
    memcpy(info->num_threads, props->num_threads, sizeof info->num_threads);
  if (props->set & BIT(DXSIG_PROP_WAVE_SIZE)) {
    /* DXC: [WaveSize(N)] gives N / N, a range gives min / max. */
    info->wave_lane_min = props->wave_size[0];
    info->wave_lane_max = props->wave_size[1] ? props->wave_size[1] : props->wave_size[0];
  }
  info->input_control_points = props->input_control_points;
  info->output_control_points = props->output_control_points;
  info->tess_output_primitive = props->output_topology;
  info->gs_input_primitive = props->input_primitive;
  info->gs_output_topology = props->stream_topology;
  info->gs_output_stream_mask = props->stream_mask;
  info->gs_max_vertex_count = props->max_vertex_count;
  info->ms_max_output_vertices = props->max_output_vertices;
  info->ms_max_output_primitives = props->max_output_primitives;
  info->ms_output_topology = props->output_topology;
  info->payload_bytes = props->payload_bytes;
}

const char *dxsig_stage_prop_attribute(enum dxsig_stage_prop prop) {
  for (size_t i = 0; i < ATTR_COUNT; ++i)
    if (ATTRS[i].prop == prop)
      return ATTRS[i].name;
  return "";
}

void dxsig_stage_prop_format(const struct dxsig_stage_props *p, enum dxsig_stage_prop prop,
                             enum dxsig_shader_stage stage, char *buf, size_t size) {
  const char *name = NULL;
  if (!size)
    return;
  buf[0] = '\0';
  switch (prop) {
  case DXSIG_PROP_NUM_THREADS:
    snprintf(buf, size, "%u,%u,%u", p->num_threads[0], p->num_threads[1], p->num_threads[2]);
    return;
  case DXSIG_PROP_WAVE_SIZE:
    snprintf(buf, size, "%u,%u,%u", p->wave_size[0], p->wave_size[1], p->wave_size[2]);
    return;
  case DXSIG_PROP_DOMAIN: name = dxsig_tess_domain_name(p->domain); break;
  case DXSIG_PROP_INPUT_PRIMITIVE:
    name = name_of(PRIMITIVES, COUNT_OF(PRIMITIVES), p->input_primitive);
    if (!name && p->input_primitive >= DXSIG_INPUT_PRIMITIVE_PATCH1 &&
        p->input_primitive < DXSIG_INPUT_PRIMITIVE_PATCH1 + 32) {
      snprintf(buf, size, "patch%u", p->input_primitive - DXSIG_INPUT_PRIMITIVE_PATCH1 + 1);
      return;
    }
    break;
  case DXSIG_PROP_OUTPUT_STREAMS: {
    const char *t = name_of(STREAMS, COUNT_OF(STREAMS), p->stream_topology);
    size_t used = 0;
    for (uint32_t s = 0; s < 4 && used < size; ++s)
      if (p->stream_mask & (1u << s)) {
        int n = snprintf(buf + used, size - used, "%s%s", used ? "," : "", t ? t : "?");
        used = n < 0 ? size : used + (size_t)n;
      }
    return;
  }
  case DXSIG_PROP_PATCH_CONSTANT_FUNC: {
    size_t n = p->patch_constant_func_len < size - 1 ? p->patch_constant_func_len : size - 1;
    if (n)
      memcpy(buf, p->patch_constant_func, n);
    buf[n] = '\0';
    return;
  }
  case DXSIG_PROP_PARTITIONING:
    name = name_of(PARTITIONS, COUNT_OF(PARTITIONS), p->partitioning);
    break;
  case DXSIG_PROP_OUTPUT_TOPOLOGY:
    name = stage == DXSIG_STAGE_MESH
               ? name_of(MS_TOPOLOGIES, COUNT_OF(MS_TOPOLOGIES), p->output_topology)
               : name_of(HS_TOPOLOGIES, COUNT_OF(HS_TOPOLOGIES), p->output_topology);
    break;
  case DXSIG_PROP_MAX_TESS_FACTOR:
    snprintf(buf, size, "%g", (double)p->max_tess_factor);
    if (!strpbrk(buf, ".en") && strlen(buf) + 2 < size)
      strcat(buf, ".0");
    return;
  case DXSIG_PROP_MAX_VERTEX_COUNT:
    snprintf(buf, size, "%u", p->max_vertex_count);
    return;
  case DXSIG_PROP_INSTANCE_COUNT: snprintf(buf, size, "%u", p->instance_count); return;
  case DXSIG_PROP_INPUT_CONTROL_POINTS:
    snprintf(buf, size, "%u", p->input_control_points);
    return;
  case DXSIG_PROP_OUTPUT_CONTROL_POINTS:
    snprintf(buf, size, "%u", p->output_control_points);
    return;
  case DXSIG_PROP_MAX_OUTPUT_VERTICES:
    snprintf(buf, size, "%u", p->max_output_vertices);
    return;
  case DXSIG_PROP_MAX_OUTPUT_PRIMITIVES:
    snprintf(buf, size, "%u", p->max_output_primitives);
    return;
  case DXSIG_PROP_PAYLOAD_SIZE: snprintf(buf, size, "%u", p->payload_bytes); return;
  case DXSIG_PROP_COUNT: return;
  }
  if (name)
    snprintf(buf, size, "%s", name);
  else
    snprintf(buf, size, "%u", prop == DXSIG_PROP_DOMAIN ? (unsigned)p->domain
                                : prop == DXSIG_PROP_INPUT_PRIMITIVE ? p->input_primitive
                                : prop == DXSIG_PROP_PARTITIONING    ? p->partitioning
                                                                     : p->output_topology);
}
