/* Explained packing (see explain.h).
 *
 * The packer runs with a trace (dxsig/pack.h) and this file listens: it
 * records who owns each component of the register spaces the packer
 * reports placements in, and turns each search the packer reports (the
 * places it refused and why, then where it landed) into lines that name
 * the elements in the way. Minimal, stacked and indexed packing report no
 * search; their result is listed as it is.
 */
#include "dxsig/explain.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/sigpoint.h"
#include "bits.h"
#include "pack_items.h"
#include "spellings.h"

#define OWN_NONE (-1)
#define OWN_RESERVED (-2) /* a prefix-stable clip/cull row reservation */
#define GS_STREAMS 4

static const char COMPONENTS[] = "xyzw";

/* A register space the packer reports places in: who owns each cell. */
struct space {
  uint32_t nrows;                   /* 32, or 2 for the clip/cull rows */
  int32_t owner[DXSIG_MAX_ROWS][4]; /* position in items, or OWN_* */
  const char *row_prefix;           /* "r", or "clip/cull row " */
  uint8_t res_interp[DXSIG_MAX_ROWS];  /* OWN_RESERVED rows: their mode */
  uint8_t res_width[DXSIG_MAX_ROWS];
};

/* The refusals of the search being reported. */
struct refusal_event {
  uint32_t row, at_row;
  enum dxsig_pack_conflict conflict;
};

struct ex {
  struct dxsig_buffer *out;
  const struct dxsig_entry *entry;
  enum dxsig_sig_kind kind;
  enum dxsig_sigpoint sp;
  enum dxsig_packing_mode mode;
  bool native16;
  int stream;
  const struct dxsig_element *orig;  /* the list as given */
  struct dxsig_element *els;         /* the packer's result (partial) */
  size_t n;
  struct dxsig_pack_items it;
  struct dxsig_pack_result res;
  bool ok;
  struct space main;
  struct space priv;                 /* the two private clip/cull rows */
  bool stopped;                      /* the failure has been explained */
  struct refusal_event rows[DXSIG_MAX_ROWS + 1];
  uint32_t nrows;
  enum dxsig_pack_conflict cols[4];  /* from the search's start column */
  uint32_t ncols;
  struct dxsig_buffer priv_text;     /* prefix-stable: why not earlier in the
                                        clip/cull rows */
  struct dxsig_buffer note;          /* prefix-stable: the reservation made
                                        for it; optimized: the block's lines */
  enum dxsig_pack_step group;        /* optimized: BLOCK or PAIR being placed */
  bool group_first;                  /* its first member is next */
  uint32_t pair_row, pair_from;
};

/* ---- words ------------------------------------------------------------- */

static const char *cat_text(uint8_t cat) {
  switch (cat) {
  case DXSIG_CAT_ARB: return "arbitrary";
  case DXSIG_CAT_SV: return "system value";
  case DXSIG_CAT_SGV: return "system-generated value";
  case DXSIG_CAT_TESS_FACTOR: return "tess factor";
  case DXSIG_CAT_CLIP_CULL: return "clip/cull";
  default: return "render target";
  }
}

/* Component order in a row: arbitrary < {SV, tess factor, clip/cull} < SGV. */
static int cat_rank(uint8_t cat) {
  return cat == DXSIG_CAT_ARB ? 0 : cat == DXSIG_CAT_SGV ? 2 : 1;
}

static const char *interp_text(uint32_t mode) {
  const char *hlsl = dxsig_interp_mode_hlsl(mode);
  return hlsl ? hlsl : mode == DXSIG_INTERP_UNDEFINED ? "no interpolation mode" : "invalid mode";
}

/* DXC turns the packed 8x32 types into uint. */
static const char *type_text(uint32_t type, bool native16) {
  const char *hlsl = dxsig_component_type_text(type, DXSIG_TYPE_HLSL, native16);
  return hlsl ? hlsl : "uint";
}

static void put_name(struct dxsig_buffer *b, const struct dxsig_element *e, uint32_t row) {
  char name[DXSIG_NAME_TEXT_SIZE];
  dxsig_buffer_printf(b, "%s", dxsig_element_name_text(name, e));
  if (e->indices && row < e->index_count)
    dxsig_buffer_printf(b, "%u", (unsigned)e->indices[row]);
}

static void put_mask(struct dxsig_buffer *b, uint32_t col, uint32_t cols) {
  dxsig_buffer_printf(b, ".%.*s", (int)cols, COMPONENTS + col);
}

static void put_row(struct dxsig_buffer *b, const struct space *sp, uint32_t row) {
  dxsig_buffer_printf(b, "%s%u", sp->row_prefix, (unsigned)row);
}

static void put_rows(struct dxsig_buffer *b, const struct space *sp, uint32_t first,
                     uint32_t last) {
  if (last == first)
    put_row(b, sp, first);
  else if (sp->row_prefix[0] == 'r')
    dxsig_buffer_printf(b, "r%u-r%u", (unsigned)first, (unsigned)last);
  else
    dxsig_buffer_printf(b, "clip/cull rows %u-%u", (unsigned)first, (unsigned)last);
}

static void put_place(struct dxsig_buffer *b, uint32_t row, uint32_t rows, uint32_t col,
                      uint32_t cols) {
  dxsig_buffer_printf(b, "r%u", (unsigned)row);
  if (rows > 1)
    dxsig_buffer_printf(b, "-r%u", (unsigned)(row + rows - 1));
  put_mask(b, col, cols);
}

static const struct dxsig_element *item_el(const struct ex *x, size_t k) {
  return &x->orig[x->it.items[k].index];
}

/* "TEXCOORD1 (float2, linear, arbitrary)" */
static void put_element(struct ex *x, size_t k) {
  const struct dxsig_element *e = item_el(x, k);
  const struct dxsig_pack_item *item = &x->it.items[k];
  put_name(x->out, e, 0);
  dxsig_buffer_printf(x->out, " (%s", type_text(e->comp_type, x->native16));
  if (e->cols > 1)
    dxsig_buffer_printf(x->out, "%u", (unsigned)e->cols);
  if (e->rows > 1)
    dxsig_buffer_printf(x->out, "[%u]", (unsigned)e->rows);
  if (item->shape.interp != DXSIG_INTERP_UNDEFINED)
    dxsig_buffer_printf(x->out, ", %s", interp_text(item->shape.interp));
  dxsig_buffer_printf(x->out, ", %s)", cat_text(item->shape.cat));
}

/* ---- who is in the way --------------------------------------------------- */

/* The elements in the way for one reason line: per element the rows of it
 * seen (as rows inside the element) and, for one row, its components. */
#define MAX_HOLDERS 64
struct holders {
  int32_t item[MAX_HOLDERS];
  uint32_t el_row[MAX_HOLDERS], el_last[MAX_HOLDERS];
  uint8_t mask[MAX_HOLDERS];
  uint32_t count, dropped;
};

