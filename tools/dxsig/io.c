/* CLI input: parse IR, read files. */
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

/* A directory opens on Linux and fails only when read: say what it is. */
bool cli_reject_directory(const char *path) {
  struct stat st;
  if (strcmp(path, "-") == 0 || stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
    return false;
  cli_diag(path, DXSIG_ERROR, strerror(EISDIR));
  return true;
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
  if (cli_reject_directory(path))
    return NULL;
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

char *cli_read_file(const char *path, size_t *size) {
  if (cli_reject_directory(path))
    return NULL;
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
