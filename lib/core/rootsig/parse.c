/* Root signatures: lexer and recursive-descent parser of the HLSL
 * root-signature language (DXC's grammar, with clang 22's additions).
 *
 * The lexer never fails: a character that starts no token is a BAD token
 * that the parser reports where it stands. After a syntax error the parser
 * skips to the next top-level comma, so every element gets its own report
 * and no input can make it loop (every step consumes a token or ends). */
#include "internal.h"
#include "grow.h"

#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum tok_kind {
  T_EOF,
  T_LPAREN,
  T_RPAREN,
  T_COMMA,
  T_EQ,
  T_PIPE,
  T_PLUS,
  T_MINUS,
  T_IDENT,
  T_NUMBER,
  T_BAD
};

struct token {
  enum tok_kind kind;
  uint32_t off, len;
};

/* A growable array of T, malloc-backed while parsing. */
struct vec {
  void *data;
  size_t count, cap, size;
};

struct parser {
  const struct dxsig_rs_source *src;
  const char *s;
  size_t n;
  size_t pos;
  struct token tok, prev;
  bool has_prev;
  int depth;
  uint32_t version;
  enum dxsig_rs_dialect dialect;
  struct dxsig_arena *arena;
  struct dxsig_diag_list *diags;
  bool oom;
  size_t syntax_errors;
  struct vec params, samplers;
  bool seen_root_flags;
  uint32_t root_flags, root_flags_src;
};

/* ---- small helpers ------------------------------------------------------- */

static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static void *vec_push(struct parser *p, struct vec *v) {
  void *d = dxsig_grow(v->data, &v->cap, v->count + 1, v->size);
  if (!d) {
    p->oom = true;
    return NULL;
  }
  v->data = d;
  void *slot = (char *)v->data + v->count * v->size;
  memset(slot, 0, v->size);
  v->count++;
  return slot;
}

/* Quoted text of a token for messages: at most 40 bytes, escaped as every
 * text from the input is (dxsig_escape); "..." when cut. size: at least 8. */
static const char *tok_text(const struct parser *p, struct token t, char *buf, size_t size) {
  if (t.kind == T_EOF)
    return "end of string";
  buf[0] = '\'';
  size_t limit = t.len > 40 ? 37 : t.len;
  /* Room for "...'" and the NUL after the text. */
  size_t shown = dxsig_escape(buf + 1, size - 5, p->s + t.off, limit);
  size_t o = 1 + strlen(buf + 1);
  if (shown < t.len) {
    memcpy(buf + o, "...", 3);
    o += 3;
  }
  buf[o++] = '\'';
  buf[o] = 0;
  return buf;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void error_at(struct parser *p, uint32_t off, enum dxsig_rule code, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof(msg), fmt, ap);
  va_end(ap);
  dxsig_rs_report(p->diags, p->src, off, DXSIG_ERROR, code, "%s", msg);
  p->syntax_errors++;
}

/* ---- lexer ----------------------------------------------------------------- */

static struct token lex(struct parser *p) {
  const char *s = p->s;
  size_t n = p->n, i = p->pos;
  while (i < n && is_space(s[i]))
    i++;
  struct token t = {T_EOF, (uint32_t)i, 0};
  if (i >= n) {
    p->pos = n;
    return t;
  }
  char c = s[i];
  size_t j = i + 1;
  switch (c) {
  case '(': t.kind = T_LPAREN; break;
  case ')': t.kind = T_RPAREN; break;
  case ',': t.kind = T_COMMA; break;
  case '=': t.kind = T_EQ; break;
  case '|': t.kind = T_PIPE; break;
  case '+': t.kind = T_PLUS; break;
  case '-': t.kind = T_MINUS; break;
  default:
    if (is_alpha(c)) {
      t.kind = T_IDENT;
      while (j < n && (is_alpha(s[j]) || is_digit(s[j])))
        j++;
    } else if (is_digit(c) || (c == '.' && j < n && is_digit(s[j]))) {
      /* A preprocessing number: digits, letters, '_', '.', and a sign
       * right after an exponent letter. Judged by the parser. */
      t.kind = T_NUMBER;
      while (j < n) {
        char d = s[j];
        if ((d == '+' || d == '-') && (s[j - 1] == 'e' || s[j - 1] == 'E' ||
                                       s[j - 1] == 'p' || s[j - 1] == 'P'))
          j++;
        else if (is_alpha(d) || is_digit(d) || d == '.')
          j++;
        else
          break;
      }
    } else {
      t.kind = T_BAD;
      if (c == '/' && j < n && (s[j] == '*' || s[j] == '/'))
        j++;
    }
  }
  t.len = (uint32_t)(j - i);
  p->pos = j;
  return t;
}

static void advance(struct parser *p) {
  if (p->tok.kind == T_LPAREN)
    p->depth++;
  else if (p->tok.kind == T_RPAREN && p->depth > 0)
    p->depth--;
  p->prev = p->tok;
  p->has_prev = true;
  p->tok = lex(p);
}

static bool tok_is(const struct parser *p, const char *kw) {
  return p->tok.kind == T_IDENT && dxsig_rs_ieq(p->s + p->tok.off, p->tok.len, kw);
}

/* Reports what stands at the current token when something else was
 * expected: "expected WHAT after 'PREV', found 'TOK'". */
