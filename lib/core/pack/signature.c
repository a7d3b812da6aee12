/* Packing a whole list or module: algorithm by signature point, GS streams,
 * UsageMask conversion, all-or-nothing results. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/diag.h"
#include "dxsig/module.h"
#include "pack_items.h"
#include "verify_rules.h"

#define GS_STREAMS 4

const char *dxsig_packing_mode_name(enum dxsig_packing_mode mode) {
  switch (mode) {
  case DXSIG_PACKING_PREFIX_STABLE: return "prefix-stable";
  case DXSIG_PACKING_OPTIMIZED: return "optimized";
  case DXSIG_PACKING_MINIMAL: return "minimal";
  }
  return NULL;
}

bool dxsig_packing_mode_from_name(const char *name, enum dxsig_packing_mode *out) {
  if (strcmp(name, "prefix-stable") == 0)
    *out = DXSIG_PACKING_PREFIX_STABLE;
  else if (strcmp(name, "optimized") == 0)
    *out = DXSIG_PACKING_OPTIMIZED;
  else if (strcmp(name, "minimal") == 0)
    *out = DXSIG_PACKING_MINIMAL;
  else
    return false;
  return true;
}

const char *dxsig_pack_error_message(enum dxsig_pack_error error) {
  switch (error) {
  case DXSIG_PACK_OK: return "no error";
  case DXSIG_PACK_NO_SPACE:
    return "no compatible place left in the 32 signature rows";
  case DXSIG_PACK_CLIP_CULL:
    return "clip/cull distances do not fit in their two rows (at most 8 "
           "components, equal interpolation and width per row)";
  case DXSIG_PACK_CLIP_CULL_ADJACENT:
    return "a multi-row clip/cull element needs two adjacent clip/cull rows, "
           "but the row after the first clip/cull row is taken";
  case DXSIG_PACK_STACKED_OVERFLOW:
    return "vertex shader input signature needs more than 32 rows";
  case DXSIG_PACK_TARGET_INDEX:
    return "SV_Target must have one row and a semantic index from 0 to 7";
  case DXSIG_PACK_TARGET_OVERLAP:
    return "another SV_Target already uses this semantic index";
  case DXSIG_PACK_LAYOUT_REJECTED:
    return "undefined and defined interpolation modes share a row in an order "
           "the DXC validator rejects";
  case DXSIG_PACK_INVALID:
    return "element cannot be packed (invalid rows, columns, interpolation or "
           "semantic for this signature)";
  case DXSIG_PACK_SEARCH_BUDGET:
    return "minimal packing found no layout within its search budget (none "
           "was proven impossible)";
  case DXSIG_PACK_NO_MEMORY:
    return "out of memory while packing";
  case DXSIG_PACK_MESH_TOTAL_ROWS:
    return "the mesh shader's vertex and primitive outputs need more than the 32 "
           "signature rows together";
  }
  return "unknown packing error";
}

/* Each stage's lists as packing needs them, looked up the first time a
 * list of the stage is packed (dxsig_sigpoint_of_list,
 * dxsig_sigpoint_packing_kind) rather than for every list: LIST_KNOWN, and
 * with LIST_VALID the SigPoint (bits 0-7) and packing kind (bits 8-11).
 * 0: not looked up yet. Relaxed atomics: threads that race store the
 * same value. */
enum { LIST_KNOWN = 1u << 15, LIST_VALID = 1u << 14 };
_Static_assert(DXSIG_SIGPOINT_COUNT <= 256 && DXSIG_PACKING_KIND_COUNT <= 16,
               "a list's SigPoint and packing kind fit their bits");
static _Atomic uint16_t list_points[DXSIG_SHADER_STAGE_COUNT][DXSIG_SIG_KIND_COUNT];

