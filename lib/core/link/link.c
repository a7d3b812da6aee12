/* Stage linkage (see link.h).
 *
 * Both kinds of input become the records the D3D12 runtime reads: a .ll
 * entry's lists are written as ISG1/OSG1/PSG1 parts by the container
 * writer and read back by the part reader below, so the check sees
 * exactly what a container built from that entry holds. The rules are the
 * runtime's checks at CreateGraphicsPipelineState (D3D12 messages 660-666
 * SHADER_LINKAGE_*; the input-layout messages MISSINGELEMENT,
 * DUPLICATESEMANTIC, TYPE_MISMATCH), as documented by Microsoft and as
 * vkd3d-proton reimplements them; the wording is ours.
 */
#include "dxsig/link.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/container.h"
#include "dxsig/sigpoint.h"

#define RECORD_SIZE 32u
#define MAX_NAME_TEXT 256u

/* DxilProgramSigSemantic values the rules mention. */
enum {
  SV_NONE = 0,
  SV_VERTEX_ID = 6,
  SV_PRIMITIVE_ID = 7,
  SV_INSTANCE_ID = 8,
  SV_IS_FRONT_FACE = 9,
  SV_SAMPLE_INDEX = 10,
  SV_BARYCENTRICS = 23,
  SV_SHADING_RATE = 24
};

static uint32_t rd32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int ascii_lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static bool same_name(const char *a, const char *b) {
  for (;; ++a, ++b) {
    if (ascii_lower((unsigned char)*a) != ascii_lower((unsigned char)*b))
      return false;
    if (!*a)
      return true;
  }
}

/* ---- reading signature parts -------------------------------------------- */

