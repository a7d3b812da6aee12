/* dxsig rule codes: every diagnostic carries one (enum dxsig_rule), from the
 * registry in rules.def. Each area of the library owns a range of values,
 * and every code has a stable name ("index-count", "rootsig-syntax") for
 * tools and tests to match on.
 */
#ifndef DXSIG_RULES_H
#define DXSIG_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "dxsig/api.h"

#ifdef __cplusplus
extern "C" {
#endif

enum dxsig_rule {
#define DXSIG_RULE(Id, Value, Name) DXSIG_RULE_##Id = Value,
#include "dxsig/rules.def"
};

/* The first value of each area's range; an area spans 1000 values. */
enum dxsig_rule_area {
#define DXSIG_RULE_AREA(Id, First, Name) DXSIG_RULE_AREA_##Id = First,
#include "dxsig/rules.def"
};
#define DXSIG_RULE_AREA_SIZE 1000

/* "index-count"; NULL for a value that is not a code. */
DXSIG_API const char *dxsig_rule_name(enum dxsig_rule code);
/* The code spelled name (the whole of len bytes); false when there is none. */
DXSIG_API bool dxsig_rule_from_name(const char *name, size_t len, enum dxsig_rule *out);
/* The code's area: "schema", "root signature", ...; NULL when unknown. */
DXSIG_API const char *dxsig_rule_area_name(enum dxsig_rule code);

#ifdef __cplusplus
}
#endif
#endif