static void holders_add(struct holders *h, int32_t item, uint32_t el_row, uint8_t mask) {
  for (uint32_t i = 0; i < h->count; ++i)
    if (h->item[i] == item) {
      if (el_row == h->el_row[i] || el_row == h->el_last[i])
        h->mask[i] |= mask;
      if (el_row < h->el_row[i])
        h->el_row[i] = el_row;
      if (el_row > h->el_last[i])
        h->el_last[i] = el_row;
      return;
    }
  if (h->count == MAX_HOLDERS) {
    ++h->dropped;
    return;
  }
  h->item[h->count] = item;
  h->el_row[h->count] = h->el_last[h->count] = el_row;
  h->mask[h->count] = mask;
  ++h->count;
}

/* The owners of a row's components (those in mask); filter keeps items for
 * which it returns true (NULL: all). */
static void collect_row(const struct ex *x, const struct space *sp, uint32_t row,
                        uint8_t mask, struct holders *h,
                        bool (*filter)(const struct ex *, int32_t, const void *),
                        const void *arg) {
  for (uint32_t c = 0; c < 4; ++c) {
    int32_t o = sp->owner[row][c];
    if (!(mask >> c & 1u) || o == OWN_NONE || (filter && !filter(x, o, arg)))
      continue;
    uint32_t el_row = 0;
    if (o >= 0) {
      /* The element's row: from where it was placed in this space. */
      uint32_t top = row;
      while (top > 0 && sp->owner[top - 1][c] == o)
        --top;
      el_row = row - top;
    }
    holders_add(h, o, el_row, (uint8_t)(1u << c));
  }
}

/* "A0.xy, B0.z" (with masks) or "A0, B0" */
static void put_holders(struct ex *x, const struct holders *h, bool masks) {
  uint32_t shown = h->count > 6 && !masks ? 5 : h->count;
  for (uint32_t i = 0; i < shown; ++i) {
    if (i)
      dxsig_buffer_printf(x->out, ", ");
    if (h->item[i] == OWN_RESERVED) {
      dxsig_buffer_printf(x->out, "a clip/cull row");
      continue;
    }
    const struct dxsig_element *e = item_el(x, (size_t)h->item[i]);
    put_name(x->out, e, h->el_row[i]);
    if (h->el_last[i] != h->el_row[i]) {
      dxsig_buffer_printf(x->out, "..");
      put_name(x->out, e, h->el_last[i]);
    } else if (masks) {
      uint8_t m = h->mask[i];
      uint32_t first = dxsig_ctz32(m), last = dxsig_high_bit32(m);
      put_mask(x->out, first, last - first + 1);
    }
  }
  uint32_t more = h->count - shown + h->dropped;
  if (more)
    dxsig_buffer_printf(x->out, " and %u more", (unsigned)more);
}

static bool is_multirow(const struct ex *x, int32_t o, const void *arg) {
  (void)arg;
  return o >= 0 && x->it.items[o].shape.rows > 1;
}

static bool fixes_row(const struct ex *x, int32_t o, const void *arg) {
  (void)arg;
  return o >= 0 && (x->it.items[o].shape.cat &
                    (DXSIG_CAT_SV | DXSIG_CAT_SGV | DXSIG_CAT_TESS_FACTOR));
}

/* For the interp / width filters: the element and the row looked at. */
struct row_filter {
  const struct dxsig_shape *s;
  const struct space *sp;
  uint32_t row;
};

static uint8_t owner_interp(const struct ex *x, const struct space *sp, int32_t o, uint32_t row) {
  return o >= 0 ? x->it.items[o].shape.interp : sp->res_interp[row];
}

static uint8_t owner_width(const struct ex *x, const struct space *sp, int32_t o, uint32_t row) {
  return o >= 0 ? x->it.items[o].shape.width : sp->res_width[row];
}

static bool other_interp(const struct ex *x, int32_t o, const void *arg) {
  const struct row_filter *f = arg;
  return owner_interp(x, f->sp, o, f->row) != f->s->interp;
}

static bool other_width(const struct ex *x, int32_t o, const void *arg) {
  const struct row_filter *f = arg;
  return owner_width(x, f->sp, o, f->row) != f->s->width;
}

/* ---- why a row or column is refused ---------------------------------- */

static bool row_full(const struct space *sp, uint32_t row) {
  for (uint32_t c = 0; c < 4; ++c)
    if (sp->owner[row][c] == OWN_NONE)
      return false;
  return true;
}

/* Refusal classes, merged over consecutive rows. */
enum refusal {
  R_NONE,
  R_FULL,         /* no run of free components */
  R_ORDER,        /* free components, but the component order forbids them */
  R_COLUMNS,      /* free runs exist, none at the allowed columns */
  R_INTERP,
  R_WIDTH,
  R_SV_INDEXED,   /* an SV/SGV/TF into a multi-row element's row */
  R_OVER_FIXED,   /* a multi-row element over a system value's row */
  R_TF_SPAN,      /* a multi-row element's rows outside the tess factor's */
  R_FIT           /* past the last row */
};

static enum refusal classify(const struct dxsig_shape *s, enum dxsig_pack_conflict c) {
  switch (c) {
  case DXSIG_PACK_CONFLICT_NONE:
  case DXSIG_PACK_CONFLICT_COLUMNS: return R_COLUMNS;
  case DXSIG_PACK_CONFLICT_NO_ROOM: return R_FULL;
  case DXSIG_PACK_CONFLICT_INTERP: return R_INTERP;
  case DXSIG_PACK_CONFLICT_WIDTH: return R_WIDTH;
  case DXSIG_PACK_CONFLICT_INDEXED:
    return s->cat & (DXSIG_CAT_SV | DXSIG_CAT_SGV) ? R_SV_INDEXED : R_OVER_FIXED;
  case DXSIG_PACK_CONFLICT_INDEXED_TESS_FACTOR:
    return s->rows == 1 ? R_SV_INDEXED : R_TF_SPAN;
  default: return R_FIT;
  }
}

/* Free components of a row that this category may not use because of the
 * component order, and the first element that causes it. */
static uint8_t order_blocked(const struct ex *x, const struct space *sp, uint32_t row,
                             uint8_t cat, int32_t *blocker) {
  uint8_t blocked = 0;
  *blocker = OWN_NONE;
  for (uint32_t j = 0; j < 4; ++j) {
    if (sp->owner[row][j] != OWN_NONE)
      continue;
    for (uint32_t c = 0; c < 4; ++c) {
      int32_t o = sp->owner[row][c];
      if (o == OWN_NONE)
        continue;
      uint8_t ocat = o >= 0 ? x->it.items[o].shape.cat : DXSIG_CAT_CLIP_CULL;
      bool left = j < c, right = j > c;
      if ((left && cat_rank(cat) > cat_rank(ocat)) || (right && cat_rank(cat) < cat_rank(ocat))) {
        blocked |= (uint8_t)(1u << j);
        if (*blocker == OWN_NONE)
          *blocker = o;
        break;
      }
    }
  }
  return blocked;
}

