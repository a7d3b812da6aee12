#!/usr/bin/env python3
"""Runs every command a document shows and compares its output with the
text the document shows, so the docs cannot drift from the tools.

usage: doc-commands.py DOC --src SRC --build BUILD --llvm-bin DIR
                       --work DIR [--opt-prefix WORDS]

Convention for documents (README.md, docs/*.md, examples/**/README.md):

- A ```console block holds commands and their exact output. A command is a
  line starting with "$ " (continued on the next line while it ends with
  a backslash); its output is every following line up to the next "$ "
  line or the end of the block. The output is the command's standard
  output followed by its standard error. A command whose output shows an
  "error:" must exit non-zero; exit status 1 (a failure the document may
  show without "error:", e.g. a signature that does not pack) is allowed,
  2 or more (a usage error) only where the output shows "usage:" or dxsig's
  usage-error hint "(run 'dxsig help".
- Commands run with bash from the repository root, as a reader of the
  document would, in a scratch directory that mirrors it: every top-level
  entry of SRC is linked there and "build" is the build tree BUILD, so
  files a command writes (-o ps.dxbc) land in the scratch directory and
  later commands of the same document see them.
- Write the CLI as build/bin/dxsig (a bare "dxsig" is found too: BUILD/bin
  is first in PATH) and the plugin as build/lib/DXSig.so. Write LLVM's
  tools with their full LLVM 22 path, /usr/lib/llvm-22/bin/opt: another
  LLVM may come first in a reader's PATH. A bare opt, obj2yaml, ... fails
  here on purpose. The path is mapped to DIR (and /usr/lib/llvm-22/bin/opt
  gets --opt-prefix, the sanitized build's preload) and mapped back in
  the output.
- Commands must run offline and must not depend on the time or the
  machine. Blocks that are not run (install steps, synopses) are ```sh or
  ```text.
"""
import argparse
import difflib
import os
import re
import shutil
import stat
import subprocess
import sys

LLVM22 = '/usr/lib/llvm-22/bin/'
# LLVM tools a document must name by their LLVM 22 path.
BARE_LLVM_TOOLS = ['opt', 'llc', 'clang', 'obj2yaml', 'yaml2obj', 'llvm-objcopy',
                   'llvm-dis', 'llvm-as', 'FileCheck', 'lit']


def commands(text):
    """Yields (line number, command, expected output) of every console block."""
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        if lines[i].strip() != '```console':
            i += 1
            continue
        i += 1
        cmd = None
        while i < len(lines) and lines[i].strip() != '```':
            line = lines[i]
            if line.startswith('$ '):
                if cmd is not None:
                    yield cmd
                start = i + 1
                parts = [line[2:]]
                while parts[-1].endswith('\\') and i + 1 < len(lines):
                    i += 1
                    parts.append(lines[i])
                cmd = [start, '\n'.join(parts), []]
            elif cmd is not None:
                cmd[2].append(line)
            else:
                raise SystemExit('%d: console block does not start with "$ "' % (i + 1))
            i += 1
        if cmd is not None:
            yield cmd
        i += 1


def mirror(src, build, work, llvm_bin):
    if os.path.exists(work):
        shutil.rmtree(work)
    os.makedirs(work)
    for name in os.listdir(src):
        if name in ('build', '.git'):
            continue
        os.symlink(os.path.join(src, name), os.path.join(work, name))
    os.symlink(build, os.path.join(work, 'build'))
    bin_dir = os.path.join(work, '.doc-bin')
    os.makedirs(bin_dir)
    os.symlink(os.path.join(build, 'bin', 'dxsig'), os.path.join(bin_dir, 'dxsig'))
    for tool in BARE_LLVM_TOOLS:
        path = os.path.join(bin_dir, tool)
        with open(path, 'w') as f:
            f.write('#!/bin/sh\necho "doc-commands: write %s%s, not %s" >&2\nexit 127\n'
                    % (LLVM22, tool, tool))
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return bin_dir


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('doc')
    ap.add_argument('--src', required=True)
    ap.add_argument('--build', required=True)
    ap.add_argument('--llvm-bin', required=True)
    ap.add_argument('--work', required=True)
    ap.add_argument('--opt-prefix', default='')
    args = ap.parse_args()

    bin_dir = mirror(os.path.abspath(args.src), os.path.abspath(args.build),
                     os.path.abspath(args.work), args.llvm_bin)
    llvm_bin = args.llvm_bin.rstrip('/') + '/'
    env = dict(os.environ)
    env['PATH'] = bin_dir + os.pathsep + env.get('PATH', '')
    env['LC_ALL'] = 'C'

    text = open(args.doc).read()
    doc = os.path.relpath(os.path.abspath(args.doc), os.path.abspath(args.src))
    ran = bad = 0
    for line, cmd, expected_lines in commands(text):
        ran += 1
        run_cmd = cmd
        if args.opt_prefix:
            run_cmd = re.sub(r'(?<![\w/])' + re.escape(LLVM22 + 'opt') + r'\b',
                             args.opt_prefix + ' ' + LLVM22 + 'opt', run_cmd)
        run_cmd = run_cmd.replace(LLVM22, llvm_bin)
        run = subprocess.run(['bash', '-o', 'pipefail', '-c', run_cmd], cwd=args.work,
                             env=env, capture_output=True)
        actual = (run.stdout + run.stderr).decode('utf-8', 'replace')
        actual = actual.replace(llvm_bin, LLVM22)
        expected = '\n'.join(expected_lines)
        expected = expected + '\n' if expected_lines else ''
        problems = []
        if actual != expected:
            diff = difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                        'shown in ' + doc, 'printed')
            problems.append('output differs:\n' + ''.join(diff))
        shows_error = any('error:' in l for l in expected_lines)
        shows_usage = any(l.startswith('usage:') or "(run 'dxsig help" in l
                          for l in expected_lines)
        if run.returncode < 0:
            problems.append('killed by signal %d' % -run.returncode)
        elif shows_error and run.returncode == 0:
            problems.append('exit status 0, but the document shows an error')
        elif run.returncode > 1 and not shows_usage:
            problems.append('exit status %d (not 0 or 1), but the document shows no usage'
                            % run.returncode)
        if problems:
            bad += 1
            print('%s:%d: $ %s' % (doc, line, cmd))
            for p in problems:
                print('  ' + p.rstrip('\n').replace('\n', '\n  '))
    print('%s: %d commands, %d differ' % (doc, ran, bad))
    return 1 if bad or not ran else 0


if __name__ == '__main__':
    sys.exit(main())
