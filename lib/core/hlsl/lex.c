/* Preprocessed HLSL text into tokens, for compilers that hand the reader
 * their preprocessor's output (dxsig_hlsl_read_text). Line markers
 * (`# 12 "a.hlsl"`, `#line 12 "a.hlsl"`) set the locations;
 * `#pragma pack_matrix(...)` becomes the tokens the reader looks for, as
 * the CLI's preprocessor glue writes them; other directives are skipped. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#include "dxsig/arena.h"
#include "grow.h"

struct lexer {
  const char *s;
  size_t len, i;
  uint32_t line;
  size_t line_start;
  const char *file;
  struct dxsig_arena *arena;
  tok_t *toks;
  size_t count, cap;
  bool oom;
  bool space; /* whitespace before the next token */
};

static bool ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool ident_char(char c) { return ident_start(c) || (c >= '0' && c <= '9'); }
static bool digit(char c) { return c >= '0' && c <= '9'; }

static void push(struct lexer *lx, enum dxsig_rs_token_kind kind, size_t begin, size_t end) {
  tok_t *grown = dxsig_grow(lx->toks, &lx->cap, lx->count + 1, sizeof *grown);
  if (!grown) {
    lx->oom = true;
    return;
  }
  lx->toks = grown;
  lx->toks[lx->count++] = (tok_t){kind,
                                  lx->s + begin,
                                  end - begin,
                                  lx->space,
                                  {lx->file, lx->line, (uint32_t)(begin - lx->line_start + 1)},
                                  NULL,
                                  {NULL, 0, 0}};
  lx->space = false;
}

static void newline(struct lexer *lx) {
  lx->line++;
  lx->line_start = lx->i;
}

/* A string literal's contents, unescaped (a file name). */
static const char *unquote(struct lexer *lx, size_t begin, size_t end) {
  char *out = dxsig_arena_calloc(lx->arena, end - begin + 1, 1);
  if (!out) {
    lx->oom = true;
    return lx->file;
  }
  size_t n = 0;
  for (size_t k = begin; k < end; ++k) {
    if (lx->s[k] == '\\' && k + 1 < end)
      ++k;
    out[n++] = lx->s[k];
  }
  return out;
}

/* The length of the punctuator starting with a, b: the two-character
 * ones the reader looks at (::, <<, >>, comparisons) and the other common
 * ones, so that none is split into two that mean something else. */
static size_t punct_len(char a, char b) {
  switch (a) {
  case ':': return b == ':' ? 2 : 1;
  case '<':
  case '>': return b == a || b == '=' ? 2 : 1;
  case '=':
  case '!':
  case '*':
  case '/': return b == '=' ? 2 : 1;
  case '&':
  case '|':
  case '+': return b == a || b == '=' ? 2 : 1;
  case '-': return b == '-' || b == '=' || b == '>' ? 2 : 1;
  default: return 1;
  }
}

/* Scans one token at lx->i (not whitespace); returns its kind via push. */
static void scan_token(struct lexer *lx) {
  const char *s = lx->s;
  size_t b = lx->i;
  char c = s[b];
  if (ident_start(c)) {
    while (lx->i < lx->len && ident_char(s[lx->i]))
      lx->i++;
    push(lx, DXSIG_RS_TOKEN_IDENT, b, lx->i);
  } else if (digit(c) || (c == '.' && b + 1 < lx->len && digit(s[b + 1]))) {
    lx->i++;
    while (lx->i < lx->len) { /* a pp-number */
      char d = s[lx->i];
      if ((d == '+' || d == '-') && (s[lx->i - 1] == 'e' || s[lx->i - 1] == 'E'))
        lx->i++;
      else if (ident_char(d) || d == '.')
        lx->i++;
      else
        break;
    }
    push(lx, DXSIG_RS_TOKEN_OTHER, b, lx->i);
  } else if (c == '"' || c == '\'') {
    lx->i++;
    while (lx->i < lx->len && s[lx->i] != c && s[lx->i] != '\n') {
      if (s[lx->i] == '\\' && lx->i + 1 < lx->len)
        lx->i++;
      lx->i++;
    }
    if (lx->i < lx->len && s[lx->i] == c)
      lx->i++;
    push(lx, c == '"' ? DXSIG_RS_TOKEN_STRING : DXSIG_RS_TOKEN_OTHER, b, lx->i);
  } else {
    lx->i += b + 1 < lx->len ? punct_len(c, s[b + 1]) : 1;
    push(lx, DXSIG_RS_TOKEN_PUNCT, b, lx->i);
  }
}

