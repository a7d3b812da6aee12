/* Doubling growth for the core's arrays and buffers: appends cost O(1)
 * amortized, and no size computation can overflow. */
#include "grow.h"

#include <stdint.h>
#include <stdlib.h>

void *dxsig_grow(void *data, size_t *capacity, size_t need, size_t elem) {
  if (need <= *capacity)
    return data;
  size_t cap = *capacity;
  if (cap == 0)
    cap = elem < 8 ? 64 / elem : 8;
  while (cap < need)
    cap = cap > SIZE_MAX / 2 ? need : cap * 2;
  if (cap > SIZE_MAX / elem)
    return NULL;
  void *more = realloc(data, cap * elem);
  if (more)
    *capacity = cap;
  return more;
}
