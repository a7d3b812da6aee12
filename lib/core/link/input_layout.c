/* Input layouts (see link.h): the DXGI formats a vertex buffer can hold,
 * the layout text, and the vertex shader's inputs checked against it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Formats a vertex buffer can hold (D3D12 IA vertex buffer support) with
 * their component class: 'f' float/unorm/snorm, 'u' uint, 'i' sint; 0 for
 * a format that cannot be a vertex format. */
struct dxgi_format {
  uint32_t value;
  const char *name;
  char cls;
};

static const struct dxgi_format FORMATS[] = {
    {1, "R32G32B32A32_TYPELESS", 0},  {2, "R32G32B32A32_FLOAT", 'f'},
    {3, "R32G32B32A32_UINT", 'u'},    {4, "R32G32B32A32_SINT", 'i'},
    {5, "R32G32B32_TYPELESS", 0},     {6, "R32G32B32_FLOAT", 'f'},
    {7, "R32G32B32_UINT", 'u'},       {8, "R32G32B32_SINT", 'i'},
    {9, "R16G16B16A16_TYPELESS", 0},  {10, "R16G16B16A16_FLOAT", 'f'},
    {11, "R16G16B16A16_UNORM", 'f'},  {12, "R16G16B16A16_UINT", 'u'},
    {13, "R16G16B16A16_SNORM", 'f'},  {14, "R16G16B16A16_SINT", 'i'},
    {15, "R32G32_TYPELESS", 0},       {16, "R32G32_FLOAT", 'f'},
    {17, "R32G32_UINT", 'u'},         {18, "R32G32_SINT", 'i'},
    {23, "R10G10B10A2_TYPELESS", 0},  {24, "R10G10B10A2_UNORM", 'f'},
    {25, "R10G10B10A2_UINT", 'u'},    {26, "R11G11B10_FLOAT", 'f'},
    {27, "R8G8B8A8_TYPELESS", 0},     {28, "R8G8B8A8_UNORM", 'f'},
    {29, "R8G8B8A8_UNORM_SRGB", 0},   {30, "R8G8B8A8_UINT", 'u'},
    {31, "R8G8B8A8_SNORM", 'f'},      {32, "R8G8B8A8_SINT", 'i'},
    {33, "R16G16_TYPELESS", 0},       {34, "R16G16_FLOAT", 'f'},
    {35, "R16G16_UNORM", 'f'},        {36, "R16G16_UINT", 'u'},
    {37, "R16G16_SNORM", 'f'},        {38, "R16G16_SINT", 'i'},
    {39, "R32_TYPELESS", 0},          {40, "D32_FLOAT", 0},
    {41, "R32_FLOAT", 'f'},           {42, "R32_UINT", 'u'},
    {43, "R32_SINT", 'i'},            {45, "D24_UNORM_S8_UINT", 0},
    {48, "R8G8_TYPELESS", 0},         {49, "R8G8_UNORM", 'f'},
    {50, "R8G8_UINT", 'u'},           {51, "R8G8_SNORM", 'f'},
    {52, "R8G8_SINT", 'i'},           {53, "R16_TYPELESS", 0},
    {54, "R16_FLOAT", 'f'},           {55, "D16_UNORM", 0},
    {56, "R16_UNORM", 'f'},           {57, "R16_UINT", 'u'},
    {58, "R16_SNORM", 'f'},           {59, "R16_SINT", 'i'},
    {60, "R8_TYPELESS", 0},           {61, "R8_UNORM", 'f'},
    {62, "R8_UINT", 'u'},             {63, "R8_SNORM", 'f'},
    {64, "R8_SINT", 'i'},             {65, "A8_UNORM", 0},
    {67, "R9G9B9E5_SHAREDEXP", 0},    {71, "BC1_UNORM", 0},
    {85, "B5G6R5_UNORM", 'f'},        {86, "B5G5R5A1_UNORM", 'f'},
    {87, "B8G8R8A8_UNORM", 'f'},      {88, "B8G8R8X8_UNORM", 'f'},
    {91, "B8G8R8A8_UNORM_SRGB", 0},   {115, "B4G4R4A4_UNORM", 'f'},
};

