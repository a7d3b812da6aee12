/* dxsig core model: the signature data model (its enumerations are in
 * tables.h).
 *
 * Plain data, no LLVM. Integer fields of an element are wide enough to hold
 * any value metadata can carry, so that the verifier can report out-of-range
 * values as they were written.
 */
#ifndef DXSIG_TYPES_H
#define DXSIG_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"
#include "dxsig/tables.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The register space of one signature (one GS stream). */
#define DXSIG_MAX_ROWS 32u
#define DXSIG_MAX_COLS 4u
/* StartRow / StartCol of an element that has no register. */
#define DXSIG_UNALLOCATED (-1)

/* The metadata node a model object (or a diagnostic) comes from, as LLVM
 * prints the module: `!slot`. All zero means none, so that a model built by
 * hand names no node. */
struct dxsig_node_ref {
  bool known;
  uint32_t slot;
};

/* The operands of an element node of dx.semantic.signatures, in order
 * (docs/metadata.md): the one table of their positions, for the reader
 * (signature/module_read.c) and the writer (the LLVM glue's md_write.cpp). */
enum dxsig_element_operand {
  DXSIG_ELEMENT_OP_ID,
  DXSIG_ELEMENT_OP_NAME,
  DXSIG_ELEMENT_OP_COMP_TYPE,
  DXSIG_ELEMENT_OP_KIND,
  DXSIG_ELEMENT_OP_INDICES,
  DXSIG_ELEMENT_OP_INTERP,
  DXSIG_ELEMENT_OP_ROWS,
  DXSIG_ELEMENT_OP_COLS,
  DXSIG_ELEMENT_OP_START_ROW,
  DXSIG_ELEMENT_OP_START_COL,
  DXSIG_ELEMENT_OP_USAGE_MASK,
  DXSIG_ELEMENT_OP_DYN_INDEX_MASK,
  DXSIG_ELEMENT_OP_STREAM,
  DXSIG_ELEMENT_OP_COUNT /* 13 */
};

/* One signature element: the 13 operands of the metadata node. */
struct dxsig_element {
  uint32_t id;              /* 0: signature ID */
  const char *name;         /* 1: semantic name; NUL-terminated, not owned */
  size_t name_len;          /*    its length (the name may hold NUL bytes) */
  uint32_t comp_type;       /* 2: enum dxsig_component_type */
  uint32_t kind;            /* 3: enum dxsig_semantic_kind */
  const uint32_t *indices;  /* 4: semantic indices, index_count of them */
  uint32_t index_count;
  uint32_t interp;          /* 5: enum dxsig_interp_mode */
  uint32_t rows;            /* 6 */
  uint32_t cols;            /* 7 */
  int32_t start_row;        /* 8: DXSIG_UNALLOCATED or 0..31 */
  int32_t start_col;        /* 9: DXSIG_UNALLOCATED or 0..3 */
  uint32_t usage_mask;      /* 10: register-relative once allocated */
  uint32_t dyn_index_mask;  /* 11: element-relative */
  uint32_t stream;          /* 12: GS output stream */
  struct dxsig_node_ref node; /* the element's node */
};

static inline bool dxsig_element_is_allocated(const struct dxsig_element *e) {
  return e->start_row != DXSIG_UNALLOCATED && e->start_col != DXSIG_UNALLOCATED;
}

/* The components an element's UsageMask may name: its columns,
 * element-relative while it is unallocated, shifted by StartCol once it is
 * allocated (the mask's convention, docs/metadata.md). 0 when Cols or
 * StartCol is out of range. */
static inline uint32_t dxsig_element_usage_columns(const struct dxsig_element *e) {
  if (e->cols == 0 || e->cols > DXSIG_MAX_COLS)
    return 0;
  uint32_t cols = (1u << e->cols) - 1u;
  if (!dxsig_element_is_allocated(e))
    return cols;
  if (e->start_col < 0 || e->start_col >= (int32_t)DXSIG_MAX_COLS)
    return 0;
  return (cols << (uint32_t)e->start_col) & 0xFu;
}

/* One element list of an entry. */
struct dxsig_signature {
  enum dxsig_sig_kind kind;
  bool present;                    /* false: the list operand was null/absent */
  struct dxsig_element *elements;  /* count elements, owned by the module */
  size_t count;
  struct dxsig_node_ref node;      /* the list's node */
};

/* One entry function with its signatures. */
struct dxsig_entry {
  const char *name;                /* function name, NUL-terminated */
  size_t table_index;              /* operand index in dx.semantic.signatures */
  enum dxsig_shader_stage stage;
  bool has_stage;                  /* false: no "hlsl.shader" and no triple env */
  struct dxsig_signature sigs[DXSIG_SIG_KIND_COUNT];
  struct dxsig_node_ref node;      /* its dx.semantic.signatures triple */
  bool no_triple;                  /* a function with "hlsl.shader" that the
                                      table does not list: no lists */
  bool pass_through;               /* a hull shader that is a declaration:
                                      DXC's pass-through hull shader */
};

#ifdef __cplusplus
}
#endif
#endif
