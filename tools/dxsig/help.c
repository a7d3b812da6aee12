/* dxsig help: every command's --help, 'dxsig help [CMD]', the man page
 * (docs/dxsig.1) and the words of the bash completion, all printed from the
 * commands' option tables (options.h), so they cannot disagree. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "source.h"
#include "options.h"

static const char TOOL_SUMMARY[] = "HLSL semantic signatures and root signatures for DirectX";

static const char EXIT_STATUS[] = "Exit status: 0 success, 1 input errors, 2 usage errors.";

static const char COMMON_TEXT[] =
    "FILE '-' is standard input; '--' ends the options, so a file may start with '-'.\n"
    "Without -o, text goes to standard output and binary output goes there only\n"
    "when it is not a terminal. -o FILE replaces FILE atomically (through a\n"
    "symlink, keeping its mode); dxsig writes no file it was not given.";

/* The spellings of o, as the help shows them: "--entry=NAME, -E NAME". */
static void option_label(char *buf, size_t size, const struct cli_option *o) {
  size_t used = 0;
  buf[0] = '\0';
  const char *s = o->names;
  while (*s) {
    while (*s == ' ')
      ++s;
    size_t n = strcspn(s, " ");
    if (!n)
      break;
    const char *sep = !o->metavar ? "" : s[1] == '-' ? "=" : " ";
    int w = snprintf(buf + used, size - used, "%s%.*s%s%s", used ? ", " : "", (int)n, s, sep,
                     o->metavar ? o->metavar : "");
    if (w < 0 || (size_t)w >= size - used)
      break;
    used += (size_t)w;
    s += n;
  }
}

/* Help text starts at column HELP_COLUMN and is filled to 80 columns (the
 * tables' line breaks are only where the source wraps). */
#define HELP_COLUMN 28
#define HELP_WIDTH (80 - HELP_COLUMN)

static void print_option(FILE *out, const struct cli_option *o) {
  char label[160];
  option_label(label, sizeof label, o);
  if (strlen(label) <= HELP_COLUMN - 4)
    fprintf(out, "  %-*s  ", HELP_COLUMN - 4, label);
  else
    fprintf(out, "  %s\n%*s", label, HELP_COLUMN, "");
  const char *h = o->help;
  size_t used = 0;
  while (*h) {
    while (*h == ' ' || *h == '\n')
      ++h;
    size_t n = strcspn(h, " \n");
    if (!n)
      break;
    if (used && used + 1 + n > HELP_WIDTH) {
      fprintf(out, "\n%*s", HELP_COLUMN, "");
      used = 0;
    }
    fprintf(out, "%s%.*s", used ? " " : "", (int)n, h);
    used += (used ? 1 : 0) + n;
    h += n;
  }
  fputc('\n', out);
}

static void print_usage_lines(FILE *out, const struct cli_command *c) {
  const char *u = c->usage;
  bool first = true;
  while (*u) {
    size_t n = strcspn(u, "\n");
    fprintf(out, "%s dxsig %s %.*s\n", first ? "usage:" : "      ", c->name, (int)n, u);
    first = false;
    u += n;
    if (*u == '\n')
      ++u;
  }
}

void cli_print_help(FILE *out, const struct cli_command *c) {
  print_usage_lines(out, c);
  fprintf(out, "\n%s\n\nOptions:\n", c->description);
  for (size_t k = 0; k < c->option_count; ++k)
    if (c->options[k].help)
      print_option(out, &c->options[k]);
  for (size_t k = 0; k < CLI_COMMON_OPTION_COUNT; ++k)
    print_option(out, &CLI_COMMON_OPTIONS[k]);
  if (c->reads_source) {
    fprintf(out, "\nHLSL input (FILE.hlsl, .hlsli, .fx or -x hlsl; docs/hlsl.md):\n");
    for (size_t k = 0; k < CLI_SOURCE_OPTION_COUNT; ++k)
      print_option(out, &CLI_SOURCE_OPTIONS[k]);
  }
  fprintf(out, "\n%s\n%s\n", COMMON_TEXT, EXIT_STATUS);
}

static void print_overview(FILE *out) {
  size_t count;
  const struct cli_command *const *cmds = cli_commands(&count);
  fprintf(out, "dxsig: %s\n\nusage: dxsig COMMAND [options] FILE...\n"
               "       dxsig help [COMMAND] | --help | --version\n\nCommands:\n",
          TOOL_SUMMARY);
  for (size_t i = 0; i < count; ++i)
    fprintf(out, "  %-10s %s\n", cmds[i]->name, cmds[i]->summary);
  fprintf(out, "  %-10s %s\n", "help", "print a command's options ('dxsig help COMMAND')");
  fprintf(out, "\n'dxsig COMMAND --help' or 'dxsig help COMMAND' lists the options of a command.\n"
               "%s\n%s\n", COMMON_TEXT, EXIT_STATUS);
}

/* roff text: backslashes escaped, '-' as a minus. */
static void roff(FILE *out, const char *s, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    if (s[i] == '\\')
      fputs("\\e", out);
    else if (s[i] == '-')
      fputs("\\-", out);
    else
      fputc(s[i], out);
  }
}

