/* The declarations of a preprocessed HLSL file: structs, typedefs, integer
 * constants and function headers. Everything else (bodies, cbuffers,
 * resources, templates, initializers) is skipped by bracket matching, which
 * is computed once, so a file costs time linear in its tokens. A
 * declaration the reader cannot parse is kept with its error and reported
 * only when an entry needs it: a real file holds much that DXC reads and we
 * do not, and none of it changes a signature. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/arena.h"
#include "grow.h"

/* Nesting the constant evaluator and the struct reader accept. */
#define MAX_EXPR_DEPTH 256
#define MAX_FIELDS 4096
/* Struct definitions inside struct definitions (each level a C call). */
#define MAX_STRUCT_NESTING 64

/* ---- tokens --------------------------------------------------------------- */

bool hl_tok_is(const struct hl_file *f, size_t pos, const char *text) {
  if (pos >= f->count)
    return false;
  size_t n = strlen(text);
  return f->toks[pos].len == n && memcmp(f->toks[pos].text, text, n) == 0;
}

bool hl_tok_ident(const struct hl_file *f, size_t pos) {
  return pos < f->count && f->toks[pos].kind == DXSIG_RS_TOKEN_IDENT;
}

static loc_t tok_loc(const struct hl_file *f, size_t pos) {
  if (f->count == 0)
    return (loc_t){NULL, 0, 0};
  return f->toks[pos < f->count ? pos : f->count - 1].loc;
}

static void verror(struct hl_file *f, enum dxsig_rule rule, loc_t loc, const char *fmt,
                   va_list ap) {
  char text[512];
  vsnprintf(text, sizeof text, fmt, ap);
  dxsig_diag_add_at(f->diags, DXSIG_ERROR, rule, loc.file, loc.line, loc.col, "%s", text);
}

void hl_error(struct hl_file *f, enum dxsig_rule rule, size_t pos, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror(f, rule, tok_loc(f, pos), fmt, ap);
  va_end(ap);
}

void hl_error_at(struct hl_file *f, enum dxsig_rule rule, loc_t loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror(f, rule, loc, fmt, ap);
  va_end(ap);
}

/* A token's spelling for a message, shortened. */
static int shown_len(const tok_t *t) { return t->len > 40 ? 40 : (int)t->len; }

/* ---- bracket matching ----------------------------------------------------- */

static bool is_open(const tok_t *t) {
  return t->kind == DXSIG_RS_TOKEN_PUNCT && t->len == 1 &&
         (t->text[0] == '(' || t->text[0] == '[' || t->text[0] == '{');
}
static bool is_close(const tok_t *t) {
  return t->kind == DXSIG_RS_TOKEN_PUNCT && t->len == 1 &&
         (t->text[0] == ')' || t->text[0] == ']' || t->text[0] == '}');
}

/* match[i] for an opening bracket: its closer, or count when it has none;
 * for a closer: its opener, or count when unmatched. Mismatched brackets
 * are matched as far as they nest. A '{' left open at the end is reported
 * and sets *unclosed. */
static size_t *match_brackets(struct hl_file *f, bool *unclosed) {
  size_t *match = malloc((f->count ? f->count : 1) * sizeof *match);
  size_t *stack = malloc((f->count ? f->count : 1) * sizeof *stack);
  if (!match || !stack) {
    free(match);
    free(stack);
    return NULL;
  }
  size_t depth = 0;
  for (size_t i = 0; i < f->count; ++i) {
    const tok_t *t = &f->toks[i];
    match[i] = f->count;
    if (is_open(t)) {
      stack[depth++] = i;
    } else if (is_close(t)) {
      char want = t->text[0] == ')' ? '(' : t->text[0] == ']' ? '[' : '{';
      /* Pop to the nearest opener of the same kind, if there is one. */
      size_t k = depth;
      while (k > 0 && f->toks[stack[k - 1]].text[0] != want)
        --k;
      if (k > 0) {
        depth = k - 1;
        match[stack[depth]] = i;
        match[i] = stack[depth];
      }
    }
  }
  /* A '{' still open at the end makes the rest of the file its body: the
   * entries after it would vanish without a word. DXC rejects the file;
   * so do we, at the innermost one (where clang points first). */
  for (size_t k = depth; k > 0; --k)
    if (f->toks[stack[k - 1]].text[0] == '{') {
      hl_error(f, DXSIG_RULE_HLSL_SYNTAX, stack[k - 1],
               "this '{' is not closed before the end of the file");
      *unclosed = true;
      break;
    }
  free(stack);
  return match;
}

/* ---- reading state -------------------------------------------------------- */

struct reader {
  struct hl_file *f;
  const size_t *match;
  unsigned struct_depth; /* struct definitions open around the one read */
  struct hl_attr *attrs;  /* the attributes before the next declaration */
  size_t attr_count, attr_cap;
};

static bool is(const struct reader *r, size_t pos, const char *text) {
  return hl_tok_is(r->f, pos, text);
}

/* The token after the bracket group that opens at pos. */
static size_t after_group(const struct reader *r, size_t pos) {
  size_t m = r->match[pos];
  return m >= r->f->count ? r->f->count : m + 1;
}

/* Skips a template argument list that opens at pos ('<'), to the token
 * after its '>'; brackets inside are skipped whole. Stops at end. */
static size_t skip_angles(const struct reader *r, size_t pos, size_t end) {
  int depth = 0;
  while (pos < end) {
    const tok_t *t = &r->f->toks[pos];
    if (is_open(t)) {
      pos = after_group(r, pos);
      continue;
    }
    if (t->kind == DXSIG_RS_TOKEN_PUNCT) {
      if (t->len == 1 && t->text[0] == '<')
        depth++;
      else if (t->len == 1 && t->text[0] == '>')
        depth--;
      else if (t->len == 2 && memcmp(t->text, ">>", 2) == 0)
        depth -= 2;
      else if (t->len == 1 && t->text[0] == ';')
        return pos;
    }
    ++pos;
    if (depth <= 0)
      return pos;
  }
  return pos;
}

/* The end (exclusive) of the declaration starting at pos: its ';' at depth
 * 0, or the '}' of a body (a function, namespace or cbuffer), which may be
 * followed by a ';' of its own. A struct's or an initializer's braces do not
 * end it. */
