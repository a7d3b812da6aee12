/* CLI input and output: options, parse IR, write results atomically,
 * print diagnostics in the one CLI format. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *cli_option_value(int argc, char **argv, int *i, const char *name, bool *missing) {
  size_t n = strlen(name);
  const char *a = argv[*i];
  if (strncmp(a, name, n) != 0)
    return NULL;
  if (a[n] == '=')
    return a + n + 1;
  if (a[n] != '\0')
    return NULL;
  if (*i + 1 >= argc) {
    *missing = true;
    return NULL;
  }
  return argv[++*i];
}

void cli_diag(const char *file, enum dxsig_severity severity, const char *message) {
  const char *what = dxsig_severity_name(severity);
  if (file)
    fprintf(stderr, "dxsig: %s: %s: %s\n", what, file, message);
  else
    fprintf(stderr, "dxsig: %s: %s\n", what, message);
}

static void sink(void *ctx, enum dxsig_severity severity, const char *message) {
  cli_diag(ctx, severity, message);
}

void cli_report(const char *file, const struct dxsig_diag_list *diags) {
  dxsig_glue_report(diags, sink, (void *)file);
}

/* LLVM's messages may repeat the path ("FILE:4:1: error: expected type")
 * and add a source excerpt: keep "4:1: expected type", one line. */
static void report_llvm_message(const char *file, const char *prefix, const char *msg) {
  const char *text = msg ? msg : "unknown error";
  size_t flen = strlen(file);
  if (strncmp(text, file, flen) == 0 && text[flen] == ':')
    text += flen + 1;
  size_t len = strcspn(text, "\n");
  const char *err = strstr(text, ": error: ");
  size_t head = err && (size_t)(err - text) < len ? (size_t)(err - text) : 0;
  const char *tail = head ? err + strlen(": error: ") : text;
  size_t tail_len = len - (size_t)(tail - text);
  size_t buf_len = strlen(prefix) + head + 2 + tail_len + 1;
  char *buf = malloc(buf_len);
  if (!buf) {
    cli_diag(file, DXSIG_ERROR, prefix);
    return;
  }
  snprintf(buf, buf_len, "%s%.*s%s%.*s", prefix, (int)head, text, head ? ": " : "",
           (int)tail_len, tail);
  cli_diag(file, DXSIG_ERROR, buf);
  free(buf);
}

static LLVMModuleRef load_module(LLVMContextRef ctx, const char *path) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  LLVMBool failed = strcmp(path, "-") == 0
                        ? LLVMCreateMemoryBufferWithSTDIN(&buf, &msg)
                        : LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg);
  if (failed) {
    report_llvm_message(path, "cannot read: ", msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef mod = NULL;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) { /* takes buf */
    report_llvm_message(path, "", msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    report_llvm_message(path, "invalid module: ", msg);
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(mod);
    return NULL;
  }
  LLVMDisposeMessage(msg);
  return mod;
}

/* LLVM's parser (resolving forward references) and its verifier recurse
 * once per level of metadata nesting, about 128 bytes a level: a module
 * nested 65,000 levels deep overflows the usual 8 MiB stack. They run on a
 * thread with LOAD_STACK bytes of stack (reserved, touched only as used),
 * which takes nesting to about 8 million levels, past any file the parser
 * reads in reasonable time. dxsig's own code never recurses on input. */
#define LOAD_STACK ((size_t)1 << 30)

struct load_job {
  LLVMContextRef ctx;
  const char *path;
  LLVMModuleRef mod;
};

static void *load_thread(void *arg) {
  struct load_job *job = arg;
  job->mod = load_module(job->ctx, job->path);
  return NULL;
}

LLVMModuleRef cli_load_module(LLVMContextRef ctx, const char *path) {
  struct load_job job = {ctx, path, NULL};
  pthread_attr_t attr;
  pthread_t thread;
  bool threaded = pthread_attr_init(&attr) == 0;
  if (threaded) {
    threaded = pthread_attr_setstacksize(&attr, LOAD_STACK) == 0 &&
               pthread_create(&thread, &attr, load_thread, &job) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!threaded) /* no thread: the usual stack */
    return load_module(ctx, path);
  pthread_join(thread, NULL);
  return job.mod;
}

static bool write_all(FILE *f, const char *text, size_t len) {
  return fwrite(text, 1, len, f) == len && fflush(f) == 0;
}

char *cli_read_file(const char *path, size_t *size) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) {
    cli_diag(path, DXSIG_ERROR, strerror(errno));
    return NULL;
  }
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  while (buf) {
    len += fread(buf + len, 1, cap - len - 1, f); /* one byte kept for the NUL */
    if (len < cap - 1)
      break;
    char *more = cap > SIZE_MAX / 2 ? NULL : realloc(buf, cap * 2);
    if (!more) {
      free(buf);
      buf = NULL;
      break;
    }
    buf = more;
    cap *= 2;
  }
  bool failed = ferror(f) != 0;
  if (f != stdin)
    fclose(f);
  if (!buf || failed) {
    cli_diag(path, DXSIG_ERROR, buf ? "read error" : "out of memory");
    free(buf);
    return NULL;
  }
  buf[len] = '\0';
  *size = len;
  return buf;
}

bool cli_write_output(const char *path, const char *text, size_t len) {
  if (!path || strcmp(path, "-") == 0) {
    if (write_all(stdout, text, len))
      return true;
    cli_diag("<stdout>", DXSIG_ERROR, strerror(errno));
    return false;
  }
  /* A device or pipe (-o /dev/null, a FIFO) is written in place: renaming a
   * temporary file over it would replace the device itself. */
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    FILE *f = fopen(path, "wb");
    bool ok = f && write_all(f, text, len);
    int err = errno;
    if (f && fclose(f) != 0)
      ok = false;
    if (!ok)
      cli_diag(path, DXSIG_ERROR, strerror(err ? err : EIO));
    return ok;
  }
  size_t n = strlen(path) + sizeof(".tmp-XXXXXX");
  char *tmp = malloc(n);
  if (!tmp) {
    cli_diag(path, DXSIG_ERROR, "out of memory");
    return false;
  }
  snprintf(tmp, n, "%s.tmp-XXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    cli_diag(path, DXSIG_ERROR, strerror(errno));
    free(tmp);
    return false;
  }
  /* mkstemp makes 0600; give the file the mode a plain create would. */
  mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  FILE *f = fdopen(fd, "wb");
  bool ok = f && write_all(f, text, len);
  int err = errno;
  if (f ? fclose(f) != 0 : close(fd) != 0)
    ok = false;
  if (ok && rename(tmp, path) != 0) {
    err = errno;
    ok = false;
  }
  if (!ok) {
    cli_diag(path, DXSIG_ERROR, strerror(err ? err : EIO));
    unlink(tmp);
  }
  free(tmp);
  return ok;
}
