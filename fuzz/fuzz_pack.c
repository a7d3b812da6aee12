/* libFuzzer harness: the core verifier and packers on structured element
 * arrays decoded from the fuzz bytes (format in fuzz/README.md).
 *
 * Invariants, checked with abort() so that libFuzzer records the input:
 *   - dxsig_signature_pack is deterministic: two packs of the same list give
 *     the same locations, masks and result;
 *   - after a successful pack of a list that the schema rules and
 *     dxsig_verify_entry accepted, dxsig_verify_placement accepts it;
 *   - packing is a fixed point: packing the packed list again changes
 *     nothing;
 *   - a failed pack leaves the list exactly as it was;
 *   - minimal packing (a bounded search, inputs with bit 2 of byte 1) is
 *     deterministic, succeeds whenever a greedy mode finds a layout the
 *     validator accepts, never uses more rows than such a layout, and
 *     passes the placement checks;
 *   - dxsig explain (bit 3 of byte 1) says a verified list packs exactly
 *     when dxsig_signature_pack packs it;
 *   - dxsig_module_pack packs each list of the entry as
 *     dxsig_signature_pack does, but a mesh shader's vertex and primitive
 *     outputs that need more than 32 rows together: both fail, unchanged
 *     (DXSIG_PACK_MESH_TOTAL_ROWS).
 * Everything else (verifier on arbitrary locations, printers, part writers
 * and the part dumper on the result) must merely not crash or leak. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/container.h"
#include "dxsig/dxsig.h"
#include "dxsig/explain.h"

#define MAX_ELEMENTS 96
#define ELEMENT_BYTES 12

static const char *const NAMES[] = {
    "A", "B", "TEXCOORD", "COLOR", "POSITION", "NORMAL", "SV_Position",
    "SV_Target", "SV_ClipDistance", "SV_CullDistance", "SV_TessFactor",
    "SV_InsideTessFactor", "SV_PrimitiveID", "SV_Depth", "SV_Coverage",
    "sv_target", "X1", "", "SV_Bogus", "SV_VertexID", "SV_IsFrontFace",
    "SV_RenderTargetArrayIndex", "SV_ViewID", "SV_Barycentrics",
    "SV_DomainLocation", "SV_OutputControlPointID", "SV_GSInstanceID",
    "SV_SampleIndex", "SV_ShadingRate", "SV_CullPrimitive", "SV_StencilRef",
    "SV_InstanceID"};
#define NAME_COUNT (sizeof NAMES / sizeof NAMES[0])

struct decoded {
  struct dxsig_entry entry;
  bool native16;
  enum dxsig_packing_mode mode;
  struct dxsig_element els[DXSIG_SIG_KIND_COUNT][MAX_ELEMENTS];
  uint32_t indices[DXSIG_SIG_KIND_COUNT][MAX_ELEMENTS][40];
};

static void decode_element(struct decoded *d, const uint8_t *b, unsigned list,
                           size_t slot) {
  struct dxsig_element *e = &d->els[list][slot];
  memset(e, 0, sizeof *e);
  e->id = (b[11] & 0x80) ? 0 : (uint32_t)slot;
  e->kind = b[0] % 36u;               /* 33..35 are out of range */
  e->comp_type = b[1] % 20u;          /* 19 is out of range */
  e->interp = b[2] % 9u;              /* 8 is out of range */
  e->rows = b[3] % 34u;               /* 0 and 33 are out of range */
  e->cols = b[4] % 6u;                /* 0 and 5 are out of range */
  e->start_row = (b[5] & 0x80) ? DXSIG_UNALLOCATED : (int32_t)(b[5] % 34u);
  e->start_col = (b[6] & 0x80) ? DXSIG_UNALLOCATED : (int32_t)(b[6] % 5u);
  if ((b[5] & 0xC0) == 0xC0)          /* allocated row, unallocated col */
    e->start_row = b[5] & 0x1F;
  e->usage_mask = b[7] & 0x0Fu;
  e->dyn_index_mask = b[7] >> 4;
  e->stream = b[8] % 5u;              /* 4 is out of range */
  uint32_t count = (b[9] & 0x80) ? (uint32_t)(b[9] & 0x1F) : e->rows;
  if (count > 40)
    count = 40;
  uint32_t *idx = d->indices[list][slot];
  for (uint32_t i = 0; i < count; ++i)
    idx[i] = (uint32_t)b[10] + i * ((b[9] >> 5) & 3u);
  e->indices = count ? idx : NULL;
  e->index_count = count;
  /* Name: the canonical name of the kind (a consistent element) or one of
   * a fixed set (often inconsistent). */
  const char *name = (b[11] & 0x40) ? dxsig_semantic_kind_name(e->kind) : NULL;
  if (!name || !*name)
    name = NAMES[(b[11] & 0x3F) % NAME_COUNT];
  e->name = name;
  e->name_len = strlen(name);
}

