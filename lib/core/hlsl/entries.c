/* Entries of an HLSL file: which functions (-T/-E, or [shader("...")]),
 * where each parameter's elements go for its stage (DXC
 * SigPointFromInputQual), the patch-constant function, and the stage
 * attributes as a module's function attributes. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dxsig/arena.h"
#include "dxsig/sigpoint.h"
#include "dxsig/stage_props.h"
#include "grow.h"

/* Shader model a file without -T is read at: the newest DXC has, so that
 * no system value is refused for its model. */
#define NO_PROFILE_SM_MINOR 8
/* The validator version a program is written for: DXC 1.8's, the newest
 * release, as dxc writes by default (SV_IsFrontFace a uint, aligned parts). */
#define DXSIG_HLSL_VALVER_MINOR 8

bool dxsig_hlsl_profile_parse(const char *text, enum dxsig_shader_stage *stage,
                              struct dxsig_shader_model *sm) {
  static const struct {
    const char *prefix;
    enum dxsig_shader_stage stage;
  } KINDS[] = {{"vs", DXSIG_STAGE_VERTEX},   {"ps", DXSIG_STAGE_PIXEL},
               {"gs", DXSIG_STAGE_GEOMETRY}, {"hs", DXSIG_STAGE_HULL},
               {"ds", DXSIG_STAGE_DOMAIN},   {"cs", DXSIG_STAGE_COMPUTE},
               {"lib", DXSIG_STAGE_LIBRARY}, {"ms", DXSIG_STAGE_MESH},
               {"as", DXSIG_STAGE_AMPLIFICATION}};
  if (!text)
    return false;
  for (size_t k = 0; k < sizeof KINDS / sizeof *KINDS; ++k) {
    size_t n = strlen(KINDS[k].prefix);
    if (strncmp(text, KINDS[k].prefix, n) != 0 || text[n] != '_')
      continue;
    const char *v = text + n + 1;
    if (v[0] != '6' || v[1] != '_' || v[2] < '0' || v[2] > '9' || v[3] != '\0')
      return false;
    *stage = KINDS[k].stage;
    *sm = (struct dxsig_shader_model){6, (uint32_t)(v[2] - '0')};
    return dxsig_shader_model_compare(*sm, dxsig_shader_stage_min_sm(*stage)) >= 0;
  }
  return false;
}

void dxsig_hlsl_program_init(struct dxsig_hlsl_program *p) {
  memset(p, 0, sizeof *p);
  dxsig_module_init(&p->m);
}

void dxsig_hlsl_program_finish(struct dxsig_hlsl_program *p) {
  dxsig_module_finish(&p->m);
  memset(p, 0, sizeof *p);
}

const char *dxsig_hlsl_entry_attr(const struct dxsig_hlsl_program *p, size_t entry,
                                  const char *key) {
  if (!p->info || entry >= p->m.count)
    return NULL;
  const struct dxsig_hlsl_entry_info *in = &p->info[entry];
  for (size_t k = 0; k < in->attr_count; ++k)
    if (strcmp(in->attrs[k].key, key) == 0)
      return in->attrs[k].value;
  return NULL;
}

/* ---- one entry ------------------------------------------------------------ */

struct entry_builder {
  struct hl_file *f;
  struct dxsig_shader_model sm;
  bool native16;
  enum dxsig_shader_stage stage;
  const struct hl_function *fn;
  struct hl_list lists[DXSIG_SIG_KIND_COUNT];
  struct dxsig_hlsl_attr *attrs;
  size_t attr_count, attr_cap;
  uint32_t stream_count;
  char streams[64];          /* "PointStream,PointStream" */
  uint64_t leaves;           /* declarations walked into elements */
  const char *primitive;     /* the GS input primitive so far */
  uint32_t stream_topologies; /* bit t for each stream type t declared */
  bool ok;
};

static void add_attr(struct entry_builder *b, const char *key, const char *value) {
  struct hl_file *f = b->f;
  for (size_t k = 0; k < b->attr_count; ++k)
    if (strcmp(b->attrs[k].key, key) == 0) { /* the last one written wins */
      char *v = dxsig_arena_strndup(f->arena, value, strlen(value));
      if (!v)
        f->oom = true;
      b->attrs[k].value = v ? v : b->attrs[k].value;
      return;
    }
  struct dxsig_hlsl_attr *grown = dxsig_grow(b->attrs, &b->attr_cap, b->attr_count + 1,
                                             sizeof *grown);
  char *v = dxsig_arena_strndup(f->arena, value, strlen(value));
  if (!grown || !v) {
    if (grown)
      b->attrs = grown;
    f->oom = true;
    return;
  }
  b->attrs = grown;
  b->attrs[b->attr_count++] = (struct dxsig_hlsl_attr){key, v};
}

static void add_attr_u32(struct entry_builder *b, const char *key, uint32_t v) {
  char text[16];
  snprintf(text, sizeof text, "%u", (unsigned)v);
  add_attr(b, key, text);
}

static bool sink(struct entry_builder *b, enum dxsig_sig_kind list, enum dxsig_sigpoint sp,
                 uint32_t stream, const struct hl_decl *d, const struct hl_type *t,
                 const uint32_t *dims, uint32_t dim_count) {
  struct hl_sink s = {b->f,    &b->leaves, b->stage,   b->sm,
                      list,    sp,         stream,     b->native16,
                      &b->lists[list]};
  return hl_elements_of(&s, d, t, dims, dim_count);
}

