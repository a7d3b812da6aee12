/* dxsig command line: finds the command and hands it argv. The commands
 * live in cmd_*.c (commands.h), the option grammar in options.c. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "commands.h"
#include "json.h"

#include <pthread.h>
#include <signal.h>
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
    {&CLI_ANNOTATE, cli_annotate},
};
#define COMMAND_COUNT (sizeof COMMANDS / sizeof COMMANDS[0])

const struct cli_command *const *cli_commands(size_t *count) {
  static const struct cli_command *list[COMMAND_COUNT];
  for (size_t i = 0; i < COMMAND_COUNT; ++i)
    list[i] = COMMANDS[i].command;
  *count = COMMAND_COUNT;
  return list;
}

/* --json among the options (before a "--") of a command that has it: its
 * usage errors are then JSON documents, whatever word the parser stops at. */
static bool json_requested(const struct cli_command *c, int argc, char **argv) {
  bool has = false;
  for (size_t i = 0; i < c->option_count; ++i)
    has |= strcmp(c->options[i].names, "--json") == 0;
  for (int i = 2; has && i < argc && strcmp(argv[i], "--") != 0; ++i)
    if (strcmp(argv[i], "--json") == 0)
      return true;
  return false;
}

static int run(int argc, char **argv) {
  cli_install_fatal_error_handler();
  cli_json_init();
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
  if (c && json_requested(c, argc, argv))
    cli_set_json_usage(c->name);
  if (!c)
    return cli_usage_error(NULL, name[0] == '-' ? "unknown option '%s': a command comes first"
                                                : "unknown command '%s'",
                           name);
  for (size_t i = 0; i < COMMAND_COUNT; ++i)
    if (COMMANDS[i].command == c)
      return cli_exit_status(COMMANDS[i].run(argc, argv));
  return CLI_USAGE_ERROR;
}

/* LLVM recurses once per level of nesting wherever it walks a module: its
 * parser and verifier over metadata (about 128 bytes a level), its printer,
 * bitcode writer and constant destruction over constant expressions (a GEP
 * nested 50,000 deep overflowed the usual 8 MiB stack in `pack`, 200,000 in
 * every command). The whole command therefore runs on a thread with
 * RUN_STACK bytes of stack (reserved, touched only as used): a nesting of
 * millions of levels, more than the parser reads in reasonable time (see
 * test/lit/bad-input/deep-constant-expr.test). dxsig's own code never
 * recurses on input. */
#define RUN_STACK ((size_t)1 << 30)

struct run_job {
  int argc;
  char **argv;
  sigset_t mask; /* the signal mask main started with */
  int rc;
};

static void *run_thread(void *arg) {
  struct run_job *job = arg;
  pthread_sigmask(SIG_SETMASK, &job->mask, NULL);
  job->rc = run(job->argc, job->argv);
  return NULL;
}

/* Every signal a process receives goes to the command's thread, as it went
 * to the one thread before: main blocks them while it waits, so that
 * output.c's deferral of SIGINT and friends (sigprocmask on the thread that
 * writes) still holds. Without the thread (an address-space limit too
 * small for its stack), the command runs on the usual stack. */
int main(int argc, char **argv) {
  struct run_job job = {.argc = argc, .argv = argv, .rc = CLI_USAGE_ERROR};
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &job.mask);
  pthread_attr_t attr;
  pthread_t thread;
  bool threaded = pthread_attr_init(&attr) == 0;
  if (threaded) {
    threaded = pthread_attr_setstacksize(&attr, RUN_STACK) == 0 &&
               pthread_create(&thread, &attr, run_thread, &job) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!threaded) {
    pthread_sigmask(SIG_SETMASK, &job.mask, NULL);
    return run(argc, argv);
  }
  pthread_join(thread, NULL);
  return job.rc;
}