static bool decode(struct decoded *d, const uint8_t *data, size_t size) {
  if (size < 2)
    return false;
  memset(&d->entry, 0, sizeof d->entry);
  d->entry.name = "main";
  d->entry.stage = (enum dxsig_shader_stage)(data[0] % DXSIG_SHADER_STAGE_COUNT);
  d->entry.has_stage = (data[0] & 0x80) == 0 || (data[0] & 0x40) != 0;
  d->mode = (data[1] & 1) ? DXSIG_PACKING_OPTIMIZED : DXSIG_PACKING_PREFIX_STABLE;
  d->native16 = (data[1] & 2) != 0; /* bit 2: minimal, 3: explain, 6: printers */
  size_t counts[DXSIG_SIG_KIND_COUNT] = {0};
  data += 2;
  size -= 2;
  for (; size >= ELEMENT_BYTES; data += ELEMENT_BYTES, size -= ELEMENT_BYTES) {
    /* The list: the high nibble of the stream byte. */
    unsigned list = (data[8] >> 4) % DXSIG_SIG_KIND_COUNT;
    if (counts[list] == MAX_ELEMENTS)
      continue;
    decode_element(d, data, list, counts[list]++);
  }
  for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    struct dxsig_signature *s = &d->entry.sigs[k];
    s->kind = (enum dxsig_sig_kind)k;
    s->present = counts[k] != 0 || ((d->entry.stage + k) & 1);
    s->elements = counts[k] ? d->els[k] : NULL;
    s->count = counts[k];
  }
  return true;
}

static bool same_layout(const struct dxsig_element *a, const struct dxsig_element *b,
                        size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (a[i].start_row != b[i].start_row || a[i].start_col != b[i].start_col ||
        a[i].usage_mask != b[i].usage_mask)
      return false;
  return true;
}

static void fail(const char *what, const struct dxsig_diag_list *diags) {
  fprintf(stderr, "fuzz_pack invariant broken: %s\n", what);
  for (size_t i = 0; diags && i < diags->count; ++i)
    fprintf(stderr, "  %s\n", diags->items[i].message);
  abort();
}

/* dxsig_module_pack on a one-entry module of copies of the lists, against
 * each list packed alone (single, single_res). Its mesh check counts the
 * rows of the elements the schema accepts (the verifier's count): on a
 * verified entry the lists' own counts, else only its outcome is checked. */
static void check_module_pack(const struct decoded *d, bool verified,
                              struct dxsig_element (*single)[MAX_ELEMENTS],
                              const struct dxsig_pack_result *single_res) {
  static struct dxsig_element copies[DXSIG_SIG_KIND_COUNT][MAX_ELEMENTS];
  struct dxsig_entry entry = d->entry;
  for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    if (entry.sigs[k].count)
      memcpy(copies[k], entry.sigs[k].elements, entry.sigs[k].count * sizeof **copies);
    entry.sigs[k].elements = copies[k];
  }
  struct dxsig_module m = {.entries = &entry, .count = 1, .native16 = d->native16};
  struct dxsig_pack_result res[DXSIG_SIG_KIND_COUNT];
  bool ok = dxsig_module_pack(&m, d->mode, res);
  const unsigned out = DXSIG_SIG_OUTPUT, prim = DXSIG_SIG_PATCH_CONSTANT;
  bool mesh_fit = d->entry.stage == DXSIG_STAGE_MESH &&
                  single_res[out].error == DXSIG_PACK_OK &&
                  single_res[prim].error == DXSIG_PACK_OK;
  bool too_tall = res[out].error == DXSIG_PACK_MESH_TOTAL_ROWS;
  if (too_tall != (res[prim].error == DXSIG_PACK_MESH_TOTAL_ROWS) || (too_tall && !mesh_fit))
    fail("dxsig_module_pack fails a mesh layout it should not", NULL);
  if (verified && mesh_fit &&
      too_tall != (single_res[out].rows_used + single_res[prim].rows_used > DXSIG_MAX_ROWS))
    fail("dxsig_module_pack's mesh row count is not the lists'", NULL);
  bool all = true;
  for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    size_t n = d->entry.sigs[k].count;
    if (too_tall && (k == out || k == prim)) {
      if (n && !same_layout(copies[k], d->entry.sigs[k].elements, n))
        fail("dxsig_module_pack changes a mesh layout it fails", NULL);
      all = false;
      continue;
    }
    if (res[k].error != single_res[k].error || res[k].element != single_res[k].element ||
        res[k].rows_used != single_res[k].rows_used ||
        (n && !same_layout(copies[k], single[k], n)))
      fail("dxsig_module_pack packs a list otherwise than dxsig_signature_pack", NULL);
    all &= res[k].error == DXSIG_PACK_OK;
  }
  if (ok != all)
    fail("dxsig_module_pack's result is not its lists'", NULL);
}

