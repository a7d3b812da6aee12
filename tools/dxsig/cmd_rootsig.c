/* dxsig rootsig: compile a root signature to a standalone container (one
 * RTS0 part), like `dxc -T rootsig_1_1 -E NAME`.
 *
 *   dxsig rootsig FILE.hlsl -E NAME [-D NAME=VALUE...] [options]
 *   dxsig rootsig --string 'RootFlags(0), CBV(b0)' -o OUT [options]
 *   dxsig rootsig --list FILE.hlsl [-D NAME=VALUE...]
 */
#include "cmd_rootsig.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "dxsig/container.h"
#include "dxsig/rootsig.h"

static const char USAGE[] =
    "usage: dxsig rootsig FILE.hlsl -E NAME [-D NAME=VALUE...] [options]\n"
    "       dxsig rootsig --string 'ROOT SIGNATURE' [options]\n"
    "       dxsig rootsig --list FILE.hlsl [-D NAME=VALUE...]\n"
    "options: [--version=1.0|1.1|1.2] [--defaults=dxc|clang] [--local]\n"
    "         [-o OUT] [--part | --hex | --print]\n";

static const char HELP[] =
    "\n"
    "Compiles the root signature named by -E (a #define'd string, a -D macro,\n"
    "or a GlobalRootSignature / LocalRootSignature declaration), or given with\n"
    "--string, and writes a container holding one RTS0 part (signed), like\n"
    "dxc -T rootsig_1_1 -E NAME -Fo OUT.\n"
    "\n"
    "  --version=V     RTS0 version: 1.0, 1.1 (default) or 1.2 (rootsig_1_0 ...)\n"
    "  --defaults=D    dxc (default): omitted 1.1 flags are written as 0, integer\n"
    "                  literals are decimal, flags are an error in 1.0;\n"
    "                  clang: clang 22 + LLVM 22 (explicit 1.1 default flags,\n"
    "                  C literals: 010 is 8, 1.0 flags equal to the 1.0 defaults)\n"
    "  --local         a local root signature (adds LOCAL_ROOT_SIGNATURE)\n"
    "  -o OUT          output file (default: FILE with .dxbc; '-' for stdout;\n"
    "                  --string needs -o unless --hex or --print)\n"
    "  --part          write the bare RTS0 part instead of a container\n"
    "  --hex           print the RTS0 part in hex on stdout instead\n"
    "  --print         print the root signature (RTS0 fields) on stdout instead\n"
    "  --list          print every subobject, association and string #define of\n"
    "                  FILE, and check each root signature\n"
    "\n"
    "Errors are printed as FILE:LINE:COLUMN: error: MESSAGE (rootsig:1:COLUMN for\n"
    "--string). Exit status: 0 success, 1 input errors, 2 usage errors.\n";

enum output_kind { OUT_CONTAINER, OUT_PART, OUT_HEX, OUT_PRINT };

struct options {
  const char *file, *string, *entry, *output;
  const char **defines;
  size_t define_count;
  struct dxsig_rs_options rs;
  enum output_kind out;
  bool list;
};

static int usage(const char *fmt, const char *arg) {
  fprintf(stderr, "dxsig: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n%s", USAGE);
  return CLI_USAGE_ERROR;
}

static bool parse_version(const char *v, uint32_t *out) {
  if (strncmp(v, "rootsig_", 8) == 0)
    v += 8;
  if (strcmp(v, "1.0") == 0 || strcmp(v, "1_0") == 0)
    *out = DXSIG_RS_VERSION_1_0;
  else if (strcmp(v, "1.1") == 0 || strcmp(v, "1_1") == 0)
    *out = DXSIG_RS_VERSION_1_1;
  else if (strcmp(v, "1.2") == 0 || strcmp(v, "1_2") == 0)
    *out = DXSIG_RS_VERSION_1_2;
  else
    return false;
  return true;
}

