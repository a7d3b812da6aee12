/* A declaration into signature elements, as DXC's front end flattens it.
 *
 * Every scalar, vector or matrix inside the declared type (structs are
 * walked field by field, base struct first) becomes one element. Its rows
 * are the matrix's rows in its orientation times every array around it;
 * its semantic indices are assigned as DXC does: a semantic on a struct or
 * an array gives each member the name and the next indices in declaration
 * order, an array of structs repeating the struct's layout, so a field's
 * indices interleave with its neighbours' (`S s[2] : A` with S {float4 m;
 * float4 n;} gives m A0, A2 and n A1, A3). A semantic on a struct wins
 * over its members' own. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#include "dxsig/arena.h"
#include "dxsig/sigpoint.h"
#include "grow.h"

#define MAX_LAYERS 32
#define MAX_STRUCT_DEPTH 64
/* More semantic indices than any signature can hold: larger is an error
 * before anything is allocated for it. */
#define MAX_INDICES 4096u
/* Declarations one entry's signatures are walked through, nested structs
 * counted at every use: a bound on the work a struct of structs of
 * structs can ask for (a signature holds at most a few hundred). */
#define MAX_DECLS 65536u

/* An array around the element: its length and how far apart consecutive
 * entries' semantic indices are (0 until the semantic is known). */
struct layer {
  uint32_t count, stride;
};

struct walk {
  struct hl_sink *sink;
  const char *sem;             /* the semantic name in force, or NULL */
  size_t sem_len;
  loc_t sem_loc;
  uint32_t base;               /* its index at this node */
  struct layer layers[MAX_LAYERS];
  uint32_t layer_count;
  uint32_t mods;               /* interpolation modifiers in force */
  uint32_t depth;
};

/* Register rows and columns of one numeric leaf. */
static void leaf_shape(const struct hl_sink *s, const struct hl_type *t, uint32_t *rows,
                       uint32_t *cols) {
  if (!t->matrix) {
    *rows = 1;
    *cols = t->cols;
    return;
  }
  bool row_major = t->orientation == HO_ROW_MAJOR ||
                   (t->orientation == HO_DEFAULT && s->f->opt && s->f->opt->row_major);
  *rows = row_major ? t->rows : t->cols;
  *cols = row_major ? t->cols : t->rows;
}

static const struct hl_struct *resolve_struct(const struct hl_type *t) {
  return t->kind == HT_STRUCT ? t->st : NULL;
}

/* Semantic indices a type takes (arrays excluded), or 0 on overflow. */
static uint64_t type_size(const struct hl_sink *s, const struct hl_type *t, uint32_t depth);

static uint64_t decl_size(const struct hl_sink *s, const struct hl_decl *d, uint32_t depth) {
  uint64_t n = type_size(s, &d->type, depth);
  for (uint32_t k = 0; k < d->dim_count && n; ++k)
    n = n * d->dims[k] > MAX_INDICES * 16ull ? 0 : n * d->dims[k];
  return n;
}

static uint64_t type_size(const struct hl_sink *s, const struct hl_type *t, uint32_t depth) {
  if (t->kind == HT_NUMERIC) {
    uint32_t rows, cols;
    leaf_shape(s, t, &rows, &cols);
    return rows;
  }
  struct hl_struct *st = (struct hl_struct *)resolve_struct(t);
  if (!st || depth > MAX_STRUCT_DEPTH)
    return 0;
  if (st->index_size) /* computed once per struct: nested structs stay linear */
    return st->index_size - 1;
  uint64_t n = 0;
  for (const struct hl_struct *b = st; b && n <= MAX_INDICES * 16ull; b = b->base) {
    for (size_t k = 0; k < b->count && n <= MAX_INDICES * 16ull; ++k) {
      uint64_t m = decl_size(s, &b->fields[k], depth + 1);
      if (!m)
        return 0;
      n += m;
    }
  }
  n = n > MAX_INDICES * 16ull ? 0 : n;
  st->index_size = n + 1;
  return n;
}

/* Gives the arrays that have no stride yet their strides, innermost first,
 * for a semantic that starts at a node of `size` indices. */
static void establish(struct walk *w, uint32_t first_unset, uint64_t size) {
  uint64_t running = size;
  for (uint32_t k = w->layer_count; k-- > first_unset;) {
    w->layers[k].stride = (uint32_t)running;
    running *= w->layers[k].count;
    if (running > MAX_INDICES * 16ull)
      running = MAX_INDICES * 16ull;
  }
}

