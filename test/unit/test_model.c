/* The model's checks after dxsig-pack wrote the packed signatures back
 * (dxsig_model_written_back, lib/core/driver/model.c): what the checks said
 * before packing stands but for the rules that read placement, which run
 * again; when those say anything, every check runs again, on the model as
 * packing left it. A hand-made body hook stands in for the LLVM glue's: its
 * accesses use TEXCOORD's first component. */
#include <stdlib.h>

#include "dxsig/dxsig.h"
#include "test.h"

/* The body: TEXCOORD (output element 1) has its first component written. */
struct fake_bodies {
  int checks, derives;
  bool derive_differs; /* derive_masks says another mask than check */
};

/* As dxsig_body_derive_masks: the mask from the accesses, register-relative
 * once placed, with a body-mask warning when the element's differs. */
static void set_mask(struct dxsig_module *m, uint32_t used, struct dxsig_diag_list *diags) {
  struct dxsig_entry *e = &m->entries[0];
  struct dxsig_element *el = &e->sigs[DXSIG_SIG_OUTPUT].elements[1];
  uint32_t mask = dxsig_element_is_allocated(el) ? (used << el->start_col) & 0xFu : used;
  if (el->usage_mask && el->usage_mask != mask)
    dxsig_diag_add_element(diags, DXSIG_WARNING, DXSIG_RULE_BODY_MASK, e, DXSIG_SIG_OUTPUT, 1,
                           "the metadata's UsageMask is 0x%x, the body's 0x%x; the body's is "
                           "used",
                           (unsigned)el->usage_mask, (unsigned)mask);
  el->usage_mask = mask;
}

static bool fake_check(void *ctx, struct dxsig_module *m, struct dxsig_diag_list *diags) {
  struct fake_bodies *b = ctx;
  b->checks++;
  set_mask(m, 0x1, diags);
  return true;
}

static void fake_derive(void *ctx, struct dxsig_module *m, struct dxsig_diag_list *diags) {
  struct fake_bodies *b = ctx;
  b->derives++;
  set_mask(m, b->derive_differs ? 0x3 : 0x1, diags);
}

/* A vertex shader's outputs, unpacked: SV_Position, TEXCOORD1 (a name that
 * ends in a digit: a warning) with the metadata's UsageMask 0x3 (the
 * body's is 0x1: a warning). */
static void make_model(struct dxsig_model *model, struct fake_bodies *b) {
  dxsig_model_init(model);
  struct dxsig_module *m = &model->m;
  m->entries = dxsig_arena_calloc(&m->arena, 1, sizeof *m->entries);
  m->count = 1;
  struct dxsig_entry *e = &m->entries[0];
  e->name = "main";
  e->stage = DXSIG_STAGE_VERTEX;
  e->has_stage = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    e->sigs[k].kind = (enum dxsig_sig_kind)k;
  static const uint32_t zero = 0;
  struct dxsig_element *els = dxsig_arena_calloc(&m->arena, 2, sizeof *els);
  els[0] = (struct dxsig_element){0, "SV_Position", 11, DXSIG_COMP_F32, DXSIG_SEMANTIC_POSITION,
                                  &zero, 1, DXSIG_INTERP_LINEAR, 1, 4, DXSIG_UNALLOCATED,
                                  DXSIG_UNALLOCATED, 0xF, 0, 0, {false, 0}};
  els[1] = (struct dxsig_element){1, "TEXCOORD1", 9, DXSIG_COMP_F32, DXSIG_SEMANTIC_ARBITRARY,
                                  &zero, 1, DXSIG_INTERP_LINEAR, 1, 2, DXSIG_UNALLOCATED,
                                  DXSIG_UNALLOCATED, 0x3, 0, 0, {false, 0}};
  e->sigs[DXSIG_SIG_OUTPUT].present = true;
  e->sigs[DXSIG_SIG_OUTPUT].elements = els;
  e->sigs[DXSIG_SIG_OUTPUT].count = 2;
  model->loaded = true;
  *b = (struct fake_bodies){0, 0, false};
  model->bodies = (struct dxsig_model_bodies){b, fake_check, NULL, fake_derive};
}

