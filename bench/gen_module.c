/* Writes a synthetic library module with N entry points and their
 * dx.semantic.signatures metadata, unpacked, deterministic from a seed: a
 * realistic mix of stages (vertex, pixel, geometry, hull, domain, mesh),
 * widths, interpolation modes, arrays, clip/cull distances, GS streams and
 * patch-constant lists. Every module it writes verifies clean.
 *
 * Entry bodies are empty (the metadata-only worst case for dxsig-pack
 * against opt's own work) unless --bodies: then each entry reads every
 * component of its inputs and writes every component of its outputs with
 * the dx.op intrinsics DXC emits (loadInput, storeOutput, loadPatchConstant,
 * storePatchConstant, storeVertexOutput, storePrimitiveOutput) in the
 * value type DXC uses (float, half, i32), one arithmetic instruction per
 * written component, every other written element under a branch; a hull
 * shader's patch constants in its patch-constant function
 * ("hlsl.patchconstantfunc").
 *
 * usage: gen_module [-n ENTRIES] [-m ELEMENTS] [-s SEED] [--native16] [--bodies]
 *                   [-o OUT.ll] */
#define _POSIX_C_SOURCE 200809L /* open_memstream */

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state;

static uint32_t rnd(uint32_t n) { /* xorshift64*, uniform enough for a mix */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return (uint32_t)((rng_state * 2685821657736338717ull) >> 33) % n;
}

enum { F32 = 9, F16 = 8, U32 = 5, I32 = 4 };
enum { UNDEF = 0, CONSTANT = 1, LINEAR = 2, CENTROID = 3, NOPERSP = 4 };
enum { LIST_IN, LIST_OUT, LIST_PC };

/* What a body touches of one element. */
struct shape {
  unsigned entry;
  unsigned char list, id, rows, cols;
  unsigned char value; /* enum value_kind: the IR type of its accesses */
};

/* The IR type a body reads and writes an element with, as DXC emits it:
 * i32 for (u)int, half for min16float / float16_t, float for float. */
enum value_kind { V_F32, V_F16, V_I32, V_KINDS };
static const char *const value_ir[V_KINDS] = {"float", "half", "i32"};
static const char *const value_suffix[V_KINDS] = {"f32", "f16", "i32"};

struct gen {
  FILE *out;
  unsigned next_node;   /* next free metadata number */
  unsigned elements;    /* target arbitrary elements per list */
  bool native16;
  /* the element nodes of the list being built */
  unsigned nodes[96];
  unsigned count;
  unsigned name_next_index[8];
  /* element shapes for --bodies (NULL: not recorded) */
  struct shape *shapes;
  size_t nshapes, shapes_cap;
  unsigned entry, list;
};

static void record_shape(struct gen *g, int type, unsigned rows, unsigned cols) {
  if (!g->shapes)
    return;
  if (g->nshapes == g->shapes_cap) {
    size_t cap = g->shapes_cap * 2;
    struct shape *grown = realloc(g->shapes, cap * sizeof *grown);
    if (!grown) {
      fprintf(stderr, "gen_module: out of memory\n");
      exit(1);
    }
    g->shapes = grown;
    g->shapes_cap = cap;
  }
  g->shapes[g->nshapes++] = (struct shape){g->entry, (unsigned char)g->list,
                                           (unsigned char)g->count, (unsigned char)rows,
                                           (unsigned char)cols,
                                           type == U32 || type == I32 ? V_I32
                                           : type == F16              ? V_F16
                                                                      : V_F32};
}

static const char *arb_names[8] = {"TEXCOORD", "COLOR", "NORMAL", "TANGENT",
                                   "ATTR", "PARAM", "WORLDPOS", "FOG"};

static void element(struct gen *g, const char *name, int type, int kind,
                    unsigned first_index, int interp, unsigned rows,
                    unsigned cols, unsigned stream) {
  record_shape(g, type, rows, cols);
  unsigned idx = g->next_node++;
  fprintf(g->out, "!%u = !{", idx);
  for (unsigned r = 0; r < rows; ++r)
    fprintf(g->out, "%si32 %u", r ? ", " : "", first_index + r);
  fprintf(g->out, "}\n");
  unsigned node = g->next_node++;
  fprintf(g->out,
          "!%u = !{i32 %u, !\"%s\", i32 %d, i32 %d, !%u, i32 %d, i32 %u, i8 %u, "
          "i32 -1, i8 -1, i8 %u, i8 0, i32 %u}\n",
          node, g->count, name, type, kind, idx, interp, rows, cols,
          (1u << cols) - 1u, stream);
  g->nodes[g->count++] = node;
}

