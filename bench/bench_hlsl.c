/* The HLSL reader (dxsig_hlsl_read_text) on a large preprocessed file, at
 * N, 2N and 4N tokens: it reads declarations only and skips the rest by
 * bracket matching, so a doubled file should cost twice as much.
 *
 * The file is generated, as a preprocessor hands over a real shader
 * library: line markers, constant buffers, resources, structs (nested,
 * inherited, arrays of them), static const tables, typedefs, templates,
 * namespaces, `#pragma pack_matrix`, and hundreds of helper functions with
 * bodies (loops, branches, switches, calls, local structs), with seven
 * [shader] entries spread through it (vertex, pixel, geometry, hull and
 * its patch-constant function, domain, compute, mesh). Each size is read
 * without a profile (every [shader] function an entry) R times; the best
 * time is shown per token, with the ratio to the previous size (about 2:
 * linear, 4: quadratic).
 *
 * usage: bench_hlsl [-n TOKENS] [-r REPEATS] [--once] [-w FILE]
 *   -n       the smallest size (default 250000 tokens)
 *   --once   that size only, read once (bench_ir.py counts its
 *            instructions under callgrind)
 *   -w FILE  write the text of the smallest size to FILE and stop */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "dxsig/dxsig.h"

/* ---- the text ------------------------------------------------------------- */

struct text {
  char *data;
  size_t len, cap;
  unsigned long long seed;
};

static void put(struct text *t, const char *fmt, ...) {
  va_list ap;
  for (;;) {
    va_start(ap, fmt);
    int n = vsnprintf(t->data + t->len, t->cap - t->len, fmt, ap);
    va_end(ap);
    if (n < 0)
      exit(1);
    if ((size_t)n < t->cap - t->len) {
      t->len += (size_t)n;
      return;
    }
    t->cap = t->cap * 2 + (size_t)n + 1;
    t->data = realloc(t->data, t->cap);
    if (!t->data)
      exit(1);
  }
}

static unsigned next(struct text *t, unsigned bound) {
  t->seed = t->seed * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned)(t->seed >> 33) % bound;
}

static const char *const TYPES[] = {"float", "float2", "float3", "float4", "uint", "int2",
                                    "half3", "float3x3", "float4x4", "min16float2"};
#define TYPE_COUNT (sizeof TYPES / sizeof *TYPES)

/* One helper function with a body of a few dozen statements. */
static void helper(struct text *t, unsigned id) {
  unsigned args = 1 + next(t, 4);
  put(t, "float4 helper_%u(", id);
  for (unsigned a = 0; a < args; ++a)
    put(t, "%sfloat4 a%u", a ? ", " : "", a);
  put(t, ", uint flags = 0) {\n  float4 acc = a0 * %u.5f;\n", next(t, 9));
  unsigned statements = 3 + next(t, 6);
  for (unsigned s = 0; s < statements; ++s) {
    switch (next(t, 5)) {
    case 0:
      put(t, "  [unroll] for (int i = 0; i < %u; ++i) {\n"
             "    acc += table_%u[i %% 16] * a%u.%c;\n  }\n",
          2 + next(t, 6), id / 4, next(t, args), "xyzw"[next(t, 4)]);
      break;
    case 1:
      put(t, "  [branch] if (flags & %uu) { acc = lerp(acc, a%u, 0.%u); } "
             "else { acc = saturate(acc * (float4)(%u)); }\n",
          1u << next(t, 8), next(t, args), next(t, 10), next(t, 100));
      break;
    case 2:
      put(t, "  switch (flags >> %u) {\n  case 0: acc.x = dot(acc.xyz, a%u.zyx); break;\n"
             "  case 1: { float3x3 m = (float3x3)0; acc.yzw = mul(m, acc.xyz); break; }\n"
             "  default: acc *= 0.5f;\n  }\n",
          next(t, 4), next(t, args));
      break;
    case 3:
      if (id > 0)
        put(t, "  acc += helper_%u(acc%s, flags + %u);\n", next(t, id), args > 1 ? ", a1" : "",
            next(t, 30));
      else
        put(t, "  acc.w = length(acc.xyz);\n");
      break;
    default:
      put(t, "  struct Local { float4 v; uint n; } l = { acc, %uu };\n"
             "  acc = l.v + (float4)l.n * scale_%u.%c + frac(acc * 3.1415926);\n",
          next(t, 50), id / 4, "xyzw"[next(t, 4)]);
    }
  }
  put(t, "  return acc;\n}\n\n");
}

