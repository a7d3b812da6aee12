/* Root signatures: validation. DXC's RootSignatureVerifier rules, clang 22's
 * value ranges, and (for metadata) LLVM 22's MetadataParser checks; every
 * problem is reported.
 *
 * The overlap check sorts the register ranges instead of comparing every
 * pair, so a hostile signature with many ranges costs O(n log n). */
#include "internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ctx {
  const struct dxsig_rootsig *rs;
  const struct dxsig_rs_options *opt;
  const struct dxsig_rs_source *src;
  struct dxsig_diag_list *diags;
  bool md;          /* LLVM's metadata rules instead of the string rules */
  uint32_t version;
};

/* Message prefix for an object without a source position. */
static void where(const struct ctx *c, uint32_t src, char *buf, size_t size, long param,
                  long range, long sampler) {
  buf[0] = 0;
  if (c->src && src != DXSIG_RS_NO_SRC)
    return;
  if (sampler >= 0)
    snprintf(buf, size, "static sampler %ld: ", sampler);
  else if (range >= 0)
    snprintf(buf, size, "root parameter %ld range %ld: ", param, range);
  else if (param >= 0)
    snprintf(buf, size, "root parameter %ld: ", param);
}

static bool ident_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '_';
}

/* Where argument `arg` of the element starting at source offset `elem`
 * stands: its value after '=' ("register": the register token). The model
 * keeps one position per object; this re-scans that object's text to point
 * a diagnostic at the exact argument. Falls back to elem. */
static uint32_t arg_at(const struct ctx *c, uint32_t elem, const char *arg) {
  if (!c->src || !c->src->text || elem == DXSIG_RS_NO_SRC || elem >= c->src->len)
    return elem;
  const char *s = c->src->text;
  size_t n = c->src->len, i = elem;
  bool want_reg = strcmp(arg, "register") == 0;
  int depth = 0;
  while (i < n && ident_char(s[i]))
    i++;
  while (i < n) {
    char ch = s[i];
    if (ch == '(') {
      depth++;
      i++;
    } else if (ch == ')') {
      if (--depth <= 0)
        break;
      i++;
    } else if (ident_char(ch) && !(ch >= '0' && ch <= '9')) {
      size_t st = i;
      while (i < n && ident_char(s[i]))
        i++;
      if (depth != 1)
        continue;
      bool is_reg = i - st >= 2 && strchr("btus", s[st]) && s[st + 1] >= '0' && s[st + 1] <= '9';
      if (want_reg ? is_reg : dxsig_rs_ieq(s + st, i - st, arg)) {
        if (want_reg)
          return (uint32_t)st;
        size_t j = i;
        while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r'))
          j++;
        if (j < n && s[j] == '=') {
          j++;
          while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r'))
            j++;
          if (j < n)
            return (uint32_t)j;
        }
        return (uint32_t)st;
      }
    } else {
      i++;
    }
  }
  return elem;
}

#define REPORT(c, src_off, sev, code, ...) \
  dxsig_rs_report((c)->diags, (c)->src, (src_off), (sev), (code), __VA_ARGS__)

