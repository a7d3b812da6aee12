/* A reader for the regular .ll shape of the test corpora (no LLVM): the
 * dx.semantic.signatures metadata, !dx.valver, dx.nativelowprec, the target
 * triple, and the "hlsl.*" string attributes of each function. It builds
 * the neutral metadata tree that dxsig_module_read takes, so tests go
 * through the same reader as the plugin. Not a general .ll parser. */
#ifndef DXSIG_TEST_LL_MINI_H
#define DXSIG_TEST_LL_MINI_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/dxsig.h"

#define LL_MAX_NODES 4096
#define LL_MAX_FUNCS 64

struct ll_func {
  char name[128];
  char shader[32];
  char numthreads[64];
  char domain[32];
};

struct ll_file {
  struct dxsig_arena arena;
  char *node_text[LL_MAX_NODES];  /* operand text of !N */
  struct dxsig_md *node_md[LL_MAX_NODES];
  struct ll_func funcs[LL_MAX_FUNCS];
  size_t func_count;
  char triple[96];
  struct dxsig_md_input in;
  bool has_valver;
};

static inline char *ll_read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 14, n = 0, got;
  char *buf = malloc(cap);
  while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
    n += got;
    if (cap - n < 2) {
      char *more = realloc(buf, cap * 2);
      if (!more) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = more;
      cap *= 2;
    }
  }
  fclose(f);
  if (buf)
    buf[n] = '\0';
  if (len)
    *len = n;
  return buf;
}

static inline const struct ll_func *ll_find_func(const struct ll_file *ll, const char *name) {
  for (size_t i = 0; i < ll->func_count; ++i)
    if (strcmp(ll->funcs[i].name, name) == 0)
      return &ll->funcs[i];
  return NULL;
}

/* Splits "a, b, !{c, d}" at top-level commas. */
static inline size_t ll_split(char *s, char **parts, size_t max) {
  size_t n = 0;
  int depth = 0;
  bool quote = false;
  char *start = s;
  for (char *p = s;; ++p) {
    if (*p == '"')
      quote = !quote;
    else if (!quote && (*p == '{' || *p == '['))
      depth++;
    else if (!quote && (*p == '}' || *p == ']'))
      depth--;
    if ((*p == ',' && !quote && depth == 0) || *p == '\0') {
      char end = *p;
      *p = '\0';
      while (isspace((unsigned char)*start))
        start++;
      char *t = start + strlen(start);
      while (t > start && isspace((unsigned char)t[-1]))
        *--t = '\0';
      if (*start && n < max)
        parts[n++] = start;
      if (end == '\0')
        break;
      start = p + 1;
    }
  }
  return n;
}

static inline struct dxsig_md *ll_node(struct ll_file *ll, long id, int depth);

static inline bool ll_operand(struct ll_file *ll, const char *t, struct dxsig_md *md, int depth) {
  memset(md, 0, sizeof *md);
  md->slot = -1;
  if (strcmp(t, "null") == 0) {
    md->kind = DXSIG_MD_NULL;
  } else if (t[0] == 'i' && isdigit((unsigned char)t[1])) {
    char *end;
    md->kind = DXSIG_MD_INT;
    md->bits = (uint32_t)strtoul(t + 1, &end, 10);
    long long v = strtoll(end, NULL, 10);
    md->value = (uint64_t)v;
    if (md->bits < 64)
      md->value &= (UINT64_C(1) << md->bits) - 1;
  } else if (strncmp(t, "float ", 6) == 0 || strncmp(t, "double ", 7) == 0 ||
             strncmp(t, "half ", 5) == 0) {
    md->kind = DXSIG_MD_FLOAT;
    md->bits = t[0] == 'f' ? 32 : t[0] == 'd' ? 64 : 16;
    md->real = strtod(strchr(t, ' ') + 1, NULL); /* decimal only, not 0x bit patterns */
  } else if (t[0] == '!' && t[1] == '"') {
    const char *s = t + 2;
    size_t len = strlen(s);
    if (len == 0 || s[len - 1] != '"')
      return false;
    md->kind = DXSIG_MD_STRING;
    md->str = dxsig_arena_strndup(&ll->arena, s, len - 1);
    md->len = len - 1;
  } else if (t[0] == '!' && isdigit((unsigned char)t[1])) {
    struct dxsig_md *n = ll_node(ll, strtol(t + 1, NULL, 10), depth + 1);
    if (!n)
      return false;
    *md = *n;
  } else if (strncmp(t, "ptr @", 5) == 0) {
    md->kind = DXSIG_MD_FUNCTION;
    md->str = dxsig_arena_strndup(&ll->arena, t + 5, strlen(t + 5));
    md->len = strlen(t + 5);
    const struct ll_func *f = ll_find_func(ll, md->str);
    if (f && f->shader[0]) {
      md->shader_attr = dxsig_arena_strndup(&ll->arena, f->shader, strlen(f->shader));
      md->shader_attr_len = strlen(f->shader);
    }
  } else {
    md->kind = DXSIG_MD_OTHER;
  }
  return true;
}