static size_t declaration_end(const struct reader *r, size_t pos) {
  const struct hl_file *f = r->f;
  bool braces_continue = is(r, pos, "struct") || is(r, pos, "class") ||
                         is(r, pos, "interface") || is(r, pos, "enum") ||
                         is(r, pos, "typedef");
  bool assigned = false;
  size_t i = pos;
  while (i < f->count) {
    const tok_t *t = &f->toks[i];
    if (t->kind == DXSIG_RS_TOKEN_PUNCT && t->len == 1) {
      char c = t->text[0];
      if (c == ';')
        return i + 1;
      if (c == '=')
        assigned = true;
      if (c == '}')
        return i + 1; /* a stray closer: a namespace's, handled by the caller */
      if (c == '{') {
        size_t next = after_group(r, i);
        if (braces_continue || assigned) {
          i = next;
          continue;
        }
        return next < f->count && is(r, next, ";") ? next + 1 : next;
      }
      if (c == '(' || c == '[') {
        /* An opener without a closer is broken code: skipping to the end
         * of the file would lose every entry after it. */
        size_t next = after_group(r, i);
        i = next < f->count ? next : i + 1;
        continue;
      }
    }
    ++i;
  }
  return f->count;
}

/* ---- integer constants ---------------------------------------------------- */

struct expr {
  struct hl_file *f;
  size_t pos, end;
  int depth;
  bool failed;
};

static bool parse_int_literal(const tok_t *t, int64_t *out) {
  const char *s = t->text;
  size_t n = t->len, i = 0;
  uint64_t v = 0;
  unsigned base = 10;
  if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    i = 2;
  } else if (n >= 2 && s[0] == '0') {
    base = 8;
    i = 1;
  }
  size_t digits = 0;
  for (; i < n; ++i, ++digits) {
    char c = s[i];
    unsigned d;
    if (c >= '0' && c <= '9')
      d = (unsigned)(c - '0');
    else if (base == 16 && c >= 'a' && c <= 'f')
      d = (unsigned)(c - 'a' + 10);
    else if (base == 16 && c >= 'A' && c <= 'F')
      d = (unsigned)(c - 'A' + 10);
    else
      break;
    if (d >= base || v > (UINT64_MAX - d) / base)
      return false;
    v = v * base + d;
  }
  if (base == 16 && digits == 0)
    return false;
  for (; i < n; ++i) /* suffixes */
    if (s[i] != 'u' && s[i] != 'U' && s[i] != 'l' && s[i] != 'L')
      return false;
  if (v > INT64_MAX)
    return false;
  *out = (int64_t)v;
  return true;
}

static int64_t expr_cond(struct expr *e);

static bool expr_is(struct expr *e, const char *text) {
  return e->pos < e->end && hl_tok_is(e->f, e->pos, text);
}

static int64_t expr_fail(struct expr *e, const char *what) {
  if (!e->failed) {
    size_t at = e->pos < e->end ? e->pos : (e->end ? e->end - 1 : 0);
    if (e->pos < e->end)
      hl_error(e->f, DXSIG_RULE_HLSL_SYNTAX, at, "%s at '%.*s'", what,
               shown_len(&e->f->toks[at]), e->f->toks[at].text);
    else
      hl_error(e->f, DXSIG_RULE_HLSL_SYNTAX, at, "%s", what);
  }
  e->failed = true;
  return 0;
}

static int64_t expr_primary(struct expr *e) {
  if (e->failed)
    return 0;
  if (++e->depth > MAX_EXPR_DEPTH)
    return expr_fail(e, "expression nested too deeply");
  int64_t v = 0;
  if (e->pos >= e->end) {
    v = expr_fail(e, "expected an integer constant");
  } else if (expr_is(e, "(")) {
    e->pos++;
    v = expr_cond(e);
    if (!expr_is(e, ")"))
      v = expr_fail(e, "expected ')'");
    else
      e->pos++;
  } else if (expr_is(e, "-") || expr_is(e, "+") || expr_is(e, "~") || expr_is(e, "!")) {
    char op = e->f->toks[e->pos++].text[0];
    int64_t x = expr_primary(e);
    v = op == '-' ? (int64_t)(0 - (uint64_t)x) : op == '+' ? x : op == '~' ? ~x : !x;
  } else {
    const tok_t *t = &e->f->toks[e->pos];
    if (t->kind == DXSIG_RS_TOKEN_OTHER && parse_int_literal(t, &v)) {
      e->pos++;
    } else if (t->kind == DXSIG_RS_TOKEN_IDENT && (hl_tok_is(e->f, e->pos, "true") ||
                                                   hl_tok_is(e->f, e->pos, "false"))) {
      v = hl_tok_is(e->f, e->pos, "true");
      e->pos++;
    } else if (t->kind == DXSIG_RS_TOKEN_IDENT) {
      const int64_t *c = hl_map_get(&e->f->constants, t->text, t->len);
      if (!c)
        v = expr_fail(e, "not an integer constant");
      else
        v = *c, e->pos++;
    } else {
      v = expr_fail(e, "expected an integer constant");
    }
  }
  e->depth--;
  return v;
}

/* Binary operators by precedence, lowest first. */
static const char *const LEVELS[][4] = {
    {"||", NULL}, {"&&", NULL}, {"|", NULL}, {"^", NULL}, {"&", NULL},
    {"==", "!=", NULL}, {"<", ">", "<=", ">="}, {"<<", ">>", NULL},
    {"+", "-", NULL}, {"*", "/", "%", NULL}};
#define LEVEL_COUNT (sizeof LEVELS / sizeof *LEVELS)

static int64_t apply(struct expr *e, const char *op, int64_t a, int64_t b) {
  uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
  switch (op[0]) {
  case '|': return op[1] ? (a || b) : (int64_t)(ua | ub);
  case '&': return op[1] ? (a && b) : (int64_t)(ua & ub);
  case '^': return (int64_t)(ua ^ ub);
  case '=': return a == b;
  case '!': return a != b;
  case '<':
    if (op[1] == '<')
      return b < 0 || b > 62 ? expr_fail(e, "shift out of range") : (int64_t)(ua << b);
    return op[1] ? a <= b : a < b;
  case '>':
    if (op[1] == '>')
      return b < 0 || b > 63 ? expr_fail(e, "shift out of range") : a >> b;
    return op[1] ? a >= b : a > b;
  case '+': return (int64_t)(ua + ub);
  case '-': return (int64_t)(ua - ub);
  case '*': return (int64_t)(ua * ub);
  default: /* '/' and '%' */
    if (b == 0 || (a == INT64_MIN && b == -1))
      return expr_fail(e, "division by zero in a constant");
    return op[0] == '/' ? a / b : a % b;
  }
}

