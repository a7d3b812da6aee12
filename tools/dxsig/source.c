/* HLSL source as a command's input: DXC's options (-T, -D, -U, -I,
 * -enable-16bit-types, -Zpr, -HV, -x hlsl), clang's preprocessor, the
 * core's reader (dxsig/hlsl.h), and a module of the entries built from what
 * it read, so that every command runs on source as on a module. Element
 * diagnostics point at the declaration in the source. */
#include "source.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "rootsig_preprocess.h"

const struct cli_option CLI_SOURCE_OPTIONS[CLI_SOURCE_OPTION_COUNT] = {
    {CLI_OPT_PROFILE, "-T", CLI_VALUE, "PROFILE",
     "for an HLSL input: the profile, vs_6_6, ps_6_0, lib_6_3, ... (without\n"
     "it, the functions with [shader(\"...\")] are the entries)", NULL},
    {CLI_OPT_DEFINE, "-D", CLI_VALUE, "NAME[=VALUE]", "define a macro for HLSL files", NULL},
    {CLI_OPT_UNDEFINE, "-U", CLI_VALUE, "NAME", "undefine a macro for HLSL files", NULL},
    {CLI_OPT_INCLUDE, "-I", CLI_VALUE, "DIR", "look for HLSL #include files in DIR", NULL},
    {CLI_OPT_16BIT, "-enable-16bit-types", CLI_FLAG, NULL,
     "half and the 16-bit types are 16-bit (DXC's option)", NULL},
    {CLI_OPT_ROW_MAJOR, "-Zpr", CLI_FLAG, NULL, "matrices are row_major unless declared", NULL},
    {CLI_OPT_COLUMN_MAJOR, "-Zpc", CLI_FLAG, NULL, "matrices are column_major unless declared "
                                                   "(the default)", NULL},
    {CLI_OPT_HLSL_VERSION, "-HV", CLI_VALUE, "YEAR", "the HLSL version: 2016 to 2021 (the "
                                                     "default)", NULL},
    {CLI_OPT_LANGUAGE, "-x", CLI_VALUE, "hlsl", "read the input as HLSL whatever its name", NULL},
    {CLI_OPT_GEC, "-Gec", CLI_FLAG, NULL,
     "DX9 names of system values: COLOR, DEPTH (pixel outputs), POSITION\n"
     "(vertex output) and VPOS (pixel input) are the SV_ ones, in HLSL\n"
     "files and modules alike", NULL},
    {CLI_OPT_RESTRICT_INCLUDES, "--restrict-includes", CLI_FLAG, NULL,
     "#include only files under the HLSL file's folder and the -I folders\n"
     "(a service compiling files it does not trust)", NULL},
    {CLI_OPT_DXC_IGNORED,
     "-Zi -Od -O0 -O1 -O2 -O3 -Qembed_debug -Qstrip_debug -Qstrip_reflect -Zss -Zsb -Vd "
     "-Ges -Gis -Gfa -Gfp -all-resources-bound -res-may-alias",
     CLI_FLAG, NULL,
     "DXC's code-generation options: accepted, they change no signature", NULL},
};

static struct cli_source_options options;

const struct cli_source_options *cli_source(void) { return &options; }

static bool append(const char ***list, size_t *count, const char *value) {
  const char **grown = realloc(*list, (*count + 1) * sizeof **list);
  if (!grown)
    return false;
  *list = grown;
  (*list)[(*count)++] = value;
  return true;
}