/* The printers, part writers and part dumper on an entry: no crash. */
static void exercise_outputs(const struct dxsig_entry *entry, bool native16) {
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    dxsig_print_signature_table_mode(&b, entry, (enum dxsig_sig_kind)k, native16);
    dxsig_print_register_map(&b, &entry->sigs[k]);
  }
  struct dxsig_part_options opts = {1, 8, native16, DXSIG_TESS_DOMAIN_UNDEFINED};
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_entry_parts parts;
  dxsig_entry_parts_init(&parts);
  if (dxsig_entry_parts_write(&parts, entry, &opts, NULL, &diags)) {
    dxsig_dump_signature_part(&b, "in", parts.isg1.data, parts.isg1.len, true);
    dxsig_dump_signature_part(&b, "out", parts.osg1.data, parts.osg1.len, false);
    dxsig_dump_signature_part(&b, "pc", parts.psg1.data, parts.psg1.len, false);
    dxsig_dump_psv0(&b, parts.psv0.data, parts.psv0.len, (int)entry->stage);
  }
  dxsig_entry_parts_finish(&parts);
  dxsig_diag_list_finish(&diags);
  dxsig_buffer_finish(&b);
}

/* Minimal packing of one list with a small budget, stream by stream as
 * dxsig_signature_pack does it, against the row counts of the greedy
 * layouts the validator accepts (on unverified lists, a greedy mode can
 * return one it rejects; minimal never does). */
#define MINIMAL_BUDGET 2000u
static bool pack_minimal_list(struct dxsig_element *els, size_t n,
                              enum dxsig_sigpoint sp, bool native16,
                              uint32_t *rows, bool *greedy_valid, uint32_t *greedy_rows) {
  struct dxsig_minimal_options opts = {MINIMAL_BUDGET};
  *rows = 0;
  greedy_valid[0] = greedy_valid[1] = true;
  greedy_rows[0] = greedy_rows[1] = 0;
  bool gs = sp == DXSIG_SIGPOINT_GS_OUT;
  for (int s = gs ? 0 : -1; s < (gs ? 4 : 0); ++s) {
    struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16, .stream = s};
    struct dxsig_pack_result res;
    struct dxsig_minimal_stats st;
    bool ok = dxsig_pack_minimal_ex(els, n, &ctx, &opts, &res, &st);
    if (!ok) { /* what the greedy modes did with this stream */
      greedy_valid[0] = st.greedy_valid[0];
      greedy_valid[1] = st.greedy_valid[1];
      return false;
    }
    for (int g = 0; g < 2; ++g) {
      greedy_valid[g] &= st.greedy_valid[g];
      if (st.greedy_valid[g] && st.greedy_rows[g] > greedy_rows[g])
        greedy_rows[g] = st.greedy_rows[g];
    }
    if (res.rows_used > *rows)
      *rows = res.rows_used;
  }
  return true;
}