static int64_t expr_level(struct expr *e, size_t level) {
  if (level == LEVEL_COUNT)
    return expr_primary(e);
  int64_t v = expr_level(e, level + 1);
  for (;;) {
    const char *op = NULL;
    for (size_t k = 0; k < 4 && LEVELS[level][k]; ++k)
      if (expr_is(e, LEVELS[level][k]))
        op = LEVELS[level][k];
    if (!op || e->failed)
      return v;
    e->pos++;
    int64_t rhs = expr_level(e, level + 1);
    v = apply(e, op, v, rhs);
  }
}

static int64_t expr_cond(struct expr *e) {
  if (++e->depth > MAX_EXPR_DEPTH)
    return expr_fail(e, "expression nested too deeply");
  int64_t c = expr_level(e, 0);
  if (expr_is(e, "?")) {
    e->pos++;
    int64_t a = expr_cond(e);
    if (!expr_is(e, ":"))
      return expr_fail(e, "expected ':'");
    e->pos++;
    int64_t b = expr_cond(e);
    c = c ? a : b;
  }
  e->depth--;
  return c;
}

bool hl_eval_const(struct hl_file *f, size_t begin, size_t end, int64_t *out) {
  struct expr e = {f, begin, end, 0, false};
  int64_t v = expr_cond(&e);
  if (!e.failed && e.pos != end)
    expr_fail(&e, "unexpected token in a constant");
  *out = v;
  return !e.failed;
}

/* ---- types ---------------------------------------------------------------- */

static const char *const MODIFIERS[] = {
    "in", "out", "inout", "uniform", "const", "static", "precise", "nointerpolation", "linear",
    "centroid", "noperspective", "sample", "row_major", "column_major", "snorm", "unorm",
    "volatile", "extern", "shared", "groupshared", "point", "line", "triangle", "lineadj",
    "triangleadj", "vertices", "primitives", "indices", "payload", "inline", "export",
    "globallycoherent", "center"};
static const uint32_t MODIFIER_BITS[] = {
    HM_IN, HM_OUT, HM_IN | HM_OUT, HM_UNIFORM, 0, 0, 0, HM_NOINTERPOLATION,
    HM_LINEAR, HM_CENTROID, HM_NOPERSPECTIVE, HM_SAMPLE, 0, 0, 0, 0,
    0, 0, 0, 0, HM_POINT, HM_LINE, HM_TRIANGLE, HM_LINEADJ,
    HM_TRIANGLEADJ, HM_VERTICES, HM_PRIMITIVES, HM_INDICES, HM_PAYLOAD, 0, 0,
    0, HM_LINEAR};
#define MODIFIER_COUNT (sizeof MODIFIERS / sizeof *MODIFIERS)

/* Reads the modifiers at *pos into d (interpolation, direction, GS and MS
 * kinds, matrix orientation and snorm/unorm, which apply to the type). */
static void read_modifiers(struct reader *r, size_t *pos, size_t end, struct hl_decl *d,
                           enum hl_orientation *orient, uint32_t *norm) {
  while (*pos < end && hl_tok_ident(r->f, *pos)) {
    size_t k = 0;
    while (k < MODIFIER_COUNT && !is(r, *pos, MODIFIERS[k]))
      ++k;
    if (k == MODIFIER_COUNT)
      return;
    /* A modifier followed by ',', ')', ':', '[' or ';' is the name
     * (`float4 sample : S`). */
    if (*pos + 1 < end && (is(r, *pos + 1, ",") || is(r, *pos + 1, ")") ||
                           is(r, *pos + 1, ":") || is(r, *pos + 1, "[") ||
                           is(r, *pos + 1, ";") || is(r, *pos + 1, "=")))
      return;
    if (MODIFIER_BITS[k] & d->mods & HM_INTERP) /* DXC's Sema warning */
      dxsig_diag_add_at(r->f->diags, DXSIG_WARNING, DXSIG_RULE_HLSL_MODIFIER,
                        r->f->toks[*pos].loc.file, r->f->toks[*pos].loc.line,
                        r->f->toks[*pos].loc.col, "duplicate HLSL specifier '%s'", MODIFIERS[k]);
    d->mods |= MODIFIER_BITS[k];
    if (is(r, *pos, "row_major"))
      *orient = HO_ROW_MAJOR;
    else if (is(r, *pos, "column_major"))
      *orient = HO_COLUMN_MAJOR;
    else if (is(r, *pos, "snorm"))
      *norm = 1;
    else if (is(r, *pos, "unorm"))
      *norm = 2;
    ++*pos;
  }
}

/* The integer constant between the template argument separators at *pos,
 * up to ',' or '>' at depth 0. */
static bool template_int(struct reader *r, size_t *pos, size_t end, uint32_t max, uint32_t *out) {
  size_t b = *pos, i = b;
  while (i < end && !is(r, i, ",") && !is(r, i, ">") && !is(r, i, ">>")) {
    if (is_open(&r->f->toks[i]))
      i = after_group(r, i);
    else
      ++i;
  }
  int64_t v;
  if (i == b) {
    hl_error(r->f, DXSIG_RULE_HLSL_SYNTAX, b, "expected a template argument");
    return false;
  }
  if (!hl_eval_const(r->f, b, i, &v))
    return false;
  if (v < 1 || (uint64_t)v > max) {
    hl_error(r->f, DXSIG_RULE_HLSL_TYPE, b, "template argument %lld is out of range (1 to %u)",
             (long long)v, (unsigned)max);
    return false;
  }
  *out = (uint32_t)v;
  *pos = i;
  return true;
}

static bool expect(struct reader *r, size_t *pos, size_t end, const char *text) {
  if (*pos < end && is(r, *pos, text)) {
    ++*pos;
    return true;
  }
  if (*pos < end)
    hl_error(r->f, DXSIG_RULE_HLSL_SYNTAX, *pos, "expected '%s' before '%.*s'", text,
             shown_len(&r->f->toks[*pos]), r->f->toks[*pos].text);
  else
    hl_error(r->f, DXSIG_RULE_HLSL_SYNTAX, end ? end - 1 : 0, "expected '%s'", text);
  return false;
}

static bool parse_type_at(struct reader *r, size_t *pos, size_t end, struct hl_decl *d);