/* Declarations a library shares: a constant buffer, resources, a table,
 * structs, a typedef. */
static void shared_block(struct text *t, unsigned id) {
  put(t, "# %u \"shaders/part_%u.hlsli\" 1\n", 1 + next(t, 400), id);
  put(t, "cbuffer Frame%u : register(b%u) {\n", id, id % 14);
  unsigned members = 4 + next(t, 8);
  for (unsigned m = 0; m < members; ++m)
    put(t, "  %s frame%u_m%u;\n", TYPES[next(t, TYPE_COUNT)], id, m);
  put(t, "  float4 scale_%u : packoffset(c%u);\n};\n", id, members + 1);
  put(t, "Texture2D<float4> tex_%u : register(t%u);\nSamplerState smp_%u : register(s%u);\n"
         "RWStructuredBuffer<uint> counters_%u : register(u%u);\n",
      id, id, id, id % 16, id, id % 8);
  put(t, "static const float4 table_%u[16] = {\n", id);
  for (unsigned r = 0; r < 16; ++r)
    put(t, "  float4(%u.0, %u.25, -%u.5, %u)%s\n", next(t, 100), next(t, 10), next(t, 10),
        next(t, 4), r == 15 ? "" : ",");
  put(t, "};\nstatic const uint COUNT_%u = %u;\n", id, 1 + next(t, 4));
  put(t, "struct Material%u {\n  float4 albedo;\n  float roughness, metal;\n  uint flags;\n"
         "  float2 uv_scale[2];\n};\n",
      id);
  put(t, "typedef vector<float, %u> Vec%u;\n", 1 + next(t, 4), id);
  put(t, "template <typename T> T blend_%u(T a, T b) { return a * 0.5 + b * 0.5; }\n", id);
  put(t, "namespace lib%u { float weight(float x) { return x * x * (3 - 2 * x); } }\n\n", id);
}

