/* dxsig dump FILE.dxbc | PART: a container or a bare part, for people or as
 * JSON. */
#include "commands.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "json.h"

enum { OPT_OUTPUT = CLI_OPT_FIRST, OPT_JSON, OPT_PART };

static const struct cli_option DUMP_OPTIONS[] = {
    {OPT_PART, "--part", CLI_VALUE, "NAME",
     "FILE is one bare part (what 'rootsig --part' writes): ISG1,\n"
     "OSG1, PSG1, PSV0 or RTS0; without it a bare part is recognised\n"
     "by its contents", NULL},
    {OPT_JSON, "--json", CLI_FLAG, NULL, "print the container as JSON (docs/json.md)", NULL},
    {OPT_OUTPUT, "-o", CLI_VALUE, "FILE", "write to FILE", NULL},
};

const struct cli_command CLI_DUMP = {
    "dump", "print a container's signature tables, PSV0 and RTS0",
    "FILE.dxbc [--json] [-o FILE]\nPART.bin [--part=ISG1|OSG1|PSG1|PSV0|RTS0] [--json]",
    "Prints a container (or one bare part) as dxc -dumpbin prints its\n"
    "signatures, PSV0 field by field, RTS0, HASH and DXIL headers; malformed\n"
    "parts are described, never read out of bounds.",
    DUMP_OPTIONS, sizeof DUMP_OPTIONS / sizeof *DUMP_OPTIONS, false};

/* A bare part as dump prints it. */
static void dump_part(struct dxsig_buffer *out, const char *name, const uint8_t *d, size_t size) {
  bool unnamed = strcmp(name, "signature") == 0;
  dxsig_buffer_printf(out, "; bare %s part%s, %zu bytes\n", name,
                      unnamed ? " (ISG1, OSG1 or PSG1: --part says which)" : "", size);
  if (strcmp(name, "RTS0") == 0)
    dxsig_rootsig_dump(out, d, size);
  else if (strcmp(name, "PSV0") == 0)
    dxsig_dump_psv0(out, d, size, -1);
  else if (strcmp(name, "ISG1") == 0)
    dxsig_dump_signature_part(out, "Input", d, size, true);
  else if (strcmp(name, "OSG1") == 0)
    dxsig_dump_signature_part(out, "Output", d, size, false);
  else if (strcmp(name, "PSG1") == 0)
    dxsig_dump_signature_part(out, "Patch Constant", d, size, false);
  else
    dxsig_dump_signature_part(out, "Unnamed", d, size, false);
}

int cli_dump(int argc, char **argv) {
  const struct cli_command *c = &CLI_DUMP;
  const char *input = NULL, *part = NULL, *output = NULL;
  bool json = false;
  struct cli_parser p;
  cli_parser_init(&p, c, argc, argv, 2);
  const char *v;
  int id;
  while ((id = cli_next(&p, &v)) != CLI_NEXT_END) {
    if (id == CLI_NEXT_ERROR)
      return CLI_USAGE_ERROR;
    if (id == CLI_NEXT_EXIT)
      return CLI_OK;
    if (id == OPT_JSON) {
      json = true;
    } else if (id == OPT_OUTPUT) {
      output = v;
    } else if (id == OPT_PART) {
      static const char *const names[] = {"ISG1", "OSG1", "PSG1", "PSV0", "RTS0"};
      part = NULL;
      for (size_t k = 0; k < sizeof names / sizeof *names; ++k)
        if (strcmp(v, names[k]) == 0)
          part = names[k];
      if (!part)
        return cli_usage_error(c, "invalid part '%s' (ISG1, OSG1, PSG1, PSV0 or RTS0)", v);
    } else if (id == CLI_NEXT_POSITIONAL) {
      if (input)
        return cli_usage_error(c, "unexpected argument '%s'", v);
      input = v;
    }
  }
  if (!input)
    return cli_usage_error(c, "%s: no input file", "dump");
  cli_set_json(json);
  size_t size = 0;
  unsigned char *data = (unsigned char *)cli_read_file(input, &size);
  json_t *fields = json ? json_pack("{s:o}", "file", cli_json_text(input)) : NULL;
  int rc = CLI_INPUT_ERROR;
  if (data) {
    bool container = size >= 4 && memcmp(data, "DXBC", 4) == 0;
    const char *bare = part ? part : container ? NULL : dxsig_part_recognise(data, size);
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_buffer text;
    dxsig_buffer_init(&text);
    bool ok = true;
    if (bare)
      dump_part(&text, bare, data, size);
    else
      ok = dxsig_container_dump(&text, data, size, &diags);
    rc = ok ? CLI_OK : CLI_INPUT_ERROR;
    if (text.failed) {
      dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
      rc = CLI_INPUT_ERROR;
    } else if (!json && text.len && !cli_write_output(output, text.data, text.len)) {
      rc = CLI_INPUT_ERROR;
    }
    cli_report(input, &diags);
    if (json && ok) {
      json_t *more = cli_json_container(data, size, bare);
      json_object_update(fields, more);
      json_decref(more);
    }
    dxsig_buffer_finish(&text);
    dxsig_diag_list_finish(&diags);
    free(data);
  }
  if (json && !cli_json_write("dump", cli_exit_status(rc) == CLI_OK, fields, output))
    rc = CLI_INPUT_ERROR;
  return rc;
}
