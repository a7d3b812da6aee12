#!/usr/bin/env python3
"""Runs each (command, input) several times and checks that every run
writes byte-identical output.

  determinism.py DXSIG OPT PLUGIN OUTDIR INPUT.ll...

Per .ll input: dxsig pack, dxsig print, dxsig container, opt
-passes=dxsig-pack -S and -passes=dxsig-pack,dxsig-lower -S; per .hlsl input: dxsig rootsig -E MyRS (1.1 and 1.2). Runs differ in what must not matter: glibc's MALLOC_PERTURB_ (fresh
memory filled with a different byte each run: an uninitialized byte that
reaches the output shows up as a difference), the working directory, and
concurrency (the middle run of each command goes through a pool of 4
workers at once, the others one at a time).
Prints one summary line; exits 1 after listing every difference. In a
sanitized build DXSIG_OPT_PRELOAD names the ASan runtime opt must preload.
"""
import concurrent.futures
import hashlib
import os
import subprocess
import sys

RUNS = 3


def commands(dxsig, opt, plugin, src, out):
    if src.endswith('.hlsl'):  # a root signature named MyRS
        return {
            'rootsig': [dxsig, 'rootsig', src, '-E', 'MyRS', '-o', out],
            'rootsig-1.2-clang': [dxsig, 'rootsig', src, '-E', 'MyRS', '--version=1.2',
                                  '--defaults=clang', '-o', out],
        }
    entry = ['--entry=vs_main'] if os.path.basename(src) == 'seed.ll' else []
    return {
        'pack': [dxsig, 'pack', src, '-o', out],
        'print': [dxsig, 'print', src],
        'container': [dxsig, 'container', src, '-o', out] + entry,
        'opt-pack': [opt, '-load-pass-plugin=' + plugin, '-passes=dxsig-pack', '-S', src, '-o', out],
        'opt-lower': [opt, '-load-pass-plugin=' + plugin, '-passes=dxsig-pack,dxsig-lower', '-S', src,
                      '-o', out] + (['-dxsig-entry=vs_main'] if entry else []),
    }


def run(job):
    argv, out, env, cwd = job
    preload = os.environ.get('DXSIG_OPT_PRELOAD')
    if preload and os.path.basename(argv[0]) == 'opt':  # sanitized plugin
        env = dict(env, LD_PRELOAD=preload, ASAN_OPTIONS='detect_leaks=0')
    r = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=cwd)
    data = r.stdout + b'\0' + (open(out, 'rb').read() if os.path.exists(out) else b'')
    return r.returncode, hashlib.sha256(data + r.stderr).hexdigest(), r.stderr.decode(errors='replace')


def main():
    dxsig, opt, plugin, outdir = [os.path.abspath(a) for a in sys.argv[1:5]]
    inputs = sys.argv[5:]
    os.makedirs(outdir, exist_ok=True)
    jobs = {}
    for i, src in enumerate(inputs):
        src = os.path.abspath(src)
        for run_no in range(RUNS):
            cwd = os.path.join(outdir, 'cwd%d' % run_no)
            os.makedirs(cwd, exist_ok=True)
            env = dict(os.environ, MALLOC_PERTURB_=str(37 + 50 * run_no))
            for name, argv in commands(dxsig, opt, plugin, src, None).items():
                out = os.path.join(outdir, '%d.%s.%d.out' % (i, name, run_no))
                argv = [out if a is None else a for a in commands(dxsig, opt, plugin, src, out)[name]]
                jobs[(src, name, run_no)] = (argv, out, env, cwd)
    results = {}
    sequential = [k for k in jobs if k[2] % 2 == 0]
    parallel = [k for k in jobs if k[2] % 2 == 1]
    for k in sequential:
        results[k] = run(jobs[k])
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        for k, res in zip(parallel, pool.map(run, [jobs[k] for k in parallel])):
            results[k] = res
    bad = 0
    ok_runs = 0
    for src in dict.fromkeys(k[0] for k in jobs):
        for name in commands(dxsig, opt, plugin, src, None):
            got = [results[(src, name, r)] for r in range(RUNS)]
            if len({(rc, h) for rc, h, _ in got}) != 1:
                bad += 1
                print('DIFFERENT: %s %s: %s' % (name, src, [(rc, h[:12]) for rc, h, _ in got]))
            elif got[0][0] == 0:
                ok_runs += 1
    print('%d inputs, %d runs each: %d differences, %d command/input pairs succeeded'
          % (len(inputs), RUNS, bad, ok_runs))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