/* "TEXCOORD12" -> "TEXCOORD", 12. False when the index does not fit. */
static bool split_semantic(const char *s, size_t len, size_t *name_len, uint32_t *index) {
  size_t n = len;
  while (n > 0 && s[n - 1] >= '0' && s[n - 1] <= '9')
    --n;
  uint64_t v = 0;
  for (size_t k = n; k < len; ++k) {
    v = v * 10 + (uint64_t)(s[k] - '0');
    if (v > UINT32_MAX / 2)
      return false;
  }
  *name_len = n;
  *index = (uint32_t)v;
  return true;
}

/* DXC's interpolation mode of an element. Only the lists DXC packs as
 * vertex data interpolate: there the modifiers written count, else the
 * default for the component type (F16, F32 and F64 linear, everything else,
 * snorm and unorm floats too, constant); SV_Position is then made
 * noperspective. Mesh primitives are constant; every other list has none,
 * whatever is written. */
static uint32_t interp_mode(const struct hl_sink *s, uint32_t mods, uint32_t kind,
                            uint32_t comp_type) {
  if (s->sigpoint == DXSIG_SIGPOINT_MS_P_OUT)
    return DXSIG_INTERP_CONSTANT;
  if (dxsig_sigpoint_packing_kind(s->sigpoint) != DXSIG_PACKING_KIND_VERTEX)
    return DXSIG_INTERP_UNDEFINED;
  if (mods & HM_NOINTERPOLATION)
    return DXSIG_INTERP_CONSTANT;
  bool is_float = comp_type == DXSIG_COMP_F16 || comp_type == DXSIG_COMP_F32 ||
                  comp_type == DXSIG_COMP_F64;
  if (!(mods & HM_INTERP) && !is_float)
    return DXSIG_INTERP_CONSTANT;
  bool noperspective = (mods & HM_NOPERSPECTIVE) || kind == DXSIG_SEMANTIC_POSITION;
  bool centroid = (mods & HM_CENTROID) != 0, sample = (mods & HM_SAMPLE) != 0;
  if (noperspective)
    return sample ? DXSIG_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE
           : centroid ? DXSIG_INTERP_LINEAR_NOPERSPECTIVE_CENTROID
                      : DXSIG_INTERP_LINEAR_NOPERSPECTIVE;
  return sample ? DXSIG_INTERP_LINEAR_SAMPLE
         : centroid ? DXSIG_INTERP_LINEAR_CENTROID
                    : DXSIG_INTERP_LINEAR;
}

static bool push_element(struct hl_sink *s, const struct hl_element *e) {
  struct hl_list *l = s->out;
  struct hl_element *grown = dxsig_grow(l->items, &l->cap, l->count + 1, sizeof *grown);
  if (!grown) {
    s->f->oom = true;
    return false;
  }
  l->items = grown;
  l->items[l->count++] = *e;
  return true;
}

