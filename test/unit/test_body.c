/* Entry bodies through the C API (include/dxsig/body.h): every access check
 * with its exact text and fields, the masks derived from accesses, and
 * DXC's serialized ViewID state for small bodies whose tables are worked
 * out by hand below, then laid out in PSV0. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/body.h"
#include "dxsig/buffer.h"
#include "dxsig/container.h"
#include "test.h"

static const uint32_t IDX[32] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,
                                 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                                 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};

/* An element; start row/col -1 leaves it unallocated. */
static struct dxsig_element el(uint32_t id, const char *name, uint32_t comp, uint32_t kind,
                               uint32_t rows, uint32_t cols, int32_t row, int32_t col,
                               uint32_t stream) {
  struct dxsig_element e;
  memset(&e, 0, sizeof e);
  e.id = id;
  e.name = name;
  e.name_len = strlen(name);
  e.comp_type = comp;
  e.kind = kind;
  e.indices = IDX;
  e.index_count = rows;
  e.interp = DXSIG_INTERP_LINEAR;
  e.rows = rows;
  e.cols = cols;
  e.start_row = row;
  e.start_col = col;
  e.stream = stream;
  return e;
}

static void entry_init(struct dxsig_entry *e, const char *name, enum dxsig_shader_stage stage,
                       struct dxsig_element *in, size_t n_in, struct dxsig_element *out,
                       size_t n_out, struct dxsig_element *pc, size_t n_pc) {
  memset(e, 0, sizeof *e);
  e->name = name;
  e->stage = stage;
  e->has_stage = true;
  e->sigs[0] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = n_in > 0, .elements = in, .count = n_in};
  e->sigs[1] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = n_out > 0, .elements = out, .count = n_out};
  e->sigs[2] = (struct dxsig_signature){.kind = DXSIG_SIG_PATCH_CONSTANT, .present = n_pc > 0, .elements = pc, .count = n_pc};
}

#define F32 DXSIG_COMP_F32
#define ARB DXSIG_SEMANTIC_ARBITRARY
#define DYN UINT32_MAX
static const char INSTR[] = "%t = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, "
                            "i32 undef)";

/* An access at helper, shader.hlsl:12:5; row DYN: a dynamic row. */
static struct dxsig_access acc(enum dxsig_access_op op, uint32_t id, uint32_t row, uint32_t col,
                               uint32_t width, enum dxsig_value_type type) {
  struct dxsig_access a;
  memset(&a, 0, sizeof a);
  a.op = op;
  a.id = id;
  a.row_dynamic = row == DYN;
  a.row = row == DYN ? 0 : row;
  a.col = col;
  a.width = width;
  a.type = type;
  a.at.function = "helper";
  a.at.instruction = INSTR;
  a.at.file = "shader.hlsl";
  a.at.line = 12;
  a.at.column = 5;
  return a;
}

/* The shader model check_one's bodies say ({0, 0}: unknown). */
static struct dxsig_shader_model check_sm;

/* Whether a diagnostic is about the whole body (outputs it leaves
 * unwritten), not about one access. */
static bool about_whole_body(const struct dxsig_diag *x) {
  return x->code == DXSIG_RULE_BODY_POSITION_WRITTEN || x->code == DXSIG_RULE_BODY_OUTPUT_WRITTEN;
}

/* The one diagnostic that checking access a reports (NULL when none or
 * more), those about the whole body left aside: its text, into buf. */
static const char *check_one(const struct dxsig_entry *e, struct dxsig_access a, char *buf,
                             size_t size, enum dxsig_rule *code) {
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_body body = {&a, 1, NULL, 0, false, check_sm};
  dxsig_body_check(e, &body, &d);
  const struct dxsig_diag *one = NULL;
  size_t count = 0;
  for (size_t i = 0; i < d.count; ++i)
    if (!about_whole_body(&d.items[i])) {
      one = &d.items[i];
      ++count;
    }
  const char *r = NULL;
  if (count == 1 && one->severity == DXSIG_ERROR) {
    snprintf(buf, size, "%s", one->message);
    *code = one->code;
    r = buf;
  } else if (count == 0) {
    snprintf(buf, size, "ok");
    r = buf;
  }
  dxsig_diag_list_finish(&d);
  return r;
}

#define ASSERT_CHECK(entry, access, rule, text)                                               \
  do {                                                                                        \
    char buf_[512];                                                                           \
    enum dxsig_rule code_ = DXSIG_RULE_OUT_OF_MEMORY;                                         \
    ASSERT_EQ_STR(check_one(entry, access, buf_, sizeof buf_, &code_), text);                 \
    ASSERT_EQ_INT(code_, rule);                                                               \
  } while (0)

#define ASSERT_OK(entry, access)                                                              \
  do {                                                                                        \
    char buf_[512];                                                                           \
    enum dxsig_rule code_;                                                                    \
    ASSERT_EQ_STR(check_one(entry, access, buf_, sizeof buf_, &code_), "ok");                 \
  } while (0)

#define LOC "in function 'helper': `%t = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 " \
            "0, i8 3, i32 undef)`: "

/* A vertex shader with one element of each kind the checks need. */
static struct dxsig_element vs_in[6], vs_out[2];
static void vs_entry(struct dxsig_entry *e) {
  vs_in[0] = el(0, "POSITION", F32, ARB, 1, 4, -1, -1, 0);
  vs_in[1] = el(1, "TEXCOORD", F32, ARB, 1, 2, -1, -1, 0);
  vs_in[2] = el(2, "BLENDINDICES", DXSIG_COMP_U32, ARB, 2, 1, -1, -1, 0);
  vs_in[3] = el(3, "FLAG", DXSIG_COMP_I1, ARB, 1, 1, -1, -1, 0);
  vs_in[4] = el(4, "LOWP", DXSIG_COMP_F16, ARB, 1, 2, -1, -1, 0);
  vs_in[5] = el(5, "BIG", DXSIG_COMP_I64, ARB, 1, 1, -1, -1, 0);
  vs_out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, -1, -1, 0);
  vs_out[1] = el(1, "TEXCOORD", F32, ARB, 2, 2, -1, -1, 0);
  entry_init(e, "main", DXSIG_STAGE_VERTEX, vs_in, 6, vs_out, 2, NULL, 0);
}

TEST(check_ids_rows_columns) {
  struct dxsig_entry e;
  vs_entry(&e);
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 1, 1, DXSIG_VALUE_F32));
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 2, DYN, 0, 1, DXSIG_VALUE_I32));
  ASSERT_OK(&e, acc(DXSIG_ACCESS_STORE_OUTPUT, 1, 1, 0, 2, DXSIG_VALUE_F32));
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 7, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_ELEMENT_ID,
               "entry 'main' input signature: " LOC
               "loadInput names element 7, but the list has 6 elements");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_STORE_OUTPUT, 2, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_ELEMENT_ID,
               "entry 'main' output signature: " LOC
               "storeOutput names element 2, but the list has 2 elements");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 1, 1, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_ROW,
               "entry 'main' input element 1 'TEXCOORD0': " LOC
               "row 1 is outside the element's 1 row");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 2, 2, 0, 1, DXSIG_VALUE_I32),
               DXSIG_RULE_BODY_ROW,
               "entry 'main' input element 2 'BLENDINDICES0': " LOC
               "row 2 is outside the element's 2 rows");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 0, DYN, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_DYNAMIC_ROW,
               "entry 'main' input element 0 'POSITION0': " LOC
               "a dynamic row needs an element of more than one row");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 3, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_COLUMN,
               "entry 'main' input element 1 'TEXCOORD0': " LOC
               "column 3 is outside the element's 2 columns");
  /* DXC's own test would let column 2 of a 2-column element through. */
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 2, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_COLUMN,
               "entry 'main' input element 1 'TEXCOORD0': " LOC
               "column 2 is outside the element's 2 columns");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 1, 2, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_COLUMN,
               "entry 'main' input element 1 'TEXCOORD0': " LOC
               "columns 1 to 2 are outside the element's 2 columns");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 2, 0, 0, 0, DXSIG_VALUE_I32),
               DXSIG_RULE_BODY_COLUMN,
               "entry 'main' input element 2 'BLENDINDICES0': " LOC
               "the access has no component (width 0)");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 2, 0, 1, 1, DXSIG_VALUE_I32),
               DXSIG_RULE_BODY_COLUMN,
               "entry 'main' input element 2 'BLENDINDICES0': " LOC
               "column 1 is outside the element's 1 column");
}

TEST(check_types) {
  struct dxsig_entry e;
  vs_entry(&e);
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 3, 0, 0, 1, DXSIG_VALUE_I32));
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 3, 0, 0, 1, DXSIG_VALUE_I1));
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 4, 0, 0, 2, DXSIG_VALUE_F16));
  /* Any overload the operation has, whatever the component type: DXC's
   * DXBC converter reads float elements as i32. */
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 4, DXSIG_VALUE_I32));
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 2, 0, 0, 1, DXSIG_VALUE_I16));
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 3, 0, 0, 1, DXSIG_VALUE_F32));
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 4, 0, 0, 1, DXSIG_VALUE_F32));
  ASSERT_OK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 5, 0, 0, 1, DXSIG_VALUE_I32));
  /* Overloads the signature operations do not have. */
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 5, 0, 0, 1, DXSIG_VALUE_I64),
               DXSIG_RULE_BODY_TYPE,
               "entry 'main' input element 5 'BIG0': " LOC
               "the value type i64 is not one of loadInput's overloads (f16, f32, i16, i32)");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 1, DXSIG_VALUE_F64),
               DXSIG_RULE_BODY_TYPE,
               "entry 'main' input element 0 'POSITION0': " LOC
               "the value type f64 is not one of loadInput's overloads (f16, f32, i16, i32)");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 0, 1, DXSIG_VALUE_OTHER),
               DXSIG_RULE_BODY_TYPE,
               "entry 'main' output element 0 'SV_Position0': " LOC
               "the value type other is not one of storeOutput's overloads (f16, f32, i16, "
               "i32)");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 0, 1, (enum dxsig_value_type)77),
               DXSIG_RULE_BODY_TYPE,
               "entry 'main' output element 0 'SV_Position0': " LOC
               "the value type other is not one of storeOutput's overloads (f16, f32, i16, "
               "i32)");
}