static void roff_lines(FILE *out, const char *text) {
  while (*text) {
    size_t n = strcspn(text, "\n");
    if (n == 0)
      fputs(".PP\n", out);
    else {
      if (text[0] == '.' || text[0] == '\'') /* not a request */
        fputs("\\&", out);
      roff(out, text, n);
      fputc('\n', out);
    }
    text += n;
    if (*text == '\n')
      ++text;
  }
}

static void man_option(FILE *out, const struct cli_option *o) {
  char label[160];
  option_label(label, sizeof label, o);
  fputs(".TP\n.B ", out);
  roff(out, label, strlen(label));
  fputc('\n', out);
  roff_lines(out, o->help);
}

static void print_man(FILE *out) {
  size_t count;
  const struct cli_command *const *cmds = cli_commands(&count);
  fputs(".\\\" Generated by 'dxsig help --man'; test/lit/cli/man-page.test checks it.\n"
        ".TH DXSIG 1 \"\" \"dxsig\" \"User Commands\"\n.SH NAME\ndxsig \\- ",
        out);
  roff(out, TOOL_SUMMARY, strlen(TOOL_SUMMARY));
  fputs("\n.SH SYNOPSIS\n.nf\n", out);
  for (size_t i = 0; i < count; ++i) {
    const char *u = cmds[i]->usage;
    while (*u) {
      size_t n = strcspn(u, "\n");
      fprintf(out, "\\fBdxsig %s\\fR ", cmds[i]->name);
      roff(out, u, n);
      fputc('\n', out);
      u += n;
      if (*u == '\n')
        ++u;
    }
  }
  fputs("\\fBdxsig help\\fR [COMMAND]\n.fi\n.SH DESCRIPTION\n", out);
  roff_lines(out, COMMON_TEXT);
  fputs(".SH COMMANDS\n", out);
  for (size_t i = 0; i < count; ++i) {
    fprintf(out, ".SS %s\n", cmds[i]->name);
    roff_lines(out, cmds[i]->description);
    for (size_t k = 0; k < cmds[i]->option_count; ++k)
      if (cmds[i]->options[k].help)
        man_option(out, &cmds[i]->options[k]);
  }
  fputs(".SH COMMON OPTIONS\n", out);
  for (size_t k = 0; k < CLI_COMMON_OPTION_COUNT; ++k)
    man_option(out, &CLI_COMMON_OPTIONS[k]);
  fputs(".SH HLSL INPUT OPTIONS\n", out);
  for (size_t k = 0; k < CLI_SOURCE_OPTION_COUNT; ++k)
    man_option(out, &CLI_SOURCE_OPTIONS[k]);
  fputs(".SH EXIT STATUS\n", out);
  roff_lines(out, EXIT_STATUS);
}

/* Words for the bash completion: the commands, or one command's options. */
static void print_option_words(FILE *out, const struct cli_option *options, size_t count) {
  for (size_t k = 0; k < count; ++k) {
    if (!options[k].help)
      continue;
    const char *s = options[k].names;
    while (*s) {
      while (*s == ' ')
        ++s;
      size_t n = strcspn(s, " ");
      if (n)
        fprintf(out, "%.*s%s\n", (int)n, s, options[k].metavar && s[1] == '-' ? "=" : "");
      s += n;
    }
  }
}

static void print_words(FILE *out, const struct cli_command *c) {
  size_t count;
  const struct cli_command *const *cmds = cli_commands(&count);
  if (!c) {
    for (size_t i = 0; i < count; ++i)
      fprintf(out, "%s\n", cmds[i]->name);
    fputs("help\n", out);
    return;
  }
  print_option_words(out, c->options, c->option_count);
  if (c->reads_source)
    print_option_words(out, CLI_SOURCE_OPTIONS, CLI_SOURCE_OPTION_COUNT);
  fputs("-Werror\n-h\n--help\n--version\n", out);
}

const struct cli_command *cli_find_command(const char *name) {
  size_t count;
  const struct cli_command *const *cmds = cli_commands(&count);
  for (size_t i = 0; i < count; ++i)
    if (strcmp(cmds[i]->name, name) == 0)
      return cmds[i];
  return NULL;
}

/* dxsig help [COMMAND] | --man | --complete [COMMAND] */
int cli_help(int argc, char **argv) {
  if (argc == 2) {
    print_overview(stdout);
    return CLI_OK;
  }
  if (strcmp(argv[2], "--man") == 0 && argc == 3) {
    print_man(stdout);
    return CLI_OK;
  }
  if (strcmp(argv[2], "--complete") == 0 && argc <= 4) {
    const struct cli_command *c = argc == 4 ? cli_find_command(argv[3]) : NULL;
    if (argc == 4 && !c)
      return CLI_USAGE_ERROR; /* quiet: completion of an unknown word */
    print_words(stdout, c);
    return CLI_OK;
  }
  if (argc > 3)
    return cli_usage_error(NULL, "help takes one command, not '%s'", argv[3]);
  if (strcmp(argv[2], "help") == 0 || strcmp(argv[2], "--help") == 0 ||
      strcmp(argv[2], "-h") == 0) {
    print_overview(stdout);
    return CLI_OK;
  }
  const struct cli_command *c = cli_find_command(argv[2]);
  if (!c)
    return cli_usage_error(NULL, "unknown command '%s'", argv[2]);
  cli_print_help(stdout, c);
  return CLI_OK;
}
