/* dxsig CLI: the rootsig command. */
#ifndef DXSIG_CMD_ROOTSIG_H
#define DXSIG_CMD_ROOTSIG_H

/* argv[1] is "rootsig"; returns the exit status (0, 1 input, 2 usage). */
int cli_rootsig(int argc, char **argv);

#endif