/* interp_style: 0 undefined (VS in, PS out, patch constant), 1 DXC modes
 * (float linear-ish, int constant), 2 constant (mesh primitives). */
static void arbitrary(struct gen *g, unsigned n, int interp_style, unsigned stream) {
  for (unsigned i = 0; i < n && g->count < 80; ++i) {
    unsigned which = rnd(8);
    unsigned pick = rnd(100);
    int type = pick < 60 ? F32 : pick < 70 ? F16 : pick < 85 ? U32 : I32;
    unsigned rows = rnd(100) < 85 ? 1 : 2 + rnd(2);
    unsigned cols = 1 + rnd(4);
    int interp = UNDEF;
    if (interp_style == 2 || (interp_style == 1 && (type == U32 || type == I32)))
      interp = CONSTANT;
    else if (interp_style == 1)
      interp = (int[]){LINEAR, LINEAR, LINEAR, LINEAR, LINEAR, LINEAR, CENTROID, NOPERSP}[rnd(8)];
    element(g, arb_names[which], type, 0, g->name_next_index[which], interp, rows, cols, stream);
    g->name_next_index[which] += rows;
  }
}

static void clip(struct gen *g, int interp) {
  if (rnd(100) < 20)
    element(g, "SV_ClipDistance", F32, 6, 0, interp, 1, 1 + rnd(4), 0);
}

static unsigned spread(struct gen *g) { return g->elements / 2 + rnd(g->elements + 1); }

/* Starts a list; returns false when it is to be null. */
static void begin(struct gen *g) {
  g->count = 0;
  memset(g->name_next_index, 0, sizeof g->name_next_index);
}

static unsigned end(struct gen *g) {
  unsigned node = g->next_node++;
  fprintf(g->out, "!%u = !{", node);
  for (unsigned i = 0; i < g->count; ++i)
    fprintf(g->out, "%s!%u", i ? ", " : "", g->nodes[i]);
  fprintf(g->out, "}\n");
  return node;
}

static void list(struct gen *g, const char *stage, int which, unsigned *out) {
  begin(g);
  g->list = (unsigned)which;
  bool pixel = strcmp(stage, "pixel") == 0, vertex = strcmp(stage, "vertex") == 0;
  if (vertex && which == LIST_IN) {
    arbitrary(g, spread(g), 0, 0);
    if (rnd(2))
      element(g, "SV_VertexID", U32, 1, 0, UNDEF, 1, 1, 0);
    if (rnd(3) == 0)
      element(g, "SV_InstanceID", U32, 2, 0, UNDEF, 1, 1, 0);
  } else if (pixel && which == LIST_IN) {
    element(g, "SV_Position", F32, 3, 0, NOPERSP, 1, 4, 0);
    arbitrary(g, spread(g), 1, 0);
    if (rnd(4) == 0)
      element(g, "SV_IsFrontFace", U32, 13, 0, CONSTANT, 1, 1, 0);
  } else if (pixel && which == LIST_OUT) {
    unsigned targets = 1 + rnd(4);
    for (unsigned t = 0; t < targets; ++t)
      element(g, "SV_Target", F32, 16, t, UNDEF, 1, 4, 0);
    if (rnd(5) == 0)
      element(g, "SV_Depth", F32, 17, 0, UNDEF, 1, 1, 0);
  } else if (which == LIST_PC) {
    bool hull = strcmp(stage, "hull") == 0, mesh = strcmp(stage, "mesh") == 0;
    if (mesh) {
      element(g, "SV_PrimitiveID", U32, 10, 0, CONSTANT, 1, 1, 0);
      arbitrary(g, 1 + rnd(3), 2, 0);
    } else {
      /* quad domain for hull, tri for domain */
      element(g, "SV_TessFactor", F32, 25, 0, UNDEF, hull ? 4 : 3, 1, 0);
      element(g, "SV_InsideTessFactor", F32, 26, 0, UNDEF, hull ? 2 : 1, 1, 0);
      arbitrary(g, rnd(3), 0, 0);
    }
  } else {
    /* control points, vertex / GS / DS / mesh outputs */
    bool gs_out = strcmp(stage, "geometry") == 0 && which == LIST_OUT;
    element(g, "SV_Position", F32, 3, 0, NOPERSP, 1, 4, 0);
    arbitrary(g, spread(g), 1, 0);
    if (which == LIST_OUT)
      clip(g, LINEAR);
    if (gs_out && rnd(4) == 0) { /* a second stream, as multi-stream GS do */
      unsigned saved[8];
      memcpy(saved, g->name_next_index, sizeof saved);
      memset(g->name_next_index, 0, sizeof g->name_next_index);
      element(g, "SV_Position", F32, 3, 0, NOPERSP, 1, 4, 1);
      memcpy(g->name_next_index, saved, sizeof saved);
      arbitrary(g, 2, 1, 1);
    }
  }
  *out = end(g);
}

