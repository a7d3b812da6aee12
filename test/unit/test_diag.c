/* Diagnostics: context prefixes, formatting, counting, the structured
 * fields, copying and printing; the rule registry. */
#include "dxsig/diag.h"
#include "dxsig/types.h"
#include "test.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const uint32_t IDX0[] = {0}, IDX1[] = {1};

/* The seed's ps_main input: SV_Position, TEXCOORD0, TEXCOORD1. */
static struct dxsig_element ps_in[] = {
    {.id = 0, .name = "SV_Position", .indices = IDX0, .index_count = 1},
    {.id = 1, .name = "TEXCOORD", .indices = IDX0, .index_count = 1},
    {.id = 2, .name = "TEXCOORD", .indices = IDX1, .index_count = 1},
};

static struct dxsig_entry ps_entry(void) {
  struct dxsig_entry e = {.name = "ps_main", .stage = DXSIG_STAGE_PIXEL, .has_stage = true};
  e.sigs[DXSIG_SIG_INPUT] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = ps_in, .count = 3};
  return e;
}

TEST(context_element) {
  struct dxsig_entry e = ps_entry();
  char buf[128];
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, &e, DXSIG_SIG_INPUT, 2),
                "entry 'ps_main' input element 2 'TEXCOORD1': ");
}

TEST(context_signature) {
  struct dxsig_entry e = ps_entry();
  char buf[128];
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, &e, DXSIG_SIG_INPUT, (size_t)-1),
                "entry 'ps_main' input signature: ");
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, &e, DXSIG_SIG_PATCH_CONSTANT, (size_t)-1),
                "entry 'ps_main' patch constant signature: ");
}

/* A model read from metadata knows each object's node: the context names it
 * as LLVM prints it, and the diagnostic carries it. */
TEST(context_names_the_node) {
  struct dxsig_element els[3];
  memcpy(els, ps_in, sizeof els);
  els[2].node = (struct dxsig_node_ref){true, 14};
  struct dxsig_entry e = ps_entry();
  e.sigs[DXSIG_SIG_INPUT].elements = els;
  e.sigs[DXSIG_SIG_INPUT].node = (struct dxsig_node_ref){true, 12};
  e.node = (struct dxsig_node_ref){true, 10};
  char buf[128];
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, &e, DXSIG_SIG_INPUT, 2),
                "entry 'ps_main' input element 2 'TEXCOORD1' (!14): ");
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, &e, DXSIG_SIG_INPUT, 1),
                "entry 'ps_main' input element 1 'TEXCOORD0': ");
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, &e, DXSIG_SIG_INPUT, (size_t)-1),
                "entry 'ps_main' input signature (!12): ");
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  dxsig_diag_add_element(&l, DXSIG_ERROR, DXSIG_RULE_INDEX_COUNT, &e, DXSIG_SIG_INPUT, 2, "x");
  dxsig_diag_add_entry(&l, DXSIG_WARNING, DXSIG_RULE_ENTRY_NO_TRIPLE, &e, "y %d", 1);
  e.node.known = false;
  dxsig_diag_add_entry(&l, DXSIG_ERROR, DXSIG_RULE_ENTRY_STAGE, &e, "z");
  ASSERT_EQ_INT(l.count, 3);
  ASSERT_EQ_STR(l.items[0].message, "entry 'ps_main' input element 2 'TEXCOORD1' (!14): x");
  ASSERT_TRUE(l.items[0].node.known);
  ASSERT_EQ_INT(l.items[0].node.slot, 14);
  ASSERT_EQ_STR(l.items[1].message, "entry 'ps_main' (!10): y 1");
  ASSERT_EQ_STR(l.items[1].entry, "ps_main");
  ASSERT_TRUE(!l.items[1].has_list && l.items[1].node.known);
  ASSERT_EQ_INT(l.items[1].node.slot, 10);
  ASSERT_EQ_STR(l.items[2].message, "entry 'ps_main': z");
  ASSERT_TRUE(!l.items[2].node.known);
  dxsig_diag_list_finish(&l);
}