static void expected(struct parser *p, const char *what) {
  char a[64], b[64];
  struct token t = p->tok;
  if (t.kind == T_BAD && t.len == 2 && p->s[t.off] == '/') {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_SYNTAX,
             "comments are not allowed in a root signature string");
    return;
  }
  if (t.kind == T_BAD) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_SYNTAX,
             "unexpected character %s; expected %s", tok_text(p, t, b, sizeof(b)),
             what);
    return;
  }
  if (!p->has_prev) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_SYNTAX,
             "expected %s, found %s", what, tok_text(p, t, b, sizeof(b)));
    return;
  }
  if (t.kind == T_EOF)
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_SYNTAX,
             "expected %s after %s", what, tok_text(p, p->prev, a, sizeof(a)));
  else
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_SYNTAX, "expected %s after %s, found %s", what,
             tok_text(p, p->prev, a, sizeof(a)), tok_text(p, t, b, sizeof(b)));
}

static bool expect(struct parser *p, enum tok_kind k, const char *what) {
  if (p->tok.kind != k) {
    expected(p, what);
    return false;
  }
  advance(p);
  return true;
}

/* ---- numbers --------------------------------------------------------------- */

static bool has_float_syntax(const char *s, size_t n, enum dxsig_rs_dialect dialect) {
  if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
    return false;
  for (size_t i = 0; i < n; ++i)
    if (s[i] == '.' || s[i] == 'e' || s[i] == 'E')
      return true;
  /* DXC's tokenizer makes "1f" a float; clang calls it an invalid digit. */
  if (dialect == DXSIG_RS_DXC && n >= 2 && (s[n - 1] == 'f' || s[n - 1] == 'F'))
    return true;
  return false;
}

/* An integer literal: C rules under clang (leading 0 = octal, no hex, no
 * suffix), decimal digits under DXC. max is inclusive. */
static bool int_literal(struct parser *p, struct token t, uint64_t max, uint64_t *out) {
  const char *s = p->s + t.off;
  size_t n = t.len;
  char buf[64];
  if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_NUMBER, "hexadecimal literals are not supported: %s",
             tok_text(p, t, buf, sizeof(buf)));
    return false;
  }
  bool octal = p->dialect == DXSIG_RS_CLANG && n > 1 && s[0] == '0';
  uint64_t v = 0;
  bool too_big = false;
  for (size_t i = 0; i < n; ++i) {
    char c = s[i];
    if (!is_digit(c) || (octal && c > '7')) {
      if (octal && is_digit(c))
        error_at(p, t.off + (uint32_t)i, DXSIG_RULE_ROOTSIG_NUMBER,
                 "invalid digit '%c' in octal constant %s", c,
                 tok_text(p, t, buf, sizeof(buf)));
      else if (c >= 0x20 && c < 0x7F)
        error_at(p, t.off + (uint32_t)i, DXSIG_RULE_ROOTSIG_NUMBER,
                 "invalid digit '%c' in integer %s", c,
                 tok_text(p, t, buf, sizeof(buf)));
      else
        error_at(p, t.off + (uint32_t)i, DXSIG_RULE_ROOTSIG_NUMBER, "invalid integer %s",
                 tok_text(p, t, buf, sizeof(buf)));
      return false;
    }
    v = v * (octal ? 8 : 10) + (uint64_t)(c - '0');
    if (v > max) {
      too_big = true;
      v = max + 1; /* keep scanning for bad digits, without overflow */
    }
  }
  if (too_big) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_NUMBER, "integer %s is out of range (at most %llu)",
             tok_text(p, t, buf, sizeof(buf)), (unsigned long long)max);
    return false;
  }
  if (p->dialect == DXSIG_RS_DXC && n > 1 && s[0] == '0')
    dxsig_rs_report(p->diags, p->src, t.off, DXSIG_WARNING, DXSIG_RULE_ROOTSIG_OCTAL,
                    "%s has a leading zero: read as decimal %llu, as DXC does (clang reads it "
                    "as an octal number)",
                    tok_text(p, t, buf, sizeof(buf)), (unsigned long long)v);
  *out = v;
  return true;
}

