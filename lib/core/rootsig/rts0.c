/* Root signatures: the RTS0 part, written and read (DXC DxilRootSignature,
 * LLVM 22 DXContainer.h).
 *
 *   header (24) | parameter headers (12 each) | payloads in parameter order
 *   (table header 8 + its ranges) | static samplers (52, or 56 in 1.2)
 *
 * The same layout DXC's serializer and LLVM 22's RootSignatureDesc::write
 * produce. Everything explicit little-endian; no struct dumps. */
#include "internal.h"
#include "read_cursor.h"

#include <string.h>

static size_t range_size(uint32_t version) { return version == DXSIG_RS_VERSION_1_0 ? 20 : 24; }
static size_t desc_size(uint32_t version) { return version == DXSIG_RS_VERSION_1_0 ? 8 : 12; }
static size_t sampler_size(uint32_t version) { return version == DXSIG_RS_VERSION_1_2 ? 56 : 52; }

/* Adds b to *a unless the sum leaves UINT32_MAX; false then. */
static bool add(uint64_t *a, uint64_t b) {
  if (b > UINT32_MAX || *a + b > UINT32_MAX)
    return false;
  *a += b;
  return true;
}

size_t dxsig_rts0_size(const struct dxsig_rootsig *rs) {
  uint32_t v = rs->version;
  if (v < DXSIG_RS_VERSION_1_0 || v > DXSIG_RS_VERSION_1_2)
    return 0;
  uint64_t size = 24;
  if (rs->param_count > UINT32_MAX || rs->sampler_count > UINT32_MAX)
    return 0;
  if (!add(&size, (uint64_t)rs->param_count * 12))
    return 0;
  for (size_t i = 0; i < rs->param_count; ++i) {
    const struct dxsig_rs_param *p = &rs->params[i];
    uint64_t payload;
    switch (p->type) {
    case DXSIG_RS_PARAM_TABLE:
      if (p->range_count > UINT32_MAX / 24)
        return 0;
      payload = 8 + (uint64_t)p->range_count * range_size(v);
      break;
    case DXSIG_RS_PARAM_CONSTANTS:
      payload = 12;
      break;
    case DXSIG_RS_PARAM_CBV:
    case DXSIG_RS_PARAM_SRV:
    case DXSIG_RS_PARAM_UAV:
      payload = desc_size(v);
      break;
    default:
      return 0; /* no payload layout for an unknown type */
    }
    if (!add(&size, payload))
      return 0;
  }
  if (!add(&size, (uint64_t)rs->sampler_count * sampler_size(v)))
    return 0;
  return (size_t)size;
}

static uint32_t float_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof(u));
  return u;
}

