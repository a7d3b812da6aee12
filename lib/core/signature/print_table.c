/* DXC's signature table (dxcdisassembler PrintSignature): one line per
 * element row, in container record order (stream, register), with DXC's
 * column widths, SysValue and Format spellings. Trailing blanks are cut. */
#include "dxsig/diag.h"
#include "dxsig/print.h"
#include "dxsig/sigpoint.h"
#include "dxsig/tess_domain.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spellings.h"

struct record {
  const struct dxsig_element *e;
  size_t element;
  uint32_t row;
  uint32_t kind;      /* semantic kind after interpretation */
  uint32_t reg;       /* UINT32_MAX when unallocated */
  const char *sysvalue; /* DXC's SysValue column */
};

/* DXC's Format column names the record's DxilProgramSigCompType, not the
 * precision: fp16 for half and min16float alike, int16 / uint16 for the
 * 16-bit integers with or without min precision, uint for bool (tables.def
 * has the words; --json keeps dxsig's names). */
static const char *format_name(uint32_t type) {
  const char *text = dxsig_component_type_text(type, DXSIG_TYPE_TABLE, true);
  return text ? text : "unknown";
}

/* DXC's text in place of Mask and Register for a row without a register. */
static const char *no_register_text(uint32_t kind) {
  switch (kind) {
  case DXSIG_SEMANTIC_DEPTH: return "    N/A   oDepth";
  case DXSIG_SEMANTIC_DEPTH_GREATER_EQUAL: return "    N/A oDepthGE";
  case DXSIG_SEMANTIC_DEPTH_LESS_EQUAL: return "    N/A oDepthLE";
  case DXSIG_SEMANTIC_COVERAGE: return "    N/A    oMask";
  case DXSIG_SEMANTIC_STENCIL_REF: return "    N/A    oStencilRef";
  case DXSIG_SEMANTIC_PRIMITIVE_ID: return "    N/A   primID";
  default: return "    N/A  special";
  }
}

static void mask_text(char out[5], uint32_t mask) {
  for (int i = 0; i < 4; ++i)
    out[i] = (mask >> i) & 1 ? "xyzw"[i] : ' ';
  out[4] = '\0';
}

static int record_cmp(const void *pa, const void *pb) {
  const struct record *a = pa, *b = pb;
  if (a->e->stream != b->e->stream)
    return a->e->stream < b->e->stream ? -1 : 1;
  if (a->reg != b->reg)
    return a->reg < b->reg ? -1 : 1;
  if (a->element != b->element)
    return a->element < b->element ? -1 : 1;
  return a->row < b->row ? -1 : a->row > b->row;
}

static const char *heading(const struct dxsig_entry *entry, enum dxsig_sig_kind kind) {
  switch (kind) {
  case DXSIG_SIG_INPUT: return "Input";
  case DXSIG_SIG_OUTPUT: return "Output";
  default:
    return entry->has_stage && entry->stage == DXSIG_STAGE_MESH ? "Primitive Output"
                                                                : "Patch Constant";
  }
}

/* Appends one line, cutting the blanks DXC leaves at its end. */
static void emit_line(struct dxsig_buffer *b, char *line) {
  size_t n = strlen(line);
  while (n > 0 && line[n - 1] == ' ')
    line[--n] = '\0';
  dxsig_buffer_printf(b, "%s\n", line);
}

static void print_record(struct dxsig_buffer *b, const struct record *r, bool streams,
                         bool input) {
  const struct dxsig_element *e = r->e;
  const char *canonical = dxsig_semantic_kind_name(r->kind);
  char text[DXSIG_NAME_TEXT_SIZE];
  const char *name = r->kind != 0 && canonical && *canonical ? canonical
                     : e->name ? dxsig_element_name_text(text, e)
                               : "";
  char line[256], mask[5], used[5];
  size_t n = 0;
  if (streams)
    dxsig_buffer_printf(b, "; m%u:%-17s", (unsigned)e->stream, name);
  else
    dxsig_buffer_printf(b, "; %-20s", name);
  uint32_t index = e->indices && r->row < e->index_count ? e->indices[r->row] : 0;
  n += (size_t)snprintf(line + n, sizeof(line) - n, " %5u", (unsigned)index);

  uint32_t usage = e->usage_mask & 0xFu;
  /* A SysValue text wider than its column keeps one blank before it. */
  char sysvalue[24];
  snprintf(sysvalue, sizeof sysvalue, strlen(r->sysvalue) < 9 ? "%9s" : " %s", r->sysvalue);
  if (r->reg == UINT32_MAX) {
    /* DXC prints ~NeverWrites for outputs: never 0, so always "YES". */
    bool touched = input ? usage != 0 : true;
    n += (size_t)snprintf(line + n, sizeof(line) - n, "%s%s%8s%s",
                          no_register_text(r->kind), sysvalue,
                          format_name(e->comp_type), touched ? "    YES" : "     NO");
  } else {
    uint32_t cols = e->cols < 4 ? e->cols : 4;
    mask_text(mask, (((1u << cols) - 1u) << (uint32_t)e->start_col) & 0xFu);
    mask_text(used, usage);
    snprintf(line + n, sizeof(line) - n, "   %s %8u%s%8s   %s", mask, (unsigned)r->reg,
             sysvalue, format_name(e->comp_type), used);
  }
  emit_line(b, line);
}

