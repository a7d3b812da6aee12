/* Internal: the HLSL reader's declarations (decls.c), types (types.c),
 * elements (elements.c) and entries (entries.c). */
#ifndef DXSIG_HLSL_INTERNAL_H
#define DXSIG_HLSL_INTERNAL_H

#include "dxsig/hlsl.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct dxsig_rs_token tok_t;
typedef struct dxsig_rs_loc loc_t;

/* ---- names -------------------------------------------------------------- */

/* An open-addressing map from names to pointers, so that every lookup of a
 * large file costs the same (the reader is linear in the file). */
struct hl_map {
  struct hl_map_slot *slots;
  size_t count, capacity;
  bool failed;
};
void hl_map_finish(struct hl_map *map);
/* The last value put under name, or NULL. */
void *hl_map_get(const struct hl_map *map, const char *name, size_t len);
/* Replaces what name held; false (map->failed) when memory ran out. */
bool hl_map_put(struct hl_map *map, const char *name, size_t len, void *value);

/* ---- types ---------------------------------------------------------------- */

enum hl_type_kind {
  HT_NONE,        /* void */
  HT_NUMERIC,     /* scalar, vector or matrix */
  HT_STRUCT,
  HT_INPUT_PATCH, /* InputPatch<T, N> */
  HT_OUTPUT_PATCH,/* OutputPatch<T, N> */
  HT_STREAM,      /* PointStream<T>, LineStream<T>, TriangleStream<T> */
  HT_OBJECT       /* a resource, sampler or other object: never in a signature */
};

/* The scalars HLSL writes; what each is in a signature depends on
 * -enable-16bit-types (hl_component_type). */
enum hl_scalar {
  HS_BOOL, HS_INT, HS_UINT, HS_HALF, HS_FLOAT, HS_DOUBLE,
  HS_MIN16FLOAT, HS_MIN10FLOAT, HS_MIN16INT, HS_MIN12INT, HS_MIN16UINT,
  HS_INT16, HS_UINT16, HS_FLOAT16, HS_INT64, HS_UINT64,
  HS_COUNT
};

enum hl_orientation { HO_DEFAULT, HO_ROW_MAJOR, HO_COLUMN_MAJOR };

struct hl_struct;

struct hl_type {
  enum hl_type_kind kind;
  enum hl_scalar scalar;
  uint32_t rows, cols;           /* scalar 1x1, vector 1xN, matrix RxC */
  bool matrix;
  enum hl_orientation orientation; /* of a matrix, as declared */
  uint32_t norm;                 /* 0, 1 snorm, 2 unorm */
  const struct hl_struct *st;    /* HT_STRUCT */
  const struct hl_type *inner;   /* patches and streams: the element type */
  uint32_t inner_dims[4], inner_dim_count; /* and its array dimensions */
  uint32_t count;                /* patches: control points */
  uint32_t stream_topology;      /* streams: enum dxsig_primitive_topology */
  const char *name;              /* as written, for messages */
  size_t name_len;
};

/* Modifiers of a parameter or field. */
enum {
  HM_IN = 1u << 0,
  HM_OUT = 1u << 1,
  HM_UNIFORM = 1u << 2,
  HM_LINEAR = 1u << 3,
  HM_CENTROID = 1u << 4,
  HM_NOPERSPECTIVE = 1u << 5,
  HM_SAMPLE = 1u << 6,
  HM_NOINTERPOLATION = 1u << 7,
  HM_POINT = 1u << 8,          /* GS input primitives */
  HM_LINE = 1u << 9,
  HM_TRIANGLE = 1u << 10,
  HM_LINEADJ = 1u << 11,
  HM_TRIANGLEADJ = 1u << 12,
  HM_VERTICES = 1u << 13,      /* MS outputs */
  HM_PRIMITIVES = 1u << 14,
  HM_INDICES = 1u << 15,
  HM_PAYLOAD = 1u << 16
};
#define HM_INTERP (HM_LINEAR | HM_CENTROID | HM_NOPERSPECTIVE | HM_SAMPLE | HM_NOINTERPOLATION)
#define HM_PRIMITIVE (HM_POINT | HM_LINE | HM_TRIANGLE | HM_LINEADJ | HM_TRIANGLEADJ)

#define HL_MAX_DIMS 8

/* A parameter, a field or a function's return: a name, a type, arrays and
 * a semantic. */
struct hl_decl {
  const char *name;
  size_t name_len;
  loc_t loc;
  uint32_t mods;
  struct hl_type type;
  uint32_t dims[HL_MAX_DIMS];
  uint32_t dim_count;
  uint32_t type_dim_count;       /* the last ones, from a typedef */
  const char *semantic;          /* NULL: none */
  size_t semantic_len;
  loc_t semantic_loc;
};