/* A floating literal's value, rounded as both compilers round it. */
static bool float_literal(struct parser *p, struct token t, bool negative, float *out) {
  const char *s = p->s + t.off;
  size_t n = t.len, i = 0;
  char buf[64];
  if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_NUMBER, "hexadecimal literals are not supported: %s",
             tok_text(p, t, buf, sizeof(buf)));
    return false;
  }
  /* digits [. digits] [e [+-] digits] [f|F] */
  size_t int_start = i;
  while (i < n && is_digit(s[i]))
    i++;
  size_t int_len = i - int_start, frac_start = i, frac_len = 0;
  if (i < n && s[i] == '.') {
    frac_start = ++i;
    while (i < n && is_digit(s[i]))
      i++;
    frac_len = i - frac_start;
  }
  if (int_len + frac_len == 0) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_NUMBER,
             "invalid number %s", tok_text(p, t, buf, sizeof(buf)));
    return false;
  }
  long long exp = 0;
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    i++;
    bool eneg = false;
    if (i < n && (s[i] == '+' || s[i] == '-'))
      eneg = s[i++] == '-';
    if (i >= n || !is_digit(s[i])) {
      error_at(p, t.off, DXSIG_RULE_ROOTSIG_NUMBER,
               "exponent has no digits in %s", tok_text(p, t, buf, sizeof(buf)));
      return false;
    }
    while (i < n && is_digit(s[i])) {
      if (exp < 1000000000)
        exp = exp * 10 + (s[i] - '0');
      i++;
    }
    if (eneg)
      exp = -exp;
  }
  if (i < n && (s[i] == 'f' || s[i] == 'F'))
    i++;
  if (i != n) {
    error_at(p, t.off + (uint32_t)i, DXSIG_RULE_ROOTSIG_NUMBER,
             "invalid suffix '%.*s' on number %s",
             (int)(n - i > 16 ? 16 : n - i), s + i, tok_text(p, t, buf, sizeof(buf)));
    return false;
  }
  /* Mantissa digits and a decimal exponent, no decimal point: strtod then
   * does not depend on the locale. */
  size_t cap = int_len + frac_len + 32;
  char *norm = malloc(cap);
  if (!norm) {
    p->oom = true;
    return false;
  }
  size_t o = 0;
  if (negative)
    norm[o++] = '-';
  memcpy(norm + o, s + int_start, int_len);
  o += int_len;
  memcpy(norm + o, s + frac_start, frac_len);
  o += frac_len;
  snprintf(norm + o, cap - o, "e%lld", exp - (long long)frac_len);
  /* Both compilers read the decimal as a double (correctly rounded),
   * reject it above FLT_MAX or below the normal doubles (clang: "too
   * large / too small to be represented"), and round that double to float:
   * two roundings, measured on clang 22. */
  bool nonzero = false;
  for (size_t k = 0; k < int_len && !nonzero; ++k)
    nonzero = s[int_start + k] != '0';
  for (size_t k = 0; k < frac_len && !nonzero; ++k)
    nonzero = s[frac_start + k] != '0';
  double d = strtod(norm, NULL);
  free(norm);
  if (isinf(d) || d > FLT_MAX || d < -FLT_MAX) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_NUMBER,
             "%s is too large for a float", tok_text(p, t, buf, sizeof(buf)));
    return false;
  }
  if (nonzero && fabs(d) < DBL_MIN) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_NUMBER,
             "%s is too small for a float (below the smallest normal double)",
             tok_text(p, t, buf, sizeof(buf)));
    return false;
  }
  *out = (float)d;
  return true;
}

/* ---- values ---------------------------------------------------------------- */

/* [+] INTEGER, at most max. */
static bool parse_uint(struct parser *p, const char *arg, uint64_t max, uint32_t *out) {
  if (p->tok.kind == T_PLUS)
    advance(p);
  else if (p->tok.kind == T_MINUS) {
    error_at(p, p->tok.off, DXSIG_RULE_ROOTSIG_VALUE, "'%s' cannot be negative", arg);
    return false;
  }
  if (p->tok.kind != T_NUMBER) {
    char what[96];
    snprintf(what, sizeof(what), "an integer for '%s'", arg);
    expected(p, what);
    return false;
  }
  struct token t = p->tok;
  if (has_float_syntax(p->s + t.off, t.len, p->dialect)) {
    char buf[64];
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_VALUE, "'%s' must be an integer, found %s", arg,
             tok_text(p, t, buf, sizeof(buf)));
    return false;
  }
  uint64_t v;
  if (!int_literal(p, t, max, &v))
    return false;
  *out = (uint32_t)v;
  advance(p);
  return true;
}

/* [+|-] NUMBER as a float. */
static bool parse_float(struct parser *p, const char *arg, float *out) {
  bool negative = false;
  if (p->tok.kind == T_PLUS || p->tok.kind == T_MINUS) {
    negative = p->tok.kind == T_MINUS;
    advance(p);
  }
  if (p->tok.kind != T_NUMBER) {
    char what[96];
    snprintf(what, sizeof(what), "a number for '%s'", arg);
    expected(p, what);
    return false;
  }
  struct token t = p->tok;
  if (has_float_syntax(p->s + t.off, t.len, p->dialect)) {
    if (!float_literal(p, t, negative, out))
      return false;
  } else {
    /* An integer, converted: up to 0xFFFFFFFF, or down to INT32_MIN. */
    uint64_t v;
    if (!int_literal(p, t, negative ? 0x80000000u : 0xFFFFFFFFu, &v))
      return false;
    *out = negative ? -(float)v : (float)v;
    if (negative && v == 0)
      *out = 0.0f; /* "-0" is the integer 0: +0.0, as clang and DXC have it */
  }
  advance(p);
  return true;
}

/* A keyword from table, for argument arg. */
static bool parse_enum(struct parser *p, const char *arg, enum dxsig_rs_table table,
                       uint32_t *out) {
  char buf[64];
  if (p->tok.kind == T_IDENT &&
      dxsig_rs_keyword_lookup(table, p->s + p->tok.off, p->tok.len, out)) {
    if (table == RS_TABLE_COMPARISON && *out == DXSIG_RS_COMPARISON_NONE &&
        p->dialect == DXSIG_RS_CLANG) {
      error_at(p, p->tok.off, DXSIG_RULE_ROOTSIG_VALUE,
               "COMPARISON_NONE is not accepted by clang/LLVM");
      return false;
    }
    advance(p);
    return true;
  }
  if (p->tok.kind == T_IDENT || p->tok.kind == T_NUMBER)
    error_at(p, p->tok.off, DXSIG_RULE_ROOTSIG_VALUE,
             "invalid value %s for '%s'", tok_text(p, p->tok, buf, sizeof(buf)),
             arg);
  else {
    char what[96];
    snprintf(what, sizeof(what), "a value for '%s'", arg);
    expected(p, what);
  }
  return false;
}

static const char *flag_kind(enum dxsig_rs_table table) {
  return table == RS_TABLE_ROOT_FLAG    ? "root flag"
         : table == RS_TABLE_DESC_FLAG  ? "root descriptor flag"
         : table == RS_TABLE_RANGE_FLAG ? "descriptor range flag"
                                        : "static sampler flag";
}

