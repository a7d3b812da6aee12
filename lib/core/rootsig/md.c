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

bool dxsig_rootsig_from_md(const struct dxsig_md *entry, struct dxsig_arena *arena,
                           struct dxsig_rootsig *out, const char **function,
                           struct dxsig_diag_list *diags) {
  struct mdr m = {arena, {0}, false};
  dxsig_diag_list_init(&m.diags);
  memset(out, 0, sizeof(*out));
  out->flags_src = DXSIG_RS_NO_SRC;
  *function = NULL;
  char who[160] = "root signature";
  bool ok = false;

  if (!entry || entry->kind != DXSIG_MD_NODE || entry->op_count != 3) {
    md_error(&m, "an entry of !dx.rootsignatures must be !{function, !elements, i32 version}");
    goto done;
  }
  const struct dxsig_md *fn = &entry->ops[0], *list = &entry->ops[1];
  if (fn->kind == DXSIG_MD_FUNCTION) {
    *function = fn->str;
    snprintf(who, sizeof(who), "root signature of '%.*s'", (int)(fn->len > 120 ? 120 : fn->len),
             fn->str ? fn->str : "");
  } else {
    /* LLVM's root-signature analysis fails the module here too. */
    md_error(&m, "operand 0 must be a function, found %s", dxsig_md_kind_text(fn->kind));
  }
  if (entry->ops[2].kind != DXSIG_MD_INT) {
    md_error(&m, "operand 2 (version) must be an integer");
    goto done;
  }
  uint64_t version = entry->ops[2].value;
  if (version < 1 || version > 3) {
    md_error(&m, "unknown root signature version %llu (1, 2 or 3)", (unsigned long long)version);
    goto done;
  }
  out->version = (uint32_t)version;
  if (list->kind != DXSIG_MD_NODE) {
    md_error(&m, "operand 1 must be the node of root elements");
    goto done;
  }

  /* Count first, then fill: every array is sized once, in the arena. */
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
    md_error(&m, "the root signature is too large (more than %u parameters, ranges or samplers)",
             MAX_OBJECTS);
    goto done;
  }
  out->params = dxsig_arena_calloc(arena, nparams, sizeof(*out->params));
  out->samplers = dxsig_arena_calloc(arena, nsamplers, sizeof(*out->samplers));
  if (!out->params || !out->samplers) {
    md_error(&m, "out of memory");
    goto done;
  }

  for (size_t i = 0; i < list->op_count; ++i) {
    const struct dxsig_md *e = &list->ops[i];
    char what[64];
    snprintf(what, sizeof(what), "element %zu", i);
    if (e->kind != DXSIG_MD_NODE || e->op_count == 0 || e->ops[0].kind != DXSIG_MD_STRING) {
      md_error(&m, "%s: not a root element node (!{!\"Name\", ...}), found %s", what,
               e->kind == DXSIG_MD_NODE ? "a node without a leading name string"
                                        : dxsig_md_kind_text(e->kind));
      continue;
    }
    const struct dxsig_md *name = &e->ops[0];
    if (dxsig_md_is_string(name, "RootFlags")) {
      uint32_t f;
      /* Like LLVM's parser, a later RootFlags replaces an earlier one. */
      if (operand_count(&m, e, 2, "RootFlags") && get_u32(&m, e, 1, "RootFlags", "flags", &f))
        out->flags = f;
      continue;
    }
    if (dxsig_md_is_string(name, "RootConstants")) {
      if (!operand_count(&m, e, 5, "RootConstants"))
        continue;
      struct dxsig_rs_param p = {0};
      p.type = DXSIG_RS_PARAM_CONSTANTS;
      p.src = DXSIG_RS_NO_SRC;
      if (get_u32(&m, e, 1, "RootConstants", "visibility", &p.visibility) &&
          get_u32(&m, e, 2, "RootConstants", "register", &p.shader_register) &&
          get_u32(&m, e, 3, "RootConstants", "space", &p.space) &&
          get_u32(&m, e, 4, "RootConstants", "num32BitValues", &p.num32bit))
        out->params[out->param_count++] = p;
      continue;
    }
    uint32_t type = dxsig_md_is_string(name, "RootCBV")   ? DXSIG_RS_PARAM_CBV
                    : dxsig_md_is_string(name, "RootSRV") ? DXSIG_RS_PARAM_SRV
                    : dxsig_md_is_string(name, "RootUAV") ? DXSIG_RS_PARAM_UAV
                                               : UINT32_MAX;
    if (type != UINT32_MAX) {
      const char *n = type == DXSIG_RS_PARAM_CBV   ? "RootCBV"
                      : type == DXSIG_RS_PARAM_SRV ? "RootSRV"
                                                   : "RootUAV";
      if (!operand_count(&m, e, 5, n))
        continue;
      struct dxsig_rs_param p = {0};
      p.type = type;
      p.src = DXSIG_RS_NO_SRC;
      p.has_flags = true;
      if (get_u32(&m, e, 1, n, "visibility", &p.visibility) &&
          get_u32(&m, e, 2, n, "register", &p.shader_register) &&
          get_u32(&m, e, 3, n, "space", &p.space) && get_u32(&m, e, 4, n, "flags", &p.flags))
        out->params[out->param_count++] = p;
      continue;
    }
    if (dxsig_md_is_string(name, "DescriptorTable")) {
      if (e->op_count < 2) {
        md_error(&m, "DescriptorTable: %zu operands, expected at least 2", e->op_count);
        continue;
      }
      struct dxsig_rs_param p = {0};
      p.type = DXSIG_RS_PARAM_TABLE;
      p.src = DXSIG_RS_NO_SRC;
      if (!get_u32(&m, e, 1, "DescriptorTable", "visibility", &p.visibility))
        continue;
      p.ranges = dxsig_arena_calloc(arena, e->op_count - 2, sizeof(*p.ranges));
      if (!p.ranges) {
        md_error(&m, "out of memory");
        goto done;
      }
      bool good = true;
      for (size_t j = 2; j < e->op_count; ++j) {
        const struct dxsig_md *r = &e->ops[j];
        struct dxsig_rs_range rg = {0};
        rg.src = DXSIG_RS_NO_SRC;
        rg.has_flags = true;
        if (r->kind != DXSIG_MD_NODE || r->op_count != 6 ||
            r->ops[0].kind != DXSIG_MD_STRING) {
          md_error(&m, "DescriptorTable range %zu: expected !{!\"CBV|SRV|UAV|Sampler\", "
                       "numDescriptors, register, space, offset, flags}",
                   j - 2);
          good = false;
          continue;
        }
        rg.type = dxsig_md_is_string(&r->ops[0], "CBV")       ? DXSIG_RS_RANGE_TYPE_CBV
                  : dxsig_md_is_string(&r->ops[0], "SRV")     ? DXSIG_RS_RANGE_TYPE_SRV
                  : dxsig_md_is_string(&r->ops[0], "UAV")     ? DXSIG_RS_RANGE_TYPE_UAV
                  : dxsig_md_is_string(&r->ops[0], "Sampler") ? DXSIG_RS_RANGE_TYPE_SAMPLER
                                                   : UINT32_MAX;
        if (rg.type == UINT32_MAX) {
          md_error(&m, "DescriptorTable range %zu: unknown range type '%.*s'", j - 2,
                   (int)(r->ops[0].len > 40 ? 40 : r->ops[0].len), r->ops[0].str);
          good = false;
          continue;
        }
        if (get_u32(&m, r, 1, "range", "numDescriptors", &rg.num_descriptors) &&
            get_u32(&m, r, 2, "range", "register", &rg.base_register) &&
            get_u32(&m, r, 3, "range", "space", &rg.space) &&
            get_u32(&m, r, 4, "range", "offset", &rg.offset) &&
            get_u32(&m, r, 5, "range", "flags", &rg.flags))
          p.ranges[p.range_count++] = rg;
        else
          good = false;
      }
      if (good)
        out->params[out->param_count++] = p;
      continue;
    }
    if (dxsig_md_is_string(name, "StaticSampler")) {
      if (!operand_count(&m, e, 15, "StaticSampler"))
        continue;
      struct dxsig_rs_sampler s;
      dxsig_rs_sampler_init(&s);
      const char *w = "StaticSampler";
      if (get_u32(&m, e, 1, w, "filter", &s.filter) &&
          get_u32(&m, e, 2, w, "addressU", &s.address_u) &&
          get_u32(&m, e, 3, w, "addressV", &s.address_v) &&
          get_u32(&m, e, 4, w, "addressW", &s.address_w) &&
          get_float(&m, e, 5, w, "mipLODBias", &s.mip_lod_bias) &&
          get_u32(&m, e, 6, w, "maxAnisotropy", &s.max_anisotropy) &&
          get_u32(&m, e, 7, w, "comparisonFunc", &s.comparison_func) &&
          get_u32(&m, e, 8, w, "borderColor", &s.border_color) &&
          get_float(&m, e, 9, w, "minLOD", &s.min_lod) &&
          get_float(&m, e, 10, w, "maxLOD", &s.max_lod) &&
          get_u32(&m, e, 11, w, "register", &s.shader_register) &&
          get_u32(&m, e, 12, w, "space", &s.space) &&
          get_u32(&m, e, 13, w, "visibility", &s.visibility) &&
          get_u32(&m, e, 14, w, "flags", &s.flags))
        out->samplers[out->sampler_count++] = s;
      continue;
    }
    md_error(&m, "%s: unknown root element '%.*s'", what, (int)(name->len > 40 ? 40 : name->len),
             name->str);
  }
  if (!m.failed) {
    struct dxsig_rs_options opt = {out->version, DXSIG_RS_CLANG, DXSIG_RS_GLOBAL, true};
    dxsig_rs_validate_impl(out, &opt, NULL, &m.diags, true);
  }
  ok = m.diags.error_count == 0;
done:
  dxsig_diag_list_append(diags, &m.diags, who);
  dxsig_diag_list_finish(&m.diags);
  return ok;
}