void dxsig_print_signature_table_mode(struct dxsig_buffer *b, const struct dxsig_entry *entry,
                                      enum dxsig_sig_kind kind, bool native16) {
  (void)native16; /* DXC's Format column is the same either way */
  if (!entry || (unsigned)kind >= DXSIG_SIG_KIND_COUNT)
    return;
  const struct dxsig_signature *sig = &entry->sigs[kind];
  dxsig_buffer_printf(b, ";\n; %s signature:\n;\n", heading(entry, kind));
  dxsig_buffer_printf(b, "; Name                 Index   Mask Register SysValue  Format   Used\n"
                         "; -------------------- ----- ------ -------- -------- ------- ------\n");

  /* Interpretation decides which elements have records and their kind. */
  enum dxsig_sigpoint list_sp = DXSIG_SIGPOINT_VS_IN;
  bool known = entry->has_stage && dxsig_sigpoint_of_list(entry->stage, kind, &list_sp);

  size_t cap = 0;
  for (size_t i = 0; i < sig->count; ++i)
    cap += sig->elements[i].rows < DXSIG_MAX_ROWS ? sig->elements[i].rows : DXSIG_MAX_ROWS;
  struct record *recs = cap ? calloc(cap, sizeof(*recs)) : NULL;
  if (cap && !recs) {
    b->failed = true;
    return;
  }
  size_t n = 0;
  bool streams = false;
  /* The SysValue column is the record's: tessellation factors name the
   * domain their rows imply, as in the signature parts. */
  enum dxsig_tess_domain domain = dxsig_entry_tess_domain(entry);
  for (size_t i = 0; i < sig->count; ++i) {
    const struct dxsig_element *e = &sig->elements[i];
    uint32_t k = e->kind;
    if (known) {
      enum dxsig_sigpoint sp = dxsig_sigpoint_of_element(list_sp, e->kind);
      enum dxsig_interpretation in = dxsig_interpretation(sp, e->kind);
      if (in == DXSIG_INTERP_KIND_NOT_IN_SIG)
        continue; /* never in a container part */
      if (in == DXSIG_INTERP_KIND_ARB)
        k = DXSIG_SEMANTIC_ARBITRARY;
    }
    bool allocated = e->start_row >= 0 && e->start_col >= 0 && e->start_col < 4;
    uint32_t rows = e->rows < DXSIG_MAX_ROWS ? e->rows : DXSIG_MAX_ROWS;
    for (uint32_t r = 0; r < rows; ++r) {
      uint32_t reg = allocated ? (uint32_t)e->start_row + r : UINT32_MAX;
      if (allocated && reg == UINT32_MAX)
        reg = UINT32_MAX - 1; /* keep "unallocated" unambiguous */
      recs[n++] = (struct record){
          e, i, r, k, reg, dxsig_system_value_text(dxsig_element_system_value(k, domain, r))};
    }
    streams |= e->stream != 0;
  }
  if (n == 0) {
    dxsig_buffer_printf(b, "; no parameters\n");
    free(recs);
    return;
  }
  qsort(recs, n, sizeof(*recs), record_cmp);
  /* A domain shader reads its patch constants: an input signature. */
  bool input = kind == DXSIG_SIG_INPUT ||
               (kind == DXSIG_SIG_PATCH_CONSTANT && entry->has_stage &&
                entry->stage == DXSIG_STAGE_DOMAIN);
  for (size_t i = 0; i < n; ++i)
    print_record(b, &recs[i], streams, input);
  dxsig_buffer_printf(b, ";\n");
  free(recs);
}

void dxsig_print_signature_table(struct dxsig_buffer *b, const struct dxsig_entry *entry,
                                 enum dxsig_sig_kind kind) {
  dxsig_print_signature_table_mode(b, entry, kind, false);
}
