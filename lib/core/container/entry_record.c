/* DXIL's entry-record properties (dxsig/entry_record.h): the layout of
 * each stage's state, written from and read into stage properties. */
#include "dxsig/entry_record.h"

#include <string.h>

#define BIT(p) (1u << (p))

bool dxsig_entry_tag_is_computed(uint32_t tag, enum dxsig_shader_stage stage, bool library) {
  if (library && tag == DXSIG_ENTRY_TAG_SHADER_KIND)
    return true;
  switch (stage) {
  case DXSIG_STAGE_COMPUTE:
    return tag == DXSIG_ENTRY_TAG_NUM_THREADS || tag == DXSIG_ENTRY_TAG_WAVE_SIZE ||
           tag == DXSIG_ENTRY_TAG_RANGED_WAVE_SIZE;
  case DXSIG_STAGE_GEOMETRY: return tag == DXSIG_ENTRY_TAG_GS_STATE;
  case DXSIG_STAGE_DOMAIN: return tag == DXSIG_ENTRY_TAG_DS_STATE;
  case DXSIG_STAGE_HULL: return tag == DXSIG_ENTRY_TAG_HS_STATE;
  case DXSIG_STAGE_MESH: return tag == DXSIG_ENTRY_TAG_MS_STATE;
  case DXSIG_STAGE_AMPLIFICATION: return tag == DXSIG_ENTRY_TAG_AS_STATE;
  default: return false;
  }
}

/* ---- writing ---------------------------------------------------------- */

static void put_u32(struct dxsig_record_property *p, uint32_t v) {
  struct dxsig_record_operand *o = &p->ops[p->count++];
  memset(o, 0, sizeof *o);
  o->kind = DXSIG_RECORD_U32;
  o->u32 = v;
}

static void put_threads(struct dxsig_record_property *p, const uint32_t threads[3]) {
  struct dxsig_record_operand *o = &p->ops[p->count++];
  memset(o, 0, sizeof *o);
  o->kind = DXSIG_RECORD_THREADS;
  memcpy(o->threads, threads, sizeof o->threads);
}

static struct dxsig_record_property *begin(struct dxsig_record_property *out, size_t *n,
                                           uint32_t tag) {
  struct dxsig_record_property *p = &out[(*n)++];
  memset(p, 0, sizeof *p);
  p->tag = tag;
  return p;
}

size_t dxsig_entry_record_write(const struct dxsig_stage_props *props,
                                enum dxsig_shader_stage stage, struct dxsig_shader_model sm,
                                struct dxsig_record_property *out) {
  size_t n = 0;
  struct dxsig_record_property *p;
  switch (stage) {
  case DXSIG_STAGE_COMPUTE:
    if (props->set & BIT(DXSIG_PROP_NUM_THREADS)) {
      p = begin(out, &n, DXSIG_ENTRY_TAG_NUM_THREADS);
      for (int i = 0; i < 3; ++i)
        put_u32(p, props->num_threads[i]);
    }
    if (props->set & BIT(DXSIG_PROP_WAVE_SIZE)) {
      /* DXC writes the ranged form from shader model 6.8 on. */
      bool ranged = sm.major > 6 || (sm.major == 6 && sm.minor >= 8);
      p = begin(out, &n, ranged ? DXSIG_ENTRY_TAG_RANGED_WAVE_SIZE : DXSIG_ENTRY_TAG_WAVE_SIZE);
      for (int i = 0; i < (ranged ? 3 : 1); ++i)
        put_u32(p, props->wave_size[i]);
    }
    break;
  case DXSIG_STAGE_GEOMETRY:
    p = begin(out, &n, DXSIG_ENTRY_TAG_GS_STATE);
    put_u32(p, props->input_primitive);
    put_u32(p, props->max_vertex_count);
    put_u32(p, props->stream_mask);
    put_u32(p, props->stream_topology);
    put_u32(p, props->instance_count);
    break;
  case DXSIG_STAGE_DOMAIN:
    p = begin(out, &n, DXSIG_ENTRY_TAG_DS_STATE);
    put_u32(p, (uint32_t)props->domain);
    put_u32(p, props->input_control_points);
    break;
  case DXSIG_STAGE_HULL: {
    p = begin(out, &n, DXSIG_ENTRY_TAG_HS_STATE);
    struct dxsig_record_operand *fn = &p->ops[p->count++];
    memset(fn, 0, sizeof *fn);
    fn->kind = DXSIG_RECORD_FUNCTION; /* null when none is named */
    if (props->set & BIT(DXSIG_PROP_PATCH_CONSTANT_FUNC)) {
      fn->function = props->patch_constant_func;
      fn->function_len = props->patch_constant_func_len;
    }
    put_u32(p, props->input_control_points);
    put_u32(p, props->output_control_points);
    put_u32(p, (uint32_t)props->domain);
    put_u32(p, props->partitioning);
    put_u32(p, props->output_topology);
    struct dxsig_record_operand *factor = &p->ops[p->count++];
    memset(factor, 0, sizeof *factor);
    factor->kind = DXSIG_RECORD_F32;
    factor->f32 = props->max_tess_factor;
    break;
  }
  case DXSIG_STAGE_MESH:
    p = begin(out, &n, DXSIG_ENTRY_TAG_MS_STATE);
    put_threads(p, props->num_threads);
    put_u32(p, props->max_output_vertices);
    put_u32(p, props->max_output_primitives);
    put_u32(p, props->output_topology);
    put_u32(p, props->payload_bytes);
    break;
  case DXSIG_STAGE_AMPLIFICATION:
    p = begin(out, &n, DXSIG_ENTRY_TAG_AS_STATE);
    put_threads(p, props->num_threads);
    put_u32(p, props->payload_bytes);
    break;
  default:
    break;
  }
  return n;
}