struct reason {
  enum refusal kind;
  uint32_t first, last;    /* span starts refused for this reason */
  struct holders h;
  bool all_full;           /* R_FULL: every refused row is full */
  uint8_t reserved_interp; /* R_INTERP: mode of a clip/cull reservation */
  uint8_t blocked;         /* R_FULL, one row: free components out of order */
  int32_t blocker;
  uint32_t at;             /* R_FULL / R_COLUMNS, one row: that row */
};

static void reason_collect(const struct ex *x, const struct space *sp,
                           const struct dxsig_shape *s, struct reason *r, uint32_t row,
                           uint32_t at) {
  switch (r->kind) {
  case R_FULL:
  case R_ORDER:
    collect_row(x, sp, at, 0xF, &r->h, NULL, NULL);
    if (!row_full(sp, at))
      r->all_full = false;
    r->blocked = order_blocked(x, sp, at, s->cat, &r->blocker);
    break;
  case R_COLUMNS:
    for (uint32_t i = 0; i < s->rows; ++i)
      collect_row(x, sp, row + i, 0xF, &r->h, NULL, NULL);
    break;
  case R_INTERP: {
    struct row_filter f = {s, sp, at};
    collect_row(x, sp, at, 0xF, &r->h, other_interp, &f);
    for (uint32_t i = 0; i < r->h.count; ++i)
      if (r->h.item[i] == OWN_RESERVED)
        r->reserved_interp = sp->res_interp[at];
    break;
  }
  case R_WIDTH: {
    struct row_filter f = {s, sp, at};
    collect_row(x, sp, at, 0xF, &r->h, other_width, &f);
    break;
  }
  case R_SV_INDEXED:
  case R_TF_SPAN: collect_row(x, sp, at, 0xF, &r->h, is_multirow, NULL); break;
  case R_OVER_FIXED: collect_row(x, sp, at, 0xF, &r->h, fixes_row, NULL); break;
  default: break;
  }
  r->at = at;
}

static void reason_print(struct ex *x, const struct space *sp, const struct dxsig_shape *s,
                         const struct reason *r) {
  struct dxsig_buffer *b = x->out;
  bool one = r->first == r->last;
  dxsig_buffer_printf(b, "    ");
  put_rows(b, sp, r->first, r->last);
  dxsig_buffer_printf(b, ": ");
  switch (r->kind) {
  case R_FULL:
    if (r->all_full)
      dxsig_buffer_printf(b, "full");
    else if (s->cols == 1)
      dxsig_buffer_printf(b, "no free component");
    else
      dxsig_buffer_printf(b, "no %u adjacent free components", (unsigned)s->cols);
    if (r->h.count) {
      dxsig_buffer_printf(b, " (");
      put_holders(x, &r->h, one);
      dxsig_buffer_printf(b, ")");
    }
    break;
  case R_ORDER: {
    uint32_t f = dxsig_ctz32(r->blocked);
    uint32_t l = dxsig_high_bit32(r->blocked);
    uint8_t bcat = r->blocker >= 0 ? x->it.items[r->blocker].shape.cat : DXSIG_CAT_CLIP_CULL;
    dxsig_buffer_printf(b, "component order: free ");
    put_mask(b, f, l - f + 1);
    dxsig_buffer_printf(b, " is %s of %s ", cat_rank(s->cat) > cat_rank(bcat) ? "left" : "right",
                        cat_text(bcat));
    struct holders h = {.count = 0};
    holders_add(&h, r->blocker, 0, 0);
    if (r->blocker >= 0) {
      uint32_t top = r->at, c = 0;
      while (c < 4 && sp->owner[r->at][c] != r->blocker)
        ++c;
      while (c < 4 && top > 0 && sp->owner[top - 1][c] == r->blocker)
        --top;
      h.el_row[0] = h.el_last[0] = r->at - top;
    }
    put_holders(x, &h, false);
    dxsig_buffer_printf(b, ", and a row holds arbitrary data, then system values, then "
                           "system-generated values");
    break;
  }
  case R_COLUMNS:
    if (x->it.count && s->cat == DXSIG_CAT_TESS_FACTOR && s->rows > 1)
      dxsig_buffer_printf(b, "its last column is taken");
    else
      dxsig_buffer_printf(b, "no %u free components at the same columns in %u rows",
                          (unsigned)s->cols, (unsigned)s->rows);
    if (r->h.count) {
      dxsig_buffer_printf(b, " (");
      put_holders(x, &r->h, one);
      dxsig_buffer_printf(b, ")");
    }
    break;
  case R_INTERP:
    dxsig_buffer_printf(b, "interpolation: holds ");
    for (uint32_t i = 0; i < r->h.count; ++i) {
      if (i)
        dxsig_buffer_printf(b, ", ");
      if (r->h.item[i] == OWN_RESERVED) {
        dxsig_buffer_printf(b, "a clip/cull row (%s)", interp_text(r->reserved_interp));
        continue;
      }
      const struct dxsig_element *e = item_el(x, (size_t)r->h.item[i]);
      put_name(b, e, r->h.el_row[i]);
      if (r->h.el_last[i] != r->h.el_row[i]) {
        dxsig_buffer_printf(b, "..");
        put_name(b, e, r->h.el_last[i]);
      }
      dxsig_buffer_printf(b, " (%s)", interp_text(x->it.items[r->h.item[i]].shape.interp));
    }
    dxsig_buffer_printf(b, "; this element is %s", interp_text(s->interp));
    break;
  case R_WIDTH:
    dxsig_buffer_printf(b, "data width: holds ");
    put_holders(x, &r->h, false);
    dxsig_buffer_printf(b, " (%s); this element is %s",
                        s->width == DXSIG_WIDTH_16 ? "32-bit" : "16-bit",
                        s->width == DXSIG_WIDTH_16 ? "16-bit" : "32-bit");
    break;
  case R_SV_INDEXED:
    dxsig_buffer_printf(b, "indexed row: part of multi-row ");
    put_holders(x, &r->h, false);
    dxsig_buffer_printf(b, "; a %s never shares a row with a multi-row element",
                        cat_text(s->cat));
    break;
  case R_OVER_FIXED:
    dxsig_buffer_printf(b, "holds ");
    put_holders(x, &r->h, false);
    dxsig_buffer_printf(b, "; a multi-row element never covers the row of a system value "
                           "or tess factor");
    break;
  case R_TF_SPAN:
    dxsig_buffer_printf(b, "multi-row ");
    put_holders(x, &r->h, false);
    dxsig_buffer_printf(b, " there does not lie within this tess factor's rows");
    break;
  case R_FIT:
    dxsig_buffer_printf(b, "%u rows from there end past %s%u", (unsigned)s->rows,
                        sp->row_prefix, (unsigned)(sp->nrows - 1));
    break;
  case R_NONE: break;
  }
  dxsig_buffer_printf(b, "\n");
}

