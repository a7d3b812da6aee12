/* dxsig link STAGE STAGE... [--packing=MODE] [--input-layout LAYOUT.txt]
 * dxsig link --input-layout LAYOUT.txt STAGE
 * dxsig link FILE.ll                      (the pipelines of !dx.pipelines)
 *
 * STAGE is FILE.ll:ENTRY (or FILE.ll when it has one entry) or
 * FILE.dxbc[:STAGE], STAGE a stage's name or its short name (ps).
 * Each adjacent pair is checked (lib/core/link/rules.c); a layout is checked
 * against the first stage. Exit 0 when everything links, 1 on a mismatch
 * or an input error, 2 on a usage error. */
#define _POSIX_C_SOURCE 200809L
#include "commands.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "source.h"
#include "json.h"
#include "link_glue.h"

enum { OPT_PACKING = CLI_OPT_FIRST, OPT_LAYOUT, OPT_JSON };

static const struct cli_option LINK_OPTIONS[] = {
    CLI_PACKING_OPTIONS(OPT_PACKING),
    {OPT_LAYOUT, "--input-layout", CLI_VALUE, "LAYOUT.txt",
     "check the first stage against an input layout (NAME INDEX\n"
     "DXGI_FORMAT per line)", NULL},
    {OPT_JSON, "--json", CLI_FLAG, NULL, "print the diagnostics as JSON (docs/json.md)", NULL},
};

const struct cli_command CLI_LINK = {
    "link", "check that adjacent pipeline stages fit together as D3D12 requires",
    "STAGE STAGE... [--packing=MODE] [--json]\n"
    "--input-layout=LAYOUT.txt STAGE [STAGE...]\n"
    "FILE.ll",
    "Checks each adjacent pair of stages as D3D12 does when it creates a\n"
    "pipeline state. STAGE is FILE.ll:ENTRY, FILE.ll (one entry),\n"
    "FILE.hlsl:ENTRY[:PROFILE] (PROFILE as -T: vs_6_6; without it, -T or the\n"
    "entry's [shader(\"...\")] attribute gives the stage) or\n"
    "FILE.dxbc[:STAGE] (STAGE: vertex, hull, domain, geometry, pixel, mesh, or\n"
    "vs, hs, ds, gs, ps, ms); unpacked modules are packed in memory. FILE.ll\n"
    "alone: the pipelines of its !dx.pipelines.",
    LINK_OPTIONS, sizeof LINK_OPTIONS / sizeof *LINK_OPTIONS, true};

/* "pixel" or "ps" */
static bool stage_from_name(const char *name, enum dxsig_shader_stage *out) {
  if (dxsig_shader_stage_from_name(name, strlen(name), out))
    return true;
  for (uint32_t s = 0; s < DXSIG_SHADER_STAGE_COUNT; ++s) {
    const char *short_name = dxsig_shader_stage_short_name(s);
    if (short_name && strcmp(short_name, name) == 0) {
      *out = (enum dxsig_shader_stage)s;
      return true;
    }
  }
  return false;
}

/* One .ll file, loaded once with its entries' bodies (whose accesses set
 * the masks, as for every other command), then checked once for the
 * entries the run names in it (other entries' problems are one note) and
 * those packed as asked. */
struct loaded {
  const char *path;
  const char *entry, *profile; /* an HLSL file's: what it was read for */
  LLVMModuleRef mod;
  struct dxsig_model model;
  bool has_model;
  bool ok;
  const char **entries;  /* the stages named in this file */
  size_t entry_count;
  bool checked, check_ok;
};

struct link_run {
  LLVMContextRef ctx;
  enum dxsig_packing_mode mode;
  bool repack;           /* --packing given: repack packed modules too */
  struct loaded *files;
  size_t nfiles;
  char **blobs;          /* container bytes, kept while stages point in */
  size_t nblobs;
  struct dxsig_arena arena;
};

/* An HLSL file is read for the entry a stage names, with its profile
 * (FILE.hlsl:ENTRY:PROFILE), so each such stage is a file of its own. */
static bool same_file(const struct loaded *f, const char *path, const char *entry,
                      const char *profile) {
  if (strcmp(f->path, path) != 0)
    return false;
  if (!cli_is_hlsl(path))
    return true;
  return (f->entry && entry ? strcmp(f->entry, entry) == 0 : f->entry == entry) &&
         (f->profile && profile ? strcmp(f->profile, profile) == 0 : f->profile == profile);
}

