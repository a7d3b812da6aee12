/* Root signatures in preprocessed HLSL: what a C preprocessor's tokens
 * mean, as DXC reads them.
 *
 * A macro named by -E (-T rootsig_1_x) or -rootsig-define is read by DXC's
 * MacroExpander (DXC HLSLMacroExpander.cpp): the full expansion, string
 * literals without their quotes, other tokens as spelled, a space where a
 * token had one before it unless the previous token was a string literal.
 * So `"CBV(b0), " "SRV(t0)"`, `CBV(b0)` unquoted, an empty macro and a
 * function-like macro's expansion all read as root signatures.
 * State-object subobjects and [RootSignature(...)] are found in the live
 * tokens; their initializers are string literals, concatenated. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SOURCE_BYTES (64u << 20)

/* ---- building a located string ----------------------------------------------- */

struct builder {
  char *text;
  size_t len, cap;
  struct dxsig_rs_segment *segs;
  size_t seg_count, seg_cap;
  bool failed;
};

static void builder_append(struct builder *b, const char *s, size_t len,
                           const struct dxsig_rs_token *t, uint32_t col) {
  if (b->failed)
    return;
  if (b->len + len >= MAX_SOURCE_BYTES || b->len + len > UINT32_MAX - 1) {
    b->failed = true;
    return;
  }
  if (b->len + len + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + len + 1)
      cap *= 2;
    char *n = realloc(b->text, cap);
    if (!n) {
      b->failed = true;
      return;
    }
    b->text = n;
    b->cap = cap;
  }
  if (b->seg_count == b->seg_cap) {
    size_t cap = b->seg_cap ? b->seg_cap * 2 : 16;
    struct dxsig_rs_segment *n = realloc(b->segs, cap * sizeof(*n));
    if (!n) {
      b->failed = true;
      return;
    }
    b->segs = n;
    b->seg_cap = cap;
  }
  b->segs[b->seg_count++] = (struct dxsig_rs_segment){
      (uint32_t)b->len, t->loc.line, col, t->loc.file, t->macro, t->use.file, t->use.line,
      t->use.col};
  if (len)
    memcpy(b->text + b->len, s, len);
  b->len += len;
}

static void builder_free(struct builder *b) {
  free(b->text);
  free(b->segs);
  memset(b, 0, sizeof(*b));
}

/* Moves the text into the arena as a source; false when out of memory. */
static bool builder_finish(struct builder *b, const char *name, struct dxsig_arena *arena,
                           struct dxsig_rs_source *out) {
  memset(out, 0, sizeof(*out));
  bool ok = !b->failed;
  char *text = ok ? dxsig_arena_calloc(arena, b->len + 1, 1) : NULL;
  struct dxsig_rs_segment *segs =
      ok && b->seg_count ? dxsig_arena_calloc(arena, b->seg_count, sizeof(*segs)) : NULL;
  if (!text || (b->seg_count && !segs)) {
    builder_free(b);
    return false;
  }
  if (b->len)
    memcpy(text, b->text, b->len);
  if (b->seg_count)
    memcpy(segs, b->segs, b->seg_count * sizeof(*segs));
  out->name = name;
  out->text = text;
  out->len = b->len;
  out->segments = segs;
  out->segment_count = b->seg_count;
  builder_free(b);
  return true;
}

/* The contents of a string literal token (prefix and quotes removed). */
static void literal_contents(const struct dxsig_rs_token *t, const char **s, size_t *len,
                             uint32_t *col) {
  const char *q = memchr(t->text, '"', t->len);
  size_t start = q ? (size_t)(q - t->text) + 1 : 0;
  size_t end = t->len;
  if (end > start && t->text[end - 1] == '"')
    end--;
  *s = t->text + start;
  *len = end - start;
  *col = t->loc.col + (uint32_t)start;
}

/* ---- located reports on tokens --------------------------------------------------- */

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void report_token(struct dxsig_diag_list *d, enum dxsig_severity sev,
                         const struct dxsig_rs_token *t, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  dxsig_diag_add_at(d, sev, DXSIG_RULE_ROOTSIG_HLSL, t ? t->loc.file : NULL,
                    t ? t->loc.line : 0, t ? t->loc.col : 0, "%s", msg);
  if (t && t->macro && t->use.file)
    dxsig_diag_add_at(d, DXSIG_NOTE, DXSIG_RULE_ROOTSIG_HLSL, t->use.file, t->use.line,
                      t->use.col, "in expansion of macro '%.200s'", t->macro);
}