bool cli_source_option(const struct cli_command *command, int id, const char *value) {
  switch (id) {
  case CLI_OPT_PROFILE: {
    enum dxsig_shader_stage stage;
    struct dxsig_shader_model sm;
    if (!dxsig_hlsl_profile_parse(value, &stage, &sm)) {
      cli_usage_error(command, "unknown profile '%s' (as vs_6_6, ps_6_0 or lib_6_3)", value);
      return false;
    }
    options.profile = value;
    return true;
  }
  case CLI_OPT_DEFINE:
    return append(&options.defines, &options.define_count, value) ||
           (cli_usage_error(command, "out of memory"), false);
  case CLI_OPT_UNDEFINE:
    return append(&options.undefines, &options.undefine_count, value) ||
           (cli_usage_error(command, "out of memory"), false);
  case CLI_OPT_INCLUDE:
    return append(&options.include_dirs, &options.include_dir_count, value) ||
           (cli_usage_error(command, "out of memory"), false);
  case CLI_OPT_16BIT:
    options.enable_16bit_types = true;
    return true;
  case CLI_OPT_ROW_MAJOR:
  case CLI_OPT_COLUMN_MAJOR:
    if (options.orientation_given && options.row_major != (id == CLI_OPT_ROW_MAJOR)) {
      cli_conflict(command, "-Zpr", "-Zpc"); /* DXC refuses the pair too */
      return false;
    }
    options.row_major = id == CLI_OPT_ROW_MAJOR;
    options.orientation_given = true;
    return true;
  case CLI_OPT_HLSL_VERSION:
    if (strcmp(value, "2016") && strcmp(value, "2017") && strcmp(value, "2018") &&
        strcmp(value, "2021")) {
      cli_usage_error(command, "unknown HLSL version '%s' (2016, 2017, 2018 or 2021)", value);
      return false;
    }
    options.hlsl_version = (uint32_t)atoi(value);
    return true;
  case CLI_OPT_GEC:
    options.gec = true;
    return true;
  case CLI_OPT_RESTRICT_INCLUDES:
    options.restrict_includes = true;
    return true;
  case CLI_OPT_LANGUAGE:
    if (strcmp(value, "hlsl") != 0) {
      cli_usage_error(command, "unknown language '%s' (-x hlsl; other inputs are LLVM IR)",
                      value);
      return false;
    }
    options.force_hlsl = true;
    return true;
  default:
    return true;
  }
}

bool cli_is_hlsl(const char *path) {
  if (options.force_hlsl)
    return true;
  const char *dot = path ? strrchr(path, '.') : NULL;
  return dot && (strcasecmp(dot, ".hlsl") == 0 || strcasecmp(dot, ".hlsli") == 0 ||
                 strcasecmp(dot, ".fx") == 0);
}

/* Every HLSL file read in this run, for the locations of its elements. */
struct loaded_hlsl {
  char *path;
  struct dxsig_arena tokens;
  struct dxsig_hlsl_program program;
  struct loaded_hlsl *next;
};
static struct loaded_hlsl *loaded;

static void forget_loaded(void) {
  while (loaded) {
    struct loaded_hlsl *next = loaded->next;
    dxsig_hlsl_program_finish(&loaded->program);
    dxsig_arena_finish(&loaded->tokens);
    free(loaded->path);
    free(loaded);
    loaded = next;
  }
}

static void report(const char *path, struct dxsig_diag_list *diags) {
  if (cli_json_mode())
    cli_report(path, diags);
  else
    cli_report_located(diags, path);
}

bool cli_read_hlsl(const char *path, const char *entry, const char *profile,
                   const struct dxsig_hlsl_program **program) {
  *program = NULL;
  if (cli_reject_input(path))
    return false;
  struct loaded_hlsl *s = calloc(1, sizeof *s);
  if (!s || !(s->path = strdup(path))) {
    free(s);
    cli_diag(path, DXSIG_ERROR, "out of memory");
    return false;
  }
  dxsig_arena_init(&s->tokens);
  dxsig_hlsl_program_init(&s->program);
  if (!loaded)
    atexit(forget_loaded);
  s->next = loaded;
  loaded = s;
  struct dxsig_pp_options pp_opt = {0};
  pp_opt.file = path;
  pp_opt.defines = options.defines;
  pp_opt.define_count = options.define_count;
  pp_opt.undefines = options.undefines;
  pp_opt.undefine_count = options.undefine_count;
  pp_opt.include_dirs = options.include_dirs;
  pp_opt.include_dir_count = options.include_dir_count;
  pp_opt.tokens_only = true;
  pp_opt.pack_matrix_pragmas = true;
  pp_opt.rule = DXSIG_RULE_HLSL_PREPROCESSOR;
  pp_opt.restrict_includes = options.restrict_includes;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_rs_pp pp = {0};
  bool ok = dxsig_pp_run(&pp_opt, &s->tokens, &pp, &diags);
  if (ok) {
    struct dxsig_hlsl_options opt = {profile ? profile : options.profile, entry, options.enable_16bit_types,
                                     options.row_major, options.hlsl_version, options.gec};
    ok = dxsig_hlsl_read_tokens(&pp, &opt, &s->program, &diags);
  }
  report(path, &diags);
  dxsig_diag_list_finish(&diags);
  if (ok)
    *program = &s->program;
  return ok;
}

