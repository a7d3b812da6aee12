/* dump --json: a PSV0 part as data (docs/json.md), from the core's reading
 * of it (dxsig_psv0_read), the same fields the text dump prints. */
#include <ctype.h>
#include <string.h>

#include "cli.h"
#include "json.h"

/* DXC's field name as a JSON key: InputControlPointCount becomes
 * input_control_point_count, GroupSharedBytesDependentOnViewID
 * group_shared_bytes_dependent_on_view_id. */
static void snake_case(const char *name, char *out, size_t size) {
  size_t n = 0;
  for (size_t i = 0; name[i] && n + 2 < size; ++i) {
    bool upper = isupper((unsigned char)name[i]);
    bool after_lower = i > 0 && islower((unsigned char)name[i - 1]);
    bool acronym_end = i > 0 && isupper((unsigned char)name[i - 1]) && name[i + 1] &&
                       islower((unsigned char)name[i + 1]);
    if (upper && (after_lower || acronym_end))
      out[n++] = '_';
    out[n++] = (char)tolower((unsigned char)name[i]);
  }
  out[n] = '\0';
}

/* A NUL-terminated string at offset of the string table, or null; a
 * semantic name (name: shared by elements) cut as cli_json_name cuts it. */
static json_t *table_string(const struct dxsig_psv0_info *p, uint32_t offset, bool name) {
  size_t len = 0;
  const char *s = dxsig_psv0_string(p, offset, &len);
  if (!s)
    return json_null();
  return name ? cli_json_name(s, len) : cli_json_textn(s, len);
}

static json_t *words_json(const struct dxsig_psv0_words *t) {
  if (!t->count)
    return json_null();
  json_t *a = json_array();
  for (uint32_t i = 0; i < t->count; ++i)
    json_array_append_new(a, json_integer(dxsig_psv0_word(t, i)));
  return a;
}

static json_t *uint_array(const uint32_t *v, size_t n) {
  json_t *a = json_array();
  for (size_t i = 0; i < n; ++i)
    json_array_append_new(a, json_integer(v[i]));
  return a;
}

static json_t *element_json(const struct dxsig_psv0_info *p, int list, uint32_t i) {
  struct dxsig_psv0_element e = dxsig_psv0_element_at(p, list, i);
  json_t *o = json_object();
  bool unnamed = e.name_offset == 0 && e.kind != 0;
  json_object_set_new(o, "name", unnamed ? json_string("") : table_string(p, e.name_offset, true));
  json_t *indices = json_null();
  if (e.indices_fit) {
    indices = json_array();
    for (uint32_t r = 0; r < e.rows; ++r)
      json_array_append_new(indices,
                            json_integer(dxsig_psv0_semantic_index(p, e.index_offset + r)));
  }
  json_object_set_new(o, "semantic_indices", indices);
  json_object_set_new(o, "rows", json_integer(e.rows));
  json_object_set_new(o, "cols", json_integer(e.cols));
  json_object_set_new(o, "start_row", e.allocated ? json_integer(e.start_row) : json_null());
  json_object_set_new(o, "start_col", e.allocated ? json_integer(e.start_col) : json_null());
  const char *kind = e.kind ? dxsig_semantic_kind_name(e.kind) : "arbitrary";
  json_object_set_new(o, "kind", kind && *kind ? json_string(kind) : json_integer(e.kind));
  json_object_set_new(o, "component_type", json_integer(e.component_type));
  json_object_set_new(o, "interpolation", json_integer(e.interpolation));
  json_object_set_new(o, "dynamic_mask", json_integer(e.dynamic_mask));
  json_object_set_new(o, "stream", json_integer(e.stream));
  return o;
}

