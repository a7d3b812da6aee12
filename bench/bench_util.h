/* Shared by the benchmark programs: a monotonic clock and whole-file reads. */
#ifndef DXSIG_BENCH_UTIL_H
#define DXSIG_BENCH_UTIL_H

/* Seconds on a monotonic clock. */
double bench_now(void);

/* The whole file, NUL-terminated (malloc'd), or NULL. */
char *bench_slurp(const char *path);

#endif
