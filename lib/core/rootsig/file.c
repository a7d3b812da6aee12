/* Root signatures in HLSL files: #define'd strings (DXC's -T rootsig_1_x
 * -E NAME, -D NAME=VALUE) and the state-object declarations
 * GlobalRootSignature / LocalRootSignature / SubobjectToExportsAssociation.
 *
 * Not a C preprocessor: it splices '\' continuations, skips comments and
 * literals, records object-like #defines (#undef removes one) and top-level
 * subobject declarations, and evaluates a value as a sequence of string
 * literals and macro names, concatenated. #if and friends are not
 * evaluated. Every character of a value keeps its file line and column, so
 * root-signature errors point into the file. */
#include "internal.h"
#include "grow.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_EXPANSION_DEPTH 32
/* Macros that use others several times grow exponentially: bound the
 * work per evaluation and the size of a value. */
#define MAX_EXPANSIONS 100000u
#define MAX_VALUE_BYTES (64u << 20)

struct splice {
  size_t logical, physical; /* logical offset `logical` is file offset `physical` */
};

struct macro {
  const char *name;
  size_t name_len;
  size_t body, body_len;    /* in the spliced text; SIZE_MAX: #undef */
  const char *cmdline;      /* -D value, used instead of the body when set */
  size_t cmdline_len;
  bool cmdline_raw;         /* the -D value is the string itself */
  uint32_t line, col;
  bool expanding;
};

struct scanner {
  const char *file_name;
  const char *phys;
  size_t phys_len;
  size_t *line_starts;
  size_t line_count;
  char *t; /* spliced text */
  size_t m;
  struct splice *splices;
  size_t splice_count;
  struct macro *macros;
  size_t macro_count, macro_cap;
  struct dxsig_arena *arena;
  struct dxsig_diag_list *diags;
  struct dxsig_rs_source file_src; /* for reporting file positions */
  bool oom;
  struct dxsig_rs_decl *decls;
  size_t decl_count, decl_cap;
};

/* Output of an evaluation: text plus segments. */
struct value {
  char *text;
  size_t len, cap;
  struct dxsig_rs_segment *segs;
  size_t seg_count, seg_cap;
  uint32_t last_line, last_col; /* where the next char would be, to merge */
  unsigned expansions;
  bool failed;
  bool too_big;
  bool oom;
};

static bool is_ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }
static bool is_hspace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/* ---- positions ------------------------------------------------------------- */

static size_t physical_of(const struct scanner *s, size_t logical) {
  size_t lo = 0, hi = s->splice_count;
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (s->splices[mid].logical <= logical)
      lo = mid;
    else
      hi = mid;
  }
  return s->splices[lo].physical + (logical - s->splices[lo].logical);
}

static void line_col(const struct scanner *s, size_t phys, uint32_t *line, uint32_t *col) {
  size_t lo = 0, hi = s->line_count;
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (s->line_starts[mid] <= phys)
      lo = mid;
    else
      hi = mid;
  }
  size_t c = phys - s->line_starts[lo] + 1;
  *line = lo + 1 > UINT32_MAX ? UINT32_MAX : (uint32_t)(lo + 1);
  *col = c > UINT32_MAX ? UINT32_MAX : (uint32_t)c;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void file_report(struct scanner *s, size_t logical, enum dxsig_severity sev,
                        const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof(msg), fmt, ap);
  va_end(ap);
  /* file_src maps offsets 1:1 onto the file text. */
  size_t phys = physical_of(s, logical);
  dxsig_rs_report(s->diags, &s->file_src, phys > UINT32_MAX - 1 ? UINT32_MAX - 1 : (uint32_t)phys,
                  sev, DXSIG_RULE_ROOTSIG_HLSL, "%s", msg);
}

/* ---- value building ---------------------------------------------------------- */