/* Why every span start in [from, to) was refused, merged into runs. */
/* Why the search's refused rows were refused, merged into runs. */
static void explain_rows(struct ex *x, const struct space *sp, const struct dxsig_shape *s) {
  struct reason cur = {.kind = R_NONE};
  for (uint32_t i = 0; i < x->nrows; ++i) {
    uint32_t row = x->rows[i].row, at = x->rows[i].at_row;
    enum refusal kind = classify(s, x->rows[i].conflict);
    int32_t blocker;
    if (kind == R_FULL && order_blocked(x, sp, at, s->cat, &blocker))
      kind = R_ORDER; /* one line per row: it names the element in the way */
    if (cur.kind != R_NONE &&
        (kind != cur.kind || cur.last + 1 != row || kind == R_ORDER)) {
      reason_print(x, sp, s, &cur);
      cur.kind = R_NONE;
    }
    if (cur.kind == R_NONE) {
      memset(&cur, 0, sizeof cur);
      cur.kind = kind;
      cur.first = row;
      cur.blocker = OWN_NONE;
      cur.all_full = true;
    }
    cur.last = row;
    if (kind == R_FIT) {
      /* Every later start fails the same way. */
      cur.last = sp->nrows - 1;
      break;
    }
    reason_collect(x, sp, s, &cur, row, at);
  }
  if (cur.kind != R_NONE)
    reason_print(x, sp, s, &cur);
}

/* Why the columns before the landing one, from the search's start column
 * from, were refused at row. */
static void explain_cols(struct ex *x, const struct space *sp, const struct dxsig_shape *s,
                         uint32_t row, uint32_t from) {
  uint32_t to = from + x->ncols;
  for (uint32_t c = from; c < to;) {
    enum dxsig_pack_conflict cf = x->cols[c - from];
    /* The offending component and its owner / order blocker. */
    int32_t who = OWN_NONE;
    uint32_t at = row, comp = c;
    for (uint32_t i = 0; i < s->rows && who == OWN_NONE; ++i)
      for (uint32_t j = c; j < c + s->cols && j < 4; ++j) {
        int32_t o = sp->owner[row + i][j];
        if (cf == DXSIG_PACK_CONFLICT_OVERLAP && o != OWN_NONE) {
          who = o, at = row + i, comp = j;
          break;
        }
        if (cf == DXSIG_PACK_CONFLICT_ORDER && o == OWN_NONE) {
          int32_t blocker;
          if (order_blocked(x, sp, row + i, s->cat, &blocker) >> j & 1u) {
            who = blocker, at = row + i, comp = j;
            break;
          }
        }
      }
    uint32_t end = c + 1;
    while (end < to && x->cols[end - from] == cf && cf == DXSIG_PACK_CONFLICT_OVERLAP &&
           end < 4 && sp->owner[at][end] == who)
      ++end;
    dxsig_buffer_printf(x->out, "    ");
    put_row(x->out, sp, row);
    put_mask(x->out, c, end - c);
    struct holders h = {.count = 0};
    if (who != OWN_NONE) {
      uint32_t top = at;
      while (top > 0 && sp->owner[top - 1][comp] == who)
        --top;
      holders_add(&h, who, at - top, 0);
    }
    if (cf == DXSIG_PACK_CONFLICT_OVERLAP) {
      dxsig_buffer_printf(x->out, ": taken by ");
      put_holders(x, &h, false);
    } else if (cf == DXSIG_PACK_CONFLICT_ORDER) {
      uint8_t bcat = who >= 0 ? x->it.items[who].shape.cat : DXSIG_CAT_CLIP_CULL;
      dxsig_buffer_printf(x->out, ": would put this %s %s of %s ", cat_text(s->cat),
                          cat_rank(s->cat) > cat_rank(bcat) ? "left" : "right", cat_text(bcat));
      put_holders(x, &h, false);
      dxsig_buffer_printf(x->out, " (a row holds arbitrary data, then system values, then "
                                  "system-generated values)");
    } else {
      dxsig_buffer_printf(x->out, ": does not fit");
    }
    dxsig_buffer_printf(x->out, "\n");
    c = end;
  }
}

/* ---- the register spaces ------------------------------------------------- */

static void space_init(struct space *sp, uint32_t nrows, const char *prefix) {
  sp->nrows = nrows;
  for (uint32_t r = 0; r < DXSIG_MAX_ROWS; ++r)
    for (uint32_t c = 0; c < 4; ++c)
      sp->owner[r][c] = OWN_NONE;
  sp->row_prefix = prefix;
  memset(sp->res_interp, 0, sizeof sp->res_interp);
  memset(sp->res_width, 0, sizeof sp->res_width);
}

static void space_place(struct space *sp, const struct dxsig_shape *s, uint32_t row,
                        uint32_t col, int32_t owner) {
  for (uint32_t i = 0; i < s->rows && row + i < sp->nrows; ++i) {
    for (uint32_t c = col; c < col + s->cols && c < 4; ++c)
      sp->owner[row + i][c] = owner;
    if (owner == OWN_RESERVED) {
      sp->res_interp[row + i] = s->interp;
      sp->res_width[row + i] = s->width;
    }
  }
}

/* "  NAME (...) -> r1.zw" and the note. */
static void landed(struct ex *x, size_t k, uint32_t row, uint32_t col, const char *note) {
  const struct dxsig_pack_item *item = &x->it.items[k];
  dxsig_buffer_printf(x->out, "  ");
  put_element(x, k);
  dxsig_buffer_printf(x->out, " -> ");
  put_place(x->out, row, item->shape.rows, col, item->shape.cols);
  if (note)
    dxsig_buffer_printf(x->out, " %s", note);
  dxsig_buffer_printf(x->out, "\n");
}

static void failed(struct ex *x, size_t k) {
  dxsig_buffer_printf(x->out, "  ");
  put_element(x, k);
  dxsig_buffer_printf(x->out, " -> FAILED\n");
  x->stopped = true;
}

/* Appends and empties b. */
static void flush(struct ex *x, struct dxsig_buffer *b) {
  if (b->data)
    dxsig_buffer_printf(x->out, "%s", b->data);
  dxsig_buffer_finish(b);
  dxsig_buffer_init(b);
}

/* ---- the listener ------------------------------------------------------- */

static const char SKIP_NOTE[] =
    "skipped: optimized packing searches from the first row after the full-width elements";
static const char EMPTY_ROW_NOTE[] = "a clip/cull row is reserved whole";

