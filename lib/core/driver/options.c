/* The values of the options every tool takes, one parser each, so that the
 * CLI and the plugin accept the same spellings. */
#include "dxsig/driver.h"

#include <stdlib.h>
#include <string.h>

bool dxsig_version_pair_parse(const char *text, uint32_t *major, uint32_t *minor) {
  char *end;
  if (text[0] < '0' || text[0] > '9')
    return false;
  unsigned long a = strtoul(text, &end, 10);
  if (*end != '.' || end[1] < '0' || end[1] > '9' || a > 0xFFFF)
    return false;
  unsigned long b = strtoul(end + 1, &end, 10);
  if (*end || b > 0xFFFF)
    return false;
  *major = (uint32_t)a;
  *minor = (uint32_t)b;
  return true;
}

const char *dxsig_valver_check(const char *text, uint32_t *major, uint32_t *minor) {
  uint32_t a, b;
  if (!dxsig_version_pair_parse(text, &a, &b))
    return DXSIG_VALVER_SYNTAX_TEXT;
  if (!(a == 0 && b == 0) && !(a == 1 && b <= DXSIG_VALVER_NEWEST_MINOR))
    return DXSIG_VALVER_RANGE_TEXT;
  *major = a;
  *minor = b;
  return NULL;
}

bool dxsig_rs_version_parse(const char *text, uint32_t *version) {
  static const struct {
    const char *dot, *underscore;
    uint32_t version;
  } versions[] = {
      {"1.0", "1_0", DXSIG_RS_VERSION_1_0},
      {"1.1", "1_1", DXSIG_RS_VERSION_1_1},
      {"1.2", "1_2", DXSIG_RS_VERSION_1_2},
  };
  if (strncmp(text, "rootsig_", 8) == 0)
    text += 8;
  for (size_t i = 0; i < sizeof versions / sizeof versions[0]; ++i)
    if (strcmp(text, versions[i].dot) == 0 || strcmp(text, versions[i].underscore) == 0) {
      *version = versions[i].version;
      return true;
    }
  return false;
}

bool dxsig_rs_dialect_parse(const char *text, enum dxsig_rs_dialect *dialect) {
  if (strcmp(text, "dxc") == 0)
    *dialect = DXSIG_RS_DXC;
  else if (strcmp(text, "clang") == 0)
    *dialect = DXSIG_RS_CLANG;
  else
    return false;
  return true;
}
