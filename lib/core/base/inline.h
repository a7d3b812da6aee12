/* Internal: code-generation hints for the packers' hot paths. GCC
 * declines to inline a function of some size into a loop, and keeps rare
 * paths inline where they cost the common one its registers; these say
 * which is which. DXSIG_HIDDEN on an internal table's declaration lets a
 * shared library's code address it directly, not through the GOT. Other
 * compilers get plain inline. */
#ifndef DXSIG_INLINE_H
#define DXSIG_INLINE_H

#if defined(__GNUC__) || defined(__clang__)
#define DXSIG_ALWAYS_INLINE static inline __attribute__((always_inline))
#define DXSIG_NOINLINE __attribute__((noinline))
#define DXSIG_HIDDEN __attribute__((visibility("hidden")))
#else
#define DXSIG_ALWAYS_INLINE static inline
#define DXSIG_NOINLINE
#define DXSIG_HIDDEN
#endif

#endif