/* An element searched for: its rows, the skipped rows, its columns. */
static void element_step(struct ex *x, size_t k, const struct dxsig_shape *s,
                         const struct dxsig_pack_event *ev) {
  bool placed = ev->kind == DXSIG_PACK_EVENT_PLACED;
  if (placed)
    landed(x, k, ev->row, ev->col, NULL);
  else
    failed(x, k);
  if (ev->from > 0) {
    dxsig_buffer_printf(x->out, "    ");
    put_rows(x->out, &x->main, 0, ev->from - 1);
    dxsig_buffer_printf(x->out, ": %s\n", SKIP_NOTE);
  }
  if (ev->start_col > 0)
    dxsig_buffer_printf(x->out, "    a multi-row tess factor only goes in the last column\n");
  explain_rows(x, &x->main, s);
  if (placed) {
    explain_cols(x, &x->main, s, ev->row, ev->start_col);
    space_place(&x->main, s, ev->row, ev->col, (int32_t)k);
  }
}

/* A clip/cull element in the private rows. Prefix-stable keeps the text for
 * after its landing line; optimized only says why one does not fit. */
static void clip_cull_row_step(struct ex *x, size_t k, const struct dxsig_shape *s,
                               const struct dxsig_pack_event *ev) {
  if (ev->kind == DXSIG_PACK_EVENT_FAILED) {
    failed(x, k);
    dxsig_buffer_printf(x->out, x->mode == DXSIG_PACKING_OPTIMIZED
                                    ? "    clip/cull elements are first packed into two rows "
                                      "of 4 components, one interpolation mode and width per "
                                      "row\n"
                                    : "    clip/cull elements share two rows of 4 components, "
                                      "one interpolation mode and width per row\n");
    explain_rows(x, &x->priv, s);
    return;
  }
  if (x->mode != DXSIG_PACKING_OPTIMIZED) {
    struct dxsig_buffer *out = x->out;
    x->out = &x->priv_text;
    explain_rows(x, &x->priv, s);
    explain_cols(x, &x->priv, s, ev->row, ev->start_col);
    x->out = out;
  }
  space_place(&x->priv, s, ev->row, ev->col, (int32_t)k);
}

/* Prefix-stable: the signature row(s) a private row gets. */
static void reserve_step(struct ex *x, size_t k, const struct dxsig_shape *s,
                         const struct dxsig_pack_event *ev) {
  bool placed = ev->kind == DXSIG_PACK_EVENT_PLACED, two = s->rows == 2;
  struct dxsig_buffer *out = x->out;
  x->out = &x->note;
  if (two)
    dxsig_buffer_printf(x->out, "    clip/cull rows 0-1");
  else
    dxsig_buffer_printf(x->out, "    clip/cull row %u", (unsigned)ev->clip_cull_row);
  if (placed) {
    dxsig_buffer_printf(x->out, " reserved at r%u", (unsigned)ev->row);
    if (two)
      dxsig_buffer_printf(x->out, "-r%u", (unsigned)(ev->row + 1));
    dxsig_buffer_printf(x->out, ": the first %s from r%u (%s)\n",
                        two ? "two empty rows" : "empty row", (unsigned)ev->from, EMPTY_ROW_NOTE);
  } else {
    dxsig_buffer_printf(x->out, ": no %s from r%u\n",
                        two ? "two adjacent empty rows" : "empty row", (unsigned)ev->from);
  }
  explain_rows(x, &x->main, s);
  x->out = out;
  if (placed) {
    space_place(&x->main, s, ev->row, 0, OWN_RESERVED);
    return;
  }
  failed(x, k);
  flush(x, &x->note);
  flush(x, &x->priv_text);
}

/* Optimized: the block of a private row, placed as one. */
static void block_step(struct ex *x, size_t k, const struct dxsig_shape *s,
                       const struct dxsig_pack_event *ev) {
  bool placed = ev->kind == DXSIG_PACK_EVENT_PLACED;
  struct dxsig_buffer *out = x->out;
  x->out = &x->note;
  dxsig_buffer_printf(x->out, "    clip/cull block %u: the elements of clip/cull row %u side "
                              "by side, %u components\n",
                      (unsigned)ev->clip_cull_row, (unsigned)ev->clip_cull_row,
                      (unsigned)ev->cols);
  if (ev->from > 0) {
    dxsig_buffer_printf(x->out, "    ");
    put_rows(x->out, &x->main, 0, ev->from - 1);
    dxsig_buffer_printf(x->out, ": %s\n", SKIP_NOTE);
  }
  explain_rows(x, &x->main, s);
  if (placed)
    explain_cols(x, &x->main, s, ev->row, ev->start_col);
  x->out = out;
  x->group = DXSIG_PACK_STEP_CLIP_CULL_BLOCK;
  x->group_first = true;
  if (!placed) {
    failed(x, k);
    flush(x, &x->note);
  }
}

/* Optimized, with a multi-row clip/cull element: the pair of rows. */
static void pair_step(struct ex *x, size_t k, const struct dxsig_pack_event *ev) {
  if (ev->kind == DXSIG_PACK_EVENT_FAILED) {
    failed(x, k);
    dxsig_buffer_printf(x->out, "    with a multi-row clip/cull element all clip/cull elements "
                                "must fit one pair of adjacent rows; no pair from r%u takes "
                                "them all\n",
                        (unsigned)ev->from);
    return;
  }
  x->group = DXSIG_PACK_STEP_CLIP_CULL_PAIR;
  x->group_first = true;
  x->pair_row = ev->row;
  x->pair_from = ev->from;
}

/* A clip/cull element's signature place. */
static void member_step(struct ex *x, size_t k, const struct dxsig_shape *s,
                        const struct dxsig_pack_event *ev) {
  if (ev->kind == DXSIG_PACK_EVENT_FAILED) {
    failed(x, k);
    return;
  }
  char text[64];
  if (x->mode != DXSIG_PACKING_OPTIMIZED) {
    snprintf(text, sizeof text, "(clip/cull row %u)", (unsigned)ev->clip_cull_row);
    landed(x, k, ev->row, ev->col, text);
    flush(x, &x->note);
    flush(x, &x->priv_text);
    return; /* its rows are reserved in the signature space already */
  }
  bool first = x->group_first;
  x->group_first = false;
  if (x->group == DXSIG_PACK_STEP_CLIP_CULL_BLOCK) {
    snprintf(text, sizeof text, "(clip/cull block %u)", (unsigned)ev->clip_cull_row);
    landed(x, k, ev->row, ev->col, text);
    if (first)
      flush(x, &x->note);
  } else {
    landed(x, k, ev->row, ev->col, NULL);
    if (first)
      dxsig_buffer_printf(x->out, "    with a multi-row clip/cull element all clip/cull "
                                  "elements go into one pair of adjacent rows: r%u-r%u is "
                                  "the first pair from r%u that takes them all\n",
                          (unsigned)x->pair_row, (unsigned)(x->pair_row + 1),
                          (unsigned)x->pair_from);
    explain_cols(x, &x->main, s, ev->row, ev->start_col);
  }
  space_place(&x->main, s, ev->row, ev->col, (int32_t)k);
}

/* The position in x->it of element index, or SIZE_MAX. */
static size_t item_of(const struct ex *x, size_t index) {
  size_t lo = 0, hi = x->it.count;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (x->it.items[mid].index < index)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < x->it.count && x->it.items[lo].index == index ? lo : SIZE_MAX;
}

