// Reading an existing !dx.entryPoints entry record's properties, in the
// layout DXC's LoadDxilEntryProperties reads (DxilMetadataHelper.cpp):
// GS state {input primitive, max vertex count, active stream mask, stream
// topology, instance count}; DS state {domain, input control points}; HS
// state {patch-constant function, input and output control points, domain,
// partitioning, output primitive, float max tess factor}; MS state
// {{threads}, max vertices, max primitives, topology, payload bytes}; AS
// state {{threads}, payload bytes}; numthreads {x, y, z}; wave size {min}
// or {min, max, preferred}.
#include "entry_record.h"

#include <llvm/IR/Constants.h>

#include <algorithm>

using namespace llvm;

namespace dxsig {

MDTuple *findEntryRecord(Module &m, const Function &fn) {
  NamedMDNode *named = m.getNamedMetadata("dx.entryPoints");
  if (!named)
    return nullptr;
  for (MDNode *n : named->operands()) {
    auto *t = dyn_cast<MDTuple>(n);
    if (!t || t->getNumOperands() != 5)
      continue;
    auto *v = dyn_cast_or_null<ValueAsMetadata>(t->getOperand(0).get());
    if (v && v->getValue() == &fn)
      return t;
  }
  return nullptr;
}

namespace {

bool constU32(const Metadata *md, uint32_t &out) {
  auto *c = dyn_cast_or_null<ConstantAsMetadata>(md);
  auto *i = c ? dyn_cast<ConstantInt>(c->getValue()) : nullptr;
  if (!i || i->getBitWidth() > 64 || i->getZExtValue() > UINT32_MAX)
    return false;
  out = (uint32_t)i->getZExtValue();
  return true;
}

// A tuple of n i32 values (n of out).
bool constTuple(const Metadata *md, uint32_t *out, unsigned n, unsigned min_n = 0) {
  auto *t = dyn_cast_or_null<MDTuple>(md);
  if (!t || t->getNumOperands() > n || t->getNumOperands() < (min_n ? min_n : n))
    return false;
  for (unsigned i = 0; i < n; ++i) {
    out[i] = 0;
    if (i < t->getNumOperands() && !constU32(t->getOperand(i).get(), out[i]))
      return false;
  }
  return true;
}

// A state tuple of n operands: i32 values into out[i], except the operands
// of the `special` bit mask (threads tuple, function, float), read apart.
bool stateFields(const Metadata *md, unsigned n, unsigned special, uint32_t *out,
                 const MDTuple **t_out) {
  auto *t = dyn_cast_or_null<MDTuple>(md);
  if (!t || t->getNumOperands() != n)
    return false;
  for (unsigned i = 0; i < n; ++i)
    if (!(special & (1u << i)) && !constU32(t->getOperand(i).get(), out[i]))
      return false;
  *t_out = t;
  return true;
}

constexpr uint32_t bit(dxsig_stage_prop p) { return 1u << p; }

void malformed(const dxsig_entry &e, dxsig_diag_list *diags, const char *what, unsigned tag) {
  dxsig_diag_add_entry(diags, DXSIG_WARNING, DXSIG_RULE_LOWER_ENTRY_RECORD, &e,
                       "the %s (tag %u) of the entry's !dx.entryPoints record is malformed; "
                       "ignored",
                       what, tag);
}

} // namespace

MDTuple *entryRecordProperties(const MDTuple *record) {
  auto *props = record ? dyn_cast_or_null<MDTuple>(record->getOperand(4).get()) : nullptr;
  if (!props || props->getNumOperands() % 2 != 0)
    return nullptr;
  uint32_t tag;
  for (unsigned i = 0; i < props->getNumOperands(); i += 2)
    if (!constU32(props->getOperand(i).get(), tag))
      return nullptr;
  return props;
}

Function *recordPatchConstantFunction(Module &m, const Function &entry) {
  const MDTuple *props = entryRecordProperties(findEntryRecord(m, entry));
  uint32_t tag;
  for (unsigned i = 0; props && i + 1 < props->getNumOperands(); i += 2) {
    auto *state = dyn_cast_or_null<MDTuple>(props->getOperand(i + 1).get());
    if (!constU32(props->getOperand(i).get(), tag) || tag != kHSStateTag || !state ||
        state->getNumOperands() == 0)
      continue;
    auto *fn = dyn_cast_or_null<ValueAsMetadata>(state->getOperand(0).get());
    return fn ? dyn_cast<Function>(fn->getValue()) : nullptr;
  }
  return nullptr;
}

bool isComputedTag(unsigned tag, enum dxsig_shader_stage stage, bool library) {
  if (library && tag == kShaderKindTag)
    return true;
  switch (stage) {
  case DXSIG_STAGE_COMPUTE:
    return tag == kNumThreadsTag || tag == kWaveSizeTag || tag == kRangedWaveSizeTag;
  case DXSIG_STAGE_GEOMETRY: return tag == kGSStateTag;
  case DXSIG_STAGE_DOMAIN: return tag == kDSStateTag;
  case DXSIG_STAGE_HULL: return tag == kHSStateTag;
  case DXSIG_STAGE_MESH: return tag == kMSStateTag;
  case DXSIG_STAGE_AMPLIFICATION: return tag == kASStateTag;
  default: return false;
  }
}

void readEntryState(const MDTuple *props, const dxsig_entry &e, dxsig_stage_props &out,
                    dxsig_diag_list *diags) {
  if (!props || !e.has_stage)
    return;
  for (unsigned i = 0; i + 1 < props->getNumOperands(); i += 2) {
    uint32_t tag = 0;
    constU32(props->getOperand(i).get(), tag);
    const Metadata *value = props->getOperand(i + 1).get();
    if (!isComputedTag(tag, e.stage, false))
      continue;
    uint32_t f[7] = {0};
    const MDTuple *t = nullptr;
    switch (tag) {
    case kNumThreadsTag:
      if (!constTuple(value, out.num_threads, 3))
        return malformed(e, diags, "thread-group size", tag);
      out.set |= bit(DXSIG_PROP_NUM_THREADS);
      break;
    case kWaveSizeTag:
    case kRangedWaveSizeTag:
      if (!constTuple(value, out.wave_size, 3, tag == kWaveSizeTag ? 1 : 3))
        return malformed(e, diags, "wave size", tag);
      out.set |= bit(DXSIG_PROP_WAVE_SIZE);
      break;
    case kGSStateTag:
      if (!stateFields(value, 5, 0, f, &t))
        return malformed(e, diags, "GS state", tag);
      out.input_primitive = f[0];
      out.max_vertex_count = f[1];
      out.stream_mask = f[2];
      out.stream_topology = f[3];
      out.instance_count = f[4];
      out.set |= bit(DXSIG_PROP_INPUT_PRIMITIVE) | bit(DXSIG_PROP_MAX_VERTEX_COUNT) |
                 bit(DXSIG_PROP_OUTPUT_STREAMS) | bit(DXSIG_PROP_INSTANCE_COUNT);
      break;
    case kDSStateTag:
      if (!stateFields(value, 2, 0, f, &t) || f[0] > DXSIG_TESS_DOMAIN_QUAD)
        return malformed(e, diags, "DS state", tag);
      out.domain = (enum dxsig_tess_domain)f[0];
      out.input_control_points = f[1];
      out.set |= bit(DXSIG_PROP_DOMAIN) | bit(DXSIG_PROP_INPUT_CONTROL_POINTS);
      break;
    case kHSStateTag: {
      if (!stateFields(value, 7, 1u << 0 | 1u << 6, f, &t))
        return malformed(e, diags, "HS state", tag);
      // Operand 6 is a float, read apart; operand 0 the function or null.
      auto *factor = dyn_cast_or_null<ConstantAsMetadata>(t->getOperand(6).get());
      auto *fp = factor ? dyn_cast<ConstantFP>(factor->getValue()) : nullptr;
      const Metadata *fnMd = t->getOperand(0).get();
      auto *fnVal = dyn_cast_or_null<ValueAsMetadata>(fnMd);
      auto *fn = fnVal ? dyn_cast<Function>(fnVal->getValue()) : nullptr;
      if (f[3] > DXSIG_TESS_DOMAIN_QUAD || !fp || !fp->getType()->isFloatTy() ||
          (fnMd && !fn))
        return malformed(e, diags, "HS state", tag);
      if (fn) {
        out.patch_constant_func = fn->getName().data();
        out.patch_constant_func_len = fn->getName().size();
        out.set |= bit(DXSIG_PROP_PATCH_CONSTANT_FUNC);
      }
      out.input_control_points = f[1];
      out.output_control_points = f[2];
      out.domain = (enum dxsig_tess_domain)f[3];
      out.partitioning = f[4];
      out.output_topology = f[5];
      out.max_tess_factor = fp->getValueAPF().convertToFloat();
      out.set |= bit(DXSIG_PROP_INPUT_CONTROL_POINTS) | bit(DXSIG_PROP_OUTPUT_CONTROL_POINTS) |
                 bit(DXSIG_PROP_DOMAIN) | bit(DXSIG_PROP_PARTITIONING) |
                 bit(DXSIG_PROP_OUTPUT_TOPOLOGY) | bit(DXSIG_PROP_MAX_TESS_FACTOR);
      break;
    }
    case kMSStateTag: {
      uint32_t threads[3];
      if (!stateFields(value, 5, 1u << 0, f, &t) || !constTuple(t->getOperand(0).get(), threads, 3))
        return malformed(e, diags, "MS state", tag);
      std::copy(threads, threads + 3, out.num_threads);
      out.max_output_vertices = f[1];
      out.max_output_primitives = f[2];
      out.output_topology = f[3];
      out.payload_bytes = f[4];
      out.set |= bit(DXSIG_PROP_NUM_THREADS) | bit(DXSIG_PROP_MAX_OUTPUT_VERTICES) |
                 bit(DXSIG_PROP_MAX_OUTPUT_PRIMITIVES) | bit(DXSIG_PROP_OUTPUT_TOPOLOGY) |
                 bit(DXSIG_PROP_PAYLOAD_SIZE);
      break;
    }
    case kASStateTag: {
      uint32_t threads[3];
      if (!stateFields(value, 2, 1u << 0, f, &t) || !constTuple(t->getOperand(0).get(), threads, 3))
        return malformed(e, diags, "AS state", tag);
      std::copy(threads, threads + 3, out.num_threads);
      out.payload_bytes = f[1];
      out.set |= bit(DXSIG_PROP_NUM_THREADS) | bit(DXSIG_PROP_PAYLOAD_SIZE);
      break;
    }
    default:
      break;
    }
  }
}

} // namespace dxsig
