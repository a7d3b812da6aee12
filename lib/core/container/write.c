/* DXContainer writer (DXC DxilContainer.h): header, part offset table,
 * parts back to back, digest; the DXIL and HASH parts; and the parts of one
 * entry in DXC's order (SerializeDxilContainerForModule). */
#include <stdlib.h>
#include <string.h>

#include "parts.h"
#include "dxsig/sigpoint.h"

#define DIGEST_OFFSET 4u
#define DIGEST_START 20u /* the digest covers bytes 20 .. end */

bool dxsig_container_write(struct dxsig_bytes *out, const struct dxsig_part *parts,
                           size_t count, bool sign, struct dxsig_diag_list *diags) {
  /* Sizes in 64 bits first: the file must fit the u32 fields. */
  uint64_t total = DXSIG_CONTAINER_HEADER_SIZE;
  bool fits = count <= (UINT32_MAX - DXSIG_CONTAINER_HEADER_SIZE) / 4u;
  if (fits)
    total += 4u * (uint64_t)count;
  for (size_t i = 0; fits && i < count; ++i) {
    if (parts[i].size > UINT32_MAX || (!parts[i].data && parts[i].size)) {
      fits = false;
      break;
    }
    total += DXSIG_PART_HEADER_SIZE + (uint64_t)parts[i].size;
    fits = total <= UINT32_MAX;
  }
  if (!fits) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_SIZE,
                   "the container would be larger than 4 GiB");
    return false;
  }
  size_t start = out->len;
  dxsig_bytes_put(out, "DXBC", 4);
  dxsig_bytes_put_zeros(out, 16); /* digest */
  dxsig_bytes_put_u16(out, 1);    /* version 1.0 */
  dxsig_bytes_put_u16(out, 0);
  dxsig_bytes_put_u32(out, (uint32_t)total);
  dxsig_bytes_put_u32(out, (uint32_t)count);
  uint32_t offset = DXSIG_CONTAINER_HEADER_SIZE + 4u * (uint32_t)count;
  for (size_t i = 0; i < count; ++i) {
    dxsig_bytes_put_u32(out, offset);
    offset += DXSIG_PART_HEADER_SIZE + (uint32_t)parts[i].size;
  }
  for (size_t i = 0; i < count; ++i) {
    dxsig_bytes_put_u32(out, parts[i].fourcc);
    dxsig_bytes_put_u32(out, (uint32_t)parts[i].size);
    dxsig_bytes_put(out, parts[i].data, parts[i].size);
  }
  if (out->failed) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  if (sign)
    dxsig_container_sign(out->data + start, out->len - start);
  return true;
}

bool dxsig_container_sign(uint8_t *file, size_t size) {
  if (!file || size < DXSIG_CONTAINER_HEADER_SIZE || memcmp(file, "DXBC", 4) != 0)
    return false;
  uint8_t digest[16];
  dxsig_container_digest(file + DIGEST_START, size - DIGEST_START, false, digest);
  memcpy(file + DIGEST_OFFSET, digest, sizeof digest);
  return true;
}

bool dxsig_dxil_part_write(struct dxsig_bytes *out, enum dxsig_shader_stage stage,
                           uint32_t sm_major, uint32_t sm_minor,
                           uint32_t dxil_major, uint32_t dxil_minor,
                           const void *bitcode, size_t bitcode_size,
                           struct dxsig_diag_list *diags) {
  const size_t header = 24;
  if (sm_major > 15 || sm_minor > 15 || dxil_major > 255 || dxil_minor > 255 ||
      (unsigned)stage >= DXSIG_SHADER_STAGE_COUNT) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_DXIL,
                   "shader model %u.%u / DXIL version %u.%u cannot be encoded",
                   (unsigned)sm_major, (unsigned)sm_minor, (unsigned)dxil_major,
                   (unsigned)dxil_minor);
    return false;
  }
  if (bitcode_size > UINT32_MAX - header - 3) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_CONTAINER_SIZE, "the bitcode is too large");
    return false;
  }
  size_t padded = (bitcode_size + 3) & ~(size_t)3;
  /* ProgramVersion: kind << 16 | major << 4 | minor. */
  dxsig_bytes_put_u32(out, ((uint32_t)stage << 16) | (sm_major << 4) | sm_minor);
  dxsig_bytes_put_u32(out, (uint32_t)((header + padded) / 4)); /* SizeInUint32 */
  dxsig_bytes_put(out, "DXIL", 4);
  dxsig_bytes_put_u32(out, (dxil_major << 8) | dxil_minor);
  dxsig_bytes_put_u32(out, 16);                     /* BitcodeOffset from "DXIL" */
  dxsig_bytes_put_u32(out, (uint32_t)bitcode_size); /* BitcodeSize */
  dxsig_bytes_put(out, bitcode, bitcode_size);
  dxsig_bytes_put_zeros(out, padded - bitcode_size);
  if (out->failed) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    return false;
  }
  return true;
}