/* The inner type of a patch or stream parameter, as a declaration. */
static bool sink_inner(struct entry_builder *b, enum dxsig_sig_kind list, enum dxsig_sigpoint sp,
                       uint32_t stream, const struct hl_decl *d) {
  const struct hl_type *t = &d->type;
  if (d->dim_count) {
    hl_error_at(b->f, DXSIG_RULE_HLSL_TYPE, d->loc, "an array of '%.*s' cannot be a parameter",
                (int)t->name_len, t->name);
    return false;
  }
  return sink(b, list, sp, stream, d, t->inner, t->inner_dims, t->inner_dim_count);
}

static const char *const PRIMITIVE_NAMES[] = {"point", "line", "triangle", "lineadj",
                                              "triangleadj"};
static const uint32_t PRIMITIVE_BITS[] = {HM_POINT, HM_LINE, HM_TRIANGLE, HM_LINEADJ,
                                          HM_TRIANGLEADJ};
static const uint32_t PRIMITIVE_VERTICES[] = {1, 2, 3, 4, 6};

/* A GS input primitive array: triangle V v[3]. */
static bool gs_primitive(struct entry_builder *b, const struct hl_decl *d) {
  size_t k = 0;
  while (k < 5 && !(d->mods & PRIMITIVE_BITS[k]))
    ++k;
  if (d->dim_count == 0) {
    hl_error_at(b->f, DXSIG_RULE_HLSL_TYPE, d->loc,
                "input types for geometry shader must be constant size arrays");
    return false;
  }
  if (d->dims[0] != PRIMITIVE_VERTICES[k]) {
    hl_error_at(b->f, DXSIG_RULE_HLSL_TYPE, d->loc, "array dimension for %s must be %u",
                PRIMITIVE_NAMES[k], (unsigned)PRIMITIVE_VERTICES[k]);
    return false;
  }
  if (b->primitive && b->primitive != PRIMITIVE_NAMES[k]) {
    hl_error_at(b->f, DXSIG_RULE_HLSL_TYPE, d->loc,
                "input parameter conflicts with geometry specifier of previous input "
                "parameters");
    return false;
  }
  b->primitive = PRIMITIVE_NAMES[k];
  add_attr(b, "hlsl.inputprimitive", PRIMITIVE_NAMES[k]);
  return sink(b, DXSIG_SIG_INPUT, DXSIG_SIGPOINT_GS_V_IN, 0, d, &d->type, d->dims + 1,
              d->dim_count - 1);
}

static bool gs_stream(struct entry_builder *b, const struct hl_decl *d) {
  if (b->stream_count == 4) {
    hl_error_at(b->f, DXSIG_RULE_HLSL_TYPE, d->loc, "a geometry shader has at most 4 streams");
    return false;
  }
  static const char *const NAMES[] = {"", "PointStream", "", "LineStream", "", "TriangleStream"};
  const char *name = NAMES[d->type.stream_topology < 6 ? d->type.stream_topology : 0];
  b->stream_topologies |= 1u << d->type.stream_topology;
  if (b->stream_count > 0 && b->stream_topologies != (1u << DXSIG_TOPOLOGY_POINT_LIST)) {
    hl_error_at(b->f, DXSIG_RULE_HLSL_TYPE, d->loc,
                "when multiple GS output streams are used they must be pointlists");
    return false;
  }
  size_t used = strlen(b->streams);
  snprintf(b->streams + used, sizeof b->streams - used, "%s%s", used ? "," : "", name);
  uint32_t stream = b->stream_count++;
  return sink_inner(b, DXSIG_SIG_OUTPUT, DXSIG_SIGPOINT_GS_OUT, stream, d);
}

/* The patch-constant function's control points are the hull shader's: each
 * element it declares must be one of the entry's list by name (without
 * case) and first index (DXC's check). */
static bool patch_matches(struct entry_builder *b, const struct hl_decl *d, bool input) {
  enum dxsig_sig_kind list = input ? DXSIG_SIG_INPUT : DXSIG_SIG_OUTPUT;
  struct hl_list theirs = {0};
  struct hl_sink s = {b->f,   &b->leaves, b->stage,   b->sm,  list,
                      input ? DXSIG_SIGPOINT_HS_CP_IN : DXSIG_SIGPOINT_HS_CP_OUT,
                      0,      b->native16, &theirs};
  bool ok = !d->dim_count && hl_elements_of(&s, d, d->type.inner, d->type.inner_dims,
                                            d->type.inner_dim_count);
  const struct hl_list *ours = &b->lists[list];
  for (size_t i = 0; ok && i < theirs.count; ++i) {
    const struct dxsig_element *t = &theirs.items[i].el;
    bool found = false;
    for (size_t j = 0; j < ours->count && !found; ++j) {
      const struct dxsig_element *o = &ours->items[j].el;
      found = o->name_len == t->name_len && strncasecmp(o->name, t->name, t->name_len) == 0 &&
              o->index_count && t->index_count && o->indices[0] == t->indices[0];
    }
    if (!found) {
      hl_error_at(b->f, DXSIG_RULE_HLSL_SEMANTIC, theirs.items[i].loc,
                  "Signature element %.*s, referred to by patch constant function, is not "
                  "found in corresponding hull shader %s.",
                  (int)(t->name_len > 64 ? 64 : t->name_len), t->name,
                  input ? "input" : "output");
      ok = false;
    }
  }
  free(theirs.items);
  return ok;
}

