/* libFuzzer harness: mutated .ll text through LLVM's parser into the glue
 * (the path of the opt plugin and the CLI).
 *
 * A module that LLVM's parser or verifier rejects never reaches dxsig (opt
 * and the CLI stop there too). Every other module goes through
 * dxsig-verify, print<dxsig>, dxsig-link, dxsig-pack, dxsig-lower and the
 * container builder. Invariants, checked with abort():
 *   - verify, print, link and the container builder never change the module;
 *   - a failed pack or lower leaves the module exactly as read (its text);
 *   - a successful pack leaves a module LLVM's verifier accepts, and packing
 *     it again succeeds without changing anything;
 *   - a container dxsig built reads back without errors.
 *
 * Bodies: the bytes after the input's last NUL byte (if any) are a recipe,
 * the text before it the module. The recipe grows a function of signature
 * accesses in every form the reader knows (LLVM 22's intrinsics, DXC's
 * dx.op calls, with operands from the recipe: IDs, rows constant or
 * dynamic, columns, value types and widths; clang 22's array accesses;
 * the evaluated and per-vertex reads; dx.op calls that name an operation
 * but break it: another operation's opcode, an opcode that is not a
 * constant, an operand too many, a dx.op function with a body),
 * emit/cut/viewID calls, branches into a small CFG and calls of itself,
 * and a call of it at the start of every defined function, so the access
 * reader, the body checks and the derived masks see code that text
 * mutation rarely writes. An input whose size has bit 3 set is read with
 * -Gec (dxsig_model_remap_dx9) by every step. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Support.h>

#include "glue.h"
#include "link_glue.h"
#include "lower.h"

static void fail(const char *what, const struct dxsig_diag_list *diags) {
  fprintf(stderr, "fuzz_ll invariant broken: %s\n", what);
  for (size_t i = 0; diags && i < diags->count; ++i)
    fprintf(stderr, "  %s\n", diags->items[i].message);
  abort();
}

static bool same_text(LLVMModuleRef mod, const char *before) {
  char *now = LLVMPrintModuleToString(mod);
  bool same = strcmp(now, before) == 0;
  LLVMDisposeMessage(now);
  return same;
}

/* -Gec for this input: every model is read as the CLI reads it with the
 * flag. */
static bool gec;

static void load(LLVMModuleRef mod, struct dxsig_model *model) {
  dxsig_glue_model_load(mod, model);
  if (gec)
    dxsig_model_remap_dx9(model);
}

static void run(LLVMModuleRef mod, enum dxsig_packing_mode mode, bool with_dxil) {
  struct dxsig_diag_list diags;
  char *before = LLVMPrintModuleToString(mod);

  /* verify and print share one model, as in an opt pipeline. */
  struct dxsig_model model;
  load(mod, &model);
  dxsig_diag_list_init(&diags);
  dxsig_model_check(&model, &diags);
  dxsig_diag_list_finish(&diags);

  struct dxsig_buffer text;
  dxsig_buffer_init(&text);
  dxsig_diag_list_init(&diags);
  dxsig_model_print(&model, &text, &diags);
  dxsig_diag_list_finish(&diags);
  dxsig_buffer_finish(&text);
  /* dxsig-link may pack the model in memory: a fresh one after it. */
  dxsig_diag_list_init(&diags);
  dxsig_pass_link(mod, &model, mode, &diags);
  dxsig_diag_list_finish(&diags);
  if (model.stale) {
    dxsig_model_finish(&model);
    load(mod, &model);
  }
  if (!same_text(mod, before))
    fail("dxsig-verify, print<dxsig> or dxsig-link changed the module", NULL);

  /* The container builder packs a model of its own in memory. */
  struct dxsig_lower_request req = {.pack_if_needed = true, .pack = {mode, false, false}};
  struct dxsig_bytes file;
  dxsig_bytes_init(&file);
  dxsig_diag_list_init(&diags);
  struct dxsig_model own;
  load(mod, &own);
  if (dxsig_glue_container(mod, &own, &req, with_dxil, &file, NULL, &diags)) {
    struct dxsig_diag_list back;
    dxsig_diag_list_init(&back);
    dxsig_buffer_init(&text);
    if (!dxsig_container_dump(&text, file.data, file.len, &back) || back.error_count)
      fail("a container dxsig wrote does not read back", &back);
    dxsig_buffer_finish(&text);
    dxsig_diag_list_finish(&back);
  }
  dxsig_model_finish(&own);
  dxsig_diag_list_finish(&diags);
  dxsig_bytes_finish(&file);
  if (!same_text(mod, before))
    fail("dxsig container changed the module", NULL);

  /* The model verified above, now packed in place. */
  bool changed = false;
  dxsig_diag_list_init(&diags);
  bool packed = dxsig_pass_pack(mod, &model, mode, &diags, &changed);
  if (!packed && (changed || !same_text(mod, before)))
    fail("a failed dxsig-pack changed the module", &diags);
  dxsig_diag_list_finish(&diags);
  dxsig_model_finish(&model);
  if (packed) {
    char *msg = NULL;
    if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg))
      fail(msg, NULL);
    LLVMDisposeMessage(msg);
    char *once = LLVMPrintModuleToString(mod);
    dxsig_diag_list_init(&diags);
    load(mod, &model);
    bool again = dxsig_pass_pack(mod, &model, mode, &diags, &changed);
    if (!again || changed || !same_text(mod, once))
      fail("packing a packed module is not a fixed point", &diags);
    dxsig_model_finish(&model);
    dxsig_diag_list_finish(&diags);
    LLVMDisposeMessage(once);
  }

  /* dxsig-lower on whatever the module now is. */
  char *pre_lower = LLVMPrintModuleToString(mod);
  req.pack_if_needed = false;
  dxsig_diag_list_init(&diags);
  load(mod, &model);
  if (!dxsig_pass_lower(mod, &model, &req, &diags, &changed) && !same_text(mod, pre_lower))
    fail("a failed dxsig-lower changed the module", &diags);
  dxsig_model_finish(&model);
  dxsig_diag_list_finish(&diags);
  LLVMDisposeMessage(pre_lower);
  LLVMDisposeMessage(before);
}

