/* The one output rule of every command (cli.h: cli_write_output).
 *
 * -o FILE replaces FILE atomically: the bytes go to a temporary file in the
 * same directory, which then is renamed over FILE, so a reader sees the old
 * file or the new one, never half of one. A symlink is followed (its target
 * is replaced, the link stays) and the target's mode and owner are kept.
 * Where a rename would lose something, the file is written in place
 * instead: a file with other hard links (renaming would split them), one
 * whose owner or group cannot be given to a new file, and anything that is
 * not a regular file (/dev/null, a FIFO).
 *
 * Nothing is lost on failure. A regular file written in place is first
 * grown to the new size (so a full disk or a size limit fails before any
 * old byte is touched), and its old bytes are written back if overwriting
 * fails anyway. While a temporary file exists or a file is being
 * overwritten, SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE are held back:
 * they take effect once the temporary file is renamed or removed. SIGXFSZ
 * is ignored for good, so a file size limit is an error ("File too large")
 * rather than a kill. Errors about the output go to stderr even under
 * --json, whose document is the output that failed. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fallocate; LLVM's flags define it already */
#endif
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* Always on stderr: under --json the document is what could not be
 * written. */
static void output_error(const char *path, int err) {
  fprintf(stderr, "dxsig: error: %s: %s\n", path, strerror(err ? err : EIO));
}

/* Writes all of data at offset (or at the file position when offset < 0).
 * 0, or the errno of the failure. */
static int write_fd(int fd, const char *data, size_t len, off_t offset) {
  while (len) {
    ssize_t n = offset < 0 ? write(fd, data, len) : pwrite(fd, data, len, offset);
    if (n < 0) {
      if (errno == EINTR)
        continue;
      return errno;
    }
    if (n == 0)
      return EIO;
    data += n;
    len -= (size_t)n;
    if (offset >= 0)
      offset += n;
  }
  return 0;
}

/* The signals that would end the process between creating a temporary
 * file and removing or renaming it. */
static void hold_signals(sigset_t *old) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  sigaddset(&set, SIGQUIT);
  sigaddset(&set, SIGPIPE);
  sigprocmask(SIG_BLOCK, &set, old);
}

static void release_signals(const sigset_t *old) { sigprocmask(SIG_SETMASK, old, NULL); }

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

/* A device or FIFO: a stream, nothing to keep. */
static bool write_stream(const char *path, const char *data, size_t len) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  int err = fd < 0 ? errno : write_fd(fd, data, len, -1);
  if (fd >= 0 && close(fd) != 0 && !err)
    err = errno;
  if (err)
    output_error(path, err);
  return !err;
}

/* The whole of fd's old_size bytes (malloc'd; a 1-byte buffer when empty);
 * NULL with errno set. */
static char *read_old(int fd, size_t old_size) {
  char *old = malloc(old_size ? old_size : 1);
  if (!old) {
    errno = ENOMEM;
    return NULL;
  }
  size_t got = 0;
  while (got < old_size) {
    ssize_t n = pread(fd, old + got, old_size - got, (off_t)got);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      free(old);
      errno = n < 0 ? errno : EIO; /* the file shrank under us */
      return NULL;
    }
    got += (size_t)n;
  }
  return old;
}

/* 0 when a file of len bytes is within the process's file size limit. */
static int within_size_limit(size_t len) {
  struct rlimit lim;
  if (getrlimit(RLIMIT_FSIZE, &lim) == 0 && lim.rlim_cur != RLIM_INFINITY &&
      (rlim_t)len > lim.rlim_cur)
    return EFBIG;
  return 0;
}

/* Grows fd from old_size to len bytes without touching its first old_size
 * bytes, so that every block the new content needs is there before any
 * old byte is overwritten. 0, or the errno; on failure the file is back to
 * old_size. */
static int reserve(int fd, size_t old_size, const char *data, size_t len) {
  if (len <= old_size)
    return 0;
  /* Blocks first (a full disk fails here, not halfway through), then the
   * new tail itself, written where the file grows. */
  int err = 0;
  if (fallocate(fd, FALLOC_FL_KEEP_SIZE, (off_t)old_size, (off_t)(len - old_size)) != 0 &&
      errno != EOPNOTSUPP && errno != ENOSYS)
    err = errno;
  if (!err)
    err = write_fd(fd, data + old_size, len - old_size, (off_t)old_size);
  if (!err && fdatasync(fd) != 0 && errno != EINVAL)
    err = errno;
  if (err && ftruncate(fd, (off_t)old_size) != 0) {
    /* nothing more can be done; the old bytes are still in place */
  }
  return err;
}