void dxsig_hash_part_write(struct dxsig_bytes *out, uint32_t flags,
                           const void *bitcode, size_t bitcode_size) {
  uint8_t digest[16];
  dxsig_md5(bitcode_size ? bitcode : "", bitcode_size, digest);
  dxsig_bytes_put_u32(out, flags);
  dxsig_bytes_put(out, digest, sizeof digest);
}

void dxsig_entry_parts_init(struct dxsig_entry_parts *p) {
  memset(p, 0, sizeof(*p));
}

void dxsig_entry_parts_finish(struct dxsig_entry_parts *p) {
  dxsig_bytes_finish(&p->isg1);
  dxsig_bytes_finish(&p->osg1);
  dxsig_bytes_finish(&p->psg1);
  dxsig_bytes_finish(&p->psv0);
  memset(p, 0, sizeof(*p));
}

bool dxsig_entry_parts_write(struct dxsig_entry_parts *p,
                             const struct dxsig_entry *entry,
                             const struct dxsig_part_options *opts,
                             const struct dxsig_psv_info *info,
                             struct dxsig_diag_list *diags) {
  if (!dxsig_parts_stage_ok(entry, diags))
    return false;
  /* Every writer runs, so that all problems are reported. */
  bool ok = dxsig_signature_part_write(&p->isg1, entry, DXSIG_SIG_INPUT, opts, diags);
  ok &= dxsig_signature_part_write(&p->osg1, entry, DXSIG_SIG_OUTPUT, opts, diags);
  p->has_psg1 = dxsig_signature_part_element_count(entry, DXSIG_SIG_PATCH_CONSTANT) > 0;
  if (p->has_psg1)
    ok &= dxsig_signature_part_write(&p->psg1, entry, DXSIG_SIG_PATCH_CONSTANT, opts,
                                     diags);
  /* Only its own problems: the lists have been reported once already. */
  if (ok)
    ok = dxsig_psv0_write(&p->psv0, entry, opts, info, diags);
  return ok;
}

bool dxsig_container_build(struct dxsig_bytes *out,
                           const struct dxsig_container_input *in,
                           struct dxsig_diag_list *diags) {
  struct dxsig_entry_parts ep;
  dxsig_entry_parts_init(&ep);
  struct dxsig_bytes hash, dxil;
  dxsig_bytes_init(&hash);
  dxsig_bytes_init(&dxil);
  /* Records without registers would be no container DXC writes: the
   * entry is packed first (dxsig-pack, dxsig_model_pack), as dxsig-lower
   * requires. */
  bool ok = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    if (dxsig_signature_needs_packing(in->entry, (enum dxsig_sig_kind)k)) {
      dxsig_diag_add_element(diags, DXSIG_ERROR, DXSIG_RULE_LOWER_UNPACKED, in->entry,
                             (enum dxsig_sig_kind)k, DXSIG_NO_ELEMENT,
                             "not packed (elements without StartRow/StartCol); pack it "
                             "first (dxsig_signature_pack)");
      ok = false;
    }
  ok = ok && dxsig_entry_parts_write(&ep, in->entry, &in->opts, &in->psv, diags);
  if (ok && in->with_dxil) {
    /* DXC writes HASH from validator 1.5 on: flags 0, MD5 of the bitcode. */
    if (dxsig_version_compare(in->opts.valver_major, in->opts.valver_minor, 1, 5) >= 0)
      dxsig_hash_part_write(&hash, 0, in->bitcode, in->bitcode_size);
    ok = dxsig_dxil_part_write(&dxil, in->entry->stage, in->sm_major, in->sm_minor,
                               in->dxil_major, in->dxil_minor, in->bitcode,
                               in->bitcode_size, diags);
  }
  if (ok) {
    struct dxsig_part parts[8];
    size_t n = 0;
    parts[n++] = (struct dxsig_part){DXSIG_PART_ISG1, ep.isg1.data, ep.isg1.len};
    parts[n++] = (struct dxsig_part){DXSIG_PART_OSG1, ep.osg1.data, ep.osg1.len};
    if (ep.has_psg1)
      parts[n++] = (struct dxsig_part){DXSIG_PART_PSG1, ep.psg1.data, ep.psg1.len};
    parts[n++] = (struct dxsig_part){DXSIG_PART_PSV0, ep.psv0.data, ep.psv0.len};
    if (in->rts0)
      parts[n++] = (struct dxsig_part){DXSIG_PART_RTS0, in->rts0, in->rts0_size};
    if (hash.len)
      parts[n++] = (struct dxsig_part){DXSIG_PART_HASH, hash.data, hash.len};
    if (in->with_dxil)
      parts[n++] = (struct dxsig_part){DXSIG_PART_DXIL, dxil.data, dxil.len};
    ok = !hash.failed && dxsig_container_write(out, parts, n, in->sign, diags);
  }
  dxsig_entry_parts_finish(&ep);
  dxsig_bytes_finish(&hash);
  dxsig_bytes_finish(&dxil);
  return ok;
}
