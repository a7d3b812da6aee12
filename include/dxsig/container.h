/* dxsig container: the bytes DXC writes for a packed signature.
 *
 *   - ISG1 / OSG1 / PSG1 program-signature parts  (DXC DxilContainer.h)
 *   - PSV0 pipeline-state-validation part         (DxilPipelineStateValidation.h)
 *   - the DXContainer file: header, part table, DXIL and HASH parts, and
 *     the container digest (DXC's modified MD5)   (DXC DxilHash.cpp)
 *   - a bounds-checked container reader and a dumper (dxsig dump)
 *
 * Everything is written field by field in little-endian order; no host
 * struct is ever copied to or from the bytes. Writers take packed elements
 * (StartRow/StartCol set, UsageMask register-relative for allocated
 * elements, as dxsig_signature_pack leaves them) and reproduce DXC byte for
 * byte for the requested validator version. Readers accept any input and
 * never read outside the buffer they are given.
 */
#ifndef DXSIG_CONTAINER_H
#define DXSIG_CONTAINER_H

#include "dxsig/diag.h"
#include "dxsig/buffer.h"
#include "dxsig/tess_domain.h"
#include "dxsig/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Versions and shared settings                                             */

/* DXC's DXIL::CompareVersions: <0, 0, >0. Major 0 means "latest" and
 * compares above every other major version. */
DXSIG_API int dxsig_version_compare(uint32_t major_a, uint32_t minor_a, uint32_t major_b,
                          uint32_t minor_b);

/* The PSV0 version DXC writes for a validator version (hlsl::GetPSVVersion):
 * < 1.1 -> 0, < 1.6 -> 1, < 1.8 -> 2, < 1.10 -> 3, otherwise 4. */
DXSIG_API uint32_t dxsig_psv_version(uint32_t valver_major, uint32_t valver_minor);

/* RuntimeInfoSize of a PSV0 version (24, 36, 48, 52, 56); 0 if unknown. */
DXSIG_API uint32_t dxsig_psv_runtime_info_size(uint32_t psv_version);

/* What every part writer needs besides the elements. */
struct dxsig_part_options {
  uint32_t valver_major, valver_minor; /* !dx.valver; 1.0 when absent */
  bool native16;                       /* dx.nativelowprec */
  /* HS/DS tessellator domain (selects the tess-factor SystemValue and the
   * PSV0 TessellatorDomain). UNDEFINED: dxsig_entry_tess_domain. */
  enum dxsig_tess_domain domain;
};

/* ------------------------------------------------------------------------ */
/* ISG1 / OSG1 / PSG1                                                       */

/* Appends the part data (without the 8-byte part header) of one list of
 * the entry: ISG1 for DXSIG_SIG_INPUT, OSG1 for OUTPUT, PSG1 for
 * PATCH_CONSTANT. NotInSig elements are left out, NotPacked and Shadow
 * elements get Register 0xFFFFFFFF; one record per row; records in
 * (Stream, Register, name offset) order with element order breaking ties
 * (a stable sort, as LLVM's writer does; docs/containers.md). An absent or empty list
 * gives the 8-byte empty part. Returns false, with a diagnostic, for an
 * element the format cannot hold (the verifier reports these first) or
 * when memory runs out. */
DXSIG_API bool dxsig_signature_part_write(struct dxsig_bytes *out,
                                const struct dxsig_entry *entry,
                                enum dxsig_sig_kind kind,
                                const struct dxsig_part_options *opts,
                                struct dxsig_diag_list *diags);

/* Number of elements of a list that appear in the container parts (all but
 * NotInSig / NA ones). DXC writes PSG1 only when this is non-zero. */
DXSIG_API size_t dxsig_signature_part_element_count(const struct dxsig_entry *entry,
                                          enum dxsig_sig_kind kind);

/* Number of elements a DXIL entry record lists for a list (!dx.entryPoints):
 * DXC leaves NotInSig elements out (HLSignatureLower ProcessArgument), but
 * element IDs are positions, so only those after the last element that
 * stays are left out; the others stay, with StartRow -1. */
DXSIG_API size_t dxsig_signature_record_element_count(const struct dxsig_entry *entry,
                                                      enum dxsig_sig_kind kind);

/* ------------------------------------------------------------------------ */
/* PSV0                                                                     */