/* Flags: 0, or NAME ('|' NAME)*. Stops before ',' or ')'. */
static bool parse_flag_list(struct parser *p, enum dxsig_rs_table table, uint32_t *out) {
  char buf[64];
  const char *kind = flag_kind(table);
  *out = 0;
  if (p->tok.kind == T_NUMBER) {
    struct token t = p->tok;
    uint64_t v;
    if (has_float_syntax(p->s + t.off, t.len, p->dialect)) {
      error_at(p, t.off, DXSIG_RULE_ROOTSIG_VALUE,
               "invalid %s value %s", kind, tok_text(p, t, buf, sizeof(buf)));
      return false;
    }
    if (!int_literal(p, t, UINT32_MAX, &v))
      return false;
    if (v != 0) {
      error_at(p, t.off, DXSIG_RULE_ROOTSIG_VALUE, "%ss must be 0 or flag names, found %s", kind,
               tok_text(p, t, buf, sizeof(buf)));
      return false;
    }
    advance(p);
    if (p->tok.kind == T_PIPE) {
      error_at(p, p->tok.off, DXSIG_RULE_ROOTSIG_VALUE,
               "0 cannot be combined with other %ss", kind);
      return false;
    }
    return true;
  }
  for (;;) {
    uint32_t v;
    if (p->tok.kind != T_IDENT) {
      char what[96];
      snprintf(what, sizeof(what), "a %s", kind);
      expected(p, what);
      return false;
    }
    if (!dxsig_rs_keyword_lookup(table, p->s + p->tok.off, p->tok.len, &v)) {
      uint32_t other;
      if (table == RS_TABLE_DESC_FLAG &&
          dxsig_rs_keyword_lookup(RS_TABLE_RANGE_FLAG, p->s + p->tok.off, p->tok.len, &other))
        error_at(p, p->tok.off, DXSIG_RULE_ROOTSIG_VALUE,
                 "%s is a descriptor range flag; root descriptors take DATA_* flags only",
                 tok_text(p, p->tok, buf, sizeof(buf)));
      else
        error_at(p, p->tok.off, DXSIG_RULE_ROOTSIG_VALUE, "unknown %s %s", kind,
                 tok_text(p, p->tok, buf, sizeof(buf)));
      return false;
    }
    *out |= v;
    advance(p);
    if (p->tok.kind != T_PIPE)
      return true;
    advance(p);
  }
}

/* ---- arguments ------------------------------------------------------------- */

enum arg {
  A_REG,
  A_NUM32,
  A_SPACE,
  A_VIS,
  A_FLAGS,
  A_NUMDESC,
  A_OFFSET,
  A_FILTER,
  A_ADDRU,
  A_ADDRV,
  A_ADDRW,
  A_MIPLODBIAS,
  A_MAXANISO,
  A_COMPARISON,
  A_BORDER,
  A_MINLOD,
  A_MAXLOD,
  A_COUNT
};

static const char *const arg_names[A_COUNT] = {
    "register",      "num32BitConstants", "space",          "visibility",  "flags",
    "numDescriptors", "offset",           "filter",         "addressU",    "addressV",
    "addressW",      "mipLODBias",        "maxAnisotropy",  "comparisonFunc", "borderColor",
    "minLOD",        "maxLOD"};

enum elem { E_CONSTANTS, E_ROOT_DESC, E_RANGE, E_SAMPLER };

#define BIT(a) (1u << (a))
static const uint32_t allowed_args[] = {
    [E_CONSTANTS] = BIT(A_REG) | BIT(A_NUM32) | BIT(A_SPACE) | BIT(A_VIS),
    [E_ROOT_DESC] = BIT(A_REG) | BIT(A_SPACE) | BIT(A_VIS) | BIT(A_FLAGS),
    [E_RANGE] = BIT(A_REG) | BIT(A_NUMDESC) | BIT(A_SPACE) | BIT(A_OFFSET) | BIT(A_FLAGS),
    [E_SAMPLER] = BIT(A_REG) | BIT(A_SPACE) | BIT(A_VIS) | BIT(A_FLAGS) | BIT(A_FILTER) |
                  BIT(A_ADDRU) | BIT(A_ADDRV) | BIT(A_ADDRW) | BIT(A_MIPLODBIAS) |
                  BIT(A_MAXANISO) | BIT(A_COMPARISON) | BIT(A_BORDER) | BIT(A_MINLOD) |
                  BIT(A_MAXLOD),
};

struct args {
  uint32_t seen;
  uint32_t u[A_COUNT];
  float f[A_COUNT];
  uint32_t at[A_COUNT]; /* offset of each argument's first token */
  uint32_t rparen; /* offset of the closing ')' */
};

static bool is_register_token(const struct parser *p, struct token t) {
  if (t.kind != T_IDENT || t.len < 2)
    return false;
  char c = p->s[t.off];
  return strchr("btusBTUS", c) && is_digit(p->s[t.off + 1]);
}

