/* A program against the installed C library (no LLVM): builds a vertex
 * shader's output signature in memory, verifies it, packs it as DXC does and
 * prints DXC's signature table and the register map.
 *
 *   float4 pos : SV_Position; float2 uv : TEXCOORD0;
 *   float3 normal : NORMAL; float fog : FOG;
 *
 * The commands that build and run it are in examples/README.md. */
#include <dxsig/dxsig.h>

#include <stdio.h>

static const uint32_t INDEX0[] = {0};

/* An output element before packing: no register (-1, -1), UsageMask
 * element-relative (every column written). */
static struct dxsig_element element(uint32_t id, const char *name, size_t name_len,
                                    enum dxsig_semantic_kind kind, uint32_t cols) {
  struct dxsig_element e = {0};
  e.id = id;
  e.name = name;
  e.name_len = name_len;
  e.comp_type = DXSIG_COMP_F32;
  e.kind = kind;
  e.indices = INDEX0;
  e.index_count = 1;
  e.interp = DXSIG_INTERP_LINEAR;
  e.rows = 1;
  e.cols = cols;
  e.start_row = e.start_col = DXSIG_UNALLOCATED;
  e.usage_mask = (1u << cols) - 1;
  return e;
}

int main(void) {
  struct dxsig_element outputs[] = {
      element(0, "SV_Position", 11, DXSIG_SEMANTIC_POSITION, 4),
      element(1, "TEXCOORD", 8, DXSIG_SEMANTIC_ARBITRARY, 2),
      element(2, "NORMAL", 6, DXSIG_SEMANTIC_ARBITRARY, 3),
      element(3, "FOG", 3, DXSIG_SEMANTIC_ARBITRARY, 1),
  };
  outputs[0].interp = DXSIG_INTERP_LINEAR_NOPERSPECTIVE;
  struct dxsig_entry entry = {0};
  entry.name = "vs_main";
  entry.stage = DXSIG_STAGE_VERTEX;
  entry.has_stage = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    entry.sigs[k].kind = (enum dxsig_sig_kind)k;
  struct dxsig_signature *out = &entry.sigs[DXSIG_SIG_OUTPUT];
  out->present = true;
  out->elements = outputs;
  out->count = sizeof outputs / sizeof outputs[0];

  /* The validator's rules first; every problem is reported, not only the
   * first. */
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  bool ok = dxsig_verify_entry(&entry, false, &diags);
  struct dxsig_pack_result res;
  if (ok && !dxsig_signature_pack(out, entry.stage, DXSIG_PACKING_PREFIX_STABLE, false, &res)) {
    fprintf(stderr, "app: cannot pack: %s\n", dxsig_pack_error_message(res.error));
    ok = false;
  }

  struct dxsig_buffer text;
  dxsig_buffer_init(&text);
  if (ok) {
    dxsig_print_signature_table(&text, &entry, DXSIG_SIG_OUTPUT);
    dxsig_print_register_map(&text, out);
  }
  dxsig_diag_list_print(&text, &diags, "app");
  if (text.failed)
    ok = false;
  else
    fputs(text.data ? text.data : "", ok ? stdout : stderr);
  dxsig_buffer_finish(&text);
  dxsig_diag_list_finish(&diags);
  return ok ? 0 : 1;
}