/* ---- bodies from a recipe ------------------------------------------------ */

/* The value types an access may carry. */
static LLVMTypeRef recipe_type(LLVMContextRef ctx, uint8_t b) {
  switch (b % 7) {
  case 0: return LLVMHalfTypeInContext(ctx);
  case 1: return LLVMDoubleTypeInContext(ctx);
  case 2: return LLVMInt1TypeInContext(ctx);
  case 3: return LLVMInt16TypeInContext(ctx);
  case 4: return LLVMInt32TypeInContext(ctx);
  case 5: return LLVMInt64TypeInContext(ctx);
  default: return LLVMFloatTypeInContext(ctx);
  }
}

/* An operand value: a small constant mostly, sometimes a large one. */
static LLVMValueRef recipe_int(LLVMTypeRef t, uint8_t b) {
  return LLVMConstInt(t, (b & 0xc0) == 0xc0 ? (unsigned long long)(b & 0x3f) * 0x01010101ull : b % 6, 0);
}

/* A function named `name` of type fn (a fresh one when that name is taken
 * by another type: LLVM renames it, the prefix stays). */
static LLVMValueRef recipe_function(LLVMModuleRef mod, const char *name, LLVMTypeRef fn) {
  LLVMValueRef f = LLVMGetNamedFunction(mod, name);
  if (f && LLVMGlobalGetValueType(f) == fn)
    return f;
  return LLVMAddFunction(mod, name, fn);
}

/* dx.op call: (i32 opcode, i32 id, i32 row, i8 col, extra...) with an
 * optional stored value, of a function named after its operation
 * ("dx.op.loadInput.recipe"). With bit 5 of r[2], a call the validator
 * rejects (r[1] >> 6 says how): another operation's opcode, an opcode
 * that is not a constant, an operand too many, or a function with a body. */
