/* libFuzzer harness: the HLSL reader (dxsig/hlsl.h) on preprocessed text,
 * then everything a compiler does with the model it returns: the model's
 * checks and printers, packing, the stage properties from the entries'
 * attributes, and a container per packed entry, dumped back.
 *
 * Input: byte 0 and byte 1 pick the options, the rest is the text, copied
 * into an exactly sized heap block (not NUL-terminated) so that ASan sees
 * any read past its end.
 *   byte 0: bits 0-3 the profile (mod 9: vs_6_0 ps_6_6 gs_6_0 hs_6_0 ds_6_0
 *           ms_6_5 cs_6_0 lib_6_3, none), bit 4 -E main (else no entry
 *           named), bit 5 -enable-16bit-types, bit 6 -Zpr, bit 7 -Gec
 *   byte 1: bits 0-1 -HV (2021 default, 2016, 2018, 2021), bit 2 optimized
 *           packing (else prefix-stable), bit 3 validator 1.8 (else the
 *           model's 1.0), bit 4 HASH and DXIL parts in the container,
 *           bit 5 also dxsig explain on every list
 *
 * Invariants, checked with abort() so that libFuzzer records the input:
 *   - reading is deterministic: the same text read again gives the same
 *     result, diagnostics and elements;
 *   - a read that succeeds gives what dxsig/hlsl.h promises: one entry for
 *     a stage profile (named -E's name or "main"), hlsl.shader first among
 *     each entry's attributes and naming its stage, every element
 *     unallocated with UsageMask its declared components, one source
 *     location per element;
 *   - a model the verifier accepts and the packer packs passes
 *     dxsig_verify_placement, list by list;
 *   - a container built from a packed entry reads back and dumps without
 *     an error.
 * The rest (the reader on anything, the checks, printers and packers on a
 * model that does not verify) must merely not crash, hang or leak. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/dxsig.h"

static const char *const PROFILES[] = {"vs_6_0", "ps_6_6", "gs_6_0",  "hs_6_0", "ds_6_0",
                                       "ms_6_5", "cs_6_0", "lib_6_3", NULL};
#define PROFILE_COUNT (sizeof PROFILES / sizeof *PROFILES)
static const uint32_t HLSL_VERSIONS[] = {0, 2016, 2018, 2021};

static void fail(const char *what, const struct dxsig_diag_list *diags) {
  fprintf(stderr, "fuzz_hlsl invariant broken: %s\n", what);
  for (size_t i = 0; diags && i < diags->count; ++i)
    fprintf(stderr, "  %s\n", diags->items[i].message);
  abort();
}

/* ---- reading -------------------------------------------------------------- */

static bool same_element(const struct dxsig_element *a, const struct dxsig_element *b) {
  if (a->kind != b->kind || a->comp_type != b->comp_type || a->interp != b->interp ||
      a->rows != b->rows || a->cols != b->cols || a->stream != b->stream ||
      a->usage_mask != b->usage_mask || a->index_count != b->index_count ||
      a->name_len != b->name_len || memcmp(a->name, b->name, a->name_len) != 0)
    return false;
  return a->index_count == 0 ||
         memcmp(a->indices, b->indices, a->index_count * sizeof *a->indices) == 0;
}

/* Two reads of one text agree. */
static void compare_reads(bool ok1, const struct dxsig_hlsl_program *p1,
                          const struct dxsig_diag_list *d1, bool ok2,
                          const struct dxsig_hlsl_program *p2,
                          const struct dxsig_diag_list *d2) {
  if (ok1 != ok2 || d1->count != d2->count || d1->error_count != d2->error_count)
    fail("two reads of one text differ in their result or diagnostics", d1);
  for (size_t i = 0; i < d1->count; ++i)
    if (strcmp(d1->items[i].message, d2->items[i].message) != 0)
      fail("two reads of one text report differently", d1);
  if (!ok1)
    return;
  if (p1->m.count != p2->m.count)
    fail("two reads of one text give different entries", NULL);
  for (size_t e = 0; e < p1->m.count; ++e) {
    const struct dxsig_entry *a = &p1->m.entries[e], *b = &p2->m.entries[e];
    if (strcmp(a->name, b->name) != 0 || a->stage != b->stage ||
        p1->info[e].attr_count != p2->info[e].attr_count)
      fail("two reads of one text give different entries", NULL);
    for (size_t k = 0; k < p1->info[e].attr_count; ++k)
      if (strcmp(p1->info[e].attrs[k].key, p2->info[e].attrs[k].key) != 0 ||
          strcmp(p1->info[e].attrs[k].value, p2->info[e].attrs[k].value) != 0)
        fail("two reads of one text give different attributes", NULL);
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      if (a->sigs[k].count != b->sigs[k].count || a->sigs[k].present != b->sigs[k].present)
        fail("two reads of one text give different lists", NULL);
      for (size_t i = 0; i < a->sigs[k].count; ++i)
        if (!same_element(&a->sigs[k].elements[i], &b->sigs[k].elements[i]))
          fail("two reads of one text give different elements", NULL);
    }
  }
}