static int shown(size_t len) { return len > 200 ? 200 : (int)len; }

/* ---- DXC's reading of a macro ------------------------------------------------------- */

bool dxsig_rs_macro_source(const struct dxsig_rs_macro *m, const char *name,
                           struct dxsig_arena *arena, struct dxsig_rs_source *out,
                           struct dxsig_diag_list *diags) {
  memset(out, 0, sizeof(*out));
  if (m->function_like) {
    dxsig_diag_add_at(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_HLSL, m->loc.file, m->loc.line,
                      m->loc.col, "a function-like macro is not a root signature");
    return false;
  }
  if (m->too_large) {
    dxsig_diag_add_at(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SIZE, m->loc.file, m->loc.line,
                      m->loc.col, "the macro's expansion is not read: it passes %zu tokens",
                      m->too_large);
    return false;
  }
  bool has_string = false;
  for (size_t i = 0; i < m->count; ++i)
    has_string |= m->tokens[i].kind == DXSIG_RS_TOKEN_STRING;
  bool ok = true;
  if (has_string) {
    /* DXC would read the name's own text into the string. */
    for (size_t i = 0; i < m->count; ++i)
      if (m->tokens[i].kind == DXSIG_RS_TOKEN_IDENT) {
        report_token(diags, DXSIG_ERROR, &m->tokens[i],
                     "'%.*s' is not a macro that expands to a string (in root signature '%.200s')",
                     shown(m->tokens[i].len), m->tokens[i].text, m->name);
        ok = false;
      }
  }
  if (!ok)
    return false;
  struct builder b = {0};
  bool prev_string = false;
  for (size_t i = 0; i < m->count; ++i) {
    const struct dxsig_rs_token *t = &m->tokens[i];
    if (t->leading_space && !prev_string)
      builder_append(&b, " ", 1, t, t->loc.col);
    if (t->kind == DXSIG_RS_TOKEN_STRING) {
      const char *s;
      size_t len;
      uint32_t col;
      literal_contents(t, &s, &len, &col);
      builder_append(&b, s, len, t, col);
    } else {
      builder_append(&b, t->text, t->len, t, t->loc.col);
    }
    prev_string = t->kind == DXSIG_RS_TOKEN_STRING;
  }
  bool too_big = b.failed;
  if (!builder_finish(&b, name, arena, out)) {
    dxsig_diag_add_at(diags, DXSIG_ERROR,
                      too_big ? DXSIG_RULE_ROOTSIG_SIZE : DXSIG_RULE_OUT_OF_MEMORY, m->loc.file,
                      m->loc.line, m->loc.col, "%s",
                      too_big ? "the root signature is too large" : "out of memory");
    return false;
  }
  /* An empty expansion still names its definition for messages. */
  if (out->segment_count == 0) {
    struct dxsig_rs_segment *seg = dxsig_arena_calloc(arena, 1, sizeof(*seg));
    if (seg) {
      *seg = (struct dxsig_rs_segment){0, m->loc.line, m->loc.col, m->loc.file, NULL, NULL, 0, 0};
      out->segments = seg;
      out->segment_count = 1;
    }
  }
  return true;
}

/* ---- declarations ------------------------------------------------------------------- */

struct scan {
  const struct dxsig_rs_pp *pp;
  struct dxsig_arena *arena;
  struct dxsig_diag_list *diags;
  struct dxsig_rs_decl *decls;
  size_t count, cap;
  bool oom;
};

static bool is_punct(const struct dxsig_rs_token *t, const char *p) {
  return t->kind == DXSIG_RS_TOKEN_PUNCT && t->len == strlen(p) && memcmp(t->text, p, t->len) == 0;
}

static bool is_ident(const struct dxsig_rs_token *t, const char *name) {
  return t->kind == DXSIG_RS_TOKEN_IDENT && t->len == strlen(name) &&
         memcmp(t->text, name, t->len) == 0;
}