/* One parameter of an entry (or of the patch-constant function, pc). */
static bool parameter(struct entry_builder *b, const struct hl_decl *d, bool pc) {
  bool out = (d->mods & HM_OUT) != 0, in = !out || (d->mods & HM_IN);
  enum hl_type_kind k = d->type.kind;
  switch (b->stage) {
  case DXSIG_STAGE_VERTEX:
  case DXSIG_STAGE_PIXEL: {
    bool vs = b->stage == DXSIG_STAGE_VERTEX;
    bool ok = true;
    if (out) /* DXC reads the output side of an inout first, then the input */
      ok = sink(b, DXSIG_SIG_OUTPUT, vs ? DXSIG_SIGPOINT_VS_OUT : DXSIG_SIGPOINT_PS_OUT, 0, d,
                &d->type, d->dims, d->dim_count);
    if (in)
      ok = sink(b, DXSIG_SIG_INPUT, vs ? DXSIG_SIGPOINT_VS_IN : DXSIG_SIGPOINT_PS_IN, 0, d,
                &d->type, d->dims, d->dim_count) && ok;
    return ok;
  }
  case DXSIG_STAGE_GEOMETRY:
    if (k == HT_STREAM)
      return gs_stream(b, d);
    if (k == HT_INPUT_PATCH) {
      char text[16];
      snprintf(text, sizeof text, "patch%u", (unsigned)d->type.count);
      add_attr(b, "hlsl.inputprimitive", text);
      return sink_inner(b, DXSIG_SIG_INPUT, DXSIG_SIGPOINT_GS_V_IN, 0, d);
    }
    if (d->mods & HM_PRIMITIVE)
      return gs_primitive(b, d);
    if (out) {
      hl_error_at(b->f, DXSIG_RULE_HLSL_SEMANTIC, d->loc,
                  "a geometry shader writes its outputs through a stream, not an out parameter");
      return false;
    }
    return sink(b, DXSIG_SIG_INPUT, DXSIG_SIGPOINT_GS_IN, 0, d, &d->type, d->dims, d->dim_count);
  case DXSIG_STAGE_HULL:
    if (pc) {
      if (k == HT_INPUT_PATCH || k == HT_OUTPUT_PATCH)
        return patch_matches(b, d, k == HT_INPUT_PATCH);
      if (out)
        return sink(b, DXSIG_SIG_PATCH_CONSTANT, DXSIG_SIGPOINT_PC_OUT, 0, d, &d->type, d->dims,
                    d->dim_count);
      return sink(b, DXSIG_SIG_PATCH_CONSTANT, DXSIG_SIGPOINT_PC_IN, 0, d, &d->type, d->dims,
                  d->dim_count);
    }
    if (k == HT_INPUT_PATCH) {
      add_attr_u32(b, "hlsl.inputcontrolpoints", d->type.count);
      return sink_inner(b, DXSIG_SIG_INPUT, DXSIG_SIGPOINT_HS_CP_IN, 0, d);
    }
    if (k == HT_OUTPUT_PATCH)
      return sink_inner(b, DXSIG_SIG_OUTPUT, DXSIG_SIGPOINT_HS_CP_OUT, 0, d);
    if (out)
      return sink(b, DXSIG_SIG_OUTPUT, DXSIG_SIGPOINT_HS_CP_OUT, 0, d, &d->type, d->dims,
                  d->dim_count);
    return sink(b, DXSIG_SIG_INPUT, DXSIG_SIGPOINT_HS_IN, 0, d, &d->type, d->dims, d->dim_count);
  case DXSIG_STAGE_DOMAIN:
    if (k == HT_INPUT_PATCH || k == HT_OUTPUT_PATCH) {
      add_attr_u32(b, "hlsl.inputcontrolpoints", d->type.count);
      return sink_inner(b, DXSIG_SIG_INPUT, DXSIG_SIGPOINT_DS_CP_IN, 0, d);
    }
    if (out)
      return sink(b, DXSIG_SIG_OUTPUT, DXSIG_SIGPOINT_DS_OUT, 0, d, &d->type, d->dims,
                  d->dim_count);
    return sink(b, DXSIG_SIG_PATCH_CONSTANT, DXSIG_SIGPOINT_DS_IN, 0, d, &d->type, d->dims,
                d->dim_count);
  case DXSIG_STAGE_MESH:
    if (d->mods & (HM_VERTICES | HM_PRIMITIVES | HM_INDICES)) {
      if (d->dim_count == 0) {
        hl_error_at(b->f, DXSIG_RULE_HLSL_TYPE, d->loc, "a mesh output must be an array");
        return false;
      }
      if (d->mods & HM_VERTICES) {
        add_attr_u32(b, "hlsl.maxoutputvertices", d->dims[0]);
        return sink(b, DXSIG_SIG_OUTPUT, DXSIG_SIGPOINT_MS_OUT, 0, d, &d->type, d->dims + 1,
                    d->dim_count - 1);
      }
      add_attr_u32(b, "hlsl.maxoutputprimitives", d->dims[0]);
      if (d->mods & HM_INDICES)
        return true;
      return sink(b, DXSIG_SIG_PATCH_CONSTANT, DXSIG_SIGPOINT_MS_P_OUT, 0, d, &d->type,
                  d->dims + 1, d->dim_count - 1);
    }
    if (d->mods & HM_PAYLOAD)
      return true; /* its size: payload_size */
    return sink(b, DXSIG_SIG_INPUT, DXSIG_SIGPOINT_MS_IN, 0, d, &d->type, d->dims, d->dim_count);
  case DXSIG_STAGE_COMPUTE:
  case DXSIG_STAGE_AMPLIFICATION:
    return sink(b, DXSIG_SIG_INPUT,
                b->stage == DXSIG_STAGE_COMPUTE ? DXSIG_SIGPOINT_CS_IN : DXSIG_SIGPOINT_AS_IN, 0,
                d, &d->type, d->dims, d->dim_count);
  default:
    return true; /* ray tracing and node shaders: no signatures */
  }
}