static void value_char(struct value *v, char c, uint32_t line, uint32_t col) {
  if (v->failed)
    return;
  if (v->len >= MAX_VALUE_BYTES) {
    v->failed = v->too_big = true;
    return;
  }
  char *t = dxsig_grow(v->text, &v->cap, v->len + 2, 1);
  if (!t) {
    v->failed = v->oom = true;
    return;
  }
  v->text = t;
  if (v->seg_count == 0 || line != v->last_line || col != v->last_col) {
    struct dxsig_rs_segment *g = dxsig_grow(v->segs, &v->seg_cap, v->seg_count + 1, sizeof(*g));
    if (!g) {
      v->failed = v->oom = true;
      return;
    }
    v->segs = g;
    v->segs[v->seg_count++] = (struct dxsig_rs_segment){(uint32_t)v->len, line, col};
  }
  v->text[v->len++] = c;
  v->last_line = line;
  v->last_col = col + 1;
}

static void value_free(struct value *v) {
  free(v->text);
  free(v->segs);
  memset(v, 0, sizeof(*v));
}

/* Moves a value into the arena as a source. */
static bool value_to_source(struct scanner *s, struct value *v, struct dxsig_rs_source *out) {
  memset(out, 0, sizeof(*out));
  out->name = s->file_name;
  char *text = dxsig_arena_calloc(s->arena, v->len + 1, 1);
  struct dxsig_rs_segment *segs =
      dxsig_arena_calloc(s->arena, v->seg_count ? v->seg_count : 1, sizeof(*segs));
  if (!text || !segs) {
    s->oom = true;
    return false;
  }
  if (v->len)
    memcpy(text, v->text, v->len);
  if (v->seg_count)
    memcpy(segs, v->segs, v->seg_count * sizeof(*segs));
  else
    segs[0] = (struct dxsig_rs_segment){0, v->last_line ? v->last_line : 1, v->last_col ? v->last_col : 1};
  out->text = text;
  out->len = v->len;
  out->segments = segs;
  out->segment_count = v->seg_count ? v->seg_count : 1;
  return true;
}

/* ---- lexing helpers on the spliced text --------------------------------------- */

/* Skips whitespace (newlines too unless stop_at_newline) and comments;
 * returns the new position. */
static size_t skip_blank(const struct scanner *s, size_t i, size_t end, bool stop_at_newline) {
  while (i < end) {
    char c = s->t[i];
    if (is_hspace(c) || (c == '\n' && !stop_at_newline)) {
      i++;
    } else if (c == '/' && i + 1 < end && s->t[i + 1] == '/') {
      while (i < end && s->t[i] != '\n')
        i++;
    } else if (c == '/' && i + 1 < end && s->t[i + 1] == '*') {
      i += 2;
      while (i + 1 < end && !(s->t[i] == '*' && s->t[i + 1] == '/'))
        i++;
      i = i + 1 < end ? i + 2 : end;
    } else {
      break;
    }
  }
  return i;
}

/* End of a string or character literal starting at i (the quote). */
static size_t skip_literal(const struct scanner *s, size_t i, size_t end) {
  char q = s->t[i++];
  while (i < end && s->t[i] != q && s->t[i] != '\n') {
    if (s->t[i] == '\\' && i + 1 < end)
      i++;
    i++;
  }
  return i < end && s->t[i] == q ? i + 1 : i;
}

static size_t skip_ident(const struct scanner *s, size_t i, size_t end) {
  while (i < end && is_ident_char(s->t[i]))
    i++;
  return i;
}

static struct macro *find_macro(struct scanner *s, const char *name, size_t len) {
  for (size_t k = s->macro_count; k-- > 0;) {
    struct macro *mc = &s->macros[k];
    if (mc->name_len == len && memcmp(mc->name, name, len) == 0)
      return mc->body == SIZE_MAX && !mc->cmdline ? NULL : mc;
  }
  return NULL;
}

static struct macro *add_macro(struct scanner *s) {
  struct macro *m = dxsig_grow(s->macros, &s->macro_cap, s->macro_count + 1, sizeof(*m));
  if (!m) {
    s->oom = true;
    return NULL;
  }
  s->macros = m;
  struct macro *mc = &s->macros[s->macro_count++];
  memset(mc, 0, sizeof(*mc));
  return mc;
}

