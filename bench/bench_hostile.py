#!/usr/bin/env python3
"""Valid but large inputs, each doubled again and again: does the time grow
by 2x per doubling (linear) or 4x (quadratic)?

  layout     an input layout of N distinct elements checked against a
             vertex shader (dxsig link --input-layout): the duplicate check
  pipelines  a library of N vertex and N pixel entries and N pipelines
             pairing them (dxsig link FILE.ll): each stage looked up by name
  dump-json  a container whose part table lists its ISG1 part N more times
             (dxsig dump --json): each listing decoded again or referred back
  name       a vertex shader whose input element has an N-byte semantic
             name, read 3,000 times out of range (dxsig verify): the name
             copied into each diagnostic, or quoted cut
  shared     a library of N vertex entries sharing one output list that
             minimal packing searches to its budget (dxsig pack
             --packing=minimal): the list packed once, or once per entry
  link-parts a vertex shader container whose OSG1 part holds N records and
             a pixel shader container whose ISG1 part reads them (dxsig
             link A.dxbc:vertex B.dxbc:pixel): each input's output found
             by a pass over the part, or looked up

For each size: wall seconds (best of R runs), the ratio to the previous
size (`x prev`: about 2 is linear, about 4 quadratic, about 1 flat), bytes
written on standard output and error, and the peak RSS.

usage: bench_hostile.py DXSIG FIXTURE.dxbc
                        [--cases layout,pipelines,dump-json,name,shared,link-parts]
                        [--from N] [--doublings D] [--repeats R]
(FIXTURE: test/fixtures/vs_example.dxbc)"""
import argparse
import os
import struct
import subprocess
import sys
import tempfile
import time


def measure(cmd):
    """(seconds, output bytes, peak RSS in MiB) of one run."""
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=out)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        out.seek(0, os.SEEK_END)
        size = out.tell()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):  # 1: the inputs have errors, as some cases mean to
        sys.exit(f'bench_hostile: {" ".join(cmd)} exited with {code}')
    return elapsed, size, usage.ru_maxrss / 1024.0


VS = '''target triple = "dxil-pc-shadermodel6.8-library"
define void @vs_main() #0 {
  ret void
}
attributes #0 = { "hlsl.shader"="vertex" }
!dx.semantic.signatures = !{!3}
!1 = !{i32 0}
!2 = !{!{i32 0, !"POSITION", i32 9, i32 0, !1, i32 0, i32 1, i8 3, i32 -1, i8 -1, i8 7, i8 0, i32 0}}
!3 = !{ptr @vs_main, !2, null}
'''


def gen_layout(tmp, n):
    """A vertex shader and a layout of n distinct elements."""
    vs = os.path.join(tmp, 'vs.ll')
    with open(vs, 'w') as f:
        f.write(VS)
    layout = os.path.join(tmp, f'layout{n}.txt')
    with open(layout, 'w') as f:
        f.write('POSITION 0 R32G32B32_FLOAT\n')
        f.writelines(f'T{i} {i % 7} R32_FLOAT\n' for i in range(n - 1))
    return ['--input-layout', layout, vs]


ELEMENT = ('!{i32 0, !"%s", i32 9, i32 %d, !1, i32 %d, i32 1, i8 4, i32 -1, i8 -1, '
           'i8 15, i8 0, i32 0}')


def gen_pipelines(tmp, n):
    """n vertex and n pixel entries (shared lists) and n pipelines."""
    path = os.path.join(tmp, f'pipelines{n}.ll')
    out = ['target triple = "dxil-pc-shadermodel6.8-library"\n']
    for i in range(n):
        out.append(f'define void @vs{i}() #0 {{\n  ret void\n}}\n'
                   f'define void @ps{i}() #1 {{\n  ret void\n}}\n')
    out.append('attributes #0 = { "hlsl.shader"="vertex" }\n'
               'attributes #1 = { "hlsl.shader"="pixel" }\n!1 = !{i32 0}\n')
    out.append('!2 = !{%s}\n' % (ELEMENT % ('SV_Position', 3, 4)))
    out.append('!3 = !{%s}\n' % (ELEMENT % ('SV_Target', 16, 0)))
    sigs, pipes = [], []
    for i in range(n):
        sigs += [f'!{10 + 3 * i}', f'!{11 + 3 * i}']
        pipes.append(f'!{12 + 3 * i}')
        out.append(f'!{10 + 3 * i} = !{{ptr @vs{i}, null, !2}}\n'
                   f'!{11 + 3 * i} = !{{ptr @ps{i}, !2, !3}}\n'
                   f'!{12 + 3 * i} = !{{!"p{i}", ptr @vs{i}, ptr @ps{i}}}\n')
    out.append('!dx.semantic.signatures = !{%s}\n' % ', '.join(sigs))
    out.append('!dx.pipelines = !{%s}\n' % ', '.join(pipes))
    with open(path, 'w') as f:
        f.write(''.join(out))
    return [path]


