/* Placement checks for elements that already have a location: the rules the
 * packers follow, replayed as DXC's validator does (ValidateSignatureOverlap
 * and friends), with every problem reported. */
#include <stdarg.h>
#include <stdio.h>

#include "dxsig/verify.h"
#include "bits.h"
#include "pack_items.h"

#define GS_STREAMS 4u

static const char *conflict_text(enum dxsig_pack_conflict c) {
  switch (c) {
  case DXSIG_PACK_CONFLICT_OVERLAP: return "overlaps another element";
  case DXSIG_PACK_CONFLICT_ORDER:
    return "breaks the component order within its row (arbitrary, then system "
           "values, then system-generated values)";
  case DXSIG_PACK_CONFLICT_INDEXED:
  case DXSIG_PACK_CONFLICT_INDEXED_TESS_FACTOR:
    return "shares a row with a multi-row (indexed) element it may not share "
           "a row with";
  case DXSIG_PACK_CONFLICT_INTERP:
    return "shares a row with an element of another interpolation mode";
  case DXSIG_PACK_CONFLICT_WIDTH:
    return "shares a row with an element of another data width";
  default: return "is outside the 32x4 register space";
  }
}

static bool shape_ok(const struct dxsig_element *e) {
  return e->rows >= 1 && e->rows <= DXSIG_MAX_ROWS && e->cols >= 1 &&
         e->cols <= DXSIG_MAX_COLS && e->interp < DXSIG_INTERP_MODE_COUNT &&
         e->index_count >= 1;
}

