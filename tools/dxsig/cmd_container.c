/* dxsig container FILE.ll [options]: an entry's DXContainer, its root
 * signature from the module or --rootsig / --rootsig-string; or, for
 * several entries, one container each in a directory from one read of the
 * module. */
#include "commands.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "rootsig_source.h"
#include "source.h"
#include "json.h"
#include "lower.h"

#include <llvm-c/BitWriter.h>

enum {
  OPT_OUTPUT = CLI_OPT_FIRST, OPT_PACKING, OPT_ENTRY, OPT_NO_DXIL, OPT_VALVER, OPT_ROOTSIG,
  OPT_ROOTSIG_DEFINE, OPT_ROOTSIG_STRING, OPT_ROOTSIG_VERSION, OPT_ROOTSIG_FORCE_VER,
  OPT_ROOTSIG_DEFAULTS, OPT_ROOTSIG_OUT, OPT_ROOTSIG_STRIP, OPT_ALL_ENTRIES, OPT_DEPENDENCY_LANES
};

static const struct cli_option CONTAINER_OPTIONS[] = {
    {OPT_OUTPUT, "-o -Fo", CLI_VALUE, "FILE",
     "write the container to FILE ('-': stdout; without -o, stdout\n"
     "when it is not a terminal); for several entries, the directory\n"
     "DIR that gets DIR/NAME.dxbc for each (made if missing)", NULL},
    {OPT_ENTRY, "--entry -E", CLI_VALUE, "NAME",
     "the entry to lower (a module with one needs none); repeat it for\n"
     "a container of each, from one read of the module", NULL},
    {OPT_ALL_ENTRIES, "--all-entries", CLI_FLAG, NULL,
     "a container for every entry of the module, into -o DIR", NULL},
    CLI_PACKING_OPTIONS(OPT_PACKING),
    {OPT_NO_DXIL, "--no-dxil", CLI_FLAG, NULL, "leave out the HASH and DXIL parts", NULL},
    {OPT_VALVER, "--valver", CLI_VALUE, "X.Y",
     "the validator version the parts are written for (1.0 to 1.10,\n"
     "or 0.0), instead of the module's !dx.valver (1.0 when it has none)", NULL},
    {OPT_ROOTSIG, "--rootsig", CLI_VALUE, "FILE.hlsl",
     "add the root signature --rootsig-define names in FILE.hlsl", NULL},
    {OPT_ROOTSIG_DEFINE, "--rootsig-define -rootsig-define", CLI_VALUE, "NAME",
     "the root signature's macro or declaration (DXC's -rootsig-define)", NULL},
    {OPT_ROOTSIG_STRING, "--rootsig-string", CLI_VALUE, "TEXT", "add the root signature TEXT",
     NULL},
    {OPT_ROOTSIG_VERSION, "--rootsig-version", CLI_VALUE, "1.X", "RTS0 version 1.0, 1.1 (default) or 1.2",
     NULL},
    {OPT_ROOTSIG_FORCE_VER, "-force_rootsig_ver -force-rootsig-ver", CLI_VALUE, "rootsig_1_X",
     "DXC's spelling of --rootsig-version", NULL},
    {OPT_ROOTSIG_DEFAULTS, "--rootsig-defaults", CLI_VALUE, "dxc|clang",
     "whose defaults the root signature gets (see 'dxsig help rootsig')", NULL},
    {OPT_ROOTSIG_OUT, "-Frs", CLI_VALUE, "FILE",
     "also write the root signature to FILE, as a container of its RTS0\n"
     "part alone (DXC's -Frs)", NULL},
    {OPT_ROOTSIG_STRIP, "-Qstrip_rootsignature", CLI_FLAG, NULL,
     "leave the RTS0 part out of the container (DXC's spelling)", NULL},
    {OPT_DEPENDENCY_LANES, "--dependency-lanes", CLI_FLAG, NULL,
     "keep vector lanes apart in PSV0's dependency tables from shader\n"
     "model 6.9 on too: smaller tables than DXC's, which DXC's\n"
     "validator rejects", NULL},
};