/* vector<T, N> and matrix<T, R, C>. */
static bool parse_numeric_template(struct reader *r, size_t *pos, size_t end,
                                   struct hl_type *t) {
  bool matrix = t->matrix;
  ++*pos; /* '<' */
  struct hl_type scalar;
  if (*pos >= end || !hl_tok_ident(r->f, *pos) ||
      !hl_builtin_type(r->f->toks[*pos].text, r->f->toks[*pos].len, &scalar) ||
      scalar.rows * scalar.cols != 1 || scalar.matrix) {
    hl_error(r->f, DXSIG_RULE_HLSL_TYPE, *pos, "expected a scalar type in %s<...>",
             matrix ? "matrix" : "vector");
    return false;
  }
  ++*pos;
  t->scalar = scalar.scalar;
  uint32_t a = 1, b = 1;
  if (!expect(r, pos, end, ",") || !template_int(r, pos, end, 4, &a))
    return false;
  if (matrix && (!expect(r, pos, end, ",") || !template_int(r, pos, end, 4, &b)))
    return false;
  if (matrix) {
    t->rows = a;
    t->cols = b;
  } else {
    t->rows = 1;
    t->cols = a;
  }
  return expect(r, pos, end, ">");
}

/* InputPatch<T, N>, OutputPatch<T, N>, PointStream<T> and the like. */
static bool parse_object_template(struct reader *r, size_t *pos, size_t end, struct hl_type *t,
                                  bool has_count) {
  if (!expect(r, pos, end, "<"))
    return false;
  struct hl_decl inner;
  memset(&inner, 0, sizeof inner);
  enum hl_orientation orient = HO_DEFAULT;
  uint32_t norm = 0;
  read_modifiers(r, pos, end, &inner, &orient, &norm);
  if (!parse_type_at(r, pos, end, &inner))
    return false;
  if (orient != HO_DEFAULT)
    inner.type.orientation = orient;
  if (norm)
    inner.type.norm = norm;
  struct hl_type *copy = dxsig_arena_calloc(r->f->arena, 1, sizeof *copy);
  if (!copy) {
    r->f->oom = true;
    return false;
  }
  *copy = inner.type;
  t->inner = copy;
  memcpy(t->inner_dims, inner.dims, sizeof t->inner_dims);
  t->inner_dim_count = inner.dim_count > 4 ? 4 : inner.dim_count;
  if (has_count && (!expect(r, pos, end, ",") || !template_int(r, pos, end, 32, &t->count)))
    return false;
  return expect(r, pos, end, ">");
}

static bool copy_dims(struct reader *r, size_t at, struct hl_decl *d, const uint32_t *dims,
                      uint32_t count) {
  if (d->dim_count + count > HL_MAX_DIMS) {
    hl_error(r->f, DXSIG_RULE_HLSL_TYPE, at, "more than %u array dimensions", HL_MAX_DIMS);
    return false;
  }
  memcpy(d->dims + d->dim_count, dims, count * sizeof *dims);
  d->dim_count += count;
  return true;
}

/* A type name at *pos (modifiers read): into d->type, and a typedef's
 * dimensions into d->dims. An unknown name is an object type, judged only
 * if an entry's signature needs it. */
static bool parse_type_at(struct reader *r, size_t *pos, size_t end, struct hl_decl *d) {
  struct hl_file *f = r->f;
  struct hl_type *t = &d->type;
  memset(t, 0, sizeof *t);
  if (*pos < end && (is(r, *pos, "struct") || is(r, *pos, "class")))
    ++*pos;
  if (*pos < end && is(r, *pos, "unsigned") && *pos + 1 < end && is(r, *pos + 1, "int"))
    ++*pos, t->name = "uint"; /* `unsigned int` */
  if (*pos < end && is(r, *pos, "::"))
    ++*pos;
  if (*pos >= end || !hl_tok_ident(f, *pos)) {
    if (*pos < end)
      hl_error(f, DXSIG_RULE_HLSL_SYNTAX, *pos, "expected a type before '%.*s'",
               shown_len(&f->toks[*pos]), f->toks[*pos].text);
    else
      hl_error(f, DXSIG_RULE_HLSL_SYNTAX, end ? end - 1 : 0, "expected a type");
    return false;
  }
  /* N::M::T names T: the reader keeps one scope of names. */
  while (*pos + 2 < end && is(r, *pos + 1, "::") && hl_tok_ident(f, *pos + 2))
    *pos += 2;
  const tok_t *name = &f->toks[*pos];
  size_t at = *pos;
  ++*pos;
  t->name = t->name ? t->name : name->text;
  t->name_len = t->name == name->text ? name->len : 4;
  if (name->len == 4 && memcmp(name->text, "void", 4) == 0) {
    t->kind = HT_NONE;
    return true;
  }
  if (hl_builtin_type(t->name, t->name_len, t)) {
    t->kind = HT_NUMERIC;
    if (t->rows == 0) { /* vector or matrix: <...> or the default */
      if (*pos < end && is(r, *pos, "<"))
        return parse_numeric_template(r, pos, end, t);
      t->scalar = HS_FLOAT;
      t->rows = t->matrix ? 4 : 1;
      t->cols = 4;
    }
    return true;
  }
  size_t n = name->len;
  if ((n == 10 && memcmp(name->text, "InputPatch", 10) == 0) ||
      (n == 11 && memcmp(name->text, "OutputPatch", 11) == 0)) {
    t->kind = n == 10 ? HT_INPUT_PATCH : HT_OUTPUT_PATCH;
    return parse_object_template(r, pos, end, t, true);
  }
  if ((n == 11 && memcmp(name->text, "PointStream", 11) == 0) ||
      (n == 10 && memcmp(name->text, "LineStream", 10) == 0) ||
      (n == 14 && memcmp(name->text, "TriangleStream", 14) == 0)) {
    t->kind = HT_STREAM;
    t->stream_topology = n == 11 ? 1 : n == 10 ? 3 : 5;
    return parse_object_template(r, pos, end, t, false);
  }
  const struct hl_typedef *td = hl_map_get(&f->typedefs, name->text, name->len);
  if (td) {
    *t = td->type;
    d->type_dim_count = td->dim_count;
    return copy_dims(r, at, d, td->dims, td->dim_count);
  }
  const struct hl_struct *st = hl_map_get(&f->structs, name->text, name->len);
  if (st) {
    t->kind = HT_STRUCT;
    t->st = st;
    return true;
  }
  /* An object (Texture2D<float4>, SamplerState) or a name the reader does
   * not know: its template arguments are skipped. */
  t->kind = HT_OBJECT;
  if (*pos < end && is(r, *pos, "<"))
    *pos = skip_angles(r, *pos, end);
  return true;
}

