#define _POSIX_C_SOURCE 200809L
/* Container parts and files: hashes against published vectors, the worked
 * examples (the seed's vs_main and ps_main parts, a 208-byte PSV0), the
 * example container test/fixtures/vs_example.dxbc byte for byte, validator-version variants, the DXIL part, and
 * the reader / dumper on every truncation and on random corruption. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/container.h"
#include "ll_mini.h"
#include "test.h"

static char source_dir[1024];

static void hex(char *out, const uint8_t *p, size_t n) {
  for (size_t i = 0; i < n; ++i)
    sprintf(out + 2 * i, "%02x", p[i]);
  out[2 * n] = '\0';
}

/* Compacts "03000000 0800..." (blanks and newlines ignored) into bytes. */
static size_t unhex(uint8_t *out, const char *text) {
  size_t n = 0;
  for (const char *p = text; *p;) {
    if (*p == ' ' || *p == '\n') {
      ++p;
      continue;
    }
    unsigned v;
    sscanf(p, "%2x", &v);
    out[n++] = (uint8_t)v;
    p += 2;
  }
  return n;
}

#define ASSERT_BYTES(got, got_len, want_text)                                  \
  do {                                                                         \
    static uint8_t want_[4096];                                                \
    size_t want_len_ = unhex(want_, want_text);                                \
    if ((got_len) != want_len_ || memcmp((got), want_, want_len_) != 0) {      \
      static char a_[8200], b_[8200];                                          \
      hex(a_, (got), (got_len) < 4000 ? (got_len) : 4000);                     \
      hex(b_, want_, want_len_);                                               \
      TEST_FAIL_AT("bytes differ (%zu vs %zu):\n got  %s\n want %s",           \
                   (size_t)(got_len), want_len_, a_, b_);                      \
    }                                                                          \
  } while (0)

/* ---- hashes ---------------------------------------------------------------- */

TEST(md5_rfc1321_vectors) {
  static const struct {
    const char *in, *out;
  } v[] = {
      {"", "d41d8cd98f00b204e9800998ecf8427e"},
      {"a", "0cc175b9c0f1b6a831c399e269772661"},
      {"abc", "900150983cd24fb0d6963f7d28e17f72"},
      {"message digest", "f96b697d7cb7938d525a2f31aaf161d0"},
      {"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"},
      {"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
       "d174ab98d277d9f5a5611c2c9f419d9f"},
      {"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
       "57edf4a22be3c955ac49da2e2107b67a"},
  };
  for (size_t i = 0; i < sizeof v / sizeof v[0]; ++i) {
    uint8_t d[16];
    char text[33];
    dxsig_md5(v[i].in, strlen(v[i].in), d);
    hex(text, d, 16);
    ASSERT_EQ_STR(text, v[i].out);
  }
}

/* Lengths around the padding's block edges (55/56: one or two final
 * blocks; 64: a whole block then padding alone) and several blocks. Bytes
 * i * 7 + 3; digests from Python's hashlib. */
TEST(md5_block_edges) {
  static const struct {
    size_t len;
    const char *out;
  } v[] = {
      {55, "52c0e574e1198de5fe3f8f11440dcb1b"},   {56, "46c9907fc908ee68b1e7b8e71286a518"},
      {63, "a62f6d59e837867693f042f5b8f5a236"},   {64, "7160b8fb5e9e4023d549c3971fbaeead"},
      {65, "70bd662e7aefbda85a0f7244167b7897"},   {119, "e84905d4214f4d1ca56c2cdcc152b143"},
      {120, "e3eb5a6c8669ea01a8c185b8abc8a5dc"},  {128, "10b2da1a82f16d99a81a7203fe9f02cb"},
      {1000, "10046f077f2082ac19676b8079f1cb1a"},
  };
  static uint8_t in[1000];
  for (size_t i = 0; i < sizeof in; ++i)
    in[i] = (uint8_t)(i * 7 + 3);
  for (size_t i = 0; i < sizeof v / sizeof v[0]; ++i) {
    uint8_t d[16];
    char text[33];
    dxsig_md5(in, v[i].len, d);
    hex(text, d, 16);
    ASSERT_EQ_STR(text, v[i].out);
  }
}

