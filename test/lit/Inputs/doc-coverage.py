#!/usr/bin/env python3
"""Lists every document with ```console commands (README.md, docs/*.md,
examples/**/README.md) that no test of TESTDIR runs, so a new document
cannot escape doc-commands.py.

usage: doc-coverage.py SRC TESTDIR"""
import glob
import os
import sys

src, tests = sys.argv[1], sys.argv[2]
docs = [os.path.join(src, 'README.md')] + sorted(glob.glob(os.path.join(src, 'docs', '*.md')))
docs += sorted(glob.glob(os.path.join(src, 'examples', '**', 'README.md'), recursive=True))
runs = ''.join(open(t).read() for t in glob.glob(os.path.join(tests, '*.test')))
uncovered = []
with_commands = 0
for d in docs:
    if '```console' not in open(d).read():
        continue
    with_commands += 1
    rel = os.path.relpath(d, src)
    if '%doc-commands %src/' + rel + ' ' not in runs:
        uncovered.append(rel)
for rel in uncovered:
    print('no test runs the commands of ' + rel)
print('%d documents with commands, %d without a test' % (with_commands, len(uncovered)))
sys.exit(1 if uncovered else 0)