static void check_minimal(const struct decoded *d, unsigned k, bool verified) {
  const struct dxsig_signature *in = &d->entry.sigs[k];
  size_t n = in->count;
  enum dxsig_sigpoint sp;
  if (!n || !d->entry.has_stage ||
      !dxsig_sigpoint_of_list(d->entry.stage, (enum dxsig_sig_kind)k, &sp))
    return;
  enum dxsig_packing_kind pk = dxsig_sigpoint_packing_kind(sp);
  if (pk == DXSIG_PACKING_KIND_INPUT_ASSEMBLER || pk == DXSIG_PACKING_KIND_TARGET ||
      pk == DXSIG_PACKING_KIND_NONE)
    return; /* minimal mode does not apply */
  for (size_t i = 0; i < n; ++i)
    if (sp == DXSIG_SIGPOINT_GS_OUT && in->elements[i].stream >= 4)
      return;
  static struct dxsig_element a[MAX_ELEMENTS], b[MAX_ELEMENTS];
  memcpy(a, in->elements, n * sizeof *a);
  for (size_t i = 0; i < n; ++i) /* masks element-relative, as packers take them */
    if (dxsig_element_is_allocated(&a[i]) && a[i].start_col > 0 && a[i].start_col < 4)
      a[i].usage_mask >>= (uint32_t)a[i].start_col;
  memcpy(b, a, n * sizeof *b);
  uint32_t rows_a, rows_b, greedy_rows[2], greedy_rows_b[2];
  bool greedy_valid[2], greedy_valid_b[2];
  bool ok_a = pack_minimal_list(a, n, sp, d->native16, &rows_a, greedy_valid, greedy_rows);
  bool ok_b = pack_minimal_list(b, n, sp, d->native16, &rows_b, greedy_valid_b, greedy_rows_b);
  if (ok_a != ok_b || rows_a != rows_b || !same_layout(a, b, n))
    fail("two minimal packs of one list differ", NULL);
  if (!ok_a) {
    if (greedy_valid[0] || greedy_valid[1])
      fail("minimal packing fails where a greedy mode finds a valid layout", NULL);
    return;
  }
  for (int g = 0; g < 2; ++g)
    if (greedy_valid[g] && rows_a > greedy_rows[g])
      fail("minimal packing uses more rows than a valid greedy layout", NULL);
  if (!verified)
    return;
  struct dxsig_entry check = d->entry;
  check.sigs[k].elements = a;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  if (!dxsig_verify_placement(&check, (enum dxsig_sig_kind)k, d->native16, &diags))
    fail("the verifier rejects a minimally packed list", &diags);
  dxsig_diag_list_finish(&diags);
}

/* The schema rules dxsig_module_read enforces before the verifier runs
 * (the harness builds elements directly): an element the reader would
 * reject never reaches the packer in the passes or the CLI. */
