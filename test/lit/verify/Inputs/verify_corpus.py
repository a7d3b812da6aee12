#!/usr/bin/env python3
"""Runs `dxsig verify` on every .ll of the given corpus directories whose
.expected file has no FAIL line (DXC accepts those signatures), and prints
one line per case that does not verify clean, then a summary.

The corpus's answers are DXC's packer's. A case its packer places but its
validator rejects, for a rule about the entry rather than the placement,
must fail with that rule's error instead (VALIDATOR_REJECTS).

usage: verify_corpus.py DXSIG CORPUS_DIR [CORPUS_DIR...]"""
import os
import subprocess
import sys

# case -> a piece of the one error dxsig must report.
VALIDATOR_REJECTS = {
    # writes SV_DepthGreaterEqual per pixel with a linear_noperspective
    # SV_Position (Sm.PSConsistentInterp)
    'rand_00070.ll': "SV_Position's interpolation must be",
}


def main():
    dxsig, dirs = sys.argv[1], sys.argv[2:]
    checked = skipped = bad = 0
    for d in dirs:
        for name in sorted(os.listdir(d)):
            if not name.endswith('.ll'):
                continue
            path = os.path.join(d, name)
            with open(path[:-3] + '.expected') as f:
                if any(' FAIL ' in line
                       for line in f if not line.startswith('#')):
                    skipped += 1
                    continue
            run = subprocess.run([dxsig, 'verify', path], capture_output=True, text=True)
            checked += 1
            want = VALIDATOR_REJECTS.get(name)
            if want:
                out = run.stdout + run.stderr
                if run.returncode != 1 or want not in out or out.count('error:') != 1:
                    bad += 1
                    print('not rejected as expected: %s (exit %d)' % (name, run.returncode))
                    sys.stdout.write(out)
                continue
            if run.returncode != 0 or run.stdout or run.stderr:
                bad += 1
                print('not clean: %s (exit %d)' % (name, run.returncode))
                sys.stdout.write(run.stdout + run.stderr)
    print('%d verified, %d not clean, %d FAIL cases skipped' % (checked, bad, skipped))
    return 1 if bad or not checked else 0


if __name__ == '__main__':
    sys.exit(main())
