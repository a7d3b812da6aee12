#!/usr/bin/env python3
"""Packs every case of the oracle corpus with the C core, in both modes, and
compares with DXC's answers (.expected). For a failed signature DXC lists
every unplaced element; a stop-at-first packer must name the first one.

usage: check_oracle.py ORACLE_PACK CORPUS_DIR...   (C core, via sigtext)
       check_oracle.py --cli DXSIG CORPUS_DIR...    (end to end: .ll through
                                                    the LLVM glue and CLI)"""
import os
import subprocess
import sys

from ll2sig import convert

def parse(text):
    """{mode: {(fn, list): ('ok', [lines]) | ('fail', sigid)}}"""
    result, mode = {}, None
    for line in text.splitlines():
        if not line.strip() or line.startswith('#'):
            continue
        if line.startswith('['):
            mode = line.strip('[]')
            result[mode] = {}
            continue
        parts = line.split()
        key = (parts[0], parts[1])
        sigs = result[mode]
        if parts[2] == 'FAIL':
            if key not in sigs:
                sigs[key] = ('fail', parts[3])
        else:
            sigs.setdefault(key, ('ok', []))[1].append(line)
    return result

def run_core(binary, case):
    run = subprocess.run([binary], input=convert(open(case).read()),
                         capture_output=True, text=True)
    return run.returncode, run.stdout, run.stderr

def run_cli(dxsig, case):
    out, err, status = '', '', 0
    for mode in ('prefix-stable', 'optimized'):
        run = subprocess.run([dxsig, 'pack', '--report', '--packing=' + mode, case],
                             capture_output=True, text=True)
        out += f'[{mode}]\n' + run.stdout
        err += run.stderr
        status = max(status, run.returncode)
    return status, out, err

def main():
    args = sys.argv[1:]
    runner = run_core
    if args[0] == '--cli':
        runner = run_cli
        args = args[1:]
    binary, dirs = args[0], args[1:]
    cases = sorted(os.path.join(d, f) for d in dirs for f in os.listdir(d) if f.endswith('.ll'))
    failures = 0
    for case in cases:
        expected = parse(open(case[:-3] + '.expected').read())
        status, out, err = runner(binary, case)
        if status not in (0, 1):
            print(f'FAIL {case}: exit {status}: {err.strip()}')
            failures += 1
            continue
        actual = parse(out)
        for mode, sigs in expected.items():
            for key, want in sigs.items():
                got = actual.get(mode, {}).get(key)
                if got != want:
                    failures += 1
                    print(f'FAIL {os.path.basename(case)} [{mode}] {key[0]} {key[1]}:\n'
                          f'  expected {want}\n  actual   {got}')
    print(f'{len(cases)} cases, {failures} mismatching signatures')
    return 1 if failures else 0

if __name__ == '__main__':
    sys.exit(main())
