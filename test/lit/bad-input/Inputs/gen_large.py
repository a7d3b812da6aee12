#!/usr/bin/env python3
"""Writes large or oddly shaped dx.semantic.signatures modules for the
resource-bound tests (test/lit/bad-input/resource-bounds.test).

  gen_large.py list N       one vertex entry whose output list has N valid,
                            distinct elements (packing fails past 32 rows)
  gen_large.py entries N    N entries, each with its own one-element list
  gen_large.py shared N     N entries sharing one element list node
  gen_large.py dup N        one function listed N times
  gen_large.py indices N    one element with N rows and N semantic indices
  gen_large.py nested N     an element list nested N levels deep, written
                            outermost first (every node a forward reference)
  gen_large.py nested-back N  the same, innermost first
Node numbers: !1 the index node !{i32 0}, !2 a shared element, !3 a shared
list, !4 a long index list; generated nodes from !10 on.
"""
import sys

ATTR = 'attributes #0 = { "hlsl.shader"="vertex" }\n'


def element(i, name, rows=1, idx='!1'):
    return ('!{i32 %d, !"%s", i32 9, i32 0, %s, i32 0, i32 %d, i8 4, i32 -1, i8 -1, '
            'i8 15, i8 0, i32 0}' % (i, name, idx, rows))


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    out = ['target triple = "dxil-pc-shadermodel6.8-library"\n\n']
    w = out.append
    single = kind in ('list', 'nested', 'nested-back', 'indices', 'dup')
    for f in range(1 if single else n):
        w('define void @f%d() #0 {\nentry:\n  ret void\n}\n' % f)
    w(ATTR)
    w('!1 = !{i32 0}\n!2 = %s\n!3 = !{!2}\n' % element(0, 'A'))
    if kind == 'list':
        # Elements before the list: LLVM's parser re-hashes a tuple at every
        # forward reference it resolves (quadratic in the tuple's size).
        for i in range(n):
            w('!%d = %s\n' % (10 + i, element(i, 'E%d_' % i)))
        w('!dx.semantic.signatures = !{!5}\n!5 = !{ptr @f0, null, !6}\n')
        w('!6 = !{' + ', '.join('!%d' % (10 + i) for i in range(n)) + '}\n')
    elif kind == 'indices':
        w('!4 = !{' + ', '.join('i32 %d' % i for i in range(n)) + '}\n')
        w('!dx.semantic.signatures = !{!5}\n!5 = !{ptr @f0, null, !6}\n')
        w('!6 = !{%s}\n' % element(0, 'A', n, '!4'))
    elif kind in ('nested', 'nested-back'):
        w('!dx.semantic.signatures = !{!5}\n!5 = !{ptr @f0, null, !10}\n')
        levels = range(n) if kind == 'nested' else reversed(range(n))
        if kind == 'nested-back':
            w('!%d = %s\n' % (10 + n, element(0, 'A')))
        for d in levels:
            w('!%d = !{!%d}\n' % (10 + d, 11 + d))
        if kind == 'nested':
            w('!%d = %s\n' % (10 + n, element(0, 'A')))
    elif kind in ('entries', 'shared', 'dup'):
        if kind == 'entries':
            for i in range(n):
                w('!%d = !{%s}\n' % (10 + n + i, element(0, 'A')))
        for i in range(n):
            lst = '!%d' % (10 + n + i) if kind == 'entries' else '!3'
            w('!%d = !{ptr @f%d, null, %s}\n' % (10 + i, 0 if kind == 'dup' else i, lst))
        w('!dx.semantic.signatures = !{' + ', '.join('!%d' % (10 + i) for i in range(n)) + '}\n')
    else:
        sys.exit('unknown kind ' + kind)
    sys.stdout.write(''.join(out))


if __name__ == '__main__':
    main()
