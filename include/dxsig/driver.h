/* dxsig driver: what every command and pass decides, decided once.
 *
 * A tool (the opt plugin, the CLI, another compiler) reads a module into a
 * model and then asks the same questions: which entry, whose diagnostics
 * count, is it packed, pack it as the user asked and say how that went,
 * which root signature goes into its container and may it. The answers
 * live here, so that `verify --entry`, `container --entry` and
 * `-dxsig-entry` cannot drift apart.
 *
 *   model    a module's signatures read once: what reading and checking
 *            reported is kept for every pass that asks (dxsig_model_*)
 *   entries  one rule for choosing an entry and for whose diagnostics count
 *   packing  pack as asked (a mode given repacks, none keeps what is
 *            packed), every outcome reported once
 *   rootsig  a root signature into an entry's container: one stage check
 *            whether it comes from metadata, a string or a file
 *   sinks    a diagnostic list sent to whoever prints it
 */
#ifndef DXSIG_DRIVER_H
#define DXSIG_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

#include "dxsig/api.h"
#include "dxsig/container.h"
#include "dxsig/diag.h"
#include "dxsig/module.h"
#include "dxsig/pack.h"
#include "dxsig/rootsig.h"
#include "dxsig/stage_props.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the model ----------------------------------------------------------- */

/* What a reader of the entries' code (the LLVM glue, a compiler) hands the
 * model: check compares the bodies with m's signatures, reports, and sets
 * UsageMask and DynIndexMask from the accesses (dxsig_body_check and
 * dxsig_body_derive_masks, plus whatever only the reader can judge);
 * false when it reported an error. release frees ctx. check NULL: no body
 * names a signature. derive_masks (NULL: check runs again instead) is the
 * part of check that reads where elements sit: dxsig_body_derive_masks of
 * every entry check derives, in check's order, for a model packed since
 * check passed. */
struct dxsig_model_bodies {
  void *ctx;
  bool (*check)(void *ctx, struct dxsig_module *m, struct dxsig_diag_list *diags);
  void (*release)(void *ctx);
  void (*derive_masks)(void *ctx, struct dxsig_module *m, struct dxsig_diag_list *diags);
};

/* What a reader of the entries' stage properties (the LLVM glue: the
 * "hlsl.*" attributes and the !dx.entryPoints record) hands the model:
 * read fills *out for entry and returns true when it could read them
 * whole (a malformed attribute is lowering's to report). release (NULL:
 * ctx is not owned) frees ctx with the model. read NULL: the properties
 * are unknown, and the rules that need them (dxsig_stage_props_check) are
 * not checked. */
struct dxsig_model_stage_props {
  void *ctx;
  bool (*read)(void *ctx, const struct dxsig_entry *entry, struct dxsig_stage_props *out);
  void (*release)(void *ctx);
};

/* A module's signatures, read once for every pass that needs them. What
 * reading and verifying reported is kept with the model and appended to
 * each caller's list, so a pass says what it would say reading the module
 * itself. The reader fills m, load_diags, loaded and bodies after
 * dxsig_model_init. */
struct dxsig_model {
  struct dxsig_module m;
  struct dxsig_diag_list load_diags;
  bool loaded;                       /* the load reported no error */
  struct dxsig_model_bodies bodies;
  struct dxsig_model_stage_props stage_props;
  bool verify_done, verified;        /* the checks of the metadata, then of
                                        the bodies (done on first request) */
  bool moved;                        /* m was packed and written back since
                                        the checks passed: the rules that
                                        read placement run again */
  struct dxsig_diag_list verify_diags;
  bool stale;                        /* m was packed in memory: it no longer
                                        says what the module holds */
};

DXSIG_API void dxsig_model_init(struct dxsig_model *model);
/* DXC's compatibility mode (-Gec) on a loaded model, before its first
 * check: an element whose DX9 name DXC maps where it sits
 * (dxsig_dx9_system_value: a COLOR or DEPTH pixel output, a POSITION vertex
 * output, a VPOS pixel input) takes the system value's name, and its
 * kind when the metadata said arbitrary (0), with DXC's warning
 * (DXSIG_RULE_DX9_SEMANTIC) among the load's diagnostics; when that
 * system value has no register (SV_Depth), an element already packed
 * loses its StartRow/StartCol (UsageMask back to element-relative), as
 * the metadata says of such system values. What packs, lowers and is
 * written back is the renamed element. */