/* The dx.op declarations the bodies call, for each value type. */
static void declarations(FILE *out) {
  for (int v = 0; v < V_KINDS; ++v) {
    const char *t = value_ir[v], *x = value_suffix[v];
    fprintf(out,
            "declare %s @dx.op.loadInput.%s(i32, i32, i32, i8, i32)\n"
            "declare void @dx.op.storeOutput.%s(i32, i32, i32, i8, %s)\n"
            "declare %s @dx.op.loadPatchConstant.%s(i32, i32, i32, i8)\n"
            "declare void @dx.op.storePatchConstant.%s(i32, i32, i32, i8, %s)\n"
            "declare void @dx.op.storeVertexOutput.%s(i32, i32, i32, i8, %s, i32)\n"
            "declare void @dx.op.storePrimitiveOutput.%s(i32, i32, i32, i8, %s, i32)\n",
            t, x, x, t, t, x, x, t, x, t, x, t);
  }
  fprintf(out, "\n");
}

/* Writes one component: a value computed from the last one read of its
 * type (or a constant), stored with the stage's store operation. */
static void write_component(FILE *out, bool hull, bool mesh, const struct shape *sh,
                            unsigned r, unsigned c, const int *last, unsigned *tmp) {
  const char *ty = value_ir[sh->value], *sfx = value_suffix[sh->value];
  int src = last[sh->value];
  if (sh->value == V_I32)
    fprintf(out, src < 0 ? "  %%t%u = add i32 %u, 1\n" : "  %%t%u = add i32 %%t%d, 1\n",
            *tmp, src < 0 ? (int)c : src);
  else if (src < 0)
    fprintf(out, "  %%t%u = fadd fast %s %u.0, 1.0\n", *tmp, ty, c);
  else
    fprintf(out, "  %%t%u = fadd fast %s %%t%d, 1.0\n", *tmp, ty, src);
  unsigned v = (*tmp)++;
  if (sh->list == LIST_PC && hull)
    fprintf(out, "  call void @dx.op.storePatchConstant.%s(i32 106, i32 %u, i32 %u, "
            "i8 %u, %s %%t%u)\n", sfx, sh->id, r, c, ty, v);
  else if (sh->list == LIST_PC)
    fprintf(out, "  call void @dx.op.storePrimitiveOutput.%s(i32 172, i32 %u, i32 %u, "
            "i8 %u, %s %%t%u, i32 0)\n", sfx, sh->id, r, c, ty, v);
  else if (mesh)
    fprintf(out, "  call void @dx.op.storeVertexOutput.%s(i32 171, i32 %u, i32 %u, "
            "i8 %u, %s %%t%u, i32 0)\n", sfx, sh->id, r, c, ty, v);
  else
    fprintf(out, "  call void @dx.op.storeOutput.%s(i32 5, i32 %u, i32 %u, i8 %u, "
            "%s %%t%u)\n", sfx, sh->id, r, c, ty, v);
}

/* Reads every component of the entry's elements (shapes [*first, end) of
 * this entry), then writes every component: the even-numbered written
 * elements unconditionally, the odd ones under a branch on the last value
 * read (a diamond, as shader code has). A hull shader's patch constants
 * are written to pcf instead, the body of its patch-constant function (DXC
 * allows storePatchConstant nowhere else), from constants. Advances
 * *first. */