/* DXC unittests/DxilHash vectors, as A B C D. */
TEST(container_digest_dxc_vectors) {
  char in[161];
  static const char *const want[] = {
      "f6600d14 bae275b7 d4be4a4e a1e9b201", "00830fe6 d8d8a035 e6d62794 016629df",
      "a5e5a0bb d96dd9f8 0b4b7191 d63aa54a", "58ed1b7a 90ede58b f9ad857c 5440e613",
      "f4fc06fc 0bbd9ef7 765ae0f7 52a55925"};
  for (int t = 0; t < 5; ++t) {
    size_t n = 160;
    if (t == 0) {
      n = 0;
    } else if (t == 1) {
      static const char *tails[] = {"abcdef", "ghijkl", "mnopqr", "stuvwx", "yzabcd"};
      for (int k = 0; k < 5; ++k) {
        memcpy(in + 32 * k, "abcdefghijklmnopqrstuvwxyz", 26);
        memcpy(in + 32 * k + 26, tails[k], 6);
      }
    } else {
      for (int k = 0; k < 160; ++k)
        in[k] = t == 2 ? 'a' : t == 3 ? 'z' : "ab"[k % 2];
    }
    uint8_t d[16];
    dxsig_container_digest(in, n, false, d);
    char got[40];
    snprintf(got, sizeof got, "%02x%02x%02x%02x %02x%02x%02x%02x %02x%02x%02x%02x %02x%02x%02x%02x",
             d[3], d[2], d[1], d[0], d[7], d[6], d[5], d[4], d[11], d[10], d[9], d[8], d[15],
             d[14], d[13], d[12]);
    ASSERT_EQ_STR(got, want[t]);
  }
}

/* ---- the worked examples ------------------------------------------------- */

static const uint32_t I0[] = {0}, I1[] = {1}, I01[] = {0, 1};

static struct dxsig_element el(uint32_t id, const char *name, uint32_t kind,
                               const uint32_t *idx, uint32_t rows, uint32_t interp,
                               uint32_t cols, int row, int col, uint32_t usage) {
  struct dxsig_element e;
  memset(&e, 0, sizeof e);
  e.id = id;
  e.name = name;
  e.name_len = strlen(name);
  e.comp_type = DXSIG_COMP_F32;
  e.kind = kind;
  e.indices = idx;
  e.index_count = rows;
  e.interp = interp;
  e.rows = rows;
  e.cols = cols;
  e.start_row = row;
  e.start_col = col;
  e.usage_mask = usage;
  return e;
}

static struct dxsig_element vs_in[2], vs_out[1], ps_in[3], ps_out[3];

static void seed_entries(struct dxsig_entry *vs, struct dxsig_entry *ps) {
  vs_in[0] = el(0, "POSITION", 0, I0, 1, 0, 4, 0, 0, 15);
  vs_in[1] = el(1, "TEXCOORD", 0, I01, 2, 0, 4, 1, 0, 15);
  vs_out[0] = el(0, "SV_Position", 3, I0, 1, 4, 4, 0, 0, 15);
  ps_in[0] = el(0, "SV_Position", 3, I0, 1, 4, 4, 0, 0, 15);
  ps_in[1] = el(1, "TEXCOORD", 0, I0, 1, 2, 4, 1, 0, 15);
  ps_in[2] = el(2, "TEXCOORD", 0, I1, 1, 2, 4, 2, 0, 7);
  ps_out[0] = el(0, "SV_Target", 16, I0, 1, 0, 4, 0, 0, 15);
  ps_out[1] = el(1, "SV_Target", 16, I1, 1, 0, 4, 1, 0, 15);
  ps_out[2] = el(2, "SV_Depth", 17, I0, 1, 0, 1, -1, -1, 1);
  memset(vs, 0, sizeof *vs);
  memset(ps, 0, sizeof *ps);
  vs->name = "vs_main";
  vs->stage = DXSIG_STAGE_VERTEX;
  ps->name = "ps_main";
  ps->stage = DXSIG_STAGE_PIXEL;
  vs->has_stage = ps->has_stage = true;
  for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
    vs->sigs[k].kind = ps->sigs[k].kind = (enum dxsig_sig_kind)k;
  vs->sigs[0] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = vs_in, .count = 2};
  vs->sigs[1] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = vs_out, .count = 1};
  ps->sigs[0] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = ps_in, .count = 3};
  ps->sigs[1] = (struct dxsig_signature){.kind = DXSIG_SIG_OUTPUT, .present = true, .elements = ps_out, .count = 3};
}

static const struct dxsig_part_options V18 = {1, 8, false, DXSIG_TESS_DOMAIN_UNDEFINED};

/* A hull shader's inputs: SV_OutputControlPointID and SV_PrimitiveID are
 * NotInSig there. The parts hold neither; DXIL's entry record keeps the
 * one before a listed element (IDs are positions) and drops the last. */