bool dxsig_rts0_write(const struct dxsig_rootsig *rs, enum dxsig_rs_dialect defaults,
                      uint8_t *out, size_t size) {
  size_t need = dxsig_rts0_size(rs);
  if (need == 0 || size != need || !out)
    return false;
  uint32_t v = rs->version;
  uint32_t params_at = 24;
  uint32_t payload_at = params_at + (uint32_t)rs->param_count * 12;
  /* Header; the sampler offset is filled in after the payloads. */
  dxsig_store_le32(out + 0, v);
  dxsig_store_le32(out + 4, (uint32_t)rs->param_count);
  dxsig_store_le32(out + 8, params_at);
  dxsig_store_le32(out + 12, (uint32_t)rs->sampler_count);
  dxsig_store_le32(out + 20, rs->flags);
  for (size_t i = 0; i < rs->param_count; ++i) {
    const struct dxsig_rs_param *p = &rs->params[i];
    uint8_t *h = out + params_at + i * 12;
    dxsig_store_le32(h + 0, p->type);
    dxsig_store_le32(h + 4, p->visibility);
    dxsig_store_le32(h + 8, payload_at);
    uint8_t *q = out + payload_at;
    switch (p->type) {
    case DXSIG_RS_PARAM_CONSTANTS:
      dxsig_store_le32(q + 0, p->shader_register);
      dxsig_store_le32(q + 4, p->space);
      dxsig_store_le32(q + 8, p->num32bit);
      payload_at += 12;
      break;
    case DXSIG_RS_PARAM_CBV:
    case DXSIG_RS_PARAM_SRV:
    case DXSIG_RS_PARAM_UAV:
      dxsig_store_le32(q + 0, p->shader_register);
      dxsig_store_le32(q + 4, p->space);
      if (v != DXSIG_RS_VERSION_1_0)
        dxsig_store_le32(q + 8, p->has_flags ? p->flags
                                           : dxsig_rs_default_desc_flags(p->type, v, defaults));
      payload_at += (uint32_t)desc_size(v);
      break;
    case DXSIG_RS_PARAM_TABLE: {
      dxsig_store_le32(q + 0, (uint32_t)p->range_count);
      dxsig_store_le32(q + 4, payload_at + 8);
      uint8_t *r = q + 8;
      for (size_t j = 0; j < p->range_count; ++j) {
        const struct dxsig_rs_range *rg = &p->ranges[j];
        dxsig_store_le32(r + 0, rg->type);
        dxsig_store_le32(r + 4, rg->num_descriptors);
        dxsig_store_le32(r + 8, rg->base_register);
        dxsig_store_le32(r + 12, rg->space);
        if (v == DXSIG_RS_VERSION_1_0) {
          dxsig_store_le32(r + 16, rg->offset);
        } else {
          dxsig_store_le32(r + 16, rg->has_flags
                                     ? rg->flags
                                     : dxsig_rs_default_range_flags(rg->type, v, defaults));
          dxsig_store_le32(r + 20, rg->offset);
        }
        r += range_size(v);
      }
      payload_at += 8 + (uint32_t)(p->range_count * range_size(v));
      break;
    }
    default:
      return false;
    }
  }
  dxsig_store_le32(out + 16, payload_at);
  uint8_t *s = out + payload_at;
  for (size_t i = 0; i < rs->sampler_count; ++i) {
    const struct dxsig_rs_sampler *sm = &rs->samplers[i];
    dxsig_store_le32(s + 0, sm->filter);
    dxsig_store_le32(s + 4, sm->address_u);
    dxsig_store_le32(s + 8, sm->address_v);
    dxsig_store_le32(s + 12, sm->address_w);
    dxsig_store_le32(s + 16, float_bits(sm->mip_lod_bias));
    dxsig_store_le32(s + 20, sm->max_anisotropy);
    dxsig_store_le32(s + 24, sm->comparison_func);
    dxsig_store_le32(s + 28, sm->border_color);
    dxsig_store_le32(s + 32, float_bits(sm->min_lod));
    dxsig_store_le32(s + 36, float_bits(sm->max_lod));
    dxsig_store_le32(s + 40, sm->shader_register);
    dxsig_store_le32(s + 44, sm->space);
    dxsig_store_le32(s + 48, sm->visibility);
    if (v == DXSIG_RS_VERSION_1_2)
      dxsig_store_le32(s + 52, sm->flags);
    s += sampler_size(v);
  }
  return true;
}

/* ---- reader ---------------------------------------------------------------- */

static float bits_float(uint32_t u) {
  float f;
  memcpy(&f, &u, sizeof(f));
  return f;
}

/* ---- reading: one reader per parameter kind -------------------------------- */

/* What a part's readers share: the bytes, the version, the ranges left
 * (tables could all point at one big range array; a real part never
 * shares ranges, so the ranges read in total are bounded by the size). */
struct rts0_in {
  const uint8_t *data;
  size_t size;
  uint32_t version;
  uint64_t range_budget;
  struct dxsig_arena *arena;
  struct dxsig_diag_list *diags;
};

enum payload { PAYLOAD_OK, PAYLOAD_BAD, PAYLOAD_OUT_OF_MEMORY };

static enum payload read_constants(struct rts0_in *in, struct dxsig_reader *pl, uint32_t index,
                                   struct dxsig_rs_param *p) {
  (void)in;
  (void)index;
  p->shader_register = dxsig_read_u32(pl);
  p->space = dxsig_read_u32(pl);
  p->num32bit = dxsig_read_u32(pl);
  return PAYLOAD_OK;
}