struct hl_struct {
  const char *name;
  size_t name_len;
  loc_t loc;
  const struct hl_struct *base;
  struct hl_decl *fields;
  size_t count;
  bool defined;
  struct dxsig_diag_list *errors; /* what reading it reported, for an entry
                                     that needs it; NULL: nothing */
  /* Computed once (a struct of structs is walked once, not once per use). */
  uint64_t index_size;            /* semantic indices it takes; 0: not yet */
  uint64_t payload_size;          /* bytes as a mesh payload; 0: not yet */
  uint32_t payload_align;
};

/* An attribute written before a function: [name(args)]. */
struct hl_attr {
  const char *name;
  size_t name_len;
  loc_t loc;
  size_t arg_begin, arg_end;     /* token range of the arguments */
};

struct hl_function {
  const char *name;
  size_t name_len;
  loc_t loc;
  struct hl_attr *attrs;
  size_t attr_count;
  struct hl_decl ret;            /* type HT_NONE: void */
  struct hl_decl *params;
  size_t param_count;
  bool defined;
  struct dxsig_diag_list *errors; /* as a struct's */
};

/* A file's declarations. */
struct hl_file {
  const tok_t *toks;
  size_t count;
  struct dxsig_arena *arena;
  struct dxsig_diag_list *diags;
  const struct dxsig_hlsl_options *opt;
  struct hl_map structs, typedefs, constants;
  struct hl_map functions;        /* name -> its last definition */
  struct hl_function **fns;      /* every function, in file order */
  size_t fn_count, fn_cap;
  enum hl_orientation pack_matrix; /* the last #pragma pack_matrix read */
  struct dxsig_diag_list **owned_lists; /* the declarations' error lists */
  size_t owned_count, owned_cap;
  bool oom;
};

/* Reads every declaration of the tokens (decls.c). False when memory ran
 * out or a '{' is never closed (reported: it hides the rest of the file);
 * other syntax errors are kept with their struct or function (its errors
 * list) and reported only when an entry needs it. */
bool hl_file_read(struct hl_file *f);

/* A typedef: the type and its dimensions. */
struct hl_typedef {
  struct hl_type type;
  uint32_t dims[HL_MAX_DIMS];
  uint32_t dim_count;
};

/* Evaluates the integer constant expression toks[begin, end); false after
 * a located error. (decls.c) */
bool hl_eval_const(struct hl_file *f, size_t begin, size_t end, int64_t *out);

/* Reports a located error at token pos (or at loc when pos is past the
 * end). */
void hl_error(struct hl_file *f, enum dxsig_rule rule, size_t pos, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
void hl_error_at(struct hl_file *f, enum dxsig_rule rule, loc_t loc, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Token helpers. */
bool hl_tok_is(const struct hl_file *f, size_t pos, const char *text);
bool hl_tok_ident(const struct hl_file *f, size_t pos);

/* ---- types.c -------------------------------------------------------------- */

/* A built-in type name (float4, min16float2x3, uint, vector, matrix, ...):
 * fills t and returns true; false when name is not one. */
bool hl_builtin_type(const char *name, size_t len, struct hl_type *t);
/* The signature component type of a scalar (enum dxsig_component_type). */
uint32_t hl_component_type(enum hl_scalar s, uint32_t norm, bool native16);
/* Whether a scalar needs -enable-16bit-types. */
bool hl_scalar_needs_16bit(enum hl_scalar s);
/* Whether a scalar is a floating-point type (interpolation defaults). */
bool hl_scalar_is_float(enum hl_scalar s);
/* The name of a type, for messages. */
const char *hl_scalar_name(enum hl_scalar s);

/* ---- elements.c ----------------------------------------------------------- */

/* One element in the making: the model element and where it is declared. */
struct hl_element {
  struct dxsig_element el;
  loc_t loc;
};

struct hl_list {
  struct hl_element *items;
  size_t count, cap;
};

/* Where a declaration's elements go. */
struct hl_sink {
  struct hl_file *f;
  uint64_t *leaves;              /* leaves walked for the entry so far */
  enum dxsig_shader_stage stage;
  struct dxsig_shader_model sm;
  enum dxsig_sig_kind list;
  enum dxsig_sigpoint sigpoint;  /* the declaration's (DXC SigPointFromInputQual) */
  uint32_t stream;
  bool native16;
  struct hl_list *out;
};

/* Flattens a declaration of type d->type with arrays dims (the leading
 * dimensions of d already removed by the caller for GS, patches and mesh
 * outputs) into elements, as DXC assigns semantic indices. False after a
 * located error. */
bool hl_elements_of(struct hl_sink *sink, const struct hl_decl *d, const struct hl_type *type,
                    const uint32_t *dims, uint32_t dim_count);
/* DXC's error for each 64-bit element of lists (an entry's), at the
 * entry: true when there is none. */
bool hl_refuse_64bit(struct hl_file *f, const struct hl_list lists[DXSIG_SIG_KIND_COUNT],
                     loc_t at);

#endif