static void check_space(struct ctx *c, uint32_t space, uint32_t src, const char *pre) {
  if (space >= DXSIG_RS_RESERVED_SPACE_START)
    REPORT(c, arg_at(c, src, "space"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SPACE,
           "%sregister space %u (0x%x) is reserved for system use (spaces 0xfffffff0 to "
           "0xffffffff)",
           pre, (unsigned)space, (unsigned)space);
}

static void check_register(struct ctx *c, uint32_t reg, char letter, uint32_t src, const char *pre) {
  if (reg == 0xFFFFFFFFu)
    REPORT(c, arg_at(c, src, "register"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_REGISTER,
           "%sregister %c%u is out of range (at most %c4294967294)",
           pre, letter, (unsigned)reg, letter);
}

static void check_visibility(struct ctx *c, uint32_t vis, uint32_t src, const char *pre) {
  if (vis > DXSIG_RS_VIS_MESH)
    REPORT(c, arg_at(c, src, "visibility"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_VISIBILITY,
           "%sunknown shader visibility %u", pre, (unsigned)vis);
}

static int count_data_flags(uint32_t f) {
  return !!(f & 0x2) + !!(f & 0x4) + !!(f & 0x8);
}

static void flags_text(char *buf, size_t size, int kind, uint32_t flags) {
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_rs_print_flags(&b, kind, flags);
  snprintf(buf, size, "%s", b.data && !b.failed ? b.data : "?");
  dxsig_buffer_finish(&b);
}

static void check_desc_flags(struct ctx *c, const struct dxsig_rs_param *p, const char *pre) {
  if (!p->has_flags)
    return; /* the default is always legal */
  uint32_t f = p->flags;
  uint32_t at = arg_at(c, p->src, "flags");
  char text[256];
  flags_text(text, sizeof(text), 1, f);
  if (c->version == DXSIG_RS_VERSION_1_0) {
    if (f != DXSIG_RS_DESC_DATA_VOLATILE)
      REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
             "%sversion 1.0 has no root descriptor flags; only the 1.0 behaviour DATA_VOLATILE "
             "may be written, found %s",
             pre, text);
    return;
  }
  if (f & ~0xEu)
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
           "%sunsupported root descriptor flags %s", pre, text);
  else if (count_data_flags(f) > 1)
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
           "%sroot descriptor flags cannot combine more than one DATA_* flag (%s)", pre, text);
}

static void check_range_flags(struct ctx *c, const struct dxsig_rs_range *r, const char *pre) {
  if (!r->has_flags || r->type > DXSIG_RS_RANGE_TYPE_SAMPLER)
    return;
  uint32_t f = r->flags;
  uint32_t at = arg_at(c, r->src, "flags");
  char text[256];
  flags_text(text, sizeof(text), 2, f);
  bool sampler = r->type == DXSIG_RS_RANGE_TYPE_SAMPLER;
  if (c->version == DXSIG_RS_VERSION_1_0) {
    if (!dxsig_rs_range_flags_valid(c->version, r->type, f))
      REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
             "%sversion 1.0 has no descriptor range flags; only the 1.0 behaviour %s may be "
             "written, found %s",
             pre, sampler ? "DESCRIPTORS_VOLATILE" : "DESCRIPTORS_VOLATILE | DATA_VOLATILE", text);
    return;
  }
  if (f & ~0x1000Fu) {
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
           "%sunsupported descriptor range flags %s", pre, text);
    return;
  }
  bool reported = false;
  if (sampler && (f & 0xE)) {
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
           "%sSampler ranges cannot have DATA_* flags, samplers point to no data (%s)", pre, text);
    reported = true;
  }
  if (!sampler && count_data_flags(f) > 1) {
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
           "%sdescriptor range flags cannot combine more than one DATA_* flag (%s)", pre, text);
    reported = true;
  }
  if (!sampler && (f & DXSIG_RS_RANGE_DATA_STATIC) && (f & DXSIG_RS_RANGE_DESCRIPTORS_VOLATILE)) {
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
           "%sDESCRIPTORS_VOLATILE cannot be combined with DATA_STATIC (%s)", pre, text);
    reported = true;
  }
  if (!reported && (f & DXSIG_RS_RANGE_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS) &&
      (f & DXSIG_RS_RANGE_DESCRIPTORS_VOLATILE)) {
    /* DXC's verifier lets this pass; LLVM 22, clang 22 and D3D12 do not. */
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
           "%sDESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS cannot be combined with "
           "DESCRIPTORS_VOLATILE (%s)",
           pre, text);
    reported = true;
  }
  if (!reported && !dxsig_rs_range_flags_valid(c->version, r->type, f))
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
           "%sinvalid descriptor range flags %s", pre, text);
}

