/* Root signatures: the dump listing and the model as a root-signature
 * string. */
#include "internal.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_enum(struct dxsig_buffer *b, const char *name, uint32_t v) {
  if (name)
    dxsig_buffer_printf(b, "%s", name);
  else
    dxsig_buffer_printf(b, "%u", (unsigned)v);
}

/* Shortest decimal form that reads back as the same float both through
 * strtof (clang) and through strtod + cast with DXC's FLT_MAX check. */
static void print_float(struct dxsig_buffer *b, float f) {
  if (isnan(f) || isinf(f)) {
    dxsig_buffer_printf(b, "%s", isnan(f) ? "nan" : f < 0 ? "-inf" : "inf");
    return;
  }
  if (f == 0.0f) {
    dxsig_buffer_printf(b, "%s", signbit(f) ? "-0.0" : "0");
    return;
  }
  char buf[64];
  for (int prec = 1; prec <= 10; ++prec) {
    snprintf(buf, sizeof(buf), "%.*g", prec, (double)f);
    double d = strtod(buf, NULL);
    if (strtof(buf, NULL) == f && (float)d == f && fabs(d) <= FLT_MAX) {
      dxsig_buffer_printf(b, "%s", buf);
      return;
    }
  }
  dxsig_buffer_printf(b, "%.17g", (double)f);
}

static const char *vis_name(uint32_t v) { return dxsig_rs_visibility_name(v); }

