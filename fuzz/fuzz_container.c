/* libFuzzer harness: the container reader and dumper behind `dxsig dump`
 * (bytes in, text and diagnostics out). Nothing may be read outside the
 * input: the bytes are copied into an exactly sized heap block so that
 * ASan sees any overrun. Each part is also dumped on its own, and RTS0
 * parts go through the RTS0 reader; the linker reads the container as a
 * pipeline stage and checks it against itself. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/container.h"
#include "dxsig/link.h"
#if __has_include("dxsig/rootsig.h")
#include "dxsig/rootsig.h"
#define HAVE_ROOTSIG 1
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t *copy = malloc(size ? size : 1);
  if (!copy)
    return 0;
  memcpy(copy, data, size);

  struct dxsig_diag_list diags;
  struct dxsig_buffer text;
  dxsig_diag_list_init(&diags);
  dxsig_buffer_init(&text);
  dxsig_container_dump(&text, copy, size, &diags);
  dxsig_buffer_finish(&text);
  dxsig_diag_list_finish(&diags);

  struct dxsig_container_view view;
  dxsig_diag_list_init(&diags);
  dxsig_buffer_init(&text);
  memset(&view, 0, sizeof view);
  if (dxsig_container_read(&view, copy, size, &diags)) {
    for (size_t i = 0; i < view.count; ++i) {
      const struct dxsig_part *p = &view.parts[i];
      if (p->data < copy || p->size > size || p->data + p->size > copy + size)
        abort(); /* a part outside the input */
      dxsig_dump_signature_part(&text, "part", p->data, p->size, i & 1);
      dxsig_dump_psv0(&text, p->data, p->size, (int)(i % 17) - 1);
    }
  }
  dxsig_container_view_finish(&view);
  dxsig_buffer_finish(&text);
  dxsig_diag_list_finish(&diags);

  /* The linker's container reader. */
  struct dxsig_arena link_arena;
  dxsig_arena_init(&link_arena);
  struct dxsig_link_stage stage;
  memset(&stage, 0, sizeof stage);
  dxsig_diag_list_init(&diags);
  if (dxsig_link_stage_from_container(&stage, copy, size, "fuzz", &link_arena, &diags)) {
    if (stage.stage >= DXSIG_SHADER_STAGE_COUNT)
      stage.stage = DXSIG_STAGE_PIXEL;
    struct dxsig_link_stage producer = stage;
    producer.stage = DXSIG_STAGE_VERTEX;
    dxsig_link_check(&producer, &stage, &diags);
    dxsig_link_check(&stage, &stage, &diags);
  }
  dxsig_diag_list_finish(&diags);
  dxsig_arena_finish(&link_arena);

  /* The part readers on the raw bytes too (no container around them). */
  dxsig_buffer_init(&text);
  dxsig_dump_signature_part(&text, "raw", copy, size, size & 1);
  dxsig_dump_psv0(&text, copy, size, -1);
#ifdef HAVE_ROOTSIG
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_rootsig rs;
  memset(&rs, 0, sizeof rs);
  dxsig_diag_list_init(&diags);
  if (dxsig_rts0_read(copy, size, &arena, &rs, &diags))
    dxsig_rootsig_print(&text, &rs);
  dxsig_diag_list_finish(&diags);
  dxsig_arena_finish(&arena);
#endif
  dxsig_buffer_finish(&text);
  free(copy);
  return 0;
}
