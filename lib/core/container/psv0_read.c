/* Reading a PSV0 part field by field (include/dxsig/container.h), for the
 * text dump and dump --json. Every read goes through the bounds-checked
 * cursor; a malformed part is read as far as it goes. */
#include <string.h>

#include "dxsig/container.h"
#include "read_cursor.h"
#include "dxsig/tables.h"
#include "dxsig/tess_domain.h"

static void field(struct dxsig_psv0_info *o, const char *name, uint32_t value,
                  const char *meaning) {
  o->stage_fields[o->stage_field_count++] = (struct dxsig_psv0_field){name, value, meaning};
}

/* The stage's part of the runtime info (DXC's PSVRuntimeInfo0 union). */
static void stage_fields(struct dxsig_psv0_info *o, const uint8_t *ri, struct dxsig_reader *info) {
  uint32_t w0 = dxsig_read_u32_at(info, 0), w1 = dxsig_read_u32_at(info, 4);
  uint32_t w2 = dxsig_read_u32_at(info, 8), w3 = dxsig_read_u32_at(info, 12);
  const char *domain = dxsig_tess_domain_name((enum dxsig_tess_domain)w2);
  switch (o->stage) {
  case DXSIG_STAGE_VERTEX:
    field(o, "OutputPositionPresent", ri[0], NULL);
    break;
  case DXSIG_STAGE_HULL:
    field(o, "InputControlPointCount", w0, NULL);
    field(o, "OutputControlPointCount", w1, NULL);
    field(o, "TessellatorDomain", w2, domain);
    field(o, "TessellatorOutputPrimitive", w3, NULL);
    break;
  case DXSIG_STAGE_DOMAIN:
    field(o, "InputControlPointCount", w0, NULL);
    field(o, "OutputPositionPresent", ri[4], NULL);
    field(o, "TessellatorDomain", w2, domain);
    break;
  case DXSIG_STAGE_GEOMETRY:
    field(o, "InputPrimitive", w0, NULL);
    field(o, "OutputTopology", w1, NULL);
    field(o, "OutputStreamMask", w2, NULL);
    field(o, "OutputPositionPresent", ri[12], NULL);
    break;
  case DXSIG_STAGE_PIXEL:
    field(o, "DepthOutput", ri[0], NULL);
    field(o, "SampleFrequency", ri[1], NULL);
    break;
  case DXSIG_STAGE_MESH:
    field(o, "GroupSharedBytesUsed", w0, NULL);
    field(o, "GroupSharedBytesDependentOnViewID", w1, NULL);
    field(o, "PayloadSizeInBytes", w2, NULL);
    field(o, "MaxOutputVertices", w3 & 0xFFFF, NULL);
    field(o, "MaxOutputPrimitives", w3 >> 16, NULL);
    break;
  case DXSIG_STAGE_AMPLIFICATION:
    field(o, "PayloadSizeInBytes", w0, NULL);
    break;
  default:
    break;
  }
}

/* A ViewID table of words dwords, when it fits. */
static void words(struct dxsig_reader *c, struct dxsig_psv0_words *t, uint32_t count) {
  if (!count || c->failed)
    return;
  if (!dxsig_reader_has(c, count, 4)) {
    c->failed = true;
    return;
  }
  t->data = dxsig_read_bytes(c, 4u * (size_t)count);
  t->count = count;
}