/* A root CBV, SRV or UAV. */
static enum payload read_descriptor(struct rts0_in *in, struct dxsig_reader *pl, uint32_t index,
                                    struct dxsig_rs_param *p) {
  (void)index;
  p->shader_register = dxsig_read_u32(pl);
  p->space = dxsig_read_u32(pl);
  if (in->version != DXSIG_RS_VERSION_1_0) {
    p->flags = dxsig_read_u32(pl);
    p->has_flags = true;
  }
  return PAYLOAD_OK;
}

static enum payload read_table(struct rts0_in *in, struct dxsig_reader *pl, uint32_t index,
                               struct dxsig_rs_param *p) {
  uint32_t v = in->version;
  uint32_t nranges = dxsig_read_u32(pl), ranges_at = dxsig_read_u32(pl);
  if (!dxsig_reader_fits(pl, ranges_at, nranges, range_size(v))) {
    dxsig_diag_add(in->diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RTS0,
                   "RTS0: root parameter %u: %u ranges at offset %u do not fit in %zu bytes",
                   (unsigned)index, (unsigned)nranges, (unsigned)ranges_at, in->size);
    return PAYLOAD_BAD;
  }
  if (nranges > in->range_budget) {
    dxsig_diag_add(in->diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RTS0,
                   "RTS0: root parameter %u: descriptor tables share or overrun their ranges",
                   (unsigned)index);
    return PAYLOAD_BAD;
  }
  in->range_budget -= nranges;
  p->ranges = dxsig_arena_calloc(in->arena, nranges, sizeof(struct dxsig_rs_range));
  if (!p->ranges)
    return PAYLOAD_OUT_OF_MEMORY;
  p->range_count = nranges;
  dxsig_reader_seek(pl, ranges_at);
  for (uint32_t j = 0; j < nranges; ++j) {
    struct dxsig_rs_range *rg = &p->ranges[j];
    rg->type = dxsig_read_u32(pl);
    rg->num_descriptors = dxsig_read_u32(pl);
    rg->base_register = dxsig_read_u32(pl);
    rg->space = dxsig_read_u32(pl);
    rg->src = DXSIG_RS_NO_SRC;
    if (v != DXSIG_RS_VERSION_1_0) {
      rg->flags = dxsig_read_u32(pl);
      rg->has_flags = true;
    }
    rg->offset = dxsig_read_u32(pl);
  }
  return PAYLOAD_OK;
}

/* Parameter i's type, visibility and payload; false when it is malformed
 * (reported) or memory ran out (*oom). */
static bool read_param(struct rts0_in *in, struct dxsig_reader *rd, uint32_t i,
                       struct dxsig_rs_param *p, bool *oom) {
  p->type = dxsig_read_u32(rd);
  p->visibility = dxsig_read_u32(rd);
  p->src = DXSIG_RS_NO_SRC;
  uint32_t at = dxsig_read_u32(rd);
  enum payload (*read)(struct rts0_in *, struct dxsig_reader *, uint32_t,
                       struct dxsig_rs_param *) = NULL;
  size_t fixed = 0; /* bytes of the payload before any array */
  switch (p->type) {
  case DXSIG_RS_PARAM_CONSTANTS:
    read = read_constants;
    fixed = 12;
    break;
  case DXSIG_RS_PARAM_CBV:
  case DXSIG_RS_PARAM_SRV:
  case DXSIG_RS_PARAM_UAV:
    read = read_descriptor;
    fixed = desc_size(in->version);
    break;
  case DXSIG_RS_PARAM_TABLE:
    read = read_table;
    fixed = 8;
    break;
  default:
    dxsig_diag_add(in->diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RTS0,
                   "RTS0: root parameter %u has unknown type %u", (unsigned)i,
                   (unsigned)p->type);
    return false;
  }
  /* The payload: a reader of its own, the parameter table stays. */
  struct dxsig_reader pl = dxsig_reader_make(in->data, in->size);
  dxsig_reader_seek(&pl, at);
  if (!dxsig_reader_has(&pl, 1, fixed)) {
    dxsig_diag_add(in->diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RTS0,
                   "RTS0: root parameter %u: payload at offset %u is outside the %zu-byte part",
                   (unsigned)i, (unsigned)at, in->size);
    return false;
  }
  enum payload r = read(in, &pl, i, p);
  *oom = r == PAYLOAD_OUT_OF_MEMORY;
  return r == PAYLOAD_OK;
}

