/* The portable bit counts of bits.h (the loops compilers without GCC's
 * builtins get) against definitions bit by bit, on every single bit and
 * on pseudo-random words. The builtins themselves are what the packers'
 * tests run on. */
#define DXSIG_BITS_PORTABLE 1
#include "bits.h"

#include <stdint.h>

#include "test.h"

static unsigned ref_ctz(uint32_t x) {
  unsigned n = 0;
  while (n < 32 && !((x >> n) & 1u))
    ++n;
  return n;
}

static unsigned ref_high_bit(uint32_t x) {
  unsigned n = 31;
  while (n > 0 && !((x >> n) & 1u))
    --n;
  return n;
}

static unsigned ref_popcount(uint32_t x) {
  unsigned n = 0;
  for (unsigned i = 0; i < 32; ++i)
    n += (x >> i) & 1u;
  return n;
}

static void check(uint32_t x) {
  ASSERT_EQ_INT(dxsig_popcount32(x), ref_popcount(x));
  if (!x)
    return;
  ASSERT_EQ_INT(dxsig_ctz32(x), ref_ctz(x));
  ASSERT_EQ_INT(dxsig_high_bit32(x), ref_high_bit(x));
}

TEST(portable_single_bits) {
  ASSERT_TRUE(!DXSIG_BITS_BUILTIN);
  check(0);
  for (unsigned i = 0; i < 32; ++i) {
    check(1u << i);
    check(~0u << i);
    check(~0u >> i);
  }
  ASSERT_EQ_INT(dxsig_ctz32(0x80000000u), 31);
  ASSERT_EQ_INT(dxsig_high_bit32(1u), 0);
  ASSERT_EQ_INT(dxsig_popcount32(0xFFFFFFFFu), 32);
}

TEST(portable_random_words) {
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < 100000; ++i) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    check((uint32_t)(s >> 17) & (uint32_t)(s >> 3));
  }
}

int main(void) {
  RUN(portable_single_bits);
  RUN(portable_random_words);
  return test_summary();
}