TEST(check_forms) {
  struct dxsig_entry e;
  vs_entry(&e);
  e.stage = DXSIG_STAGE_PIXEL; /* the forms' stage */
  struct dxsig_access a = acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 1, DXSIG_VALUE_F32);
  a.form = DXSIG_ACCESS_FORM_EVALUATE;
  vs_in[0].interp = DXSIG_INTERP_LINEAR_SAMPLE;
  ASSERT_OK(&e, a);
  vs_in[0].interp = DXSIG_INTERP_UNDEFINED;
  ASSERT_CHECK(&e, a, DXSIG_RULE_BODY_INTERPOLATION,
               "entry 'main' input element 0 'POSITION0': " LOC
               "an EvaluateAttribute* read needs a linear, centroid, sample or noperspective "
               "input; the element's interpolation is undefined");
  a.form = DXSIG_ACCESS_FORM_AT_VERTEX;
  vs_in[0].interp = DXSIG_INTERP_CONSTANT;
  ASSERT_OK(&e, a);
  vs_in[0].interp = DXSIG_INTERP_LINEAR_NOPERSPECTIVE;
  ASSERT_CHECK(&e, a, DXSIG_RULE_BODY_INTERPOLATION,
               "entry 'main' input element 0 'POSITION0': " LOC
               "GetAttributeAtVertex needs a nointerpolation input; the element's "
               "interpolation is linear_noperspective");
}

/* DXC Sm.Opcode: the forms are pixel-shader operations, attributeAtVertex
 * (and viewID) from shader model 6.1; an unknown shader model gates
 * nothing. */
TEST(check_forms_stage_and_shader_model) {
  struct dxsig_entry e;
  vs_entry(&e);
  struct dxsig_access a = acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 1, DXSIG_VALUE_F32);
  vs_in[0].interp = DXSIG_INTERP_LINEAR;
  a.form = DXSIG_ACCESS_FORM_EVALUATE;
  ASSERT_CHECK(&e, a, DXSIG_RULE_BODY_OPERATION,
               "entry 'main' input signature: " LOC
               "an EvaluateAttribute* read (evalSnapped, evalSampleIndex, evalCentroid) is not "
               "valid in a vertex shader (pixel only)");
  vs_in[0].interp = DXSIG_INTERP_CONSTANT;
  a.form = DXSIG_ACCESS_FORM_AT_VERTEX;
  ASSERT_CHECK(&e, a, DXSIG_RULE_BODY_OPERATION,
               "entry 'main' input signature: " LOC
               "GetAttributeAtVertex (attributeAtVertex) is not valid in a vertex shader (pixel "
               "only)");
  e.stage = DXSIG_STAGE_PIXEL;
  ASSERT_OK(&e, a); /* unknown shader model */
  check_sm = (struct dxsig_shader_model){6, 1};
  ASSERT_OK(&e, a);
  check_sm = (struct dxsig_shader_model){6, 0};
  ASSERT_CHECK(&e, a, DXSIG_RULE_BODY_OPERATION,
               "entry 'main' input signature: " LOC
               "GetAttributeAtVertex (attributeAtVertex) needs shader model 6.1; the module "
               "targets 6.0");
  a.form = DXSIG_ACCESS_FORM_PLAIN;
  ASSERT_OK(&e, a);
  vs_in[0].interp = DXSIG_INTERP_LINEAR;
  a.form = DXSIG_ACCESS_FORM_EVALUATE; /* 6.0 has them */
  ASSERT_OK(&e, a);
  check_sm = (struct dxsig_shader_model){0, 0};

  /* Reading SV_ViewID: one error about the entry, from 6.0 down. */
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_body view = {NULL, 0, NULL, 0, true, {6, 0}};
  ASSERT_TRUE(!dxsig_body_check(&e, &view, &d));
  ASSERT_EQ_INT((int)d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_BODY_OPERATION);
  ASSERT_EQ_STR(d.items[0].message, "entry 'main': the code reads SV_ViewID (viewID), which "
                                    "needs shader model 6.1; the module targets 6.0");
  dxsig_diag_list_finish(&d);
  dxsig_diag_list_init(&d);
  view.sm = (struct dxsig_shader_model){6, 1};
  ASSERT_TRUE(dxsig_body_check(&e, &view, &d));
  ASSERT_EQ_INT((int)d.count, 0);
  dxsig_diag_list_finish(&d);
}