static const struct dxgi_format *format_by_value(uint32_t v) {
  for (size_t i = 0; i < sizeof FORMATS / sizeof FORMATS[0]; ++i)
    if (FORMATS[i].value == v)
      return &FORMATS[i];
  return NULL;
}

const char *dxsig_dxgi_format_name(uint32_t format) {
  const struct dxgi_format *f = format_by_value(format);
  return f ? f->name : NULL;
}

bool dxsig_layout_parse(const char *text, size_t len, const char *file,
                        struct dxsig_arena *arena, struct dxsig_layout_element **out,
                        size_t *count, struct dxsig_diag_list *diags) {
  *out = NULL;
  *count = 0;
  size_t lines = 1;
  for (size_t i = 0; i < len; ++i)
    lines += text[i] == '\n';
  struct dxsig_layout_element *els = dxsig_arena_calloc(arena, lines, sizeof *els);
  if (!els) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  bool ok = true;
  uint32_t line = 0;
  for (size_t pos = 0; pos < len;) {
    size_t end = pos;
    while (end < len && text[end] != '\n')
      ++end;
    ++line;
    /* Fields, up to a comment. */
    const char *field[4];
    size_t flen[4], n = 0;
    for (size_t i = pos; i < end && text[i] != '#';) {
      if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
        ++i;
        continue;
      }
      size_t j = i;
      while (j < end && text[j] != ' ' && text[j] != '\t' && text[j] != '\r' && text[j] != '#')
        ++j;
      if (n < 4) {
        field[n] = text + i;
        flen[n] = j - i;
      }
      ++n;
      i = j;
    }
    pos = end + 1;
    if (n == 0)
      continue;
    if (n != 3) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_SYNTAX, "%s:%u: expected 'NAME INDEX FORMAT', "
                     "found %zu fields", file, (unsigned)line, n);
      ok = false;
      continue;
    }
    struct dxsig_layout_element *e = &els[*count];
    /* Index: decimal, at most 32 bits. */
    uint64_t index = 0;
    bool index_ok = flen[1] > 0 && flen[1] <= 10;
    for (size_t i = 0; index_ok && i < flen[1]; ++i) {
      char ch = field[1][i];
      index_ok = ch >= '0' && ch <= '9';
      index = index * 10 + (uint64_t)(ch - '0');
    }
    if (!index_ok || index > UINT32_MAX) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_SYNTAX, "%s:%u: semantic index '%.*s' is not "
                     "a number", file, (unsigned)line, (int)(flen[1] > 32 ? 32 : flen[1]), field[1]);
      ok = false;
      continue;
    }
    const char *fname = field[2];
    size_t fl = flen[2];
    if (fl > 12 && strncmp(fname, "DXGI_FORMAT_", 12) == 0)
      fname += 12, fl -= 12;
    const struct dxgi_format *fmt = NULL;
    for (size_t i = 0; i < sizeof FORMATS / sizeof FORMATS[0]; ++i)
      if (strlen(FORMATS[i].name) == fl && strncmp(FORMATS[i].name, fname, fl) == 0)
        fmt = &FORMATS[i];
    if (!fmt) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_FORMAT, "%s:%u: unknown DXGI format '%.*s'",
                     file, (unsigned)line, (int)(flen[2] > 64 ? 64 : flen[2]), field[2]);
      ok = false;
      continue;
    }
    e->name = dxsig_arena_strndup(arena, field[0], flen[0]);
    if (!e->name) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      return false;
    }
    e->index = (uint32_t)index;
    e->format = fmt->value;
    e->line = line;
    ++*count;
  }
  *out = els;
  return ok;
}