/* The bytes of a mesh payload: DXIL's data layout, scalars at their natural
 * alignment (bool 4 bytes, min precision 4 unless 16-bit types are on). */
static uint64_t payload_bytes(const struct entry_builder *b, const struct hl_type *t,
                              const uint32_t *dims, uint32_t dim_count, uint32_t depth,
                              uint32_t *align) {
  uint64_t n = 1;
  for (uint32_t k = 0; k < dim_count; ++k)
    n = n * dims[k] > UINT32_MAX ? UINT32_MAX : n * dims[k];
  if (t->kind == HT_NUMERIC) {
    uint32_t bits = dxsig_component_type_bits(hl_component_type(t->scalar, 0, b->native16));
    uint32_t size = bits == 64 ? 8 : bits == 16 && b->native16 ? 2 : 4;
    *align = size;
    return n * size * t->rows * t->cols;
  }
  if (t->kind != HT_STRUCT || !t->st || depth > 64)
    return 0;
  struct hl_struct *st = (struct hl_struct *)t->st; /* its size, once */
  if (!st->payload_size) {
    uint64_t size = 0;
    uint32_t max_align = 1;
    for (const struct hl_struct *s = st; s; s = s->base) /* base fields after: rare */
      for (size_t k = 0; k < s->count; ++k) {
        uint32_t a = 1;
        uint64_t fsize = payload_bytes(b, &s->fields[k].type, s->fields[k].dims,
                                       s->fields[k].dim_count, depth + 1, &a);
        size = (size + a - 1) / a * a + fsize;
        if (size > UINT32_MAX)
          size = UINT32_MAX;
        max_align = a > max_align ? a : max_align;
      }
    st->payload_size = (size + max_align - 1) / max_align * max_align + 1; /* +1: known */
    st->payload_align = max_align;
  }
  *align = st->payload_align;
  uint64_t total = n * (st->payload_size - 1);
  return total > UINT32_MAX ? UINT32_MAX : total;
}

/* ---- attributes ----------------------------------------------------------- */

/* The attribute's arguments split at top-level commas: at most max. */
static size_t attr_args(const struct hl_file *f, const struct hl_attr *a, size_t *begin,
                        size_t *end, size_t max) {
  if (!a->arg_end)
    return 0;
  size_t n = 0, depth = 0, start = a->arg_begin;
  for (size_t i = a->arg_begin; i <= a->arg_end && n < max; ++i) {
    bool at_end = i == a->arg_end;
    if (!at_end && (hl_tok_is(f, i, "(") || hl_tok_is(f, i, "[")))
      depth++;
    else if (!at_end && (hl_tok_is(f, i, ")") || hl_tok_is(f, i, "]")))
      depth--;
    if (at_end || (depth == 0 && hl_tok_is(f, i, ","))) {
      begin[n] = start;
      end[n] = i;
      n++;
      start = i + 1;
    }
  }
  return n;
}

static bool attr_string(struct entry_builder *b, const struct hl_attr *a, char *out,
                        size_t size) {
  size_t begin, end;
  const struct hl_file *f = b->f;
  if (attr_args(f, a, &begin, &end, 1) != 1 || end != begin + 1 ||
      f->toks[begin].kind != DXSIG_RS_TOKEN_STRING || f->toks[begin].len < 2 ||
      f->toks[begin].text[f->toks[begin].len - 1] != '"') {
    hl_error_at(b->f, DXSIG_RULE_HLSL_ATTRIBUTE, a->loc, "[%.*s] takes one string",
                (int)a->name_len, a->name);
    return false;
  }
  const tok_t *t = &f->toks[begin];
  const char *q = memchr(t->text, '"', t->len);
  if (!q || q >= t->text + t->len - 1) { /* a prefix and one quote: no string */
    hl_error_at(b->f, DXSIG_RULE_HLSL_ATTRIBUTE, a->loc, "[%.*s] takes one string",
                (int)a->name_len, a->name);
    return false;
  }
  size_t len = (size_t)(t->text + t->len - 1 - (q + 1));
  if (len >= size)
    len = size - 1;
  memcpy(out, q + 1, len);
  out[len] = '\0';
  return true;
}

static bool attr_ints(struct entry_builder *b, const struct hl_attr *a, uint32_t *v, size_t min,
                      size_t max) {
  size_t begin[4], end[4];
  size_t n = attr_args(b->f, a, begin, end, 4);
  if (n < min || n > max) {
    hl_error_at(b->f, DXSIG_RULE_HLSL_ATTRIBUTE, a->loc, "[%.*s] takes %zu%s integers",
                (int)a->name_len, a->name, min, max > min ? " or more" : "");
    return false;
  }
  for (size_t k = 0; k < n; ++k) {
    int64_t x;
    if (!hl_eval_const(b->f, begin[k], end[k], &x))
      return false;
    if (x < 0 || x > UINT32_MAX) {
      hl_error_at(b->f, DXSIG_RULE_HLSL_ATTRIBUTE, a->loc, "[%.*s]: %lld is out of range",
                  (int)a->name_len, a->name, (long long)x);
      return false;
    }
    v[k] = (uint32_t)x;
  }
  for (size_t k = n; k < max; ++k)
    v[k] = 0;
  return true;
}