/* ---- evaluation ------------------------------------------------------------------ */

static int hex_digit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Appends the contents of the string literal at [i, end) (i at the quote)
 * to v, each char with its file position. Returns the end of the literal. */
static size_t append_literal(struct scanner *s, size_t i, size_t end, struct value *v, bool quiet) {
  size_t start = i++;
  while (i < end && s->t[i] != '"' && s->t[i] != '\n') {
    uint32_t line, col;
    line_col(s, physical_of(s, i), &line, &col);
    char c = s->t[i];
    if (c != '\\') {
      value_char(v, c, line, col);
      i++;
      continue;
    }
    /* An escape: one char of the value, positioned at the backslash. */
    if (i + 1 >= end) {
      i++;
      break;
    }
    char e = s->t[i + 1];
    i += 2;
    int out;
    switch (e) {
    case 'n': out = '\n'; break;
    case 't': out = '\t'; break;
    case 'r': out = '\r'; break;
    case 'v': out = '\v'; break;
    case 'f': out = '\f'; break;
    case 'a': out = '\a'; break;
    case 'b': out = '\b'; break;
    case 'x': {
      int x = 0, d, digits = 0;
      while (i < end && (d = hex_digit(s->t[i])) >= 0) {
        x = (x * 16 + d) & 0xFF;
        i++;
        digits++;
      }
      out = digits ? x : 'x';
      break;
    }
    default:
      if (e >= '0' && e <= '7') {
        int x = e - '0', k = 1;
        while (k < 3 && i < end && s->t[i] >= '0' && s->t[i] <= '7') {
          x = x * 8 + (s->t[i] - '0');
          i++;
          k++;
        }
        out = x & 0xFF;
      } else {
        out = (unsigned char)e; /* \" \\ \' \? and unknown escapes */
      }
    }
    value_char(v, (char)out, line, col);
    v->last_col = 0; /* the next char starts a new segment */
  }
  if (i >= end || s->t[i] != '"') {
    if (!quiet)
      file_report(s, start, DXSIG_ERROR, "unterminated string literal");
    v->failed = true;
    return i;
  }
  return i + 1;
}

static bool eval_span(struct scanner *s, size_t i, size_t end, struct value *v, bool quiet,
                      int depth, size_t *stop_at_comma);

static bool eval_macro(struct scanner *s, struct macro *mc, size_t use_at, struct value *v,
                       bool quiet, int depth) {
  if (++v->expansions > MAX_EXPANSIONS) {
    if (!v->too_big && !quiet)
      file_report(s, use_at, DXSIG_ERROR, "macro expansion too large");
    v->failed = v->too_big = true;
    return false;
  }
  if (mc->expanding || depth > MAX_EXPANSION_DEPTH) {
    if (!quiet)
      file_report(s, use_at, DXSIG_ERROR, "macro '%.*s' expands to itself",
                  (int)(mc->name_len > 64 ? 64 : mc->name_len), mc->name);
    return false;
  }
  if (mc->cmdline) {
    /* A -D value: raw text, or a literal sequence of its own. Its
     * positions are columns of the value on a line 0 ("command line"). */
    bool ident = mc->cmdline_len > 0 && is_ident_start(mc->cmdline[0]);
    for (size_t k = 0; ident && k < mc->cmdline_len; ++k)
      ident = is_ident_char(mc->cmdline[k]);
    struct macro *other = ident ? find_macro(s, mc->cmdline, mc->cmdline_len) : NULL;
    if (other && other != mc) {
      /* -D RS=OTHER_MACRO */
      mc->expanding = true;
      bool ok = eval_macro(s, other, use_at, v, quiet, depth + 1);
      mc->expanding = false;
      return ok;
    }
    if (mc->cmdline_raw) {
      for (size_t k = 0; k < mc->cmdline_len; ++k)
        value_char(v, mc->cmdline[k], 1, (uint32_t)(k + 1));
      return !v->failed;
    }
    /* Evaluate the quoted form with a throwaway scanner over the value. */
    struct scanner sub = *s;
    size_t zero = 0;
    struct splice sp = {0, 0};
    sub.t = (char *)mc->cmdline;
    sub.m = mc->cmdline_len;
    sub.splices = &sp;
    sub.splice_count = 1;
    sub.line_starts = &zero;
    sub.line_count = 1;
    sub.phys = mc->cmdline;
    sub.phys_len = mc->cmdline_len;
    mc->expanding = true;
    bool ok = eval_span(&sub, 0, mc->cmdline_len, v, quiet, depth + 1, NULL);
    mc->expanding = false;
    return ok;
  }
  mc->expanding = true;
  bool ok = eval_span(s, mc->body, mc->body + mc->body_len, v, quiet, depth + 1, NULL);
  mc->expanding = false;
  return ok;
}

