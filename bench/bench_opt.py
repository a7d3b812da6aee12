#!/usr/bin/env python3
"""dxsig's passes inside opt against opt's work on the same module.

For each N, a synthetic library module with N entry points (gen_module, ~7
elements per list) is run through
    opt -passes=verify -S             (the baseline: parse, verify, print)
    opt -passes=dxsig-pack -S         (parse, read metadata, verify, pack,
                                       rewrite metadata, print)
side by side; each figure is the best of R runs (wall time) and the peak
RSS of that process. Each size runs twice: on the metadata alone (empty
entry bodies: the worst case, nothing but dxsig's work to compare with)
and with DXC-like bodies (gen_module --bodies: every signature component
read or written through its dx.op intrinsic, half the writes under a
branch; dxsig-pack reads the bodies, checks every access and derives the
masks). Prints one table, then dxsig-pack's time over opt's on the bodies
library of 10,000 entries (or the largest bodies size run), the figure
the bodies work is held to (at most 1.15).

Then, for the sizes of --ir-sizes (valgrind's callgrind, skipped without
valgrind; a 10,000-entry bodies library takes some minutes), the
instructions of the whole opt process for
    opt -load-pass-plugin=DXSig.so -passes=dxsig-verify -S -o OUT LIB.ll
    opt -load-pass-plugin=DXSig.so -passes=dxsig-pack,dxsig-lower \
        -dxsig-entry=FIRST -S -o OUT LIB.ll
and their ratio, held to at most 1.12 on a bodies library and 1.4 on the
metadata alone (issue 26). Why these two command lines:
  - the pipeline is run as a user runs it: dxsig-lower writes the parts of
    one entry (a library's: the one -dxsig-entry names; without it a
    library is an error, entry-ambiguous), FIRST is the library's first
    entry, and the module is written out (-S -o), as the README shows;
  - the baseline is dxsig-verify, not LLVM's verify: both load the plugin,
    read the signatures and bodies and check them, so the ratio is what
    packing and lowering add to a check, not dxsig's reading as well;
  - both write the module the same way (-S), so the common parse and print
    count on both sides and what the pipeline adds to the output (the
    rewritten element nodes, !dx.entryPoints with a record per entry of
    the library) counts on its side: that is printed, verified by opt and
    freed in every real run. With -disable-output on both sides the
    ratios are lower (about 1.09 and 1.28 at 1,000 entries), with LLVM's
    verify -S as the baseline higher (it was 1.19 and 1.68 where this
    pair gave 1.13 and 1.47): neither is what the pipeline adds to a
    check.

usage: bench_opt.py GEN_MODULE OPT PLUGIN [--sizes 1000,10000,100000] [--repeats R]
                    [--bodies yes|no|both] [--ir-sizes 1000,10000] [--valgrind PATH]"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

def measure(cmd):
    """(seconds, peak RSS in MiB) of one run."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    err = proc.stderr.read().decode()
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f'bench_opt: {" ".join(cmd)} failed:\n{err}')
    return elapsed, usage.ru_maxrss / 1024.0

def best(cmd, repeats):
    runs = [measure(cmd) for _ in range(repeats)]
    return min(runs)

def instructions(valgrind, cmd):
    """Instructions of the whole run of cmd (callgrind)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, 'callgrind.out')
        run = subprocess.run([valgrind, '--tool=callgrind', '--callgrind-out-file=' + out] + cmd,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            sys.exit(f'bench_opt: {" ".join(cmd)} failed:\n{run.stderr}')
        with open(out) as f:
            totals = re.search(r'^(?:totals|summary): (\d+)', f.read(), re.M)
        if not totals:
            sys.exit('bench_opt: no totals in callgrind\'s output')
        return int(totals.group(1))

def first_entry(path):
    """The function of the library's first dx.semantic.signatures triple."""
    with open(path) as f:
        for line in f:
            m = re.match(r'!\d+ = !\{ptr @([\w.$]+), ', line)
            if m:
                return m.group(1)
    sys.exit(f'bench_opt: no entry in {path}')

GOALS = {'bodies': 1.12, 'metadata': 1.4}