/* "-E NAME" / "-ENAME". */
static const char *short_value(int argc, char **argv, int *i, char letter, bool *missing) {
  const char *a = argv[*i];
  if (a[0] != '-' || a[1] != letter)
    return NULL;
  if (a[2])
    return a + 2;
  if (*i + 1 >= argc) {
    *missing = true;
    return NULL;
  }
  return argv[++*i];
}

static int parse_args(int argc, char **argv, struct options *o) {
  memset(o, 0, sizeof(*o));
  o->rs.version = DXSIG_RS_VERSION_1_1;
  o->defines = calloc((size_t)argc, sizeof(*o->defines));
  if (!o->defines)
    return usage("%s", "out of memory");
  for (int i = 2; i < argc; ++i) {
    bool missing = false;
    const char *a = argv[i], *v;
    if ((v = cli_option_value(argc, argv, &i, "--version", &missing)) != NULL) {
      if (!parse_version(v, &o->rs.version))
        return usage("invalid version '%s' (1.0, 1.1 or 1.2)", v);
    } else if ((v = cli_option_value(argc, argv, &i, "--defaults", &missing)) != NULL ||
               (v = cli_option_value(argc, argv, &i, "--dialect", &missing)) != NULL) {
      if (strcmp(v, "dxc") == 0)
        o->rs.dialect = DXSIG_RS_DXC;
      else if (strcmp(v, "clang") == 0)
        o->rs.dialect = DXSIG_RS_CLANG;
      else
        return usage("invalid defaults '%s' (dxc or clang)", v);
    } else if ((v = cli_option_value(argc, argv, &i, "--string", &missing)) != NULL) {
      if (o->string)
        return usage("%s", "--string given twice");
      o->string = v;
    } else if ((v = short_value(argc, argv, &i, 'E', &missing)) != NULL) {
      o->entry = v;
    } else if ((v = short_value(argc, argv, &i, 'D', &missing)) != NULL) {
      o->defines[o->define_count++] = v;
    } else if ((v = short_value(argc, argv, &i, 'o', &missing)) != NULL) {
      o->output = v;
    } else if (missing) {
      return usage("%s needs a value", a);
    } else if (strcmp(a, "--local") == 0) {
      o->rs.usage = DXSIG_RS_LOCAL;
    } else if (strcmp(a, "--list") == 0) {
      o->list = true;
    } else if (strcmp(a, "--part") == 0) {
      o->out = OUT_PART;
    } else if (strcmp(a, "--hex") == 0) {
      o->out = OUT_HEX;
    } else if (strcmp(a, "--print") == 0) {
      o->out = OUT_PRINT;
    } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      printf("dxsig rootsig: HLSL root signatures to RTS0\n\n%s%s", USAGE, HELP);
      exit(CLI_OK);
    } else if (a[0] == '-' && a[1] != '\0') {
      return usage("unknown option '%s'", a);
    } else if (o->file) {
      return usage("unexpected argument '%s'", a);
    } else {
      o->file = a;
    }
  }
  if (o->list) {
    if (!o->file || o->string)
      return usage("%s", "--list needs FILE.hlsl (and no --string)");
    return CLI_OK;
  }
  if (o->string && o->file)
    return usage("%s", "give either FILE.hlsl -E NAME or --string, not both");
  if (!o->string && !o->file)
    return usage("%s", "no input: FILE.hlsl -E NAME or --string '...'");
  if (o->file && !o->entry)
    return usage("%s: -E NAME is required (the #define or subobject to compile)", o->file);
  if (o->string && !o->output && (o->out == OUT_CONTAINER || o->out == OUT_PART))
    return usage("%s", "--string writes binary output: give -o OUT ('-' for stdout)");
  return CLI_OK;
}

/* Prints located diagnostics clang-style on stderr. */
static void print_diags(const struct dxsig_diag_list *d, const char *name) {
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_diag_list_print(&b, d, name);
  if (b.data)
    fputs(b.data, stderr);
  dxsig_buffer_finish(&b);
}