TEST(record_and_part_element_counts) {
  struct dxsig_element in[4];
  in[0] = el(0, "P", 0, I0, 1, 0, 4, 0, 0, 15);
  in[1] = el(1, "SV_OutputControlPointID", 8, I0, 1, 0, 1, -1, -1, 1);
  in[2] = el(2, "TEXCOORD", 0, I0, 1, 0, 2, 1, 0, 3);
  in[3] = el(3, "SV_PrimitiveID", 10, I0, 1, 0, 1, -1, -1, 1);
  struct dxsig_entry hs;
  memset(&hs, 0, sizeof hs);
  hs.name = "hs_main";
  hs.stage = DXSIG_STAGE_HULL;
  hs.has_stage = true;
  hs.sigs[0] = (struct dxsig_signature){.kind = DXSIG_SIG_INPUT, .present = true, .elements = in, .count = 4};
  ASSERT_EQ_INT(dxsig_signature_part_element_count(&hs, DXSIG_SIG_INPUT), 2);
  ASSERT_EQ_INT(dxsig_signature_record_element_count(&hs, DXSIG_SIG_INPUT), 3);
  hs.sigs[0].count = 2; /* only NotInSig after P */
  ASSERT_EQ_INT(dxsig_signature_record_element_count(&hs, DXSIG_SIG_INPUT), 1);
  hs.has_stage = false; /* no stage: nothing is known to be left out */
  ASSERT_EQ_INT(dxsig_signature_record_element_count(&hs, DXSIG_SIG_INPUT), 2);
}

TEST(signature_parts_worked_example) {
  struct dxsig_entry vs, ps;
  seed_entries(&vs, &ps);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_bytes b;

  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_signature_part_write(&b, &vs, DXSIG_SIG_INPUT, &V18, &d));
  ASSERT_BYTES(b.data, b.len,
               "03000000 08000000"
               "00000000 68000000 00000000 00000000 03000000 00000000 0f0f0000 00000000"
               "00000000 71000000 00000000 00000000 03000000 01000000 0f0f0000 00000000"
               "00000000 71000000 01000000 00000000 03000000 02000000 0f0f0000 00000000"
               "504f534954494f4e00 544558434f4f524400 0000");
  dxsig_bytes_finish(&b);

  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_signature_part_write(&b, &vs, DXSIG_SIG_OUTPUT, &V18, &d));
  ASSERT_BYTES(b.data, b.len,
               "01000000 08000000"
               "00000000 28000000 00000000 01000000 03000000 00000000 0f000000 00000000"
               "53565f506f736974696f6e00");
  dxsig_bytes_finish(&b);

  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_signature_part_write(&b, &ps, DXSIG_SIG_INPUT, &V18, &d));
  ASSERT_BYTES(b.data, b.len,
               "03000000 08000000"
               "00000000 68000000 00000000 01000000 03000000 00000000 0f0f0000 00000000"
               "00000000 74000000 00000000 00000000 03000000 01000000 0f0f0000 00000000"
               "00000000 74000000 01000000 00000000 03000000 02000000 0f070000 00000000"
               "53565f506f736974696f6e00 544558434f4f524400 000000");
  dxsig_bytes_finish(&b);

  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_signature_part_write(&b, &ps, DXSIG_SIG_OUTPUT, &V18, &d));
  ASSERT_BYTES(b.data, b.len,
               "03000000 08000000"
               "00000000 68000000 00000000 40000000 03000000 00000000 0f000000 00000000"
               "00000000 68000000 01000000 40000000 03000000 01000000 0f000000 00000000"
               "00000000 72000000 00000000 41000000 03000000 ffffffff 010e0000 00000000"
               "53565f54617267657400 53565f446570746800 00");
  dxsig_bytes_finish(&b);
  ASSERT_EQ_INT(d.count, 0);
  dxsig_diag_list_finish(&d);
}