def instruction_table(args, variants, tmp):
    print(f'\ninstructions (callgrind), whole opt run, both written with -S:')
    print(f'{"module":>8} {"entries":>8} {"dxsig-verify":>14} {"pack,lower":>14} {"x":>6} '
          f'{"goal":>5}')
    misses = []
    for n, bodies in [(int(s), b) for b in variants for s in args.ir_sizes.split(',')]:
        path = os.path.join(tmp, f'ir{n}.ll')
        subprocess.run([args.gen, '-n', str(n), '-m', str(args.elements), '-s', '1', '-o', path]
                       + (['--bodies'] if bodies else []), check=True)
        out = os.path.join(tmp, 'out.ll')
        base = [args.opt, '-load-pass-plugin=' + args.plugin]
        verify = instructions(args.valgrind, base + ['-passes=dxsig-verify', '-S', '-o', out, path])
        pipeline = instructions(args.valgrind,
                                base + ['-passes=dxsig-pack,dxsig-lower',
                                        '-dxsig-entry=' + first_entry(path), '-S', '-o', out,
                                        path])
        kind = 'bodies' if bodies else 'metadata'
        ratio = pipeline / verify
        if ratio > GOALS[kind]:
            misses.append(f'{kind} {n}')
        print(f'{kind:>8} {n:>8} {verify:>14,} {pipeline:>14,} {ratio:>6.3f} '
              f'{GOALS[kind]:>5}', flush=True)
        os.unlink(path)
    print('pack,lower / dxsig-verify: ' +
          ('every size within its goal' if not misses else 'over the goal: ' + ', '.join(misses)))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('gen')
    ap.add_argument('opt')
    ap.add_argument('plugin')
    ap.add_argument('--sizes', default='1000,10000,100000')
    ap.add_argument('--repeats', type=int, default=3)
    ap.add_argument('--elements', type=int, default=7)
    ap.add_argument('--bodies', choices=['yes', 'no', 'both'], default='both')
    ap.add_argument('--ir-sizes', default='1000,10000',
                    help='sizes counted in instructions (empty: none)')
    ap.add_argument('--valgrind', default=shutil.which('valgrind'))
    args = ap.parse_args()
    variants = {'no': [False], 'yes': [True], 'both': [False, True]}[args.bodies]
    print(f'{"module":>8} {"entries":>8} {"elements":>9} {"verify s":>9} {"pack s":>9} '
          f'{"time x":>7} {"verify MiB":>10} {"pack MiB":>9} {"RSS x":>6} {"pack us/elem":>12} '
          f'{"extra us/elem":>13}')
    ratios = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n, bodies in [(int(s), b) for b in variants for s in args.sizes.split(',')]:
            path = os.path.join(tmp, f'lib{n}.ll')
            subprocess.run([args.gen, '-n', str(n), '-m', str(args.elements), '-s', '1', '-o', path]
                           + (['--bodies'] if bodies else []), check=True)
            with open(path) as f:
                elements = sum(line.count('i32 -1, i8 -1') for line in f)
            repeats = args.repeats if n <= 10000 else 1
            base = [args.opt, '-S', '-o', os.devnull, path]
            t_v, m_v = best(base[:1] + ['-passes=verify'] + base[1:], repeats)
            t_p, m_p = best(base[:1] + ['-load-pass-plugin=' + args.plugin,
                                        '-passes=dxsig-pack'] + base[1:], repeats)
            kind = 'bodies' if bodies else 'metadata'
            ratios[(kind, n)] = t_p / t_v
            print(f'{kind:>8} {n:>8} {elements:>9} {t_v:>9.3f} {t_p:>9.3f} {t_p / t_v:>7.3f} '
                  f'{m_v:>10.1f} {m_p:>9.1f} {m_p / m_v:>6.3f} {t_p / elements * 1e6:>12.3f} '
                  f'{(t_p - t_v) / elements * 1e6:>13.3f}',
                  flush=True)
            os.unlink(path)
    sizes = sorted(n for kind, n in ratios if kind == 'bodies')
    if sizes:
        n = 10000 if 10000 in sizes else sizes[-1]
        print(f'bodies library, {n} entries: dxsig-pack / opt -passes=verify -S = '
              f'{ratios[("bodies", n)]:.3f}x (goal: at most 1.15x)')
    if args.ir_sizes and not args.valgrind:
        print('bench_opt: valgrind not found, no instruction counts')
    elif args.ir_sizes:
        with tempfile.TemporaryDirectory() as tmp:
            instruction_table(args, variants, tmp)

if __name__ == '__main__':
    main()
