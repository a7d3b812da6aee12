/* The reader's name tables: open addressing with linear probing, so that
 * every lookup in a file of any size costs the same. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

struct hl_map_slot {
  const char *name; /* NULL: empty */
  size_t len;
  size_t hash;
  void *value;
};

static size_t hash_name(const char *s, size_t len) {
  size_t h = 1469598103934665603ull & SIZE_MAX; /* FNV-1a */
  for (size_t i = 0; i < len; ++i)
    h = (h ^ (unsigned char)s[i]) * (size_t)1099511628211ull;
  return h;
}

void hl_map_finish(struct hl_map *map) {
  free(map->slots);
  memset(map, 0, sizeof *map);
}

static struct hl_map_slot *find(const struct hl_map *map, const char *name, size_t len,
                                size_t hash) {
  size_t mask = map->capacity - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    struct hl_map_slot *s = &map->slots[i];
    if (!s->name || (s->hash == hash && s->len == len && memcmp(s->name, name, len) == 0))
      return s;
  }
}

void *hl_map_get(const struct hl_map *map, const char *name, size_t len) {
  if (map->count == 0)
    return NULL;
  struct hl_map_slot *s = find(map, name, len, hash_name(name, len));
  return s->name ? s->value : NULL;
}

static bool grow(struct hl_map *map) {
  size_t cap = map->capacity ? map->capacity * 2 : 64;
  struct hl_map_slot *slots = calloc(cap, sizeof *slots);
  if (!slots)
    return false;
  struct hl_map old = *map;
  map->slots = slots;
  map->capacity = cap;
  for (size_t i = 0; i < old.capacity; ++i)
    if (old.slots[i].name)
      *find(map, old.slots[i].name, old.slots[i].len, old.slots[i].hash) = old.slots[i];
  free(old.slots);
  return true;
}

bool hl_map_put(struct hl_map *map, const char *name, size_t len, void *value) {
  if ((map->count + 1) * 2 > map->capacity && !grow(map)) {
    map->failed = true;
    return false;
  }
  size_t hash = hash_name(name, len);
  struct hl_map_slot *s = find(map, name, len, hash);
  if (!s->name) {
    *s = (struct hl_map_slot){name, len, hash, value};
    map->count++;
  } else {
    s->value = value;
  }
  return true;
}
