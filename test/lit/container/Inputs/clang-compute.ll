; clang 22 output, unchanged below this header:
;   clang-22 -cc1 -triple dxil-pc-shadermodel6.0-compute -x hlsl -hlsl-entry main
;     -emit-llvm -O1 -o clang-compute.ll cs.hlsl
; of cs.hlsl:
;   typedef vector<float,4> float4;
;   typedef vector<unsigned int,3> uint3;
;   RWStructuredBuffer<float4> Out : register(u0);
;   
;   [RootSignature("RootFlags(0), UAV(u0)")]
;   [numthreads(8,8,1)]
;   void main(uint3 id : SV_DispatchThreadID) {
;     Out[id.x] = float4(1, 2, 3, 4);
;   }
; ModuleID = 'cs.hlsl'
source_filename = "cs.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %2 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %1)
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %2, align 16, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!dx.rootsignatures = !{!0}
!llvm.module.flags = !{!4}
!dx.valver = !{!5}
!llvm.ident = !{!6}
!llvm.errno.tbaa = !{!7}

!0 = !{ptr @main, !1, i32 2}
!1 = !{!2, !3}
!2 = !{!"RootFlags", i32 0}
!3 = !{!"RootUAV", i32 0, i32 0, i32 0, i32 2}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 1, i32 8}
!6 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!9, !9, i64 0}
