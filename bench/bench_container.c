/* `dxsig container` on one module, phase by phase, in one process: reading
 * the .ll (LLVM's parser and verifier, as the CLI does), then the parts
 * alone (load the metadata, verify, pack in memory, write ISG1/OSG1/PSG1/
 * PSV0 and the container), then the whole container with the HASH and
 * DXIL parts (the module's bitcode). Each figure is the median of R runs
 * in microseconds; the last column is the share of the parts in reading
 * plus parts: small means the command is dominated by reading the .ll.
 *
 * usage: bench_container [-r REPEATS] FILE.ll [ENTRY] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "bench_util.h"
#include "lower.h"

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, cmp_double);
  return v[n / 2];
}

/* Parses and verifies text in ctx; NULL on failure (reported). */
static LLVMModuleRef read_module(LLVMContextRef ctx, const char *text, size_t len,
                                 const char *path) {
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text, len, path);
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) { /* takes buf */
    fprintf(stderr, "bench_container: %s: %s\n", path, msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    fprintf(stderr, "bench_container: %s: invalid module: %s\n", path, msg);
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(mod);
    return NULL;
  }
  LLVMDisposeMessage(msg);
  return mod;
}

/* One container build (reading the signatures included); its size, or 0
 * after reporting the diagnostics. */
static size_t build(LLVMModuleRef mod, const struct dxsig_lower_request *req,
                    bool with_dxil) {
  struct dxsig_bytes out;
  struct dxsig_diag_list diags;
  dxsig_bytes_init(&out);
  dxsig_diag_list_init(&diags);
  struct dxsig_model model;
  dxsig_glue_model_load(mod, &model);
  size_t size = dxsig_glue_container(mod, &model, req, with_dxil, &out, NULL, &diags) ? out.len : 0;
  for (size_t i = 0; !size && i < diags.count; ++i)
    fprintf(stderr, "bench_container: %s\n", diags.items[i].message);
  dxsig_model_finish(&model);
  dxsig_diag_list_finish(&diags);
  dxsig_bytes_finish(&out);
  return size;
}

int main(int argc, char **argv) {
  int repeats = 200, a = 1;
  if (argc > 2 && strcmp(argv[1], "-r") == 0) {
    repeats = atoi(argv[2]);
    a = 3;
  }
  if (a >= argc || repeats < 1) {
    fprintf(stderr, "usage: bench_container [-r REPEATS] FILE.ll [ENTRY]\n");
    return 2;
  }
  const char *path = argv[a];
  struct dxsig_lower_request req = {.entry = a + 1 < argc ? argv[a + 1] : NULL,
                                    .pack_if_needed = true,
                                    .pack = {DXSIG_PACKING_PREFIX_STABLE, false, false}};
  char *text = bench_slurp(path);
  if (!text) {
    fprintf(stderr, "bench_container: cannot read %s\n", path);
    return 1;
  }
  size_t len = strlen(text);
  double *t_read = malloc(3 * (size_t)repeats * sizeof(double));
  if (!t_read)
    return 1;
  double *t_parts = t_read + repeats, *t_full = t_parts + repeats;
  size_t parts_size = 0, full_size = 0;
  for (int r = 0; r < repeats; ++r) {
    LLVMContextRef ctx = LLVMContextCreate();
    double t0 = bench_now();
    LLVMModuleRef mod = read_module(ctx, text, len, path);
    double t1 = bench_now();
    parts_size = mod ? build(mod, &req, false) : 0;
    double t2 = bench_now();
    full_size = parts_size ? build(mod, &req, true) : 0;
    double t3 = bench_now();
    if (mod)
      LLVMDisposeModule(mod);
    LLVMContextDispose(ctx);
    if (!full_size)
      return 1;
    t_read[r] = (t1 - t0) * 1e6;
    t_parts[r] = (t2 - t1) * 1e6;
    t_full[r] = (t3 - t2) * 1e6;
  }
  double read = median(t_read, repeats), parts = median(t_parts, repeats),
         full = median(t_full, repeats);
  printf("%-12s %9s %9s %11s %9s %8s\n", "container", "bytes", "read us", "parts us",
         "+DXIL us", "parts %");
  printf("%-12s %9zu %9.1f %11.1f %9.1f %7.1f%%\n", "single", full_size, read, parts, full,
         100.0 * parts / (read + parts));
  free(t_read);
  free(text);
  return 0;
}