static void recipe_dx_op(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef row_arg,
                         const uint8_t *r) {
  static const struct { unsigned opcode, extra; bool store; const char *name; } ops[] = {
      {4, 1, false, "dx.op.loadInput.recipe"},
      {5, 0, true, "dx.op.storeOutput.recipe"},
      {87, 2, false, "dx.op.evalSnapped.recipe"},
      {88, 1, false, "dx.op.evalSampleIndex.recipe"},
      {89, 0, false, "dx.op.evalCentroid.recipe"},
      {103, 1, false, "dx.op.loadOutputControlPoint.recipe"},
      {104, 0, false, "dx.op.loadPatchConstant.recipe"},
      {106, 0, true, "dx.op.storePatchConstant.recipe"},
      {137, 1, false, "dx.op.attributeAtVertex.recipe"},
      {171, 1, true, "dx.op.storeVertexOutput.recipe"},
      {172, 1, true, "dx.op.storePrimitiveOutput.recipe"},
  };
  enum { OTHER_OPCODE, DYNAMIC_OPCODE, EXTRA_OPERAND, DEFINED };
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), i8 = LLVMInt8TypeInContext(ctx);
  unsigned k = r[0] % (sizeof ops / sizeof ops[0]);
  int bad = r[2] & 0x20 ? r[1] >> 6 : -1;
  LLVMTypeRef vt = recipe_type(ctx, r[3] >> 4);
  LLVMTypeRef params[9];
  LLVMValueRef args[9];
  unsigned n = 0;
  unsigned opcode = bad == OTHER_OPCODE ? ops[(k + 1) % (sizeof ops / sizeof ops[0])].opcode
                                        : ops[k].opcode;
  params[n] = i32, args[n++] = bad == DYNAMIC_OPCODE ? row_arg : LLVMConstInt(i32, opcode, 0);
  params[n] = i32, args[n++] = recipe_int(i32, r[1]);
  params[n] = i32, args[n++] = r[2] & 0x40 ? row_arg : recipe_int(i32, r[2]);
  params[n] = i8, args[n++] = LLVMConstInt(i8, r[3] % 5, 0);
  if (ops[k].store)
    params[n] = vt, args[n++] = LLVMConstNull(vt);
  for (unsigned e = 0; e < ops[k].extra + (bad == EXTRA_OPERAND); ++e)
    params[n] = i32, args[n++] = LLVMConstInt(i32, e, 0);
  LLVMTypeRef ret = ops[k].store ? LLVMVoidTypeInContext(ctx) : vt;
  LLVMTypeRef fn = LLVMFunctionType(ret, params, n, 0);
  LLVMValueRef f = recipe_function(mod, ops[k].name, fn);
  if (bad == DEFINED && LLVMIsDeclaration(f)) { /* a body the reader must not follow */
    LLVMBuilderRef fb = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(fb, LLVMAppendBasicBlockInContext(ctx, f, "body"));
    if (ops[k].store)
      LLVMBuildRetVoid(fb);
    else
      LLVMBuildRet(fb, LLVMConstNull(vt));
    LLVMDisposeBuilder(fb);
  }
  LLVMBuildCall2(b, fn, f, args, n, "");
}

/* llvm.dx.load.input / llvm.dx.store.output, scalar or vector; with bit 7
 * of r[2], an array of them as clang 22 writes an array of semantics
 * (1 to 4 rows, or 40: more than any element has). */
static void recipe_intrinsic(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef row_arg,
                             const uint8_t *r) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), i8 = LLVMInt8TypeInContext(ctx);
  LLVMTypeRef vt = recipe_type(ctx, r[3] >> 4);
  unsigned width = (r[0] >> 5) % 4 + 1;
  if (width > 1)
    vt = LLVMVectorType(vt, width);
  if (r[2] & 0x80)
    vt = LLVMArrayType2(vt, (r[1] & 0x30) == 0x30 ? 40 : 1 + ((r[1] >> 4) & 3));
  bool store = r[0] & 0x10;
  const char *name = store ? "llvm.dx.store.output" : "llvm.dx.load.input";
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(mod, id, &vt, 1);
  LLVMValueRef args[6] = {LLVMConstInt(i32, 4, 0), recipe_int(i32, r[1]),
                          r[2] & 0x40 ? row_arg : recipe_int(i32, r[2]),
                          LLVMConstInt(i8, r[3] % 5, 0), LLVMGetPoison(i32), LLVMConstNull(vt)};
  LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, store ? 6 : 5, "");
}

/* emitStream, cutStream, emitThenCutStream or viewID. */
static void recipe_stream_op(LLVMModuleRef mod, LLVMBuilderRef b, const uint8_t *r) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), i8 = LLVMInt8TypeInContext(ctx);
  unsigned k = r[1] % 4;
  if (k == 3) {
    LLVMTypeRef fn = LLVMFunctionType(i32, &i32, 1, 0);
    LLVMValueRef op = LLVMConstInt(i32, 138, 0);
    LLVMBuildCall2(b, fn, recipe_function(mod, "dx.op.viewID", fn), &op, 1, "");
    return;
  }
  LLVMTypeRef params[2] = {i32, i8};
  LLVMTypeRef fn = LLVMFunctionType(LLVMVoidTypeInContext(ctx), params, 2, 0);
  LLVMValueRef args[2] = {LLVMConstInt(i32, 97 + k, 0), LLVMConstInt(i8, r[2] % 6, 0)};
  LLVMBuildCall2(b, fn, recipe_function(mod, "dx.op.stream", fn), args, 2, "");
}

