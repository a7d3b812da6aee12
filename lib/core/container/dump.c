/* dxsig dump: a container in text. The signature tables use the layout of
 * DXC's disassembler (dxc -dumpbin); PSV0, RTS0 and the other parts are
 * listed field by field. Every read goes through a bounds-checked cursor:
 * a malformed part is described, never read past its end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/rootsig.h"
#include "parts.h"
#include "read_cursor.h"
#include "signature_read.h"
#include "spellings.h"

/* A NUL-terminated string at offset of a size-byte area, bounded by it;
 * unprintable bytes become '?'. */
static void put_string(struct dxsig_buffer *b, const uint8_t *area, size_t size,
                       uint32_t offset, int width) {
  char tmp[80];
  if (offset >= size) {
    snprintf(tmp, sizeof tmp, "<bad offset %u>", (unsigned)offset);
    dxsig_buffer_printf(b, "%-*s", width, tmp);
    return;
  }
  size_t max = size - offset;
  const uint8_t *s = area + offset;
  const uint8_t *nul = memchr(s, 0, max);
  size_t len = nul ? (size_t)(nul - s) : max;
  size_t shown = len < sizeof tmp - 1 ? len : sizeof tmp - 1;
  for (size_t i = 0; i < shown; ++i)
    tmp[i] = s[i] >= 0x20 && s[i] < 0x7f ? (char)s[i] : '?';
  tmp[shown] = '\0';
  dxsig_buffer_printf(b, "%-*s%s", width, tmp, shown < len ? "..." : "");
}

static void fourcc_text(uint32_t fourcc, char out[5]) {
  for (int i = 0; i < 4; ++i) {
    char ch = (char)(fourcc >> (8 * i));
    out[i] = ch >= 0x20 && ch < 0x7f ? ch : '?';
  }
  out[4] = '\0';
}

/* ---- ISG1 / OSG1 / PSG1 ----------------------------------------------- */

static const char *format_text(uint32_t type) {
  const char *text = dxsig_program_comp_type_text(type);
  return text ? text : "unknown";
}

static bool name_is(const uint8_t *data, size_t size, uint32_t off, const char *want) {
  size_t n = strlen(want);
  if (off >= size || size - off < n + 1)
    return false;
  for (size_t i = 0; i < n; ++i) {
    uint8_t a = data[off + i], b = (uint8_t)want[i];
    if (a >= 'A' && a <= 'Z')
      a = (uint8_t)(a + 32);
    if (b >= 'A' && b <= 'Z')
      b = (uint8_t)(b + 32);
    if (a != b)
      return false;
  }
  return data[off + n] == 0;
}

/* Ends a table line without the blanks DXC leaves at its end. */
static void end_line(struct dxsig_buffer *b) {
  while (!b->failed && b->len > 0 && b->data[b->len - 1] == ' ')
    b->data[--b->len] = '\0';
  dxsig_buffer_printf(b, "\n");
}

static void mask4(char out[5], uint32_t m) {
  for (int i = 0; i < 4; ++i)
    out[i] = (m >> i) & 1 ? "xyzw"[i] : ' ';
  out[4] = '\0';
}