void dxsig_rootsig_print(struct dxsig_buffer *b, const struct dxsig_rootsig *rs) {
  static const char *const versions[] = {"?", "1.0", "1.1", "1.2"};
  dxsig_buffer_printf(b, "root signature version %s (%u), %zu parameter%s, %zu static sampler%s\n",
                      rs->version <= 3 ? versions[rs->version] : "?", (unsigned)rs->version,
                      rs->param_count, rs->param_count == 1 ? "" : "s", rs->sampler_count,
                      rs->sampler_count == 1 ? "" : "s");
  dxsig_buffer_printf(b, "  flags: ");
  dxsig_rs_print_flags(b, 0, rs->flags);
  dxsig_buffer_printf(b, "\n");
  for (size_t i = 0; i < rs->param_count; ++i) {
    const struct dxsig_rs_param *p = &rs->params[i];
    dxsig_buffer_printf(b, "  parameter %zu: ", i);
    print_enum(b, dxsig_rs_param_type_name(p->type), p->type);
    dxsig_buffer_printf(b, ", visibility ");
    print_enum(b, vis_name(p->visibility), p->visibility);
    switch (p->type) {
    case DXSIG_RS_PARAM_CONSTANTS:
      dxsig_buffer_printf(b, ", b%u, space %u, num32BitConstants %u\n", (unsigned)p->shader_register,
                          (unsigned)p->space, (unsigned)p->num32bit);
      break;
    case DXSIG_RS_PARAM_CBV:
    case DXSIG_RS_PARAM_SRV:
    case DXSIG_RS_PARAM_UAV:
      dxsig_buffer_printf(b, ", %c%u, space %u",
                          p->type == DXSIG_RS_PARAM_CBV   ? 'b'
                          : p->type == DXSIG_RS_PARAM_SRV ? 't'
                                                          : 'u',
                          (unsigned)p->shader_register, (unsigned)p->space);
      if (p->has_flags) {
        dxsig_buffer_printf(b, ", flags ");
        dxsig_rs_print_flags(b, 1, p->flags);
      }
      dxsig_buffer_printf(b, "\n");
      break;
    case DXSIG_RS_PARAM_TABLE:
      dxsig_buffer_printf(b, ", %zu range%s\n", p->range_count, p->range_count == 1 ? "" : "s");
      for (size_t j = 0; j < p->range_count; ++j) {
        const struct dxsig_rs_range *r = &p->ranges[j];
        char letter = dxsig_rs_range_type_letter(r->type);
        dxsig_buffer_printf(b, "    range %zu: ", j);
        print_enum(b, dxsig_rs_range_type_name(r->type), r->type);
        dxsig_buffer_printf(b, " %c%u, space %u, numDescriptors ", letter ? letter : '?',
                            (unsigned)r->base_register, (unsigned)r->space);
        if (r->num_descriptors == DXSIG_RS_UNBOUNDED)
          dxsig_buffer_printf(b, "unbounded");
        else
          dxsig_buffer_printf(b, "%u", (unsigned)r->num_descriptors);
        if (r->offset == DXSIG_RS_APPEND)
          dxsig_buffer_printf(b, ", offset APPEND");
        else
          dxsig_buffer_printf(b, ", offset %u", (unsigned)r->offset);
        if (r->has_flags) {
          dxsig_buffer_printf(b, ", flags ");
          dxsig_rs_print_flags(b, 2, r->flags);
        }
        dxsig_buffer_printf(b, "\n");
      }
      break;
    default:
      dxsig_buffer_printf(b, "\n");
    }
  }
  for (size_t i = 0; i < rs->sampler_count; ++i) {
    const struct dxsig_rs_sampler *s = &rs->samplers[i];
    dxsig_buffer_printf(b, "  static sampler %zu: s%u, space %u, visibility ", i,
                        (unsigned)s->shader_register, (unsigned)s->space);
    print_enum(b, vis_name(s->visibility), s->visibility);
    dxsig_buffer_printf(b, "\n    filter ");
    print_enum(b, dxsig_rs_filter_name(s->filter), s->filter);
    dxsig_buffer_printf(b, ", address ");
    print_enum(b, dxsig_rs_address_name(s->address_u), s->address_u);
    dxsig_buffer_printf(b, "/");
    print_enum(b, dxsig_rs_address_name(s->address_v), s->address_v);
    dxsig_buffer_printf(b, "/");
    print_enum(b, dxsig_rs_address_name(s->address_w), s->address_w);
    dxsig_buffer_printf(b, ", mipLODBias ");
    print_float(b, s->mip_lod_bias);
    dxsig_buffer_printf(b, ", maxAnisotropy %u, comparisonFunc ", (unsigned)s->max_anisotropy);
    print_enum(b, dxsig_rs_comparison_name(s->comparison_func), s->comparison_func);
    dxsig_buffer_printf(b, ", borderColor ");
    print_enum(b, dxsig_rs_border_name(s->border_color), s->border_color);
    dxsig_buffer_printf(b, "\n    minLOD ");
    print_float(b, s->min_lod);
    dxsig_buffer_printf(b, ", maxLOD ");
    print_float(b, s->max_lod);
    if (rs->version == DXSIG_RS_VERSION_1_2 || s->flags) {
      dxsig_buffer_printf(b, ", flags ");
      dxsig_rs_print_flags(b, 3, s->flags);
    }
    dxsig_buffer_printf(b, "\n");
  }
}

/* An enum keyword, or the number when the value has no keyword (such a
 * string will not parse back; only binary input can hold one). */
static void kw(struct dxsig_buffer *b, const char *k, uint32_t v) { print_enum(b, k, v); }

static void vis_arg(struct dxsig_buffer *b, uint32_t vis) {
  if (vis != DXSIG_RS_VIS_ALL) {
    dxsig_buffer_printf(b, ", visibility=");
    kw(b, dxsig_rs_visibility_keyword(vis), vis);
  }
}

