#!/usr/bin/env python3
"""Prints the output part of the README's first ```console block (the lines
after the command), so a test can diff it against a real run."""
import sys

text = open(sys.argv[1]).read()
block = text.split("```console\n", 1)[1].split("```", 1)[0]
lines = block.splitlines(keepends=True)
start = next(i for i, l in enumerate(lines) if l.startswith("$ "))
while lines[start].rstrip().endswith("\\"):
    start += 1
sys.stdout.write("".join(lines[start + 1:]))