/* One "name = value" or register argument. */
static bool parse_arg(struct parser *p, enum elem kind, const char *elem_name, char reg_letter,
                      struct args *a) {
  char buf[64];
  struct token t = p->tok;
  if (is_register_token(p, t)) {
    char c = p->s[t.off];
    if (a->seen & BIT(A_REG)) {
      error_at(p, t.off, DXSIG_RULE_ROOTSIG_DUPLICATE,
               "the register is specified more than once in %s", elem_name);
      return false;
    }
    if (c >= 'A' && c <= 'Z') {
      error_at(p, t.off, DXSIG_RULE_ROOTSIG_REGISTER,
               "register %s must be written with a lower-case '%c'",
               tok_text(p, t, buf, sizeof(buf)), (char)(c - 'A' + 'a'));
      return false;
    }
    if (c != reg_letter) {
      error_at(p, t.off, DXSIG_RULE_ROOTSIG_REGISTER,
               "wrong register type %s for %s (expected %c#)",
               tok_text(p, t, buf, sizeof(buf)), elem_name, reg_letter);
      return false;
    }
    struct token digits = {T_NUMBER, t.off + 1, t.len - 1};
    uint64_t v;
    if (!int_literal(p, digits, UINT32_MAX, &v))
      return false;
    a->u[A_REG] = (uint32_t)v;
    a->seen |= BIT(A_REG);
    a->at[A_REG] = t.off;
    advance(p);
    return true;
  }
  if (t.kind != T_IDENT) {
    char what[96];
    snprintf(what, sizeof(what), "an argument of %s", elem_name);
    expected(p, what);
    return false;
  }
  int which = -1;
  for (int i = 1; i < A_COUNT; ++i)
    if (dxsig_rs_ieq(p->s + t.off, t.len, arg_names[i])) {
      which = i;
      break;
    }
  if (which < 0 && t.len == 1 && strchr("btusBTUS", p->s[t.off])) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_REGISTER,
             "a register is written as a letter and a number without a space, like '%c0'",
             reg_letter);
    return false;
  }
  if (which < 0) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_ARGUMENT,
             "unknown argument %s in %s", tok_text(p, t, buf, sizeof(buf)),
             elem_name);
    return false;
  }
  if (!(allowed_args[kind] & BIT(which))) {
    const char *hint = which == A_VIS && kind == E_RANGE
                           ? " (a range has the visibility of its DescriptorTable)"
                       : which == A_NUMDESC || which == A_OFFSET
                           ? " (it belongs to descriptor table ranges)"
                           : "";
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_ARGUMENT,
             "'%s' is not an argument of %s%s", arg_names[which],
             elem_name, hint);
    return false;
  }
  if (a->seen & BIT(which)) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_DUPLICATE,
             "'%s' is specified more than once in %s", arg_names[which],
             elem_name);
    return false;
  }
  a->seen |= BIT(which);
  a->at[which] = t.off;
  advance(p);
  if (p->tok.kind != T_EQ) {
    expected(p, "'='");
    return false;
  }
  advance(p);
  const char *name = arg_names[which];
  uint32_t *u = &a->u[which];
  switch ((enum arg)which) {
  case A_NUM32:
  case A_SPACE:
  case A_MAXANISO:
    return parse_uint(p, name, UINT32_MAX, u);
  case A_NUMDESC:
    if (tok_is(p, "unbounded")) {
      *u = DXSIG_RS_UNBOUNDED;
      advance(p);
      return true;
    }
    return parse_uint(p, name, UINT32_MAX, u);
  case A_OFFSET:
    if (tok_is(p, "DESCRIPTOR_RANGE_OFFSET_APPEND")) {
      *u = DXSIG_RS_APPEND;
      advance(p);
      return true;
    }
    return parse_uint(p, name, UINT32_MAX, u);
  case A_VIS:
    return parse_enum(p, name, RS_TABLE_VISIBILITY, u);
  case A_FILTER:
    return parse_enum(p, name, RS_TABLE_FILTER, u);
  case A_ADDRU:
  case A_ADDRV:
  case A_ADDRW:
    return parse_enum(p, name, RS_TABLE_ADDRESS, u);
  case A_COMPARISON:
    return parse_enum(p, name, RS_TABLE_COMPARISON, u);
  case A_BORDER:
    return parse_enum(p, name, RS_TABLE_BORDER, u);
  case A_MIPLODBIAS:
  case A_MINLOD:
  case A_MAXLOD:
    return parse_float(p, name, &a->f[which]);
  case A_FLAGS:
    return parse_flag_list(p, kind == E_ROOT_DESC ? RS_TABLE_DESC_FLAG
                           : kind == E_RANGE   ? RS_TABLE_RANGE_FLAG
                                               : RS_TABLE_SAMPLER_FLAG,
                           u);
  case A_REG:
  case A_COUNT:
    break;
  }
  return false;
}

/* '(' arg (',' arg)* [','] ')' -- the current token is the element name. */
static bool parse_arg_list(struct parser *p, enum elem kind, const char *elem_name,
                           char reg_letter, struct args *a) {
  advance(p);
  if (!expect(p, T_LPAREN, "'('"))
    return false;
  while (p->tok.kind != T_RPAREN) {
    if (!parse_arg(p, kind, elem_name, reg_letter, a))
      return false;
    if (p->tok.kind == T_COMMA) {
      advance(p);
      continue;
    }
    if (p->tok.kind != T_RPAREN) {
      expected(p, p->tok.kind == T_EOF ? "')'" : "',' or ')'");
      return false;
    }
  }
  a->rparen = p->tok.off;
  advance(p);
  return true;
}

static bool require(struct parser *p, const struct args *a, enum arg which, const char *elem_name,
                    char reg_letter) {
  if (a->seen & BIT(which))
    return true;
  if (which == A_REG)
    error_at(p, a->rparen, DXSIG_RULE_ROOTSIG_MISSING,
             "%s needs a register (%c#)", elem_name, reg_letter);
  else
    error_at(p, a->rparen, DXSIG_RULE_ROOTSIG_MISSING,
             "%s needs '%s'", elem_name, arg_names[which]);
  return false;
}