TEST(check_operations_and_stages) {
  struct dxsig_entry e;
  vs_entry(&e);
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_STORE_PATCH_CONSTANT, 0, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_OPERATION,
               "entry 'main' patch constant signature: " LOC
               "storePatchConstant is not valid in a vertex shader (hull only)");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_STORE_VERTEX_OUTPUT, 0, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_OPERATION,
               "entry 'main' output signature: " LOC
               "storeVertexOutput is not valid in a vertex shader (mesh only)");
  ASSERT_CHECK(&e, acc(DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT, 0, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_OPERATION,
               "entry 'main' output signature: " LOC
               "loadOutputControlPoint is not valid in a vertex shader (hull only)");
  ASSERT_CHECK(&e, acc((enum dxsig_access_op)99, 0, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_OPERATION, "entry 'main': " LOC "unknown access operation 99");

  /* A mesh shader writes vertices with storeVertexOutput, reads no inputs. */
  struct dxsig_element ms_out[1], ms_prim[1];
  ms_out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, -1, -1, 0);
  ms_prim[0] = el(0, "SV_PrimitiveID", DXSIG_COMP_U32, DXSIG_SEMANTIC_PRIMITIVE_ID, 1, 1, -1,
                  -1, 0);
  struct dxsig_entry ms;
  entry_init(&ms, "ms", DXSIG_STAGE_MESH, NULL, 0, ms_out, 1, ms_prim, 1);
  ASSERT_OK(&ms, acc(DXSIG_ACCESS_STORE_VERTEX_OUTPUT, 0, 0, 0, 4, DXSIG_VALUE_F32));
  ASSERT_OK(&ms, acc(DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT, 0, 0, 0, 1, DXSIG_VALUE_I32));
  ASSERT_CHECK(&ms, acc(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 0, 4, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_OPERATION,
               "entry 'ms' output signature: " LOC
               "storeOutput is not valid in a mesh shader (vertex, hull, domain, geometry and "
               "pixel only)");
  ASSERT_CHECK(&ms, acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_OPERATION,
               "entry 'ms' input signature: " LOC
               "loadInput is not valid in a mesh shader (vertex, hull, domain, geometry and "
               "pixel only)");
  /* The mesh shader's fourth list is named as primitives. */
  ASSERT_CHECK(&ms, acc(DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT, 0, 0, 0, 1, DXSIG_VALUE_F64),
               DXSIG_RULE_BODY_TYPE,
               "entry 'ms' primitive output element 0 'SV_PrimitiveID0': " LOC
               "the value type f64 is not one of storePrimitiveOutput's overloads (f16, f32, "
               "i16, i32)");

  /* Hull: storePatchConstant and loadOutputControlPoint; a domain shader
   * reads patch constants but no output control points. */
  struct dxsig_element cp[1], pc[1];
  cp[0] = el(0, "POS", F32, ARB, 1, 4, -1, -1, 0);
  pc[0] = el(0, "SV_TessFactor", F32, DXSIG_SEMANTIC_TESS_FACTOR, 3, 1, -1, -1, 0);
  struct dxsig_entry hs, ds;
  entry_init(&hs, "hs", DXSIG_STAGE_HULL, cp, 1, cp, 1, pc, 1);
  entry_init(&ds, "ds", DXSIG_STAGE_DOMAIN, cp, 1, cp, 1, pc, 1);
  ASSERT_OK(&hs, acc(DXSIG_ACCESS_STORE_PATCH_CONSTANT, 0, DYN, 0, 1, DXSIG_VALUE_F32));
  ASSERT_OK(&hs, acc(DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT, 0, 0, 3, 1, DXSIG_VALUE_F32));
  ASSERT_OK(&ds, acc(DXSIG_ACCESS_LOAD_PATCH_CONSTANT, 0, 2, 0, 1, DXSIG_VALUE_F32));
  ASSERT_CHECK(&ds, acc(DXSIG_ACCESS_STORE_PATCH_CONSTANT, 0, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_OPERATION,
               "entry 'ds' patch constant signature: " LOC
               "storePatchConstant is not valid in a domain shader (hull only)");
  ASSERT_CHECK(&ds, acc(DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT, 0, 0, 0, 1, DXSIG_VALUE_F32),
               DXSIG_RULE_BODY_OPERATION,
               "entry 'ds' output signature: " LOC
               "loadOutputControlPoint is not valid in a domain shader (hull only)");
}

/* An access reached from the given functions (enum dxsig_access_root). */
static struct dxsig_access reached(struct dxsig_access a, uint32_t from) {
  a.reached_from = from;
  return a;
}

TEST(check_hull_functions) {
  struct dxsig_element cp[1], pc[1];
  cp[0] = el(0, "POS", F32, ARB, 1, 4, -1, -1, 0);
  pc[0] = el(0, "SV_TessFactor", F32, DXSIG_SEMANTIC_TESS_FACTOR, 3, 1, -1, -1, 0);
  struct dxsig_entry hs, ds;
  entry_init(&hs, "hs", DXSIG_STAGE_HULL, cp, 1, cp, 1, pc, 1);
  entry_init(&ds, "ds", DXSIG_STAGE_DOMAIN, cp, 1, cp, 1, pc, 1);
  struct dxsig_access spc = acc(DXSIG_ACCESS_STORE_PATCH_CONSTANT, 0, 1, 0, 1, DXSIG_VALUE_F32);
  struct dxsig_access ocp = acc(DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT, 0, 0, 3, 1,
                                DXSIG_VALUE_F32);
  struct dxsig_access out = acc(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 3, 1, DXSIG_VALUE_F32);
  struct dxsig_access in = acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 3, 1, DXSIG_VALUE_F32);
  /* Where the producer does not say, nothing is checked. */
  ASSERT_OK(&hs, spc);
  ASSERT_OK(&hs, out);
  ASSERT_OK(&hs, reached(spc, DXSIG_ROOT_PATCH_CONSTANT));
  ASSERT_OK(&hs, reached(ocp, DXSIG_ROOT_PATCH_CONSTANT));
  ASSERT_OK(&hs, reached(out, DXSIG_ROOT_ENTRY));
  /* Both functions read the input control points. */
  ASSERT_OK(&hs, reached(in, DXSIG_ROOT_ENTRY | DXSIG_ROOT_PATCH_CONSTANT));
  ASSERT_CHECK(&hs, reached(spc, DXSIG_ROOT_ENTRY), DXSIG_RULE_BODY_FUNCTION,
               "entry 'hs' patch constant signature: " LOC
               "storePatchConstant is reached from the control-point function (the entry); "
               "only the patch-constant function and what it calls may write patch constants");
  ASSERT_CHECK(&hs, reached(spc, DXSIG_ROOT_ENTRY | DXSIG_ROOT_PATCH_CONSTANT),
               DXSIG_RULE_BODY_FUNCTION,
               "entry 'hs' patch constant signature: " LOC
               "storePatchConstant is reached from the control-point function (the entry); "
               "only the patch-constant function and what it calls may write patch constants");
  ASSERT_CHECK(&hs, reached(ocp, DXSIG_ROOT_ENTRY), DXSIG_RULE_BODY_FUNCTION,
               "entry 'hs' output signature: " LOC
               "loadOutputControlPoint is reached from the control-point function (the "
               "entry); only the patch-constant function and what it calls may read output "
               "control points");
  ASSERT_CHECK(&hs, reached(out, DXSIG_ROOT_PATCH_CONSTANT), DXSIG_RULE_BODY_FUNCTION,
               "entry 'hs' output signature: " LOC
               "storeOutput is reached from the patch-constant function; only the "
               "control-point function (the entry) and what it calls may write output control "
               "points");
  /* Other stages have one function: the bits say nothing there. */
  ASSERT_OK(&ds, reached(acc(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 0, 1, DXSIG_VALUE_F32),
                         DXSIG_ROOT_PATCH_CONSTANT));
}

TEST(check_interpretations) {
  /* Pixel: SV_SampleIndex is Shadow, SV_Coverage NotInSig at PSIn (DXC
   * reads them with their own operations); SV_Depth is NotPacked and
   * stored with storeOutput; SV_Barycentrics NotPacked and loaded. */
  struct dxsig_element in[3], out[2];
  in[0] = el(0, "SV_SampleIndex", DXSIG_COMP_U32, DXSIG_SEMANTIC_SAMPLE_INDEX, 1, 1, -1, -1, 0);
  in[1] = el(1, "SV_Coverage", DXSIG_COMP_U32, DXSIG_SEMANTIC_COVERAGE, 1, 1, -1, -1, 0);
  in[2] = el(2, "SV_Barycentrics", F32, DXSIG_SEMANTIC_BARYCENTRICS, 1, 3, -1, -1, 0);
  out[0] = el(0, "SV_Target", F32, DXSIG_SEMANTIC_TARGET, 1, 4, -1, -1, 0);
  out[1] = el(1, "SV_Depth", F32, DXSIG_SEMANTIC_DEPTH, 1, 1, -1, -1, 0);
  struct dxsig_entry ps;
  entry_init(&ps, "ps", DXSIG_STAGE_PIXEL, in, 3, out, 2, NULL, 0);
  ASSERT_OK(&ps, acc(DXSIG_ACCESS_STORE_OUTPUT, 1, 0, 0, 1, DXSIG_VALUE_F32));
  ASSERT_OK(&ps, acc(DXSIG_ACCESS_LOAD_INPUT, 2, 0, 0, 3, DXSIG_VALUE_F32));
  ASSERT_CHECK(&ps, acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 1, DXSIG_VALUE_I32),
               DXSIG_RULE_BODY_INTERPRETATION,
               "entry 'ps' input element 0 'SV_SampleIndex0': " LOC
               "loadInput cannot access an element that is Shadow at PSIn");
  ASSERT_CHECK(&ps, acc(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 0, 1, DXSIG_VALUE_I32),
               DXSIG_RULE_BODY_INTERPRETATION,
               "entry 'ps' input element 1 'SV_Coverage0': " LOC
               "loadInput cannot access an element that is NotInSig at PSIn");
  /* GS: SV_PrimitiveID in the vertex input list is Shadow at GSIn. */
  struct dxsig_element gin[1];
  gin[0] = el(0, "SV_PrimitiveID", DXSIG_COMP_U32, DXSIG_SEMANTIC_PRIMITIVE_ID, 1, 1, -1, -1,
              0);
  struct dxsig_entry gs;
  entry_init(&gs, "gs", DXSIG_STAGE_GEOMETRY, gin, 1, NULL, 0, NULL, 0);
  ASSERT_CHECK(&gs, acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 1, DXSIG_VALUE_I32),
               DXSIG_RULE_BODY_INTERPRETATION,
               "entry 'gs' input element 0 'SV_PrimitiveID0': " LOC
               "loadInput cannot access an element that is Shadow at GSIn");
}

TEST(check_streams) {
  struct dxsig_element out[2];
  out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, -1, -1, 0);
  out[1] = el(1, "DATA", F32, ARB, 1, 2, -1, -1, 1);
  struct dxsig_entry gs;
  entry_init(&gs, "gs", DXSIG_STAGE_GEOMETRY, NULL, 0, out, 2, NULL, 0);
  struct dxsig_access a = acc(DXSIG_ACCESS_STORE_OUTPUT, 1, 0, 0, 2, DXSIG_VALUE_F32);
  ASSERT_OK(&gs, a); /* the producer does not say */
  a.emit_streams = 2;
  ASSERT_OK(&gs, a);
  a.emit_streams = 3;
  ASSERT_OK(&gs, a);
  a.emit_streams = 1;
  ASSERT_CHECK(&gs, a, DXSIG_RULE_BODY_STREAM,
               "entry 'gs' output element 1 'DATA0': " LOC
               "the element is on stream 1, but the store is emitted on stream 0");
  a.emit_streams = 5;
  ASSERT_CHECK(&gs, a, DXSIG_RULE_BODY_STREAM,
               "entry 'gs' output element 1 'DATA0': " LOC
               "the element is on stream 1, but the store is emitted on streams 0, 2");
}

TEST(check_fields_and_locations) {
  struct dxsig_entry e;
  vs_entry(&e);
  struct dxsig_access as[4];
  as[0] = acc(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 3, 1, DXSIG_VALUE_F32);
  as[1] = acc(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 0, 2, DXSIG_VALUE_F32); /* fine */
  as[2] = acc(DXSIG_ACCESS_LOAD_INPUT, 0, 3, 0, 1, DXSIG_VALUE_F64); /* two problems */
  as[3] = acc(DXSIG_ACCESS_STORE_OUTPUT, 9, 0, 0, 1, DXSIG_VALUE_F32);
  memset(&as[2].at, 0, sizeof as[2].at); /* no location at all */
  as[3].at.function = NULL;              /* an instruction without function */
  as[3].at.file = NULL;
  struct dxsig_body body = {as, 4, NULL, 0, false, {0, 0}};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(!dxsig_body_check(&e, &body, &d));
  ASSERT_EQ_INT(d.count, 5);
  ASSERT_EQ_INT(d.error_count, 5);
  const struct dxsig_diag *x = &d.items[0];
  ASSERT_EQ_STR(x->file, "shader.hlsl");
  ASSERT_EQ_INT(x->line, 12);
  ASSERT_EQ_INT(x->column, 5);
  ASSERT_EQ_STR(x->entry, "main");
  ASSERT_TRUE(x->has_list);
  ASSERT_EQ_INT(x->list, DXSIG_SIG_INPUT);
  ASSERT_EQ_INT(x->element, 1);
  ASSERT_EQ_STR(x->element_name, "TEXCOORD0");
  ASSERT_EQ_INT(x->code, DXSIG_RULE_BODY_COLUMN);
  ASSERT_EQ_STR(d.items[1].message, "entry 'main' input element 0 'POSITION0': "
                                    "row 3 is outside the element's 1 row");
  ASSERT_TRUE(d.items[1].file == NULL);
  ASSERT_EQ_INT(d.items[1].line, 0);
  ASSERT_EQ_STR(d.items[2].message,
                "entry 'main' input element 0 'POSITION0': the value type f64 is not one of "
                "loadInput's overloads (f16, f32, i16, i32)");
  ASSERT_EQ_STR(d.items[3].message,
                "entry 'main' output signature: `%t = call float @dx.op.loadInput.f32(i32 4, "
                "i32 1, i32 0, i8 3, i32 undef)`: storeOutput names element 9, but the list "
                "has 2 elements");
  /* The body never writes SV_Position: about the element, at no access. */
  ASSERT_EQ_STR(d.items[4].message,
                "entry 'main' output element 0 'SV_Position0': the code never writes "
                "SV_Position; all four components (x, y, z, w) must be written");
  ASSERT_EQ_INT(d.items[4].code, DXSIG_RULE_BODY_POSITION_WRITTEN);
  ASSERT_TRUE(d.items[4].file == NULL);
  ASSERT_EQ_INT(d.items[3].element, DXSIG_NO_ELEMENT);
  ASSERT_TRUE(d.items[3].file == NULL);
  ASSERT_EQ_INT(d.items[3].line, 12);
  dxsig_diag_list_finish(&d);

  /* Printed clang-style with the access's location. */
  dxsig_diag_list_init(&d);
  struct dxsig_body one = {as, 1, NULL, 0, false, {0, 0}};
  ASSERT_TRUE(!dxsig_body_check(&e, &one, &d));
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &d, "module.ll");
  ASSERT_EQ_STR(b.data, "shader.hlsl:12:5: error: entry 'main' input element 1 'TEXCOORD0': " LOC
                        "column 3 is outside the element's 2 columns\n"
                        "module.ll: error: entry 'main' output element 0 'SV_Position0': the "
                        "code never writes SV_Position; all four components (x, y, z, w) must "
                        "be written\n");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&d);

  /* Names. */
  ASSERT_EQ_STR(dxsig_access_op_name(DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT),
                "loadOutputControlPoint");
  ASSERT_EQ_STR(dxsig_access_op_name(DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT),
                "storePrimitiveOutput");
  ASSERT_TRUE(dxsig_access_op_name(DXSIG_ACCESS_OP_COUNT) == NULL);
  ASSERT_EQ_STR(dxsig_value_type_name(DXSIG_VALUE_I1), "i1");
  ASSERT_EQ_STR(dxsig_value_type_name(DXSIG_VALUE_F16), "f16");
  ASSERT_TRUE(dxsig_value_type_name(DXSIG_VALUE_TYPE_COUNT) == NULL);
  ASSERT_EQ_STR(dxsig_rule_name(DXSIG_RULE_BODY_MASK), "body-mask");
  ASSERT_EQ_STR(dxsig_rule_area_name(DXSIG_RULE_BODY_MASK), "body");
}