TEST(context_without_entry_or_element) {
  struct dxsig_entry e = ps_entry();
  char buf[128];
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, NULL, DXSIG_SIG_OUTPUT, 3),
                "output element 3: ");
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, NULL, DXSIG_SIG_OUTPUT, (size_t)-1),
                "output signature: ");
  /* An index past the list has no name to show. */
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, &e, DXSIG_SIG_INPUT, 7),
                "entry 'ps_main' input element 7: ");
}

TEST(context_truncates_safely) {
  struct dxsig_entry e = ps_entry();
  char buf[10];
  ASSERT_EQ_STR(dxsig_format_context(buf, sizeof buf, &e, DXSIG_SIG_INPUT, 2), "entry 'ps");
  ASSERT_TRUE(dxsig_format_context(NULL, 0, &e, DXSIG_SIG_INPUT, 2) == NULL);
}

TEST(add_and_count) {
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  dxsig_diag_add(&l, DXSIG_WARNING, DXSIG_RULE_NAME_TRAILING_DIGIT, "just %s", "a warning");
  struct dxsig_entry e = ps_entry();
  dxsig_diag_add_element(&l, DXSIG_ERROR, DXSIG_RULE_INDEX_COUNT, &e, DXSIG_SIG_INPUT, 2,
                         "semantic index list has %d entries", 3);
  dxsig_diag_add_element(&l, DXSIG_ERROR, DXSIG_RULE_LIST_SHAPE, &e, DXSIG_SIG_INPUT,
                         DXSIG_NO_ELEMENT, "bad");
  ASSERT_EQ_INT(l.count, 3);
  ASSERT_EQ_INT(l.error_count, 2);
  ASSERT_TRUE(!l.truncated);
  ASSERT_EQ_STR(l.items[0].message, "just a warning");
  ASSERT_EQ_INT(l.items[0].code, DXSIG_RULE_NAME_TRAILING_DIGIT);
  ASSERT_EQ_STR(l.items[1].message,
                "entry 'ps_main' input element 2 'TEXCOORD1': semantic index list has 3 entries");
  ASSERT_EQ_INT(l.items[1].code, DXSIG_RULE_INDEX_COUNT);
  ASSERT_EQ_STR(dxsig_rule_name(l.items[1].code), "index-count");
  ASSERT_EQ_STR(l.items[2].message, "entry 'ps_main' input signature: bad");
  dxsig_diag_list_finish(&l);
  ASSERT_EQ_INT(l.count, 0);
}

/* A C caller can tell which element failed without reading the text. */
TEST(element_fields) {
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  struct dxsig_entry e = ps_entry();
  dxsig_diag_add(&l, DXSIG_ERROR, DXSIG_RULE_TABLE_SHAPE, "plain");
  dxsig_diag_add_element(&l, DXSIG_ERROR, DXSIG_RULE_INDEX_COUNT, &e, DXSIG_SIG_INPUT, 2, "x");
  dxsig_diag_add_element(&l, DXSIG_ERROR, DXSIG_RULE_LIST_SHAPE, &e, DXSIG_SIG_OUTPUT,
                         DXSIG_NO_ELEMENT, "y");
  dxsig_diag_add_element(&l, DXSIG_NOTE, DXSIG_RULE_PACK, NULL, DXSIG_SIG_PATCH_CONSTANT, 4, "z");
  ASSERT_EQ_INT(l.count, 4);
  const struct dxsig_diag *d = &l.items[0];
  ASSERT_TRUE(d->entry == NULL && !d->has_list && d->element == DXSIG_NO_ELEMENT);
  ASSERT_TRUE(d->element_name == NULL && d->file == NULL);
  ASSERT_EQ_INT(d->line, 0);
  ASSERT_EQ_INT(d->column, 0);
  d = &l.items[1];
  ASSERT_EQ_STR(d->entry, "ps_main");
  ASSERT_TRUE(d->entry != e.name); /* a copy: the module may go first */
  ASSERT_TRUE(d->has_list);
  ASSERT_EQ_INT(d->list, DXSIG_SIG_INPUT);
  ASSERT_EQ_INT(d->element, 2);
  ASSERT_EQ_STR(d->element_name, "TEXCOORD1");
  ASSERT_TRUE(d->file == NULL && d->line == 0);
  d = &l.items[2];
  ASSERT_EQ_STR(d->entry, "ps_main");
  ASSERT_EQ_INT(d->list, DXSIG_SIG_OUTPUT);
  ASSERT_TRUE(d->element == DXSIG_NO_ELEMENT && d->element_name == NULL);
  d = &l.items[3];
  ASSERT_TRUE(d->entry == NULL && d->has_list && d->element_name == NULL);
  ASSERT_EQ_INT(d->list, DXSIG_SIG_PATCH_CONSTANT);
  ASSERT_EQ_INT(d->element, 4);
  ASSERT_EQ_STR(d->message, "patch constant element 4: z");
  dxsig_diag_list_finish(&l);
}