const struct cli_command CLI_CONTAINER = {
    "container", "write one entry's DXContainer (signatures, PSV0, RTS0, HASH, DXIL)",
    "FILE.ll [-o OUT.dxbc] [--entry=NAME] [--packing=MODE] [--valver=X.Y] [--no-dxil]\n"
    "FILE.ll --rootsig=FILE.hlsl --rootsig-define=NAME [-D NAME[=VALUE]] [-U NAME] [-I DIR] ...\n"
    "FILE.ll --rootsig-string=TEXT ...\n"
    "FILE.ll (--entry=NAME --entry=NAME... | --all-entries) -o DIR ...\n"
    "FILE.hlsl [-T PROFILE] [-E NAME] [-o OUT.dxbc] ...",
    "Verifies FILE.ll, packs the entry in memory if it is not packed, and\n"
    "writes its container: ISG1, OSG1, [PSG1], PSV0, [RTS0 from\n"
    "!dx.rootsignatures or --rootsig], HASH (validator 1.5 on) and DXIL.\n"
    "Several entries are read and checked once, then each written as\n"
    "DIR/NAME.dxbc; an entry with an error gets no file, the others do.\n"
    "FILE.hlsl: the signatures DXC derives from its entries' declarations\n"
    "(docs/hlsl.md), then as for a module.",
    CONTAINER_OPTIONS, sizeof CONTAINER_OPTIONS / sizeof *CONTAINER_OPTIONS, true};

/* The entry of an HLSL input with a [RootSignature(...)] attribute: its
 * name (the attribute is found by it), or NULL. */
static const char *source_root_signature(const char *input, const char *entry) {
  const struct dxsig_hlsl_program *p = cli_hlsl_program(input);
  if (!p)
    return NULL;
  for (size_t k = 0; k < p->m.count; ++k)
    if ((!entry ? p->m.count == 1 : strcmp(p->m.entries[k].name, entry) == 0) &&
        p->info[k].has_root_signature)
      return p->m.entries[k].name;
  return NULL;
}

/* What every entry's container shares: the options, the module and its
 * model, read once. */
struct container_run {
  const char *input;
  struct dxsig_lower_request req; /* entry: set per container */
  bool with_dxil;
  struct cli_rootsig_source rsig; /* the options'; per entry from source */
  LLVMModuleRef mod;
  struct dxsig_model model;
};

/* One entry's container (and -Frs's root signature) into file; the
 * diagnostics reported. */
static bool build_container(struct container_run *run, const char *entry,
                            struct dxsig_bytes *file, struct dxsig_bytes *rs_file) {
  struct cli_rootsig_source rsig = run->rsig;
  struct dxsig_lower_request req = run->req;
  req.entry = entry;
  /* --rootsig / --rootsig-string, or an HLSL entry's [RootSignature(...)]:
   * compiled before the container, which checks it against the entry's
   * stage as it checks a module's own. */
  if (!rsig.file && !rsig.string) {
    rsig.name = source_root_signature(run->input, entry);
    rsig.file = rsig.name ? run->input : NULL;
  }
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_rootsig rs;
  bool ok = !(rsig.file || rsig.string) || cli_rootsig_read(&rsig, &arena, &rs);
  if (rsig.file || rsig.string) {
    req.rootsig = &rs;
    req.rootsig_dialect = rsig.dialect;
  }
  if (ok) {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    ok = dxsig_glue_container(run->mod, &run->model, &req, run->with_dxil, file, rs_file,
                              &diags);
    cli_report(run->input, &diags);
    dxsig_diag_list_finish(&diags);
  }
  dxsig_arena_finish(&arena);
  return ok && !cli_werror_failed();
}

/* A file name for entry in dir: DIR/NAME.dxbc, or NULL (reported) for a
 * name no file can have. */
