#!/usr/bin/env python3
"""Keeps the enum tables of a document equal to include/dxsig/tables.def.

usage: doc-enums.py TABLES.def DOC [--write]

A generated table sits between "<!-- tables.def: NAME -->" and
"<!-- end tables.def -->"; NAME is one of the generators below. Without
--write, prints every table that differs from what tables.def gives and
exits 1; with --write, rewrites them in place.
"""
import re
import sys

CLASS = {'b': 'bool', 'i': 'integer', 'f': 'float', 'p': 'packed 8-bit x4', '-': '-'}


def rows(tables, macro):
    """The argument lists of every MACRO(...) line of tables.def."""
    out = []
    for line in tables.splitlines():
        m = re.match(r'\s*' + macro + r'\((.*)\)\s*$', line)
        if m:
            out.append([a.strip('"\'') for a in
                        re.findall(r'"[^"]*"|\'[^\']*\'|[^,\s]+', m.group(1))])
    if not out:
        raise SystemExit('tables.def has no %s rows' % macro)
    return out


def table(header, body):
    lines = ['| ' + ' | '.join(header) + ' |', '|' + '|'.join('---' for _ in header) + '|']
    lines += ['| ' + ' | '.join(r) + ' |' for r in body]
    return '\n'.join(lines)


def component_types(t):
    return table(['value', 'name', 'bits', 'class'],
                 [[v, '`%s`' % i, b if b != '0' else '-', CLASS[c]]
                  for i, v, b, c in rows(t, 'DXSIG_COMPONENT_TYPE')])


def semantic_kinds(t):
    return table(['value', 'semantic name', 'ISG1/OSG1/PSG1 SystemValue', '`dxsig print`'],
                 [[v, '`%s`' % n if n else '(any other name: arbitrary)',
                   sv if (sv != '0' or i == 'ARBITRARY') else '-', s]
                  for i, v, n, sv, s in rows(t, 'DXSIG_SEMANTIC_KIND')])


def interpolation_modes(t):
    return table(['value', 'mode'],
                 [[v, '`%s`' % n] for i, v, n in rows(t, 'DXSIG_INTERP_MODE')])


def shader_stages(t):
    return table(['`"hlsl.shader"` / environment', 'stage', 'from shader model'],
                 [['`%s`' % a, i.lower().replace('_', ' '), '%s.%s' % (ma, mi)]
                  for i, v, a, s, ma, mi in rows(t, 'DXSIG_SHADER_STAGE')])


GENERATORS = {
    'component-types': component_types,
    'semantic-kinds': semantic_kinds,
    'interpolation-modes': interpolation_modes,
    'shader-stages': shader_stages,
}


def main():
    tables = open(sys.argv[1]).read()
    doc_path = sys.argv[2]
    write = '--write' in sys.argv[3:]
    doc = open(doc_path).read()
    pattern = re.compile(r'(<!-- tables\.def: ([a-z-]+) -->\n)(.*?)(<!-- end tables\.def -->)',
                         re.S)
    found = []
    differ = []

    def replace(m):
        name = m.group(2)
        if name not in GENERATORS:
            raise SystemExit('%s: unknown table %s' % (doc_path, name))
        found.append(name)
        want = GENERATORS[name](tables) + '\n'
        if m.group(3) != want:
            differ.append((name, want))
        return m.group(1) + want + m.group(4)

    new = pattern.sub(replace, doc)
    if write:
        open(doc_path, 'w').write(new)
    elif differ:
        for name, want in differ:
            print('%s: table %s differs from tables.def; it should be:\n%s' % (doc_path, name, want))
    print('%d tables, %d differ' % (len(found), 0 if write else len(differ)))
    return 1 if (differ and not write) or not found else 0


if __name__ == '__main__':
    sys.exit(main())
