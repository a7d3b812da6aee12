/* dxsig_body_view_id_state: DXC's serialized ViewID state from the body's
 * dependencies.
 *
 * Layout (DXC ComputeViewIdState.cpp, DxilViewIdState::Serialize), in u32
 * words, with W(n) = (n + 31) / 32 mask words for n scalars:
 *   NumInputScalars
 *   per output stream (4 in a geometry shader, else 1):
 *     NumOutputScalars[s]
 *     [W(out) words: outputs that depend on ViewID]  only when the shader
 *                                                    uses ViewID
 *     NumInputScalars x W(out) words: for each input scalar, the outputs
 *                                     that depend on it
 *   hull, mesh: NumPCScalars, [W(pc) ViewID words], NumInputScalars x W(pc)
 *               (inputs -> patch constants / primitives)
 *   domain:     NumPCScalars, NumPCScalars x W(out[0])
 *               (patch constants -> outputs)
 * A scalar is (StartRow + row) * 4 + StartCol + col; a list's scalar count
 * is one past the last column of its furthest allocated element
 * (DetermineMaxPackedLocation: the whole element counts, used or not;
 * elements without a register count nothing). DXC computes no state for
 * compute and library shaders. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/sigpoint.h"
#include "internal.h"

#define STREAMS 4u
#define SCALARS (DXSIG_MAX_ROWS * DXSIG_MAX_COLS)
#define WORDS ((SCALARS + 31u) / 32u)

struct sets {
  uint32_t in, out[STREAMS], pc;          /* scalar counts */
  uint32_t view[STREAMS][WORDS];           /* outputs that depend on ViewID */
  uint32_t pc_view[WORDS];                 /* HS/MS patch constants, ditto */
  uint32_t io[STREAMS][SCALARS][WORDS];    /* input -> outputs */
  uint32_t pc_io[SCALARS][WORDS];          /* HS/MS input -> patch constants,
                                              DS patch constant -> outputs */
};

struct build {
  const struct dxsig_entry *entry;
  const struct dxsig_body *body;
  struct dxsig_diag_list *diags;
  struct sets *s;
  bool hs, ds, ms, gs;
  bool ok;
};

static void set_bit(uint32_t *words, uint32_t bit) { words[bit / 32u] |= 1u << (bit % 32u); }
static bool get_bit(const uint32_t *words, uint32_t bit) {
  return (words[bit / 32u] >> (bit % 32u)) & 1u;
}
static uint32_t mask_words(uint32_t scalars) { return (scalars + 31u) / 32u; }

/* DXC's ComputeViewIdState pass skips compute shaders and libraries (ray
 * tracing and node entries live in libraries); an amplification shader
 * gets a state, with no inputs and no outputs. */
static bool stage_has_state(enum dxsig_shader_stage st) {
  return st == DXSIG_STAGE_VERTEX || st == DXSIG_STAGE_HULL || st == DXSIG_STAGE_DOMAIN ||
         st == DXSIG_STAGE_GEOMETRY || st == DXSIG_STAGE_PIXEL || st == DXSIG_STAGE_MESH ||
         st == DXSIG_STAGE_AMPLIFICATION;
}

/* Every element that DXC gives a register has one, inside the register
 * space: the tables index scalars by register. */
static bool check_packed(struct build *b) {
  const struct dxsig_entry *e = b->entry;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
    enum dxsig_sigpoint list_sp;
    bool has_sp = dxsig_sigpoint_of_list(e->stage, (enum dxsig_sig_kind)k, &list_sp);
    for (size_t i = 0; i < e->sigs[k].count; ++i) {
      const struct dxsig_element *el = &e->sigs[k].elements[i];
      if (dxsig_element_is_allocated(el)) {
        if (el->start_row < 0 || el->start_col < 0 || el->rows == 0 || el->cols == 0 ||
            el->start_row >= (int32_t)DXSIG_MAX_ROWS || el->start_col >= (int32_t)DXSIG_MAX_COLS ||
            el->rows > DXSIG_MAX_ROWS - (uint32_t)el->start_row ||
            el->cols > DXSIG_MAX_COLS - (uint32_t)el->start_col) {
          dxsig_diag_add_element(b->diags, DXSIG_ERROR, DXSIG_RULE_BODY_UNPACKED, e,
                                 (enum dxsig_sig_kind)k, i,
                                 "the element lies outside the 32 x 4 register space");
          b->ok = false;
        }
        continue;
      }
      if (!has_sp)
        continue;
      enum dxsig_sigpoint sp = dxsig_sigpoint_of_element(list_sp, el->kind);
      if (dxsig_interpretation_is_allocated(dxsig_interpretation(sp, el->kind))) {
        dxsig_diag_add_element(b->diags, DXSIG_ERROR, DXSIG_RULE_BODY_UNPACKED, e,
                               (enum dxsig_sig_kind)k, i,
                               "the ViewID state needs packed signatures; the element has "
                               "no register");
        b->ok = false;
      }
    }
  }
  return b->ok;
}

