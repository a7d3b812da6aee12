/* The two ways to a stage (see link.h). Both kinds of input become the
 * records the D3D12 runtime reads: a .ll entry's lists are written as
 * ISG1/OSG1/PSG1 parts by the container writer and read back by the same
 * part reader as a container's, so the check sees exactly what a container
 * built from that entry holds. */
#include <string.h>

#include "dxsig/container.h"
#include "internal.h"
#include "read_cursor.h"
#include "signature_read.h"

/* ISG1/OSG1/PSG1 part data as rows (arena). */
static bool parse_part(const uint8_t *d, size_t size, const char *what, const char *who,
                       struct dxsig_arena *arena, struct dxsig_link_list *out,
                       struct dxsig_diag_list *diags) {
  out->rows = NULL;
  out->count = 0;
  uint32_t count, offset;
  enum dxsig_sig_header_status header = dxsig_sig_part_header(d, size, &count, &offset);
  if (header == DXSIG_SIG_HEADER_SHORT) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_CONTAINER, "%s: %s part is %zu bytes, shorter "
                   "than its 8-byte header", who, what, size);
    return false;
  }
  if (count == 0)
    return true;
  if (header == DXSIG_SIG_HEADER_OVERRUN) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_CONTAINER, "%s: %s part: %u records at offset "
                   "%u do not fit its %zu bytes", who, what, (unsigned)count, (unsigned)offset,
                   size);
    return false;
  }
  struct dxsig_link_row *rows = dxsig_arena_calloc(arena, count, sizeof *rows);
  if (!rows) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  for (uint32_t i = 0; i < count; ++i) {
    struct dxsig_sig_record rec;
    dxsig_sig_part_record(d, size, offset, i, &rec);
    struct dxsig_link_row *row = &rows[i];
    *row = (struct dxsig_link_row){.index = rec.index, .system_value = rec.system_value,
                                   .comp_type = rec.comp_type,
                                   .min_precision = rec.min_precision, .reg = rec.reg,
                                   .mask = rec.mask & 0xFu, .rw_mask = rec.rw_mask & 0xFu,
                                   .interp = DXSIG_LINK_INTERP_UNKNOWN, .stream = rec.stream};
    uint32_t name = rec.name;
    const uint8_t *end = name < size ? memchr(d + name, 0, size - name) : NULL;
    if (!end) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_CONTAINER, "%s: %s part: record %u has a "
                     "semantic name outside the part", who, what, (unsigned)i);
      return false;
    }
    row->name = dxsig_arena_strndup(arena, (const char *)d + name, (size_t)(end - (d + name)));
    if (!row->name) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      return false;
    }
  }
  out->rows = rows;
  out->count = count;
  return true;
}

static const char *const PART_NAMES[DXSIG_SIG_KIND_COUNT] = {"ISG1", "OSG1", "PSG1"};

bool dxsig_link_stage_from_container(struct dxsig_link_stage *out, const void *data,
                                     size_t size, const char *name, struct dxsig_arena *arena,
                                     struct dxsig_diag_list *diags) {
  memset(out, 0, sizeof *out);
  out->name = name;
  out->stage = DXSIG_SHADER_STAGE_COUNT;
  struct dxsig_container_view v;
  /* The reader's notes (part alignment and such) do not concern linkage. */
  struct dxsig_diag_list read_diags;
  dxsig_diag_list_init(&read_diags);
  bool ok = dxsig_container_read(&v, data, size, &read_diags);
  for (size_t i = 0; i < read_diags.count; ++i)
    if (read_diags.items[i].severity != DXSIG_NOTE)
      dxsig_diag_add(diags, read_diags.items[i].severity, read_diags.items[i].code, "%s: %s",
                     name, read_diags.items[i].message);
  dxsig_diag_list_finish(&read_diags);
  if (ok) {
    const struct dxsig_part *dxil = dxsig_container_find(&v, DXSIG_PART_DXIL);
    const struct dxsig_part *psv = dxsig_container_find(&v, DXSIG_PART_PSV0);
    int stage = -1;
    if (dxil && dxil->size >= 4)
      stage = (int)(dxsig_le32(dxil->data) >> 16);
    else if (psv && psv->size >= 4 + 25 && dxsig_le32(psv->data) >= 25)
      stage = psv->data[4 + 24];
    /* Unknown (no DXIL part, PSV0 before version 1): the caller may know. */
    if (stage >= 0 && stage < DXSIG_SHADER_STAGE_COUNT)
      out->stage = (enum dxsig_shader_stage)stage;
    static const uint32_t fourcc[DXSIG_SIG_KIND_COUNT] = {DXSIG_PART_ISG1, DXSIG_PART_OSG1,
                                                          DXSIG_PART_PSG1};
    for (int k = 0; ok && k < DXSIG_SIG_KIND_COUNT; ++k) {
      const struct dxsig_part *p = dxsig_container_find(&v, fourcc[k]);
      if (p)
        ok = parse_part(p->data, p->size, PART_NAMES[k], name, arena, &out->lists[k], diags);
    }
  }
  dxsig_container_view_finish(&v);
  return ok;
}

/* The element of a list a record comes from: same name (either spelling),
 * semantic index and stream. */
static const struct dxsig_element *record_element(const struct dxsig_signature *sig,
                                                  const struct dxsig_link_row *row) {
  for (size_t i = 0; i < sig->count; ++i) {
    const struct dxsig_element *e = &sig->elements[i];
    if (!e->name || e->stream != row->stream || !same_name(e->name, row->name))
      continue;
    for (uint32_t r = 0; r < e->index_count && e->indices; ++r)
      if (e->indices[r] == row->index)
        return e;
  }
  return NULL;
}

bool dxsig_link_stage_from_entry(struct dxsig_link_stage *out, const struct dxsig_entry *entry,
                                 const struct dxsig_module *m, struct dxsig_arena *arena,
                                 struct dxsig_diag_list *diags) {
  memset(out, 0, sizeof *out);
  out->name = entry->name;
  out->stage = entry->stage;
  if (!entry->has_stage) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_STAGE, "entry '%s' has no shader stage",
                   entry->name);
    return false;
  }
  /* Validators before 1.5 write no read/write masks; the check needs them,
   * so the parts are written as a current validator would. */
  struct dxsig_part_options opts = {m->valver_major, m->valver_minor, m->native16,
                                    DXSIG_TESS_DOMAIN_UNDEFINED};
  if (dxsig_version_compare(opts.valver_major, opts.valver_minor, 1, 8) < 0) {
    opts.valver_major = 1;
    opts.valver_minor = 8;
  }
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    const struct dxsig_signature *sig = &entry->sigs[k];
    if (!sig->count)
      continue;
    struct dxsig_bytes b;
    dxsig_bytes_init(&b);
    bool ok = dxsig_signature_part_write(&b, entry, (enum dxsig_sig_kind)k, &opts, diags) &&
              !b.failed &&
              parse_part(b.data, b.len, PART_NAMES[k], entry->name, arena, &out->lists[k], diags);
    dxsig_bytes_finish(&b);
    if (!ok)
      return false;
    /* The parts have no interpolation mode: take it from the element. */
    for (size_t i = 0; i < out->lists[k].count; ++i) {
      struct dxsig_link_row *row = (struct dxsig_link_row *)&out->lists[k].rows[i];
      const struct dxsig_element *e = record_element(sig, row);
      if (e && e->interp < DXSIG_INTERP_MODE_COUNT)
        row->interp = (uint8_t)e->interp;
    }
  }
  return true;
}
