/* Root signatures: LLVM 22's !dx.rootsignatures metadata (neutral tree
 * built by the LLVM glue) into the model. The element formats are those
 * clang 22 writes (CGHLSLRuntime, RootSignatureMetadata.cpp); the checks those of LLVM 22's MetadataParser plus
 * the overlap check its backend runs. */
#include "internal.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_OBJECTS (1u << 22)

struct mdr {
  struct dxsig_arena *arena;
  struct dxsig_diag_list diags;
  bool failed;
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void md_error(struct mdr *m, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof(msg), fmt, ap);
  va_end(ap);
  dxsig_rs_report(&m->diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_METADATA, "%s", msg);
  m->failed = true;
}

/* Operand i of node as a u32 (LLVM takes the zero-extended value and
 * truncates it to 32 bits). */
static bool get_u32(struct mdr *m, const struct dxsig_md *node, size_t i, const char *what,
                    const char *field, uint32_t *out) {
  const struct dxsig_md *op = &node->ops[i];
  if (op->kind != DXSIG_MD_INT) {
    md_error(m, "%s: operand %zu (%s) is not an integer constant", what, i, field);
    return false;
  }
  *out = (uint32_t)op->value;
  return true;
}

static bool get_float(struct mdr *m, const struct dxsig_md *node, size_t i, const char *what,
                      const char *field, float *out) {
  const struct dxsig_md *op = &node->ops[i];
  if (op->kind != DXSIG_MD_FLOAT || op->bits != 32) {
    md_error(m, "%s: operand %zu (%s) is not a float constant", what, i, field);
    return false;
  }
  *out = (float)op->real;
  return true;
}

static bool operand_count(struct mdr *m, const struct dxsig_md *node, size_t want,
                          const char *what) {
  if (node->op_count == want)
    return true;
  md_error(m, "%s: %zu operands, expected %zu", what, node->op_count, want);
  return false;
}

/* ---- one parser per root element kind, as LLVM's MetadataParser has ---- */

/* Each reads element e (its name checked) into out; false after reporting.
 * A parser that runs out of arena memory sets m->failed. */
typedef bool (*element_parser)(struct mdr *m, const struct dxsig_md *e, const char *name,
                               struct dxsig_rootsig *out);

static bool parse_root_flags(struct mdr *m, const struct dxsig_md *e, const char *name,
                             struct dxsig_rootsig *out) {
  uint32_t f;
  /* Like LLVM's parser, a later RootFlags replaces an earlier one. */
  if (!operand_count(m, e, 2, name) || !get_u32(m, e, 1, name, "flags", &f))
    return false;
  out->flags = f;
  return true;
}

static bool parse_root_constants(struct mdr *m, const struct dxsig_md *e, const char *name,
                                 struct dxsig_rootsig *out) {
  struct dxsig_rs_param p = {0};
  p.type = DXSIG_RS_PARAM_CONSTANTS;
  p.src = DXSIG_RS_NO_SRC;
  if (!operand_count(m, e, 5, name) ||
      !get_u32(m, e, 1, name, "visibility", &p.visibility) ||
      !get_u32(m, e, 2, name, "register", &p.shader_register) ||
      !get_u32(m, e, 3, name, "space", &p.space) ||
      !get_u32(m, e, 4, name, "num32BitValues", &p.num32bit))
    return false;
  out->params[out->param_count++] = p;
  return true;
}

/* RootCBV, RootSRV, RootUAV. */
static bool parse_root_descriptor(struct mdr *m, const struct dxsig_md *e, const char *name,
                                  struct dxsig_rootsig *out) {
  struct dxsig_rs_param p = {0};
  p.type = strcmp(name, "RootCBV") == 0   ? DXSIG_RS_PARAM_CBV
           : strcmp(name, "RootSRV") == 0 ? DXSIG_RS_PARAM_SRV
                                          : DXSIG_RS_PARAM_UAV;
  p.src = DXSIG_RS_NO_SRC;
  p.has_flags = true;
  if (!operand_count(m, e, 5, name) || !get_u32(m, e, 1, name, "visibility", &p.visibility) ||
      !get_u32(m, e, 2, name, "register", &p.shader_register) ||
      !get_u32(m, e, 3, name, "space", &p.space) || !get_u32(m, e, 4, name, "flags", &p.flags))
    return false;
  out->params[out->param_count++] = p;
  return true;
}

/* One !{!"CBV|SRV|UAV|Sampler", numDescriptors, register, space, offset,
 * flags} of a DescriptorTable. */
