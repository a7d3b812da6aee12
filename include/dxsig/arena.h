/* dxsig arena: a bump allocator that owns everything a module reader builds.
 * Freed at once by dxsig_arena_finish. */
#ifndef DXSIG_ARENA_H
#define DXSIG_ARENA_H

#include "dxsig/api.h"
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct dxsig_arena_block;
struct dxsig_arena {
  struct dxsig_arena_block *head;
};

DXSIG_API void dxsig_arena_init(struct dxsig_arena *arena);
DXSIG_API void dxsig_arena_finish(struct dxsig_arena *arena);
/* Frees everything allocated so far but keeps one block for reuse. */
DXSIG_API void dxsig_arena_reset(struct dxsig_arena *arena);
/* Zeroed memory for count objects of size bytes, max-aligned; NULL on
 * overflow or allocation failure. */
DXSIG_API void *dxsig_arena_calloc(struct dxsig_arena *arena, size_t count, size_t size);
/* A NUL-terminated copy of len bytes. */
DXSIG_API char *dxsig_arena_strndup(struct dxsig_arena *arena, const char *s, size_t len);

#ifdef __cplusplus
}
#endif
#endif
