/* dxsig link: do two stages of a D3D12 pipeline fit together?
 *
 * The D3D12 runtime checks, when it creates a graphics pipeline state,
 * that each stage's input signature is fed by the previous stage's output
 * signature (and the first stage's by the input layout). A mismatch makes
 * CreateGraphicsPipelineState fail with E_INVALIDARG, long after both
 * shaders compiled and validated on their own. dxsig checks the same
 * rules ahead of time, on packed metadata or on containers:
 *
 *   - every input the consumer reads is written by the producer under the
 *     same semantic name and index (system values the rasterizer or the
 *     tessellator generate excepted: SV_PrimitiveID, SV_IsFrontFace,
 *     SV_SampleIndex, SV_Barycentrics, SV_ShadingRate where D3D12 allows);
 *     a pixel shader sees GS stream 0 only;
 *   - in the same register, with components the producer writes (a domain
 *     shader reads exactly what the hull shader writes, and reads all of
 *     it; a pixel shader behind a mesh shader needs the same component
 *     count, registers may differ);
 *   - with the same component type, minimum precision and system value;
 *   - no component the consumer always reads is one the producer never
 *     writes (D3D12 NEVERWRITTEN_ALWAYSREADS);
 *   - interpolation modes, where both sides have them, should agree
 *     (warning: lists packed with different modes diverge);
 *   - the vertex shader's inputs against an input layout: each has an
 *     element of the same name and index, in a vertex-buffer format
 *     (a format of another type is a warning, as in D3D12).
 *
 * Every mismatch names both sides:
 *   ps_main input TEXCOORD1 reads r2.zw but vs_main writes TEXCOORD1 at r1.xy
 */
#ifndef DXSIG_LINK_H
#define DXSIG_LINK_H

#include "dxsig/api.h"
#include "dxsig/arena.h"
#include "dxsig/diag.h"
#include "dxsig/module.h"

#ifdef __cplusplus
extern "C" {
#endif

#define DXSIG_LINK_NO_REGISTER 0xFFFFFFFFu
#define DXSIG_LINK_INTERP_UNKNOWN 0xFFu

/* One record of a signature part as the runtime reads it: one row of an
 * element. Values are the container encodings (DxilProgramSigSemantic,
 * DxilProgramSigCompType, DxilProgramSigMinPrecision). */
struct dxsig_link_row {
  const char *name;        /* NUL-terminated */
  uint32_t index;          /* semantic index */
  uint32_t system_value;
  uint32_t comp_type;
  uint32_t min_precision;
  uint32_t reg;            /* DXSIG_LINK_NO_REGISTER: none */
  uint8_t mask;            /* components, register-relative */
  uint8_t rw_mask;         /* inputs: always read; outputs: never written */
  uint8_t interp;          /* DXSIG_INTERP_*, or DXSIG_LINK_INTERP_UNKNOWN */
  uint32_t stream;
};

struct dxsig_link_list {
  const struct dxsig_link_row *rows;
  size_t count;
};

/* One stage as the linker sees it: input, output and patch constant /
 * mesh primitive lists (indexed by enum dxsig_sig_kind). */
struct dxsig_link_stage {
  const char *name;        /* entry name, for messages */
  enum dxsig_shader_stage stage;
  struct dxsig_link_list lists[DXSIG_SIG_KIND_COUNT];
};

/* The stage of a packed entry (every element that needs a register has
 * one): its lists written as ISG1/OSG1/PSG1 would be and read back, with
 * interpolation modes. Memory from arena. False, with a diagnostic, when
 * the entry cannot be written. */
/* Where a graphics stage comes in a pipeline: 0 vertex or mesh, 1 hull,
 * 2 domain, 3 geometry, 4 pixel; -1 for any other stage. */
DXSIG_API int dxsig_pipeline_rank(enum dxsig_shader_stage stage);

DXSIG_API bool dxsig_link_stage_from_entry(struct dxsig_link_stage *out, const struct dxsig_entry *entry,
                                 const struct dxsig_module *m, struct dxsig_arena *arena,
                                 struct dxsig_diag_list *diags);

/* The stage of a DXContainer (ISG1, OSG1, PSG1; the stage from the DXIL
 * part or PSV0, else DXSIG_SHADER_STAGE_COUNT: unknown, for the caller to
 * set). name labels it in messages. Bounds-checked; false, with a
 * diagnostic, when the container or a signature part is unreadable. */
DXSIG_API bool dxsig_link_stage_from_container(struct dxsig_link_stage *out, const void *data,
                                     size_t size, const char *name, struct dxsig_arena *arena,
                                     struct dxsig_diag_list *diags);

/* Checks producer -> consumer, an adjacent pair of a graphics pipeline
 * (VS->HS, VS->GS, VS->PS, HS->DS, DS->GS, DS->PS, GS->PS, MS->PS).
 * Appends every mismatch; returns false when any is an error. */
DXSIG_API bool dxsig_link_check(const struct dxsig_link_stage *producer,
                      const struct dxsig_link_stage *consumer, struct dxsig_diag_list *diags);

/* True for a pair that dxsig_link_check accepts. */
DXSIG_API bool dxsig_link_stages_adjacent(enum dxsig_shader_stage producer,
                                enum dxsig_shader_stage consumer);

/* ---- input layouts ------------------------------------------------------ */

struct dxsig_layout_element {
  const char *name;        /* NUL-terminated */
  uint32_t index;
  uint32_t format;         /* DXGI_FORMAT value */
  uint32_t line;           /* 1-based line in the layout text */
};

/* Parses an input layout: one element per line, "NAME INDEX FORMAT" (the
 * DXGI format with or without its DXGI_FORMAT_ prefix); '#' starts a
 * comment. Reports every bad line (file labels them); false when any. */
DXSIG_API bool dxsig_layout_parse(const char *text, size_t len, const char *file,
                        struct dxsig_arena *arena, struct dxsig_layout_element **out,
                        size_t *count, struct dxsig_diag_list *diags);

/* DXGI_FORMAT name (without prefix) of a value, or NULL. */
DXSIG_API const char *dxsig_dxgi_format_name(uint32_t format);

/* Checks a vertex shader's inputs against a layout, as D3D12 does:
 * missing elements and duplicate layout elements are errors, formats that
 * cannot feed a vertex buffer are errors, a format of another component
 * type than the shader reads is a warning. */
DXSIG_API bool dxsig_link_input_layout(const struct dxsig_layout_element *layout, size_t count,
                             const char *file, const struct dxsig_link_stage *vs,
                             struct dxsig_diag_list *diags);

/* ---- pipelines ------------------------------------------------------------ */

/* A pipeline: entry names in pipeline order (!dx.pipelines, README). */
struct dxsig_pipeline {
  const char *name;        /* may be NULL */
  const char *const *entries;
  size_t count;
};

/* Checks every adjacent pair of every pipeline against a packed module:
 * the entries must exist and be graphics stages in pipeline order. */
DXSIG_API bool dxsig_link_pipelines(const struct dxsig_module *m, const struct dxsig_pipeline *pipelines,
                          size_t count, struct dxsig_diag_list *diags);

#ifdef __cplusplus
}
#endif
#endif