/* Array dimensions at *pos: [N][M]... The declarator's dimensions come
 * before a typedef's: `T x[2]` with `typedef float4 T[3]` is float4 x[2][3]. */
static bool parse_dims(struct reader *r, size_t *pos, size_t end, struct hl_decl *d) {
  uint32_t own[HL_MAX_DIMS];
  uint32_t count = 0;
  while (*pos < end && is(r, *pos, "[")) {
    size_t close = r->match[*pos];
    if (close >= end) {
      hl_error(r->f, DXSIG_RULE_HLSL_SYNTAX, *pos, "expected ']'");
      return false;
    }
    if (close == *pos + 1) {
      hl_error(r->f, DXSIG_RULE_HLSL_TYPE, *pos, "an array in a signature needs a size");
      return false;
    }
    int64_t v;
    if (!hl_eval_const(r->f, *pos + 1, close, &v))
      return false;
    if (v < 1 || v > 0x10000) {
      hl_error(r->f, DXSIG_RULE_HLSL_TYPE, *pos + 1, "array size %lld is out of range",
               (long long)v);
      return false;
    }
    if (count + d->dim_count == HL_MAX_DIMS) {
      hl_error(r->f, DXSIG_RULE_HLSL_TYPE, *pos, "more than %u array dimensions", HL_MAX_DIMS);
      return false;
    }
    own[count++] = (uint32_t)v;
    *pos = close + 1;
  }
  memmove(d->dims + count, d->dims, d->dim_count * sizeof *d->dims);
  memcpy(d->dims, own, count * sizeof *own);
  d->dim_count += count;
  return true;
}

/* Semantics and register bindings after a declarator: `: TEXCOORD0`,
 * `: register(t0)`, `: packoffset(c0.x)`. The last semantic counts. */
static bool parse_semantics(struct reader *r, size_t *pos, size_t end, struct hl_decl *d) {
  while (*pos < end && is(r, *pos, ":")) {
    ++*pos;
    if (*pos >= end || !hl_tok_ident(r->f, *pos)) {
      hl_error(r->f, DXSIG_RULE_HLSL_SEMANTIC, *pos < end ? *pos : *pos - 1,
               "expected a semantic after ':'");
      return false;
    }
    const tok_t *t = &r->f->toks[*pos];
    if (*pos + 1 < end && is(r, *pos + 1, "(")) { /* register(...), packoffset(...) */
      *pos = after_group(r, *pos + 1);
      continue;
    }
    d->semantic = t->text;
    d->semantic_len = t->len;
    d->semantic_loc = t->loc;
    ++*pos;
  }
  return true;
}

/* Skips a default value or initializer to the ',' or the end of the list. */
static size_t skip_to_comma(const struct reader *r, size_t pos, size_t end) {
  while (pos < end && !is(r, pos, ",")) {
    if (is_open(&r->f->toks[pos]))
      pos = after_group(r, pos);
    else
      ++pos;
  }
  return pos;
}

/* Attribute groups [name(args), ...] at pos; returns the token after. */
static size_t read_attributes(struct reader *r, size_t pos) {
  struct hl_file *f = r->f;
  size_t close = r->match[pos];
  if (close >= f->count)
    return pos + 1; /* a '[' that never closes: not an attribute */
  if (is(r, pos + 1, "[")) /* [[vk::...]] */
    return close + 1;
  size_t i = pos + 1;
  while (i < close) {
    if (!hl_tok_ident(f, i))
      break;
    struct hl_attr a = {f->toks[i].text, f->toks[i].len, f->toks[i].loc, 0, 0};
    ++i;
    while (i + 1 < close && is(r, i, "::") && hl_tok_ident(f, i + 1)) { /* vk::name */
      a.name = f->toks[i + 1].text;
      a.name_len = f->toks[i + 1].len;
      i += 2;
    }
    if (i < close && is(r, i, "(")) {
      a.arg_begin = i + 1;
      a.arg_end = r->match[i] < close ? r->match[i] : close;
      i = a.arg_end + 1;
    }
    struct hl_attr *grown = dxsig_grow(r->attrs, &r->attr_cap, r->attr_count + 1, sizeof *grown);
    if (!grown) {
      f->oom = true;
      break;
    }
    r->attrs = grown;
    r->attrs[r->attr_count++] = a;
    if (i < close && is(r, i, ","))
      ++i;
    else
      break;
  }
  return close + 1;
}

/* Reads modifiers, a type and the declarator that follows: name, arrays,
 * semantics. The name may be missing (an unnamed parameter). */
static bool parse_decl(struct reader *r, size_t *pos, size_t end, struct hl_decl *d,
                       const char *what) {
  memset(d, 0, sizeof *d);
  while (*pos < end && is(r, *pos, "[")) /* [[vk::location(0)]] and the like */
    *pos = after_group(r, *pos);
  enum hl_orientation orient = HO_DEFAULT;
  uint32_t norm = 0;
  read_modifiers(r, pos, end, d, &orient, &norm);
  size_t type_at = *pos;
  if (!parse_type_at(r, pos, end, d))
    return false;
  read_modifiers(r, pos, end, d, &orient, &norm); /* `float const x` */
  if (d->type.matrix) {
    if (orient != HO_DEFAULT)
      d->type.orientation = orient;
    else if (d->type.orientation == HO_DEFAULT)
      d->type.orientation = r->f->pack_matrix;
  }
  if (norm)
    d->type.norm = norm;
  d->loc = r->f->toks[type_at].loc;

  if (*pos < end && hl_tok_ident(r->f, *pos)) {
    d->name = r->f->toks[*pos].text;
    d->name_len = r->f->toks[*pos].len;
    d->loc = r->f->toks[*pos].loc;
    ++*pos;
  }
  if (!parse_dims(r, pos, end, d) || !parse_semantics(r, pos, end, d))
    return false;
  /* DXC's Sema on interpolation modifiers. */
  if ((d->mods & HM_NOINTERPOLATION) && (d->mods & (HM_INTERP & ~HM_NOINTERPOLATION))) {
    hl_error_at(r->f, DXSIG_RULE_HLSL_MODIFIER, d->loc,
             "'nointerpolation' and '%s' cannot be used together for a %s",
             (d->mods & HM_LINEAR)          ? "linear"
             : (d->mods & HM_NOPERSPECTIVE) ? "noperspective"
             : (d->mods & HM_CENTROID)      ? "centroid"
                                            : "sample",
             what);
    return false;
  }
  if ((d->mods & HM_CENTROID) && (d->mods & HM_SAMPLE))
    dxsig_diag_add_at(r->f->diags, DXSIG_WARNING, DXSIG_RULE_HLSL_MODIFIER, d->loc.file,
                      d->loc.line, d->loc.col, "'centroid' will be overridden by 'sample'");
  return true;
}