/* The element has scalars in the tables: a register, and a place in the
 * signature DXC writes (NA and NotInSig elements are not in it; the PSV0
 * writer leaves them out of its vector counts as well). */
static bool has_scalars(const struct dxsig_entry *e, enum dxsig_sig_kind k,
                        const struct dxsig_element *el) {
  if (!dxsig_element_is_allocated(el))
    return false;
  enum dxsig_sigpoint list_sp;
  if (!dxsig_sigpoint_of_list(e->stage, k, &list_sp))
    return false;
  enum dxsig_interpretation interp =
      dxsig_interpretation(dxsig_sigpoint_of_element(list_sp, el->kind), el->kind);
  return interp != DXSIG_INTERP_KIND_NA && interp != DXSIG_INTERP_KIND_NOT_IN_SIG;
}

/* One past the last scalar of the allocated elements of list k on stream. */
static uint32_t scalar_count(const struct dxsig_entry *e, enum dxsig_sig_kind k,
                             uint32_t stream) {
  uint32_t n = 0;
  for (size_t i = 0; i < e->sigs[k].count; ++i) {
    const struct dxsig_element *el = &e->sigs[k].elements[i];
    if (!has_scalars(e, k, el) || el->stream != stream)
      continue;
    uint32_t end = ((uint32_t)el->start_row + el->rows - 1u) * 4u + (uint32_t)el->start_col +
                   el->cols;
    if (end > n)
      n = end;
  }
  return n;
}

/* ---- dependency records ---------------------------------------------------- */

/* A component reference that names a real component; reports otherwise. */
static bool valid_ref(struct build *b, size_t index, const char *role,
                      const struct dxsig_component_ref *r) {
  const struct dxsig_entry *e = b->entry;
  const char *problem = NULL;
  if ((unsigned)r->list >= DXSIG_SIG_KIND_COUNT) {
    dxsig_diag_add(b->diags, DXSIG_ERROR, DXSIG_RULE_BODY_DEPENDENCY,
                   "entry '%s': dependency %zu: its %s names list %u, which is not a list",
                   e->name ? e->name : "", index, role, (unsigned)r->list);
    b->ok = false;
    return false;
  }
  const struct dxsig_signature *sig = &e->sigs[r->list];
  if (r->id >= sig->count) {
    dxsig_diag_add_element(b->diags, DXSIG_ERROR, DXSIG_RULE_BODY_DEPENDENCY, e, r->list,
                           DXSIG_NO_ELEMENT,
                           "dependency %zu: its %s names element %" PRId64 ", but the list "
                           "has %zu element%s",
                           index, role, dxsig_body_operand(r->id), sig->count,
                           sig->count == 1 ? "" : "s");
    b->ok = false;
    return false;
  }
  const struct dxsig_element *el = &sig->elements[r->id];
  if (!r->row_dynamic && r->row >= el->rows)
    problem = "row";
  else if (r->col >= el->cols)
    problem = "column";
  if (problem) {
    /* The row as the code writes it; the column as given. */
    int64_t value = problem[0] == 'r' ? dxsig_body_operand(r->row) : (int64_t)r->col;
    dxsig_diag_add_element(b->diags, DXSIG_ERROR, DXSIG_RULE_BODY_DEPENDENCY, e, r->list,
                           r->id, "dependency %zu: its %s's %s %" PRId64 " is outside the "
                           "element", index, role, problem, value);
    b->ok = false;
    return false;
  }
  return true;
}

