/* The --json documents (docs/json.md). jansson does the escaping and the
 * layout; keys keep the order they are added in, so output is stable. */
#include "json.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* Some allocation for the document failed (json_alloc, or the writer's
 * own): cli_json_write replaces the document. */
static bool alloc_failed;

json_t *cli_json_textn(const char *s, size_t n) {
  json_t *v = json_stringn(s, n);
  if (v)
    return v;
  /* Not UTF-8 (a name from the input may hold any bytes): every byte
   * outside ASCII becomes U+FFFD, so the text stays a string. */
  char *copy = malloc(n * 3 + 1);
  if (!copy) {
    alloc_failed = true;
    return json_null();
  }
  size_t len = 0;
  for (size_t i = 0; i < n; ++i) {
    if ((unsigned char)s[i] < 0x80) {
      copy[len++] = s[i];
    } else {
      memcpy(copy + len, "\xEF\xBF\xBD", 3);
      len += 3;
    }
  }
  v = json_stringn(copy, len);
  free(copy);
  return v ? v : json_null();
}

json_t *cli_json_text(const char *s) { return cli_json_textn(s, strlen(s)); }

json_t *cli_json_name(const char *s, size_t n) {
  if (n <= DXSIG_NAME_SHOWN)
    return cli_json_textn(s, n);
  char cut[DXSIG_NAME_SHOWN + 32];
  snprintf(cut, sizeof cut, "%.*s...(%zu bytes)", (int)DXSIG_NAME_SHOWN, s, n);
  return cli_json_textn(cut, strlen(cut)); /* a NUL among the 64 ends it, as %s does */
}

static json_t *string_or_null(const char *s) { return s ? cli_json_text(s) : json_null(); }
static json_t *count_or_null(uint32_t n) { return n ? json_integer(n) : json_null(); }

json_t *cli_json_diag(const char *file, const struct dxsig_diag *d,
                      enum dxsig_severity severity, const char *message) {
  json_t *o = json_object();
  json_object_set_new(o, "severity", json_string(dxsig_severity_name(severity)));
  json_object_set_new(o, "code", d ? json_string(dxsig_rule_name(d->code)) : json_null());
  json_object_set_new(o, "file", string_or_null(d && d->file ? d->file : file));
  json_object_set_new(o, "line", count_or_null(d ? d->line : 0));
  json_object_set_new(o, "column", count_or_null(d ? d->column : 0));
  json_object_set_new(o, "entry", string_or_null(d ? d->entry : NULL));
  json_object_set_new(o, "list", d && d->has_list ? json_string(dxsig_sig_kind_name(d->list))
                                                  : json_null());
  bool element = d && d->has_list && d->element != DXSIG_NO_ELEMENT;
  json_object_set_new(o, "element", element ? json_integer((json_int_t)d->element) : json_null());
  json_object_set_new(o, "element_name", string_or_null(element ? d->element_name : NULL));
  char node[16];
  if (d && d->node.known)
    snprintf(node, sizeof node, "!%u", (unsigned)d->node.slot);
  json_object_set_new(o, "node", d && d->node.known ? json_string(node) : json_null());
  json_object_set_new(o, "message", cli_json_text(message));
  return o;
}

/* jansson reports a failed allocation only by a NULL that json_object_set_new
 * and json_array_append_new quietly drop: a document built under memory
 * pressure could lose an array and still say "ok": true. Every allocation
 * goes through here, and a failure is remembered. */

static void *json_alloc(size_t size) {
  void *p = malloc(size);
  alloc_failed |= p == NULL;
  return p;
}

void cli_json_init(void) { json_set_alloc_funcs(json_alloc, free); }

/* The keys each command's document has besides command, ok and
 * diagnostics, in order (docs/json.md): null unless the command fills
 * them. */
static const struct {
  const char *command;
  const char *keys[3];
} DOCUMENT_KEYS[] = {
    {"verify", {"file"}},
    {"print", {"file", "entries"}},
    {"dump", {"file", "container", "part"}},
    {"link", {"stages"}},
};