static bool leaf(struct walk *w, const struct hl_decl *d, const struct hl_type *t) {
  struct hl_sink *s = w->sink;
  struct hl_file *f = s->f;
  if (!w->sem) { /* DXC's words: compute and node entries' end with a period */
    bool outputs = s->list == DXSIG_SIG_OUTPUT || s->sigpoint == DXSIG_SIGPOINT_PC_OUT;
    hl_error_at(f, DXSIG_RULE_HLSL_SEMANTIC, d->loc,
                "Semantic must be defined for all %s of an entry function or patch constant "
                "function%s",
                outputs ? "outputs" : "parameters",
                s->sigpoint == DXSIG_SIGPOINT_CS_IN ? "." : "");
    return false;
  }
  if (hl_scalar_needs_16bit(t->scalar) && !s->native16) {
    hl_error_at(f, DXSIG_RULE_HLSL_TYPE, d->loc,
                "%s is only supported with -enable-16bit-types option",
                hl_scalar_name(t->scalar));
    return false;
  }
  size_t name_len;
  uint32_t first;
  const char *written = w->sem;
  if (!split_semantic(w->sem, w->sem_len, &name_len, &first)) {
    hl_error_at(f, DXSIG_RULE_HLSL_SEMANTIC, w->sem_loc, "semantic index of '%.*s' is too large",
                (int)(w->sem_len > 64 ? 64 : w->sem_len), w->sem);
    return false;
  }
  const char *dx10 = s->f->opt->gec ? dxsig_dx9_system_value(s->sigpoint, w->sem, name_len) : NULL;
  if (dx10) {
    dxsig_diag_add_at(f->diags, DXSIG_WARNING, DXSIG_RULE_HLSL_SEMANTIC, w->sem_loc.file,
                      w->sem_loc.line, w->sem_loc.col,
                      "DX9-style semantic \"%.*s\" mapped to DX10 system semantic \"%s\" due "
                      "to -Gec flag", (int)name_len, w->sem, dx10);
    written = dx10;
    name_len = strlen(dx10);
  }
  uint32_t kind = dxsig_semantic_kind_from_name(written, name_len);
  /* An SV_ name DXC does not know is invalid everywhere, in its words. */
  bool unknown = kind == DXSIG_SEMANTIC_KIND_COUNT;
  /* What DXC's SigPoint table makes of it here: not there at all
   * (NotInSig: SV_OutputControlPointID, SV_ViewID, compute's thread IDs),
   * an ordinary name (Arb: SV_Position as a VS input), or invalid. */
  enum dxsig_interpretation interp =
      unknown ? DXSIG_INTERP_KIND_NA : dxsig_interpretation(s->sigpoint, kind);
  if (!unknown &&
      dxsig_shader_model_compare(s->sm, dxsig_interpretation_min_sm(s->sigpoint, kind)) < 0)
    interp = DXSIG_INTERP_KIND_NA;
  if (interp == DXSIG_INTERP_KIND_NOT_IN_SIG)
    return true;
  if (interp == DXSIG_INTERP_KIND_NA) {
    hl_error_at(f, DXSIG_RULE_HLSL_SEMANTIC, w->sem_loc, "invalid semantic '%.*s' for %s %u.%u.",
                (int)(w->sem_len > 64 ? 64 : w->sem_len), w->sem,
                dxsig_shader_stage_short_name(s->stage), (unsigned)s->sm.major,
                (unsigned)s->sm.minor);
    const char *dx10 = dxsig_dx9_system_value(s->sigpoint, w->sem, name_len);
    if (dx10 && !s->f->opt->gec) /* a DX9 name: say which flag reads it */
      dxsig_diag_add_at(f->diags, DXSIG_NOTE, DXSIG_RULE_HLSL_SEMANTIC, w->sem_loc.file,
                        w->sem_loc.line, w->sem_loc.col,
                        "with -Gec (DXC's compatibility mode), DX9's %.*s is %s",
                        (int)name_len, w->sem, dx10);
    return false;
  }
  const char *spelled = written;
  if (interp == DXSIG_INTERP_KIND_ARB)
    kind = DXSIG_SEMANTIC_ARBITRARY;
  else if (kind != DXSIG_SEMANTIC_ARBITRARY) /* DXC stores the canonical spelling */
    spelled = dxsig_semantic_kind_name(kind), name_len = strlen(spelled);
  /* A 64-bit element is kept: DXC builds the whole signature, then refuses
   * each 64-bit element (hl_refuse_64bit). */
  uint32_t comp_type = hl_component_type(t->scalar, t->norm, s->native16);
  /* DXC makes SV_IsFrontFace a uint where the rasterizer writes it (from
   * validator 1.2, its default). */
  if (kind == DXSIG_SEMANTIC_IS_FRONT_FACE &&
      (s->sigpoint == DXSIG_SIGPOINT_PS_IN || s->sigpoint == DXSIG_SIGPOINT_GS_OUT))
    comp_type = DXSIG_COMP_U32;
  uint32_t rows_per, cols;
  leaf_shape(s, t, &rows_per, &cols);
  uint64_t total = rows_per;
  for (uint32_t k = 0; k < w->layer_count; ++k)
    total *= w->layers[k].count;
  if (total > MAX_INDICES) {
    hl_error_at(f, DXSIG_RULE_HLSL_TYPE, d->loc, "'%.*s' takes %llu rows; a signature has 32",
                (int)d->name_len, d->name ? d->name : "", (unsigned long long)total);
    return false;
  }
  uint32_t *indices = dxsig_arena_calloc(f->arena, (size_t)total, sizeof *indices);
  char *name = dxsig_arena_strndup(f->arena, spelled, name_len);
  if (!indices || !name) {
    f->oom = true;
    return false;
  }
  /* Odometer over the arrays, outermost first. */
  uint32_t at[MAX_LAYERS] = {0};
  size_t n = 0;
  for (;;) {
    uint64_t idx = (uint64_t)first + w->base;
    for (uint32_t k = 0; k < w->layer_count; ++k)
      idx += (uint64_t)at[k] * w->layers[k].stride;
    for (uint32_t j = 0; j < rows_per; ++j)
      indices[n++] = (uint32_t)(idx + j > UINT32_MAX ? UINT32_MAX : idx + j);
    uint32_t k = w->layer_count;
    while (k > 0 && ++at[k - 1] == w->layers[k - 1].count)
      at[--k] = 0;
    if (k == 0)
      break;
  }
  uint32_t mods = (d->mods & HM_INTERP) ? d->mods : w->mods;
  /* DXC's validator: mesh primitives are constant whatever is written. */
  if (s->sigpoint == DXSIG_SIGPOINT_MS_P_OUT && (mods & HM_INTERP) &&
      !(mods & HM_NOINTERPOLATION)) {
    hl_error_at(f, DXSIG_RULE_HLSL_MODIFIER, d->loc,
                "Mesh shader's primitive outputs' interpolation mode must be constant or "
                "undefined.");
    return false;
  }
  struct hl_element e;
  memset(&e, 0, sizeof e);
  e.el.name = name;
  e.el.name_len = name_len;
  e.el.comp_type = comp_type;
  e.el.kind = kind;
  e.el.interp = interp_mode(s, mods, kind, comp_type);
  e.el.cols = cols;
  e.el.start_row = DXSIG_UNALLOCATED;
  e.el.start_col = DXSIG_UNALLOCATED;
  e.el.usage_mask = (1u << cols) - 1u;
  e.el.stream = s->stream;
  e.loc = d->name ? d->loc : (w->sem_loc.file ? w->sem_loc : d->loc);
  /* An array of render targets is one element per target (DXC). */
  uint32_t pieces = kind == DXSIG_SEMANTIC_TARGET && rows_per == 1 ? (uint32_t)total : 1;
  for (uint32_t k = 0; k < pieces; ++k) {
    e.el.id = (uint32_t)s->out->count;
    e.el.indices = indices + k;
    e.el.index_count = (uint32_t)total / pieces;
    e.el.rows = e.el.index_count;
    if (!push_element(s, &e))
      return false;
  }
  return true;
}