/* Validator-version variants on the same signature (DXC DxilContainerAssembler.cpp). */
TEST(signature_parts_validator_versions) {
  struct dxsig_entry vs, ps;
  seed_entries(&vs, &ps);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_bytes b;
  /* 1.0: outputs NeverWrites = ~Mask (a byte), no padding; names one copy
   * per arbitrary element, system values shared per kind. */
  struct dxsig_part_options v10 = {1, 0, false, DXSIG_TESS_DOMAIN_UNDEFINED};
  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_signature_part_write(&b, &ps, DXSIG_SIG_OUTPUT, &v10, &d));
  ASSERT_BYTES(b.data, b.len,
               "03000000 08000000"
               "00000000 68000000 00000000 40000000 03000000 00000000 0ff00000 00000000"
               "00000000 68000000 01000000 40000000 03000000 01000000 0ff00000 00000000"
               "00000000 72000000 00000000 41000000 03000000 ffffffff 01fe0000 00000000"
               "53565f54617267657400 53565f446570746800");
  dxsig_bytes_finish(&b);
  /* 1.4: inputs AlwaysReads 0; two TEXCOORD elements, two copies. */
  struct dxsig_part_options v14 = {1, 4, false, DXSIG_TESS_DOMAIN_UNDEFINED};
  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_signature_part_write(&b, &ps, DXSIG_SIG_INPUT, &v14, &d));
  ASSERT_BYTES(b.data, b.len,
               "03000000 08000000"
               "00000000 68000000 00000000 01000000 03000000 00000000 0f000000 00000000"
               "00000000 74000000 00000000 00000000 03000000 01000000 0f000000 00000000"
               "00000000 7d000000 01000000 00000000 03000000 02000000 0f000000 00000000"
               "53565f506f736974696f6e00 544558434f4f524400 544558434f4f524400");
  dxsig_bytes_finish(&b);
  /* 1.5: usage masks, still no de-duplication or padding. */
  struct dxsig_part_options v15 = {1, 5, false, DXSIG_TESS_DOMAIN_UNDEFINED};
  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_signature_part_write(&b, &ps, DXSIG_SIG_INPUT, &v15, &d));
  ASSERT_EQ_INT(b.len, 8 + 3 * 32 + 12 + 9 + 9);
  ASSERT_EQ_INT(b.data[8 + 2 * 32 + 25], 0x07);
  dxsig_bytes_finish(&b);
  /* Validator 0.x means "latest". */
  ASSERT_EQ_INT(dxsig_psv_version(0, 0), 4);
  ASSERT_EQ_INT(dxsig_psv_version(1, 0), 0);
  ASSERT_EQ_INT(dxsig_psv_version(1, 1), 1);
  ASSERT_EQ_INT(dxsig_psv_version(1, 5), 1);
  ASSERT_EQ_INT(dxsig_psv_version(1, 6), 2);
  ASSERT_EQ_INT(dxsig_psv_version(1, 7), 2);
  ASSERT_EQ_INT(dxsig_psv_version(1, 8), 3);
  ASSERT_EQ_INT(dxsig_psv_version(1, 9), 3);
  ASSERT_EQ_INT(dxsig_psv_version(1, 10), 4);
  ASSERT_EQ_INT(dxsig_psv_version(2, 0), 4);
  dxsig_diag_list_finish(&d);
}

/* The worked vs_main PSV0 with its input->output table given as a serialized ViewID
 * state: 12 input components, output row 0 component c <- input c. */
static const uint32_t VS_VIEWID[] = {12, 4, 1, 2, 4, 8, 1, 2, 4, 8, 1, 2, 4, 8};

static const char VS_PSV0[] =
    "34000000 01000000 00000000 00000000 00000000 00000000 ffffffff"
    "01000000 02010003 01000000 00000000 00000000 00000000 13000000"
    "00000000 1c000000"
    "00504f534954494f4e00544558434f4f52440076735f6d61696e0000"
    "03000000 00000000 00000000 01000000"
    "10000000"
    "01000000 00000000 01004400 03000000"
    "0a000000 01000000 02014400 03000000"
    "00000000 00000000 01004403 03040000"
    "01000000 02000000 04000000 08000000 01000000 02000000 04000000 08000000"
    "01000000 02000000 04000000 08000000";

TEST(psv0_worked_example) {
  struct dxsig_entry vs, ps;
  seed_entries(&vs, &ps);
  struct dxsig_psv_info info;
  dxsig_psv_info_init(&info);
  info.view_id_state = VS_VIEWID;
  info.view_id_state_words = sizeof VS_VIEWID / sizeof VS_VIEWID[0];
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_bytes b;
  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_psv0_write(&b, &vs, &V18, &info, &d));
  ASSERT_EQ_INT(b.len, 208);
  ASSERT_BYTES(b.data, b.len, VS_PSV0);
  dxsig_bytes_finish(&b);
  /* Without data-flow information: the same, table all zero. */
  dxsig_bytes_init(&b);
  ASSERT_TRUE(dxsig_psv0_write(&b, &vs, &V18, NULL, &d));
  ASSERT_EQ_INT(b.len, 208);
  for (size_t i = 0xa0; i < 208; ++i)
    ASSERT_EQ_INT(b.data[i], 0);
  dxsig_bytes_finish(&b);
  /* A state that does not fit the vector counts is an error. */
  info.view_id_state_words--;
  dxsig_bytes_init(&b);
  ASSERT_TRUE(!dxsig_psv0_write(&b, &vs, &V18, &info, &d));
  ASSERT_EQ_INT(d.error_count, 1);
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_LOWER_VIEWID);
  dxsig_bytes_finish(&b);
  dxsig_diag_list_finish(&d);
}

static uint8_t *load(const char *name, size_t *len) {
  char path[2048];
  snprintf(path, sizeof path, "%s/test/fixtures/%s", source_dir, name);
  return (uint8_t *)ll_read_file(path, len);
}

/* The spec's example container (fixtures/examples/vs_example.dxbc), from
 * the elements: SFI0, ISG1, OSG1, PSV0, HASH, DXIL, signed. */
