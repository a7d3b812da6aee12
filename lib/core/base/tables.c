/* Name functions of types.h, generated from tables.def. Arrays are indexed
 * by value; a value outside a table (or a gap) has no name. */
#include "dxsig/types.h"

#include "spellings.h"

#include <string.h>

#define LOOKUP(table, value) \
  ((value) < sizeof(table) / sizeof((table)[0]) ? (table)[(value)] : NULL)

static const char *const semantic_kind_names[DXSIG_SEMANTIC_KIND_COUNT] = {
#define DXSIG_SEMANTIC_KIND(Id, Value, Name, Sv, SvText) [Value] = Name,
#include "dxsig/tables.def"
};

static const unsigned char semantic_kind_system_values[DXSIG_SEMANTIC_KIND_COUNT] = {
#define DXSIG_SEMANTIC_KIND(Id, Value, Name, Sv, SvText) [Value] = Sv,
#include "dxsig/tables.def"
};

static const char *const semantic_kind_sysvalue_texts[DXSIG_SEMANTIC_KIND_COUNT] = {
#define DXSIG_SEMANTIC_KIND(Id, Value, Name, Sv, SvText) [Value] = SvText,
#include "dxsig/tables.def"
};

static const char *const interp_mode_names[DXSIG_INTERP_MODE_COUNT] = {
#define DXSIG_INTERP_MODE(Id, Value, Name, Hlsl) [Value] = Name,
#include "dxsig/tables.def"
};

static const char *const stage_names[DXSIG_SHADER_STAGE_COUNT] = {
#define DXSIG_SHADER_STAGE(Id, Value, Attr, Short, SmMajor, SmMinor) [Value] = Attr,
#include "dxsig/tables.def"
};

static const char *const stage_short_names[DXSIG_SHADER_STAGE_COUNT] = {
#define DXSIG_SHADER_STAGE(Id, Value, Attr, Short, SmMajor, SmMinor) [Value] = Short,
#include "dxsig/tables.def"
};

static const char *const interpretation_names[DXSIG_INTERPRETATION_COUNT] = {
#define DXSIG_INTERPRETATION(Id, Value, Name, Short) [Value] = Name,
#include "dxsig/tables.def"
};

static const char *const sig_kind_names[DXSIG_SIG_KIND_COUNT] = {
#define DXSIG_SIG_KIND(Id, Value, Name) [Value] = Name,
#include "dxsig/tables.def"
};

static const unsigned char component_bits[DXSIG_COMPONENT_TYPE_COUNT] = {
#define DXSIG_COMPONENT_TYPE(Id, Value, Bits, ...) [Value] = Bits,
#include "dxsig/tables.def"
};

static const char component_class[DXSIG_COMPONENT_TYPE_COUNT] = {
#define DXSIG_COMPONENT_TYPE(Id, Value, Bits, Class, ...) [Value] = Class,
#include "dxsig/tables.def"
};

const char *dxsig_semantic_kind_name(uint32_t kind) {
  return LOOKUP(semantic_kind_names, kind);
}

uint32_t dxsig_semantic_kind_system_value(uint32_t kind) {
  return kind < DXSIG_SEMANTIC_KIND_COUNT ? semantic_kind_system_values[kind] : 0;
}

const char *dxsig_semantic_kind_sysvalue_text(uint32_t kind) {
  return LOOKUP(semantic_kind_sysvalue_texts, kind);
}

const char *dxsig_system_value_text(uint32_t system_value) {
  switch (system_value) {
#define DXSIG_TESS_SYSTEM_VALUE(Id, Value, Text) \
  case Value:                                    \
    return Text;
#include "dxsig/tables.def"
  default:
    break;
  }
  for (uint32_t k = 0; k < DXSIG_SEMANTIC_KIND_COUNT; ++k)
    if (system_value != 0 && semantic_kind_system_values[k] == system_value)
      return semantic_kind_sysvalue_texts[k];
  return "NONE";
}