static struct loaded *load_ll(struct link_run *run, const char *path, const char *entry,
                              const char *profile) {
  for (size_t i = 0; i < run->nfiles; ++i)
    if (same_file(&run->files[i], path, entry, profile))
      return run->files[i].ok ? &run->files[i] : NULL;
  struct loaded *f = &run->files[run->nfiles++];
  memset(f, 0, sizeof *f);
  f->path = path;
  f->entry = entry;
  f->profile = profile;
  f->mod = cli_is_hlsl(path) ? cli_load_hlsl(run->ctx, path, entry, profile)
                             : cli_load_module(run->ctx, path, NULL);
  if (!f->mod)
    return NULL;
  cli_model_load(path, f->mod, &f->model);
  f->has_model = true;
  f->ok = true;
  return f;
}

/* f checked once, for the entries the run names in it (none: the whole
 * module), and those entries packed as asked; what that says is reported
 * once, for the file. */
static bool check_file(struct link_run *run, struct loaded *f) {
  if (f->checked)
    return f->check_ok;
  f->checked = true;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_model *model = &f->model;
  bool ok = f->entry_count
                ? dxsig_model_check_entries(model, f->entries, f->entry_count, &diags)
                : dxsig_model_check(model, &diags);
  struct dxsig_pack_request req = {run->mode, run->repack, false};
  if (ok && !f->entry_count)
    ok = dxsig_model_pack(model, NULL, &req, NULL, &diags);
  for (size_t i = 0; ok && i < model->m.count; ++i) {
    const struct dxsig_entry *e = &model->m.entries[i];
    for (size_t j = 0; j < f->entry_count; ++j)
      if (e->name && strcmp(e->name, f->entries[j]) == 0) {
        ok = dxsig_model_pack(model, e, &req, NULL, &diags);
        break;
      }
  }
  cli_report(f->path, &diags);
  dxsig_diag_list_finish(&diags);
  f->check_ok = ok;
  return ok;
}

/* FILE.ll:ENTRY into its path and entry (NULL for FILE.ll alone), split at
 * the last ':' when what follows names no path; FILE.hlsl:ENTRY[:PROFILE]
 * at the ':' after the file's name. */
static bool split_spec(struct link_run *run, const char *spec, char **path,
                       const char **entry, const char **profile) {
  *path = dxsig_arena_strndup(&run->arena, spec, strlen(spec));
  *entry = NULL;
  *profile = NULL;
  if (!*path)
    return false;
  static const char *const SOURCE[] = {".hlsl:", ".hlsli:", ".fx:"};
  for (size_t k = 0; k < sizeof SOURCE / sizeof *SOURCE; ++k) {
    char *at = strstr(*path, SOURCE[k]);
    if (!at || access(spec, F_OK) == 0)
      continue;
    at += strlen(SOURCE[k]) - 1;
    *at = '\0';
    *entry = at + 1;
    char *second = strchr(at + 1, ':');
    if (second) {
      *second = '\0';
      *profile = second + 1;
    }
    return true;
  }
  char *colon = strrchr(*path, ':');
  if (colon && !strchr(colon, '/')) {
    *colon = '\0';
    *entry = colon + 1;
  }
  return true;
}

/* FILE.dxbc or FILE.dxbc:STAGE */
static bool is_container(const char *path) {
  size_t n = strlen(path);
  const char *ext = strstr(path, ".dxbc");
  while (ext && strstr(ext + 1, ".dxbc"))
    ext = strstr(ext + 1, ".dxbc");
  return (n > 5 && strcmp(path + n - 5, ".dxbc") == 0) || (ext && ext[5] == ':');
}