static bool list_point(enum dxsig_shader_stage stage, enum dxsig_sig_kind kind,
                       enum dxsig_sigpoint *sp, enum dxsig_packing_kind *packing) {
  if ((unsigned)stage >= DXSIG_SHADER_STAGE_COUNT || (unsigned)kind >= DXSIG_SIG_KIND_COUNT)
    return false;
  unsigned v = atomic_load_explicit(&list_points[stage][kind], memory_order_relaxed);
  if (!v) {
    enum dxsig_sigpoint p;
    v = LIST_KNOWN;
    if (dxsig_sigpoint_of_list(stage, kind, &p))
      v |= LIST_VALID | (unsigned)p | (unsigned)dxsig_sigpoint_packing_kind(p) << 8;
    atomic_store_explicit(&list_points[stage][kind], (uint16_t)v, memory_order_relaxed);
  }
  *sp = (enum dxsig_sigpoint)(v & 0xFFu);
  *packing = (enum dxsig_packing_kind)(v >> 8 & 0xFu);
  return (v & LIST_VALID) != 0;
}

/* Whether lists of this packing kind go to the mode's packer; the others
 * are stacked, indexed or not allocated (pack_list). */
static bool packed_by_mode(enum dxsig_packing_kind packing) {
  return packing == DXSIG_PACKING_KIND_VERTEX || packing == DXSIG_PACKING_KIND_PATCH_CONSTANT;
}

typedef bool (*pack_fn)(struct dxsig_element *, size_t,
                        const struct dxsig_pack_context *,
                        struct dxsig_pack_result *);

/* Packs els in place (a failure may leave locations half written). */
static bool pack_list(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                      enum dxsig_packing_kind packing, enum dxsig_packing_mode mode,
                      bool native16, struct dxsig_pack_result *res) {
  struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16, .stream = -1};
  pack_fn fn = mode == DXSIG_PACKING_OPTIMIZED ? dxsig_pack_optimized
               : mode == DXSIG_PACKING_MINIMAL ? dxsig_pack_minimal
                                               : dxsig_pack_prefix_stable;
  if (!packed_by_mode(packing)) {
    if (packing == DXSIG_PACKING_KIND_INPUT_ASSEMBLER)
      return dxsig_pack_stacked(els, n, &ctx, res);
    if (packing == DXSIG_PACKING_KIND_TARGET)
      return dxsig_pack_indexed(els, n, &ctx, res);
    /* None: nothing is allocated; still reject what may not be here. */
    struct dxsig_pack_items it;
    bool ok = dxsig_pack_items_collect(&it, els, n, &ctx, true, res);
    if (ok && it.count)
      ok = dxsig_pack_fail(res, DXSIG_PACK_INVALID, it.items[0].index);
    dxsig_pack_items_release(&it);
    return ok;
  }
  if (sp != DXSIG_SIGPOINT_GS_OUT)
    return fn(els, n, &ctx, res);
  /* Each GS output stream has its own register space. A stream no
   * element names packs nothing and succeeds: it is not packed. */
  unsigned present = 0;
  for (size_t i = 0; i < n; ++i) {
    if (els[i].stream >= GS_STREAMS)
      return dxsig_pack_fail(res, DXSIG_PACK_INVALID, i);
    present |= 1u << els[i].stream;
  }
  uint32_t rows = 0;
  bool unproven = false;
  for (int s = 0; s < GS_STREAMS; ++s) {
    if (!(present >> s & 1u))
      continue;
    ctx.stream = s;
    if (!fn(els, n, &ctx, res))
      return false;
    if (res->rows_used > rows)
      rows = res->rows_used;
    unproven |= res->unproven;
  }
  res->rows_used = rows;
  res->unproven = unproven;
  return true;
}

/* An element's UsageMask once it moved from (row, col) to where e now
 * is: element-relative by the old StartCol, then register-relative by the
 * new. */
static inline uint32_t moved_mask(uint32_t mask, int32_t row, int32_t col,
                                  const struct dxsig_element *e) {
  mask = dxsig_mask_unshifted(mask, row, col);
  if (dxsig_element_is_allocated(e))
    mask = (mask << (uint32_t)e->start_col) & 0xFu;
  return mask;
}

