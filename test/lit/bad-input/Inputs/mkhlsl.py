#!/usr/bin/env python3
"""Writes an HLSL file with a root signature that a text editor cannot
easily hold, for the bad-input catalogue.

  mkhlsl.py nul OUT     #define RS with a NUL byte inside the string
  mkhlsl.py deep OUT    #define RS: DescriptorTable( nested 100,000 deep
"""
import sys

case, out = sys.argv[1], sys.argv[2]
if case == 'nul':
    text = b'#define RS "CBV(b0)\x00, SRV(t0)"\n'
elif case == 'deep':
    text = b'#define RS "' + b'DescriptorTable(' * 100000 + b'"\n'
else:
    sys.exit('unknown case ' + case)
open(out, 'wb').write(text)