def gen_dump(tmp, n, fixture):
    """The fixture with its ISG1 part listed n more times."""
    d = open(fixture, 'rb').read()
    count = struct.unpack_from('<I', d, 28)[0]
    offsets = list(struct.unpack_from('<%dI' % count, d, 32))
    isg1 = next(o for o in offsets if d[o:o + 4] == b'ISG1')
    shift = 4 * n
    table = [o + shift for o in offsets] + [isg1 + shift] * n
    body = d[32 + 4 * count:]
    total = 32 + 4 * len(table) + len(body)
    head = d[:20] + struct.pack('<HHII', 1, 0, total, len(table))
    path = os.path.join(tmp, f'dump{n}.dxbc')
    with open(path, 'wb') as f:
        f.write(head + struct.pack('<%dI' % len(table), *table) + body)
    return ['--json', path]


def gen_name(tmp, n, reads=3000):
    """An input element with an n-byte name read reads times at row 1."""
    path = os.path.join(tmp, f'name{n}.ll')
    out = ['target triple = "dxil-pc-shadermodel6.8-vertex"\ndefine void @main() #0 {\n']
    out += ['  %%v%d = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 1, i8 0, i32 undef)\n'
            % i for i in range(reads)]
    out.append('  ret void\n}\ndeclare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)\n'
               'attributes #0 = { "hlsl.shader"="vertex" }\n'
               '!dx.semantic.signatures = !{!0}\n!0 = !{ptr @main, !1, null}\n'
               '!1 = !{!2}\n!3 = !{i32 0}\n')
    out.append('!2 = !{i32 0, !"%s", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 -1, i8 -1, '
               'i8 0, i8 0, i32 0}\n' % ('N' * n))
    with open(path, 'w') as f:
        f.write(''.join(out))
    return [path]


# A vertex output list (from the public oracle corpus) whose minimal
# packing spends the whole node budget: (name, type, kind, indices,
# interpolation, rows, cols).
HARD_LIST = [
    ('BLENDWEIGHT', 2, 0, '0', 1, 1, 1), ('DATA', 9, 0, '4,5,6', 2, 3, 2),
    ('C', 8, 0, '0', 2, 1, 4), ('VAR', 2, 0, '0', 1, 1, 2),
    ('NORMAL', 9, 0, '4,5,6,7,8,9', 2, 6, 4), ('TANGENT', 1, 0, '1', 1, 1, 3),
    ('NORMAL', 3, 0, '10', 1, 1, 1), ('NORMAL', 3, 0, '11', 1, 1, 1),
    ('BLENDWEIGHT', 5, 0, '3', 1, 1, 1), ('TEXCOORD', 9, 0, '0', 1, 1, 2),
    ('A', 9, 0, '0,1,2,3,4,5', 1, 6, 2), ('TANGENT', 4, 0, '3,4,5,6', 1, 4, 3),
    ('SV_Position', 9, 3, '0', 4, 1, 4), ('TANGENT', 9, 0, '7', 2, 1, 2),
    ('SV_CullDistance', 9, 7, '1', 2, 1, 2), ('BINORMAL', 9, 0, '0', 2, 1, 1),
    ('TANGENT', 9, 0, '0', 2, 1, 2), ('A', 4, 0, '6', 1, 1, 2),
    ('WORLDPOS', 4, 0, '0', 1, 1, 1), ('SV_CullDistance', 9, 7, '0', 2, 1, 1),
    ('SV_RenderTargetArrayIndex', 5, 4, '0', 1, 1, 1), ('DATA', 5, 0, '7,8,9,10', 1, 4, 1),
]