/* ---- masks ------------------------------------------------------------------ */

TEST(masks_unallocated) {
  struct dxsig_entry e;
  vs_entry(&e);
  vs_in[0].usage_mask = 0xF; /* the metadata claims all of POSITION */
  vs_in[1].usage_mask = 0x2; /* and agrees on TEXCOORD */
  vs_in[2].dyn_index_mask = 0x1;
  vs_out[1].usage_mask = 0;  /* left to the compiler */
  struct dxsig_access as[6];
  as[0] = acc(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 1, 1, DXSIG_VALUE_F32);      /* TEXCOORD.y */
  as[1] = acc(DXSIG_ACCESS_LOAD_INPUT, 2, DYN, 0, 1, DXSIG_VALUE_I32);    /* BLEND[i] */
  as[2] = acc(DXSIG_ACCESS_STORE_OUTPUT, 1, DYN, 0, 2, DXSIG_VALUE_F32);  /* TEX[i].xy */
  as[3] = acc(DXSIG_ACCESS_STORE_OUTPUT, 1, 0, 0, 1, DXSIG_VALUE_F32);    /* TEX[0].x */
  as[4] = acc(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 3, 1, DXSIG_VALUE_F32);    /* SV_Position.w */
  as[5] = acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 4, DXSIG_VALUE_F64);      /* bad type: ignored */
  struct dxsig_body body = {as, 6, NULL, 0, false, {0, 0}};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  dxsig_body_derive_masks(&e, &body, &d);
  ASSERT_EQ_INT(vs_in[0].usage_mask, 0);
  ASSERT_EQ_INT(vs_in[1].usage_mask, 0x2);
  ASSERT_EQ_INT(vs_in[1].dyn_index_mask, 0);
  ASSERT_EQ_INT(vs_in[2].usage_mask, 0x1);
  ASSERT_EQ_INT(vs_in[2].dyn_index_mask, 0x1);
  ASSERT_EQ_INT(vs_in[3].usage_mask, 0);
  ASSERT_EQ_INT(vs_out[0].usage_mask, 0x8);
  ASSERT_EQ_INT(vs_out[0].dyn_index_mask, 0);
  ASSERT_EQ_INT(vs_out[1].usage_mask, 0x3);
  ASSERT_EQ_INT(vs_out[1].dyn_index_mask, 0x3);
  /* One warning: POSITION's 0xf; equal and 0 masks say nothing. */
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.error_count, 0);
  ASSERT_EQ_INT(d.items[0].severity, DXSIG_WARNING);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_BODY_MASK);
  ASSERT_EQ_STR(d.items[0].message, "entry 'main' input element 0 'POSITION0': the metadata's "
                                    "UsageMask is 0xf, the body's 0x0; the body's is used");
  dxsig_diag_list_finish(&d);
}

