#!/usr/bin/env python3
"""Runs every console example of the README's "Beyond DXC" section and
compares its output (stdout, then stderr) with the text the README shows.

usage: readme-beyond.py README.md SRC_ROOT DXSIG"""
import os
import shlex
import subprocess
import sys

readme, root, dxsig = sys.argv[1:4]
text = open(readme).read()
section = text.split('\n## Beyond DXC\n', 1)[1].split('\n## ', 1)[0]
blocks = section.split('```console\n')[1:]
bad = 0
for block in blocks:
    body = block.split('```', 1)[0]
    command, expected = body.split('\n', 1)
    assert command.startswith('$ build/bin/dxsig ')
    args = [dxsig] + shlex.split(command[len('$ build/bin/dxsig '):])
    run = subprocess.run(args, cwd=root, capture_output=True, text=True)
    actual = run.stdout + run.stderr
    if actual != expected:
        bad += 1
        print('README example differs: ' + command)
        print('--- README\n' + expected + '--- actual\n' + actual)
print('%d examples, %d differ' % (len(blocks), bad))
sys.exit(1 if bad else 0)