/* Evaluates string literals and macro names in [i, end). With
 * stop_at_comma, stops at a top-level ',' and stores its position there
 * (end when there is none). */
static bool eval_span(struct scanner *s, size_t i, size_t end, struct value *v, bool quiet,
                      int depth, size_t *stop_at_comma) {
  bool any = false;
  if (stop_at_comma)
    *stop_at_comma = end;
  for (;;) {
    i = skip_blank(s, i, end, false);
    if (i >= end)
      break;
    char c = s->t[i];
    if (c == '"') {
      i = append_literal(s, i, end, v, quiet);
      if (v->failed)
        return false;
      any = true;
    } else if (is_ident_start(c)) {
      size_t j = skip_ident(s, i, end);
      /* L"..", u8".." and friends: the prefix is not part of the value. */
      if (j < end && s->t[j] == '"' && j - i <= 2) {
        i = j;
        continue;
      }
      struct macro *mc = find_macro(s, s->t + i, j - i);
      if (!mc) {
        if (!quiet)
          file_report(s, i, DXSIG_ERROR, "'%.*s' is neither a string literal nor a defined macro",
                      (int)(j - i > 64 ? 64 : j - i), s->t + i);
        return false;
      }
      if (!eval_macro(s, mc, i, v, quiet, depth))
        return false;
      any = true;
      i = j;
    } else if (c == ',' && stop_at_comma) {
      *stop_at_comma = i;
      break;
    } else {
      if (!quiet)
        file_report(s, i, DXSIG_ERROR, "expected a string literal, found '%c'", c);
      return false;
    }
  }
  if (!any) {
    if (!quiet)
      file_report(s, i < end ? i : end, DXSIG_ERROR, "expected a string literal");
    return false;
  }
  return !v->failed;
}

/* ---- declarations --------------------------------------------------------------- */

static struct dxsig_rs_decl *add_decl(struct scanner *s, enum dxsig_rs_decl_kind kind,
                                      const char *type_name, size_t name_at, size_t name_len) {
  struct dxsig_rs_decl *more =
      dxsig_grow(s->decls, &s->decl_cap, s->decl_count + 1, sizeof(*more));
  if (!more) {
    s->oom = true;
    return NULL;
  }
  s->decls = more;
  struct dxsig_rs_decl *d = &s->decls[s->decl_count];
  memset(d, 0, sizeof(*d));
  d->kind = kind;
  d->type_name = type_name;
  d->name = dxsig_arena_strndup(s->arena, s->t + name_at, name_len);
  if (!d->name) {
    s->oom = true;
    return NULL;
  }
  line_col(s, physical_of(s, name_at), &d->line, &d->col);
  s->decl_count++;
  return d;
}

static bool eval_to_source(struct scanner *s, size_t i, size_t end, bool quiet,
                           struct dxsig_rs_source *out, size_t *comma) {
  struct value v = {0};
  bool ok = eval_span(s, i, end, &v, quiet, 0, comma);
  if (ok && !v.failed)
    ok = value_to_source(s, &v, out);
  else
    ok = false;
  if (v.oom)
    s->oom = true;
  value_free(&v);
  return ok;
}