/* The role of each list, by stage: outputs are the output list, or the
 * patch-constant list of a hull or mesh shader; inputs are the input list,
 * the patch-constant list of a domain shader (feeding outputs), or the
 * output list of a hull shader (read back by its patch-constant function,
 * feeding patch constants). */
static bool valid_roles(struct build *b, size_t index, const struct dxsig_dependency *d) {
  const char *problem = NULL;
  bool pc_out = d->output.list == DXSIG_SIG_PATCH_CONSTANT;
  if (d->output.list == DXSIG_SIG_INPUT || (pc_out && !b->hs && !b->ms))
    problem = "its output is not in a list the shader writes";
  else if (d->from_view_id && !b->body->uses_view_id)
    problem = "it depends on SV_ViewID, but the body does not use ViewID";
  else if (!d->from_view_id && d->input.list == DXSIG_SIG_PATCH_CONSTANT && (!b->ds || pc_out))
    problem = "its input is a patch constant, which only a domain shader's outputs read";
  else if (!d->from_view_id && d->input.list == DXSIG_SIG_OUTPUT && (!b->hs || !pc_out))
    problem = "its input is an output control point, which only a hull shader's patch "
              "constants read";
  if (!problem)
    return true;
  dxsig_diag_add(b->diags, DXSIG_ERROR, DXSIG_RULE_BODY_DEPENDENCY,
                 "entry '%s': dependency %zu: %s", b->entry->name ? b->entry->name : "", index,
                 problem);
  b->ok = false;
  return false;
}

/* The first and last row a reference stands for. */
static void rows_of(const struct dxsig_component_ref *r, const struct dxsig_element *el,
                    uint32_t *first, uint32_t *last) {
  *first = r->row_dynamic ? 0 : r->row;
  *last = r->row_dynamic ? el->rows - 1u : r->row;
}

static uint32_t scalar_of(const struct dxsig_element *el, uint32_t row, uint32_t col) {
  return ((uint32_t)el->start_row + row) * 4u + (uint32_t)el->start_col + col;
}

static const struct dxsig_element *element_of(const struct build *b,
                                              const struct dxsig_component_ref *r) {
  return &b->entry->sigs[r->list].elements[r->id];
}

/* out (a scalar of the output or patch-constant table) depends on d's input. */
static void add_input(struct build *b, const struct dxsig_dependency *d, bool pc_out,
                      uint32_t stream, uint32_t out) {
  struct sets *s = b->s;
  uint32_t *view = pc_out ? s->pc_view : s->view[stream];
  if (d->from_view_id) {
    set_bit(view, out);
    return;
  }
  const struct dxsig_element *in = element_of(b, &d->input);
  if (!has_scalars(b->entry, d->input.list, in))
    return; /* NotPacked inputs have no scalar */
  uint32_t first, last;
  rows_of(&d->input, in, &first, &last);
  for (uint32_t row = first; row <= last; ++row) {
    uint32_t i = scalar_of(in, row, d->input.col);
    if (d->input.list == DXSIG_SIG_INPUT) {
      set_bit(pc_out ? s->pc_io[i] : s->io[stream][i], out);
    } else if (d->input.list == DXSIG_SIG_PATCH_CONSTANT) {
      set_bit(s->pc_io[i], out); /* domain: patch constant -> output */
    } else {
      /* Hull: an output control point read back; the patch constant
       * depends on what that output depends on (DXC CreateViewIdSets). */
      if (get_bit(s->view[0], i))
        set_bit(s->pc_view, out);
      for (uint32_t j = 0; j < s->in; ++j)
        if (get_bit(s->io[0][j], i))
          set_bit(s->pc_io[j], out);
    }
  }
}

/* Applies the dependencies whose output is in the output list (pass 0) or
 * in the patch-constant list (pass 1): a hull shader's patch constants
 * follow the finished output table. */
