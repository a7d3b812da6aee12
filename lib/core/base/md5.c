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

static uint32_t rotl(uint32_t x, unsigned n) { return (x << n) | (x >> (32u - n)); }

/* floor(abs(sin(i + 1)) * 2^32), RFC 1321 §3.4. */
static const uint32_t K[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a,
    0xa8304613, 0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
    0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
    0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8,
    0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
    0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
    0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
    0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
    0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};

static const unsigned SHIFT[16] = {7, 12, 17, 22, 5, 9, 14, 20,
                                   4, 11, 16, 23, 6, 10, 15, 21};

static void md5_init(struct md5 *m) {
  m->s[0] = 0x67452301u;
  m->s[1] = 0xefcdab89u;
  m->s[2] = 0x98badcfeu;
  m->s[3] = 0x10325476u;
}

static void md5_block(struct md5 *m, const uint8_t block[64]) {
  uint32_t w[16];
  for (int i = 0; i < 16; ++i)
    w[i] = dxsig_le32(block + 4 * i);
  uint32_t a = m->s[0], b = m->s[1], c = m->s[2], d = m->s[3];
  for (unsigned i = 0; i < 64; ++i) {
    uint32_t f;
    unsigned g;
    switch (i / 16) {
    case 0: f = (b & c) | (~b & d); g = i; break;
    case 1: f = (d & b) | (~d & c); g = (5 * i + 1) % 16; break;
    case 2: f = b ^ c ^ d; g = (3 * i + 5) % 16; break;
    default: f = c ^ (b | ~d); g = (7 * i) % 16; break;
    }
    uint32_t t = d;
    d = c;
    c = b;
    b = b + rotl(a + f + K[i] + w[g], SHIFT[(i / 16) * 4 + i % 4]);
    a = t;
  }
  m->s[0] += a;
  m->s[1] += b;
  m->s[2] += c;
  m->s[3] += d;
}

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