static struct dxsig_rs_decl *add_decl(struct scan *s, enum dxsig_rs_decl_kind kind,
                                      const char *type_name, const char *name, size_t name_len,
                                      struct dxsig_rs_loc loc) {
  if (s->count == s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 16;
    struct dxsig_rs_decl *n = realloc(s->decls, cap * sizeof(*n));
    if (!n) {
      s->oom = true;
      return NULL;
    }
    s->decls = n;
    s->cap = cap;
  }
  struct dxsig_rs_decl *d = &s->decls[s->count];
  memset(d, 0, sizeof(*d));
  d->kind = kind;
  d->type_name = type_name;
  d->name = dxsig_arena_strndup(s->arena, name, name_len);
  if (!d->name) {
    s->oom = true;
    return NULL;
  }
  d->file = loc.file;
  d->line = loc.line;
  d->col = loc.col;
  s->count++;
  return d;
}

/* String literals in [i, end), concatenated; false (after reporting the
 * first other token) when there is anything else or nothing. */
static bool strings_to_source(struct scan *s, size_t i, size_t end, const char *what,
                              const struct dxsig_rs_token *anchor, struct dxsig_rs_source *out) {
  const struct dxsig_rs_token *t = s->pp->tokens;
  if (i >= end) {
    report_token(s->diags, DXSIG_ERROR, anchor, "%s: expected a string literal", what);
    return false;
  }
  struct builder b = {0};
  for (size_t k = i; k < end; ++k) {
    if (t[k].kind != DXSIG_RS_TOKEN_STRING) {
      report_token(s->diags, DXSIG_ERROR, &t[k], "%s: expected a string literal, found '%.*s'",
                   what, shown(t[k].len), t[k].text);
      builder_free(&b);
      return false;
    }
    const char *c;
    size_t len;
    uint32_t col;
    literal_contents(&t[k], &c, &len, &col);
    builder_append(&b, c, len, &t[k], col);
  }
  if (!builder_finish(&b, t[i].loc.file, s->arena, out)) {
    s->oom = true;
    return false;
  }
  return true;
}

/* The tokens as written, for listing subobjects dxsig does not compile. */
static bool tokens_to_text(struct scan *s, size_t i, size_t end, struct dxsig_rs_source *out) {
  const struct dxsig_rs_token *t = s->pp->tokens;
  struct builder b = {0};
  for (size_t k = i; k < end; ++k) {
    if (t[k].leading_space && k > i)
      builder_append(&b, " ", 1, &t[k], t[k].loc.col);
    builder_append(&b, t[k].text, t[k].len, &t[k], t[k].loc.col);
  }
  if (!builder_finish(&b, i < end ? t[i].loc.file : NULL, s->arena, out)) {
    s->oom = true;
    return false;
  }
  return true;
}

/* The index of the token closing the bracket opened at i, or n. */
static size_t matching(const struct dxsig_rs_token *t, size_t i, size_t n, const char *open,
                       const char *close) {
  size_t depth = 0;
  for (size_t k = i; k < n; ++k) {
    if (is_punct(&t[k], open))
      depth++;
    else if (is_punct(&t[k], close) && --depth == 0)
      return k;
  }
  return n;
}

static const char *const subobject_types[] = {
    "GlobalRootSignature",       "LocalRootSignature",      "SubobjectToExportsAssociation",
    "StateObjectConfig",         "RaytracingShaderConfig",  "RaytracingPipelineConfig",
    "RaytracingPipelineConfig1", "TriangleHitGroup",        "ProceduralPrimitiveHitGroup"};

/* TYPE NAME = { ... } ; at i (the type). Returns the next index. */
static size_t scan_subobject(struct scan *s, size_t i, size_t type) {
  const struct dxsig_rs_token *t = s->pp->tokens;
  size_t n = s->pp->token_count;
  if (i + 3 >= n || t[i + 1].kind != DXSIG_RS_TOKEN_IDENT || !is_punct(&t[i + 2], "=") ||
      !is_punct(&t[i + 3], "{"))
    return i + 1;
  size_t open = i + 3, close = matching(t, open, n, "{", "}");
  const char *type_name = subobject_types[type];
  if (close >= n) {
    report_token(s->diags, DXSIG_ERROR, &t[open], "unterminated %s initializer", type_name);
    return n;
  }
  enum dxsig_rs_decl_kind kind = type == 0   ? DXSIG_RS_DECL_GLOBAL
                                 : type == 1 ? DXSIG_RS_DECL_LOCAL
                                 : type == 2 ? DXSIG_RS_DECL_ASSOCIATION
                                             : DXSIG_RS_DECL_OTHER;
  struct dxsig_rs_decl *d = add_decl(s, kind, type_name, t[i + 1].text, t[i + 1].len, t[i + 1].loc);
  if (!d)
    return n;
  if (kind == DXSIG_RS_DECL_GLOBAL || kind == DXSIG_RS_DECL_LOCAL) {
    d->has_string = strings_to_source(s, open + 1, close, type_name, &t[open], &d->value);
  } else if (kind == DXSIG_RS_DECL_ASSOCIATION) {
    size_t comma = open + 1;
    while (comma < close && !is_punct(&t[comma], ","))
      comma++;
    if (comma >= close) {
      report_token(s->diags, DXSIG_ERROR, &t[close],
                   "%s needs two strings: the subobject and the exports", type_name);
    } else {
      d->has_string = strings_to_source(s, open + 1, comma, type_name, &t[open], &d->value) &&
                      strings_to_source(s, comma + 1, close, type_name, &t[comma], &d->exports);
    }
  } else {
    tokens_to_text(s, open + 1, close, &d->value);
  }
  return close + 1;
}

