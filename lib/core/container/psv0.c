/* PSV0 writer (DXC DxilPSVWriter, SetupPSVInitInfo,
 * SetShaderProps, InitPSVSignatureElement and the layout of
 * DxilPipelineStateValidation::ReadOrWrite).
 *
 *   u32 RuntimeInfoSize, RuntimeInfo (24/36/48/52/56 bytes)
 *   u32 ResourceCount (always 0 here: the metadata has no resources)
 *   --- version 0 ends here ---
 *   u32 StringTableSize, string table (leading NUL, arbitrary names, entry
 *       name from v3, zero-padded to 4)
 *   u32 SemanticIndexTableEntries, the u32 entries
 *   u32 SignatureElementSize (16) and the element records, if any
 *   ViewID output masks (UsesViewID only), then the input->output,
 *   input->patch-constant and patch-constant->output dependency tables.
 *
 * The dependency tables describe data flow, which the signatures do not
 * carry: without a serialized ViewID state they are written at DXC's size,
 * all zero (what DXC's writer produces for a module without
 * !dx.viewIdState, and what the validator accepts for such a module).
 */
#include <stdlib.h>
#include <string.h>

#include "grow.h"
#include "parts.h"

#define ELEMENT_SIZE 16u
#define GS_STREAMS 4u

void dxsig_psv_info_init(struct dxsig_psv_info *info) {
  memset(info, 0, sizeof(*info));
  info->wave_lane_max = UINT32_MAX;
}

struct list {
  struct dxsig_part_element *els;
  size_t count;
};

struct psv {
  const struct dxsig_entry *entry;
  const struct dxsig_part_options *opts;
  const struct dxsig_psv_info *info;
  uint32_t version;
  struct list lists[DXSIG_SIG_KIND_COUNT];
  uint32_t input_vectors;
  uint32_t output_vectors[GS_STREAMS];
  uint32_t pc_vectors;
  struct dxsig_bytes strings;
  uint32_t *indices;
  size_t index_count, index_capacity;
  uint32_t entry_name;
};

static bool is_stage(const struct psv *p, enum dxsig_shader_stage s) {
  return p->entry->stage == s;
}

/* DxilSignature::NumVectorsUsed. */
static uint32_t vectors_used(const struct list *l, uint32_t stream) {
  uint32_t n = 0;
  for (size_t i = 0; i < l->count; ++i) {
    const struct dxsig_element *e = l->els[i].e;
    if (l->els[i].allocated && e->stream == stream &&
        (uint32_t)e->start_row + e->rows > n)
      n = (uint32_t)e->start_row + e->rows;
  }
  return n;
}

static bool any_kind(const struct list *l, uint32_t kind) {
  for (size_t i = 0; i < l->count; ++i)
    if (l->els[i].kind == kind)
      return true;
  return false;
}

/* Position of the element's index list in the semantic-index table: the
 * first place where it already occurs as a run, else appended. */
static bool index_position(struct psv *p, const struct dxsig_element *e, uint32_t *pos) {
  uint32_t rows = e->rows;
  for (size_t off = 0; p->index_count >= rows && off <= p->index_count - rows; ++off)
    if (memcmp(p->indices + off, e->indices, rows * sizeof(uint32_t)) == 0) {
      *pos = (uint32_t)off;
      return true;
    }
  if (p->index_count > UINT32_MAX - rows)
    return false;
  uint32_t *more =
      dxsig_grow(p->indices, &p->index_capacity, p->index_count + rows, sizeof(uint32_t));
  if (!more)
    return false;
  p->indices = more;
  memcpy(p->indices + p->index_count, e->indices, rows * sizeof(uint32_t));
  *pos = (uint32_t)p->index_count;
  p->index_count += rows;
  return true;
}

static uint32_t mask_dwords(uint32_t vectors) { return (vectors + 7u) / 8u; }

static uint32_t table_dwords(uint32_t in_vectors, uint32_t out_vectors) {
  return mask_dwords(out_vectors) * in_vectors * 4u;
}