/* ---- the layout's elements by name --------------------------------------- */

/* Name, then semantic index, then place in the layout: equal elements
 * lie together, the first declared first. */
static int element_cmp(const void *pa, const void *pb) {
  const struct dxsig_layout_element *a = *(const struct dxsig_layout_element *const *)pa;
  const struct dxsig_layout_element *b = *(const struct dxsig_layout_element *const *)pb;
  int c = name_order(a->name, b->name);
  if (c)
    return c;
  if (a->index != b->index)
    return a->index < b->index ? -1 : 1;
  return a < b ? -1 : a > b;
}

/* The layout's elements sorted by element_cmp (malloc'd), built once: a
 * layout of n lines is checked in O(n log n), not the O(n^2) of comparing
 * every line with those before it (160,000 lines took 8.5 s). NULL when
 * out of memory. */
static const struct dxsig_layout_element **sorted_layout(const struct dxsig_layout_element *layout,
                                                         size_t count) {
  const struct dxsig_layout_element **v = malloc((count ? count : 1) * sizeof *v);
  if (!v)
    return NULL;
  for (size_t i = 0; i < count; ++i)
    v[i] = &layout[i];
  qsort(v, count, sizeof *v, element_cmp);
  return v;
}

/* The first declaration of name and index, or NULL. */
static const struct dxsig_layout_element *
find_element(const struct dxsig_layout_element **sorted, size_t count, const char *name,
             uint32_t index) {
  size_t lo = 0, hi = count;
  while (lo < hi) { /* the first element not below (name, index) */
    size_t mid = lo + (hi - lo) / 2;
    int c = name_order(sorted[mid]->name, name);
    if (c < 0 || (c == 0 && sorted[mid]->index < index))
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo < count && sorted[lo]->index == index && same_name(sorted[lo]->name, name))
    return sorted[lo];
  return NULL;
}

/* For each element, the first declaration of its name and index when that
 * is another (a duplicate), else NULL; malloc'd, NULL when out of memory. */
static const struct dxsig_layout_element **
first_declarations(const struct dxsig_layout_element *layout, size_t count,
                   const struct dxsig_layout_element **sorted) {
  const struct dxsig_layout_element **first = calloc(count ? count : 1, sizeof *first);
  if (!first)
    return NULL;
  for (size_t k = 1; k < count; ++k) {
    const struct dxsig_layout_element *e = sorted[k], *prev = sorted[k - 1];
    if (prev->index != e->index || !same_name(prev->name, e->name))
      continue;
    /* prev is e's first declaration, or a duplicate that knows it. */
    first[e - layout] = first[prev - layout] ? first[prev - layout] : prev;
  }
  return first;
}

/* The layout itself, in line order: formats a vertex buffer can hold, no
 * duplicates (each names the first declaration). */