/* The function declared after the attribute list that ends at k: the first
 * identifier followed by '(' after any other attribute lists, within the next
 * 256 tokens (an unmatched '[' later in the file must not make every
 * attribute scan to the end). NULL when there is none. */
static const struct dxsig_rs_token *attributed_function(const struct scan *s, size_t k) {
  const struct dxsig_rs_token *t = s->pp->tokens;
  size_t n = s->pp->token_count;
  size_t limit = n - k > 256 ? k + 256 : n;
  while (k < limit) {
    if (is_punct(&t[k], "["))
      k = matching(t, k, limit, "[", "]") + 1;
    else if (t[k].kind == DXSIG_RS_TOKEN_IDENT && k + 1 < limit && is_punct(&t[k + 1], "("))
      return &t[k];
    else
      k++;
  }
  return NULL;
}

/* [RootSignature(...)] attribute of the function declared after it: the
 * attribute list at i (the '['). DXC's brackets hold one attribute
 * ([A] [B]); clang 22 reads a list ([A, B]), which its own tests write, so
 * both are read. A '[' that does not open an attribute list (an array
 * index) is left alone. Returns the next index. */
static size_t scan_attribute(struct scan *s, size_t i) {
  const struct dxsig_rs_token *t = s->pp->tokens;
  size_t n = s->pp->token_count;
  size_t first_decl = s->count;
  size_t k = i + 1;
  bool closed = false;
  while (k < n && t[k].kind == DXSIG_RS_TOKEN_IDENT) {
    const struct dxsig_rs_token *name = &t[k++];
    bool root_signature = is_ident(name, "RootSignature") && !(k < n && is_punct(&t[k], "::"));
    while (k + 1 < n && is_punct(&t[k], "::") && t[k + 1].kind == DXSIG_RS_TOKEN_IDENT)
      k += 2;
    if (k < n && is_punct(&t[k], "(")) {
      /* Another attribute's arguments are short (numthreads(8, 8, 1));
       * bounding their search keeps a million tokens of "[f(" linear. */
      size_t limit = root_signature || n - k <= 256 ? n : k + 256;
      size_t close = matching(t, k, limit, "(", ")");
      if (close >= limit && !root_signature)
        break;
      if (close >= limit) {
        /* Everything after an unclosed '(' is inside it: nothing to scan. */
        report_token(s->diags, DXSIG_ERROR, name, "unterminated RootSignature attribute");
        return n;
      }
      if (root_signature) {
        struct dxsig_rs_decl *d = add_decl(s, DXSIG_RS_DECL_ATTRIBUTE, "[RootSignature]", "", 0,
                                           name->loc);
        if (!d)
          return n;
        d->has_string = strings_to_source(s, k + 1, close, "RootSignature", &t[close], &d->value);
      }
      k = close + 1;
    } else if (root_signature) {
      report_token(s->diags, DXSIG_ERROR, k < n ? &t[k] : name,
                   "RootSignature: expected '(' and a string literal");
    }
    if (k < n && is_punct(&t[k], ","))
      k++;
    else {
      closed = k < n && is_punct(&t[k], "]");
      break;
    }
  }
  if (!closed) {
    /* Not an attribute list after all; a RootSignature read in it is an
     * error, and belongs to no function. */
    if (s->count == first_decl)
      return i + 1;
    report_token(s->diags, DXSIG_ERROR, k < n ? &t[k] : &t[n - 1],
                 "expected ',' or ']' after the RootSignature attribute");
    s->count = first_decl;
    return k;
  }
  /* Its root signatures belong to the function declared after it. */
  const struct dxsig_rs_token *fn = attributed_function(s, k + 1);
  for (size_t m = first_decl; fn && m < s->count; ++m) {
    struct dxsig_rs_decl *d = &s->decls[m];
    d->name = dxsig_arena_strndup(s->arena, fn->text, fn->len);
    if (!d->name) {
      s->oom = true;
      return n;
    }
    d->file = fn->loc.file;
    d->line = fn->loc.line;
    d->col = fn->loc.col;
  }
  return k + 1;
}