/* Errors of a declaration go to a list of its own, reported when an entry
 * needs the declaration. */
struct deferred {
  struct dxsig_diag_list *saved;
  struct dxsig_diag_list list;
};

static void defer_begin(struct hl_file *f, struct deferred *d) {
  d->saved = f->diags;
  dxsig_diag_list_init(&d->list);
  f->diags = &d->list;
}

static struct dxsig_diag_list *defer_end(struct hl_file *f, struct deferred *d) {
  f->diags = d->saved;
  if (d->list.count == 0 && d->list.error_count == 0) {
    dxsig_diag_list_finish(&d->list);
    return NULL;
  }
  struct dxsig_diag_list *kept = dxsig_arena_calloc(f->arena, 1, sizeof *kept);
  if (!kept) {
    dxsig_diag_list_finish(&d->list);
    f->oom = true;
    return NULL;
  }
  *kept = d->list;
  struct dxsig_diag_list **grown =
      dxsig_grow(f->owned_lists, &f->owned_cap, f->owned_count + 1, sizeof *grown);
  if (!grown) {
    dxsig_diag_list_finish(kept);
    f->oom = true;
    return NULL;
  }
  f->owned_lists = grown;
  f->owned_lists[f->owned_count++] = kept;
  return kept;
}

static void *arena_copy(struct hl_file *f, const void *data, size_t count, size_t size) {
  if (count == 0)
    return NULL;
  void *p = dxsig_arena_calloc(f->arena, count, size);
  if (!p)
    f->oom = true;
  else
    memcpy(p, data, count * size);
  return p;
}

/* ---- structs -------------------------------------------------------------- */

static struct hl_struct *parse_struct(struct reader *r, size_t *pos, size_t end);

/* The fields of a struct body [open + 1, close). */
static bool parse_fields(struct reader *r, size_t open, size_t close, struct hl_decl **out,
                         size_t *count) {
  struct hl_file *f = r->f;
  struct hl_decl *fields = NULL;
  size_t n = 0, cap = 0;
  bool ok = true;
  size_t pos = open + 1;
  while (pos < close && ok) {
    if (is(r, pos, ";")) {
      ++pos;
      continue;
    }
    /* The member's extent: to its ';', or a method's body. */
    size_t end = pos;
    bool method = false;
    while (end < close && !is(r, end, ";")) {
      if (is(r, end, "{") && !is(r, pos, "struct") && !is(r, pos, "class")) {
        method = true;
        end = after_group(r, end);
        break;
      }
      end = is_open(&f->toks[end]) ? after_group(r, end) : end + 1;
    }
    if (end > close) /* an opener the struct does not close */
      end = close;
    size_t next = end < close && is(r, end, ";") ? end + 1 : end;
    if (method || is(r, pos, "static") || is(r, pos, "typedef") || is(r, pos, "using")) {
      pos = next;
      continue;
    }
    struct hl_decl d;
    size_t p = pos;
    if ((is(r, p, "struct") || is(r, p, "class")) && p + 2 < end &&
        (is(r, p + 2, "{") || is(r, p + 1, "{"))) {
      struct hl_struct *inner = parse_struct(r, &p, end);
      if (!inner) {
        ok = false;
        break;
      }
      memset(&d, 0, sizeof d);
      d.type.kind = HT_STRUCT;
      d.type.st = inner;
      d.type.name = inner->name;
      d.type.name_len = inner->name_len;
      if (p < end && hl_tok_ident(f, p)) {
        d.name = f->toks[p].text;
        d.name_len = f->toks[p].len;
        d.loc = f->toks[p].loc;
        ++p;
      } else {
        pos = next; /* a nested definition alone */
        continue;
      }
      ok = parse_dims(r, &p, end, &d) && parse_semantics(r, &p, end, &d);
    } else {
      ok = parse_decl(r, &p, end, &d, "field");
    }
    /* `float a : A, b[2] : B;` */
    for (;;) {
      if (!ok)
        break;
      if (d.type.kind == HT_NONE) {
        hl_error(f, DXSIG_RULE_HLSL_TYPE, pos, "a field cannot be void");
        ok = false;
        break;
      }
      if (!d.name) {
        hl_error(f, DXSIG_RULE_HLSL_SYNTAX, p, "expected a field name");
        ok = false;
        break;
      }
      if (n == MAX_FIELDS) {
        hl_error(f, DXSIG_RULE_HLSL_LIMIT, pos, "more than %u fields in a struct", MAX_FIELDS);
        ok = false;
        break;
      }
      struct hl_decl *grown = dxsig_grow(fields, &cap, n + 1, sizeof *grown);
      if (!grown) {
        f->oom = true;
        ok = false;
        break;
      }
      fields = grown;
      fields[n++] = d;
      if (p < end && is(r, p, "=")) /* a default member value */
        p = skip_to_comma(r, p, end);
      if (p >= end)
        break;
      if (!is(r, p, ",")) {
        hl_error(f, DXSIG_RULE_HLSL_SYNTAX, p, "expected ';' after a field, not '%.*s'",
                 shown_len(&f->toks[p]), f->toks[p].text);
        ok = false;
        break;
      }
      ++p;
      /* The same type (with a typedef's dimensions), a new declarator. */
      struct hl_decl next_decl = d;
      next_decl.semantic = NULL;
      memset(next_decl.dims, 0, sizeof next_decl.dims);
      memcpy(next_decl.dims, d.dims + (d.dim_count - d.type_dim_count),
             d.type_dim_count * sizeof *d.dims);
      next_decl.dim_count = d.type_dim_count;
      if (p >= end || !hl_tok_ident(f, p)) {
        hl_error(f, DXSIG_RULE_HLSL_SYNTAX, p < end ? p : end - 1, "expected a field name");
        ok = false;
        break;
      }
      next_decl.name = f->toks[p].text;
      next_decl.name_len = f->toks[p].len;
      next_decl.loc = f->toks[p].loc;
      ++p;
      d = next_decl;
      ok = parse_dims(r, &p, end, &d) && parse_semantics(r, &p, end, &d);
    }
    pos = next;
  }
  *out = ok ? arena_copy(f, fields, n, sizeof *fields) : NULL;
  *count = ok ? n : 0;
  free(fields);
  return ok && !f->oom;
}