static bool attr_is(const struct hl_attr *a, const char *name) {
  size_t n = strlen(name);
  if (a->name_len != n)
    return false;
  for (size_t k = 0; k < n; ++k) /* DXC's attribute names are case-insensitive */
    if ((a->name[k] | 0x20) != (name[k] | 0x20))
      return false;
  return true;
}

/* The entry's attributes into module attributes; hlsl.shader first. */
static bool read_attributes(struct entry_builder *b, const struct hl_function *fn) {
  struct hl_file *f = b->f;
  bool ok = true;
  for (size_t k = 0; k < fn->attr_count && ok; ++k) {
    const struct hl_attr *a = &fn->attrs[k];
    char text[96];
    uint32_t v[4];
    if (attr_is(a, "numthreads")) {
      if ((ok = attr_ints(b, a, v, 3, 3))) {
        snprintf(text, sizeof text, "%u,%u,%u", v[0], v[1], v[2]);
        add_attr(b, "hlsl.numthreads", text);
      }
    } else if (attr_is(a, "WaveSize")) {
      if ((ok = attr_ints(b, a, v, 1, 3))) {
        snprintf(text, sizeof text, "%u,%u,%u", v[0], v[1], v[2]);
        add_attr(b, "hlsl.wavesize", text);
      }
    } else if (attr_is(a, "maxvertexcount") || attr_is(a, "instance") ||
               attr_is(a, "outputcontrolpoints")) {
      if ((ok = attr_ints(b, a, v, 1, 1)))
        add_attr_u32(b, attr_is(a, "instance")         ? "hlsl.instance"
                        : attr_is(a, "maxvertexcount") ? "hlsl.maxvertexcount"
                                                       : "hlsl.outputcontrolpoints",
                     v[0]);
    } else if (attr_is(a, "domain") || attr_is(a, "partitioning") ||
               attr_is(a, "outputtopology") || attr_is(a, "patchconstantfunc")) {
      if ((ok = attr_string(b, a, text, sizeof text)))
        add_attr(b, attr_is(a, "domain")           ? "hlsl.domain"
                    : attr_is(a, "partitioning")   ? "hlsl.partitioning"
                    : attr_is(a, "outputtopology") ? "hlsl.outputtopology"
                                                   : "hlsl.patchconstantfunc",
                 text);
    } else if (attr_is(a, "clipplanes")) {
      /* DXC adds SV_ClipDistance outputs for it: not read, so refused
       * rather than a signature without them. */
      hl_error_at(f, DXSIG_RULE_HLSL_ATTRIBUTE, a->loc,
                  "[clipplanes(...)] is not read by dxsig (DXC adds SV_ClipDistance outputs "
                  "for it); write the SV_ClipDistance outputs instead");
      ok = false;
    } else if (attr_is(a, "maxtessfactor")) {
      size_t begin, end;
      if (attr_args(f, a, &begin, &end, 1) != 1 || end != begin + 1) {
        hl_error_at(f, DXSIG_RULE_HLSL_ATTRIBUTE, a->loc, "[maxtessfactor] takes one number");
        ok = false;
      } else {
        const tok_t *t = &f->toks[begin];
        size_t len = t->len < sizeof text ? t->len : sizeof text - 1;
        while (len > 0 && (t->text[len - 1] == 'f' || t->text[len - 1] == 'F' ||
                           t->text[len - 1] == 'h' || t->text[len - 1] == 'H'))
          --len;
        memcpy(text, t->text, len);
        text[len] = '\0';
        add_attr(b, "hlsl.maxtessfactor", text);
      }
    }
  }
  return ok;
}

/* DXC's required attributes (SemaHLSL's Diagnose*Entry). */
static bool check_required(struct entry_builder *b, const struct hl_function *fn) {
  static const struct {
    enum dxsig_shader_stage stage;
    const char *key, *attr;
  } REQUIRED[] = {
      {DXSIG_STAGE_COMPUTE, "hlsl.numthreads", "numthreads"},
      {DXSIG_STAGE_MESH, "hlsl.numthreads", "numthreads"},
      {DXSIG_STAGE_AMPLIFICATION, "hlsl.numthreads", "numthreads"},
      {DXSIG_STAGE_MESH, "hlsl.outputtopology", "outputtopology"},
      {DXSIG_STAGE_GEOMETRY, "hlsl.maxvertexcount", "maxvertexcount"},
      {DXSIG_STAGE_HULL, "hlsl.patchconstantfunc", "patchconstantfunc"},
      {DXSIG_STAGE_HULL, "hlsl.outputtopology", "outputtopology"},
      {DXSIG_STAGE_HULL, "hlsl.outputcontrolpoints", "outputcontrolpoints"},
  };
  bool ok = true;
  for (size_t k = 0; k < sizeof REQUIRED / sizeof *REQUIRED; ++k) {
    if (REQUIRED[k].stage != b->stage)
      continue;
    bool found = false;
    for (size_t a = 0; a < b->attr_count; ++a)
      found |= strcmp(b->attrs[a].key, REQUIRED[k].key) == 0;
    if (!found) {
      hl_error_at(b->f, DXSIG_RULE_HLSL_ATTRIBUTE, fn->loc,
                  "%s entry point must have a valid %s attribute",
                  dxsig_shader_stage_name(b->stage), REQUIRED[k].attr);
      ok = false;
    }
  }
  return ok;
}