bool dxsig_rs_file_from_pp(const struct dxsig_rs_pp *pp, struct dxsig_arena *arena,
                           struct dxsig_rs_file *out, struct dxsig_diag_list *diags) {
  memset(out, 0, sizeof(*out));
  size_t errors_before = diags->error_count;
  struct scan s = {pp, arena, diags, NULL, 0, 0, false};
  for (size_t m = 0; m < pp->macro_count && !s.oom; ++m) {
    const struct dxsig_rs_macro *mc = &pp->macros[m];
    bool cmdline = mc->loc.file && strcmp(mc->loc.file, "<command line>") == 0;
    struct dxsig_rs_decl *d = add_decl(&s, DXSIG_RS_DECL_DEFINE, cmdline ? "-D" : "#define",
                                       mc->name, strlen(mc->name), mc->loc);
    if (!d)
      break;
    d->macro = mc;
    bool has_string = false;
    for (size_t k = 0; k < mc->count; ++k)
      has_string |= mc->tokens[k].kind == DXSIG_RS_TOKEN_STRING;
    /* Listed when it holds a string (its text when it reads cleanly);
     * compiled by name whatever it holds. */
    d->has_string = has_string && !mc->function_like;
    if (d->has_string) {
      struct dxsig_diag_list quiet;
      dxsig_diag_list_init(&quiet);
      if (!dxsig_rs_macro_source(mc, mc->loc.file, arena, &d->value, &quiet))
        memset(&d->value, 0, sizeof(d->value));
      dxsig_diag_list_finish(&quiet);
    }
  }
  const struct dxsig_rs_token *t = pp->tokens;
  for (size_t i = 0; i < pp->token_count && !s.oom;) {
    size_t type = SIZE_MAX;
    if (t[i].kind == DXSIG_RS_TOKEN_IDENT && !(i > 0 && (is_punct(&t[i - 1], ".") ||
                                                         is_punct(&t[i - 1], "::"))))
      for (size_t k = 0; k < sizeof(subobject_types) / sizeof(subobject_types[0]); ++k)
        if (is_ident(&t[i], subobject_types[k]))
          type = k;
    if (type != SIZE_MAX)
      i = scan_subobject(&s, i, type);
    else if (is_punct(&t[i], "["))
      i = scan_attribute(&s, i);
    else
      i++;
  }
  if (s.oom)
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
  if (!s.oom && s.count) {
    out->decls = dxsig_arena_calloc(arena, s.count, sizeof(*out->decls));
    if (out->decls) {
      memcpy(out->decls, s.decls, s.count * sizeof(*out->decls));
      out->count = s.count;
    } else {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    }
  }
  free(s.decls);
  return diags->error_count == errors_before;
}

/* ---- DXC's checks of the declarations ------------------------------------------------ */

/* Subobjects and associations are variables at file scope: one name, one
 * declaration. Sorted by name (then by position, so the first declaration
 * comes first) for bsearch and the redefinition scan: a file whose macros
 * repeat an association may hold a hundred thousand. */
static bool is_variable(const struct dxsig_rs_decl *d) {
  return d->kind != DXSIG_RS_DECL_DEFINE && d->kind != DXSIG_RS_DECL_ATTRIBUTE;
}

static int compare_decls(const void *a, const void *b) {
  const struct dxsig_rs_decl *x = *(const struct dxsig_rs_decl *const *)a;
  const struct dxsig_rs_decl *y = *(const struct dxsig_rs_decl *const *)b;
  int c = strcmp(x->name, y->name);
  return c ? c : x < y ? -1 : x > y ? 1 : 0;
}

struct name_key {
  const char *text;
  size_t len;
};