static void on_event(void *user, const struct dxsig_pack_event *ev) {
  struct ex *x = user;
  size_t k = item_of(x, ev->element);
  if (x->stopped || k == SIZE_MAX)
    return;
  if (ev->kind == DXSIG_PACK_EVENT_REFUSED) {
    if (ev->col == DXSIG_PACK_WHOLE_ROW && x->nrows < sizeof x->rows / sizeof x->rows[0])
      x->rows[x->nrows++] = (struct refusal_event){ev->row, ev->at_row, ev->conflict};
    else if (ev->col != DXSIG_PACK_WHOLE_ROW && x->ncols < 4)
      x->cols[x->ncols++] = ev->conflict;
    return;
  }
  /* What was searched for: the element, or a placeholder or block of its
   * mode and width. */
  struct dxsig_shape s = x->it.items[k].shape;
  if (ev->step == DXSIG_PACK_STEP_CLIP_CULL_RESERVE ||
      ev->step == DXSIG_PACK_STEP_CLIP_CULL_BLOCK) {
    s.cat = DXSIG_CAT_CLIP_CULL;
    s.rows = (uint8_t)ev->rows;
    s.cols = (uint8_t)ev->cols;
  }
  switch (ev->step) {
  case DXSIG_PACK_STEP_ELEMENT: element_step(x, k, &s, ev); break;
  case DXSIG_PACK_STEP_CLIP_CULL_ROW: clip_cull_row_step(x, k, &s, ev); break;
  case DXSIG_PACK_STEP_CLIP_CULL_RESERVE: reserve_step(x, k, &s, ev); break;
  case DXSIG_PACK_STEP_CLIP_CULL_ADJACENT:
    failed(x, k);
    dxsig_buffer_printf(x->out, "    a multi-row clip/cull element needs adjacent clip/cull "
                                "rows, but they are r%u and r%u\n",
                        (unsigned)ev->row, (unsigned)ev->at_row);
    break;
  case DXSIG_PACK_STEP_CLIP_CULL_BLOCK: block_step(x, k, &s, ev); break;
  case DXSIG_PACK_STEP_CLIP_CULL_PAIR: pair_step(x, k, ev); break;
  case DXSIG_PACK_STEP_CLIP_CULL_MEMBER: member_step(x, k, &s, ev); break;
  }
  x->nrows = x->ncols = 0;
}

/* ---- the other algorithms --------------------------------------------------- */

/* Minimal, stacked and indexed packing: their places, in element order. */
static void list_placed(struct ex *x, const char *(*note)(struct ex *, size_t, char *, size_t)) {
  for (size_t k = 0; k < x->it.count; ++k) {
    const struct dxsig_element *e = &x->els[x->it.items[k].index];
    char text[96];
    const char *t = note ? note(x, k, text, sizeof text) : NULL;
    if (!dxsig_element_is_allocated(e) || e->start_row < 0 || e->start_col < 0) {
      if (!x->ok && x->it.items[k].index == x->res.element) {
        failed(x, k);
        return;
      }
      continue;
    }
    landed(x, k, (uint32_t)e->start_row, (uint32_t)e->start_col, t);
  }
}

static const char *stacked_note(struct ex *x, size_t k, char *buf, size_t size) {
  if (k == 0)
    return "(the first row)";
  const struct dxsig_element *prev = &x->orig[x->it.items[k - 1].index];
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_buffer_printf(&b, "(after ");
  put_name(&b, prev, 0);
  dxsig_buffer_printf(&b, ")");
  snprintf(buf, size, "%s", b.data ? b.data : "");
  dxsig_buffer_finish(&b);
  return buf;
}

static const char *indexed_note(struct ex *x, size_t k, char *buf, size_t size) {
  const struct dxsig_element *e = &x->orig[x->it.items[k].index];
  snprintf(buf, size, "(row = semantic index %u)", e->index_count ? (unsigned)e->indices[0] : 0u);
  return buf;
}
/* ---- suggestions ----------------------------------------------------------- */

static bool pack_copy(const struct ex *x, enum dxsig_packing_mode mode,
                      const struct dxsig_element *els, struct dxsig_pack_result *res,
                      struct dxsig_minimal_stats *stats) {
  struct dxsig_element *copy = malloc(x->n * sizeof *copy);
  if (!copy)
    return false;
  memcpy(copy, els, x->n * sizeof *copy);
  struct dxsig_pack_context ctx = {.sigpoint = x->sp, .native16 = x->native16, .stream = x->stream};
  bool ok = mode == DXSIG_PACKING_PREFIX_STABLE ? dxsig_pack_prefix_stable(copy, x->n, &ctx, res)
            : mode == DXSIG_PACKING_OPTIMIZED   ? dxsig_pack_optimized(copy, x->n, &ctx, res)
                                              : dxsig_pack_minimal_ex(copy, x->n, &ctx, NULL, res,
                                                                      stats);
  free(copy);
  return ok;
}