/* A function's parameters and return value into the lists. */
static bool function_elements(struct entry_builder *b, const struct hl_function *fn, bool pc) {
  struct hl_file *f = b->f;
  if (fn->errors) { /* what reading it said; warnings alone do not stop it */
    dxsig_diag_list_append(f->diags, fn->errors, NULL);
    if (fn->errors->error_count)
      return false;
  }
  bool ok = true;
  if (fn->ret.type.kind != HT_NONE) { /* DXC puts the return value first */
    enum dxsig_sig_kind list = pc ? DXSIG_SIG_PATCH_CONSTANT : DXSIG_SIG_OUTPUT;
    enum dxsig_sigpoint sp;
    switch (b->stage) {
    case DXSIG_STAGE_VERTEX: sp = DXSIG_SIGPOINT_VS_OUT; break;
    case DXSIG_STAGE_PIXEL: sp = DXSIG_SIGPOINT_PS_OUT; break;
    case DXSIG_STAGE_HULL: sp = pc ? DXSIG_SIGPOINT_PC_OUT : DXSIG_SIGPOINT_HS_CP_OUT; break;
    case DXSIG_STAGE_DOMAIN: sp = DXSIG_SIGPOINT_DS_OUT; break;
    default:
      hl_error_at(f, DXSIG_RULE_HLSL_TYPE, fn->loc, "a %s entry returns void",
                  dxsig_shader_stage_name(b->stage));
      return false;
    }
    struct hl_decl ret = fn->ret;
    ret.name = "return value";
    ret.name_len = 12;
    ret.loc = fn->loc;
    ok = sink(b, list, sp, 0, &ret, &ret.type, ret.dims, ret.dim_count);
  }
  for (size_t k = 0; k < fn->param_count && ok; ++k) {
    const struct hl_decl *d = &fn->params[k];
    if (d->type.kind == HT_OBJECT && (d->mods & HM_UNIFORM))
      continue; /* a resource handed in: no element */
    ok = parameter(b, d, pc);
  }
  if (ok && b->stage == DXSIG_STAGE_MESH && !pc)
    for (size_t k = 0; k < fn->param_count; ++k)
      if (fn->params[k].mods & HM_PAYLOAD) {
        uint32_t align = 1;
        uint64_t bytes = payload_bytes(b, &fn->params[k].type, fn->params[k].dims,
                                       fn->params[k].dim_count, 0, &align);
        add_attr_u32(b, "hlsl.payloadsize", bytes > UINT32_MAX ? UINT32_MAX : (uint32_t)bytes);
      }
  return ok;
}

static const struct hl_function *find_function(const struct hl_file *f, const char *name,
                                               size_t len, bool *ambiguous) {
  const struct hl_function *found = NULL, *declared = NULL;
  *ambiguous = false;
  for (size_t k = 0; k < f->fn_count; ++k) {
    const struct hl_function *fn = f->fns[k];
    if (fn->name_len != len || memcmp(fn->name, name, len) != 0)
      continue;
    if (!fn->defined) {
      declared = declared ? declared : fn;
      continue;
    }
    if (found)
      *ambiguous = true;
    found = found ? found : fn;
  }
  return found ? found : declared;
}

/* ---- the program ---------------------------------------------------------- */

struct program_builder {
  struct hl_file *f;
  struct dxsig_hlsl_program *p;
  struct dxsig_entry *entries;
  struct dxsig_hlsl_entry_info *info;
  size_t count, cap, info_cap;
  const char *last_file, *last_copy; /* file names copied into the arena */
};

static loc_t owned_loc(struct program_builder *pb, loc_t loc) {
  if (!loc.file)
    return loc;
  if (loc.file != pb->last_file) {
    pb->last_copy = dxsig_arena_strndup(pb->f->arena, loc.file, strlen(loc.file));
    pb->last_file = loc.file;
    if (!pb->last_copy)
      pb->f->oom = true;
  }
  loc.file = pb->last_copy;
  return loc;
}