/* PSV0 values that the signatures do not determine. dxsig_psv_info_init
 * sets DXC's defaults for a module that carries no such information. */
struct dxsig_psv_info {
  /* HS/DS */
  uint32_t input_control_points;
  uint32_t output_control_points;        /* HS */
  uint32_t tess_output_primitive;        /* HS: 1 point .. 4 triangle_ccw */
  /* GS */
  uint32_t gs_input_primitive;
  uint32_t gs_output_topology;
  uint32_t gs_output_stream_mask;        /* 0: the streams that have output
                                            elements (1 when none) */
  uint32_t gs_max_vertex_count;
  /* MS / AS */
  uint32_t ms_group_shared_bytes;
  uint32_t ms_max_output_vertices;
  uint32_t ms_max_output_primitives;
  uint32_t ms_output_topology;           /* 1 line, 2 triangle */
  uint32_t payload_bytes;                /* MS and AS */
  /* CS / MS / AS */
  uint32_t num_threads[3];               /* "hlsl.numthreads" */
  uint32_t group_shared_bytes;           /* PSV v4 NumBytesGroupSharedMemory */
  uint32_t wave_lane_min, wave_lane_max; /* 0 / 0xFFFFFFFF: no [WaveSize] */
  /* ViewID */
  bool uses_view_id;
  /* Optional data-flow information in DXC's serialized ViewID-state layout
   * (the i32 array of !dx.viewIdState). NULL: the ViewID masks and the
   * input->output dependency tables are written zero-filled, at the size
   * DXC gives them. */
  const uint32_t *view_id_state;
  size_t view_id_state_words;
};

DXSIG_API void dxsig_psv_info_init(struct dxsig_psv_info *info);

/* Appends the PSV0 part data of an entry, in the version DXC picks for the
 * validator version: runtime info, no resources, and from version 1 the
 * string table, semantic-index table, element records and the ViewID /
 * dependency tables. info may be NULL (defaults). */
DXSIG_API bool dxsig_psv0_write(struct dxsig_bytes *out, const struct dxsig_entry *entry,
                      const struct dxsig_part_options *opts,
                      const struct dxsig_psv_info *info,
                      struct dxsig_diag_list *diags);

/* ------------------------------------------------------------------------ */
/* Hashes                                                                   */

/* RFC 1321 MD5 (the HASH part's digest). */
DXSIG_API void dxsig_md5(const void *data, size_t len, uint8_t digest[16]);

/* DXC's container digest (ComputeHashRetail, DXC DxilHash.cpp) of
 * len bytes; debug selects the ComputeHashDebug variant. */
DXSIG_API void dxsig_container_digest(const void *data, size_t len, bool debug,
                            uint8_t digest[16]);

/* ------------------------------------------------------------------------ */
/* Container writer                                                         */

#define DXSIG_FOURCC(a, b, c, d)                                          \
  ((uint32_t)(uint8_t)(a) | ((uint32_t)(uint8_t)(b) << 8) |               \
   ((uint32_t)(uint8_t)(c) << 16) | ((uint32_t)(uint8_t)(d) << 24))

#define DXSIG_PART_DXIL DXSIG_FOURCC('D', 'X', 'I', 'L')
#define DXSIG_PART_SFI0 DXSIG_FOURCC('S', 'F', 'I', '0')
#define DXSIG_PART_HASH DXSIG_FOURCC('H', 'A', 'S', 'H')
#define DXSIG_PART_ISG1 DXSIG_FOURCC('I', 'S', 'G', '1')
#define DXSIG_PART_OSG1 DXSIG_FOURCC('O', 'S', 'G', '1')
#define DXSIG_PART_PSG1 DXSIG_FOURCC('P', 'S', 'G', '1')
#define DXSIG_PART_PSV0 DXSIG_FOURCC('P', 'S', 'V', '0')
#define DXSIG_PART_RTS0 DXSIG_FOURCC('R', 'T', 'S', '0')

/* One part: a FourCC and its data (not owned). */
struct dxsig_part {
  uint32_t fourcc;
  const uint8_t *data;
  size_t size;
};

/* Appends a whole container: header, offset table, the parts back to back
 * in the given order, each exactly as given (callers pad; DXC pads only
 * from validator 1.7 on). sign: store the container digest, as DXC's
 * validator does; otherwise the digest stays zero, as DXC's compiler
 * leaves it. Fails when the file would exceed 4 GiB. */