/* Reads ISG1/OSG1/PSG1 part data into rows (arena). */
static bool parse_part(const uint8_t *d, size_t size, const char *what, const char *who,
                       struct dxsig_arena *arena, struct dxsig_link_list *out,
                       struct dxsig_diag_list *diags) {
  out->rows = NULL;
  out->count = 0;
  if (size < 8) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LINK_CONTAINER, "%s: %s part is %zu bytes, shorter "
                   "than its 8-byte header", who, what, size);
    return false;
  }
  uint32_t count = rd32(d), offset = rd32(d + 4);
  if (count == 0)
    return true;
  if (offset > size || count > (size - offset) / RECORD_SIZE) {
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
    const uint8_t *r = d + offset + (size_t)i * RECORD_SIZE;
    struct dxsig_link_row *row = &rows[i];
    row->stream = rd32(r);
    uint32_t name = rd32(r + 4);
    row->index = rd32(r + 8);
    row->system_value = rd32(r + 12);
    row->comp_type = rd32(r + 16);
    row->reg = rd32(r + 20);
    row->mask = r[24] & 0xFu;
    row->rw_mask = r[25] & 0xFu;
    row->min_precision = rd32(r + 28);
    row->interp = DXSIG_LINK_INTERP_UNKNOWN;
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
      stage = (int)(rd32(dxil->data) >> 16);
    else if (psv && psv->size >= 4 + 25 && rd32(psv->data) >= 25)
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

/* ---- words --------------------------------------------------------------- */

static const char *stage_word(enum dxsig_shader_stage s) {
  const char *n = dxsig_shader_stage_name(s);
  return n ? n : "unknown";
}

/* "input", "output", "patch constant", "primitive output" */
static const char *list_word(enum dxsig_shader_stage stage, int kind) {
  if (kind == DXSIG_SIG_PATCH_CONSTANT)
    return stage == DXSIG_STAGE_MESH ? "primitive output" : "patch constant";
  return kind == DXSIG_SIG_INPUT ? "input" : "output";
}

static void put_components(char *buf, size_t size, uint8_t mask) {
  char text[6] = ".";
  size_t n = 1;
  for (uint32_t c = 0; c < 4; ++c)
    if (mask >> c & 1u)
      text[n++] = "xyzw"[c];
  text[n] = '\0';
  snprintf(buf, size, "%s", n > 1 ? text : "");
}

/* "r1.xy" (or "no register") */
static void put_place(char *buf, size_t size, uint32_t reg, uint8_t mask) {
  char comps[8];
  put_components(comps, sizeof comps, mask);
  if (reg == DXSIG_LINK_NO_REGISTER)
    snprintf(buf, size, "no register");
  else
    snprintf(buf, size, "r%u%s", (unsigned)reg, comps);
}

/* "TEXCOORD1" */
static void put_label(char *buf, size_t size, const struct dxsig_link_row *r) {
  snprintf(buf, size, "%.*s%u", (int)MAX_NAME_TEXT, r->name, (unsigned)r->index);
}

static const char *type_word(uint32_t comp_type, uint32_t min_precision) {
  switch (min_precision) {
  case 1: return "min16float";
  case 2: return "min10float";
  case 4: return "min16int";
  case 5: return "min16uint";
  case 6: return "min16 (any)";
  case 7: return "min10 (any)";
  default: break;
  }
  switch (comp_type) {
  case 1: return "uint";
  case 2: return "int";
  case 3: return "float";
  case 4: return "uint16_t";
  case 5: return "int16_t";
  case 6: return "half";
  case 7: return "uint64_t";
  case 8: return "int64_t";
  case 9: return "double";
  default: return "unknown";
  }
}

static const char *sysvalue_word(uint32_t sv) {
  switch (sv) {
  case 0: return "no system value";
  case 11: return "a quad edge tess factor";
  case 12: return "a quad inside tess factor";
  case 13: return "a tri edge tess factor";
  case 14: return "a tri inside tess factor";
  case 15: return "a line detail tess factor";
  case 16: return "a line density tess factor";
  }
  for (uint32_t kind = 0; kind < DXSIG_SEMANTIC_KIND_COUNT; ++kind)
    if (dxsig_semantic_kind_system_value(kind) == sv)
      return dxsig_semantic_kind_name(kind);
  return "another system value";
}

static const char *interp_word(uint8_t mode) {
  static const char *const names[] = {"undefined", "nointerpolation", "linear", "centroid",
                                      "noperspective", "noperspective centroid", "sample",
                                      "noperspective sample"};
  return mode < sizeof names / sizeof names[0] ? names[mode] : "unknown";
}

/* ---- the pair check ------------------------------------------------------ */

bool dxsig_link_stages_adjacent(enum dxsig_shader_stage p, enum dxsig_shader_stage c) {
  switch (p) {
  case DXSIG_STAGE_VERTEX:
    return c == DXSIG_STAGE_HULL || c == DXSIG_STAGE_GEOMETRY || c == DXSIG_STAGE_PIXEL;
  case DXSIG_STAGE_HULL: return c == DXSIG_STAGE_DOMAIN;
  case DXSIG_STAGE_DOMAIN: return c == DXSIG_STAGE_GEOMETRY || c == DXSIG_STAGE_PIXEL;
  case DXSIG_STAGE_GEOMETRY:
  case DXSIG_STAGE_MESH: return c == DXSIG_STAGE_PIXEL;
  default: return false;
  }
}

/* System values the consumer may read although the producer does not
 * write them: the pipeline generates them. */
static bool generated(uint32_t sv, enum dxsig_shader_stage prev, enum dxsig_shader_stage cur) {
  switch (sv) {
  case SV_VERTEX_ID:
  case SV_INSTANCE_ID: return cur == DXSIG_STAGE_VERTEX;
  case SV_PRIMITIVE_ID:
    return cur == DXSIG_STAGE_HULL || cur == DXSIG_STAGE_DOMAIN || cur == DXSIG_STAGE_GEOMETRY ||
           (cur == DXSIG_STAGE_PIXEL && prev != DXSIG_STAGE_GEOMETRY && prev != DXSIG_STAGE_MESH);
  case SV_IS_FRONT_FACE:
  case SV_SAMPLE_INDEX:
  case SV_BARYCENTRICS:
  case SV_SHADING_RATE: return cur == DXSIG_STAGE_PIXEL;
  default: return false;
  }
}

struct side {
  const struct dxsig_link_stage *stage;
  int kind;
};

static const struct dxsig_link_row *find_row(const struct dxsig_link_list *l,
                                             const struct dxsig_link_row *want, bool any_stream) {
  for (size_t i = 0; i < l->count; ++i) {
    const struct dxsig_link_row *r = &l->rows[i];
    if (r->index == want->index && same_name(r->name, want->name) &&
        (any_stream || r->stream == want->stream))
      return r;
  }
  return NULL;
}

/* Where messages go, and what they are about ("pipeline 'main': "). */
struct sink {
  struct dxsig_diag_list *diags;
  const char *context;
};

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void report(const struct sink *out, enum dxsig_severity sev, enum dxsig_rule code,
                   const char *fmt, ...) {
  char text[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  if (out->context)
    dxsig_diag_add(out->diags, sev, code, "%s: %s", out->context, text);
  else
    dxsig_diag_add(out->diags, sev, code, "%s", text);
}

/* The producer's rows of a list, "SV_Position0, TEXCOORD0, ..." */
static void list_labels(char *buf, size_t size, const struct dxsig_link_list *a,
                        const struct dxsig_link_list *b) {
  size_t used = 0, shown = 0, total = a->count + (b ? b->count : 0);
  buf[0] = '\0';
  for (size_t i = 0; i < total && shown < 8; ++i) {
    const struct dxsig_link_row *r = i < a->count ? &a->rows[i] : &b->rows[i - a->count];
    char label[MAX_NAME_TEXT + 16];
    put_label(label, sizeof label, r);
    int n = snprintf(buf + used, size - used, "%s%s", shown ? ", " : "", label);
    if (n < 0 || (size_t)n >= size - used)
      break;
    used += (size_t)n;
    ++shown;
  }
  if (total > shown && used < size)
    snprintf(buf + used, size - used, " and %zu more", total - shown);
}

/* Checks the consumer's list ckind against the producer's list pkind (and
 * pkind2 too, for mesh vertex + primitive outputs). */
static bool check_list(const struct dxsig_link_stage *p, int pkind, int pkind2,
                       const struct dxsig_link_stage *c, int ckind, const struct sink *diags) {
  bool ok = true;
  bool exact = c->stage == DXSIG_STAGE_DOMAIN;
  bool mesh = p->stage == DXSIG_STAGE_MESH;
  const struct dxsig_link_list *cl = &c->lists[ckind], *pl = &p->lists[pkind];
  const struct dxsig_link_list *pl2 = pkind2 >= 0 ? &p->lists[pkind2] : NULL;
  const char *cw = list_word(c->stage, ckind);
  for (size_t i = 0; i < cl->count; ++i) {
    const struct dxsig_link_row *in = &cl->rows[i];
    char label[MAX_NAME_TEXT + 16], cplace[32], pplace[32];
    put_label(label, sizeof label, in);
    put_place(cplace, sizeof cplace, in->reg, in->mask);
    const struct dxsig_link_row *out = find_row(pl, in, false);
    int okind = pkind;
    if (!out && pl2) {
      out = find_row(pl2, in, false);
      okind = pkind2;
    }
    if (!out) {
      if (generated(in->system_value, p->stage, c->stage))
        continue;
      const struct dxsig_link_row *other = find_row(pl, in, true);
      if (other) {
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_STREAM,
               "%s %s %s reads %s but %s writes %s only to stream %u; the pixel shader sees "
               "stream 0",
               c->name, cw, label, cplace, p->name, label, (unsigned)other->stream);
      } else {
        char outs[512];
        list_labels(outs, sizeof outs, pl, pl2);
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_MISSING,
               "%s %s %s reads %s but %s writes no %s (it writes %s)", c->name, cw, label, cplace,
               p->name, label, outs[0] ? outs : "nothing");
      }
      ok = false;
      continue;
    }
    /* "hs_main writes X (patch constant) at r1.w" */
    char pside[MAX_NAME_TEXT + 64];
    snprintf(pside, sizeof pside, "%s%s%s", label, okind == DXSIG_SIG_OUTPUT ? "" : " (",
             okind == DXSIG_SIG_OUTPUT ? "" : list_word(p->stage, okind));
    if (okind != DXSIG_SIG_OUTPUT)
      strncat(pside, ")", sizeof pside - strlen(pside) - 1);
    put_place(pplace, sizeof pplace, out->reg, out->mask);
    /* Where: the same register (not behind a mesh shader), components the
     * producer writes (exactly them for a domain shader). */
    if (in->reg != DXSIG_LINK_NO_REGISTER) {
      bool reg_ok = mesh || in->reg == out->reg;
      bool mask_ok = mesh ? __builtin_popcount(in->mask) == __builtin_popcount(out->mask)
                     : exact ? in->mask == out->mask
                             : (in->mask & ~out->mask & 0xFu) == 0;
      if (!reg_ok || !mask_ok) {
        char missing[8];
        put_components(missing, sizeof missing, (uint8_t)(in->mask & ~out->mask & 0xFu));
        char why[96];
        if (!reg_ok)
          snprintf(why, sizeof why, "registers differ");
        else if (mesh)
          snprintf(why, sizeof why, "a pixel shader reads as many components as a mesh "
                                    "shader writes");
        else if (exact)
          snprintf(why, sizeof why, "a domain shader reads exactly what the hull shader writes");
        else
          snprintf(why, sizeof why, "%s is outside what it writes", missing);
        report(diags, DXSIG_ERROR, !reg_ok ? DXSIG_RULE_LINK_REGISTER : DXSIG_RULE_LINK_MASK,
               "%s %s %s reads %s but %s writes %s at %s (%s)", c->name, cw, label, cplace,
               p->name, pside, pplace, why);
        ok = false;
      } else if (in->rw_mask & out->rw_mask & in->mask & 0xFu && !mesh) {
        char comps[8];
        put_components(comps, sizeof comps, (uint8_t)(in->rw_mask & out->rw_mask & in->mask));
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_NEVER_WRITTEN,
               "%s %s %s always reads r%u%s but %s never writes r%u%s of %s", c->name, cw, label,
               (unsigned)in->reg, comps, p->name, (unsigned)out->reg, comps, pside);
        ok = false;
      }
    }
    if (in->comp_type != out->comp_type || in->min_precision != out->min_precision) {
      report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_TYPE, "%s %s %s reads %s as %s but %s writes %s as %s",
             c->name, cw, label, cplace, type_word(in->comp_type, in->min_precision), p->name,
             pside, type_word(out->comp_type, out->min_precision));
      ok = false;
    }
    if (in->system_value != out->system_value) {
      report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_SYSTEM_VALUE, "%s %s %s is %s but %s writes %s as %s",
             c->name, cw, label, sysvalue_word(in->system_value), p->name, pside,
             sysvalue_word(out->system_value));
      ok = false;
    }
    if (in->interp != DXSIG_LINK_INTERP_UNKNOWN && out->interp != DXSIG_LINK_INTERP_UNKNOWN &&
        in->interp != DXSIG_INTERP_UNDEFINED && out->interp != DXSIG_INTERP_UNDEFINED &&
        in->interp != out->interp)
      report(diags, DXSIG_WARNING, DXSIG_RULE_LINK_INTERP,
             "%s %s %s is %s but %s writes %s as %s: lists packed with different modes can "
             "place elements differently",
             c->name, cw, label, interp_word(in->interp), p->name, pside,
             interp_word(out->interp));
  }
  return ok;
}

