#!/usr/bin/env python3
"""Writes an HLSL file with a root signature that a text editor cannot
easily hold, for the bad-input catalogue.

  mkhlsl.py nul OUT     #define RS with a NUL byte inside the string
  mkhlsl.py deep OUT    #define RS: DescriptorTable( nested 100,000 deep
  mkhlsl.py doubling OUT  X0 to X30, each twice the one before (2^30
                        tokens), unused; then #define RS
  mkhlsl.py chain OUT   M1 to M1100, each the one before and ", x" (18 KB;
                        1.2 million tokens of expansion together); then RS
  mkhlsl.py code N OUT  live code of X<N> X<N-1> (2^N + 2^(N-1) tokens),
                        then #define RS and a GlobalRootSignature G
  mkhlsl.py self N OUT  a file that includes itself twice per level, N
                        levels deep (2^(N+1) includes); then #define RS
  mkhlsl.py hlsl N OUT  a vertex shader after an array of 2^N tokens
"""
import sys

case, out = sys.argv[1], sys.argv[2]
if case == 'nul':
    text = b'#define RS "CBV(b0)\x00, SRV(t0)"\n'
elif case == 'deep':
    text = b'#define RS "' + b'DescriptorTable(' * 100000 + b'"\n'
elif case in ('doubling', 'chain', 'code', 'self', 'hlsl'):
    n = int(sys.argv[2]) if case in ('code', 'self', 'hlsl') else 30
    out = sys.argv[3] if case in ('code', 'self', 'hlsl') else out
    doubling = '#define X0 x\n' + ''.join(
        '#define X%d X%d X%d\n' % (i, i - 1, i - 1) for i in range(1, n + 1))
    rs = '#define RS "CBV(b0)"\n'
    if case == 'doubling':
        text = doubling + rs
    elif case == 'chain':
        text = '#define M0 "CBV(b0)"\n' + ''.join(
            '#define M%d M%d, x\n' % (i, i - 1) for i in range(1, 1101)) + rs
    elif case == 'code':
        text = (doubling + 'X%d X%d\n' % (n, n - 1) + rs +
                'GlobalRootSignature G = { "CBV(b1)" };\n')
    elif case == 'self':
        text = ('#if __INCLUDE_LEVEL__ < %d\n#include __FILE__\n#include __FILE__\n'
                '#endif\n' % n) + rs
    else:
        text = (doubling + 'static const int a[] = { X%d };\n' % n +
                'float4 main(float4 p : POSITION) : SV_Position { return p; }\n')
    text = text.encode()
else:
    sys.exit('unknown case ' + case)
open(out, 'wb').write(text)