static const char *const subobject_types[] = {
    "GlobalRootSignature",      "LocalRootSignature",        "SubobjectToExportsAssociation",
    "StateObjectConfig",        "RaytracingShaderConfig",    "RaytracingPipelineConfig",
    "RaytracingPipelineConfig1", "TriangleHitGroup",         "ProceduralPrimitiveHitGroup"};

/* At i: an identifier naming a subobject type. Parses
 * TYPE NAME = { ... } ; and records it. Returns the position after it. */
static size_t parse_subobject(struct scanner *s, size_t i, size_t type_index) {
  size_t m = s->m;
  i = skip_ident(s, i, m);
  size_t j = skip_blank(s, i, m, false);
  if (j >= m || !is_ident_start(s->t[j]))
    return i; /* not a declaration (a use of the name, say) */
  size_t name_at = j, name_end = skip_ident(s, j, m);
  j = skip_blank(s, name_end, m, false);
  if (j >= m || s->t[j] != '=')
    return i;
  j = skip_blank(s, j + 1, m, false);
  if (j >= m || s->t[j] != '{') {
    file_report(s, j, DXSIG_ERROR, "expected '{' to start the %s initializer",
                subobject_types[type_index]);
    return j;
  }
  size_t open = j, k = j + 1;
  /* Find the matching '}', skipping literals and comments. */
  int depth = 1;
  while (k < m) {
    size_t b = skip_blank(s, k, m, false);
    if (b != k) {
      k = b;
      continue;
    }
    char c = s->t[k];
    if (c == '"' || c == '\'') {
      k = skip_literal(s, k, m);
      continue;
    }
    if (c == '{')
      depth++;
    else if (c == '}' && --depth == 0)
      break;
    k++;
  }
  if (k >= m) {
    file_report(s, open, DXSIG_ERROR, "unterminated %s initializer", subobject_types[type_index]);
    return m;
  }
  size_t close = k;
  enum dxsig_rs_decl_kind kind = type_index == 0   ? DXSIG_RS_DECL_GLOBAL
                                 : type_index == 1 ? DXSIG_RS_DECL_LOCAL
                                 : type_index == 2 ? DXSIG_RS_DECL_ASSOCIATION
                                                   : DXSIG_RS_DECL_OTHER;
  struct dxsig_rs_decl *d =
      add_decl(s, kind, subobject_types[type_index], name_at, name_end - name_at);
  if (!d)
    return m;
  if (kind == DXSIG_RS_DECL_GLOBAL || kind == DXSIG_RS_DECL_LOCAL) {
    d->has_string = eval_to_source(s, open + 1, close, false, &d->value, NULL);
  } else if (kind == DXSIG_RS_DECL_ASSOCIATION) {
    size_t comma;
    bool ok = eval_to_source(s, open + 1, close, false, &d->value, &comma);
    if (ok && comma >= close) {
      file_report(s, close, DXSIG_ERROR,
                  "SubobjectToExportsAssociation needs two strings: the subobject and the exports");
      ok = false;
    }
    if (ok)
      ok = eval_to_source(s, comma + 1, close, false, &d->exports, NULL);
    d->has_string = ok;
  } else {
    /* Listed as written, without comments' line breaks mattering. */
    struct value v = {0};
    for (size_t p = open + 1; p < close; ++p) {
      uint32_t line, col;
      line_col(s, physical_of(s, p), &line, &col);
      char c = s->t[p] == '\n' ? ' ' : s->t[p];
      value_char(&v, c, line, col);
    }
    if (!v.failed)
      value_to_source(s, &v, &d->value);
    value_free(&v);
  }
  j = skip_blank(s, close + 1, m, false);
  return j < m && s->t[j] == ';' ? j + 1 : j;
}