/* A domain shader declares every hull shader output. */
static bool check_all_read(const struct dxsig_link_stage *p, int pkind,
                           const struct dxsig_link_stage *c, int ckind,
                           const struct sink *diags) {
  bool ok = true;
  const struct dxsig_link_list *pl = &p->lists[pkind];
  for (size_t i = 0; i < pl->count; ++i) {
    const struct dxsig_link_row *out = &pl->rows[i];
    if (find_row(&c->lists[ckind], out, false))
      continue;
    char label[MAX_NAME_TEXT + 16], place[32];
    put_label(label, sizeof label, out);
    put_place(place, sizeof place, out->reg, out->mask);
    report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_UNREAD,
           "%s %s %s writes %s but %s does not read it: a domain shader declares every hull "
           "shader output",
           p->name, list_word(p->stage, pkind), label, place, c->name);
    ok = false;
  }
  return ok;
}

static bool link_pair(const struct dxsig_link_stage *p, const struct dxsig_link_stage *c,
                      const struct sink *diags) {
  if (p->stage >= DXSIG_SHADER_STAGE_COUNT || c->stage >= DXSIG_SHADER_STAGE_COUNT) {
    const struct dxsig_link_stage *u = p->stage >= DXSIG_SHADER_STAGE_COUNT ? p : c;
    report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_STAGES, "the shader stage of %s is unknown (no DXIL part, "
           "no PSV0 stage): name it, as in %s:vertex", u->name, u->name);
    return false;
  }
  if (!dxsig_link_stages_adjacent(p->stage, c->stage)) {
    report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_STAGES,
           "%s (%s) cannot feed %s (%s): the pairs are VS->HS/GS/PS, HS->DS, DS->GS/PS, "
           "GS->PS and MS->PS",
           p->name, stage_word(p->stage), c->name, stage_word(c->stage));
    return false;
  }
  bool ok = true;
  if (p->stage == DXSIG_STAGE_MESH) {
    ok &= check_list(p, DXSIG_SIG_OUTPUT, DXSIG_SIG_PATCH_CONSTANT, c, DXSIG_SIG_INPUT, diags);
  } else {
    ok &= check_list(p, DXSIG_SIG_OUTPUT, -1, c, DXSIG_SIG_INPUT, diags);
    if (p->stage == DXSIG_STAGE_HULL) {
      ok &= check_list(p, DXSIG_SIG_PATCH_CONSTANT, -1, c, DXSIG_SIG_PATCH_CONSTANT, diags);
      ok &= check_all_read(p, DXSIG_SIG_OUTPUT, c, DXSIG_SIG_INPUT, diags);
      ok &= check_all_read(p, DXSIG_SIG_PATCH_CONSTANT, c, DXSIG_SIG_PATCH_CONSTANT, diags);
    }
  }
  return ok;
}

