/* dxsig core model: enumerations and the signature data model.
 *
 * Plain data, no LLVM. Every enum comes from tables.def. Integer fields of an
 * element are wide enough to hold any value metadata can carry, so that the
 * verifier can report out-of-range values as they were written.
 */
#ifndef DXSIG_TYPES_H
#define DXSIG_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The register space of one signature (one GS stream). */
#define DXSIG_MAX_ROWS 32u
#define DXSIG_MAX_COLS 4u
/* StartRow / StartCol of an element that has no register. */
#define DXSIG_UNALLOCATED (-1)

enum dxsig_semantic_kind {
#define DXSIG_SEMANTIC_KIND(Id, Value, Name, Sv, SvText) DXSIG_SEMANTIC_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_SEMANTIC_KIND_COUNT
};

enum dxsig_component_type {
#define DXSIG_COMPONENT_TYPE(Id, Value, Bits, Class, ...) DXSIG_COMP_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_COMPONENT_TYPE_COUNT
};

enum dxsig_interp_mode {
#define DXSIG_INTERP_MODE(Id, Value, ...) DXSIG_INTERP_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_INTERP_MODE_COUNT
};

enum dxsig_shader_stage {
#define DXSIG_SHADER_STAGE(Id, Value, Attr, Short, SmMajor, SmMinor) DXSIG_STAGE_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_SHADER_STAGE_COUNT
};

enum dxsig_sigpoint {
#define DXSIG_SIGPOINT(Id, Value, Stage, Packing) DXSIG_SIGPOINT_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_SIGPOINT_COUNT
};

enum dxsig_packing_kind {
#define DXSIG_PACKING_KIND(Id, Value) DXSIG_PACKING_KIND_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_PACKING_KIND_COUNT
};

enum dxsig_interpretation {
#define DXSIG_INTERPRETATION(Id, Value, Name, Short) DXSIG_INTERP_KIND_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_INTERPRETATION_COUNT
};

enum dxsig_sig_kind {
#define DXSIG_SIG_KIND(Id, Value, Name) DXSIG_SIG_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_SIG_KIND_COUNT
};

/* Names. Each returns NULL for a value outside its table. */
DXSIG_API const char *dxsig_semantic_kind_name(uint32_t kind);  /* canonical "SV_..." or "" */
DXSIG_API const char *dxsig_interp_mode_name(uint32_t mode);
DXSIG_API const char *dxsig_shader_stage_name(uint32_t stage);  /* "pixel", "vertex", ... */
DXSIG_API const char *dxsig_shader_stage_short_name(uint32_t stage); /* "ps", "vs", ... */
DXSIG_API const char *dxsig_interpretation_name(uint32_t interp);
DXSIG_API const char *dxsig_sig_kind_name(uint32_t kind);       /* "input", ... */
/* The SystemValue field (D3D_NAME) of a signature-part record of kind: 0
 * when it has none, and for SV_TessFactor / SV_InsideTessFactor, whose
 * value depends on the tessellation domain. */
DXSIG_API uint32_t dxsig_semantic_kind_system_value(uint32_t kind);
/* DXC's SysValue column in signature tables ("POS", ...; "NONE"). NULL for
 * a value outside the table. */
DXSIG_API const char *dxsig_semantic_kind_sysvalue_text(uint32_t kind);
/* Bit width of a component type (1, 16, 32, 64), 0 when unknown. */
DXSIG_API unsigned dxsig_component_type_bits(uint32_t type);
/* 'b' bool, 'i' integer, 'f' float, 'p' packed, 0 when unknown. */
DXSIG_API char dxsig_component_type_class(uint32_t type);
/* Parses an "hlsl.shader" attribute value / triple environment name.
 * Returns false when the name is not a stage. */
DXSIG_API bool dxsig_shader_stage_from_name(const char *name, size_t len,
                                  enum dxsig_shader_stage *out);

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
};

static inline bool dxsig_element_is_allocated(const struct dxsig_element *e) {
  return e->start_row != DXSIG_UNALLOCATED && e->start_col != DXSIG_UNALLOCATED;
}

/* One element list of an entry. */
struct dxsig_signature {
  enum dxsig_sig_kind kind;
  bool present;                    /* false: the list operand was null/absent */
  struct dxsig_element *elements;  /* count elements, owned by the module */
  size_t count;
};

/* One entry function with its signatures. */
struct dxsig_entry {
  const char *name;                /* function name, NUL-terminated */
  size_t table_index;              /* operand index in dx.semantic.signatures */
  enum dxsig_shader_stage stage;
  bool has_stage;                  /* false: no "hlsl.shader" and no triple env */
  struct dxsig_signature sigs[DXSIG_SIG_KIND_COUNT];
};

#ifdef __cplusplus
}
#endif
#endif