DXSIG_API void dxsig_model_remap_dx9(struct dxsig_model *model);
/* Frees the module, the lists and the bodies (their release). */
DXSIG_API void dxsig_model_finish(struct dxsig_model *model);
/* The module now holds what m says (dxsig-pack wrote the packed
 * signatures back): the model is not stale, and the next request reports
 * what the checks would report on a fresh read of the module, while the
 * bodies' accesses (code the write did not touch) are kept. Packing moves
 * elements and nothing else, so when the checks had passed only the rules
 * that read placement run again (usage-mask-columns, the placement replay,
 * mesh-total-rows, the bodies' masks), and what the others said stands;
 * should those say anything, or the checks not have passed, every check
 * runs again. */
DXSIG_API void dxsig_model_written_back(struct dxsig_model *model);
/* Appends what the load reported; true when it reported no error. */
DXSIG_API bool dxsig_model_loaded(const struct dxsig_model *model,
                                  struct dxsig_diag_list *diags);
/* Verifies (once) and appends what that reported; true when it reported no
 * error. When the metadata passes, the rules that tie it to the entries'
 * stage properties follow (when the reader gives them); the bodies are
 * checked last and then set the masks in m: what packs, prints and
 * lowers. */
DXSIG_API bool dxsig_model_verify(struct dxsig_model *model, struct dxsig_diag_list *diags);
/* The bodies' masks in m, without reporting (printers that show a model
 * whatever its diagnostics). */
DXSIG_API void dxsig_model_derive_masks(struct dxsig_model *model);
/* The load's diagnostics, then the checks of everything the load could
 * read. True when neither reported an error. */
DXSIG_API bool dxsig_model_check(struct dxsig_model *model, struct dxsig_diag_list *diags);
/* print<dxsig>: the tables of what the load read (dxsig_print_module),
 * masks from the bodies, whatever the checks say; false when the load
 * reported an error (nothing printed). */
DXSIG_API bool dxsig_model_print(struct dxsig_model *model, struct dxsig_buffer *out,
                                 struct dxsig_diag_list *diags);

/* ---- entries ------------------------------------------------------------- */

/* The entry called name; NULL, silently, when there is none. */
DXSIG_API struct dxsig_entry *dxsig_module_entry(const struct dxsig_module *m, const char *name);

/* The entry called name, or for name NULL the module's only entry. NULL
 * after one error: "no entry 'X' in dx.semantic.signatures (its entries:
 * ...)" (DXSIG_RULE_ENTRY_NOT_FOUND), or for NULL "the module has N entries
 * (...): name one with OPTION" (DXSIG_RULE_ENTRY_AMBIGUOUS; option is how
 * the caller spells it, "--entry=NAME") or "the module has no entry". */
DXSIG_API struct dxsig_entry *dxsig_module_find_entry(struct dxsig_module *m, const char *name,
                                                      const char *option,
                                                      struct dxsig_diag_list *diags);

/* Entries of m to show in a hint ("name the stages, as in dxsig link
 * F:vs F:ps"): out[0] the first entry (in module order) of the earliest
 * graphics stage m has (vertex or mesh first, then hull, domain, geometry,
 * pixel), out[1] the first of the next stage after it that m has. Returns
 * how many it found (0, 1 or 2; the others NULL). */
DXSIG_API size_t dxsig_module_pipeline_example(const struct dxsig_module *m,
                                               const struct dxsig_entry *out[2]);

/* Whose diagnostics count when some entries are asked about: appends to
 * out the diagnostics of in about those entries or about no entry (the
 * module's); those of other entries are left out and summed up in one
 * note, "not shown: 1 error in other entries ('vs_main'); they do not
 * affect 'ps_main'" (DXSIG_RULE_OTHER_ENTRIES). in should be unlimited
 * (limit 0) so that every diagnostic can be sorted. True when no kept
 * diagnostic is an error and nothing that may be one was lost. */
DXSIG_API bool dxsig_diag_keep_entries(struct dxsig_diag_list *out,
                                       const struct dxsig_diag_list *in,
                                       const char *const *entries, size_t count);

/* The checks a command or pass runs on the named entries: the module's
 * and theirs alone, other entries summed up as dxsig_diag_keep_entries
 * does. A name the module does not have is the one error reported
 * (DXSIG_RULE_ENTRY_NOT_FOUND). True when no error counts. */
DXSIG_API bool dxsig_model_check_entries(struct dxsig_model *model, const char *const *entries,
                                         size_t count, struct dxsig_diag_list *diags);
/* Whether the load read entry whole (NULL: every entry): no load error
 * that counts for it, so its elements can be packed or explained even
 * when the semantic checks object. */
DXSIG_API bool dxsig_model_read_whole(const struct dxsig_model *model,
                                      const struct dxsig_entry *entry);