/* ---- reading ---------------------------------------------------------- */

/* Whether p's value is `kinds`, one letter per operand: u (integer),
 * f (float), F (function or null), t (thread group). */
static bool shaped(const struct dxsig_record_property *p, const char *kinds) {
  size_t n = strlen(kinds);
  if (p->count != n)
    return false;
  for (size_t i = 0; i < n; ++i) {
    enum dxsig_record_operand_kind want = kinds[i] == 'u'   ? DXSIG_RECORD_U32
                                          : kinds[i] == 'f' ? DXSIG_RECORD_F32
                                          : kinds[i] == 'F' ? DXSIG_RECORD_FUNCTION
                                                            : DXSIG_RECORD_THREADS;
    if (p->ops[i].kind != want)
      return false;
  }
  return true;
}

static uint32_t u(const struct dxsig_record_property *p, size_t i) { return p->ops[i].u32; }

static bool malformed(const struct dxsig_entry *e, struct dxsig_diag_list *diags,
                      const char *what, uint32_t tag) {
  dxsig_diag_add_entry(diags, DXSIG_WARNING, DXSIG_RULE_LOWER_ENTRY_RECORD, e,
                       "the %s (tag %u) of the entry's !dx.entryPoints record is malformed; "
                       "ignored",
                       what, (unsigned)tag);
  return false;
}

static bool read_hs(const struct dxsig_record_property *p, const struct dxsig_entry *e,
                    struct dxsig_stage_props *out, struct dxsig_diag_list *diags) {
  if (!shaped(p, "Fuuuuuf") || u(p, 3) > DXSIG_TESS_DOMAIN_QUAD)
    return malformed(e, diags, "HS state", p->tag);
  if (p->ops[0].function) {
    out->patch_constant_func = p->ops[0].function;
    out->patch_constant_func_len = p->ops[0].function_len;
    out->set |= BIT(DXSIG_PROP_PATCH_CONSTANT_FUNC);
  }
  out->input_control_points = u(p, 1);
  out->output_control_points = u(p, 2);
  out->domain = (enum dxsig_tess_domain)u(p, 3);
  out->partitioning = u(p, 4);
  out->output_topology = u(p, 5);
  out->max_tess_factor = p->ops[6].f32;
  out->set |= BIT(DXSIG_PROP_INPUT_CONTROL_POINTS) | BIT(DXSIG_PROP_OUTPUT_CONTROL_POINTS) |
              BIT(DXSIG_PROP_DOMAIN) | BIT(DXSIG_PROP_PARTITIONING) |
              BIT(DXSIG_PROP_OUTPUT_TOPOLOGY) | BIT(DXSIG_PROP_MAX_TESS_FACTOR);
  return true;
}