/* The entries, one each. */
static void entries(struct text *t, unsigned which) {
  switch (which) {
  case 0:
    put(t, "#pragma pack_matrix(row_major)\n"
           "struct VsIn { float3 pos : POSITION; float3 normal : NORMAL; float2 uv : TEXCOORD0;\n"
           "  uint id : SV_VertexID; };\n"
           "struct VsOut { float4 pos : SV_Position; float3 normal : NORMAL;\n"
           "  float2 uv[2] : TEXCOORD1; float3x2 frame : FRAME; };\n"
           "#pragma pack_matrix(column_major)\n"
           "[shader(\"vertex\")]\nVsOut vs_main(VsIn v, uint inst : SV_InstanceID) {\n"
           "  VsOut o = (VsOut)0;\n  o.pos = helper_0(float4(v.pos, 1));\n  return o;\n}\n\n");
    break;
  case 1:
    put(t, "struct GBuffer { float4 color[3] : SV_Target0; float depth : SV_Depth; };\n"
           "[shader(\"pixel\")]\nGBuffer ps_main(VsOut i, bool front : SV_IsFrontFace) {\n"
           "  GBuffer g = (GBuffer)0;\n  g.color[0] = tex_0.Sample(smp_0, i.uv[0]);\n"
           "  return g;\n}\n\n");
    break;
  case 2:
    put(t, "struct GsOut { float4 pos : SV_Position; uint layer : SV_RenderTargetArrayIndex; };\n"
           "[shader(\"geometry\")]\n[maxvertexcount(3)]\n"
           "void gs_main(triangle VsOut tri[3], inout TriangleStream<GsOut> s) {\n"
           "  for (uint k = 0; k < 3; ++k) { GsOut o = { tri[k].pos, k }; s.Append(o); }\n}\n\n");
    break;
  case 3:
    put(t, "struct Cp { float3 pos : POSITION; float2 uv : TEXCOORD; };\n"
           "struct Tess { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };\n"
           "Tess hs_const(InputPatch<Cp, 3> ip) {\n  Tess t = (Tess)0;\n  return t;\n}\n"
           "[shader(\"hull\")]\n[domain(\"tri\")]\n[partitioning(\"fractional_odd\")]\n"
           "[outputtopology(\"triangle_cw\")]\n[outputcontrolpoints(3)]\n"
           "[patchconstantfunc(\"hs_const\")]\n"
           "Cp hs_main(InputPatch<Cp, 3> ip, uint i : SV_OutputControlPointID) {\n"
           "  return ip[i];\n}\n\n");
    break;
  case 4:
    put(t, "[shader(\"domain\")]\n[domain(\"tri\")]\n"
           "float4 ds_main(Tess t, float3 bary : SV_DomainLocation,\n"
           "               const OutputPatch<Cp, 3> cp) : SV_Position {\n"
           "  return float4(cp[0].pos * bary.x + cp[1].pos * bary.y, 1);\n}\n\n");
    break;
  case 5:
    put(t, "[shader(\"compute\")]\n[numthreads(8, 8, 1)]\n"
           "void cs_main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {\n"
           "  InterlockedAdd(counters_0[gi], id.x);\n}\n\n");
    break;
  default:
    put(t, "struct MsVert { float4 pos : SV_Position; float2 uv : TEXCOORD; };\n"
           "struct MsPrim { uint id : PRIMID; };\n"
           "[shader(\"mesh\")]\n[numthreads(32, 1, 1)]\n[outputtopology(\"triangle\")]\n"
           "void ms_main(uint gtid : SV_GroupThreadID, out vertices MsVert v[64],\n"
           "             out indices uint3 tris[124], out primitives MsPrim p[124]) {\n"
           "  SetMeshOutputCounts(64, 124);\n}\n\n");
  }
}

#define ENTRY_COUNT 7

/* Tokens the way the reader's lexer splits them (directive lines, comments
 * and whitespace are none). */
static size_t count_tokens(const char *s, size_t len) {
  size_t n = 0, i = 0;
  bool line_start = true;
  while (i < len) {
    char c = s[i];
    if (c == '\n') {
      line_start = true;
      ++i;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
    } else if (c == '#' && line_start) {
      bool pragma = strncmp(s + i, "#pragma pack_matrix", 19) == 0;
      while (i < len && s[i] != '\n')
        ++i;
      n += pragma ? 5 : 0; /* #pragma pack_matrix ( row_major ) */
    } else {
      line_start = false;
      ++n;
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
          (c >= '0' && c <= '9')) {
        while (i < len && ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
                           s[i] == '_' || (s[i] >= '0' && s[i] <= '9') || s[i] == '.'))
          ++i;
      } else if (c == '"') {
        ++i;
        while (i < len && s[i] != '"')
          ++i;
        ++i;
      } else {
        static const char TWO[] = ":: << >> <= >= == != && || ++ -- -> += -= *= /= |= &= ";
        bool two = false;
        for (size_t k = 0; k + 2 < sizeof TWO && i + 1 < len; k += 3)
          two |= s[i] == TWO[k] && s[i + 1] == TWO[k + 1];
        i += two ? 2 : 1;
      }
    }
  }
  return n;
}

/* A file of about `tokens` tokens: shared blocks and helpers, the entries
 * at even intervals, the last one at the end. */