/* FILE.hlsl -> FILE.dxbc */
static char *default_output(const char *input) {
  size_t len = strlen(input);
  const char *slash = strrchr(input, '/');
  const char *dot = strrchr(input, '.');
  if (dot && (!slash || dot > slash + 1) && dot != input)
    len = (size_t)(dot - input);
  char *out = malloc(len + sizeof(".dxbc"));
  if (out) {
    memcpy(out, input, len);
    memcpy(out + len, ".dxbc", sizeof(".dxbc"));
  }
  return out;
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
  struct dxsig_buffer text;
  dxsig_buffer_init(&text);
  if (o->out == OUT_HEX) {
    for (size_t i = 0; i < size; ++i)
      dxsig_buffer_printf(&text, "%02x", part[i]);
    dxsig_buffer_printf(&text, "\n");
  } else if (o->out == OUT_PRINT) {
    dxsig_rootsig_print(&text, rs);
  }
  if (o->out == OUT_HEX || o->out == OUT_PRINT) {
    if (text.failed)
      cli_diag(NULL, DXSIG_ERROR, "out of memory");
    else if (cli_write_output(o->output, text.data ? text.data : "", text.len))
      rc = CLI_OK;
  } else if (o->out == OUT_PART) {
    char *own = NULL;
    const char *out = o->output ? o->output : (own = default_output(o->file));
    if (out && cli_write_output(out, (const char *)part, size))
      rc = CLI_OK;
    free(own);
  } else {
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_bytes file;
    dxsig_bytes_init(&file);
    struct dxsig_part p = {DXSIG_PART_RTS0, part, size};
    char *own = NULL;
    const char *out = o->output ? o->output : (own = default_output(o->file));
    if (dxsig_container_write(&file, &p, 1, true, &diags) && !file.failed && out &&
        cli_write_output(out, (const char *)file.data, file.len))
      rc = CLI_OK;
    cli_report(out, &diags);
    free(own);
    dxsig_bytes_finish(&file);
    dxsig_diag_list_finish(&diags);
  }
  dxsig_buffer_finish(&text);
  free(part);
  return rc;
}

static int run_list(const struct options *o, const struct dxsig_rs_file *f,
                    struct dxsig_arena *arena) {
  struct dxsig_buffer b;
  dxsig_buffer_init(&b);
  dxsig_rs_file_print(&b, f);
  if (b.data)
    fputs(b.data, stdout);
  dxsig_buffer_finish(&b);
  int rc = CLI_OK;
  /* An association names a subobject of the file (or of another library:
   * a warning, not an error). */
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    if (d->kind != DXSIG_RS_DECL_ASSOCIATION || !d->has_string)
      continue;
    bool known = false;
    for (size_t j = 0; j < f->count && !known; ++j) {
      const struct dxsig_rs_decl *o2 = &f->decls[j];
      known = o2->kind != DXSIG_RS_DECL_DEFINE && strlen(o2->name) == d->value.len &&
              memcmp(o2->name, d->value.text, d->value.len) == 0;
    }
    if (!known)
      fprintf(stderr, "%s:%u:%u: warning: %s '%s' names subobject '%.*s', which this file does "
                      "not declare\n",
              o->file, (unsigned)d->line, (unsigned)d->col, d->type_name, d->name,
              (int)(d->value.len > 200 ? 200 : d->value.len), d->value.text);
  }
  /* Check every subobject's root signature. */
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    if ((d->kind != DXSIG_RS_DECL_GLOBAL && d->kind != DXSIG_RS_DECL_LOCAL) || !d->has_string)
      continue;
    struct dxsig_rs_options opt = o->rs;
    opt.usage = d->kind == DXSIG_RS_DECL_LOCAL ? DXSIG_RS_LOCAL : DXSIG_RS_GLOBAL;
    struct dxsig_diag_list diags;
    dxsig_diag_list_init(&diags);
    struct dxsig_rootsig rs;
    if (!dxsig_rootsig_parse(&d->value, &opt, arena, &rs, &diags))
      rc = CLI_INPUT_ERROR;
    print_diags(&diags, o->file);
    dxsig_diag_list_finish(&diags);
  }
  return rc;
}

