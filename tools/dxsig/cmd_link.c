/* dxsig link STAGE STAGE... [--packing=MODE] [--input-layout LAYOUT.txt]
 * dxsig link --input-layout LAYOUT.txt STAGE
 * dxsig link FILE.ll                      (the pipelines of !dx.pipelines)
 *
 * STAGE is FILE.ll:ENTRY (or FILE.ll when it has one entry) or FILE.dxbc.
 * Each adjacent pair is checked (lib/core/link/rules.c); a layout is checked
 * against the first stage. Exit 0 when everything links, 1 on a mismatch
 * or an input error, 2 on a usage error. */
#define _POSIX_C_SOURCE 200809L
#include "cmd_beyond.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "link_glue.h"

static const char LINK_USAGE[] =
    "usage: dxsig link STAGE STAGE... [" CLI_PACKING_USAGE "]\n"
    "       dxsig link --input-layout LAYOUT.txt STAGE [STAGE...]\n"
    "       dxsig link FILE.ll          (the pipelines of its !dx.pipelines)\n"
    "  STAGE: FILE.ll:ENTRY, FILE.ll (one entry) or FILE.dxbc\n";

static int link_usage(const char *fmt, const char *arg) {
  fprintf(stderr, "dxsig: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n%s", LINK_USAGE);
  return CLI_USAGE_ERROR;
}

/* One .ll file, loaded once and packed in memory if it is not packed. */
struct loaded {
  const char *path;
  LLVMModuleRef mod;
  struct dxsig_module m;
  bool ok;
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

static struct loaded *load_ll(struct link_run *run, const char *path) {
  for (size_t i = 0; i < run->nfiles; ++i)
    if (strcmp(run->files[i].path, path) == 0)
      return run->files[i].ok ? &run->files[i] : NULL;
  struct loaded *f = &run->files[run->nfiles++];
  memset(f, 0, sizeof *f);
  f->path = path;
  dxsig_module_init(&f->m);
  f->mod = cli_load_module(run->ctx, path);
  if (!f->mod)
    return NULL;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  dxsig_module_finish(&f->m);
  f->ok = dxsig_glue_load(f->mod, &f->m, &diags) && dxsig_verify_module(&f->m, &diags) &&
          ((!run->repack && dxsig_glue_module_packed(&f->m)) ||
           dxsig_glue_pack(&f->m, run->mode, NULL, &diags));
  cli_report(path, &diags);
  dxsig_diag_list_finish(&diags);
  return f->ok ? f : NULL;
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
        if (dxsig_shader_stage_from_name(stage_name, strlen(stage_name), &st)) {
          out->stage = st;
        } else {
          dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_LINK_STAGE, "'%s' is not a shader stage "
                         "(vertex, hull, domain, geometry, pixel, mesh)", stage_name);
          ok = false;
        }
      }
    }
    cli_report(path ? path : spec, &diags);
    dxsig_diag_list_finish(&diags);
    return ok;
  }
  /* FILE.ll:ENTRY, split at the last ':' when what follows names no path. */
  char *path = dxsig_arena_strndup(&run->arena, spec, strlen(spec));
  const char *entry = NULL;
  char *colon = path ? strrchr(path, ':') : NULL;
  if (colon && !strchr(colon, '/')) {
    *colon = '\0';
    entry = colon + 1;
  }
  struct loaded *f = path ? load_ll(run, path) : NULL;
  if (f) {
    const struct dxsig_entry *e = NULL;
    for (size_t i = 0; i < f->m.count; ++i)
      if (!entry || strcmp(f->m.entries[i].name, entry) == 0) {
        if (e && !entry) {
          dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_LINK_ENTRY,
                         "the module has several entries: name one as %s:ENTRY", path);
          e = NULL;
          break;
        }
        e = &f->m.entries[i];
      }
    if (!e && !diags.count)
      dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_LINK_ENTRY,
                     "no entry '%s' in dx.semantic.signatures",
                     entry ? entry : "");
    ok = e && dxsig_link_stage_from_entry(out, e, &f->m, &run->arena, &diags);
  }
  cli_report(path ? path : spec, &diags);
  dxsig_diag_list_finish(&diags);
  return ok;
}

/* dxsig link FILE.ll: the module's pipelines. */
static int link_module(struct link_run *run, const char *path) {
  struct loaded *f = load_ll(run, path);
  if (!f)
    return CLI_INPUT_ERROR;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_pipeline *pipes = NULL;
  size_t count = 0;
  bool present = false;
  bool ok = dxsig_glue_read_pipelines(f->mod, &run->arena, &pipes, &count, &present, &diags);
  if (ok && !present) {
    dxsig_diag_add(&diags, DXSIG_ERROR, DXSIG_RULE_LINK_PIPELINES,
                   "the module has no !dx.pipelines: name the stages, as in dxsig link "
                   "%s:vs_main %s:ps_main",
                   path, path);
    ok = false;
  }
  if (ok)
    ok = dxsig_link_pipelines(&f->m, pipes, count, &diags);
  cli_report(path, &diags);
  dxsig_diag_list_finish(&diags);
  return ok ? CLI_OK : CLI_INPUT_ERROR;
}

int cli_link(int argc, char **argv) {
  const char *layout_file = NULL;
  const char **specs = calloc((size_t)argc, sizeof *specs);
  size_t nspecs = 0;
  struct link_run run = {.mode = DXSIG_PACKING_PREFIX_STABLE};
  if (!specs)
    return link_usage("%s", "out of memory");
  for (int i = 2; i < argc; ++i) {
    const char *a = argv[i], *v;
    bool missing = false;
    if ((v = cli_option_value(argc, argv, &i, "--packing", &missing)) != NULL) {
      if (!dxsig_packing_mode_from_name(v, &run.mode))
        return free(specs),
               link_usage(CLI_INVALID_PACKING, v);
      run.repack = true;
    } else if (missing) {
      return free(specs), link_usage("%s needs a value", "--packing");
    } else if ((v = cli_option_value(argc, argv, &i, "--input-layout", &missing)) != NULL) {
      layout_file = v;
    } else if (missing) {
      return free(specs), link_usage("%s needs a file name", "--input-layout");
    } else if (strcmp(a, "--help") == 0) {
      printf("%s", LINK_USAGE);
      return free(specs), CLI_OK;
    } else if (a[0] == '-' && a[1] != '\0') {
      return free(specs), link_usage("unknown option '%s'", a);
    } else {
      specs[nspecs++] = a;
    }
  }
  if (nspecs == 0 || (nspecs == 1 && !layout_file && is_container(specs[0])))
    return free(specs), link_usage("%s", nspecs ? "a container alone has nothing to link"
                                                : "link: no stages");

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
    dxsig_module_finish(&run.files[i].m);
    if (run.files[i].mod)
      LLVMDisposeModule(run.files[i].mod);
  }
  for (size_t i = 0; run.blobs && i < run.nblobs; ++i)
    free(run.blobs[i]);
  free(run.files);
  free(run.blobs);
  free(stages);
  free(specs);
  dxsig_arena_finish(&run.arena);
  LLVMContextDispose(run.ctx);
  return rc;
}