bool dxsig_link_check(const struct dxsig_link_stage *p, const struct dxsig_link_stage *c,
                      struct dxsig_diag_list *diags) {
  struct sink out = {diags, NULL};
  return link_pair(p, c, &out);
}

/* ---- input layouts ---------------------------------------------------------- */

/* Formats a vertex buffer can hold (D3D12 IA vertex buffer support) with
 * their component class: 'f' float/unorm/snorm, 'u' uint, 'i' sint; 0 for
 * a format that cannot be a vertex format. */
struct dxgi_format {
  uint32_t value;
  const char *name;
  char cls;
};

static const struct dxgi_format FORMATS[] = {
    {1, "R32G32B32A32_TYPELESS", 0},  {2, "R32G32B32A32_FLOAT", 'f'},
    {3, "R32G32B32A32_UINT", 'u'},    {4, "R32G32B32A32_SINT", 'i'},
    {5, "R32G32B32_TYPELESS", 0},     {6, "R32G32B32_FLOAT", 'f'},
    {7, "R32G32B32_UINT", 'u'},       {8, "R32G32B32_SINT", 'i'},
    {9, "R16G16B16A16_TYPELESS", 0},  {10, "R16G16B16A16_FLOAT", 'f'},
    {11, "R16G16B16A16_UNORM", 'f'},  {12, "R16G16B16A16_UINT", 'u'},
    {13, "R16G16B16A16_SNORM", 'f'},  {14, "R16G16B16A16_SINT", 'i'},
    {15, "R32G32_TYPELESS", 0},       {16, "R32G32_FLOAT", 'f'},
    {17, "R32G32_UINT", 'u'},         {18, "R32G32_SINT", 'i'},
    {23, "R10G10B10A2_TYPELESS", 0},  {24, "R10G10B10A2_UNORM", 'f'},
    {25, "R10G10B10A2_UINT", 'u'},    {26, "R11G11B10_FLOAT", 'f'},
    {27, "R8G8B8A8_TYPELESS", 0},     {28, "R8G8B8A8_UNORM", 'f'},
    {29, "R8G8B8A8_UNORM_SRGB", 0},   {30, "R8G8B8A8_UINT", 'u'},
    {31, "R8G8B8A8_SNORM", 'f'},      {32, "R8G8B8A8_SINT", 'i'},
    {33, "R16G16_TYPELESS", 0},       {34, "R16G16_FLOAT", 'f'},
    {35, "R16G16_UNORM", 'f'},        {36, "R16G16_UINT", 'u'},
    {37, "R16G16_SNORM", 'f'},        {38, "R16G16_SINT", 'i'},
    {39, "R32_TYPELESS", 0},          {40, "D32_FLOAT", 0},
    {41, "R32_FLOAT", 'f'},           {42, "R32_UINT", 'u'},
    {43, "R32_SINT", 'i'},            {45, "D24_UNORM_S8_UINT", 0},
    {48, "R8G8_TYPELESS", 0},         {49, "R8G8_UNORM", 'f'},
    {50, "R8G8_UINT", 'u'},           {51, "R8G8_SNORM", 'f'},
    {52, "R8G8_SINT", 'i'},           {53, "R16_TYPELESS", 0},
    {54, "R16_FLOAT", 'f'},           {55, "D16_UNORM", 0},
    {56, "R16_UNORM", 'f'},           {57, "R16_UINT", 'u'},
    {58, "R16_SNORM", 'f'},           {59, "R16_SINT", 'i'},
    {60, "R8_TYPELESS", 0},           {61, "R8_UNORM", 'f'},
    {62, "R8_UINT", 'u'},             {63, "R8_SNORM", 'f'},
    {64, "R8_SINT", 'i'},             {65, "A8_UNORM", 0},
    {67, "R9G9B9E5_SHAREDEXP", 0},    {71, "BC1_UNORM", 0},
    {85, "B5G6R5_UNORM", 'f'},        {86, "B5G5R5A1_UNORM", 'f'},
    {87, "B8G8R8A8_UNORM", 'f'},      {88, "B8G8R8X8_UNORM", 'f'},
    {91, "B8G8R8A8_UNORM_SRGB", 0},   {115, "B4G4R4A4_UNORM", 'f'},
};

