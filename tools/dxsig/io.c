/* CLI input and output: options, parse IR, write results atomically,
 * print diagnostics in the one CLI format. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "parse_ir.h"

#include <llvm-c/Analysis.h>

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

/* Where each text module loaded defines its metadata nodes, by path, for
 * cli_report. Freed at exit. */
struct loaded_source {
  char *path;
  struct dxsig_glue_node_lines *lines;
  struct loaded_source *next;
};
static struct loaded_source *loaded_sources;

static void forget_sources(void) {
  while (loaded_sources) {
    struct loaded_source *s = loaded_sources;
    loaded_sources = s->next;
    dxsig_glue_node_lines_free(s->lines);
    free(s->path);
    free(s);
  }
}

static void remember_source(const char *path, struct dxsig_glue_node_lines *lines) {
  struct loaded_source *s = malloc(sizeof *s);
  char *copy = s ? strdup(path) : NULL;
  if (!copy) { /* diagnostics then go without a line */
    free(s);
    dxsig_glue_node_lines_free(lines);
    return;
  }
  if (!loaded_sources)
    atexit(forget_sources);
  *s = (struct loaded_source){copy, lines, loaded_sources};
  loaded_sources = s;
}

static const struct dxsig_glue_node_lines *source_lines(const char *path) {
  for (const struct loaded_source *s = loaded_sources; path && s; s = s->next)
    if (strcmp(s->path, path) == 0)
      return s->lines;
  return NULL;
}

/* A diagnostic about a node the text of file defines prints as the
 * compilers' do, "FILE:LINE:COLUMN: error: ...", so that an editor jumps
 * to the definition; every other one as cli_diag. */
void cli_report(const char *file, const struct dxsig_diag_list *diags) {
  const struct dxsig_glue_node_lines *lines = source_lines(file);
  const char *shown = file && strcmp(file, "-") == 0 ? "<stdin>" : file;
  for (size_t i = 0; i < diags->count; ++i) {
    const struct dxsig_diag *d = &diags->items[i];
    uint32_t column = 0;
    uint32_t line = d->node.known && !d->line
                        ? dxsig_glue_node_line(lines, d->node.slot, &column)
                        : 0;
    if (line)
      fprintf(stderr, "%s:%u:%u: %s: %s\n", shown, (unsigned)line, (unsigned)column,
              dxsig_severity_name(d->severity), d->message);
    else
      cli_diag(file, d->severity, d->message);
  }
  if (diags->dropped) {
    char note[64];
    snprintf(note, sizeof note, "%zu more diagnostics not shown", diags->dropped);
    cli_diag(file, DXSIG_NOTE, note);
  }
  if (diags->truncated)
    cli_diag(file, DXSIG_ERROR, "out of memory: some diagnostics were lost");
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

static LLVMModuleRef load_module(LLVMContextRef ctx, const char *path,
                                 struct dxsig_glue_node_lines **lines) {
  *lines = NULL;
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
  /* A syntax error prints as LLVM's tools print it: FILE:LINE:COLUMN, the
   * line and a caret. */
  char *syntax = NULL;
  LLVMModuleRef mod = dxsig_glue_parse_ir(ctx, buf, lines, &syntax); /* takes buf */
  if (!mod) {
    if (syntax)
      fputs(syntax, stderr);
    else
      cli_diag(path, DXSIG_ERROR, "out of memory");
    free(syntax);
    return NULL;
  }
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    report_llvm_message(path, "invalid module: ", msg);
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(mod);
    dxsig_glue_node_lines_free(*lines);
    *lines = NULL;
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
  struct dxsig_glue_node_lines *lines;
};

static void *load_thread(void *arg) {
  struct load_job *job = arg;
  job->mod = load_module(job->ctx, job->path, &job->lines);
  return NULL;
}

static LLVMModuleRef load_threaded(LLVMContextRef ctx, const char *path,
                                   struct dxsig_glue_node_lines **lines) {
  struct load_job job = {ctx, path, NULL, NULL};
  pthread_attr_t attr;
  pthread_t thread;
  bool threaded = pthread_attr_init(&attr) == 0;
  if (threaded) {
    threaded = pthread_attr_setstacksize(&attr, LOAD_STACK) == 0 &&
               pthread_create(&thread, &attr, load_thread, &job) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!threaded) /* no thread: the usual stack */
    return load_module(ctx, path, lines);
  pthread_join(thread, NULL);
  *lines = job.lines;
  return job.mod;
}

LLVMModuleRef cli_load_module(LLVMContextRef ctx, const char *path) {
  struct dxsig_glue_node_lines *lines = NULL;
  LLVMModuleRef mod = load_threaded(ctx, path, &lines);
  if (lines)
    remember_source(path, lines);
  return mod;
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
