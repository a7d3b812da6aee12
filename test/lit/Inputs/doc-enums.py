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
    # An invocation may continue over several lines; it ends with ")" at a line end.
    for m in re.finditer(r'^[ \t]*' + macro + r'\((.*?)\)[ \t]*$', tables, re.M | re.S):
        out.append([a.strip('"\'') for a in
                    re.findall(r'"[^"]*"|\'[^\']*\'|[^,\s]+', m.group(1))])
    if not out:
        raise SystemExit('tables.def has no %s rows' % macro)
    # Values are dense from 0: a row the pattern missed would show as a gap.
    if [r[1] for r in out] != [str(i) for i in range(len(out))]:
        raise SystemExit('tables.def: %s values are not 0..%d' % (macro, len(out) - 1))
    return out


def table(header, body):
    lines = ['| ' + ' | '.join(header) + ' |', '|' + '|'.join('---' for _ in header) + '|']
    lines += ['| ' + ' | '.join(r) + ' |' for r in body]
    return '\n'.join(lines)


def text(v):
    """A string column; NULL (none) shows as "-"."""
    return '-' if v == 'NULL' else '`%s`' % v


def component_types(t):
    # Id, Value, Bits, Class, Name, Hlsl, HlslMin, ...
    return table(['value', 'name', 'bits', 'class', 'HLSL', 'HLSL, min precision'],
                 [[r[1], '`%s`' % r[0], r[2] if r[2] != '0' else '-', CLASS[r[3]],
                   text(r[5]), text(r[6])]
                  for r in rows(t, 'DXSIG_COMPONENT_TYPE')])


def semantic_kinds(t):
    # Id, Value, CanonicalName, SystemValue, SysValueText
    return table(['value', 'semantic name', 'ISG1/OSG1/PSG1 SystemValue', '`dxsig print`'],
                 [[r[1], '`%s`' % r[2] if r[2] else '(any other name: arbitrary)',
                   r[3] if (r[3] != '0' or r[0] == 'ARBITRARY') else '-', r[4]]
                  for r in rows(t, 'DXSIG_SEMANTIC_KIND')])


def interpolation_modes(t):
    # Id, Value, Name, Hlsl
    return table(['value', 'mode', 'HLSL'],
                 [[r[1], '`%s`' % r[2], text(r[3]) if len(r) > 3 else '-']
                  for r in rows(t, 'DXSIG_INTERP_MODE')])


def shader_stages(t):
    # Id, Value, HlslShaderAttr, ShortName, SmMajor, SmMinor
    return table(['`"hlsl.shader"` / environment', 'stage', 'from shader model'],
                 [['`%s`' % r[2], r[0].lower().replace('_', ' '), '%s.%s' % (r[4], r[5])]
                  for r in rows(t, 'DXSIG_SHADER_STAGE')])


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
