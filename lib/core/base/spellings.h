/* Internal: the other spellings of tables.def values (HLSL keywords, DXC's
 * table and dump texts), and the container's own type numbering. Every
 * printer takes its words from here, so each is written once, in
 * tables.def. NULL where a table has no spelling: the caller says what it
 * prints then. */
#ifndef DXSIG_SPELLINGS_H
#define DXSIG_SPELLINGS_H

#include <stdbool.h>
#include <stdint.h>

/* The HLSL modifiers of an interpolation mode ("noperspective centroid"). */
const char *dxsig_interp_mode_hlsl(uint32_t mode);

enum dxsig_type_spelling {
  DXSIG_TYPE_NAME,  /* our messages: "uint16", "snorm half" */
  DXSIG_TYPE_HLSL,  /* HLSL keyword: "uint16_t", or "min16uint" */
  DXSIG_TYPE_TABLE  /* DXC's signature tables: "uint16", "fp16", "uint" for bool */
};

/* A component type (DXSIG_COMP_*) in one spelling; native16 false gives
 * the min-precision spelling of the 16-bit types (HLSL; TABLE is the same
 * either way, as DXC prints it). */
const char *dxsig_component_type_text(uint32_t type, enum dxsig_type_spelling how,
                                      bool native16);

/* A record's ComponentType (DxilProgramSigCompType): DXC's dump text, and
 * the component type it stands for (DXSIG_COMP_INVALID when none). */
const char *dxsig_program_comp_type_text(uint32_t type);
uint32_t dxsig_program_comp_type_component(uint32_t type);

/* A record's MinPrecision as the type it names ("min16float"). */
const char *dxsig_min_precision_text(uint32_t min_precision);

#endif
