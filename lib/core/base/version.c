/* The run-time version (see dxsig/version.h). */
#include "dxsig/version.h"

const char *dxsig_version(void) { return DXSIG_VERSION_STRING; }