static const struct dxgi_format *format_by_value(uint32_t v) {
  for (size_t i = 0; i < sizeof FORMATS / sizeof FORMATS[0]; ++i)
    if (FORMATS[i].value == v)
      return &FORMATS[i];
  return NULL;
}

const char *dxsig_dxgi_format_name(uint32_t format) {
  const struct dxgi_format *f = format_by_value(format);
  return f ? f->name : NULL;
}

bool dxsig_layout_parse(const char *text, size_t len, const char *file,
                        struct dxsig_arena *arena, struct dxsig_layout_element **out,
                        size_t *count, struct dxsig_diag_list *diags) {
  *out = NULL;
  *count = 0;
  size_t lines = 1;
  for (size_t i = 0; i < len; ++i)
    lines += text[i] == '\n';
  struct dxsig_layout_element *els = dxsig_arena_calloc(arena, lines, sizeof *els);
  if (!els) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  bool ok = true;
  uint32_t line = 0;
  for (size_t pos = 0; pos < len;) {
    size_t end = pos;
    while (end < len && text[end] != '\n')
      ++end;
    ++line;
    /* Fields, up to a comment. */
    const char *field[4];
    size_t flen[4], n = 0;
    for (size_t i = pos; i < end && text[i] != '#';) {
      if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
        ++i;
        continue;
      }
      size_t j = i;
      while (j < end && text[j] != ' ' && text[j] != '\t' && text[j] != '\r' && text[j] != '#')
        ++j;
      if (n < 4) {
        field[n] = text + i;
        flen[n] = j - i;
      }
      ++n;
      i = j;
    }
    pos = end + 1;
    if (n == 0)
      continue;
    if (n != 3) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_SYNTAX, "%s:%u: expected 'NAME INDEX FORMAT', "
                     "found %zu fields", file, (unsigned)line, n);
      ok = false;
      continue;
    }
    struct dxsig_layout_element *e = &els[*count];
    /* Index: decimal, at most 32 bits. */
    uint64_t index = 0;
    bool index_ok = flen[1] > 0 && flen[1] <= 10;
    for (size_t i = 0; index_ok && i < flen[1]; ++i) {
      char ch = field[1][i];
      index_ok = ch >= '0' && ch <= '9';
      index = index * 10 + (uint64_t)(ch - '0');
    }
    if (!index_ok || index > UINT32_MAX) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_SYNTAX, "%s:%u: semantic index '%.*s' is not "
                     "a number", file, (unsigned)line, (int)(flen[1] > 32 ? 32 : flen[1]), field[1]);
      ok = false;
      continue;
    }
    const char *fname = field[2];
    size_t fl = flen[2];
    if (fl > 12 && strncmp(fname, "DXGI_FORMAT_", 12) == 0)
      fname += 12, fl -= 12;
    const struct dxgi_format *fmt = NULL;
    for (size_t i = 0; i < sizeof FORMATS / sizeof FORMATS[0]; ++i)
      if (strlen(FORMATS[i].name) == fl && strncmp(FORMATS[i].name, fname, fl) == 0)
        fmt = &FORMATS[i];
    if (!fmt) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_FORMAT, "%s:%u: unknown DXGI format '%.*s'",
                     file, (unsigned)line, (int)(flen[2] > 64 ? 64 : flen[2]), field[2]);
      ok = false;
      continue;
    }
    e->name = dxsig_arena_strndup(arena, field[0], flen[0]);
    if (!e->name) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      return false;
    }
    e->index = (uint32_t)index;
    e->format = fmt->value;
    e->line = line;
    ++*count;
  }
  *out = els;
  return ok;
}

