/* dxsig command line: finds the command and hands it argv. The commands
 * live in cmd_*.c (commands.h), the option grammar in options.c. */
#include "cli.h"
#include "commands.h"

#include <string.h>

/* In `dxsig --help` order. */
static const struct {
  const struct cli_command *command;
  int (*run)(int argc, char **argv);
} COMMANDS[] = {
    {&CLI_VERIFY, cli_verify_pack_print}, {&CLI_PACK, cli_verify_pack_print},
    {&CLI_PRINT, cli_verify_pack_print},  {&CLI_CONTAINER, cli_container},
    {&CLI_DUMP, cli_dump},                {&CLI_EXPLAIN, cli_explain},
    {&CLI_LINK, cli_link},                {&CLI_ROOTSIG, cli_rootsig},
};
#define COMMAND_COUNT (sizeof COMMANDS / sizeof COMMANDS[0])

const struct cli_command *const *cli_commands(size_t *count) {
  static const struct cli_command *list[COMMAND_COUNT];
  for (size_t i = 0; i < COMMAND_COUNT; ++i)
    list[i] = COMMANDS[i].command;
  *count = COMMAND_COUNT;
  return list;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return cli_usage_error(NULL, "no command");
  const char *name = argv[1];
  if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "help") == 0)
    return cli_help(argc, argv);
  if (strcmp(name, "--version") == 0) {
    cli_print_version();
    return CLI_OK;
  }
  const struct cli_command *c = cli_find_command(name);
  if (!c)
    return cli_usage_error(NULL, name[0] == '-' ? "unknown option '%s': a command comes first"
                                                : "unknown command '%s'",
                           name);
  for (size_t i = 0; i < COMMAND_COUNT; ++i)
    if (COMMANDS[i].command == c)
      return cli_exit_status(COMMANDS[i].run(argc, argv));
  return CLI_USAGE_ERROR;
}