static void suggest(struct ex *x) {
  dxsig_buffer_printf(x->out, "  what would fit:\n");
  bool any = false;
  static const enum dxsig_packing_mode modes[] = {DXSIG_PACKING_PREFIX_STABLE,
                                                  DXSIG_PACKING_OPTIMIZED, DXSIG_PACKING_MINIMAL};
  struct dxsig_minimal_stats stats = {0};
  for (int m = 0; m < 3; ++m) {
    if (modes[m] == x->mode)
      continue;
    struct dxsig_pack_result r;
    struct dxsig_minimal_stats st;
    if (pack_copy(x, modes[m], x->orig, &r, &st)) {
      dxsig_buffer_printf(x->out, "    %s packing fits it in %u rows (--packing=%s)%s\n",
                          dxsig_packing_mode_name(modes[m]), (unsigned)r.rows_used,
                          dxsig_packing_mode_name(modes[m]),
                          modes[m] == DXSIG_PACKING_MINIMAL
                              ? "; the stage on the other side must use it too"
                              : "");
      any = true;
    }
    if (modes[m] == DXSIG_PACKING_MINIMAL)
      stats = st;
  }
  /* Prefix-stable follows declaration order: try the failed element first. */
  if (x->mode == DXSIG_PACKING_PREFIX_STABLE && x->res.element < x->n) {
    struct dxsig_element *moved = malloc(x->n * sizeof *moved);
    if (moved) {
      moved[0] = x->orig[x->res.element];
      size_t j = 1;
      for (size_t i = 0; i < x->n; ++i)
        if (i != x->res.element)
          moved[j++] = x->orig[i];
      struct dxsig_pack_result r;
      if (pack_copy(x, DXSIG_PACKING_PREFIX_STABLE, moved, &r, NULL)) {
        dxsig_buffer_printf(x->out, "    declaring ");
        put_name(x->out, &x->orig[x->res.element], 0);
        dxsig_buffer_printf(x->out, " first fits it in prefix-stable packing (%u rows)\n",
                            (unsigned)r.rows_used);
        any = true;
      }
      free(moved);
    }
  }
  /* Clip/cull: count components and modes, and whether they fit two rows
   * on their own. */
  uint32_t cc_cells = 0, modes_seen = 0, nmodes = 0;
  struct dxsig_element *alone = malloc(x->n * sizeof *alone);
  size_t nalone = 0;
  for (size_t k = 0; k < x->it.count; ++k) {
    const struct dxsig_shape *s = &x->it.items[k].shape;
    if (s->cat != DXSIG_CAT_CLIP_CULL)
      continue;
    cc_cells += (uint32_t)s->rows * s->cols;
    if (!(modes_seen >> s->interp & 1u))
      ++nmodes;
    modes_seen |= 1u << s->interp;
    if (alone)
      alone[nalone++] = x->orig[x->it.items[k].index];
  }
  bool cc_failed = x->res.error == DXSIG_PACK_CLIP_CULL ||
                   x->res.error == DXSIG_PACK_CLIP_CULL_ADJACENT;
  if (cc_cells && cc_failed) {
    struct dxsig_pack_result r;
    struct dxsig_pack_context ctx = {.sigpoint = x->sp, .native16 = x->native16, .stream = -1};
    bool fits_alone = alone && nalone && dxsig_pack_minimal(alone, nalone, &ctx, &r);
    if (!fits_alone) {
      dxsig_buffer_printf(x->out, "    clip/cull use %u components in %u interpolation mode%s "
                                  "and do not fit two rows of 4 components with one mode per "
                                  "row even on their own: use fewer clip planes%s\n",
                          (unsigned)cc_cells, (unsigned)nmodes, nmodes == 1 ? "" : "s",
                          nmodes > 1 ? " or one interpolation mode for all of them" : "");
      any = true;
    }
  }
  free(alone);
  if (!any && stats.lower_bound > DXSIG_MAX_ROWS)
    dxsig_buffer_printf(x->out, "    the elements need at least %u rows, the signature has 32: "
                                "fewer or narrower elements\n",
                        (unsigned)stats.lower_bound);
  else if (!any)
    dxsig_buffer_printf(x->out, "    no packing mode fits these elements in 32 rows: fewer or "
                                "narrower elements, or fewer interpolation modes\n");
}
/* ---- driver ------------------------------------------------------------------ */

static const char *mode_text(enum dxsig_packing_mode mode) {
  switch (mode) {
  case DXSIG_PACKING_OPTIMIZED:
    return "optimized: full-width elements, multi-row tess factors, arbitrary, system "
           "values, clip/cull, system-generated values, each group by interpolation mode "
           "then taller and wider first; each element at the first place that fits, after "
           "the full-width rows";
  case DXSIG_PACKING_MINIMAL:
    return "minimal: the layout with the fewest rows (exact search; not a DXC mode)";
  default:
    return "prefix-stable: declaration order, each element at the first row, then "
           "column, where it fits; clip/cull in up to two rows of their own";
  }
}

static void explain_unallocated(struct ex *x) {
  for (size_t i = 0; i < x->n; ++i) {
    const struct dxsig_element *e = &x->orig[i];
    if (x->stream >= 0 && e->stream != (uint32_t)x->stream)
      continue;
    enum dxsig_interpretation in = dxsig_element_interpretation(e, x->sp);
    if (dxsig_interpretation_is_allocated(in))
      continue;
    dxsig_buffer_printf(x->out, "  ");
    put_name(x->out, e, 0);
    switch (in) {
    case DXSIG_INTERP_KIND_NOT_IN_SIG:
      dxsig_buffer_printf(x->out, " -> not in the signature (read through an intrinsic)\n");
      break;
    case DXSIG_INTERP_KIND_NOT_PACKED:
      dxsig_buffer_printf(x->out, " -> no register (NotPacked: written or read outside the "
                                  "signature registers)\n");
      break;
    case DXSIG_INTERP_KIND_SHADOW:
      dxsig_buffer_printf(x->out, " -> no register (Shadow: listed, read through an "
                                  "intrinsic)\n");
      break;
    default:
      dxsig_buffer_printf(x->out, " -> invalid at %s\n", dxsig_sigpoint_name(x->sp));
      break;
    }
  }
}