static void body(FILE *out, FILE *pcf, const char *stage, unsigned entry,
                 const struct shape *shapes, size_t nshapes, size_t *first) {
  bool hull = !strcmp(stage, "hull"), mesh = !strcmp(stage, "mesh");
  unsigned tmp = 0, pcf_tmp = 0;
  int last[V_KINDS] = {-1, -1, -1}; /* last value read of each type */
  const int none[V_KINDS] = {-1, -1, -1};
  size_t i, end = *first;
  while (end < nshapes && shapes[end].entry == entry)
    ++end;
  for (i = *first; i < end; ++i) {
    const struct shape *sh = &shapes[i];
    if (sh->list != LIST_IN && !(sh->list == LIST_PC && !hull && !mesh))
      continue;
    const char *ty = value_ir[sh->value], *sfx = value_suffix[sh->value];
    for (unsigned r = 0; r < sh->rows; ++r)
      for (unsigned c = 0; c < sh->cols; ++c) {
        if (sh->list == LIST_IN)
          fprintf(out, "  %%t%u = call %s @dx.op.loadInput.%s(i32 4, i32 %u, i32 %u, i8 %u, "
                  "i32 0)\n", tmp, ty, sfx, sh->id, r, c);
        else
          fprintf(out, "  %%t%u = call %s @dx.op.loadPatchConstant.%s(i32 104, i32 %u, "
                  "i32 %u, i8 %u)\n", tmp, ty, sfx, sh->id, r, c);
        last[sh->value] = (int)tmp++;
      }
  }
  for (int half = 0; half < 2; ++half) {
    if (half == 1) {
      if (last[V_I32] >= 0)
        fprintf(out, "  %%cond = icmp slt i32 %%t%d, 0\n", last[V_I32]);
      else if (last[V_F32] >= 0)
        fprintf(out, "  %%cond = fcmp olt float %%t%d, 0.0\n", last[V_F32]);
      else
        fprintf(out, "  %%cond = icmp eq i32 %u, 0\n", entry % 2);
      fprintf(out, "  br i1 %%cond, label %%then, label %%join\nthen:\n");
    }
    unsigned written = 0;
    for (i = *first; i < end; ++i) {
      const struct shape *sh = &shapes[i];
      if (sh->list == LIST_IN || (sh->list == LIST_PC && !hull && !mesh))
        continue;
      if (written++ % 2 != (unsigned)half)
        continue;
      for (unsigned r = 0; r < sh->rows; ++r)
        for (unsigned c = 0; c < sh->cols; ++c) {
          if (hull && sh->list == LIST_PC && pcf)
            write_component(pcf, hull, mesh, sh, r, c, none, &pcf_tmp);
          else
            write_component(out, hull, mesh, sh, r, c, last, &tmp);
        }
    }
  }
  fprintf(out, "  br label %%join\njoin:\n");
  *first = end;
}

