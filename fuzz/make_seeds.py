#!/usr/bin/env python3
"""Builds the seed corpora of the fuzz harnesses from the test suites.

  make_seeds.py --src REPO --out DIR [--dxsig build/bin/dxsig]

DIR/fuzz_pack       oracle .ll signatures in fuzz_pack's element encoding
DIR/fuzz_ll         every .ll of the test suites (split-file parts included);
                    the entry-body tests also with a body recipe (fuzz_ll.c)
DIR/fuzz_rootsig    root-signature strings (option byte + text)
DIR/fuzz_rootsig_file  root-signature HLSL files (option byte + file)
DIR/fuzz_container  containers: test fixtures, containers `dxsig container`
                    writes for the oracle corpus, oracle parts wrapped in a
                    container
DIR/fuzz_hlsl       the hand-written files of fuzz/corpus/hlsl (and the HLSL
                    of the test suites), behind option bytes for each profile
DIR/fuzz_layout     the input layouts of the test suites
DIR/fuzz_link       modules in fuzz_link's encoding: stages that link, that
                    do not, pipelines of every item kind, a layout
The oracle copies in the repository (test/rootsig, test/parts) are used too.
Output names are content hashes, so reruns add nothing twice."""
import argparse
import glob
import hashlib
import os
import re
import struct
import subprocess
import sys
import tempfile

MAX_LL = 16384


def put(out, name, data):
    if isinstance(data, str):
        data = data.encode()
    d = os.path.join(out, name)
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, hashlib.sha1(data).hexdigest())
    if not os.path.exists(path):
        with open(path, 'wb') as f:
            f.write(data)


def split_file_parts(text):
    """The `;--- name` parts of a lit test that uses split-file."""
    parts = re.split(r'^;--- (\S+)\n', text, flags=re.M)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def ll_inputs(src):
    files = glob.glob(os.path.join(src, 'test', '**', '*.ll'), recursive=True)
    files += glob.glob(os.path.join(src, 'examples', '*.ll'))
    for f in sorted(files):
        yield f, open(f, errors='replace').read()
    for f in sorted(glob.glob(os.path.join(src, 'test', 'lit', '**', '*.test'), recursive=True)):
        for name, part in split_file_parts(open(f, errors='replace').read()).items():
            if name.endswith('.ll'):
                yield f + ':' + name, part


# --- fuzz_pack encoding (the inverse of fuzz_pack.c's decode) -------------
STAGES = {'pixel': 0, 'vertex': 1, 'geometry': 2, 'hull': 3, 'domain': 4, 'compute': 5,
          'library': 6, 'mesh': 13, 'amplification': 14}


def ival(op):
    m = re.match(r'i\d+ (-?\d+)', op.strip())
    return int(m.group(1)) if m else 0


def pack_seeds(text):
    nodes = {}
    for m in re.finditer(r'^!(\d+) = (?:distinct )?!\{(.*)\}\s*$', text, re.M):
        body = m.group(2).strip()
        nodes[int(m.group(1))] = [o.strip() for o in body.split(',')] if body else []
    attrs = {}
    for m in re.finditer(r'^attributes #(\d+) = \{(.*)\}', text, re.M):
        s = re.search(r'"hlsl.shader"="(\w+)"', m.group(2))
        if s:
            attrs[m.group(1)] = s.group(1)
    stage_of = {}
    for m in re.finditer(r'^define \S+ @(\w+)\([^)]*\)\s*#(\d+)', text, re.M):
        stage_of[m.group(1)] = attrs.get(m.group(2))
    env = re.search(r'target triple = "[^"]*-(\w+)"', text)
    native16 = 1 if re.search(r'!"dx.nativelowprec", i32 1\}', text) else 0
    table = re.search(r'^!dx.semantic.signatures = !\{(.*)\}', text, re.M)
    if not table:
        return
    for ref in table.group(1).split(','):
        ref = ref.strip()
        if not ref.startswith('!') or not ref[1:].isdigit() or int(ref[1:]) not in nodes:
            continue
        triple = nodes[int(ref[1:])]
        if not triple or '@' not in triple[0]:
            continue
        fn = triple[0].split('@')[1]
        stage = stage_of.get(fn) or (env.group(1) if env else None)
        body = b''
        for lst, op in enumerate(triple[1:4]):
            if not op.startswith('!') or not op[1:].isdigit():
                continue
            for el in nodes.get(int(op[1:]), []):
                if not el.startswith('!') or not el[1:].isdigit():
                    continue
                ops = nodes.get(int(el[1:]), [])
                if len(ops) != 13 or not ops[4].startswith('!'):
                    continue
                if ops[4][1:].isdigit():
                    idx = [ival(o) for o in nodes.get(int(ops[4][1:]), [])]
                else:
                    idx = [ival(ops[4][2:-1])]
                kind, rows = ival(ops[3]), ival(ops[6])
                srow, scol = ival(ops[8]), ival(ops[9])
                count_byte = 0 if len(idx) == rows else 0x80 | (len(idx) & 0x1F)
                step = idx[1] - idx[0] if len(idx) > 1 else 1
                count_byte |= (step & 3) << 5
                name_byte = 0x40 if kind != 0 else 2
                body += bytes([kind & 0xFF, ival(ops[2]) & 0xFF, ival(ops[5]) & 0xFF,
                               rows & 0xFF, ival(ops[7]) & 0xFF,
                               0x80 if srow < 0 else srow & 0x1F,
                               0x80 if scol < 0 else scol & 3,
                               (ival(ops[10]) & 15) | (ival(ops[11]) & 15) << 4,
                               (ival(ops[12]) & 3) | lst << 4,
                               count_byte, (idx[0] if idx else 0) & 0xFF, name_byte])
        if body:
            for mode in (0, 1, 4, 0x40):  # prefix-stable, optimized, +minimal, +printers
                yield bytes([STAGES.get(stage, 0x80), mode | native16 << 1]) + body


