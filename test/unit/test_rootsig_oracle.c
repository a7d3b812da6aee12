#define _POSIX_C_SOURCE 200809L
/* The root-signature oracle corpus (test/rootsig/: bytes from clang 22 +
 * LLVM 22) through the core.
 *
 * For every case and version (1.0, 1.1, 1.2):
 *  - clang's dialect: the bytes equal NAME.vXY.hex, or the string is
 *    rejected where clang/LLVM reject it;
 *  - DXC's dialect: 1.1 bytes equal NAME.dxc.v11.hex (omitted flags as 0),
 *    1.0 bytes equal NAME.v10.hex where DXC agrees, rejections likewise;
 *  - the HLSL form (NAME.hlsl, #define RS ...) gives the same bytes;
 *  - the printed string parses back to the same bytes, and RTS0 read +
 *    write is the identity;
 *  - invalid cases: the diagnostics equal NAME.diag (both dialects, at the
 *    case's designated version).
 * It prints the agreement figures per version.
 *
 * usage: test_rootsig_oracle [SOURCE_DIR]   (default: from __FILE__)
 * DXSIG_UPDATE_GOLDEN=1 rewrites the .diag files instead of comparing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/rootsig.h"
#include "test.h"

static char source_dir[1024];
static bool update_golden;

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap + 1);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      char *nb = realloc(buf, cap * 2 + 1);
      if (!nb) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = nb;
      cap *= 2;
    }
  }
  fclose(f);
  if (buf)
    buf[n] = 0;
  if (len)
    *len = n;
  return buf;
}

static char *case_file(const char *sub, const char *name, const char *ext, size_t *len) {
  char path[1400];
  snprintf(path, sizeof path, "%s/test/rootsig/%s/%s.%s", source_dir, sub, name, ext);
  return read_file(path, len);
}

static void to_hex(char *out, const uint8_t *p, size_t n) {
  for (size_t i = 0; i < n; ++i)
    sprintf(out + 2 * i, "%02x", p[i]);
  out[2 * n] = 0;
}

/* Parses a string; on success returns the RTS0 as hex (malloc'd), else
 * NULL. Diagnostics text goes to *diag_text when given (malloc'd). */
static char *compile(const char *text, size_t len, uint32_t version, enum dxsig_rs_dialect d,
                     char **diag_text) {
  struct dxsig_rs_source src = {"rootsig", text, len, NULL, 0};
  struct dxsig_rs_options opt = {version, d, DXSIG_RS_GLOBAL, false};
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_rootsig rs;
  char *hex = NULL;
  if (dxsig_rootsig_parse(&src, &opt, &arena, &rs, &diags)) {
    size_t n = dxsig_rts0_size(&rs);
    uint8_t *bytes = malloc(n ? n : 1);
    hex = malloc(2 * n + 1);
    if (bytes && hex && dxsig_rts0_write(&rs, d, bytes, n))
      to_hex(hex, bytes, n);
    else {
      free(hex);
      hex = NULL;
    }
    free(bytes);
  }
  if (diag_text) {
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    dxsig_diag_list_print(&b, &diags, "rootsig");
    *diag_text = strdup(b.data ? b.data : "");
    dxsig_buffer_finish(&b);
  }
  dxsig_diag_list_finish(&diags);
  dxsig_arena_finish(&arena);
  return hex;
}

static void trim(char *s) {
  size_t n = strlen(s);
  while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' '))
    s[--n] = 0;
}

struct tally {
  int agree, total;
};
static struct tally tallies[2][2][3]; /* [public/invalid][clang/dxc][version] */
static int failures;

#define CHECK(cond, ...)                   \
  do {                                     \
    if (!(cond)) {                         \
      fprintf(stderr, __VA_ARGS__);        \
      fputc('\n', stderr);                 \
      failures++;                          \
    }                                      \
  } while (0)

/* DXC dialect exceptions in invalid/: strings DXC accepts (by reading its
 * source), kept out of the DXC rejection check. */
static bool dxc_accepts(const char *name) {
  /* "CBV(b09)": DXC's tokenizer reads decimal digits (b9); we warn. */
  return strcmp(name, "bad_octal") == 0;
}