int cli_rootsig(int argc, char **argv) {
  struct options o;
  int rc = parse_args(argc, argv, &o);
  if (rc != CLI_OK) {
    free(o.defines);
    return rc;
  }
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  char *text = NULL;
  const char *name = "rootsig";
  struct dxsig_rs_source src_string;
  const struct dxsig_rs_source *src = NULL;
  struct dxsig_rs_options opt = o.rs;
  rc = CLI_INPUT_ERROR;

  if (o.string) {
    src_string = (struct dxsig_rs_source){"rootsig", o.string, strlen(o.string), NULL, 0};
    src = &src_string;
  } else {
    size_t len = 0;
    text = cli_read_file(o.file, &len);
    if (!text)
      goto done;
    name = o.file;
    struct dxsig_rs_file f;
    bool scanned = dxsig_rs_file_scan(o.file, text, len, o.defines, o.define_count, &arena, &f,
                                      &diags);
    print_diags(&diags, o.file);
    dxsig_diag_list_finish(&diags);
    dxsig_diag_list_init(&diags);
    if (o.list) {
      rc = run_list(&o, &f, &arena);
      if (!scanned)
        rc = CLI_INPUT_ERROR;
      goto done;
    }
    if (!scanned)
      goto done;
    const struct dxsig_rs_decl *d = dxsig_rs_file_find(&f, o.entry);
    if (!d) {
      char msg[512];
      snprintf(msg, sizeof msg,
               "no root signature named '%.200s' (a #define, -D, GlobalRootSignature or "
               "LocalRootSignature)",
               o.entry);
      cli_diag(o.file, DXSIG_ERROR, msg);
      goto done;
    }
    if (!d->has_string) {
      char msg[512];
      snprintf(msg, sizeof msg, "'%.200s' does not expand to a string literal", o.entry);
      cli_diag(o.file, DXSIG_ERROR, msg);
      goto done;
    }
    if (d->kind == DXSIG_RS_DECL_LOCAL)
      opt.usage = DXSIG_RS_LOCAL;
    src = &d->value;
  }
  struct dxsig_rootsig rs;
  bool ok = dxsig_rootsig_parse(src, &opt, &arena, &rs, &diags);
  print_diags(&diags, src->name ? src->name : name);
  if (ok)
    rc = emit(&o, &rs);
done:
  dxsig_diag_list_finish(&diags);
  dxsig_arena_finish(&arena);
  free(text);
  free(o.defines);
  return rc;
}

/* ---- dxsig container --rootsig ------------------------------------------- */

static bool has_ia_inputs(const struct dxsig_entry *e) {
  const struct dxsig_signature *in = &e->sigs[DXSIG_SIG_INPUT];
  for (size_t i = 0; i < in->count; ++i)
    if (in->elements[i].kind != DXSIG_SEMANTIC_VERTEX_ID &&
        in->elements[i].kind != DXSIG_SEMANTIC_INSTANCE_ID)
      return true;
  return false;
}

