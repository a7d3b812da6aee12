/* MD5 (RFC 1321) and DXC's container digest, which runs MD5's block
 * function over the data but lays out the final block differently
 * (DXC DxilHash.cpp, ComputeHashRetail): the bit count goes to word 0 and word 15
 * holds 2n+1 ("retail") or the debug variant's values. */
#include "dxsig/container.h"

#include <string.h>

#include "read_cursor.h"

struct md5 {
  uint32_t s[4];
};

static void md5_init(struct md5 *m) {
  m->s[0] = 0x67452301u;
  m->s[1] = 0xefcdab89u;
  m->s[2] = 0x98badcfeu;
  m->s[3] = 0x10325476u;
}

/* RFC 1321's four auxiliary functions. F and G are written with one
 * operation fewer than the RFC's form (same values). */
#define MD5_F(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define MD5_G(x, y, z) ((y) ^ ((z) & ((x) ^ (y))))
#define MD5_H(x, y, z) ((x) ^ (y) ^ (z))
#define MD5_I(x, y, z) ((y) ^ ((x) | ~(z)))

/* One step: a = b + ((a + f(b, c, d) + word + constant) <<< shift). The
 * constants are floor(abs(sin(i + 1)) * 2^32), RFC 1321 section 3.4. */
#define MD5_STEP(f, a, b, c, d, word, constant, shift)                                  \
  do {                                                                                 \
    (a) += f((b), (c), (d)) + (word) + (uint32_t)(constant);                           \
    (a) = ((a) << (shift)) | ((a) >> (32 - (shift)));                                  \
    (a) += (b);                                                                        \
  } while (0)

/* The 64 steps unrolled: each step's word index, constant and shift are
 * compile-time constants, and the four registers rotate by renaming
 * instead of by moves (a rolled loop pays a switch and a table load per
 * step, ~31 instructions a byte against ~9 here). */
static void md5_block(struct md5 *m, const uint8_t block[64]) {
  uint32_t w[16];
  for (int i = 0; i < 16; ++i)
    w[i] = dxsig_le32(block + 4 * i);
  uint32_t a = m->s[0], b = m->s[1], c = m->s[2], d = m->s[3];

  MD5_STEP(MD5_F, a, b, c, d, w[0], 0xd76aa478, 7);
  MD5_STEP(MD5_F, d, a, b, c, w[1], 0xe8c7b756, 12);
  MD5_STEP(MD5_F, c, d, a, b, w[2], 0x242070db, 17);
  MD5_STEP(MD5_F, b, c, d, a, w[3], 0xc1bdceee, 22);
  MD5_STEP(MD5_F, a, b, c, d, w[4], 0xf57c0faf, 7);
  MD5_STEP(MD5_F, d, a, b, c, w[5], 0x4787c62a, 12);
  MD5_STEP(MD5_F, c, d, a, b, w[6], 0xa8304613, 17);
  MD5_STEP(MD5_F, b, c, d, a, w[7], 0xfd469501, 22);
  MD5_STEP(MD5_F, a, b, c, d, w[8], 0x698098d8, 7);
  MD5_STEP(MD5_F, d, a, b, c, w[9], 0x8b44f7af, 12);
  MD5_STEP(MD5_F, c, d, a, b, w[10], 0xffff5bb1, 17);
  MD5_STEP(MD5_F, b, c, d, a, w[11], 0x895cd7be, 22);
  MD5_STEP(MD5_F, a, b, c, d, w[12], 0x6b901122, 7);
  MD5_STEP(MD5_F, d, a, b, c, w[13], 0xfd987193, 12);
  MD5_STEP(MD5_F, c, d, a, b, w[14], 0xa679438e, 17);
  MD5_STEP(MD5_F, b, c, d, a, w[15], 0x49b40821, 22);

  MD5_STEP(MD5_G, a, b, c, d, w[1], 0xf61e2562, 5);
  MD5_STEP(MD5_G, d, a, b, c, w[6], 0xc040b340, 9);
  MD5_STEP(MD5_G, c, d, a, b, w[11], 0x265e5a51, 14);
  MD5_STEP(MD5_G, b, c, d, a, w[0], 0xe9b6c7aa, 20);
  MD5_STEP(MD5_G, a, b, c, d, w[5], 0xd62f105d, 5);
  MD5_STEP(MD5_G, d, a, b, c, w[10], 0x02441453, 9);
  MD5_STEP(MD5_G, c, d, a, b, w[15], 0xd8a1e681, 14);
  MD5_STEP(MD5_G, b, c, d, a, w[4], 0xe7d3fbc8, 20);
  MD5_STEP(MD5_G, a, b, c, d, w[9], 0x21e1cde6, 5);
  MD5_STEP(MD5_G, d, a, b, c, w[14], 0xc33707d6, 9);
  MD5_STEP(MD5_G, c, d, a, b, w[3], 0xf4d50d87, 14);
  MD5_STEP(MD5_G, b, c, d, a, w[8], 0x455a14ed, 20);
  MD5_STEP(MD5_G, a, b, c, d, w[13], 0xa9e3e905, 5);
  MD5_STEP(MD5_G, d, a, b, c, w[2], 0xfcefa3f8, 9);
  MD5_STEP(MD5_G, c, d, a, b, w[7], 0x676f02d9, 14);
  MD5_STEP(MD5_G, b, c, d, a, w[12], 0x8d2a4c8a, 20);

  MD5_STEP(MD5_H, a, b, c, d, w[5], 0xfffa3942, 4);
  MD5_STEP(MD5_H, d, a, b, c, w[8], 0x8771f681, 11);
  MD5_STEP(MD5_H, c, d, a, b, w[11], 0x6d9d6122, 16);
  MD5_STEP(MD5_H, b, c, d, a, w[14], 0xfde5380c, 23);
  MD5_STEP(MD5_H, a, b, c, d, w[1], 0xa4beea44, 4);
  MD5_STEP(MD5_H, d, a, b, c, w[4], 0x4bdecfa9, 11);
  MD5_STEP(MD5_H, c, d, a, b, w[7], 0xf6bb4b60, 16);
  MD5_STEP(MD5_H, b, c, d, a, w[10], 0xbebfbc70, 23);
  MD5_STEP(MD5_H, a, b, c, d, w[13], 0x289b7ec6, 4);
  MD5_STEP(MD5_H, d, a, b, c, w[0], 0xeaa127fa, 11);
  MD5_STEP(MD5_H, c, d, a, b, w[3], 0xd4ef3085, 16);
  MD5_STEP(MD5_H, b, c, d, a, w[6], 0x04881d05, 23);
  MD5_STEP(MD5_H, a, b, c, d, w[9], 0xd9d4d039, 4);
  MD5_STEP(MD5_H, d, a, b, c, w[12], 0xe6db99e5, 11);
  MD5_STEP(MD5_H, c, d, a, b, w[15], 0x1fa27cf8, 16);
  MD5_STEP(MD5_H, b, c, d, a, w[2], 0xc4ac5665, 23);

  MD5_STEP(MD5_I, a, b, c, d, w[0], 0xf4292244, 6);
  MD5_STEP(MD5_I, d, a, b, c, w[7], 0x432aff97, 10);
  MD5_STEP(MD5_I, c, d, a, b, w[14], 0xab9423a7, 15);
  MD5_STEP(MD5_I, b, c, d, a, w[5], 0xfc93a039, 21);
  MD5_STEP(MD5_I, a, b, c, d, w[12], 0x655b59c3, 6);
  MD5_STEP(MD5_I, d, a, b, c, w[3], 0x8f0ccc92, 10);
  MD5_STEP(MD5_I, c, d, a, b, w[10], 0xffeff47d, 15);
  MD5_STEP(MD5_I, b, c, d, a, w[1], 0x85845dd1, 21);
  MD5_STEP(MD5_I, a, b, c, d, w[8], 0x6fa87e4f, 6);
  MD5_STEP(MD5_I, d, a, b, c, w[15], 0xfe2ce6e0, 10);
  MD5_STEP(MD5_I, c, d, a, b, w[6], 0xa3014314, 15);
  MD5_STEP(MD5_I, b, c, d, a, w[13], 0x4e0811a1, 21);
  MD5_STEP(MD5_I, a, b, c, d, w[4], 0xf7537e82, 6);
  MD5_STEP(MD5_I, d, a, b, c, w[11], 0xbd3af235, 10);
  MD5_STEP(MD5_I, c, d, a, b, w[2], 0x2ad7d2bb, 15);
  MD5_STEP(MD5_I, b, c, d, a, w[9], 0xeb86d391, 21);

  m->s[0] += a;
  m->s[1] += b;
  m->s[2] += c;
  m->s[3] += d;
}

