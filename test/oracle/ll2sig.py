#!/usr/bin/env python3
"""Converts an oracle-corpus .ll (dx.semantic.signatures metadata) into the
plain-text signature format read by sigtext (test/oracle/README.md).

Only for the corpus's regular shape; the real reader is the LLVM glue."""
import re
import sys

def convert(text):
    nodes = {}
    for m in re.finditer(r'^!(\d+) = !\{(.*)\}\s*$', text, re.M):
        nodes[int(m.group(1))] = [o.strip() for o in m.group(2).split(',')] if m.group(2).strip() else []
    attrs = {}
    for m in re.finditer(r'^attributes #(\d+) = \{(.*)\}', text, re.M):
        s = re.search(r'"hlsl.shader"="(\w+)"', m.group(2))
        if s:
            attrs[m.group(1)] = s.group(1)
    stage_of = {}
    for m in re.finditer(r'^define \S+ @(\w+)\([^)]*\)\s*#(\d+)', text, re.M):
        stage_of[m.group(1)] = attrs.get(m.group(2), 'unknown')
    native16 = 1 if re.search(r'!"dx.nativelowprec", i32 1\}', text) else 0
    table = re.search(r'^!dx.semantic.signatures = !\{(.*)\}', text, re.M)
    out = []
    for ref in table.group(1).split(','):
        triple = nodes[int(ref.strip()[1:])]
        fn = triple[0].split('@')[1]
        out.append(f'entry {fn} {stage_of[fn]} native16={native16}')
        for kind, op in zip(('in', 'out', 'pc'), triple[1:]):
            if op == 'null':
                continue
            out.append(f'list {kind}')
            for el in nodes[int(op[1:])]:
                ops = nodes[int(el[1:])]
                val = lambda o: o.split()[1]
                name = ops[1][2:-1]
                idx = ','.join(val(o) for o in nodes[int(ops[4][1:])])
                out.append('elem ' + ' '.join([val(ops[0]), name, val(ops[2]), val(ops[3]), idx,
                                               val(ops[5]), val(ops[6]), val(ops[7]), val(ops[12])]))
    return '\n'.join(out) + '\n'

if __name__ == '__main__':
    # ll2sig.py FILE.ll, or ll2sig.py --all FILE.ll... (concatenated)
    paths = sys.argv[2:] if sys.argv[1] == '--all' else sys.argv[1:2]
    for path in paths:
        sys.stdout.write(convert(open(path).read()))
