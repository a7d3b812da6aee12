/* A tiny unit-test harness in plain C.
 *
 *   TEST(adds) { ASSERT_EQ_INT(1 + 1, 2); }
 *   int main(void) { RUN(adds); return test_summary(); }
 *
 * A failed ASSERT prints file:line and both values, then leaves the test;
 * the others keep running. test_summary() prints "N passed, N failed" and
 * returns the exit status (non-zero when anything failed).
 */
#ifndef DXSIG_TEST_H
#define DXSIG_TEST_H

#include <stdio.h>
#include <string.h>

static int test_passed_count, test_failed_count;
static int test_current_failed;

#define TEST(name) static void test_##name(void)

#define RUN(name)                                            \
  do {                                                       \
    test_current_failed = 0;                                 \
    test_##name();                                           \
    if (test_current_failed) {                               \
      test_failed_count++;                                   \
      fprintf(stderr, "FAIL: %s\n", #name);                  \
    } else {                                                 \
      test_passed_count++;                                   \
    }                                                        \
  } while (0)

#define TEST_FAIL_AT(...)                                    \
  do {                                                       \
    fprintf(stderr, "%s:%d: ", __FILE__, __LINE__);          \
    fprintf(stderr, __VA_ARGS__);                            \
    fputc('\n', stderr);                                     \
    test_current_failed = 1;                                 \
    return;                                                  \
  } while (0)

#define ASSERT_TRUE(x)                                       \
  do {                                                       \
    if (!(x))                                                \
      TEST_FAIL_AT("assertion failed: %s", #x);              \
  } while (0)

#define ASSERT_EQ_INT(a, b)                                  \
  do {                                                       \
    long long test_a_ = (long long)(a), test_b_ = (long long)(b); \
    if (test_a_ != test_b_)                                  \
      TEST_FAIL_AT("%s == %s: %lld != %lld", #a, #b, test_a_, test_b_); \
  } while (0)

#define ASSERT_EQ_STR(a, b)                                  \
  do {                                                       \
    const char *test_a_ = (a), *test_b_ = (b);               \
    if (!test_a_ || !test_b_ || strcmp(test_a_, test_b_) != 0) \
      TEST_FAIL_AT("%s == %s:\n--- got:\n%s\n--- expected:\n%s", #a, #b, \
                   test_a_ ? test_a_ : "(null)", test_b_ ? test_b_ : "(null)"); \
  } while (0)

static inline int test_summary(void) {
  printf("%d passed, %d failed\n", test_passed_count, test_failed_count);
  return test_failed_count ? 1 : 0;
}

#endif
