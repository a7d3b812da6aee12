/* dxsig body: what an entry's code does with its signatures.
 *
 * A producer (the LLVM glue, or any compiler that is not LLVM-based)
 * describes one entry's body, the entry function and every function it
 * calls, as plain records:
 *   - accesses: one per load or store of a signature element;
 *   - dependencies: for each output component the body writes, the input
 *     components (and SV_ViewID) that its value, or whether it is written
 *     at all, depends on.
 * The core then
 *   - checks each access against the entry's signatures and stage
 *     (dxsig_body_check),
 *   - derives UsageMask and DynIndexMask from the accesses
 *     (dxsig_body_derive_masks), and
 *   - after packing, builds the ViewID state: DXC's serialized dependency
 *     tables (the i32 array of !dx.viewIdState), which dxsig_psv0_write
 *     lays out in PSV0 (dxsig_body_view_id_state).
 * A body with no accesses says nothing: the metadata's masks stand and the
 * dependency tables stay zero, as for a metadata-only module.
 *
 * Typical use from C (docs/bodies.md has a complete program):
 *   dxsig_body_check(entry, &body, diags);
 *   dxsig_body_derive_masks(entry, &body, diags);      before packing
 *   dxsig_signature_pack(...) for each list;
 *   dxsig_body_view_id_state(entry, &body, &state, diags);
 *   info.uses_view_id = body.uses_view_id;
 *   info.view_id_state = state.words; info.view_id_state_words = state.count;
 *   dxsig_entry_parts_write(...) / dxsig_container_build(...);
 *   dxsig_view_id_state_finish(&state);
 */
#ifndef DXSIG_BODY_H
#define DXSIG_BODY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxsig/api.h"
#include "dxsig/diag.h"
#include "dxsig/target.h"
#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What an access does, and so which list it names (DXC's dx.op names). */
enum dxsig_access_op {
  DXSIG_ACCESS_LOAD_INPUT,                /* input list: loadInput, and the
                                             reads of attributeAtVertex and
                                             evalSnapped/SampleIndex/Centroid */
  DXSIG_ACCESS_STORE_OUTPUT,              /* output list: storeOutput */
  DXSIG_ACCESS_LOAD_PATCH_CONSTANT,       /* patch-constant list: DS
                                             loadPatchConstant (DXC allows
                                             it in an HS too) */
  DXSIG_ACCESS_STORE_PATCH_CONSTANT,      /* patch-constant list: HS
                                             storePatchConstant */
  DXSIG_ACCESS_LOAD_OUTPUT_CONTROL_POINT, /* output list, read back by the HS
                                             patch-constant function */
  DXSIG_ACCESS_STORE_VERTEX_OUTPUT,       /* output list: MS storeVertexOutput */
  DXSIG_ACCESS_STORE_PRIMITIVE_OUTPUT,    /* patch-constant (primitive) list:
                                             MS storePrimitiveOutput */
  DXSIG_ACCESS_OP_COUNT
};

/* The IR type of the value loaded or stored (per component). */
enum dxsig_value_type {
  DXSIG_VALUE_F16, DXSIG_VALUE_F32, DXSIG_VALUE_F64,
  DXSIG_VALUE_I1, DXSIG_VALUE_I16, DXSIG_VALUE_I32, DXSIG_VALUE_I64,
  DXSIG_VALUE_OTHER, /* any other type: always an error */
  DXSIG_VALUE_TYPE_COUNT
};

/* Which function of the entry an access is reached from, as bits: a hull
 * shader has two, its control-point function (the entry) and its
 * patch-constant function; every other stage has the entry alone. A helper
 * called from both has both bits. */
enum dxsig_access_root {
  DXSIG_ROOT_ENTRY = 1u << 0,          /* the entry function, or what it calls */
  DXSIG_ROOT_PATCH_CONSTANT = 1u << 1, /* a hull shader's patch-constant
                                          function, or what it calls */
};