static void skip_line(struct lexer *lx) {
  while (lx->i < lx->len && lx->s[lx->i] != '\n')
    lx->i++;
}

/* A directive at lx->i ('#' first on its line). */
static void directive(struct lexer *lx) {
  const char *s = lx->s;
  size_t hash = lx->i++;
  while (lx->i < lx->len && (s[lx->i] == ' ' || s[lx->i] == '\t'))
    lx->i++;
  size_t w = lx->i;
  while (lx->i < lx->len && ident_char(s[lx->i]))
    lx->i++;
  size_t wlen = lx->i - w;
  bool is_line = wlen == 4 && memcmp(s + w, "line", 4) == 0;
  if ((wlen > 0 && digit(s[w])) || is_line) {
    /* # N "file" flags / #line N "file": the next line is N. */
    size_t p = is_line ? lx->i : w;
    while (p < lx->len && (s[p] == ' ' || s[p] == '\t'))
      p++;
    uint32_t n = 0;
    bool any = false;
    while (p < lx->len && digit(s[p]) && n < 100000000u) {
      n = n * 10 + (uint32_t)(s[p++] - '0');
      any = true;
    }
    while (p < lx->len && (s[p] == ' ' || s[p] == '\t'))
      p++;
    if (p < lx->len && s[p] == '"') {
      size_t q = ++p;
      while (q < lx->len && s[q] != '"' && s[q] != '\n') {
        if (s[q] == '\\' && q + 1 < lx->len && s[q + 1] != '\n')
          q++;
        q++;
      }
      lx->file = unquote(lx, p, q);
    }
    lx->i = p;
    skip_line(lx);
    if (any && lx->i < lx->len) { /* the newline, then line n */
      lx->i++;
      lx->line_start = lx->i;
      lx->line = n;
    }
    return;
  }
  if (wlen == 6 && memcmp(s + w, "pragma", 6) == 0) {
    /* #pragma pack_matrix(...): "#pragma" and the line's tokens. */
    size_t p = lx->i;
    while (p < lx->len && (s[p] == ' ' || s[p] == '\t'))
      p++;
    if (lx->len - p >= 11 && memcmp(s + p, "pack_matrix", 11) == 0) {
      size_t before = lx->count;
      push(lx, DXSIG_RS_TOKEN_PUNCT, hash, hash + 1);
      if (lx->count == before) /* out of memory */
        return;
      lx->toks[lx->count - 1].text = "#pragma";
      lx->toks[lx->count - 1].len = 7;
      while (lx->i < lx->len && s[lx->i] != '\n') {
        if (s[lx->i] == ' ' || s[lx->i] == '\t' || s[lx->i] == '\r')
          lx->i++;
        else
          scan_token(lx);
      }
      return;
    }
  }
  skip_line(lx);
}

bool dxsig_hlsl_read_text(const char *text, size_t len, const char *file,
                          const struct dxsig_hlsl_options *opt, struct dxsig_hlsl_program *p,
                          struct dxsig_diag_list *diags) {
  struct lexer lx = {text, len, 0, 1, 0, file, &p->m.arena, NULL, 0, 0, false, false};
  bool line_start = true;
  while (lx.i < lx.len && !lx.oom) {
    char c = text[lx.i];
    if (c == '\n') {
      lx.i++;
      newline(&lx);
      line_start = true;
      lx.space = true;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      lx.i++;
      lx.space = true;
    } else if (c == '\\' && lx.i + 1 < lx.len && text[lx.i + 1] == '\n') {
      lx.i += 2;
      newline(&lx);
    } else if (c == '/' && lx.i + 1 < lx.len && text[lx.i + 1] == '/') {
      skip_line(&lx);
    } else if (c == '/' && lx.i + 1 < lx.len && text[lx.i + 1] == '*') {
      lx.i += 2;
      while (lx.i < lx.len && !(text[lx.i] == '*' && lx.i + 1 < lx.len && text[lx.i + 1] == '/')) {
        if (text[lx.i++] == '\n')
          newline(&lx);
      }
      lx.i = lx.i + 2 <= lx.len ? lx.i + 2 : lx.len;
      lx.space = true;
    } else if (c == '#' && line_start) {
      directive(&lx);
    } else {
      line_start = false;
      scan_token(&lx);
    }
  }
  bool ok = !lx.oom;
  if (!ok)
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
  struct dxsig_rs_pp pp = {lx.toks, lx.count, NULL, 0};
  ok = ok && dxsig_hlsl_read_tokens(&pp, opt, p, diags);
  free(lx.toks);
  return ok;
}
