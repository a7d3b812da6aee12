/* libFuzzer harness: input layouts (`dxsig link --input-layout`): the text
 * parser and the check of a vertex shader's inputs against a layout.
 * The input is the layout text, copied into an exactly sized heap block
 * (not NUL-terminated). Invariants, checked with abort():
 *   - two parses of one text agree, element by element and in their
 *     diagnostics;
 *   - every element lies on a line of the text, in increasing line order,
 *     with a name free of blanks and '#' and a DXGI format dxsig names;
 *   - the duplicates reported are exactly the elements whose name (ASCII
 *     case aside) and index an earlier element has, counted here by
 *     comparing every pair;
 *   - a vertex shader that reads each element's first declaration, with
 *     the component type of its format, finds all of them and draws no
 *     type warning; one more input the layout lacks is one missing
 *     element. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/link.h"

#define MAX_ROWS 256
#define ABSENT "__dxsig_absent__"

static void fail(const char *what) {
  fprintf(stderr, "fuzz_layout invariant broken: %s\n", what);
  abort();
}

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static bool same_name(const char *a, const char *b) {
  for (;; ++a, ++b) {
    if (lower((unsigned char)*a) != lower((unsigned char)*b))
      return false;
    if (!*a)
      return true;
  }
}

static bool ends_with(const char *s, const char *tail) {
  size_t n = strlen(s), t = strlen(tail);
  return n >= t && strcmp(s + n - t, tail) == 0;
}

/* The container component type a format feeds (1 uint, 2 sint, 3 float),
 * from its name; 0 for the others. */
static uint32_t comp_type_of(uint32_t format) {
  const char *name = dxsig_dxgi_format_name(format);
  if (!name)
    return 0;
  if (ends_with(name, "_FLOAT") || ends_with(name, "_UNORM") || ends_with(name, "_SNORM"))
    return 3;
  if (ends_with(name, "_UINT"))
    return 1;
  if (ends_with(name, "_SINT"))
    return 2;
  return 0;
}

static size_t count_code(const struct dxsig_diag_list *d, enum dxsig_rule code) {
  size_t n = 0;
  for (size_t i = 0; i < d->count; ++i)
    n += d->items[i].code == code;
  return n;
}

static void unlimited(struct dxsig_diag_list *d) {
  dxsig_diag_list_init(d);
  d->limit = 0;
  d->text_limit = 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = malloc(size ? size : 1);
  if (!text)
    return 0;
  memcpy(text, data, size);
  size_t lines = 1;
  for (size_t i = 0; i < size; ++i)
    lines += text[i] == '\n';

  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_layout_element *els[2];
  size_t count[2];
  bool ok[2];
  struct dxsig_diag_list parse[2];
  for (int k = 0; k < 2; ++k) {
    unlimited(&parse[k]);
    ok[k] = dxsig_layout_parse(text, size, "layout", &arena, &els[k], &count[k], &parse[k]);
  }
  if (ok[0] != ok[1] || count[0] != count[1] || parse[0].count != parse[1].count)
    fail("two parses of one text differ");
  if (ok[0] != (parse[0].error_count == 0))
    fail("the parse's result and its errors disagree");
  for (size_t i = 0; i < parse[0].count; ++i)
    if (strcmp(parse[0].items[i].message, parse[1].items[i].message) != 0)
      fail("two parses report differently");
  const struct dxsig_layout_element *e = els[0];
  size_t n = count[0];
  for (size_t i = 0; i < n; ++i) {
    if (strcmp(e[i].name, els[1][i].name) != 0 || e[i].index != els[1][i].index ||
        e[i].format != els[1][i].format || e[i].line != els[1][i].line)
      fail("two parses give different elements");
    if (e[i].line == 0 || e[i].line > lines || (i && e[i].line <= e[i - 1].line))
      fail("an element's line is outside the text or out of order");
    if (strpbrk(e[i].name, " \t\r\n#"))
      fail("an element's name holds a blank or '#'");
    if (!dxsig_dxgi_format_name(e[i].format))
      fail("an element's format has no name");
  }

  /* The shader: each first declaration, then one input the layout lacks. */
  static struct dxsig_link_row rows[MAX_ROWS + 1];
  size_t row_count = 0, duplicates = 0;
  bool absent = true;
  for (size_t i = 0; i < n; ++i) {
    bool first = true;
    for (size_t j = 0; j < i && first; ++j)
      first = !(e[j].index == e[i].index && same_name(e[j].name, e[i].name));
    duplicates += !first;
    absent &= !(e[i].index == 0 && same_name(e[i].name, ABSENT));
    if (first && row_count < MAX_ROWS) {
      rows[row_count] = (struct dxsig_link_row){e[i].name, e[i].index, 0, comp_type_of(e[i].format),
                                                0, (uint32_t)row_count, 0xF, 0xF,
                                                DXSIG_LINK_INTERP_UNKNOWN, 0};
      row_count++;
    }
  }
  rows[row_count] = (struct dxsig_link_row){ABSENT, 0, 0, 3, 0, (uint32_t)row_count, 0xF, 0xF,
                                            DXSIG_LINK_INTERP_UNKNOWN, 0};
  row_count++;
  struct dxsig_link_stage vs;
  memset(&vs, 0, sizeof vs);
  vs.name = "vs_main";
  vs.stage = DXSIG_STAGE_VERTEX;
  vs.lists[DXSIG_SIG_INPUT] = (struct dxsig_link_list){rows, row_count};
  struct dxsig_diag_list check;
  unlimited(&check);
  bool linked = dxsig_link_input_layout(e, n, "layout", &vs, &check);
  if (linked != (check.error_count == 0))
    fail("the check's result and its errors disagree");
  if (count_code(&check, DXSIG_RULE_LAYOUT_DUPLICATE) != duplicates)
    fail("the duplicates reported are not the layout's");
  if (count_code(&check, DXSIG_RULE_LINK_LAYOUT_MISSING) != (absent ? 1u : 0u))
    fail("an input the layout has is missing, or one it lacks is found");
  if (count_code(&check, DXSIG_RULE_LINK_LAYOUT_TYPE) != 0)
    fail("an input read with its format's type draws a type warning");

  /* Any other stage is refused before the layout is read. */
  vs.stage = DXSIG_STAGE_PIXEL;
  struct dxsig_diag_list other;
  unlimited(&other);
  if (dxsig_link_input_layout(e, n, "layout", &vs, &other) || other.error_count != 1)
    fail("a pixel shader is checked against an input layout");

  dxsig_diag_list_finish(&other);
  dxsig_diag_list_finish(&check);
  for (int k = 0; k < 2; ++k)
    dxsig_diag_list_finish(&parse[k]);
  dxsig_arena_finish(&arena);
  free(text);
  return 0;
}