TEST(location_fields) {
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  char file[] = "a.hlsl";
  dxsig_diag_add_at(&l, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SYNTAX, file, 3, 14, "expected %s", "')'");
  dxsig_diag_add_at(&l, DXSIG_WARNING, DXSIG_RULE_ROOTSIG_OCTAL, NULL, 0, 9, "nowhere");
  file[0] = 'b'; /* the list kept its own copy */
  ASSERT_EQ_INT(l.count, 2);
  ASSERT_EQ_STR(l.items[0].file, "a.hlsl");
  ASSERT_EQ_INT(l.items[0].line, 3);
  ASSERT_EQ_INT(l.items[0].column, 14);
  ASSERT_EQ_STR(l.items[0].message, "expected ')'");
  ASSERT_TRUE(!l.items[0].has_list && l.items[0].entry == NULL);
  ASSERT_TRUE(l.items[1].file == NULL);
  ASSERT_EQ_INT(l.items[1].line, 0);
  ASSERT_EQ_INT(l.items[1].column, 0); /* no line, no column */
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &l, "rootsig");
  ASSERT_EQ_STR(b.data, "a.hlsl:3:14: error: expected ')'\n"
                        "rootsig: warning: nowhere\n");
  dxsig_buffer_finish(&b);
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &l, NULL);
  ASSERT_EQ_STR(b.data, "a.hlsl:3:14: error: expected ')'\n"
                        "warning: nowhere\n");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&l);
}

TEST(limit_counts_the_rest) {
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  ASSERT_EQ_INT(l.limit, DXSIG_DIAG_DEFAULT_LIMIT);
  for (int i = 0; i < 1500; ++i)
    dxsig_diag_add(&l, i % 2 ? DXSIG_WARNING : DXSIG_ERROR, DXSIG_RULE_ROOTSIG_OVERLAP, "%d", i);
  ASSERT_EQ_INT(l.count, 1000);
  ASSERT_EQ_INT(l.dropped, 500);
  ASSERT_EQ_INT(l.error_count, 750);
  ASSERT_EQ_STR(l.items[999].message, "999");
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &l, "x");
  const char *tail = b.data ? strstr(b.data, "x: error: 998\n") : NULL;
  ASSERT_EQ_STR(tail, "x: error: 998\nx: warning: 999\nx: note: 500 more diagnostics not shown\n");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&l);
  /* No limit. */
  dxsig_diag_list_init(&l);
  l.limit = 0;
  for (int i = 0; i < 1500; ++i)
    dxsig_diag_add(&l, DXSIG_NOTE, DXSIG_RULE_PACK, "%d", i);
  ASSERT_EQ_INT(l.count, 1500);
  ASSERT_EQ_INT(l.dropped, 0);
  dxsig_diag_list_finish(&l);
}

