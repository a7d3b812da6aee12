/* dxsig link: stage-linkage check (placeholder until lib/core/link.c). */
#include "cmd_beyond.h"

#include <stdio.h>

#include "cli.h"

int cli_link(int argc, char **argv) {
  (void)argc, (void)argv;
  fprintf(stderr, "dxsig: error: link: not implemented yet\n");
  return CLI_USAGE_ERROR;
}
