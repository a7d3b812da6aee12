/* Optimized packing (DXC DxilSignatureAllocator.inl, PackOptimized).
 *
 * Groups, packed in this order, each sorted by (interpolation mode, rows
 * descending, cols descending, signature ID):
 *   vec4 (Arb/SV with 4 columns) -> multi-row tess factors (last column) ->
 *   arbitrary -> SV and single-row tess factors -> clip/cull -> SGV.
 * Every group after vec4 searches from the first row after the vec4 block.
 *
 * Clip/cull: without a multi-row element they are pre-packed into a private
 * 2-row grid and each private row is placed as one contiguous block; with
 * one, the first adjacent row pair that takes all of them is used, or all
 * fail together.
 */
#include "clip_cull_rows.h"
#include "pack_items.h"
#include "trace.h"

#include <stdlib.h>
#include <string.h>

enum group { G_VEC4, G_TESS, G_ARB, G_SV, G_CLIP_CULL, G_SGV, G_COUNT };

/* Most elements are arbitrary: their test comes first. */
static inline enum group group_of(const struct dxsig_shape *s) {
  if (s->cat == DXSIG_CAT_ARB)
    return s->cols == 4 ? G_VEC4 : G_ARB;
  switch (s->cat) {
  case DXSIG_CAT_SV:
    return s->cols == 4 ? G_VEC4 : G_SV;
  case DXSIG_CAT_TESS_FACTOR:
    return s->rows > 1 ? G_TESS : G_SV;
  case DXSIG_CAT_CLIP_CULL:
    return G_CLIP_CULL;
  default:
    return G_SGV;
  }
}

/* An element in packing order within its group: its class
 * (interpolation mode, rows descending, cols descending) in the top bits,
 * its index in the bottom ones. Entries sort by class, then ID, then
 * element order (malformed input repeats IDs). A short list's entry is
 * that key itself: class << 38 | ID << 6 | index (below 64). A long
 * one's is class << 32 | index, which is the key while the IDs never
 * decrease in element order (else entry_key). */
typedef uint64_t entry;
#define SHORT_CLASS_SHIFT 38
#define SHORT_ID_SHIFT 6
#define SHORT_INDEX_MASK 63u

/* The key a long list's entry sorts by: its class with the element's
 * index, or (when the IDs of the list are not in element order) with the
 * element's ID. */
static inline uint64_t entry_key(entry e, const struct dxsig_element *by_id) {
  return by_id ? (e & ~(uint64_t)UINT32_MAX) | by_id[(uint32_t)e].id : e;
}

/* Sorts v by entry_key, stably. Lists are a few elements: insertion sort,
 * the keys compared inline (no comparison callback); a long list is
 * merged in runs instead, through tmp (n slots). Inline into a copy for
 * each way of keying. */
DXSIG_ALWAYS_INLINE void sort_entries_by(entry *v, size_t n, entry *tmp,
                                   const struct dxsig_element *by_id,
                                   void (*self)(entry *, size_t, entry *,
                                                const struct dxsig_element *)) {
  if (n <= 16) {
    for (size_t i = 1; i < n; ++i) {
      entry t = v[i];
      uint64_t key = entry_key(t, by_id);
      size_t j = i;
      while (j > 0 && entry_key(v[j - 1], by_id) > key) {
        v[j] = v[j - 1];
        --j;
      }
      v[j] = t;
    }
    return;
  }
  size_t half = n / 2;
  self(v, half, tmp, by_id);
  self(v + half, n - half, tmp, by_id);
  size_t i = 0, j = half, k = 0;
  while (i < half && j < n)
    tmp[k++] = entry_key(v[j], by_id) < entry_key(v[i], by_id) ? v[j++] : v[i++];
  while (i < half)
    tmp[k++] = v[i++];
  memcpy(v, tmp, k * sizeof *v); /* v[j..n) is already in place */
}

/* The entries themselves as keys (no IDs read: they are in element
 * order); the last argument is for sort_entries_by. */
static void sort_entries(entry *v, size_t n, entry *tmp, const struct dxsig_element *none) {
  (void)none;
  sort_entries_by(v, n, tmp, NULL, sort_entries);
}

static void sort_entries_by_id(entry *v, size_t n, entry *tmp,
                               const struct dxsig_element *els) {
  sort_entries_by(v, n, tmp, els, sort_entries_by_id);
}