static void check_table(struct ctx *c, const struct dxsig_rs_param *p, long pi) {
  bool has_sampler = false, has_resource = false, mix_reported = false;
  uint64_t append_start = 0; /* next APPEND slot; > UINT32_MAX after unbounded */
  char pre[96];
  for (size_t j = 0; j < p->range_count; ++j) {
    const struct dxsig_rs_range *r = &p->ranges[j];
    where(c, r->src, pre, sizeof(pre), pi, (long)j, -1);
    char letter = dxsig_rs_range_type_letter(r->type);
    if (!letter) {
      REPORT(c, r->src, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_RANGE_TYPE,
             "%sunknown descriptor range type %u", pre,
             (unsigned)r->type);
      continue;
    }
    if (r->type == DXSIG_RS_RANGE_TYPE_SAMPLER)
      has_sampler = true;
    else
      has_resource = true;
    if (has_sampler && has_resource && !mix_reported) {
      REPORT(c, r->src, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_TABLE_MIX,
             "%sa descriptor table cannot mix Sampler ranges with CBV, SRV or UAV ranges", pre);
      mix_reported = true;
    }
    if (r->num_descriptors == 0)
      REPORT(c, arg_at(c, r->src, "numDescriptors"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_NUM_DESCRIPTORS,
             "%snumDescriptors cannot be 0", pre);
    check_register(c, r->base_register, letter, r->src, pre);
    uint64_t start = r->offset == DXSIG_RS_APPEND ? append_start : r->offset;
    if (start > UINT32_MAX)
      REPORT(c, r->src, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_APPEND_UNBOUNDED,
             "%sa range with offset DESCRIPTOR_RANGE_OFFSET_APPEND cannot follow an unbounded "
             "range; give it an explicit offset",
             pre);
    if (r->num_descriptors != DXSIG_RS_UNBOUNDED && r->num_descriptors != 0) {
      uint64_t last_reg = (uint64_t)r->base_register + r->num_descriptors - 1;
      if (last_reg > UINT32_MAX)
        REPORT(c, arg_at(c, r->src, "numDescriptors"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_REGISTER_OVERFLOW,
               "%sregister range %c%u + %u descriptors goes past register 4294967295", pre, letter,
               (unsigned)r->base_register, (unsigned)r->num_descriptors);
      if (start <= UINT32_MAX && start + r->num_descriptors - 1 > UINT32_MAX)
        REPORT(c, r->src, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_OFFSET_OVERFLOW,
               "%sdescriptor offsets %llu to %llu go past the end of the table (4294967295)", pre,
               (unsigned long long)start, (unsigned long long)(start + r->num_descriptors - 1));
      append_start = start + r->num_descriptors;
    } else if (r->num_descriptors == DXSIG_RS_UNBOUNDED) {
      append_start = (uint64_t)UINT32_MAX + 1;
    } else {
      append_start = start;
    }
    check_space(c, r->space, r->src, pre);
    check_range_flags(c, r, pre);
  }
}

static bool valid_filter(uint32_t f) { return dxsig_rs_filter_keyword(f) != NULL; }

static void check_sampler(struct ctx *c, const struct dxsig_rs_sampler *s, long si) {
  char pre[96];
  where(c, s->src, pre, sizeof(pre), -1, -1, si);
  uint32_t at = s->src;
  if (!valid_filter(s->filter))
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SAMPLER,
           "%sunknown filter %u", pre, (unsigned)s->filter);
  const uint32_t addr[3] = {s->address_u, s->address_v, s->address_w};
  for (int k = 0; k < 3; ++k)
    if (addr[k] < DXSIG_RS_ADDRESS_WRAP || addr[k] > DXSIG_RS_ADDRESS_MIRROR_ONCE)
      REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SAMPLER,
             "%sunknown address mode %u for address%c", pre,
             (unsigned)addr[k], "UVW"[k]);
  if (isnan(s->mip_lod_bias) || s->mip_lod_bias < -16.0f || s->mip_lod_bias > 15.99f)
    REPORT(c, arg_at(c, at, "mipLODBias"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SAMPLER,
           "%smipLODBias %.9g is out of range [-16, 15.99]", pre,
           (double)s->mip_lod_bias);
  if (s->max_anisotropy > 16)
    REPORT(c, arg_at(c, at, "maxAnisotropy"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SAMPLER,
           "%smaxAnisotropy %u is out of range [0, 16]", pre,
           (unsigned)s->max_anisotropy);
  /* DXC checks the comparison only for COMPARISON_* filters and knows
   * COMPARISON_NONE (0); LLVM and clang require 1..8 always. */
  bool dxc = !c->md && c->opt->dialect == DXSIG_RS_DXC;
  if (s->comparison_func > DXSIG_RS_COMPARISON_ALWAYS ||
      (s->comparison_func == DXSIG_RS_COMPARISON_NONE &&
       (!dxc || dxsig_rs_filter_is_comparison(s->filter))))
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SAMPLER,
           "%sinvalid comparison function %u%s", pre,
           (unsigned)s->comparison_func,
           s->comparison_func == 0 && dxc ? " for a comparison filter" : "");
  if (s->border_color > DXSIG_RS_BORDER_OPAQUE_WHITE_UINT)
    REPORT(c, at, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SAMPLER, "%sunknown border color %u", pre,
           (unsigned)s->border_color);
  if (isnan(s->min_lod))
    REPORT(c, arg_at(c, at, "minLOD"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SAMPLER,
           "%sminLOD is not a number", pre);
  if (isnan(s->max_lod))
    REPORT(c, arg_at(c, at, "maxLOD"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SAMPLER,
           "%smaxLOD is not a number", pre);
  check_visibility(c, s->visibility, at, pre);
  check_register(c, s->shader_register, 's', at, pre);
  check_space(c, s->space, at, pre);
  if (s->flags != 0) {
    char text[128];
    flags_text(text, sizeof(text), 3, s->flags);
    if (c->version < DXSIG_RS_VERSION_1_2)
      REPORT(c, arg_at(c, at, "flags"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
             "%sstatic sampler flags need root signature version 1.2, found %s", pre, text);
    else if (s->flags & ~0x3u)
      REPORT(c, arg_at(c, at, "flags"), DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS,
             "%sunsupported static sampler flags %s", pre, text);
  }
}

/* ---- overlap ------------------------------------------------------------- */

struct interval {
  uint32_t cls;      /* range type */
  uint32_t space;
  uint32_t lb, ub;   /* inclusive */
  uint32_t vis;
  bool unbounded;
  size_t order;      /* source order */
  uint32_t src;
  long param, range, sampler;
};

static int cmp_interval(const void *a, const void *b) {
  const struct interval *x = a, *y = b;
  if (x->cls != y->cls)
    return x->cls < y->cls ? -1 : 1;
  if (x->space != y->space)
    return x->space < y->space ? -1 : 1;
  if (x->lb != y->lb)
    return x->lb < y->lb ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

struct clash {
  const struct interval *a, *b; /* a later than b */
};

static int cmp_clash(const void *x, const void *y) {
  const struct clash *a = x, *b = y;
  if (a->a->order != b->a->order)
    return a->a->order < b->a->order ? -1 : 1;
  return a->b->order < b->b->order ? -1 : a->b->order > b->b->order;
}

static void describe(char *buf, size_t size, const struct interval *iv) {
  char letter = dxsig_rs_range_type_letter(iv->cls);
  if (iv->unbounded)
    snprintf(buf, size, "%c%u..unbounded", letter, (unsigned)iv->lb);
  else if (iv->lb == iv->ub)
    snprintf(buf, size, "%c%u", letter, (unsigned)iv->lb);
  else
    snprintf(buf, size, "%c%u..%c%u", letter, (unsigned)iv->lb, letter, (unsigned)iv->ub);
}

static void check_overlaps(struct ctx *c) {
  const struct dxsig_rootsig *rs = c->rs;
  size_t n = rs->sampler_count;
  for (size_t i = 0; i < rs->param_count; ++i)
    n += rs->params[i].type == DXSIG_RS_PARAM_TABLE ? rs->params[i].range_count : 1;
  if (n < 2)
    return;
  struct interval *iv = calloc(n, sizeof(*iv));
  struct clash *clashes = calloc(n, sizeof(*clashes));
  if (!iv || !clashes) {
    free(iv);
    free(clashes);
    REPORT(c, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
           "out of memory while checking overlaps");
    return;
  }
  size_t k = 0;
  /* Source order when the objects have positions; otherwise parameters
   * first, then samplers, as DXC inserts them. */
  for (size_t i = 0; i < rs->param_count; ++i) {
    const struct dxsig_rs_param *p = &rs->params[i];
    if (p->visibility > DXSIG_RS_VIS_MESH)
      continue;
    if (p->type == DXSIG_RS_PARAM_TABLE) {
      for (size_t j = 0; j < p->range_count; ++j) {
        const struct dxsig_rs_range *r = &p->ranges[j];
        if (r->type > DXSIG_RS_RANGE_TYPE_SAMPLER || r->num_descriptors == 0)
          continue;
        uint64_t ub = r->num_descriptors == DXSIG_RS_UNBOUNDED
                          ? UINT32_MAX
                          : (uint64_t)r->base_register + r->num_descriptors - 1;
        size_t order = r->src != DXSIG_RS_NO_SRC ? r->src : (size_t)UINT32_MAX + k;
        iv[k++] = (struct interval){r->type, r->space, r->base_register,
                                    ub > UINT32_MAX ? UINT32_MAX : (uint32_t)ub, p->visibility,
                                    r->num_descriptors == DXSIG_RS_UNBOUNDED,
                                    order, r->src, (long)i, (long)j, -1};
      }
      continue;
    }
    uint32_t cls = p->type == DXSIG_RS_PARAM_CONSTANTS ? DXSIG_RS_RANGE_TYPE_CBV
                   : p->type == DXSIG_RS_PARAM_CBV     ? DXSIG_RS_RANGE_TYPE_CBV
                   : p->type == DXSIG_RS_PARAM_SRV     ? DXSIG_RS_RANGE_TYPE_SRV
                   : p->type == DXSIG_RS_PARAM_UAV     ? DXSIG_RS_RANGE_TYPE_UAV
                                                       : UINT32_MAX;
    if (cls == UINT32_MAX)
      continue;
    size_t order = p->src != DXSIG_RS_NO_SRC ? p->src : (size_t)UINT32_MAX + k;
    iv[k++] = (struct interval){cls, p->space, p->shader_register, p->shader_register,
                                p->visibility, false,
                                order, p->src, (long)i, -1, -1};
  }
  for (size_t i = 0; i < rs->sampler_count; ++i) {
    const struct dxsig_rs_sampler *s = &rs->samplers[i];
    if (s->visibility > DXSIG_RS_VIS_MESH)
      continue;
    size_t order = s->src != DXSIG_RS_NO_SRC ? s->src : (size_t)UINT32_MAX + k;
    iv[k++] = (struct interval){DXSIG_RS_RANGE_TYPE_SAMPLER, s->space, s->shader_register,
                                s->shader_register, s->visibility, false,
                                order, s->src, -1, -1, (long)i};
  }
  n = k;
  qsort(iv, n, sizeof(*iv), cmp_interval);
  /* Sweep each (class, space) group in lb order, keeping per visibility
   * the range reaching furthest. A range clashes with an earlier-starting
   * one of its own visibility or ALL (or of any visibility, if it is ALL). */
  size_t nclash = 0;
  for (size_t g = 0; g < n;) {
    size_t end = g;
    while (end < n && iv[end].cls == iv[g].cls && iv[end].space == iv[g].space)
      end++;
    const struct interval *best[8] = {0};
    for (size_t i = g; i < end; ++i) {
      const struct interval *cur = &iv[i], *hit = NULL;
      for (uint32_t v = 0; v < 8; ++v) {
        if (cur->vis != DXSIG_RS_VIS_ALL && v != cur->vis && v != DXSIG_RS_VIS_ALL)
          continue;
        const struct interval *b = best[v];
        if (b && b->ub >= cur->lb && (!hit || b->order < hit->order))
          hit = b;
      }
      if (hit) {
        struct clash cl = cur->order > hit->order ? (struct clash){cur, hit}
                                                   : (struct clash){hit, cur};
        clashes[nclash++] = cl;
      }
      if (!best[cur->vis] || best[cur->vis]->ub < cur->ub)
        best[cur->vis] = cur;
    }
    g = end;
  }
  qsort(clashes, nclash, sizeof(*clashes), cmp_clash);
  for (size_t i = 0; i < nclash; ++i) {
    const struct interval *a = clashes[i].a, *b = clashes[i].b;
    if (i > 0 && clashes[i - 1].a == a && clashes[i - 1].b == b)
      continue;
    char da[48], db[48], pre[96], preb[96];
    describe(da, sizeof(da), a);
    describe(db, sizeof(db), b);
    where(c, a->src, pre, sizeof(pre), a->param, a->range, a->sampler);
    where(c, b->src, preb, sizeof(preb), b->param, b->range, b->sampler);
    uint32_t vis = a->vis == DXSIG_RS_VIS_ALL ? b->vis : a->vis;
    REPORT(c, a->src, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_OVERLAP,
           "%sregister ranges %s and %s overlap in space %u, visibility %s", pre, da, db,
           (unsigned)a->space, dxsig_rs_visibility_name(vis));
    REPORT(c, b->src, DXSIG_NOTE, DXSIG_RULE_ROOTSIG_OVERLAP,
           "%sthe overlapping range is here", preb);
  }
  free(iv);
  free(clashes);
}

bool dxsig_rs_validate_impl(const struct dxsig_rootsig *rs, const struct dxsig_rs_options *opt,
                            const struct dxsig_rs_source *src, struct dxsig_diag_list *diags,
                            bool md) {
  static const struct dxsig_rs_options defaults = {DXSIG_RS_VERSION_1_1, DXSIG_RS_DXC,
                                                   DXSIG_RS_GLOBAL, false};
  if (!opt)
    opt = &defaults;
  struct ctx c = {rs, opt, src, diags, md, rs->version};
  size_t before = diags->error_count;
  char pre[96];

  if (rs->version < DXSIG_RS_VERSION_1_0 || rs->version > DXSIG_RS_VERSION_1_2)
    REPORT(&c, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_VERSION,
           "unknown root signature version %u",
           (unsigned)rs->version);
  uint32_t valid_root = md ? 0xFFFu : 0x80000FFFu;
  if (rs->flags & ~valid_root)
    REPORT(&c, rs->flags_src, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ROOT_FLAGS,
           "unsupported root signature flags 0x%x",
           (unsigned)rs->flags);
  if (!md && opt->dialect == DXSIG_RS_DXC && opt->usage == DXSIG_RS_GLOBAL &&
      (rs->flags & DXSIG_RS_ROOT_LOCAL_ROOT_SIGNATURE))
    REPORT(&c, rs->flags_src, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ROOT_FLAGS,
           "LOCAL_ROOT_SIGNATURE cannot be used in a global root signature");

  for (size_t i = 0; i < rs->param_count; ++i) {
    const struct dxsig_rs_param *p = &rs->params[i];
    where(&c, p->src, pre, sizeof(pre), (long)i, -1, -1);
    check_visibility(&c, p->visibility, p->src, pre);
    switch (p->type) {
    case DXSIG_RS_PARAM_TABLE:
      check_table(&c, p, (long)i);
      break;
    case DXSIG_RS_PARAM_CONSTANTS:
      check_register(&c, p->shader_register, 'b', p->src, pre);
      check_space(&c, p->space, p->src, pre);
      break;
    case DXSIG_RS_PARAM_CBV:
    case DXSIG_RS_PARAM_SRV:
    case DXSIG_RS_PARAM_UAV:
      check_register(&c, p->shader_register,
                     p->type == DXSIG_RS_PARAM_CBV   ? 'b'
                     : p->type == DXSIG_RS_PARAM_SRV ? 't'
                                                     : 'u',
                     p->src, pre);
      check_space(&c, p->space, p->src, pre);
      check_desc_flags(&c, p, pre);
      break;
    default:
      REPORT(&c, p->src, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_PARAM_TYPE,
             "%sunknown root parameter type %u", pre,
             (unsigned)p->type);
    }
  }
  for (size_t i = 0; i < rs->sampler_count; ++i)
    check_sampler(&c, &rs->samplers[i], (long)i);
  check_overlaps(&c);

  if (!md && !opt->no_root_cost_warning) {
    uint64_t cost = dxsig_rootsig_cost(rs);
    if (cost > DXSIG_RS_MAX_ROOT_COST)
      REPORT(&c, DXSIG_RS_NO_SRC, DXSIG_WARNING, DXSIG_RULE_ROOTSIG_ROOT_COST,
             "the root signature costs %llu DWORDs, more than D3D12's limit of %u; "
             "CreateRootSignature will reject it",
             (unsigned long long)cost, DXSIG_RS_MAX_ROOT_COST);
  }
  return diags->error_count == before;
}

bool dxsig_rootsig_validate(const struct dxsig_rootsig *rs, const struct dxsig_rs_options *opt,
                            const struct dxsig_rs_source *src, struct dxsig_diag_list *diags) {
  return dxsig_rs_validate_impl(rs, opt, src, diags, false);
}

bool dxsig_rootsig_check_stage(const struct dxsig_rootsig *rs, enum dxsig_shader_stage stage,
                               bool has_ia_inputs, struct dxsig_diag_list *diags) {
  size_t before = diags->error_count;
  uint32_t vis = DXSIG_RS_VIS_ALL, deny = 0;
  switch (stage) {
  case DXSIG_STAGE_VERTEX: vis = DXSIG_RS_VIS_VERTEX; deny = DXSIG_RS_ROOT_DENY_VERTEX_SHADER_ROOT_ACCESS; break;
  case DXSIG_STAGE_HULL: vis = DXSIG_RS_VIS_HULL; deny = DXSIG_RS_ROOT_DENY_HULL_SHADER_ROOT_ACCESS; break;
  case DXSIG_STAGE_DOMAIN: vis = DXSIG_RS_VIS_DOMAIN; deny = DXSIG_RS_ROOT_DENY_DOMAIN_SHADER_ROOT_ACCESS; break;
  case DXSIG_STAGE_GEOMETRY: vis = DXSIG_RS_VIS_GEOMETRY; deny = DXSIG_RS_ROOT_DENY_GEOMETRY_SHADER_ROOT_ACCESS; break;
  case DXSIG_STAGE_PIXEL: vis = DXSIG_RS_VIS_PIXEL; deny = DXSIG_RS_ROOT_DENY_PIXEL_SHADER_ROOT_ACCESS; break;
  case DXSIG_STAGE_AMPLIFICATION: vis = DXSIG_RS_VIS_AMPLIFICATION; deny = DXSIG_RS_ROOT_DENY_AMPLIFICATION_SHADER_ROOT_ACCESS; break;
  case DXSIG_STAGE_MESH: vis = DXSIG_RS_VIS_MESH; deny = DXSIG_RS_ROOT_DENY_MESH_SHADER_ROOT_ACCESS; break;
  default: break;
  }
  const char *stage_name = dxsig_shader_stage_name(stage);
  if (!stage_name)
    stage_name = "unknown";
  if (rs->flags & DXSIG_RS_ROOT_LOCAL_ROOT_SIGNATURE)
    dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_STAGE,
                    "LOCAL_ROOT_SIGNATURE marks a local (ray-tracing) root signature; a %s "
                    "shader's root signature is global",
                    stage_name);
  if (deny && (rs->flags & deny)) {
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    dxsig_rs_print_flags(&b, 0, deny);
    dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_WARNING, DXSIG_RULE_ROOTSIG_STAGE,
                    "the root signature denies the %s stage root access (%s): the shader may "
                    "use no resource bound through it (DXC's validator rejects it if it does)",
                    stage_name, b.data ? b.data : "?");
    dxsig_buffer_finish(&b);
  }
  if (vis == DXSIG_RS_VIS_ALL) {
    /* Compute and the other stages see SHADER_VISIBILITY_ALL only. */
    for (size_t i = 0; i < rs->param_count; ++i)
      if (rs->params[i].visibility != DXSIG_RS_VIS_ALL)
        dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_WARNING, DXSIG_RULE_ROOTSIG_STAGE,
                        "root parameter %zu has visibility %s, which a %s shader never sees", i,
                        dxsig_rs_visibility_name(rs->params[i].visibility)
                            ? dxsig_rs_visibility_name(rs->params[i].visibility)
                            : "?",
                        stage_name);
    for (size_t i = 0; i < rs->sampler_count; ++i)
      if (rs->samplers[i].visibility != DXSIG_RS_VIS_ALL)
        dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_WARNING, DXSIG_RULE_ROOTSIG_STAGE,
                        "static sampler %zu has visibility %s, which a %s shader never sees", i,
                        dxsig_rs_visibility_name(rs->samplers[i].visibility)
                            ? dxsig_rs_visibility_name(rs->samplers[i].visibility)
                            : "?",
                        stage_name);
  }
  if (stage == DXSIG_STAGE_VERTEX && has_ia_inputs &&
      !(rs->flags & DXSIG_RS_ROOT_ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT))
    dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_WARNING, DXSIG_RULE_ROOTSIG_STAGE,
                    "the vertex shader reads input-assembler elements, but the root signature "
                    "does not set ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT: no input layout can feed "
                    "them");
  return diags->error_count == before;
}
