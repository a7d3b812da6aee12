// Compute and amplification shaders have no signature elements: the
// thread IDs are in no list. [numthreads] is their PSV0's group size. An
// entry without [numthreads] is DXC's error, for compute, amplification and
// mesh alike (mesh also needs [outputtopology]); an ordinary semantic on a
// compute input is invalid.
// RUN: %dxsig print %s -T cs_6_0 | FileCheck %s --match-full-lines
// RUN: %dxsig print %s -T as_6_5 -E amp --json | %python %S/Inputs/elements.py | FileCheck %s --check-prefix=AS --match-full-lines
// RUN: %dxsig container %s -T cs_6_0 -o %t.dxbc
// RUN: obj2yaml %t.dxbc | FileCheck %s --check-prefix=PARTS
// RUN: not %dxsig print %s -T cs_6_0 -E no_threads 2>&1 | FileCheck %s --check-prefix=CS-ERR -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T as_6_5 -E no_threads 2>&1 | FileCheck %s --check-prefix=AS-ERR -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T ms_6_5 -E no_threads 2>&1 | FileCheck %s --check-prefix=MS-ERR -DFILE=%s --match-full-lines
// RUN: not %dxsig print %s -T cs_6_0 -E ordinary 2>&1 | FileCheck %s --check-prefix=ORD -DFILE=%s --match-full-lines

struct Payload { uint count; };
groupshared Payload shared_payload;

[numthreads(8, 4, 2)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID,
          uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {}

[numthreads(64, 1, 1)]
void amp(uint gi : SV_GroupIndex) { DispatchMesh(1, 1, 1, shared_payload); }

// CS-ERR: [[FILE]]:[[@LINE+3]]:6: error: compute entry point must have a valid numthreads attribute
// AS-ERR: [[FILE]]:[[@LINE+2]]:6: error: amplification entry point must have a valid numthreads attribute
// MS-ERR: [[FILE]]:[[@LINE+1]]:6: error: mesh entry point must have a valid numthreads attribute
void no_threads(uint3 dtid : SV_DispatchThreadID) {}
// MS-ERR-NEXT: [[FILE]]:[[@LINE-1]]:6: error: mesh entry point must have a valid outputtopology attribute

// ORD: [[FILE]]:[[@LINE+2]]:29: error: invalid semantic 'TEXCOORD' for cs 6.0.
[numthreads(1, 1, 1)]
void ordinary(uint3 coord : TEXCOORD) {}

// CHECK:      ; entry 'main' (compute)
// CHECK-NEXT: ;
// CHECK-NEXT: ; Input signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; no parameters
// CHECK-NEXT: ;
// CHECK-NEXT: ; Output signature:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; no parameters
// CHECK-EMPTY:

// AS:      entry amp amplification
// AS-EMPTY:

// PARTS:      - Name:            PSV0
// PARTS:            ShaderStage:     5
// PARTS:            SigInputVectors: 0
// PARTS-NEXT:       SigOutputVectors: [ 0, 0, 0, 0 ]
// PARTS-NEXT:       NumThreadsX:     8
// PARTS-NEXT:       NumThreadsY:     4
// PARTS-NEXT:       NumThreadsZ:     2
// PARTS-NEXT:       EntryName:       main
// PARTS:            SigInputElements: []
// PARTS-NEXT:       SigOutputElements: []