/* Where each element read goes, row * 4 + col, until the list is
 * committed: dxsig_pack_optimized commits whether it packs or not
 * (commit_locations: what it always wrote), a whole list's pack only once
 * the list is packed (commit_moved), so that its failure changes no
 * element. */
enum { WHERE_UNALLOCATED = 0xFF, WHERE_NOT_READ = 0xFE };

struct optimizer {
  uint8_t *where;   /* by element index */
  const struct dxsig_shape *shapes; /* by element index (the elements read) */
  struct dxsig_fit_grid grid;
  uint32_t index_mask;   /* an entry's index bits: SHORT_INDEX_MASK or
                            UINT32_MAX */
  uint32_t start;        /* first row after the vec4 block */
  uint32_t window;       /* the rows from start (bit r: row r) */
  size_t failed;         /* the element of the first failure */
  const struct dxsig_pack_trace *trace;
};

/* The element of an entry. */
static inline uint32_t element_of(const struct optimizer *o, entry e) {
  return (uint32_t)e & o->index_mask;
}

static void set_location(struct optimizer *o, uint32_t index, uint32_t row, uint32_t col) {
  o->where[index] = (uint8_t)(row * 4u + col);
}

/* One past the last row placed so far: every placement marks its rows
 * used. */
static uint32_t rows_used(const struct optimizer *o) {
  return o->grid.used ? dxsig_high_bit32(o->grid.used) + 1u : 0u;
}

/* First fit for each element of a group, in order; false on a failure.
 * Untraced, inline: one row under four columns by
 * dxsig_fit_grid_pack_row (cat: the arbitrary group's category, or the
 * SV group's, whose other elements are one-row tess factors; else 0),
 * four columns by dxsig_fit_grid_pack_first, the rest by
 * dxsig_fit_grid_pack_rows. */
DXSIG_ALWAYS_INLINE bool pack_greedy(struct optimizer *o, const entry *order, size_t n,
                                     uint32_t start_col, uint8_t cat) {
  uint32_t window = o->window;
  for (size_t i = 0; i < n; ++i) {
    uint32_t index = element_of(o, order[i]);
    const struct dxsig_shape *s = &o->shapes[index];
    uint32_t row, col;
    uint32_t sc = start_col ? 4u - s->cols : 0u;
    bool placed;
    if (o->trace) {
      placed = dxsig_fit_grid_pack_element(&o->grid, s, o->start, sc, &row, &col, o->trace,
                                           index);
    } else if (!sc && s->rows == 1 && s->cols < 4) {
      /* The group's category a constant (the SV group's one-row tess
       * factors: their category read). */
      int at;
      if (!cat || (cat == DXSIG_CAT_SV && s->cat != DXSIG_CAT_SV)) {
        at = dxsig_fit_grid_pack_row(&o->grid, s, window);
      } else {
        struct dxsig_shape k = {cat, s->rows, s->cols, s->interp, s->width};
        at = dxsig_fit_grid_pack_row(&o->grid, &k, window);
      }
      placed = at >= 0;
      row = (uint32_t)at >> 2;
      col = (uint32_t)at & 3u;
    } else if (!sc && dxsig_fit_grid_first_takes(s)) {
      int at = dxsig_fit_grid_pack_first(&o->grid, s, window);
      placed = at >= 0;
      row = (uint32_t)at >> 2;
      col = (uint32_t)at & 3u;
    } else {
      /* sc is 0 untraced: a multi-row element under four columns. While
       * no element uses a row of the window (from o->start), it goes at
       * its first row, column 0, when the grid has rows enough (empty
       * rows take any mode, width and indexing). */
      int at;
      if (!(o->grid.used & window) && s->rows <= DXSIG_MAX_ROWS - o->start) {
        dxsig_fit_grid_place_empty(&o->grid, s, o->start, 0);
        at = (int)(o->start * 4u);
      } else {
        at = dxsig_fit_grid_pack_rows(&o->grid, s, window);
      }
      placed = at >= 0;
      row = (uint32_t)at >> 2;
      col = (uint32_t)at & 3u;
    }
    if (!placed) {
      o->failed = index;
      return false;
    }
    set_location(o, index, row, col);
  }
  return true;
}