TEST(vs_example_container_byte_identical) {
  size_t want_len;
  uint8_t *want = load("vs_example.dxbc", &want_len);
  ASSERT_TRUE(want != NULL);
  struct dxsig_entry vs, ps;
  seed_entries(&vs, &ps);
  struct dxsig_psv_info info;
  dxsig_psv_info_init(&info);
  info.view_id_state = VS_VIEWID;
  info.view_id_state_words = sizeof VS_VIEWID / sizeof VS_VIEWID[0];
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_entry_parts ep;
  dxsig_entry_parts_init(&ep);
  ASSERT_TRUE(dxsig_entry_parts_write(&ep, &vs, &V18, &info, &d));
  ASSERT_TRUE(!ep.has_psg1);
  struct dxsig_bytes hash, dxil, file;
  dxsig_bytes_init(&hash);
  dxsig_bytes_init(&dxil);
  dxsig_bytes_init(&file);
  dxsig_hash_part_write(&hash, 0, NULL, 0);
  ASSERT_TRUE(dxsig_dxil_part_write(&dxil, DXSIG_STAGE_VERTEX, 6, 0, 1, 0, NULL, 0, &d));
  static const uint8_t sfi0[8] = {0};
  struct dxsig_part parts[] = {
      {DXSIG_PART_SFI0, sfi0, 8},
      {DXSIG_PART_ISG1, ep.isg1.data, ep.isg1.len},
      {DXSIG_PART_OSG1, ep.osg1.data, ep.osg1.len},
      {DXSIG_PART_PSV0, ep.psv0.data, ep.psv0.len},
      {DXSIG_PART_HASH, hash.data, hash.len},
      {DXSIG_PART_DXIL, dxil.data, dxil.len},
  };
  ASSERT_TRUE(dxsig_container_write(&file, parts, 6, true, &d));
  ASSERT_EQ_INT(file.len, want_len);
  ASSERT_TRUE(memcmp(file.data, want, want_len) == 0);
  /* Unsigned: a zero digest, the rest the same. */
  struct dxsig_bytes unsigned_file;
  dxsig_bytes_init(&unsigned_file);
  ASSERT_TRUE(dxsig_container_write(&unsigned_file, parts, 6, false, &d));
  for (int i = 4; i < 20; ++i)
    ASSERT_EQ_INT(unsigned_file.data[i], 0);
  ASSERT_TRUE(memcmp(unsigned_file.data + 20, want + 20, want_len - 20) == 0);
  ASSERT_TRUE(dxsig_container_sign(unsigned_file.data, unsigned_file.len));
  ASSERT_TRUE(memcmp(unsigned_file.data, want, want_len) == 0);
  dxsig_bytes_finish(&unsigned_file);
  dxsig_bytes_finish(&hash);
  dxsig_bytes_finish(&dxil);
  dxsig_bytes_finish(&file);
  dxsig_entry_parts_finish(&ep);
  dxsig_diag_list_finish(&d);
  free(want);
}

/* dxsig_container_build: DXC's part order and alignment by version. */
TEST(container_build_order_and_alignment) {
  struct dxsig_entry vs, ps;
  seed_entries(&vs, &ps);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  static const uint8_t bitcode[5] = {'B', 'C', 0xC0, 0xDE, 1};
  for (int v = 0; v < 3; ++v) {
    static const uint32_t minors[] = {0, 5, 8};
    struct dxsig_container_input in;
    memset(&in, 0, sizeof in);
    in.entry = &ps;
    in.opts = (struct dxsig_part_options){1, minors[v], false, DXSIG_TESS_DOMAIN_UNDEFINED};
    dxsig_psv_info_init(&in.psv);
    in.with_dxil = true;
    in.sm_major = 6;
    in.sm_minor = 8;
    in.dxil_major = 1;
    in.dxil_minor = 8;
    in.bitcode = bitcode;
    in.bitcode_size = sizeof bitcode;
    in.sign = true;
    struct dxsig_bytes file;
    dxsig_bytes_init(&file);
    ASSERT_TRUE(dxsig_container_build(&file, &in, &d));
    struct dxsig_container_view view;
    ASSERT_TRUE(dxsig_container_read(&view, file.data, file.len, &d));
    /* ISG1 OSG1 PSV0 [HASH from 1.5] DXIL */
    ASSERT_EQ_INT(view.count, v == 0 ? 4 : 5);
    ASSERT_EQ_INT(view.parts[0].fourcc, DXSIG_PART_ISG1);
    ASSERT_EQ_INT(view.parts[1].fourcc, DXSIG_PART_OSG1);
    ASSERT_EQ_INT(view.parts[2].fourcc, DXSIG_PART_PSV0);
    ASSERT_EQ_INT(view.parts[view.count - 1].fourcc, DXSIG_PART_DXIL);
    bool aligned = true;
    for (size_t i = 0; i < view.count; ++i)
      aligned &= view.parts[i].size % 4 == 0;
    ASSERT_EQ_INT(aligned, v == 2); /* odd signature parts below 1.7 */
    const struct dxsig_part *dx = dxsig_container_find(&view, DXSIG_PART_DXIL);
    ASSERT_EQ_INT(dx->size, 24 + 8);
    ASSERT_EQ_INT(dx->data[0], 0x68); /* SM 6.8 */
    ASSERT_EQ_INT(dx->data[2], 0);    /* pixel */
    ASSERT_EQ_INT(dx->data[20], 5);   /* unpadded bitcode size */
    ASSERT_EQ_INT(view.file_size, file.len);
    uint8_t digest[16];
    dxsig_container_digest(file.data + 20, file.len - 20, false, digest);
    ASSERT_TRUE(memcmp(digest, file.data + 4, 16) == 0);
    dxsig_container_view_finish(&view);
    dxsig_bytes_finish(&file);
  }
  ASSERT_EQ_INT(d.error_count, 0);
  dxsig_diag_list_finish(&d);
}