static void put_runtime_info(struct psv *p, struct dxsig_bytes *out) {
  const struct dxsig_psv_info *info = p->info;
  const struct list *in = &p->lists[DXSIG_SIG_INPUT];
  const struct list *outl = &p->lists[DXSIG_SIG_OUTPUT];
  uint8_t u[16];
  memset(u, 0, sizeof u);
#define PUT32(off, v)                                   \
  do {                                                  \
    uint32_t v_ = (v);                                  \
    for (int i_ = 0; i_ < 4; ++i_)                      \
      u[(off) + i_] = (uint8_t)(v_ >> (8 * i_));        \
  } while (0)
  enum dxsig_tess_domain domain = dxsig_parts_domain(p->entry, p->opts);
  bool position = any_kind(outl, DXSIG_SEMANTIC_POSITION);
  switch (p->entry->stage) {
  case DXSIG_STAGE_VERTEX:
    u[0] = position;
    break;
  case DXSIG_STAGE_HULL:
    PUT32(0, info->input_control_points);
    PUT32(4, info->output_control_points);
    PUT32(8, (uint32_t)domain);
    PUT32(12, info->tess_output_primitive);
    break;
  case DXSIG_STAGE_DOMAIN:
    PUT32(0, info->input_control_points);
    u[4] = position;
    PUT32(8, (uint32_t)domain);
    break;
  case DXSIG_STAGE_GEOMETRY: {
    uint32_t streams = info->gs_output_stream_mask;
    if (!streams) {
      for (size_t i = 0; i < outl->count; ++i)
        streams |= 1u << outl->els[i].e->stream;
      if (!streams)
        streams = 1; /* what the runtime expects */
    }
    PUT32(0, info->gs_input_primitive);
    PUT32(4, info->gs_output_topology);
    PUT32(8, streams);
    u[12] = position;
    break;
  }
  case DXSIG_STAGE_PIXEL: {
    bool depth = any_kind(outl, DXSIG_SEMANTIC_DEPTH) ||
                 any_kind(outl, DXSIG_SEMANTIC_DEPTH_LESS_EQUAL) ||
                 any_kind(outl, DXSIG_SEMANTIC_DEPTH_GREATER_EQUAL);
    bool sample = any_kind(in, DXSIG_SEMANTIC_SAMPLE_INDEX);
    for (size_t i = 0; i < in->count; ++i)
      sample |= in->els[i].e->interp == DXSIG_INTERP_LINEAR_SAMPLE ||
                in->els[i].e->interp == DXSIG_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE;
    u[0] = depth;
    u[1] = sample;
    break;
  }
  case DXSIG_STAGE_MESH:
    PUT32(0, info->ms_group_shared_bytes);
    PUT32(4, 0); /* GroupSharedBytesDependentOnViewID: DXC writes 0 */
    PUT32(8, info->payload_bytes);
    u[12] = (uint8_t)info->ms_max_output_vertices;
    u[13] = (uint8_t)(info->ms_max_output_vertices >> 8);
    u[14] = (uint8_t)info->ms_max_output_primitives;
    u[15] = (uint8_t)(info->ms_max_output_primitives >> 8);
    break;
  case DXSIG_STAGE_AMPLIFICATION:
    PUT32(0, info->payload_bytes);
    break;
  default:
    break;
  }
#undef PUT32
  dxsig_bytes_put(out, u, sizeof u);
  /* DXC sets the wave lane counts for compute shaders only. */
  bool compute = is_stage(p, DXSIG_STAGE_COMPUTE);
  dxsig_bytes_put_u32(out, compute ? info->wave_lane_min : 0);
  dxsig_bytes_put_u32(out, compute ? info->wave_lane_max : UINT32_MAX);
  if (p->version < 1)
    return;

  /* Version 1. */
  dxsig_bytes_put_u8(out, (uint8_t)p->entry->stage);
  dxsig_bytes_put_u8(out, info->uses_view_id ? 1 : 0);
  uint8_t b26 = 0, b27 = 0;
  if (is_stage(p, DXSIG_STAGE_GEOMETRY)) {
    b26 = (uint8_t)info->gs_max_vertex_count;
    b27 = (uint8_t)(info->gs_max_vertex_count >> 8);
  } else if (is_stage(p, DXSIG_STAGE_HULL) || is_stage(p, DXSIG_STAGE_DOMAIN)) {
    b26 = (uint8_t)p->pc_vectors;
  } else if (is_stage(p, DXSIG_STAGE_MESH)) {
    b26 = (uint8_t)p->pc_vectors;
    b27 = (uint8_t)info->ms_output_topology;
  }
  dxsig_bytes_put_u8(out, b26);
  dxsig_bytes_put_u8(out, b27);
  dxsig_bytes_put_u8(out, (uint8_t)p->lists[DXSIG_SIG_INPUT].count);
  dxsig_bytes_put_u8(out, (uint8_t)p->lists[DXSIG_SIG_OUTPUT].count);
  dxsig_bytes_put_u8(out, (uint8_t)p->lists[DXSIG_SIG_PATCH_CONSTANT].count);
  dxsig_bytes_put_u8(out, (uint8_t)p->input_vectors);
  for (uint32_t s = 0; s < GS_STREAMS; ++s)
    dxsig_bytes_put_u8(out, (uint8_t)p->output_vectors[s]);
  if (p->version < 2)
    return;

  /* Version 2: thread-group size of CS, MS and AS. */
  bool threads = compute || is_stage(p, DXSIG_STAGE_MESH) ||
                 is_stage(p, DXSIG_STAGE_AMPLIFICATION);
  for (int i = 0; i < 3; ++i)
    dxsig_bytes_put_u32(out, threads ? info->num_threads[i] : 0);
  if (p->version < 3)
    return;
  dxsig_bytes_put_u32(out, p->entry_name);
  if (p->version < 4)
    return;
  dxsig_bytes_put_u32(out, threads ? info->group_shared_bytes : 0);
}

