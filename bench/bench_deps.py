#!/usr/bin/env python3
"""Instruction counts (callgrind) of the body analyses behind PSV0's
dependency tables and the geometry-shader stream check, on three shapes
doubled again and again: the ratio to the previous size is about 2 when the
work is linear, about 4 when it is quadratic.

  chain    a vertex shader adding N input components into partial sums,
           storing each sum (N stores, each reaching up to 8 inputs)
  tail     N tests of an input, each branching early into one shared tail
           of N blocks that stores (every tail block is control dependent
           on all N branches)
  gs       a geometry shader whose entry calls N helpers in turn, each
           storing an output and calling the one before it (the first
           emits): a helper's callee is met first, so a pass over the
           functions in the order they are met learns one level at a time

Each case runs `dxsig container FILE -o OUT` under callgrind and counts the
instructions inside the dependency analysis (dxsig_glue_view_id_state) or,
for gs, the stream analysis (assignEmitStreams), and the whole run; `per
IR inst` is the analysis's count over the module's instructions.

usage: bench_deps.py DXSIG [--cases chain,tail,gs] [--from N] [--doublings D]
                     [--valgrind PATH]"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

SIG_VS = '''
!dx.valver = !{!9}
!9 = !{i32 1, i32 8}
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!10, !11}
!2 = !{!20, !21}
!10 = !{i32 0, !"P", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!11 = !{i32 1, !"Q", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 1, i8 0, i8 0, i8 0, i32 0}
!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, i8 0, i32 0}
!21 = !{i32 1, !"O", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 1, i8 0, i8 0, i8 0, i32 0}
!3 = !{i32 0}
'''

DECLS = '''declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.emitStream(i32, i8)
'''


def loads(out):
    """The 8 input components as %x0..%x7."""
    for k in range(8):
        out.append(f'  %x{k} = call float @dx.op.loadInput.f32(i32 4, i32 {k // 4}, i32 0, '
                   f'i8 {k % 4}, i32 undef)\n')


def gen_chain(n):
    out = ['target triple = "dxil-pc-shadermodel6.0-vertex"\n'
           'define void @main() #0 {\nentry:\n']
    loads(out)
    prev = '%x0'
    for i in range(n):
        out.append(f'  %s{i} = fadd fast float {prev}, %x{i % 8}\n')
        out.append(f'  call void @dx.op.storeOutput.f32(i32 5, i32 {(i // 4) % 2}, i32 0, '
                   f'i8 {i % 4}, float %s{i})\n')
        prev = f'%s{i}'
    out.append('  ret void\n}\n' + DECLS + 'attributes #0 = { "hlsl.shader"="vertex" }\n' + SIG_VS)
    return ''.join(out), 3 * n + 9


def gen_tail(n):
    out = ['target triple = "dxil-pc-shadermodel6.0-vertex"\n'
           'define void @main() #0 {\nentry:\n']
    loads(out)
    out.append('  br label %b0\n')
    for i in range(n):
        out.append(f'b{i}:\n  %c{i} = fcmp ogt float %x{i % 8}, {float(i)!r}\n'
                   f'  br i1 %c{i}, label %t0, label %b{i + 1}\n')
    out.append(f'b{n}:\n  ret void\n')
    prev = '%x0'
    for j in range(n):
        out.append(f't{j}:\n  %s{j} = fadd fast float {prev}, %x{j % 8}\n'
                   f'  call void @dx.op.storeOutput.f32(i32 5, i32 {(j // 4) % 2}, i32 0, '
                   f'i8 {j % 4}, float %s{j})\n')
        out.append(f'  br label %t{j + 1}\n')
        prev = f'%s{j}'
    out.append(f't{n}:\n  ret void\n}}\n' + DECLS +
               'attributes #0 = { "hlsl.shader"="vertex" }\n' + SIG_VS)
    return ''.join(out), 5 * n + 11


def gen_gs(n):
    out = ['target triple = "dxil-pc-shadermodel6.0-geometry"\n'
           'define void @main() #0 {\nentry:\n'
           '  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)\n']
    out += [f'  call void @h{i}(float %x)\n' for i in range(n)]
    out.append('  ret void\n}\n')
    for i in range(n):
        out.append(f'define void @h{i}(float %v) {{\nentry:\n'
                   f'  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 {i % 4}, '
                   f'float %v)\n')
        out.append(f'  call void @h{i - 1}(float %v)\n' if i
                   else '  call void @dx.op.emitStream(i32 97, i8 0)\n')
        out.append('  ret void\n}\n')
    out.append(DECLS + 'attributes #0 = { "hlsl.shader"="geometry" }\n'
               '!dx.valver = !{!9}\n!9 = !{i32 1, i32 8}\n'
               '!dx.semantic.signatures = !{!0}\n!0 = !{ptr @main, !1, !2}\n'
               '!1 = !{!10}\n!2 = !{!20}\n!3 = !{i32 0}\n'
               '!10 = !{i32 0, !"P", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 0, i8 0, i8 0, '
               'i8 0, i32 0}\n'
               '!20 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 0, i32 1, i8 4, i32 0, '
               'i8 0, i8 0, i8 0, i32 0}\n')
    return ''.join(out), 5 * n + 2


CASES = {'chain': (gen_chain, 'dxsig_glue_view_id_state', 4000),
         'tail': (gen_tail, 'dxsig_glue_view_id_state', 1000),
         'gs': (gen_gs, '*assignEmitStreams*', 1000)}


def callgrind(valgrind, function, argv):
    """(instructions inside function, instructions of the whole run)."""
    with tempfile.TemporaryDirectory() as tmp:
        counts = []
        for toggle in ([f'--toggle-collect={function}'], []):
            out = os.path.join(tmp, 'callgrind.out')
            run = subprocess.run([valgrind, '--tool=callgrind', '--callgrind-out-file=' + out]
                                 + toggle + argv, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
            if run.returncode != 0:
                sys.exit(f'bench_deps: {" ".join(argv)} failed:\n{run.stderr}')
            with open(out) as f:
                totals = re.search(r'^(?:totals|summary): (\d+)', f.read(), re.M)
            if not totals:
                sys.exit('bench_deps: no totals in callgrind\'s output')
            counts.append(int(totals.group(1)))
        return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('dxsig')
    ap.add_argument('--cases', default='chain,tail,gs')
    ap.add_argument('--from', dest='start', type=int, help='the first N of every case')
    ap.add_argument('--doublings', type=int, default=2)
    ap.add_argument('--valgrind', default=shutil.which('valgrind'))
    args = ap.parse_args()
    if not args.valgrind:
        print('bench_deps: valgrind not found, no instruction counts')
        return 0
    print(f'{"case":>6} {"N":>7} {"IR insts":>9} {"analysis":>14} {"x prev":>7} '
          f'{"per IR inst":>11} {"whole run":>14} {"x prev":>7}', flush=True)
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for case in args.cases.split(','):
            gen, function, start = CASES[case]
            prev = None
            for d in range(args.doublings + 1):
                n = (args.start or start) << d
                text, insts = gen(n)
                path = os.path.join(tmp, f'{case}{n}.ll')
                with open(path, 'w') as f:
                    f.write(text)
                part, whole = callgrind(args.valgrind, function,
                                        [args.dxsig, 'container', path, '-o',
                                         os.path.join(tmp, 'out.dxbc')])
                ratios = ['', '']
                if prev:
                    ratios = [f'{part / prev[0]:7.2f}', f'{whole / prev[1]:7.2f}']
                    worst = max(worst, part / prev[0])
                print(f'{case:>6} {n:>7} {insts:>9} {part:>14,} {ratios[0]:>7} '
                      f'{part / insts:>11,.0f} {whole:>14,} {ratios[1]:>7}', flush=True)
                prev = (part, whole)
    print(f'worst analysis ratio per doubling: {worst:.2f} (goal: at most 2.1)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
