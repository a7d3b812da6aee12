/* dxsig metadata tree: a neutral copy of LLVM metadata for the core's
 * readers (dx.semantic.signatures, dx.rootsignatures).
 *
 * The LLVM glue builds it and judges nothing: every operand gets the kind it
 * has, nodes below the depth a schema can have become DXSIG_MD_OTHER, and
 * the readers report what does not fit. A null operand stays a null (LLVM-C
 * would turn `!{null}` into `!{}`); every node carries the number LLVM
 * prints for it (`!14`) so that diagnostics can say where. Tests and other
 * producers may build trees by hand.
 */
#ifndef DXSIG_MDTREE_H
#define DXSIG_MDTREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"

#ifdef __cplusplus
extern "C" {
#endif

enum dxsig_md_kind {
  DXSIG_MD_NULL,         /* a null operand (`null`) */
  DXSIG_MD_INT,          /* an integer constant */
  DXSIG_MD_FLOAT,        /* a floating-point constant */
  DXSIG_MD_STRING,       /* an MDString */
  DXSIG_MD_NODE,         /* a tuple node */
  DXSIG_MD_FUNCTION,     /* a function reference */
  DXSIG_MD_NULL_POINTER, /* the constant `ptr null` */
  DXSIG_MD_OTHER         /* anything else, or a node deeper than the schema */
};

struct dxsig_md {
  enum dxsig_md_kind kind;
  uint32_t bits;                 /* INT, FLOAT: bit width */
  union {
    uint64_t value;              /* INT: zero-extended (low 64 bits) */
    double real;                 /* FLOAT: the value as a double */
  };
  const char *str;               /* STRING: text; FUNCTION: name */
  size_t len;
  const struct dxsig_md *ops;    /* NODE: operands */
  size_t op_count;
  int32_t slot;                  /* NODE: N of `!N` as LLVM prints the
                                    module; -1 when unknown */
  /* FUNCTION only: */
  bool is_declaration;
  const char *shader_attr;       /* "hlsl.shader" value, NULL when absent */
  size_t shader_attr_len;
};

/* "null", "an integer", "a string", ... for diagnostics. */
DXSIG_API const char *dxsig_md_kind_text(enum dxsig_md_kind kind);

/* md is the string text (compared with its length; text is NUL-terminated). */
DXSIG_API bool dxsig_md_is_string(const struct dxsig_md *md, const char *text);

/* An INT as LLVM writes it: signed in its own bit width. */
DXSIG_API int64_t dxsig_md_int_signed(const struct dxsig_md *md);

#ifdef __cplusplus
}
#endif
#endif