static void apply(struct build *b, int pass) {
  for (size_t i = 0; i < b->body->dependency_count; ++i) {
    const struct dxsig_dependency *d = &b->body->dependencies[i];
    bool pc_out = d->output.list == DXSIG_SIG_PATCH_CONSTANT;
    /* Every record is checked in the first pass; the second runs only
     * when all were valid. */
    if (pass == 0 && (!valid_ref(b, i, "output", &d->output) ||
                      (!d->from_view_id && !valid_ref(b, i, "input", &d->input)) ||
                      !valid_roles(b, i, d)))
      continue;
    if (pc_out != (pass == 1))
      continue;
    const struct dxsig_element *out = element_of(b, &d->output);
    if (!has_scalars(b->entry, d->output.list, out))
      continue;
    uint32_t stream = pc_out ? 0 : out->stream;
    if (stream >= (b->gs ? STREAMS : 1u))
      continue;
    uint32_t first, last;
    rows_of(&d->output, out, &first, &last);
    for (uint32_t row = first; row <= last; ++row)
      add_input(b, d, pc_out, stream, scalar_of(out, row, d->output.col));
  }
}

/* ---- serialization ----------------------------------------------------------- */

/* Writes the layout (words), counts it (words NULL), or walks a given
 * state along it (given: the first count word that differs is kept). */
struct writer {
  uint32_t *words;
  size_t count;
  const uint32_t *given;
  size_t given_count;
  bool differs;           /* a count word of given differs */
  size_t differs_at;
  uint32_t differs_want;
  const char *differs_what;
  uint32_t differs_stream;
};

static void put(struct writer *w, uint32_t v) {
  if (w->words)
    w->words[w->count] = v;
  w->count++;
}

/* A scalar count: what is counted (and the stream, for outputs). */
static void put_count(struct writer *w, uint32_t v, const char *what, uint32_t stream) {
  if (w->given && !w->differs && w->count < w->given_count && w->given[w->count] != v) {
    w->differs = true;
    w->differs_at = w->count;
    w->differs_want = v;
    w->differs_what = what;
    w->differs_stream = stream;
  }
  put(w, v);
}

static void put_mask(struct writer *w, const uint32_t *mask, uint32_t scalars) {
  for (uint32_t i = 0; i < mask_words(scalars); ++i)
    put(w, mask[i]);
}

static void put_table(struct writer *w, const uint32_t (*table)[WORDS], uint32_t inputs,
                      uint32_t outputs) {
  for (uint32_t i = 0; i < inputs; ++i)
    put_mask(w, table[i], outputs);
}

static void serialize(const struct build *b, bool view, struct writer *w) {
  const struct sets *s = b->s;
  uint32_t streams = b->gs ? STREAMS : 1u;
  put_count(w, s->in, "input", 0);
  for (uint32_t st = 0; st < streams; ++st) {
    put_count(w, s->out[st], "output", st);
    if (view)
      put_mask(w, s->view[st], s->out[st]);
    put_table(w, s->io[st], s->in, s->out[st]);
  }
  if (b->hs || b->ms) {
    put_count(w, s->pc, b->ms ? "primitive" : "patch-constant", 0);
    if (view)
      put_mask(w, s->pc_view, s->pc);
    put_table(w, s->pc_io, s->in, s->pc);
  } else if (b->ds) {
    put_count(w, s->pc, "patch-constant", 0);
    put_table(w, s->pc_io, s->pc, s->out[0]);
  }
}

/* The scalar counts of a packed entry into b->s (allocated here; free it). */
static bool count_scalars(struct build *b) {
  const struct dxsig_entry *entry = b->entry;
  b->hs = entry->stage == DXSIG_STAGE_HULL;
  b->ds = entry->stage == DXSIG_STAGE_DOMAIN;
  b->ms = entry->stage == DXSIG_STAGE_MESH;
  b->gs = entry->stage == DXSIG_STAGE_GEOMETRY;
  if (!check_packed(b))
    return false;
  b->s = calloc(1, sizeof *b->s);
  if (!b->s) {
    dxsig_diag_add(b->diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                   "out of memory building the ViewID state of entry '%s'",
                   entry->name ? entry->name : "");
    return false;
  }
  struct sets *s = b->s;
  s->in = scalar_count(entry, DXSIG_SIG_INPUT, 0);
  for (uint32_t st = 0; st < (b->gs ? STREAMS : 1u); ++st)
    s->out[st] = scalar_count(entry, DXSIG_SIG_OUTPUT, st);
  if (b->hs || b->ds || b->ms)
    s->pc = scalar_count(entry, DXSIG_SIG_PATCH_CONSTANT, 0);
  return true;
}