/* struct NAME [: BASE] { fields } at *pos (pointing at the keyword); *pos
 * ends after the '}'. NULL after an error that leaves no struct. */
static struct hl_struct *parse_struct(struct reader *r, size_t *pos, size_t end) {
  struct hl_file *f = r->f;
  size_t kw = (*pos)++;
  struct hl_struct *s = dxsig_arena_calloc(f->arena, 1, sizeof *s);
  if (!s) {
    f->oom = true;
    return NULL;
  }
  s->loc = f->toks[kw].loc;
  if (*pos < end && hl_tok_ident(f, *pos)) {
    s->name = f->toks[*pos].text;
    s->name_len = f->toks[*pos].len;
    s->loc = f->toks[*pos].loc;
    ++*pos;
  } else {
    s->name = "(anonymous)";
    s->name_len = 11;
  }
  struct deferred def;
  defer_begin(f, &def);
  if (*pos < end && is(r, *pos, ":")) { /* struct inheritance */
    ++*pos;
    if (*pos < end && (is(r, *pos, "public") || is(r, *pos, "private")))
      ++*pos;
    if (*pos < end && hl_tok_ident(f, *pos)) {
      s->base = hl_map_get(&f->structs, f->toks[*pos].text, f->toks[*pos].len);
      if (!s->base)
        hl_error(f, DXSIG_RULE_HLSL_TYPE, *pos, "base '%.*s' is not a struct declared before",
                 shown_len(&f->toks[*pos]), f->toks[*pos].text);
      ++*pos;
    }
  }
  if (*pos < end && is(r, *pos, "{")) {
    size_t close = r->match[*pos];
    if (close > end)
      close = end;
    s->defined = true;
    if (r->struct_depth >= MAX_STRUCT_NESTING) {
      hl_error(f, DXSIG_RULE_HLSL_LIMIT, *pos, "struct definitions nested deeper than %d",
               MAX_STRUCT_NESTING);
    } else {
      r->struct_depth++;
      parse_fields(r, *pos, close, &s->fields, &s->count);
      r->struct_depth--;
    }
    *pos = close < end ? close + 1 : end;
  }
  s->errors = defer_end(f, &def);
  if (s->name[0] != '(' && (s->defined || !hl_map_get(&f->structs, s->name, s->name_len)) &&
      !hl_map_put(&f->structs, s->name, s->name_len, s))
    f->oom = true;
  return s;
}

/* ---- typedefs and constants ----------------------------------------------- */

static void parse_typedef(struct reader *r, size_t pos, size_t end) {
  struct hl_file *f = r->f;
  ++pos;
  struct hl_decl d;
  if ((is(r, pos, "struct") || is(r, pos, "class")) &&
      (is(r, pos + 1, "{") || is(r, pos + 2, "{"))) {
    struct hl_struct *s = parse_struct(r, &pos, end);
    if (!s)
      return;
    memset(&d, 0, sizeof d);
    d.type.kind = HT_STRUCT;
    d.type.st = s;
    d.type.name = s->name;
    d.type.name_len = s->name_len;
    if (pos >= end || !hl_tok_ident(f, pos))
      return;
    d.name = f->toks[pos].text;
    d.name_len = f->toks[pos].len;
    ++pos;
    struct deferred def;
    defer_begin(f, &def);
    bool ok = parse_dims(r, &pos, end, &d);
    defer_end(f, &def);
    if (!ok)
      return;
  } else {
    struct deferred def;
    defer_begin(f, &def);
    bool ok = parse_decl(r, &pos, end, &d, "type");
    defer_end(f, &def);
    if (!ok || !d.name)
      return;
  }
  struct hl_typedef *td = dxsig_arena_calloc(f->arena, 1, sizeof *td);
  if (!td) {
    f->oom = true;
    return;
  }
  td->type = d.type;
  memcpy(td->dims, d.dims, sizeof td->dims);
  td->dim_count = d.dim_count;
  if (!hl_map_put(&f->typedefs, d.name, d.name_len, td))
    f->oom = true;
}

/* static const int N = 4, M = N * 2; (an integer constant array sizes and
 * template arguments may name). Initializers that are not integer
 * constants are skipped silently: they matter to no signature. */
static void parse_constants(struct reader *r, size_t pos, size_t end) {
  struct hl_file *f = r->f;
  struct hl_decl d;
  struct deferred def;
  defer_begin(f, &def);
  bool ok = parse_decl(r, &pos, end, &d, "variable");
  while (ok && d.name && d.dim_count == 0 && d.type.kind == HT_NUMERIC &&
         d.type.rows * d.type.cols == 1 && pos < end && is(r, pos, "=")) {
    size_t b = pos + 1, e = skip_to_comma(r, b, end);
    if (e > b && is(r, e - 1, ";"))
      --e;
    int64_t v;
    if (hl_eval_const(f, b, e, &v)) {
      int64_t *slot = dxsig_arena_calloc(f->arena, 1, sizeof *slot);
      if (!slot || !hl_map_put(&f->constants, d.name, d.name_len, slot)) {
        f->oom = true;
        break;
      }
      *slot = v;
    }
    if (e >= end || !is(r, e, ",") || e + 1 >= end || !hl_tok_ident(f, e + 1))
      break;
    d.name = f->toks[e + 1].text;
    d.name_len = f->toks[e + 1].len;
    pos = e + 2;
  }
  defer_end(f, &def);
}

/* ---- functions ------------------------------------------------------------ */

static bool parse_params(struct reader *r, size_t open, size_t close, struct hl_function *fn) {
  struct hl_file *f = r->f;
  size_t pos = open + 1;
  if (pos == close || (pos + 1 == close && is(r, pos, "void")))
    return true;
  struct hl_decl *params = NULL;
  size_t n = 0, cap = 0;
  bool ok = true;
  while (ok && pos < close) {
    struct hl_decl d;
    ok = parse_decl(r, &pos, close, &d, "parameter");
    if (!ok)
      break;
    if (pos < close && is(r, pos, "=")) /* a default value */
      pos = skip_to_comma(r, pos, close);
    struct hl_decl *grown = dxsig_grow(params, &cap, n + 1, sizeof *grown);
    if (!grown) {
      f->oom = true;
      ok = false;
      break;
    }
    params = grown;
    params[n++] = d;
    if (pos < close && !is(r, pos, ",")) {
      hl_error(f, DXSIG_RULE_HLSL_SYNTAX, pos, "expected ',' or ')' in the parameters, not '%.*s'",
               shown_len(&f->toks[pos]), f->toks[pos].text);
      ok = false;
    }
    ++pos;
  }
  fn->params = ok ? arena_copy(f, params, n, sizeof *params) : NULL;
  fn->param_count = ok ? n : 0;
  free(params);
  return ok;
}