/* Builds @dx.recipe.body(i32 %row, i1 %cond) from the recipe (len >= 1; 4 bytes an
 * operation, at most 64) and calls it first in every defined function. */
static void grow_bodies(LLVMModuleRef mod, const uint8_t *r, size_t len) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), i1 = LLVMInt1TypeInContext(ctx);
  LLVMTypeRef params[2] = {i32, i1};
  LLVMTypeRef fn_type = LLVMFunctionType(LLVMVoidTypeInContext(ctx), params, 2, 0);
  LLVMValueRef existing[256];
  size_t count = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f && count < 256; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f))
      existing[count++] = f;
  LLVMValueRef body = LLVMAddFunction(mod, "dx.recipe.body", fn_type);
  LLVMValueRef row = LLVMGetParam(body, 0), cond = LLVMGetParam(body, 1);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMBasicBlockRef blocks[17];
  unsigned nblocks = 0;
  blocks[nblocks++] = LLVMAppendBasicBlockInContext(ctx, body, "b");
  LLVMPositionBuilderAtEnd(b, blocks[0]);
  for (size_t i = 0; i + 4 <= len && i < 256; i += 4) {
    const uint8_t *op = r + i;
    switch (op[0] & 3) {
    case 0: recipe_dx_op(mod, b, row, op); break;
    case 1: recipe_intrinsic(mod, b, row, op); break;
    case 2: recipe_stream_op(mod, b, op); break;
    default:
      if (op[1] & 1) { /* recursion */
        LLVMValueRef args[2] = {row, cond};
        LLVMBuildCall2(b, fn_type, body, args, 2, "");
      } else if (nblocks < 16) { /* a new block: forward, or back to an earlier one */
        LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(ctx, body, "b");
        LLVMBasicBlockRef other = blocks[op[2] % nblocks];
        LLVMBuildCondBr(b, cond, next, op[1] & 2 ? other : next);
        blocks[nblocks++] = next;
        LLVMPositionBuilderAtEnd(b, next);
      }
      break;
    }
  }
  LLVMBuildRetVoid(b);
  for (size_t i = 0; i < count; ++i) {
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(existing[i]);
    LLVMValueRef first = LLVMGetFirstInstruction(entry);
    if (!first)
      continue;
    LLVMPositionBuilderBefore(b, first);
    LLVMValueRef args[2] = {LLVMConstInt(i32, r[0] % 3, 0), LLVMConstInt(i1, r[0] & 1, 0)};
    LLVMBuildCall2(b, fn_type, body, args, 2, "");
  }
  LLVMDisposeBuilder(b);
}

/* LLVM's parser verifies a module as it upgrades its debug info and
 * aborts the process on a broken one (UpgradeDebugInfo); opt and the CLI
 * stop there too. The harness verifies every module itself instead, so a
 * mutated text that parses into a broken module is rejected, not a crash. */
int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  const char *args[] = {"fuzz_ll", "-disable-auto-upgrade-debug-info"};
  LLVMParseCommandLineOptions(2, args, NULL);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 64 * 1024)
    return 0;
  /* text NUL recipe */
  const uint8_t *nul = memchr(data, 0, size);
  const uint8_t *recipe = NULL;
  size_t recipe_len = 0, text_len = size;
  if (nul) {
    const uint8_t *last = nul;
    for (const uint8_t *p = nul; p; p = memchr(p + 1, 0, size - (size_t)(p + 1 - data)))
      last = p;
    text_len = (size_t)(nul - data);
    recipe = last + 1;
    recipe_len = size - (size_t)(recipe - data);
  }
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
      (const char *)data, text_len, "fuzz.ll");
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg) == 0) { /* takes buf */
    char *vmsg = NULL;
    if (recipe_len > 0 && !LLVMVerifyModule(mod, LLVMReturnStatusAction, &vmsg))
      grow_bodies(mod, recipe, recipe_len);
    LLVMDisposeMessage(vmsg);
    vmsg = NULL;
    gec = (size & 8) != 0;
    if (!LLVMVerifyModule(mod, LLVMReturnStatusAction, &vmsg))
      run(mod,
          size % 3 == 0   ? DXSIG_PACKING_PREFIX_STABLE
          : size % 3 == 1 ? DXSIG_PACKING_OPTIMIZED
                          : DXSIG_PACKING_MINIMAL,
          (size & 4) != 0);
    LLVMDisposeMessage(vmsg);
    LLVMDisposeModule(mod);
  }
  LLVMDisposeMessage(msg);
  LLVMContextDispose(ctx);
  return 0;
}
