#!/usr/bin/env python3
"""Checks a container's HASH part against RFC 1321 MD5 of the bitcode in its
DXIL part (program header, then BitcodeOffset/BitcodeSize from byte 8)."""
import hashlib
import struct
import sys

data = open(sys.argv[1], 'rb').read()
parts = {}
for i in range(struct.unpack_from('<I', data, 28)[0]):
    off = struct.unpack_from('<I', data, 32 + 4 * i)[0]
    size = struct.unpack_from('<I', data, off + 4)[0]
    parts[data[off:off + 4]] = data[off + 8:off + 8 + size]
dxil, h = parts[b'DXIL'], parts[b'HASH']
bc_off, bc_size = struct.unpack_from('<II', dxil, 16)
bitcode = dxil[8 + bc_off:8 + bc_off + bc_size]
print('flags %08x md5-%s bitcode-%s' % (
    struct.unpack_from('<I', h, 0)[0],
    'ok' if hashlib.md5(bitcode).digest() == h[4:20] else 'bad',
    'ok' if bitcode[:4] == b'BC\xc0\xde' else 'bad'))
