/* Entry bodies from C: a compiler that is not LLVM-based hands dxsig the
 * accesses and dependencies of a vertex shader and gets checked accesses,
 * derived masks, packed signatures and PSV0's dependency table.
 *
 * The shader (docs/bodies.md walks through it):
 *
 *   struct VSIn  { float4 pos : POSITION;    float2 uv : TEXCOORD0; };
 *   struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
 *   VSOut main(VSIn i) {
 *     VSOut o;
 *     o.pos = i.pos;
 *     o.uv.x = i.uv.x;
 *     if (i.pos.w > 1.0)        // the store below is under this branch
 *       o.uv.y = i.uv.y;
 *     return o;
 *   }
 *
 * Only the public API of libdxsig is used.
 */
#include <stdio.h>
#include <string.h>

#include "dxsig/dxsig.h"

static const uint32_t INDEX0[1] = {0};

static struct dxsig_element element(uint32_t id, const char *name, uint32_t kind,
                                    uint32_t cols) {
  struct dxsig_element e;
  memset(&e, 0, sizeof e);
  e.id = id;
  e.name = name;
  e.name_len = strlen(name);
  e.comp_type = DXSIG_COMP_F32;
  e.kind = kind;
  e.indices = INDEX0;
  e.index_count = 1;
  e.rows = 1;
  e.cols = cols;
  e.start_row = e.start_col = DXSIG_UNALLOCATED; /* the packer places them */
  return e;
}

/* One access at main, shader.hlsl:line. */
static struct dxsig_access access(enum dxsig_access_op op, uint32_t id, uint32_t col,
                                  uint32_t width, uint32_t line, const char *instruction) {
  struct dxsig_access a;
  memset(&a, 0, sizeof a);
  a.op = op;
  a.id = id;
  a.col = col;
  a.width = width;
  a.type = DXSIG_VALUE_F32;
  a.at.function = "main";
  a.at.instruction = instruction;
  a.at.file = "shader.hlsl";
  a.at.line = line;
  a.at.column = 5;
  return a;
}

/* output (element, col) depends on input (element, col); row 0 of both. */
static struct dxsig_dependency depends(uint32_t out, uint32_t out_col, uint32_t in,
                                       uint32_t in_col) {
  struct dxsig_dependency d;
  memset(&d, 0, sizeof d);
  d.output.list = DXSIG_SIG_OUTPUT;
  d.output.id = out;
  d.output.col = out_col;
  d.input.list = DXSIG_SIG_INPUT;
  d.input.id = in;
  d.input.col = in_col;
  return d;
}

static void print_elements(const struct dxsig_entry *entry) {
  for (int k = 0; k < 2; ++k) {
    const struct dxsig_signature *sig = &entry->sigs[k];
    for (size_t i = 0; i < sig->count; ++i) {
      const struct dxsig_element *e = &sig->elements[i];
      printf("  %s %zu %s: row %d col %d usage 0x%x dynamic 0x%x\n",
             dxsig_sig_kind_name((uint32_t)k), i, e->name, (int)e->start_row,
             (int)e->start_col, (unsigned)e->usage_mask, (unsigned)e->dyn_index_mask);
    }
  }
}

static int report(const struct dxsig_diag_list *diags) {
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, diags, "bodies");
  if (b.len)
    fputs(b.data, stdout);
  dxsig_buffer_finish(&b);
  return diags->error_count != 0;
}

