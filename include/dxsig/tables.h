/* dxsig enumerations: the tables of tables.def as C enums, with their names.
 *
 * No data model here, so that headers which only need a stage or a list
 * kind (diagnostics, root signatures) do not pull in the signature model.
 */
#ifndef DXSIG_TABLES_H
#define DXSIG_TABLES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"

#ifdef __cplusplus
extern "C" {
#endif

enum dxsig_semantic_kind {
#define DXSIG_SEMANTIC_KIND(Id, Value, Name, Sv, SvText) DXSIG_SEMANTIC_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_SEMANTIC_KIND_COUNT
};

enum dxsig_component_type {
#define DXSIG_COMPONENT_TYPE(Id, Value, ...) DXSIG_COMP_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_COMPONENT_TYPE_COUNT
};

enum dxsig_interp_mode {
#define DXSIG_INTERP_MODE(Id, Value, ...) DXSIG_INTERP_##Id = Value,
#include "dxsig/tables.def"
  DXSIG_INTERP_MODE_COUNT
};

enum dxsig_tess_system_value {
#define DXSIG_TESS_SYSTEM_VALUE(Id, Value, Text) DXSIG_SV_##Id = Value,
#include "dxsig/tables.def"
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
/* DXC's SysValue text of a SystemValue (D3D_NAME) value: a kind's, or a
 * tessellation factor's ("TRIEDGE", ...); "NONE" for 0 and unknown values. */
DXSIG_API const char *dxsig_system_value_text(uint32_t system_value);
/* Bit width of a component type (1, 16, 32, 64), 0 when unknown. */
DXSIG_API unsigned dxsig_component_type_bits(uint32_t type);
/* 'b' bool, 'i' integer, 'f' float, 'p' packed, 0 when unknown. */
DXSIG_API char dxsig_component_type_class(uint32_t type);
/* Parses an "hlsl.shader" attribute value / triple environment name.
 * Returns false when the name is not a stage. */
DXSIG_API bool dxsig_shader_stage_from_name(const char *name, size_t len,
                                  enum dxsig_shader_stage *out);

#ifdef __cplusplus
}
#endif
#endif