/* Elements the format cannot hold are reported, not written. */
TEST(writer_rejects_unrepresentable_elements) {
  struct dxsig_entry vs, ps;
  seed_entries(&vs, &ps);
  vs_out[0].cols = 5;
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_bytes b;
  dxsig_bytes_init(&b);
  ASSERT_TRUE(!dxsig_signature_part_write(&b, &vs, DXSIG_SIG_OUTPUT, &V18, &d));
  ASSERT_EQ_INT(d.error_count, 1);
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_STR(d.items[0].message,
                "entry 'vs_main' output element 0 'SV_Position0': cannot be written to a "
                "container part: Cols must be 1 to 4");
  /* The same element, as fields. */
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_LOWER_ELEMENT);
  ASSERT_EQ_STR(d.items[0].entry, "vs_main");
  ASSERT_TRUE(d.items[0].has_list);
  ASSERT_EQ_INT(d.items[0].list, DXSIG_SIG_OUTPUT);
  ASSERT_EQ_INT(d.items[0].element, 0);
  ASSERT_EQ_STR(d.items[0].element_name, "SV_Position0");
  vs_out[0].cols = 4;
  vs_out[0].start_col = 1;
  ASSERT_TRUE(!dxsig_signature_part_write(&b, &vs, DXSIG_SIG_OUTPUT, &V18, &d));
  vs.has_stage = false;
  ASSERT_TRUE(!dxsig_psv0_write(&b, &vs, &V18, NULL, &d));
  dxsig_bytes_finish(&b);
  dxsig_diag_list_finish(&d);
}

/* ---- reader and dumper on damaged input ------------------------------------ */

static uint32_t rng_state = 12345;
static uint32_t rng(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 17;
  rng_state ^= rng_state << 5;
  return rng_state;
}

struct dump_outcome {
  bool ok;
  size_t diags, errors, text_len;
};

/* Dumps an exact-size heap copy (ASan sees any read past the end) and
 * checks the outcome: refused with an error and no text (not a container),
 * or text whose first line names the container and its size, with an
 * error when the dump says it failed and none when it succeeded. Returns
 * what is wrong, or NULL. */
static const char *dump_checked(const uint8_t *data, size_t size, struct dump_outcome *r) {
  uint8_t *copy = malloc(size ? size : 1);
  if (size)
    memcpy(copy, data, size);
  struct dxsig_buffer out;
  dxsig_buffer_init(&out);
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  r->ok = dxsig_container_dump(&out, copy, size, &d);
  r->diags = d.count;
  r->errors = d.error_count;
  r->text_len = out.len;
  const char *why = NULL;
  bool container = size >= 32 && memcmp(data, "DXBC", 4) == 0;
  char first[96] = "";
  if (container)
    snprintf(first, sizeof first, "; DXContainer %u.%u, %zu bytes, ",
             (unsigned)(data[20] | data[21] << 8), (unsigned)(data[22] | data[23] << 8), size);
  if (r->ok != (d.error_count == 0))
    why = r->ok ? "succeeded with an error" : "failed without an error";
  else if (!container && (r->ok || out.len))
    why = "not a container, yet dumped";
  else if (container && (out.failed || !out.data || strncmp(out.data, first, strlen(first)) != 0 ||
                         out.data[out.len - 1] != '\n'))
    why = "a container, but the text does not start with its header line";
  for (size_t i = 0; !why && i < d.count; ++i)
    if (!d.items[i].message || !d.items[i].message[0])
      why = "an empty diagnostic";
  dxsig_diag_list_finish(&d);
  dxsig_buffer_finish(&out);
  free(copy);
  return why;
}

#define ASSERT_DUMP(data, size, outcome)                                   \
  do {                                                                     \
    size_t size_ = (size);                                                 \
    const char *why_ = dump_checked((data), size_, (outcome));             \
    if (why_)                                                              \
      TEST_FAIL_AT("dump of %zu bytes: %s", size_, why_);                  \
  } while (0)

/* Every prefix of a container is refused (under 32 bytes) or dumped with
 * its size named and the size mismatch reported; the whole file dumps
 * cleanly. Random damage never breaks those rules. */