int main(void) {
  struct dxsig_element inputs[2] = {element(0, "POSITION", DXSIG_SEMANTIC_ARBITRARY, 4),
                                    element(1, "TEXCOORD", DXSIG_SEMANTIC_ARBITRARY, 2)};
  struct dxsig_element outputs[2] = {element(0, "SV_Position", DXSIG_SEMANTIC_POSITION, 4),
                                     element(1, "TEXCOORD", DXSIG_SEMANTIC_ARBITRARY, 2)};
  struct dxsig_entry entry;
  memset(&entry, 0, sizeof entry);
  entry.name = "main";
  entry.stage = DXSIG_STAGE_VERTEX;
  entry.has_stage = true;
  entry.sigs[DXSIG_SIG_INPUT] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = inputs, .count = 2};
  entry.sigs[DXSIG_SIG_OUTPUT] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = outputs, .count = 2};
  entry.sigs[DXSIG_SIG_PATCH_CONSTANT].kind = DXSIG_SIG_PATCH_CONSTANT;

  /* What the code does: every load and store, and for each output
   * component the inputs its value (or whether it is written) depends on. */
  const struct dxsig_access accesses[] = {
      access(DXSIG_ACCESS_LOAD_INPUT, 0, 0, 4, 4, "%pos = loadInput POSITION.xyzw"),
      access(DXSIG_ACCESS_LOAD_INPUT, 1, 0, 1, 6, "%u = loadInput TEXCOORD.x"),
      access(DXSIG_ACCESS_LOAD_INPUT, 1, 1, 1, 9, "%v = loadInput TEXCOORD.y"),
      access(DXSIG_ACCESS_STORE_OUTPUT, 0, 0, 4, 5, "storeOutput SV_Position.xyzw, %pos"),
      access(DXSIG_ACCESS_STORE_OUTPUT, 1, 0, 1, 6, "storeOutput TEXCOORD.x, %u"),
      access(DXSIG_ACCESS_STORE_OUTPUT, 1, 1, 1, 9, "storeOutput TEXCOORD.y, %y"),
  };
  const struct dxsig_dependency dependencies[] = {
      depends(0, 0, 0, 0), depends(0, 1, 0, 1), depends(0, 2, 0, 2), depends(0, 3, 0, 3),
      depends(1, 0, 1, 0),
      depends(1, 1, 1, 1), /* data: the value stored under the branch */
      depends(1, 1, 0, 3), /* control: the branch on i.pos.w */
  };
  struct dxsig_body body = {accesses, sizeof accesses / sizeof accesses[0], dependencies,
                            sizeof dependencies / sizeof dependencies[0], false,
                            {6, 0}};

  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  int status = 0;

  /* 1. Check the accesses, 2. derive the masks, 3. pack. */
  if (dxsig_body_check(&entry, &body, &diags))
    printf("accesses: %zu checked, no errors\n", body.access_count);
  dxsig_body_derive_masks(&entry, &body, &diags);
  for (int k = 0; k < 2; ++k) {
    struct dxsig_pack_result res;
    if (!dxsig_signature_pack(&entry.sigs[k], entry.stage, DXSIG_PACKING_PREFIX_STABLE, false,
                              &res)) {
      printf("packing failed: %s\n", dxsig_pack_error_message(res.error));
      status = 1;
    }
  }
  printf("elements after packing:\n");
  print_elements(&entry);

  /* 4. The ViewID state: DXC's serialized dependency tables. */
  struct dxsig_view_id_state state = {NULL, 0};
  if (!status && dxsig_body_view_id_state(&entry, &body, &state, &diags)) {
    printf("ViewID state (%zu words): %u inputs, %u outputs, table", state.count,
           (unsigned)state.words[0], (unsigned)state.words[1]);
    for (size_t i = 2; i < state.count; ++i)
      printf(" 0x%x", (unsigned)state.words[i]);
    printf("\n");
    uint32_t inputs_n = state.words[0], outputs_n = state.words[1];
    uint32_t words = (outputs_n + 31) / 32;
    for (uint32_t in = 0; in < inputs_n; ++in) {
      printf("  input r%u.%c ->", in / 4, "xyzw"[in % 4]);
      for (uint32_t out = 0; out < outputs_n; ++out)
        if ((state.words[2 + in * words + out / 32] >> (out % 32)) & 1u)
          printf(" r%u.%c", out / 4, "xyzw"[out % 4]);
      printf("\n");
    }

    /* 5. PSV0 with the table; validator 1.8. */
    struct dxsig_part_options opts = {1, 8, false, DXSIG_TESS_DOMAIN_UNDEFINED};
    struct dxsig_psv_info info;
    dxsig_psv_info_init(&info);
    info.uses_view_id = body.uses_view_id;
    info.view_id_state = state.words;
    info.view_id_state_words = state.count;
    struct dxsig_bytes psv0;
    dxsig_bytes_init(&psv0);
    if (dxsig_psv0_write(&psv0, &entry, &opts, &info, &diags)) {
      /* The input->output table ends the part: 4 words per input vector
       * (one mask word per 8 output vectors, for each of 4 components). */
      size_t table = 4u * ((inputs_n + 3) / 4) * (((outputs_n + 3) / 4 + 7) / 8);
      printf("PSV0: %zu bytes; its input->output table:", psv0.len);
      for (size_t i = psv0.len - 4 * table; i < psv0.len; i += 4)
        printf(" %02x%02x%02x%02x", psv0.data[i], psv0.data[i + 1], psv0.data[i + 2],
               psv0.data[i + 3]);
      printf("\n");
    }
    dxsig_bytes_finish(&psv0);
  }
  dxsig_view_id_state_finish(&state);
  status |= report(&diags);
  dxsig_diag_list_finish(&diags);
  return status;
}
