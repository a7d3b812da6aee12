#!/usr/bin/env python3
"""dxsig-pack inside opt against opt's own verifier on the same module.

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

usage: bench_opt.py GEN_MODULE OPT PLUGIN [--sizes 1000,10000,100000] [--repeats R]
                    [--bodies yes|no|both]"""
import argparse
import os
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

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('gen')
    ap.add_argument('opt')
    ap.add_argument('plugin')
    ap.add_argument('--sizes', default='1000,10000,100000')
    ap.add_argument('--repeats', type=int, default=3)
    ap.add_argument('--elements', type=int, default=7)
    ap.add_argument('--bodies', choices=['yes', 'no', 'both'], default='both')
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

if __name__ == '__main__':
    main()