DXSIG_API bool dxsig_container_write(struct dxsig_bytes *out, const struct dxsig_part *parts,
                           size_t count, bool sign, struct dxsig_diag_list *diags);

/* Recomputes the digest of a complete container in place. */
DXSIG_API bool dxsig_container_sign(uint8_t *file, size_t size);

/* DXIL part data: program header (shader kind, shader model), DXIL header
 * (version, bitcode offset 16 and size) and the bitcode, zero-padded to a
 * multiple of 4. */
DXSIG_API bool dxsig_dxil_part_write(struct dxsig_bytes *out, enum dxsig_shader_stage stage,
                           uint32_t sm_major, uint32_t sm_minor,
                           uint32_t dxil_major, uint32_t dxil_minor,
                           const void *bitcode, size_t bitcode_size,
                           struct dxsig_diag_list *diags);

/* HASH part data: flags, then the MD5 of the bitcode. */
DXSIG_API void dxsig_hash_part_write(struct dxsig_bytes *out, uint32_t flags,
                           const void *bitcode, size_t bitcode_size);

/* Everything a container for one entry holds besides its signatures. */
struct dxsig_container_input {
  const struct dxsig_entry *entry;
  struct dxsig_part_options opts;
  struct dxsig_psv_info psv;
  const uint8_t *rts0;              /* serialized root signature or NULL */
  size_t rts0_size;
  bool with_dxil;                   /* add HASH (validator >= 1.5) + DXIL */
  uint32_t sm_major, sm_minor;      /* shader model of the DXIL part */
  uint32_t dxil_major, dxil_minor;  /* DXIL version of the DXIL part */
  const void *bitcode;              /* DXIL payload */
  size_t bitcode_size;
  bool sign;                        /* compute the container digest */
};

/* The parts of one entry in DXC's order (ISG1, OSG1, PSG1 if the list has
 * elements, PSV0, RTS0, HASH, DXIL), as separate buffers: what dxsig-lower
 * turns into section globals. Unused buffers stay empty. */
struct dxsig_entry_parts {
  struct dxsig_bytes isg1, osg1, psg1, psv0;
  bool has_psg1;
};
DXSIG_API void dxsig_entry_parts_init(struct dxsig_entry_parts *p);
DXSIG_API void dxsig_entry_parts_finish(struct dxsig_entry_parts *p);
DXSIG_API bool dxsig_entry_parts_write(struct dxsig_entry_parts *p,
                             const struct dxsig_entry *entry,
                             const struct dxsig_part_options *opts,
                             const struct dxsig_psv_info *info,
                             struct dxsig_diag_list *diags);

/* A complete container file for one entry, which must be packed (an
 * unpacked signature is an error, lower-unpacked). */
DXSIG_API bool dxsig_container_build(struct dxsig_bytes *out,
                           const struct dxsig_container_input *in,
                           struct dxsig_diag_list *diags);

/* ------------------------------------------------------------------------ */
/* Container reader                                                         */

struct dxsig_container_view {
  const uint8_t *data;       /* the caller's bytes, not owned */
  size_t size;
  uint8_t digest[16];
  uint16_t major, minor;
  uint32_t file_size;        /* as stored */
  struct dxsig_part *parts;  /* owned; data points into the caller's bytes */
  uint32_t *offsets;         /* owned; part header offsets */
  size_t count;
};

/* Parses the header and part table. Every offset and size is checked
 * against size; problems that make a part unreadable are errors, others
 * (FileSize mismatch, trailing bytes) warnings. view->parts then lists the
 * readable parts. Call dxsig_container_view_finish in every case. */
DXSIG_API bool dxsig_container_read(struct dxsig_container_view *view, const void *data,
                          size_t size, struct dxsig_diag_list *diags);
DXSIG_API void dxsig_container_view_finish(struct dxsig_container_view *view);

/* Which listings of the part table are one part: first[i] is the first
 * part at view->offsets[i] (i itself when none before it), so the same
 * bytes are decoded once however often the table lists them (a 160 KB
 * table can list one part 40,000 times). first: view->count entries.
 * O(n log n); false when out of memory. */
DXSIG_API bool dxsig_container_first_listings(const struct dxsig_container_view *view,
                                              size_t *first);