TEST(masks_allocated_shift) {
  /* PS: TEXCOORD0 (float2) packed at row 1, column 2: UsageMask is
   * register-relative, DynIndexMask element-relative. */
  struct dxsig_element in[2], out[1];
  in[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  in[1] = el(1, "TEXCOORD", F32, ARB, 2, 2, 1, 2, 0);
  out[0] = el(0, "SV_Target", F32, DXSIG_SEMANTIC_TARGET, 1, 4, 0, 0, 0);
  in[1].usage_mask = 0xC;     /* both columns, register-relative */
  in[1].dyn_index_mask = 0x3; /* both columns */
  out[0].usage_mask = 0xF;
  struct dxsig_entry ps;
  entry_init(&ps, "ps", DXSIG_STAGE_PIXEL, in, 2, out, 1, NULL, 0);
  struct dxsig_access as[3];
  as[0] = acc(DXSIG_ACCESS_LOAD_INPUT, 1, DYN, 1, 1, DXSIG_VALUE_F32); /* TEX[i].y */
  as[1] = acc(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 0, 4, DXSIG_VALUE_F32);
  as[2] = acc(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 0, 2, DXSIG_VALUE_F32);   /* SV_Position.xy */
  struct dxsig_body body = {as, 3, NULL, 0, false, {0, 0}};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  dxsig_body_derive_masks(&ps, &body, &d);
  ASSERT_EQ_INT(in[0].usage_mask, 0x3);
  ASSERT_EQ_INT(in[1].usage_mask, 0x8);     /* column 1 of the element: register column 3 */
  ASSERT_EQ_INT(in[1].dyn_index_mask, 0x2); /* element column 1 */
  ASSERT_EQ_INT(out[0].usage_mask, 0xF);
  ASSERT_EQ_INT(d.count, 2);
  ASSERT_EQ_STR(d.items[0].message, "entry 'ps' input element 1 'TEXCOORD0': the metadata's "
                                    "UsageMask is 0xc, the body's 0x8; the body's is used");
  ASSERT_EQ_STR(d.items[1].message, "entry 'ps' input element 1 'TEXCOORD0': the metadata's "
                                    "DynIndexMask is 0x3, the body's 0x2; the body's is used");
  dxsig_diag_list_finish(&d);
}

TEST(masks_untouched_without_accesses) {
  struct dxsig_entry e;
  vs_entry(&e);
  vs_in[0].usage_mask = 0xF;
  vs_in[2].dyn_index_mask = 0x1;
  struct dxsig_body body = {NULL, 0, NULL, 0, true, {0, 0}};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  dxsig_body_derive_masks(&e, &body, &d);
  ASSERT_EQ_INT(vs_in[0].usage_mask, 0xF);
  ASSERT_EQ_INT(vs_in[2].dyn_index_mask, 0x1);
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

TEST(masks_output_control_point_reads_do_not_count) {
  /* DXC's MarkUsedSignatureElements counts no loadOutputControlPoint: a
   * hull shader's outputs are what its main function writes. */
  struct dxsig_element cp_in[1], cp_out[1], pc[1];
  cp_in[0] = el(0, "POS", F32, ARB, 1, 4, -1, -1, 0);
  cp_out[0] = el(0, "POS", F32, ARB, 1, 4, -1, -1, 0);
  pc[0] = el(0, "SV_TessFactor", F32, DXSIG_SEMANTIC_TESS_FACTOR, 3, 1, -1, -1, 0);
  struct dxsig_entry hs;
  entry_init(&hs, "hs", DXSIG_STAGE_HULL, cp_in, 1, cp_out, 1, pc, 1);
  struct dxsig_access as[3];
  as[0] = acc(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 0, 2, DXSIG_VALUE_F32);
  as[1] = acc(DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT, 0, 0, 3, 1, DXSIG_VALUE_F32);
  as[2] = acc(DXSIG_ACCESS_STORE_PATCH_CONSTANT, 0, DYN, 0, 1, DXSIG_VALUE_F32);
  struct dxsig_body body = {as, 3, NULL, 0, false, {0, 0}};
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  dxsig_body_derive_masks(&hs, &body, &d);
  ASSERT_EQ_INT(cp_in[0].usage_mask, 0);
  ASSERT_EQ_INT(cp_out[0].usage_mask, 0x3);
  ASSERT_EQ_INT(pc[0].usage_mask, 0x1);
  ASSERT_EQ_INT(pc[0].dyn_index_mask, 0x1);
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

/* ---- ViewID state -------------------------------------------------------------- */

/* A dependency: output (list, id, row, col) on input (list, id, row, col). */
static struct dxsig_dependency dep(enum dxsig_sig_kind ol, uint32_t oid, uint32_t orow,
                                   uint32_t ocol, enum dxsig_sig_kind il, uint32_t iid,
                                   uint32_t irow, uint32_t icol) {
  struct dxsig_dependency d;
  memset(&d, 0, sizeof d);
  d.output = (struct dxsig_component_ref){ol, oid, orow == DYN, orow == DYN ? 0 : orow, ocol};
  d.input = (struct dxsig_component_ref){il, iid, irow == DYN, irow == DYN ? 0 : irow, icol};
  return d;
}

static struct dxsig_dependency dep_view(enum dxsig_sig_kind ol, uint32_t oid, uint32_t orow,
                                        uint32_t ocol) {
  struct dxsig_dependency d = dep(ol, oid, orow, ocol, DXSIG_SIG_INPUT, 0, 0, 0);
  d.from_view_id = true;
  return d;
}

#define IN DXSIG_SIG_INPUT
#define OUT DXSIG_SIG_OUTPUT
#define PC DXSIG_SIG_PATCH_CONSTANT

/* Any one access: the state is built only for bodies that have some. */
static const struct dxsig_access ONE_ACCESS = {
    .op = DXSIG_ACCESS_LOAD_INPUT, .width = 1, .type = DXSIG_VALUE_F32};

static bool build(const struct dxsig_entry *e, const struct dxsig_dependency *deps, size_t n,
                  bool view, struct dxsig_view_id_state *st, struct dxsig_diag_list *d) {
  struct dxsig_body body = {&ONE_ACCESS, 1, deps, n, view, {0, 0}};
  return dxsig_body_view_id_state(e, &body, st, d);
}

#define ASSERT_WORDS(st, ...)                                                                 \
  do {                                                                                        \
    static const uint32_t want_[] = {__VA_ARGS__};                                            \
    size_t n_ = sizeof want_ / sizeof want_[0];                                               \
    ASSERT_EQ_INT((st)->count, n_);                                                           \
    for (size_t i_ = 0; i_ < n_; ++i_)                                                        \
      if ((st)->words[i_] != want_[i_])                                                       \
        TEST_FAIL_AT("word %zu: 0x%x, want 0x%x", i_, (unsigned)(st)->words[i_],             \
                     (unsigned)want_[i_]);                                                    \
  } while (0)

static const struct dxsig_part_options V18 = {1, 8, false, DXSIG_TESS_DOMAIN_UNDEFINED};

/* PSV0 of e with the state, and without it: the two have the same size,
 * agree up to the tables, and the tables hold want (u32 words, the end of
 * the part). */
static int psv0_tables(const struct dxsig_entry *e, const struct dxsig_view_id_state *st,
                       bool view, const uint32_t *want, size_t n) {
  struct dxsig_psv_info info;
  dxsig_psv_info_init(&info);
  info.uses_view_id = view;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_bytes zero, full;
  dxsig_bytes_init(&zero);
  dxsig_bytes_init(&full);
  int bad = !dxsig_psv0_write(&zero, e, &V18, &info, &d);
  info.view_id_state = st->words;
  info.view_id_state_words = st->count;
  bad |= !dxsig_psv0_write(&full, e, &V18, &info, &d);
  bad |= d.count != 0;
  bad |= full.len != zero.len || full.len < 4 * n;
  if (!bad) {
    size_t at = full.len - 4 * n;
    bad |= memcmp(full.data, zero.data, at) != 0;
    for (size_t i = 0; i < n && !bad; ++i) {
      const uint8_t *p = full.data + at + 4 * i;
      uint32_t w = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
                   (uint32_t)p[3] << 24;
      if (w != want[i]) {
        fprintf(stderr, "PSV0 table word %zu: 0x%x, want 0x%x\n", i, (unsigned)w,
                (unsigned)want[i]);
        bad = 1;
      }
      /* The zero part has zeros there. */
      bad |= zero.data[at + 4 * i] | zero.data[at + 4 * i + 1] | zero.data[at + 4 * i + 2] |
             zero.data[at + 4 * i + 3];
    }
  }
  for (size_t i = 0; i < d.count; ++i)
    fprintf(stderr, "%s\n", d.items[i].message);
  dxsig_bytes_finish(&zero);
  dxsig_bytes_finish(&full);
  dxsig_diag_list_finish(&d);
  return bad;
}

#define ASSERT_PSV0_TABLES(e, st, view, ...)                                                  \
  do {                                                                                        \
    static const uint32_t want_[] = {__VA_ARGS__};                                            \
    ASSERT_TRUE(psv0_tables(e, st, view, want_, sizeof want_ / sizeof want_[0]) == 0);       \
  } while (0)

/* VS: POSITION (float4) at r0, TEXCOORD0 (float2) at r1.xy in; SV_Position
 * at r0, TEXCOORD0 at r1.xy out. Scalars: in 1*4+0+2 = 6, out 6; one mask
 * word per input scalar.
 *   SV_Position.c <- POSITION.c            in c: bit c
 *   TEXCOORD0.x (out 4) <- TEXCOORD0.x, .y  in 4, 5: bit 4 (0x10)
 *   TEXCOORD0.y (out 5) <- POSITION.w       in 3: bit 3 | bit 5 (0x28)
 * Words: 6 | 6 | 0x1 0x2 0x4 0x28 0x10 0x10. PSV0 (2 input vectors, 2
 * output vectors): 4 words per vector, the last two rows zero. */
static struct dxsig_element simple_in[2], simple_out[2];
static void simple_vs(struct dxsig_entry *e) {
  simple_in[0] = el(0, "POSITION", F32, ARB, 1, 4, 0, 0, 0);
  simple_in[1] = el(1, "TEXCOORD", F32, ARB, 1, 2, 1, 0, 0);
  simple_out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  simple_out[1] = el(1, "TEXCOORD", F32, ARB, 1, 2, 1, 0, 0);
  entry_init(e, "vs", DXSIG_STAGE_VERTEX, simple_in, 2, simple_out, 2, NULL, 0);
}

static const struct dxsig_dependency SIMPLE_DEPS[] = {
    {{OUT, 0, false, 0, 0}, false, {IN, 0, false, 0, 0}},
    {{OUT, 0, false, 0, 1}, false, {IN, 0, false, 0, 1}},
    {{OUT, 0, false, 0, 2}, false, {IN, 0, false, 0, 2}},
    {{OUT, 0, false, 0, 3}, false, {IN, 0, false, 0, 3}},
    {{OUT, 1, false, 0, 0}, false, {IN, 1, false, 0, 0}},
    {{OUT, 1, false, 0, 0}, false, {IN, 1, false, 0, 1}},
    {{OUT, 1, false, 0, 1}, false, {IN, 0, false, 0, 3}},
};

TEST(view_id_state_vs_simple) {
  struct dxsig_entry e;
  simple_vs(&e);
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&e, SIMPLE_DEPS, 7, false, &st, &d));
  ASSERT_EQ_INT(d.count, 0);
  ASSERT_WORDS(&st, 6, 6, 0x1, 0x2, 0x4, 0x28, 0x10, 0x10);
  ASSERT_PSV0_TABLES(&e, &st, false, 0x1, 0x2, 0x4, 0x28, 0x10, 0x10, 0, 0);
  dxsig_view_id_state_finish(&st);
  ASSERT_TRUE(st.words == NULL && st.count == 0);
  dxsig_diag_list_finish(&d);
}

/* The same with ViewID: SV_Position.x (out 0) and TEXCOORD0.y (out 5)
 * depend on it: the mask word 0x21 follows the output count. PSV0: one
 * mask word (2 output vectors), then the table. */
TEST(view_id_state_view_id_mask) {
  struct dxsig_entry e;
  simple_vs(&e);
  struct dxsig_dependency deps[9];
  memcpy(deps, SIMPLE_DEPS, sizeof SIMPLE_DEPS);
  deps[7] = dep_view(OUT, 0, 0, 0);
  deps[8] = dep_view(OUT, 1, 0, 1);
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&e, deps, 9, true, &st, &d));
  ASSERT_WORDS(&st, 6, 6, 0x21, 0x1, 0x2, 0x4, 0x28, 0x10, 0x10);
  ASSERT_PSV0_TABLES(&e, &st, true, 0x21, 0x1, 0x2, 0x4, 0x28, 0x10, 0x10, 0, 0);
  dxsig_view_id_state_finish(&st);
  /* Uses ViewID, no dependency on it: the mask word is there, zero. */
  ASSERT_TRUE(build(&e, SIMPLE_DEPS, 7, true, &st, &d));
  ASSERT_WORDS(&st, 6, 6, 0, 0x1, 0x2, 0x4, 0x28, 0x10, 0x10);
  dxsig_view_id_state_finish(&st);
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

/* Dynamic rows. In: ARR (float, 3 rows) at r0-r2.x, B (float2) at r3.xy:
 * 3*4+0+2 = 14 scalars. Out: SV_Position at r0, O (float, 2 rows) at
 * r1-r2.x: 2*4+0+1 = 9 scalars, one word.
 *   SV_Position.x (0) <- ARR[i].x: in 0, 4, 8: bit 0
 *   SV_Position.y (1) <- B.x (in 12): bit 1
 *   O[i].x (4, 8) <- B.y (in 13): bits 4, 8 (0x110)
 * PSV0: 4 input vectors x 4 = 16 words, 2 rows beyond the 14 scalars. */
TEST(view_id_state_dynamic_rows) {
  struct dxsig_element in[2], out[2];
  in[0] = el(0, "ARR", F32, ARB, 3, 1, 0, 0, 0);
  in[1] = el(1, "B", F32, ARB, 1, 2, 3, 0, 0);
  out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  out[1] = el(1, "O", F32, ARB, 2, 1, 1, 0, 0);
  struct dxsig_entry e;
  entry_init(&e, "vs", DXSIG_STAGE_VERTEX, in, 2, out, 2, NULL, 0);
  struct dxsig_dependency deps[3];
  deps[0] = dep(OUT, 0, 0, 0, IN, 0, DYN, 0);
  deps[1] = dep(OUT, 0, 0, 1, IN, 1, 0, 0);
  deps[2] = dep(OUT, 1, DYN, 0, IN, 1, 0, 1);
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&e, deps, 3, false, &st, &d));
  ASSERT_WORDS(&st, 14, 9, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 0x110);
  ASSERT_PSV0_TABLES(&e, &st, false, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 0x110, 0, 0);
  dxsig_view_id_state_finish(&st);
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

