// DXC's modes (sample wins over centroid: linear_sample; 'linear linear' is
// linear) and its Sema's warnings: "'centroid' will be overridden by
// 'sample'" and "duplicate HLSL specifier 'linear'".
// RUN: %dxsig print %s -T ps_6_0 2>&1 >/dev/null | FileCheck %s -DFILE=%s

float4 main(centroid sample float a : A, linear linear float b : B) : SV_Target {
  return a + b;
}

// CHECK-DAG: [[FILE]]:6:{{[0-9]+}}: warning: 'centroid' will be overridden by 'sample'
// CHECK-DAG: [[FILE]]:6:{{[0-9]+}}: warning: duplicate HLSL specifier 'linear'