/* A regular file that must keep its inode (hard links, an owner a new file
 * would not get): grown first, then overwritten, then cut to size; on any
 * failure its old bytes are put back. */
static bool write_in_place(const char *path, const struct stat *st, const char *data,
                           size_t len) {
  int err = within_size_limit(len);
  int fd = -1;
  char *old = NULL;
  size_t old_size = (size_t)st->st_size;
  bool readable = true;
  if (!err && (fd = open(path, O_RDWR | O_CLOEXEC)) < 0) {
    /* A file we may write but not read: grown first all the same, but its
     * old bytes cannot be kept in memory to put back. */
    readable = false;
    if (errno != EACCES || (fd = open(path, O_WRONLY | O_CLOEXEC)) < 0)
      err = errno;
  }
  if (!err && readable && !(old = read_old(fd, old_size)))
    err = errno;
  sigset_t held;
  hold_signals(&held);
  if (!err)
    err = reserve(fd, old_size, data, len);
  if (!err) {
    size_t head = len < old_size ? len : old_size;
    err = write_fd(fd, data, head, 0);
    if (!err && len < old_size && ftruncate(fd, (off_t)len) != 0)
      err = errno;
    if (!err && fdatasync(fd) != 0 && errno != EINVAL)
      err = errno;
    if (err) { /* put the old bytes back */
      if (!old || write_fd(fd, old, old_size, 0) != 0 || ftruncate(fd, (off_t)old_size) != 0)
        fprintf(stderr, "dxsig: error: %s: its old content could not be restored\n", path);
    }
  }
  if (fd >= 0 && close(fd) != 0 && !err)
    err = errno;
  release_signals(&held);
  free(old);
  if (err)
    output_error(path, err);
  return !err;
}

/* Temporary file beside path, then rename. existing: path's stat, or NULL
 * for a new file. */
static bool replace(const char *path, const struct stat *existing, const char *data,
                    size_t len) {
  size_t n = strlen(path) + sizeof(".tmp-XXXXXX");
  char *tmp = malloc(n);
  if (!tmp) {
    output_error(path, ENOMEM);
    return false;
  }
  snprintf(tmp, n, "%s.tmp-XXXXXX", path);
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
  sigset_t held;
  hold_signals(&held);
  int err = 0;
  int fd = mkstemp(tmp);
  if (fd < 0) {
    err = errno;
  } else {
    if (fchmod(fd, mode) != 0)
      err = errno;
    if (!err)
      err = write_fd(fd, data, len, -1);
    if (close(fd) != 0 && !err)
      err = errno;
    if (!err && rename(tmp, path) != 0)
      err = errno;
    if (err)
      unlink(tmp);
  }
  release_signals(&held);
  free(tmp);
  if (err)
    output_error(path, err);
  return !err;
}

bool cli_write_output(const char *path, const char *data, size_t len) {
  /* A write beyond a file size limit fails with EFBIG instead of killing
   * the process halfway. */
  signal(SIGXFSZ, SIG_IGN);
  if (!path || strcmp(path, "-") == 0) {
    int err = fflush(stdout) != 0 ? errno : write_fd(STDOUT_FILENO, data, len, -1);
    if (err)
      output_error("<stdout>", err);
    return !err;
  }
  char *target = follow_links(path);
  if (!target) {
    output_error(path, errno);
    return false;
  }
  struct stat st;
  bool exists = stat(target, &st) == 0;
  bool ok;
  if (exists && S_ISDIR(st.st_mode)) {
    output_error(path, EISDIR);
    ok = false;
  } else if (exists && !S_ISREG(st.st_mode)) {
    ok = write_stream(target, data, len);
  } else if (exists && (st.st_nlink > 1 || (st.st_uid != geteuid() && geteuid() != 0) ||
                        (st.st_gid != getegid() && geteuid() != 0))) {
    /* Other hard links, or an owner a new file would not get: only writing
     * in place keeps them. */
    ok = write_in_place(target, &st, data, len);
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
