/* MD5 throughput: dxsig_md5 and DXC's container digest (both passes
 * dump makes, retail and debug) over a buffer of N bytes, best of R runs.
 * bench_ir.py runs it under callgrind for instructions per byte.
 *
 * usage: bench_md5 [-n BYTES] [-r REPEATS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "dxsig/container.h"

/* The digests' first bytes, so that no pass is optimised away. */
static volatile unsigned char keep;

int main(int argc, char **argv) {
  size_t bytes = 1u << 20;
  int repeats = 20;
  for (int a = 1; a + 1 < argc; a += 2) {
    if (strcmp(argv[a], "-n") == 0)
      bytes = strtoul(argv[a + 1], NULL, 10);
    else if (strcmp(argv[a], "-r") == 0)
      repeats = atoi(argv[a + 1]);
    else
      return 2;
  }
  unsigned char *data = malloc(bytes ? bytes : 1);
  if (!data)
    return 1;
  for (size_t i = 0; i < bytes; ++i) /* not all zeros: a container's bytes */
    data[i] = (unsigned char)(i * 2654435761u >> 13);
  uint8_t digest[16];
  double best[2] = {1e30, 1e30};
  for (int r = 0; r < repeats; ++r) {
    double t0 = bench_now();
    dxsig_md5(data, bytes, digest);
    double t1 = bench_now();
    keep ^= digest[0];
    dxsig_container_digest(data, bytes, false, digest);
    keep ^= digest[0];
    dxsig_container_digest(data, bytes, true, digest);
    double t2 = bench_now();
    keep ^= digest[0];
    if (t1 - t0 < best[0])
      best[0] = t1 - t0;
    if ((t2 - t1) / 2 < best[1])
      best[1] = (t2 - t1) / 2;
  }
  printf("md5               %8.1f MB/s  (%zu bytes, best of %d)\n", (double)bytes / best[0] * 1e-6,
         bytes, repeats);
  printf("container digest  %8.1f MB/s  (per pass; dump makes two)\n",
         (double)bytes / best[1] * 1e-6);
  free(data);
  return 0;
}