def gen_shared(tmp, n):
    """n vertex entries whose output is one list node, HARD_LIST."""
    path = os.path.join(tmp, f'shared{n}.ll')
    out = ['target triple = "dxil-pc-shadermodel6.8-library"\n']
    out += [f'define void @vs{i}() #0 {{\n  ret void\n}}\n' for i in range(n)]
    out.append('attributes #0 = { "hlsl.shader"="vertex" }\n')
    elements = []
    for i, (name, ctype, kind, idx, interp, rows, cols) in enumerate(HARD_LIST):
        out.append(f'!{100 + i} = !{{{", ".join(f"i32 {x}" for x in idx.split(","))}}}\n')
        elements.append(f'!{{i32 {i}, !"{name}", i32 {ctype}, i32 {kind}, !{100 + i}, '
                        f'i32 {interp}, i32 {rows}, i8 {cols}, i32 -1, i8 -1, i8 0, i8 0, '
                        f'i32 0}}')
    out.append('!2 = !{%s}\n' % ', '.join(elements))
    sigs = []
    for i in range(n):
        sigs.append(f'!{1000 + i}')
        out.append(f'!{1000 + i} = !{{ptr @vs{i}, null, !2}}\n')
    out.append('!dx.semantic.signatures = !{%s}\n' % ', '.join(sigs))
    with open(path, 'w') as f:
        f.write(''.join(out))
    return ['--packing=minimal', '-o', os.path.join(tmp, 'shared.out.ll'), path]
def signature_container(fourcc, n):
    """A container of one signature part of n records, TEXCOORD0 to
    TEXCOORD(n-1) in registers 0 to n-1 (inputs always read)."""
    start = 8 + 32 * n
    rw = 0xF if fourcc == b'ISG1' else 0
    part = (struct.pack('<II', n, 8) +
            b''.join(struct.pack('<IIIIIIBBHI', 0, start, i, 0, 3, i, 0xF, rw, 0, 0)
                     for i in range(n)) + b'TEXCOORD\0')
    part += bytes(-len(part) % 4)
    return (b'DXBC' + bytes(16) + struct.pack('<HHIII', 1, 0, 44 + len(part), 1, 36) +
            fourcc + struct.pack('<I', len(part)) + part)


def gen_link_parts(tmp, n):
    paths = []
    for name, fourcc, stage in (('vs', b'OSG1', 'vertex'), ('ps', b'ISG1', 'pixel')):
        path = os.path.join(tmp, f'{name}{n}.dxbc')
        with open(path, 'wb') as f:
            f.write(signature_container(fourcc, n))
        paths.append(f'{path}:{stage}')
    return paths


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('dxsig')
    ap.add_argument('fixture')
    ap.add_argument('--cases', default='layout,pipelines,dump-json,name,shared,link-parts')
    ap.add_argument('--from', dest='start', type=int,
                    help='the first N of every case (default: its own)')
    ap.add_argument('--doublings', type=int, default=4)
    ap.add_argument('--repeats', type=int, default=3)
    args = ap.parse_args()
    # Each case from a size where the quadratic term already shows.
    commands = {'layout': ('link', gen_layout, 20000),
                'pipelines': ('link', gen_pipelines, 2500),
                'dump-json': ('dump', lambda tmp, n: gen_dump(tmp, n, args.fixture), 5000),
                'name': ('verify', gen_name, 65536),
                'shared': ('pack', gen_shared, 25),
                'link-parts': ('link', gen_link_parts, 20000)}
    print(f'{"case":>10} {"N":>8} {"seconds":>9} {"x prev":>7} {"out bytes":>11} {"MiB":>7}',
          flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for case in args.cases.split(','):
            command, gen, start = commands[case]
            prev = None
            for d in range(args.doublings + 1):
                n = (args.start or start) << d
                cmd = [args.dxsig, command] + gen(tmp, n)
                t, size, rss = min(measure(cmd) for _ in range(args.repeats))
                ratio = f'{t / prev:7.2f}' if prev else f'{"":>7}'
                print(f'{case:>10} {n:>8} {t:>9.3f} {ratio} {size:>11} {rss:>7.1f}', flush=True)
                prev = t


if __name__ == '__main__':
    main()