static bool add_entry(struct program_builder *pb, const struct hl_function *fn,
                      enum dxsig_shader_stage stage, struct dxsig_shader_model sm) {
  struct hl_file *f = pb->f;
  struct entry_builder b;
  memset(&b, 0, sizeof b);
  b.f = f;
  b.sm = sm;
  b.native16 = f->opt->enable_16bit_types;
  b.stage = stage;
  b.fn = fn;
  add_attr(&b, "hlsl.shader", dxsig_shader_stage_name(stage));
  bool ok = read_attributes(&b, fn) && check_required(&b, fn);
  ok = function_elements(&b, fn, false) && ok;
  if (b.stream_count)
    add_attr(&b, "hlsl.outputstreams", b.streams);
  if (ok && stage == DXSIG_STAGE_HULL) {
    const char *pcf = NULL;
    for (size_t k = 0; k < b.attr_count; ++k)
      if (strcmp(b.attrs[k].key, "hlsl.patchconstantfunc") == 0)
        pcf = b.attrs[k].value;
    /* Of overloads, the last one defined (DXC's lookup). */
    const struct hl_function *pc = pcf ? hl_map_get(&f->functions, pcf, strlen(pcf)) : NULL;
    if (pcf && (!pc || !pc->defined)) {
      hl_error_at(f, DXSIG_RULE_HLSL_ATTRIBUTE, fn->loc,
                  "patch constant function '%s' is not defined in the file", pcf);
      ok = false;
    } else if (pc) {
      ok = function_elements(&b, pc, true);
    }
  }
  if (ok)
    ok = hl_refuse_64bit(f, b.lists, fn->loc);
  struct dxsig_entry *grown_e = dxsig_grow(pb->entries, &pb->cap, pb->count + 1, sizeof *grown_e);
  if (grown_e)
    pb->entries = grown_e;
  struct dxsig_hlsl_entry_info *grown_i =
      dxsig_grow(pb->info, &pb->info_cap, pb->count + 1, sizeof *grown_i);
  if (grown_i)
    pb->info = grown_i;
  if (!grown_e || !grown_i)
    f->oom = true;
  if (ok && !f->oom) {
    struct dxsig_entry *e = &pb->entries[pb->count];
    struct dxsig_hlsl_entry_info *in = &pb->info[pb->count];
    memset(e, 0, sizeof *e);
    memset(in, 0, sizeof *in);
    e->name = dxsig_arena_strndup(f->arena, fn->name, fn->name_len);
    e->table_index = pb->count;
    e->stage = stage;
    e->has_stage = true;
    loc_t fl = owned_loc(pb, fn->loc);
    in->loc = (struct dxsig_hlsl_loc){fl.file, fl.line, fl.col};
    in->attrs = dxsig_arena_calloc(f->arena, b.attr_count, sizeof *in->attrs);
    if (in->attrs)
      memcpy((void *)in->attrs, b.attrs, b.attr_count * sizeof *b.attrs);
    in->attr_count = b.attr_count;
    for (size_t a = 0; a < fn->attr_count; ++a)
      in->has_root_signature |= attr_is(&fn->attrs[a], "RootSignature");
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      enum dxsig_sigpoint sp;
      struct dxsig_signature *sig = &e->sigs[k];
      struct hl_list *l = &b.lists[k];
      sig->kind = (enum dxsig_sig_kind)k;
      sig->present = dxsig_sigpoint_of_list(stage, (enum dxsig_sig_kind)k, &sp);
      if (!l->count)
        continue;
      sig->present = true;
      sig->elements = dxsig_arena_calloc(f->arena, l->count, sizeof *sig->elements);
      struct dxsig_hlsl_loc *locs = dxsig_arena_calloc(f->arena, l->count, sizeof *locs);
      if (!sig->elements || !locs) {
        f->oom = true;
        break;
      }
      for (size_t i = 0; i < l->count; ++i) {
        sig->elements[i] = l->items[i].el;
        loc_t loc = owned_loc(pb, l->items[i].loc);
        locs[i] = (struct dxsig_hlsl_loc){loc.file, loc.line, loc.col};
      }
      sig->count = l->count;
      in->element_locs[k] = locs;
    }
    if (!e->name || (b.attr_count && !in->attrs))
      f->oom = true;
    pb->count++;
  }
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    free(b.lists[k].items);
  free(b.attrs);
  return ok && !f->oom;
}

/* The stage [shader("...")] names, or false. */
static bool shader_attribute(struct hl_file *f, const struct hl_function *fn,
                             enum dxsig_shader_stage *stage, bool *bad) {
  *bad = false;
  for (size_t k = 0; k < fn->attr_count; ++k) {
    const struct hl_attr *a = &fn->attrs[k];
    if (!attr_is(a, "shader"))
      continue;
    struct entry_builder b;
    memset(&b, 0, sizeof b);
    b.f = f;
    char text[32] = "";
    if (!attr_string(&b, a, text, sizeof text) ||
        !dxsig_shader_stage_from_name(text, strlen(text), stage) ||
        *stage == DXSIG_STAGE_LIBRARY) {
      if (text[0]) /* attr_string reported what is not a string */
        hl_error_at(f, DXSIG_RULE_HLSL_ATTRIBUTE, a->loc, "[shader(\"%s\")] names no stage",
                    text);
      *bad = true;
      return false;
    }
    return true;
  }
  return false;
}

static void list_functions(struct hl_file *f, char *out, size_t size) {
  size_t used = 0;
  out[0] = '\0';
  size_t shown = 0;
  for (size_t k = 0; k < f->fn_count && used + 1 < size; ++k) {
    if (!f->fns[k]->defined)
      continue;
    if (shown == 8) {
      snprintf(out + used, size - used, ", ...");
      break;
    }
    int n = snprintf(out + used, size - used, "%s'%.*s'", shown ? ", " : "",
                     (int)(f->fns[k]->name_len > 40 ? 40 : f->fns[k]->name_len),
                     f->fns[k]->name);
    used += n > 0 ? (size_t)n : 0;
    shown++;
  }
}