static char *entry_path(const char *input, const char *dir, const char *entry) {
  bool ok = *entry && strcmp(entry, ".") != 0 && strcmp(entry, "..") != 0;
  for (const unsigned char *c = (const unsigned char *)entry; ok && *c; ++c)
    ok = *c != '/' && *c != '\\' && *c >= 0x20 && *c != 0x7f;
  if (!ok) {
    char msg[512];
    snprintf(msg, sizeof msg, "entry '%.200s': no container written: its name cannot be a file "
             "name in '%.200s'", entry, dir);
    cli_diag(input, DXSIG_ERROR, msg);
    return NULL;
  }
  size_t n = strlen(dir) + strlen(entry) + sizeof "/.dxbc";
  char *path = malloc(n);
  if (path)
    snprintf(path, n, "%s/%s.dxbc", dir, entry);
  else
    cli_diag(input, DXSIG_ERROR, "out of memory");
  return path;
}

/* -o DIR for several entries: an existing directory, or one made now. */
static bool output_dir(const char *dir) {
  struct stat st;
  int err = stat(dir, &st) == 0 ? (S_ISDIR(st.st_mode) ? 0 : ENOTDIR)
            : errno != ENOENT   ? errno
            : mkdir(dir, 0777) == 0 ? 0
                                    : errno;
  if (err)
    cli_diag(dir, DXSIG_ERROR, strerror(err));
  return err == 0;
}

/* Several entries from one read: the module and the named entries checked
 * once (one report), then each entry's container written apart. */
static int write_containers(struct container_run *run, const char **entries, size_t count,
                            bool all, const char *dir) {
  const struct dxsig_module *m = &run->model.m;
  if (all) {
    count = m->count;
    entries = count ? calloc(count, sizeof *entries) : NULL;
    if (count && !entries) {
      cli_diag(run->input, DXSIG_ERROR, "out of memory");
      return CLI_INPUT_ERROR;
    }
    for (size_t i = 0; i < count; ++i)
      entries[i] = m->entries[i].name;
    if (!count)
      cli_diag(run->input, DXSIG_ERROR, "--all-entries: the module has no entry");
  }
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  dxsig_model_check_entries(&run->model, entries, count, &diags);
  cli_report(run->input, &diags);
  dxsig_diag_list_finish(&diags);
  size_t written = 0;
  /* The DXIL part is the whole module in each: its bitcode written once. */
  LLVMMemoryBufferRef bitcode = NULL;
  if (count && run->with_dxil) {
    bitcode = LLVMWriteBitcodeToMemoryBuffer(run->mod);
    run->req.bitcode = bitcode ? LLVMGetBufferStart(bitcode) : NULL;
    run->req.bitcode_size = bitcode ? LLVMGetBufferSize(bitcode) : 0;
  }
  if (count && !cli_werror_failed() && output_dir(dir)) {
    for (size_t i = 0; i < count; ++i) {
      /* The verdict alone: what the check said is reported above. */
      struct dxsig_diag_list quiet;
      dxsig_diag_list_init(&quiet);
      bool checked = dxsig_model_check_entries(&run->model, &entries[i], 1, &quiet);
      dxsig_diag_list_finish(&quiet);
      char *path = checked ? entry_path(run->input, dir, entries[i]) : NULL;
      struct dxsig_bytes file;
      dxsig_bytes_init(&file);
      run->req.entry_checked = true;
      if (path && build_container(run, entries[i], &file, NULL) &&
          cli_write_output(path, (const char *)file.data, file.len))
        ++written;
      dxsig_bytes_finish(&file);
      free(path);
    }
  }
  if (bitcode)
    LLVMDisposeMemoryBuffer(bitcode);
  run->req.bitcode = NULL;
  if (all)
    free(entries);
  return count && written == count ? CLI_OK : CLI_INPUT_ERROR;
}

