#!/usr/bin/env python3
"""Prints container facts for byte-level lit checks, independently of the
C code and of LLVM (which cannot read a PSV0 of version >= 1 at an
unaligned offset, as DXC's containers below validator 1.7 place it).

  part.py FILE            one line per part: NAME offset=O size=S
  part.py FILE NAME       the part's data, 16 bytes per line (like od -tx1)
"""
import struct
import sys

data = open(sys.argv[1], 'rb').read()
assert data[:4] == b'DXBC', 'not a container'
count = struct.unpack_from('<I', data, 28)[0]
print_all = len(sys.argv) == 2
for i in range(count):
    off = struct.unpack_from('<I', data, 32 + 4 * i)[0]
    name = data[off:off + 4].decode('latin-1')
    size = struct.unpack_from('<I', data, off + 4)[0]
    if print_all:
        print('%s offset=%d size=%d' % (name, off, size))
    elif name == sys.argv[2]:
        body = data[off + 8:off + 8 + size]
        for k in range(0, len(body), 16):
            print(' '.join('%02x' % b for b in body[k:k + 16]))
        break
if print_all:
    print('file size=%d header size=%d' % (len(data), struct.unpack_from('<I', data, 24)[0]))
