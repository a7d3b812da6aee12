#!/usr/bin/env python3
"""The root-signature oracle corpus through the command line and the pass.

usage: check_rootsig.py DXSIG 'OPT-COMMAND' CORPUS_DIR

For every case of CORPUS_DIR/{public,invalid}/INDEX.tsv and every version:
  - `dxsig rootsig --string S --version=V --defaults=clang --hex` prints
    NAME.vXY.hex, or exits 1 with a located error where clang/LLVM 22 reject
    the string;
  - the same with DXC's defaults prints NAME.dxc.v11.hex at 1.1;
  - `dxsig rootsig NAME.hlsl -E RS --defaults=clang --hex` agrees with the
    string (1.1, public cases);
  - `OPT -passes=dxsig-lower` on clang's NAME.vXY.ll gives a dx.rts0 global
    holding NAME.vXY.hex, or fails where LLVM's parser rejects the metadata,
    or where the stage check rejects a LOCAL_ROOT_SIGNATURE on clang's
    compute entry.
Prints one agreement line per check and version; exits 1 on any mismatch.
"""
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys

dxsig, opt, corpus = sys.argv[1], shlex.split(sys.argv[2]), sys.argv[3]
VERSIONS = (('10', '1.0'), ('11', '1.1'), ('12', '1.2'))
tally = {}
problems = []
LOCATED = re.compile(r'^rootsig:\d+:\d+: error: ', re.M)


jobs = []  # (key, argv, judge(returncode, stdout, stderr) -> bool, what)


def job(key, argv, judge, what):
    jobs.append((key, argv, judge, what))


def count(key, ok, what):
    t = tally.setdefault(key, [0, 0])
    t[1] += 1
    if ok:
        t[0] += 1
    else:
        problems.append(what)


def rts0_global(ir):
    m = re.search(r'@dx\.rts0 = [^"]*c"((?:[^"\\]|\\.)*)"', ir)
    if not m:
        return None
    s, out, i = m.group(1), bytearray(), 0
    while i < len(s):
        if s[i] == '\\' and s[i + 1] == '\\':
            out.append(0x5C)
            i += 2
        elif s[i] == '\\':
            out.append(int(s[i + 1:i + 3], 16))
            i += 3
        else:
            out.append(ord(s[i]))
            i += 1
    return out.hex()


def read(path):
    with open(path, encoding='utf-8') as f:
        return f.read()


for sub in ('public', 'invalid'):
    d = os.path.join(corpus, sub)
    for line in read(os.path.join(d, 'INDEX.tsv')).splitlines():
        if line.startswith('#'):
            continue
        cols = line.split('\t')
        name = cols[0]
        text = read(os.path.join(d, name + '.rs'))[:-1]
        for i, (v, dotted) in enumerate(VERSIONS):
            accepted = cols[1 + i].startswith('hex')
            want = read(os.path.join(d, f'{name}.v{v}.hex')).strip() if accepted else None
            if accepted:
                judge = lambda rc, out, err, want=want: rc == 0 and out.strip() == want
            else:
                judge = lambda rc, out, err: rc == 1 and LOCATED.search(err) is not None
            job((sub, 'string', dotted), [dxsig, 'rootsig', '--string', text, '--version=' + dotted,
                                          '--defaults=clang', '--hex'], judge,
                f'{sub}/{name} {dotted}: string')
            if v == '11' and os.path.exists(os.path.join(d, name + '.dxc.v11.hex')):
                dxc = read(os.path.join(d, name + '.dxc.v11.hex')).strip()
                job((sub, 'dxc', dotted), [dxsig, 'rootsig', '--string', text, '--hex'],
                    lambda rc, out, err, dxc=dxc: rc == 0 and out.strip() == dxc,
                    f'{sub}/{name}: DXC defaults')
            if v == '11' and accepted and sub == 'public':
                job((sub, 'hlsl', dotted), [dxsig, 'rootsig', os.path.join(d, name + '.hlsl'), '-E',
                                            'RS', '--defaults=clang', '--hex'],
                    lambda rc, out, err, want=want: rc == 0 and out.strip() == want,
                    f'{sub}/{name}: HLSL file')
            ll = os.path.join(d, f'{name}.v{v}.ll')
            if os.path.exists(ll):
                if accepted and 'LOCAL_ROOT_SIGNATURE' in text:
                    # clang attaches it to its compute entry: a shader's root
                    # signature is global, which the stage check says (as
                    # DXC and `container --rootsig-string` do).
                    judge = lambda rc, out, err: rc != 0 and 'LOCAL_ROOT_SIGNATURE marks a local' in err
                elif accepted:
                    judge = lambda rc, out, err, want=want: rc == 0 and rts0_global(out) == want
                else:
                    judge = lambda rc, out, err: rc != 0 and 'error: ' in err
                job((sub, 'dxsig-lower', dotted), opt + ['-passes=dxsig-lower', '-S', ll, '-o', '-'],
                    judge, f'{sub}/{name} {dotted}: dxsig-lower')


def run(j):
    key, argv, judge, what = j
    r = subprocess.run(argv, capture_output=True, text=True)
    return key, judge(r.returncode, r.stdout, r.stderr), what + ': ' + r.stderr.strip()[:200]


with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
    for key, ok, what in pool.map(run, jobs):
        count(key, ok, what)

for key in sorted(tally):
    agree, total = tally[key]
    print(f'{key[0]} {key[1]} {key[2]}: {agree}/{total} agree')
for p in problems:
    print('PROBLEM:', p)
sys.exit(1 if problems else 0)