/* GS, two streams. In: SV_Position r0, COLOR (float4) r1: 8 scalars.
 * Stream 0: SV_Position r0, COLOR (float3) r1.xyz: 4+3 = 7 scalars;
 * stream 1: DATA (float2) r0.xy: 2; streams 2 and 3: none (0 words).
 *   s0: SV_Position.c <- SV_Position.c; COLOR.x (4) <- COLOR.x (in 4)
 *   s1: DATA.x (0) <- COLOR.w (in 7); DATA.y (1) <- SV_Position.x (in 0),
 *       COLOR.x (in 4)
 * Words: 8 | 7 | 1 2 4 8 0x10 0 0 0 | 2 | 2 0 0 0 2 0 0 1 | 0 | 0.
 * PSV0: stream 0 and 1 tables of 2 input vectors x 4 words each. */
TEST(view_id_state_gs_streams) {
  struct dxsig_element in[2], out[3];
  in[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  in[1] = el(1, "COLOR", F32, ARB, 1, 4, 1, 0, 0);
  out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  out[1] = el(1, "COLOR", F32, ARB, 1, 3, 1, 0, 0);
  out[2] = el(2, "DATA", F32, ARB, 1, 2, 0, 0, 1);
  struct dxsig_entry e;
  entry_init(&e, "gs", DXSIG_STAGE_GEOMETRY, in, 2, out, 3, NULL, 0);
  struct dxsig_dependency deps[8];
  for (uint32_t c = 0; c < 4; ++c)
    deps[c] = dep(OUT, 0, 0, c, IN, 0, 0, c);
  deps[4] = dep(OUT, 1, 0, 0, IN, 1, 0, 0);
  deps[5] = dep(OUT, 2, 0, 0, IN, 1, 0, 3);
  deps[6] = dep(OUT, 2, 0, 1, IN, 0, 0, 0);
  deps[7] = dep(OUT, 2, 0, 1, IN, 1, 0, 0);
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&e, deps, 8, false, &st, &d));
  ASSERT_WORDS(&st, 8, 7, 1, 2, 4, 8, 0x10, 0, 0, 0, 2, 2, 0, 0, 0, 2, 0, 0, 1, 0, 0);
  ASSERT_PSV0_TABLES(&e, &st, false, 1, 2, 4, 8, 0x10, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 1);
  dxsig_view_id_state_finish(&st);
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

/* HS. Control points in: POS r0, TEX (float2) r1.xy: 6 scalars; out: POS
 * r0: 4 scalars. Patch constants (tri): SV_TessFactor r0-r2.w,
 * SV_InsideTessFactor r3.w, PATCH (float2) r0.xy: 3*4+3+1 = 16 scalars.
 * Uses ViewID.
 *   out POS.c <- in POS.c; out POS.x (0) <- in TEX.y (5) too;
 *   out POS.y (1) <- ViewID                          out mask 0x2
 *   PATCH.x (pc 0) <- in TEX.x (4)                   pc row 4: bit 0
 *   SV_TessFactor[i] (pc 3, 7, 11) <- out POS.x (read back), which
 *     depends on in 0 and 5                          rows 0, 5: 0x888
 *   PATCH.y (pc 1) <- out POS.y, which depends on in 1 and on ViewID:
 *                                                    row 1: bit 1; pc mask bit 1
 *   SV_InsideTessFactor (pc 15) <- ViewID            pc mask bit 15
 * Words: 6 | 4 | 0x2 | 1 2 4 8 0 1 | 16 | 0x8002 | 0x888 2 0 0 1 0x888.
 * PSV0 (2 input vectors, 1 output, 4 patch-constant): out mask, pc mask,
 * 8 words of in->out, 8 of in->pc. */
TEST(view_id_state_hs_patch_constants) {
  struct dxsig_element in[2], out[1], pc[3];
  in[0] = el(0, "POS", F32, ARB, 1, 4, 0, 0, 0);
  in[1] = el(1, "TEX", F32, ARB, 1, 2, 1, 0, 0);
  out[0] = el(0, "POS", F32, ARB, 1, 4, 0, 0, 0);
  pc[0] = el(0, "SV_TessFactor", F32, DXSIG_SEMANTIC_TESS_FACTOR, 3, 1, 0, 3, 0);
  pc[1] = el(1, "SV_InsideTessFactor", F32, DXSIG_SEMANTIC_INSIDE_TESS_FACTOR, 1, 1, 3, 3, 0);
  pc[2] = el(2, "PATCH", F32, ARB, 1, 2, 0, 0, 0);
  struct dxsig_entry e;
  entry_init(&e, "hs", DXSIG_STAGE_HULL, in, 2, out, 1, pc, 3);
  struct dxsig_dependency deps[10];
  size_t n = 0;
  /* Listed patch constants first: the order of records does not matter. */
  deps[n++] = dep(PC, 0, DYN, 0, OUT, 0, 0, 0);
  deps[n++] = dep(PC, 2, 0, 1, OUT, 0, 0, 1);
  deps[n++] = dep(PC, 2, 0, 0, IN, 1, 0, 0);
  deps[n++] = dep_view(PC, 1, 0, 0);
  for (uint32_t c = 0; c < 4; ++c)
    deps[n++] = dep(OUT, 0, 0, c, IN, 0, 0, c);
  deps[n++] = dep(OUT, 0, 0, 0, IN, 1, 0, 1);
  deps[n++] = dep_view(OUT, 0, 0, 1);
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&e, deps, n, true, &st, &d));
  ASSERT_EQ_INT(d.count, 0);
  ASSERT_WORDS(&st, 6, 4, 0x2, 1, 2, 4, 8, 0, 1, 16, 0x8002, 0x888, 2, 0, 0, 1, 0x888);
  ASSERT_PSV0_TABLES(&e, &st, true, 0x2, 0x8002, 1, 2, 4, 8, 0, 1, 0, 0, 0x888, 2, 0, 0, 1,
                     0x888, 0, 0);
  dxsig_view_id_state_finish(&st);
  dxsig_diag_list_finish(&d);
}

/* DS. Control points in: POS r0: 4 scalars. Patch constants as in the HS
 * test: 16 scalars. Out: SV_Position r0, UV (float2) r1.xy: 6 scalars.
 *   SV_Position.c <- POS.c
 *   UV.x (4) <- PATCH.x (pc 0)                         pc row 0: 0x10
 *   UV.y (5) <- SV_TessFactor[1] (pc 7), SV_InsideTessFactor (pc 15)
 *                                                      pc rows 7, 15: 0x20
 * Words: 4 | 6 | 1 2 4 8 | 16 | 0x10 0 0 0 0 0 0 0x20 0 0 0 0 0 0 0 0x20.
 * PSV0 (1 input vector, 2 output, 4 patch-constant): 4 words in->out, 16
 * pc->out. */
TEST(view_id_state_ds_patch_constants_to_outputs) {
  struct dxsig_element in[1], pc[3], out[2];
  in[0] = el(0, "POS", F32, ARB, 1, 4, 0, 0, 0);
  pc[0] = el(0, "SV_TessFactor", F32, DXSIG_SEMANTIC_TESS_FACTOR, 3, 1, 0, 3, 0);
  pc[1] = el(1, "SV_InsideTessFactor", F32, DXSIG_SEMANTIC_INSIDE_TESS_FACTOR, 1, 1, 3, 3, 0);
  pc[2] = el(2, "PATCH", F32, ARB, 1, 2, 0, 0, 0);
  out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  out[1] = el(1, "UV", F32, ARB, 1, 2, 1, 0, 0);
  struct dxsig_entry e;
  entry_init(&e, "ds", DXSIG_STAGE_DOMAIN, in, 1, out, 2, pc, 3);
  struct dxsig_dependency deps[7];
  for (uint32_t c = 0; c < 4; ++c)
    deps[c] = dep(OUT, 0, 0, c, IN, 0, 0, c);
  deps[4] = dep(OUT, 1, 0, 0, PC, 2, 0, 0);
  deps[5] = dep(OUT, 1, 0, 1, PC, 0, 1, 0);
  deps[6] = dep(OUT, 1, 0, 1, PC, 1, 0, 0);
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&e, deps, 7, false, &st, &d));
  ASSERT_EQ_INT(d.count, 0);
  ASSERT_WORDS(&st, 4, 6, 1, 2, 4, 8, 16, 0x10, 0, 0, 0, 0, 0, 0, 0x20, 0, 0, 0, 0, 0, 0, 0,
               0x20);
  ASSERT_PSV0_TABLES(&e, &st, false, 1, 2, 4, 8, 0x10, 0, 0, 0, 0, 0, 0, 0x20, 0, 0, 0, 0, 0,
                     0, 0, 0x20);
  dxsig_view_id_state_finish(&st);
  dxsig_diag_list_finish(&d);
}

/* The only diagnostic of d, or "" when there is not exactly one. */
static const char *only_message(const struct dxsig_diag_list *d) {
  return d->count == 1 ? d->items[0].message : "";
}