/* What dxsig/hlsl.h promises of a successful read. */
static void check_program(const struct dxsig_hlsl_program *p,
                          const struct dxsig_hlsl_options *opt) {
  enum dxsig_shader_stage stage;
  struct dxsig_shader_model sm;
  bool stage_profile = opt->profile && dxsig_hlsl_profile_parse(opt->profile, &stage, &sm) &&
                       stage != DXSIG_STAGE_LIBRARY;
  if (stage_profile &&
      (p->m.count != 1 || strcmp(p->m.entries[0].name, opt->entry ? opt->entry : "main") != 0 ||
       p->m.entries[0].stage != stage))
    fail("a stage profile does not give its one entry", NULL);
  if (p->m.count == 0)
    fail("a successful read gives no entry", NULL);
  for (size_t e = 0; e < p->m.count; ++e) {
    const struct dxsig_entry *entry = &p->m.entries[e];
    const struct dxsig_hlsl_entry_info *in = &p->info[e];
    if (!entry->has_stage || in->attr_count == 0 || strcmp(in->attrs[0].key, "hlsl.shader") != 0 ||
        strcmp(in->attrs[0].value, dxsig_shader_stage_name(entry->stage)) != 0)
      fail("an entry's first attribute is not hlsl.shader naming its stage", NULL);
    const char *shader = dxsig_hlsl_entry_attr(p, e, "hlsl.shader");
    if (!shader || shader != in->attrs[0].value)
      fail("dxsig_hlsl_entry_attr does not find hlsl.shader", NULL);
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      const struct dxsig_signature *s = &entry->sigs[k];
      if (s->count && !in->element_locs[k])
        fail("elements without source locations", NULL);
      for (size_t i = 0; i < s->count; ++i) {
        const struct dxsig_element *el = &s->elements[i];
        if (el->start_row != DXSIG_UNALLOCATED || el->start_col != DXSIG_UNALLOCATED)
          fail("an element read from source is allocated", NULL);
        if (el->cols < 1 || el->cols > 4 || el->usage_mask != (1u << el->cols) - 1u)
          fail("an element's UsageMask is not its declared components", NULL);
        if (!el->name || el->rows < 1 || el->index_count != el->rows || !el->indices)
          fail("an element's rows and semantic indices disagree", NULL);
      }
    }
  }
  if (dxsig_hlsl_entry_attr(p, p->m.count, "hlsl.shader"))
    fail("dxsig_hlsl_entry_attr answers past the last entry", NULL);
}

/* ---- the model downstream ------------------------------------------------- */

struct attr_lookup {
  const struct dxsig_hlsl_entry_info *info;
};

static const char *lookup_attr(void *ctx, const char *key, size_t *len) {
  const struct dxsig_hlsl_entry_info *in = ((struct attr_lookup *)ctx)->info;
  for (size_t k = 0; k < in->attr_count; ++k)
    if (strcmp(in->attrs[k].key, key) == 0) {
      *len = strlen(in->attrs[k].value);
      return in->attrs[k].value;
    }
  return NULL;
}

/* A container for one packed entry, its stage properties from its
 * attributes; when it is built it must read back and dump cleanly. */
static void build_container(const struct dxsig_module *m, size_t e,
                            const struct dxsig_hlsl_entry_info *info, bool valver18,
                            bool with_dxil) {
  const struct dxsig_entry *entry = &m->entries[e];
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_stage_props props;
  dxsig_stage_props_init(&props);
  struct attr_lookup ctx = {info};
  struct dxsig_container_input in;
  memset(&in, 0, sizeof in);
  dxsig_psv_info_init(&in.psv);
  in.entry = entry;
  in.opts.valver_major = 1;
  in.opts.valver_minor = valver18 ? 8 : m->valver_minor;
  in.opts.native16 = m->native16;
  in.sign = true;
  static const uint8_t bitcode[] = {'B', 'C', 0xC0, 0xDE, 0x35, 0x14, 0, 0};
  if (with_dxil) {
    in.with_dxil = true;
    struct dxsig_shader_model sm = m->target.sm.major ? m->target.sm : dxsig_shader_model_dxil_min();
    in.sm_major = sm.major;
    in.sm_minor = sm.minor;
    dxsig_shader_model_dxil_version(sm, &in.dxil_major, &in.dxil_minor);
    in.bitcode = bitcode;
    in.bitcode_size = sizeof bitcode;
  }
  if (dxsig_stage_props_read(&props, entry, lookup_attr, &ctx, &diags)) {
    dxsig_stage_props_resolve(&props, entry);
    dxsig_stage_props_to_psv(&props, &in.opts, &in.psv);
    struct dxsig_bytes file;
    dxsig_bytes_init(&file);
    if (dxsig_container_build(&file, &in, &diags)) {
      struct dxsig_diag_list back;
      dxsig_diag_list_init(&back);
      struct dxsig_container_view view;
      if (!dxsig_container_read(&view, file.data, file.len, &back) || back.error_count)
        fail("a container dxsig built does not read back", &back);
      dxsig_container_view_finish(&view);
      struct dxsig_buffer text;
      dxsig_buffer_init(&text);
      if (!dxsig_container_dump(&text, file.data, file.len, &back) || back.error_count)
        fail("a container dxsig built dumps with errors", &back);
      dxsig_buffer_finish(&text);
      dxsig_diag_list_finish(&back);
    }
    dxsig_bytes_finish(&file);
  }
  dxsig_diag_list_finish(&diags);
}