/* The same for one entry; entry NULL: the whole module (dxsig_model_check). */
DXSIG_API bool dxsig_model_check_entry(struct dxsig_model *model, const char *entry,
                                       struct dxsig_diag_list *diags);

/* ---- packing ------------------------------------------------------------- */

/* How a command packs: with repack (the user named a mode) every
 * signature is packed again; without, only those with an element DXC
 * allocates and that has no register (a packed signature is kept as the
 * module holds it). */
struct dxsig_pack_request {
  enum dxsig_packing_mode mode;
  bool repack;
  /* The caller says itself which signatures failed (explain's text,
   * pack --report's FAIL lines): only warnings are reported. */
  bool failures_shown;
};

/* Which signatures need packing: dxsig_signature_needs_packing and
 * dxsig_module_is_packed (dxsig/sigpoint.h). */

/* Packs the signatures of entry (NULL: every entry) of the model as req
 * asks; the model is stale once anything was packed. Every outcome is
 * reported here, once: a signature that does not pack is an error at the
 * element that did not fit (DXSIG_RULE_PACK), a minimal layout found at
 * the search budget a warning (DXSIG_RULE_PACK_MINIMAL_BUDGET). results:
 * NULL, or m.count * DXSIG_SIG_KIND_COUNT slots; each signature of the
 * entries visited gets its outcome (one left as it was: DXSIG_PACK_OK,
 * rows 0). diags may be NULL (nothing reported). True when everything
 * asked for packed. */
DXSIG_API bool dxsig_model_pack(struct dxsig_model *model, const struct dxsig_entry *entry,
                                const struct dxsig_pack_request *req,
                                struct dxsig_pack_result *results,
                                struct dxsig_diag_list *diags);

/* ---- root signatures into containers ------------------------------------- */

/* The RTS0 part of the root signature rs attached to entry e (e NULL: no
 * entry, a root signature alone). With an entry whose stage is known, the
 * stage check runs first (dxsig_rootsig_check_stage: LOCAL_ROOT_SIGNATURE
 * is an error, a DENY flag for the stage and the like warnings), its
 * messages prefixed "root signature of entry 'E'". dialect: whose defaults
 * (metadata spells every flag: either). False after reporting; out then
 * holds nothing new. */
DXSIG_API bool dxsig_entry_rts0(const struct dxsig_entry *e, const struct dxsig_rootsig *rs,
                                enum dxsig_rs_dialect dialect, struct dxsig_bytes *out,
                                struct dxsig_diag_list *diags);

/* DXC's -Frs: a signed container holding the RTS0 part alone, as `dxsig
 * rootsig` writes a root signature. */
DXSIG_API bool dxsig_rts0_container(const uint8_t *rts0, size_t size, struct dxsig_bytes *out,
                                    struct dxsig_diag_list *diags);

/* ---- option values ------------------------------------------------------- */

/* One parser per value, shared by the CLI and the plugin. */
/* "MAJOR.MINOR" (a validator version, -dxsig-valver, --valver), each part
 * at most 0xFFFF. */
DXSIG_API bool dxsig_version_pair_parse(const char *text, uint32_t *major, uint32_t *minor);

/* The newest validator version dxsig writes for: 1.10 (PSV0 version 4;
 * DXC's releases are 1.0 to 1.8). */
#define DXSIG_VALVER_NEWEST_MINOR 10
/* Why a validator version is refused, as the option errors say it. */
#define DXSIG_VALVER_SYNTAX_TEXT "MAJOR.MINOR, as 1.8"
#define DXSIG_VALVER_RANGE_TEXT "validators are 1.0 to 1.10, and 0.0"
/* A validator version an option gives (--valver, -dxsig-valver): a
 * MAJOR.MINOR (dxsig_version_pair_parse) that some validator has, 1.0 to
 * 1.DXSIG_VALVER_NEWEST_MINOR, or 0.0 (DXC's "no validator": the newest
 * rules). NULL when it is one (*major, *minor set); else why not,
 * DXSIG_VALVER_SYNTAX_TEXT or DXSIG_VALVER_RANGE_TEXT (nothing set). */
DXSIG_API const char *dxsig_valver_check(const char *text, uint32_t *major, uint32_t *minor);
/* A root-signature version: "1.0", "1_0", "rootsig_1_0" ... "1.2" (the
 * DXSIG_RS_VERSION_1_X value). */
DXSIG_API bool dxsig_rs_version_parse(const char *text, uint32_t *version);
/* Whose defaults a root signature gets: "dxc" or "clang". */
DXSIG_API bool dxsig_rs_dialect_parse(const char *text, enum dxsig_rs_dialect *dialect);

/* ---- warnings ------------------------------------------------------------ */