static bool schema_ok(const struct dxsig_entry *entry) {
  for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    const struct dxsig_signature *sig = &entry->sigs[k];
    for (size_t i = 0; i < sig->count; ++i) {
      const struct dxsig_element *e = &sig->elements[i];
      bool row_none = e->start_row == DXSIG_UNALLOCATED;
      bool col_none = e->start_col == DXSIG_UNALLOCATED;
      if (e->id != i || e->rows < 1 || e->rows > 32 || e->cols < 1 || e->cols > 4 ||
          e->index_count != e->rows || e->usage_mask > 15 || e->dyn_index_mask > 15 ||
          e->stream > 3 || row_none != col_none ||
          (!row_none && (e->start_row < 0 || e->start_row > 31)) ||
          (!col_none && (e->start_col < 0 || e->start_col > 3)))
        return false;
    }
  }
  return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static struct decoded d;
  if (!decode(&d, data, size))
    return 0;

  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  /* verified: what the passes let through to the packer (schema reader,
   * then verifier); the invariants below hold for such lists. */
  bool verified = dxsig_verify_entry(&d.entry, d.native16, &diags);
  verified = verified && schema_ok(&d.entry);
  dxsig_diag_list_finish(&diags);

  static struct dxsig_element first[MAX_ELEMENTS], second[MAX_ELEMENTS],
      third[MAX_ELEMENTS];
  /* Each list as dxsig_signature_pack leaves it, for dxsig_module_pack. */
  static struct dxsig_element single[DXSIG_SIG_KIND_COUNT][MAX_ELEMENTS];
  struct dxsig_pack_result single_res[DXSIG_SIG_KIND_COUNT];
  bool all_packed = d.entry.has_stage;
  for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    const struct dxsig_signature *in = &d.entry.sigs[k];
    size_t n = in->count;
    struct dxsig_signature s1 = *in, s2 = *in, s3 = *in;
    s1.elements = first;
    s2.elements = second;
    s3.elements = third;
    if (n) {
      memcpy(first, in->elements, n * sizeof *first);
      memcpy(second, in->elements, n * sizeof *second);
    }
    struct dxsig_pack_result r1, r2, r3;
    bool ok1 = dxsig_signature_pack(&s1, d.entry.stage, d.mode, d.native16, &r1);
    bool ok2 = dxsig_signature_pack(&s2, d.entry.stage, d.mode, d.native16, &r2);
    if (ok1 != ok2 || r1.error != r2.error || r1.element != r2.element ||
        r1.rows_used != r2.rows_used || !same_layout(first, second, n))
      fail("two packs of one list differ", NULL);
    single_res[k] = r1;
    if (n)
      memcpy(single[k], first, n * sizeof *first);
    if (!ok1) {
      all_packed = false;
      if (n && !same_layout(first, in->elements, n))
        fail("a failed pack changed the list", NULL);
      if (r1.error == DXSIG_PACK_OK || (n && r1.element >= n))
        fail("a failed pack names no element", NULL);
      continue;
    }
    if (!d.entry.has_stage)
      continue;
    /* The packed list, placement-checked in a copy of the entry. */
    struct dxsig_entry check = d.entry;
    check.sigs[k] = s1;
    dxsig_diag_list_init(&diags);
    bool placed = dxsig_verify_placement(&check, (enum dxsig_sig_kind)k, d.native16, &diags);
    if (verified && !placed)
      fail("the verifier rejects a packed list", &diags);
    dxsig_diag_list_finish(&diags);
    /* Packing the packed list again is a fixed point. */
    if (verified) {
      if (n)
        memcpy(third, first, n * sizeof *third);
      if (!dxsig_signature_pack(&s3, d.entry.stage, d.mode, d.native16, &r3) ||
          !same_layout(first, third, n))
        fail("packing a packed list changes it", NULL);
    }
  }

  if (d.entry.has_stage)
    check_module_pack(&d, verified, single, single_res);

  if (data[1] & 4)
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      check_minimal(&d, k, verified);

  if (data[1] & 8) {
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      struct dxsig_buffer b;
      dxsig_buffer_init(&b);
      bool explained = dxsig_explain_signature(&b, &d.entry, (enum dxsig_sig_kind)k,
                                               d.mode, d.native16);
      dxsig_buffer_finish(&b);
      size_t n = d.entry.sigs[k].count;
      if (!verified || !d.entry.has_stage || !n)
        continue;
      struct dxsig_signature s = d.entry.sigs[k];
      memcpy(first, s.elements, n * sizeof *first);
      s.elements = first;
      struct dxsig_pack_result r;
      if (explained != dxsig_signature_pack(&s, d.entry.stage, d.mode, d.native16, &r))
        fail(explained ? "explain packs a list the packer does not"
                       : "explain fails on a list the packer packs", NULL);
    }
  }

  /* Printers and part writers on the packed entry (when every list packed)
   * and on the input as it was (arbitrary locations). They cost three times
   * the rest, so only inputs with bit 6 of the second byte run them. */
  if (!(data[1] & 0x40))
    return 0;
  if (all_packed && verified) {
    struct dxsig_element *copies[DXSIG_SIG_KIND_COUNT];
    struct dxsig_entry out = d.entry;
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      size_t n = d.entry.sigs[k].count;
      copies[k] = n ? malloc(n * sizeof **copies) : NULL;
      if (n) {
        memcpy(copies[k], d.entry.sigs[k].elements, n * sizeof **copies);
        out.sigs[k].elements = copies[k];
        struct dxsig_pack_result r;
        dxsig_signature_pack(&out.sigs[k], d.entry.stage, d.mode, d.native16, &r);
      }
    }
    exercise_outputs(&out, d.native16);
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      free(copies[k]);
  }
  exercise_outputs(&d.entry, d.native16);
  return 0;
}