/* A preprocessor directive at i (the '#'); returns the end of its line. */
static size_t parse_directive(struct scanner *s, size_t i) {
  size_t m = s->m;
  size_t eol = i + 1;
  /* The logical line ends at a newline outside comments. */
  while (eol < m && s->t[eol] != '\n') {
    if (s->t[eol] == '/' && eol + 1 < m && s->t[eol + 1] == '*') {
      /* A block comment continues the directive even across lines. */
      eol += 2;
      while (eol + 1 < m && !(s->t[eol] == '*' && s->t[eol + 1] == '/'))
        eol++;
      eol = eol + 1 < m ? eol + 2 : m;
      continue;
    }
    if (s->t[eol] == '"' || s->t[eol] == '\'') {
      eol = skip_literal(s, eol, m);
      continue;
    }
    if (s->t[eol] == '/' && eol + 1 < m && s->t[eol + 1] == '/') {
      while (eol < m && s->t[eol] != '\n')
        eol++;
      break;
    }
    eol++;
  }
  size_t j = skip_blank(s, i + 1, eol, true);
  size_t d_end = skip_ident(s, j, eol);
  bool is_define = d_end - j == 6 && memcmp(s->t + j, "define", 6) == 0;
  bool is_undef = d_end - j == 5 && memcmp(s->t + j, "undef", 5) == 0;
  if (!is_define && !is_undef)
    return eol;
  j = skip_blank(s, d_end, eol, true);
  if (j >= eol || !is_ident_start(s->t[j]))
    return eol;
  size_t name_at = j, name_end = skip_ident(s, j, eol);
  if (is_define && name_end < eol && s->t[name_end] == '(')
    return eol; /* a function-like macro: not a string */
  struct macro *mc = add_macro(s);
  if (!mc)
    return m;
  mc->name = s->t + name_at;
  mc->name_len = name_end - name_at;
  line_col(s, physical_of(s, name_at), &mc->line, &mc->col);
  if (is_undef) {
    mc->body = SIZE_MAX;
    return eol;
  }
  mc->body = name_end;
  mc->body_len = eol - name_end;
  struct dxsig_rs_decl *d = add_decl(s, DXSIG_RS_DECL_DEFINE, "#define", name_at, name_end - name_at);
  if (d)
    d->has_string = false; /* evaluated after the scan, when every macro is known */
  return eol;
}

static bool build_lines_and_splices(struct scanner *s) {
  size_t n = s->phys_len, lines = 1;
  for (size_t i = 0; i < n; ++i)
    lines += s->phys[i] == '\n';
  s->line_starts = malloc(lines * sizeof(size_t));
  s->t = malloc(n + 1);
  size_t splices = 1;
  for (size_t i = 0; i + 1 < n; ++i)
    if (s->phys[i] == '\\' && (s->phys[i + 1] == '\n' || s->phys[i + 1] == '\r'))
      splices++;
  s->splices = malloc(splices * sizeof(struct splice));
  if (!s->line_starts || !s->t || !s->splices)
    return false;
  size_t l = 0;
  s->line_starts[l++] = 0;
  for (size_t i = 0; i < n; ++i)
    if (s->phys[i] == '\n')
      s->line_starts[l++] = i + 1;
  s->line_count = l;
  size_t o = 0, k = 0;
  s->splices[k++] = (struct splice){0, 0};
  for (size_t i = 0; i < n;) {
    if (s->phys[i] == '\\') {
      size_t j = i + 1;
      if (j < n && s->phys[j] == '\r')
        j++;
      if (j < n && s->phys[j] == '\n') {
        i = j + 1;
        if (k < splices)
          s->splices[k++] = (struct splice){o, i};
        continue;
      }
    }
    s->t[o++] = s->phys[i++];
  }
  s->t[o] = 0;
  s->m = o;
  s->splice_count = k;
  return true;
}