/* STAGE -> a link stage; false after reporting. */
static bool load_stage(struct link_run *run, const char *spec, struct dxsig_link_stage *out) {
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  bool ok = false;
  if (is_container(spec)) {
    /* FILE.dxbc[:STAGE]: the stage for containers that do not say. */
    char *path = dxsig_arena_strndup(&run->arena, spec, strlen(spec));
    const char *stage_name = NULL;
    size_t n = path ? strlen(path) : 0;
    if (path && !(n > 5 && strcmp(path + n - 5, ".dxbc") == 0)) {
      char *colon = strrchr(path, ':');
      *colon = '\0';
      stage_name = colon + 1;
    }
    size_t size = 0;
    char *data = path ? cli_read_file(path, &size) : NULL;
    if (data) {
      run->blobs[run->nblobs++] = data;
      const char *base = strrchr(path, '/');
      ok = dxsig_link_stage_from_container(out, data, size, base ? base + 1 : path, &run->arena,
                                           &diags);
      enum dxsig_shader_stage st;
      if (ok && stage_name) {
        if (stage_from_name(stage_name, &st)) {
          out->stage = st;
        } else {
          dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_LINK_STAGE, "'%s' is not a shader stage "
                         "(vertex, hull, domain, geometry, pixel, mesh; vs, hs, ...)", stage_name);
          ok = false;
        }
      }
    }
    cli_report(path ? path : spec, &diags);
    dxsig_diag_list_finish(&diags);
    return ok;
  }
  /* FILE.ll:ENTRY, or FILE.ll for its only entry. */
  char *path;
  const char *entry, *profile;
  struct loaded *f =
      split_spec(run, spec, &path, &entry, &profile) ? load_ll(run, path, entry, profile) : NULL;
  if (f) {
    struct dxsig_module *m = &f->model.m;
    char option[80];
    snprintf(option, sizeof option, "%.60s:ENTRY", path);
    const struct dxsig_entry *e = NULL;
    if (!entry && m->count > 1)
      dxsig_module_find_entry(m, NULL, option, &diags); /* says which there are */
    else if (check_file(run, f))
      e = dxsig_module_find_entry(m, entry, option, &diags);
    ok = e && dxsig_link_stage_from_entry(out, e, m, &run->arena, &diags);
  }
  cli_report(path ? path : spec, &diags);
  dxsig_diag_list_finish(&diags);
  return ok;
}

/* Before any check: the entry a .ll stage names, noted with its file, so
 * that the file is judged for all the entries the run links at once. */
static void name_stage(struct link_run *run, const char *spec, size_t nspecs) {
  char *path;
  const char *entry, *profile;
  if (is_container(spec) || !split_spec(run, spec, &path, &entry, &profile))
    return;
  struct loaded *f = load_ll(run, path, entry, profile);
  if (!f)
    return;
  if (!entry && f->model.m.count == 1)
    entry = f->model.m.entries[0].name;
  if (!entry)
    return;
  if (!f->entries && !(f->entries = dxsig_arena_calloc(&run->arena, nspecs, sizeof *f->entries)))
    return;
  f->entries[f->entry_count++] = entry;
}

/* dxsig link FILE.ll: the module's pipelines. */
static int link_module(struct link_run *run, const char *path) {
  struct loaded *f = load_ll(run, path, NULL, NULL);
  if (!f)
    return CLI_INPUT_ERROR;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_pipeline *pipes = NULL;
  size_t count = 0;
  bool present = false;
  bool ok = dxsig_glue_read_pipelines(f->mod, &run->arena, &pipes, &count, &present, &diags);
  if (ok && !present) {
    /* The hint names the module's own entries, in stage order (one
     * entry: another file's stage before a pixel shader, after others). */
    const struct dxsig_entry *e[2];
    size_t n = dxsig_module_pipeline_example(&f->model.m, e);
    char a[DXSIG_NAME_TEXT_SIZE], b[DXSIG_NAME_TEXT_SIZE];
    const char *first = n ? dxsig_name_text(a, e[0]->name, DXSIG_NAME_NUL_TERMINATED) : "VS";
    const char *second = n == 2 ? dxsig_name_text(b, e[1]->name, DXSIG_NAME_NUL_TERMINATED) : "PS";
    bool other_first = n == 1 && e[0]->stage == DXSIG_STAGE_PIXEL;
    dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
                   "the module has no !dx.pipelines: name the stages, as in dxsig link "
                   "%s:%s %s:%s",
                   other_first ? "OTHER.ll" : path, other_first ? "VS" : first,
                   n == 1 && !other_first ? "OTHER.ll" : path, other_first ? first : second);
    ok = false;
  }
  if (ok)
    ok = check_file(run, f) && dxsig_link_pipelines(&f->model.m, pipes, count, &diags);
  cli_report(path, &diags);
  dxsig_diag_list_finish(&diags);
  return ok ? CLI_OK : CLI_INPUT_ERROR;
}

/* FILE.ll:ENTRY (not a file of that name): one stage. */
static bool names_one_stage(const char *spec) {
  const char *colon = strrchr(spec, ':');
  return colon && !strchr(colon, '/') && access(spec, F_OK) != 0;
}

