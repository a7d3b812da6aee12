/* The one option grammar of every dxsig command (options.h). */
#include "options.h"
#include "source.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

void cli_parser_init(struct cli_parser *p, const struct cli_command *command, int argc,
                     char **argv, int first) {
  p->command = command;
  p->argc = argc;
  p->argv = argv;
  p->i = first;
  p->options_done = false;
}

int cli_usage_error(const struct cli_command *command, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bool as_json = cli_json_usage_error(command, fmt, ap); /* --json: a document */
  va_end(ap);
  if (as_json)
    return CLI_USAGE_ERROR;
  va_start(ap, fmt);
  fputs("dxsig: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  if (command)
    fprintf(stderr, " (run 'dxsig help %s')\n", command->name);
  else
    fputs(" (run 'dxsig help')\n", stderr);
  return CLI_USAGE_ERROR;
}

int cli_conflict(const struct cli_command *command, const char *a, const char *b) {
  return cli_usage_error(command, "%s and %s cannot be used together", a, b);
}

/* The spelling of names[k] (space-separated) as a length. */
static const char *spelling(const char *names, size_t k, size_t *len) {
  const char *s = names;
  for (;;) {
    while (*s == ' ')
      ++s;
    if (!*s)
      return NULL;
    size_t n = strcspn(s, " ");
    if (k-- == 0) {
      *len = n;
      return s;
    }
    s += n;
  }
}

/* A one-letter option (-E) and DXC's -Fo, -Fh and -Vn take their value
 * joined: -ENAME. */
static bool takes_joined(const char *s, size_t len) {
  return (len == 2 && s[0] == '-' && s[1] != '-') ||
         (len == 3 && (memcmp(s, "-Fo", 3) == 0 || memcmp(s, "-Fh", 3) == 0 ||
                       memcmp(s, "-Vn", 3) == 0));
}

enum match { NO_MATCH, EXACT, WITH_EQUALS, JOINED };

/* How arg spells option o, and where its value starts. */
static enum match match_option(const struct cli_option *o, const char *arg, const char **rest,
                               size_t *spelled) {
  size_t len;
  enum match best = NO_MATCH;
  for (size_t k = 0; spelling(o->names, k, &len) != NULL; ++k) {
    const char *s = spelling(o->names, k, &len);
    if (strncmp(arg, s, len) != 0)
      continue;
    *spelled = len;
    if (arg[len] == '\0')
      return EXACT;
    if (arg[len] == '=') {
      *rest = arg + len + 1;
      return WITH_EQUALS;
    }
    if (o->arg == CLI_VALUE && takes_joined(s, len) && best == NO_MATCH) {
      *rest = arg + len;
      best = JOINED;
    }
  }
  return best;
}

void cli_print_version(void) {
  unsigned major, minor, patch;
  LLVMGetVersion(&major, &minor, &patch);
  printf("dxsig %s (LLVM %u.%u.%u)\n", DXSIG_VERSION_STRING, major, minor, patch);
}

const struct cli_option CLI_COMMON_OPTIONS[CLI_COMMON_OPTION_COUNT] = {
    {CLI_OPT_WERROR, "-Werror --werror", CLI_FLAG, NULL,
     "treat warnings as errors (exit status 1, no output written)", NULL},
    {CLI_OPT_WARNING, "-Wno-RULE -WRULE", CLI_FLAG, NULL,
     "do not show the warnings of rule RULE (its name, as --json's \"code\"\n"
     "gives it: body-placeholder); -WRULE shows them again", NULL},
    {CLI_OPT_WARNING, "-Werror=RULE -Wno-error=RULE", CLI_FLAG, NULL,
     "report RULE's warnings as errors; -Wno-error=RULE keeps them warnings\n"
     "under -Werror", NULL},
    {CLI_OPT_HELP, "-h --help", CLI_FLAG, NULL, "print this help and exit", NULL},
    {CLI_OPT_VERSION, "--version", CLI_FLAG, NULL, "print dxsig's version and exit", NULL},
};

static struct dxsig_warning_policy warning_policy; /* all zeros: the default */

const struct dxsig_warning_policy *cli_warning_policy(void) { return &warning_policy; }

/* -Werror, -Wno-error, -WRULE, -Wno-RULE, -Werror=RULE, -Wno-error=RULE
 * (clang's spellings): CLI_OPT_WARNING, or a usage error naming the rule
 * closest to an unknown one. */
static int warning_option(const struct cli_parser *p, const char *arg) {
  char why[256];
  if (!dxsig_warning_policy_add(&warning_policy, arg + 2, why, sizeof why))
    return cli_usage_error(p->command, "invalid warning option '%s': %s", arg, why),
           CLI_NEXT_ERROR;
  return CLI_OPT_WARNING;
}

/* The option arg spells: an exact or NAME=VALUE spelling wins over a
 * joined one (-Werror is not -W "error"); the command's table before the
 * common options. NULL when none. */
static const struct cli_option *find_option(const struct cli_parser *p, const char *arg,
                                            enum match *how_out, const char **rest_out,
                                            size_t *spelled_out) {
  const struct cli_option *found = NULL;
  enum match how = NO_MATCH;
  const char *rest = NULL;
  size_t spelled = 0;
  for (int pass = 0; pass < 3 && how != EXACT && how != WITH_EQUALS; ++pass) {
    const struct cli_option *table = pass == 0   ? p->command->options
                                     : pass == 1 ? CLI_COMMON_OPTIONS
                                                 : CLI_SOURCE_OPTIONS;
    size_t count = pass == 0   ? p->command->option_count
                   : pass == 1 ? CLI_COMMON_OPTION_COUNT
                               : (p->command->reads_source ? CLI_SOURCE_OPTION_COUNT : 0);
    for (size_t k = 0; k < count; ++k) {
      const char *r = NULL;
      size_t n = 0;
      enum match m = match_option(&table[k], arg, &r, &n);
      if (m == EXACT && table[k].arg == CLI_EQUALS_VALUE)
        continue; /* rootsig's old --version=1.1: bare, it is dxsig's --version */
      if (m == EXACT || m == WITH_EQUALS) {
        found = &table[k], how = m, rest = r, spelled = n;
        break;
      }
      if (m == JOINED && !found)
        found = &table[k], how = m, rest = r, spelled = n;
    }
  }
  *how_out = how, *rest_out = rest, *spelled_out = spelled;
  return found;
}

/* DXC's /NAME spelling of a single-dash option (/T, /E, /Fo, /D), as a
 * word of its own: /T rootsig_1_1. Joined (/FoFILE) or unknown, /... is a
 * path. */
static const struct cli_option *dxc_slash_option(const struct cli_parser *p, const char *arg) {
  char dashed[64];
  size_t len = strlen(arg);
  if (arg[0] != '/' || arg[1] == '\0' || arg[1] == '-' || len >= sizeof dashed)
    return NULL;
  dashed[0] = '-';
  memcpy(dashed + 1, arg + 1, len);
  enum match how;
  const char *rest;
  size_t spelled;
  const struct cli_option *o = find_option(p, dashed, &how, &rest, &spelled);
  return o && how == EXACT && o->id != CLI_OPT_WARNING ? o : NULL;
}

int cli_next(struct cli_parser *p, const char **value) {
  *value = NULL;
  if (p->i >= p->argc)
    return CLI_NEXT_END;
  const char *arg = p->argv[p->i++];
  const struct cli_option *found = NULL;
  enum match how = NO_MATCH;
  const char *rest = NULL;
  size_t spelled = 0;
  if (!p->options_done && (found = dxc_slash_option(p, arg)) != NULL) {
    how = EXACT, spelled = strlen(arg);
  } else if (p->options_done || arg[0] != '-' || arg[1] == '\0') { /* "-": standard input */
    *value = arg;
    return CLI_NEXT_POSITIONAL;
  } else if (strcmp(arg, "--") == 0) {
    p->options_done = true;
    return cli_next(p, value);
  } else if (arg[1] == 'W') {
    return warning_option(p, arg);
  } else {
    found = find_option(p, arg, &how, &rest, &spelled);
  }
  if (!found)
    return cli_usage_error(p->command, "unknown option '%s'", arg), CLI_NEXT_ERROR;
  if (found->arg == CLI_FLAG) {
    if (how != EXACT)
      return cli_usage_error(p->command, "%.*s takes no value", (int)spelled, arg),
             CLI_NEXT_ERROR;
    if (found->id == CLI_OPT_HELP) {
      cli_print_help(stdout, p->command);
      return CLI_NEXT_EXIT;
    }
    if (found->id == CLI_OPT_VERSION) {
      cli_print_version();
      return CLI_NEXT_EXIT;
    }
    if (found->id == CLI_OPT_WERROR) /* --werror */
      warning_policy.werror = true;
    if (found->id >= CLI_OPT_PROFILE && found->id <= CLI_OPT_DXC_IGNORED)
      return cli_source_option(p->command, found->id, NULL) ? cli_next(p, value)
                                                             : CLI_NEXT_ERROR;
    *value = found->implies;
    return found->id;
  }
  if (how == EXACT) {
    if (p->i >= p->argc)
      return cli_usage_error(p->command, "%s needs a value", arg), CLI_NEXT_ERROR;
    *value = p->argv[p->i++];
  } else if (how == JOINED) {
    *value = rest[0] == '=' ? rest + 1 : rest; /* -E=NAME is -E NAME */
  } else {
    *value = rest;
  }
  if (found->id >= CLI_OPT_PROFILE && found->id <= CLI_OPT_DXC_IGNORED)
    return cli_source_option(p->command, found->id, *value) ? cli_next(p, value)
                                                             : CLI_NEXT_ERROR;
  return found->id;
}

bool cli_packing_value(const struct cli_command *command, const char *value,
                       enum dxsig_packing_mode *mode) {
  if (dxsig_packing_mode_from_name(value, mode))
    return true;
  cli_usage_error(command, CLI_INVALID_PACKING, value);
  return false;
}