/* The vec4 group is packed first, into the empty grid, and the multi-row
 * tess factors next, into the empty rows after it (from o->start), each
 * in its last columns (tess: 1). Every element of either takes the last
 * column of its rows, which each later one needs: a first fit is the row
 * after the last one taken (an empty row takes any mode, width and
 * indexing) while the grid has rows enough, so untraced there is no
 * search. */
DXSIG_ALWAYS_INLINE bool pack_block(struct optimizer *o, const entry *order, size_t n,
                                    uint32_t tess) {
  if (o->trace)
    return pack_greedy(o, order, n, tess, 0);
  uint32_t row = o->start;
  for (size_t i = 0; i < n; ++i) {
    uint32_t index = element_of(o, order[i]);
    const struct dxsig_shape *s = &o->shapes[index];
    if (s->rows > DXSIG_MAX_ROWS - row) {
      o->failed = index;
      return false;
    }
    uint32_t col = 4u - s->cols;
    dxsig_fit_grid_place_empty(&o->grid, s, row, col);
    set_location(o, index, row, col);
    row += s->rows;
  }
  return true;
}

/* Clip/cull without multi-row elements: private rows placed as blocks.
 * The private rows are a fit grid when traced (its trace account), else
 * bytes (clip_cull_rows.h). */
static bool pack_clip_cull_blocks(struct optimizer *o, const entry *order, size_t n) {
  if (n == 1 && !o->trace) {
    /* One member: its private row's block is itself, placed where it fits
     * first. */
    uint32_t index = element_of(o, order[0]);
    const struct dxsig_shape *s = &o->shapes[index];
    struct dxsig_shape k = {DXSIG_CAT_CLIP_CULL, 1, s->cols, s->interp, s->width};
    int at = dxsig_fit_grid_pack_first(&o->grid, &k, o->window);
    if (at < 0) {
      o->failed = index;
      return false;
    }
    set_location(o, index, (uint32_t)at >> 2, (uint32_t)at & 3u);
    return true;
  }
  struct dxsig_fit_grid priv;
  struct dxsig_clip_cull_rows rows = {{0, 0}, {0, 0}, {0, 0}};
  if (o->trace)
    dxsig_fit_grid_init(&priv, 2);
  uint8_t private_row[DXSIG_MAX_ROWS * 4]; /* n <= 8 once they fit */
  uint32_t block_cols[2] = {0, 0};
  size_t first_member[2] = {SIZE_MAX, SIZE_MAX};
  size_t first_fail = SIZE_MAX;
  for (size_t i = 0; i < n; ++i) {
    uint32_t index = element_of(o, order[i]);
    const struct dxsig_shape *s = &o->shapes[index];
    uint32_t row, col;
    /* Past the limit a failure came first (the 2 x 4 grid takes at most 8). */
    bool fits = false;
    if (i < sizeof private_row && o->trace) {
      struct dxsig_trace_site site = {o->trace, DXSIG_PACK_STEP_CLIP_CULL_ROW, index, 0};
      fits = dxsig_fit_grid_pack_traced(&priv, s, 0, 2, 0, &row, &col, &site);
    } else if (i < sizeof private_row) {
      fits = dxsig_clip_cull_rows_find(&rows, s, &row, &col);
      if (fits)
        dxsig_clip_cull_rows_place(&rows, s, row, col);
    }
    if (!fits) {
      if (first_fail == SIZE_MAX)
        first_fail = i;
      if (i < sizeof private_row)
        private_row[i] = 0xFF;
      continue;
    }
    private_row[i] = (uint8_t)row;
    (void)col;
    block_cols[row] += s->cols;
    if (first_member[row] == SIZE_MAX)
      first_member[row] = i;
  }
  for (uint32_t r = 0; r < 2; ++r) {
    if (first_member[r] == SIZE_MAX)
      continue;
    uint32_t lead_index = element_of(o, order[first_member[r]]);
    const struct dxsig_shape *lead = &o->shapes[lead_index];
    struct dxsig_shape block = {DXSIG_CAT_CLIP_CULL, 1, (uint8_t)block_cols[r],
                                lead->interp, lead->width};
    struct dxsig_trace_site site = {o->trace, DXSIG_PACK_STEP_CLIP_CULL_BLOCK, lead_index, r};
    uint32_t row, col;
    bool found = dxsig_fit_grid_find_traced(&o->grid, &block, o->start, DXSIG_MAX_ROWS, 0,
                                            &row, &col, &site);
    site.step = DXSIG_PACK_STEP_CLIP_CULL_MEMBER;
    for (size_t i = 0; i < n && i < sizeof private_row; ++i) {
      if (private_row[i] != r)
        continue;
      if (!found) {
        if (i < first_fail)
          first_fail = i;
        continue;
      }
      /* The members in the order they took the private row, so each
       * meets the mode and width it met there (dxsig_fit_grid_place). */
      uint32_t index = element_of(o, order[i]);
      const struct dxsig_shape *s = &o->shapes[index];
      /* One row (no multi-row here), the category a constant. */
      struct dxsig_shape k = {DXSIG_CAT_CLIP_CULL, 1, s->cols, s->interp, s->width};
      dxsig_fit_grid_place_row(&o->grid, &k, row, col);
      set_location(o, index, row, col);
      if (o->trace) {
        site.element = index;
        dxsig_trace_result(&site, s, o->start, true, row, col);
      }
      col += s->cols;
    }
  }
  if (first_fail != SIZE_MAX) {
    o->failed = element_of(o, order[first_fail]);
    return false;
  }
  return true;
}

