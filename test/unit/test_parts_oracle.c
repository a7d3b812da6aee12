#define _POSIX_C_SOURCE 200809L
/* Byte agreement with DXC: for every entry of the public oracle manifest
 * (test/parts/public/MANIFEST.tsv) and each validator version 1.0, 1.4,
 * 1.5, 1.7 and 1.8, pack the corpus case (prefix-stable), write its
 * ISG1/OSG1/PSG1/PSV0 and compare with the bytes DXC's writer produced
 * (test/parts/public/<case>.<fn>.<PART>.v<M.m>.hex). Where DXC's unstable
 * sort gives a library-dependent record order, the .stable.hex variant is
 * the reference (test/parts/README.md).
 *
 * usage: test_parts_oracle [SOURCE_DIR]   (default: from __FILE__) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxsig/container.h"
#include "ll_mini.h"
#include "test.h"

static char source_dir[1024];
static int compared, matched;

static uint8_t *read_hex(const char *path, size_t *len) {
  size_t n;
  char *text = ll_read_file(path, &n);
  if (!text)
    return NULL;
  while (n && (text[n - 1] == '\n' || text[n - 1] == '\r'))
    --n;
  uint8_t *bytes = malloc(n / 2 + 1);
  for (size_t i = 0; bytes && i + 1 < n + 1 && i / 2 < n / 2; i += 2) {
    unsigned v;
    if (sscanf(text + i, "%2x", &v) != 1) {
      free(bytes);
      bytes = NULL;
      break;
    }
    bytes[i / 2] = (uint8_t)v;
  }
  *len = n / 2;
  free(text);
  return bytes;
}

static void report_diff(const char *what, const uint8_t *got, size_t got_len,
                        const uint8_t *want, size_t want_len) {
  size_t i = 0;
  while (i < got_len && i < want_len && got[i] == want[i])
    ++i;
  fprintf(stderr, "MISMATCH %s: %zu bytes, expected %zu; first difference at %zu\n", what,
          got_len, want_len, i);
  if (getenv("DXSIG_ORACLE_VERBOSE")) {
    fprintf(stderr, "  got:  ");
    for (size_t k = 0; k < got_len; ++k)
      fprintf(stderr, "%02x", got[k]);
    fprintf(stderr, "\n  want: ");
    for (size_t k = 0; k < want_len; ++k)
      fprintf(stderr, "%02x", want[k]);
    fprintf(stderr, "\n");
  }
}

static const struct dxsig_entry *find_entry(const struct dxsig_module *m, const char *fn) {
  for (size_t i = 0; i < m->count; ++i)
    if (m->entries[i].name && strcmp(m->entries[i].name, fn) == 0)
      return &m->entries[i];
  return NULL;
}

static bool check_case(const char *case_name, const char *fn, const char *parts_written) {
  char path[2048];
  snprintf(path, sizeof path, "%s/test/oracle/public/%s.ll", source_dir, case_name);
  char *text = ll_read_file(path, NULL);
  if (!text) {
    fprintf(stderr, "cannot read %s\n", path);
    return false;
  }
  struct ll_file ll;
  bool ok = ll_parse(&ll, text);
  struct dxsig_module m;
  dxsig_module_init(&m);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  ok = ok && dxsig_module_read(&m, &ll.in, &diags);
  if (!ok) {
    fprintf(stderr, "%s: cannot read the module\n", case_name);
    for (size_t i = 0; i < diags.count; ++i)
      fprintf(stderr, "  %s\n", diags.items[i].message);
  }
  if (ok)
    dxsig_module_pack(&m, DXSIG_PACKING_PREFIX_STABLE, NULL); /* FAILs are expected */
  const struct dxsig_entry *entry = ok ? find_entry(&m, fn) : NULL;
  const struct ll_func *func = ll_find_func(&ll, fn);
  if (ok && !entry) {
    fprintf(stderr, "%s: no entry %s\n", case_name, fn);
    ok = false;
  }
  struct dxsig_psv_info info;
  dxsig_psv_info_init(&info);
  if (func && func->numthreads[0])
    sscanf(func->numthreads, "%u,%u,%u", &info.num_threads[0], &info.num_threads[1],
           &info.num_threads[2]);
  static const char *const versions[] = {"1.0", "1.4", "1.5", "1.7", "1.8"};
  static const char *const part_names[] = {"ISG1", "OSG1", "PSG1", "PSV0"};
  for (size_t v = 0; ok && v < 5; ++v) {
    struct dxsig_part_options opts = {1, 0, m.native16, DXSIG_TESS_DOMAIN_UNDEFINED};
    sscanf(versions[v], "%u.%u", &opts.valver_major, &opts.valver_minor);
    for (int p = 0; p < 4; ++p) {
      if (!strstr(parts_written, part_names[p]))
        continue;
      struct dxsig_bytes got;
      dxsig_bytes_init(&got);
      bool wrote = p < 3 ? dxsig_signature_part_write(&got, entry, (enum dxsig_sig_kind)p,
                                                      &opts, &diags)
                         : dxsig_psv0_write(&got, entry, &opts, &info, &diags);
      size_t want_len = 0;
      uint8_t *want = NULL;
      snprintf(path, sizeof path, "%s/test/parts/public/%s.%s.%s.v%s.stable.hex", source_dir,
               case_name, fn, part_names[p], versions[v]);
      want = read_hex(path, &want_len);
      if (!want) {
        snprintf(path, sizeof path, "%s/test/parts/public/%s.%s.%s.v%s.hex", source_dir,
                 case_name, fn, part_names[p], versions[v]);
        want = read_hex(path, &want_len);
      }
      char what[512];
      snprintf(what, sizeof what, "%s.%s.%s.v%s", case_name, fn, part_names[p], versions[v]);
      compared++;
      if (!want) {
        fprintf(stderr, "missing reference %s\n", path);
      } else if (!wrote) {
        fprintf(stderr, "MISMATCH %s: writer failed\n", what);
        for (size_t i = 0; i < diags.count; ++i)
          fprintf(stderr, "  %s\n", diags.items[i].message);
      } else if (got.len != want_len || memcmp(got.data, want, want_len) != 0) {
        report_diff(what, got.data, got.len, want, want_len);
      } else {
        matched++;
      }
      free(want);
      dxsig_bytes_finish(&got);
    }
  }
  dxsig_diag_list_finish(&diags);
  dxsig_module_finish(&m);
  ll_finish(&ll);
  free(text);
  return ok;
}