/* DXC rejects every `flags` argument in a 1.0 signature; clang accepts the
 * 1.0 defaults (the validator checks the value). */
static bool check_flags_version(struct parser *p, const struct args *a) {
  if (!(a->seen & BIT(A_FLAGS)) || p->version != DXSIG_RS_VERSION_1_0 ||
      p->dialect != DXSIG_RS_DXC)
    return true;
  error_at(p, a->at[A_FLAGS], DXSIG_RULE_ROOTSIG_VERSION,
           "flags cannot be specified in a version 1.0 root signature");
  return false;
}

/* ---- elements -------------------------------------------------------------- */

static struct dxsig_rs_param *new_param(struct parser *p, uint32_t type, uint32_t src) {
  struct dxsig_rs_param *prm = vec_push(p, &p->params);
  if (!prm)
    return NULL;
  prm->type = type;
  prm->visibility = DXSIG_RS_VIS_ALL;
  prm->src = src;
  return prm;
}

static bool parse_root_constants(struct parser *p) {
  uint32_t start = p->tok.off;
  struct args a = {0};
  if (!parse_arg_list(p, E_CONSTANTS, "RootConstants", 'b', &a))
    return false;
  bool ok = require(p, &a, A_NUM32, "RootConstants", 'b');
  ok = require(p, &a, A_REG, "RootConstants", 'b') && ok;
  if (!ok)
    return false;
  struct dxsig_rs_param *prm = new_param(p, DXSIG_RS_PARAM_CONSTANTS, start);
  if (!prm)
    return false;
  prm->num32bit = a.u[A_NUM32];
  prm->shader_register = a.u[A_REG];
  prm->space = a.u[A_SPACE];
  if (a.seen & BIT(A_VIS))
    prm->visibility = a.u[A_VIS];
  return true;
}

static bool parse_root_descriptor(struct parser *p, uint32_t type, const char *name, char letter) {
  uint32_t start = p->tok.off;
  struct args a = {0};
  if (!parse_arg_list(p, E_ROOT_DESC, name, letter, &a))
    return false;
  if (!require(p, &a, A_REG, name, letter) || !check_flags_version(p, &a))
    return false;
  struct dxsig_rs_param *prm = new_param(p, type, start);
  if (!prm)
    return false;
  prm->shader_register = a.u[A_REG];
  prm->space = a.u[A_SPACE];
  if (a.seen & BIT(A_VIS))
    prm->visibility = a.u[A_VIS];
  prm->has_flags = (a.seen & BIT(A_FLAGS)) != 0;
  prm->flags = a.u[A_FLAGS];
  return true;
}

static bool parse_range(struct parser *p, struct vec *ranges, uint32_t type, const char *name,
                        char letter) {
  uint32_t start = p->tok.off;
  struct args a = {0};
  if (!parse_arg_list(p, E_RANGE, name, letter, &a))
    return false;
  if (!require(p, &a, A_REG, name, letter) || !check_flags_version(p, &a))
    return false;
  struct dxsig_rs_range *r = vec_push(p, ranges);
  if (!r)
    return false;
  r->type = type;
  r->base_register = a.u[A_REG];
  r->num_descriptors = (a.seen & BIT(A_NUMDESC)) ? a.u[A_NUMDESC] : 1;
  r->space = a.u[A_SPACE];
  r->offset = (a.seen & BIT(A_OFFSET)) ? a.u[A_OFFSET] : DXSIG_RS_APPEND;
  r->has_flags = (a.seen & BIT(A_FLAGS)) != 0;
  r->flags = a.u[A_FLAGS];
  r->src = start;
  return true;
}

static bool parse_table(struct parser *p) {
  uint32_t start = p->tok.off;
  struct vec ranges = {NULL, 0, 0, sizeof(struct dxsig_rs_range)};
  bool ok = false, seen_vis = false;
  uint32_t vis = DXSIG_RS_VIS_ALL;
  char buf[64];
  advance(p);
  if (!expect(p, T_LPAREN, "'('"))
    goto done;
  while (p->tok.kind != T_RPAREN) {
    struct token t = p->tok;
    if (tok_is(p, "CBV")) {
      if (!parse_range(p, &ranges, DXSIG_RS_RANGE_TYPE_CBV, "CBV", 'b'))
        goto done;
    } else if (tok_is(p, "SRV")) {
      if (!parse_range(p, &ranges, DXSIG_RS_RANGE_TYPE_SRV, "SRV", 't'))
        goto done;
    } else if (tok_is(p, "UAV")) {
      if (!parse_range(p, &ranges, DXSIG_RS_RANGE_TYPE_UAV, "UAV", 'u'))
        goto done;
    } else if (tok_is(p, "Sampler")) {
      if (!parse_range(p, &ranges, DXSIG_RS_RANGE_TYPE_SAMPLER, "Sampler", 's'))
        goto done;
    } else if (tok_is(p, "visibility")) {
      if (seen_vis) {
        error_at(p, t.off, DXSIG_RULE_ROOTSIG_DUPLICATE,
                 "'visibility' is specified more than once in DescriptorTable");
        goto done;
      }
      seen_vis = true;
      advance(p);
      if (!expect(p, T_EQ, "'='") || !parse_enum(p, "visibility", RS_TABLE_VISIBILITY, &vis))
        goto done;
    } else if (tok_is(p, "DescriptorTable") || tok_is(p, "StaticSampler") ||
               tok_is(p, "RootConstants") || tok_is(p, "RootFlags")) {
      error_at(p, t.off, DXSIG_RULE_ROOTSIG_SYNTAX, "%s is not allowed inside a DescriptorTable",
               tok_text(p, t, buf, sizeof(buf)));
      goto done;
    } else {
      expected(p, "a range (CBV, SRV, UAV, Sampler) or 'visibility'");
      goto done;
    }
    if (p->tok.kind == T_COMMA) {
      advance(p);
      continue;
    }
    if (p->tok.kind == T_PIPE) {
      error_at(p, p->tok.off, DXSIG_RULE_ROOTSIG_SYNTAX,
               "DescriptorTable ranges are separated by ',', not '|'");
      goto done;
    }
    if (p->tok.kind != T_RPAREN) {
      expected(p, p->tok.kind == T_EOF ? "')'" : "',' or ')'");
      goto done;
    }
  }
  advance(p);
  struct dxsig_rs_param *prm = new_param(p, DXSIG_RS_PARAM_TABLE, start);
  if (!prm)
    goto done;
  prm->visibility = vis;
  prm->range_count = ranges.count;
  prm->ranges = dxsig_arena_calloc(p->arena, ranges.count, sizeof(struct dxsig_rs_range));
  if (!prm->ranges) {
    p->oom = true;
    goto done;
  }
  if (ranges.count)
    memcpy(prm->ranges, ranges.data, ranges.count * sizeof(struct dxsig_rs_range));
  ok = true;
done:
  free(ranges.data);
  return ok;
}