static bool read_wave_size(const struct dxsig_record_property *p, const struct dxsig_entry *e,
                           struct dxsig_stage_props *out, struct dxsig_diag_list *diags) {
  /* {min} before 6.8; the ranged form is {min, max, preferred}. DXC reads
   * up to three integers from the old tag too. */
  bool ok = p->tag == DXSIG_ENTRY_TAG_RANGED_WAVE_SIZE
                ? shaped(p, "uuu")
                : shaped(p, "u") || shaped(p, "uu") || shaped(p, "uuu");
  if (!ok)
    return malformed(e, diags, "wave size", p->tag);
  for (size_t i = 0; i < 3; ++i)
    out->wave_size[i] = i < p->count ? u(p, i) : 0;
  out->set |= BIT(DXSIG_PROP_WAVE_SIZE);
  return true;
}

bool dxsig_entry_record_read(const struct dxsig_record_property *p,
                             const struct dxsig_entry *e, struct dxsig_stage_props *out,
                             struct dxsig_diag_list *diags) {
  if (!e->has_stage || !dxsig_entry_tag_is_computed(p->tag, e->stage, false))
    return false;
  switch (p->tag) {
  case DXSIG_ENTRY_TAG_NUM_THREADS:
    if (!shaped(p, "uuu"))
      return malformed(e, diags, "thread-group size", p->tag);
    for (size_t i = 0; i < 3; ++i)
      out->num_threads[i] = u(p, i);
    out->set |= BIT(DXSIG_PROP_NUM_THREADS);
    return true;
  case DXSIG_ENTRY_TAG_WAVE_SIZE:
  case DXSIG_ENTRY_TAG_RANGED_WAVE_SIZE:
    return read_wave_size(p, e, out, diags);
  case DXSIG_ENTRY_TAG_GS_STATE:
    if (!shaped(p, "uuuuu"))
      return malformed(e, diags, "GS state", p->tag);
    out->input_primitive = u(p, 0);
    out->max_vertex_count = u(p, 1);
    out->stream_mask = u(p, 2);
    out->stream_topology = u(p, 3);
    out->instance_count = u(p, 4);
    out->set |= BIT(DXSIG_PROP_INPUT_PRIMITIVE) | BIT(DXSIG_PROP_MAX_VERTEX_COUNT) |
                BIT(DXSIG_PROP_OUTPUT_STREAMS) | BIT(DXSIG_PROP_INSTANCE_COUNT);
    return true;
  case DXSIG_ENTRY_TAG_DS_STATE:
    if (!shaped(p, "uu") || u(p, 0) > DXSIG_TESS_DOMAIN_QUAD)
      return malformed(e, diags, "DS state", p->tag);
    out->domain = (enum dxsig_tess_domain)u(p, 0);
    out->input_control_points = u(p, 1);
    out->set |= BIT(DXSIG_PROP_DOMAIN) | BIT(DXSIG_PROP_INPUT_CONTROL_POINTS);
    return true;
  case DXSIG_ENTRY_TAG_HS_STATE:
    return read_hs(p, e, out, diags);
  case DXSIG_ENTRY_TAG_MS_STATE:
    if (!shaped(p, "tuuuu"))
      return malformed(e, diags, "MS state", p->tag);
    memcpy(out->num_threads, p->ops[0].threads, sizeof out->num_threads);
    out->max_output_vertices = u(p, 1);
    out->max_output_primitives = u(p, 2);
    out->output_topology = u(p, 3);
    out->payload_bytes = u(p, 4);
    out->set |= BIT(DXSIG_PROP_NUM_THREADS) | BIT(DXSIG_PROP_MAX_OUTPUT_VERTICES) |
                BIT(DXSIG_PROP_MAX_OUTPUT_PRIMITIVES) | BIT(DXSIG_PROP_OUTPUT_TOPOLOGY) |
                BIT(DXSIG_PROP_PAYLOAD_SIZE);
    return true;
  case DXSIG_ENTRY_TAG_AS_STATE:
    if (!shaped(p, "tu"))
      return malformed(e, diags, "AS state", p->tag);
    memcpy(out->num_threads, p->ops[0].threads, sizeof out->num_threads);
    out->payload_bytes = u(p, 1);
    out->set |= BIT(DXSIG_PROP_NUM_THREADS) | BIT(DXSIG_PROP_PAYLOAD_SIZE);
    return true;
  default:
    return false;
  }
}
