/* DXContainer reader. Every size and offset read from the file is checked
 * against the bytes actually present before use; comparisons are arranged
 * so that nothing can overflow (subtract from the known size, divide
 * instead of multiplying). */
#include <stdlib.h>
#include <string.h>

#include "parts.h"
#include "read_cursor.h"

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
  if (!p || size < DXSIG_CONTAINER_HEADER_SIZE) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_HEADER,
                   "too small for a container header (%zu bytes, 32 needed)", size);
    return false;
  }
  if (memcmp(p, "DXBC", 4) != 0) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_HEADER,
                   "not a DXContainer: the file does not start with 'DXBC'");
    return false;
  }
  struct dxsig_reader r = dxsig_reader_make(p, size);
  dxsig_read_bytes(&r, 4); /* DXBC */
  memcpy(view->digest, dxsig_read_bytes(&r, 16), 16);
  view->major = dxsig_read_u16(&r);
  view->minor = dxsig_read_u16(&r);
  view->file_size = dxsig_read_u32(&r);
  uint32_t count = dxsig_read_u32(&r);
  bool ok = true;
  if (view->file_size != size)
    dxsig_diag_add(diags, DXSIG_WARNING, DXSIG_RULE_CONTAINER_SIZE,
                   "the header gives the file size as %u bytes, but it has %zu",
                   (unsigned)view->file_size, size);
  if (!dxsig_reader_has(&r, count, 4)) {
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
  size_t table_end = DXSIG_CONTAINER_HEADER_SIZE + 4u * (size_t)count;
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t off = dxsig_read_u32(&r);
    struct dxsig_reader part = dxsig_reader_make(p, size);
    if (off < table_end || !dxsig_reader_seek(&part, off) ||
        !dxsig_reader_has(&part, 1, DXSIG_PART_HEADER_SIZE)) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_PARTS,
                     "part %u: offset %u is outside the file's part area", (unsigned)i,
                     (unsigned)off);
      ok = false;
      continue;
    }
    uint32_t fourcc = dxsig_read_u32(&part);
    uint32_t psize = dxsig_read_u32(&part);
    char name[5];
    fourcc_text(fourcc, name);
    if (!dxsig_reader_has(&part, psize, 1)) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_PARTS,
                     "part %u '%s': %u bytes at offset %u extend beyond the end of "
                     "the file",
                     (unsigned)i, name, (unsigned)psize, (unsigned)off);
      ok = false;
      continue;
    }
    /* An offset that is not a multiple of 4 is no news: DXC writes the
     * signature parts unpadded below validator 1.7 (dxsig_container_dump
     * shows it in the part list). */
    view->offsets[view->count] = off;
    view->parts[view->count++] =
        (struct dxsig_part){fourcc, dxsig_read_bytes(&part, psize), psize};
  }
  return ok;
}

void dxsig_container_view_finish(struct dxsig_container_view *view) {
  free(view->parts);
  free(view->offsets);
  memset(view, 0, sizeof(*view));
}

/* Part positions by offset, then position. */
static int listing_cmp(const void *pa, const void *pb) {
  const uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;
  return a < b ? -1 : a > b;
}

bool dxsig_container_first_listings(const struct dxsig_container_view *view, size_t *first) {
  /* Offset and position in one key: a part table holds at most 2^32
   * offsets of 32 bits. */
  uint64_t *keys = malloc((view->count ? view->count : 1) * sizeof *keys);
  if (!keys)
    return false;
  for (size_t i = 0; i < view->count; ++i)
    keys[i] = (uint64_t)view->offsets[i] << 32 | (uint64_t)i;
  qsort(keys, view->count, sizeof *keys, listing_cmp);
  size_t run = 0; /* the first of the current offset's listings */
  for (size_t k = 0; k < view->count; ++k) {
    size_t i = (size_t)(keys[k] & UINT32_MAX);
    if (k == 0 || keys[k] >> 32 != keys[k - 1] >> 32)
      run = i;
    first[i] = run;
  }
  free(keys);
  return true;
}

const struct dxsig_part *dxsig_container_find(const struct dxsig_container_view *view,
                                              uint32_t fourcc) {
  for (size_t i = 0; i < view->count; ++i)
    if (view->parts[i].fourcc == fourcc)
      return &view->parts[i];
  return NULL;
}