static bool parse_static_sampler(struct parser *p) {
  uint32_t start = p->tok.off;
  struct args a = {0};
  if (!parse_arg_list(p, E_SAMPLER, "StaticSampler", 's', &a))
    return false;
  if (!require(p, &a, A_REG, "StaticSampler", 's'))
    return false;
  struct dxsig_rs_sampler *s = vec_push(p, &p->samplers);
  if (!s)
    return false;
  dxsig_rs_sampler_init(s);
  s->src = start;
  s->shader_register = a.u[A_REG];
  s->space = a.u[A_SPACE];
#define TAKE(bit, field, value)  \
  if (a.seen & BIT(bit))         \
    s->field = value;
  TAKE(A_VIS, visibility, a.u[A_VIS])
  TAKE(A_FLAGS, flags, a.u[A_FLAGS])
  TAKE(A_FILTER, filter, a.u[A_FILTER])
  TAKE(A_ADDRU, address_u, a.u[A_ADDRU])
  TAKE(A_ADDRV, address_v, a.u[A_ADDRV])
  TAKE(A_ADDRW, address_w, a.u[A_ADDRW])
  TAKE(A_MIPLODBIAS, mip_lod_bias, a.f[A_MIPLODBIAS])
  TAKE(A_MAXANISO, max_anisotropy, a.u[A_MAXANISO])
  TAKE(A_COMPARISON, comparison_func, a.u[A_COMPARISON])
  TAKE(A_BORDER, border_color, a.u[A_BORDER])
  TAKE(A_MINLOD, min_lod, a.f[A_MINLOD])
  TAKE(A_MAXLOD, max_lod, a.f[A_MAXLOD])
#undef TAKE
  return true;
}

static bool parse_root_flags(struct parser *p) {
  uint32_t start = p->tok.off;
  if (p->seen_root_flags) {
    error_at(p, start, DXSIG_RULE_ROOTSIG_DUPLICATE, "RootFlags is specified more than once");
    return false;
  }
  advance(p);
  if (!expect(p, T_LPAREN, "'('"))
    return false;
  uint32_t flags = 0;
  if (p->tok.kind != T_RPAREN && !parse_flag_list(p, RS_TABLE_ROOT_FLAG, &flags))
    return false;
  if (p->tok.kind != T_RPAREN) {
    expected(p, p->tok.kind == T_EOF || p->tok.kind == T_COMMA ? "')'" : "'|' or ')'");
    return false;
  }
  advance(p);
  p->seen_root_flags = true;
  p->root_flags = flags;
  p->root_flags_src = start;
  return true;
}

static bool parse_element(struct parser *p) {
  char buf[64];
  struct token t = p->tok;
  if (tok_is(p, "RootFlags"))
    return parse_root_flags(p);
  if (tok_is(p, "RootConstants"))
    return parse_root_constants(p);
  if (tok_is(p, "CBV"))
    return parse_root_descriptor(p, DXSIG_RS_PARAM_CBV, "CBV", 'b');
  if (tok_is(p, "SRV"))
    return parse_root_descriptor(p, DXSIG_RS_PARAM_SRV, "SRV", 't');
  if (tok_is(p, "UAV"))
    return parse_root_descriptor(p, DXSIG_RS_PARAM_UAV, "UAV", 'u');
  if (tok_is(p, "DescriptorTable"))
    return parse_table(p);
  if (tok_is(p, "StaticSampler"))
    return parse_static_sampler(p);
  if (tok_is(p, "Sampler")) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_SYNTAX,
             "Sampler is a descriptor table range; use StaticSampler or DescriptorTable(Sampler(...))");
    return false;
  }
  if (t.kind == T_IDENT) {
    error_at(p, t.off, DXSIG_RULE_ROOTSIG_SYNTAX,
             "unknown root signature element %s (expected RootFlags, RootConstants, CBV, SRV, UAV, "
             "DescriptorTable or StaticSampler)",
             tok_text(p, t, buf, sizeof(buf)));
    return false;
  }
  expected(p, "a root signature element");
  return false;
}

/* Skips to the next top-level ',' or the end. */
static void recover(struct parser *p) {
  while (p->tok.kind != T_EOF && !(p->depth == 0 && p->tok.kind == T_COMMA))
    advance(p);
}

