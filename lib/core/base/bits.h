/* Internal: bit counts on 32-bit words. The core is C11 and portable:
 * GCC and Clang get their one-instruction builtins, other compilers a
 * plain loop with the same results (DXSIG_BITS_PORTABLE forces the loops,
 * so a test can compare them). */
#ifndef DXSIG_BITS_H
#define DXSIG_BITS_H

#include <stdint.h>

#if (defined(__GNUC__) || defined(__clang__)) && !defined(DXSIG_BITS_PORTABLE)
#define DXSIG_BITS_BUILTIN 1
#else
#define DXSIG_BITS_BUILTIN 0
#endif

/* Trailing zero bits of x; x must not be 0. */
static inline unsigned dxsig_ctz32(uint32_t x) {
#if DXSIG_BITS_BUILTIN
  return (unsigned)__builtin_ctz(x);
#else
  unsigned n = 0;
  for (; !(x & 1u); x >>= 1)
    ++n;
  return n;
#endif
}

/* Index of the highest set bit of x (31 - leading zeros); x must not be 0. */
static inline unsigned dxsig_high_bit32(uint32_t x) {
#if DXSIG_BITS_BUILTIN
  return 31u - (unsigned)__builtin_clz(x);
#else
  unsigned n = 0;
  while (x >>= 1)
    ++n;
  return n;
#endif
}

/* Set bits of x. */
static inline unsigned dxsig_popcount32(uint32_t x) {
#if DXSIG_BITS_BUILTIN
  return (unsigned)__builtin_popcount(x);
#else
  unsigned n = 0;
  for (; x; x &= x - 1)
    ++n;
  return n;
#endif
}

#endif