TEST(append_prefixes_and_keeps_fields) {
  struct dxsig_diag_list in, out;
  dxsig_diag_list_init(&in);
  dxsig_diag_list_init(&out);
  in.limit = 2;
  struct dxsig_entry e = ps_entry();
  dxsig_diag_add_at(&in, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ARGUMENT, "f.hlsl", 11, 6, "bad");
  dxsig_diag_add_element(&in, DXSIG_WARNING, DXSIG_RULE_PACK, &e, DXSIG_SIG_INPUT, 1, "w");
  dxsig_diag_add(&in, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_FLAGS, "dropped");
  ASSERT_EQ_INT(in.count, 2);
  ASSERT_EQ_INT(in.dropped, 1);
  dxsig_diag_add(&out, DXSIG_NOTE, DXSIG_RULE_PACK, "first");
  dxsig_diag_list_append(&out, &in, "who");
  dxsig_diag_list_finish(&in);
  ASSERT_EQ_INT(out.count, 3);
  ASSERT_EQ_INT(out.error_count, 2); /* the dropped error still counts */
  ASSERT_EQ_INT(out.dropped, 1);
  ASSERT_EQ_STR(out.items[1].message, "who:11:6: bad");
  ASSERT_EQ_INT(out.items[1].code, DXSIG_RULE_ROOTSIG_ARGUMENT);
  ASSERT_EQ_STR(out.items[1].file, "f.hlsl");
  ASSERT_EQ_INT(out.items[1].line, 11);
  ASSERT_EQ_INT(out.items[1].column, 6);
  ASSERT_EQ_STR(out.items[2].message, "who: entry 'ps_main' input element 1 'TEXCOORD0': w");
  ASSERT_EQ_INT(out.items[2].severity, DXSIG_WARNING);
  ASSERT_EQ_STR(out.items[2].entry, "ps_main");
  ASSERT_EQ_INT(out.items[2].element, 1);
  ASSERT_EQ_STR(out.items[2].element_name, "TEXCOORD0");
  /* Without a prefix the text stays as it is. */
  struct dxsig_diag_list again;
  dxsig_diag_list_init(&again);
  dxsig_diag_list_append(&again, &out, NULL);
  ASSERT_EQ_INT(again.count, 3);
  ASSERT_EQ_STR(again.items[1].message, "who:11:6: bad");
  dxsig_diag_list_finish(&again);
  dxsig_diag_list_finish(&out);
}

/* A huge semantic name read out of range again and again (#25): every
 * diagnostic quotes it cut to 64 bytes and its length, so the list keeps
 * a few hundred bytes per diagnostic, not the name. */
TEST(huge_names_are_shortened) {
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  size_t size = (size_t)1 << 20;
  char *name = malloc(size + 1);
  ASSERT_TRUE(name);
  memset(name, 'N', size);
  name[size] = '\0';
  struct dxsig_element el = {.name = name, .name_len = size, .indices = IDX0, .index_count = 1};
  struct dxsig_entry e = {.name = "f"};
  e.sigs[DXSIG_SIG_OUTPUT] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = &el, .count = 1};
  for (int i = 0; i < 3000; ++i)
    dxsig_diag_add_element(&l, DXSIG_ERROR, DXSIG_RULE_BODY_ROW, &e, DXSIG_SIG_OUTPUT, 0,
                           "row 1 is outside the element's 1 row (%d)", i);
  char shown[DXSIG_NAME_TEXT_SIZE];
  memset(shown, 'N', 64);
  strcpy(shown + 64, "...(1048576 bytes)0");
  char want[512];
  snprintf(want, sizeof want, "entry 'f' output element 0 '%s': row 1 is outside the element's "
           "1 row (999)", shown);
  ASSERT_EQ_INT(l.count, 1000);
  ASSERT_EQ_INT(l.dropped, 2000);
  ASSERT_EQ_INT(l.error_count, 3000);
  ASSERT_EQ_STR(l.items[999].message, want);
  ASSERT_EQ_STR(l.items[999].element_name, shown);
  ASSERT_TRUE(l.text_bytes < 1000u * 512u);
  /* The context a caller formats itself is cut the same way. */
  char ctx[512];
  e.name = "f";
  ASSERT_EQ_INT(strlen(dxsig_format_context(ctx, sizeof ctx, &e, DXSIG_SIG_OUTPUT, 0)),
                strlen("entry 'f' output element 0 '': ") + strlen(shown));
  free(name);
  dxsig_diag_list_finish(&l);
}

/* Whatever the messages hold, a list keeps at most text_limit bytes of
 * text (16 MiB by default); the rest are counted as dropped, as past the
 * count limit, with no count limit too. */