/* String and index tables, element records, then the ViewID tables. */
static void read_tables(struct dxsig_psv0_info *o, struct dxsig_reader *c) {
  o->string_size = dxsig_read_u32(c);
  o->strings = dxsig_read_bytes(c, o->string_size);
  o->index_count = dxsig_read_u32(c);
  if (dxsig_reader_has(c, o->index_count, 4))
    o->semantic_indices = dxsig_read_bytes(c, 4u * (size_t)o->index_count);
  else
    c->failed = true;
  if (c->failed)
    return;
  o->string_tables_read = true;
  if (o->element_counts[0] + o->element_counts[1] + o->element_counts[2]) {
    o->element_stride = dxsig_read_u32(c);
    if (o->element_stride < 16)
      c->failed = true;
    for (int k = 0; k < 3 && !c->failed; ++k) {
      o->elements[k] = c->p + c->pos;
      while (o->elements_read[k] < o->element_counts[k] && dxsig_read_bytes(c, o->element_stride))
        o->elements_read[k]++;
    }
  }
  int st = o->stage;
  bool gs = st == DXSIG_STAGE_GEOMETRY, hs = st == DXSIG_STAGE_HULL;
  bool ds = st == DXSIG_STAGE_DOMAIN, ms = st == DXSIG_STAGE_MESH;
  uint32_t streams = gs ? 4 : 1, in = o->input_vectors, pc = o->patch_constant_vectors;
  const uint32_t *out = o->output_vectors;
  if (o->uses_view_id) {
    for (uint32_t s = 0; s < streams; ++s)
      words(c, &o->tables[DXSIG_PSV0_VIEWID_OUTPUTS + s], (out[s] + 7) / 8);
    if (hs || ms)
      words(c, &o->tables[DXSIG_PSV0_VIEWID_PATCH_CONSTANTS], (pc + 7) / 8);
  }
  for (uint32_t s = 0; s < streams; ++s)
    if (!ms && in && out[s])
      words(c, &o->tables[DXSIG_PSV0_INPUTS_TO_OUTPUTS + s], (out[s] + 7) / 8 * in * 4);
  if (hs && in && pc)
    words(c, &o->tables[DXSIG_PSV0_INPUTS_TO_PATCH_CONSTANTS], (pc + 7) / 8 * in * 4);
  if (ds && pc && out[0])
    words(c, &o->tables[DXSIG_PSV0_PATCH_CONSTANTS_TO_OUTPUTS], (out[0] + 7) / 8 * pc * 4);
}

bool dxsig_psv0_read(const uint8_t *data, size_t size, int stage, struct dxsig_psv0_info *o) {
  memset(o, 0, sizeof(*o));
  o->stage = stage;
  o->part_stage = -1;
  struct dxsig_reader c = dxsig_reader_make(data, size);
  o->info_size = dxsig_read_u32(&c);
  if (c.failed || o->info_size < 24 || !dxsig_reader_has(&c, o->info_size, 1)) {
    o->state = DXSIG_PSV0_BAD_INFO;
    return false;
  }
  uint32_t n = o->info_size;
  o->version = n >= 56 ? 4 : n >= 52 ? 3 : n >= 48 ? 2 : n >= 36 ? 1 : 0;
  const uint8_t *ri = dxsig_read_bytes(&c, n);
  struct dxsig_reader info = dxsig_reader_make(ri, n);
  if (o->version >= 1)
    o->part_stage = ri[24];
  if (o->stage < 0)
    o->stage = o->part_stage;
  stage_fields(o, ri, &info);
  o->min_wave_lanes = dxsig_read_u32_at(&info, 16);
  o->max_wave_lanes = dxsig_read_u32_at(&info, 20);
  if (o->version >= 1) {
    o->uses_view_id = ri[25] != 0;
    for (int i = 0; i < 3; ++i)
      o->element_counts[i] = ri[28 + i];
    o->input_vectors = ri[31];
    for (int i = 0; i < 4; ++i)
      o->output_vectors[i] = ri[32 + i];
    if (o->stage == DXSIG_STAGE_HULL || o->stage == DXSIG_STAGE_DOMAIN ||
        o->stage == DXSIG_STAGE_MESH)
      o->patch_constant_vectors = ri[26];
    if (o->stage == DXSIG_STAGE_GEOMETRY)
      o->max_vertex_count = dxsig_le16(ri + 26);
    if (o->stage == DXSIG_STAGE_MESH)
      o->mesh_output_topology = ri[27];
  }
  if (o->version >= 2)
    for (int i = 0; i < 3; ++i)
      o->num_threads[i] = dxsig_read_u32_at(&info, 36 + 4 * (size_t)i);
  if (o->version >= 3)
    o->entry_name_offset = dxsig_read_u32_at(&info, 48);
  if (o->version >= 4)
    o->group_shared_bytes = dxsig_read_u32_at(&info, 52);

  o->resource_count = dxsig_read_u32(&c);
  if (!c.failed && o->resource_count) {
    o->resource_stride = dxsig_read_u32(&c);
    if (c.failed || o->resource_stride < 16 ||
        !dxsig_reader_has(&c, o->resource_count, o->resource_stride)) {
      o->state = DXSIG_PSV0_BAD_RESOURCES;
      return false;
    }
    o->resources = dxsig_read_bytes(&c, (size_t)o->resource_count * o->resource_stride);
  }
  if (o->version >= 1 && !c.failed)
    read_tables(o, &c);
  o->state = c.failed ? DXSIG_PSV0_CUT : DXSIG_PSV0_OK;
  o->trailing_bytes = c.failed ? 0 : size - c.pos;
  return o->state == DXSIG_PSV0_OK;
}