# --- containers -----------------------------------------------------------
def container(parts):
    """A DXBC container with the given (fourcc, data) parts; digest zero."""
    head = 32 + 4 * len(parts)
    offsets, body = [], b''
    for cc, data in parts:
        offsets.append(head + len(body))
        body += cc.encode() + struct.pack('<I', len(data)) + data
    total = head + len(body)
    return (b'DXBC' + bytes(16) + struct.pack('<HHII', 1, 0, total, len(parts)) +
            b''.join(struct.pack('<I', o) for o in offsets) + body)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--src', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--dxsig')
    a = ap.parse_args()
    src, out = os.path.abspath(a.src), a.out
    test = os.path.join(src, 'test')

    lls = list(ll_inputs(src))
    # Modules with !dx.rootsignatures (clang 22's output) from the
    # root-signature corpus: every fourth.
    for f in sorted(glob.glob(os.path.join(test, 'rootsig', 'public', '*.ll')))[::4]:
        lls.append((f, open(f, errors='replace').read()))
    for name, text in lls:
        if len(text) <= MAX_LL:
            put(out, 'fuzz_ll', text)
            # The entry-body tests again with a recipe after a NUL byte:
            # fuzz_ll grows a body of accesses from it (fuzz_ll.c).
            if os.sep + 'body' + os.sep in name:
                recipe = hashlib.sha256(text.encode()).digest() * 3
                put(out, 'fuzz_ll', text.encode() + b'\0' + recipe)
        for seed in pack_seeds(text):
            put(out, 'fuzz_pack', seed)

    # Root signatures: option bytes 0 (1.1, dxc), 1 (1.0), 3 (1.2), 4 (clang).
    rs = []
    rs += glob.glob(os.path.join(test, '**', '*.rs'), recursive=True)
    for f in sorted(rs):
        text = open(f, 'rb').read()
        for opt in (0, 1, 3, 4):
            put(out, 'fuzz_rootsig', bytes([opt]) + text)
    hlsl = []
    hlsl += glob.glob(os.path.join(test, '**', 'rootsig', '**', '*.hlsl'), recursive=True)
    for f in sorted(hlsl)[:200]:
        put(out, 'fuzz_rootsig_file', b'\x10' + open(f, 'rb').read()[:4000])
    # The HLSL parts of the lit tests that use split-file.
    for f in sorted(glob.glob(os.path.join(test, '**', 'rootsig', '*.test'), recursive=True)):
        for name, part in split_file_parts(open(f, errors='replace').read()).items():
            if name.endswith(('.hlsl', '.hlsli')):
                put(out, 'fuzz_rootsig_file', b'\x10' + part.encode()[:4000])
    # Directives that must end: a self-include, an unterminated #if, a
    # macro that names itself.
    put(out, 'fuzz_rootsig_file', b'\x00#include "input.hlsl"\n#define RS "CBV(b0)"\n')
    put(out, 'fuzz_rootsig_file', b'\x00#if 1\n#define RS "CBV(b0)"\n')
    put(out, 'fuzz_rootsig_file', b'\x00#define A A B\n#define B A\n#define RS A\n')
    put(out, 'fuzz_rootsig', b'\x00RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), '
        b'DescriptorTable(SRV(t0, numDescriptors=4), UAV(u1)), StaticSampler(s0)')

    # HLSL for the entry reader: two option bytes (fuzz_hlsl.c), then the
    # text. Each file under every profile (-E main for the stage profiles,
    # every [shader] function for lib_6_3 and none), then under -Zpr,
    # -enable-16bit-types and -Gec with optimized packing, validator 1.8, a
    # DXIL part and explain.
    hl = sorted(glob.glob(os.path.join(src, 'fuzz', 'corpus', 'hlsl', '*.hlsl')))
    hl += sorted(f for f in glob.glob(os.path.join(test, '**', '*.hlsl'), recursive=True)
                 if os.sep + 'rootsig' + os.sep not in f and 'rs-' not in os.path.basename(f))
    for f in hl:
        text = open(f, 'rb').read()[:8000]
        for profile in range(9):
            entry = 0x10 if profile < 7 else 0
            put(out, 'fuzz_hlsl', bytes([profile | entry, 0]) + text)
            put(out, 'fuzz_hlsl', bytes([profile | entry | 0xE0, 0x3F]) + text)

    # Input layouts, and the layout lines of the lit tests that write them.
    for f in sorted(glob.glob(os.path.join(test, '**', '*layout*.txt'), recursive=True)):
        put(out, 'fuzz_layout', open(f, 'rb').read())
    put(out, 'fuzz_layout', b'POSITION 0 R32G32B32_FLOAT\nposition 0 R32_FLOAT\n'
        b'TEXCOORD 4294967295 DXGI_FORMAT_R16G16_UNORM # wide\nCOLOR 0 D32_FLOAT\n')

    # fuzz_link (fuzz_link.c): elements (entry | list << 4, name | index << 4,
    # type | interpolation << 2 | rows - 1 << 5, columns - 1 | mask << 4),
    # then pipelines (0xFE, count, items), then a layout (0xFD, text).
    vs_ps = bytes([0x10, 0x04, 0x00, 0x3F, 0x10, 0x01, 0x08, 0x3F,   # vs out: SV_Position, TEXCOORD0
                   0x04, 0x04, 0x10, 0x3F, 0x04, 0x01, 0x08, 0x3F,   # ps in: the same
                   0x14, 0x05, 0x00, 0xF3,                           # ps out: SV_Target
                   0x00, 0x00, 0x00, 0x72])                          # vs in: POSITION0
    put(out, 'fuzz_link', b'\x00' + vs_ps + b'\xfe\x03\x80\x00\x04')
    put(out, 'fuzz_link', b'\x01' + vs_ps + b'\xfe\x02\x00\x04\xfe\x02\x04\x00'
        b'\xfd' + b'POSITION 0 R32G32B32_FLOAT\nTEXCOORD 0 R32G32_FLOAT\n')
    # Tessellation: vs -> hs -> ds -> ps, with tess factors; and bad items.
    tess = bytes([0x10, 0x01, 0x00, 0x3F, 0x01, 0x01, 0x00, 0x3F,   # vs out, hs in: TEXCOORD0
                  0x11, 0x01, 0x00, 0x3F, 0x02, 0x01, 0x00, 0x3F,   # hs out, ds in
                  0x21, 0x08, 0x40, 0x10, 0x21, 0x09, 0x00, 0x10,   # hs patch constants
                  0x22, 0x08, 0x40, 0x10, 0x22, 0x09, 0x00, 0x10,   # ds patch constants
                  0x12, 0x04, 0x00, 0x3F, 0x04, 0x04, 0x10, 0x3F])  # ds out, ps in
    put(out, 'fuzz_link', b'\x00' + tess + b'\xfe\x05\x80\x00\x01\x02\x04'
        b'\xfe\x04\x00\xa1\xc0\xe0\xfe\x03\x05\x06\x07\xfe\x01\x00')

    # Containers.
    for f in sorted(glob.glob(os.path.join(test, '**', '*.dxbc'), recursive=True)):
        put(out, 'fuzz_container', open(f, 'rb').read())
    parts_dir = os.path.join(test, 'parts', 'public')
    by_case = {}
    for f in sorted(glob.glob(os.path.join(parts_dir, '*.hex'))):
        m = re.match(r'(.*)\.([A-Z0-9]{4})\.(v[0-9.]+)\.hex$', os.path.basename(f))
        if m:
            by_case.setdefault((m.group(1), m.group(3)), []).append(
                (m.group(2), bytes.fromhex(open(f).read().strip())))
    for i, (_, parts) in enumerate(sorted(by_case.items())):
        if i % 4 == 0:
            put(out, 'fuzz_container', container(parts))
    for f in sorted(glob.glob(os.path.join(test, 'rootsig', 'public', '*.hex')))[::8]:
        put(out, 'fuzz_container', container([('RTS0', bytes.fromhex(open(f).read().strip()))]))
    if a.dxsig and os.path.exists(a.dxsig):
        with tempfile.TemporaryDirectory() as tmp:
            for i, f in enumerate(sorted(glob.glob(os.path.join(src, 'test', 'oracle', 'public', '*.ll')))):
                if i % 3:
                    continue
                dst = os.path.join(tmp, 'out.dxbc')
                r = subprocess.run([a.dxsig, 'container', f, '-o', dst],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                if r.returncode == 0:
                    put(out, 'fuzz_container', open(dst, 'rb').read())
    for h in ('fuzz_pack', 'fuzz_ll', 'fuzz_rootsig', 'fuzz_rootsig_file', 'fuzz_container',
              'fuzz_hlsl', 'fuzz_layout', 'fuzz_link'):
        d = os.path.join(out, h)
        os.makedirs(d, exist_ok=True)
        print('%s: %d seeds' % (h, len(os.listdir(d))))


if __name__ == '__main__':
    main()
