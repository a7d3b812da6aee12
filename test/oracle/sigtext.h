/* A plain-text form of semantic signatures, for tests and benchmarks that
 * exercise the C core without LLVM (format in test/oracle/README.md). */
#ifndef DXSIG_SIGTEXT_H
#define DXSIG_SIGTEXT_H

#include <stdio.h>

#include "dxsig/module.h"

/* Appends the entries of text (NUL-terminated) to m, whose arena owns
 * them. Returns false and prints a message to err on a syntax error. */
bool sigtext_parse(struct dxsig_module *m, const char *text, FILE *err);

/* A deep copy of m's entries into dst (initialised, empty). */
bool sigtext_clone(struct dxsig_module *dst, const struct dxsig_module *src);

#endif