static void round_trips(const char *sub, const char *name, const char *rs_text, size_t len,
                        uint32_t version, enum dxsig_rs_dialect d, const char *hex) {
  /* Printed string -> same bytes. */
  struct dxsig_rs_source src = {"rootsig", rs_text, len, NULL, 0};
  struct dxsig_rs_options opt = {version, d, DXSIG_RS_GLOBAL, true};
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_rootsig rs;
  if (!dxsig_rootsig_parse(&src, &opt, &arena, &rs, &diags)) {
    CHECK(0, "%s/%s: reparse failed", sub, name);
    goto out;
  }
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_rootsig_print_hlsl(&b, &rs);
  char *again = compile(b.data ? b.data : "", b.len, version, d, NULL);
  CHECK(again && strcmp(again, hex) == 0, "%s/%s v%u: printed string '%s' gives other bytes",
        sub, name, (unsigned)version, b.data ? b.data : "");
  free(again);
  dxsig_buffer_finish(&b);
  /* RTS0 -> model -> RTS0. */
  size_t n = dxsig_rts0_size(&rs);
  uint8_t *bytes = malloc(n), *bytes2 = malloc(n);
  struct dxsig_diag_list dl;
  dxsig_diag_list_init(&dl);
  struct dxsig_rootsig back;
  if (bytes && bytes2 && dxsig_rts0_write(&rs, d, bytes, n)) {
    bool ok = dxsig_rts0_read(bytes, n, &arena, &back, &dl) && dxsig_rts0_size(&back) == n &&
              dxsig_rts0_write(&back, d, bytes2, n) && memcmp(bytes, bytes2, n) == 0;
    CHECK(ok, "%s/%s v%u: RTS0 read/write is not the identity", sub, name, (unsigned)version);
    /* The read model validates clean. */
    struct dxsig_diag_list vd;
    dxsig_diag_list_init(&vd);
    struct dxsig_rs_options vo = {version, d, DXSIG_RS_GLOBAL, true};
    if (ok)
      CHECK(dxsig_rootsig_validate(&back, &vo, NULL, &vd), "%s/%s v%u: read model fails validation",
            sub, name, (unsigned)version);
    dxsig_diag_list_finish(&vd);
  }
  dxsig_diag_list_finish(&dl);
  free(bytes);
  free(bytes2);
out:
  dxsig_diag_list_finish(&diags);
  dxsig_arena_finish(&arena);
}

static void hlsl_form(const char *sub, const char *name, uint32_t version, const char *hex) {
  size_t len;
  char *text = case_file(sub, name, "hlsl", &len);
  if (!text)
    return;
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_rs_file file;
  bool ok = dxsig_rs_file_scan(name, text, len, NULL, 0, &arena, &file, &diags);
  const struct dxsig_rs_decl *d = ok ? dxsig_rs_file_find(&file, "RS") : NULL;
  CHECK(d && d->has_string, "%s/%s: no RS in the HLSL file", sub, name);
  if (d && d->has_string) {
    char *got = compile(d->value.text, d->value.len, version, DXSIG_RS_CLANG, NULL);
    CHECK(got && strcmp(got, hex) == 0, "%s/%s: HLSL form gives other bytes", sub, name);
    free(got);
  }
  dxsig_diag_list_finish(&diags);
  dxsig_arena_finish(&arena);
  free(text);
}