static inline struct dxsig_md *ll_node(struct ll_file *ll, long id, int depth) {
  if (id < 0 || id >= LL_MAX_NODES || !ll->node_text[id] || depth > 16)
    return NULL;
  if (ll->node_md[id])
    return ll->node_md[id];
  char *text = dxsig_arena_strndup(&ll->arena, ll->node_text[id], strlen(ll->node_text[id]));
  char *parts[256];
  size_t n = ll_split(text, parts, 256);
  struct dxsig_md *md = dxsig_arena_calloc(&ll->arena, 1, sizeof *md);
  struct dxsig_md *ops = dxsig_arena_calloc(&ll->arena, n ? n : 1, sizeof *ops);
  if (!md || !ops)
    return NULL;
  for (size_t i = 0; i < n; ++i)
    if (!ll_operand(ll, parts[i], &ops[i], depth))
      return NULL;
  md->kind = DXSIG_MD_NODE;
  md->ops = ops;
  md->op_count = n;
  md->slot = (int32_t)id; /* the file's own numbering, as LLVM printed it */
  ll->node_md[id] = md;
  return md;
}

/* The text between "!{" and the matching "}" of a line. */
static inline char *ll_braces(char *line) {
  char *open = strstr(line, "!{");
  char *close = strrchr(line, '}');
  if (!open || !close || close < open)
    return NULL;
  *close = '\0';
  return open + 2;
}

static inline void ll_attr(const char *attrs, const char *key, char *out, size_t size) {
  char pat[64];
  snprintf(pat, sizeof pat, "\"%s\"=\"", key);
  const char *p = strstr(attrs, pat);
  if (!p)
    return;
  p += strlen(pat);
  size_t n = strcspn(p, "\"");
  if (n >= size)
    n = size - 1;
  memcpy(out, p, n);
  out[n] = '\0';
}