/* Packs the clip/cull members into rows row and row + 1 of g, in order;
 * false when one does not fit (two rows take at most 8). */
static bool members_fit(struct dxsig_fit_grid *g, const struct optimizer *o,
                        const entry *order, size_t n, uint32_t row) {
  for (size_t i = 0; i < n; ++i) {
    uint32_t r, c;
    if (i >= 8 ||
        !dxsig_fit_grid_pack(g, &o->shapes[element_of(o, order[i])], row, 2, 0, &r, &c))
      return false;
  }
  return true;
}

/* members_fit in the grid itself, untraced, on the two rows alone: when
 * all fit, they are placed there; else the grid is unchanged. A row's
 * masks in the fit grid are what its word says, and for a clip/cull
 * member a row is what the private rows keep (clip_cull_rows.h): its
 * components taken or closed to the category, its mode and its width (a
 * row no element uses, which a four-wide member needs, has none). Only a
 * two-row member asks more: a row of fixed indexing takes it only where
 * an element continues (grid.c's row_starts). Each placement ORs into the
 * words what dxsig_fit_grid_place writes. */
static bool pair_place(struct optimizer *o, const entry *order, size_t n, uint32_t row) {
  const unsigned shift = DXSIG_ROW_BLOCK_SHIFT + 4u * dxsig_cat_nibble(DXSIG_CAT_CLIP_CULL);
  const uint32_t up = (uint32_t)DXSIG_INDEX_UP << DXSIG_ROW_INDEX_SHIFT;
  const uint32_t down = (uint32_t)DXSIG_INDEX_DOWN << DXSIG_ROW_INDEX_SHIFT;
  dxsig_grid_row *words = &o->grid.grid.rows[row];
  dxsig_grid_row w[2] = {words[0], words[1]};
  struct dxsig_clip_cull_rows rows;
  for (unsigned r = 0; r < 2; ++r) {
    rows.taken[r] = (uint8_t)((w[r] | w[r] >> shift) & 15u);
    rows.mode[r] = (uint8_t)(w[r] >> DXSIG_ROW_INTERP_SHIFT & 7u);
    rows.width[r] = (uint8_t)(w[r] >> DXSIG_ROW_WIDTH_SHIFT & 3u);
  }
  uint8_t at[8]; /* row * 4 + col, the row 0 or 1 */
  if (n > 8)
    return false;
  for (size_t i = 0; i < n; ++i) {
    const struct dxsig_shape *s = &o->shapes[element_of(o, order[i])];
    uint32_t r, c;
    if ((s->rows == 2 && (((w[0] & DXSIG_ROW_FIXED) && !(w[0] & down)) ||
                          ((w[1] & DXSIG_ROW_FIXED) && !(w[1] & up)))) ||
        !dxsig_clip_cull_rows_find(&rows, s, &r, &c))
      return false;
    dxsig_clip_cull_rows_place(&rows, s, r, c);
    uint32_t set = dxsig_fit_row_set(s, c);
    if (s->rows == 1) {
      w[r] |= set;
    } else {
      w[0] |= set | down;
      w[1] |= set | up;
    }
    at[i] = (uint8_t)(r * 4u + c);
  }
  for (unsigned r = 0; r < 2; ++r) {
    uint32_t bit = 1u << (row + r);
    if (w[r] == words[r])
      continue;
    words[r] = w[r];
    dxsig_fit_grid_took(&o->grid, w[r] >> DXSIG_ROW_INTERP_SHIFT & 7u,
                        w[r] >> DXSIG_ROW_WIDTH_SHIFT & 3u, false, bit);
    if ((w[r] & DXSIG_ROW_TAKEN) == DXSIG_ROW_TAKEN)
      o->grid.full |= bit;
    if (w[r] & up)
      o->grid.up |= bit;
    if (w[r] & down)
      o->grid.down |= bit;
  }
  for (size_t i = 0; i < n; ++i)
    set_location(o, element_of(o, order[i]), row + (at[i] >> 2), at[i] & 3u);
  return true;
}