static void run_set(int set) {
  const char *sub = set ? "invalid" : "public";
  char *index = case_file(sub, "INDEX", "tsv", NULL);
  if (!index) {
    fprintf(stderr, "cannot read %s/test/rootsig/%s/INDEX.tsv\n", source_dir, sub);
    failures++;
    return;
  }
  for (char *line = strtok(index, "\n"); line; line = strtok(NULL, "\n")) {
    if (line[0] == '#')
      continue;
    char *cols[8] = {0};
    int nc = 0;
    for (char *p = line; nc < 8;) {
      cols[nc++] = p;
      char *tab = strchr(p, '\t');
      if (!tab)
        break;
      *tab = 0;
      p = tab + 1;
    }
    if (nc < 7)
      continue;
    const char *name = cols[0], *tags = cols[6];
    size_t len;
    char *rs_text = case_file(sub, name, "rs", &len);
    if (!rs_text) {
      CHECK(0, "%s/%s: no .rs", sub, name);
      continue;
    }
    if (len && rs_text[len - 1] == '\n')
      rs_text[--len] = 0;
    static const char *const vnames[3] = {"10", "11", "12"};
    for (int v = 0; v < 3; ++v) {
      uint32_t version = (uint32_t)v + 1;
      bool accepted = strncmp(cols[1 + v], "hex", 3) == 0;
      char ext[32];
      /* clang's dialect */
      snprintf(ext, sizeof ext, "v%s.hex", vnames[v]);
      char *want = accepted ? case_file(sub, name, ext, NULL) : NULL;
      if (want)
        trim(want);
      char *got = compile(rs_text, len, version, DXSIG_RS_CLANG, NULL);
      bool agree = accepted ? (want && got && strcmp(want, got) == 0) : got == NULL;
      tallies[set][0][v].total++;
      tallies[set][0][v].agree += agree;
      CHECK(agree, "%s/%s v%s clang: %s", sub, name, vnames[v],
            accepted ? (got ? "bytes differ" : "rejected") : "accepted, clang rejects");
      if (agree && accepted) {
        round_trips(sub, name, rs_text, len, version, DXSIG_RS_CLANG, got);
        if (v == 1 && strcmp(sub, "public") == 0)
          hlsl_form(sub, name, version, got);
      }
      free(got);
      free(want);
      /* DXC's dialect */
      bool differs = strstr(tags, "dxc-differs") != NULL;
      want = NULL;
      bool expect_reject = false, check = false;
      if (v == 1 && (want = case_file(sub, name, "dxc.v11.hex", NULL)) != NULL) {
        check = true;
      } else if (v == 0 && accepted && !differs && !strstr(tags, "dxc-v10-flags")) {
        want = case_file(sub, name, ext, NULL);
        check = want != NULL;
      } else if (set == 1 && !accepted && !differs && !dxc_accepts(name)) {
        expect_reject = check = true;
      }
      if (!check)
        continue;
      if (want)
        trim(want);
      got = compile(rs_text, len, version, DXSIG_RS_DXC, NULL);
      agree = expect_reject ? got == NULL : (got && strcmp(want, got) == 0);
      tallies[set][1][v].total++;
      tallies[set][1][v].agree += agree;
      CHECK(agree, "%s/%s v%s dxc: %s", sub, name, vnames[v],
            expect_reject ? "accepted, DXC rejects" : got ? "bytes differ" : "rejected");
      if (agree && !expect_reject)
        round_trips(sub, name, rs_text, len, version, DXSIG_RS_DXC, got);
      free(got);
      free(want);
    }
    /* Golden diagnostics of invalid cases at the designated version. */
    if (set == 1) {
      uint32_t version = strcmp(cols[5], "10") == 0 ? 1 : strcmp(cols[5], "12") == 0 ? 3 : 2;
      char *dc = NULL, *dd = NULL;
      free(compile(rs_text, len, version, DXSIG_RS_CLANG, &dc));
      free(compile(rs_text, len, version, DXSIG_RS_DXC, &dd));
      size_t need = strlen(dc) + strlen(dd) + 64;
      char *text = malloc(need);
      snprintf(text, need, "# clang\n%s# dxc\n%s", dc, dd);
      char path[1400];
      snprintf(path, sizeof path, "%s/test/rootsig/invalid/%s.diag", source_dir, name);
      if (update_golden) {
        FILE *f = fopen(path, "wb");
        if (f) {
          fputs(text, f);
          fclose(f);
        }
      } else {
        char *golden = read_file(path, NULL);
        CHECK(golden && strcmp(golden, text) == 0, "invalid/%s: diagnostics differ:\n%s--- want:\n%s",
              name, text, golden ? golden : "(no .diag file)\n");
        free(golden);
      }
      CHECK(strstr(dc, ": error: ") != NULL, "invalid/%s: no error (clang)", name);
      free(text);
      free(dc);
      free(dd);
    }
    free(rs_text);
  }
  free(index);
}

TEST(oracle_corpus) {
  run_set(0);
  run_set(1);
  static const char *const vn[3] = {"1.0", "1.1", "1.2"};
  for (int set = 0; set < 2; ++set)
    for (int d = 0; d < 2; ++d)
      for (int v = 0; v < 3; ++v)
        if (tallies[set][d][v].total)
          printf("rootsig oracle %-7s %-5s %s: %d/%d agree\n", set ? "invalid" : "public",
                 d ? "dxc" : "clang", vn[v], tallies[set][d][v].agree, tallies[set][d][v].total);
  ASSERT_EQ_INT(failures, 0);
}

int main(int argc, char **argv) {
  if (argc > 1) {
    snprintf(source_dir, sizeof source_dir, "%s", argv[1]);
  } else {
    snprintf(source_dir, sizeof source_dir, "%s", __FILE__);
    char *cut = strstr(source_dir, "/test/unit/");
    if (cut)
      *cut = 0;
  }
  update_golden = getenv("DXSIG_UPDATE_GOLDEN") != NULL;
  RUN(oracle_corpus);
  return test_summary();
}
