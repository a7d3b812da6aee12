/* Root signatures: enum tables, names, defaults, root cost, flag sets. */
#include "internal.h"

#include <string.h>

struct keyword {
  uint32_t value;
  const char *keyword;
  const char *name;
};

static const struct keyword root_flags[] = {
#define DXSIG_RS_ROOT_FLAG(Id, Value, Keyword) {Value, Keyword, Keyword},
#include "dxsig/rootsig.def"
};
static const struct keyword desc_flags[] = {
#define DXSIG_RS_DESC_FLAG(Id, Value, Keyword) {Value, Keyword, Keyword},
#include "dxsig/rootsig.def"
};
static const struct keyword range_flags[] = {
#define DXSIG_RS_RANGE_FLAG(Id, Value, Keyword) {Value, Keyword, Keyword},
#include "dxsig/rootsig.def"
};
static const struct keyword sampler_flags[] = {
#define DXSIG_RS_SAMPLER_FLAG(Id, Value, Keyword) {Value, Keyword, Keyword},
#include "dxsig/rootsig.def"
};
static const struct keyword visibilities[] = {
#define DXSIG_RS_VISIBILITY(Id, Value, Keyword, Name) {Value, Keyword, Name},
#include "dxsig/rootsig.def"
};
static const struct keyword filters[] = {
#define DXSIG_RS_FILTER(Id, Value, Keyword, Name) {Value, Keyword, Name},
#include "dxsig/rootsig.def"
};
static const struct keyword addresses[] = {
#define DXSIG_RS_ADDRESS(Id, Value, Keyword, Name) {Value, Keyword, Name},
#include "dxsig/rootsig.def"
  /* clang 22's spelling (it rejects TEXTURE_ADDRESS_MIRROR_ONCE). */
  {DXSIG_RS_ADDRESS_MIRROR_ONCE, "TEXTURE_ADDRESS_MIRRORONCE", "MirrorOnce"},
};
static const struct keyword comparisons[] = {
#define DXSIG_RS_COMPARISON(Id, Value, Keyword, Name) {Value, Keyword, Name},
#include "dxsig/rootsig.def"
};
static const struct keyword borders[] = {
#define DXSIG_RS_BORDER(Id, Value, Keyword, Name) {Value, Keyword, Name},
#include "dxsig/rootsig.def"
};
static const struct keyword param_types[] = {
#define DXSIG_RS_PARAM_TYPE(Id, Value, Name) {Value, Name, Name},
#include "dxsig/rootsig.def"
};
static const struct keyword range_types[] = {
#define DXSIG_RS_RANGE_TYPE(Id, Value, Keyword, Letter) {Value, Keyword, Keyword},
#include "dxsig/rootsig.def"
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

struct table {
  const struct keyword *items;
  size_t count;
};

static struct table table_of(enum dxsig_rs_table t) {
  switch (t) {
  case RS_TABLE_ROOT_FLAG: return (struct table){root_flags, COUNT(root_flags)};
  case RS_TABLE_DESC_FLAG: return (struct table){desc_flags, COUNT(desc_flags)};
  case RS_TABLE_RANGE_FLAG: return (struct table){range_flags, COUNT(range_flags)};
  case RS_TABLE_SAMPLER_FLAG: return (struct table){sampler_flags, COUNT(sampler_flags)};
  case RS_TABLE_VISIBILITY: return (struct table){visibilities, COUNT(visibilities)};
  case RS_TABLE_FILTER: return (struct table){filters, COUNT(filters)};
  case RS_TABLE_ADDRESS: return (struct table){addresses, COUNT(addresses)};
  case RS_TABLE_COMPARISON: return (struct table){comparisons, COUNT(comparisons)};
  case RS_TABLE_BORDER: return (struct table){borders, COUNT(borders)};
  }
  return (struct table){NULL, 0};
}

bool dxsig_rs_ieq(const char *s, size_t len, const char *kw) {
  size_t i = 0;
  for (; i < len; ++i) {
    unsigned char a = (unsigned char)s[i], b = (unsigned char)kw[i];
    if (b == 0)
      return false;
    if (a >= 'A' && a <= 'Z')
      a = (unsigned char)(a - 'A' + 'a');
    if (b >= 'A' && b <= 'Z')
      b = (unsigned char)(b - 'A' + 'a');
    if (a != b)
      return false;
  }
  return kw[i] == 0;
}

bool dxsig_rs_keyword_lookup(enum dxsig_rs_table t, const char *s, size_t len,
                             uint32_t *value) {
  struct table tab = table_of(t);
  for (size_t i = 0; i < tab.count; ++i)
    if (dxsig_rs_ieq(s, len, tab.items[i].keyword)) {
      *value = tab.items[i].value;
      return true;
    }
  return false;
}

static const struct keyword *find(const struct keyword *items, size_t count, uint32_t v) {
  for (size_t i = 0; i < count; ++i)
    if (items[i].value == v)
      return &items[i];
  return NULL;
}

#define NAME_FN(fn, arr, field)                                  \
  const char *fn(uint32_t v) {                                   \
    const struct keyword *k = find(arr, COUNT(arr), v);          \
    return k ? k->field : NULL;                                  \
  }
NAME_FN(dxsig_rs_visibility_name, visibilities, name)
NAME_FN(dxsig_rs_visibility_keyword, visibilities, keyword)
NAME_FN(dxsig_rs_param_type_name, param_types, name)
NAME_FN(dxsig_rs_range_type_name, range_types, name)
NAME_FN(dxsig_rs_filter_name, filters, name)
NAME_FN(dxsig_rs_filter_keyword, filters, keyword)
NAME_FN(dxsig_rs_address_name, addresses, name)
NAME_FN(dxsig_rs_address_keyword, addresses, keyword)
NAME_FN(dxsig_rs_comparison_name, comparisons, name)
NAME_FN(dxsig_rs_comparison_keyword, comparisons, keyword)
NAME_FN(dxsig_rs_border_name, borders, name)
NAME_FN(dxsig_rs_border_keyword, borders, keyword)
#undef NAME_FN

char dxsig_rs_range_type_letter(uint32_t t) {
  switch (t) {
#define DXSIG_RS_RANGE_TYPE(Id, Value, Keyword, Letter) \
  case Value:                                           \
    return Letter;
#include "dxsig/rootsig.def"
  default:
    return 0;
  }
}

void dxsig_rs_print_flags(struct dxsig_buffer *b, int kind, uint32_t flags) {
  struct table tab = table_of(kind == 0   ? RS_TABLE_ROOT_FLAG
                              : kind == 1 ? RS_TABLE_DESC_FLAG
                              : kind == 2 ? RS_TABLE_RANGE_FLAG
                                          : RS_TABLE_SAMPLER_FLAG);
  if (flags == 0) {
    dxsig_buffer_printf(b, "0");
    return;
  }
  bool first = true;
  uint32_t rest = flags;
  for (size_t i = 0; i < tab.count; ++i)
    if ((flags & tab.items[i].value) == tab.items[i].value && (rest & tab.items[i].value)) {
      dxsig_buffer_printf(b, "%s%s", first ? "" : " | ", tab.items[i].keyword);
      rest &= ~tab.items[i].value;
      first = false;
    }
  if (rest)
    dxsig_buffer_printf(b, "%s0x%x", first ? "" : " | ", (unsigned)rest);
}

void dxsig_rs_sampler_init(struct dxsig_rs_sampler *s) {
  memset(s, 0, sizeof(*s));
  s->filter = DXSIG_RS_FILTER_ANISOTROPIC;
  s->address_u = s->address_v = s->address_w = DXSIG_RS_ADDRESS_WRAP;
  s->mip_lod_bias = 0.0f;
  s->max_anisotropy = 16;
  s->comparison_func = DXSIG_RS_COMPARISON_LESS_EQUAL;
  s->border_color = DXSIG_RS_BORDER_OPAQUE_WHITE;
  s->min_lod = 0.0f;
  s->max_lod = 3.402823466e+38f; /* FLT_MAX, bits 0x7F7FFFFF */
  s->visibility = DXSIG_RS_VIS_ALL;
  s->src = DXSIG_RS_NO_SRC;
}

uint32_t dxsig_rs_default_desc_flags(uint32_t param_type, uint32_t version,
                                     enum dxsig_rs_dialect dialect) {
  if (version == DXSIG_RS_VERSION_1_0)
    return DXSIG_RS_DESC_DATA_VOLATILE;
  if (dialect == DXSIG_RS_DXC)
    return 0;
  return param_type == DXSIG_RS_PARAM_UAV ? DXSIG_RS_DESC_DATA_VOLATILE
                                          : DXSIG_RS_DESC_DATA_STATIC_WHILE_SET_AT_EXECUTE;
}

uint32_t dxsig_rs_default_range_flags(uint32_t range_type, uint32_t version,
                                      enum dxsig_rs_dialect dialect) {
  if (version == DXSIG_RS_VERSION_1_0)
    return range_type == DXSIG_RS_RANGE_TYPE_SAMPLER
               ? DXSIG_RS_RANGE_DESCRIPTORS_VOLATILE
               : DXSIG_RS_RANGE_DESCRIPTORS_VOLATILE | DXSIG_RS_RANGE_DATA_VOLATILE;
  if (dialect == DXSIG_RS_DXC)
    return 0;
  switch (range_type) {
  case DXSIG_RS_RANGE_TYPE_UAV:
    return DXSIG_RS_RANGE_DATA_VOLATILE;
  case DXSIG_RS_RANGE_TYPE_SAMPLER:
    return 0;
  default:
    return DXSIG_RS_RANGE_DATA_STATIC_WHILE_SET_AT_EXECUTE;
  }
}

uint64_t dxsig_rootsig_cost(const struct dxsig_rootsig *rs) {
  uint64_t cost = 0;
  for (size_t i = 0; i < rs->param_count; ++i) {
    const struct dxsig_rs_param *p = &rs->params[i];
    uint64_t c = p->type == DXSIG_RS_PARAM_CONSTANTS ? p->num32bit
                 : p->type == DXSIG_RS_PARAM_TABLE   ? 1
                                                     : 2;
    cost = c > UINT64_MAX - cost ? UINT64_MAX : cost + c;
  }
  return cost;
}

bool dxsig_rs_desc_flags_valid(uint32_t version, uint32_t flags) {
  if (version == DXSIG_RS_VERSION_1_0)
    return flags == DXSIG_RS_DESC_DATA_VOLATILE;
  return flags == 0 || flags == 0x2 || flags == 0x4 || flags == 0x8;
}

bool dxsig_rs_range_flags_valid(uint32_t version, uint32_t range_type, uint32_t flags) {
  bool sampler = range_type == DXSIG_RS_RANGE_TYPE_SAMPLER;
  if (version == DXSIG_RS_VERSION_1_0)
    return flags == (sampler ? 0x1u : 0x3u);
  if (sampler)
    return flags == 0 || flags == 0x1 || flags == 0x10000;
  static const uint32_t ok[] = {0,       0x1,     0x2,     0x3,     0x4,    0x5,
                                0x8,     0x10000, 0x10002, 0x10004, 0x10008};
  for (size_t i = 0; i < COUNT(ok); ++i)
    if (flags == ok[i])
      return true;
  return false;
}