void dxsig_rootsig_print_hlsl(struct dxsig_buffer *b, const struct dxsig_rootsig *rs) {
  const char *sep = "";
  if (rs->flags) {
    dxsig_buffer_printf(b, "RootFlags(");
    dxsig_rs_print_flags(b, 0, rs->flags);
    dxsig_buffer_printf(b, ")");
    sep = ", ";
  }
  for (size_t i = 0; i < rs->param_count; ++i) {
    const struct dxsig_rs_param *p = &rs->params[i];
    dxsig_buffer_printf(b, "%s", sep);
    sep = ", ";
    switch (p->type) {
    case DXSIG_RS_PARAM_CONSTANTS:
      dxsig_buffer_printf(b, "RootConstants(num32BitConstants=%u, b%u", (unsigned)p->num32bit,
                          (unsigned)p->shader_register);
      if (p->space)
        dxsig_buffer_printf(b, ", space=%u", (unsigned)p->space);
      vis_arg(b, p->visibility);
      dxsig_buffer_printf(b, ")");
      break;
    case DXSIG_RS_PARAM_CBV:
    case DXSIG_RS_PARAM_SRV:
    case DXSIG_RS_PARAM_UAV: {
      const char *name = dxsig_rs_param_type_name(p->type);
      char letter = p->type == DXSIG_RS_PARAM_CBV ? 'b' : p->type == DXSIG_RS_PARAM_SRV ? 't' : 'u';
      dxsig_buffer_printf(b, "%s(%c%u", name, letter, (unsigned)p->shader_register);
      if (p->space)
        dxsig_buffer_printf(b, ", space=%u", (unsigned)p->space);
      vis_arg(b, p->visibility);
      if (p->has_flags) {
        dxsig_buffer_printf(b, ", flags=");
        dxsig_rs_print_flags(b, 1, p->flags);
      }
      dxsig_buffer_printf(b, ")");
      break;
    }
    case DXSIG_RS_PARAM_TABLE: {
      dxsig_buffer_printf(b, "DescriptorTable(");
      for (size_t j = 0; j < p->range_count; ++j) {
        const struct dxsig_rs_range *r = &p->ranges[j];
        char letter = dxsig_rs_range_type_letter(r->type);
        const char *name = dxsig_rs_range_type_name(r->type);
        dxsig_buffer_printf(b, "%s%s(%c%u", j ? ", " : "", name ? name : "?",
                            letter ? letter : '?', (unsigned)r->base_register);
        if (r->num_descriptors == DXSIG_RS_UNBOUNDED)
          dxsig_buffer_printf(b, ", numDescriptors=unbounded");
        else if (r->num_descriptors != 1)
          dxsig_buffer_printf(b, ", numDescriptors=%u", (unsigned)r->num_descriptors);
        if (r->space)
          dxsig_buffer_printf(b, ", space=%u", (unsigned)r->space);
        if (r->offset != DXSIG_RS_APPEND)
          dxsig_buffer_printf(b, ", offset=%u", (unsigned)r->offset);
        if (r->has_flags) {
          dxsig_buffer_printf(b, ", flags=");
          dxsig_rs_print_flags(b, 2, r->flags);
        }
        dxsig_buffer_printf(b, ")");
      }
      if (p->visibility != DXSIG_RS_VIS_ALL) {
        dxsig_buffer_printf(b, "%svisibility=", p->range_count ? ", " : "");
        kw(b, dxsig_rs_visibility_keyword(p->visibility), p->visibility);
      }
      dxsig_buffer_printf(b, ")");
      break;
    }
    default:
      dxsig_buffer_printf(b, "UnknownParameter%u()", (unsigned)p->type);
    }
  }
  for (size_t i = 0; i < rs->sampler_count; ++i) {
    const struct dxsig_rs_sampler *s = &rs->samplers[i];
    struct dxsig_rs_sampler d;
    dxsig_rs_sampler_init(&d);
    dxsig_buffer_printf(b, "%sStaticSampler(s%u", sep, (unsigned)s->shader_register);
    sep = ", ";
    if (s->filter != d.filter) {
      dxsig_buffer_printf(b, ", filter=");
      kw(b, dxsig_rs_filter_keyword(s->filter), s->filter);
    }
    const uint32_t addr[3] = {s->address_u, s->address_v, s->address_w};
    for (int k = 0; k < 3; ++k)
      if (addr[k] != DXSIG_RS_ADDRESS_WRAP) {
        dxsig_buffer_printf(b, ", address%c=", "UVW"[k]);
        kw(b, dxsig_rs_address_keyword(addr[k]), addr[k]);
      }
    if (s->mip_lod_bias != 0.0f || signbit(s->mip_lod_bias) || isnan(s->mip_lod_bias)) {
      dxsig_buffer_printf(b, ", mipLODBias=");
      print_float(b, s->mip_lod_bias);
    }
    if (s->max_anisotropy != d.max_anisotropy)
      dxsig_buffer_printf(b, ", maxAnisotropy=%u", (unsigned)s->max_anisotropy);
    if (s->comparison_func != d.comparison_func) {
      dxsig_buffer_printf(b, ", comparisonFunc=");
      kw(b, dxsig_rs_comparison_keyword(s->comparison_func), s->comparison_func);
    }
    if (s->border_color != d.border_color) {
      dxsig_buffer_printf(b, ", borderColor=");
      kw(b, dxsig_rs_border_keyword(s->border_color), s->border_color);
    }
    if (s->min_lod != 0.0f || signbit(s->min_lod) || isnan(s->min_lod)) {
      dxsig_buffer_printf(b, ", minLOD=");
      print_float(b, s->min_lod);
    }
    if (s->max_lod != d.max_lod || isnan(s->max_lod)) {
      dxsig_buffer_printf(b, ", maxLOD=");
      print_float(b, s->max_lod);
    }
    if (s->space)
      dxsig_buffer_printf(b, ", space=%u", (unsigned)s->space);
    vis_arg(b, s->visibility);
    if (s->flags) {
      dxsig_buffer_printf(b, ", flags=");
      dxsig_rs_print_flags(b, 3, s->flags);
    }
    dxsig_buffer_printf(b, ")");
  }
}

