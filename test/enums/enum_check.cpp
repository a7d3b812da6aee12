// tables.def must use the numbering of LLVM 22 and of the DirectX headers:
// the metadata operands and the container bytes are those numbers. Every
// check is a static_assert, so this file compiling is the test.
#include "llvm/BinaryFormat/DXContainer.h"
#include "llvm/Support/DXILABI.h"

#include <cstdint>

namespace ours {
#define DXSIG_SEMANTIC_KIND(Id, Value, Name, Sv, SvText) \
  constexpr uint32_t SK_##Id = Value;                    \
  constexpr uint32_t SV_##Id = Sv;
#define DXSIG_COMPONENT_TYPE(Id, Value, ...) constexpr uint32_t CT_##Id = Value;
#define DXSIG_INTERP_MODE(Id, Value, ...) constexpr uint32_t IM_##Id = Value;
#define DXSIG_PROGRAM_COMP_TYPE(Id, Value, ...) constexpr uint32_t PC_##Id = Value;
#define DXSIG_MIN_PRECISION(Id, Value, ...) constexpr uint32_t MP_##Id = Value;
#define DXSIG_SHADER_STAGE(Id, Value, Attr, Short, SmMajor, SmMinor) constexpr uint32_t ST_##Id = Value;
#define DXSIG_TESS_SYSTEM_VALUE(Id, Value, Text) constexpr uint32_t TSV_##Id = Value;
#include "dxsig/tables.def"
} // namespace ours

#define SAME(a, b) static_assert(static_cast<uint32_t>(a) == (b), #a " != " #b)

// --- LLVM 22: DXContainerConstants.def SEMANTIC_KIND (PSV::SemanticKind).
// Its Invalid = 30 collides with CullPrimitive and is not a kind: skipped.
using SK = llvm::dxbc::PSV::SemanticKind;
SAME(SK::Arbitrary, ours::SK_ARBITRARY);
SAME(SK::VertexID, ours::SK_VERTEX_ID);
SAME(SK::InstanceID, ours::SK_INSTANCE_ID);
SAME(SK::Position, ours::SK_POSITION);
SAME(SK::RenderTargetArrayIndex, ours::SK_RENDER_TARGET_ARRAY_INDEX);
SAME(SK::ViewPortArrayIndex, ours::SK_VIEWPORT_ARRAY_INDEX);
SAME(SK::ClipDistance, ours::SK_CLIP_DISTANCE);
SAME(SK::CullDistance, ours::SK_CULL_DISTANCE);
SAME(SK::OutputControlPointID, ours::SK_OUTPUT_CONTROL_POINT_ID);
SAME(SK::DomainLocation, ours::SK_DOMAIN_LOCATION);
SAME(SK::PrimitiveID, ours::SK_PRIMITIVE_ID);
SAME(SK::GSInstanceID, ours::SK_GS_INSTANCE_ID);
SAME(SK::SampleIndex, ours::SK_SAMPLE_INDEX);
SAME(SK::IsFrontFace, ours::SK_IS_FRONT_FACE);
SAME(SK::Coverage, ours::SK_COVERAGE);
SAME(SK::InnerCoverage, ours::SK_INNER_COVERAGE);
SAME(SK::Target, ours::SK_TARGET);
SAME(SK::Depth, ours::SK_DEPTH);
SAME(SK::DepthLessEqual, ours::SK_DEPTH_LESS_EQUAL);
SAME(SK::DepthGreaterEqual, ours::SK_DEPTH_GREATER_EQUAL);
SAME(SK::StencilRef, ours::SK_STENCIL_REF);
SAME(SK::DispatchThreadID, ours::SK_DISPATCH_THREAD_ID);
SAME(SK::GroupID, ours::SK_GROUP_ID);
SAME(SK::GroupIndex, ours::SK_GROUP_INDEX);
SAME(SK::GroupThreadID, ours::SK_GROUP_THREAD_ID);
SAME(SK::TessFactor, ours::SK_TESS_FACTOR);
SAME(SK::InsideTessFactor, ours::SK_INSIDE_TESS_FACTOR);
SAME(SK::ViewID, ours::SK_VIEW_ID);
SAME(SK::Barycentrics, ours::SK_BARYCENTRICS);
SAME(SK::ShadingRate, ours::SK_SHADING_RATE);
SAME(SK::CullPrimitive, ours::SK_CULL_PRIMITIVE);