static void add_function(struct hl_file *f, struct hl_function *fn) {
  struct hl_function **grown = dxsig_grow(f->fns, &f->fn_cap, f->fn_count + 1, sizeof *grown);
  if (!grown) {
    f->oom = true;
    return;
  }
  f->fns = grown;
  f->fns[f->fn_count++] = fn;
}

/* A declaration that is not a struct, typedef or namespace: a function, a
 * constant, or a variable (skipped). */
static void parse_declaration(struct reader *r, size_t pos, size_t end) {
  struct hl_file *f = r->f;
  /* Is it a function? A name followed by '(' before any '=' or ':'. */
  size_t paren = end;
  bool is_static = false, is_const = false;
  for (size_t i = pos; i < end; ++i) {
    if (is(r, i, "=") || is(r, i, ":") || is(r, i, "{") || is(r, i, ";"))
      break;
    if (is(r, i, "static"))
      is_static = true;
    if (is(r, i, "const"))
      is_const = true;
    if (is(r, i, "<")) {
      i = skip_angles(r, i, end) - 1;
      continue;
    }
    if (is(r, i, "(")) {
      if (i > pos && hl_tok_ident(f, i - 1) && !is(r, i - 1, "register") &&
          !is(r, i - 1, "packoffset"))
        paren = i;
      break;
    }
    if (is(r, i, "["))
      i = after_group(r, i) - 1;
  }
  if (paren == end) {
    if (is_static && is_const)
      parse_constants(r, pos, end);
    return;
  }
  struct hl_function *fn = dxsig_arena_calloc(f->arena, 1, sizeof *fn);
  if (!fn) {
    f->oom = true;
    return;
  }
  fn->name = f->toks[paren - 1].text;
  fn->name_len = f->toks[paren - 1].len;
  fn->loc = f->toks[paren - 1].loc;
  fn->attrs = arena_copy(f, r->attrs, r->attr_count, sizeof *r->attrs);
  fn->attr_count = fn->attrs ? r->attr_count : 0;
  struct deferred def;
  defer_begin(f, &def);
  size_t p = pos;
  bool ok = parse_decl(r, &p, paren, &fn->ret, "function");
  if (ok && p != paren) {
    hl_error(f, DXSIG_RULE_HLSL_SYNTAX, p, "unexpected '%.*s' before the function's name",
             shown_len(&f->toks[p]), f->toks[p].text);
    ok = false;
  }
  fn->ret.name = NULL;
  size_t close = r->match[paren];
  /* A body after the parameters makes a definition, even when they do not
   * parse: an entry with broken parameters is reported, not dropped. */
  for (size_t i = close + 1; close < end && i < end && !is(r, i, ";"); ++i)
    if (is(r, i, "{")) {
      fn->defined = true;
      break;
    }
  if (ok && close >= end) {
    hl_error(f, DXSIG_RULE_HLSL_SYNTAX, paren, "expected ')'");
    ok = false;
  }
  if (ok)
    ok = parse_params(r, paren, close, fn);
  if (ok) {
    p = close + 1;
    ok = parse_semantics(r, &p, end, &fn->ret);
  }
  fn->errors = defer_end(f, &def);
  add_function(f, fn);
}

/* #pragma pack_matrix(row_major) */
static size_t read_pragma(struct reader *r, size_t pos) {
  struct hl_file *f = r->f;
  ++pos;
  if (is(r, pos, "pack_matrix") && is(r, pos + 1, "(") && is(r, pos + 3, ")")) {
    if (is(r, pos + 2, "row_major"))
      f->pack_matrix = HO_ROW_MAJOR;
    else if (is(r, pos + 2, "column_major"))
      f->pack_matrix = HO_COLUMN_MAJOR;
    return pos + 4;
  }
  return pos;
}

bool hl_file_read(struct hl_file *f) {
  bool unclosed = false;
  struct reader r = {f, match_brackets(f, &unclosed), 0, NULL, 0, 0};
  if (!r.match)
    return false;
  size_t pos = 0;
  while (pos < f->count && !f->oom) {
    const tok_t *t = &f->toks[pos];
    if (t->kind == DXSIG_RS_TOKEN_PUNCT && t->len == 7 && memcmp(t->text, "#pragma", 7) == 0) {
      pos = read_pragma(&r, pos);
      continue;
    }
    if (is(&r, pos, ";") || is(&r, pos, "}")) { /* a namespace's '}' */
      ++pos;
      continue;
    }
    if (is(&r, pos, "[")) {
      pos = read_attributes(&r, pos);
      continue;
    }
    if (is(&r, pos, "namespace")) { /* its declarations are read as the file's */
      size_t i = pos + 1;
      while (i < f->count && (hl_tok_ident(f, i) || is(&r, i, "::")))
        ++i;
      if (i < f->count && is(&r, i, "{")) {
        pos = i + 1;
        continue;
      }
    }
    size_t end = declaration_end(&r, pos);
    if (is(&r, pos, "struct") || is(&r, pos, "class") || is(&r, pos, "interface")) {
      size_t p = pos;
      parse_struct(&r, &p, end);
    } else if (is(&r, pos, "typedef")) {
      parse_typedef(&r, pos, end);
    } else if (!is(&r, pos, "cbuffer") && !is(&r, pos, "tbuffer") && !is(&r, pos, "template") &&
               !is(&r, pos, "enum") && !is(&r, pos, "using")) {
      parse_declaration(&r, pos, end);
    }
    r.attr_count = 0;
    pos = end > pos ? end : pos + 1;
  }
  free((void *)r.match);
  free(r.attrs);
  if (unclosed)
    return false;
  /* Each name's last definition, for lookups by name (DXC's overloads). */
  for (size_t k = 0; k < f->fn_count && !f->oom; ++k)
    if (f->fns[k]->defined &&
        !hl_map_put(&f->functions, f->fns[k]->name, f->fns[k]->name_len, f->fns[k]))
      f->oom = true;
  return !f->oom;
}