TEST(public_oracle_parts) {
  char path[2048];
  snprintf(path, sizeof path, "%s/test/parts/public/MANIFEST.tsv", source_dir);
  char *manifest = ll_read_file(path, NULL);
  ASSERT_TRUE(manifest != NULL);
  int entries = 0, unreadable = 0;
  char *save = NULL;
  for (char *line = strtok_r(manifest, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    if (line[0] == '#')
      continue;
    char *cols[12];
    int n = 0;
    for (char *c = line; n < 12;) {
      cols[n++] = c;
      char *tab = strchr(c, '\t');
      if (!tab)
        break;
      *tab = '\0';
      c = tab + 1;
    }
    if (n < 7)
      continue;
    entries++;
    if (!check_case(cols[0], cols[1], cols[6]))
      unreadable++;
  }
  free(manifest);
  printf("oracle parts: %d entries, %d part files compared, %d byte-identical\n", entries,
         compared, matched);
  ASSERT_EQ_INT(unreadable, 0);
  ASSERT_EQ_INT(matched, compared);
}

int main(int argc, char **argv) {
  if (argc > 1) {
    snprintf(source_dir, sizeof source_dir, "%s", argv[1]);
  } else {
    snprintf(source_dir, sizeof source_dir, "%s", __FILE__);
    char *cut = strstr(source_dir, "/test/unit/");
    if (cut)
      *cut = '\0';
    else
      snprintf(source_dir, sizeof source_dir, ".");
  }
  RUN(public_oracle_parts);
  return test_summary();
}