/* What the user said about warnings, in clang's -W grammar; the CLI's
 * -W options and the plugin's -dxsig-warnings both build one, so a rule's
 * warning is shown the same way by both:
 *   -Werror          every warning is an error      control "error"
 *   -Wno-error       not any more                   "no-error"
 *   -WRULE           RULE's warnings are shown (the default)  "RULE"
 *   -Wno-RULE        RULE's warnings are not shown  "no-RULE"
 *   -Werror=RULE     RULE's warnings are shown, as errors     "error=RULE"
 *   -Wno-error=RULE  RULE's warnings stay warnings under -Werror
 *                                                   "no-error=RULE"
 * RULE is a rule's stable name (rules.def: "body-placeholder"). A later
 * control of a rule overrides an earlier one; hiding and erroring are
 * separate, as in clang (-Wno-error=RULE does not show a hidden RULE).
 * Only warnings change: an error or a note is shown as it is. */
enum dxsig_warning_as {
  DXSIG_WARNING_AS_WERROR,   /* an error when werror is set */
  DXSIG_WARNING_AS_ERROR,    /* always an error (-Werror=RULE) */
  DXSIG_WARNING_AS_WARNING   /* never an error (-Wno-error=RULE) */
};
struct dxsig_warning_rule {
  enum dxsig_rule code;
  bool hidden;               /* -Wno-RULE */
  enum dxsig_warning_as as_error;
};
/* Caller-owned; all zeros (dxsig_warning_policy_init) is the default:
 * every warning shown as a warning. */
struct dxsig_warning_policy {
  bool werror;                       /* -Werror */
  struct dxsig_warning_rule *rules;  /* the rules named, each once */
  size_t count, capacity;
};

DXSIG_API void dxsig_warning_policy_init(struct dxsig_warning_policy *policy);
DXSIG_API void dxsig_warning_policy_finish(struct dxsig_warning_policy *policy);
/* Adds one control, the text after -W ("no-body-placeholder",
 * "error=pack-minimal-budget", "error"). False for a control that names no
 * known rule, with why (why_size bytes, may be NULL) saying so:
 * "no rule 'X' (did you mean 'Y'?)", Y the closest rule name; the policy
 * is then as it was. */
DXSIG_API bool dxsig_warning_policy_add(struct dxsig_warning_policy *policy,
                                        const char *control, char *why, size_t why_size);
/* Adds a comma-separated list of controls, in order
 * ("no-body-placeholder,error=pack-minimal-budget"); false at the first
 * bad one, as dxsig_warning_policy_add (those before it are added). */
DXSIG_API bool dxsig_warning_policy_parse(struct dxsig_warning_policy *policy,
                                          const char *list, char *why, size_t why_size);
/* The rule's stable name closest to name (edit distance). */
DXSIG_API const char *dxsig_rule_closest_name(const char *name);
/* No rule: the code of a warning that no control but -Werror changes (a
 * tool's own message, as the CLI's about its output file). */
#define DXSIG_RULE_NONE ((enum dxsig_rule) - 1)
/* How a diagnostic of code is shown under policy (NULL: as it is): false
 * when it is not shown (a hidden warning); else *severity is what it is
 * shown as (a warning may become an error). */
DXSIG_API bool dxsig_warning_policy_severity(const struct dxsig_warning_policy *policy,
                                             enum dxsig_rule code,
                                             enum dxsig_severity *severity);
/* Applies policy to every diagnostic of list in place: hidden warnings are
 * removed, those that become errors are counted in error_count. Returns
 * how many warnings became errors. (Diagnostics beyond the list's limit
 * were only counted: the policy cannot see them.) */
DXSIG_API size_t dxsig_diag_apply_policy(struct dxsig_diag_list *list,
                                         const struct dxsig_warning_policy *policy);

/* ---- sinks --------------------------------------------------------------- */

/* Where a diagnostic list goes: d the diagnostic (NULL for the summary
 * lines below), text what to print for it: "FILE:LINE:COLUMN: MESSAGE"
 * for a diagnostic at a place in code, else the message. */
typedef void (*dxsig_diag_sink)(void *ctx, enum dxsig_severity severity,
                                const struct dxsig_diag *d, const char *text);

/* Sends every diagnostic of the list to sink, in order; then a note with
 * the number of diagnostics beyond the list's limit, and for a truncated
 * list an error saying that some were lost. The one way a list leaves the
 * library for the plugin and the CLI alike. */
DXSIG_API void dxsig_diag_list_send(const struct dxsig_diag_list *diags, dxsig_diag_sink sink,
                                    void *ctx);

#ifdef __cplusplus
}
#endif
#endif