LLVMModuleRef cli_load_hlsl(LLVMContextRef ctx, const char *path, const char *entry,
                            const char *profile) {
  const struct dxsig_hlsl_program *p;
  if (profile) {
    enum dxsig_shader_stage stage;
    struct dxsig_shader_model sm;
    if (!dxsig_hlsl_profile_parse(profile, &stage, &sm)) {
      cli_diag(path, DXSIG_ERROR, "unknown profile (as vs_6_6, ps_6_0 or lib_6_3)");
      return NULL;
    }
  }
  if (!cli_read_hlsl(path, entry, profile, &p))
    return NULL;
  size_t n = p->m.count ? p->m.count : 1;
  const struct dxsig_hlsl_attr **attrs = calloc(n, sizeof *attrs);
  size_t *counts = calloc(n, sizeof *counts);
  LLVMModuleRef mod = NULL;
  if (attrs && counts) {
    for (size_t k = 0; k < p->m.count; ++k) {
      attrs[k] = p->info[k].attrs;
      counts[k] = p->info[k].attr_count;
    }
    mod = dxsig_glue_module_from_model(ctx, &p->m, attrs, counts, path);
  }
  free(attrs);
  free(counts);
  if (!mod)
    cli_diag(path, DXSIG_ERROR, "out of memory");
  return mod;
}

const struct dxsig_hlsl_program *cli_hlsl_program(const char *path) {
  for (const struct loaded_hlsl *s = loaded; path && s; s = s->next)
    if (strcmp(s->path, path) == 0)
      return &s->program;
  return NULL;
}

bool cli_hlsl_locate(const char *path, const struct dxsig_diag *d, struct dxsig_hlsl_loc *loc) {
  if (!d || !d->entry)
    return false;
  /* A file read for several entries (link) is several programs. */
  for (const struct loaded_hlsl *s = loaded; path && s; s = s->next) {
    const struct dxsig_hlsl_program *p = &s->program;
    if (strcmp(s->path, path) != 0)
      continue;
    for (size_t k = 0; k < p->m.count; ++k) {
      if (strcmp(p->m.entries[k].name, d->entry) != 0)
        continue;
      const struct dxsig_hlsl_entry_info *in = &p->info[k];
      *loc = in->loc;
      if (d->has_list && d->list < DXSIG_SIG_KIND_COUNT && d->element != DXSIG_NO_ELEMENT &&
          d->element < p->m.entries[k].sigs[d->list].count && in->element_locs[d->list])
        *loc = in->element_locs[d->list][d->element];
      return loc->file != NULL;
    }
  }
  return false;
}

void cli_hlsl_forget_nodes(const char *path, struct dxsig_module *m) {
  if (!cli_hlsl_program(path))
    return;
  /* The module was built in memory: its node numbers mean nothing to the
   * reader of the source, so messages do not name them. */
  for (size_t k = 0; k < m->count; ++k) {
    struct dxsig_entry *e = &m->entries[k];
    e->node.known = false;
    for (int s = 0; s < DXSIG_SIG_KIND_COUNT; ++s) {
      e->sigs[s].node.known = false;
      for (size_t i = 0; i < e->sigs[s].count; ++i)
        e->sigs[s].elements[i].node.known = false;
    }
  }
}