static json_t *document(const char *command, bool ok, json_t *fields, json_t *diags) {
  json_t *doc = json_object();
  json_object_set_new(doc, "command", json_string(command));
  json_object_set_new(doc, "ok", json_boolean(ok));
  for (size_t i = 0; i < sizeof DOCUMENT_KEYS / sizeof *DOCUMENT_KEYS; ++i)
    for (size_t k = 0; strcmp(command, DOCUMENT_KEYS[i].command) == 0 && k < 3; ++k)
      if (DOCUMENT_KEYS[i].keys[k])
        json_object_set_new(doc, DOCUMENT_KEYS[i].keys[k], json_null());
  if (fields)
    json_object_update_existing(doc, fields); /* in the order above */
  json_decref(fields);
  json_object_set_new(doc, "diagnostics", diags);
  return doc;
}

static char *dump_text(json_t *doc) {
  char *text = alloc_failed ? NULL : json_dumps(doc, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
  json_decref(doc);
  return alloc_failed ? (free(text), NULL) : text;
}

/* The document of a run that ran out of memory building its own: the keys
 * null, one diagnostic saying so (memory freed since may suffice). */
static char *out_of_memory_text(const char *command, const char *file) {
  alloc_failed = false;
  json_t *diags = json_array();
  json_array_append_new(diags, cli_json_diag(file, NULL, DXSIG_ERROR, "out of memory"));
  json_t *fields = file ? json_pack("{s:s}", "file", file) : NULL;
  return dump_text(document(command, false, fields, diags));
}

bool cli_json_write(const char *command, bool ok, json_t *fields, const char *path) {
  json_t *file = fields ? json_object_get(fields, "file") : NULL;
  char *input = json_is_string(file) ? strdup(json_string_value(file)) : NULL;
  char *text = dump_text(document(command, ok, fields, cli_json_take_diagnostics()));
  bool complete = text != NULL;
  if (!complete)
    text = out_of_memory_text(command, input);
  free(input);
  if (!text) {
    cli_set_json(false);
    cli_diag(NULL, DXSIG_ERROR, "out of memory");
    return false;
  }
  size_t len = strlen(text);
  text[len] = '\n'; /* json_dumps leaves room for the NUL: the NUL becomes a newline */
  bool written = cli_write_output(path, text, len + 1);
  free(text);
  return written && complete;
}

/* ---- print --json --------------------------------------------------------- */

static const char *const COMPONENT_TYPE_NAMES[] = {
#define DXSIG_COMPONENT_TYPE(Id, Value, Bits, Class, Name, Hlsl, HlslMin, Table, TableMin) \
  [Value] = Name,
#include "dxsig/tables.def"
};

static json_t *enum_name(const char *name, uint32_t value) {
  return name ? json_string(name) : json_integer(value);
}

static json_t *mask_text(uint32_t mask) {
  char s[5];
  size_t n = 0;
  for (int c = 0; c < 4; ++c)
    if (mask & (1u << c))
      s[n++] = "xyzw"[c];
  s[n] = '\0';
  return json_string(s);
}

static json_t *element_json(const struct dxsig_element *e) {
  json_t *o = json_object();
  json_object_set_new(o, "id", json_integer(e->id));
  json_object_set_new(o, "name", cli_json_name(e->name ? e->name : "", e->name ? e->name_len : 0));
  json_t *indices = json_array();
  for (uint32_t i = 0; i < e->index_count; ++i)
    json_array_append_new(indices, json_integer(e->indices[i]));
  json_object_set_new(o, "indices", indices);
  const char *kind = dxsig_semantic_kind_name(e->kind);
  json_object_set_new(o, "kind", !kind ? json_integer(e->kind) : json_string(*kind ? kind : "arbitrary"));
  bool known_type = e->comp_type < sizeof COMPONENT_TYPE_NAMES / sizeof *COMPONENT_TYPE_NAMES;
  json_object_set_new(o, "component_type",
                      enum_name(known_type ? COMPONENT_TYPE_NAMES[e->comp_type] : NULL,
                                e->comp_type));
  json_object_set_new(o, "interpolation",
                      enum_name(dxsig_interp_mode_name(e->interp), e->interp));
  json_object_set_new(o, "rows", json_integer(e->rows));
  json_object_set_new(o, "cols", json_integer(e->cols));
  bool placed = dxsig_element_is_allocated(e);
  json_object_set_new(o, "start_row", placed ? json_integer(e->start_row) : json_null());
  json_object_set_new(o, "start_col", placed ? json_integer(e->start_col) : json_null());
  json_object_set_new(o, "usage_mask", mask_text(e->usage_mask));
  json_object_set_new(o, "dynamic_index_mask", mask_text(e->dyn_index_mask));
  json_object_set_new(o, "stream", json_integer(e->stream));
  return o;
}

json_t *cli_json_module(const struct dxsig_module *m) {
  json_t *entries = json_array();
  for (size_t i = 0; i < m->count; ++i) {
    const struct dxsig_entry *e = &m->entries[i];
    json_t *o = json_object();
    json_object_set_new(o, "name", cli_json_text(e->name));
    json_object_set_new(o, "stage", e->has_stage ? enum_name(dxsig_shader_stage_name(e->stage),
                                                             e->stage)
                                                 : json_null());
    json_t *sigs = json_object();
    for (int k = 0; k < DXSIG_SIG_KIND_COUNT; ++k) {
      const struct dxsig_signature *s = &e->sigs[k];
      if (!s->present)
        continue;
      json_t *els = json_array();
      for (size_t j = 0; j < s->count; ++j)
        json_array_append_new(els, element_json(&s->elements[j]));
      json_object_set_new(sigs, dxsig_sig_kind_name((uint32_t)k), els);
    }
    json_object_set_new(o, "signatures", sigs);
    json_array_append_new(entries, o);
  }
  json_t *fields = json_object();
  json_object_set_new(fields, "entries", entries);
  return fields;
}

/* ---- dump --json ---------------------------------------------------------- */

static void fourcc_text(uint32_t fourcc, char out[5]) {
  for (int i = 0; i < 4; ++i) {
    char c = (char)(fourcc >> (8 * i));
    out[i] = c >= 0x20 && c < 0x7f ? c : '?';
  }
  out[4] = '\0';
}

/* The name at offset off of a signature part, or null when it does not
 * end inside the part. */
static json_t *part_string(const uint8_t *data, size_t size, uint32_t off) {
  size_t len = 0;
  const char *name = dxsig_sig_part_name(data, size, off, &len);
  return name ? cli_json_name(name, len) : json_null();
}

/* ISG1/OSG1/PSG1 records, as the core reads them; null when the table does
 * not fit. */
static json_t *signature_records(const uint8_t *data, size_t size) {
  uint32_t count, off;
  if (dxsig_sig_part_header(data, size, &count, &off) != DXSIG_SIG_HEADER_OK)
    return json_null();
  json_t *els = json_array();
  for (uint32_t i = 0; i < count; ++i) {
    struct dxsig_sig_record r;
    dxsig_sig_part_record(data, size, off, i, &r);
    json_t *o = json_object();
    json_object_set_new(o, "name", part_string(data, size, r.name));
    json_object_set_new(o, "index", json_integer(r.index));
    json_object_set_new(o, "stream", json_integer(r.stream));
    json_object_set_new(o, "system_value", json_string(dxsig_system_value_text(r.system_value)));
    json_object_set_new(o, "component_type", json_integer(r.comp_type));
    json_object_set_new(o, "register", r.reg == UINT32_MAX ? json_null() : json_integer(r.reg));
    json_object_set_new(o, "mask", mask_text(r.mask));
    json_object_set_new(o, "rw_mask", mask_text(r.rw_mask));
    json_object_set_new(o, "min_precision", json_integer(r.min_precision));
    json_array_append_new(els, o);
  }
  return els;
}

static json_t *register_or_null(uint32_t v, uint32_t none) {
  return v == none ? json_null() : json_integer(v);
}

static json_t *rs_param_json(const struct dxsig_rs_param *p) {
  json_t *o = json_object();
  json_object_set_new(o, "type", enum_name(dxsig_rs_param_type_name(p->type), p->type));
  json_object_set_new(o, "visibility", enum_name(dxsig_rs_visibility_name(p->visibility),
                                                 p->visibility));
  if (p->type == DXSIG_RS_PARAM_TABLE) {
    json_t *ranges = json_array();
    for (size_t i = 0; i < p->range_count; ++i) {
      const struct dxsig_rs_range *r = &p->ranges[i];
      json_t *ro = json_object();
      json_object_set_new(ro, "type", enum_name(dxsig_rs_range_type_name(r->type), r->type));
      json_object_set_new(ro, "base_register", json_integer(r->base_register));
      json_object_set_new(ro, "space", json_integer(r->space));
      json_object_set_new(ro, "num_descriptors",
                          register_or_null(r->num_descriptors, DXSIG_RS_UNBOUNDED));
      json_object_set_new(ro, "offset", register_or_null(r->offset, DXSIG_RS_APPEND));
      json_object_set_new(ro, "flags", json_integer(r->flags));
      json_array_append_new(ranges, ro);
    }
    json_object_set_new(o, "ranges", ranges);
    return o;
  }
  json_object_set_new(o, "register", json_integer(p->shader_register));
  json_object_set_new(o, "space", json_integer(p->space));
  if (p->type == DXSIG_RS_PARAM_CONSTANTS)
    json_object_set_new(o, "num32bit_constants", json_integer(p->num32bit));
  else
    json_object_set_new(o, "flags", json_integer(p->flags));
  return o;
}

static json_t *rs_sampler_json(const struct dxsig_rs_sampler *s) {
  json_t *o = json_object();
  json_object_set_new(o, "register", json_integer(s->shader_register));
  json_object_set_new(o, "space", json_integer(s->space));
  json_object_set_new(o, "visibility", enum_name(dxsig_rs_visibility_name(s->visibility),
                                                 s->visibility));
  json_object_set_new(o, "filter", enum_name(dxsig_rs_filter_name(s->filter), s->filter));
  json_object_set_new(o, "address_u", enum_name(dxsig_rs_address_name(s->address_u), s->address_u));
  json_object_set_new(o, "address_v", enum_name(dxsig_rs_address_name(s->address_v), s->address_v));
  json_object_set_new(o, "address_w", enum_name(dxsig_rs_address_name(s->address_w), s->address_w));
  json_object_set_new(o, "mip_lod_bias", json_real(s->mip_lod_bias));
  json_object_set_new(o, "max_anisotropy", json_integer(s->max_anisotropy));
  json_object_set_new(o, "comparison_func", enum_name(dxsig_rs_comparison_name(s->comparison_func),
                                                      s->comparison_func));
  json_object_set_new(o, "border_color", enum_name(dxsig_rs_border_name(s->border_color),
                                                   s->border_color));
  json_object_set_new(o, "min_lod", json_real(s->min_lod));
  json_object_set_new(o, "max_lod", json_real(s->max_lod));
  json_object_set_new(o, "flags", json_integer(s->flags));
  return o;
}

/* RTS0 as read back (dxsig_rts0_read), or null when it does not read. */
static json_t *rts0_json(const uint8_t *data, size_t size) {
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list ignored; /* the text dump describes what is wrong */
  dxsig_diag_list_init(&ignored);
  struct dxsig_rootsig rs;
  json_t *o = json_null();
  if (dxsig_rts0_read(data, size, &arena, &rs, &ignored)) {
    o = json_object();
    json_object_set_new(o, "version", json_integer(rs.version));
    json_object_set_new(o, "flags", json_integer(rs.flags));
    json_t *params = json_array();
    for (size_t i = 0; i < rs.param_count; ++i)
      json_array_append_new(params, rs_param_json(&rs.params[i]));
    json_object_set_new(o, "parameters", params);
    json_t *samplers = json_array();
    for (size_t i = 0; i < rs.sampler_count; ++i)
      json_array_append_new(samplers, rs_sampler_json(&rs.samplers[i]));
    json_object_set_new(o, "static_samplers", samplers);
  }
  dxsig_diag_list_finish(&ignored);
  dxsig_arena_finish(&arena);
  return o;
}

static json_t *part_json(uint32_t fourcc, const uint8_t *data, size_t size, json_t *offset,
                         int stage) {
  char name[5];
  fourcc_text(fourcc, name);
  json_t *o = json_object();
  json_object_set_new(o, "name", json_string(name));
  json_object_set_new(o, "offset", offset);
  json_object_set_new(o, "size", json_integer((json_int_t)size));
  if (fourcc == DXSIG_PART_ISG1 || fourcc == DXSIG_PART_OSG1 || fourcc == DXSIG_PART_PSG1)
    json_object_set_new(o, "elements", signature_records(data, size));
  else if (fourcc == DXSIG_PART_PSV0) {
    struct dxsig_psv0_info info;
    dxsig_psv0_read(data, size, stage, &info);
    if (size >= 4)
      json_object_set_new(o, "runtime_info_size", json_integer(info.info_size));
    json_object_set_new(o, "psv0", cli_json_psv0(data, size, stage));
  }
  else if (fourcc == DXSIG_PART_RTS0)
    json_object_set_new(o, "root_signature", rts0_json(data, size));
  return o;
}

/* The part table's listings in file order. A part listed again is not
 * decoded again: its object names the first listing ("same_as"), as the
 * text dump does, so the document stays as large as the container, not as
 * its listings times the part (a 160 KB table of one part made 40 MB). */
static json_t *parts_json(const struct dxsig_container_view *v) {
  size_t *first = malloc((v->count ? v->count : 1) * sizeof *first);
  if (!first || !dxsig_container_first_listings(v, first)) {
    free(first);
    alloc_failed = true;
    return json_null();
  }
  json_t *parts = json_array();
  int stage = dxsig_container_stage(v);
  for (size_t i = 0; i < v->count; ++i) {
    const struct dxsig_part *p = &v->parts[i];
    if (first[i] == i) {
      json_array_append_new(parts, part_json(p->fourcc, p->data, p->size,
                                             json_integer(v->offsets[i]), stage));
      continue;
    }
    char name[5];
    fourcc_text(p->fourcc, name);
    json_t *o = json_object();
    json_object_set_new(o, "name", json_string(name));
    json_object_set_new(o, "offset", json_integer(v->offsets[i]));
    json_object_set_new(o, "size", json_integer((json_int_t)p->size));
    json_object_set_new(o, "same_as", json_integer((json_int_t)first[i]));
    json_array_append_new(parts, o);
  }
  free(first);
  return parts;
}

json_t *cli_json_container(const void *data, size_t size, const char *part_name) {
  json_t *fields = json_object();
  if (part_name) { /* a bare part */
    uint32_t fourcc = (uint32_t)(uint8_t)part_name[0] | (uint32_t)(uint8_t)part_name[1] << 8 |
                      (uint32_t)(uint8_t)part_name[2] << 16 | (uint32_t)(uint8_t)part_name[3] << 24;
    json_object_set_new(fields, "part", part_json(fourcc, data, size, json_null(), -1));
    return fields;
  }
  struct dxsig_container_view v;
  struct dxsig_diag_list ignored; /* dxsig_container_dump reported them */
  dxsig_diag_list_init(&ignored);
  dxsig_container_read(&v, data, size, &ignored);
  dxsig_diag_list_finish(&ignored);
  json_t *c = json_object();
  if (v.data && size >= 32) {
    json_object_set_new(c, "version", json_sprintf("%u.%u", (unsigned)v.major, (unsigned)v.minor));
    json_object_set_new(c, "size", json_integer((json_int_t)size));
    char hex[33];
    bool zero = true;
    for (int i = 0; i < 16; ++i) {
      snprintf(hex + 2 * i, 3, "%02x", v.digest[i]);
      zero &= v.digest[i] == 0;
    }
    uint8_t retail[16], debug[16];
    dxsig_container_digest((const uint8_t *)data + 20, size - 20, false, retail);
    dxsig_container_digest((const uint8_t *)data + 20, size - 20, true, debug);
    json_object_set_new(c, "digest", json_string(hex));
    json_object_set_new(c, "digest_status",
                        json_string(zero                                  ? "unsigned"
                                    : memcmp(retail, v.digest, 16) == 0 ? "valid"
                                    : memcmp(debug, v.digest, 16) == 0  ? "valid-debug"
                                                                        : "mismatch"));
    json_object_set_new(c, "parts", parts_json(&v));
  }
  dxsig_container_view_finish(&v);
  json_object_set_new(fields, "container", c);
  return fields;
}