void dxsig_dump_signature_part(struct dxsig_buffer *b, const char *heading,
                               const uint8_t *data, size_t size, bool input) {
  dxsig_buffer_printf(b, ";\n; %s signature:\n;\n", heading);
  dxsig_buffer_printf(b, "; Name                 Index   Mask Register SysValue  Format   Used\n"
                         "; -------------------- ----- ------ -------- -------- ------- ------\n");
  uint32_t count, param_offset;
  enum dxsig_sig_header_status header = dxsig_sig_part_header(data, size, &count, &param_offset);
  if (header == DXSIG_SIG_HEADER_SHORT) {
    dxsig_buffer_printf(b, "; malformed: %zu bytes, too small for the header\n;\n", size);
    return;
  }
  if (count == 0) {
    dxsig_buffer_printf(b, "; no parameters\n");
    return;
  }
  if (header == DXSIG_SIG_HEADER_OVERRUN) {
    dxsig_buffer_printf(b, "; malformed: %u records at offset %u exceed the %zu-byte part\n;\n",
                        (unsigned)count, (unsigned)param_offset, size);
    return;
  }
  bool streams = false;
  struct dxsig_sig_record rec;
  for (uint32_t i = 0; i < count; ++i) {
    dxsig_sig_part_record(data, size, param_offset, i, &rec);
    streams |= rec.stream != 0;
  }
  for (uint32_t i = 0; i < count; ++i) {
    dxsig_sig_part_record(data, size, param_offset, i, &rec);
    uint32_t stream = rec.stream, name = rec.name, index = rec.index;
    uint32_t sv = rec.system_value, type = rec.comp_type, reg = rec.reg;
    uint8_t mask = rec.mask, rw = rec.rw_mask;
    if (!input)
      rw = (uint8_t)~rw;
    dxsig_buffer_printf(b, "; ");
    if (streams) {
      dxsig_buffer_printf(b, "m%u:", (unsigned)stream);
      put_string(b, data, size, name, 17);
    } else {
      put_string(b, data, size, name, 20);
    }
    dxsig_buffer_printf(b, " %5u", (unsigned)index);
    char m[5];
    if (reg == UINT32_MAX) {
      const char *where = name_is(data, size, name, "SV_Depth")               ? "   oDepth"
                          : name_is(data, size, name, "SV_DepthGreaterEqual") ? " oDepthGE"
                          : name_is(data, size, name, "SV_DepthLessEqual")    ? " oDepthLE"
                          : name_is(data, size, name, "SV_Coverage")          ? "    oMask"
                          : name_is(data, size, name, "SV_StencilRef") ? "    oStencilRef"
                          : sv == 7                                    ? "   primID"
                                                                       : "  special";
      dxsig_buffer_printf(b, "    N/A%s", where);
    } else {
      mask4(m, mask);
      dxsig_buffer_printf(b, "   %s %8u", m, (unsigned)reg);
    }
    dxsig_buffer_printf(b, "%9s%8s", dxsig_system_value_text(sv), format_text(type));
    if (reg == UINT32_MAX) {
      dxsig_buffer_printf(b, "%s", rw ? "    YES" : "     NO");
    } else {
      mask4(m, rw);
      dxsig_buffer_printf(b, "   %s", m);
    }
    end_line(b);
  }
  dxsig_buffer_printf(b, ";\n");
}

/* ---- PSV0 ---------------------------------------------------------------- */

static const char *stage_text(int stage) {
  const char *s = stage >= 0 ? dxsig_shader_stage_name((uint32_t)stage) : NULL;
  return s ? s : "unknown";
}

static const char *psv_kind_text(uint32_t kind) {
  if (kind == 0)
    return "Arbitrary";
  const char *n = dxsig_semantic_kind_name(kind);
  return n && *n ? n : "Invalid";
}

static void dump_psv_elements(struct dxsig_buffer *b, const struct dxsig_psv0_info *p, int list,
                              const char *heading) {
  for (uint32_t i = 0; i < p->elements_read[list]; ++i) {
    struct dxsig_psv0_element e = dxsig_psv0_element_at(p, list, i);
    dxsig_buffer_printf(b, ";   %s %u: ", heading, (unsigned)i);
    if (e.name_offset == 0 && e.kind != 0)
      dxsig_buffer_printf(b, "%s", psv_kind_text(e.kind));
    else
      put_string(b, p->strings, p->string_size, e.name_offset, 0);
    dxsig_buffer_printf(b, " index");
    if (!e.indices_fit) {
      dxsig_buffer_printf(b, " <bad index table position %u>", (unsigned)e.index_offset);
    } else {
      for (uint32_t r = 0; r < e.rows; ++r)
        dxsig_buffer_printf(b, "%s%u", r ? "," : " ",
                            (unsigned)dxsig_le32(p->semantic_indices + 4u * (e.index_offset + r)));
    }
    dxsig_buffer_printf(b, " rows %u cols %u", (unsigned)e.rows, (unsigned)e.cols);
    if (e.allocated)
      dxsig_buffer_printf(b, " at row %u col %u", (unsigned)e.start_row, (unsigned)e.start_col);
    else
      dxsig_buffer_printf(b, " unallocated");
    dxsig_buffer_printf(b, " kind %s type %s interp %u", psv_kind_text(e.kind),
                        format_text(e.component_type), (unsigned)e.interpolation);
    if (e.dynamic_mask)
      dxsig_buffer_printf(b, " dynmask 0x%x", (unsigned)e.dynamic_mask);
    if (e.stream)
      dxsig_buffer_printf(b, " stream %u", (unsigned)e.stream);
    dxsig_buffer_printf(b, "\n");
  }
}

