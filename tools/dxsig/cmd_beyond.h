/* dxsig CLI: explain and link (cmd_explain.c, cmd_link.c). */
#ifndef DXSIG_CMD_BEYOND_H
#define DXSIG_CMD_BEYOND_H

#include "options.h"

extern const struct cli_command CLI_EXPLAIN, CLI_LINK;

/* argv[1] is the command; return the exit status (0, 1 input, 2 usage). */
int cli_explain(int argc, char **argv);
int cli_link(int argc, char **argv);

#endif
