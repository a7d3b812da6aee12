/* Diagnostics: context prefixes, formatting, counting. */
#include "dxsig/diag.h"
#include "test.h"

static const uint32_t IDX0[] = {0}, IDX1[] = {1};

/* The seed's ps_main input: SV_Position, TEXCOORD0, TEXCOORD1. */
static struct dxsig_element ps_in[] = {
    {.id = 0, .name = "SV_Position", .indices = IDX0, .index_count = 1},
    {.id = 1, .name = "TEXCOORD", .indices = IDX0, .index_count = 1},
    {.id = 2, .name = "TEXCOORD", .indices = IDX1, .index_count = 1},
};

static struct dxsig_entry ps_entry(void) {
  struct dxsig_entry e = {.name = "ps_main", .stage = DXSIG_STAGE_PIXEL, .has_stage = true};
  e.sigs[DXSIG_SIG_INPUT] = (struct dxsig_signature){DXSIG_SIG_INPUT, true, ps_in, 3};
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
  dxsig_diag_add(&l, DXSIG_WARNING, "w", "just %s", "a warning");
  struct dxsig_entry e = ps_entry();
  dxsig_diag_add_element(&l, DXSIG_ERROR, "index-count", &e, DXSIG_SIG_INPUT, 2,
                         "semantic index list has %d entries", 3);
  dxsig_diag_add_element(&l, DXSIG_ERROR, "x", &e, DXSIG_SIG_INPUT, (size_t)-1, "bad");
  ASSERT_EQ_INT(l.count, 3);
  ASSERT_EQ_INT(l.error_count, 2);
  ASSERT_TRUE(!l.truncated);
  ASSERT_EQ_STR(l.items[0].message, "just a warning");
  ASSERT_EQ_STR(l.items[1].message,
                "entry 'ps_main' input element 2 'TEXCOORD1': semantic index list has 3 entries");
  ASSERT_EQ_STR(l.items[1].code, "index-count");
  ASSERT_EQ_STR(l.items[2].message, "entry 'ps_main' input signature: bad");
  dxsig_diag_list_finish(&l);
  ASSERT_EQ_INT(l.count, 0);
}

TEST(many_and_long) {
  struct dxsig_diag_list l;
  dxsig_diag_list_init(&l);
  char name[3000];
  memset(name, 'N', sizeof name - 1);
  name[sizeof name - 1] = '\0';
  struct dxsig_element el = {.name = name};
  struct dxsig_entry e = {.name = "f"};
  e.sigs[DXSIG_SIG_OUTPUT] = (struct dxsig_signature){DXSIG_SIG_OUTPUT, true, &el, 1};
  for (int i = 0; i < 1000; ++i)
    dxsig_diag_add_element(&l, DXSIG_NOTE, "n", &e, DXSIG_SIG_OUTPUT, 0, "%d", i);
  ASSERT_EQ_INT(l.count, 1000);
  ASSERT_EQ_INT(l.error_count, 0);
  ASSERT_EQ_INT(strlen(l.items[999].message), strlen("entry 'f' output element 0 '': 999") + 2999);
  dxsig_diag_list_finish(&l);
}

int main(void) {
  RUN(context_element);
  RUN(context_signature);
  RUN(context_without_entry_or_element);
  RUN(context_truncates_safely);
  RUN(add_and_count);
  RUN(many_and_long);
  return test_summary();
}