static void dump_words(struct dxsig_buffer *b, const struct dxsig_psv0_words *t, const char *what) {
  if (!t->count)
    return;
  uint32_t nonzero = 0;
  for (uint32_t i = 0; i < t->count; ++i)
    nonzero += dxsig_le32(t->data + 4u * i) != 0;
  dxsig_buffer_printf(b, ";   %s: %u dwords", what, (unsigned)t->count);
  if (!nonzero) {
    dxsig_buffer_printf(b, ", all zero\n");
  } else {
    for (uint32_t i = 0; i < t->count; ++i)
      dxsig_buffer_printf(b, "%s%08x", i % 8 ? " " : "\n;     ",
                          (unsigned)dxsig_le32(t->data + 4u * i));
    dxsig_buffer_printf(b, "\n");
  }
}

void dxsig_dump_psv0(struct dxsig_buffer *b, const uint8_t *data, size_t size, int stage) {
  struct dxsig_psv0_info p;
  dxsig_psv0_read(data, size, stage, &p);
  dxsig_buffer_printf(b, ";\n; Pipeline Runtime Information (PSV0, %zu bytes):\n;\n", size);
  if (p.state == DXSIG_PSV0_BAD_INFO) {
    dxsig_buffer_printf(b, "; malformed: RuntimeInfoSize %u\n;\n", (unsigned)p.info_size);
    return;
  }
  dxsig_buffer_printf(b, "; version %u (RuntimeInfoSize %u)\n", (unsigned)p.version,
                      (unsigned)p.info_size);
  dxsig_buffer_printf(b, "; %s shader\n", stage_text(p.stage));
  if (p.part_stage >= 0 && p.part_stage != p.stage)
    dxsig_buffer_printf(b, "; warning: PSV0 stage %s differs from the DXIL part's\n",
                        stage_text(p.part_stage));
  for (size_t i = 0; i < p.stage_field_count; ++i) {
    const struct dxsig_psv0_field *f = &p.stage_fields[i];
    dxsig_buffer_printf(b, "; %s=%u", f->name, (unsigned)f->value);
    if (f->meaning)
      dxsig_buffer_printf(b, " (%s)", f->meaning);
    dxsig_buffer_printf(b, "\n");
  }
  dxsig_buffer_printf(b, "; MinimumExpectedWaveLaneCount=%u\n; MaximumExpectedWaveLaneCount=%u\n",
                      (unsigned)p.min_wave_lanes, (unsigned)p.max_wave_lanes);
  if (p.version >= 1) {
    dxsig_buffer_printf(b, "; UsesViewID=%u\n", (unsigned)p.uses_view_id);
    if (p.stage == DXSIG_STAGE_GEOMETRY)
      dxsig_buffer_printf(b, "; MaxVertexCount=%u\n", (unsigned)p.max_vertex_count);
    if (p.stage == DXSIG_STAGE_MESH)
      dxsig_buffer_printf(b, "; MeshOutputTopology=%u\n", (unsigned)p.mesh_output_topology);
    dxsig_buffer_printf(b,
                        "; SigInputElements=%u\n; SigOutputElements=%u\n"
                        "; SigPatchConstOrPrimElements=%u\n; SigInputVectors=%u\n"
                        "; SigOutputVectors=[%u,%u,%u,%u]\n; SigPatchConstOrPrimVectors=%u\n",
                        (unsigned)p.element_counts[0], (unsigned)p.element_counts[1],
                        (unsigned)p.element_counts[2], (unsigned)p.input_vectors,
                        (unsigned)p.output_vectors[0], (unsigned)p.output_vectors[1],
                        (unsigned)p.output_vectors[2], (unsigned)p.output_vectors[3],
                        (unsigned)p.patch_constant_vectors);
  }
  if (p.version >= 2)
    dxsig_buffer_printf(b, "; NumThreads=(%u,%u,%u)\n", (unsigned)p.num_threads[0],
                        (unsigned)p.num_threads[1], (unsigned)p.num_threads[2]);
  if (p.version >= 4)
    dxsig_buffer_printf(b, "; NumBytesGroupSharedMemory=%u\n", (unsigned)p.group_shared_bytes);

  dxsig_buffer_printf(b, "; ResourceCount=%u\n", (unsigned)p.resource_count);
  if (p.state == DXSIG_PSV0_BAD_RESOURCES) {
    dxsig_buffer_printf(b, "; malformed: resource records exceed the part\n;\n");
    return;
  }
  for (uint32_t i = 0; p.resources && i < p.resource_count; ++i) {
    struct dxsig_psv0_resource r = dxsig_psv0_resource_at(&p, i);
    dxsig_buffer_printf(b, ";   resource %u: type %u space %u registers %u..%u", (unsigned)i,
                        (unsigned)r.type, (unsigned)r.space, (unsigned)r.lower,
                        (unsigned)r.upper);
    if (r.has_kind)
      dxsig_buffer_printf(b, " kind %u flags %u", (unsigned)r.kind, (unsigned)r.flags);
    dxsig_buffer_printf(b, "\n");
  }
  if (p.string_tables_read) {
    dxsig_buffer_printf(b, "; StringTableSize=%u SemanticIndexTableEntries=%u\n",
                        (unsigned)p.string_size, (unsigned)p.index_count);
    if (p.version >= 3) {
      dxsig_buffer_printf(b, "; EntryFunctionName=");
      put_string(b, p.strings, p.string_size, p.entry_name_offset, 0);
      dxsig_buffer_printf(b, "\n");
    }
    static const char *const names[3] = {"input", "output", "patch constant/primitive"};
    for (int k = 0; k < 3; ++k)
      dump_psv_elements(b, &p, k, names[k]);
    char what[64];
    for (uint32_t s = 0; s < 4; ++s) {
      snprintf(what, sizeof what, "outputs[%u] affected by ViewID", (unsigned)s);
      dump_words(b, &p.tables[DXSIG_PSV0_VIEWID_OUTPUTS + s], what);
    }
    dump_words(b, &p.tables[DXSIG_PSV0_VIEWID_PATCH_CONSTANTS],
               "patch constants affected by ViewID");
    for (uint32_t s = 0; s < 4; ++s) {
      snprintf(what, sizeof what, "inputs -> outputs[%u] table", (unsigned)s);
      dump_words(b, &p.tables[DXSIG_PSV0_INPUTS_TO_OUTPUTS + s], what);
    }
    dump_words(b, &p.tables[DXSIG_PSV0_INPUTS_TO_PATCH_CONSTANTS],
               "inputs -> patch constants table");
    dump_words(b, &p.tables[DXSIG_PSV0_PATCH_CONSTANTS_TO_OUTPUTS],
               "patch constants -> outputs table");
  }
  if (p.state == DXSIG_PSV0_CUT)
    dxsig_buffer_printf(b, "; malformed: the part ends inside its tables\n");
  else if (p.trailing_bytes)
    dxsig_buffer_printf(b, "; %zu bytes after the last table\n", p.trailing_bytes);
  dxsig_buffer_printf(b, ";\n");
}