static bool add_cmdline_define(struct scanner *s, const char *def) {
  const char *eq = strchr(def, '=');
  size_t name_len = eq ? (size_t)(eq - def) : strlen(def);
  if (name_len == 0 || !is_ident_start(def[0])) {
    dxsig_rs_report(s->diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_DEFINE,
                    "-D '%s': expected NAME=VALUE", def);
    return false;
  }
  for (size_t k = 0; k < name_len; ++k)
    if (!is_ident_char(def[k])) {
      dxsig_rs_report(s->diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_DEFINE,
                      "-D '%s': '%.*s' is not a macro name", def, (int)name_len, def);
      return false;
    }
  struct macro *mc = add_macro(s);
  if (!mc)
    return false;
  mc->name = def;
  mc->name_len = name_len;
  const char *val = eq ? eq + 1 : "1";
  mc->cmdline = val;
  mc->cmdline_len = strlen(val);
  size_t k = 0;
  while (k < mc->cmdline_len && (val[k] == ' ' || val[k] == '\t'))
    k++;
  mc->cmdline_raw = !(k < mc->cmdline_len && val[k] == '"');
  mc->body = 0;
  mc->line = 0;
  mc->col = 0;
  return true;
}

bool dxsig_rs_file_scan(const char *file_name, const char *text, size_t len,
                        const char *const *defines, size_t define_count,
                        struct dxsig_arena *arena, struct dxsig_rs_file *out,
                        struct dxsig_diag_list *diags) {
  struct scanner s;
  memset(&s, 0, sizeof(s));
  memset(out, 0, sizeof(*out));
  size_t errors_before = diags->error_count;
  s.file_name = file_name ? file_name : "<input>";
  s.phys = text ? text : "";
  s.phys_len = text ? len : 0;
  s.arena = arena;
  s.diags = diags;
  s.file_src = (struct dxsig_rs_source){s.file_name, s.phys, s.phys_len, NULL, 0};
  bool ok = true;
  if (s.phys_len >= UINT32_MAX) {
    dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_INPUT_TOO_LARGE,
                    "%s: file too large",
                    s.file_name);
    return false;
  }
  if (!build_lines_and_splices(&s)) {
    s.oom = true;
    goto done;
  }
  /* Command-line definitions come first; a #define in the file wins. */
  for (size_t k = 0; k < define_count; ++k) {
    if (!add_cmdline_define(&s, defines[k])) {
      ok = false;
      continue;
    }
    struct dxsig_rs_decl *d = NULL;
    const char *eq = strchr(defines[k], '=');
    size_t nl = eq ? (size_t)(eq - defines[k]) : strlen(defines[k]);
    struct dxsig_rs_decl *nd = dxsig_grow(s.decls, &s.decl_cap, s.decl_count + 1, sizeof(*nd));
    if (!nd) {
      s.oom = true;
      goto done;
    }
    s.decls = nd;
    d = &s.decls[s.decl_count++];
    memset(d, 0, sizeof(*d));
    d->kind = DXSIG_RS_DECL_DEFINE;
    d->type_name = "-D";
    d->name = dxsig_arena_strndup(arena, defines[k], nl);
    if (!d->name) {
      s.oom = true;
      goto done;
    }
  }

  bool bol = true;
  for (size_t i = 0; i < s.m && !s.oom;) {
    char c = s.t[i];
    if (c == '\n') {
      bol = true;
      i++;
      continue;
    }
    size_t b = skip_blank(&s, i, s.m, true);
    if (b != i) {
      i = b;
      continue;
    }
    if (c == '#' && bol) {
      i = parse_directive(&s, i);
      continue;
    }
    bol = false;
    if (c == '"' || c == '\'') {
      i = skip_literal(&s, i, s.m);
      continue;
    }
    if (is_ident_start(c)) {
      size_t j = skip_ident(&s, i, s.m);
      size_t type = SIZE_MAX;
      for (size_t k = 0; k < sizeof(subobject_types) / sizeof(subobject_types[0]); ++k)
        if (strlen(subobject_types[k]) == j - i && memcmp(subobject_types[k], s.t + i, j - i) == 0)
          type = k;
      if (type != SIZE_MAX && !(i > 0 && (s.t[i - 1] == '.' || s.t[i - 1] == ':')))
        i = parse_subobject(&s, i, type);
      else
        i = j;
      continue;
    }
    if (c >= '0' && c <= '9') {
      i = skip_ident(&s, i, s.m);
      continue;
    }
    i++;
  }
  /* Evaluate every #define now that all macros are known (quietly: a
   * define that is not a string is simply not a root signature). Each
   * sees the macros as they stand at the end of the file. */
  {
    size_t macro_k = 0;
    for (size_t k = 0; k < s.decl_count && !s.oom; ++k) {
      struct dxsig_rs_decl *d = &s.decls[k];
      if (d->kind != DXSIG_RS_DECL_DEFINE)
        continue;
      /* The macro this declaration came from: the k-th define in order. */
      while (macro_k < s.macro_count && s.macros[macro_k].body == SIZE_MAX)
        macro_k++;
      if (macro_k >= s.macro_count)
        break;
      struct macro *mc = &s.macros[macro_k++];
      struct value v = {0};
      bool good = eval_macro(&s, mc, 0, &v, true, 0);
      if (good && !v.failed)
        d->has_string = value_to_source(&s, &v, &d->value);
      if (d->has_string && mc->cmdline)
        d->value.name = "<command line>";
      value_free(&v);
    }
  }