/* First part with that FourCC, or NULL. */
DXSIG_API const struct dxsig_part *dxsig_container_find(const struct dxsig_container_view *view,
                                              uint32_t fourcc);

/* ------------------------------------------------------------------------ */
/* Dump                                                                     */

/* Human-readable form of a container: header and part list, digest check,
 * DXC's signature tables (the layout of dxc -dumpbin), PSV0 field by field,
 * RTS0, HASH and DXIL headers. Malformed parts are described, never read
 * out of bounds. Returns false when the container itself is unreadable. */
DXSIG_API bool dxsig_container_dump(struct dxsig_buffer *out, const void *data, size_t size,
                          struct dxsig_diag_list *diags);

/* The DXC signature table of one ISG1/OSG1/PSG1 part's data. */
DXSIG_API void dxsig_dump_signature_part(struct dxsig_buffer *out, const char *heading,
                               const uint8_t *data, size_t size, bool input);

/* ---- PSV0 as stored ----------------------------------------------------------
 *
 * A PSV0 part read field by field (dxsig_psv0_read), what `dxsig dump`
 * prints and `dump --json` gives. Pointers are into the caller's bytes; a
 * malformed part is read as far as it goes and state says where it ends. */

enum dxsig_psv0_state {
  DXSIG_PSV0_OK,             /* every table read (trailing bytes may follow) */
  DXSIG_PSV0_BAD_INFO,       /* RuntimeInfoSize under 24 or past the part: nothing read */
  DXSIG_PSV0_BAD_RESOURCES,  /* the resource records exceed the part */
  DXSIG_PSV0_CUT             /* the part ends inside its tables */
};

/* A named runtime-info field of the stage, DXC's name ("InputControlPointCount"). */
struct dxsig_psv0_field {
  const char *name;
  uint32_t value;
  const char *meaning; /* the value's name (a tessellator domain), or NULL */
};

/* A table of ViewID data: count little-endian dwords (data NULL when 0). */
struct dxsig_psv0_words {
  const uint8_t *data;
  uint32_t count;
};
/* Dword i (< count) of such a table, and of the semantic index table. */
DXSIG_API uint32_t dxsig_psv0_word(const struct dxsig_psv0_words *t, uint32_t i);

/* The dependency tables, in the part's order; absent ones have count 0. */
enum {
  DXSIG_PSV0_VIEWID_OUTPUTS,   /* + stream (0..3) */
  DXSIG_PSV0_VIEWID_PATCH_CONSTANTS = 4,
  DXSIG_PSV0_INPUTS_TO_OUTPUTS,  /* + stream (0..3) */
  DXSIG_PSV0_INPUTS_TO_PATCH_CONSTANTS = 9,
  DXSIG_PSV0_PATCH_CONSTANTS_TO_OUTPUTS,
  DXSIG_PSV0_TABLE_COUNT
};

struct dxsig_psv0_info {
  enum dxsig_psv0_state state;
  uint32_t info_size, version;   /* version from the size: 24 is 0 ... 56 is 4 */
  int stage;                     /* the hint, else the part's own; -1 unknown */
  int part_stage;                /* the part's stage byte (version >= 1), else -1 */
  struct dxsig_psv0_field stage_fields[5];
  size_t stage_field_count;
  uint32_t min_wave_lanes, max_wave_lanes;
  /* version >= 1 */
  bool uses_view_id;
  uint32_t max_vertex_count;     /* GS */
  uint32_t mesh_output_topology; /* MS */
  uint32_t element_counts[3];    /* input, output, patch constant/primitive */
  uint32_t input_vectors, output_vectors[4], patch_constant_vectors;
  uint32_t num_threads[3];       /* version >= 2 */
  uint32_t entry_name_offset;    /* version >= 3, into the string table */
  uint32_t group_shared_bytes;   /* version >= 4 */
  uint32_t resource_count, resource_stride;
  const uint8_t *resources;      /* resource_count records of resource_stride bytes */
  bool string_tables_read;       /* version >= 1 and the two tables below fit */
  const uint8_t *strings;        /* the string table */
  uint32_t string_size;
  const uint8_t *semantic_indices; /* index_count little-endian dwords */
  uint32_t index_count;
  uint32_t element_stride;
  const uint8_t *elements[3];    /* element records of element_stride bytes, */
  uint32_t elements_read[3];     /* as many as fit (element_counts[k] when whole) */
  struct dxsig_psv0_words tables[DXSIG_PSV0_TABLE_COUNT];
  size_t trailing_bytes;         /* after the last table */
};