/* The model as a compiler hands it on (dxsig/driver.h): checked, printed,
 * packed, and each entry that packed into a container. */
static void downstream(struct dxsig_hlsl_program *p, const uint8_t opts) {
  struct dxsig_model model;
  dxsig_model_init(&model);
  dxsig_module_finish(&model.m);
  model.m = p->m; /* the model owns the module (p->info lives in its arena) */
  dxsig_module_init(&p->m);
  model.loaded = true;

  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  bool verified = dxsig_model_check(&model, &diags);
  dxsig_model_print(&model, &b, &diags);
  const struct dxsig_module *m = &model.m;
  enum dxsig_packing_mode mode = (opts & 4) ? DXSIG_PACKING_OPTIMIZED : DXSIG_PACKING_PREFIX_STABLE;
  for (size_t e = 0; e < m->count; ++e)
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      dxsig_print_signature_table_mode(&b, &m->entries[e], (enum dxsig_sig_kind)k, m->native16);
      if (opts & 0x20)
        dxsig_explain_signature(&b, &m->entries[e], (enum dxsig_sig_kind)k, mode, m->native16);
    }

  size_t slots = m->count * DXSIG_SIG_KIND_COUNT;
  struct dxsig_pack_result *results = calloc(slots ? slots : 1, sizeof *results);
  if (!results)
    abort();
  struct dxsig_pack_request req = {mode, true, false};
  dxsig_model_pack(&model, NULL, &req, results, &diags);
  dxsig_print_pack_report(&b, m, results);
  for (size_t e = 0; e < m->count; ++e) {
    const struct dxsig_entry *entry = &m->entries[e];
    bool packed = true;
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      packed &= results[e * DXSIG_SIG_KIND_COUNT + k].error == DXSIG_PACK_OK;
    if (!verified || !packed)
      continue;
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      struct dxsig_diag_list placed;
      dxsig_diag_list_init(&placed);
      if (!dxsig_verify_placement(entry, (enum dxsig_sig_kind)k, m->native16, &placed))
        fail("the verifier rejects a packed list read from HLSL", &placed);
      dxsig_diag_list_finish(&placed);
      dxsig_print_register_map(&b, &entry->sigs[k]);
    }
    build_container(m, e, &p->info[e], (opts & 8) != 0, (opts & 0x10) != 0);
  }
  free(results);
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&diags);
  dxsig_model_finish(&model);
  p->info = NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 2 || size > 1024 * 1024)
    return 0;
  struct dxsig_hlsl_options opt;
  memset(&opt, 0, sizeof opt);
  opt.profile = PROFILES[(data[0] & 15u) % PROFILE_COUNT];
  opt.entry = (data[0] & 0x10) ? "main" : NULL;
  opt.enable_16bit_types = (data[0] & 0x20) != 0;
  opt.row_major = (data[0] & 0x40) != 0;
  opt.gec = (data[0] & 0x80) != 0;
  opt.hlsl_version = HLSL_VERSIONS[data[1] & 3];
  size_t len = size - 2;
  char *text = malloc(len ? len : 1);
  if (!text)
    return 0;
  memcpy(text, data + 2, len);

  struct dxsig_hlsl_program p, again;
  struct dxsig_diag_list diags, diags2;
  dxsig_hlsl_program_init(&p);
  dxsig_hlsl_program_init(&again);
  dxsig_diag_list_init(&diags);
  dxsig_diag_list_init(&diags2);
  bool ok = dxsig_hlsl_read_text(text, len, "fuzz.hlsl", &opt, &p, &diags);
  bool ok2 = dxsig_hlsl_read_text(text, len, "fuzz.hlsl", &opt, &again, &diags2);
  compare_reads(ok, &p, &diags, ok2, &again, &diags2);
  dxsig_hlsl_program_finish(&again);
  dxsig_diag_list_finish(&diags2);

  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &diags, "fuzz.hlsl");
  dxsig_buffer_finish(&b);
  if (ok) {
    check_program(&p, &opt);
    downstream(&p, data[1]);
  }
  dxsig_diag_list_finish(&diags);
  dxsig_hlsl_program_finish(&p);
  free(text);
  return 0;
}
