/* Stage linkage: what the files of lib/core/link share. Not installed. */
#ifndef DXSIG_LINK_INTERNAL_H
#define DXSIG_LINK_INTERNAL_H

#include <stdarg.h>
#include <stdio.h>

#include "dxsig/link.h"
#include "dxsig/sigpoint.h"
#include "spellings.h"

/* A name as messages show it (dxsig_name_text): escaped, long ones cut. */
#define MAX_NAME_TEXT DXSIG_NAME_TEXT_SIZE

static inline int ascii_lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static inline bool same_name(const char *a, const char *b) {
  for (;; ++a, ++b) {
    if (ascii_lower((unsigned char)*a) != ascii_lower((unsigned char)*b))
      return false;
    if (!*a)
      return true;
  }
}

/* Orders names as same_name compares them, ASCII letters in either case
 * equal (the order lookups by name sort in). */
static inline int name_order(const char *a, const char *b) {
  for (;; ++a, ++b) {
    int ca = ascii_lower((unsigned char)*a), cb = ascii_lower((unsigned char)*b);
    if (ca != cb || !ca)
      return ca - cb;
  }
}

/* Where messages go, and what they are about ("pipeline 'main': "). */
struct sink {
  struct dxsig_diag_list *diags;
  const char *context;
};

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static inline void report(const struct sink *out, enum dxsig_severity sev,
                          enum dxsig_rule code, const char *fmt, ...) {
  char text[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  if (out->context)
    dxsig_diag_add(out->diags, sev, code, "%s: %s", out->context, text);
  else
    dxsig_diag_add(out->diags, sev, code, "%s", text);
}


/* ---- words --------------------------------------------------------------- */

static inline const char *stage_word(enum dxsig_shader_stage s) {
  const char *n = dxsig_shader_stage_name(s);
  return n ? n : "unknown";
}


static inline void put_components(char *buf, size_t size, uint8_t mask) {
  char text[6] = ".";
  size_t n = 1;
  for (uint32_t c = 0; c < 4; ++c)
    if (mask >> c & 1u)
      text[n++] = "xyzw"[c];
  text[n] = '\0';
  snprintf(buf, size, "%s", n > 1 ? text : "");
}

/* "r1.xy" (or "no register") */
static inline void put_place(char *buf, size_t size, uint32_t reg, uint8_t mask) {
  char comps[8];
  put_components(comps, sizeof comps, mask);
  if (reg == DXSIG_LINK_NO_REGISTER)
    snprintf(buf, size, "no register");
  else
    snprintf(buf, size, "r%u%s", (unsigned)reg, comps);
}

/* "TEXCOORD1" */
static inline void put_label(char *buf, size_t size, const struct dxsig_link_row *r) {
  char name[DXSIG_NAME_TEXT_SIZE];
  snprintf(buf, size, "%s%u", dxsig_name_text(name, r->name, DXSIG_NAME_NUL_TERMINATED),
           (unsigned)r->index);
}

static inline const char *type_word(uint32_t comp_type, uint32_t min_precision) {
  const char *min = dxsig_min_precision_text(min_precision);
  if (min)
    return min;
  uint32_t type = dxsig_program_comp_type_component(comp_type);
  const char *hlsl = dxsig_component_type_text(type, DXSIG_TYPE_HLSL, true);
  return hlsl ? hlsl : "unknown";
}

/* System values the consumer may read although the producer does not
 * write them: the pipeline generates them (rules.c). */
bool dxsig_link_generated(uint32_t sv, enum dxsig_shader_stage prev,
                          enum dxsig_shader_stage cur);

/* Checks producer p -> consumer c, an adjacent pair of known stages
 * (rules.c). */
bool dxsig_link_pair(const struct dxsig_link_stage *p, const struct dxsig_link_stage *c,
                     const struct sink *diags);

#endif
