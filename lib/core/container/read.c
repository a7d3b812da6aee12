/* DXContainer reader. Every size and offset read from the file is checked
 * against the bytes actually present before use; comparisons are arranged
 * so that nothing can overflow (subtract from the known size, divide
 * instead of multiplying). */
#include <stdlib.h>
#include <string.h>

#include "parts.h"

#define HEADER_SIZE 32u
#define PART_HEADER_SIZE 8u

static uint32_t rd32(const uint8_t *p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
         ((uint32_t)p[3] << 24);
}

static void fourcc_text(uint32_t fourcc, char out[5]) {
  for (int i = 0; i < 4; ++i) {
    char c = (char)(fourcc >> (8 * i));
    out[i] = c >= 0x20 && c < 0x7f ? c : '?';
  }
  out[4] = '\0';
}

bool dxsig_container_read(struct dxsig_container_view *view, const void *data,
                          size_t size, struct dxsig_diag_list *diags) {
  memset(view, 0, sizeof(*view));
  const uint8_t *p = data;
  view->data = p;
  view->size = size;
  if (!p || size < HEADER_SIZE) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_HEADER,
                   "too small for a container header (%zu bytes, 32 needed)", size);
    return false;
  }
  if (memcmp(p, "DXBC", 4) != 0) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_HEADER,
                   "not a DXContainer: the file does not start with 'DXBC'");
    return false;
  }
  memcpy(view->digest, p + 4, 16);
  view->major = (uint16_t)(p[20] | (p[21] << 8));
  view->minor = (uint16_t)(p[22] | (p[23] << 8));
  view->file_size = rd32(p + 24);
  uint32_t count = rd32(p + 28);
  bool ok = true;
  if (view->file_size != size)
    dxsig_diag_add(diags, DXSIG_WARNING, DXSIG_RULE_CONTAINER_SIZE,
                   "the header gives the file size as %u bytes, but it has %zu",
                   (unsigned)view->file_size, size);
  if (count > (size - HEADER_SIZE) / 4u) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_PARTS,
                   "the offset table of %u parts extends beyond the end of the file",
                   (unsigned)count);
    return false;
  }
  if (count == 0)
    return true;
  view->parts = calloc(count, sizeof(*view->parts));
  view->offsets = calloc(count, sizeof(*view->offsets));
  if (!view->parts || !view->offsets) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  size_t table_end = HEADER_SIZE + 4u * (size_t)count;
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t off = rd32(p + HEADER_SIZE + 4u * i);
    if (off < table_end || off > size - PART_HEADER_SIZE || size < PART_HEADER_SIZE) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_PARTS,
                     "part %u: offset %u is outside the file's part area", (unsigned)i,
                     (unsigned)off);
      ok = false;
      continue;
    }
    uint32_t fourcc = rd32(p + off);
    uint32_t psize = rd32(p + off + 4);
    char name[5];
    fourcc_text(fourcc, name);
    if (psize > size - off - PART_HEADER_SIZE) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_PARTS,
                     "part %u '%s': %u bytes at offset %u extend beyond the end of "
                     "the file",
                     (unsigned)i, name, (unsigned)psize, (unsigned)off);
      ok = false;
      continue;
    }
    if (off % 4)
      dxsig_diag_add(diags, DXSIG_NOTE, DXSIG_RULE_CONTAINER_ALIGN,
                     "part %u '%s' starts at offset %u, not a multiple of 4 (DXC "
                     "writes such containers below validator 1.7)",
                     (unsigned)i, name, (unsigned)off);
    view->offsets[view->count] = off;
    view->parts[view->count++] =
        (struct dxsig_part){fourcc, p + off + PART_HEADER_SIZE, psize};
  }
  return ok;
}

void dxsig_container_view_finish(struct dxsig_container_view *view) {
  free(view->parts);
  free(view->offsets);
  memset(view, 0, sizeof(*view));
}

const struct dxsig_part *dxsig_container_find(const struct dxsig_container_view *view,
                                              uint32_t fourcc) {
  for (size_t i = 0; i < view->count; ++i)
    if (view->parts[i].fourcc == fourcc)
      return &view->parts[i];
  return NULL;
}