bool dxsig_body_view_id_state(const struct dxsig_entry *entry, const struct dxsig_body *body,
                              struct dxsig_view_id_state *state,
                              struct dxsig_diag_list *diags) {
  state->words = NULL;
  state->count = 0;
  /* A body without accesses still gets a state: DXC computes it for every
   * entry of a graphics stage, the scalar counts from the signatures
   * alone, so code that touches no signature value has the counts and
   * empty tables. */
  if (!entry->has_stage || !stage_has_state(entry->stage))
    return true;
  struct build b = {entry, body, diags, NULL, false, false, false, false, true};
  if (!count_scalars(&b))
    return false;
  apply(&b, 0);
  if (b.ok)
    apply(&b, 1);

  bool ok = b.ok;
  if (ok) {
    struct writer w = {0};
    serialize(&b, body->uses_view_id, &w);
    state->words = malloc(w.count * sizeof *state->words);
    if (!state->words) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY,
                     "out of memory building the ViewID state of entry '%s'",
                     entry->name ? entry->name : "");
      ok = false;
    } else {
      w.words = state->words;
      w.count = 0;
      serialize(&b, body->uses_view_id, &w);
      state->count = w.count;
    }
  }
  free(b.s);
  return ok;
}

void dxsig_view_id_state_finish(struct dxsig_view_id_state *state) {
  free(state->words);
  state->words = NULL;
  state->count = 0;
}

/* ---- a state from elsewhere ------------------------------------------------ */

bool dxsig_view_id_state_check(const struct dxsig_entry *entry, const uint32_t *words,
                               size_t count, const char *what, bool *uses_view_id,
                               struct dxsig_diag_list *diags) {
  const char *name = entry->name ? entry->name : "";
  what = what ? what : "the ViewID state";
  if (!entry->has_stage || !stage_has_state(entry->stage)) {
    if (count == 0)
      return true;
    const char *stage = entry->has_stage ? dxsig_shader_stage_name(entry->stage) : NULL;
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_BODY_VIEW_ID_STATE,
                   "entry '%s': %s: a %s shader has no ViewID state", name, what,
                   stage ? stage : "library");
    return false;
  }
  struct dxsig_body none = {0};
  struct build b = {entry, &none, diags, NULL, false, false, false, false, true};
  if (!count_scalars(&b))
    return false;
  struct writer plain = {0}, masked = {0};
  serialize(&b, false, &plain);
  serialize(&b, true, &masked);
  /* The size says whether the ViewID masks are there; when it cannot
   * (no output scalars), the caller's word does. */
  bool view = plain.count == masked.count ? *uses_view_id : count == masked.count;
  struct writer walk = {.given = words, .given_count = count};
  serialize(&b, view, &walk);
  bool ok = true;
  if (walk.differs) {
    const char *list = walk.differs_what;
    char stream[24] = "";
    if (b.gs && list[0] == 'o')
      snprintf(stream, sizeof stream, " of stream %u", (unsigned)walk.differs_stream);
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_BODY_VIEW_ID_STATE,
                   "entry '%s': %s: word %zu, the number of %s scalars%s, is %u, but the %s "
                   "signature%s has %u",
                   name, what, walk.differs_at, list, stream,
                   (unsigned)words[walk.differs_at], list, stream, (unsigned)walk.differs_want);
    ok = false;
  } else if (count != walk.count) {
    if (plain.count == masked.count)
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_BODY_VIEW_ID_STATE,
                     "entry '%s': %s has %zu word%s, but the signatures' scalar counts give "
                     "%zu",
                     name, what, count, count == 1 ? "" : "s", walk.count);
    else
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_BODY_VIEW_ID_STATE,
                     "entry '%s': %s has %zu word%s, but the signatures' scalar counts give "
                     "%zu (%zu with the ViewID masks)",
                     name, what, count, count == 1 ? "" : "s", plain.count, masked.count);
    ok = false;
  }
  free(b.s);
  if (ok)
    *uses_view_id = view;
  return ok;
}
