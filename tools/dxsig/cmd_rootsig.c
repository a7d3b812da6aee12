/* dxsig rootsig: compile a root signature to a standalone container (one
 * RTS0 part), like `dxc -T rootsig_1_1 -E NAME`.
 *
 *   dxsig rootsig FILE.hlsl -E NAME [-D NAME=VALUE...] [-I DIR...] [options]
 *   dxsig rootsig --string 'RootFlags(0), CBV(b0)' [-o OUT] [options]
 *   dxsig rootsig --list FILE.hlsl [-D NAME=VALUE...] [-I DIR...]
 *
 * Files go through clang's preprocessor (rootsig_preprocess.cpp); the core
 * reads the result as DXC does (dxsig_rs_file_from_pp). */
#include "commands.h"
#include "rootsig_source.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "dxsig/container.h"
#include "dxsig/rootsig.h"

enum output_kind { OUT_CONTAINER, OUT_PART, OUT_HEX, OUT_PRINT, OUT_PRINT_TYPED };

enum {
  OPT_NAME = CLI_OPT_FIRST, OPT_STRING, OPT_LIST, OPT_TARGET, OPT_VERSION_VALUE, OPT_DEFAULTS,
  OPT_LOCAL, OPT_DEFINE, OPT_UNDEFINE, OPT_INCLUDE, OPT_OUTPUT, OPT_HEADER, OPT_HEADER_NAME,
  OPT_PART, OPT_HEX, OPT_PRINT, OPT_PRINT_TYPED, OPT_RESTRICT
};

static const struct cli_option ROOTSIG_OPTIONS[] = {
    {OPT_NAME, "-E --entry -rootsig-define --rootsig-define", CLI_VALUE, "NAME",
     "the root signature: a macro (from the file or -D), a\n"
     "GlobalRootSignature / LocalRootSignature declaration, or\n"
     "the [RootSignature] of the function NAME (DXC's -Frs)", NULL},
    {OPT_STRING, "--string", CLI_VALUE, "TEXT", "compile the root signature TEXT instead of a file",
     NULL},
    {OPT_LIST, "--list", CLI_FLAG, NULL,
     "print every live subobject, association, [RootSignature]\n"
     "attribute and string macro of FILE, check each root signature\n"
     "and association, and say what was checked", NULL},
    {OPT_TARGET, "-T", CLI_VALUE, "rootsig_1_X", "RTS0 version 1.0, 1.1 (default) or 1.2, as DXC says it",
     NULL},
    {OPT_VERSION_VALUE, "--rootsig-version", CLI_VALUE, "1.X", "the same as -T rootsig_1_X", NULL},
    {OPT_VERSION_VALUE, "--version", CLI_EQUALS_VALUE, "1.X", NULL, NULL}, /* old spelling */
    {OPT_DEFAULTS, "--defaults", CLI_VALUE, "dxc|clang",
     "dxc (default): omitted 1.1 flags are written as 0, integer\n"
     "literals are decimal, flags are an error in 1.0; clang: clang 22 +\n"
     "LLVM 22 (explicit 1.1 default flags, C literals: 010 is 8, 1.0\n"
     "flags equal to the 1.0 defaults)", NULL},
    {OPT_DEFAULTS, "--dialect", CLI_VALUE, "dxc|clang", NULL, NULL},
    {OPT_LOCAL, "--local", CLI_FLAG, NULL,
     "a local root signature (adds LOCAL_ROOT_SIGNATURE); a macro is\n"
     "local when it sets LOCAL_ROOT_SIGNATURE itself", NULL},
    {OPT_DEFINE, "-D", CLI_VALUE, "NAME[=VALUE]", "define a macro", NULL},
    {OPT_UNDEFINE, "-U", CLI_VALUE, "NAME", "undefine a macro", NULL},
    {OPT_INCLUDE, "-I", CLI_VALUE, "DIR",
     "#include \"...\" looks in the including file's folder first,\n"
     "then in each -I DIR", NULL},
    {OPT_RESTRICT, "--restrict-includes", CLI_FLAG, NULL,
     "#include only files under FILE.hlsl's folder and the -I folders (a\n"
     "service compiling files it does not trust)", NULL},
    {OPT_OUTPUT, "-o -Fo", CLI_VALUE, "FILE",
     "write to FILE ('-': stdout; without -o, stdout when it is not a\n"
     "terminal)", NULL},
    {OPT_HEADER, "-Fh", CLI_VALUE, "FILE",
     "also (or, without -o, only) write the output as a C header, as\n"
     "DXC's -Fh does (CRLF line ends)", NULL},
    {OPT_HEADER_NAME, "-Vn", CLI_VALUE, "NAME",
     "the header's array (default g_ and the -E name, as in DXC)", NULL},
    {OPT_PART, "--part", CLI_FLAG, NULL, "write the bare RTS0 part instead of a container", NULL},
    {OPT_HEX, "--hex", CLI_FLAG, NULL, "print the RTS0 part in hex instead", NULL},
    {OPT_PRINT, "--print", CLI_FLAG, NULL,
     "print the RTS0 part field by field, as written (after the\n"
     "defaults and the version) instead", NULL},
    {OPT_PRINT_TYPED, "--print-as-typed", CLI_FLAG, NULL,
     "print the root signature as the text gives it (omitted flags\n"
     "left out) instead", NULL},
};