// --- LLVM 22: INTERPOLATION_MODE (PSV::InterpolationMode). Invalid = 8 is a
// sentinel, not a mode.
using IM = llvm::dxbc::PSV::InterpolationMode;
SAME(IM::Undefined, ours::IM_UNDEFINED);
SAME(IM::Constant, ours::IM_CONSTANT);
SAME(IM::Linear, ours::IM_LINEAR);
SAME(IM::LinearCentroid, ours::IM_LINEAR_CENTROID);
SAME(IM::LinearNoperspective, ours::IM_LINEAR_NOPERSPECTIVE);
SAME(IM::LinearNoperspectiveCentroid, ours::IM_LINEAR_NOPERSPECTIVE_CENTROID);
SAME(IM::LinearSample, ours::IM_LINEAR_SAMPLE);
SAME(IM::LinearNoperspectiveSample, ours::IM_LINEAR_NOPERSPECTIVE_SAMPLE);

// --- LLVM 22: DXILABI.h dxil::ElementType (metadata operand 2).
using ET = llvm::dxil::ElementType;
SAME(ET::Invalid, ours::CT_INVALID);
SAME(ET::I1, ours::CT_I1);
SAME(ET::I16, ours::CT_I16);
SAME(ET::U16, ours::CT_U16);
SAME(ET::I32, ours::CT_I32);
SAME(ET::U32, ours::CT_U32);
SAME(ET::I64, ours::CT_I64);
SAME(ET::U64, ours::CT_U64);
SAME(ET::F16, ours::CT_F16);
SAME(ET::F32, ours::CT_F32);
SAME(ET::F64, ours::CT_F64);
SAME(ET::SNormF16, ours::CT_SNORM_F16);
SAME(ET::UNormF16, ours::CT_UNORM_F16);
SAME(ET::SNormF32, ours::CT_SNORM_F32);
SAME(ET::UNormF32, ours::CT_UNORM_F32);
SAME(ET::SNormF64, ours::CT_SNORM_F64);
SAME(ET::UNormF64, ours::CT_UNORM_F64);
SAME(ET::PackedS8x32, ours::CT_PACKED_S8X32);
SAME(ET::PackedU8x32, ours::CT_PACKED_U8X32);

// --- LLVM 22: COMPONENT_TYPE (dxbc::SigComponentType), the record's type.
using PC = llvm::dxbc::SigComponentType;
SAME(PC::Unknown, ours::PC_UNKNOWN);
SAME(PC::UInt32, ours::PC_UINT32);
SAME(PC::SInt32, ours::PC_SINT32);
SAME(PC::Float32, ours::PC_FLOAT32);
SAME(PC::UInt16, ours::PC_UINT16);
SAME(PC::SInt16, ours::PC_SINT16);
SAME(PC::Float16, ours::PC_FLOAT16);
SAME(PC::UInt64, ours::PC_UINT64);
SAME(PC::SInt64, ours::PC_SINT64);
SAME(PC::Float64, ours::PC_FLOAT64);

// --- LLVM 22: COMPONENT_PRECISION (dxbc::SigMinPrecision).
using MP = llvm::dxbc::SigMinPrecision;
SAME(MP::Default, ours::MP_DEFAULT);
SAME(MP::Float16, ours::MP_FLOAT16);
SAME(MP::Float2_8, ours::MP_FLOAT2_8);
SAME(MP::Reserved, ours::MP_RESERVED);
SAME(MP::SInt16, ours::MP_SINT16);
SAME(MP::UInt16, ours::MP_UINT16);
SAME(MP::Any16, ours::MP_ANY16);
SAME(MP::Any10, ours::MP_ANY10);

// --- LLVM 22: PSV0 shader stage = our stage numbering (DXC ShaderKind).
using SS = llvm::Triple::EnvironmentType;
SAME(SS::Pixel - SS::Pixel, ours::ST_PIXEL);
SAME(SS::Vertex - SS::Pixel, ours::ST_VERTEX);
SAME(SS::Geometry - SS::Pixel, ours::ST_GEOMETRY);
SAME(SS::Hull - SS::Pixel, ours::ST_HULL);
SAME(SS::Domain - SS::Pixel, ours::ST_DOMAIN);
SAME(SS::Compute - SS::Pixel, ours::ST_COMPUTE);
SAME(SS::Library - SS::Pixel, ours::ST_LIBRARY);
SAME(SS::RayGeneration - SS::Pixel, ours::ST_RAY_GENERATION);
SAME(SS::Intersection - SS::Pixel, ours::ST_INTERSECTION);
SAME(SS::AnyHit - SS::Pixel, ours::ST_ANY_HIT);
SAME(SS::ClosestHit - SS::Pixel, ours::ST_CLOSEST_HIT);
SAME(SS::Miss - SS::Pixel, ours::ST_MISS);
SAME(SS::Callable - SS::Pixel, ours::ST_CALLABLE);
SAME(SS::Mesh - SS::Pixel, ours::ST_MESH);
SAME(SS::Amplification - SS::Pixel, ours::ST_AMPLIFICATION);

