#!/usr/bin/env python3
"""Reads standard input and fails, naming it, at the first control byte
other than a newline (ESC, CR, DEL, ...): dxsig prints no input byte that
could drive a terminal or start a line of its own. On success prints the
number of lines read."""
import sys

data = sys.stdin.buffer.read()
for i, c in enumerate(data):
    if (c < 0x20 and c != 0x0A) or c == 0x7F:
        line = data.count(b'\n', 0, i) + 1
        sys.exit(f'control byte 0x{c:02x} at offset {i} (line {line})')
print('%d lines' % data.count(b'\n'))