TEST(view_id_state_check_given) {
  /* A state the body gives passes, and says it has no ViewID masks. */
  struct dxsig_element in[2], out[3];
  in[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  in[1] = el(1, "COLOR", F32, ARB, 1, 4, 1, 0, 0);
  out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  out[1] = el(1, "COLOR", F32, ARB, 1, 3, 1, 0, 0);
  out[2] = el(2, "DATA", F32, ARB, 1, 2, 0, 0, 1);
  struct dxsig_entry gs;
  entry_init(&gs, "gs", DXSIG_STAGE_GEOMETRY, in, 2, out, 3, NULL, 0);
  struct dxsig_dependency deps[1] = {dep(OUT, 2, 0, 1, IN, 1, 0, 0)};
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&gs, deps, 1, false, &st, &d));
  ASSERT_EQ_INT(st.count, 21);
  bool view = true; /* the code's word, which the size overrules */
  ASSERT_TRUE(dxsig_view_id_state_check(&gs, st.words, st.count, "the state", &view, &d));
  ASSERT_TRUE(!(view));
  ASSERT_EQ_INT(d.count, 0);
  /* Stream 1's count (word 10: 8 inputs, stream 0's count and 8 words). */
  ASSERT_EQ_INT(st.words[10], 2);
  st.words[10] = 3;
  ASSERT_TRUE(!(dxsig_view_id_state_check(&gs, st.words, st.count, "the state", &view, &d)));
  ASSERT_EQ_STR(only_message(&d),
                "entry 'gs': the state: word 10, the number of output scalars of stream 1, "
                "is 3, but the output signature of stream 1 has 2");
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_BODY_VIEW_ID_STATE);
  dxsig_diag_list_finish(&d);
  dxsig_diag_list_init(&d);
  st.words[10] = 2;
  ASSERT_TRUE(!(dxsig_view_id_state_check(&gs, st.words, st.count - 1, "the state", &view, &d)));
  ASSERT_EQ_STR(only_message(&d), "entry 'gs': the state has 20 words, but the signatures' "
                                  "scalar counts give 21 (23 with the ViewID masks)");
  dxsig_view_id_state_finish(&st);
  dxsig_diag_list_finish(&d);

  /* No output scalars: the size cannot tell, the code's word stands. */
  struct dxsig_entry as;
  entry_init(&as, "as", DXSIG_STAGE_AMPLIFICATION, NULL, 0, NULL, 0, NULL, 0);
  const uint32_t empty[2] = {0, 0};
  dxsig_diag_list_init(&d);
  view = true;
  ASSERT_TRUE(dxsig_view_id_state_check(&as, empty, 2, NULL, &view, &d));
  ASSERT_TRUE(view);
  view = false;
  ASSERT_TRUE(dxsig_view_id_state_check(&as, empty, 2, NULL, &view, &d));
  ASSERT_TRUE(!(view));
  ASSERT_TRUE(!(dxsig_view_id_state_check(&as, empty, 1, NULL, &view, &d)));
  ASSERT_EQ_STR(only_message(&d), "entry 'as': the ViewID state has 1 word, but the "
                                  "signatures' scalar counts give 2");
  dxsig_diag_list_finish(&d);

  /* Compute shaders have none. */
  struct dxsig_entry cs;
  entry_init(&cs, "cs", DXSIG_STAGE_COMPUTE, NULL, 0, NULL, 0, NULL, 0);
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_view_id_state_check(&cs, NULL, 0, NULL, &view, &d));
  ASSERT_TRUE(!(dxsig_view_id_state_check(&cs, empty, 2, NULL, &view, &d)));
  ASSERT_EQ_STR(only_message(&d),
                "entry 'cs': the ViewID state: a compute shader has no ViewID state");
  dxsig_diag_list_finish(&d);
}

/* MS: no inputs; SV_Position r0 (4 scalars) per vertex, SV_PrimitiveID
 * r0.x (1 scalar) per primitive; both depend on ViewID only.
 * Words: 0 | 4 | 0x1 | 1 | 0x1 (no table rows: no inputs). */
TEST(view_id_state_ms_primitives) {
  struct dxsig_element out[1], prim[1];
  out[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  prim[0] = el(0, "SV_PrimitiveID", DXSIG_COMP_U32, DXSIG_SEMANTIC_PRIMITIVE_ID, 1, 1, 0, 0, 0);
  struct dxsig_entry e;
  entry_init(&e, "ms", DXSIG_STAGE_MESH, NULL, 0, out, 1, prim, 1);
  struct dxsig_dependency deps[2] = {dep_view(OUT, 0, 0, 0), dep_view(PC, 0, 0, 0)};
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&e, deps, 2, true, &st, &d));
  ASSERT_WORDS(&st, 0, 4, 1, 1, 1);
  ASSERT_PSV0_TABLES(&e, &st, true, 1, 1);
  dxsig_view_id_state_finish(&st);
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

/* What counts: the whole furthest element (unused columns too); elements
 * without a register count nothing and feed nothing. PS: SV_Position r0,
 * TEX (float3) r1.xyz in (7 scalars); SV_Target r0 (4) and SV_Depth (no
 * register) out. */
TEST(view_id_state_counts_and_unallocated) {
  struct dxsig_element in[2], out[2];
  in[0] = el(0, "SV_Position", F32, DXSIG_SEMANTIC_POSITION, 1, 4, 0, 0, 0);
  in[1] = el(1, "TEX", F32, ARB, 1, 3, 1, 0, 0);
  out[0] = el(0, "SV_Target", F32, DXSIG_SEMANTIC_TARGET, 1, 4, 0, 0, 0);
  out[1] = el(1, "SV_Depth", F32, DXSIG_SEMANTIC_DEPTH, 1, 1, -1, -1, 0);
  struct dxsig_entry e;
  entry_init(&e, "ps", DXSIG_STAGE_PIXEL, in, 2, out, 2, NULL, 0);
  struct dxsig_dependency deps[2] = {dep(OUT, 1, 0, 0, IN, 1, 0, 2),
                                     dep(OUT, 0, 0, 2, IN, 1, 0, 2)};
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(build(&e, deps, 2, false, &st, &d));
  ASSERT_WORDS(&st, 7, 4, 0, 0, 0, 0, 0, 0, 0x4);
  ASSERT_PSV0_TABLES(&e, &st, false, 0, 0, 0, 0, 0, 0, 0x4, 0);
  dxsig_view_id_state_finish(&st);
  ASSERT_EQ_INT(d.count, 0);

  /* No accesses: DXC's counts (7 inputs, 4 outputs) and an empty table;
   * with SV_ViewID read, an empty ViewID mask too. PSV0's tables are 0.
   * Compute: none. */
  struct dxsig_body none = {NULL, 0, NULL, 0, false, {0, 0}};
  ASSERT_TRUE(dxsig_body_view_id_state(&e, &none, &st, &d));
  ASSERT_WORDS(&st, 7, 4, 0, 0, 0, 0, 0, 0, 0);
  ASSERT_PSV0_TABLES(&e, &st, false, 0, 0, 0, 0, 0, 0, 0, 0);
  dxsig_view_id_state_finish(&st);
  none.uses_view_id = true;
  ASSERT_TRUE(dxsig_body_view_id_state(&e, &none, &st, &d));
  ASSERT_WORDS(&st, 7, 4, 0, 0, 0, 0, 0, 0, 0, 0);
  dxsig_view_id_state_finish(&st);
  struct dxsig_entry cs;
  entry_init(&cs, "cs", DXSIG_STAGE_COMPUTE, NULL, 0, NULL, 0, NULL, 0);
  ASSERT_TRUE(build(&cs, NULL, 0, false, &st, &d));
  ASSERT_TRUE(st.words == NULL && st.count == 0);
  /* Amplification: DXC's pass runs (it skips only compute and libraries):
   * no input scalars, no output scalars. */
  struct dxsig_entry as;
  entry_init(&as, "as", DXSIG_STAGE_AMPLIFICATION, NULL, 0, NULL, 0, NULL, 0);
  ASSERT_TRUE(build(&as, NULL, 0, false, &st, &d));
  ASSERT_WORDS(&st, 0, 0);
  ASSERT_TRUE(psv0_tables(&as, &st, false, NULL, 0) == 0);
  dxsig_view_id_state_finish(&st);
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

TEST(view_id_state_errors) {
  struct dxsig_entry e;
  simple_vs(&e);
  struct dxsig_view_id_state st;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_dependency bad[7];
  bad[0] = dep(OUT, 5, 0, 0, IN, 0, 0, 0);
  bad[1] = dep(OUT, 0, 0, 0, IN, 1, 0, 2);
  bad[2] = dep(OUT, 0, 1, 0, IN, 1, 0, 0);
  bad[3] = dep(IN, 0, 0, 0, IN, 1, 0, 0);
  bad[4] = dep(OUT, 0, 0, 0, PC, 0, 0, 0);
  bad[5] = dep_view(OUT, 0, 0, 0);
  bad[6] = dep(OUT, 0, 0, 0, (enum dxsig_sig_kind)7, 0, 0, 0);
  /* PC 0 in a VS names nothing: reported as an element ID first. */
  ASSERT_TRUE(!build(&e, bad, 7, false, &st, &d));
  ASSERT_TRUE(st.words == NULL && st.count == 0);
  ASSERT_EQ_INT(d.error_count, 7);
  ASSERT_EQ_STR(d.items[0].message, "entry 'vs' output signature: dependency 0: its output "
                                    "names element 5, but the list has 2 elements");
  ASSERT_EQ_STR(d.items[1].message, "entry 'vs' input element 1 'TEXCOORD0': dependency 1: "
                                    "its input's column 2 is outside the element");
  ASSERT_EQ_STR(d.items[2].message, "entry 'vs' output element 0 'SV_Position0': dependency "
                                    "2: its output's row 1 is outside the element");
  ASSERT_EQ_STR(d.items[3].message,
                "entry 'vs': dependency 3: its output is not in a list the shader writes");
  ASSERT_EQ_STR(d.items[4].message, "entry 'vs' patch constant signature: dependency 4: its "
                                    "input names element 0, but the list has 0 elements");
  ASSERT_EQ_STR(d.items[5].message, "entry 'vs': dependency 5: it depends on SV_ViewID, but "
                                    "the body does not use ViewID");
  ASSERT_EQ_STR(d.items[6].message,
                "entry 'vs': dependency 6: its input names list 7, which is not a list");
  for (size_t i = 0; i < d.count; ++i)
    ASSERT_EQ_INT(d.items[i].code, DXSIG_RULE_BODY_DEPENDENCY);
  dxsig_diag_list_finish(&d);

  /* Roles by stage: a DS patch constant feeds outputs only. */
  dxsig_diag_list_init(&d);
  struct dxsig_element in[1], pc[1], out[1];
  in[0] = el(0, "POS", F32, ARB, 1, 4, 0, 0, 0);
  pc[0] = el(0, "PATCH", F32, ARB, 1, 4, 0, 0, 0);
  out[0] = el(0, "POS", F32, ARB, 1, 4, 0, 0, 0);
  struct dxsig_entry hs;
  entry_init(&hs, "hs", DXSIG_STAGE_HULL, in, 1, out, 1, pc, 1);
  struct dxsig_dependency roles[2] = {dep(OUT, 0, 0, 0, PC, 0, 0, 0),
                                      dep(OUT, 0, 0, 0, OUT, 0, 0, 1)};
  ASSERT_TRUE(!build(&hs, roles, 2, false, &st, &d));
  ASSERT_EQ_INT(d.count, 2);
  ASSERT_EQ_STR(d.items[0].message, "entry 'hs': dependency 0: its input is a patch constant, "
                                    "which only a domain shader's outputs read");
  ASSERT_EQ_STR(d.items[1].message,
                "entry 'hs': dependency 1: its input is an output control point, which only a "
                "hull shader's patch constants read");
  dxsig_diag_list_finish(&d);

  /* An element that needs a register has none: not packed. */
  dxsig_diag_list_init(&d);
  simple_out[1].start_row = simple_out[1].start_col = -1;
  ASSERT_TRUE(!build(&e, SIMPLE_DEPS, 7, false, &st, &d));
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_BODY_UNPACKED);
  ASSERT_EQ_STR(d.items[0].message, "entry 'vs' output element 1 'TEXCOORD0': the ViewID "
                                    "state needs packed signatures; the element has no "
                                    "register");
  simple_out[1].start_row = 31;
  simple_out[1].start_col = 3;
  ASSERT_TRUE(!build(&e, SIMPLE_DEPS, 7, false, &st, &d));
  ASSERT_EQ_STR(d.items[1].message, "entry 'vs' output element 1 'TEXCOORD0': the element "
                                    "lies outside the 32 x 4 register space");
  simple_out[1].start_row = 40; /* past the space: no wrap-around */
  simple_out[1].start_col = 0;
  ASSERT_TRUE(!build(&e, SIMPLE_DEPS, 7, false, &st, &d));
  ASSERT_EQ_INT(d.count, 3);
  ASSERT_EQ_INT(d.items[2].code, DXSIG_RULE_BODY_UNPACKED);
  dxsig_diag_list_finish(&d);
}