#if DXSIG_HAVE_DIRECTX_HEADERS
// --- directx-headers-dev: d3dcommon.h, d3d12shader.h.
#include <wsl/winadapter.h>
#include <d3dcommon.h>
#include <d3d12shader.h>

SAME(D3D_INTERPOLATION_UNDEFINED, ours::IM_UNDEFINED);
SAME(D3D_INTERPOLATION_CONSTANT, ours::IM_CONSTANT);
SAME(D3D_INTERPOLATION_LINEAR, ours::IM_LINEAR);
SAME(D3D_INTERPOLATION_LINEAR_CENTROID, ours::IM_LINEAR_CENTROID);
SAME(D3D_INTERPOLATION_LINEAR_NOPERSPECTIVE, ours::IM_LINEAR_NOPERSPECTIVE);
SAME(D3D_INTERPOLATION_LINEAR_NOPERSPECTIVE_CENTROID, ours::IM_LINEAR_NOPERSPECTIVE_CENTROID);
SAME(D3D_INTERPOLATION_LINEAR_SAMPLE, ours::IM_LINEAR_SAMPLE);
SAME(D3D_INTERPOLATION_LINEAR_NOPERSPECTIVE_SAMPLE, ours::IM_LINEAR_NOPERSPECTIVE_SAMPLE);

SAME(D3D12_SHVER_PIXEL_SHADER, ours::ST_PIXEL);
SAME(D3D12_SHVER_VERTEX_SHADER, ours::ST_VERTEX);
SAME(D3D12_SHVER_GEOMETRY_SHADER, ours::ST_GEOMETRY);
SAME(D3D12_SHVER_HULL_SHADER, ours::ST_HULL);
SAME(D3D12_SHVER_DOMAIN_SHADER, ours::ST_DOMAIN);
SAME(D3D12_SHVER_COMPUTE_SHADER, ours::ST_COMPUTE);
SAME(D3D12_SHVER_LIBRARY, ours::ST_LIBRARY);
SAME(D3D12_SHVER_RAY_GENERATION_SHADER, ours::ST_RAY_GENERATION);
SAME(D3D12_SHVER_INTERSECTION_SHADER, ours::ST_INTERSECTION);
SAME(D3D12_SHVER_ANY_HIT_SHADER, ours::ST_ANY_HIT);
SAME(D3D12_SHVER_CLOSEST_HIT_SHADER, ours::ST_CLOSEST_HIT);
SAME(D3D12_SHVER_MISS_SHADER, ours::ST_MISS);
SAME(D3D12_SHVER_CALLABLE_SHADER, ours::ST_CALLABLE);
SAME(D3D12_SHVER_MESH_SHADER, ours::ST_MESH);
SAME(D3D12_SHVER_AMPLIFICATION_SHADER, ours::ST_AMPLIFICATION);