static void generate(struct text *t, size_t tokens) {
  t->len = 0;
  t->seed = 42;
  put(t, "# 1 \"shaders/library.hlsl\"\n# 1 \"<built-in>\" 1\n# 1 \"shaders/library.hlsl\" 2\n");
  unsigned id = 0, placed = 0;
  size_t per_entry = tokens / ENTRY_COUNT;
  size_t counted = 0, counted_at = 0;
  for (;;) {
    if (id % 4 == 0)
      shared_block(t, id / 4);
    helper(t, id++);
    counted += count_tokens(t->data + counted_at, t->len - counted_at);
    counted_at = t->len;
    while (placed < ENTRY_COUNT && counted >= per_entry * placed + per_entry / 2) {
      entries(t, placed++);
      counted += count_tokens(t->data + counted_at, t->len - counted_at);
      counted_at = t->len;
    }
    if (counted >= tokens && placed == ENTRY_COUNT)
      break;
  }
}

/* ---- reading -------------------------------------------------------------- */

struct result {
  double seconds;
  size_t entries, elements;
};

static bool read_once(const struct text *t, struct result *r) {
  struct dxsig_hlsl_options opt;
  memset(&opt, 0, sizeof opt);
  struct dxsig_hlsl_program p;
  dxsig_hlsl_program_init(&p);
  struct dxsig_diag_list diags;
  dxsig_diag_list_init(&diags);
  double t0 = bench_now();
  bool ok = dxsig_hlsl_read_text(t->data, t->len, "shaders/library.hlsl", &opt, &p, &diags);
  r->seconds = bench_now() - t0;
  r->entries = p.m.count;
  r->elements = 0;
  for (size_t e = 0; e < p.m.count; ++e)
    for (unsigned k = 0; k < DXSIG_SIG_KIND_COUNT; ++k)
      r->elements += p.m.entries[e].sigs[k].count;
  if (!ok || diags.count) {
    struct dxsig_buffer b;
    dxsig_buffer_init(&b);
    dxsig_diag_list_print(&b, &diags, "library.hlsl");
    fprintf(stderr, "bench_hlsl: the generated file does not read cleanly:\n%.*s",
            (int)(b.len > 2000 ? 2000 : b.len), b.data ? b.data : "");
    dxsig_buffer_finish(&b);
    ok = false;
  }
  dxsig_diag_list_finish(&diags);
  dxsig_hlsl_program_finish(&p);
  return ok;
}

int main(int argc, char **argv) {
  size_t tokens = 250000;
  int repeats = 5;
  bool once = false;
  const char *write = NULL;
  for (int a = 1; a < argc; ++a) {
    if (strcmp(argv[a], "-n") == 0 && a + 1 < argc)
      tokens = strtoul(argv[++a], NULL, 10);
    else if (strcmp(argv[a], "-r") == 0 && a + 1 < argc)
      repeats = atoi(argv[++a]);
    else if (strcmp(argv[a], "-w") == 0 && a + 1 < argc)
      write = argv[++a];
    else if (strcmp(argv[a], "--once") == 0)
      once = true;
    else {
      fprintf(stderr, "usage: bench_hlsl [-n TOKENS] [-r REPEATS] [--once] [-w FILE]\n");
      return 2;
    }
  }
  struct text t = {NULL, 0, 0, 0};
  if (write) {
    generate(&t, tokens);
    FILE *f = fopen(write, "wb");
    if (!f || fwrite(t.data, 1, t.len, f) != t.len || fclose(f) != 0)
      return 1;
    free(t.data);
    return 0;
  }
  if (once)
    repeats = 1;
  double prev = 0;
  for (int step = 0; step < (once ? 1 : 3); ++step) {
    size_t want = tokens << step;
    generate(&t, want);
    size_t n = count_tokens(t.data, t.len);
    struct result best = {1e30, 0, 0};
    for (int r = 0; r < repeats; ++r) {
      struct result res;
      if (!read_once(&t, &res))
        return 1;
      if (res.seconds < best.seconds)
        best = res;
    }
    printf("hlsl read  %8zu tokens %9zu bytes  %2zu entries %3zu elements  %8.2f ms  "
           "%6.1f ns/token",
           n, t.len, best.entries, best.elements, best.seconds * 1e3, best.seconds * 1e9 / (double)n);
    if (prev > 0)
      printf("  x prev %4.2f", best.seconds / prev);
    printf("\n");
    prev = best.seconds;
  }
  free(t.data);
  return 0;
}