static void put_element(struct dxsig_bytes *out, const struct dxsig_part_element *pe,
                        uint32_t name, uint32_t indices, bool i1_unknown) {
  const struct dxsig_element *e = pe->e;
  dxsig_bytes_put_u32(out, name);
  dxsig_bytes_put_u32(out, indices);
  dxsig_bytes_put_u8(out, (uint8_t)e->rows);
  dxsig_bytes_put_u8(out, pe->allocated ? (uint8_t)e->start_row : 0);
  uint8_t cols = (uint8_t)(e->cols & 0xFu);
  if (pe->allocated)
    cols |= (uint8_t)(0x40u | ((uint32_t)e->start_col << 4));
  dxsig_bytes_put_u8(out, cols);
  dxsig_bytes_put_u8(out, (uint8_t)pe->kind);
  dxsig_bytes_put_u8(out, (uint8_t)dxsig_parts_comp_type(e->comp_type, i1_unknown));
  dxsig_bytes_put_u8(out, (uint8_t)e->interp);
  dxsig_bytes_put_u8(out, (uint8_t)(((e->stream & 3u) << 4) | (e->dyn_index_mask & 0xFu)));
  dxsig_bytes_put_u8(out, 0);
}

/* The ViewID masks and dependency tables. Their placement in the part, in
 * DXC's order; words are taken from the serialized ViewID state when given
 * (DXC StoreViewIDStateToPSV), zero otherwise. */
struct table {
  uint32_t words;      /* size in the part */
  const uint32_t *src; /* serialized words to copy at its start, or NULL */
  uint32_t src_words;
};

/* Reads one output block of the serialized state: [mask] [table]. */
static bool take(const uint32_t **pp, const uint32_t *end, uint32_t words,
                 const uint32_t **at) {
  if ((size_t)(end - *pp) < words)
    return false;
  *at = *pp;
  *pp += words;
  return true;
}