TEST(text_limit_bounds_kept_bytes) {
  size_t mib = (size_t)1 << 20;
  char *big = malloc(mib + 1);
  ASSERT_TRUE(big);
  memset(big, 'x', mib);
  big[mib] = '\0';
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  ASSERT_EQ_INT(l.text_limit, DXSIG_DIAG_DEFAULT_TEXT_LIMIT);
  ASSERT_EQ_INT(DXSIG_DIAG_DEFAULT_TEXT_LIMIT, 16 * mib);
  for (int i = 0; i < 100; ++i)
    dxsig_diag_add(&l, DXSIG_ERROR, DXSIG_RULE_PACK, "%s", big);
  /* 16 MiB hold 15 messages of 1 MiB and their NULs. */
  ASSERT_EQ_INT(l.count, 15);
  ASSERT_EQ_INT(l.dropped, 85);
  ASSERT_EQ_INT(l.error_count, 100);
  ASSERT_EQ_INT(l.text_bytes, 15 * (mib + 1));
  /* A short one still fits after them. */
  dxsig_diag_add(&l, DXSIG_WARNING, DXSIG_RULE_PACK, "small");
  ASSERT_EQ_INT(l.count, 16);
  ASSERT_EQ_INT(l.text_bytes, 15 * (mib + 1) + 6);
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &l, "x");
  const char *tail = b.data ? strstr(b.data, "x: warning: small\n") : NULL;
  ASSERT_EQ_STR(tail, "x: warning: small\nx: note: 85 more diagnostics not shown\n");
  dxsig_buffer_finish(&b);
  /* Copied into a list with less room: counted there too. */
  struct dxsig_diag_list small;
  dxsig_diag_list_init(&small);
  small.text_limit = 2 * (mib + 6) + 100;
  dxsig_diag_list_append(&small, &l, "who");
  ASSERT_EQ_INT(small.count, 3); /* two big ones, then "small" */
  ASSERT_EQ_INT(small.dropped, 85 + 13);
  ASSERT_EQ_INT(small.error_count, 100);
  ASSERT_EQ_INT(small.text_bytes, 2 * (mib + 6) + 11);
  ASSERT_EQ_STR(small.items[2].message, "who: small");
  dxsig_diag_list_finish(&small);
  dxsig_diag_list_finish(&l);
  /* No count limit: the text limit still holds. */
  dxsig_diag_list_init(&l);
  l.limit = 0;
  for (int i = 0; i < 20000; ++i)
    dxsig_diag_add(&l, DXSIG_NOTE, DXSIG_RULE_PACK, "%.*s", 1000, big);
  ASSERT_EQ_INT(l.count, DXSIG_DIAG_DEFAULT_TEXT_LIMIT / 1001);
  ASSERT_EQ_INT(l.dropped, 20000 - DXSIG_DIAG_DEFAULT_TEXT_LIMIT / 1001);
  ASSERT_TRUE(l.text_bytes <= l.text_limit);
  dxsig_diag_list_finish(&l);
  /* No limit at all. */
  dxsig_diag_list_init(&l);
  l.text_limit = 0;
  for (int i = 0; i < 20; ++i)
    dxsig_diag_add(&l, DXSIG_NOTE, DXSIG_RULE_PACK, "%s", big);
  ASSERT_EQ_INT(l.count, 20);
  ASSERT_EQ_INT(l.dropped, 0);
  dxsig_diag_list_finish(&l);
  free(big);
}

/* Control bytes from the input (a semantic name, a !dbg file name, any
 * text a caller formats) are kept as \xNN: a printed diagnostic is one
 * line and cannot clear the terminal (#25). */
TEST(control_bytes_escaped) {
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  dxsig_diag_add_at(&l, DXSIG_ERROR, DXSIG_RULE_PACK, "a\x1b[2J\nb.hlsl", 3, 1, "name '%s'",
                    "X\x1b[2J\nerror: forged\x7f");
  ASSERT_EQ_STR(l.items[0].message, "name 'X\\x1b[2J\\x0aerror: forged\\x7f'");
  ASSERT_EQ_STR(l.items[0].file, "a\\x1b[2J\\x0ab.hlsl");
  struct dxsig_element el = {.name = "A\x1b[2J\nB\xff", .indices = IDX1, .index_count = 1};
  struct dxsig_entry e = {.name = "f"};
  e.sigs[DXSIG_SIG_OUTPUT] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = &el, .count = 1};
  dxsig_diag_add_element(&l, DXSIG_ERROR, DXSIG_RULE_PACK, &e, DXSIG_SIG_OUTPUT, 0, "bad");
  ASSERT_EQ_STR(l.items[1].message, "entry 'f' output element 0 'A\\x1b[2J\\x0aB\\xff1': bad");
  ASSERT_EQ_STR(l.items[1].element_name, "A\\x1b[2J\\x0aB\\xff1");
  /* Tabs too; UTF-8 in a message is left as it is. */
  dxsig_diag_add(&l, DXSIG_NOTE, DXSIG_RULE_PACK, "a\tb \xc3\xa9");
  ASSERT_EQ_STR(l.items[2].message, "a\\x09b \xc3\xa9");
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, &l, "x");
  ASSERT_EQ_STR(b.data, "a\\x1b[2J\\x0ab.hlsl:3:1: error: name 'X\\x1b[2J\\x0aerror: forged\\x7f'\n"
                        "x: error: entry 'f' output element 0 'A\\x1b[2J\\x0aB\\xff1': bad\n"
                        "x: note: a\\x09b \xc3\xa9\n");
  dxsig_buffer_finish(&b);
  dxsig_diag_list_finish(&l);
}