// D3D_NAME and LLVM's D3D_SYSTEM_VALUE are the SystemValue field numbering;
// they must agree with each other (the printers and writers use them).
using SV = llvm::dxbc::D3DSystemValue;
SAME(SV::Undefined, D3D_NAME_UNDEFINED);
SAME(SV::Position, D3D_NAME_POSITION);
SAME(SV::ClipDistance, D3D_NAME_CLIP_DISTANCE);
SAME(SV::CullDistance, D3D_NAME_CULL_DISTANCE);
SAME(SV::RenderTargetArrayIndex, D3D_NAME_RENDER_TARGET_ARRAY_INDEX);
SAME(SV::ViewPortArrayIndex, D3D_NAME_VIEWPORT_ARRAY_INDEX);
SAME(SV::VertexID, D3D_NAME_VERTEX_ID);
SAME(SV::PrimitiveID, D3D_NAME_PRIMITIVE_ID);
SAME(SV::InstanceID, D3D_NAME_INSTANCE_ID);
SAME(SV::IsFrontFace, D3D_NAME_IS_FRONT_FACE);
SAME(SV::SampleIndex, D3D_NAME_SAMPLE_INDEX);
SAME(SV::FinalQuadEdgeTessfactor, D3D_NAME_FINAL_QUAD_EDGE_TESSFACTOR);
SAME(SV::FinalQuadInsideTessfactor, D3D_NAME_FINAL_QUAD_INSIDE_TESSFACTOR);
SAME(SV::FinalTriEdgeTessfactor, D3D_NAME_FINAL_TRI_EDGE_TESSFACTOR);
SAME(SV::FinalTriInsideTessfactor, D3D_NAME_FINAL_TRI_INSIDE_TESSFACTOR);
SAME(SV::FinalLineDetailTessfactor, D3D_NAME_FINAL_LINE_DETAIL_TESSFACTOR);
SAME(SV::FinalLineDensityTessfactor, D3D_NAME_FINAL_LINE_DENSITY_TESSFACTOR);
// The tessellation-factor table of tables.def.
SAME(SV::FinalQuadEdgeTessfactor, ours::TSV_QUAD_EDGE);
SAME(SV::FinalQuadInsideTessfactor, ours::TSV_QUAD_INSIDE);
SAME(SV::FinalTriEdgeTessfactor, ours::TSV_TRI_EDGE);
SAME(SV::FinalTriInsideTessfactor, ours::TSV_TRI_INSIDE);
SAME(SV::FinalLineDetailTessfactor, ours::TSV_LINE_DETAIL);
SAME(SV::FinalLineDensityTessfactor, ours::TSV_LINE_DENSITY);
SAME(SV::Barycentrics, D3D_NAME_BARYCENTRICS);
SAME(SV::ShadingRate, D3D_NAME_SHADINGRATE);
SAME(SV::CullPrimitive, D3D_NAME_CULLPRIMITIVE);
SAME(SV::Target, D3D_NAME_TARGET);
SAME(SV::Depth, D3D_NAME_DEPTH);
SAME(SV::Coverage, D3D_NAME_COVERAGE);
SAME(SV::DepthGE, D3D_NAME_DEPTH_GREATER_EQUAL);
SAME(SV::DepthLE, D3D_NAME_DEPTH_LESS_EQUAL);
SAME(SV::StencilRef, D3D_NAME_STENCIL_REF);
SAME(SV::InnerCoverage, D3D_NAME_INNER_COVERAGE);

// The SystemValue column of tables.def: the D3D_NAME of each kind's record.
SAME(D3D_NAME_UNDEFINED, ours::SV_ARBITRARY);
SAME(D3D_NAME_VERTEX_ID, ours::SV_VERTEX_ID);
SAME(D3D_NAME_INSTANCE_ID, ours::SV_INSTANCE_ID);
SAME(D3D_NAME_POSITION, ours::SV_POSITION);
SAME(D3D_NAME_RENDER_TARGET_ARRAY_INDEX, ours::SV_RENDER_TARGET_ARRAY_INDEX);
SAME(D3D_NAME_VIEWPORT_ARRAY_INDEX, ours::SV_VIEWPORT_ARRAY_INDEX);
SAME(D3D_NAME_CLIP_DISTANCE, ours::SV_CLIP_DISTANCE);
SAME(D3D_NAME_CULL_DISTANCE, ours::SV_CULL_DISTANCE);
SAME(D3D_NAME_PRIMITIVE_ID, ours::SV_PRIMITIVE_ID);
SAME(D3D_NAME_SAMPLE_INDEX, ours::SV_SAMPLE_INDEX);
SAME(D3D_NAME_IS_FRONT_FACE, ours::SV_IS_FRONT_FACE);
SAME(D3D_NAME_COVERAGE, ours::SV_COVERAGE);
SAME(D3D_NAME_INNER_COVERAGE, ours::SV_INNER_COVERAGE);
SAME(D3D_NAME_TARGET, ours::SV_TARGET);
SAME(D3D_NAME_DEPTH, ours::SV_DEPTH);
SAME(D3D_NAME_DEPTH_LESS_EQUAL, ours::SV_DEPTH_LESS_EQUAL);
SAME(D3D_NAME_DEPTH_GREATER_EQUAL, ours::SV_DEPTH_GREATER_EQUAL);
SAME(D3D_NAME_STENCIL_REF, ours::SV_STENCIL_REF);
SAME(D3D_NAME_BARYCENTRICS, ours::SV_BARYCENTRICS);
SAME(D3D_NAME_SHADINGRATE, ours::SV_SHADING_RATE);
SAME(D3D_NAME_CULLPRIMITIVE, ours::SV_CULL_PRIMITIVE);
#endif