bool dxsig_signature_pack(struct dxsig_signature *sig,
                          enum dxsig_shader_stage stage,
                          enum dxsig_packing_mode mode, bool native16,
                          struct dxsig_pack_result *res) {
  enum dxsig_sigpoint sp;
  enum dxsig_packing_kind packing;
  bool known = list_point(stage, sig->kind, &sp, &packing);
  /* A whole list (the common case) is packed all or nothing by its
   * packer, which converts UsageMask too (pack_items.h): prefix-stable,
   * stacked and indexed packs save what they change and put it back,
   * optimized packing changes nothing until the list is packed. Each
   * clears res itself. Minimal packing goes the general way. */
  if (known && sp != DXSIG_SIGPOINT_GS_OUT && sig->count - 1u < DXSIG_PACK_ITEMS_INLINE) {
    struct dxsig_element *els = sig->elements;
    switch (packing) {
    case DXSIG_PACKING_KIND_INPUT_ASSEMBLER:
      return dxsig_pack_stacked_whole(els, sig->count, sp, native16, res);
    case DXSIG_PACKING_KIND_TARGET:
      return dxsig_pack_indexed_whole(els, sig->count, sp, native16, res);
    default:
      if (!packed_by_mode(packing))
        break;
      if (mode == DXSIG_PACKING_PREFIX_STABLE)
        return dxsig_pack_prefix_stable_whole(els, sig->count, sp, native16, res);
      if (mode == DXSIG_PACKING_OPTIMIZED)
        return dxsig_pack_optimized_whole(els, sig->count, sp, native16, res);
    }
  }
  dxsig_pack_result_clear(res);
  if (sig->count == 0)
    return true;
  if (!known)
    return dxsig_pack_fail(res, DXSIG_PACK_INVALID, 0);

  /* Pack in place. The packers write locations only (they read no mask),
   * so the old locations are all a failure has to put back, and the masks
   * are converted once the pack succeeded: element-relative by the old
   * StartCol, then register-relative by the new. (An 8-byte copy each, not
   * dxsig_items_save's 12: 2 to 6 instructions per element fewer.) */
  struct location {
    int32_t row, col;
  } local[32];
  size_t n = sig->count; /* a local: the copies below may alias sig */
  struct location *old = local;
  if (n > sizeof local / sizeof local[0] && !(old = malloc(n * sizeof *old)))
    return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
  struct dxsig_element *els = sig->elements;
  /* StartRow and StartCol are neighbours: one 8-byte copy each. */
  _Static_assert(offsetof(struct dxsig_element, start_col) ==
                     offsetof(struct dxsig_element, start_row) + sizeof(int32_t),
                 "StartRow, StartCol adjacent");
#pragma GCC unroll 4
  for (size_t i = 0; i < n; ++i)
    memcpy(&old[i], &els[i].start_row, sizeof old[i]);
  bool ok = pack_list(els, n, sp, packing, mode, native16, res);
  if (!ok) {
    for (size_t i = 0; i < n; ++i) {
      els[i].start_row = old[i].row;
      els[i].start_col = old[i].col;
    }
  } else {
#pragma GCC unroll 4
    for (size_t i = 0; i < n; ++i)
      els[i].usage_mask = moved_mask(els[i].usage_mask, old[i].row, old[i].col, &els[i]);
  }
  if (old != local)
    free(old);
  return ok;
}

/* The fields packing reads (pack_items.h, optimized.c's key, indexed.c's
 * row) are equal. */
static bool same_for_packing(const struct dxsig_element *a, const struct dxsig_element *b) {
  return a->id == b->id && a->kind == b->kind && a->comp_type == b->comp_type &&
         a->interp == b->interp && a->rows == b->rows && a->cols == b->cols &&
         a->stream == b->stream && a->index_count == b->index_count &&
         (a->index_count == 0 || a->indices[0] == b->indices[0]);
}