static void prefixed(struct dxsig_buffer *b, const char *text, const char *prefix) {
  const char *p = text;
  while (p && *p) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    dxsig_buffer_printf(b, "%s%.*s\n", prefix, (int)n, p);
    p = nl ? nl + 1 : NULL;
  }
}

void dxsig_rootsig_dump(struct dxsig_buffer *b, const uint8_t *data, size_t size) {
  dxsig_buffer_printf(b, ";\n; Root signature (RTS0, %zu bytes):\n", size);
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list dl;
  dxsig_diag_list_init(&dl);
  struct dxsig_rootsig rs;
  bool ok = dxsig_rts0_read(data, size, &arena, &rs, &dl);
  for (size_t i = 0; i < dl.count; ++i)
    dxsig_buffer_printf(b, "; malformed: %s\n", dl.items[i].message);
  if (ok) {
    struct dxsig_buffer t;
    dxsig_buffer_init(&t);
    dxsig_rootsig_print(&t, &rs);
    prefixed(b, t.data, "; ");
    dxsig_buffer_finish(&t);
    dxsig_buffer_init(&t);
    dxsig_rootsig_print_hlsl(&t, &rs);
    dxsig_buffer_printf(b, "; as a string: \"%s\"\n", t.data ? t.data : "");
    dxsig_buffer_finish(&t);
    /* DXC's rules, on the version the part has. */
    struct dxsig_rs_options opt = {rs.version, DXSIG_RS_DXC, DXSIG_RS_GLOBAL, false};
    opt.usage = (rs.flags & DXSIG_RS_ROOT_LOCAL_ROOT_SIGNATURE) ? DXSIG_RS_LOCAL : DXSIG_RS_GLOBAL;
    struct dxsig_diag_list vd;
    dxsig_diag_list_init(&vd);
    dxsig_rootsig_validate(&rs, &opt, NULL, &vd);
    for (size_t i = 0; i < vd.count; ++i)
      dxsig_buffer_printf(b, "; %s: %s\n",
                          vd.items[i].severity == DXSIG_ERROR     ? "invalid"
                          : vd.items[i].severity == DXSIG_WARNING ? "warning"
                                                                  : "note",
                          vd.items[i].message);
    dxsig_diag_list_finish(&vd);
  }
  dxsig_buffer_printf(b, ";\n");
  dxsig_diag_list_finish(&dl);
  dxsig_arena_finish(&arena);
}