#undef MD5_STEP
#undef MD5_I
#undef MD5_H
#undef MD5_G
#undef MD5_F

static void md5_out(const struct md5 *m, uint8_t digest[16]) {
  for (int i = 0; i < 4; ++i)
    dxsig_store_le32(digest + 4 * i, m->s[i]);
}

void dxsig_md5(const void *data, size_t len, uint8_t digest[16]) {
  const uint8_t *p = data;
  struct md5 m;
  md5_init(&m);
  size_t full = len / 64;
  for (size_t i = 0; i < full; ++i)
    md5_block(&m, p + 64 * i);
  size_t rest = len % 64;
  uint8_t block[128];
  memset(block, 0, sizeof block);
  if (rest)
    memcpy(block, p + 64 * full, rest);
  block[rest] = 0x80;
  size_t blocks = rest < 56 ? 1 : 2;
  uint64_t bits = (uint64_t)len << 3;
  uint8_t *tail = block + 64 * blocks - 8;
  dxsig_store_le32(tail, (uint32_t)bits);
  dxsig_store_le32(tail + 4, (uint32_t)(bits >> 32));
  for (size_t i = 0; i < blocks; ++i)
    md5_block(&m, block + 64 * i);
  md5_out(&m, digest);
}

void dxsig_container_digest(const void *data, size_t len, bool debug,
                            uint8_t digest[16]) {
  const uint8_t *p = data;
  struct md5 m;
  md5_init(&m);
  size_t full = len / 64;
  for (size_t i = 0; i < full; ++i)
    md5_block(&m, p + 64 * i);
  size_t rest = len % 64;
  /* Both variants keep only the low 32 bits of their counts. */
  uint32_t n = (uint32_t)len;
  uint32_t first = debug ? (n << 4) | 0xFu : n << 3;
  uint32_t last = debug ? (n << 2) | 0x10000000u : (n << 1) | 1u;
  uint8_t block[64];
  memset(block, 0, sizeof block);
  if (rest < 56) {
    dxsig_store_le32(block, first);
    if (rest)
      memcpy(block + 4, p + 64 * full, rest);
    block[4 + rest] = 0x80;
    dxsig_store_le32(block + 60, last);
    md5_block(&m, block);
  } else {
    memcpy(block, p + 64 * full, rest);
    block[rest] = 0x80;
    md5_block(&m, block);
    memset(block, 0, sizeof block);
    dxsig_store_le32(block, first);
    dxsig_store_le32(block + 60, last);
    md5_block(&m, block);
  }
  md5_out(&m, digest);
}