static void parse_root_signature(struct parser *p) {
  while (p->tok.kind != T_EOF) {
    if (!parse_element(p)) {
      if (p->oom)
        return;
      recover(p);
    } else if (p->tok.kind != T_EOF && p->tok.kind != T_COMMA) {
      expected(p, "','");
      if (p->tok.kind != T_IDENT)
        recover(p);
      continue; /* an element name: parse it as if the comma were there */
    }
    if (p->tok.kind == T_COMMA)
      advance(p); /* a trailing comma ends the list */
  }
}

/* The validator reports rule by rule; users read source order. Sorts the
 * diagnostics from `first` on by position, each error or warning with the
 * notes that follow it, stably; those without a position go last. */
struct diag_group {
  size_t start, len, index;
  uint32_t line, col;
};

static int cmp_group(const void *a, const void *b) {
  const struct diag_group *x = a, *y = b;
  uint64_t kx = x->line ? (uint64_t)x->line << 32 | x->col : UINT64_MAX;
  uint64_t ky = y->line ? (uint64_t)y->line << 32 | y->col : UINT64_MAX;
  if (kx != ky)
    return kx < ky ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

static void sort_by_position(struct dxsig_diag_list *d, size_t first) {
  size_t n = d->count - first;
  if (n < 2)
    return;
  struct diag_group *g = malloc(n * sizeof(*g));
  struct dxsig_diag *tmp = malloc(n * sizeof(*tmp));
  if (!g || !tmp) {
    free(g);
    free(tmp);
    return; /* unsorted is still correct */
  }
  size_t ng = 0;
  for (size_t i = first; i < d->count; ++i) {
    if (d->items[i].severity == DXSIG_NOTE && ng > 0) {
      g[ng - 1].len++;
      continue;
    }
    g[ng] = (struct diag_group){i, 1, ng, d->items[i].line, d->items[i].column};
    ng++;
  }
  qsort(g, ng, sizeof(*g), cmp_group);
  size_t k = 0;
  for (size_t i = 0; i < ng; ++i)
    for (size_t j = 0; j < g[i].len; ++j)
      tmp[k++] = d->items[g[i].start + j];
  memcpy(d->items + first, tmp, n * sizeof(*tmp));
  free(g);
  free(tmp);
}

bool dxsig_rootsig_parse(const struct dxsig_rs_source *src, const struct dxsig_rs_options *opt,
                         struct dxsig_arena *arena, struct dxsig_rootsig *out,
                         struct dxsig_diag_list *diags) {
  static const struct dxsig_rs_options defaults = {DXSIG_RS_VERSION_1_1, DXSIG_RS_DXC,
                                                   DXSIG_RS_GLOBAL, false};
  if (!opt)
    opt = &defaults;
  size_t errors_before = diags->error_count;
  memset(out, 0, sizeof(*out));
  out->flags_src = DXSIG_RS_NO_SRC;
  uint32_t version = opt->version ? opt->version : DXSIG_RS_VERSION_1_1;
  out->version = version;
  if (version < DXSIG_RS_VERSION_1_0 || version > DXSIG_RS_VERSION_1_2) {
    dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_VERSION,
                    "unknown root signature version %u (expected 1 for 1.0, 2 for 1.1, 3 for 1.2)",
                    (unsigned)version);
    return false;
  }
  if (src->len >= UINT32_MAX || (!src->text && src->len)) {
    dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_INPUT_TOO_LARGE,
                    "root signature string is too long");
    return false;
  }
  struct parser p;
  memset(&p, 0, sizeof(p));
  p.src = src;
  p.s = src->text ? src->text : "";
  p.n = src->len;
  p.version = version;
  p.dialect = opt->dialect;
  p.arena = arena;
  p.diags = diags;
  p.params.size = sizeof(struct dxsig_rs_param);
  p.samplers.size = sizeof(struct dxsig_rs_sampler);
  p.root_flags_src = DXSIG_RS_NO_SRC;
  p.prev = (struct token){T_EOF, 0, 0};
  p.tok = lex(&p);

  parse_root_signature(&p);

  bool ok = !p.oom;
  if (ok) {
    out->flags = p.root_flags;
    out->flags_src = p.root_flags_src;
    out->param_count = p.params.count;
    out->sampler_count = p.samplers.count;
    out->params = dxsig_arena_calloc(arena, p.params.count, sizeof(struct dxsig_rs_param));
    out->samplers = dxsig_arena_calloc(arena, p.samplers.count, sizeof(struct dxsig_rs_sampler));
    if (!out->params || !out->samplers) {
      ok = false;
      out->param_count = out->sampler_count = 0;
    } else {
      if (p.params.count)
        memcpy(out->params, p.params.data, p.params.count * sizeof(struct dxsig_rs_param));
      if (p.samplers.count)
        memcpy(out->samplers, p.samplers.data, p.samplers.count * sizeof(struct dxsig_rs_sampler));
    }
  }
  free(p.params.data);
  free(p.samplers.data);
  if (!ok) {
    p.oom = true;
    dxsig_rs_report(diags, NULL, DXSIG_RS_NO_SRC, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                    "out of memory");
    return false;
  }
  if (opt->usage == DXSIG_RS_LOCAL)
    out->flags |= DXSIG_RS_ROOT_LOCAL_ROOT_SIGNATURE;
  if (p.syntax_errors == 0) {
    size_t first = diags->count;
    dxsig_rootsig_validate(out, opt, src, diags);
    sort_by_position(diags, first);
  }
  return diags->error_count == errors_before;
}