/* Whether two empty rows take the clip/cull members (each of one or two
 * rows), packed in order: members_fit in an empty 2-row grid, on the
 * private rows' bytes (clip_cull_rows.h). */
static bool members_fit_empty(const struct optimizer *o, const entry *order, size_t n) {
  struct dxsig_clip_cull_rows rows = {{0, 0}, {0, 0}, {0, 0}};
  for (size_t i = 0; i < n; ++i) {
    const struct dxsig_shape *s = &o->shapes[element_of(o, order[i])];
    uint32_t r, c;
    if (i >= 8 || !dxsig_clip_cull_rows_find(&rows, s, &r, &c))
      return false;
    dxsig_clip_cull_rows_place(&rows, s, r, c);
  }
  return true;
}

/* Clip/cull with a multi-row element: one adjacent row pair for all. */
static bool pack_clip_cull_pair(struct optimizer *o, const entry *order, size_t n) {
  /* DXC reads past its grid at the last pair (README: Packing); the pair
   * search intended stops at rows 30-31. */
  struct dxsig_shape pair = {DXSIG_CAT_CLIP_CULL, 2, 4, 0, 0};
  struct dxsig_trace_site site = {o->trace, DXSIG_PACK_STEP_CLIP_CULL_PAIR,
                                  element_of(o, order[0]), 0};
  /* Placing only takes room: a member fits a pair's trial only where it
   * fits the grid as it is, so no pair starts before the first row where
   * each member fits (a search each); and members that two empty rows
   * cannot take (more than 8 components, or asked once a trial failed)
   * fit no pair, so the search fails without a trial per pair. */
  uint32_t first_row = o->start, components = 0;
  for (size_t i = 0; i < n && first_row < DXSIG_MAX_ROWS; ++i) {
    const struct dxsig_shape *s = &o->shapes[element_of(o, order[i])];
    uint32_t r, c;
    components += (uint32_t)s->rows * s->cols;
    if (s->rows > 2 || components > 8 ||
        !dxsig_fit_grid_find(&o->grid, s, o->start, DXSIG_MAX_ROWS, 0, &r, &c))
      first_row = DXSIG_MAX_ROWS;
    else if (r + s->rows > first_row + 2)
      first_row = r + s->rows - 2;
  }
  for (uint32_t row = first_row; row + 1 < DXSIG_MAX_ROWS; ++row) {
    bool fits;
    if (!o->trace) {
      fits = pair_place(o, order, n, row);
      if (fits)
        return true;
    } else {
      struct dxsig_fit_grid trial = o->grid; /* a trial on a copy */
      fits = members_fit(&trial, o, order, n, row);
    }
    if (!fits) {
      if (row == first_row && !members_fit_empty(o, order, n))
        break;
      continue;
    }
    /* Traced: the same placements again, each search reported. */
    dxsig_trace_result(&site, &pair, o->start, true, row, 0);
    site.step = DXSIG_PACK_STEP_CLIP_CULL_MEMBER;
    for (size_t i = 0; i < n; ++i) {
      uint32_t index = element_of(o, order[i]);
      uint32_t r, c;
      site.element = index;
      if (!dxsig_fit_grid_pack_traced(&o->grid, &o->shapes[index], row, 2, 0, &r, &c,
                                      &site)) {
        o->failed = index; /* cannot happen: same state as the trial */
        return false;
      }
      set_location(o, index, r, c);
    }
    return true;
  }
  if (o->trace)
    dxsig_trace_result(&site, &pair, o->start, false, 0, 0);
  o->failed = element_of(o, order[0]);
  return false;
}