static int compare_key(const void *key, const void *elem) {
  const struct name_key *k = key;
  const char *name = (*(const struct dxsig_rs_decl *const *)elem)->name;
  size_t len = strlen(name);
  int c = memcmp(k->text, name, k->len < len ? k->len : len);
  return c ? c : k->len < len ? -1 : k->len > len ? 1 : 0;
}

static void check_redefinitions(const struct dxsig_rs_decl **vars, size_t count,
                                struct dxsig_diag_list *diags) {
  for (size_t k = 1; k < count; ++k) {
    const struct dxsig_rs_decl *first = vars[k - 1], *again = vars[k];
    if (strcmp(first->name, again->name) != 0)
      continue;
    dxsig_diag_add_at(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SUBOBJECT, again->file, again->line,
                      again->col, "redefinition of '%.200s' (a %s before, a %s here)",
                      again->name, first->type_name, again->type_name);
    dxsig_diag_add_at(diags, DXSIG_NOTE, DXSIG_RULE_ROOTSIG_SUBOBJECT, first->file, first->line,
                      first->col, "'%.200s' was declared here", first->name);
  }
}

/* targets: the subobjects an association may name (every variable but
 * associations), sorted. */
static void check_association(const struct dxsig_rs_decl *d,
                              const struct dxsig_rs_decl **targets, size_t count,
                              struct dxsig_diag_list *diags) {
  struct name_key key = {d->value.text, d->value.len};
  if (!bsearch(&key, targets, count, sizeof(*targets), compare_key)) {
    dxsig_diag_add_at(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SUBOBJECT, d->file, d->line, d->col,
                      "%s '%.200s' names subobject '%.*s', which is not declared", d->type_name,
                      d->name, shown(d->value.len), d->value.text);
  }
  /* The exports list needs no check: DXC splits it at ';' and drops the
   * empty names (CGHLSLMS.cpp ParseSubobjectExportsAssociations), so "" and
   * ";" are the default association (no exports) and "a;;b" names a and b. */
}

/* Two [RootSignature] attributes on one function (found at the same name
 * token): clang rejects different strings and warns of the same string
 * twice; DXC keeps one of them without a word. */
static void check_attribute_pair(const struct dxsig_rs_decl *first,
                                 const struct dxsig_rs_decl *again,
                                 struct dxsig_diag_list *diags) {
  if (first->kind != DXSIG_RS_DECL_ATTRIBUTE || again->kind != DXSIG_RS_DECL_ATTRIBUTE ||
      !first->has_string || !again->has_string || !*again->name ||
      strcmp(first->name, again->name) != 0 || first->line != again->line ||
      first->col != again->col || (first->file != again->file &&
                                   (!first->file || !again->file ||
                                    strcmp(first->file, again->file) != 0)))
    return;
  bool same = first->value.len == again->value.len &&
              memcmp(first->value.text, again->value.text, first->value.len) == 0;
  if (same)
    dxsig_rs_report(diags, &again->value, 0, DXSIG_WARNING, DXSIG_RULE_ROOTSIG_DUPLICATE,
                    "'%.200s' has the same RootSignature attribute twice", again->name);
  else
    dxsig_rs_report(diags, &again->value, 0, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_DUPLICATE,
                    "'%.200s' has a second RootSignature attribute, different from the first",
                    again->name);
}

bool dxsig_rs_file_check_subobjects(const struct dxsig_rs_file *f, struct dxsig_diag_list *diags) {
  size_t errors_before = diags->error_count;
  size_t cap = f->count ? f->count : 1;
  const struct dxsig_rs_decl **vars = malloc(cap * sizeof(*vars));
  const struct dxsig_rs_decl **targets = malloc(cap * sizeof(*targets));
  if (!vars || !targets) {
    free(vars);
    free(targets);
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  size_t count = 0, target_count = 0;
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    if (is_variable(d))
      vars[count++] = d;
    if (is_variable(d) && d->kind != DXSIG_RS_DECL_ASSOCIATION)
      targets[target_count++] = d;
  }
  qsort(vars, count, sizeof(*vars), compare_decls);
  qsort(targets, target_count, sizeof(*targets), compare_decls);
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    if (d->kind == DXSIG_RS_DECL_ASSOCIATION && d->has_string)
      check_association(d, targets, target_count, diags);
    if (k > 0)
      check_attribute_pair(&f->decls[k - 1], d, diags);
  }
  check_redefinitions(vars, count, diags);
  free(vars);
  free(targets);
  return diags->error_count == errors_before;
}