const struct cli_command CLI_ROOTSIG = {
    "rootsig", "compile an HLSL root signature to RTS0 (like dxc -T rootsig_1_1)",
    "FILE.hlsl -E NAME [-D NAME[=VALUE]] [-U NAME] [-I DIR] [-T rootsig_1_X] [-o OUT]\n"
    "--string=TEXT [-T rootsig_1_X] [--defaults=dxc|clang] [--local] [-o OUT]\n"
    "--list FILE.hlsl [-D NAME[=VALUE]] [-U NAME] [-I DIR]\n"
    "... [--part | --hex | --print | --print-as-typed]",
    "Compiles the root signature named by -E (a macro, from the file or -D, a\n"
    "GlobalRootSignature / LocalRootSignature declaration, or else the\n"
    "[RootSignature] attribute of the function NAME), or given with\n"
    "--string, and writes a container holding one RTS0 part (signed), like\n"
    "dxc -T rootsig_1_1 -E NAME -Fo OUT. The file goes through a C preprocessor\n"
    "(clang's): #include, #if, macros, -D, -U and -I work as in DXC. A macro is\n"
    "read as DXC reads it: its full expansion, string literals joined without\n"
    "their quotes, an unquoted body as written. Errors are printed as\n"
    "FILE:LINE:COLUMN: error: MESSAGE in the file that has them (rootsig:1:COLUMN\n"
    "for --string), with a note where a macro holding the error was used.",
    ROOTSIG_OPTIONS, sizeof ROOTSIG_OPTIONS / sizeof *ROOTSIG_OPTIONS, false};

struct options {
  struct cli_rootsig_source in;  /* file, string, name, -D/-U/-I */
  const char *output;
  const char *header, *header_name; /* -Fh, -Vn */
  struct dxsig_rs_options rs;
  bool local;
  enum output_kind out;
  const char *out_option;        /* the option that chose out */
  bool list;
};