/* The name shown in messages and tables. */
TEST(name_text) {
  char buf[DXSIG_NAME_TEXT_SIZE], want[DXSIG_NAME_TEXT_SIZE];
  ASSERT_EQ_STR(dxsig_name_text(buf, "TEXCOORD", DXSIG_NAME_NUL_TERMINATED), "TEXCOORD");
  ASSERT_EQ_STR(dxsig_name_text(buf, "TEXCOORD", 3), "TEX"); /* len bytes are the name */
  ASSERT_EQ_STR(dxsig_name_text(buf, "A\0B", 3), "A"); /* as printf's %s shows it */
  ASSERT_EQ_STR(dxsig_name_text(buf, NULL, 5), "");
  ASSERT_EQ_STR(dxsig_name_text(buf, "it's\\", DXSIG_NAME_NUL_TERMINATED), "it\\x27s\\x5c");
  char name[200];
  memset(name, 'N', sizeof name);
  name[64] = '\0';
  ASSERT_EQ_STR(dxsig_name_text(buf, name, DXSIG_NAME_NUL_TERMINATED), name); /* 64: whole */
  name[64] = 'N';
  name[65] = '\0';
  memcpy(want, name, 64);
  strcpy(want + 64, "...(65 bytes)");
  ASSERT_EQ_STR(dxsig_name_text(buf, name, DXSIG_NAME_NUL_TERMINATED), want);
  ASSERT_EQ_STR(dxsig_name_text(buf, name, 65), want);
  /* The longest text: 64 escaped bytes and the largest length. */
  memset(name, '\x1b', sizeof name);
  dxsig_name_text(buf, name, (size_t)-2);
  ASSERT_EQ_INT(strlen(buf), 4 * 64 + strlen("...(18446744073709551614 bytes)"));
  /* dxsig_escape never cuts an escape and says how far it got. */
  ASSERT_EQ_INT(dxsig_escape(buf, 5, "a\nb", 3), 1);
  ASSERT_EQ_STR(buf, "a");
  ASSERT_EQ_INT(dxsig_escape(buf, 6, "a\nb", 3), 2);
  ASSERT_EQ_STR(buf, "a\\x0a");
  ASSERT_EQ_INT(dxsig_escape(buf, 7, "a\nb", 3), 3);
  ASSERT_EQ_STR(buf, "a\\x0ab");
  ASSERT_EQ_INT(dxsig_escape(buf, 0, "a", 1), 0);
}

/* ---- the registry ---------------------------------------------------------- */

static const struct {
  enum dxsig_rule code;
  int value;
  const char *name;
} all_rules[] = {
#define DXSIG_RULE(Id, Value, Name) {DXSIG_RULE_##Id, Value, Name},
#include "dxsig/rules.def"
};
#define RULE_COUNT (sizeof all_rules / sizeof all_rules[0])

static const int area_first[] = {
#define DXSIG_RULE_AREA(Id, First, Name) First,
#include "dxsig/rules.def"
};