int cli_link(int argc, char **argv) {
  const struct cli_command *c = &CLI_LINK;
  const char *layout_file = NULL;
  const char **specs = calloc((size_t)argc, sizeof *specs);
  size_t nspecs = 0;
  bool json = false;
  struct link_run run = {.mode = DXSIG_PACKING_PREFIX_STABLE};
  if (!specs)
    return cli_usage_error(c, "out of memory");
  struct cli_parser p;
  cli_parser_init(&p, c, argc, argv, 2);
  const char *v;
  int id, status = CLI_OK;
  while (status == CLI_OK && (id = cli_next(&p, &v)) != CLI_NEXT_END) {
    if (id == CLI_NEXT_ERROR)
      status = CLI_USAGE_ERROR;
    else if (id == CLI_NEXT_EXIT)
      return free(specs), CLI_OK;
    else if (id == OPT_PACKING && !(run.repack = cli_packing_value(c, v, &run.mode)))
      status = CLI_USAGE_ERROR;
    else if (id == OPT_LAYOUT)
      layout_file = v;
    else if (id == OPT_JSON)
      json = true;
    else if (id == CLI_NEXT_POSITIONAL)
      specs[nspecs++] = v;
  }
  if (status == CLI_OK && nspecs == 0)
    status = cli_usage_error(c, "link: no stages");
  else if (status == CLI_OK && nspecs == 1 && !layout_file && is_container(specs[0]))
    status = cli_usage_error(c, "a container alone has nothing to link");
  else if (status == CLI_OK && nspecs == 1 && !layout_file && names_one_stage(specs[0]))
    status = cli_usage_error(c, "'%s' is one stage: name the stages it links with, or give "
                                "FILE.ll alone for its !dx.pipelines", specs[0]);
  if (status != CLI_OK)
    return free(specs), status;
  cli_set_json(json);

  run.ctx = LLVMContextCreate();
  run.files = calloc(nspecs, sizeof *run.files);
  run.blobs = calloc(nspecs, sizeof *run.blobs);
  dxsig_arena_init(&run.arena);
  struct dxsig_link_stage *stages = calloc(nspecs, sizeof *stages);
  int rc = CLI_INPUT_ERROR;
  if (!run.files || !run.blobs || !stages) {
    cli_diag(NULL, DXSIG_ERROR, "out of memory");
  } else if (nspecs == 1 && !layout_file) {
    rc = link_module(&run, specs[0]);
  } else {
    bool ok = true;
    for (size_t i = 0; i < nspecs; ++i)
      name_stage(&run, specs[i], nspecs);
    for (size_t i = 0; i < nspecs; ++i)
      ok &= load_stage(&run, specs[i], &stages[i]);
    if (ok) {
      /* Each pair's messages are reported for its consumer. */
      for (size_t i = 0; i + 1 < nspecs; ++i) {
        struct dxsig_diag_list diags;
        dxsig_diag_list_init(&diags);
        ok &= dxsig_link_check(&stages[i], &stages[i + 1], &diags);
        cli_report(specs[i + 1], &diags);
        dxsig_diag_list_finish(&diags);
      }
      if (layout_file) {
        size_t size = 0;
        char *text = cli_read_file(layout_file, &size);
        struct dxsig_diag_list diags;
        dxsig_diag_list_init(&diags);
        struct dxsig_layout_element *layout = NULL;
        size_t count = 0;
        if (!text) {
          ok = false;
        } else {
          /* Bad lines are reported; the good ones are still checked. */
          ok &= dxsig_layout_parse(text, size, layout_file, &run.arena, &layout, &count, &diags);
          cli_report(NULL, &diags);
          dxsig_diag_list_finish(&diags);
          dxsig_diag_list_init(&diags);
          ok &= dxsig_link_input_layout(layout, count, layout_file, &stages[0], &diags);
          cli_report(specs[0], &diags);
        }
        dxsig_diag_list_finish(&diags);
        free(text);
      }
      rc = ok ? CLI_OK : CLI_INPUT_ERROR;
    }
  }
  for (size_t i = 0; run.files && i < run.nfiles; ++i) {
    if (run.files[i].has_model)
      dxsig_model_finish(&run.files[i].model);
    if (run.files[i].mod)
      LLVMDisposeModule(run.files[i].mod);
  }
  for (size_t i = 0; run.blobs && i < run.nblobs; ++i)
    free(run.blobs[i]);
  free(run.files);
  free(run.blobs);
  free(stages);
  dxsig_arena_finish(&run.arena);
  LLVMContextDispose(run.ctx);
  if (json) {
    json_t *stage_list = json_array();
    for (size_t i = 0; i < nspecs; ++i)
      json_array_append_new(stage_list, cli_json_text(specs[i]));
    json_t *fields = json_pack("{s:o}", "stages", stage_list);
    if (!cli_json_write("link", cli_exit_status(rc) == CLI_OK, fields, NULL))
      rc = CLI_INPUT_ERROR;
  }
  free(specs);
  return rc;
}
