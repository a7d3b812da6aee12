/* The questions every reader of a metadata tree asks of a node. */
#include "dxsig/mdtree.h"

#include <string.h>

const char *dxsig_md_kind_text(enum dxsig_md_kind kind) {
  switch (kind) {
  case DXSIG_MD_NULL: return "null";
  case DXSIG_MD_INT: return "an integer";
  case DXSIG_MD_FLOAT: return "a floating-point number";
  case DXSIG_MD_STRING: return "a string";
  case DXSIG_MD_NODE: return "a node";
  case DXSIG_MD_FUNCTION: return "a function";
  case DXSIG_MD_NULL_POINTER: return "a null pointer";
  default: return "other metadata";
  }
}

bool dxsig_md_is_string(const struct dxsig_md *md, const char *text) {
  size_t n = strlen(text);
  return md && md->kind == DXSIG_MD_STRING && md->len == n &&
         (n == 0 || memcmp(md->str, text, n) == 0);
}

int64_t dxsig_md_int_signed(const struct dxsig_md *md) {
  uint32_t bits = md->bits;
  if (bits == 0 || bits >= 64)
    return (int64_t)md->value;
  uint64_t v = md->value & ((UINT64_C(1) << bits) - 1);
  if (v >> (bits - 1))
    return (int64_t)(v | ~((UINT64_C(1) << bits) - 1));
  return (int64_t)v;
}