struct dxsig_psv0_resource dxsig_psv0_resource_at(const struct dxsig_psv0_info *p, uint32_t i) {
  struct dxsig_psv0_resource r;
  memset(&r, 0, sizeof(r));
  if (!p->resources || i >= p->resource_count)
    return r;
  const uint8_t *d = p->resources + (size_t)i * p->resource_stride;
  r.type = dxsig_le32(d);
  r.space = dxsig_le32(d + 4);
  r.lower = dxsig_le32(d + 8);
  r.upper = dxsig_le32(d + 12);
  r.has_kind = p->resource_stride >= 24;
  if (r.has_kind) {
    r.kind = dxsig_le32(d + 16);
    r.flags = dxsig_le32(d + 20);
  }
  return r;
}

struct dxsig_psv0_element dxsig_psv0_element_at(const struct dxsig_psv0_info *p, int list,
                                                uint32_t i) {
  struct dxsig_psv0_element e;
  memset(&e, 0, sizeof(e));
  if (list < 0 || list > 2 || i >= p->elements_read[list])
    return e;
  const uint8_t *d = p->elements[list] + (size_t)i * p->element_stride;
  e.name_offset = dxsig_le32(d);
  e.index_offset = dxsig_le32(d + 4);
  e.rows = d[8];
  e.start_row = d[9];
  e.cols = d[10] & 0xF;
  e.start_col = (d[10] >> 4) & 3;
  e.allocated = (d[10] & 0x40) != 0;
  e.kind = d[11];
  e.component_type = d[12];
  e.interpolation = d[13];
  e.dynamic_mask = d[14] & 0xF;
  e.stream = (d[14] >> 4) & 3;
  e.indices_fit = e.index_offset <= p->index_count && e.rows <= p->index_count - e.index_offset;
  return e;
}

int dxsig_container_stage(const struct dxsig_container_view *v) {
  const struct dxsig_part *dxil = dxsig_container_find(v, DXSIG_PART_DXIL);
  const struct dxsig_part *psv = dxsig_container_find(v, DXSIG_PART_PSV0);
  if (dxil && dxil->size >= 4)
    return (int)(dxsig_le32(dxil->data) >> 16);
  if (psv && psv->size >= 4 + 36 && dxsig_le32(psv->data) >= 36)
    return psv->data[4 + 24];
  return -1;
}

uint32_t dxsig_psv0_word(const struct dxsig_psv0_words *t, uint32_t i) {
  struct dxsig_reader r = dxsig_reader_make(t->data, (size_t)t->count * 4u);
  dxsig_reader_seek(&r, (uint64_t)i * 4u);
  return dxsig_read_u32(&r);
}

uint32_t dxsig_psv0_semantic_index(const struct dxsig_psv0_info *p, uint32_t i) {
  struct dxsig_reader r = dxsig_reader_make(p->semantic_indices, (size_t)p->index_count * 4u);
  dxsig_reader_seek(&r, (uint64_t)i * 4u);
  return dxsig_read_u32(&r);
}

const char *dxsig_psv0_string(const struct dxsig_psv0_info *p, uint32_t offset, size_t *len) {
  if (!p->strings || offset >= p->string_size)
    return NULL;
  const char *s = (const char *)p->strings + offset;
  const char *nul = memchr(s, 0, p->string_size - offset);
  *len = nul ? (size_t)(nul - s) : p->string_size - offset;
  return s;
}