/* Where an access is, for diagnostics. Every field may be NULL / 0. */
struct dxsig_body_location {
  const char *function;    /* the function that holds the access */
  const char *instruction; /* the instruction as the producer prints it */
  const char *file;        /* debug location (!dbg), when present */
  uint32_t line, column;
};

/* How a loadInput-like access reads its input: plainly, through
 * EvaluateAttributeSnapped/AtSample/Centroid (DXC's evalSnapped,
 * evalSampleIndex, evalCentroid), or GetAttributeAtVertex
 * (attributeAtVertex). */
enum dxsig_access_form {
  DXSIG_ACCESS_FORM_PLAIN,
  DXSIG_ACCESS_FORM_EVALUATE,
  DXSIG_ACCESS_FORM_AT_VERTEX
};

/* One load or store of a signature element. */
struct dxsig_access {
  enum dxsig_access_op op;
  uint32_t id;             /* the signature ID operand */
  bool row_dynamic;        /* the row operand is not a constant */
  uint32_t row;            /* row within the element (when !row_dynamic) */
  uint32_t col;            /* first column, element-relative */
  uint32_t width;          /* components accessed from col on (a vector
                              access has its vector's width; 1 for scalars) */
  enum dxsig_value_type type;
  /* Geometry shader stores: the streams (bit s) of the emitStream /
   * emitThenCutStream calls the store reaches before another store to
   * the same component; 0 when the producer does not say. */
  uint32_t emit_streams;
  /* The functions the access is reached from (enum dxsig_access_root
   * bits); 0 when the producer does not say: then where it is is not
   * checked. */
  uint32_t reached_from;
  struct dxsig_body_location at;
  enum dxsig_access_form form; /* 0: plain */
};

/* One component as the code names it: an element of a list, a row within
 * it (or every row, when the access's row is dynamic) and a column, all
 * element-relative. */
struct dxsig_component_ref {
  enum dxsig_sig_kind list;
  uint32_t id;
  bool row_dynamic;
  uint32_t row;
  uint32_t col;
};

/* output depends on input (or on SV_ViewID when from_view_id). output
 * names a component of the output list or of the patch-constant list the
 * body writes (HS/MS: patch constants and primitives); input one of the
 * input list, of the patch-constant list (DS), or of the output list read
 * back by an HS patch-constant function (the core follows those to the
 * inputs they depend on). */
struct dxsig_dependency {
  struct dxsig_component_ref output;
  bool from_view_id;
  struct dxsig_component_ref input; /* unused when from_view_id */
};

/* One entry's body. Records are borrowed: they must outlive the calls. */
struct dxsig_body {
  const struct dxsig_access *accesses;
  size_t access_count;
  const struct dxsig_dependency *dependencies;
  size_t dependency_count;
  bool uses_view_id;       /* the code reads SV_ViewID (dx.op.viewID) */
  /* The shader model the code is compiled for (the module's target);
   * {0, 0}: unknown, and no operation is gated by shader model. */
  struct dxsig_shader_model sm;
};

/* Checks every access of body against entry's signatures and stage (rules
 * body-*, docs/validation.md): the ID
 * names an element of the list the operation addresses; a constant row lies
 * inside the element, a dynamic row needs an element of more than one row;
 * col + width fits the element's columns; the value type is an overload
 * the operation has; an evaluated read is of an interpolated input, a
 * per-vertex read of a nointerpolation one; evaluated and per-vertex
 * reads are in pixel shaders, and a per-vertex read (like reading
 * SV_ViewID) needs shader model 6.1 when body->sm says; the operation
 * fits the stage
 * and the element
 * (no loadInput of an element that has no register, ...); in a hull
 * shader, patch constants are written and output control points read back
 * only from the patch-constant function, output control points written
 * only from the entry (reached_from); a GS store goes to its element's
 * stream; and, when the body has accesses, that its code writes every
 * component of SV_Position (per GS stream) and of each other system-value
 * output but SV_Target (an HS: of each system-value patch constant). One
 * located error per problem; returns false
 * when an error was reported. Accesses are checked against the signature
 * as it is: an entry whose metadata failed to verify still gets them.
 * A diagnostic has the element's context fields, at's file, line and
 * column as its location, and the text
 *   entry 'E' <list> element N 'NAME': in function 'F': `INSTR`: what
 * ("entry 'E' <list> signature: ..." when the ID names no element; the
 * function and instruction parts are left out when at does not give
 * them). */
