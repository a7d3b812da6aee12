/* dxsig CLI: the JSON documents of --json (schema: docs/json.md), written
 * with jansson. */
#ifndef DXSIG_CLI_JSON_H
#define DXSIG_CLI_JSON_H

#include <jansson.h>

#include "dxsig/dxsig.h"

/* A JSON string of text from the input: bytes that are not UTF-8 become
 * U+FFFD (jansson takes only UTF-8). */
json_t *cli_json_text(const char *s);
json_t *cli_json_textn(const char *s, size_t n);

/* A semantic name from the input as a JSON string: cli_json_textn, and a
 * name longer than DXSIG_NAME_SHOWN bytes (no valid name is) cut as
 * messages cut it, "NAME...(N bytes)": one name can be shared by every
 * record of a part or element of a module, and printed whole each time
 * 160 KB made 200 MB. */
json_t *cli_json_name(const char *s, size_t n);

/* One diagnostic: file is the input it is about (d->file wins when the
 * diagnostic has a location); d may be NULL (a message without fields). */
json_t *cli_json_diag(const char *file, const struct dxsig_diag *d,
                      enum dxsig_severity severity, const char *message);

/* The diagnostics collected so far (report.c), handed over: the caller
 * owns the reference. */
json_t *cli_json_take_diagnostics(void);

/* Routes jansson's allocations through a check (before any JSON is built):
 * cli_json_write then knows whether a document lost a part. */
void cli_json_init(void);

/* {"command": C, "ok": ok, ...fields, "diagnostics": [...]} written to
 * path (NULL: stdout); takes fields. Every key of the command's document
 * is present (null unless fields has it). A document that ran out of
 * memory is replaced by one with "ok": false and an "out of memory"
 * diagnostic. False after reporting, or when the document was replaced. */
bool cli_json_write(const char *command, bool ok, json_t *fields, const char *path);

/* print --json: the module's entries and their signature tables. */
json_t *cli_json_module(const struct dxsig_module *m);

/* dump --json: a PSV0 part's data, field by field (json_psv0.c); stage as
 * dxsig_psv0_read takes it. */
json_t *cli_json_psv0(const uint8_t *data, size_t size, int stage);

/* dump --json: the container (or bare part) as data. */
json_t *cli_json_container(const void *data, size_t size, const char *part_name);

#endif