static void read_sampler(struct dxsig_reader *rd, uint32_t version, struct dxsig_rs_sampler *sm) {
  sm->filter = dxsig_read_u32(rd);
  sm->address_u = dxsig_read_u32(rd);
  sm->address_v = dxsig_read_u32(rd);
  sm->address_w = dxsig_read_u32(rd);
  sm->mip_lod_bias = bits_float(dxsig_read_u32(rd));
  sm->max_anisotropy = dxsig_read_u32(rd);
  sm->comparison_func = dxsig_read_u32(rd);
  sm->border_color = dxsig_read_u32(rd);
  sm->min_lod = bits_float(dxsig_read_u32(rd));
  sm->max_lod = bits_float(dxsig_read_u32(rd));
  sm->shader_register = dxsig_read_u32(rd);
  sm->space = dxsig_read_u32(rd);
  sm->visibility = dxsig_read_u32(rd);
  sm->flags = version == DXSIG_RS_VERSION_1_2 ? dxsig_read_u32(rd) : 0;
  sm->src = DXSIG_RS_NO_SRC;
}

bool dxsig_rts0_read(const uint8_t *data, size_t size, struct dxsig_arena *arena,
                     struct dxsig_rootsig *out, struct dxsig_diag_list *diags) {
  memset(out, 0, sizeof(*out));
  out->flags_src = DXSIG_RS_NO_SRC;
  if (!data || size < 24) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RTS0,
                   "RTS0: %zu bytes, too small for the 24-byte header", data ? size : (size_t)0);
    return false;
  }
  struct dxsig_reader rd = dxsig_reader_make(data, size);
  uint32_t v = dxsig_read_u32(&rd);
  uint32_t nparams = dxsig_read_u32(&rd), params_at = dxsig_read_u32(&rd);
  uint32_t nsamplers = dxsig_read_u32(&rd), samplers_at = dxsig_read_u32(&rd);
  out->version = v;
  out->flags = dxsig_read_u32(&rd);
  if (v < DXSIG_RS_VERSION_1_0 || v > DXSIG_RS_VERSION_1_2) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RTS0,
                   "RTS0: unknown version %u (1 = 1.0, 2 = 1.1, 3 = 1.2)", (unsigned)v);
    return false;
  }
  /* Counts are bounded by the data before anything is allocated. */
  if (!dxsig_reader_fits(&rd, params_at, nparams, 12)) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RTS0,
                   "RTS0: %u root parameters at offset %u do not fit in %zu bytes",
                   (unsigned)nparams, (unsigned)params_at, size);
    return false;
  }
  if (!dxsig_reader_fits(&rd, samplers_at, nsamplers, sampler_size(v))) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RTS0,
                   "RTS0: %u static samplers at offset %u do not fit in %zu bytes",
                   (unsigned)nsamplers, (unsigned)samplers_at, size);
    return false;
  }
  out->params = dxsig_arena_calloc(arena, nparams, sizeof(struct dxsig_rs_param));
  out->samplers = dxsig_arena_calloc(arena, nsamplers, sizeof(struct dxsig_rs_sampler));
  if (!out->params || !out->samplers) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "RTS0: out of memory");
    return false;
  }
  out->param_count = nparams;
  out->sampler_count = nsamplers;
  struct rts0_in in = {data, size, v, size / range_size(v), arena, diags};
  bool ok = true;
  for (uint32_t i = 0; i < nparams; ++i) {
    dxsig_reader_seek(&rd, params_at + (uint64_t)i * 12);
    bool oom = false;
    ok &= read_param(&in, &rd, i, &out->params[i], &oom);
    if (oom) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "RTS0: out of memory");
      return false;
    }
  }
  dxsig_reader_seek(&rd, samplers_at);
  for (uint32_t i = 0; i < nsamplers; ++i)
    read_sampler(&rd, v, &out->samplers[i]);
  return ok;
}
