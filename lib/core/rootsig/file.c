/* Root signatures in HLSL files: looking a declaration up by name (-E),
 * selecting its text, and listing them (--list). The declarations come from a preprocessed
 * file (pp.c). */
#include "internal.h"

#include <string.h>

const struct dxsig_rs_decl *dxsig_rs_file_find(const struct dxsig_rs_file *f, const char *name) {
  const struct dxsig_rs_decl *found = NULL;
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    if ((d->kind == DXSIG_RS_DECL_DEFINE || d->kind == DXSIG_RS_DECL_GLOBAL ||
         d->kind == DXSIG_RS_DECL_LOCAL) &&
        strcmp(d->name, name) == 0)
      found = d;
  }
  /* Else a function's [RootSignature] attribute, what DXC compiles into the
   * shader -E names (and writes apart with -Frs); a second, different one
   * is check_subobjects' error. */
  for (size_t k = 0; k < f->count && !found; ++k)
    if (f->decls[k].kind == DXSIG_RS_DECL_ATTRIBUTE && strcmp(f->decls[k].name, name) == 0)
      found = &f->decls[k];
  return found;
}

bool dxsig_rs_file_select(const struct dxsig_rs_file *f, const struct dxsig_rs_decl *d,
                          const struct dxsig_diag_list *scan, struct dxsig_arena *arena,
                          struct dxsig_rs_source *src, enum dxsig_rs_usage *usage,
                          struct dxsig_diag_list *diags) {
  if (d->kind == DXSIG_RS_DECL_DEFINE && d->macro) {
    *usage = DXSIG_RS_AS_WRITTEN;
    return dxsig_rs_macro_source(d->macro, d->file, arena, src, diags);
  }
  /* A subobject is compiled with the others, as in a DXC library: a name
   * declared twice or a broken association fails whichever one is named. */
  size_t errors = diags->error_count;
  dxsig_diag_list_append(diags, scan, NULL);
  if (diags->error_count != errors || !dxsig_rs_file_check_subobjects(f, diags) ||
      !d->has_string)
    return false;
  *src = d->value;
  *usage = d->kind == DXSIG_RS_DECL_LOCAL ? DXSIG_RS_LOCAL : DXSIG_RS_GLOBAL;
  return true;
}

static void print_quoted(struct dxsig_buffer *b, const struct dxsig_rs_source *v) {
  dxsig_buffer_printf(b, "\"");
  size_t shown = v->len > 400 ? 400 : v->len;
  for (size_t k = 0; k < shown; ++k) {
    unsigned char c = (unsigned char)v->text[k];
    if (c == '"' || c == '\\')
      dxsig_buffer_printf(b, "\\%c", c);
    else if (c >= 0x20 && c < 0x7F)
      dxsig_buffer_printf(b, "%c", c);
    else
      dxsig_buffer_printf(b, "\\x%02x", c);
  }
  if (shown < v->len)
    dxsig_buffer_printf(b, "\"... (%zu bytes)", v->len);
  else
    dxsig_buffer_printf(b, "\"");
}

/* No export name between the ';' separators: DXC's default association
 * (CGHLSLMS.cpp ParseSubobjectExportsAssociations drops empty names). */
static bool exports_none(const struct dxsig_rs_source *v) {
  for (size_t k = 0; k < v->len; ++k)
    if (v->text[k] != ';')
      return false;
  return true;
}

void dxsig_rs_file_print(struct dxsig_buffer *b, const struct dxsig_rs_file *f) {
  for (size_t k = 0; k < f->count; ++k) {
    const struct dxsig_rs_decl *d = &f->decls[k];
    bool unexpanded = d->kind == DXSIG_RS_DECL_DEFINE && d->macro && d->macro->too_large;
    if (d->kind == DXSIG_RS_DECL_DEFINE && !d->has_string && !unexpanded)
      continue;
    if (d->file)
      dxsig_buffer_printf(b, "%s:", d->file);
    if (d->line)
      dxsig_buffer_printf(b, "%u:%u: ", (unsigned)d->line, (unsigned)d->col);
    else if (d->file)
      dxsig_buffer_printf(b, " ");
    dxsig_buffer_printf(b, "%s %s", d->type_name, d->name);
    switch (d->kind) {
    case DXSIG_RS_DECL_ASSOCIATION:
      if (d->has_string) {
        dxsig_buffer_printf(b, ": subobject ");
        print_quoted(b, &d->value);
        dxsig_buffer_printf(b, ", exports ");
        print_quoted(b, &d->exports);
        if (exports_none(&d->exports))
          dxsig_buffer_printf(b, " (no export: the default association)");
      }
      break;
    case DXSIG_RS_DECL_OTHER:
      dxsig_buffer_printf(b, ": {");
      if (d->value.text)
        dxsig_buffer_printf(b, "%.*s", (int)(d->value.len > 200 ? 200 : d->value.len),
                            d->value.text);
      dxsig_buffer_printf(b, "}");
      break;
    default:
      if (unexpanded) {
        dxsig_buffer_printf(b, ": (not expanded: more than %zu tokens of expansion)",
                            d->macro->too_large);
      } else if (d->has_string && !d->value.text) {
        dxsig_buffer_printf(b, ": (does not read as a root signature)");
      } else if (d->has_string) {
        dxsig_buffer_printf(b, ": ");
        print_quoted(b, &d->value);
      }
    }
    dxsig_buffer_printf(b, "\n");
  }
}