/* Returns CLI_OK, a usage error (printed), or -1 after --help. */
static int parse_args(int argc, char **argv, struct options *o) {
  const struct cli_command *c = &CLI_ROOTSIG;
  memset(o, 0, sizeof(*o));
  o->rs.version = DXSIG_RS_VERSION_1_1;
  o->in.defines = calloc((size_t)argc, sizeof(*o->in.defines));
  o->in.undefines = calloc((size_t)argc, sizeof(*o->in.undefines));
  o->in.include_dirs = calloc((size_t)argc, sizeof(*o->in.include_dirs));
  if (!o->in.defines || !o->in.undefines || !o->in.include_dirs)
    return cli_usage_error(c, "out of memory");
  struct cli_parser p;
  cli_parser_init(&p, c, argc, argv, 2);
  const char *v;
  int id;
  while ((id = cli_next(&p, &v)) != CLI_NEXT_END) {
    enum output_kind kind = OUT_CONTAINER;
    const char *spelled = p.argv[p.i - 1];
    switch (id) {
    case CLI_NEXT_ERROR:
      return CLI_USAGE_ERROR;
    case CLI_NEXT_EXIT:
      return -1;
    case OPT_VERSION_VALUE:
      if (!dxsig_rs_version_parse(v, &o->rs.version))
        return cli_usage_error(c, "invalid version '%s' (1.0, 1.1 or 1.2)", v);
      break;
    case OPT_TARGET:
      if (strncmp(v, "rootsig_", 8) != 0 || !dxsig_rs_version_parse(v, &o->rs.version))
        return cli_usage_error(c, "invalid target '%s' (rootsig_1_0, rootsig_1_1 or rootsig_1_2)",
                               v);
      break;
    case OPT_DEFAULTS:
      if (!dxsig_rs_dialect_parse(v, &o->rs.dialect))
        return cli_usage_error(c, "invalid defaults '%s' (dxc or clang)", v);
      break;
    case OPT_STRING:
      if (o->in.string)
        return cli_usage_error(c, "--string given twice");
      o->in.string = v;
      break;
    case OPT_NAME:
      o->in.name = v;
      break;
    case OPT_DEFINE:
      o->in.defines[o->in.define_count++] = v;
      break;
    case OPT_UNDEFINE:
      o->in.undefines[o->in.undefine_count++] = v;
      break;
    case OPT_INCLUDE:
      o->in.include_dirs[o->in.include_dir_count++] = v;
      break;
    case OPT_RESTRICT:
      o->in.restrict_includes = true;
      break;
    case OPT_OUTPUT:
      o->output = v;
      break;
    case OPT_HEADER:
      o->header = v;
      break;
    case OPT_HEADER_NAME:
      o->header_name = v;
      break;
    case OPT_LOCAL:
      o->local = true;
      break;
    case OPT_LIST:
      o->list = true;
      break;
    case OPT_PART:
    case OPT_HEX:
    case OPT_PRINT:
    case OPT_PRINT_TYPED:
      kind = id == OPT_PART ? OUT_PART : id == OPT_HEX ? OUT_HEX : id == OPT_PRINT ? OUT_PRINT
                                                                                : OUT_PRINT_TYPED;
      if (o->out_option && o->out != kind)
        return cli_conflict(c, o->out_option, spelled);
      o->out = kind;
      o->out_option = spelled;
      break;
    case CLI_NEXT_POSITIONAL:
      if (o->in.file)
        return cli_usage_error(c, "unexpected argument '%s'", v);
      o->in.file = v;
      break;
    default:
      break;
    }
  }
  o->in.version = o->rs.version;
  o->in.dialect = o->rs.dialect;
  if (o->list) {
    if (!o->in.file || o->in.string)
      return cli_usage_error(c, "--list needs FILE.hlsl (and no --string)");
    if (o->out_option)
      return cli_conflict(c, "--list", o->out_option);
    if (o->output || o->header)
      return cli_conflict(c, "--list", o->output ? "-o" : "-Fh");
    return CLI_OK;
  }
  if (o->header && o->out != OUT_CONTAINER && o->out != OUT_PART)
    return cli_conflict(c, "-Fh", o->out_option);
  if (o->in.string && o->in.file)
    return cli_usage_error(c, "give either FILE.hlsl -E NAME or --string, not both");
  if (!o->in.string && !o->in.file)
    return cli_usage_error(c, "no input: FILE.hlsl -E NAME or --string '...'");
  if (o->in.file && !o->in.name)
    return cli_usage_error(c, "%s: -E NAME is required (the macro or subobject to compile)",
                           o->in.file);
  if ((o->out == OUT_CONTAINER || o->out == OUT_PART) && (o->output || !o->header) &&
      !cli_binary_output_ok(c, o->output))
    return CLI_USAGE_ERROR;
  return CLI_OK;
}

