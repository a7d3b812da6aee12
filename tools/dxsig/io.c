/* CLI input: parse IR, read files. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "source.h"
#include "parse_ir.h"

#include <llvm-c/Analysis.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef __linux__
#include <linux/magic.h>
#include <sys/vfs.h>
#endif
#include <unistd.h>

/* What kind of file st is, when dxsig does not read it as an input. */
static const char *unreadable_kind(const struct stat *st) {
  if (S_ISCHR(st->st_mode))
    return "a character device";
  if (S_ISBLK(st->st_mode))
    return "a block device";
  if (S_ISSOCK(st->st_mode))
    return "a socket";
  return S_ISREG(st->st_mode) || S_ISFIFO(st->st_mode) ? NULL : "not a file";
}

/* procfs and sysfs files call themselves regular with size 0 and are made
 * up as they are read: LLVM trusts the size and reads /proc/self/maps as an
 * empty module. */
static bool pseudo_file(const char *path) {
#ifdef __linux__
  struct statfs fs;
  return statfs(path, &fs) == 0 && (fs.f_type == PROC_SUPER_MAGIC || fs.f_type == SYSFS_MAGIC);
#else
  (void)path;
  return false;
#endif
}

/* Inputs are regular files, FIFOs, or standard input ("-"): a device
 * (/dev/zero, /dev/urandom) reads without end until memory runs out, a
 * directory opens on Linux and fails only when read. */
bool cli_reject_input(const char *path) {
  struct stat st;
  if (strcmp(path, "-") == 0 || stat(path, &st) != 0)
    return false; /* opening it says what is wrong */
  char msg[64];
  const char *kind = unreadable_kind(&st);
  if (S_ISDIR(st.st_mode))
    cli_diag(path, DXSIG_ERROR, strerror(EISDIR));
  else if (kind || (S_ISREG(st.st_mode) && pseudo_file(path))) {
    snprintf(msg, sizeof msg, "not a regular file (%s)", kind ? kind : "a file of /proc or /sys");
    cli_diag(path, DXSIG_ERROR, msg);
  } else
    return false;
  return true;
}

/* What is being read, for the out-of-memory message. */
static const char *current_input;

/* LLVM ran out of memory or met a fatal error: say so on stderr (even
 * under --json: no document can be built now) and exit 1 rather than
 * abort. _exit: nothing is half-written (output is written after LLVM's
 * work), and atexit handlers would allocate. */
static void fatal_error(const char *reason) {
  if (current_input)
    fprintf(stderr, "dxsig: error: %s: %s\n", current_input, reason);
  else
    fprintf(stderr, "dxsig: error: %s\n", reason);
  fflush(stderr);
  _exit(CLI_INPUT_ERROR);
}

void cli_install_fatal_error_handler(void) { dxsig_glue_on_fatal_error(fatal_error); }

/* Where each text module loaded defines its metadata nodes, by path, for
 * cli_node_line. Freed at exit. */
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

uint32_t cli_node_line(const char *path, uint32_t slot, uint32_t *column) {
  *column = 0;
  for (const struct loaded_source *s = loaded_sources; path && s; s = s->next)
    if (strcmp(s->path, path) == 0)
      return dxsig_glue_node_line(s->lines, slot, column);
  return 0;
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
  current_input = path;
  if (cli_reject_input(path))
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
  /* A container is not a module: say which commands read it. */
  if (LLVMGetBufferSize(buf) >= 4 && memcmp(LLVMGetBufferStart(buf), "DXBC", 4) == 0) {
    LLVMDisposeMemoryBuffer(buf);
    cli_diag(path, DXSIG_ERROR,
             "a DXContainer, not a module: 'dxsig dump' prints it, 'dxsig link FILE.dxbc' "
             "links it");
    return NULL;
  }
  /* A syntax error prints as LLVM's tools print it: FILE:LINE:COLUMN, the
   * line and a caret. */
  char *syntax = NULL;
  LLVMModuleRef mod = dxsig_glue_parse_ir(ctx, buf, lines, &syntax); /* takes buf */
  if (!mod) {
    if (!syntax)
      cli_diag(path, DXSIG_ERROR, "out of memory");
    else if (cli_json_mode()) /* one line for the document */
      report_llvm_message(path, "", syntax);
    else
      fputs(syntax, stderr);
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

LLVMModuleRef cli_load_module(LLVMContextRef ctx, const char *path, const char *entry) {
  if (cli_is_hlsl(path))
    return cli_load_hlsl(ctx, path, entry, NULL);
  struct dxsig_glue_node_lines *lines = NULL;
  LLVMModuleRef mod = load_module(ctx, path, &lines); /* on main.c's large stack */
  if (lines)
    remember_source(path, lines);
  return mod;
}

void cli_model_load(const char *path, LLVMModuleRef mod, struct dxsig_model *model) {
  dxsig_glue_model_load(mod, model);
  cli_hlsl_forget_nodes(path, &model->m);
  if (cli_source()->gec && !cli_is_hlsl(path)) /* an HLSL file's reader renamed them */
    dxsig_model_remap_dx9(model);
}

char *cli_read_file(const char *path, size_t *size) {
  current_input = path;
  if (cli_reject_input(path))
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