/* ---- RTS0 ---------------------------------------------------------------- */

static void dump_rts0(struct dxsig_buffer *b, const uint8_t *data, size_t size) {
  dxsig_rootsig_dump(b, data, size);
}

/* ---- the container -------------------------------------------------------- */

/* One line per listing of the part table; a part listed again is named
 * as the same bytes (the parts below are decoded once). */
static void dump_part_list(struct dxsig_buffer *out, const struct dxsig_container_view *v) {
  size_t *first = malloc((v->count ? v->count : 1) * sizeof *first);
  if (first && !dxsig_container_first_listings(v, first)) {
    free(first);
    first = NULL; /* listed without the note */
  }
  for (size_t i = 0; i < v->count; ++i) {
    char name[5], same[48] = "";
    fourcc_text(v->parts[i].fourcc, name);
    if (first && first[i] != i)
      snprintf(same, sizeof same, " (the same as part %zu)", first[i]);
    dxsig_buffer_printf(out, "; part %zu: %s at offset %u, %zu bytes%s%s\n", i, name,
                        (unsigned)v->offsets[i], v->parts[i].size,
                        v->offsets[i] % 4 ? " (unaligned, as DXC writes below validator 1.7)"
                                          : "",
                        same);
  }
  free(first);
}

bool dxsig_container_dump(struct dxsig_buffer *out, const void *data, size_t size,
                          struct dxsig_diag_list *diags) {
  struct dxsig_container_view v;
  bool ok = dxsig_container_read(&v, data, size, diags);
  if (!v.data || size < 32 || memcmp(data, "DXBC", 4) != 0) {
    dxsig_container_view_finish(&v);
    return false;
  }
  dxsig_buffer_printf(out, "; DXContainer %u.%u, %zu bytes, %zu part%s\n", (unsigned)v.major,
                      (unsigned)v.minor, size, v.count, v.count == 1 ? "" : "s");
  dxsig_buffer_printf(out, "; digest ");
  bool zero = true;
  for (int i = 0; i < 16; ++i) {
    dxsig_buffer_printf(out, "%02x", v.digest[i]);
    zero &= v.digest[i] == 0;
  }
  uint8_t retail[16], debug[16];
  dxsig_container_digest((const uint8_t *)data + 20, size - 20, false, retail);
  dxsig_container_digest((const uint8_t *)data + 20, size - 20, true, debug);
  if (zero)
    dxsig_buffer_printf(out, " (zero: not signed)\n");
  else if (memcmp(retail, v.digest, 16) == 0)
    dxsig_buffer_printf(out, " (valid)\n");
  else if (memcmp(debug, v.digest, 16) == 0)
    dxsig_buffer_printf(out, " (valid, debug variant)\n");
  else
    dxsig_buffer_printf(out, " (does not match the contents)\n");
  dump_part_list(out, &v);

  int stage = dxsig_container_stage(&v);
  const struct dxsig_part *dxil = dxsig_container_find(&v, DXSIG_PART_DXIL);
  const struct dxsig_part *psv = dxsig_container_find(&v, DXSIG_PART_PSV0);

  const struct dxsig_part *p;
  if ((p = dxsig_container_find(&v, DXSIG_PART_SFI0)) != NULL) {
    struct dxsig_reader r = dxsig_reader_make(p->data, p->size);
    uint32_t low = dxsig_read_u32(&r), high = dxsig_read_u32(&r);
    if (!r.failed)
      dxsig_buffer_printf(out, ";\n; shader feature flags: 0x%08x%08x\n", (unsigned)high,
                          (unsigned)low);
    else
      dxsig_buffer_printf(out, ";\n; SFI0: malformed (%zu bytes)\n", p->size);
  }
  if ((p = dxsig_container_find(&v, DXSIG_PART_ISG1)) != NULL)
    dxsig_dump_signature_part(out, "Input", p->data, p->size, true);
  if ((p = dxsig_container_find(&v, DXSIG_PART_OSG1)) != NULL)
    dxsig_dump_signature_part(out, "Output", p->data, p->size, false);
  if ((p = dxsig_container_find(&v, DXSIG_PART_PSG1)) != NULL)
    dxsig_dump_signature_part(out, "Patch Constant", p->data, p->size,
                              stage == DXSIG_STAGE_DOMAIN);
  if ((p = dxsig_container_find(&v, DXSIG_PART_HASH)) != NULL) {
    struct dxsig_reader r = dxsig_reader_make(p->data, p->size);
    uint32_t flags = dxsig_read_u32(&r);
    const uint8_t *digest = dxsig_read_bytes(&r, 16);
    if (digest) {
      dxsig_buffer_printf(out, "; shader hash: ");
      for (int i = 0; i < 16; ++i)
        dxsig_buffer_printf(out, "%02x", digest[i]);
      dxsig_buffer_printf(out, "%s\n", flags & 1 ? " (includes source)" : "");
    } else {
      dxsig_buffer_printf(out, "; HASH: malformed (%zu bytes)\n", p->size);
    }
  }
  if (dxil) {
    struct dxsig_reader c = dxsig_reader_make(dxil->data, dxil->size);
    uint32_t program = dxsig_read_u32(&c), dwords = dxsig_read_u32(&c);
    uint32_t magic = dxsig_read_u32(&c), dxil_version = dxsig_read_u32(&c);
    uint32_t bc_off = dxsig_read_u32(&c), bc_size = dxsig_read_u32(&c);
    if (c.failed) {
      dxsig_buffer_printf(out, "; DXIL: malformed (%zu bytes)\n", dxil->size);
    } else {
      dxsig_buffer_printf(out,
                          "; DXIL: %s shader model %u.%u, DXIL %u.%u, bitcode %u bytes at "
                          "offset %u (%u dwords)%s%s\n",
                          stage_text((int)(program >> 16)), (unsigned)((program >> 4) & 0xF),
                          (unsigned)(program & 0xF), (unsigned)(dxil_version >> 8),
                          (unsigned)(dxil_version & 0xFF), (unsigned)bc_size, (unsigned)bc_off,
                          (unsigned)dwords,
                          magic == DXSIG_PART_DXIL ? "" : ", bad magic",
                          bc_off > dxil->size - 8 || bc_size > dxil->size - 8 - bc_off
                              ? ", bitcode outside the part"
                              : "");
    }
  }
  if (psv)
    dxsig_dump_psv0(out, psv->data, psv->size, stage);
  if ((p = dxsig_container_find(&v, DXSIG_PART_RTS0)) != NULL)
    dump_rts0(out, p->data, p->size);
  dxsig_container_view_finish(&v);
  return ok;
}