static bool parse_range(struct mdr *m, const struct dxsig_md *r, size_t index,
                        struct dxsig_rs_range *out) {
  memset(out, 0, sizeof *out);
  out->src = DXSIG_RS_NO_SRC;
  out->has_flags = true;
  if (r->kind != DXSIG_MD_NODE || r->op_count != 6 || r->ops[0].kind != DXSIG_MD_STRING) {
    md_error(m, "DescriptorTable range %zu: expected !{!\"CBV|SRV|UAV|Sampler\", "
                "numDescriptors, register, space, offset, flags}",
             index);
    return false;
  }
  static const struct {
    const char *name;
    uint32_t type;
  } types[] = {{"CBV", DXSIG_RS_RANGE_TYPE_CBV},
               {"SRV", DXSIG_RS_RANGE_TYPE_SRV},
               {"UAV", DXSIG_RS_RANGE_TYPE_UAV},
               {"Sampler", DXSIG_RS_RANGE_TYPE_SAMPLER}};
  out->type = UINT32_MAX;
  for (size_t t = 0; t < sizeof types / sizeof types[0]; ++t)
    if (dxsig_md_is_string(&r->ops[0], types[t].name))
      out->type = types[t].type;
  if (out->type == UINT32_MAX) {
    md_error(m, "DescriptorTable range %zu: unknown range type '%.*s'", index,
             (int)(r->ops[0].len > 40 ? 40 : r->ops[0].len), r->ops[0].str);
    return false;
  }
  return get_u32(m, r, 1, "range", "numDescriptors", &out->num_descriptors) &&
         get_u32(m, r, 2, "range", "register", &out->base_register) &&
         get_u32(m, r, 3, "range", "space", &out->space) &&
         get_u32(m, r, 4, "range", "offset", &out->offset) &&
         get_u32(m, r, 5, "range", "flags", &out->flags);
}

static bool parse_descriptor_table(struct mdr *m, const struct dxsig_md *e, const char *name,
                                   struct dxsig_rootsig *out) {
  if (e->op_count < 2) {
    md_error(m, "%s: %zu operands, expected at least 2", name, e->op_count);
    return false;
  }
  struct dxsig_rs_param p = {0};
  p.type = DXSIG_RS_PARAM_TABLE;
  p.src = DXSIG_RS_NO_SRC;
  if (!get_u32(m, e, 1, name, "visibility", &p.visibility))
    return false;
  p.ranges = dxsig_arena_calloc(m->arena, e->op_count - 2, sizeof(*p.ranges));
  if (!p.ranges) {
    md_error(m, "out of memory");
    return false;
  }
  bool good = true;
  for (size_t j = 2; j < e->op_count; ++j)
    if (parse_range(m, &e->ops[j], j - 2, &p.ranges[p.range_count]))
      p.range_count++;
    else
      good = false; /* and read the other ranges: every bad one is reported */
  if (good)
    out->params[out->param_count++] = p;
  return good;
}

static bool parse_static_sampler(struct mdr *m, const struct dxsig_md *e, const char *w,
                                 struct dxsig_rootsig *out) {
  struct dxsig_rs_sampler s;
  dxsig_rs_sampler_init(&s);
  if (!operand_count(m, e, 15, w) || !get_u32(m, e, 1, w, "filter", &s.filter) ||
      !get_u32(m, e, 2, w, "addressU", &s.address_u) ||
      !get_u32(m, e, 3, w, "addressV", &s.address_v) ||
      !get_u32(m, e, 4, w, "addressW", &s.address_w) ||
      !get_float(m, e, 5, w, "mipLODBias", &s.mip_lod_bias) ||
      !get_u32(m, e, 6, w, "maxAnisotropy", &s.max_anisotropy) ||
      !get_u32(m, e, 7, w, "comparisonFunc", &s.comparison_func) ||
      !get_u32(m, e, 8, w, "borderColor", &s.border_color) ||
      !get_float(m, e, 9, w, "minLOD", &s.min_lod) ||
      !get_float(m, e, 10, w, "maxLOD", &s.max_lod) ||
      !get_u32(m, e, 11, w, "register", &s.shader_register) ||
      !get_u32(m, e, 12, w, "space", &s.space) ||
      !get_u32(m, e, 13, w, "visibility", &s.visibility) ||
      !get_u32(m, e, 14, w, "flags", &s.flags))
    return false;
  out->samplers[out->sampler_count++] = s;
  return true;
}

static const struct {
  const char *name;
  element_parser parse;
} ELEMENTS[] = {
    {"RootFlags", parse_root_flags},
    {"RootConstants", parse_root_constants},
    {"RootCBV", parse_root_descriptor},
    {"RootSRV", parse_root_descriptor},
    {"RootUAV", parse_root_descriptor},
    {"DescriptorTable", parse_descriptor_table},
    {"StaticSampler", parse_static_sampler},
};

/* ---- the entry ------------------------------------------------------------ */

/* !{function, !elements, i32 version}: the version into out, the function's
 * name into *function and who; false after reporting (the function
 * operand alone does not stop the reading). */