json_t *cli_json_psv0(const uint8_t *data, size_t size, int stage) {
  struct dxsig_psv0_info p;
  dxsig_psv0_read(data, size, stage, &p);
  static const char *const STATES[] = {"ok", "bad-runtime-info", "bad-resources", "cut"};
  json_t *o = json_object();
  json_object_set_new(o, "state", json_string(STATES[p.state]));
  if (p.state == DXSIG_PSV0_BAD_INFO)
    return o;
  json_object_set_new(o, "version", json_integer(p.version));
  const char *name = p.stage >= 0 ? dxsig_shader_stage_name((uint32_t)p.stage) : NULL;
  json_object_set_new(o, "stage", name ? json_string(name) : json_null());
  json_t *fields = json_object();
  for (size_t i = 0; i < p.stage_field_count; ++i) {
    char key[64];
    snake_case(p.stage_fields[i].name, key, sizeof key);
    json_object_set_new(fields, key, json_integer(p.stage_fields[i].value));
  }
  json_object_set_new(o, "stage_info", fields);
  json_object_set_new(o, "min_wave_lanes", json_integer(p.min_wave_lanes));
  json_object_set_new(o, "max_wave_lanes", json_integer(p.max_wave_lanes));
  if (p.version >= 1) {
    json_object_set_new(o, "uses_view_id", json_boolean(p.uses_view_id));
    if (p.stage == DXSIG_STAGE_GEOMETRY)
      json_object_set_new(o, "max_vertex_count", json_integer(p.max_vertex_count));
    if (p.stage == DXSIG_STAGE_MESH)
      json_object_set_new(o, "mesh_output_topology", json_integer(p.mesh_output_topology));
    json_object_set_new(o, "element_counts", uint_array(p.element_counts, 3));
    json_object_set_new(o, "input_vectors", json_integer(p.input_vectors));
    json_object_set_new(o, "output_vectors", uint_array(p.output_vectors, 4));
    json_object_set_new(o, "patch_constant_vectors", json_integer(p.patch_constant_vectors));
  }
  if (p.version >= 2)
    json_object_set_new(o, "num_threads", uint_array(p.num_threads, 3));
  if (p.version >= 3)
    json_object_set_new(o, "entry_function_name", table_string(&p, p.entry_name_offset, false));
  if (p.version >= 4)
    json_object_set_new(o, "group_shared_bytes", json_integer(p.group_shared_bytes));
  json_t *resources = json_array();
  for (uint32_t i = 0; p.resources && i < p.resource_count; ++i) {
    struct dxsig_psv0_resource r = dxsig_psv0_resource_at(&p, i);
    json_t *ro = json_object();
    json_object_set_new(ro, "type", json_integer(r.type));
    json_object_set_new(ro, "space", json_integer(r.space));
    json_object_set_new(ro, "lower_bound", json_integer(r.lower));
    json_object_set_new(ro, "upper_bound", json_integer(r.upper));
    json_object_set_new(ro, "kind", r.has_kind ? json_integer(r.kind) : json_null());
    json_object_set_new(ro, "flags", r.has_kind ? json_integer(r.flags) : json_null());
    json_array_append_new(resources, ro);
  }
  json_object_set_new(o, "resources", resources);
  if (p.string_tables_read) {
    json_object_set_new(o, "string_table_size", json_integer(p.string_size));
    json_object_set_new(o, "semantic_index_count", json_integer(p.index_count));
    static const char *const LISTS[3] = {"input", "output", "patch_constant_or_primitive"};
    json_t *elements = json_object();
    for (int k = 0; k < 3; ++k) {
      json_t *a = json_array();
      for (uint32_t i = 0; i < p.elements_read[k]; ++i)
        json_array_append_new(a, element_json(&p, k, i));
      json_object_set_new(elements, LISTS[k], a);
    }
    json_object_set_new(o, "elements", elements);
    json_t *tables = json_object();
    json_t *viewid = json_array(), *io = json_array();
    for (int s = 0; s < 4; ++s) {
      json_array_append_new(viewid, words_json(&p.tables[DXSIG_PSV0_VIEWID_OUTPUTS + s]));
      json_array_append_new(io, words_json(&p.tables[DXSIG_PSV0_INPUTS_TO_OUTPUTS + s]));
    }
    json_object_set_new(tables, "outputs_affected_by_view_id", viewid);
    json_object_set_new(tables, "patch_constants_affected_by_view_id",
                        words_json(&p.tables[DXSIG_PSV0_VIEWID_PATCH_CONSTANTS]));
    json_object_set_new(tables, "inputs_to_outputs", io);
    json_object_set_new(tables, "inputs_to_patch_constants",
                        words_json(&p.tables[DXSIG_PSV0_INPUTS_TO_PATCH_CONSTANTS]));
    json_object_set_new(tables, "patch_constants_to_outputs",
                        words_json(&p.tables[DXSIG_PSV0_PATCH_CONSTANTS_TO_OUTPUTS]));
    json_object_set_new(o, "tables", tables);
  }
  json_object_set_new(o, "trailing_bytes", json_integer((json_int_t)p.trailing_bytes));
  return o;
}
