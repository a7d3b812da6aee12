/* Internal: the growth rule of every growable array in the core. */
#ifndef DXSIG_GROW_H
#define DXSIG_GROW_H

#include <stddef.h>

/* Room for need elements of elem bytes. Returns data when it already has
 * *capacity >= need, else a larger reallocation of it (capacity doubled
 * until need fits, from at least 8 elements or 64 bytes, *capacity
 * updated); NULL when the size overflows or memory runs out, data then
 * untouched and still the caller's. */
void *dxsig_grow(void *data, size_t *capacity, size_t need, size_t elem);

#endif