struct checker {
  const struct dxsig_entry *entry;
  enum dxsig_sig_kind kind;
  struct dxsig_diag_list *diags;
  bool ok;
};

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void report(struct checker *c, size_t i, enum dxsig_rule code,
                   const char *fmt, ...) {
  char text[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  dxsig_diag_add_element(c->diags, DXSIG_ERROR, code, c->entry, c->kind, i,
                         "%s", text);
  c->ok = false;
}

/* Per-element checks that need no other element. Returns true when the
 * element takes part in the row replay. */
static bool check_element(struct checker *c, const struct dxsig_element *e,
                          size_t i, enum dxsig_interpretation interp,
                          bool any_allocated) {
  bool allocated = dxsig_element_is_allocated(e);
  bool wants = dxsig_interpretation_is_allocated(interp);
  if (!allocated) {
    if (wants && any_allocated)
      report(c, i, DXSIG_RULE_PLACEMENT_MISSING,
             "has no location although other elements of the signature are "
             "packed");
    return false;
  }
  if (!wants) {
    if (interp != DXSIG_INTERP_KIND_NA)
      report(c, i, DXSIG_RULE_PLACEMENT_UNEXPECTED,
             "is never given a register here (%s), but has location (%d,%d)",
             dxsig_interpretation_name(interp), e->start_row, e->start_col);
    return false;
  }
  if (!shape_ok(e) || e->start_row < 0 || e->start_col < 0)
    return false; /* the schema checks report it */
  if ((uint32_t)e->start_row + e->rows > DXSIG_MAX_ROWS ||
      (uint32_t)e->start_col + e->cols > DXSIG_MAX_COLS) {
    report(c, i, DXSIG_RULE_PLACEMENT_RANGE,
           "location (%d,%d) size (%u,%u) is outside the 32x4 register space",
           e->start_row, e->start_col, e->rows, e->cols);
    return false;
  }
  if (interp == DXSIG_INTERP_KIND_TARGET) {
    if (e->start_col != 0)
      report(c, i, DXSIG_RULE_PLACEMENT_TARGET_COL, "SV_Target must start at column 0");
    if ((uint32_t)e->start_row != e->indices[0])
      report(c, i, DXSIG_RULE_PLACEMENT_TARGET_ROW,
             "SV_Target%u must be in row %u, not row %d", e->indices[0],
             e->indices[0], e->start_row);
    return false; /* targets are not on the shared grid */
  }
  return true;
}

/* Replays the stream's allocated elements (stream -1: every element) on
 * g, as DXC's validator places them: an element that conflicts is
 * reported and left out. */
static void check_stream(struct checker *c, const struct dxsig_element *els,
                         size_t n, enum dxsig_sigpoint sp, int stream,
                         bool native16, struct dxsig_grid *grid) {
  bool any_allocated = false;
  for (size_t i = 0; i < n; ++i)
    if ((stream < 0 || els[i].stream == (uint32_t)stream) &&
        dxsig_element_is_allocated(&els[i]))
      any_allocated = true;
  struct dxsig_grid own;
  struct dxsig_grid *g = grid ? grid : &own;
  dxsig_grid_init(g, DXSIG_MAX_ROWS);
  uint32_t clip_cull_rows = 0, target_rows = 0;
  for (size_t i = 0; i < n; ++i) {
    const struct dxsig_element *e = &els[i];
    if (stream >= 0 && e->stream != (uint32_t)stream)
      continue;
    enum dxsig_interpretation interp = dxsig_element_interpretation(e, sp);
    if (!check_element(c, e, i, interp, any_allocated)) {
      if (interp == DXSIG_INTERP_KIND_TARGET && dxsig_element_is_allocated(e) &&
          e->start_row >= 0 && e->start_row < 32) {
        if (target_rows & (1u << e->start_row))
          report(c, i, DXSIG_RULE_PLACEMENT_OVERLAP, "overlaps another SV_Target in row %d",
                 e->start_row);
        target_rows |= 1u << e->start_row;
      }
      continue;
    }
    struct dxsig_shape s = {0, (uint8_t)e->rows, (uint8_t)e->cols,
                            (uint8_t)e->interp, dxsig_data_width(e->comp_type, native16)};
    switch (interp) {
    case DXSIG_INTERP_KIND_ARB: s.cat = DXSIG_CAT_ARB; break;
    case DXSIG_INTERP_KIND_SV: s.cat = DXSIG_CAT_SV; break;
    case DXSIG_INTERP_KIND_SGV: s.cat = DXSIG_CAT_SGV; break;
    case DXSIG_INTERP_KIND_TESS_FACTOR: s.cat = DXSIG_CAT_TESS_FACTOR; break;
    default: s.cat = DXSIG_CAT_CLIP_CULL; break;
    }
    uint32_t row = (uint32_t)e->start_row, col = (uint32_t)e->start_col;
    if (s.cat == DXSIG_CAT_CLIP_CULL)
      clip_cull_rows |= ((e->rows >= 32 ? 0xFFFFFFFFu : (1u << e->rows) - 1u)) << row;
    enum dxsig_pack_conflict conflict = dxsig_grid_row_conflict(g, &s, row);
    if (conflict == DXSIG_PACK_CONFLICT_NONE || conflict == DXSIG_PACK_CONFLICT_NO_ROOM)
      conflict = dxsig_grid_col_conflict(g, &s, row, col);
    if (conflict != DXSIG_PACK_CONFLICT_NONE) {
      static const enum dxsig_rule codes[] = {
          [DXSIG_PACK_CONFLICT_OVERLAP] = DXSIG_RULE_PLACEMENT_OVERLAP,
          [DXSIG_PACK_CONFLICT_ORDER] = DXSIG_RULE_PLACEMENT_ORDER,
          [DXSIG_PACK_CONFLICT_INDEXED] = DXSIG_RULE_PLACEMENT_INDEXED,
          [DXSIG_PACK_CONFLICT_INDEXED_TESS_FACTOR] = DXSIG_RULE_PLACEMENT_INDEXED,
          [DXSIG_PACK_CONFLICT_INTERP] = DXSIG_RULE_PLACEMENT_INTERP,
          [DXSIG_PACK_CONFLICT_WIDTH] = DXSIG_RULE_PLACEMENT_WIDTH,
          [DXSIG_PACK_CONFLICT_NO_ROOM] = DXSIG_RULE_PLACEMENT_OVERLAP,
          [DXSIG_PACK_CONFLICT_FIT] = DXSIG_RULE_PLACEMENT_RANGE,
      };
      report(c, i, codes[conflict], "location (%d,%d) size (%u,%u) %s",
             e->start_row, e->start_col, e->rows, e->cols, conflict_text(conflict));
      continue;
    }
    dxsig_grid_place(g, &s, row, col);
  }
  if (dxsig_popcount32(clip_cull_rows) > 2) {
    dxsig_diag_add_element(c->diags, DXSIG_ERROR, DXSIG_RULE_PLACEMENT_CLIP_CULL_ROWS,
                           c->entry, c->kind, (size_t)-1,
                           "SV_ClipDistance and SV_CullDistance occupy %d rows; "
                           "at most 2 are allowed",
                           dxsig_popcount32(clip_cull_rows));
    c->ok = false;
  }
}

bool dxsig_verify_placement(const struct dxsig_entry *entry,
                            enum dxsig_sig_kind kind, bool native16,
                            struct dxsig_diag_list *diags) {
  const struct dxsig_signature *sig = &entry->sigs[kind];
  enum dxsig_sigpoint sp;
  if (!entry->has_stage || !dxsig_sigpoint_of_list(entry->stage, kind, &sp))
    return true; /* reported by the signature rules */
  struct checker c = {entry, kind, diags, true};
  if (sp == DXSIG_SIGPOINT_GS_OUT)
    for (unsigned s = 0; s < GS_STREAMS; ++s)
      check_stream(&c, sig->elements, sig->count, sp, (int)s, native16, NULL);
  else
    check_stream(&c, sig->elements, sig->count, sp, -1, native16, NULL);
  return c.ok;
}

/* DXC Sm.ViewIDNeedsSlot: the validator places a one-component,
 * nointerpolation system-generated value of no data width (SV_ViewID) on
 * the grid of a pixel shader's placed inputs, first fit, and rejects the
 * entry where none fits. No data width shares no row with a 16- or 32-bit
 * element (DXC's row rule), so in practice it needs a row of its own; the
 * search is the general one all the same. */
bool dxsig_verify_view_id_slot(const struct dxsig_entry *entry, bool uses_view_id,
                               bool native16, struct dxsig_diag_list *diags) {
  if (!uses_view_id || !entry->has_stage || entry->stage != DXSIG_STAGE_PIXEL)
    return true;
  const struct dxsig_signature *sig = &entry->sigs[DXSIG_SIG_INPUT];
  struct dxsig_diag_list quiet; /* the placement rules report their own */
  dxsig_diag_list_init(&quiet);
  quiet.limit = 1;
  struct checker c = {entry, DXSIG_SIG_INPUT, &quiet, true};
  struct dxsig_grid g;
  check_stream(&c, sig->elements, sig->count, DXSIG_SIGPOINT_PS_IN, -1, native16, &g);
  dxsig_diag_list_finish(&quiet);
  const struct dxsig_shape view_id = {DXSIG_CAT_SGV, 1, 1, DXSIG_INTERP_CONSTANT,
                                      DXSIG_WIDTH_UNDEFINED};
  for (uint32_t row = 0; row < DXSIG_MAX_ROWS; ++row) {
    if (dxsig_grid_row_conflict(&g, &view_id, row) != DXSIG_PACK_CONFLICT_NONE)
      continue;
    for (uint32_t col = 0; col < DXSIG_MAX_COLS; ++col)
      if (dxsig_grid_col_conflict(&g, &view_id, row, col) == DXSIG_PACK_CONFLICT_NONE)
        return true;
  }
  dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_VIEW_ID_SLOT, entry,
                         DXSIG_SIG_INPUT, DXSIG_NO_ELEMENT,
                         "the code reads SV_ViewID, which needs a row of the packed inputs "
                         "that holds no 16- or 32-bit element; all %u rows do",
                         DXSIG_MAX_ROWS);
  return false;
}