static bool put_tables(struct psv *p, struct dxsig_bytes *out,
                       struct dxsig_diag_list *diags) {
  const struct dxsig_psv_info *info = p->info;
  bool gs = is_stage(p, DXSIG_STAGE_GEOMETRY), hs = is_stage(p, DXSIG_STAGE_HULL);
  bool ds = is_stage(p, DXSIG_STAGE_DOMAIN), ms = is_stage(p, DXSIG_STAGE_MESH);
  uint32_t streams = gs ? GS_STREAMS : 1;
  uint32_t in_v = p->input_vectors, pc_v = p->pc_vectors;

  /* Layout, DXC ReadOrWrite order. */
  struct table view_mask[GS_STREAMS], io[GS_STREAMS], pc_mask, pc_io;
  memset(view_mask, 0, sizeof view_mask);
  memset(io, 0, sizeof io);
  memset(&pc_mask, 0, sizeof pc_mask);
  memset(&pc_io, 0, sizeof pc_io);
  for (uint32_t s = 0; s < streams; ++s) {
    if (info->uses_view_id && p->output_vectors[s])
      view_mask[s].words = mask_dwords(p->output_vectors[s]);
    if (!ms && p->output_vectors[s] && in_v)
      io[s].words = table_dwords(in_v, p->output_vectors[s]);
  }
  if ((hs || ms) && info->uses_view_id && pc_v)
    pc_mask.words = mask_dwords(pc_v);
  if (hs && pc_v && in_v)
    pc_io.words = table_dwords(in_v, pc_v);
  if (ds && p->output_vectors[0] && pc_v)
    pc_io.words = table_dwords(pc_v, p->output_vectors[0]);

  if (info->view_id_state) {
    /* DXC's serialized state: #inputs, then per stream #outputs, [mask],
     * inputs x mask-words table; HS/MS/DS: #patch constants and theirs. */
    const uint32_t *s = info->view_id_state;
    const uint32_t *end = s + info->view_id_state_words;
    bool ok = s < end;
    uint32_t in_scalars = ok ? *s++ : 0;
    ok = ok && in_scalars <= in_v * 4 && in_v * 4 - in_scalars < 4;
    uint32_t out0_scalars = 0;
    for (uint32_t st = 0; ok && st < streams; ++st) {
      ok = s < end;
      uint32_t scalars = ok ? *s++ : 0;
      uint32_t v = p->output_vectors[st];
      ok = ok && scalars <= v * 4 && v * 4 - scalars < 4;
      if (st == 0)
        out0_scalars = scalars;
      uint32_t dw = (scalars + 31) / 32;
      if (ok && view_mask[st].words) {
        ok = take(&s, end, dw, &view_mask[st].src);
        view_mask[st].src_words = dw;
      }
      if (ok && io[st].words) {
        ok = take(&s, end, dw * in_scalars, &io[st].src);
        io[st].src_words = dw * in_scalars;
      }
    }
    if (ok && (hs || ms || ds)) {
      ok = s < end;
      uint32_t scalars = ok ? *s++ : 0;
      ok = ok && scalars <= pc_v * 4 && pc_v * 4 - scalars < 4;
      if (ok && !ds) {
        uint32_t dw = (scalars + 31) / 32;
        if (pc_mask.words) {
          ok = take(&s, end, dw, &pc_mask.src);
          pc_mask.src_words = dw;
        }
        if (ok && pc_io.words) {
          ok = take(&s, end, dw * in_scalars, &pc_io.src);
          pc_io.src_words = dw * in_scalars;
        }
      } else if (ok && pc_io.words) {
        uint32_t dw = (out0_scalars + 31) / 32;
        ok = take(&s, end, dw * scalars, &pc_io.src);
        pc_io.src_words = dw * scalars;
      }
    }
    if (!ok || s != end) {
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_VIEWID, p->entry,
                             DXSIG_SIG_OUTPUT, (size_t)-1,
                             "the ViewID state does not match the signatures' "
                             "vector counts");
      return false;
    }
  }

  struct table *order[2 * GS_STREAMS + 2];
  size_t n = 0;
  for (uint32_t s = 0; s < streams; ++s)
    order[n++] = &view_mask[s];
  order[n++] = &pc_mask;
  for (uint32_t s = 0; s < streams; ++s)
    order[n++] = &io[s];
  order[n++] = &pc_io;
  for (size_t i = 0; i < n; ++i) {
    const struct table *t = order[i];
    uint32_t copied = 0;
    if (t->src)
      for (; copied < t->src_words && copied < t->words; ++copied)
        dxsig_bytes_put_u32(out, t->src[copied]);
    dxsig_bytes_put_zeros(out, (size_t)(t->words - copied) * 4u);
  }
  return true;
}

