/* DXC's SigPoint x SemanticKind table, every cell: dxsig_interpretation and
 * dxsig_interpretation_min_sm for each (semantic kind, SigPoint) pair of our
 * enums against sigpoint_golden.h, written from DXC's DxilSigPoint.inl. A
 * change to any cell or gate of lib/core/signature/sigpoint.c fails here and
 * names the cell; a kind or SigPoint added to tables.def without a golden
 * row or column fails too. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "dxsig/sigpoint.h"
#include "dxsig/tables.h"
#include "dxsig/target.h"
#include "sigpoint_golden.h"
#include "test.h"

#define N_KINDS DXSIG_SEMANTIC_KIND_COUNT
#define N_SIGPOINTS DXSIG_SIGPOINT_COUNT

/* The golden file's cell codes, mapped here rather than through the
 * library's own names, so that the golden data does not lean on the code it
 * checks. DXC's spelling is for the messages. */
static const struct {
  const char *code, *dxc_name;
  enum dxsig_interpretation interp;
} codes[] = {
    {"-", "NA", DXSIG_INTERP_KIND_NA},
    {"SV", "SV", DXSIG_INTERP_KIND_SV},
    {"SGV", "SGV", DXSIG_INTERP_KIND_SGV},
    {"Arb", "Arb", DXSIG_INTERP_KIND_ARB},
    {"NIS", "NotInSig", DXSIG_INTERP_KIND_NOT_IN_SIG},
    {"NP", "NotPacked", DXSIG_INTERP_KIND_NOT_PACKED},
    {"Tgt", "Target", DXSIG_INTERP_KIND_TARGET},
    {"TF", "TessFactor", DXSIG_INTERP_KIND_TESS_FACTOR},
    {"Shd", "Shadow", DXSIG_INTERP_KIND_SHADOW},
    {"CC", "ClipCull", DXSIG_INTERP_KIND_CLIP_CULL},
};
#define N_CODES (sizeof codes / sizeof codes[0])

static const char *interp_text(unsigned interp) {
  for (size_t i = 0; i < N_CODES; ++i)
    if ((unsigned)codes[i].interp == interp)
      return codes[i].dxc_name;
  return "(out of range)";
}

/* The name of a golden row: the canonical name, "(arbitrary)" for kind 0. */
static const char *row_name(uint32_t kind) {
  return kind == DXSIG_SEMANTIC_ARBITRARY ? "(arbitrary)" : dxsig_semantic_kind_name(kind);
}

#define MAX_TOKENS (N_SIGPOINTS + 2)
#define TOKEN_SIZE 32

/* Splits line at blanks into tok. Returns the token count, or SIZE_MAX when
 * there are more than MAX_TOKENS or one is too long. */
static size_t split(const char *line, char tok[MAX_TOKENS][TOKEN_SIZE]) {
  size_t n = 0;
  for (const char *p = line;;) {
    while (*p == ' ')
      ++p;
    if (!*p)
      return n;
    size_t len = strcspn(p, " ");
    if (n == MAX_TOKENS || len >= TOKEN_SIZE)
      return SIZE_MAX;
    memcpy(tok[n], p, len);
    tok[n][len] = '\0';
    ++n;
    p += len;
  }
}

struct golden {
  enum dxsig_interpretation interp[N_KINDS][N_SIGPOINTS];
  struct dxsig_shader_model gate[N_KINDS][N_SIGPOINTS]; /* {0, 0}: none */
  size_t gates;
};

static bool find_kind(const char *name, uint32_t *out) {
  for (uint32_t k = 0; k < N_KINDS; ++k)
    if (strcmp(row_name(k), name) == 0) {
      *out = k;
      return true;
    }
  return false;
}

static bool find_sigpoint(const char *name, uint32_t *out) {
  for (uint32_t sp = 0; sp < N_SIGPOINTS; ++sp)
    if (strcmp(dxsig_sigpoint_name(sp), name) == 0) {
      *out = sp;
      return true;
    }
  return false;
}

/* Reads golden_matrix and golden_gates into g. On malformed data, or data
 * that does not line up with our enums, returns false with why in err. */