static bool parse_entry_header(struct mdr *m, const struct dxsig_md *entry,
                               struct dxsig_rootsig *out, const char **function, char *who,
                               size_t who_size) {
  if (!entry || entry->kind != DXSIG_MD_NODE || entry->op_count != 3) {
    md_error(m, "an entry of !dx.rootsignatures must be !{function, !elements, i32 version}");
    return false;
  }
  const struct dxsig_md *fn = &entry->ops[0];
  if (fn->kind == DXSIG_MD_FUNCTION) {
    *function = fn->str;
    snprintf(who, who_size, "root signature of '%.*s'", (int)(fn->len > 120 ? 120 : fn->len),
             fn->str ? fn->str : "");
  } else {
    /* LLVM's root-signature analysis fails the module here too. */
    md_error(m, "operand 0 must be a function, found %s", dxsig_md_kind_text(fn->kind));
  }
  if (entry->ops[2].kind != DXSIG_MD_INT) {
    md_error(m, "operand 2 (version) must be an integer");
    return false;
  }
  uint64_t version = entry->ops[2].value;
  if (version < 1 || version > 3) {
    md_error(m, "unknown root signature version %llu (1, 2 or 3)", (unsigned long long)version);
    return false;
  }
  out->version = (uint32_t)version;
  if (entry->ops[1].kind != DXSIG_MD_NODE) {
    md_error(m, "operand 1 must be the node of root elements");
    return false;
  }
  return true;
}

/* Counts first, then fills: every array is sized once, in the arena. */
static bool size_arrays(struct mdr *m, const struct dxsig_md *list, struct dxsig_rootsig *out) {
  size_t nparams = 0, nsamplers = 0, nranges = 0;
  for (size_t i = 0; i < list->op_count; ++i) {
    const struct dxsig_md *e = &list->ops[i];
    if (e->kind != DXSIG_MD_NODE || e->op_count == 0)
      continue;
    if (dxsig_md_is_string(&e->ops[0], "StaticSampler"))
      nsamplers++;
    else if (!dxsig_md_is_string(&e->ops[0], "RootFlags"))
      nparams++;
    if (dxsig_md_is_string(&e->ops[0], "DescriptorTable") && e->op_count > 2)
      nranges += e->op_count - 2;
  }
  /* Shared nodes can make a small module describe a huge signature; an
   * RTS0 part holds far less than this anyway (32-bit offsets). */
  if (nranges > MAX_OBJECTS || nparams > MAX_OBJECTS || nsamplers > MAX_OBJECTS) {
    md_error(m, "the root signature is too large (more than %u parameters, ranges or samplers)",
             MAX_OBJECTS);
    return false;
  }
  out->params = dxsig_arena_calloc(m->arena, nparams, sizeof(*out->params));
  out->samplers = dxsig_arena_calloc(m->arena, nsamplers, sizeof(*out->samplers));
  if (!out->params || !out->samplers) {
    md_error(m, "out of memory");
    return false;
  }
  return true;
}

/* Element i of the list, by its leading name. */
static void parse_element(struct mdr *m, const struct dxsig_md *e, size_t i,
                          struct dxsig_rootsig *out) {
  if (e->kind != DXSIG_MD_NODE || e->op_count == 0 || e->ops[0].kind != DXSIG_MD_STRING) {
    md_error(m, "element %zu: not a root element node (!{!\"Name\", ...}), found %s", i,
             e->kind == DXSIG_MD_NODE ? "a node without a leading name string"
                                      : dxsig_md_kind_text(e->kind));
    return;
  }
  for (size_t k = 0; k < sizeof ELEMENTS / sizeof ELEMENTS[0]; ++k)
    if (dxsig_md_is_string(&e->ops[0], ELEMENTS[k].name)) {
      ELEMENTS[k].parse(m, e, ELEMENTS[k].name, out);
      return;
    }
  md_error(m, "element %zu: unknown root element '%.*s'", i,
           (int)(e->ops[0].len > 40 ? 40 : e->ops[0].len), e->ops[0].str);
}

bool dxsig_rootsig_from_md(const struct dxsig_md *entry, struct dxsig_arena *arena,
                           struct dxsig_rootsig *out, const char **function,
                           struct dxsig_diag_list *diags) {
  struct mdr m = {arena, {0}, false};
  dxsig_diag_list_init(&m.diags);
  memset(out, 0, sizeof(*out));
  out->flags_src = DXSIG_RS_NO_SRC;
  *function = NULL;
  char who[160] = "root signature";
  if (parse_entry_header(&m, entry, out, function, who, sizeof who) &&
      size_arrays(&m, &entry->ops[1], out)) {
    const struct dxsig_md *list = &entry->ops[1];
    for (size_t i = 0; i < list->op_count; ++i)
      parse_element(&m, &list->ops[i], i, out);
    if (!m.failed) {
      struct dxsig_rs_options opt = {out->version, DXSIG_RS_CLANG, DXSIG_RS_GLOBAL, true};
      dxsig_rs_validate_impl(out, &opt, NULL, &m.diags, true);
    }
  }
  bool ok = !m.failed && m.diags.error_count == 0;
  dxsig_diag_list_append(diags, &m.diags, who);
  dxsig_diag_list_finish(&m.diags);
  return ok;
}