static bool check_layout(const struct dxsig_layout_element *layout, size_t count,
                         const char *file, const struct dxsig_layout_element **sorted,
                         const struct sink *diags) {
  const struct dxsig_layout_element **first = first_declarations(layout, count, sorted);
  if (!first) {
    report(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  bool ok = true;
  for (size_t i = 0; i < count; ++i) {
    const struct dxsig_layout_element *e = &layout[i];
    char name[DXSIG_NAME_TEXT_SIZE];
    dxsig_name_text(name, e->name, DXSIG_NAME_NUL_TERMINATED);
    const struct dxgi_format *f = format_by_value(e->format);
    if (!f || !f->cls) {
      report(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_FORMAT, "%s:%u: %s%u: %s is not a vertex buffer "
             "format", file, (unsigned)e->line, name, (unsigned)e->index,
             f ? f->name : "the format");
      ok = false;
    }
    if (first[i]) {
      report(diags, DXSIG_ERROR, DXSIG_RULE_LAYOUT_DUPLICATE, "%s:%u: %s%u is already declared on "
             "line %u", file, (unsigned)e->line, name, (unsigned)e->index,
             (unsigned)first[i]->line);
      ok = false;
    }
  }
  free(first);
  return ok;
}

/* "POSITION0, COLOR0, ... and 3 more": the layout's first 8 elements. */
static void layout_names(char *buf, size_t size, const struct dxsig_layout_element *layout,
                         size_t count) {
  size_t used = 0;
  buf[0] = '\0';
  for (size_t j = 0; j < count && j < 8; ++j) {
    char name[DXSIG_NAME_TEXT_SIZE];
    int n = snprintf(buf + used, size - used, "%s%s%u", j ? ", " : "",
                     dxsig_name_text(name, layout[j].name, DXSIG_NAME_NUL_TERMINATED),
                     (unsigned)layout[j].index);
    if (n < 0 || (size_t)n >= size - used)
      break;
    used += (size_t)n;
  }
  if (count > 8 && used < size)
    snprintf(buf + used, size - used, " and %zu more", count - 8);
}

bool dxsig_link_input_layout(const struct dxsig_layout_element *layout, size_t count,
                             const char *file, const struct dxsig_link_stage *vs,
                             struct dxsig_diag_list *list) {
  struct sink out = {list, NULL}, *diags = &out;
  if (vs->stage != DXSIG_STAGE_VERTEX && vs->stage < DXSIG_SHADER_STAGE_COUNT) {
    report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_STAGES, "%s is a %s shader; an input layout feeds a "
           "vertex shader", vs->name, stage_word(vs->stage));
    return false;
  }
  const struct dxsig_layout_element **sorted = sorted_layout(layout, count);
  if (!sorted) {
    report(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  bool ok = check_layout(layout, count, file, sorted, diags);
  const struct dxsig_link_list *in = &vs->lists[DXSIG_SIG_INPUT];
  for (size_t i = 0; i < in->count; ++i) {
    const struct dxsig_link_row *r = &in->rows[i];
    if (dxsig_link_generated(r->system_value, DXSIG_SHADER_STAGE_COUNT, DXSIG_STAGE_VERTEX))
      continue;
    char label[MAX_NAME_TEXT + 16], place[32];
    put_label(label, sizeof label, r);
    put_place(place, sizeof place, r->reg, r->mask);
    const struct dxsig_layout_element *el = find_element(sorted, count, r->name, r->index);
    if (!el) {
      char names[1024];
      layout_names(names, sizeof names, layout, count);
      report(diags, DXSIG_ERROR, DXSIG_RULE_LINK_LAYOUT_MISSING,
             "%s input %s reads %s but the input layout %s has no %s (it has: %s)", vs->name,
             label, place, file, label, count ? names : "nothing");
      ok = false;
      continue;
    }
    const struct dxgi_format *f = format_by_value(el->format);
    char want = r->min_precision == 1 || r->min_precision == 2 ? 'f'
                : r->min_precision == 4                        ? 'i'
                : r->min_precision == 5                        ? 'u'
                : r->comp_type == 3 || r->comp_type == 6 || r->comp_type == 9 ? 'f'
                : r->comp_type == 2 || r->comp_type == 5 || r->comp_type == 8 ? 'i'
                : r->comp_type == 1 || r->comp_type == 4 || r->comp_type == 7 ? 'u'
                                                                               : 0;
    if (f && f->cls && want && f->cls != want)
      report(diags, DXSIG_WARNING, DXSIG_RULE_LINK_LAYOUT_TYPE,
             "%s input %s reads %s as %s but %s:%u gives it as %s: the vertex data is "
             "converted for %s and reinterpreted",
             vs->name, label, place, type_word(r->comp_type, r->min_precision), file,
             (unsigned)el->line, f->name,
             f->cls == 'f' ? "float" : f->cls == 'u' ? "uint" : "int");
  }
  free(sorted);
  return ok;
}