bool dxsig_link_input_layout(const struct dxsig_layout_element *layout, size_t count,
                             const char *file, const struct dxsig_link_stage *vs,
                             struct dxsig_diag_list *list) {
  struct sink out = {list, NULL}, *diags = &out;
  bool ok = true;
  if (vs->stage != DXSIG_STAGE_VERTEX && vs->stage < DXSIG_SHADER_STAGE_COUNT) {
    report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_STAGES, "%s is a %s shader; an input layout feeds a "
           "vertex shader", vs->name, stage_word(vs->stage));
    return false;
  }
  /* The layout itself: formats a vertex buffer can hold, no duplicates. */
  for (size_t i = 0; i < count; ++i) {
    const struct dxgi_format *f = format_by_value(layout[i].format);
    if (!f || !f->cls) {
      report(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_FORMAT, "%s:%u: %s%u: %s is not a vertex buffer "
             "format", file, (unsigned)layout[i].line, layout[i].name,
             (unsigned)layout[i].index, f ? f->name : "the format");
      ok = false;
    }
    for (size_t j = 0; j < i; ++j)
      if (layout[j].index == layout[i].index && same_name(layout[j].name, layout[i].name)) {
        report(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_DUPLICATE, "%s:%u: %s%u is already declared on "
               "line %u", file, (unsigned)layout[i].line, layout[i].name,
               (unsigned)layout[i].index, (unsigned)layout[j].line);
        ok = false;
        break;
      }
  }
  const struct dxsig_link_list *in = &vs->lists[DXSIG_SIG_INPUT];
  for (size_t i = 0; i < in->count; ++i) {
    const struct dxsig_link_row *r = &in->rows[i];
    if (generated(r->system_value, DXSIG_SHADER_STAGE_COUNT, DXSIG_STAGE_VERTEX))
      continue;
    char label[MAX_NAME_TEXT + 16], place[32];
    put_label(label, sizeof label, r);
    put_place(place, sizeof place, r->reg, r->mask);
    const struct dxsig_layout_element *el = NULL;
    for (size_t j = 0; j < count && !el; ++j)
      if (layout[j].index == r->index && same_name(layout[j].name, r->name))
        el = &layout[j];
    if (!el) {
      char names[512];
      size_t used = 0;
      names[0] = '\0';
      for (size_t j = 0; j < count && j < 8; ++j) {
        int n = snprintf(names + used, sizeof names - used, "%s%.*s%u", j ? ", " : "",
                         (int)MAX_NAME_TEXT, layout[j].name, (unsigned)layout[j].index);
        if (n < 0 || (size_t)n >= sizeof names - used)
          break;
        used += (size_t)n;
      }
      if (count > 8 && used < sizeof names)
        snprintf(names + used, sizeof names - used, " and %zu more", count - 8);
      report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_LAYOUT_MISSING,
             "%s input %s reads %s but the input layout %s has no %s (it has: %s)", vs->name,
             label, place, file, label, count ? names : "nothing");
      ok = false;
      continue;
    }
    const struct dxgi_format *f = format_by_value(el->format);
    char want = r->min_precision == 1 || r->min_precision == 2 ? 'f'
                : r->min_precision == 4                        ? 'i'
                : r->min_precision == 5                        ? 'u'
                : r->comp_type == 3 || r->comp_type == 6 || r->comp_type == 9 ? 'f'
                : r->comp_type == 2 || r->comp_type == 5 || r->comp_type == 8 ? 'i'
                : r->comp_type == 1 || r->comp_type == 4 || r->comp_type == 7 ? 'u'
                                                                               : 0;
    if (f && f->cls && want && f->cls != want)
      report(diags, DXSIG_WARNING, DXSIG_RULE_LINK_LAYOUT_TYPE,
             "%s input %s reads %s as %s but %s:%u gives it as %s: the vertex data is "
             "converted for %s and reinterpreted",
             vs->name, label, place, type_word(r->comp_type, r->min_precision), file,
             (unsigned)el->line, f->name,
             f->cls == 'f' ? "float" : f->cls == 'u' ? "uint" : "int");
  }
  return ok;
}