int main(int argc, char **argv) {
  unsigned entries = 1000, elements = 7;
  uint64_t seed = 1;
  bool native16 = false, bodies = false;
  const char *path = NULL;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "-n") && i + 1 < argc)
      entries = (unsigned)strtoul(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "-m") && i + 1 < argc)
      elements = (unsigned)strtoul(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "-s") && i + 1 < argc)
      seed = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--native16"))
      native16 = true;
    else if (!strcmp(argv[i], "--bodies"))
      bodies = true;
    else if (!strcmp(argv[i], "-o") && i + 1 < argc)
      path = argv[++i];
    else {
      fprintf(stderr, "usage: gen_module [-n ENTRIES] [-m ELEMENTS] [-s SEED] [--native16] "
                      "[--bodies] [-o OUT.ll]\n");
      return 2;
    }
  }
  if (elements < 1 || elements > 40) {
    fprintf(stderr, "gen_module: -m must be 1..40\n");
    return 2;
  }
  rng_state = seed * 0x9E3779B97F4A7C15ull + 1;
  FILE *out = path ? fopen(path, "w") : stdout;
  if (!out) {
    perror(path);
    return 1;
  }
  /* The metadata is generated first, into memory: with --bodies the
   * functions, written before it, need the elements. */
  char *meta = NULL;
  size_t meta_len = 0;
  struct gen g = {.out = open_memstream(&meta, &meta_len), .elements = elements,
                  .native16 = native16};
  if (bodies) {
    g.shapes_cap = 1024;
    g.shapes = malloc(g.shapes_cap * sizeof *g.shapes);
  }
  if (!g.out || (bodies && !g.shapes))
    return 1;
  static const char *stages[] = {"vertex", "vertex", "vertex", "pixel", "pixel",
                                 "pixel", "geometry", "hull", "domain", "mesh"};
  static const char *prefix[] = {"vs", "vs", "vs", "ps", "ps", "ps", "gs", "hs", "ds", "ms"};
  unsigned *stage_of = malloc(entries * sizeof *stage_of);
  unsigned *triples = malloc(entries * sizeof *triples);
  if (!stage_of || !triples)
    return 1;
  for (unsigned i = 0; i < entries; ++i)
    stage_of[i] = rnd(10);
  g.next_node = 1; /* !0: the module flag (native16) */
  for (unsigned i = 0; i < entries; ++i) {
    const char *stage = stages[stage_of[i]];
    unsigned in = 0, out_list = 0, pc = 0;
    bool has_pc = !strcmp(stage, "hull") || !strcmp(stage, "domain") || !strcmp(stage, "mesh");
    g.entry = i;
    if (strcmp(stage, "mesh") != 0)
      list(&g, stage, LIST_IN, &in);
    list(&g, stage, LIST_OUT, &out_list);
    if (has_pc)
      list(&g, stage, LIST_PC, &pc);
    triples[i] = g.next_node++;
    fprintf(g.out, "!%u = !{ptr @%s_%u, ", triples[i], prefix[stage_of[i]], i);
    if (in)
      fprintf(g.out, "!%u, !%u", in, out_list);
    else
      fprintf(g.out, "null, !%u", out_list);
    if (has_pc)
      fprintf(g.out, ", !%u", pc);
    fprintf(g.out, "}\n");
  }
  fprintf(g.out, "!dx.semantic.signatures = !{");
  for (unsigned i = 0; i < entries; ++i)
    fprintf(g.out, "%s!%u", i ? ", " : "", triples[i]);
  fprintf(g.out, "}\n");
  if (fclose(g.out) != 0)
    return 1;

  fprintf(out, "; generated by dxsig bench/gen_module -n %u -m %u -s %llu%s%s\n", entries,
          elements, (unsigned long long)seed, native16 ? " --native16" : "",
          bodies ? " --bodies" : "");
  fprintf(out, "target triple = \"dxil-pc-shadermodel6.8-library\"\n\n");
  if (bodies)
    declarations(out);
  size_t first = 0;
  for (unsigned i = 0; i < entries; ++i) {
    bool hull = !strcmp(stages[stage_of[i]], "hull");
    char *pcf_text = NULL;
    size_t pcf_len = 0;
    FILE *pcf = bodies && hull ? open_memstream(&pcf_text, &pcf_len) : NULL;
    if (bodies && hull && !pcf)
      return 1;
    fprintf(out, "define void @%s_%u() #%u", prefix[stage_of[i]], i, stage_of[i]);
    if (pcf)
      fprintf(out, " \"hlsl.patchconstantfunc\"=\"%s_%u_pcf\"", prefix[stage_of[i]], i);
    fprintf(out, " {\nentry:\n");
    if (bodies)
      body(out, pcf, stages[stage_of[i]], i, g.shapes, g.nshapes, &first);
    fprintf(out, "  ret void\n}\n\n");
    if (pcf) {
      if (fclose(pcf) != 0)
        return 1;
      fprintf(out, "define void @%s_%u_pcf() {\nentry:\n%s  ret void\n}\n\n",
              prefix[stage_of[i]], i, pcf_text ? pcf_text : "");
      free(pcf_text);
    }
  }
  for (unsigned s = 0; s < 10; ++s)
    fprintf(out, "attributes #%u = { \"hlsl.shader\"=\"%s\"%s }\n", s, stages[s],
            !strcmp(stages[s], "mesh") ? " \"hlsl.numthreads\"=\"32,1,1\"" : "");
  if (native16)
    fprintf(out, "\n!llvm.module.flags = !{!0}\n!0 = !{i32 1, !\"dx.nativelowprec\", i32 1}\n");
  fprintf(out, "\n");
  fwrite(meta, 1, meta_len, out);
  free(meta);
  free(g.shapes);
  free(triples);
  free(stage_of);
  if (path && fclose(out) != 0) {
    perror(path);
    return 1;
  }
  return 0;
}
