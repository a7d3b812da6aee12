/* dxsig CLI: the container commands (container, dump). */
#ifndef DXSIG_CMD_LOWER_H
#define DXSIG_CMD_LOWER_H

#include "options.h"

extern const struct cli_command CLI_CONTAINER, CLI_DUMP;

/* argv[1] is the command; return the exit status (0, 1 input, 2 usage). */
int cli_container(int argc, char **argv);
int cli_dump(int argc, char **argv);

#endif
