/* dxsig CLI: the one option grammar every command parses with, modelled on
 * LLVM's tools and DXC:
 *   --name=VALUE and --name VALUE           (long options)
 *   -X VALUE, -XVALUE and -X=VALUE          (one-letter options: -E, -D, -o)
 *   -name VALUE, -name=VALUE                (DXC's single-dash spellings)
 *   /name VALUE                             (DXC's slash form of those, as
 *                                            separate words: /T, /Fo)
 *   --                                      ends the options
 *   -h, --help                              the command's help, exit 0
 * A command describes its options in a table; the same table prints its
 * --help, the man page and the shell completion (help.c). */
#ifndef DXSIG_CLI_OPTIONS_H
#define DXSIG_CLI_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

enum cli_arg {
  CLI_FLAG,         /* no value */
  CLI_VALUE,        /* a value, in any of the forms above */
  CLI_EQUALS_VALUE  /* a value given only as NAME=VALUE (an old spelling that
                       would be ambiguous with a separate value) */
};

/* One concept of a command: every spelling of it maps to one id. */
struct cli_option {
  int id;               /* > 0; the command's own numbering */
  const char *names;    /* spellings, space-separated: "--entry -E" */
  enum cli_arg arg;
  const char *metavar;  /* "NAME"; NULL for flags */
  const char *help;     /* one line or more ('\n'); NULL: a hidden spelling */
  const char *implies;  /* a flag that stands for a value: -pack-optimized is
                           --packing=optimized (the id's value); else NULL */
};

/* A command: its name, what it does, its usage lines and its options. */
struct cli_command {
  const char *name;
  const char *summary;          /* one line, for 'dxsig help' */
  const char *usage;            /* "FILE.ll [options]" lines, '\n'-separated */
  const char *description;      /* paragraphs for --help and the man page */
  const struct cli_option *options;
  size_t option_count;
  bool reads_source;            /* takes HLSL files and DXC's source options */
};

/* Ids every command shares (the commands number theirs from CLI_OPT_FIRST). */
enum {
  CLI_OPT_HELP = 1,
  CLI_OPT_VERSION,
  CLI_OPT_WERROR,
  CLI_OPT_WARNING,  /* -Wno-RULE and the like: in the tables for the help
                       only (cli_next reads every -W... itself) */
  /* The HLSL source options (source.h), stored by cli_next itself. */
  CLI_OPT_PROFILE,
  CLI_OPT_DEFINE,
  CLI_OPT_UNDEFINE,
  CLI_OPT_INCLUDE,
  CLI_OPT_16BIT,
  CLI_OPT_ROW_MAJOR,
  CLI_OPT_COLUMN_MAJOR,
  CLI_OPT_HLSL_VERSION,
  CLI_OPT_LANGUAGE,
  CLI_OPT_GEC,
  CLI_OPT_RESTRICT_INCLUDES,
  CLI_OPT_DXC_IGNORED,
  CLI_OPT_FIRST
};

/* -Werror and the other -W controls, -h/--help and --version, which every
 * command takes. */
#define CLI_COMMON_OPTION_COUNT 5
extern const struct cli_option CLI_COMMON_OPTIONS[CLI_COMMON_OPTION_COUNT];

/* What cli_next returns besides an option's id. */
enum {
  CLI_NEXT_END = 0,          /* no more arguments */
  CLI_NEXT_POSITIONAL = -1,  /* a file or other operand: *value */
  CLI_NEXT_ERROR = -2,       /* a usage error, already reported */
  CLI_NEXT_EXIT = -3         /* --help or --version printed: exit 0 */
};

struct cli_parser {
  const struct cli_command *command;
  int argc;
  char **argv;
  int i;               /* the next argument */
  bool options_done;   /* after "--" */
};

void cli_parser_init(struct cli_parser *p, const struct cli_command *command, int argc,
                     char **argv, int first);

/* The next argument: an option's id (its value, or NULL for a flag, in
 * *value), an operand, the end, or an error reported on stderr. -h/--help,
 * --version, -Werror and the other -W controls (CLI_OPT_WERROR) are
 * handled here. */
int cli_next(struct cli_parser *p, const char **value);

/* What the -W options given so far say (-Werror, -Wno-RULE, -Werror=RULE,
 * ...): the policy report.c shows diagnostics by. One command per
 * process, so one policy. */
struct dxsig_warning_policy;
const struct dxsig_warning_policy *cli_warning_policy(void);

/* "dxsig: error: MESSAGE (run 'dxsig help CMD')" on one line; returns the
 * usage exit status (2). */
int cli_usage_error(const struct cli_command *command, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Two options that exclude each other were both given: a usage error. */
int cli_conflict(const struct cli_command *command, const char *a, const char *b);

/* The version line (also 'dxsig --version'). */
void cli_print_version(void);

#endif