static bool golden_load(struct golden *g, char *err, size_t size) {
  char tok[MAX_TOKENS][TOKEN_SIZE];
  size_t lines = sizeof golden_matrix / sizeof golden_matrix[0];
  memset(g, 0, sizeof *g);

  /* The header: our SigPoints, in enum order. */
  size_t n = split(golden_matrix[0], tok);
  if (n != 1 + N_SIGPOINTS) {
    snprintf(err, size, "the header has %zu columns, our enum %d SigPoints",
             n == SIZE_MAX ? 0 : n - 1, N_SIGPOINTS);
    return false;
  }
  for (uint32_t sp = 0; sp < N_SIGPOINTS; ++sp)
    if (strcmp(tok[1 + sp], dxsig_sigpoint_name(sp)) != 0) {
      snprintf(err, size, "column %u is '%s', our SigPoint %u is '%s'", sp + 1,
               tok[1 + sp], sp, dxsig_sigpoint_name(sp));
      return false;
    }

  /* One row per semantic kind, in enum order. */
  if (lines - 1 != N_KINDS) {
    snprintf(err, size, "%zu rows for our %d semantic kinds", lines - 1, N_KINDS);
    return false;
  }
  for (uint32_t k = 0; k < N_KINDS; ++k) {
    n = split(golden_matrix[1 + k], tok);
    if (n == 0 || n == SIZE_MAX || strcmp(tok[0], row_name(k)) != 0) {
      snprintf(err, size, "row %u is '%s', our semantic kind %u is '%s'", k + 1,
               n == 0 || n == SIZE_MAX ? "?" : tok[0], k, row_name(k));
      return false;
    }
    if (n != 1 + N_SIGPOINTS) {
      snprintf(err, size, "row '%s' has %zu cells, not %d", tok[0], n - 1, N_SIGPOINTS);
      return false;
    }
    for (uint32_t sp = 0; sp < N_SIGPOINTS; ++sp) {
      size_t c = 0;
      while (c < N_CODES && strcmp(codes[c].code, tok[1 + sp]) != 0)
        ++c;
      if (c == N_CODES) {
        snprintf(err, size, "row '%s' column %s: unknown code '%s'", tok[0],
                 dxsig_sigpoint_name(sp), tok[1 + sp]);
        return false;
      }
      g->interp[k][sp] = codes[c].interp;
    }
  }

  /* The gated cells: "semantic sigpoint major.minor", each a cell that is
   * not NA, each once. */
  for (size_t i = 0; i < sizeof golden_gates / sizeof golden_gates[0]; ++i) {
    uint32_t k, sp;
    unsigned major, minor;
    char dot, extra;
    n = split(golden_gates[i], tok);
    if (n != 3 || !find_kind(tok[0], &k) || !find_sigpoint(tok[1], &sp) ||
        sscanf(tok[2], "%u%c%u%c", &major, &dot, &minor, &extra) != 3 || dot != '.') {
      snprintf(err, size, "gate '%s' is not 'semantic sigpoint major.minor'", golden_gates[i]);
      return false;
    }
    if (g->interp[k][sp] == DXSIG_INTERP_KIND_NA || g->gate[k][sp].major) {
      snprintf(err, size, "gate '%s': the cell is NA or already gated", golden_gates[i]);
      return false;
    }
    g->gate[k][sp] = (struct dxsig_shader_model){major, minor};
    ++g->gates;
  }
  return true;
}

#define LOAD(g)                                                   \
  do {                                                            \
    char load_err_[256];                                          \
    if (!golden_load(&(g), load_err_, sizeof load_err_))          \
      TEST_FAIL_AT("sigpoint_golden.h: %s", load_err_);           \
  } while (0)

/* The golden data parses and lines up with tables.def: one column per
 * SigPoint, one row per semantic kind, both in enum order. */
TEST(golden_covers_every_enum_value) {
  struct golden g;
  LOAD(g);
  ASSERT_EQ_INT(g.gates, sizeof golden_gates / sizeof golden_gates[0]);
}

TEST(every_cell_is_dxcs) {
  struct golden g;
  LOAD(g);
  unsigned mismatches = 0;
  for (uint32_t k = 0; k < N_KINDS; ++k)
    for (uint32_t sp = 0; sp < N_SIGPOINTS; ++sp) {
      enum dxsig_interpretation got = dxsig_interpretation((enum dxsig_sigpoint)sp, k);
      if (got == g.interp[k][sp])
        continue;
      fprintf(stderr, "%s at %s: DXC's table has %s, dxsig_interpretation gives %s\n",
              row_name(k), dxsig_sigpoint_name(sp), interp_text(g.interp[k][sp]),
              interp_text(got));
      ++mismatches;
    }
  ASSERT_EQ_INT(mismatches, 0);
}

TEST(every_gate_is_dxcs) {
  struct golden g;
  LOAD(g);
  const struct dxsig_shader_model none = dxsig_shader_model_dxil_min();
  unsigned mismatches = 0;
  for (uint32_t k = 0; k < N_KINDS; ++k)
    for (uint32_t sp = 0; sp < N_SIGPOINTS; ++sp) {
      struct dxsig_shader_model want = g.gate[k][sp].major ? g.gate[k][sp] : none;
      struct dxsig_shader_model got = dxsig_interpretation_min_sm((enum dxsig_sigpoint)sp, k);
      if (dxsig_shader_model_compare(got, want) == 0)
        continue;
      fprintf(stderr, "%s at %s: DXC's minimum shader model is %u.%u%s, "
                      "dxsig_interpretation_min_sm gives %u.%u\n",
              row_name(k), dxsig_sigpoint_name(sp), want.major, want.minor,
              g.gate[k][sp].major ? "" : " (ungated)", got.major, got.minor);
      ++mismatches;
    }
  ASSERT_EQ_INT(mismatches, 0);
}

/* Outside the table (a kind or SigPoint past the enums) is NA. */
TEST(outside_the_table_is_na) {
  ASSERT_EQ_INT(dxsig_interpretation(DXSIG_SIGPOINT_PS_IN, N_KINDS), DXSIG_INTERP_KIND_NA);
  ASSERT_EQ_INT(dxsig_interpretation(DXSIG_SIGPOINT_COUNT, DXSIG_SEMANTIC_ARBITRARY),
                DXSIG_INTERP_KIND_NA);
}

int main(void) {
  RUN(golden_covers_every_enum_value);
  RUN(every_cell_is_dxcs);
  RUN(every_gate_is_dxcs);
  RUN(outside_the_table_is_na);
  return test_summary();
}