/* "code: message" of every diagnostic. */
static void lines(const struct dxsig_diag_list *d, char *buf, size_t size) {
  buf[0] = '\0';
  for (size_t i = 0; i < d->count; ++i) {
    size_t len = strlen(buf);
    snprintf(buf + len, size - len, "%s: %s\n", dxsig_rule_name(d->items[i].code),
             d->items[i].message);
  }
}

/* Checks (true expected), packs and writes back, as dxsig-pack does. */
static bool check_and_pack(struct dxsig_model *model, char *before, size_t size) {
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  bool ok = dxsig_model_check(model, &d);
  lines(&d, before, size);
  struct dxsig_pack_request req = {DXSIG_PACKING_PREFIX_STABLE, true, false};
  ok = ok && dxsig_model_pack(model, NULL, &req, NULL, &d);
  dxsig_diag_list_finish(&d);
  dxsig_model_written_back(model);
  return ok;
}

static const char NAME_WARNING[] =
    "name-trailing-digit: entry 'main' output element 1 'TEXCOORD10': semantic name ends in a "
    "digit; the index belongs in the index list (DXC would read the digits as part of the "
    "index)\n";

/* The body-mask warning goes with the masks packing replaced; the name's
 * stands; the body is not checked again, only its masks set. */
TEST(packed_model_keeps_what_placement_does_not_change) {
  struct dxsig_model model;
  struct fake_bodies b;
  make_model(&model, &b);
  char before[2048], after[2048];
  ASSERT_TRUE(check_and_pack(&model, before, sizeof before));
  ASSERT_TRUE(strstr(before, NAME_WARNING) == before);
  ASSERT_TRUE(strstr(before, "body-mask: ") != NULL);
  const struct dxsig_element *tex = &model.m.entries[0].sigs[DXSIG_SIG_OUTPUT].elements[1];
  ASSERT_EQ_INT(tex->start_row, 1);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_model_check(&model, &d));
  lines(&d, after, sizeof after);
  dxsig_diag_list_finish(&d);
  ASSERT_EQ_STR(after, NAME_WARNING);
  ASSERT_EQ_INT(b.checks, 1);
  ASSERT_EQ_INT(b.derives, 1);
  ASSERT_EQ_INT(tex->usage_mask, 0x1u << tex->start_col);
  dxsig_model_finish(&model);
}

/* The bodies' masks say something once packed: the masks go back to what
 * packing left and every check runs again (the body-mask warning is then
 * check's, on packing's masks: none). */
TEST(packed_model_checked_again_when_the_masks_say_something) {
  struct dxsig_model model;
  struct fake_bodies b;
  make_model(&model, &b);
  char before[2048], after[2048];
  ASSERT_TRUE(check_and_pack(&model, before, sizeof before));
  b.derive_differs = true;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  ASSERT_TRUE(dxsig_model_check(&model, &d));
  lines(&d, after, sizeof after);
  dxsig_diag_list_finish(&d);
  ASSERT_EQ_STR(after, NAME_WARNING);
  ASSERT_EQ_INT(b.derives, 1);
  ASSERT_EQ_INT(b.checks, 2);
  const struct dxsig_element *tex = &model.m.entries[0].sigs[DXSIG_SIG_OUTPUT].elements[1];
  ASSERT_EQ_INT(tex->usage_mask, 0x1u << tex->start_col);
  dxsig_model_finish(&model);
}

/* Checks that did not pass are not taken over: all run again. */
TEST(failed_checks_run_again_after_a_write_back) {
  struct dxsig_model model;
  struct fake_bodies b;
  make_model(&model, &b);
  model.loaded = false; /* as after a load error */
  char before[2048];
  ASSERT_TRUE(!check_and_pack(&model, before, sizeof before));
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  dxsig_model_check(&model, &d);
  dxsig_diag_list_finish(&d);
  ASSERT_EQ_INT(b.checks, 2);
  ASSERT_EQ_INT(b.derives, 0);
  dxsig_model_finish(&model);
}

int main(void) {
  RUN(packed_model_keeps_what_placement_does_not_change);
  RUN(packed_model_checked_again_when_the_masks_say_something);
  RUN(failed_checks_run_again_after_a_write_back);
  return test_summary();
}