TEST(dump_survives_truncation_and_corruption) {
  size_t len;
  uint8_t *file = load("vs_example.dxbc", &len);
  size_t rlen;
  uint8_t *rts = load("rts0_v1_1_example.dxbc", &rlen);
  ASSERT_TRUE(file && rts);
  struct dump_outcome r;
  const uint8_t *files[2] = {file, rts};
  size_t lens[2] = {len, rlen};
  for (int f = 0; f < 2; ++f)
    for (size_t n = 0; n <= lens[f]; ++n) {
      ASSERT_DUMP(files[f], n, &r);
      if (n < 32)
        ASSERT_TRUE(!r.ok && r.errors >= 1 && r.text_len == 0);
      else if (n < lens[f])
        ASSERT_TRUE(r.diags >= 1 && r.text_len > 0);
      else
        ASSERT_TRUE(r.ok && r.diags == 0 && r.text_len > 0);
    }
  uint8_t *m = malloc(len > rlen ? len : rlen);
  for (int round = 0; round < 20000; ++round) {
    const uint8_t *src = round % 4 == 3 ? rts : file;
    size_t n = round % 4 == 3 ? rlen : len;
    memcpy(m, src, n);
    int flips = 1 + (int)(rng() % 8);
    for (int f = 0; f < flips; ++f) {
      size_t at = rng() % n;
      /* Bias towards the header and size fields. */
      if (rng() % 2)
        at = rng() % (n < 96 ? n : 96);
      m[at] = (uint8_t)(rng() % 3 == 0 ? 0xFF : rng());
    }
    ASSERT_DUMP(m, n - (rng() % 3 == 0 ? rng() % n : 0), &r);
  }
  for (int round = 0; round < 2000; ++round) {
    size_t n = rng() % 256;
    for (size_t i = 0; i < n; ++i)
      m[i] = (uint8_t)rng();
    if (n >= 4)
      memcpy(m, "DXBC", 4);
    ASSERT_DUMP(m, n, &r);
  }
  free(m);
  free(file);
  free(rts);
}

/* Writers on arbitrary elements (most of them invalid): never a crash or
 * an out-of-bounds access; either a diagnostic or parts that the reader
 * takes apart again with every record inside the part. */
TEST(writers_survive_random_elements) {
  static struct dxsig_element els[3][24];
  static uint32_t idx[3][24][40];
  static const char *const names[] = {"A", "TEXCOORD", "SV_Position", "sv_target", "", "B\0C",
                                      "SV_TessFactor", "SV_Depth", "COLOR"};
  int written = 0;
  for (int round = 0; round < 4000; ++round) {
    struct dxsig_entry e;
    memset(&e, 0, sizeof e);
    e.name = "main";
    e.has_stage = rng() % 16 != 0;
    e.stage = (enum dxsig_shader_stage)(rng() % DXSIG_SHADER_STAGE_COUNT);
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      size_t n = rng() % 5 ? rng() % 12 : 0;
      for (size_t i = 0; i < n; ++i) {
        struct dxsig_element *el = &els[k][i];
        memset(el, 0, sizeof *el);
        el->id = (uint32_t)i;
        const char *nm = names[rng() % (sizeof names / sizeof names[0])];
        el->name = nm;
        el->name_len = nm[0] == 'B' ? 3 : strlen(nm);
        el->comp_type = rng() % 21;
        el->kind = rng() % 4 ? rng() % 34 : rng();
        el->rows = rng() % 16 ? 1 + rng() % 4 : rng() % 40;
        el->index_count = rng() % 32 ? el->rows : rng() % 40;
        for (uint32_t r = 0; r < 40; ++r)
          idx[k][i][r] = rng() % 4;
        el->indices = rng() % 64 ? idx[k][i] : NULL;
        bool sane = rng() % 8 != 0; /* mostly representable elements */
        el->interp = sane ? rng() % 8 : rng() % 10;
        el->cols = sane ? 1 + rng() % 4 : rng() % 6;
        bool alloc = rng() % 3 != 0;
        el->start_row = alloc ? (int32_t)(sane ? rng() % (33 - (el->rows % 33)) : rng() % 34) : -1;
        el->start_col = alloc ? (int32_t)(sane && el->cols <= 4 ? rng() % (5 - el->cols) : rng() % 5) : -1;
        if (rng() % 40 == 0)
          el->start_col = -1;
        el->usage_mask = rng() % 256;
        el->dyn_index_mask = rng() % 32;
        el->stream = rng() % 8 ? 0 : rng() % 6;
      }
      e.sigs[k] = (struct dxsig_signature){.kind = (enum dxsig_sig_kind)k, .present = n > 0, .elements = els[k], .count = n};
    }
    struct dxsig_part_options o = {1, rng() % 11, rng() % 2 != 0,
                                   (enum dxsig_tess_domain)(rng() % 4)};
    struct dxsig_psv_info info;
    dxsig_psv_info_init(&info);
    struct dxsig_diag_list d;
    dxsig_diag_list_init(&d);
    struct dxsig_entry_parts parts;
    dxsig_entry_parts_init(&parts);
    if (dxsig_entry_parts_write(&parts, &e, &o, &info, &d)) {
      written++;
      const struct dxsig_bytes *sp[3] = {&parts.isg1, &parts.osg1, &parts.psg1};
      for (int k = 0; k < 3; ++k) {
        if (k == 2 && !parts.has_psg1)
          continue;
        const uint8_t *p = sp[k]->data;
        ASSERT_TRUE(sp[k]->len >= 8);
        uint32_t count = (uint32_t)p[0] | (uint32_t)p[1] << 8;
        ASSERT_TRUE(8 + 32 * (size_t)count <= sp[k]->len);
        for (uint32_t r = 0; r < count; ++r) {
          const uint8_t *rec = p + 8 + 32 * r;
          uint32_t name = (uint32_t)rec[4] | (uint32_t)rec[5] << 8;
          ASSERT_TRUE(name >= 8 + 32 * count && name < sp[k]->len);
        }
      }
      /* The dumper reads the whole set back without complaint. */
      struct dxsig_part list[] = {{DXSIG_PART_ISG1, parts.isg1.data, parts.isg1.len},
                                  {DXSIG_PART_OSG1, parts.osg1.data, parts.osg1.len},
                                  {DXSIG_PART_PSV0, parts.psv0.data, parts.psv0.len}};
      struct dxsig_bytes file;
      dxsig_bytes_init(&file);
      ASSERT_TRUE(dxsig_container_write(&file, list, 3, true, &d));
      struct dxsig_buffer text;
      dxsig_buffer_init(&text);
      ASSERT_TRUE(dxsig_container_dump(&text, file.data, file.len, &d));
      ASSERT_TRUE(text.data && !strstr(text.data, "malformed"));
      dxsig_buffer_finish(&text);
      dxsig_bytes_finish(&file);
    } else {
      ASSERT_TRUE(d.error_count > 0);
    }
    dxsig_entry_parts_finish(&parts);
    dxsig_diag_list_finish(&d);
  }
  printf("random entries: %d of 4000 written\n", written);
  ASSERT_TRUE(written > 200); /* the property is exercised, not only errors */
}