static bool walk_decl(struct walk *w, const struct hl_decl *d, const struct hl_type *t,
                      const uint32_t *dims, uint32_t dim_count);

static bool walk_struct(struct walk *w, const struct hl_decl *d, const struct hl_struct *st) {
  struct hl_file *f = w->sink->f;
  if (st->errors) { /* what reading it said; warnings alone do not stop it */
    dxsig_diag_list_append(f->diags, st->errors, NULL);
    if (st->errors->error_count)
      return false;
  }
  if (!st->defined) {
    hl_error_at(f, DXSIG_RULE_HLSL_TYPE, d->loc, "struct '%.*s' is declared but not defined",
                (int)st->name_len, st->name);
    return false;
  }
  /* Base structs' fields first: collect the chain. */
  const struct hl_struct *chain[MAX_STRUCT_DEPTH];
  size_t links = 0;
  for (const struct hl_struct *b = st; b; b = b->base) {
    if (links == MAX_STRUCT_DEPTH) {
      hl_error_at(f, DXSIG_RULE_HLSL_LIMIT, d->loc, "struct inheritance deeper than %d",
                  MAX_STRUCT_DEPTH);
      return false;
    }
    chain[links++] = b;
  }
  uint32_t offset = 0;
  bool ok = true;
  for (size_t c = links; c-- > 0 && ok;) {
    const struct hl_struct *b = chain[c];
    for (size_t k = 0; k < b->count && ok; ++k) {
      const struct hl_decl *field = &b->fields[k];
      struct walk inner = *w;
      inner.depth++;
      if (field->mods & HM_INTERP)
        inner.mods = field->mods;
      if (w->sem) {
        inner.base = w->base + offset;
        if (field->semantic)
          dxsig_diag_add_at(f->diags, DXSIG_WARNING, DXSIG_RULE_HLSL_SEMANTIC,
                            field->semantic_loc.file, field->semantic_loc.line,
                            field->semantic_loc.col,
                            "semantic '%.*s' on field overridden by function or enclosing type",
                            (int)(field->semantic_len > 64 ? 64 : field->semantic_len),
                            field->semantic);
      } /* else a field's own semantic starts in walk_decl */
      ok = walk_decl(&inner, field, &field->type, field->dims, field->dim_count);
      uint64_t size = decl_size(w->sink, field, w->depth + 1);
      offset += (uint32_t)size;
    }
  }
  return ok;
}