static void free_options(struct options *o) {
  free(o->in.defines);
  free(o->in.undefines);
  free(o->in.include_dirs);
}

/* The RTS0 part as written, read back field by field. */
static bool print_written(struct dxsig_buffer *text, const uint8_t *part, size_t size) {
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_rootsig back;
  bool ok = dxsig_rts0_read(part, size, &arena, &back, &diags);
  if (ok)
    dxsig_rootsig_print(text, &back);
  else
    cli_report("RTS0", &diags);
  dxsig_diag_list_finish(&diags);
  dxsig_arena_finish(&arena);
  return ok;
}

/* The container (or part) to -o and, with -Fh, as a header; without -o
 * but with -Fh, to the header only (DXC writes what it is asked for). */
static bool write_binary(const struct options *o, const uint8_t *data, size_t len) {
  if (o->header) {
    char name[512];
    snprintf(name, sizeof name, "g_%.500s", o->in.name ? o->in.name : "main");
    struct dxsig_buffer h;
    dxsig_buffer_init(&h);
    cli_c_header(&h, "Disassembly failed", o->header_name ? o->header_name : name, data, len);
    bool ok = !h.failed && cli_write_output(o->header, h.data, h.len);
    if (h.failed)
      cli_diag(NULL, DXSIG_ERROR, "out of memory");
    dxsig_buffer_finish(&h);
    if (!ok)
      return false;
    if (!o->output)
      return true;
  }
  return cli_write_output(o->output, (const char *)data, len);
}

static int emit(const struct options *o, const struct dxsig_rootsig *rs) {
  size_t size = dxsig_rts0_size(rs);
  uint8_t *part = size ? malloc(size) : NULL;
  if (!part || !dxsig_rts0_write(rs, o->rs.dialect, part, size)) {
    free(part);
    cli_diag(NULL, DXSIG_ERROR, size ? "out of memory" : "the root signature is too large");
    return CLI_INPUT_ERROR;
  }
  int rc = CLI_INPUT_ERROR;
  bool is_text = o->out == OUT_HEX || o->out == OUT_PRINT || o->out == OUT_PRINT_TYPED;
  bool text_ok = true;
  struct dxsig_buffer text;
  dxsig_buffer_init(&text);
  if (o->out == OUT_HEX) {
    for (size_t i = 0; i < size; ++i)
      dxsig_buffer_printf(&text, "%02x", part[i]);
    dxsig_buffer_printf(&text, "\n");
  } else if (o->out == OUT_PRINT) {
    text_ok = print_written(&text, part, size);
  } else if (o->out == OUT_PRINT_TYPED) {
    dxsig_rootsig_print(&text, rs);
  }
  if (is_text) {
    if (text.failed)
      cli_diag(NULL, DXSIG_ERROR, "out of memory");
    else if (text_ok && cli_write_output(o->output, text.data ? text.data : "", text.len))
      rc = CLI_OK;
  } else if (o->out == OUT_PART) {
    if (write_binary(o, part, size))
      rc = CLI_OK;
  } else {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_bytes file;
    dxsig_bytes_init(&file);
    if (dxsig_rts0_container(part, size, &file, &diags) && write_binary(o, file.data, file.len))
      rc = CLI_OK;
    cli_report(o->output, &diags);
    dxsig_bytes_finish(&file);
    dxsig_diag_list_finish(&diags);
  }
  dxsig_buffer_finish(&text);
  free(part);
  return rc;
}

/* --list: the declarations, then every root signature and association
 * checked, and a line that says what was checked. */