TEST(reader_messages) {
  struct dxsig_diag_list d;
  dxsig_diag_list_init(&d);
  struct dxsig_container_view v;
  uint8_t small[16] = "DXBC";
  ASSERT_TRUE(!dxsig_container_read(&v, small, sizeof small, &d));
  dxsig_container_view_finish(&v);
  ASSERT_EQ_INT(d.count, 1);
  ASSERT_EQ_INT(d.items[0].code, DXSIG_RULE_CONTAINER_HEADER);
  ASSERT_EQ_STR(d.items[0].message, "too small for a container header (16 bytes, 32 needed)");
  uint8_t hdr[40];
  memset(hdr, 0, sizeof hdr);
  memcpy(hdr, "DXBC", 4);
  hdr[24] = 40;
  hdr[28] = 3; /* 3 parts need 12 bytes of table; there are 8 */
  ASSERT_TRUE(!dxsig_container_read(&v, hdr, sizeof hdr, &d));
  dxsig_container_view_finish(&v);
  ASSERT_EQ_STR(d.items[1].message,
                "the offset table of 3 parts extends beyond the end of the file");
  hdr[28] = 1;
  hdr[32] = 36; /* a part header at 36 needs 8 bytes; 4 are left */
  ASSERT_TRUE(!dxsig_container_read(&v, hdr, sizeof hdr, &d));
  dxsig_container_view_finish(&v);
  ASSERT_EQ_STR(d.items[2].message, "part 0: offset 36 is outside the file's part area");
  dxsig_diag_list_finish(&d);
}

int main(int argc, char **argv) {
  if (argc > 1) {
    snprintf(source_dir, sizeof source_dir, "%s", argv[1]);
  } else {
    snprintf(source_dir, sizeof source_dir, "%s", __FILE__);
    char *cut = strstr(source_dir, "/test/unit/");
    if (cut)
      *cut = '\0';
  }
  RUN(md5_rfc1321_vectors);
  RUN(md5_block_edges);
  RUN(container_digest_dxc_vectors);
  RUN(record_and_part_element_counts);
  RUN(signature_parts_worked_example);
  RUN(signature_parts_validator_versions);
  RUN(psv0_worked_example);
  RUN(vs_example_container_byte_identical);
  RUN(container_build_order_and_alignment);
  RUN(writer_rejects_unrepresentable_elements);
  RUN(dump_survives_truncation_and_corruption);
  RUN(writers_survive_random_elements);
  RUN(reader_messages);
  return test_summary();
}
