/* dxsig CLI: the commands, one file each (cmd_*.c), and the table main.c
 * dispatches on. */
#ifndef DXSIG_CLI_COMMANDS_H
#define DXSIG_CLI_COMMANDS_H

#include "options.h"

extern const struct cli_command CLI_VERIFY, CLI_PACK, CLI_PRINT; /* cmd_module.c */
extern const struct cli_command CLI_CONTAINER;                   /* cmd_container.c */
extern const struct cli_command CLI_DUMP;                        /* cmd_dump.c */
extern const struct cli_command CLI_EXPLAIN;                     /* cmd_explain.c */
extern const struct cli_command CLI_LINK;                        /* cmd_link.c */
extern const struct cli_command CLI_ROOTSIG;                     /* cmd_rootsig.c */
extern const struct cli_command CLI_ANNOTATE;                    /* cmd_annotate.c */

/* argv[1] is the command's name; each returns the exit status (0 success,
 * 1 input errors, 2 usage errors). */
int cli_verify_pack_print(int argc, char **argv); /* verify, pack, print */
int cli_container(int argc, char **argv);
int cli_dump(int argc, char **argv);
int cli_explain(int argc, char **argv);
int cli_link(int argc, char **argv);
int cli_rootsig(int argc, char **argv);
int cli_annotate(int argc, char **argv);

#endif