TEST(registry_unique_and_in_areas) {
  ASSERT_TRUE(RULE_COUNT > 100);
  for (size_t i = 0; i < RULE_COUNT; ++i) {
    ASSERT_EQ_INT(all_rules[i].code, all_rules[i].value);
    /* Listed in value order, each value and name once. */
    if (i > 0 && !(all_rules[i - 1].value < all_rules[i].value))
      TEST_FAIL_AT("%s (%d) is not after %s (%d)", all_rules[i].name, all_rules[i].value,
                   all_rules[i - 1].name, all_rules[i - 1].value);
    for (size_t j = 0; j < i; ++j)
      if (strcmp(all_rules[i].name, all_rules[j].name) == 0)
        TEST_FAIL_AT("name '%s' twice", all_rules[i].name);
    /* Names are lower-case words joined by '-'. */
    const char *n = all_rules[i].name;
    ASSERT_TRUE(n[0] && islower((unsigned char)n[0]) && n[strlen(n) - 1] != '-');
    for (const char *c = n; *c; ++c)
      if (!(islower((unsigned char)*c) || isdigit((unsigned char)*c) || *c == '-') ||
          (*c == '-' && c[1] == '-'))
        TEST_FAIL_AT("bad name '%s'", n);
    /* Inside an area, never on its first value (the area's own). */
    size_t in_area = 0;
    for (size_t a = 0; a < sizeof area_first / sizeof area_first[0]; ++a)
      if (all_rules[i].value > area_first[a] &&
          all_rules[i].value < area_first[a] + DXSIG_RULE_AREA_SIZE)
        in_area++;
    if (in_area != 1)
      TEST_FAIL_AT("%s (%d) is in %zu areas", n, all_rules[i].value, in_area);
  }
  ASSERT_EQ_STR(dxsig_rule_area_name(DXSIG_RULE_INDEX_COUNT), "schema");
  ASSERT_EQ_STR(dxsig_rule_area_name(DXSIG_RULE_ROOTSIG_SYNTAX), "root signature");
  ASSERT_EQ_STR(dxsig_rule_area_name(DXSIG_RULE_OUT_OF_MEMORY), "general");
  ASSERT_TRUE(dxsig_rule_area_name((enum dxsig_rule)1999) == NULL);
}

TEST(registry_names_round_trip) {
  for (size_t i = 0; i < RULE_COUNT; ++i) {
    const char *n = dxsig_rule_name(all_rules[i].code);
    ASSERT_EQ_STR(n, all_rules[i].name);
    enum dxsig_rule back = (enum dxsig_rule)0;
    ASSERT_TRUE(dxsig_rule_from_name(n, strlen(n), &back));
    ASSERT_EQ_INT(back, all_rules[i].code);
  }
  enum dxsig_rule r;
  ASSERT_TRUE(dxsig_rule_name((enum dxsig_rule)0) == NULL);
  ASSERT_TRUE(dxsig_rule_name((enum dxsig_rule)1000) == NULL);
  ASSERT_TRUE(dxsig_rule_name((enum dxsig_rule)-1) == NULL);
  ASSERT_TRUE(dxsig_rule_name((enum dxsig_rule)99999) == NULL);
  ASSERT_TRUE(!dxsig_rule_from_name("oom", 3, &r)); /* merged into out-of-memory */
  ASSERT_TRUE(!dxsig_rule_from_name("index-count", 5, &r));
  ASSERT_TRUE(!dxsig_rule_from_name(NULL, 0, &r));
  /* The names tests and tools already matched on. */
  ASSERT_TRUE(dxsig_rule_from_name("out-of-memory", 13, &r));
  ASSERT_EQ_INT(r, DXSIG_RULE_OUT_OF_MEMORY);
  ASSERT_TRUE(dxsig_rule_from_name("lower-viewid", 12, &r));
  ASSERT_EQ_INT(r, DXSIG_RULE_LOWER_VIEWID);
  ASSERT_EQ_STR(dxsig_rule_name(DXSIG_RULE_MESH_TOTAL_ROWS), "mesh-total-rows");
}

int main(void) {
  RUN(context_element);
  RUN(context_signature);
  RUN(context_names_the_node);
  RUN(context_without_entry_or_element);
  RUN(context_truncates_safely);
  RUN(add_and_count);
  RUN(element_fields);
  RUN(location_fields);
  RUN(limit_counts_the_rest);
  RUN(append_prefixes_and_keeps_fields);
  RUN(huge_names_are_shortened);
  RUN(text_limit_bounds_kept_bytes);
  RUN(control_bytes_escaped);
  RUN(name_text);
  RUN(registry_unique_and_in_areas);
  RUN(registry_names_round_trip);
  return test_summary();
}