/* DXC's validator replays in element order; a row of Undefined mode or
 * width accepts a defined one once, so another order can be rejected.
 * *failed: the element it rejects; res: set only when the list cannot be
 * collected (no memory). */
static bool replay_accepts(struct dxsig_element *els, size_t n,
                           const struct dxsig_pack_context *ctx, size_t *failed,
                           struct dxsig_pack_result *res) {
  struct dxsig_pack_items it;
  struct dxsig_pack_result collected;
  if (!dxsig_pack_items_collect(&it, els, n, ctx, false, &collected)) {
    *res = collected; /* no memory */
    return false;
  }
  enum dxsig_pack_conflict conflict;
  size_t bad = dxsig_pack_replay(&it, els, &conflict);
  bool accepted = bad == it.count;
  if (!accepted)
    *failed = it.items[bad].index;
  dxsig_pack_items_release(&it);
  return accepted;
}

/* What reading a list finds besides its entries. */
struct reading {
  size_t group_size[G_COUNT];
  bool multirow_clip_cull;
  bool ids_in_order; /* the IDs read never decrease */
  unsigned modes;    /* dxsig_item_modes OR'd */
};

/* Reads els into shapes and an entry per element in its group's bucket
 * (from bucket + group * cap), each bucket sorted as read (after a 0)
 * unless heap, and marks in where each element it reads (of the stream:
 * WHERE_UNALLOCATED) or passes (WHERE_NOT_READ); returns the first element
 * that cannot be packed, or n. It changes no element. every: ctx->stream
 * < 0 (or false to test it). Inline into a copy for a short list of every
 * stream (constants: no tests of the stream or of heap) and one for the
 * rest. */
DXSIG_ALWAYS_INLINE size_t read_entries(const struct dxsig_element *els, size_t n,
                                        const struct dxsig_pack_context *ctx,
                                        struct dxsig_shape *shapes, entry *bucket, size_t cap,
                                        uint8_t *where, bool heap, bool every,
                                        struct reading *rd) {
  struct dxsig_item_reader reader;
  dxsig_item_reader_init(&reader, ctx);
  every = every || ctx->stream < 0;
  uint32_t stream = (uint32_t)ctx->stream;
  size_t *group_size = rd->group_size;
  memset(group_size, 0, sizeof rd->group_size);
  bool multirow_clip_cull = false;
  bool ids_in_order = true;
  uint32_t last_id = 0;
  unsigned modes = 0;
  size_t invalid = n;
  for (size_t i = 0; i < n; ++i) {
    const struct dxsig_element *e = &els[i];
    struct dxsig_shape *s = &shapes[i];
    if (!every && e->stream != stream) {
      where[i] = WHERE_NOT_READ;
      continue;
    }
    where[i] = WHERE_UNALLOCATED;
    enum dxsig_item_verdict v = dxsig_item_read(&reader, e, s);
    if (v != DXSIG_ITEM_TAKE) {
      if (v == DXSIG_ITEM_REJECT) {
        invalid = i;
        break;
      }
      continue;
    }
    modes |= dxsig_item_modes(s);
    enum group gr = group_of(s);
    multirow_clip_cull |= gr == G_CLIP_CULL && s->rows > 1;
    /* rows 1..32 and cols 1..4 (read checks): (32 - rows) << 2 | (4 - cols)
     * in 7 bits. */
    uint32_t cls = (uint32_t)s->interp << 7 | (132u - (4u * s->rows + s->cols));
    entry x;
    if (!heap) {
      x = (uint64_t)cls << SHORT_CLASS_SHIFT | (uint64_t)e->id << SHORT_ID_SHIFT | i;
    } else {
      ids_in_order &= e->id >= last_id;
      last_id = e->id;
      x = (uint64_t)cls << 32 | (uint32_t)i;
    }
    entry *b = bucket + gr * cap;
    entry *at = b + group_size[gr]++;
    /* Most elements come after those of their group before them (one
     * comparison); b[-1] is 0, which no entry is under. (A pointer, not
     * an unsigned index: b + (j - 1) at j = 0 would wrap.) */
    if (!heap)
      for (; at[-1] > x; --at)
        at[0] = at[-1];
    *at = x;
  }
  rd->multirow_clip_cull = multirow_clip_cull;
  rd->ids_in_order = ids_in_order;
  rd->modes = modes;
  return invalid;
}

