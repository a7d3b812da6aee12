/* Bump allocator: a list of blocks, each served front to back. */
#include "dxsig/arena.h"

#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define ARENA_ALIGN alignof(max_align_t)
#define ARENA_BLOCK_SIZE 8192u

struct dxsig_arena_block {
  struct dxsig_arena_block *next;
  size_t size;  /* bytes of data */
  size_t used;
  alignas(max_align_t) unsigned char data[];
};

void dxsig_arena_init(struct dxsig_arena *arena) { arena->head = NULL; }

void dxsig_arena_finish(struct dxsig_arena *arena) {
  struct dxsig_arena_block *b = arena->head;
  while (b) {
    struct dxsig_arena_block *next = b->next;
    free(b);
    b = next;
  }
  arena->head = NULL;
}

void dxsig_arena_reset(struct dxsig_arena *arena) {
  struct dxsig_arena_block *keep = arena->head;
  if (!keep)
    return;
  struct dxsig_arena_block *b = keep->next;
  while (b) {
    struct dxsig_arena_block *next = b->next;
    free(b);
    b = next;
  }
  keep->next = NULL;
  keep->used = 0;
}

static size_t round_up(size_t n) { return (n + ARENA_ALIGN - 1) & ~(ARENA_ALIGN - 1); }

void *dxsig_arena_calloc(struct dxsig_arena *arena, size_t count, size_t size) {
  if (size != 0 && count > SIZE_MAX / size)
    return NULL;
  size_t bytes = count * size;
  if (bytes == 0)
    bytes = 1; /* distinct non-NULL pointers for empty arrays */
  if (bytes > SIZE_MAX - ARENA_ALIGN - sizeof(struct dxsig_arena_block))
    return NULL;
  bytes = round_up(bytes);

  struct dxsig_arena_block *b = arena->head;
  if (!b || b->size - b->used < bytes) {
    size_t data = bytes > ARENA_BLOCK_SIZE ? bytes : ARENA_BLOCK_SIZE;
    b = malloc(sizeof(*b) + data);
    if (!b)
      return NULL;
    b->size = data;
    b->used = 0;
    /* A big one-off request goes behind the current block, so that block
     * keeps serving small requests. */
    if (arena->head && bytes > ARENA_BLOCK_SIZE) {
      b->next = arena->head->next;
      arena->head->next = b;
    } else {
      b->next = arena->head;
      arena->head = b;
    }
  }
  void *p = b->data + b->used;
  b->used += bytes;
  memset(p, 0, bytes);
  return p;
}

char *dxsig_arena_strndup(struct dxsig_arena *arena, const char *s, size_t len) {
  if (len == SIZE_MAX)
    return NULL;
  char *p = dxsig_arena_calloc(arena, len + 1, 1);
  if (p && len)
    memcpy(p, s, len);
  return p;
}
