/* The stage linkage rules (see link.h): the D3D12 runtime's checks at
 * CreateGraphicsPipelineState (D3D12 messages 660-666 SHADER_LINKAGE_*; the
 * input-layout messages MISSINGELEMENT, DUPLICATESEMANTIC, TYPE_MISMATCH,
 * input_layout.c), as documented by Microsoft and as vkd3d-proton
 * reimplements them; the wording is ours. */
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "internal.h"

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

/* "input", "output", "patch constant", "primitive output" */
static const char *list_word(enum dxsig_shader_stage stage, int kind) {
  if (kind == DXSIG_SIG_PATCH_CONSTANT)
    return stage == DXSIG_STAGE_MESH ? "primitive output" : "patch constant";
  return kind == DXSIG_SIG_INPUT ? "input" : "output";
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
  const char *hlsl = dxsig_interp_mode_hlsl(mode);
  return hlsl ? hlsl : mode == DXSIG_INTERP_UNDEFINED ? "undefined" : "unknown";
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

bool dxsig_link_generated(uint32_t sv, enum dxsig_shader_stage prev,
                          enum dxsig_shader_stage cur) {
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

/* A list's rows sorted for lookup by name (ASCII case aside), semantic
 * index and stream, the first in the list first among equals; and by name
 * and index alone for a lookup in any stream. Built once per list checked:
 * each consumer row is then found in O(log n), not by a pass over every
 * producer row (quadratic in the rows a part can hold). Without memory
 * for it (rows NULL) the lookup passes over the list. */
struct row_index {
  const struct dxsig_link_list *list;
  const struct dxsig_link_row **rows, **any_stream;
};

static int key_order(const struct dxsig_link_row *a, const struct dxsig_link_row *b,
                     bool stream) {
  int c = name_order(a->name, b->name);
  if (c)
    return c;
  if (a->index != b->index)
    return a->index < b->index ? -1 : 1;
  if (stream && a->stream != b->stream)
    return a->stream < b->stream ? -1 : 1;
  return 0;
}

static int row_cmp(const void *pa, const void *pb) {
  const struct dxsig_link_row *a = *(const struct dxsig_link_row *const *)pa;
  const struct dxsig_link_row *b = *(const struct dxsig_link_row *const *)pb;
  int c = key_order(a, b, true);
  return c ? c : a < b ? -1 : a > b;
}

static int row_cmp_any_stream(const void *pa, const void *pb) {
  const struct dxsig_link_row *a = *(const struct dxsig_link_row *const *)pa;
  const struct dxsig_link_row *b = *(const struct dxsig_link_row *const *)pb;
  int c = key_order(a, b, false);
  return c ? c : a < b ? -1 : a > b;
}

static void index_rows(struct row_index *x, const struct dxsig_link_list *l) {
  x->list = l;
  size_t n = l->count ? l->count : 1;
  x->rows = malloc(n * sizeof *x->rows);
  x->any_stream = malloc(n * sizeof *x->any_stream);
  if (!x->rows || !x->any_stream) {
    free(x->rows);
    free(x->any_stream);
    x->rows = x->any_stream = NULL;
    return;
  }
  for (size_t i = 0; i < l->count; ++i)
    x->rows[i] = x->any_stream[i] = &l->rows[i];
  qsort(x->rows, l->count, sizeof *x->rows, row_cmp);
  qsort(x->any_stream, l->count, sizeof *x->any_stream, row_cmp_any_stream);
}

static void index_free(struct row_index *x) {
  free(x->rows);
  free(x->any_stream);
}

static const struct dxsig_link_row *find_row(const struct row_index *x,
                                             const struct dxsig_link_row *want, bool any_stream) {
  const struct dxsig_link_list *l = x->list;
  if (!x->rows) {
    for (size_t i = 0; i < l->count; ++i) {
      const struct dxsig_link_row *r = &l->rows[i];
      if (r->index == want->index && same_name(r->name, want->name) &&
          (any_stream || r->stream == want->stream))
        return r;
    }
    return NULL;
  }
  const struct dxsig_link_row **v = any_stream ? x->any_stream : x->rows;
  size_t lo = 0, hi = l->count;
  while (lo < hi) { /* the first row not below want */
    size_t mid = lo + (hi - lo) / 2;
    if (key_order(v[mid], want, !any_stream) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < l->count && key_order(v[lo], want, !any_stream) == 0 ? v[lo] : NULL;
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
  struct row_index px, px2 = {0};
  index_rows(&px, pl);
  if (pl2)
    index_rows(&px2, pl2);
  for (size_t i = 0; i < cl->count; ++i) {
    const struct dxsig_link_row *in = &cl->rows[i];
    char label[MAX_NAME_TEXT + 16], cplace[32], pplace[32];
    put_label(label, sizeof label, in);
    put_place(cplace, sizeof cplace, in->reg, in->mask);
    const struct dxsig_link_row *out = find_row(&px, in, false);
    int okind = pkind;
    if (!out && pl2) {
      out = find_row(&px2, in, false);
      okind = pkind2;
    }
    if (!out) {
      if (dxsig_link_generated(in->system_value, p->stage, c->stage))
        continue;
      const struct dxsig_link_row *other = find_row(&px, in, true);
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
      bool mask_ok = mesh ? dxsig_popcount32(in->mask) == dxsig_popcount32(out->mask)
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
  index_free(&px);
  index_free(&px2);
  return ok;
}

/* A domain shader declares every hull shader output. */
static bool check_all_read(const struct dxsig_link_stage *p, int pkind,
                           const struct dxsig_link_stage *c, int ckind,
                           const struct sink *diags) {
  bool ok = true;
  const struct dxsig_link_list *pl = &p->lists[pkind];
  struct row_index cx;
  index_rows(&cx, &c->lists[ckind]);
  for (size_t i = 0; i < pl->count; ++i) {
    const struct dxsig_link_row *out = &pl->rows[i];
    if (find_row(&cx, out, false))
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
  index_free(&cx);
  return ok;
}

bool dxsig_link_pair(const struct dxsig_link_stage *p, const struct dxsig_link_stage *c,
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
  return dxsig_link_pair(p, c, &out);
}