/* Lists up to this long keep their entries and shapes on the stack, and
 * have short entries. */
#define INLINE_ELEMENTS DXSIG_PACK_ITEMS_INLINE
_Static_assert(INLINE_ELEMENTS <= SHORT_INDEX_MASK + 1, "a short entry's index bits");

/* Writes the locations of elements [0, end) as where has them: an
 * element read gets its place, or -1/-1; the others keep theirs. */
static void commit_locations(struct dxsig_element *els, size_t end, const uint8_t *where) {
  for (size_t i = 0; i < end; ++i) {
    unsigned w = where[i];
    if (w == WHERE_NOT_READ)
      continue;
    bool placed = w != WHERE_UNALLOCATED;
    els[i].start_row = placed ? (int32_t)(w >> 2) : DXSIG_UNALLOCATED;
    els[i].start_col = placed ? (int32_t)(w & 3u) : DXSIG_UNALLOCATED;
  }
}

/* commit_locations of a whole list (every element read), each UsageMask
 * moved with its element: element-relative by the old StartCol, then
 * register-relative by the new (what dxsig_signature_pack does). */
static void commit_moved(struct dxsig_element *els, size_t n, const uint8_t *where) {
  for (size_t i = 0; i < n; ++i) {
    struct dxsig_element *e = &els[i];
    unsigned w = where[i];
    uint32_t mask = dxsig_mask_unshifted(e->usage_mask, e->start_row, e->start_col);
    if (w != WHERE_UNALLOCATED) {
      uint32_t col = w & 3u;
      e->start_row = (int32_t)(w >> 2);
      e->start_col = (int32_t)col;
      mask = (mask << col) & 0xFu;
    } else {
      e->start_row = e->start_col = DXSIG_UNALLOCATED;
    }
    e->usage_mask = mask;
  }
}

/* dxsig_pack_optimized, and with moved (a whole list, untraced, every
 * stream: dxsig_pack_optimized_whole) all or nothing, each UsageMask moved
 * with its element. One body for both (two inline copies measured
 * slower): moved is asked once per list. */
