/* The one output rule of every command (cli.h: cli_write_output).
 *
 * -o FILE replaces FILE atomically: the bytes go to a temporary file in the
 * same directory, which then is renamed over FILE, so a reader sees the old
 * file or the new one, never half of one. A symlink is followed (its target
 * is replaced, the link stays) and the target's mode and owner are kept.
 * Where a rename would lose something, the file is written in place
 * instead (not atomic, but nothing else changes): a file with other hard
 * links (renaming would split them), one whose owner cannot be given to a
 * new file, and anything that is not a regular file (/dev/null, a FIFO). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

static bool write_all(FILE *f, const char *data, size_t len) {
  return fwrite(data, 1, len, f) == len && fflush(f) == 0;
}

bool cli_binary_output_ok(const struct cli_command *command, const char *path) {
  if (path || !isatty(STDOUT_FILENO))
    return true;
  cli_usage_error(command, "binary output to a terminal: give -o FILE ('-o -' to insist)");
  return false;
}

/* The file a chain of symlinks ends at (malloc'd; path itself when it is
 * not a link); NULL with errno set on a loop or a failure. */
static char *follow_links(const char *path) {
  char *cur = strdup(path);
  for (int hops = 0; cur; ++hops) {
    struct stat st;
    if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
      return cur; /* a missing file is created where the chain ends */
    if (hops == 40) {
      errno = ELOOP;
      break;
    }
    char target[PATH_MAX];
    ssize_t n = readlink(cur, target, sizeof target - 1);
    if (n < 0)
      break;
    target[n] = '\0';
    const char *slash = strrchr(cur, '/');
    size_t dir = target[0] != '/' && slash ? (size_t)(slash - cur) + 1 : 0;
    char *next = malloc(dir + (size_t)n + 1);
    if (!next)
      break;
    memcpy(next, cur, dir);
    memcpy(next + dir, target, (size_t)n + 1);
    free(cur);
    cur = next;
  }
  free(cur);
  return NULL;
}

static bool write_in_place(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  bool ok = f && write_all(f, data, len);
  int err = errno;
  if (f && fclose(f) != 0)
    ok = false;
  if (!ok)
    cli_diag(path, DXSIG_ERROR, strerror(err ? err : EIO));
  return ok;
}

/* Temporary file beside path, then rename. existing: path's stat, or NULL
 * for a new file. */
static bool replace(const char *path, const struct stat *existing, const char *data,
                    size_t len) {
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
  /* mkstemp makes 0600: the old file's mode, or the one a plain create
   * would give. */
  mode_t mode;
  if (existing) {
    mode = existing->st_mode & 07777;
  } else {
    mode_t mask = umask(0);
    umask(mask);
    mode = 0666 & ~mask;
  }
  bool ok = fchmod(fd, mode) == 0;
  int err = errno;
  FILE *f = ok ? fdopen(fd, "wb") : NULL;
  if (ok)
    ok = f && write_all(f, data, len);
  if (ok)
    err = errno;
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

bool cli_write_output(const char *path, const char *data, size_t len) {
  if (!path || strcmp(path, "-") == 0) {
    if (write_all(stdout, data, len))
      return true;
    cli_diag("<stdout>", DXSIG_ERROR, strerror(errno));
    return false;
  }
  char *target = follow_links(path);
  if (!target) {
    cli_diag(path, DXSIG_ERROR, strerror(errno));
    return false;
  }
  struct stat st;
  bool exists = stat(target, &st) == 0;
  bool ok;
  if (exists && S_ISDIR(st.st_mode)) {
    cli_diag(path, DXSIG_ERROR, strerror(EISDIR));
    ok = false;
  } else if (exists && (!S_ISREG(st.st_mode) || st.st_nlink > 1 ||
                        (st.st_uid != geteuid() && geteuid() != 0) ||
                        (st.st_gid != getegid() && geteuid() != 0))) {
    /* A device, a FIFO, other hard links, or an owner a new file would
     * not get: only writing in place keeps them. */
    ok = write_in_place(target, data, len);
  } else {
    ok = replace(target, exists ? &st : NULL, data, len);
    if (ok && exists && geteuid() == 0 &&
        (st.st_uid != geteuid() || st.st_gid != getegid()) &&
        chown(target, st.st_uid, st.st_gid) != 0) {
      cli_diag(path, DXSIG_WARNING, "written, but its owner could not be kept");
    }
  }
  free(target);
  return ok;
}