/* Random entries and records, out-of-range values included: nothing
 * crashes (the sanitized build watches), every state that builds is
 * accepted by the PSV0 writer wherever the state-less part is, and its
 * scalar counts agree with the part's vector counts. */
static uint32_t rnd_state = 12345u;
static uint32_t rnd(uint32_t n) {
  rnd_state = rnd_state * 1103515245u + 12345u;
  return (rnd_state >> 8) % n;
}

static void random_list(struct dxsig_element *els, size_t n, bool gs_out, bool packed) {
  for (size_t i = 0; i < n; ++i) {
    uint32_t rows = 1 + rnd(rnd(20) ? 3 : 40), cols = 1 + rnd(rnd(20) ? 4 : 9);
    int32_t row = -1, col = -1;
    if (packed ? rnd(50) != 0 : rnd(2) != 0) {
      row = (int32_t)rnd(rnd(20) ? 32 - (rows < 32 ? rows : 31) : 40);
      col = (int32_t)rnd(cols <= 4 ? 5 - cols : 4);
    }
    uint32_t kind = rnd(4) ? ARB : rnd(DXSIG_SEMANTIC_KIND_COUNT + 2);
    uint32_t comp = rnd(3) ? F32 : rnd(DXSIG_COMPONENT_TYPE_COUNT + 1);
    els[i] = el((uint32_t)i, "R", comp, kind, rows > 32 ? 32 : rows, cols, row, col,
                gs_out ? rnd(rnd(8) ? 4 : 6) : 0);
    els[i].rows = rows;
  }
}

/* Mostly a component of a real element of a list in its role; now and
 * then anything. */
static struct dxsig_component_ref random_ref(const struct dxsig_entry *e, bool output) {
  struct dxsig_component_ref r;
  bool wild = rnd(10) == 0;
  r.list = wild ? (enum dxsig_sig_kind)rnd(4)
                : output ? (rnd(4) ? DXSIG_SIG_OUTPUT : DXSIG_SIG_PATCH_CONSTANT)
                         : (rnd(4) ? DXSIG_SIG_INPUT : (enum dxsig_sig_kind)(1 + rnd(2)));
  size_t n = (unsigned)r.list < 3 ? e->sigs[r.list].count : 0;
  r.id = wild || n == 0 ? rnd(6) : rnd((uint32_t)n);
  r.row_dynamic = rnd(4) == 0;
  r.row = wild ? rnd(5) : 0;
  r.col = wild ? rnd(6) : rnd(2);
  return r;
}

TEST(random_bodies) {
  static const enum dxsig_shader_stage stages[] = {
      DXSIG_STAGE_VERTEX, DXSIG_STAGE_HULL,  DXSIG_STAGE_DOMAIN, DXSIG_STAGE_GEOMETRY,
      DXSIG_STAGE_PIXEL,  DXSIG_STAGE_MESH,  DXSIG_STAGE_COMPUTE};
  size_t built = 0, written = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    struct dxsig_element in[5], out[5], pc[5];
    enum dxsig_shader_stage stage = stages[rnd(7)];
    size_t n_in = rnd(6), n_out = rnd(6), n_pc = rnd(6);
    bool packed = rnd(5) != 0;
    random_list(in, n_in, false, packed);
    random_list(out, n_out, stage == DXSIG_STAGE_GEOMETRY, packed);
    random_list(pc, n_pc, false, packed);
    struct dxsig_entry e;
    entry_init(&e, "r", stage, in, n_in, out, n_out, pc, n_pc);
    struct dxsig_access as[8];
    struct dxsig_dependency ds[12];
    size_t na = 1 + rnd(8), nd = rnd(13);
    for (size_t i = 0; i < na; ++i) {
      as[i] = acc((enum dxsig_access_op)rnd(DXSIG_ACCESS_OP_COUNT + 1), rnd(6),
                  rnd(4) ? rnd(5) : DYN, rnd(rnd(8) ? 4 : 40), rnd(rnd(8) ? 5 : 60),
                  (enum dxsig_value_type)rnd(DXSIG_VALUE_TYPE_COUNT + 1));
      as[i].emit_streams = rnd(16);
    }
    bool view = rnd(2) == 0;
    for (size_t i = 0; i < nd; ++i) {
      ds[i].output = random_ref(&e, true);
      ds[i].input = random_ref(&e, false);
      ds[i].from_view_id = rnd(view ? 4 : 40) == 0;
    }
    struct dxsig_body body = {as, na, ds, rnd(4) ? rnd(3) : nd, view, {0, 0}};
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    dxsig_body_check(&e, &body, &d);
    dxsig_body_derive_masks(&e, &body, &d);
    struct dxsig_view_id_state st;
    bool ok = dxsig_body_view_id_state(&e, &body, &st, &d);
    ASSERT_TRUE(ok || st.count == 0);
    if (ok && st.count) {
      built++;
      struct dxsig_psv_info info;
      dxsig_psv_info_init(&info);
      info.uses_view_id = body.uses_view_id;
      struct dxsig_bytes zero, full;
      dxsig_bytes_init(&zero);
      dxsig_bytes_init(&full);
      struct dxsig_diag_list d2;
      dxsig_diag_list_init(&d2);
      if (dxsig_psv0_write(&zero, &e, &V18, &info, &d2)) {
        info.view_id_state = st.words;
        info.view_id_state_words = st.count;
        bool with = dxsig_psv0_write(&full, &e, &V18, &info, &d2);
        if (!with)
          TEST_FAIL_AT("iteration %d: PSV0 refuses the state: %s", iter, d2.items[0].message);
        ASSERT_EQ_INT(full.len, zero.len);
        written++;
      }
      dxsig_diag_list_finish(&d2);
      dxsig_bytes_finish(&zero);
      dxsig_bytes_finish(&full);
    }
    dxsig_view_id_state_finish(&st);
    dxsig_diag_list_finish(&d);
  }
  /* The generator reaches both outcomes. */
  ASSERT_TRUE(built > 400);
  ASSERT_TRUE(written > 200);
}

int main(void) {
  RUN(check_ids_rows_columns);
  RUN(check_types);
  RUN(check_forms);
  RUN(check_forms_stage_and_shader_model);
  RUN(check_operations_and_stages);
  RUN(check_hull_functions);
  RUN(check_interpretations);
  RUN(check_streams);
  RUN(check_fields_and_locations);
  RUN(masks_unallocated);
  RUN(masks_allocated_shift);
  RUN(masks_untouched_without_accesses);
  RUN(masks_output_control_point_reads_do_not_count);
  RUN(view_id_state_vs_simple);
  RUN(view_id_state_view_id_mask);
  RUN(view_id_state_dynamic_rows);
  RUN(view_id_state_gs_streams);
  RUN(view_id_state_hs_patch_constants);
  RUN(view_id_state_ds_patch_constants_to_outputs);
  RUN(view_id_state_ms_primitives);
  RUN(view_id_state_check_given);
  RUN(view_id_state_counts_and_unallocated);
  RUN(view_id_state_errors);
  RUN(random_bodies);
  return test_summary();
}