static DXSIG_NOINLINE bool pack_list(struct dxsig_element *els, size_t n,
                                     const struct dxsig_pack_context *ctx,
                                     struct dxsig_pack_result *res, bool moved) {
  dxsig_pack_result_clear(res);
  /* An entry per element read, in its group's bucket (from bucket +
   * group * cap): a short list's on the stack, each bucket sorted as it
   * is read, after a 0 (its insertion's stop); a long one's on the heap,
   * each sorted once read, through tmp (cap entries after the buckets).
   * shapes and where: by element index. */
  struct dxsig_shape inline_shapes[INLINE_ELEMENTS];
  entry inline_buckets[G_COUNT * (INLINE_ELEMENTS + 1)];
  uint8_t inline_where[INLINE_ELEMENTS];
  struct dxsig_shape *shapes = inline_shapes;
  uint8_t *where = inline_where;
  entry *bucket = inline_buckets + 1;
  size_t cap = INLINE_ELEMENTS + 1;
  bool heap = n > INLINE_ELEMENTS;
  if (!heap) {
    for (size_t k = 0; k < G_COUNT; ++k) /* bucket[k * cap - 1] */
      inline_buckets[k * cap] = 0;
  } else {
    const size_t each = (G_COUNT + 1) * sizeof *bucket + sizeof *shapes + 1;
    if (n > UINT32_MAX || n > SIZE_MAX / each || !(bucket = malloc(n * each)))
      return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
    cap = n;
    shapes = (struct dxsig_shape *)(bucket + (G_COUNT + 1) * n);
    where = (uint8_t *)(shapes + n);
  }
  struct reading rd;
  size_t invalid =
      !heap && ctx->stream < 0
          ? read_entries(els, n, ctx, shapes, bucket, INLINE_ELEMENTS + 1, where, false, true,
                         &rd)
          : read_entries(els, n, ctx, shapes, bucket, cap, where, heap, false, &rd);
  if (invalid < n) {
    if (!moved) /* the elements read, the one refused too, are reset */
      commit_locations(els, invalid + 1, where);
    if (heap)
      free(bucket);
    return dxsig_pack_fail(res, DXSIG_PACK_INVALID, invalid);
  }
  const size_t *group_size = rd.group_size;
  bool ids_in_order = rd.ids_in_order, multirow_clip_cull = rd.multirow_clip_cull;
  unsigned modes = rd.modes;
  if (heap) {
    entry *tmp = bucket + G_COUNT * cap;
    for (int k = 0; k < G_COUNT; ++k) {
      sort_entries(bucket + k * cap, group_size[k], tmp, NULL);
      if (!ids_in_order) /* stable: equal IDs stay in element order */
        sort_entries_by_id(bucket + k * cap, group_size[k], tmp, els);
    }
  }

  /* Field by field: an initializer would clear the grid twice. */
  struct optimizer o;
  o.where = where;
  o.shapes = shapes;
  o.index_mask = heap ? UINT32_MAX : SHORT_INDEX_MASK;
  o.start = 0;
  o.window = ~0u;
  o.failed = SIZE_MAX;
  o.trace = ctx->trace;
  dxsig_fit_grid_init(&o.grid, DXSIG_MAX_ROWS);
  enum dxsig_pack_error err = DXSIG_PACK_OK;
  if (!pack_block(&o, bucket + G_VEC4 * cap, group_size[G_VEC4], 0))
    err = DXSIG_PACK_NO_SPACE;
  o.start = rows_used(&o); /* the vec4 block's end */
  o.window = o.start < DXSIG_MAX_ROWS ? ~0u << o.start : 0u;
  if (!err && !pack_block(&o, bucket + G_TESS * cap, group_size[G_TESS], 1))
    err = DXSIG_PACK_NO_SPACE;
  if (!err && !pack_greedy(&o, bucket + G_ARB * cap, group_size[G_ARB], 0, DXSIG_CAT_ARB))
    err = DXSIG_PACK_NO_SPACE;
  if (!err && !pack_greedy(&o, bucket + G_SV * cap, group_size[G_SV], 0, DXSIG_CAT_SV))
    err = DXSIG_PACK_NO_SPACE;
  if (!err && group_size[G_CLIP_CULL] &&
      !(multirow_clip_cull
            ? pack_clip_cull_pair(&o, bucket + G_CLIP_CULL * cap, group_size[G_CLIP_CULL])
            : pack_clip_cull_blocks(&o, bucket + G_CLIP_CULL * cap, group_size[G_CLIP_CULL])))
    err = DXSIG_PACK_CLIP_CULL;
  if (!err && !pack_greedy(&o, bucket + G_SGV * cap, group_size[G_SGV], 0, 0))
    err = DXSIG_PACK_NO_SPACE;

  /* DXC's validator replay reads the locations, so they are written
   * first; a moved list is saved to be put back if the replay rejects it
   * (a rare case: undefined and defined modes or widths in one list). */
  bool mixed = !err && dxsig_items_mixed(modes);
  struct dxsig_saved_element inline_saved[INLINE_ELEMENTS], *saved = NULL;
  if (!moved) {
    commit_locations(els, n, where);
  } else if (!err) {
    if (mixed) {
      saved = inline_saved; /* moved lists are short (dxsig_pack_optimized_whole) */
      dxsig_items_save(els, n, saved);
    }
    commit_moved(els, n, where);
  }
  if (heap)
    free(bucket);
  if (mixed && !replay_accepts(els, n, ctx, &o.failed, res)) {
    if (saved)
      dxsig_items_restore(els, saved, n);
    if (res->error == DXSIG_PACK_NO_MEMORY)
      return false;
    err = DXSIG_PACK_LAYOUT_REJECTED;
  }
  bool ok = err == DXSIG_PACK_OK;
  if (ok)
    res->rows_used = rows_used(&o);
  else
    dxsig_pack_fail(res, err, o.failed);
  return ok;
}

bool dxsig_pack_optimized(struct dxsig_element *els, size_t n,
                          const struct dxsig_pack_context *ctx,
                          struct dxsig_pack_result *res) {
  return pack_list(els, n, ctx, res, false);
}

bool dxsig_pack_optimized_whole(struct dxsig_element *els, size_t n, enum dxsig_sigpoint sp,
                                bool native16, struct dxsig_pack_result *res) {
  struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16, .stream = -1};
  if (n > INLINE_ELEMENTS) /* (not so called) */
    return dxsig_pack_fail(res, DXSIG_PACK_NO_MEMORY, 0);
  return pack_list(els, n, &ctx, res, true);
}