bool dxsig_psv0_write(struct dxsig_bytes *out, const struct dxsig_entry *entry,
                      const struct dxsig_part_options *opts,
                      const struct dxsig_psv_info *info_in,
                      struct dxsig_diag_list *diags) {
  struct dxsig_psv_info defaults;
  dxsig_psv_info_init(&defaults);
  struct psv p;
  memset(&p, 0, sizeof p);
  p.entry = entry;
  p.opts = opts;
  p.info = info_in ? info_in : &defaults;
  p.version = dxsig_psv_version(opts->valver_major, opts->valver_minor);
  dxsig_bytes_init(&p.strings);

  bool ok = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    ok &= dxsig_parts_collect(entry, (enum dxsig_sig_kind)k, &p.lists[k].els,
                              &p.lists[k].count, diags);
    if (p.lists[k].count > 255) {
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_SIZE, entry,
                             (enum dxsig_sig_kind)k, (size_t)-1,
                             "PSV0 holds at most 255 elements per signature");
      ok = false;
    }
  }
  if (ok) {
    p.input_vectors = vectors_used(&p.lists[DXSIG_SIG_INPUT], 0);
    for (uint32_t s = 0; s < GS_STREAMS; ++s)
      p.output_vectors[s] = vectors_used(&p.lists[DXSIG_SIG_OUTPUT], s);
    if (is_stage(&p, DXSIG_STAGE_HULL) || is_stage(&p, DXSIG_STAGE_DOMAIN) ||
        is_stage(&p, DXSIG_STAGE_MESH))
      p.pc_vectors = vectors_used(&p.lists[DXSIG_SIG_PATCH_CONSTANT], 0);
  }

  struct dxsig_bytes elements;
  dxsig_bytes_init(&elements);
  if (ok && p.version >= 1) {
    bool i1_unknown = dxsig_version_compare(opts->valver_major, opts->valver_minor, 1, 5) < 0;
    dxsig_bytes_put_u8(&p.strings, 0); /* offset 0: the empty name */
    for (int k = 0; ok && k < DXSIG_SIG_KIND_COUNT; ++k)
      for (size_t i = 0; ok && i < p.lists[k].count; ++i) {
        const struct dxsig_part_element *pe = &p.lists[k].els[i];
        uint32_t name = 0, pos = 0;
        if (pe->kind == DXSIG_SEMANTIC_ARBITRARY && pe->name_len > 0) {
          if (p.strings.len > UINT32_MAX - pe->name_len - 1) {
            ok = false;
            break;
          }
          name = (uint32_t)p.strings.len;
          dxsig_bytes_put(&p.strings, pe->name, pe->name_len);
          dxsig_bytes_put_u8(&p.strings, 0);
        }
        ok = index_position(&p, pe->e, &pos);
        put_element(&elements, pe, name, pos, i1_unknown);
      }
    if (ok && p.version >= 3) {
      const char *fn = entry->name ? entry->name : "";
      size_t len = strlen(fn);
      ok = p.strings.len <= UINT32_MAX - len - 1;
      p.entry_name = (uint32_t)p.strings.len;
      dxsig_bytes_put(&p.strings, fn, len);
      dxsig_bytes_put_u8(&p.strings, 0);
    }
    dxsig_bytes_align(&p.strings, 4);
    if (!ok || p.strings.failed || elements.failed) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                     "PSV0 string or index table too large, or out of memory");
      ok = false;
    }
  }

  if (ok) {
    dxsig_bytes_put_u32(out, dxsig_psv_runtime_info_size(p.version));
    put_runtime_info(&p, out);
    dxsig_bytes_put_u32(out, 0); /* ResourceCount */
    if (p.version >= 1) {
      dxsig_bytes_put_u32(out, (uint32_t)p.strings.len);
      dxsig_bytes_put(out, p.strings.data, p.strings.len);
      dxsig_bytes_put_u32(out, (uint32_t)p.index_count);
      for (size_t i = 0; i < p.index_count; ++i)
        dxsig_bytes_put_u32(out, p.indices[i]);
      if (elements.len) {
        dxsig_bytes_put_u32(out, ELEMENT_SIZE);
        dxsig_bytes_put(out, elements.data, elements.len);
      }
      ok = put_tables(&p, out, diags);
    }
    if (ok && out->failed) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      ok = false;
    }
  }

  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    free(p.lists[k].els);
  free(p.indices);
  dxsig_bytes_finish(&p.strings);
  dxsig_bytes_finish(&elements);
  return ok;
}