const char *dxsig_interp_mode_name(uint32_t mode) {
  return LOOKUP(interp_mode_names, mode);
}

const char *dxsig_shader_stage_name(uint32_t stage) { return LOOKUP(stage_names, stage); }

const char *dxsig_shader_stage_short_name(uint32_t stage) {
  return LOOKUP(stage_short_names, stage);
}

const char *dxsig_interpretation_name(uint32_t interp) {
  return LOOKUP(interpretation_names, interp);
}

const char *dxsig_sig_kind_name(uint32_t kind) { return LOOKUP(sig_kind_names, kind); }

unsigned dxsig_component_type_bits(uint32_t type) {
  return type < DXSIG_COMPONENT_TYPE_COUNT ? component_bits[type] : 0;
}

char dxsig_component_type_class(uint32_t type) {
  /* INVALID's '-' is a placeholder in the table, not a class. */
  if (type >= DXSIG_COMPONENT_TYPE_COUNT || component_class[type] == '-')
    return 0;
  return component_class[type];
}

bool dxsig_shader_stage_from_name(const char *name, size_t len,
                                  enum dxsig_shader_stage *out) {
  if (!name)
    return false;
  for (uint32_t i = 0; i < DXSIG_SHADER_STAGE_COUNT; ++i) {
    const char *s = stage_names[i];
    if (s && strlen(s) == len && memcmp(s, name, len) == 0) {
      *out = (enum dxsig_shader_stage)i;
      return true;
    }
  }
  return false;
}

/* ---- other spellings (spellings.h) ---- */

static const char *const interp_mode_hlsl[DXSIG_INTERP_MODE_COUNT] = {
#define DXSIG_INTERP_MODE(Id, Value, Name, Hlsl) [Value] = Hlsl,
#include "dxsig/tables.def"
};

const char *dxsig_interp_mode_hlsl(uint32_t mode) { return LOOKUP(interp_mode_hlsl, mode); }

/* [type][spelling][native16] */
static const char *const component_texts[DXSIG_COMPONENT_TYPE_COUNT][3][2] = {
#define DXSIG_COMPONENT_TYPE(Id, Value, Bits, Class, Name, Hlsl, HlslMin, Table, TableMin) \
  [Value] = {{Name, Name}, {HlslMin, Hlsl}, {TableMin, Table}},
#include "dxsig/tables.def"
};

const char *dxsig_component_type_text(uint32_t type, enum dxsig_type_spelling how,
                                      bool native16) {
  if (type >= DXSIG_COMPONENT_TYPE_COUNT || (unsigned)how > DXSIG_TYPE_TABLE)
    return NULL;
  return component_texts[type][how][native16];
}

static const char *const program_comp_texts[] = {
#define DXSIG_PROGRAM_COMP_TYPE(Id, Value, Text, Type) [Value] = Text,
#include "dxsig/tables.def"
};

static const unsigned char program_comp_components[] = {
#define DXSIG_PROGRAM_COMP_TYPE(Id, Value, Text, Type) [Value] = DXSIG_COMP_##Type,
#include "dxsig/tables.def"
};

const char *dxsig_program_comp_type_text(uint32_t type) {
  return LOOKUP(program_comp_texts, type);
}

uint32_t dxsig_program_comp_type_component(uint32_t type) {
  const size_t count = sizeof program_comp_components / sizeof program_comp_components[0];
  return type < count ? program_comp_components[type] : DXSIG_COMP_INVALID;
}

const char *dxsig_min_precision_text(uint32_t min_precision) {
  /* Sparse values (0xf0, 0xf1): a search, not an index. */
  static const struct {
    uint32_t value;
    const char *text;
  } texts[] = {
#define DXSIG_MIN_PRECISION(Id, Value, Hlsl) {Value, Hlsl},
#include "dxsig/tables.def"
  };
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; ++i)
    if (texts[i].value == min_precision)
      return texts[i].text;
  return NULL;
}