static int run_list(const struct options *o, const struct dxsig_rs_file *f,
                    struct dxsig_arena *arena, bool clean) {
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_rs_file_print(&b, f);
  if (b.data)
    fputs(b.data, stdout);
  dxsig_buffer_finish(&b);
  fflush(stdout);
  size_t checked = 0, associations = 0, failed = !clean;
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  size_t before = diags.error_count;
  dxsig_rs_file_check_subobjects(f, &diags);
  for (size_t k = 0; k < f->count; ++k)
    associations += f->decls[k].kind == DXSIG_RS_DECL_ASSOCIATION;
  failed += diags.error_count != before;
  cli_report_located(&diags, o->in.file);
  dxsig_diag_list_finish(&diags);
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    bool rs_kind = d->kind == DXSIG_RS_DECL_GLOBAL || d->kind == DXSIG_RS_DECL_LOCAL ||
                   d->kind == DXSIG_RS_DECL_ATTRIBUTE || d->kind == DXSIG_RS_DECL_DEFINE;
    if (!rs_kind || !d->has_string)
      continue;
    struct dxsig_rs_options opt = o->rs;
    opt.usage = d->kind == DXSIG_RS_DECL_LOCAL    ? DXSIG_RS_LOCAL
                : d->kind == DXSIG_RS_DECL_DEFINE ? DXSIG_RS_AS_WRITTEN
                                                  : DXSIG_RS_GLOBAL;
    dxsig_diag_list_init(&diags);
    struct dxsig_rootsig rs;
    struct dxsig_rs_source src = d->value;
    checked++;
    /* A macro is read again, its reading's errors reported this time. */
    if ((d->kind == DXSIG_RS_DECL_DEFINE && d->macro &&
         !dxsig_rs_macro_source(d->macro, d->file, arena, &src, &diags)) ||
        !dxsig_rootsig_parse(&src, &opt, arena, &rs, &diags))
      failed++;
    cli_report_located(&diags, o->in.file);
    dxsig_diag_list_finish(&diags);
  }
  printf("checked %zu root signature%s and %zu association%s: %s\n", checked,
         checked == 1 ? "" : "s", associations, associations == 1 ? "" : "s",
         failed ? "errors found" : "no errors");
  return failed ? CLI_INPUT_ERROR : CLI_OK;
}

int cli_rootsig(int argc, char **argv) {
  struct options o;
  int rc = parse_args(argc, argv, &o);
  if (rc != CLI_OK) {
    free_options(&o);
    return rc < 0 ? CLI_OK : rc;
  }
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  struct dxsig_rs_source src;
  struct dxsig_rs_options opt = o.rs;
  rc = CLI_INPUT_ERROR;

  if (o.in.string) {
    src = (struct dxsig_rs_source){"rootsig", o.in.string, strlen(o.in.string), NULL, 0};
    opt.usage = DXSIG_RS_GLOBAL;
  } else {
    if (o.list) {
      /* What was found is listed and checked even after a malformed
       * declaration, as a compiler goes on to report every error. */
      struct dxsig_rs_file f;
      struct dxsig_diag_list scan;
      dxsig_diag_list_init(&scan);
      if (cli_rootsig_read_hlsl(&o.in, &arena, &f, &scan)) {
        cli_report_located(&scan, o.in.file);
        rc = run_list(&o, &f, &arena, scan.error_count == 0);
      }
      dxsig_diag_list_finish(&scan);
      goto done;
    }
    if (!cli_rootsig_find(&o.in, &arena, &src, &opt.usage))
      goto done;
  }
  if (o.local)
    opt.usage = DXSIG_RS_LOCAL;
  struct dxsig_rootsig rs;
  bool ok = dxsig_rootsig_parse(&src, &opt, &arena, &rs, &diags);
  cli_report_located(&diags, src.name ? src.name : "rootsig");
  if (ok && !cli_werror_failed())
    rc = emit(&o, &rs);
done:
  dxsig_diag_list_finish(&diags);
  dxsig_arena_finish(&arena);
  free_options(&o);
  return rc;
}