static bool explain_stream(struct dxsig_buffer *out, const struct dxsig_entry *entry,
                           enum dxsig_sig_kind kind, enum dxsig_sigpoint sp,
                           enum dxsig_packing_mode mode, bool native16, int stream) {
  const struct dxsig_signature *sig = &entry->sigs[kind];
  struct ex x = {.out = out, .entry = entry, .kind = kind, .sp = sp, .mode = mode,
                 .native16 = native16, .stream = stream, .orig = sig->elements,
                 .n = sig->count};
  x.els = malloc(sig->count * sizeof *x.els);
  if (!x.els) {
    out->failed = true;
    return false;
  }
  memcpy(x.els, sig->elements, sig->count * sizeof *x.els);
  dxsig_buffer_init(&x.priv_text);
  dxsig_buffer_init(&x.note);
  space_init(&x.main, DXSIG_MAX_ROWS, "r");
  space_init(&x.priv, 2, "clip/cull row ");
  struct dxsig_pack_trace trace = {on_event, &x};
  struct dxsig_pack_context ctx = {.sigpoint = sp, .native16 = native16, .stream = stream,
                                   .trace = &trace};
  enum dxsig_packing_kind pk = dxsig_sigpoint_packing_kind(sp);
  /* The elements the packer will report on (none: it rejects the list). */
  struct dxsig_pack_result collect_res;
  bool have_items = pk != DXSIG_PACKING_KIND_NONE &&
                    dxsig_pack_items_collect(&x.it, x.els, x.n, &ctx, false, &collect_res);
  if (!have_items) {
    x.it.items = x.it.inline_items;
    x.it.count = 0;
  }
  if (stream >= 0)
    dxsig_buffer_printf(out, " stream %d:\n", stream);
  struct dxsig_minimal_stats stats = {0};
  switch (pk) {
  case DXSIG_PACKING_KIND_INPUT_ASSEMBLER:
    x.ok = dxsig_pack_stacked(x.els, x.n, &ctx, &x.res);
    break;
  case DXSIG_PACKING_KIND_TARGET:
    x.ok = dxsig_pack_indexed(x.els, x.n, &ctx, &x.res);
    break;
  case DXSIG_PACKING_KIND_NONE: {
    /* Nothing gets a register here; what would need one is an error, as
     * in dxsig_signature_pack. */
    struct dxsig_pack_items none;
    x.ok = dxsig_pack_items_collect(&none, x.els, x.n, &ctx, true, &x.res);
    if (x.ok && none.count)
      x.ok = dxsig_pack_fail(&x.res, DXSIG_PACK_INVALID, none.items[0].index);
    dxsig_pack_items_release(&none);
    break;
  }
  default:
    /* The DXC modes explain themselves through the trace, as they pack. */
    x.ok = mode == DXSIG_PACKING_OPTIMIZED ? dxsig_pack_optimized(x.els, x.n, &ctx, &x.res)
           : mode == DXSIG_PACKING_MINIMAL
               ? dxsig_pack_minimal_ex(x.els, x.n, &ctx, NULL, &x.res, &stats)
               : dxsig_pack_prefix_stable(x.els, x.n, &ctx, &x.res);
    break;
  }
  if (x.res.error == DXSIG_PACK_INVALID) {
    dxsig_buffer_printf(out, "  does not pack: %s", dxsig_pack_error_message(x.res.error));
    if (x.res.element < x.n) {
      dxsig_buffer_printf(out, " (");
      put_name(out, &x.orig[x.res.element], 0);
      dxsig_buffer_printf(out, ")");
    }
    dxsig_buffer_printf(out, "\n");
  } else if (pk == DXSIG_PACKING_KIND_INPUT_ASSEMBLER) {
    list_placed(&x, stacked_note);
  } else if (pk == DXSIG_PACKING_KIND_TARGET) {
    list_placed(&x, indexed_note);
  } else if (pk != DXSIG_PACKING_KIND_NONE && mode == DXSIG_PACKING_MINIMAL) {
    list_placed(&x, NULL);
  }
  if (x.res.error != DXSIG_PACK_INVALID)
    explain_unallocated(&x);

  if (x.ok && !x.stopped) {
    if (mode == DXSIG_PACKING_MINIMAL && (pk == DXSIG_PACKING_KIND_VERTEX ||
                                          pk == DXSIG_PACKING_KIND_PATCH_CONSTANT) &&
        x.it.count) {
      dxsig_buffer_printf(out, "  %u rows (prefix-stable: ", (unsigned)x.res.rows_used);
      if (stats.greedy_ok[0])
        dxsig_buffer_printf(out, "%u", (unsigned)stats.greedy_rows[0]);
      else
        dxsig_buffer_printf(out, "fails");
      dxsig_buffer_printf(out, ", optimized: ");
      if (stats.greedy_ok[1])
        dxsig_buffer_printf(out, "%u", (unsigned)stats.greedy_rows[1]);
      else
        dxsig_buffer_printf(out, "fails");
      dxsig_buffer_printf(out, "; %s)\n",
                          x.res.unproven ? "search budget spent: not proven fewest"
                                         : "no layout has fewer rows");
    } else if (pk != DXSIG_PACKING_KIND_NONE) {
      dxsig_buffer_printf(out, "  %u row%s\n", (unsigned)x.res.rows_used,
                          x.res.rows_used == 1 ? "" : "s");
    }
  } else if (!x.ok) {
    if (!x.stopped && x.res.error != DXSIG_PACK_INVALID && x.res.element < x.n) {
      /* The packer failed after placing every element: DXC's
       * validator replay rejects the layout (see prefix_stable.c). */
      dxsig_buffer_printf(out, "  ");
      put_name(out, &x.orig[x.res.element], 0);
      dxsig_buffer_printf(out, ": the layout is rejected\n");
    }
    if (x.res.error != DXSIG_PACK_INVALID) {
      dxsig_buffer_printf(out, "  does not pack: ");
      if (x.res.element < x.n) {
        put_name(out, &x.orig[x.res.element], 0);
        dxsig_buffer_printf(out, ": ");
      }
      dxsig_buffer_printf(out, "%s\n", dxsig_pack_error_message(x.res.error));
      if (pk == DXSIG_PACKING_KIND_VERTEX || pk == DXSIG_PACKING_KIND_PATCH_CONSTANT)
        suggest(&x);
    }
  }
  if (have_items)
    dxsig_pack_items_release(&x.it);
  dxsig_buffer_finish(&x.priv_text);
  dxsig_buffer_finish(&x.note);
  free(x.els);
  return x.ok;
}

bool dxsig_explain_signature(struct dxsig_buffer *out, const struct dxsig_entry *entry,
                             enum dxsig_sig_kind kind, enum dxsig_packing_mode mode,
                             bool native16) {
  const struct dxsig_signature *sig = &entry->sigs[kind];
  if (!sig->count)
    return true;
  enum dxsig_sigpoint sp;
  char name[DXSIG_NAME_TEXT_SIZE];
  dxsig_buffer_printf(out, "entry '%s' %s signature",
                      entry->name ? dxsig_name_text(name, entry->name, DXSIG_NAME_NUL_TERMINATED)
                                  : "?",
                      dxsig_sig_kind_name(kind));
  if (!entry->has_stage || !dxsig_sigpoint_of_list(entry->stage, kind, &sp)) {
    dxsig_buffer_printf(out, ": no such list for this stage\n");
    return false;
  }
  dxsig_buffer_printf(out, " (%s), ", dxsig_sigpoint_name(sp));
  switch (dxsig_sigpoint_packing_kind(sp)) {
  case DXSIG_PACKING_KIND_INPUT_ASSEMBLER:
    dxsig_buffer_printf(out, "stacked (vertex shader input, whatever the mode): each element "
                             "starts a new row at column x\n");
    break;
  case DXSIG_PACKING_KIND_TARGET:
    dxsig_buffer_printf(out, "indexed (pixel shader output, whatever the mode): SV_Target<n> "
                             "in row n, column x; other outputs have no register\n");
    break;
  case DXSIG_PACKING_KIND_NONE:
    dxsig_buffer_printf(out, "nothing is packed at this signature point\n");
    break;
  default:
    dxsig_buffer_printf(out, "%s\n", mode_text(mode));
    break;
  }
  if (sp != DXSIG_SIGPOINT_GS_OUT)
    return explain_stream(out, entry, kind, sp, mode, native16, -1);
  for (size_t i = 0; i < sig->count; ++i)
    if (sig->elements[i].stream >= GS_STREAMS) {
      dxsig_buffer_printf(out, "  does not pack: %s (", dxsig_pack_error_message(DXSIG_PACK_INVALID));
      put_name(out, &sig->elements[i], 0);
      dxsig_buffer_printf(out, ": stream %u; a geometry shader has streams 0-3)\n",
                          (unsigned)sig->elements[i].stream);
      return false;
    }
  bool ok = true;
  for (int s = 0; s < GS_STREAMS; ++s) {
    bool used = false;
    for (size_t i = 0; i < sig->count; ++i)
      used |= sig->elements[i].stream == (uint32_t)s;
    if (used && !explain_stream(out, entry, kind, sp, mode, native16, s))
      ok = false;
  }
  return ok;
}

bool dxsig_explain_entry(struct dxsig_buffer *out, const struct dxsig_entry *entry,
                         enum dxsig_packing_mode mode, bool native16) {
  bool ok = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    if (!dxsig_explain_signature(out, entry, (enum dxsig_sig_kind)k, mode, native16))
      ok = false;
  return ok;
}