bool dxsig_signature_pack_like(struct dxsig_signature *sig, const struct dxsig_signature *twin,
                               const struct dxsig_pack_result *twin_res,
                               struct dxsig_pack_result *res) {
  if (sig->kind != twin->kind || sig->count != twin->count)
    return false;
  for (size_t i = 0; i < sig->count; ++i)
    if (!same_for_packing(&sig->elements[i], &twin->elements[i]))
      return false;
  *res = *twin_res;
  if (res->error == DXSIG_PACK_OK)
    for (size_t i = 0; i < sig->count; ++i) {
      struct dxsig_element *e = &sig->elements[i];
      const struct dxsig_element *t = &twin->elements[i];
      e->usage_mask = moved_mask(e->usage_mask, e->start_row, e->start_col, t);
      e->start_row = t->start_row;
      e->start_col = t->start_col;
    }
  return true;
}

/* A mesh shader's output lists as they were before packing, to put back
 * when together they need more than 32 rows. */
static const enum dxsig_sig_kind mesh_outputs[2] = {DXSIG_SIG_OUTPUT, DXSIG_SIG_PATCH_CONSTANT};

static struct dxsig_saved_element *mesh_save(const struct dxsig_entry *entry) {
  const struct dxsig_signature *out = &entry->sigs[mesh_outputs[0]];
  const struct dxsig_signature *prim = &entry->sigs[mesh_outputs[1]];
  size_t total = out->count + prim->count;
  struct dxsig_saved_element *saved = malloc((total ? total : 1) * sizeof *saved);
  if (saved) {
    dxsig_items_save(out->elements, out->count, saved);
    dxsig_items_save(prim->elements, prim->count, saved + out->count);
  }
  return saved;
}

static void mesh_restore(struct dxsig_entry *entry, const struct dxsig_saved_element *saved) {
  for (int k = 0; k < 2; ++k) {
    struct dxsig_signature *sig = &entry->sigs[mesh_outputs[k]];
    dxsig_items_restore(sig->elements, saved, sig->count);
    saved += sig->count;
  }
}

bool dxsig_module_pack(struct dxsig_module *m, enum dxsig_packing_mode mode,
                       struct dxsig_pack_result *results) {
  bool all = true;
  for (size_t i = 0; i < m->count; ++i) {
    struct dxsig_entry *entry = &m->entries[i];
    struct dxsig_pack_result local[DXSIG_SIG_KIND_COUNT];
    struct dxsig_pack_result *res = results ? &results[i * DXSIG_SIG_KIND_COUNT] : local;
    bool mesh = entry->has_stage && entry->stage == DXSIG_STAGE_MESH;
    struct dxsig_saved_element *saved = mesh ? mesh_save(entry) : NULL;
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      struct dxsig_signature *sig = &entry->sigs[k];
      if (!entry->has_stage && sig->count) {
        dxsig_pack_result_clear(&res[k]);
        res[k].error = DXSIG_PACK_INVALID;
        all = false;
      } else if (mesh && !saved && sig->count &&
                 (k == (int)mesh_outputs[0] || k == (int)mesh_outputs[1])) {
        dxsig_pack_result_clear(&res[k]);
        dxsig_pack_fail(&res[k], DXSIG_PACK_NO_MEMORY, 0);
        all = false;
      } else if (!dxsig_signature_pack(sig, entry->stage, mode, m->native16, &res[k])) {
        all = false;
      }
    }
    /* The two lists share the 32 rows (verify_rules.h); each packed, so
     * each alone fits. */
    if (saved && res[mesh_outputs[0]].error == DXSIG_PACK_OK &&
        res[mesh_outputs[1]].error == DXSIG_PACK_OK) {
      struct dxsig_diag_list quiet;
      dxsig_diag_list_init(&quiet);
      if (!dxsig_verify_mesh_total_rows(entry, &quiet)) {
        mesh_restore(entry, saved);
        for (int k = 0; k < 2; ++k) {
          dxsig_pack_result_clear(&res[mesh_outputs[k]]);
          dxsig_pack_fail(&res[mesh_outputs[k]], DXSIG_PACK_MESH_TOTAL_ROWS, 0);
        }
        all = false;
      }
      dxsig_diag_list_finish(&quiet);
    }
    free(saved);
  }
  return all;
}