/* ---- pipelines ------------------------------------------------------------- */

static int pipeline_rank(enum dxsig_shader_stage s) {
  switch (s) {
  case DXSIG_STAGE_VERTEX:
  case DXSIG_STAGE_MESH: return 0;
  case DXSIG_STAGE_HULL: return 1;
  case DXSIG_STAGE_DOMAIN: return 2;
  case DXSIG_STAGE_GEOMETRY: return 3;
  case DXSIG_STAGE_PIXEL: return 4;
  default: return -1;
  }
}

bool dxsig_link_pipelines(const struct dxsig_module *m, const struct dxsig_pipeline *pipes,
                          size_t count, struct dxsig_diag_list *list) {
  bool ok = true;
  for (size_t p = 0; p < count; ++p) {
    const struct dxsig_pipeline *pl = &pipes[p];
    char title[128];
    if (pl->name)
      snprintf(title, sizeof title, "pipeline '%.*s'", 100, pl->name);
    else
      snprintf(title, sizeof title, "pipeline %zu", p);
    struct sink out = {list, title}, *diags = &out;
    struct dxsig_arena arena;
    dxsig_arena_init(&arena);
    struct dxsig_link_stage prev = {0};
    bool have_prev = false;
    for (size_t i = 0; i < pl->count; ++i) {
      const struct dxsig_entry *e = NULL;
      for (size_t j = 0; j < m->count && !e; ++j)
        if (m->entries[j].name && strcmp(m->entries[j].name, pl->entries[i]) == 0)
          e = &m->entries[j];
      if (!e) {
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES, "%s: no entry '%.*s' in "
               "dx.semantic.signatures", title, (int)MAX_NAME_TEXT, pl->entries[i]);
        ok = false;
        have_prev = false;
        continue;
      }
      struct dxsig_link_stage cur;
      if (!dxsig_link_stage_from_entry(&cur, e, m, &arena, list)) {
        ok = false;
        have_prev = false;
        continue;
      }
      if (pipeline_rank(cur.stage) < 0) {
        report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES, "%s: %s is a %s shader, not a graphics "
               "stage", title, cur.name, stage_word(cur.stage));
        ok = false;
        have_prev = false;
        continue;
      }
      if (have_prev && !link_pair(&prev, &cur, diags))
        ok = false;
      prev = cur;
      have_prev = true;
    }
    dxsig_arena_finish(&arena);
  }
  return ok;
}
