/* Rule codes: names and areas from rules.def. */
#include "dxsig/rules.h"

#include <string.h>

static const struct {
  enum dxsig_rule code;
  const char *name;
} rules[] = {
#define DXSIG_RULE(Id, Value, Name) {DXSIG_RULE_##Id, Name},
#include "dxsig/rules.def"
};

static const struct {
  int first;
  const char *name;
} areas[] = {
#define DXSIG_RULE_AREA(Id, First, Name) {First, Name},
#include "dxsig/rules.def"
};

/* Codes are listed in value order: a binary search finds one. */
static const char *find(enum dxsig_rule code) {
  size_t lo = 0, hi = sizeof rules / sizeof rules[0];
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if ((int)rules[mid].code < (int)code)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < sizeof rules / sizeof rules[0] && rules[lo].code == code ? rules[lo].name : NULL;
}

const char *dxsig_rule_name(enum dxsig_rule code) { return find(code); }

bool dxsig_rule_from_name(const char *name, size_t len, enum dxsig_rule *out) {
  if (!name)
    return false;
  for (size_t i = 0; i < sizeof rules / sizeof rules[0]; ++i)
    if (strlen(rules[i].name) == len && memcmp(rules[i].name, name, len) == 0) {
      *out = rules[i].code;
      return true;
    }
  return false;
}

const char *dxsig_rule_area_name(enum dxsig_rule code) {
  if (!find(code))
    return NULL;
  for (size_t i = 0; i < sizeof areas / sizeof areas[0]; ++i)
    if ((int)code >= areas[i].first && (int)code < areas[i].first + DXSIG_RULE_AREA_SIZE)
      return areas[i].name;
  return NULL;
}