static bool choose_entries(struct program_builder *pb, enum dxsig_shader_stage stage,
                           struct dxsig_shader_model sm, bool have_profile) {
  struct hl_file *f = pb->f;
  const char *want = f->opt->entry;
  if (have_profile && stage != DXSIG_STAGE_LIBRARY) {
    const char *name = want ? want : "main";
    bool ambiguous;
    const struct hl_function *fn = find_function(f, name, strlen(name), &ambiguous);
    if (!fn || !fn->defined) {
      char names[400];
      list_functions(f, names, sizeof names);
      hl_error_at(f, DXSIG_RULE_HLSL_ENTRY, (loc_t){NULL, 0, 0},
                  "%s entry point '%s' %s%s%s%s", fn ? "the" : "no",
                  name, fn ? "is declared but not defined" : "in the file",
                  names[0] ? " (its functions: " : "", names, names[0] ? ")" : "");
      return false;
    }
    if (ambiguous) {
      hl_error_at(f, DXSIG_RULE_HLSL_ENTRY, fn->loc, "entry point '%s' is defined more than once",
                  name);
      return false;
    }
    return add_entry(pb, fn, stage, sm);
  }
  /* A library, or no profile: the [shader] functions. */
  bool ok = true, any = false;
  for (size_t k = 0; k < f->fn_count; ++k) {
    const struct hl_function *fn = f->fns[k];
    enum dxsig_shader_stage s;
    bool bad;
    if (!fn->defined || (want && (strlen(want) != fn->name_len ||
                                  memcmp(want, fn->name, fn->name_len) != 0)))
      continue;
    if (!shader_attribute(f, fn, &s, &bad)) {
      ok &= !bad;
      continue;
    }
    struct dxsig_shader_model at = sm;
    if (dxsig_shader_model_compare(at, dxsig_shader_stage_min_sm(s)) < 0)
      at = dxsig_shader_stage_min_sm(s);
    any = true;
    ok = add_entry(pb, fn, s, at) && ok;
  }
  if (!any && ok) {
    if (want)
      hl_error_at(f, DXSIG_RULE_HLSL_ENTRY, (loc_t){NULL, 0, 0},
                  "no function '%s' with a [shader(\"...\")] attribute%s", want,
                  have_profile ? "" : "; give -T PROFILE (as vs_6_6) to read a plain function");
    else
      hl_error_at(f, DXSIG_RULE_HLSL_ENTRY, (loc_t){NULL, 0, 0},
                  "no entry: the file has no function with a [shader(\"...\")] attribute%s",
                  have_profile ? "" : "; give -T PROFILE (as vs_6_6) and -E ENTRY");
    return false;
  }
  return ok;
}

bool dxsig_hlsl_read_tokens(const struct dxsig_rs_pp *pp, const struct dxsig_hlsl_options *opt,
                            struct dxsig_hlsl_program *p, struct dxsig_diag_list *diags) {
  static const struct dxsig_hlsl_options defaults = {0};
  if (!opt)
    opt = &defaults;
  enum dxsig_shader_stage stage = DXSIG_STAGE_LIBRARY;
  struct dxsig_shader_model sm = {6, NO_PROFILE_SM_MINOR};
  bool have_profile = opt->profile != NULL;
  if (have_profile && !dxsig_hlsl_profile_parse(opt->profile, &stage, &sm)) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_HLSL_PROFILE,
                   "unknown profile '%.40s' (as vs_6_6, ps_6_0, lib_6_3: a stage and shader "
                   "model 6.0 to 6.9 that has it)", opt->profile);
    return false;
  }
  struct hl_file f;
  memset(&f, 0, sizeof f);
  f.toks = pp->tokens;
  f.count = pp->token_count;
  f.arena = &p->m.arena;
  f.diags = diags;
  f.opt = opt;
  f.pack_matrix = HO_DEFAULT;
  bool ok = hl_file_read(&f);
  struct program_builder pb = {&f, p, NULL, NULL, 0, 0, 0, NULL, NULL};
  ok = ok && choose_entries(&pb, stage, sm, have_profile);
  if (f.oom || f.structs.failed || f.typedefs.failed || f.constants.failed ||
      f.functions.failed) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    ok = false;
  }
  if (ok) {
    char triple[64];
    snprintf(triple, sizeof triple, "dxil-pc-shadermodel%u.%u-%s", (unsigned)sm.major,
             (unsigned)sm.minor, dxsig_shader_stage_name(stage));
    p->m.triple = dxsig_arena_strndup(&p->m.arena, triple, strlen(triple));
    if (p->m.triple)
      dxsig_target_parse(p->m.triple, &p->m.target);
    p->m.native16 = opt->enable_16bit_types;
    /* What DXC's own validator is: the version dxc writes for. */
    p->m.valver_major = 1;
    p->m.valver_minor = DXSIG_HLSL_VALVER_MINOR;
    p->m.entries = dxsig_arena_calloc(&p->m.arena, pb.count ? pb.count : 1, sizeof *p->m.entries);
    p->info = dxsig_arena_calloc(&p->m.arena, pb.count ? pb.count : 1, sizeof *p->info);
    if (!p->m.triple || !p->m.entries || !p->info) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      ok = false;
    } else {
      memcpy(p->m.entries, pb.entries, pb.count * sizeof *pb.entries);
      memcpy(p->info, pb.info, pb.count * sizeof *pb.info);
      p->m.count = p->m.capacity = pb.count;
    }
  }
  free(pb.entries);
  free(pb.info);
  for (size_t k = 0; k < f.owned_count; ++k)
    dxsig_diag_list_finish(f.owned_lists[k]);
  free(f.owned_lists);
  free(f.fns);
  hl_map_finish(&f.structs);
  hl_map_finish(&f.typedefs);
  hl_map_finish(&f.constants);
  hl_map_finish(&f.functions);
  return ok;
}