done:
  if (s.oom) {
    dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                    "out of memory");
    ok = false;
  }
  if (!s.oom && s.decl_count) {
    out->decls = dxsig_arena_calloc(arena, s.decl_count, sizeof(*out->decls));
    if (out->decls) {
      memcpy(out->decls, s.decls, s.decl_count * sizeof(*out->decls));
      out->count = s.decl_count;
    } else {
      ok = false;
    }
  }
  free(s.line_starts);
  free(s.t);
  free(s.splices);
  free(s.macros);
  free(s.decls);
  return ok && diags->error_count == errors_before;
}

const struct dxsig_rs_decl *dxsig_rs_file_find(const struct dxsig_rs_file *f, const char *name) {
  const struct dxsig_rs_decl *found = NULL;
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    if ((d->kind == DXSIG_RS_DECL_DEFINE || d->kind == DXSIG_RS_DECL_GLOBAL ||
         d->kind == DXSIG_RS_DECL_LOCAL) &&
        strcmp(d->name, name) == 0)
      found = d;
  }
  return found;
}

static void print_quoted(struct dxsig_buffer *b, const struct dxsig_rs_source *v) {
  dxsig_buffer_printf(b, "\"");
  size_t shown = v->len > 400 ? 400 : v->len;
  for (size_t k = 0; k < shown; ++k) {
    unsigned char c = (unsigned char)v->text[k];
    if (c == '"' || c == '\\')
      dxsig_buffer_printf(b, "\\%c", c);
    else if (c >= 0x20 && c < 0x7F)
      dxsig_buffer_printf(b, "%c", c);
    else
      dxsig_buffer_printf(b, "\\x%02x", c);
  }
  if (shown < v->len)
    dxsig_buffer_printf(b, "\"... (%zu bytes)", v->len);
  else
    dxsig_buffer_printf(b, "\"");
}

void dxsig_rs_file_print(struct dxsig_buffer *b, const struct dxsig_rs_file *f) {
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    if (d->kind == DXSIG_RS_DECL_DEFINE && !d->has_string)
      continue;
    if (d->line)
      dxsig_buffer_printf(b, "%u:%u: ", (unsigned)d->line, (unsigned)d->col);
    dxsig_buffer_printf(b, "%s %s", d->type_name, d->name);
    switch (d->kind) {
    case DXSIG_RS_DECL_ASSOCIATION:
      if (d->has_string) {
        dxsig_buffer_printf(b, ": subobject ");
        print_quoted(b, &d->value);
        dxsig_buffer_printf(b, ", exports ");
        print_quoted(b, &d->exports);
      }
      break;
    case DXSIG_RS_DECL_OTHER:
      dxsig_buffer_printf(b, ": {");
      if (d->value.text)
        dxsig_buffer_printf(b, "%.*s", (int)(d->value.len > 200 ? 200 : d->value.len),
                            d->value.text);
      dxsig_buffer_printf(b, "}");
      break;
    default:
      if (d->has_string) {
        dxsig_buffer_printf(b, ": ");
        print_quoted(b, &d->value);
      }
    }
    dxsig_buffer_printf(b, "\n");
  }
}
