#!/usr/bin/env python3
"""include/dxsig/rootsig.def against LLVM 22's DXContainerConstants.def: every
root-signature enum and flag has the same values (and the same names, where
LLVM names them), in both directions.

usage: enum_check.py ROOTSIG_DEF [LLVM_DXCONTAINERCONSTANTS_DEF]
(default: from `llvm-config --includedir`, the first llvm-config on PATH)
"""
import os
import re
import subprocess
import sys

if len(sys.argv) > 2:
    llvm_def = sys.argv[2]
else:
    inc = subprocess.run(['llvm-config', '--includedir'], capture_output=True, text=True,
                         check=True).stdout.strip()
    llvm_def = os.path.join(inc, 'llvm', 'BinaryFormat', 'DXContainerConstants.def')
ours_text, llvm_text = open(sys.argv[1]).read(), open(llvm_def).read()


def entries(text, macro):
    out = []
    for m in re.finditer(r'^\s*' + macro + r'\(([^)]*)\)', text, re.M):
        out.append([a.strip().strip('"') for a in m.group(1).split(',')])
    return out


def norm(name):
    return name.replace('_', '').lower()


# (our macro, our value index, our name index, LLVM macro, skip LLVM value 0 "None")
TABLES = [
    ('DXSIG_RS_ROOT_FLAG', 1, 2, 'ROOT_SIGNATURE_FLAG', True),
    ('DXSIG_RS_DESC_FLAG', 1, 2, 'ROOT_DESCRIPTOR_FLAG', True),
    ('DXSIG_RS_RANGE_FLAG', 1, 2, 'DESCRIPTOR_RANGE_FLAG', True),
    ('DXSIG_RS_SAMPLER_FLAG', 1, 2, 'STATIC_SAMPLER_FLAG', True),
    ('DXSIG_RS_PARAM_TYPE', 1, 2, 'ROOT_PARAMETER', False),
    ('DXSIG_RS_VISIBILITY', 1, 3, 'SHADER_VISIBILITY', False),
    ('DXSIG_RS_FILTER', 1, 3, 'FILTER', False),
    ('DXSIG_RS_ADDRESS', 1, 3, 'TEXTURE_ADDRESS_MODE', False),
    ('DXSIG_RS_COMPARISON', 1, 3, 'COMPARISON_FUNC', False),
    ('DXSIG_RS_BORDER', 1, 3, 'STATIC_BORDER_COLOR', False),
]
problems = 0
for ours_macro, vi, ni, llvm_macro, skip_none in TABLES:
    ours = {int(e[vi], 0): e[ni] for e in entries(ours_text, ours_macro)}
    theirs = {int(e[0], 0): e[1] for e in entries(llvm_text, llvm_macro)}
    if skip_none:
        theirs.pop(0, None)
    if ours_macro == 'DXSIG_RS_COMPARISON':
        ours.pop(0, None)  # COMPARISON_NONE: DXC only, LLVM 22 has no 0
    for v in sorted(set(ours) | set(theirs)):
        if v not in ours or v not in theirs or norm(ours[v]) != norm(theirs[v]):
            print(f'{ours_macro} 0x{v:x}: ours {ours.get(v)!r}, LLVM {theirs.get(v)!r}')
            problems += 1
    print(f'{ours_macro}: {len(ours)} values')
# Range types: LLVM's dxil::ResourceClass order (SRV, UAV, CBuffer, Sampler).
ranges = {e[2]: int(e[1], 0) for e in entries(ours_text, 'DXSIG_RS_RANGE_TYPE')}
if ranges != {'SRV': 0, 'UAV': 1, 'CBV': 2, 'Sampler': 3}:
    print('DXSIG_RS_RANGE_TYPE differs from D3D12_DESCRIPTOR_RANGE_TYPE', ranges)
    problems += 1
print('problems:', problems)
sys.exit(1 if problems else 0)