static bool walk_decl(struct walk *w, const struct hl_decl *d, const struct hl_type *t,
                      const uint32_t *dims, uint32_t dim_count) {
  struct hl_file *f = w->sink->f;
  if (++*w->sink->leaves > MAX_DECLS) {
    hl_error_at(f, DXSIG_RULE_HLSL_LIMIT, d->loc,
                "the entry's declaration holds more than %u fields and parameters", MAX_DECLS);
    return false;
  }
  if (w->depth > MAX_STRUCT_DEPTH) {
    hl_error_at(f, DXSIG_RULE_HLSL_LIMIT, d->loc, "structs nested deeper than %d",
                MAX_STRUCT_DEPTH);
    return false;
  }
  if (w->layer_count + dim_count > MAX_LAYERS) {
    hl_error_at(f, DXSIG_RULE_HLSL_LIMIT, d->loc, "more than %d arrays around '%.*s'",
                MAX_LAYERS, (int)d->name_len, d->name ? d->name : "");
    return false;
  }
  for (uint32_t k = 0; k < dim_count; ++k)
    w->layers[w->layer_count++] = (struct layer){dims[k], 0};
  if (!w->sem && d->semantic) { /* the semantic starts at this node */
    w->sem = d->semantic;
    w->sem_len = d->semantic_len;
    w->sem_loc = d->semantic_loc;
    w->base = 0;
  }
  if (w->sem) {
    /* The arrays that have no stride yet (this node's, and every one
     * around it when the semantic starts here) repeat this node. */
    uint32_t unset = w->layer_count;
    while (unset > 0 && w->layers[unset - 1].stride == 0)
      --unset;
    establish(w, unset, type_size(w->sink, t, w->depth));
  }
  switch (t->kind) {
  case HT_NUMERIC:
    return leaf(w, d, t); /* without a semantic: DXC's error */
  case HT_STRUCT:
    return walk_struct(w, d, resolve_struct(t));
  case HT_NONE:
    hl_error_at(f, DXSIG_RULE_HLSL_TYPE, d->loc, "void cannot be in a signature");
    return false;
  default:
    hl_error_at(f, DXSIG_RULE_HLSL_TYPE, d->loc,
                "'%.*s' cannot be in a signature (a struct, typedef or numeric type dxsig "
                "read is expected)",
                (int)(t->name_len > 64 ? 64 : t->name_len), t->name ? t->name : "?");
    return false;
  }
}

bool hl_elements_of(struct hl_sink *sink, const struct hl_decl *d, const struct hl_type *type,
                    const uint32_t *dims, uint32_t dim_count) {
  struct walk w;
  memset(&w, 0, sizeof w);
  w.sink = sink;
  w.mods = d->mods;
  return walk_decl(&w, d, type, dims, dim_count);
}

/* DXC's front end builds the signatures, then finds no load or store
 * operation for a 64-bit type (their overloads are 16 and 32 bits): one
 * error per such element, the input list first, at the function. */
bool hl_refuse_64bit(struct hl_file *f, const struct hl_list lists[DXSIG_SIG_KIND_COUNT],
                     loc_t at) {
  static const enum dxsig_sig_kind order[] = {DXSIG_SIG_INPUT, DXSIG_SIG_OUTPUT,
                                              DXSIG_SIG_PATCH_CONSTANT};
  bool ok = true;
  for (size_t k = 0; k < sizeof order / sizeof *order; ++k)
    for (size_t i = 0; i < lists[order[k]].count; ++i) {
      const struct dxsig_element *e = &lists[order[k]].items[i].el;
      if (dxsig_component_type_bits(e->comp_type) != 64)
        continue;
      hl_error_at(f, DXSIG_RULE_HLSL_TYPE, at,
                  "%s(type for %.*s) cannot be used as shader inputs or outputs.",
                  e->comp_type == DXSIG_COMP_F64 ? "double" : "i64",
                  (int)(e->name_len > 64 ? 64 : e->name_len), e->name);
      ok = false;
    }
  return ok;
}