int cli_container(int argc, char **argv) {
  const struct cli_command *c = &CLI_CONTAINER;
  const char *output = NULL;
  struct container_run run = {.req = {.entry_option = "--entry=NAME",
                                      .pack_if_needed = true,
                                      .pack = {DXSIG_PACKING_PREFIX_STABLE, false, false}},
                              .with_dxil = true};
  struct dxsig_lower_request *req = &run.req;
  struct cli_rootsig_source *rsig = &run.rsig;
  const char *rootsig_out = NULL; /* -Frs */
  /* --entry, as often as given (at most one per argument). */
  const char **entries = calloc((size_t)argc + 1, sizeof *entries);
  size_t entry_count = 0;
  bool all_entries = false;
  if (!entries) {
    cli_diag(NULL, DXSIG_ERROR, "out of memory");
    return CLI_INPUT_ERROR;
  }
  struct cli_parser p;
  cli_parser_init(&p, c, argc, argv, 2);
  const char *v;
  int id, rc = CLI_OK;
  while (rc == CLI_OK && (id = cli_next(&p, &v)) != CLI_NEXT_END) {
    switch (id) {
    case CLI_NEXT_ERROR:
      rc = CLI_USAGE_ERROR;
      break;
    case CLI_NEXT_EXIT:
      free(entries);
      return CLI_OK;
    case OPT_ROOTSIG_STRING:
      rsig->string = v;
      break;
    case OPT_ROOTSIG_VERSION:
      if (strncmp(v, "rootsig_", 8) == 0 || !dxsig_rs_version_parse(v, &rsig->version))
        rc = cli_usage_error(c, "invalid root signature version '%s' (1.0, 1.1 or 1.2)", v);
      break;
    case OPT_ROOTSIG_FORCE_VER:
      if (strncmp(v, "rootsig_", 8) != 0 || !dxsig_rs_version_parse(v, &rsig->version))
        rc = cli_usage_error(c, "invalid root signature version '%s' (rootsig_1_0, rootsig_1_1 "
                                "or rootsig_1_2)", v);
      break;
    case OPT_ROOTSIG_DEFAULTS:
      if (!dxsig_rs_dialect_parse(v, &rsig->dialect))
        rc = cli_usage_error(c, "invalid defaults '%s' (dxc or clang)", v);
      rsig->dialect_given = true;
      break;
    case OPT_ROOTSIG:
      rsig->file = v;
      break;
    case OPT_ROOTSIG_DEFINE:
      rsig->name = v;
      break;
    case OPT_PACKING:
      if (!cli_packing_value(c, v, &req->pack.mode))
        rc = CLI_USAGE_ERROR;
      req->pack.repack = true;
      break;
    case OPT_ENTRY:
      for (size_t i = 0; i < entry_count; ++i)
        if (strcmp(entries[i], v) == 0)
          rc = cli_usage_error(c, "entry '%s' named twice", v);
      entries[entry_count++] = v;
      break;
    case OPT_ALL_ENTRIES:
      all_entries = true;
      break;
    case OPT_VALVER: {
      const char *why = dxsig_valver_check(v, &req->valver_major, &req->valver_minor);
      if (why)
        rc = cli_usage_error(c, "invalid validator version '%s' (%s)", v, why);
      req->has_valver = true;
      break;
    }
    case OPT_OUTPUT:
      output = v;
      break;
    case OPT_NO_DXIL:
      run.with_dxil = false;
      break;
    case OPT_ROOTSIG_OUT:
      rootsig_out = v;
      break;
    case OPT_ROOTSIG_STRIP:
      req->strip_rootsig = true;
      break;
    case OPT_DEPENDENCY_LANES:
      req->dependency_lanes = true;
      break;
    case CLI_NEXT_POSITIONAL:
      if (run.input)
        rc = cli_usage_error(c, "unexpected argument '%s'", v);
      run.input = v;
      break;
    default:
      break;
    }
  }
  const char *input = run.input;
  bool several = all_entries || entry_count > 1;
  req->entry = entry_count == 1 && !all_entries ? entries[0] : NULL;
  /* -D, -U and -I: the source options (source.h), for the input and
   * --rootsig's file alike. */
  const struct cli_source_options *src = cli_source();
  rsig->defines = src->defines;
  rsig->define_count = src->define_count;
  rsig->undefines = src->undefines;
  rsig->undefine_count = src->undefine_count;
  rsig->include_dirs = src->include_dirs;
  rsig->include_dir_count = src->include_dir_count;
  rsig->restrict_includes = src->restrict_includes;
  enum dxsig_shader_stage stage = DXSIG_STAGE_LIBRARY;
  struct dxsig_shader_model sm;
  if (rc == CLI_OK && !input)
    rc = cli_usage_error(c, "%s: no input file", "container");
  else if (rc == CLI_OK && all_entries && entry_count)
    rc = cli_conflict(c, "--all-entries", "--entry");
  else if (rc == CLI_OK && several && (!output || strcmp(output, "-") == 0))
    rc = cli_usage_error(c, "several entries need -o DIR: each container is DIR/NAME.dxbc");
  else if (rc == CLI_OK && several && rootsig_out)
    rc = cli_usage_error(c, "-Frs writes one entry's root signature: name one entry");
  else if (rc == CLI_OK && several && cli_is_hlsl(input) && src->profile &&
           dxsig_hlsl_profile_parse(src->profile, &stage, &sm) && stage != DXSIG_STAGE_LIBRARY)
    rc = cli_usage_error(c, "several entries of an HLSL file need a library profile "
                            "(-T lib_6_x) or none: -T %s has one entry", src->profile);
  else if (rc == CLI_OK && rsig->file && rsig->string)
    rc = cli_conflict(c, "--rootsig", "--rootsig-string");
  else if (rc == CLI_OK && rsig->file && !rsig->name)
    rc = cli_usage_error(c, "--rootsig=FILE.hlsl needs --rootsig-define NAME");
  else if (rc == CLI_OK && rsig->name && !rsig->file)
    rc = cli_usage_error(c, "--rootsig-define needs --rootsig=FILE.hlsl");
  else if (rc == CLI_OK && !rsig->file && !cli_is_hlsl(input) &&
           (src->define_count || src->undefine_count || src->include_dir_count))
    rc = cli_usage_error(c, "-D, -U and -I are for HLSL files: the input or --rootsig");
  else if (rc == CLI_OK && !rsig->file && !rsig->string && (rsig->version || rsig->dialect_given))
    rc = cli_usage_error(c, "--rootsig-version and --rootsig-defaults need --rootsig or "
                            "--rootsig-string");
  else if (rc == CLI_OK && !several && !cli_binary_output_ok(c, output))
    rc = CLI_USAGE_ERROR;
  if (rc != CLI_OK) {
    free(entries);
    return rc;
  }

  rc = CLI_INPUT_ERROR;
  LLVMContextRef ctx = LLVMContextCreate();
  run.mod = cli_load_module(ctx, input, req->entry);
  if (run.mod) {
    cli_model_load(input, run.mod, &run.model);
    if (several) {
      rc = write_containers(&run, entries, entry_count, all_entries, output);
    } else {
      struct dxsig_bytes file, rs_file;
      dxsig_bytes_init(&file);
      dxsig_bytes_init(&rs_file);
      /* After the report: -Werror writes no file, -Frs's included. */
      bool ok = build_container(&run, req->entry, &file, rootsig_out ? &rs_file : NULL);
      if (ok && rootsig_out)
        ok = cli_write_output(rootsig_out, (const char *)rs_file.data, rs_file.len);
      if (ok && cli_write_output(output, (const char *)file.data, file.len))
        rc = CLI_OK;
      dxsig_bytes_finish(&rs_file);
      dxsig_bytes_finish(&file);
    }
    dxsig_model_finish(&run.model);
    LLVMDisposeModule(run.mod);
  }
  LLVMContextDispose(ctx);
  free(entries);
  return rc;
}