DXSIG_API bool dxsig_body_check(const struct dxsig_entry *entry,
                                const struct dxsig_body *body,
                                struct dxsig_diag_list *diags);

/* When body has accesses: sets UsageMask (the components read, for input
 * and patch-constant inputs; written, for outputs) and DynIndexMask (the
 * components accessed with a dynamic row) of every element of entry from
 * them, element-relative for an unallocated element and shifted by
 * StartCol for an allocated one, as the metadata holds them. An element
 * the body never names gets 0. A warning names both masks where the
 * metadata's was not 0 and differs. Accesses that dxsig_body_check rejects
 * are ignored. Without accesses nothing changes. */
DXSIG_API void dxsig_body_derive_masks(struct dxsig_entry *entry,
                                       const struct dxsig_body *body,
                                       struct dxsig_diag_list *diags);

/* DXC's serialized ViewID state (DxilViewIdState::Serialize), owned. */
struct dxsig_view_id_state {
  uint32_t *words;
  size_t count;
};

/* Builds the ViewID state of a packed entry from the body's dependencies
 * (docs/bodies.md has the layout):
 * input and output scalar counts as DXC counts them (up to the last
 * allocated component), the outputs that depend on ViewID, and the
 * input->output, input->patch-constant (HS, MS) and
 * patch-constant->output (DS) tables, per GS stream. A dynamic-row
 * component stands for every row of its element. A body without accesses
 * gets the counts and empty tables, as DXC computes for code that touches
 * no signature value (call this only for real code: a caller with
 * signatures alone has no state). Compute and library entries get an
 * empty state (count 0), for which DXC computes none; PSV0 then writes
 * zero tables (an amplification shader's is {0, 0}: no inputs, no
 * outputs).
 * The ViewID masks are present when body->uses_view_id: give
 * dxsig_psv_info.uses_view_id the same value. Returns false (with a
 * diagnostic) when memory runs out, an element is not packed, or a
 * dependency names no real component (rule body-dependency); the state
 * is then empty. */
DXSIG_API bool dxsig_body_view_id_state(const struct dxsig_entry *entry,
                                        const struct dxsig_body *body,
                                        struct dxsig_view_id_state *state,
                                        struct dxsig_diag_list *diags);

DXSIG_API void dxsig_view_id_state_finish(struct dxsig_view_id_state *state);

/* Checks a ViewID state that comes from elsewhere (DXC's !dx.viewIdState,
 * which a module without body accesses may carry) against a packed entry:
 * its scalar counts are those of the entry's signatures and its size is
 * that of the layout dxsig_body_view_id_state writes. *uses_view_id: in,
 * whether the code reads SV_ViewID, for when the size cannot tell (no
 * output scalars); out, whether the state has the ViewID masks (give it to
 * dxsig_psv_info.uses_view_id). what names the state in messages
 * ("!dx.viewIdState (!12)"). False with an error (rule body-viewid-state)
 * naming the first count word that differs, or the sizes; compute and
 * library entries have no state (count 0 passes). */
DXSIG_API bool dxsig_view_id_state_check(const struct dxsig_entry *entry, const uint32_t *words,
                                         size_t count, const char *what, bool *uses_view_id,
                                         struct dxsig_diag_list *diags);

/* "loadInput", "storeOutput", ... (DXC's dx.op names). */
DXSIG_API const char *dxsig_access_op_name(enum dxsig_access_op op);
/* "f32", "i1", ... */
DXSIG_API const char *dxsig_value_type_name(enum dxsig_value_type type);

#ifdef __cplusplus
}
#endif
#endif