bool cli_rootsig_attach(const struct dxsig_glue_model *model, const char *entry,
                        const struct cli_rootsig_source *src, struct dxsig_bytes *file,
                        struct dxsig_diag_list *diags) {
  struct dxsig_arena arena;
  dxsig_arena_init(&arena);
  struct dxsig_diag_list rd;
  dxsig_diag_list_init(&rd);
  char *text = NULL;
  uint8_t *part = NULL;
  bool ok = false;
  struct dxsig_container_view view;
  memset(&view, 0, sizeof(view));

  /* The root signature. */
  struct dxsig_rs_source s_string;
  const struct dxsig_rs_source *s = NULL;
  struct dxsig_rs_options opt = {src->version ? src->version : DXSIG_RS_VERSION_1_1, src->dialect,
                                 DXSIG_RS_GLOBAL, false};
  const char *name = "rootsig";
  if (src->string) {
    s_string = (struct dxsig_rs_source){"rootsig", src->string, strlen(src->string), NULL, 0};
    s = &s_string;
  } else {
    size_t len = 0;
    text = cli_read_file(src->file, &len);
    if (!text)
      goto done;
    struct dxsig_rs_file f;
    bool scanned = dxsig_rs_file_scan(src->file, text, len, src->defines, src->define_count,
                                      &arena, &f, &rd);
    print_diags(&rd, src->file);
    dxsig_diag_list_finish(&rd);
    dxsig_diag_list_init(&rd);
    if (!scanned)
      goto done;
    const struct dxsig_rs_decl *d = dxsig_rs_file_find(&f, src->name);
    if (!d || !d->has_string) {
      dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_ENTRY,
                     "%s: '%s' is not a root signature (a #define'd string or a "
                     "GlobalRootSignature)",
                     src->file, src->name);
      goto done;
    }
    s = &d->value;
    name = src->file;
  }
  struct dxsig_rootsig rs;
  bool parsed = dxsig_rootsig_parse(s, &opt, &arena, &rs, &rd);
  print_diags(&rd, s->name ? s->name : name);
  dxsig_diag_list_finish(&rd);
  dxsig_diag_list_init(&rd);
  if (!parsed)
    goto done;

  /* The entry's stage. */
  const struct dxsig_module *m = &model->m;
  if (!model->loaded)
    goto done;
  const struct dxsig_entry *e = NULL;
  for (size_t i = 0; i < m->count; ++i)
    if (!entry ? m->count == 1
               : (m->entries[i].name && strcmp(m->entries[i].name, entry) == 0))
      e = &m->entries[i];
  if (e && e->has_stage) {
    bool compatible = dxsig_rootsig_check_stage(&rs, e->stage, has_ia_inputs(e), &rd);
    char who[256];
    snprintf(who, sizeof who, "root signature of entry '%.200s'", e->name ? e->name : "");
    dxsig_diag_list_append(diags, &rd, who);
    if (!compatible)
      goto done;
  }

  /* Into the container, after PSV0 (DXC's order), signed again. */
  size_t size = dxsig_rts0_size(&rs);
  part = size ? malloc(size) : NULL;
  if (!part || !dxsig_rts0_write(&rs, opt.dialect, part, size)) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SIZE, "cannot write the RTS0 part");
    goto done;
  }
  /* Our own container: its alignment notes are not news here. */
  struct dxsig_diag_list read_diags;
  dxsig_diag_list_init(&read_diags);
  bool readable = dxsig_container_read(&view, file->data, file->len, &read_diags);
  for (size_t i = 0; i < read_diags.count; ++i)
    if (read_diags.items[i].severity == DXSIG_ERROR)
      dxsig_diag_add(diags, DXSIG_ERROR, read_diags.items[i].code, "%s",
                     read_diags.items[i].message);
  dxsig_diag_list_finish(&read_diags);
  if (!readable)
    goto done;
  struct dxsig_part *parts = calloc(view.count + 1, sizeof(*parts));
  if (!parts) {
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
    goto done;
  }
  size_t n = 0;
  bool placed = false;
  for (size_t i = 0; i < view.count; ++i) {
    uint32_t cc = view.parts[i].fourcc;
    if (cc == DXSIG_PART_RTS0)
      continue;
    if (!placed && (cc == DXSIG_PART_HASH || cc == DXSIG_PART_DXIL)) {
      parts[n++] = (struct dxsig_part){DXSIG_PART_RTS0, part, size};
      placed = true;
    }
    parts[n++] = view.parts[i];
  }
  if (!placed)
    parts[n++] = (struct dxsig_part){DXSIG_PART_RTS0, part, size};
  struct dxsig_bytes out;
  dxsig_bytes_init(&out);
  ok = dxsig_container_write(&out, parts, n, true, diags) && !out.failed;
  free(parts);
  if (ok) {
    dxsig_bytes_finish(file);
    *file = out;
  } else {
    dxsig_bytes_finish(&out);
  }
done:
  dxsig_container_view_finish(&view);
  free(part);
  free(text);
  dxsig_diag_list_finish(&rd);
  dxsig_arena_finish(&arena);
  return ok;
}
