/* What the user said about warnings (clang's -W grammar), decided once for
 * the CLI and the plugin: dxsig_warning_policy in dxsig/driver.h. */
#include "dxsig/driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every rule's stable name, for the closest-name hint. */
static const char *const rule_names[] = {
#define DXSIG_RULE(Id, Value, Name) Name,
#include "dxsig/rules.def"
};
#define RULE_NAME_COUNT (sizeof rule_names / sizeof rule_names[0])

void dxsig_warning_policy_init(struct dxsig_warning_policy *policy) {
  memset(policy, 0, sizeof *policy);
}

void dxsig_warning_policy_finish(struct dxsig_warning_policy *policy) {
  free(policy->rules);
  memset(policy, 0, sizeof *policy);
}

/* Edit distance of a and b (both short: rule names and what was typed,
 * cut at 64 bytes). */
static size_t distance(const char *a, const char *b) {
  size_t row[65];
  size_t la = strlen(a), lb = strlen(b);
  if (la > 64)
    la = 64;
  if (lb > 64)
    lb = 64;
  for (size_t j = 0; j <= lb; ++j)
    row[j] = j;
  for (size_t i = 1; i <= la; ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= lb; ++j) {
      size_t up = row[j];
      size_t best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best)
        best = up + 1;
      if (row[j - 1] + 1 < best)
        best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[lb];
}

const char *dxsig_rule_closest_name(const char *name) {
  const char *best = rule_names[0];
  size_t best_distance = (size_t)-1;
  for (size_t i = 0; i < RULE_NAME_COUNT; ++i) {
    size_t d = distance(name, rule_names[i]);
    if (d < best_distance)
      best = rule_names[i], best_distance = d;
  }
  return best;
}

/* The control of code, added when missing; NULL when out of memory. */
static struct dxsig_warning_rule *rule_control(struct dxsig_warning_policy *policy,
                                               enum dxsig_rule code) {
  for (size_t i = 0; i < policy->count; ++i)
    if (policy->rules[i].code == code)
      return &policy->rules[i];
  if (policy->count == policy->capacity) {
    size_t capacity = policy->capacity ? policy->capacity * 2 : 8;
    struct dxsig_warning_rule *grown = realloc(policy->rules, capacity * sizeof *grown);
    if (!grown)
      return NULL;
    policy->rules = grown;
    policy->capacity = capacity;
  }
  struct dxsig_warning_rule *r = &policy->rules[policy->count++];
  r->code = code;
  r->hidden = false;
  r->as_error = DXSIG_WARNING_AS_WERROR;
  return r;
}

static bool fail(char *why, size_t why_size, const char *fmt, const char *a, const char *b) {
  if (why && why_size)
    snprintf(why, why_size, fmt, a, b);
  return false;
}

bool dxsig_warning_policy_add(struct dxsig_warning_policy *policy, const char *control,
                              char *why, size_t why_size) {
  if (strcmp(control, "error") == 0 || strcmp(control, "no-error") == 0) {
    policy->werror = control[0] == 'e';
    return true;
  }
  bool no = strncmp(control, "no-", 3) == 0;
  const char *name = no ? control + 3 : control;
  bool error = strncmp(name, "error=", 6) == 0;
  if (error)
    name += 6;
  if (!*name)
    return fail(why, why_size, "%s%s", "no rule named", "");
  enum dxsig_rule code;
  if (!dxsig_rule_from_name(name, strlen(name), &code)) {
    /* Quoted as typed, cut short: the rest of the message must fit. */
    return fail(why, why_size, "no rule '%.64s' (did you mean '%s'?)", name,
                dxsig_rule_closest_name(name));
  }
  struct dxsig_warning_rule *r = rule_control(policy, code);
  if (!r)
    return fail(why, why_size, "%s%s", "out of memory", "");
  if (error) {
    r->as_error = no ? DXSIG_WARNING_AS_WARNING : DXSIG_WARNING_AS_ERROR;
    if (!no)
      r->hidden = false; /* -Werror=RULE shows it, as clang's does */
  } else {
    r->hidden = no;
  }
  return true;
}

bool dxsig_warning_policy_parse(struct dxsig_warning_policy *policy, const char *list,
                                char *why, size_t why_size) {
  char item[160];
  const char *s = list;
  for (;;) {
    size_t n = strcspn(s, ",");
    if (n >= sizeof item) {
      /* No rule name is this long: the closest one, from its start. */
      memcpy(item, s, sizeof item - 1);
      item[sizeof item - 1] = '\0';
    } else {
      memcpy(item, s, n);
      item[n] = '\0';
    }
    if (!dxsig_warning_policy_add(policy, item, why, why_size))
      return false;
    if (!s[n])
      return true;
    s += n + 1;
  }
}

bool dxsig_warning_policy_severity(const struct dxsig_warning_policy *policy,
                                   enum dxsig_rule code, enum dxsig_severity *severity) {
  if (!policy || *severity != DXSIG_WARNING)
    return true;
  enum dxsig_warning_as as_error = DXSIG_WARNING_AS_WERROR;
  for (size_t i = 0; i < policy->count; ++i)
    if (policy->rules[i].code == code) {
      if (policy->rules[i].hidden)
        return false;
      as_error = policy->rules[i].as_error;
      break;
    }
  if (as_error == DXSIG_WARNING_AS_ERROR ||
      (as_error == DXSIG_WARNING_AS_WERROR && policy->werror))
    *severity = DXSIG_ERROR;
  return true;
}

size_t dxsig_diag_apply_policy(struct dxsig_diag_list *list,
                               const struct dxsig_warning_policy *policy) {
  size_t kept = 0, promoted = 0;
  for (size_t i = 0; i < list->count; ++i) {
    struct dxsig_diag *d = &list->items[i];
    enum dxsig_severity severity = d->severity;
    if (!dxsig_warning_policy_severity(policy, d->code, &severity)) {
      free(d->message);
      continue;
    }
    if (severity != d->severity) {
      d->severity = severity;
      list->error_count++;
      promoted++;
    }
    list->items[kept++] = *d;
  }
  list->count = kept;
  return promoted;
}