/* One resource record: registers lower..upper; kind and flags when the
 * record has them (stride 24, validator 1.6 on). */
struct dxsig_psv0_resource {
  uint32_t type, space, lower, upper, kind, flags;
  bool has_kind;
};

/* One signature element record. */
struct dxsig_psv0_element {
  uint32_t name_offset;       /* into the string table (0 with kind: unnamed) */
  uint32_t index_offset;      /* into the semantic index table */
  bool indices_fit;           /* rows indices lie inside the table */
  uint8_t rows, cols, start_row, start_col;
  bool allocated;
  uint8_t kind, component_type, interpolation, dynamic_mask, stream;
};

/* ---- ISG1 / OSG1 / PSG1 read back, record by record ---------------------- */

/* One 32-byte record, fields as stored. */
struct dxsig_sig_record {
  uint32_t stream, name, index, system_value, comp_type, reg;
  uint8_t mask, rw_mask;
  uint32_t min_precision;
};

enum dxsig_sig_header_status {
  DXSIG_SIG_HEADER_OK,
  DXSIG_SIG_HEADER_SHORT,   /* under 8 bytes: no header */
  DXSIG_SIG_HEADER_OVERRUN  /* the records do not fit the part */
};

/* Reads the header: *count records at *offset. On SHORT both are 0. */
DXSIG_API enum dxsig_sig_header_status dxsig_sig_part_header(const uint8_t *data, size_t size,
                                                             uint32_t *count, uint32_t *offset);

/* Record i of a part whose header is OK (i < count); zeros where the
 * bytes are missing. */
DXSIG_API void dxsig_sig_part_record(const uint8_t *data, size_t size, uint32_t offset,
                                     uint32_t i, struct dxsig_sig_record *out);

/* The NUL-terminated name at offset of a signature part (a record's name
 * field) and its length; NULL when it does not end inside the part. */
DXSIG_API const char *dxsig_sig_part_name(const uint8_t *data, size_t size, uint32_t offset,
                                          size_t *len);

/* What a bare part is, from its first words: "RTS0" (a version 1..3, then
 * its parameters at offset 24), "signature" (ISG1, OSG1 or PSG1: records
 * at offset 8), "PSV0" (a runtime-info size DXC writes); NULL when none. */
DXSIG_API const char *dxsig_part_recognise(const uint8_t *data, size_t size);

/* The shader kind of a container: its DXIL part's program header, else
 * its PSV0's stage byte; -1 when neither says. */
DXSIG_API int dxsig_container_stage(const struct dxsig_container_view *v);

/* Reads PSV0 part data. stage: the DXIL part's shader kind, or -1 (then
 * the part's own stage byte, if it has one). False unless state is OK. */
DXSIG_API bool dxsig_psv0_read(const uint8_t *data, size_t size, int stage,
                               struct dxsig_psv0_info *out);
DXSIG_API struct dxsig_psv0_resource dxsig_psv0_resource_at(const struct dxsig_psv0_info *p,
                                                            uint32_t i);
/* Element i (< element_counts[list]) of list 0 input, 1 output, 2 patch
 * constant/primitive. */
DXSIG_API struct dxsig_psv0_element dxsig_psv0_element_at(const struct dxsig_psv0_info *p,
                                                          int list, uint32_t i);
/* Semantic index i of the part's index table (i < index_count). */
DXSIG_API uint32_t dxsig_psv0_semantic_index(const struct dxsig_psv0_info *p, uint32_t i);
/* The string at offset of the part's string table and its length (to its
 * NUL, or to the table's end when it has none); NULL when the table was
 * not read or offset lies outside it. */
DXSIG_API const char *dxsig_psv0_string(const struct dxsig_psv0_info *p, uint32_t offset,
                                        size_t *len);

/* PSV0 part data, field by field. stage: the DXIL part's shader kind, or
 * -1 when unknown (then the PSV's own stage byte, if any, is used). */
DXSIG_API void dxsig_dump_psv0(struct dxsig_buffer *out, const uint8_t *data, size_t size,
                     int stage);

#ifdef __cplusplus
}
#endif
#endif
