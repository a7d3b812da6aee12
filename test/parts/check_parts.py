#!/usr/bin/env python3
"""End-to-end byte agreement with DXC through the CLI.

For every entry of MANIFEST.tsv and each validator version (1.0, 1.4, 1.5,
1.7, 1.8): add `!dx.valver` to the corpus case, run
`dxsig container --entry=FN`, take ISG1/OSG1/PSG1/PSV0 out of the container
and compare them with DXC's bytes (the `.stable.hex` variant where DXC's
record order depends on its sort, README.md). Entries
with a signature DXC cannot pack (FAIL in the manifest) must make the
command fail. From 1.7 on, LLVM's obj2yaml must decode the container.
The parts are DXC's packer's and part writer's: an entry they write but
DXC's validator rejects (VALIDATOR_REJECTS) must make the command fail too.

usage: check_parts.py DXSIG OBJ2YAML PARTS_DIR CORPUS_DIR [--verbose] [--every=N]
  --every=N  only every N-th manifest entry (a quick sample)
"""
import concurrent.futures
import os
import re
import struct
import subprocess
import sys
import tempfile

VERSIONS = ['1.0', '1.4', '1.5', '1.7', '1.8']
PARTS = ['ISG1', 'OSG1', 'PSG1', 'PSV0']
# case -> the rule DXC's validator rejects it by (and a piece of dxsig's error)
VALIDATOR_REJECTS = {
    # SV_DepthGreaterEqual per pixel with a linear_noperspective SV_Position
    'rand_00070': ('Sm.PSConsistentInterp', "SV_Position's interpolation must be"),
}


def read_container(data):
    if len(data) < 32 or data[:4] != b'DXBC':
        raise ValueError('not a container')
    count = struct.unpack_from('<I', data, 28)[0]
    parts = {}
    for i in range(count):
        off = struct.unpack_from('<I', data, 32 + 4 * i)[0]
        name = data[off:off + 4].decode('latin-1')
        size = struct.unpack_from('<I', data, off + 4)[0]
        parts[name] = data[off + 8:off + 8 + size]
    return parts


def with_valver(text, version):
    major, minor = version.split('.')
    ids = [int(n) for n in re.findall(r'^!(\d+) =', text, re.M)]
    node = max(ids, default=0) + 1
    text = re.sub(r'^!dx\.valver = .*\n', '', text, flags=re.M)
    return text + '\n!dx.valver = !{!%d}\n!%d = !{i32 %s, i32 %s}\n' % (node, node, major, minor)


def check_entry(args, tmp, line):
    dxsig, obj2yaml, parts_dir, corpus = args
    cols = line.rstrip('\n').split('\t')
    case, fn, written, skipped = cols[0], cols[1], cols[6], cols[7]
    text = open(os.path.join(corpus, case + '.ll')).read()
    results = []
    for version in VERSIONS:
        base = os.path.join(tmp, '%s.%s.v%s' % (case.replace('/', '_'), fn, version))
        with open(base + '.ll', 'w') as f:
            f.write(with_valver(text, version))
        run = subprocess.run([dxsig, 'container', '--entry=' + fn, base + '.ll', '-o',
                              base + '.dxbc'], capture_output=True, text=True)
        if case in VALIDATOR_REJECTS:
            ok = run.returncode == 1 and VALIDATOR_REJECTS[case][1] in run.stderr
            results.append(('validator-rejects', ok, '%s %s v%s: expected %s, exit %d' %
                            (case, fn, version, VALIDATOR_REJECTS[case][0], run.returncode)))
            continue
        if skipped != '-':
            ok = run.returncode == 1
            results.append(('fail-expected', ok, '%s %s v%s: expected a failure, exit %d' %
                            (case, fn, version, run.returncode)))
            continue
        if run.returncode != 0:
            results.append(('part', False, '%s %s v%s: exit %d: %s' %
                            (case, fn, version, run.returncode, run.stderr.strip())))
            continue
        parts = read_container(open(base + '.dxbc', 'rb').read())
        for name in PARTS:
            stem = os.path.join(parts_dir, '%s.%s.%s.v%s' % (case, fn, name, version))
            ref = stem + '.stable.hex' if os.path.exists(stem + '.stable.hex') else stem + '.hex'
            if not os.path.exists(ref):
                ok = name not in parts
                results.append(('absent', ok, '%s %s v%s: unexpected %s' %
                                (case, fn, version, name)))
                continue
            want = bytes.fromhex(open(ref).read().strip())
            got = parts.get(name)
            results.append(('part', got == want, '%s: %s' % (
                os.path.basename(ref), 'missing' if got is None else
                'got %s' % got.hex())))
        if version in ('1.7', '1.8'):
            y = subprocess.run([obj2yaml, base + '.dxbc'], capture_output=True, text=True)
            ok = y.returncode == 0 and 'PSVInfo:' in y.stdout
            results.append(('obj2yaml', ok, '%s %s v%s: obj2yaml: %s' %
                            (case, fn, version, y.stderr.strip())))
        for ext in ('.ll', '.dxbc'):
            try:
                os.remove(base + ext)
            except OSError:
                pass
    return results


def main():
    verbose = '--verbose' in sys.argv
    every = 1
    for a in sys.argv[1:]:
        if a.startswith('--every='):
            every = max(1, int(a[len('--every='):]))
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    if len(args) != 4:
        print(__doc__)
        return 2
    lines = [l for l in open(os.path.join(args[2], 'MANIFEST.tsv')) if not l.startswith('#')]
    lines = lines[::every]
    counts = {}
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for results in pool.map(lambda l: check_entry(args, tmp, l), lines):
                for kind, ok, msg in results:
                    total, good = counts.get(kind, (0, 0))
                    counts[kind] = (total + 1, good + ok)
                    if not ok:
                        failures += 1
                        print('FAIL ' + (msg if verbose else msg[:300]))
    total, good = counts.get('part', (0, 0))
    print('%d entries x %d validator versions: %d/%d parts byte-identical to DXC' %
          (len(lines), len(VERSIONS), good, total))
    for kind in ('fail-expected', 'validator-rejects', 'absent', 'obj2yaml'):
        t, g = counts.get(kind, (0, 0))
        print('  %s: %d/%d' % (kind, g, t))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
