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
  gen_large.py layout N     an input layout (not a module) of N distinct
                            elements for test/lit/link/Inputs/vs_input.ll,
                            with a few duplicates among and after them
  gen_large.py name N       a vertex shader whose input element has a
                            semantic name of N bytes, read 3,000 times at
                            a row it does not have
  gen_large.py pipelines N  N vertex and N pixel entries, N pipelines
                            pairing them and one naming a function that is
                            no entry
  gen_large.py deep-gep N   a valid vertex shader and a global whose
                            initializer is a getelementptr constant
                            expression nested N deep
  gen_large.py records N    a container (binary) of one ISG1 part holding
                            N records, TEXCOORD0 to TEXCOORD(N-1)
Node numbers: !1 the index node !{i32 0}, !2 a shared element, !3 a shared
list, !4 a long index list; generated nodes from !10 on.
"""
import sys

ATTR = 'attributes #0 = { "hlsl.shader"="vertex" }\n'


def element(i, name, rows=1, idx='!1'):
    return ('!{i32 %d, !"%s", i32 9, i32 0, %s, i32 0, i32 %d, i8 4, i32 -1, i8 -1, '
            'i8 15, i8 0, i32 0}' % (i, name, idx, rows))


def layout(n):
    """Line 1 POSITION0, 2 NORMAL0, 3 COLOR0, then T<i> <i % 7> from line 4:
    T<i> is on line i + 4 until the first duplicate, after T1000."""
    out = ['POSITION 0 R32G32B32_FLOAT\nNORMAL 0 R32G32B32_FLOAT\nCOLOR 0 R8G8B8A8_UINT\n']
    for i in range(n):
        out.append('T%d %d R32_FLOAT\n' % (i, i % 7))
        if i == 1000:
            out.append('T100 2 R32_FLOAT\n')   # duplicate of line 104
    out.append('t17 3 R32_FLOAT\n')           # of line 21 (names match in any case)
    out.append('T5 5 R8G8B8A8_UNORM_SRGB\n')  # of line 9, and not a vertex format
    out.append('T17 3 R32_FLOAT\n')           # of line 21 again: the first is named
    out.append('position 0 R8_UINT\n')        # of line 1
    sys.stdout.write(''.join(out))


ELEMENT = ('!{i32 0, !"%s", i32 9, i32 %d, !1, i32 %d, i32 1, i8 4, i32 -1, i8 -1, '
           'i8 15, i8 0, i32 0}')


def pipelines(n):
    """vs<i> -> ps<i> for every i (SV_Position into SV_Target), and a last
    pipeline naming @helper, a function that is no entry."""
    out = ['target triple = "dxil-pc-shadermodel6.8-library"\n']
    for i in range(n):
        out.append('define void @vs%d() #0 {\n  ret void\n}\n'
                   'define void @ps%d() #1 {\n  ret void\n}\n' % (i, i))
    out.append('define void @helper() {\n  ret void\n}\n')
    out.append('attributes #0 = { "hlsl.shader"="vertex" }\n'
               'attributes #1 = { "hlsl.shader"="pixel" }\n!1 = !{i32 0}\n')
    out.append('!2 = !{%s}\n' % (ELEMENT % ('SV_Position', 3, 4)))
    out.append('!3 = !{%s}\n' % (ELEMENT % ('SV_Target', 16, 0)))
    sigs, pipes = [], []
    for i in range(n):
        sigs += ['!%d' % (10 + 3 * i), '!%d' % (11 + 3 * i)]
        pipes.append('!%d' % (12 + 3 * i))
        out.append('!%d = !{ptr @vs%d, null, !2}\n!%d = !{ptr @ps%d, !2, !3}\n'
                   '!%d = !{!"p%d", ptr @vs%d, ptr @ps%d}\n'
                   % (10 + 3 * i, i, 11 + 3 * i, i, 12 + 3 * i, i, i, i))
    pipes.append('!9')
    out.append('!9 = !{!"last", ptr @vs0, ptr @helper}\n')
    out.append('!dx.semantic.signatures = !{%s}\n' % ', '.join(sigs))
    out.append('!dx.pipelines = !{%s}\n' % ', '.join(pipes))
    sys.stdout.write(''.join(out))


def huge_name(n, reads=3000):
    """The element's node is on the last line."""
    out = ['target triple = "dxil-pc-shadermodel6.8-vertex"\n\ndefine void @main() #0 {\n']
    for i in range(reads):
        out.append('  %%v%d = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 1, i8 0, '
                   'i32 undef)\n' % i)
    out.append('  ret void\n}\n\ndeclare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)\n'
               'attributes #0 = { "hlsl.shader"="vertex" }\n'
               '!dx.semantic.signatures = !{!0}\n!0 = !{ptr @main, !1, null}\n!1 = !{!2}\n'
               '!3 = !{i32 0}\n')
    out.append('!2 = !{i32 0, !"%s", i32 9, i32 0, !3, i32 0, i32 1, i8 4, i32 -1, i8 -1, '
               'i8 0, i8 0, i32 0}\n' % ('N' * n))
    sys.stdout.write(''.join(out))


def deep_gep(n):
    """The nesting is on line 3."""
    out = ['target triple = "dxil-pc-shadermodel6.8-vertex"\n',
           '@g = global [2 x i8] zeroinitializer\n@p = global ptr ',
           'getelementptr (i8, ptr ' * n, '@g', ', i64 1)' * n,
           '\ndefine void @main() #0 {\n  ret void\n}\n', ATTR,
           '!dx.semantic.signatures = !{!0}\n!0 = !{ptr @main, null, !1}\n!1 = !{!2}\n'
           '!3 = !{i32 0}\n!2 = !{i32 0, !"SV_Position", i32 9, i32 3, !3, i32 4, i32 1, '
           'i8 4, i32 -1, i8 -1, i8 15, i8 0, i32 0}\n']
    sys.stdout.write(''.join(out))


def records(n):
    import struct
    start = 8 + 32 * n
    part = (struct.pack('<II', n, 8) +
            b''.join(struct.pack('<IIIIIIBBHI', 0, start, i, 0, 3, i, 0xF, 0xF, 0, 0)
                     for i in range(n)) + b'TEXCOORD\0')
    part += bytes(-len(part) % 4)
    total = 36 + 8 + len(part)
    sys.stdout.buffer.write(b'DXBC' + bytes(16) + struct.pack('<HHIII', 1, 0, total, 1, 36) +
                            b'ISG1' + struct.pack('<I', len(part)) + part)


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    if kind == 'records':
        return records(n)
    if kind == 'deep-gep':
        return deep_gep(n)
    if kind == 'name':
        return huge_name(n)
    if kind == 'layout':
        return layout(n)
    if kind == 'pipelines':
        return pipelines(n)
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