/* Parses text (modified in place). Returns false on a shape it cannot read. */
static inline bool ll_parse(struct ll_file *ll, char *text) {
  memset(ll, 0, sizeof *ll);
  dxsig_arena_init(&ll->arena);
  ll->in.valver_major = 1;
  char *table_text = NULL, *valver = NULL, *flags = NULL;
  struct {
    char name[128];
    int attr;
  } defs[LL_MAX_FUNCS];
  size_t ndefs = 0;
  char *attr_text[64] = {0};
  for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
    if (line[0] == '!' && isdigit((unsigned char)line[1])) {
      long id = strtol(line + 1, NULL, 10);
      char *body = ll_braces(line);
      if (id >= 0 && id < LL_MAX_NODES && body)
        ll->node_text[id] = body;
    } else if (strncmp(line, "!dx.semantic.signatures", 23) == 0) {
      table_text = ll_braces(line);
    } else if (strncmp(line, "!dx.valver", 10) == 0) {
      valver = ll_braces(line);
    } else if (strncmp(line, "!llvm.module.flags", 18) == 0) {
      flags = ll_braces(line);
    } else if (strncmp(line, "target triple", 13) == 0) {
      const char *q = strchr(line, '"');
      if (q) {
        snprintf(ll->triple, sizeof ll->triple, "%s", q + 1);
        char *e = strchr(ll->triple, '"');
        if (e)
          *e = '\0';
      }
    } else if (strncmp(line, "define ", 7) == 0 && ndefs < LL_MAX_FUNCS) {
      const char *at = strchr(line, '@');
      const char *paren = at ? strchr(at, '(') : NULL;
      const char *hash = strrchr(line, '#');
      if (at && paren && (size_t)(paren - at - 1) < sizeof defs[0].name) {
        memcpy(defs[ndefs].name, at + 1, (size_t)(paren - at - 1));
        defs[ndefs].name[paren - at - 1] = '\0';
        defs[ndefs].attr = hash ? atoi(hash + 1) : -1;
        ndefs++;
      }
    } else if (strncmp(line, "attributes #", 12) == 0) {
      int id = atoi(line + 12);
      if (id >= 0 && id < 64)
        attr_text[id] = line;
    }
  }
  for (size_t i = 0; i < ndefs; ++i) {
    struct ll_func *f = &ll->funcs[ll->func_count++];
    size_t len = strnlen(defs[i].name, sizeof f->name - 1); /* truncates */
    memcpy(f->name, defs[i].name, len);
    f->name[len] = '\0';
    const char *a = defs[i].attr >= 0 && defs[i].attr < 64 ? attr_text[defs[i].attr] : NULL;
    if (a) {
      ll_attr(a, "hlsl.shader", f->shader, sizeof f->shader);
      ll_attr(a, "hlsl.numthreads", f->numthreads, sizeof f->numthreads);
      ll_attr(a, "hlsl.domain", f->domain, sizeof f->domain);
    }
  }
  ll->in.triple = ll->triple[0] ? ll->triple : NULL;
  if (valver) {
    char *parts[4];
    size_t n = ll_split(valver, parts, 4);
    struct dxsig_md *node = n == 1 && parts[0][0] == '!'
                                ? ll_node(ll, strtol(parts[0] + 1, NULL, 10), 0)
                                : NULL;
    if (node && node->op_count == 2) {
      ll->in.valver_major = (uint32_t)node->ops[0].value;
      ll->in.valver_minor = (uint32_t)node->ops[1].value;
      ll->has_valver = true;
    }
  }
  if (flags) {
    char *parts[16];
    size_t n = ll_split(flags, parts, 16);
    for (size_t i = 0; i < n; ++i) {
      struct dxsig_md *node = ll_node(ll, strtol(parts[i] + 1, NULL, 10), 0);
      if (node && node->op_count == 3 && node->ops[1].kind == DXSIG_MD_STRING &&
          strcmp(node->ops[1].str, "dx.nativelowprec") == 0)
        ll->in.native16 = node->ops[2].value != 0;
    }
  }
  if (table_text) {
    char *parts[LL_MAX_FUNCS];
    size_t n = ll_split(table_text, parts, LL_MAX_FUNCS);
    struct dxsig_md *table = dxsig_arena_calloc(&ll->arena, 1, sizeof *table);
    struct dxsig_md *ops = dxsig_arena_calloc(&ll->arena, n ? n : 1, sizeof *ops);
    if (!table || !ops)
      return false;
    for (size_t i = 0; i < n; ++i)
      if (!ll_operand(ll, parts[i], &ops[i], 0))
        return false;
    table->kind = DXSIG_MD_NODE;
    table->ops = ops;
    table->op_count = n;
    table->slot = -1;
    ll->in.table = table;
  }
  return true;
}

static inline void ll_finish(struct ll_file *ll) { dxsig_arena_finish(&ll->arena); }

#endif
