/* The benchmarks' input: a plain-text corpus (sigtext, ll2sig.py --all)
 * read case by case. */
#ifndef DXSIG_BENCH_CORPUS_H
#define DXSIG_BENCH_CORPUS_H

#include <stddef.h>

#include "dxsig/module.h"

/* One module per "entry" line of the file, so that each keeps its own
 * native16 flag (sigtext keeps the flag per module: a concatenated corpus
 * read as one module takes the last case's). *count modules, malloc'd;
 * finish each and free the array. NULL, after a message, when the file
 * cannot be read or parsed. */
struct dxsig_module *bench_load_corpus(const char *path, size_t *count);

/* Finishes the count modules of a bench_load_corpus result and frees it. */
void bench_free_corpus(struct dxsig_module *mods, size_t count);

#endif
