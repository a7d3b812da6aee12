"""Exits 0 when file ACTUAL is file EXPECTED with every line end written
CRLF, byte for byte; otherwise prints the first difference and exits 1:
crlf_equal.py EXPECTED ACTUAL."""
import sys

expected = open(sys.argv[1], 'rb').read().replace(b'\n', b'\r\n')
actual = open(sys.argv[2], 'rb').read()
if actual != expected:
    at = next((i for i, (a, b) in enumerate(zip(actual, expected)) if a != b),
              min(len(actual), len(expected)))
    sys.exit('differ at byte %d: %r vs expected %r' % (at, actual[at:at + 16],
                                                        expected[at:at + 16]))
