#!/usr/bin/env python3
"""Writes a damaged DXContainer for the bad-input catalogue.

  mkdxbc.py CASE OUT

Most cases start from a valid container (test/fixtures/vs_example.dxbc, a
vertex shader with SFI0, ISG1, OSG1, PSV0, HASH and DXIL parts, or
rts0_v1_1_example.dxbc, one RTS0 part), change one thing and write the
result with the header's part table and file size recomputed unless the
case is about them. The digest is left as it was (stale), which dump
reports but does not reject.
"""
import os
import struct
import sys

FIXTURES = os.path.join(os.path.dirname(__file__), '..', '..', '..', 'fixtures')


def load(name):
    d = open(os.path.join(FIXTURES, name), 'rb').read()
    count = struct.unpack_from('<I', d, 28)[0]
    parts = []
    for i in range(count):
        off = struct.unpack_from('<I', d, 32 + 4 * i)[0]
        size = struct.unpack_from('<I', d, off + 4)[0]
        parts.append([d[off:off + 4], bytearray(d[off + 8:off + 8 + size])])
    return d[:20], parts


def build(head, parts, version=(1, 0)):
    table = 32 + 4 * len(parts)
    offsets, body = [], b''
    for cc, data in parts:
        offsets.append(table + len(body))
        body += cc + struct.pack('<I', len(data)) + bytes(data)
        body += bytes(-len(body) % 4)   # parts start 4-aligned, cut or not
    total = table + len(body)
    return bytearray(head + struct.pack('<HHII', version[0], version[1], total, len(parts)) +
                     b''.join(struct.pack('<I', o) for o in offsets) + body)


def part(parts, cc):
    return next(p for p in parts if p[0] == cc)


def set32(buf, off, v):
    struct.pack_into('<I', buf, off, v & 0xFFFFFFFF)


def make(case):
    head, parts = load('vs_example.dxbc')
    rhead, rparts = load('rts0_v1_1_example.dxbc')
    full = build(head, parts)
    # --- the file and its header ---
    if case == 'empty':
        return b''
    if case == 'short-header':
        return full[:31]
    if case == 'bad-magic':
        full[0:4] = b'DXBD'
        return full
    if case == 'part-count-huge':
        set32(full, 28, 0xFFFFFFFF)
        return full
    if case == 'part-count-one-over':
        set32(full, 28, 7)   # 6 parts; the 7th offset is the SFI0 part's fourcc
        return full
    if case == 'offset-in-header':
        set32(full, 32, 4)
        return full
    if case == 'offset-past-end':
        set32(full, 36, len(full))
        return full
    if case == 'offset-part-header-cut':
        set32(full, 36, len(full) - 7)
        return full
    if case == 'offset-huge':
        set32(full, 40, 0xFFFFFFF8)
        return full
    if case == 'part-size-huge':
        set32(full, struct.unpack_from('<I', full, 36)[0] + 4, 0xFFFFFFFF)
        return full
    if case == 'part-size-one-over':
        off = struct.unpack_from('<I', full, 32 + 4 * 5)[0]   # DXIL, the last part
        set32(full, off + 4, len(full) - off - 8 + 1)
        return full
    if case == 'file-size-small':
        set32(full, 24, 32)
        return full
    if case == 'trailing-bytes':
        return full + b'\0' * 16
    if case == 'no-parts':
        return build(head, [])
    if case == 'same-offset-twice':
        set32(full, 36, struct.unpack_from('<I', full, 32)[0])
        return full
    if case == 'same-offset-many':
        # The ISG1 part listed 40,000 more times (160 KB of part table).
        extra = 40000
        offsets = [o + 4 * extra for o in struct.unpack_from('<6I', full, 32)]
        table = offsets + [offsets[1]] * extra
        body = full[32 + 4 * 6:]
        total = 32 + 4 * len(table) + len(body)
        return bytearray(head + struct.pack('<HHII', 1, 0, total, len(table)) +
                         struct.pack('<%dI' % len(table), *table) + body)
    if case == 'sig-name-shared-huge':
        # 2,500 ISG1 records sharing one 80,000-byte name (160 KB).
        count, name_off = 2500, 8 + 32 * 2500
        isg1 = bytearray(struct.pack('<II', count, 8))
        for i in range(count):
            isg1 += struct.pack('<IIIIIIBBBBI', 0, name_off, i, 0, 3, i, 0xF, 0xF, 0, 0, 0)
        isg1 += b'N' * 80000 + b'\0'
        part(parts, b'ISG1')[1] = isg1
        return build(head, parts)
    # --- ISG1 / OSG1 ---
    isg1 = part(parts, b'ISG1')[1]
    osg1 = part(parts, b'OSG1')[1]
    if case == 'sig-header-cut':
        part(parts, b'ISG1')[1] = isg1[:6]
    elif case == 'sig-param-offset-past-end':
        set32(isg1, 4, len(isg1))
    elif case == 'sig-param-offset-huge':
        set32(isg1, 4, 0xFFFFFFF0)
    elif case == 'sig-count-huge':
        set32(osg1, 0, 0x08000000)
    elif case == 'sig-name-offset-past-end':
        set32(isg1, 8 + 4, len(isg1) + 100)
    elif case == 'sig-name-unterminated':
        part(parts, b'OSG1')[1] = osg1.rstrip(b'\0')
    elif case == 'sig-name-unprintable':
        name_off = struct.unpack_from('<I', osg1, 8 + 4)[0]
        osg1[name_off:name_off + 3] = b'\x01\xff\x7f'
    # --- PSV0 ---
    elif case == 'psv0-cut':
        part(parts, b'PSV0')[1] = part(parts, b'PSV0')[1][:3]
    elif case == 'psv0-info-size-huge':
        set32(part(parts, b'PSV0')[1], 0, 0xFFFFFFFF)
    elif case == 'psv0-tables-cut':
        p = part(parts, b'PSV0')
        p[1] = p[1][:len(p[1]) - 20]
    # --- HASH / DXIL ---
    elif case == 'hash-cut':
        part(parts, b'HASH')[1] = part(parts, b'HASH')[1][:7]
    elif case == 'dxil-cut':
        part(parts, b'DXIL')[1] = part(parts, b'DXIL')[1][:10]
    elif case == 'dxil-bitcode-offset-huge':
        set32(part(parts, b'DXIL')[1], 16, 0xFFFFFFF0)
    elif case == 'dxil-size-huge':
        set32(part(parts, b'DXIL')[1], 4, 0xFFFFFFFF)
    # --- RTS0 ---
    elif case == 'rts0-cut':
        rparts[0][1] = rparts[0][1][:10]
        return build(rhead, rparts)
    elif case == 'rts0-param-offset-past-end':
        set32(rparts[0][1], 8, len(rparts[0][1]))
        return build(rhead, rparts)
    elif case == 'rts0-param-count-huge':
        set32(rparts[0][1], 4, 0x40000000)
        return build(rhead, rparts)
    elif case == 'rts0-version-unknown':
        set32(rparts[0][1], 0, 9)
        return build(rhead, rparts)
    elif case == 'rts0-range-offset-past-end':
        # parameter 3 (the table): its ranges offset, in the table header
        data = rparts[0][1]
        params = struct.unpack_from('<I', data, 8)[0]
        table = struct.unpack_from('<I', data, params + 3 * 12 + 8)[0]
        set32(data, table + 4, len(data) + 4)
        return build(rhead, rparts)
    else:
        sys.exit('unknown case ' + case)
    return build(head, parts)


if __name__ == '__main__':
    open(sys.argv[2], 'wb').write(make(sys.argv[1]))
